// SPDX-License-Identifier: MIT
// The "step" verb of the C interface: see step.hpp.
#include "capi/step.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "skedaddle/c_api.h"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/decision_figures.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::capi {
namespace {

using io::detail::Json;
using io::detail::Node;

/// Reads "history": each step's kind and index; nothing read when it is malformed.
std::vector<ResolutionStep> read_history(Call& call) {
  std::vector<ResolutionStep> steps;
  const std::optional<Node> node = call.reader.member(call.root(), "history");
  if (!node || !call.reader.array(*node, "a list of steps")) return steps;
  for (std::size_t i = 0; i < node->value.size(); ++i) {
    const Node step{node->value[i], io::detail::pointer_to(node->pointer, i)};
    if (!call.reader.object(step, {"kind", "index"}, "a step {\"kind\", \"index\"}")) continue;
    const std::optional<Node> kind = call.reader.required(step, "kind", "\"choice\" or \"chance\"");
    const std::optional<Node> index = call.reader.required(step, "index", "an index from 0");
    const std::optional<std::size_t> k =
        kind ? call.reader.one_of(*kind, {"choice", "chance"}) : std::nullopt;
    const std::optional<std::uint64_t> at =
        index ? call.reader.unsigned_integer(*index) : std::nullopt;
    if (k && at) {
      steps.push_back(
          {*k == 0 ? StepKind::choice : StepKind::chance, static_cast<std::size_t>(*at)});
    }
  }
  return steps;
}

/// True when the options summary speaks of `d`: the same player decides at the same place, and
/// every choice of the summary is among `d`'s options.
bool summarises(const OptionsSummary& summary, const Decision& d) {
  const DecidedBy actor = d.actor == Actor::owner ? DecidedBy::owner : DecidedBy::opponent;
  if (summary.decided_by != actor || summary.at != d.at) return false;
  return std::all_of(summary.choices.begin(), summary.choices.end(), [&](const ChoiceSummary& c) {
    return std::any_of(d.options.begin(), d.options.end(),
                       [&](const Option& o) { return same_choice(o, c.option); });
  });
}

/// The header (and the summary's notes after it) and each option's figures, as `skedaddle
/// options` words a summary's, of a decision the options summary does not show.
Json summary_json(const OptionsSummary& summary) {
  Json figures = Json::array();
  for (const ChoiceSummary& c : summary.choices)
    figures.push_back(io::choice_figures_text(summary, c));
  std::string header = io::options_summary_header(summary);
  for (const std::string& note : summary.notes)
    header += "; " + note;
  return {{"header", std::move(header)}, {"figures", std::move(figures)}, {"from_options", false}};
}

/// What `skedaddle options` shows of `d`, the first decision (its summary): its header, and for
/// each option of `d` the figures of its choice ("2 ways  72.1%  every way: no loss on the retreat,
/// ..."), null for an option the summary does not show.
Json first_summary_json(const OptionsSummary& summary, const Decision& d) {
  Json figures = Json::array();
  for (const Option& o : d.options) {
    const auto choice =
        std::find_if(summary.choices.begin(), summary.choices.end(),
                     [&](const ChoiceSummary& c) { return same_choice(o, c.option); });
    figures.push_back(
        choice == summary.choices.end() ? Json() : Json(io::choice_figures_text(summary, *choice)));
  }
  return {{"header", io::options_summary_header(summary)},
          {"figures", std::move(figures)},
          {"from_options", true}};
}

/// The game `resolution` checked once: a resolution waiting on a decision is not refused.
const AnyChecked& checked_of(const Resolution& resolution) {
  SKD_ASSERT(resolution.checked() != nullptr, "a pending decision in a refused resolution");
  return *resolution.checked();
}

/// The figures of each option of `d` as they stand after the steps of `resolution`
/// (decision_figures): the choices made and the outcomes applied fixed. They share the
/// resolution's checked game (GCACW: the retreat tree its steps walked).
Result<std::vector<OptionFigures>> figures_here(const Scenario& scenario,
                                                const Resolution& resolution, const Decision& d,
                                                const OptionsSummary& first) {
  return decision_figures(scenario.loaded(), checked_of(resolution), d, resolution.steps_so_far(),
                          first.chance_units);
}

/// The summary of `d`, a later decision, as it stands after the steps of `resolution`, worded
/// as `first`, the first decision's summary, words its choices; nothing when the figures
/// cannot be made.
std::optional<OptionsSummary> later_summary(const Scenario& scenario, const Resolution& resolution,
                                            const Decision& d, const OptionsSummary& first) {
  const Result<std::vector<OptionFigures>> figures = figures_here(scenario, resolution, d, first);
  if (!figures.ok()) return std::nullopt;
  OptionsSummary later;
  later.decided_by = d.actor == Actor::owner ? DecidedBy::owner : DecidedBy::opponent;
  later.topic = std::string(d.topic);
  later.at = d.at;
  later.at_label = io::place_names(scenario.loaded())(d.at);
  later.strength_unit = first.strength_unit;
  later.loss_scope = first.loss_scope;
  later.distance_unit = first.distance_unit;
  later.distance_cap = first.distance_cap;
  later.chance_units = first.chance_units;
  later.chance_words = first.chance_words;
  if (std::any_of(figures.value().begin(), figures.value().end(),
                  [](const OptionFigures& f) { return !f.all_ways; })) {
    later.notes.push_back("the ways counted within the first " +
                          std::to_string(kChoiceChanceMaxResolves) + " resolutions of each choice");
  }
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    const OptionFigures& f = figures.value()[i];
    ChoiceSummary& c = later.choices.emplace_back();
    c.option = d.options[i];
    c.label = scenario.ruleset().option_name(scenario.loaded(), d.options[i]);
    c.ways = f.ways;
    c.best = f.best;
    c.worst = f.worst;
    c.chance = f.chance;
  }
  return later;
}

/// The figures of `pending`, the decision `resolution` waits on: the options summary's at the
/// first decision, where it speaks of it; at a later one, the same figures as they stand there
/// (decision_figures), worded as the summary words them; null when they cannot be made.
Json pending_summary(const Scenario& scenario, const Resolution& resolution,
                     const Decision& pending) {
  // Without its chances: a later decision reads only the summary's words, and the walk of every
  // option's dice is made only for the first decision, which shows them.
  Result<OptionsSummary> first = scenario.ruleset().checked_options_summary_without_chances(
      scenario.loaded(), checked_of(resolution));
  if (!first.ok()) return nullptr;
  const bool chose =
      std::any_of(resolution.history().begin(), resolution.history().end(),
                  [](const ResolutionStep& s) { return s.kind == StepKind::choice; });
  if (chose || !summarises(first.value(), pending)) {
    const std::optional<OptionsSummary> later =
        later_summary(scenario, resolution, pending, first.value());
    return later ? summary_json(*later) : Json();
  }
  OptionsSummary shown = std::move(first).value();
  if (resolution.history().empty()) {
    add_choice_chances(scenario.loaded(), shown);
  } else {
    // Outcomes applied before it: its chances are the ones given them, not the summary's from
    // the start (whose walk would be thrown away, as would its notes, which the step does not
    // show).
    const Result<std::vector<OptionFigures>> figures =
        figures_here(scenario, resolution, pending, shown);
    for (ChoiceSummary& c : shown.choices) {
      c.chance.reset();
      for (std::size_t i = 0; figures.ok() && i < pending.options.size(); ++i) {
        if (same_choice(pending.options[i], c.option)) c.chance = figures.value()[i].chance;
      }
    }
  }
  return first_summary_json(shown, pending);
}

Json decision_json(const Scenario& scenario, const Decision& d, Json summary) {
  const auto name = io::place_names(scenario.loaded());
  Json options = Json::array();
  for (const Option& o : d.options)
    options.push_back(scenario.ruleset().option_name(scenario.loaded(), o));
  Json rejected = Json::array();
  for (const Rejected& r : d.rejected) {
    rejected.push_back({{"place", name(r.place)},
                        {"reason", std::string(r.reason)},
                        {"rule", std::string(r.rule)}});
  }
  return {{"actor", d.actor == Actor::owner ? "owner" : "opponent"},
          {"topic", std::string(d.topic)},
          {"at", name(d.at)},
          {"options", std::move(options)},
          {"rejected", std::move(rejected)},
          {"summary", std::move(summary)}};
}

Json chance_json(const ChancePoint& point) {
  Json outcomes = Json::array();
  for (std::size_t i = 0; i < point.branches.size(); ++i) {
    outcomes.push_back(
        {{"label", point.branches[i].label}, {"probability", point.probability(i).fraction}});
  }
  return {{"what", point.what}, {"who", point.who},     {"rule", point.rule},
          {"dice", point.dice}, {"sides", point.sides}, {"outcomes", std::move(outcomes)}};
}

/// The lines of a text trace, each without its newline.
Json story_json(const std::string& trace) {
  Json lines = Json::array();
  for (std::size_t start = 0; start < trace.size();) {
    const std::size_t end = std::min(trace.find('\n', start), trace.size());
    lines.push_back(trace.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

}  // namespace

Answer answer_step(Call& call, const Scenario& given) {
  ChanceMode mode = ChanceMode::seeded;
  if (const std::optional<Node> node = call.reader.member(call.root(), "chance")) {
    if (call.reader.one_of(*node, {"seeded", "explicit"}) == 1) mode = ChanceMode::explicit_;
  }
  std::optional<std::uint64_t> seed;
  if (const std::optional<Node> node = call.reader.member(call.root(), "seed")) {
    seed = call.reader.seed(*node);
    if (mode == ChanceMode::explicit_) {
      call.reader.error(node->pointer,
                        "expected no seed with \"chance\": \"explicit\": every roll is applied");
    }
  }
  bool svg = false;
  if (const std::optional<Node> node = call.reader.member(call.root(), "svg")) {
    svg = call.reader.boolean(*node).value_or(false);
  }
  // Opt-in: the figures walk every way on from the decision, far more work than the step
  // itself, which a program stepping through a search does not want on every call.
  bool figures = false;
  if (const std::optional<Node> node = call.reader.member(call.root(), "figures")) {
    figures = call.reader.boolean(*node).value_or(false);
  }
  // "dice": "seed" rolls the seed's dice where the scenario scripts its own: the scenario is
  // played as if it listed no "dice" (Scenario::unscripted, as Python's Game.new_state does).
  bool scenario_dice = true;
  if (const std::optional<Node> node = call.reader.member(call.root(), "dice")) {
    scenario_dice = call.reader.one_of(*node, {"scenario", "seed"}).value_or(0) == 0;
    if (mode == ChanceMode::explicit_) {
      call.reader.error(node->pointer,
                        "expected no dice with \"chance\": \"explicit\": every roll is applied");
    }
  }
  // Opt-in as the figures are: the odds run every way on from where the resolution stands.
  bool odds_asked = false;
  if (const std::optional<Node> node = call.reader.member(call.root(), "odds")) {
    odds_asked = call.reader.boolean(*node).value_or(false);
  }
  bool per_option = false;
  if (const std::optional<Node> node = call.reader.member(call.root(), "per_option")) {
    per_option = call.reader.boolean(*node).value_or(false);
  }
  const OddsSettings odds_settings = call.odds_settings();
  if (!odds_asked) {
    for (const char* key : {"per_option", "chooser", "max_resolves"}) {
      if (call.reader.member(call.root(), key)) {
        call.reader.error("/" + std::string(key), "applies only with \"odds\": true");
      }
    }
  }
  const std::vector<ResolutionStep> history = read_history(call);
  if (call.reader.error_count() > 0) return call.bad_settings();

  const Scenario scenario = scenario_dice ? given : given.unscripted();
  Result<Resolution> started = mode == ChanceMode::seeded ? Resolution::start(scenario, seed)
                                                          : Resolution::start(scenario, mode);
  if (!started.ok()) return Answer{SKD_BAD_INPUT, errors_json("scenario", started.errors())};
  Resolution resolution = std::move(started).value();
  // One step at a time, so that each answer's option can be named for people (the outcome's
  // replay lists the choices as a script takes them).
  Json chosen = Json::array();
  for (std::size_t i = 0; i < history.size(); ++i) {
    const ResolutionStep& step = history[i];
    if (step.kind == StepKind::choice && resolution.pending() &&
        step.index < resolution.pending()->options.size()) {
      chosen.push_back(scenario.ruleset().option_name(scenario.loaded(),
                                                      resolution.pending()->options[step.index]));
    }
    const Errors errors = resolution.apply(std::span(&step, 1));
    if (!errors.empty()) {
      Errors located;
      for (const Error& e : errors)
        located.push_back({"/history/" + std::to_string(i), e.message});
      return Answer{SKD_BAD_INPUT, errors_json("settings", located)};
    }
  }

  Json steps = Json::array();
  for (const ResolutionStep& s : resolution.history())
    steps.push_back(
        {{"kind", s.kind == StepKind::choice ? "choice" : "chance"}, {"index", s.index}});
  Json doc = {{"chance", mode == ChanceMode::seeded ? "seeded" : "explicit"},
              {"history", std::move(steps)},
              {"chosen", std::move(chosen)},
              {"done", resolution.done()}};
  if (const Decision* pending = resolution.pending()) {
    doc["pending"] = decision_json(
        scenario, *pending, figures ? pending_summary(scenario, resolution, *pending) : Json());
  } else {
    doc["pending"] = Json();
  }
  doc["pending_chance"] =
      resolution.pending_chance() ? chance_json(*resolution.pending_chance()) : Json();
  // The story so far, for the player at a decision or a roll: the trace's lines of the events
  // before it (all of them once done), as `skedaddle resolve` prints them.
  doc["story"] = story_json(resolution.events_so_far_text());
  // The same events as data, as the outcome's JSON writes its "events" (all of them once done).
  doc["story_events"] = Json::parse(resolution.events_so_far_json());
  if (odds_asked) {
    const Result<Odds> odds_here =
        per_option ? odds_per_option(resolution, odds_settings) : odds(resolution, odds_settings);
    if (!odds_here.ok()) {
      // Recorded choices as the chooser are the settings' fault; a roll too large, the scenario's.
      const Errors& errors = odds_here.errors();
      const bool settings_fault = std::all_of(
          errors.begin(), errors.end(), [](const Error& e) { return e.pointer == "/chooser"; });
      return Answer{SKD_BAD_INPUT, errors_json(settings_fault ? "settings" : "scenario", errors)};
    }
    doc["odds"] = Json::parse(odds_here.value().json(io::JsonLayout::one_line));
  }
  int status = SKD_OK;
  if (const Outcome* outcome = resolution.outcome()) {
    doc["outcome"] = outcome->json();
    // The trace for people, as `skedaddle resolve` prints it: the page shows it, not the events'
    // JSON retold.
    doc["outcome_text"] = outcome->text();
    if (outcome->refused()) status = SKD_REFUSED;
    if (svg) {
      Result<std::string> picture = render(outcome->scenario(), outcome, RenderView{});
      if (!picture.ok()) return Answer{SKD_BAD_INPUT, errors_json("scenario", picture.errors())};
      doc["svg"] = std::move(picture).value();
    }
  }
  return Answer{status, doc.dump(-1, ' ', false, Json::error_handler_t::replace)};
}

}  // namespace skedaddle::capi
