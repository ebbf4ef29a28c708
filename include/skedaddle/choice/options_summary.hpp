// SPDX-License-Identifier: MIT
// What a player needs from `options` at a glance: the first decision's choices, how many ways
// go on from each and the best and worst ends they reach (ALL-1), and the rejected choices with
// their reasons. Every game fills the same struct from the facts its option tree shows.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/core/place.hpp"
#include "skedaddle/odds/probability.hpp"

namespace skedaddle {

/// Who settles what happens first.
enum class DecidedBy : std::uint8_t {
  owner,     ///< the owner of the retreating units picks among the choices
  opponent,  ///< the opponent picks
  dice,      ///< nobody: the dice decide (the choices are what they may give)
  rules,     ///< nobody: the rules leave one outcome (the choices, if any, are what is tried)
};

/// The chance that a choice keeps the summary's units on the map, as the odds take it: exact,
/// or the range it lies in when the enumeration stopped at its bound.
struct ChoiceChance {
  Probability low;   ///< the chance over the ways of the dice that were run
  Probability high;  ///< `low` plus the chance of the ways not run; equal to `low` when all ran
  /// True when dice are rolled before the choice on some way: the chance is from the start,
  /// those dice included, not given that the choice comes (ALL-5).
  bool from_start = false;
  /// True when outcomes of the dice applied before the choice are fixed (a resolution played
  /// step by step, decision_figures): the chance is the one given them.
  bool given_outcomes = false;
};

/// One first choice: the option, how many ways go on through it and the ends they reach.
struct ChoiceSummary {
  Option option{};        ///< as the engine offers it (kind, place, value, and Option::best)
  std::string label;      ///< in the game's notation: "0402", "stop", "ignore 1 flag", "N"
  std::string detail;     ///< a few words more, or empty: "override [GC-10]", "first square 7-11"
  std::int64_t ways = 0;  ///< complete ways (to an end of the retreat) through it; 0 if unknown
  /// The best end reachable through it (ALL-1), when the game scores its ends.
  std::optional<Score> best{};
  /// The worst end reachable through it, likewise.
  std::optional<Score> worst{};
  /// The chance that the summary's chance_units all stay on the map when it is taken
  /// (add_choice_chances); none where nothing is left to chance or the game names no units.
  std::optional<ChoiceChance> chance{};
};

/// A first choice the rules rule out, with why.
struct RejectedChoice {
  std::string label;   ///< in the game's notation, as for ChoiceSummary::label
  std::string reason;  ///< "prohibited hexside", "a friendly unit blocks the way"
  std::string rule;    ///< the ruling id: "GC-3"
};

/// The first decision of a request, summarised (ALL-1's terms): what a player reads before
/// asking for the whole tree.
struct OptionsSummary {
  std::string title;    ///< the scenario's name, or empty
  std::string request;  ///< the request in one line: "retreat of 1/A from 0403, 1-2 hexes"
  DecidedBy decided_by = DecidedBy::owner;  ///< who takes the first decision
  std::string topic;                        ///< what the first decision settles: "retreat step"
  std::optional<Place> at{};                ///< where it is taken, if somewhere
  std::string at_label;                     ///< `at` in the game's notation, or empty
  /// What Score::strength_lost counts, with its verb: "manpower lost", "blocks lost", "escape
  /// dice faced"; empty to leave it out.
  std::string strength_unit;
  /// What a choice's loss covers when later dice may still cost the unit (the rally check
  /// after a Jacobite retreat): "on the retreat"; empty when the loss is the whole outcome.
  std::string loss_scope;
  /// What Score::distance counts: "hexes"; empty when there is no enemy to be far from.
  std::string distance_unit;
  /// When above 0, a Score::distance this large or larger means no enemy within measure (a
  /// leader off the board, no enemy left): written as out of reach.
  int distance_cap = 0;
  /// The units whose staying on the map ChoiceSummary::chance measures: the retreating unit
  /// (its id); none when the game names none.
  std::vector<std::string> chance_units;
  /// What that chance is the chance of, in the game's words: "Atholl Brigade stays on the
  /// battlefield (JR-6: its rally check)".
  std::string chance_words;
  std::vector<ChoiceSummary> choices;    ///< in the game's canonical order
  std::vector<RejectedChoice> rejected;  ///< in the game's canonical order
  /// Short facts besides the choices: a surrender, a forced override, "no choice: the dice
  /// decide", the flags the unit may ignore and why.
  std::vector<std::string> notes;
};

/// True when `a` and `b` are the same option by what their kind reads: a count's number, a move's
/// place, a pick's number and place (a summary may place a count where the decision does not).
constexpr bool same_choice(const Option& a, const Option& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case OptionKind::count:
      return a.value == b.value;
    case OptionKind::move:
    case OptionKind::override_move:
      return a.place == b.place;
    case OptionKind::pick:
      return a.value == b.value && a.place == b.place;
    case OptionKind::stop:
    case OptionKind::leave:
      return true;
  }
  return false;
}

/// The lowest and highest Score of a set of ends (ALL-1), built up one end at a time.
struct ScoreRange {
  std::optional<Score> best{};   ///< the best end counted so far (ALL-1), none before the first
  std::optional<Score> worst{};  ///< the worst end counted so far
  /// Counts `end` in.
  void add(const Score& end) {
    if (!best || better(end, *best)) best = end;
    if (!worst || better(*worst, end)) worst = end;
  }
  /// Counts every end of `other` in.
  void add(const ScoreRange& other) {
    if (other.best) add(*other.best);
    if (other.worst) add(*other.worst);
  }
};

}  // namespace skedaddle
