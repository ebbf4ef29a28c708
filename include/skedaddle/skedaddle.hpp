// SPDX-License-Identifier: MIT
// skedaddle in one header, the same for every ruleset: load a scenario into a validated value,
// ask what the owner may do, resolve it (by a policy, a program's callback, or one decision at a
// time) and draw it. Errors are values (Result, Errors), never exceptions; a request the rules
// forbid is not an error but a refused outcome (ALL-3).
#pragma once

#include <any>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/batch.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/choice/decision.hpp"
#include "skedaddle/choice/named_chooser.hpp"
#include "skedaddle/core/checked.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/core/refusal.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/io/verification.hpp"
#include "skedaddle/odds/decision_figures.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {

class Odds;
class Outcome;
class Resolution;
struct ResolveSettings;
/// The batch engine's own parts (src/batch/, run_batch()).
namespace batch {
struct ScenarioAccess;
}  // namespace batch

/// A scenario that has been read and checked: every Scenario may be asked for its options,
/// resolved and drawn. Immutable and cheap to copy (the data is shared); safe to use from
/// several threads at once. Its first resolution (resolve(), Resolution::start) checks its game
/// for resolving once (Ruleset::check_once) and keeps it, GCACW's retreat tree included, for
/// every later one of it and its copies: resolving one Scenario many times, with other seeds,
/// dice or choosers, costs the resolutions alone.
class Scenario {
 public:
  /// Parses and validates a scenario document (JSON text) within `limits`; every error names
  /// its JSON pointer.
  static Result<Scenario> parse(std::string_view json, const io::Limits& limits = {});
  /// Reads a scenario file and validates it; a missing, unreadable or oversized file is an
  /// error with pointer "".
  static Result<Scenario> load(const std::string& path, const io::Limits& limits = {});
  /// Validates a scenario built in code: `scenario.ruleset` is the game (find_ruleset) and
  /// `scenario.game` holds that game's typed scenario (gcacw::Scenario, ...); the game's checks
  /// run as when loading. A null ruleset or another game's type is an error, not a crash. Its
  /// outcomes' verification has no hash (`"sha256": null`: there is no document to hash).
  /// Neither this nor parse() or load() plays the recorded "choices" and "dice", as
  /// `skedaddle validate` does: resolve() with the default settings says whether they fit.
  static Result<Scenario> validate(io::LoadedScenario scenario);

  /// The game that reads this scenario.
  const Ruleset& ruleset() const { return *data_->ruleset; }
  /// The "ruleset" string as outputs write it ("gcacw", "rotd", ...).
  std::string_view ruleset_name() const;
  /// Everything loaded: the game's typed scenario (io::game_of), choices, dice, seed.
  const io::LoadedScenario& loaded() const { return *data_; }
  /// Doubts about the valid scenario, for its author; they change no outcome.
  const Warnings& warnings() const { return data_->warnings; }
  /// The first rule that forbids the scenario's request (ALL-3), or nothing.
  const std::optional<Refusal>& refusal() const { return refusal_; }
  /// The game's scenario as its check passed it (Checked<gcacw::Scenario>, ...), for the game's
  /// own API (gcacw::Resolution, jacobite::Resolution, ...) without copying and checking it
  /// again: the check this scenario keeps for its resolutions. Nothing when `GameScenario` is
  /// another game's, or the request is refused (ALL-3: there is nothing to resolve).
  template <class GameScenario>
  std::optional<Checked<GameScenario>> checked_game() const {
    const std::any game = checked_game_any();
    if (const auto* checked = std::any_cast<Checked<GameScenario>>(&game)) return *checked;
    return std::nullopt;
  }
  /// The file it was read from, as given to load(); empty when parsed or validated.
  const std::string& path() const { return path_; }
  /// This scenario without its recorded "dice" and "choices", as if its document did not list
  /// them (itself when it has none): the dice roll from the seed and the chooser chooses, for
  /// Monte Carlo and searches over an example that records one way.
  Scenario unscripted() const;

 private:
  /// A scenario the game's checks have passed, its refusal (if any) found once.
  static Scenario checked(io::LoadedScenario scenario);
  /// The game checked for resolving, made once on first need (CheckedOnce, in the .cpp).
  struct CheckedOnce;
  /// The game as Ruleset::check_once() checked it, made on the first call and shared with the
  /// copies, with_seed() and with_dice() (they change no part of the game); null when the check
  /// fails (a refused request: its refusal is answered before any resolution).
  std::shared_ptr<const AnyChecked> checked_for_resolving() const;
  /// The game's Checked<GameScenario> in a std::any (Ruleset::checked_game_any), or an empty
  /// one when the request is refused.
  std::any checked_game_any() const;
  /// This scenario resolved with `seed`: itself when its "seed" is that already, else a copy
  /// that says it (outcomes write the seed used in their replay).
  Scenario with_seed(std::uint64_t seed) const;
  /// A copy whose dice are `faces`, as if the scenario listed them (ResolveSettings::dice).
  Scenario with_dice(const std::vector<int>& faces) const;
  Scenario(std::shared_ptr<const io::LoadedScenario> data, std::optional<Refusal> refusal,
           std::string path, std::shared_ptr<CheckedOnce> checked);
  friend class Outcome;
  friend class Resolution;
  friend struct batch::ScenarioAccess;  // a batch's scenarios, from the lines it parsed
  friend Result<Outcome> resolve(const Scenario&, const ResolveSettings&);

  std::shared_ptr<const io::LoadedScenario> data_;
  std::optional<Refusal> refusal_;
  std::string path_;                      ///< the file load() read, for the odds' replay commands
  std::shared_ptr<CheckedOnce> checked_;  ///< never null; shared by copies of the same game
};

/// How a resolution makes its choices and seeds its dice; what is left unset takes the
/// scenario's own: its recorded choices when it has some (else `best`), its "seed" (else 0).
struct ResolveSettings {
  /// Who chooses: script, first, random, best or callback.
  std::optional<ChooserKind> chooser{};
  /// Who chooses once the chooser has no answer (a script played out, a callback that returns
  /// nothing): "script, then best" is {.chooser = script, .fallback = best}.
  std::optional<ChooserKind> fallback{};
  /// Seeds the random chooser and the dice (unless the scenario scripts its dice), ALL-2.
  std::optional<std::uint64_t> seed{};
  /// With ChooserKind::callback (or as the fallback): the program's answer at each decision.
  ChoiceCallback callback{};
  /// Faces to roll, in order, in place of the scenario's dice (an odds way's replay, `resolve
  /// --dice`); the outcome's request records them. Errors about them point at "/dice" or
  /// "/dice/N" (N: the index in these faces); a game that rolls no dice refuses them.
  std::optional<std::vector<int>> dice{};
};

/// What a resolution gave: the outcome, or the refusal of a request the rules forbid (ALL-3).
/// Immutable and cheap to copy.
class Outcome {
 public:
  /// True when the rules forbid the request; refusal() then says which rule and why.
  bool refused() const { return refusal_.has_value(); }
  /// The refusal (ALL-3), or nothing.
  const std::optional<Refusal>& refusal() const { return refusal_; }
  /// What happened, in order, each with its ruling; empty for a refusal.
  std::span<const Event> events() const;
  /// What became of the units, for programs that tally or score outcomes without reading the
  /// JSON: each unit the resolution changed (or the request names) with its fate in the game's
  /// words, its loss and where it ends (UnitFate::at, named by io::place_names), and the scores,
  /// exactly as odds() files this way of the dice (Fates); empty for a refusal.
  Fates fates() const;
  /// The game's own outcome (gcacw::Outcome, ...), or null when refused or of another type.
  template <class GameOutcome>
  const GameOutcome* game() const {
    return outcome_ ? std::any_cast<GameOutcome>(outcome_.get()) : nullptr;
  }
  /// The trace for people: one line per event with its ruling, then every unit's state.
  std::string text() const;
  /// The documented outcome JSON (docs/format.md, schema/outcome.schema.json), its replay and
  /// its verification (engine, formats, request, hash) included; a refusal is an outcome of
  /// kind "refused". Indented as the command line prints it, or on one line (JSON Lines).
  std::string json(io::JsonLayout layout = io::JsonLayout::indented) const;
  /// What this outcome answers: the chooser, fallback, seed and dice it was resolved with.
  const io::Request& request() const { return request_; }
  /// The scenario resolved, with the seed that was used.
  const Scenario& scenario() const { return scenario_; }
  /// True when this outcome is a resolution of `scenario` (the one given to resolve(), or the
  /// seeded one scenario() returns).
  bool resolves(const Scenario& scenario) const;

 private:
  friend Result<Outcome> resolve(const Scenario&, const ResolveSettings&);
  friend Result<std::string> render(const Scenario&, const Outcome*, const RenderView&);
  friend class Resolution;
  /// Resolves `seeded` (with_seed of `source`) choosing by `def`.
  static Result<Outcome> resolve_with(const Scenario& source, Scenario seeded,
                                      const ChooserDef& def, io::Request request);
  Outcome(const Scenario& source, Scenario scenario, std::shared_ptr<const AnyOutcome> outcome,
          std::optional<Refusal> refusal, io::Request request)
      : source_(source.data_),
        scenario_(std::move(scenario)),
        outcome_(std::move(outcome)),
        refusal_(std::move(refusal)),
        request_(std::move(request)) {}

  std::shared_ptr<const io::LoadedScenario> source_;  ///< the scenario given to resolve()
  Scenario scenario_;
  std::shared_ptr<const AnyOutcome> outcome_;
  std::optional<Refusal> refusal_;
  io::Request request_;
};

/// One place where an outcome and its re-adjudication differ (Verification).
struct Difference {
  /// Which part: "format", "engine", "scenario format", "hash", "seed" (the header), "agreed
  /// seed", "agreed chooser", "agreed dice", "agreed choices" (the request against the
  /// Agreement), "replay" (the replay cannot be played), or the outcome's member ("events",
  /// "units", ...).
  std::string part;
  /// The JSON pointer into the outcome: "/events/3/faces/0", "/verification/sha256".
  std::string pointer;
  /// What the outcome says there, as JSON text ("" when it has nothing there).
  std::string outcome;
  /// What it should say: the re-adjudication's value, this engine's, or the hash recomputed
  /// from the scenario and the request ("" when there should be nothing).
  std::string expected;
  /// Why the scenario could not be resolved again (part "replay"), else "".
  std::string reason;
};

/// Where the dice of an outcome's request came from (Verification::dice).
enum class DiceSource : std::uint8_t {
  given,     ///< faces given with the request in place of the scenario's ("dice", --dice)
  scenario,  ///< the scenario's own "dice" list
  seed,      ///< drawn from the request's seed (ALL-2)
  none,      ///< the game rolls no dice
};

/// What the players agreed before the turn, which verify() holds the outcome's request to
/// (docs/format.md, "Verification"); a part left unset is not checked.
struct Agreement {
  /// The chooser agreed and its fallback (none: no fallback): the request's must be them.
  std::optional<NamedChooser> chooser{};
  /// The seed agreed: the request's "seed" must be it.
  std::optional<std::uint64_t> seed{};
  /// True: the request gives no dice of its own ("dice" null), so none were picked by hand.
  bool no_dice = false;
  /// The owner's choices agreed, as JSON text of a list written as a scenario's "choices"
  /// (["0401", "stop"]): the outcome's decisions (its replay's "choices") must take them, in
  /// order; after them only a script's fallback may choose.
  std::optional<std::string> choices{};
};

/// What verify() found: no difference (identical), or the header's differences, the parts of
/// the request that differ from the Agreement, and then the first difference of the
/// re-adjudicated outcome; and what an identical outcome vouches for: the request it answers.
struct Verification {
  /// The differences, the header's first, in document order; empty when identical.
  std::vector<Difference> differences;
  /// The request the outcome records, which the re-adjudication followed.
  io::Request request{};
  /// True when the rules refuse the scenario's request (ALL-3): no die drawn, no choice taken.
  bool refused = false;
  /// Where that request's dice came from.
  DiceSource dice = DiceSource::none;
  /// The choices the outcome's replay records, each as JSON text; nothing for an outcome
  /// without a replay (a refusal, ALL-3).
  std::optional<std::vector<std::string>> choices{};
  /// The parts of the request held to the Agreement, in this order: "chooser", "seed",
  /// "dice", "choices".
  std::vector<std::string> agreed{};
  /// Why a part agreed could not matter here (a seed that drew nothing, choices of a refusal).
  std::vector<std::string> notes{};
  /// True when the outcome is what this engine gives for the scenario and the request, and the
  /// request is what was agreed.
  bool identical() const { return differences.empty(); }
  /// "identical\n" and then what it vouches for (the request, in words, and which parts were
  /// agreed), or one line per difference: "PART differs at POINTER: the outcome has X,
  /// expected Y".
  std::string text() const;
  /// {"format": "skedaddle-verification/1", "identical": ..., "differences": [{"part",
  /// "pointer", "outcome", "expected", "reason"}], "request", "refused", "dice", "seed_drew",
  /// "choices", "agreed", "notes"} (docs/format.md), one line and a newline.
  std::string json() const;
};

/// What the owner (or the dice) may do, as `view` asks (the summary or the whole tree, text or
/// JSON); a refused request gives its refusal in the same form, as the command line does.
Result<std::string> options(const Scenario& scenario, const OptionsView& view = {});

/// options() written piece by piece to `sink` (the JSON of a large tree need not be held
/// whole); the errors when it cannot be shown, and then nothing was written.
Errors write_options(const Scenario& scenario, const OptionsView& view, const Sink& sink);

/// Resolves the scenario's request with `settings`; errors for a script that does not match,
/// scripted dice that run out, or a callback's answer out of range. Deterministic: the same
/// scenario and settings give the same outcome on every build.
Result<Outcome> resolve(const Scenario& scenario, const ResolveSettings& settings = {});

/// Checks `outcome_json` (an outcome document, docs/format.md) against `scenario`: its format,
/// engine version and scenario format against this build's, its hash against the one
/// recomputed from `scenario` and the outcome's request, its replay's seed against the
/// request's; then resolves `scenario` again as the request says (a program's choices, chooser
/// "callback", read from the replay) and compares the two outcomes member by member, reporting
/// the first difference (the event index and field). Errors (bad input) when `outcome_json` is
/// not JSON within `limits` or has no readable request; a re-adjudication the replay cannot
/// play is a difference.
Result<Verification> verify(const Scenario& scenario, std::string_view outcome_json,
                            const io::Limits& limits = {});

/// verify(), and the outcome's request held to what was `agreed` before the turn: each part
/// that differs is a difference ("agreed seed", ...). Errors in `agreed.choices` are bad input,
/// located as in a scenario's "choices" ("/choices/1"), and come before the outcome's.
Result<Verification> verify(const Scenario& scenario, std::string_view outcome_json,
                            const Agreement& agreed, const io::Limits& limits = {});

/// What odds() or odds_per_option() gave: the exact chance of each outcome of the scenario,
/// and with odds_per_option() the same with each option of the owner's first decision taken
/// (of a Resolution: from where it stands, with each option of its pending decision taken);
/// or the refusal of a request the rules forbid (ALL-3), as for an Outcome. Immutable and cheap
/// to copy.
class Odds {
 public:
  /// True when the rules forbid the request; refusal() then says which rule and why.
  bool refused() const { return refusal_.has_value(); }
  /// The refusal (ALL-3), or nothing.
  const std::optional<Refusal>& refusal() const { return refusal_; }
  /// The outcomes with their exact chances, each unit's fates and how much was run (an empty
  /// table for a refusal). `RenderView::odds` takes its address to draw it.
  const OddsTable& table() const { return data_->table; }
  /// From odds_per_option(): each option of the first decision (of a Resolution: its pending
  /// decision) with its odds, in the engine's order; empty from odds(), for a refusal, or when
  /// the owner decides nothing (a Resolution done, or waiting at a point of chance).
  std::span<const OptionOdds> options() const { return data_->options; }
  /// The odds for people, exactly as `skedaddle odds` (`--per-option`) prints them: how much
  /// was run, each unit's fates, the outcomes the most likely first, each with the command that
  /// replays it when the scenario was read by Scenario::load (`skedaddle resolve FILE --chooser
  /// best --dice 1,1,1,6`), else with its dice (always from a Resolution that has taken a
  /// step: no command replays its answers); a refusal as `skedaddle odds` prints it.
  std::string text() const;
  /// The documented odds JSON (`skedaddle-odds/1`: docs/format.md, schema/odds.schema.json),
  /// probabilities as exact fractions; a refusal is an odds document of kind "refused".
  /// Indented as the command line prints it, or on one line (JSON Lines).
  std::string json(io::JsonLayout layout = io::JsonLayout::indented) const;
  /// The scenario the odds are of.
  const Scenario& scenario() const { return scenario_; }

 private:
  friend Result<Odds> odds(const Scenario&, const OddsSettings&);
  friend Result<Odds> odds_per_option(const Scenario&, const OddsSettings&);
  friend Result<Odds> odds(const Resolution&, const OddsSettings&);
  friend Result<Odds> odds_per_option(const Resolution&, const OddsSettings&);
  /// What was enumerated, shared by copies.
  struct Data {
    OddsTable table;
    std::vector<OptionOdds> options;
    std::string chooser;  ///< the chooser as `--chooser` writes it, for the replay commands
    bool replays = true;  ///< the replay commands replay the ways (no steps taken before them)
  };
  Odds(Scenario scenario, std::shared_ptr<const Data> data, std::optional<Refusal> refusal)
      : scenario_(std::move(scenario)), data_(std::move(data)), refusal_(std::move(refusal)) {}

  Scenario scenario_;
  std::shared_ptr<const Data> data_;
  std::optional<Refusal> refusal_;
};

/// The exact odds of the scenario's outcomes: every way the dice (and a random chooser) can go,
/// run once each, the outcomes grouped by what becomes of the units (enumerate_odds), as
/// `skedaddle odds` gives them; Odds::text() and Odds::json() write them. A refused request is
/// refused Odds (ALL-3). Errors when a way cannot be resolved (recorded choices that do not fit
/// it, without a fallback) or a roll has too many dice to enumerate.
Result<Odds> odds(const Scenario& scenario, const OddsSettings& settings = {});

/// odds(), and the odds with each option of the owner's first decision taken at that decision
/// on every way (enumerate_odds_per_option; Odds::options()), as `skedaddle odds --per-option`
/// gives them. Recorded choices as the chooser are an error: they fix the first decision.
Result<Odds> odds_per_option(const Scenario& scenario, const OddsSettings& settings = {});

/// An SVG picture of the board as `view` asks (the options or not, cropped to the action or
/// the whole board, the odds of odds() over it when `view.odds` is set), with the outcome's
/// paths and losses when `outcome` is given; an error when `outcome` is not a resolution of
/// `scenario`. A refused request draws no options and no odds.
Result<std::string> render(const Scenario& scenario, const Outcome* outcome = nullptr,
                           const RenderView& view = {});

/// How a Resolution meets chance.
enum class ChanceMode : std::uint8_t {
  /// The dice roll by themselves, seeded (or as the scenario scripts them), and only the
  /// choices wait for an answer: a resolution as resolve() makes it.
  seeded,
  /// Every point of chance waits, as a decision does, with its outcomes and their exact
  /// chances (Resolution::pending_chance), until the program applies one: the other half of a
  /// game tree, for searches, random play and the odds. The scenario's "dice" are not used.
  explicit_,
};

/// What a step of a Resolution's history is.
enum class StepKind : std::uint8_t {
  choice,  ///< a decision answered
  chance,  ///< a point of chance applied
};

/// One step of a resolution: an answer to a decision or an outcome applied at a point of
/// chance, each an index into the options or the outcomes (ChancePoint::branches) then pending.
struct ResolutionStep {
  StepKind kind = StepKind::choice;  ///< answer or chance outcome
  std::size_t index = 0;             ///< the option's or the outcome's index
  /// Same kind, same index.
  friend bool operator==(const ResolutionStep&, const ResolutionStep&) = default;
};

/// A resolution taken one decision (and, with ChanceMode::explicit_, one point of chance) at a
/// time, for programs that cannot answer from inside a callback (a user interface waiting for
/// a click, a search over the choices and the dice): ask pending() or pending_chance(),
/// answer() or apply_chance() it, until done(). A copy is an independent branch, so searches
/// clone by copying. Each step replays the resolution from the start with the steps so far
/// (the engine is deterministic), so it costs one resolve.
class Resolution {
 public:
  /// Starts resolving `scenario` with its dice seeded by `seed` (default: the scenario's
  /// "seed", else 0); the caller makes every choice. The scenario's recorded choices are not
  /// used. Errors as resolve() gives them (scripted dice that run out).
  static Result<Resolution> start(const Scenario& scenario,
                                  std::optional<std::uint64_t> seed = std::nullopt);
  /// Starts resolving `scenario` meeting chance as `mode` says: seeded as start(scenario) does,
  /// or explicit_, where the caller applies every point of chance too. Errors as resolve()
  /// gives them, or when a roll has too many dice to list its outcomes.
  static Result<Resolution> start(const Scenario& scenario, ChanceMode mode);

  /// How this resolution meets chance.
  ChanceMode mode() const { return mode_; }
  /// The decision waiting for an answer, or null (the resolution is over, or chance is pending).
  const Decision* pending() const { return pending_ ? &*pending_ : nullptr; }
  /// The point of chance waiting to be applied (ChanceMode::explicit_ only), or null: what is
  /// rolled (`what`, `dice`, `sides`), for whom (`who`), under which ruling (`rule`), and its
  /// outcomes (`branches`: each with a `label` and the faces a replay's "dice" lists for it),
  /// each with its exact chance `probability(i)`; the chances add up to exactly 1. Outcomes the
  /// rules read alike are one (JR-6's flags counted, GI-6's trapped roll under or over, GT-2's
  /// 2d6 without order), as the odds group them.
  const ChancePoint* pending_chance() const { return chance_ ? &*chance_ : nullptr; }
  /// True when a point of chance waits: pending_chance() is set.
  bool is_chance() const { return chance_.has_value(); }
  /// Answers the pending decision with the option at `index` and resolves on to the next
  /// decision, point of chance or the end; an error (the resolution unchanged) when no
  /// decision is pending or `index` is not an option.
  Errors answer(std::size_t index);
  /// Applies the outcome at `index` of the pending point of chance and resolves on, as
  /// answer() does; an error (the resolution unchanged) when no point of chance is pending or
  /// `index` is not one of its outcomes.
  Errors apply_chance(std::size_t index);
  /// Takes `steps` in order (answers and chance outcomes, as history() lists them) in one
  /// replay: a history saved from another resolution of the same scenario and mode rebuilds
  /// it. An error naming the first step that does not fit (the resolution unchanged).
  Errors apply(std::span<const ResolutionStep> steps);
  /// True when the resolution is over: outcome() is then set.
  bool done() const { return outcome_.has_value(); }
  /// The outcome once done(), else null. With ChanceMode::explicit_ it is the outcome of the
  /// scenario with the faces of the outcomes applied as its scripted "dice": its JSON is
  /// resolve()'s with those dice and the same answers, and Outcome::scenario() lists them.
  const Outcome* outcome() const { return outcome_ ? &*outcome_ : nullptr; }
  /// The events recorded so far, in order: those before the pending decision or point of chance
  /// (the events the outcome begins with, whatever is answered or rolled next), and once done()
  /// the outcome's.
  std::span<const Event> events_so_far() const {
    return outcome_ ? outcome_->events() : std::span<const Event>(story_);
  }
  /// events_so_far() as the text trace writes them, as Outcome::text() begins: one line per
  /// event, "[rule] ...", each ending in '\n'.
  std::string events_so_far_text() const;
  /// events_so_far() as the "events" array of the outcome's JSON writes them (Outcome::json(), the
  /// same writer), on one line: once done(), exactly the outcome's "events".
  std::string events_so_far_json() const;
  /// The answers given so far, in order (indices into each decision's options).
  std::span<const std::size_t> answers() const { return answers_; }
  /// Every step so far, answers and chance outcomes in the order taken: apply() on a new
  /// start() of the scenario in the same mode replays it.
  std::span<const ResolutionStep> history() const { return history_; }
  /// history() as decision_figures() takes it: the answers, and the outcomes applied at the
  /// points of chance (none in seeded play).
  StepsSoFar steps_so_far() const;
  /// The scenario's game checked once (Ruleset::check_once), which every step of this
  /// resolution and of its copies resolves, for the figures at its decisions to share
  /// (decision_figures, Ruleset::checked_options_summary; GCACW's retreat tree is built once
  /// for all of them); null when the request is refused (ALL-3).
  const AnyChecked* checked() const { return checked_.get(); }
  /// The scenario this resolution resolves, as start() was given it.
  const Scenario& scenario() const { return source_; }

 private:
  Resolution(Scenario source, Scenario seeded, ChanceMode mode)
      : source_(std::move(source)), seeded_(std::move(seeded)), mode_(mode) {}
  /// Resolves with `history`: sets the pending decision, the pending point of chance or the
  /// outcome; errors otherwise, the resolution unchanged.
  Errors replay(std::vector<ResolutionStep> history);
  /// replay() with seeded (or scripted) dice.
  Errors replay_seeded(std::vector<ResolutionStep> history);
  /// Sets checked_ from source_, unless the request is refused; the check's errors otherwise.
  Errors check_once();
  /// The resolution of seeded_ with `def`, the checked game's (its refusal when refused).
  Result<Outcome> resolve_seeded(const ChooserDef& def) const;
  /// replay() with every point of chance applied from `history`.
  Errors replay_explicit(std::vector<ResolutionStep> history);

  Scenario source_;  ///< the scenario given to start()
  Scenario seeded_;  ///< with the seed used
  ChanceMode mode_ = ChanceMode::seeded;
  /// The scenario's game checked once, shared by copies (null when refused).
  std::shared_ptr<const AnyChecked> checked_;
  std::vector<ResolutionStep> history_;
  std::vector<std::size_t> answers_;
  std::optional<Decision> pending_;
  std::optional<ChancePoint> chance_;
  std::optional<Outcome> outcome_;
  /// The events recorded before the pending decision or point of chance (none once done()).
  std::vector<Event> story_;
};

/// The odds from where `resolution` stands: every way on from there (the dice, and a random
/// chooser's picks) run once each, with the steps so far fixed (enumerate_odds_from): each
/// decision met takes the answer given in turn, and the outcomes applied at the points of chance
/// (ChanceMode::explicit_) are given, so that the chances are the ones given them, as the figures
/// of a decision step by step take them (ChoiceChance::given_outcomes). In seeded play the dice
/// rolled so far are not known (StepsSoFar): every point of chance is weighed from the start,
/// the answers fixed where they fit (else the chooser decides from there, ALL-5), as the figures
/// take them (ChoiceChance::from_start). At the start it is odds(resolution.scenario()); once
/// done in explicit mode, its outcome with chance 1. A refused request is refused Odds (ALL-3);
/// recorded choices as the chooser are an error ("/chooser"); `settings.max_resolves` bounds the
/// walk as in odds() (the rest reported unexplored). Odds::text() gives the dice of each outcome
/// (with the answers so far) rather than a command once a step is taken.
Result<Odds> odds(const Resolution& resolution, const OddsSettings& settings = {});

/// odds(resolution), and the odds with each option of its pending decision taken there, the
/// chooser deciding the rest (enumerate_odds_per_option_from; Odds::options()); no options when
/// no decision is pending (done, or a point of chance waits). At the start, where the pending
/// decision is the first one odds_per_option() names (met with every point of chance on its
/// first branch), it is odds_per_option(resolution.scenario()).
Result<Odds> odds_per_option(const Resolution& resolution, const OddsSettings& settings = {});

}  // namespace skedaddle
