// SPDX-License-Identifier: MIT
// The kept resolution against fresh objects, way by way.
#include "support/kept_resolution_checks.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/odds/fates.hpp"
#include "skedaddle/ruleset/kept_resolution.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle::test {
namespace {

/// The branches a run took, point by point (dice faces and a point's total), for comparison.
std::vector<std::vector<int>> taken(const ChancePlan& plan) {
  std::vector<std::vector<int>> out;
  for (const ChanceStep& step : plan.steps()) {
    std::vector<int> way = step.point.branches[static_cast<std::size_t>(step.branch)].faces;
    way.push_back(static_cast<int>(step.point.total));
    out.push_back(std::move(way));
  }
  return out;
}

/// What is wrong with the fate codes `kept` gives for its last run, whose fates are `fates`
/// (KeptResolution::fate_codes): one code per unit, no scores, and a code met on an earlier way
/// (`fate_of_code`) standing for the same unit fate; "" when nothing is.
std::string fate_code_differences(const KeptResolution& kept, const Fates& fates,
                                  std::vector<std::uint64_t>& codes,
                                  std::map<std::uint64_t, UnitFate>& fate_of_code) {
  codes.assign(1, 7);  // something there before: fate_codes appends
  if (!kept.fate_codes(codes)) {
    return codes.size() == 1 ? "" : "no fate codes, yet some appended";
  }
  if (codes.size() != fates.units.size() + 1 || !fates.scores.empty()) {
    return "fate codes for fates with scores, or not one per unit";
  }
  for (std::size_t i = 0; i < fates.units.size(); ++i) {
    const auto [at, fresh] = fate_of_code.try_emplace(codes[i + 1], fates.units[i]);
    if (!fresh && at->second != fates.units[i]) {
      return "one fate code stands for two fates: " + at->second.unit + " " + at->second.fate +
             ", " + fates.units[i].unit + " " + fates.units[i].fate;
    }
  }
  return "";
}

}  // namespace

std::string kept_resolution_differences(const io::LoadedScenario& scenario,
                                        const ChooserDef& chooser, std::size_t max_ways) {
  const Ruleset& ruleset = *scenario.ruleset;
  const Result<AnyChecked> checked = ruleset.check_once(scenario);
  if (!checked.ok()) return "not checked: " + corpus::describe(checked.errors());
  ChancePlan kept_plan;
  ChancePlan fresh_plan;
  const std::unique_ptr<KeptResolution> kept =
      ruleset.kept_resolution(scenario, checked.value(), chooser);
  Dice kept_dice = Dice::enumerating(kept_plan);
  Fates kept_fates;
  UnitFate unit_fate;
  std::vector<std::uint64_t> codes;
  std::map<std::uint64_t, UnitFate>
      fate_of_code;  // every way's, to check that one code is one fate
  for (std::size_t way = 0; way < max_ways; ++way) {
    const std::string at = "way " + std::to_string(way) + ": ";
    kept_dice.rewind();
    // As the odds run it: on from where the last way left off, within the points they share.
    const Errors kept_errors = kept->run_next_way(kept_dice, kept_plan.shared());
    Dice fresh_dice = Dice::enumerating(fresh_plan);
    const Result<AnyOutcome> fresh = ruleset.resolve_checked(checked.value(), chooser, fresh_dice);
    if (taken(kept_plan) != taken(fresh_plan)) return at + "the ways' points differ";
    if (kept_dice.draws() != fresh_dice.draws()) return at + "the dice drawn differ";
    if (kept_dice.error() != fresh_dice.error()) return at + "the dice's errors differ";
    if (!fresh.ok()) {
      if (kept_errors.empty()) return at + "fresh failed, kept did not";
      if (corpus::describe(kept_errors) != corpus::describe(fresh.errors())) {
        return at + "errors differ: " + corpus::describe(kept_errors) + " against " +
               corpus::describe(fresh.errors());
      }
    } else {
      if (!kept_errors.empty()) return at + "kept failed: " + corpus::describe(kept_errors);
      kept->fates(kept_fates);
      if (kept_fates != ruleset.fates(scenario, fresh.value())) return at + "the fates differ";
      // Each unit fate written alone, over the last one written (its storage reused).
      for (std::size_t i = 0; i < kept_fates.units.size(); ++i) {
        kept->unit_fate(i, unit_fate);
        if (unit_fate != kept_fates.units[i]) {
          return at + "unit fate " + std::to_string(i) +
                 " written alone differs: " + unit_fate.unit + " " + unit_fate.fate;
        }
      }
      if (const std::string codes_differ =
              fate_code_differences(*kept, kept_fates, codes, fate_of_code);
          !codes_differ.empty()) {
        return at + codes_differ;
      }
    }
    const bool kept_more = kept_plan.advance();
    const bool fresh_more = fresh_plan.advance();
    if (kept_more != fresh_more) return at + "one walk ended before the other";
    if (!kept_more) return "";
  }
  return "";
}

std::string kept_resolution_repeats(const io::LoadedScenario& scenario, const ChooserDef& chooser,
                                    int runs, const std::function<void(int run)>& before_run) {
  const Ruleset& ruleset = *scenario.ruleset;
  const Result<AnyChecked> checked = ruleset.check_once(scenario);
  if (!checked.ok()) return "not checked: " + corpus::describe(checked.errors());
  const std::unique_ptr<KeptResolution> kept =
      ruleset.kept_resolution(scenario, checked.value(), chooser);
  Fates kept_fates;
  for (int run = 0; run < runs; ++run) {
    const std::string at = "run " + std::to_string(run) + ": ";
    Dice kept_dice = Dice::seeded(chooser.seed + static_cast<std::uint64_t>(run));
    Dice fresh_dice = Dice::seeded(chooser.seed + static_cast<std::uint64_t>(run));
    if (before_run) before_run(run);
    const Result<AnyOutcome> fresh = ruleset.resolve_checked(checked.value(), chooser, fresh_dice);
    if (before_run) before_run(run);
    const Errors kept_errors = kept->run(kept_dice);
    if (kept_errors.empty() != fresh.ok()) return at + "one failed, the other did not";
    if (!fresh.ok()) continue;
    kept->fates(kept_fates);
    if (kept_fates != ruleset.fates(scenario, fresh.value())) return at + "the fates differ";
  }
  return "";
}

}  // namespace skedaddle::test
