// SPDX-License-Identifier: MIT
// What an outcome did, as a player reads it: the fate of each unit and leader the request
// touched, and the scores. Two outcomes with equal fates are one outcome to `skedaddle odds`.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <vector>

#include "skedaddle/core/ordering.hpp"
#include "skedaddle/core/place.hpp"

namespace skedaddle {

/// What became of one unit or leader.
struct UnitFate {
  std::string unit;  ///< its id in the scenario, e.g. "Atholl Brigade"
  /// Its fate in the game's words, with where it ends when that is on the map, binned where the
  /// map is continuous: "stays", "retreats to 0504", "rallies in 0504", "eliminated",
  /// "surrenders", "shatters", "flees off the table", "routs to (10, 4)".
  std::string fate;
  int strength_lost = 0;  ///< manpower, blocks or steps lost
  /// Where it ends on the map, binned as in `fate` (Grande Tactique: to the inch); none when
  /// it is off the map: eliminated, routed or fled off it, surrendered, shattered, withdrawn.
  std::optional<Place> at{};
  /// Same unit, same fate, same loss, same place.
  friend bool operator==(const UnitFate&, const UnitFate&) = default;
  /// Ordered by unit, then fate, then loss, then place (for stable grouping).
  friend std::partial_ordering operator<=>(const UnitFate& a, const UnitFate& b) {
    if (const auto c = ordering::compare(a.unit, b.unit); c != 0) return c;
    if (const auto c = ordering::compare(a.fate, b.fate); c != 0) return c;
    if (const auto c = a.strength_lost <=> b.strength_lost; c != 0) return c;
    return ordering::by_less(a.at, b.at);
  }
};

/// A number an outcome scores: banners, victory points.
struct FateScore {
  std::string name;  ///< what is counted, e.g. "banners to the government", "victory points"
  int value = 0;     ///< how many
  /// Same name, same value.
  friend bool operator==(const FateScore&, const FateScore&) = default;
  /// Ordered by name, then value.
  friend std::strong_ordering operator<=>(const FateScore& a, const FateScore& b) {
    if (const auto c = ordering::compare(a.name, b.name); c != 0) return c;
    return a.value <=> b.value;
  }
};

/// The fates of an outcome: every unit or leader whose state the resolution changed (or that
/// the request names), in scenario order, and the scores that are not zero.
struct Fates {
  std::vector<UnitFate> units;    ///< in scenario order
  std::vector<FateScore> scores;  ///< in the game's order
  /// Same units' fates and same scores.
  friend bool operator==(const Fates&, const Fates&) = default;
  /// Lexicographic (for stable grouping).
  friend std::partial_ordering operator<=>(const Fates& a, const Fates& b) {
    if (const auto c = ordering::compare(a.units, b.units); c != 0) return c;
    return ordering::compare(a.scores, b.scores);
  }
};

}  // namespace skedaddle
