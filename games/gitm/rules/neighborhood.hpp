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
/// left out. Squares off the map read as empty. The same pass gathers the directions GI-2 makes
/// invalid for the moving unit when the centre is the battle square.
class Neighborhood {
 public:
  /// Gathers the present units other than `self` around `centre`, and the invalid directions.
  Neighborhood(const std::vector<Unit>& units, UnitId self, Square centre) : centre_(centre) {
    for (std::size_t k = 0; k < units.size(); ++k) {
      const Unit& u = units[k];
      if (k == index_of(self)) {
        if (u.moved) invalid_ |= cone(*u.moved);  // GI-2: its own movement
        continue;
      }
      if (!near(u.square)) continue;
      // GI-2: an enemy that moved into the centre, present or not, as invalid_directions().
      if (u.square == centre_ && u.allegiance == Allegiance::enemy && u.moved) {
        invalid_ |= cone(came_from(*u.moved));
      }
      if (!u.present()) continue;
      cells_[cell(u.square)] |= bit(u.allegiance);
    }
  }

  /// invalid_directions() of the moving unit when the centre is the battle square: its own
  /// movement's cone and those of the enemies' arrivals in the centre (GI-2). Read from the
  /// units gathered, whose enemies a resolution never changes, so they are the scenario's.
  Dir8Set invalid_from_centre() const { return invalid_; }

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
  Dir8Set invalid_;
  std::array<std::uint8_t, kSide * kSide> cells_{};
};

/// direction_verdicts() for `unit` leaving `from`, with the units around it gathered and its
/// invalid directions (invalid_directions(), GI-2) known.
std::array<DirectionVerdict, kDir8Count> direction_verdicts(const Scenario& scenario, UnitId unit,
                                                            Square from, const Neighborhood& near,
                                                            Dir8Set invalid);

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
