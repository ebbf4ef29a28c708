// SPDX-License-Identifier: MIT
// Retreat Charts 1 and 2 of rule 7.6 as a constexpr table, shared by the engine's hot path and
// the public row queries.
#pragma once

#include <array>
#include <string_view>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

namespace detail {

/// One row of a retreat chart as printed.
struct RowFacts {
  int chart;
  std::string_view label;
  int priority;
  int loss_left;   // road step or friendly-occupied hex entered (GC-8)
  int loss_right;  // otherwise
};

// Transcribed from the rule text's charts; both rows "4" of Chart 1 share priority 4 (GC-7).
constexpr std::array<RowFacts, 9> kRows = {{
    {1, "1", 1, 0, 0},
    {1, "2", 2, 0, 0},
    {1, "3", 3, 0, 1},
    {1, "4a", 4, 0, 1},
    {1, "4b", 4, 1, 2},
    {1, "5", 5, 3, 3},
    {2, "1", 1, 0, 0},
    {2, "2", 2, 0, 1},
    {2, "3", 3, 3, 3},
}};

/// The printed facts of a chart row.
constexpr const RowFacts& facts(Row row) {
  return kRows[static_cast<std::size_t>(row)];
}

}  // namespace detail

}  // namespace skedaddle::gcacw
