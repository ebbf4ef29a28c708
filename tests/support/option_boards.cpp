// SPDX-License-Identifier: MIT
// See option_boards.hpp.
#include "support/option_boards.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

namespace skedaddle::test {

using Json = nlohmann::ordered_json;

std::string gcacw_wandering_board(int manpower) {
  return gcacw_wandering_board(manpower, 15, 8);
}

std::string gcacw_wandering_board(int manpower, int size, int middle) {
  const auto label = [](int col, int row) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "%02d%02d", col, row);
    return std::string(buf);
  };
  Json units = Json::array();
  for (int col = 1; col <= size; ++col) {
    for (int row = 1; row <= size; ++row) {
      if (col == middle && row == middle) continue;
      units.push_back({{"id", "u" + std::to_string(col) + "_" + std::to_string(row)},
                       {"side", "union"},
                       {"type", "infantry"},
                       {"hex", label(col, row)},
                       {"manpower", 1}});
    }
  }
  units.push_back({{"id", "hood"},
                   {"side", "confederate"},
                   {"type", "infantry"},
                   {"hex", label(middle, middle)},
                   {"manpower", manpower}});
  const Json doc = {{"format", "skedaddle-scenario/1"},
                    {"ruleset", "gcacw"},
                    {"board", {{"columns", size}, {"rows", size}}},
                    {"units", std::move(units)},
                    {"request",
                     {{"kind", "retreat"},
                      {"hex", label(middle, middle)},
                      {"active", Json::array({"u" + std::to_string(middle) + "_" +
                                              std::to_string(middle + 1)})}}}};
  return doc.dump();
}

std::string jacobite_long_retreat_board() {
  const Json doc = Json::parse(R"({
    "format": "skedaddle-scenario/1",
    "ruleset": "jacobite",
    "board": {"columns": 26, "rows": 16, "baselines": {"government": "top", "jacobite": "bottom"}},
    "units": [
      {"id": "barrell", "side": "government", "type": "regular", "hex": "M16"},
      {"id": "cumberland", "side": "government", "type": "leader", "hex": "M16"},
      {"id": "left", "side": "government", "type": "regular", "hex": "L16"},
      {"id": "right", "side": "government", "type": "regular", "hex": "N16"},
      {"id": "camerons", "side": "jacobite", "type": "highland", "hex": "M15"}
    ],
    "request": {"kind": "combat", "unit": "barrell", "combat": "melee", "attacker": "infantry",
                "hits": 0, "flags": 20},
    "seed": 1
  })");
  return doc.dump();
}

}  // namespace skedaddle::test
