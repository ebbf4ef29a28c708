// SPDX-License-Identifier: MIT
// Exact odds: every way the dice (and a random chooser) can go in a resolution, run once each,
// and the outcomes they give grouped by what became of the units, each with its exact chance.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/fates.hpp"
#include "skedaddle/odds/odds_workspace.hpp"
#include "skedaddle/odds/probability.hpp"

namespace skedaddle {

/// One outcome: the fates it gives, its chance, and one way of the dice (and of a random
/// chooser) that gives it.
struct OddsOutcome {
  Fates fates;               ///< what became of the units, and the scores
  Probability probability;   ///< the chance of these fates
  std::vector<int> dice;     ///< faces that, as the scenario's "dice", replay one such way
  std::vector<int> choices;  ///< a random chooser's picks on that way (option indices)
  /// On that way a recorded choice did not fit (ALL-5): `resolve` with the script cannot replay
  /// it.
  bool off_record = false;
};

/// What became of one unit over all the outcomes.
struct UnitOdds {
  std::string unit;  ///< its id
  /// Each fate it may meet ("unchanged" where an outcome leaves it be), with its chance, the
  /// most likely first.
  std::vector<std::pair<std::string, Probability>> fates;
};

/// How much of chance an enumeration covered.
struct OddsCoverage {
  std::uint64_t resolves = 0;   ///< resolutions run: one per way through the points of chance
  std::uint64_t sequences = 0;  ///< single-die sequences (and picks) those ways stand for,
                                ///< saturating at 2^64 - 1
  std::uint64_t points = 0;     ///< points of chance met in all the runs
  bool complete = true;         ///< every way was run; else the bound stopped it
  Probability unexplored;       ///< the chance of the ways not run (0 when complete)
};

/// The odds of a request under one way of choosing. To print it: skedaddle::Odds::text() and
/// json() (the facade, skedaddle/skedaddle.hpp), or io::odds_text and io::odds_json
/// (skedaddle/io/odds.hpp), as `skedaddle odds` does.
struct OddsTable {
  std::vector<OddsOutcome> outcomes;  ///< the most likely first; ties in the order of fates
  std::vector<UnitOdds> units;        ///< each unit any outcome touches, in scenario order
  OddsCoverage coverage;              ///< how much was run
  /// With recorded choices and a fallback (script, then best): the chance of the ways on which
  /// a recorded choice was not among a decision's options, so that the fallback chose from
  /// there on (ALL-5); none when no choices are recorded or the script is not the chooser.
  std::optional<Probability> off_record{};
};

/// How odds are taken: who makes the owner's choices, and how far the enumeration may go.
struct OddsSettings {
  /// Who chooses: first, best, script (the scenario's recorded choices), or random, which is
  /// chance like the dice (each option equally likely). Unset: best, since recorded choices fit
  /// only the way of the dice they were made on. A script without a fallback that does not fit
  /// a way is an error; with one, the fallback chooses on that way from there on (ALL-5).
  std::optional<ChooserKind> chooser{};
  /// Who chooses once a script has no more answers (script, then best).
  std::optional<ChooserKind> fallback{};
  /// Most resolutions run; beyond it the rest of chance is reported unexplored, never sampled.
  std::uint64_t max_resolves = 1'000'000;
};

/// Every way chance can go in `scenario` under `settings`, run once each: the distribution of
/// its outcomes. The scenario's own "dice" and "seed" are not used: the dice take every face.
/// Errors when the rules refuse the request (ALL-3: the refusal, at its pointer and naming its
/// ruling, as Ruleset::check_once gives it), a way cannot be resolved (a recorded choice that
/// does not fit it, without a fallback) or a roll has too many dice to enumerate. The walk's
/// storage stays with the calling thread for its next call (let go when it grew past 256
/// groups); the table returned is the caller's alone.
Result<OddsTable> enumerate_odds(const io::LoadedScenario& scenario, const OddsSettings& settings);

/// The same odds written over `out`, for a caller that takes odds many times: `out`'s vectors
/// and strings and the walk's storage in `workspace` are used again, not allocated anew, and
/// `out` ends equal to what enumerate_odds(scenario, settings) returns, nothing of an earlier
/// table left in it. On error `out` holds no outcome and no unit (coverage zero, no
/// off_record). A workspace and a table serve one thread at a time.
Errors enumerate_odds(const io::LoadedScenario& scenario, const OddsSettings& settings,
                      OddsWorkspace& workspace, OddsTable& out);

/// The odds with one option of the owner's first decision taken.
struct OptionOdds {
  /// The decision, where it is taken and the option in the game's words: "retreat step at
  /// 0404: 0504", "ignore flags at G5: 1", "rally order at F6: Glengarry" (a unit by its id).
  std::string option;
  Option taken{};   ///< the option as the engine offered it
  OddsTable table;  ///< the odds with it taken
  /// The chance of the ways on which this decision never comes (or comes without this option):
  /// on them the option is not taken and the chooser decides everything; 0 when it always comes.
  Probability not_met{};
  /// True when dice are rolled before the decision on some way: the table's chances are then
  /// from the start, the dice before the choice included (ALL-5), not given that it comes.
  bool after_chance = false;
};

/// The odds for each option of the owner's first decision (met on the way where every point of
/// chance takes its first branch). On every way the option is taken at that same decision,
/// known by who takes it, what is decided and where (the first such decision of the way), never
/// at another decision that comes first; the chooser decides the rest. Empty when the owner
/// decides nothing. Recorded choices are an error here: they fix the first decision.
Result<std::vector<OptionOdds>> enumerate_odds_per_option(const io::LoadedScenario& scenario,
                                                          const OddsSettings& settings);

/// Most resolutions add_choice_chances() runs for each choice: the options summary stays quick,
/// and a choice whose odds go further shows the range its chance lies in.
inline constexpr std::uint64_t kChoiceChanceMaxResolves = 20'000;

/// For each choice of `summary` that the owner or the opponent takes, the chance that every unit
/// of `summary.chance_units` stays on the map, over every way of the dice with the choice taken
/// and the best chooser deciding the rest (at most kChoiceChanceMaxResolves resolutions each),
/// in ChoiceSummary::chance. Nothing is filled when the summary names no units, nobody chooses,
/// or the dice have no say (the rules alone decide: the chance is certain); when the odds cannot
/// be taken (too many dice), a note says why. `summary` must be the summary of `scenario`.
void add_choice_chances(const io::LoadedScenario& scenario, OptionsSummary& summary);

}  // namespace skedaddle
