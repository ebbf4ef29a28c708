// SPDX-License-Identifier: MIT
// The text trace's direction and distance dice on random battles, each face's direction found
// afresh among the directions GI-2 and GI-3 leave and the distance against the squares moved
// (GI-4): support/trace_figures.hpp (the examples' test is
// tests/conformance/trace_figures_test.cpp).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "gitm/tests/random_battle.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/trace_figures.hpp"

namespace skedaddle::gitm {
namespace {

std::string square_name(Square q) {
  return std::to_string(q.col) + "-" + std::to_string(q.row);
}

/// The parts of a scenario document the trace's figures are computed from.
std::string start_json(const Scenario& s) {
  nlohmann::json doc = {{"ruleset", s.options.variant == Variant::rotd ? "rotd" : "gitm"},
                        {"units", nlohmann::json::array()}};
  for (const Unit& u : s.units) {
    static constexpr const char* kAllegiances[] = {"friendly", "enemy", "neutral"};
    nlohmann::json unit = {{"id", u.id},
                           {"allegiance", kAllegiances[static_cast<int>(u.allegiance)]},
                           {"square", square_name(u.square)},
                           {"ending", std::string(ending_name(u.ending))}};
    if (u.moved) unit["moved"] = std::string(compass_name(*u.moved));
    doc["units"].push_back(unit);
  }
  static constexpr const char* kKinds[] = {"retreat", "rout", "fall_back", "end_of_battle"};
  doc["request"] = {{"kind", kKinds[static_cast<int>(s.request.kind)]},
                    {"battle", square_name(s.request.battle)}};
  if (s.request.distance) doc["request"]["distance"] = *s.request.distance;
  return doc.dump();
}

TEST(GitmTraceFigures, RandomBattlesDiceGiveTheWayAndTheSquaresMoved) {
  int rolled = 0;
  test::for_random_boards(
      0x7472'6163'6567ULL, test::scaled(400), [&rolled](std::mt19937_64& rng, int board) {
        Scenario game = test::gi_random_battle(rng);
        if (game.request.kind == RequestKind::retreat && test::chance(rng, 30))
          game.request.distance = test::between(rng, 1, 4);
        io::LoadedScenario s = test::loaded(game, "random");
        s.ruleset = find_ruleset(game.options.variant == Variant::rotd ? "rotd" : "gitm");
        if (!s.ruleset->check(s).empty() || s.ruleset->refusal(s)) return std::string();
        const Result<AnyOutcome> outcome = s.ruleset->resolve(
            s, ChooserDef{.kind = ChooserKind::best, .seed = static_cast<std::uint64_t>(board)});
        if (!outcome.ok()) return "no outcome: " + outcome.errors().front().message;
        const std::string text =
            s.ruleset->outcome(s, outcome.value(), Form::text, io::JsonLayout::indented);
        const std::string json =
            s.ruleset->outcome(s, outcome.value(), Form::json, io::JsonLayout::indented);
        rolled += text.find("] direction for ") != std::string::npos ? 1 : 0;
        const std::string differences =
            test::trace_figure_differences(start_json(game), json, text);
        return differences.empty() ? differences : differences + text;
      });
  EXPECT_GT(rolled, test::scaled(400) / 4);
}

}  // namespace
}  // namespace skedaddle::gitm
