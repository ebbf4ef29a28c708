// SPDX-License-Identifier: MIT
// Private to the GITM engine: who stands near a unit that leaves the battle square, gathered in
// one pass over the units so the direction tests (GI-3) and the straight-line move with its
// corner squares (GI-4) read a small grid instead of scanning every unit per square.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm::detail {

/// The squares within kRetreatMax of a centre (every square a retreat from there can enter or
/// pass by its corners), each with the allegiances of the units present on it, the moving unit
/// left out. Squares off the map read as empty.
class Neighborhood {
 public:
  /// Gathers the present units other than `self` around `centre`.
  Neighborhood(const std::vector<Unit>& units, UnitId self, Square centre) : centre_(centre) {
    for (std::size_t k = 0; k < units.size(); ++k) {
      const Unit& u = units[k];
      if (k == index_of(self) || !u.present() || !near(u.square)) continue;
      cells_[cell(u.square)] |= bit(u.allegiance);
    }
  }

  /// True when a unit of allegiance `a` stands on `s` (within kRetreatMax of the centre).
  bool has(Square s, Allegiance a) const { return (cells_[cell(s)] & bit(a)) != 0; }
  /// True when an enemy or neutral unit stands on `s` (GI-4: both block a move).
  bool hostile(Square s) const {
    return (cells_[cell(s)] & (bit(Allegiance::enemy) | bit(Allegiance::neutral))) != 0;
  }

 private:
  static constexpr int kRadius = kRetreatMax;
  static constexpr int kSide = 2 * kRadius + 1;

  static constexpr std::uint8_t bit(Allegiance a) {
    return static_cast<std::uint8_t>(1U << static_cast<unsigned>(a));
  }
  bool near(Square s) const { return chebyshev_distance(s, centre_) <= kRadius; }
  std::size_t cell(Square s) const {
    SKD_ASSERT(near(s), "a square beyond a retreat's reach");
    return static_cast<std::size_t>((s.row - centre_.row + kRadius) * kSide +
                                    (s.col - centre_.col + kRadius));
  }

  Square centre_;
  std::array<std::uint8_t, kSide * kSide> cells_{};
};

/// direction_verdicts() for `unit` leaving `from`, with the units around it gathered.
std::array<DirectionVerdict, kDir8Count> direction_verdicts(const Scenario& scenario, UnitId unit,
                                                            Square from, const Neighborhood& near);

/// drawn_directions() from a unit's verdicts: the preferred ones when any, else the candidates
/// (a rout: every valid direction).
Dir8Set drawn_directions(const std::array<DirectionVerdict, kDir8Count>& verdicts);

/// What a rout of one unit needs to know of its directions.
struct RoutView {
  Dir8Set invalid;  ///< invalid_directions() (GI-2), read from the enemies of `units`
  std::array<std::optional<RoutBlock>, kDir8Count> blocks{};  ///< rout_block(), in Dir8 order
};
/// rout_block() of every direction and the invalid directions at once, in one pass over the
/// units: the enemies' arrivals are read from `units`, which a resolution never changes for
/// enemies (only the friendly units it moves), so they are the scenario's.
RoutView rout_view(const Scenario& scenario, const std::vector<Unit>& units, UnitId unit);

/// step_block() with the units around `from` gathered.
std::optional<StepBlock> step_block(const Scenario& scenario, const Neighborhood& near, Square from,
                                    Dir8 d);

}  // namespace skedaddle::gitm::detail
