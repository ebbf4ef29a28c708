// SPDX-License-Identifier: MIT
// One game as the rest of skedaddle knows it. The loader, the command-line tool and the corpus
// tests reach every game through this interface and the registry, and never name a game.
#pragma once

#include <any>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <typeinfo>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/choice/option_ways.hpp"
#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/core/place.hpp"
#include "skedaddle/core/refusal.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/odds/fates.hpp"
#include "skedaddle/ruleset/kept_resolution.hpp"

namespace skedaddle {

namespace io {
struct LoadedScenario;
namespace detail {
class Reader;
struct Node;
}  // namespace detail
}  // namespace io

struct OddsTable;

/// How a result is written: a trace for people, or the documented JSON for programs.
enum class Form {
  text,  ///< lines for people, each citing its ruling
  json,  ///< the documented JSON (docs/format.md and its schemas)
};

/// Receives a long output piece by piece as it is made, so that it need not be held whole.
using Sink = std::function<void(std::string_view)>;

/// What `options` shows, and how.
struct OptionsView {
  Form form = Form::text;  ///< a text for people or the documented JSON
  /// Text: the whole tree of decisions (true) or the summary a player reads at a glance
  /// (false). JSON is always the whole tree.
  bool tree = false;
  /// With `tree`: how many decisions deep the text goes (0: the first only); none for all.
  std::optional<int> depth{};
};

/// The deepest `OptionsView::depth` the command line (`options --depth`) and the C interface
/// ("depth") take: deeper than any tree the engine builds.
inline constexpr int kMaxOptionsDepth = 1'000'000;

/// What `render` draws, and how much of the board.
struct RenderView {
  /// The options (retreat tree, preview, directions) as well as the position.
  bool options = true;
  /// The whole board (true) or only the part around the action: the units involved, the places
  /// of the options and of the resolved paths (and of the odds), with a margin (false).
  bool whole = false;
  /// The exact odds of the scenario (enumerate_odds) to draw over the position: every place a
  /// unit may end shaded by its chance with the percentage on it, the fates off the map in a
  /// panel; null: none. Must outlive the call.
  const OddsTable* odds = nullptr;
};

/// A resolution's outcome in its ruleset's own type (gcacw::Outcome, ...); only the ruleset
/// that made it reads it.
using AnyOutcome = std::any;

/// A scenario's game checked once (check() and refusal()) to be resolved many times: the game's
/// Checked<Scenario> (core/checked.hpp), type-erased; only the ruleset that made it reads it.
using AnyChecked = std::any;

/// A game: how its scenarios are read, checked, resolved and shown. One instance per game,
/// registered once (games/games.cmake); every method is const and safe to share.
class Ruleset {
 public:
  virtual ~Ruleset() = default;

  /// The "ruleset" strings of the scenarios this game reads ("gitm" and "rotd" for one game).
  virtual std::span<const std::string_view> names() const = 0;
  /// What the game is, in a few words for the tool's help ("Grande Tactique: flight on a
  /// measured table, in inches").
  virtual std::string_view summary() const = 0;
  /// The top-level keys of a scenario this game reads, besides "format", "ruleset", "name",
  /// "description" and "seed", which every scenario may have.
  virtual std::span<const std::string_view> keys() const = 0;
  /// Reads the game's part of a scenario document whose "ruleset" is `name` into `out.game`,
  /// reporting every structural problem to `reader`; `out` means something only without errors.
  virtual void read(io::detail::Reader& reader, const io::detail::Node& root, std::string_view name,
                    io::LoadedScenario& out) const = 0;
  /// The type of the game's own scenario, which LoadedScenario::game holds (gcacw::Scenario...).
  virtual const std::type_info& game_type() const = 0;
  /// The game's own checks of a well-formed scenario (units on the board, ids, stacking...).
  virtual Errors check(const io::LoadedScenario& scenario) const = 0;
  /// The game rolls dice, so its scenarios may script them (true by default; GCACW's rule 7.6
  /// rolls none).
  virtual bool rolls_dice() const;
  /// The error ("/dice": "gcacw rolls no dice; the faces are not used") for `faces` given in
  /// place of the scenario's dice to a game that rolls none, or nothing (no faces fit any game).
  std::optional<Error> given_dice_error(const io::LoadedScenario& scenario,
                                        std::span<const int> faces) const;
  /// Doubts about a valid scenario, for its author to check; empty by default.
  virtual Warnings warnings(const io::LoadedScenario& scenario) const;
  /// The first rule that forbids the scenario's request (ALL-3), or nothing.
  virtual std::optional<Refusal> refusal(const io::LoadedScenario& scenario) const = 0;
  /// The "ruleset" string of a loaded scenario, as its outputs write it.
  virtual std::string_view name(const io::LoadedScenario& scenario) const = 0;
  /// Names places in the game's own notation ("0203", "7-11", "(10, 3.5)").
  virtual std::function<std::string(const Place&)> place_names(
      const io::LoadedScenario& scenario) const = 0;
  /// An option of a decision as a player names it: "stop", the place of a move ("0504", with
  /// " (override)" for GC-10), the number of a count, "leave the board", a picked unit's id. By
  /// default a pick is "#index at place"; a game with picks names its units.
  virtual std::string option_name(const io::LoadedScenario& scenario, const Option& option) const;

  /// What the owner (or the dice) may do, as `view` asks, written to `sink`; the errors when it
  /// cannot be shown, and then nothing was written (a refused request has no options: its
  /// refusal is the error, ALL-3).
  virtual Errors write_options(const io::LoadedScenario& scenario, const OptionsView& view,
                               const Sink& sink) const = 0;
  /// The first decision at a glance: who decides, each choice with its ways, best and worst end
  /// and, where the dice have a say, its chance (add_choice_chances), the rejected ones with
  /// their reasons (what `options` shows without --tree); the
  /// errors when it cannot be made (a tree too large to build).
  Result<OptionsSummary> options_summary(const io::LoadedScenario& scenario) const;
  /// options_summary() without its chances, which walk every option's dice: for a caller that
  /// shows them only at times and adds them then (add_choice_chances, with its note when they
  /// cannot be had); the same errors.
  virtual Result<OptionsSummary> options_summary_without_chances(
      const io::LoadedScenario& scenario) const = 0;
  /// options_summary() of a scenario whose game check_once() checked (`checked`), made from
  /// what the check keeps (GCACW: the retreat tree built once, which every resolution of the
  /// checked scenario walks) rather than anew; `checked` must be check_once()'s of `scenario`.
  Result<OptionsSummary> checked_options_summary(const io::LoadedScenario& scenario,
                                                 const AnyChecked& checked) const;
  /// checked_options_summary() without its chances (as options_summary_without_chances()):
  /// options_summary_without_chances() by default.
  virtual Result<OptionsSummary> checked_options_summary_without_chances(
      const io::LoadedScenario& scenario, const AnyChecked& checked) const;
  /// write_options() collected in one string; the same precondition.
  Result<std::string> options(const io::LoadedScenario& scenario, const OptionsView& view) const;
  /// Resolves the scenario's request with choices by `chooser` and the scenario's dice
  /// (io::dice_for with the chooser's seed); errors for an unusable script or dice list.
  /// A refused request is not resolved: its refusal is the error (ALL-3).
  Result<AnyOutcome> resolve(const io::LoadedScenario& scenario, const ChooserDef& chooser) const;
  /// The same with `dice` (seeded, scripted, or enumerating for the odds) instead of the
  /// scenario's; a game without dice draws none.
  virtual Result<AnyOutcome> resolve(const io::LoadedScenario& scenario, const ChooserDef& chooser,
                                     Dice& dice) const = 0;
  /// The scenario's game checked once for resolve_checked(): the check's errors, a refused
  /// request's refusal among them (ALL-3), or the checked game.
  virtual Result<AnyChecked> check_once(const io::LoadedScenario& scenario) const = 0;
  /// The game's own checked scenario in what check_once() made: a Checked<GameScenario>
  /// (Checked<gcacw::Scenario>, ...) for the game's own API, such as its kept Resolution.
  virtual std::any checked_game_any(const AnyChecked& checked) const = 0;
  /// resolve(scenario, chooser, dice) of a scenario whose game check_once() checked, without
  /// checking it again (the odds resolve one scenario once for every way of the dice); an
  /// `checked` of another ruleset throws std::bad_any_cast.
  virtual Result<AnyOutcome> resolve_checked(const AnyChecked& checked, const ChooserDef& chooser,
                                             Dice& dice) const = 0;
  /// Resolves a scenario whose game check_once() checked (`checked`) again and again with
  /// choices by `chooser` (the odds' ways): the game's reused resolution where it has one, else
  /// (the default) resolve_checked() and fates() on every run. `scenario` and `checked` must
  /// outlive it; a `checked` of another ruleset throws std::bad_any_cast.
  virtual std::unique_ptr<KeptResolution> kept_resolution(const io::LoadedScenario& scenario,
                                                          const AnyChecked& checked,
                                                          const ChooserDef& chooser) const;
  /// The ways on through each option of `pending`, in its order, at the decision that the
  /// scenario checked once (`checked`) reaches with the choices `answers` made before it and no
  /// dice rolled: counted from the game's own tree of the ways, as decision_figures would walk
  /// them (every later choice of the move taken, ALL-1) but without resolving each way; nothing
  /// (the default) for decision_figures to walk them, and wherever the tree does not answer (the
  /// decision is not met there, the tree is too large).
  virtual std::optional<std::vector<OptionWays>> option_ways(
      const io::LoadedScenario& scenario, const AnyChecked& checked, const Decision& pending,
      std::span<const std::size_t> answers) const;
  /// What became of the units in an outcome of this ruleset's resolve() for `scenario`, as
  /// skedaddle odds groups outcomes.
  virtual Fates fates(const io::LoadedScenario& scenario, const AnyOutcome& outcome) const = 0;
  /// The events of an outcome made by this ruleset's resolve(), in order.
  virtual std::span<const Event> events(const AnyOutcome& outcome) const = 0;
  /// The trace lines of `events` (an outcome's, or those so far of a resolution under way), as
  /// the text of an outcome() begins: one line per event, "[rule] ...", each ending in '\n'.
  virtual std::string events_text(const io::LoadedScenario& scenario,
                                  std::span<const Event> events) const = 0;
  /// `events` (an outcome's, or those so far of a resolution under way) as the "events" array
  /// of an outcome's JSON writes them, laid out as `layout`.
  virtual std::string events_json(const io::LoadedScenario& scenario, std::span<const Event> events,
                                  io::JsonLayout layout) const = 0;
  /// An outcome made by this ruleset's resolve() for `scenario`, written in `form` (its JSON
  /// laid out as `layout`).
  virtual std::string outcome(const io::LoadedScenario& scenario, const AnyOutcome& outcome,
                              Form form, io::JsonLayout layout) const = 0;
  /// An SVG of the board as `view` asks, with the outcome when not null. With `view.options`, a
  /// refused request is an error (it has no options, ALL-3); an `outcome` of another ruleset
  /// throws std::bad_any_cast, one of another scenario std::invalid_argument.
  virtual Result<std::string> svg(const io::LoadedScenario& scenario, const RenderView& view,
                                  const AnyOutcome* outcome) const = 0;
  /// A part of one of the game's rulings on its own, for `skedaddle explain GC-7 4b` (a chart
  /// row): its text, or an error naming the parts there are; nothing (the default) when the game
  /// has no parts for `ruling`, an id as rulings.md spells it.
  virtual std::optional<Result<std::string>> explain_part(std::string_view ruling,
                                                          std::string_view part) const;
};

/// Every ruleset compiled in, in the order of registration (games/games.cmake).
std::span<const Ruleset* const> rulesets();

/// Every "ruleset" string a scenario may give, in the order of registration.
std::vector<std::string_view> ruleset_names();

/// The ruleset that reads scenarios whose "ruleset" is `name`, or null.
const Ruleset* find_ruleset(std::string_view name);

}  // namespace skedaddle
