// SPDX-License-Identifier: MIT
// The registry's lookup by name; the list itself is generated from games/games.cmake.
#include "skedaddle/ruleset/ruleset.hpp"

#include <algorithm>
#include <utility>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle {

bool Ruleset::rolls_dice() const {
  return true;
}

std::optional<Error> Ruleset::given_dice_error(const io::LoadedScenario& scenario,
                                               std::span<const int> faces) const {
  if (faces.empty() || rolls_dice()) return std::nullopt;
  return Error{"/dice", std::string(name(scenario)) + " rolls no dice; the faces are not used"};
}

namespace {

/// `summary` with each choice's chance added (add_choice_chances), or its errors.
Result<OptionsSummary> with_chances(const io::LoadedScenario& scenario,
                                    Result<OptionsSummary> summary) {
  if (!summary.ok()) return summary;
  OptionsSummary made = std::move(summary).value();
  add_choice_chances(scenario, made);
  return made;
}

}  // namespace

Result<OptionsSummary> Ruleset::options_summary(const io::LoadedScenario& scenario) const {
  return with_chances(scenario, options_summary_without_chances(scenario));
}

Result<OptionsSummary> Ruleset::checked_options_summary(const io::LoadedScenario& scenario,
                                                        const AnyChecked& checked) const {
  return with_chances(scenario, checked_options_summary_without_chances(scenario, checked));
}

Result<OptionsSummary> Ruleset::checked_options_summary_without_chances(
    const io::LoadedScenario& scenario, const AnyChecked&) const {
  return options_summary_without_chances(scenario);
}

std::optional<std::vector<OptionWays>> Ruleset::option_ways(const io::LoadedScenario&,
                                                            const AnyChecked&, const Decision&,
                                                            std::span<const std::size_t>) const {
  return std::nullopt;
}

Warnings Ruleset::warnings(const io::LoadedScenario&) const {
  return {};
}

std::optional<Result<std::string>> Ruleset::explain_part(std::string_view, std::string_view) const {
  return std::nullopt;
}

std::string Ruleset::option_name(const io::LoadedScenario& scenario, const Option& option) const {
  const auto name = place_names(scenario);
  switch (option.kind) {
    case OptionKind::stop:
      return "stop";
    case OptionKind::move:
      return name(option.place);
    case OptionKind::override_move:
      return name(option.place) + " (override)";
    case OptionKind::count:
      return std::to_string(option.value);
    case OptionKind::leave:
      return "leave the board";
    case OptionKind::pick:
      return "#" + std::to_string(option.value) + " at " + name(option.place);
  }
  return "?";
}

Result<std::string> Ruleset::options(const io::LoadedScenario& scenario,
                                     const OptionsView& view) const {
  std::string out;
  Errors errors = write_options(scenario, view, [&out](std::string_view piece) { out += piece; });
  if (!errors.empty()) return errors;
  return out;
}

Result<AnyOutcome> Ruleset::resolve(const io::LoadedScenario& scenario,
                                    const ChooserDef& chooser) const {
  Dice dice = io::dice_for(scenario, chooser.seed);
  return resolve(scenario, chooser, dice);
}

std::vector<std::string_view> ruleset_names() {
  std::vector<std::string_view> out;
  for (const Ruleset* ruleset : rulesets()) {
    const std::span<const std::string_view> names = ruleset->names();
    out.insert(out.end(), names.begin(), names.end());
  }
  return out;
}

const Ruleset* find_ruleset(std::string_view name) {
  for (const Ruleset* ruleset : rulesets()) {
    const std::span<const std::string_view> names = ruleset->names();
    if (std::find(names.begin(), names.end(), name) != names.end()) return ruleset;
  }
  return nullptr;
}

}  // namespace skedaddle
