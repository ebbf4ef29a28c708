// SPDX-License-Identifier: MIT
// The odds of a request as JSON (skedaddle-odds/1), for programs.
#include <nlohmann/json.hpp>

#include <string>

#include "io/dump_document.hpp"
#include "skedaddle/io/odds.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

Json probability_json(const Probability& p) {
  return {{"probability", p.fraction}, {"value", p.value}};
}

Json table_json(const LoadedScenario& scenario, const OddsTable& table) {
  const auto name = place_names(scenario);
  const OddsCoverage& c = table.coverage;
  Json coverage = {{"complete", c.complete},
                   {"resolves", c.resolves},
                   {"points", c.points},
                   {"sequences", c.sequences},
                   {"unexplored", probability_json(c.unexplored)}};
  Json units = Json::array();
  for (const UnitOdds& u : table.units) {
    Json fates = Json::array();
    for (const auto& [fate, p] : u.fates) {
      Json f = {{"fate", fate}};
      f.update(probability_json(p));
      fates.push_back(std::move(f));
    }
    units.push_back({{"unit", u.unit}, {"fates", std::move(fates)}});
  }
  Json outcomes = Json::array();
  for (const OddsOutcome& o : table.outcomes) {
    Json entry = probability_json(o.probability);
    Json fates = Json::array();
    for (const UnitFate& f : o.fates.units) {
      fates.push_back({{"unit", f.unit},
                       {"fate", f.fate},
                       {"strength_lost", f.strength_lost},
                       {"at", f.at ? Json(name(*f.at)) : Json(nullptr)}});
    }
    Json scores = Json::array();
    for (const FateScore& s : o.fates.scores)
      scores.push_back({{"name", s.name}, {"value", s.value}});
    entry["units"] = std::move(fates);
    entry["scores"] = std::move(scores);
    entry["replay"] = {{"dice", o.dice}, {"choices", o.choices}};
    outcomes.push_back(std::move(entry));
  }
  Json out = {{"coverage", std::move(coverage)},
              {"units", std::move(units)},
              {"outcomes", std::move(outcomes)}};
  if (table.off_record) out["off_record"] = probability_json(*table.off_record);
  return out;
}

}  // namespace

std::string odds_json(const LoadedScenario& scenario, const OddsTable& table,
                      const std::vector<OptionOdds>& per_option, JsonLayout layout) {
  Json doc = {
      {"format", kOddsFormat}, {"ruleset", ruleset_name(scenario)}, {"scenario", scenario.name}};
  doc.update(table_json(scenario, table));
  Json options = Json::array();
  for (const OptionOdds& o : per_option) {
    Json entry = {{"option", o.option},
                  {"not_met", probability_json(o.not_met)},
                  {"after_chance", o.after_chance}};
    entry.update(table_json(scenario, o.table));
    options.push_back(std::move(entry));
  }
  doc["per_option"] = std::move(options);
  return detail::dump_document(doc, layout);
}

std::string odds_refusal_json(const LoadedScenario& scenario, const Refusal& refusal,
                              JsonLayout layout) {
  const Json doc = {{"format", kOddsFormat},     {"ruleset", ruleset_name(scenario)},
                    {"scenario", scenario.name}, {"kind", "refused"},
                    {"rule", refusal.rule},      {"reason", refusal.reason},
                    {"pointer", refusal.pointer}};
  return detail::dump_document(doc, layout);
}

}  // namespace skedaddle::io
