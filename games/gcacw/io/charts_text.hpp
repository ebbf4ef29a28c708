// SPDX-License-Identifier: MIT
// Private to io: the retreat charts of rule 7.6 as text, for `skedaddle explain GC-7 4b`.
#pragma once

#include <string>
#include <string_view>

#include "skedaddle/core/error.hpp"

namespace skedaddle::io::detail {

/// The ruling whose parts are the chart rows.
inline constexpr std::string_view kChartsRuling = "GC-7";

/// A chart ("chart 1", "chart2") or a row ("4b", "row 4b", "chart 2 row 1"; a label both
/// charts print, such as "1", gives both rows) of Retreat Charts 1 and 2, with each row's
/// condition, priority and loss; or an error naming what may be asked.
Result<std::string> chart_part_text(std::string_view part);

}  // namespace skedaddle::io::detail
