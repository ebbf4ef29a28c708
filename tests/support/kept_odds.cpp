// SPDX-License-Identifier: MIT
#include "support/kept_odds.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "conformance/corpus.hpp"

namespace skedaddle::test {
namespace {

/// "" when `a` and `b` are the same probability to the bit (text and double), else both.
std::string probability_text_differences(const Probability& a, const Probability& b) {
  if (a.fraction == b.fraction && std::memcmp(&a.value, &b.value, sizeof a.value) == 0) return "";
  return a.fraction + " (" + std::to_string(a.value) + ") against " + b.fraction + " (" +
         std::to_string(b.value) + ")";
}

}  // namespace

std::string odds_table_differences(const OddsTable& kept, const OddsTable& fresh) {
  std::string out;
  const auto note = [&out](const std::string& what) { out += what + "\n"; };
  if (kept.outcomes.size() != fresh.outcomes.size()) {
    note("outcomes: " + std::to_string(kept.outcomes.size()) + " against " +
         std::to_string(fresh.outcomes.size()));
  }
  for (std::size_t i = 0; i < std::min(kept.outcomes.size(), fresh.outcomes.size()); ++i) {
    const OddsOutcome& a = kept.outcomes[i];
    const OddsOutcome& b = fresh.outcomes[i];
    const std::string at = "outcome " + std::to_string(i) + ": ";
    if (!(a.fates == b.fates)) note(at + "fates");
    if (const std::string d = probability_text_differences(a.probability, b.probability);
        !d.empty()) {
      note(at + "probability " + d);
    }
    if (a.dice != b.dice) note(at + "dice");
    if (a.choices != b.choices) note(at + "choices");
    if (a.off_record != b.off_record) note(at + "off_record");
  }
  if (kept.units.size() != fresh.units.size()) {
    note("units: " + std::to_string(kept.units.size()) + " against " +
         std::to_string(fresh.units.size()));
  }
  for (std::size_t i = 0; i < std::min(kept.units.size(), fresh.units.size()); ++i) {
    const UnitOdds& a = kept.units[i];
    const UnitOdds& b = fresh.units[i];
    const std::string at = "unit " + std::to_string(i) + " (" + b.unit + "): ";
    if (a.unit != b.unit) note(at + "id " + a.unit);
    if (a.fates.size() != b.fates.size()) note(at + "fates' count");
    for (std::size_t k = 0; k < std::min(a.fates.size(), b.fates.size()); ++k) {
      if (a.fates[k].first != b.fates[k].first) note(at + "fate " + a.fates[k].first);
      if (const std::string d = probability_text_differences(a.fates[k].second, b.fates[k].second);
          !d.empty()) {
        note(at + "chance of " + b.fates[k].first + ": " + d);
      }
    }
  }
  const OddsCoverage& a = kept.coverage;
  const OddsCoverage& b = fresh.coverage;
  if (a.resolves != b.resolves || a.sequences != b.sequences || a.points != b.points ||
      a.complete != b.complete) {
    note("coverage");
  }
  if (const std::string d = probability_text_differences(a.unexplored, b.unexplored); !d.empty()) {
    note("unexplored " + d);
  }
  if (kept.off_record.has_value() != fresh.off_record.has_value()) {
    note("off_record given in one table only");
  } else if (kept.off_record) {
    if (const std::string d = probability_text_differences(*kept.off_record, *fresh.off_record);
        !d.empty()) {
      note("off_record " + d);
    }
  }
  return out;
}

std::string kept_odds_differences(const io::LoadedScenario& scenario, const OddsSettings& settings,
                                  OddsWorkspace& workspace, OddsTable& kept) {
  // Afresh: through a new workspace into a new table. The plain call keeps its thread's walk
  // storage from one call to the next, so it is a kept call too, held to the same.
  OddsWorkspace new_workspace;
  OddsTable fresh;
  const Errors fresh_errors = enumerate_odds(scenario, settings, new_workspace, fresh);
  const Errors errors = enumerate_odds(scenario, settings, workspace, kept);
  const Result<OddsTable> plain = enumerate_odds(scenario, settings);
  if (!fresh_errors.empty()) {
    if (errors.empty()) return "kept odds made a table where the fresh ones erred\n";
    if (plain.ok()) return "plain odds made a table where the fresh ones erred\n";
    if (corpus::describe(errors) != corpus::describe(fresh_errors)) return "other errors\n";
    if (corpus::describe(plain.errors()) != corpus::describe(fresh_errors)) {
      return "other errors from the plain odds\n";
    }
    // On error the kept table holds nothing.
    return odds_table_differences(kept, OddsTable{});
  }
  if (!errors.empty()) return "kept odds erred: " + corpus::describe(errors);
  if (!plain.ok()) return "plain odds erred: " + corpus::describe(plain.errors());
  if (std::string differs = odds_table_differences(plain.value(), fresh); !differs.empty()) {
    return "plain odds: " + differs;
  }
  return odds_table_differences(kept, fresh);
}

}  // namespace skedaddle::test
