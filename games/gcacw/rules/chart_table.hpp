// SPDX-License-Identifier: MIT
// Retreat Charts 1 and 2 of rule 7.6 as a constexpr table, shared by the engine's hot path and
// the public row queries.
#pragma once

#include <array>
#include <string_view>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

namespace detail {

/// One row of a retreat chart as printed, with its condition in our own words (the one source
/// of `skedaddle explain GC-7 4b`; docs/rules/gcacw-charts.md is checked against it).
struct RowFacts {
  int chart;
  std::string_view label;
  int priority;
  int loss_left;   // road step or friendly-occupied hex entered (GC-8)
  int loss_right;  // otherwise
  std::string_view condition;
};

// Transcribed from the rule text's charts; both rows "4" of Chart 1 share priority 4 (GC-7).
// "Farther" is one hex farther from the nearest active enemy unit than the hex left (GC-4); "a
// road" is a road, pike, trail or railroad hexside, or a step into or out of a city (GC-7).
constexpr std::array<RowFacts, 9> kRows = {{
    {1, "1", 1, 0, 0,
     "along a road into a hex farther from the active enemy, neither in an enemy ZOC nor "
     "enemy-occupied"},
    {1, "2", 2, 0, 0,
     "not along a road, into a hex farther from the active enemy, neither in an enemy ZOC nor "
     "enemy-occupied"},
    {1, "3", 3, 0, 1,
     "into a hex not farther from the active enemy, neither in an enemy ZOC nor "
     "enemy-occupied"},
    {1, "4a", 4, 0, 1, "into an enemy ZOC, not enemy-occupied, farther from the active enemy"},
    {1, "4b", 4, 1, 2, "into an enemy ZOC, not enemy-occupied, not farther from the active enemy"},
    {1, "5", 5, 3, 3, "into an enemy-occupied hex"},
    {2, "1", 1, 0, 0, "neither into an enemy ZOC nor into an enemy-occupied hex"},
    {2, "2", 2, 0, 1, "into an enemy ZOC, not enemy-occupied"},
    {2, "3", 3, 3, 3, "into an enemy-occupied hex"},
}};

/// The printed facts of a chart row.
constexpr const RowFacts& facts(Row row) {
  return kRows[static_cast<std::size_t>(row)];
}

}  // namespace detail

}  // namespace skedaddle::gcacw
