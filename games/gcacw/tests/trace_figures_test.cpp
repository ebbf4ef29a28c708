// SPDX-License-Identifier: MIT
// The text trace's losses, manpower left and fatigue on random boards, computed afresh from
// each board's units by the Retreat Charts (GC-1, GC-2, GC-7, GC-8): support/trace_figures.hpp
// (the examples' test is tests/conformance/trace_figures_test.cpp).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/trace_figures.hpp"

namespace skedaddle::gcacw {
namespace {

/// The parts of a scenario document the trace's figures are computed from.
std::string start_json(const Scenario& s) {
  nlohmann::json doc = {{"ruleset", "gcacw"}, {"units", nlohmann::json::array()}};
  for (const Unit& u : s.units) {
    static constexpr const char* kTypes[] = {"infantry", "cavalry", "artillery", "leader"};
    nlohmann::json unit = {{"id", u.id}, {"type", kTypes[static_cast<int>(u.type)]}};
    if (u.is_combat()) unit["manpower"] = u.manpower;
    unit["fatigue"] = u.fatigue;
    doc["units"].push_back(unit);
  }
  static constexpr const char* kKinds[] = {"retreat", "rout", "cavalry", "option"};
  doc["request"] = {{"kind", kKinds[static_cast<int>(s.request.kind)]},
                    {"no_effect", s.request.no_effect}};
  return doc.dump();
}

TEST(GcacwTraceFigures, RandomRetreatsLoseAndTireAsTheChartsSay) {
  int lossy = 0;
  test::for_random_boards(
      0x7472'6163'6567ULL, test::scaled(300), [&lossy](std::mt19937_64& rng, int board) {
        const Scenario game = ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50)));
        io::LoadedScenario s = test::loaded(game, "random");
        s.ruleset = find_ruleset("gcacw");
        if (!s.ruleset->check(s).empty() || s.ruleset->refusal(s)) return std::string();
        const Result<AnyOutcome> outcome = s.ruleset->resolve(
            s, ChooserDef{.kind = ChooserKind::random, .seed = static_cast<std::uint64_t>(board)});
        if (!outcome.ok()) return "no outcome: " + outcome.errors().front().message;
        const std::string text =
            s.ruleset->outcome(s, outcome.value(), Form::text, io::JsonLayout::indented);
        const std::string json =
            s.ruleset->outcome(s, outcome.value(), Form::json, io::JsonLayout::indented);
        lossy += text.find(" manpower (") != std::string::npos ? 1 : 0;
        const std::string differences =
            test::trace_figure_differences(start_json(game), json, text);
        return differences.empty() ? differences : differences + text;
      });
  EXPECT_GT(lossy, test::scaled(300) / 10);
}

}  // namespace
}  // namespace skedaddle::gcacw
