// SPDX-License-Identifier: MIT
// Decisions the rules leave to someone, their options, and what each option can still reach.
#pragma once

#include <compare>
#include <cstdint>
#include <string_view>
#include <vector>

#include "skedaddle/core/place.hpp"

namespace skedaddle {

/// Who makes a decision.
enum class Actor : std::uint8_t {
  owner,     ///< the player whose units must move
  opponent,  ///< the other player
};

/// What an option does.
enum class OptionKind : std::uint8_t {
  stop,           ///< end the move here
  move,           ///< move to `place`
  override_move,  ///< move to `place` overriding the priorities (GCACW GC-10)
  count,          ///< pick the number `value` (hexes, flags to ignore, ...)
  leave,          ///< leave the map (a Jacobite Rising leader over his own baseline)
  pick,           ///< pick the unit with index `value` standing at `place` (who goes next)
};

/// The best result an option can still lead to, compared lexicographically (ALL-1): fewer own
/// units lost, then less strength lost, then farther from the nearest enemy. What the third
/// number holds depends on the option's kind: see ScoreKey.
struct Score {
  int units_lost = 0;     ///< own units eliminated, surrendered, shattered or removed
  int strength_lost = 0;  ///< manpower, blocks
  int distance = 0;       ///< final distance from the nearest enemy combat unit (ScoreKey)

  /// True when `a` is strictly better than `b` for the owner.
  friend constexpr bool better(const Score& a, const Score& b) {
    if (a.units_lost != b.units_lost) return a.units_lost < b.units_lost;
    if (a.strength_lost != b.strength_lost) return a.strength_lost < b.strength_lost;
    return a.distance > b.distance;
  }
  /// Same units, strength and distance.
  friend constexpr bool operator==(const Score&, const Score&) = default;
};

/// What an option's Score ranks it by, which depends on its kind (OptionKind).
enum class ScoreKey : std::uint8_t {
  /// Losses, then the distance of the best end from the nearest enemy (ALL-1).
  distance,
  /// Losses, then the number picked itself, the larger first: a count option's Score holds its
  /// `value` in `distance` (Jacobite Rising's flags to ignore, games/jacobite/README.md).
  count,
  /// Nothing: ALL-1 does not rank these options (who takes his rally check first), so `best`
  /// takes the first in canonical order; their Scores are all zero.
  none,
};

/// How options of `kind` are ranked by their Score.
constexpr ScoreKey score_key(OptionKind kind) {
  switch (kind) {
    case OptionKind::stop:
    case OptionKind::move:
    case OptionKind::override_move:
    case OptionKind::leave:
      return ScoreKey::distance;
    case OptionKind::count:
      return ScoreKey::count;
    case OptionKind::pick:
      return ScoreKey::none;
  }
  return ScoreKey::distance;
}

/// One legal option at a decision.
struct Option {
  OptionKind kind = OptionKind::stop;  ///< what it does; says which fields below apply
  Place place{};                       ///< destination of a move
  int value = 0;                       ///< the number picked by a count option
  Score best{};                        ///< the best outcome reachable through this option
};

/// A choice the rules rule out at a decision, and why, as `options` shows it: a place a step
/// may not enter (`move`), stopping where the retreat may not end (`stop`, at the decision's
/// place), or a number that may not be picked (`count`, with its `value`).
struct Rejected {
  Place place{};              ///< the place a step could not enter, or where it may not stop
  std::string_view reason{};  ///< why, e.g. "enemy zone of control" (static text)
  std::string_view rule{};    ///< the ruling that rules it out, e.g. "GC-3"
  OptionKind kind = OptionKind::move;  ///< the kind of option it would have been
  int value = 0;                       ///< the number ruled out, for a `count`
};

/// A point where the rules give someone a choice; options are in the ruleset's canonical order.
struct Decision {
  Actor actor = Actor::owner;     ///< who decides
  std::string_view topic{};       ///< what is being decided, e.g. "retreat step"
  Place at{};                     ///< where the decision is taken
  std::vector<Option> options{};  ///< every legal option; a chooser sees two or more
  /// The choices ruled out, with their reasons and rulings, as `options` shows them to a
  /// player: neighbours a step may not enter, stopping where the retreat may not end yet,
  /// numbers above an allowance. Filled for a program's callback (Chooser::shows_rejections)
  /// and the step-wise skedaddle::Resolution's pending(), else empty: other choosers pay
  /// nothing for them. Canonical order: stopping first, then the places in the order the
  /// options list them, then the numbers from the smallest.
  std::vector<Rejected> rejected{};
};

}  // namespace skedaddle
