// SPDX-License-Identifier: MIT
// Strong ids shared by every ruleset.
#pragma once

#include <cstdint>

/// The retreat-rules engine: geometry, dice, decisions, events, the rulesets and their I/O.
namespace skedaddle {

/// Index of a unit in its scenario's unit list; no arithmetic, no mixing with counts.
enum class UnitId : std::uint32_t {};

/// Index form of a UnitId, for vectors indexed by unit.
constexpr std::uint32_t index_of(UnitId id) {
  return static_cast<std::uint32_t>(id);
}

/// One of the two sides of a battle; each ruleset names them in its own notation.
enum class Side : std::uint8_t {
  first = 0,   ///< e.g. GCACW "union", Jacobite "government", Grande Tactique's first "sides"
  second = 1,  ///< the other one
};

/// The other side.
constexpr Side opponent(Side side) {
  return side == Side::first ? Side::second : Side::first;
}

}  // namespace skedaddle
