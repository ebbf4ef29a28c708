// SPDX-License-Identifier: MIT
// The text trace's morale check on random tables: each term from the unit's quality, state,
// square and general and the request's modifiers, re-summed with the die, and the verdict
// (GT-1): support/trace_figures.hpp (the examples' test is
// tests/conformance/trace_figures_test.cpp).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "grande_tactique/tests/random_table.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/trace_figures.hpp"

namespace skedaddle::grande_tactique {
namespace {

/// The parts of a scenario document the trace's figures are computed from.
std::string start_json(const Scenario& s) {
  nlohmann::json doc = {{"ruleset", "grande-tactique"}, {"units", nlohmann::json::array()}};
  for (const Unit& u : s.units) {
    static constexpr const char* kQualities[] = {"raw", "normal", "veteran"};
    static constexpr const char* kStates[] = {"eager", "shaken", "routed"};
    nlohmann::json unit = {{"id", u.id},
                           {"quality", kQualities[static_cast<int>(u.quality)]},
                           {"state", kStates[static_cast<int>(u.state)]},
                           {"square", u.in_square},
                           {"old_guard", u.old_guard}};
    if (u.attached_to) unit["attached_to"] = s.units[index_of(*u.attached_to)].id;
    doc["units"].push_back(unit);
  }
  doc["request"] = {{"kind", "morale_check"},
                    {"unit", s.units[index_of(s.request.unit)].id},
                    {"modifiers", nlohmann::json::array()}};
  for (const Modifier& m : s.request.modifiers)
    doc["request"]["modifiers"].push_back({{"label", m.label}, {"value", m.value}});
  return doc.dump();
}

TEST(GrandeTactiqueTraceFigures, RandomMoraleChecksSumTheirTermsAndJudgeByThem) {
  int checked = 0;
  test::for_board_seeds(1, test::scaled(200), [&checked](std::uint64_t seed) {
    test::GtRandomTable t = test::gt_random_table(seed);
    Scenario& game = t.s;
    Unit& a = game.units[index_of(t.a)];
    if (a.arm != Arm::infantry) return std::string();
    test::GtRng rng(seed ^ 0x6d6f'7261'6c65ULL);  // "morale"
    a.state = State::shaken;                      // GT-1: only shaken infantry takes the check
    a.quality = static_cast<Quality>(rng.integer(0, 2));
    a.old_guard = rng.chance(0.15);
    game.request.kind = RequestKind::morale_check;
    game.request.modifiers.clear();
    for (int k = rng.integer(0, 2); k > 0; --k)
      game.request.modifiers.push_back({"modifier " + std::to_string(k), rng.integer(-2, 2)});
    io::LoadedScenario s = test::loaded(game, "random");
    s.ruleset = find_ruleset("grande-tactique");
    if (!s.ruleset->check(s).empty() || s.ruleset->refusal(s)) return std::string();
    const Result<AnyOutcome> outcome =
        s.ruleset->resolve(s, ChooserDef{.kind = ChooserKind::best, .seed = seed});
    if (!outcome.ok()) return "no outcome: " + outcome.errors().front().message;
    const std::string text =
        s.ruleset->outcome(s, outcome.value(), Form::text, io::JsonLayout::indented);
    const std::string json =
        s.ruleset->outcome(s, outcome.value(), Form::json, io::JsonLayout::indented);
    checked += text.find("morale check of ") != std::string::npos ? 1 : 0;
    const std::string differences = test::trace_figure_differences(start_json(game), json, text);
    return differences.empty() ? differences : differences + text;
  });
  EXPECT_GT(checked, test::scaled(200) / 3);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
