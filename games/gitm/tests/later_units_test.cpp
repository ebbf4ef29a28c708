// SPDX-License-Identifier: MIT
// ALL-6 in GITM/ROTD: at the end of a battle the losers fall back one after another, and each
// later unit's directions are those the earlier moves leave open, each with its exact chance over
// the whole resolution (ALL-5: the earlier units' dice included). Values worked by hand, and a
// brute force over scripted dice (every face of every die, the trapped d100 read as at most the
// chance or above it, GI-6) on the examples and on random boards.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "conformance/corpus.hpp"
#include "gitm/io/unit_steps.hpp"
#include "gitm/tests/builder.hpp"
#include "gitm/tests/random_battle.hpp"
#include "odds/rational.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/loaded_scenario.hpp"
#include "support/options_summary.hpp"
#include "support/random_boards.hpp"
#include "support/step_chances.hpp"

namespace skedaddle::gitm {
namespace {

using exact::Rational;
using Steps = test::StepChances;
using test::show;

/// The example at `path` below games/.
io::LoadedScenario example(const std::string& path) {
  return test::example_scenario(path);
}

io::LoadedScenario loaded_game(const Scenario& s) {
  io::LoadedScenario l = test::loaded(s, "later units");
  l.ruleset = find_ruleset(s.options.variant == Variant::gitm ? "gitm" : "rotd");
  return l;
}

/// The engine's chances of every unit's steps.
Steps engine_steps(const io::LoadedScenario& l, const Scenario& s) {
  return test::exact_step_chances(io::detail::gitm_unit_step_odds(l, s));
}

// --- the reference: every face of every die, through scripted dice --------------------------

/// The direction a unit left in, read from what it did: its path, its strategic square, or (for
/// a move drawn and then impossible) the face of its direction die among the directions drawn
/// on the position the earlier units left.
std::optional<Dir8> reference_direction(const Scenario& s, const Outcome& out,
                                        const std::vector<Unit>& before, UnitId id) {
  for (const Event& e : out.events) {
    const auto* m = std::get_if<Moved>(&e);
    if (m == nullptr || m->units.front() != id) continue;
    const Square from = std::get<Square>(m->path[0]);
    const Square to = std::get<Square>(m->path[1]);
    for (const Dir8 d : kDir8s) {
      if (neighbor(from, d) == to) return d;
    }
  }
  const std::size_t i = index_of(id);
  if (out.units[i].ending == Ending::routed) {
    for (const Dir8 d : kDir8s) {
      if (s.field.neighbors[static_cast<std::size_t>(d)].label == out.strategic[i]) return d;
    }
  }
  const auto verdicts = direction_verdicts(s, before, id, s.units[i].square);
  std::vector<Dir8> preferred;
  std::vector<Dir8> candidates;
  for (const Dir8 d : kDir8s) {
    const DirectionVerdict v = verdicts[static_cast<std::size_t>(d)];
    if (v == DirectionVerdict::preferred) preferred.push_back(d);
    if (v == DirectionVerdict::candidate || v == DirectionVerdict::not_preferred ||
        v == DirectionVerdict::rout_valid) {
      candidates.push_back(d);
    }
  }
  const std::vector<Dir8>& pool = preferred.empty() ? candidates : preferred;
  for (const Event& e : out.events) {
    const auto* r = std::get_if<Rolled>(&e);
    if (r != nullptr && r->unit == id && r->purpose == "direction") {
      return pool[static_cast<std::size_t>(r->faces.front() - 1)];
    }
  }
  const bool unable = std::any_of(out.events.begin(), out.events.end(), [&](const Event& e) {
    const auto* m = std::get_if<Message>(&e);
    return m != nullptr && m->text == s.units[i].id + " is unable to move.";
  });
  if (unable && pool.size() == 1) return pool.front();
  return std::nullopt;
}

/// Adds what each unit did in `out`, with chance `p`.
void add_reference_steps(const Scenario& s, const Outcome& out, const Rational& p, Steps& steps) {
  std::vector<Unit> before = s.units;
  const int chance = s.options.trap_chance[static_cast<std::size_t>(s.request.flanks_turned)];
  for (const UnitId id : s.request.units) {
    const std::string& name = s.units[index_of(id)].id;
    for (const Event& e : out.events) {
      const auto* r = std::get_if<Rolled>(&e);
      if (r == nullptr || r->unit != id) continue;
      if (r->purpose == "trapped roll" && r->faces.front() <= chance) steps[{name, "trapped"}] += p;
      if (r->purpose == "retreat distance") {
        steps[{name, "distance " + std::to_string(r->faces.front())}] += p;
      }
    }
    if (const std::optional<Dir8> d = reference_direction(s, out, before, id)) {
      steps[{name, "direction " + std::string(compass_name(*d))}] += p;
    }
    before[index_of(id)] = out.units[index_of(id)];
  }
}

/// The outcome with exactly `faces` as the scripted dice, or none when they do not fit (too
/// few, or one left unused).
std::optional<Outcome> with_dice(const Scenario& s, const std::vector<int>& faces) {
  Dice dice = test::gi_dice(faces);
  Result<Outcome> r = resolve(s, dice);
  if (!r.ok()) return std::nullopt;
  return std::move(r).value();
}

/// Every face of every die after `prefix`, each way weighted by its chance.
void brute_force(const Scenario& s, std::vector<int>& prefix, const Rational& p, Steps& steps) {
  if (const std::optional<Outcome> out = with_dice(s, prefix)) {
    add_reference_steps(s, *out, p, steps);
    return;
  }
  // More dice are drawn: face 1 fits every die, so the shortest run of 1s that fits shows the
  // next draw's die.
  std::optional<Outcome> longer;
  std::vector<int> faces = prefix;
  while (!longer && faces.size() < prefix.size() + 16) {
    faces.push_back(1);
    longer = with_dice(s, faces);
  }
  ASSERT_TRUE(longer.has_value()) << "no script fits after " << prefix.size() << " faces";
  std::vector<const Rolled*> rolls;
  for (const Event& e : longer->events) {
    if (const auto* roll = std::get_if<Rolled>(&e)) rolls.push_back(roll);
  }
  ASSERT_GT(rolls.size(), prefix.size());
  const Rolled& next = *rolls[prefix.size()];
  std::vector<std::pair<int, Rational>> branches;
  if (next.purpose == "trapped roll") {
    // GI-6: trapped when the d100 is at most the chance; the faces on each side are alike.
    const int chance = s.options.trap_chance[static_cast<std::size_t>(s.request.flanks_turned)];
    if (chance > 0) branches.emplace_back(chance, Rational(chance, 100));
    if (chance < 100) branches.emplace_back(100, Rational(100 - chance, 100));
  } else {
    for (int f = 1; f <= next.sides; ++f)
      branches.emplace_back(f, Rational(1, next.sides));
  }
  for (const auto& [face, weight] : branches) {
    prefix.push_back(face);
    brute_force(s, prefix, p * weight, steps);
    prefix.pop_back();
  }
}

Steps reference_steps(const Scenario& s) {
  Steps steps;
  std::vector<int> prefix;
  brute_force(s, prefix, Rational(1), steps);
  return steps;
}

// --- values worked by hand ------------------------------------------------------------------

// gi-6 (GITM): FR1IN came from the south (SE, S, SW invalid). BR1IN escapes the 5% trap with
// 19/20 and draws among N, NE, E, W, NW: 19/20 x 1/5 = 19/100 each. BR2IN is trapped with 1/20.
// It falls back toward BR1IN when BR1IN moved to D (19/100 for each D: only D is left to it), and
// draws among the five when BR1IN was trapped (1/20 x 1/5): 19/20 x (19/100 + 1/100) = 19/100
// for each D, from the start. BR3IN is exhausted: nothing drawn.
TEST(GitmLaterUnits, All6Gi6EndOfBattleChancesFromTheStart) {
  const io::LoadedScenario l =
      example("gitm/examples/gitm/gi-6-end-of-battle-three-units-in-order.json");
  const Scenario& s = io::game_of<Scenario>(l);
  Steps expected;
  for (const std::string unit : {"BR1IN", "BR2IN"}) {
    expected[{unit, "trapped"}] = Rational(1, 20);
    for (const std::string d : {"N", "NE", "E", "W", "NW"})
      expected[{unit, "direction " + d}] = Rational(19, 100);
  }
  EXPECT_EQ(show(engine_steps(l, s)), show(expected));
  EXPECT_EQ(show(reference_steps(s)), show(expected));
}

// End of battle, trap chance 0%: BR1IN moved north into the combat (N, NE, NW invalid for it),
// BR2IN did not. BR1IN draws among E, SE, S, SW, W, 1/5 each, and always leaves: BR2IN then
// finds its friend on the square BR1IN entered, the only direction kept (GI-3). So BR2IN goes
// E, SE, S, SW or W with 1/5 each, and never N, NE or NW, although on the starting position all
// eight were its candidates (ALL-6).
Scenario never_north() {
  Scenario s = test::gi_field();
  const UnitId first = test::gi_unit(s, "BR1IN", Allegiance::friendly, {7, 7}, Dir8::n);
  const UnitId second = test::gi_unit(s, "BR2IN", Allegiance::friendly, {7, 7});
  test::gi_unit(s, "FR1IN", Allegiance::enemy, {7, 7});
  test::gi_request(s, RequestKind::end_of_battle, {first, second}, {7, 7});
  s.options.trap_chance = {0, 15, 30};
  return s;
}

TEST(GitmLaterUnits, All6ALaterUnitIsNeverOfferedWhatTheEarlierMoveCloses) {
  const Scenario s = never_north();
  const io::LoadedScenario l = loaded_game(s);
  Steps expected;
  for (const std::string unit : {"BR1IN", "BR2IN"}) {
    for (const std::string d : {"E", "SE", "S", "SW", "W"})
      expected[{unit, "direction " + d}] = Rational(1, 5);
  }
  EXPECT_EQ(show(engine_steps(l, s)), show(expected));
  EXPECT_EQ(show(reference_steps(s)), show(expected));

  const Result<OptionsSummary> summary = l.ruleset->options_summary(l);
  ASSERT_TRUE(summary.ok());
  EXPECT_EQ(test::choice_labels(summary.value()),
            (test::Rows{"BR1IN E", "BR1IN SE", "BR1IN S", "BR1IN SW", "BR1IN W", "BR2IN E",
                        "BR2IN SE", "BR2IN S", "BR2IN SW", "BR2IN W"}));
  for (const ChoiceSummary& c : summary.value().choices) {
    ASSERT_TRUE(c.chance.has_value()) << c.label;
    EXPECT_EQ(c.chance->low.fraction, "1/5") << c.label;
    EXPECT_EQ(c.chance->high.fraction, "1/5") << c.label;
  }
  const test::Rows rejected = test::rejected_rows(summary.value());
  for (const std::string d : {"N", "NE", "NW"}) {
    EXPECT_NE(std::find(rejected.begin(), rejected.end(),
                        "BR2IN " + d +
                            ": another candidate leads to friends once the earlier units have "
                            "moved [ALL-6]"),
              rejected.end())
        << d;
  }
  const std::string text = io::options_summary_text(summary.value());
  EXPECT_NE(text.find("from the start, the dice before this choice included (ALL-5, ALL-6)"),
            std::string::npos)
      << text;
}

// --- the reference on every example and on random boards -----------------------------------

TEST(GitmLaterUnits, All6EveryExampleAgreesWithTheBruteForce) {
  int checked = 0;
  for (const std::string& path : corpus::scenario_files()) {
    if (path.rfind("gitm/", 0) != 0) continue;
    const io::LoadedScenario l = example(path);
    const Scenario& s = io::game_of<Scenario>(l);
    EXPECT_EQ(show(engine_steps(l, s)), show(reference_steps(s))) << path;
    ++checked;
  }
  EXPECT_EQ(checked, 66);  // every GITM and ROTD example
}

TEST(GitmLaterUnits, All6RandomBoardsAgreeWithTheBruteForce) {
  test::for_random_boards(2411, 400, [](std::mt19937_64& rng, int) -> std::string {
    const Scenario s = test::gi_random_battle(rng);
    if (!check(s).empty()) return "";
    const Steps engine = engine_steps(loaded_game(s), s);
    const Steps reference = reference_steps(s);
    if (engine == reference) return "";
    return "engine " + show(engine) + "\nreference " + show(reference);
  });
}

}  // namespace
}  // namespace skedaddle::gitm
