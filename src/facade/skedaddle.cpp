// SPDX-License-Identifier: MIT
// The facade (skedaddle/skedaddle.hpp): a thin layer over the loader and the scenario's Ruleset,
// doing for one scenario what the command line does.
#include "skedaddle/skedaddle.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <mutex>
#include <typeinfo>
#include <utility>

#include "io/json_reader.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/io/odds.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/odds/state_odds.hpp"

namespace skedaddle {
namespace {

/// Every "ruleset" string, for messages: "gcacw, jacobite, ...".
std::string ruleset_list() {
  std::string out;
  for (const std::string_view name : ruleset_names()) {
    out += (out.empty() ? "" : ", ") + std::string(name);
  }
  return out;
}

/// The seed a resolution uses: the one asked for, else the scenario's, else 0 (ALL-2).
std::uint64_t seed_of(const Scenario& scenario, std::optional<std::uint64_t> seed) {
  return seed.value_or(scenario.loaded().seed.value_or(0));
}

/// How a resolution of `seeded` chooses: `kind` (else the script when the scenario records
/// choices, else best) with its fallback and callback, places named in the game's notation.
ChooserDef chooser_for(const Scenario& seeded, std::optional<ChooserKind> kind,
                       const ResolveSettings& settings) {
  ChooserDef def;
  def.kind =
      kind.value_or(seeded.loaded().choices.empty() ? ChooserKind::best : ChooserKind::script);
  def.fallback = settings.fallback;
  def.seed = seeded.loaded().seed.value_or(0);
  def.script = seeded.loaded().choices;
  def.callback = settings.callback;
  def.place_name = io::place_names(seeded.loaded());
  return def;
}

}  // namespace

// ---- Scenario ---------------------------------------------------------------------------

struct Scenario::CheckedOnce {
  std::once_flag once;
  std::shared_ptr<const AnyChecked> checked;  // null when the check failed
};

Scenario::Scenario(std::shared_ptr<const io::LoadedScenario> data, std::optional<Refusal> refusal,
                   std::string path, std::shared_ptr<CheckedOnce> checked)
    : data_(std::move(data)),
      refusal_(std::move(refusal)),
      path_(std::move(path)),
      checked_(std::move(checked)) {}

Scenario Scenario::checked(io::LoadedScenario scenario) {
  std::optional<Refusal> refusal = io::refusal(scenario);
  return Scenario(std::make_shared<const io::LoadedScenario>(std::move(scenario)),
                  std::move(refusal), {}, std::make_shared<CheckedOnce>());
}

std::shared_ptr<const AnyChecked> Scenario::checked_for_resolving() const {
  std::call_once(checked_->once, [this] {
    Result<AnyChecked> checked = data_->ruleset->check_once(*data_);
    if (checked.ok()) {
      checked_->checked = std::make_shared<const AnyChecked>(std::move(checked).value());
    }
  });
  return checked_->checked;
}

std::any Scenario::checked_game_any() const {
  if (refusal_) return {};
  const std::shared_ptr<const AnyChecked> checked = checked_for_resolving();
  return checked ? data_->ruleset->checked_game_any(*checked) : std::any{};
}

Result<Scenario> Scenario::parse(std::string_view json, const io::Limits& limits) {
  Result<io::LoadedScenario> loaded = io::load_scenario(json, limits);
  if (!loaded.ok()) return loaded.errors();
  return checked(std::move(loaded).value());
}

Scenario Scenario::unscripted() const {
  if (data_->choices.empty() && !data_->dice_scripted) return *this;
  if (data_->document.empty()) {
    // Built in code: no document to read again, and no hash to keep.
    io::LoadedScenario copy = *data_;
    copy.choices.clear();
    copy.dice.clear();
    copy.dice_scripted = false;
    return Scenario(std::make_shared<const io::LoadedScenario>(std::move(copy)), refusal_, path_,
                    checked_);
  }
  // Read again from the document without them, so that outcomes hash what they resolve. The
  // document met its limits when it was read: none apply again.
  io::detail::Json document = io::detail::Json::parse(data_->document);
  document.erase("dice");
  document.erase("choices");
  constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
  const io::Limits unlimited{kNone, kNone, kNone, kNone, kNone, kNone, kNone};
  return parse(document.dump(), unlimited).value();
}

Result<Scenario> Scenario::load(const std::string& path, const io::Limits& limits) {
  Result<io::LoadedScenario> loaded = io::load_scenario_file(path, limits);
  if (!loaded.ok()) return loaded.errors();
  Scenario scenario = checked(std::move(loaded).value());
  scenario.path_ = path;
  return scenario;
}

Result<Scenario> Scenario::validate(io::LoadedScenario scenario) {
  if (scenario.ruleset == nullptr) {
    return Errors{{"/ruleset", "no ruleset: expected one of " + ruleset_list()}};
  }
  if (scenario.game.type() != scenario.ruleset->game_type()) {
    return Errors{{"", "the game's scenario is not of the type its ruleset (" +
                           std::string(scenario.ruleset->names().front()) + ") reads"}};
  }
  Errors errors = scenario.ruleset->check(scenario);
  if (!errors.empty()) return errors;
  scenario.warnings = scenario.ruleset->warnings(scenario);
  // Built or changed in code: no document says what it is, so its outcomes carry no hash.
  scenario.document.clear();
  return checked(std::move(scenario));
}

Scenario Scenario::with_seed(std::uint64_t seed) const {
  if (data_->seed == seed) return *this;
  io::LoadedScenario copy = *data_;
  copy.seed = seed;
  return Scenario(std::make_shared<const io::LoadedScenario>(std::move(copy)), refusal_, path_,
                  checked_);
}

Scenario Scenario::with_dice(const std::vector<int>& faces) const {
  io::LoadedScenario copy = *data_;
  copy.dice.clear();
  for (const int face : faces)
    copy.dice.push_back(ScriptedFace{face, ""});
  copy.dice_scripted = true;
  return Scenario(std::make_shared<const io::LoadedScenario>(std::move(copy)), refusal_, path_,
                  checked_);
}

std::string_view Scenario::ruleset_name() const {
  return data_->ruleset->name(*data_);
}

// ---- Outcome ----------------------------------------------------------------------------

std::span<const Event> Outcome::events() const {
  if (!outcome_) return {};
  return scenario_.ruleset().events(*outcome_);
}

Fates Outcome::fates() const {
  if (!outcome_) return {};
  return scenario_.ruleset().fates(scenario_.loaded(), *outcome_);
}

bool Outcome::resolves(const Scenario& scenario) const {
  return scenario.data_ == source_ || scenario.data_ == scenario_.data_;
}

Result<Outcome> Outcome::resolve_with(const Scenario& source, Scenario seeded,
                                      const ChooserDef& def, io::Request request) {
  if (seeded.refusal()) {
    std::optional<Refusal> refusal = seeded.refusal();
    return Outcome(source, std::move(seeded), nullptr, std::move(refusal), std::move(request));
  }
  // The game checked once for every resolution of the scenario (GCACW: its tree built once).
  const std::shared_ptr<const AnyChecked> checked = seeded.checked_for_resolving();
  Dice dice = io::dice_for(seeded.loaded(), def.seed);
  Result<AnyOutcome> result = checked ? seeded.ruleset().resolve_checked(*checked, def, dice)
                                      : seeded.ruleset().resolve(seeded.loaded(), def, dice);
  if (!result.ok()) return result.errors();
  return Outcome(source, std::move(seeded),
                 std::make_shared<const AnyOutcome>(std::move(result).value()), std::nullopt,
                 std::move(request));
}

std::string Outcome::text() const {
  if (refusal_) return io::refusal_text(*refusal_);
  return scenario_.ruleset().outcome(scenario_.loaded(), *outcome_, Form::text,
                                     io::JsonLayout::indented);
}

std::string Outcome::json(io::JsonLayout layout) const {
  const std::string document =
      refusal_ ? io::refusal_json(scenario_.loaded(), *refusal_, layout)
               : scenario_.ruleset().outcome(scenario_.loaded(), *outcome_, Form::json, layout);
  return io::with_verification(document, scenario_.loaded(), request_, layout);
}

// ---- verbs ------------------------------------------------------------------------------

Errors write_options(const Scenario& scenario, const OptionsView& view, const Sink& sink) {
  // A forbidden request has no options: the refusal is what the owner may learn (ALL-3).
  if (const std::optional<Refusal>& refused = scenario.refusal()) {
    sink(view.form == Form::json ? io::refusal_json(scenario.loaded(), *refused)
                                 : io::refusal_text(*refused));
    return {};
  }
  return scenario.ruleset().write_options(scenario.loaded(), view, sink);
}

Result<std::string> options(const Scenario& scenario, const OptionsView& view) {
  std::string out;
  Errors errors = write_options(scenario, view, [&out](std::string_view piece) { out += piece; });
  if (!errors.empty()) return errors;
  return out;
}

Result<Outcome> resolve(const Scenario& scenario, const ResolveSettings& settings) {
  // No face at all is what such a game rolls (a Resolution's outcome of GCACW lists none); a
  // refused request is answered with its refusal first, as the command line answers it.
  if (settings.dice && !scenario.refusal()) {
    if (std::optional<Error> error =
            scenario.ruleset().given_dice_error(scenario.loaded(), *settings.dice)) {
      return Errors{std::move(*error)};
    }
  }
  Scenario seeded = scenario.with_seed(seed_of(scenario, settings.seed));
  if (settings.dice) seeded = seeded.with_dice(*settings.dice);
  const ChooserDef def = chooser_for(seeded, settings.chooser, settings);
  io::Request request{
      .chooser = def.kind, .fallback = def.fallback, .seed = def.seed, .dice = settings.dice};
  return Outcome::resolve_with(scenario, std::move(seeded), def, std::move(request));
}

Result<std::string> render(const Scenario& scenario, const Outcome* outcome,
                           const RenderView& view) {
  if (outcome != nullptr && !outcome->resolves(scenario)) {
    return Errors{{"", "the outcome given to render() is not a resolution of this scenario"}};
  }
  const AnyOutcome* game_outcome = nullptr;
  if (outcome != nullptr) game_outcome = outcome->outcome_.get();
  // A forbidden request has no options nor odds to draw (ALL-3): the position alone.
  RenderView drawn = view;
  if (scenario.refusal()) {
    drawn.options = false;
    drawn.odds = nullptr;
  }
  return scenario.ruleset().svg(scenario.loaded(), drawn, game_outcome);
}

// ---- Resolution -------------------------------------------------------------------------

namespace {

/// "step 3 (an answer)": a step of a history, counted from 1, for errors.
std::string step_words(std::size_t position, StepKind kind) {
  return "step " + std::to_string(position + 1) +
         (kind == StepKind::choice ? " (an answer)" : " (a chance outcome)");
}

/// "the trapped roll of BR1IN (GI-6)": a point of chance in words, for errors.
std::string point_words(const ChancePoint& point) {
  return "the " + (point.what.empty() ? std::string("roll") : point.what) +
         (point.who.empty() ? "" : " of " + point.who) +
         (point.rule.empty() ? "" : " (" + point.rule + ")");
}

/// The positions in `history` of its steps of `kind`, in order.
std::vector<std::size_t> positions_of(const std::vector<ResolutionStep>& history, StepKind kind) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (history[i].kind == kind) out.push_back(i);
  }
  return out;
}

/// The events of `run` before the one that records its roll number `rolls_before` (counted from
/// 0): what happened before that roll (records_roll).
std::vector<Event> events_before_roll(std::span<const Event> run, std::size_t rolls_before) {
  std::size_t rolls = 0;
  const auto roll = std::find_if(run.begin(), run.end(), [&](const Event& event) {
    return records_roll(event) && rolls++ == rolls_before;
  });
  SKD_ASSERT(roll != run.end(), "every point of chance met is recorded by a roll's event");
  return {run.begin(), roll};
}

/// Keeps in `story` the events a resolution recorded before the decision it stopped at.
std::function<void(std::span<const Event>)> keep_story(std::vector<Event>& story) {
  return [&story](std::span<const Event> so_far) { story.assign(so_far.begin(), so_far.end()); };
}

}  // namespace

Result<Resolution> Resolution::start(const Scenario& scenario, std::optional<std::uint64_t> seed) {
  Resolution resolution(scenario, scenario.with_seed(seed_of(scenario, seed)), ChanceMode::seeded);
  Errors errors = resolution.check_once();
  if (errors.empty()) errors = resolution.replay({});
  if (!errors.empty()) return errors;
  return resolution;
}

Result<Resolution> Resolution::start(const Scenario& scenario, ChanceMode mode) {
  if (mode == ChanceMode::seeded) return start(scenario);
  // The outcome's replay writes the seed as resolve() would with the same scripted dice.
  Resolution resolution(scenario, scenario.with_seed(seed_of(scenario, std::nullopt)), mode);
  Errors errors = resolution.check_once();
  if (errors.empty()) errors = resolution.replay({});
  if (!errors.empty()) return errors;
  return resolution;
}

Errors Resolution::check_once() {
  if (source_.refusal()) return {};
  // Every step replays the resolution: the game is checked once, as the odds do (and GCACW's
  // retreat tree built once, which every step walks).
  checked_ = source_.checked_for_resolving();
  if (checked_) return {};
  // The check failed: its errors, which the scenario does not keep.
  Result<AnyChecked> checked = source_.ruleset().check_once(source_.loaded());
  return checked.ok() ? Errors{} : checked.errors();
}

Errors Resolution::answer(std::size_t index) {
  if (chance_) {
    return {{"", "a point of chance is pending, " + point_words(*chance_) +
                     ": apply_chance() one of its outcomes first"}};
  }
  if (!pending_) return {{"", "no decision is pending: the resolution is over"}};
  if (index >= pending_->options.size()) {
    return {{"", "option " + std::to_string(index) + " is not one of the " +
                     std::to_string(pending_->options.size()) + " options of the pending " +
                     std::string(pending_->topic)}};
  }
  std::vector<ResolutionStep> history = history_;
  history.push_back({StepKind::choice, index});
  return replay(std::move(history));
}

std::string Resolution::events_so_far_text() const {
  return source_.ruleset().events_text(source_.loaded(), events_so_far());
}

std::string Resolution::events_so_far_json() const {
  return source_.ruleset().events_json(source_.loaded(), events_so_far(), io::JsonLayout::one_line);
}

StepsSoFar Resolution::steps_so_far() const {
  StepsSoFar so_far;
  for (const ResolutionStep& step : history_) {
    if (step.kind == StepKind::choice) {
      so_far.answers.push_back(step.index);
    } else {
      so_far.outcomes.push_back(static_cast<int>(step.index));
    }
  }
  return so_far;
}

Errors Resolution::apply_chance(std::size_t index) {
  if (!chance_) {
    if (pending_) {
      return {{"", "no point of chance is pending: the " + std::string(pending_->topic) +
                       " is, answer() it"}};
    }
    if (mode_ == ChanceMode::seeded && !done()) {
      return {{"", "no point of chance is pending: the dice are seeded (ChanceMode::seeded)"}};
    }
    return {{"", "no point of chance is pending: the resolution is over"}};
  }
  if (index >= chance_->branches.size()) {
    return {{"", "outcome " + std::to_string(index) + " is not one of the " +
                     std::to_string(chance_->branches.size()) + " outcomes of " +
                     point_words(*chance_)}};
  }
  std::vector<ResolutionStep> history = history_;
  history.push_back({StepKind::chance, index});
  return replay(std::move(history));
}

Errors Resolution::apply(std::span<const ResolutionStep> steps) {
  std::vector<ResolutionStep> history = history_;
  history.insert(history.end(), steps.begin(), steps.end());
  return replay(std::move(history));
}

Errors Resolution::replay(std::vector<ResolutionStep> history) {
  return mode_ == ChanceMode::seeded ? replay_seeded(std::move(history))
                                     : replay_explicit(std::move(history));
}

Errors Resolution::replay_seeded(std::vector<ResolutionStep> history) {
  const std::vector<std::size_t> chances = positions_of(history, StepKind::chance);
  if (!chances.empty()) {
    return {{"", step_words(chances.front(), StepKind::chance) +
                     " does not fit: the dice are seeded (ChanceMode::seeded), so no point of "
                     "chance waits for an outcome"}};
  }
  std::vector<std::size_t> answers;
  for (const ResolutionStep& step : history)
    answers.push_back(step.index);
  std::optional<Decision> pending;
  std::optional<Error> misfit;
  std::size_t next = 0;
  ResolveSettings settings;
  // The answers so far, then the first decision not answered yet, which stops the run.
  settings.callback = [&](const Decision& decision) -> std::optional<std::size_t> {
    if (next == answers.size()) {
      pending = decision;
      return std::nullopt;
    }
    if (answers[next] >= decision.options.size()) {
      misfit = Error{"", step_words(next, StepKind::choice) + " does not fit: option " +
                             std::to_string(answers[next]) + " is not one of the " +
                             std::to_string(decision.options.size()) + " options of the " +
                             std::string(decision.topic)};
      return std::nullopt;
    }
    return answers[next++];
  };
  ChooserDef def = chooser_for(seeded_, ChooserKind::callback, settings);
  std::vector<Event> story;
  def.stopped = keep_story(story);
  Result<Outcome> result = resolve_seeded(def);
  if (misfit) return {*misfit};
  if (result.ok() && next < answers.size()) {
    return {{"", step_words(next, StepKind::choice) +
                     " does not fit: the resolution is over before it"}};
  }
  if (result.ok()) {
    outcome_ = std::move(result).value();
    pending_.reset();
    story_.clear();
  } else if (pending) {
    pending_ = std::move(pending);
    story_ = std::move(story);
  } else {
    return result.errors();
  }
  answers_ = std::move(answers);
  history_ = std::move(history);
  return {};
}

Result<Outcome> Resolution::resolve_seeded(const ChooserDef& def) const {
  const io::Request request{.chooser = ChooserKind::callback, .seed = def.seed};
  // A forbidden request is over at once (ALL-3): its refusal is the outcome.
  if (!checked_) return Outcome::resolve_with(source_, seeded_, def, request);
  Dice dice = io::dice_for(seeded_.loaded(), def.seed);
  Result<AnyOutcome> result = seeded_.ruleset().resolve_checked(*checked_, def, dice);
  if (!result.ok()) return result.errors();
  return Outcome(source_, seeded_, std::make_shared<const AnyOutcome>(std::move(result).value()),
                 std::nullopt, request);
}

Errors Resolution::replay_explicit(std::vector<ResolutionStep> history) {
  const std::vector<std::size_t> choice_at = positions_of(history, StepKind::choice);
  const std::vector<std::size_t> chance_at = positions_of(history, StepKind::chance);
  if (seeded_.refusal()) {
    // A forbidden request is over at once (ALL-3): no step fits it.
    if (!history.empty()) {
      return {{"", step_words(0, history.front().kind) +
                       " does not fit: the request is refused, so nothing is decided or rolled"}};
    }
    Result<Outcome> refused = Outcome::resolve_with(
        source_, seeded_, ChooserDef{},
        {.chooser = ChooserKind::callback, .seed = seeded_.loaded().seed.value_or(0)});
    outcome_ = std::move(refused).value();
    return {};
  }
  std::vector<std::size_t> answers;
  std::vector<int> branches;
  for (const ResolutionStep& step : history) {
    if (step.kind == StepKind::choice) {
      answers.push_back(step.index);
    } else {
      // An index past any point's outcomes stays out of range: the plan reports it (stray).
      branches.push_back(static_cast<int>(std::min<std::size_t>(step.index, 1u << 30)));
    }
  }
  ChancePlan plan = ChancePlan::following(branches);
  Dice dice = Dice::enumerating(plan);
  std::optional<Decision> pending;
  std::optional<Error> misfit;
  std::size_t next = 0;
  const auto misfit_at = [&](std::size_t position, StepKind kind, const std::string& why) {
    misfit = Error{"", step_words(position, kind) + " does not fit: " + why};
  };
  ResolveSettings settings;
  // The steps so far; the first decision or point of chance not in them stops the run (a
  // point of chance cannot stop the dice: the run goes on with its first outcome, unused).
  settings.callback = [&](const Decision& decision) -> std::optional<std::size_t> {
    if (misfit || pending) return std::nullopt;
    // The chance steps the history lists before this answer, or all of them.
    const std::size_t chances_before =
        next < answers.size()
            ? static_cast<std::size_t>(std::count_if(
                  history.begin(), history.begin() + static_cast<std::ptrdiff_t>(choice_at[next]),
                  [](const ResolutionStep& s) { return s.kind == StepKind::chance; }))
            : branches.size();
    if (plan.met() < chances_before) {
      misfit_at(chance_at[plan.met()], StepKind::chance,
                "the " + std::string(decision.topic) + " comes first");
      return std::nullopt;
    }
    if (plan.met() > chances_before) {
      // A point of chance not in the history came first: it is what waits.
      if (next < answers.size()) {
        misfit_at(choice_at[next], StepKind::choice,
                  "a point of chance, " + point_words(plan.steps()[chances_before].point) +
                      ", comes first");
      }
      return std::nullopt;
    }
    if (next == answers.size()) {
      pending = decision;
      return std::nullopt;
    }
    if (answers[next] >= decision.options.size()) {
      misfit_at(choice_at[next], StepKind::choice,
                "option " + std::to_string(answers[next]) + " is not one of the " +
                    std::to_string(decision.options.size()) + " options of the " +
                    std::string(decision.topic));
      return std::nullopt;
    }
    return answers[next++];
  };
  ChooserDef def = chooser_for(seeded_, ChooserKind::callback, settings);
  std::vector<Event> stopped_story;
  def.stopped = keep_story(stopped_story);
  Result<AnyOutcome> result = seeded_.ruleset().resolve_checked(*checked_, def, dice);

  if (const std::optional<std::size_t> stray = plan.stray()) {
    const ChancePoint& point = plan.steps()[*stray].point;
    return {{"", step_words(chance_at[*stray], StepKind::chance) + " does not fit: outcome " +
                     std::to_string(history[chance_at[*stray]].index) + " is not one of the " +
                     std::to_string(point.branches.size()) + " outcomes of " + point_words(point)}};
  }
  if (misfit) return {*misfit};
  if (const std::optional<std::string>& error = dice.error()) return {{"", *error}};
  const bool chance_waits = plan.steps().size() > branches.size();
  if (!pending && !chance_waits) {
    if (!result.ok()) return result.errors();
    if (next < answers.size()) {
      return {{"", step_words(choice_at[next], StepKind::choice) +
                       " does not fit: the resolution is over before it"}};
    }
    if (plan.steps().size() < branches.size()) {
      return {{"", step_words(chance_at[plan.steps().size()], StepKind::chance) +
                       " does not fit: the resolution is over before it"}};
    }
  }
  if (!pending && chance_waits && next < answers.size()) {
    return {{"", step_words(choice_at[next], StepKind::choice) +
                     " does not fit: a point of "
                     "chance, " +
                     point_words(plan.steps()[branches.size()].point) + ", comes first"}};
  }

  pending_.reset();
  chance_.reset();
  story_.clear();
  if (pending) {
    pending_ = std::move(pending);
    story_ = std::move(stopped_story);
  } else if (chance_waits) {
    chance_ = plan.steps()[branches.size()].point;
    // The run went on past the point with its first outcome, to the next decision (where it
    // stopped) or the end: what it recorded before the point's roll is the story so far.
    story_ = events_before_roll(result.ok() ? seeded_.ruleset().events(result.value())
                                            : std::span<const Event>(stopped_story),
                                branches.size());
  } else {
    // The faces applied, as the scenario's scripted "dice": the outcome resolve() gives with
    // them, its replay listing them and its request naming them (verify() replays them).
    std::vector<int> faces = plan.dice_faces();
    outcome_ =
        Outcome(source_, seeded_.with_dice(faces),
                std::make_shared<const AnyOutcome>(std::move(result).value()), std::nullopt,
                {.chooser = ChooserKind::callback, .seed = def.seed, .dice = std::move(faces)});
  }
  answers_ = std::move(answers);
  history_ = std::move(history);
  return {};
}

// ---- odds -------------------------------------------------------------------------------

namespace {

/// The chooser of `settings` as `--chooser` writes it ("best", "script,best"): the replay
/// commands name it, so that they choose as the odds did.
std::string chooser_words(const OddsSettings& settings) {
  std::string out(chooser_name(settings.chooser.value_or(ChooserKind::best)));
  if (settings.chooser && settings.fallback)
    out += "," + std::string(chooser_name(*settings.fallback));
  return out;
}

}  // namespace

std::string Odds::text() const {
  if (refusal_) return io::refusal_text(*refusal_);
  return io::odds_text(scenario_.loaded(), data_->table, data_->options,
                       {data_->replays ? scenario_.path() : std::string(), data_->chooser});
}

std::string Odds::json(io::JsonLayout layout) const {
  if (refusal_) return io::odds_refusal_json(scenario_.loaded(), *refusal_, layout);
  return io::odds_json(scenario_.loaded(), data_->table, data_->options, layout);
}

Result<Odds> odds(const Scenario& scenario, const OddsSettings& settings) {
  auto data = std::make_shared<Odds::Data>();
  data->chooser = chooser_words(settings);
  // A forbidden request has no outcomes to weigh: its refusal is the answer (ALL-3).
  if (scenario.refusal()) return Odds(scenario, std::move(data), scenario.refusal());
  Result<OddsTable> table = enumerate_odds(scenario.loaded(), settings);
  if (!table.ok()) return table.errors();
  data->table = std::move(table).value();
  return Odds(scenario, std::move(data), std::nullopt);
}

Result<Odds> odds_per_option(const Scenario& scenario, const OddsSettings& settings) {
  Result<Odds> whole = odds(scenario, settings);
  if (!whole.ok() || whole.value().refused()) return whole;
  Result<std::vector<OptionOdds>> options = enumerate_odds_per_option(scenario.loaded(), settings);
  if (!options.ok()) return options.errors();
  auto data = std::make_shared<Odds::Data>(*whole.value().data_);
  data->options = std::move(options).value();
  return Odds(scenario, std::move(data), std::nullopt);
}

Result<Odds> odds(const Resolution& resolution, const OddsSettings& settings) {
  const Scenario& scenario = resolution.scenario();
  auto data = std::make_shared<Odds::Data>();
  data->chooser = chooser_words(settings);
  if (scenario.refusal()) return Odds(scenario, std::move(data), scenario.refusal());
  const StepsSoFar so_far = resolution.steps_so_far();
  Result<OddsTable> table = enumerate_odds_from(scenario.loaded(), so_far, settings);
  if (!table.ok()) return table.errors();
  data->table = std::move(table).value();
  // A replay command chooses by the chooser from the start: it cannot give the answers so far.
  data->replays = resolution.history().empty();
  return Odds(scenario, std::move(data), std::nullopt);
}

Result<Odds> odds_per_option(const Resolution& resolution, const OddsSettings& settings) {
  Result<Odds> whole = odds(resolution, settings);
  if (!whole.ok() || whole.value().refused() || resolution.pending() == nullptr) return whole;
  Result<std::vector<OptionOdds>> options = enumerate_odds_per_option_from(
      resolution.scenario().loaded(), *resolution.pending(), resolution.steps_so_far(), settings);
  if (!options.ok()) return options.errors();
  auto data = std::make_shared<Odds::Data>(*whole.value().data_);
  data->options = std::move(options).value();
  return Odds(resolution.scenario(), std::move(data), std::nullopt);
}

}  // namespace skedaddle
