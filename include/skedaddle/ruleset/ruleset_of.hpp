// SPDX-License-Identifier: MIT
// What every game's Ruleset writes the same way, written once: its scenario and outcome read
// back from the type-erased values, the game's own check() and refusal(), and its outputs
// written by its io::outcome_json/_text and io::options_json/_text overloads.
#pragma once

#include <any>
#include <optional>
#include <span>
#include <string>
#include <typeinfo>
#include <utility>

#include "skedaddle/core/checked.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {

namespace detail {
// Free functions, so that the game's check(), refusal() and options_summary() are found by
// argument-dependent lookup rather than hidden by the Ruleset members of the same names.
template <class GameScenario>
Errors check_game(const GameScenario& game) {
  return check(game);
}
template <class GameScenario>
std::optional<Refusal> refusal_of_game(const GameScenario& game) {
  return refusal(game);
}
template <class GameOutcome>
Fates fates_of_game(const io::LoadedScenario& scenario, const GameOutcome& outcome) {
  return fates(scenario, outcome);
}
template <class GameScenario>
std::string events_text_of_game(const io::LoadedScenario& scenario, const GameScenario& game,
                                std::span<const Event> events) {
  return events_text(scenario, game, events);
}
template <class GameScenario>
std::string events_json_of_game(const io::LoadedScenario& scenario, const GameScenario& game,
                                std::span<const Event> events, io::JsonLayout layout) {
  return events_json(scenario, game, events, layout);
}
template <class Subject>
OptionsSummary summary_of_game(const io::LoadedScenario& scenario, const Subject& subject) {
  return options_summary(scenario, subject);
}
}  // namespace detail

/// A Ruleset whose scenarios are `GameScenario` values and whose resolutions give
/// `GameOutcome` values: the game provides `Errors check(const GameScenario&)`,
/// `std::optional<Refusal> refusal(const GameScenario&)` and, in namespace io,
/// `outcome_json`/`outcome_text` of a `GameOutcome`, `events_text` and `events_json` of a span of
/// events and
/// `options_json`, `options_text` (with a depth) and `options_summary` of its option subject (found
/// when the derived class is defined).
template <class GameScenario, class GameOutcome>
class RulesetOf : public Ruleset {
 public:
  const std::type_info& game_type() const override { return typeid(GameScenario); }
  std::span<const Event> events(const AnyOutcome& outcome) const override {
    return std::any_cast<const GameOutcome&>(outcome).events;
  }
  std::string events_text(const io::LoadedScenario& scenario,
                          std::span<const Event> events) const override {
    return detail::events_text_of_game(scenario, game(scenario), events);
  }
  std::string events_json(const io::LoadedScenario& scenario, std::span<const Event> events,
                          io::JsonLayout layout) const override {
    return detail::events_json_of_game(scenario, game(scenario), events, layout);
  }
  Errors check(const io::LoadedScenario& scenario) const override {
    return detail::check_game(game(scenario));
  }
  std::optional<Refusal> refusal(const io::LoadedScenario& scenario) const override {
    return detail::refusal_of_game(game(scenario));
  }
  std::string outcome(const io::LoadedScenario& scenario, const AnyOutcome& outcome, Form form,
                      io::JsonLayout layout) const override {
    const auto& typed = std::any_cast<const GameOutcome&>(outcome);
    return form == Form::json ? outcome_json(scenario, typed, layout)
                              : outcome_text(scenario, typed);
  }
  Fates fates(const io::LoadedScenario& scenario, const AnyOutcome& outcome) const override {
    return detail::fates_of_game(scenario, std::any_cast<const GameOutcome&>(outcome));
  }
  Result<AnyChecked> check_once(const io::LoadedScenario& scenario) const override {
    Result<Checked<GameScenario>> checked = Checked<GameScenario>::check(game(scenario));
    if (!checked.ok()) return checked.errors();
    return AnyChecked(std::move(checked).value());
  }
  std::any checked_game_any(const AnyChecked& checked) const override {
    return checked_game(checked);
  }
  using Ruleset::resolve;

 protected:
  /// The game's scenario of a scenario this ruleset loaded.
  static const GameScenario& game(const io::LoadedScenario& scenario) {
    return io::game_of<GameScenario>(scenario);
  }
  /// The checked game behind `checked`, which check_once() made.
  static const Checked<GameScenario>& checked_game(const AnyChecked& checked) {
    return std::any_cast<const Checked<GameScenario>&>(checked);
  }
  /// The game's outcome behind `outcome`, or null.
  static const GameOutcome* typed(const AnyOutcome* outcome) {
    return outcome != nullptr ? &std::any_cast<const GameOutcome&>(*outcome) : nullptr;
  }
  /// A resolution's result with its outcome type-erased.
  static Result<AnyOutcome> erased(Result<GameOutcome> result) {
    if (!result.ok()) return result.errors();
    return AnyOutcome(std::move(result).value());
  }
  /// What `view` asks of `subject` (the game's option tree, preview or scenario): its
  /// `io::options_json`, its `io::options_text` to `view.depth` when `view.tree`, else its
  /// summary as text.
  template <class Subject>
  static std::string options_in(const io::LoadedScenario& scenario, const Subject& subject,
                                const OptionsView& view) {
    if (view.form == Form::json) return options_json(scenario, subject);
    if (view.tree) return options_text(scenario, subject, view.depth);
    return io::options_summary_text(summary_in(scenario, subject));
  }
  /// The game's options summary of `subject`, each choice with its chance where the dice have a
  /// say (add_choice_chances).
  template <class Subject>
  static OptionsSummary summary_in(const io::LoadedScenario& scenario, const Subject& subject) {
    OptionsSummary summary = summary_without_chances_in(scenario, subject);
    add_choice_chances(scenario, summary);
    return summary;
  }
  /// The game's options summary of `subject` without its chances
  /// (options_summary_without_chances).
  template <class Subject>
  static OptionsSummary summary_without_chances_in(const io::LoadedScenario& scenario,
                                                   const Subject& subject) {
    return detail::summary_of_game(scenario, subject);
  }
};

}  // namespace skedaddle
