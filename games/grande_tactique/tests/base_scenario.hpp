// SPDX-License-Identifier: MIT
// The Grande Tactique document the loader, limits and outcome tests start from and change
// (tests/data/grande-tactique.json), and the game's scenario inside a loaded one.
#pragma once

#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"

namespace skedaddle::test {

/// tests/data/grande-tactique.json, read afresh.
inline Json gt_base() {
  return read_json(data_path(__FILE__, "grande-tactique.json"));
}

/// The Grande Tactique scenario of a loaded one.
inline const grande_tactique::Scenario& gt_scenario_of(const io::LoadedScenario& s) {
  return io::game_of<grande_tactique::Scenario>(s);
}

}  // namespace skedaddle::test
