// SPDX-License-Identifier: MIT
// The fields of a classified retreat step, written the same way in outcomes and option trees.
#pragma once

#include <nlohmann/json.hpp>

#include "skedaddle/events/event.hpp"

namespace skedaddle::io::detail {

/// Adds a chart step's fields to `out`, in the order the formats document.
inline void add_chart_step(nlohmann::ordered_json& out, const ChartStep& step) {
  out["chart"] = step.chart;
  out["row"] = step.row;
  out["priority"] = step.priority;
  out["loss"] = step.loss;
  out["road"] = step.road;
  out["friendly"] = step.friendly;
  out["more_distant"] = step.more_distant;
  out["zoc"] = step.zoc;
  out["enemy"] = step.enemy;
  out["override"] = step.override_step;
}

}  // namespace skedaddle::io::detail
