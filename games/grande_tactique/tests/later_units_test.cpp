// SPDX-License-Identifier: MIT
// ALL-6 in Grande Tactique: where units move one after another in one resolution (friends routed
// in a chain, GT-6; the Old Guard's 3", GT-11; continued flight, GT-8), each unit's way of flight
// is shown as the earlier moves leave the table, with its exact chance over the whole resolution
// (ALL-5: the earlier dice included); the dice of GT-1 (the Morale Check), GT-2 (11" + 2d6) and
// GT-12 (the general's d6) show theirs. Values worked by hand, and a brute force over scripted
// dice (every face of every die) on every example.
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "conformance/corpus.hpp"
#include "grande_tactique/io/unit_steps.hpp"
#include "grande_tactique/tests/builder.hpp"
#include "grande_tactique/tests/random_table.hpp"
#include "odds/rational.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/build_paths.hpp"
#include "support/loaded_scenario.hpp"
#include "support/options_summary.hpp"
#include "support/step_chances.hpp"

namespace skedaddle::grande_tactique {
namespace {

using exact::Rational;
using Steps = test::StepChances;
using test::show;

/// The example at `path` below games/.
io::LoadedScenario example(const std::string& path) {
  return test::example_scenario(path);
}

/// `s` as a loaded scenario of its game.
io::LoadedScenario loaded_game(const Scenario& s) {
  io::LoadedScenario l = test::loaded(s, "random table");
  l.ruleset = find_ruleset("grande-tactique");
  EXPECT_NE(l.ruleset, nullptr);
  return l;
}

/// The engine's chances of every unit's steps.
Steps engine_steps(const io::LoadedScenario& l, const Scenario& s) {
  return test::exact_step_chances(io::detail::gt_unit_step_odds(l, s));
}

// --- the reference: every face of every die, through scripted dice --------------------------

/// Adds what each unit did in `out`, with chance `p`, read from the final states and the
/// events: a failed Morale Check is a checked unit that did not stay shaken; shaken and routed
/// are the state changes; the distance is 11" plus the faces of the 2d6; the way is the one
/// tried last for the unit; a general is killed when his die shows 1.
void add_reference_steps(const Scenario& s, const Outcome& out, const Rational& p, Steps& steps) {
  std::map<std::pair<std::string, std::string>, bool> seen;
  const auto add = [&](UnitId id, const std::string& step) {
    const std::pair<std::string, std::string> key{s.units[index_of(id)].id, step};
    if (seen[key]) return;
    seen[key] = true;
    steps[key] += p;
  };
  if (s.request.kind == RequestKind::morale_check) {
    const Unit& after = out.units[index_of(s.request.unit)];
    if (after.state == State::routed || !after.on_table())
      add(s.request.unit, "morale check failed");
  }
  std::map<std::uint32_t, const FlightTried*> last_way;
  for (const Event& e : out.events) {
    if (const auto* c = std::get_if<StatusChanged>(&e)) {
      if (c->status == "shaken" || c->status == "routed") add(c->unit, std::string(c->status));
    } else if (const auto* r = std::get_if<Rolled>(&e)) {
      if (r->purpose == "flight distance") {
        add(*r->unit, "distance " + std::to_string(11 + r->faces.at(0) + r->faces.at(1)));
      }
      if (r->purpose == "general's fate" && r->faces.at(0) == 1) add(*r->unit, "killed");
    } else if (const auto* t = std::get_if<FlightTried>(&e)) {
      last_way[index_of(t->unit)] = t;
    } else if (const auto* u = std::get_if<UnitRemoved>(&e)) {
      if (u->fate == Fate::fled && s.units[index_of(u->unit)].arm != Arm::general) {
        add(u->unit, "off the table");
      }
    }
  }
  for (const auto& [k, t] : last_way) {
    EXPECT_TRUE(t->rejection.empty()) << s.units[k].id << " took no way";
    std::string step = "way " + std::string(t->way);
    if (!t->terrain.empty()) step += (t->way == "stays" ? " in " : " into ") + t->terrain;
    add(UnitId{k}, step);
  }
}

/// The outcome with exactly `faces` as the scripted dice, or none when they do not fit.
std::optional<Outcome> with_dice(const Scenario& s, const std::vector<int>& faces) {
  Dice dice = test::gt_dice(faces);
  Result<Outcome> r = resolve(s, dice);
  if (!r.ok()) return std::nullopt;
  return std::move(r).value();
}

/// Every face of every die after `prefix`, each way weighted by its chance; false (and the
/// steps incomplete) when some way needs more than `max_dice` dice.
bool brute_force(const Scenario& s, std::vector<int>& prefix, const Rational& p, Steps& steps,
                 std::size_t max_dice) {
  if (const std::optional<Outcome> out = with_dice(s, prefix)) {
    add_reference_steps(s, *out, p, steps);
    return true;
  }
  if (prefix.size() >= max_dice) return false;
  for (int f = 1; f <= 6; ++f) {  // every GT die is a d6
    prefix.push_back(f);
    const bool complete = brute_force(s, prefix, p * Rational(1, 6), steps, max_dice);
    prefix.pop_back();
    if (!complete) return false;
  }
  return true;
}

/// The reference's chances of every unit's steps, or nothing when some way needs more than
/// `max_dice` dice (6^max_dice resolves would be too many for a test).
std::optional<Steps> reference_steps_within(const Scenario& s, std::size_t max_dice) {
  Steps steps;
  std::vector<int> prefix;
  if (!brute_force(s, prefix, Rational(1), steps, max_dice)) return std::nullopt;
  return steps;
}

/// The reference's chances of every unit's steps (a failure when 16 dice do not suffice).
Steps reference_steps(const Scenario& s) {
  const std::optional<Steps> steps = reference_steps_within(s, 16);
  EXPECT_TRUE(steps) << "no script of 16 dice fits";
  return steps.value_or(Steps{});
}

/// The options summary of `l`.
OptionsSummary summary_of(const io::LoadedScenario& l) {
  const Result<OptionsSummary> s = l.ruleset->options_summary(l);
  EXPECT_TRUE(s.ok());
  return s.ok() ? s.value() : OptionsSummary{};
}

// --- values worked by hand ------------------------------------------------------------------

// gt-1: 3/12 Inf, normal and shaken (-1), fails its Morale Check (d6 - 1 < 4) on 1 to 4: 4/6 =
// 2/3. It then routs and flees straight, 7" south, the corridor empty: 2/3 from the start.
TEST(GrandeTactiqueLaterUnits, All6FailedMoraleCheckShowsTheChanceItFlees) {
  const io::LoadedScenario l = example("grande_tactique/examples/gt-1-failed-morale-check.json");
  const Scenario& s = io::game_of<Scenario>(l);
  Steps expected;
  for (const std::string step : {"morale check failed", "routed", "way straight"})
    expected[{"3/12 Inf", step}] = Rational(2, 3);
  EXPECT_EQ(show(engine_steps(l, s)), show(expected));
  EXPECT_EQ(show(reference_steps(s)), show(expected));

  const OptionsSummary summary = summary_of(l);
  EXPECT_EQ(summary.decided_by, DecidedBy::dice);
  ASSERT_EQ(test::choice_labels(summary), (test::Rows{"straight"}));
  ASSERT_TRUE(summary.choices[0].chance.has_value());
  EXPECT_EQ(summary.choices[0].chance->low.fraction, "2/3");
  EXPECT_EQ(summary.choices[0].detail, "to (18, 3)");
  EXPECT_EQ(summary.notes,
            (test::Rows{"3/12 Inf flees 7\" (GT-2); from the start, the dice before "
                        "included: morale check failed 66.7% (GT-1), routed 66.7%"}));
  const std::string text = io::options_summary_text(summary);
  EXPECT_NE(text.find("from the start, the dice before this choice included (ALL-5, ALL-6)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  straight  66.7%  to (18, 3)\n"), std::string::npos) << text;
}

// gt-6: 1/8e's turned line passes through 2/8e, shaken, which routs and flees first (depth
// first), its own turned line through 3/8e, eager, which is shaken. No dice: each certain. 2/8e
// is a later unit: its way is shown although it is not the unit of the request.
TEST(GrandeTactiqueLaterUnits, All6ChainShowsTheFriendsWayOfFlight) {
  const io::LoadedScenario l =
      example("grande_tactique/examples/gt-6-shaken-friend-routs-in-turn.json");
  const Scenario& s = io::game_of<Scenario>(l);
  Steps expected;
  expected[{"1/8e", "routed"}] = Rational(1);
  expected[{"1/8e", "way turned"}] = Rational(1);
  expected[{"2/8e", "routed"}] = Rational(1);
  expected[{"2/8e", "way turned"}] = Rational(1);
  expected[{"3/8e", "shaken"}] = Rational(1);
  EXPECT_EQ(show(engine_steps(l, s)), show(expected));
  EXPECT_EQ(show(reference_steps(s)), show(expected));
  const OptionsSummary summary = summary_of(l);
  EXPECT_EQ(summary.decided_by, DecidedBy::rules);
  EXPECT_EQ(test::choice_labels(summary), (test::Rows{"1/8e turned", "2/8e turned"}));
}

// gt-6 with a Morale Check in front: 1/8e, shaken, beaten by the 71st's fire, fails on 1 to 4
// (d6 - 1 < 4): 2/3. Only then does its flight rout 2/8e in the chain, whose own way (turned,
// through 3/8e, which is shaken) comes with the chance of that failed check: 2/3 from the start,
// the die before it included (ALL-5).
TEST(GrandeTactiqueLaterUnits, All6ChainAfterAMoraleCheckCountsTheDieBeforeIt) {
  std::ifstream in(std::string(SKEDADDLE_GAMES_DIR) +
                   "/grande_tactique/examples/gt-6-shaken-friend-routs-in-turn.json");
  std::stringstream text;
  text << in.rdbuf();
  nlohmann::json doc = nlohmann::json::parse(text.str());
  doc["units"][0]["state"] = "shaken";
  doc["request"] = {{"kind", "morale_check"}, {"unit", "1/8e"}, {"causer", "71st"}};
  Result<io::LoadedScenario> loaded = io::load_scenario(doc.dump());
  ASSERT_TRUE(loaded.ok()) << loaded.errors().front().message;
  const io::LoadedScenario& l = loaded.value();
  const Scenario& s = io::game_of<Scenario>(l);
  Steps expected;
  for (const auto& [unit, step] :
       std::vector<std::pair<std::string, std::string>>{{"1/8e", "morale check failed"},
                                                        {"1/8e", "routed"},
                                                        {"1/8e", "way turned"},
                                                        {"2/8e", "routed"},
                                                        {"2/8e", "way turned"},
                                                        {"3/8e", "shaken"}}) {
    expected[{unit, step}] = Rational(2, 3);
  }
  EXPECT_EQ(show(engine_steps(l, s)), show(expected));
  EXPECT_EQ(show(reference_steps(s)), show(expected));
  const OptionsSummary summary = summary_of(l);
  EXPECT_EQ(summary.decided_by, DecidedBy::dice);
  ASSERT_EQ(test::choice_labels(summary), (test::Rows{"1/8e turned", "2/8e turned"}));
  for (const ChoiceSummary& c : summary.choices) {
    ASSERT_TRUE(c.chance.has_value()) << c.label;
    EXPECT_EQ(c.chance->low.fraction, "2/3") << c.label;
  }
  EXPECT_EQ(summary.notes[1], "2/8e: from the start, the dice before included: routed 66.7%");
  EXPECT_EQ(summary.notes[2], "3/8e: from the start, the dice before included: shaken 66.7%");
}

// gt-8 (continued flight): the hussars flee on 11" along the unturned line through 1/17e, shaken,
// which routs and flees straight 7" first; Gen Jacquinot's d6 kills him on a 1: 1/6. The
// ways are certain, so only the general's fate is left to the dice.
TEST(GrandeTactiqueLaterUnits, All6ContinuedFlightGeneralsDieAndTheFriendRouted) {
  const io::LoadedScenario l = example(
      "grande_tactique/examples/gt-8-continued-flight-with-general-through-shaken-friend.json");
  const Scenario& s = io::game_of<Scenario>(l);
  Steps expected;
  expected[{"3e Hussards", "way turned"}] = Rational(1);
  expected[{"Gen Jacquinot", "killed"}] = Rational(1, 6);
  expected[{"1/17e", "routed"}] = Rational(1);
  expected[{"1/17e", "way straight"}] = Rational(1);
  EXPECT_EQ(show(engine_steps(l, s)), show(expected));
  EXPECT_EQ(show(reference_steps(s)), show(expected));
  const OptionsSummary summary = summary_of(l);
  EXPECT_EQ(test::choice_labels(summary), (test::Rows{"3e Hussards turned", "1/17e straight"}));
  for (const ChoiceSummary& c : summary.choices) {
    ASSERT_TRUE(c.chance.has_value()) << c.label;
    EXPECT_EQ(c.chance->low.fraction, "1") << c.label;
  }
}

// GT-6 depth first (the decision of 2026-11-30): 1/8e's unturned line passes through 2/8e,
// shaken, which routs and flees before 1/8e moves, 1/8e still at its start (18, 14), behind it:
// 2/8e's straight corridor is clear, so options shows it straight, certain. With 1/8e at its end
// (18, 7) that corridor would be closed and 2/8e would take the gap path east of it.
TEST(GrandeTactiqueLaterUnits, All6FriendFleesWithTheFirstFugitiveStillAtItsStart) {
  const io::LoadedScenario l = example(
      "grande_tactique/examples/gt-6-first-fugitive-stands-at-its-start-while-friends-flee.json");
  const Scenario& s = io::game_of<Scenario>(l);
  Steps expected;
  expected[{"1/8e", "routed"}] = Rational(1);
  expected[{"1/8e", "way turned"}] = Rational(1);
  expected[{"2/8e", "routed"}] = Rational(1);
  expected[{"2/8e", "way straight"}] = Rational(1);
  EXPECT_EQ(show(engine_steps(l, s)), show(expected));
  const OptionsSummary summary = summary_of(l);
  EXPECT_EQ(test::choice_labels(summary), (test::Rows{"1/8e turned", "2/8e straight"}));
}

// 2d6 (GT-2): the cuirassiers flee 11" + 2d6 from cavalry, 13" to 23": 23" on 6 + 6 only, 1/36;
// 18" on 6 ways of 36, 1/6. The corridor due west is empty at every distance.
TEST(GrandeTactiqueLaterUnits, All6TwoDiceDistanceChances) {
  const io::LoadedScenario l =
      example("grande_tactique/examples/gt-14-pursuit-of-fleeing-cavalry.json");
  const Scenario& s = io::game_of<Scenario>(l);
  const Steps steps = engine_steps(l, s);
  EXPECT_EQ(steps.at({"1er Cuirassiers", "distance 23"}), Rational(1, 36));
  EXPECT_EQ(steps.at({"1er Cuirassiers", "distance 18"}), Rational(1, 6));
  EXPECT_EQ(steps.at({"1er Cuirassiers", "way straight"}), Rational(1));
  EXPECT_EQ(show(steps), show(reference_steps(s)));
}

// --- the reference on every example ---------------------------------------------------------

TEST(GrandeTactiqueLaterUnits, All6EveryExampleAgreesWithTheBruteForce) {
  int checked = 0;
  for (const std::string& path : corpus::scenario_files()) {
    if (path.rfind("grande_tactique/", 0) != 0) continue;
    const io::LoadedScenario l = example(path);
    if (!l.ruleset) continue;
    const Scenario& s = io::game_of<Scenario>(l);
    if (refusal(s)) continue;  // a refused request moves nobody (ALL-3)
    EXPECT_EQ(show(engine_steps(l, s)), show(reference_steps(s))) << path;
    // Never a way no outcome leaves open: every choice the summary shows has a chance above 0.
    for (const ChoiceSummary& c : summary_of(l).choices) {
      if (c.chance) {
        EXPECT_NE(c.chance->high.fraction, "0") << path << " " << c.label;
      }
    }
    ++checked;
  }
  EXPECT_GE(checked, 50);
}

// Random tables (random_table.hpp): a flight and a continued flight on each, with friends
// routed in chains, generals, woods and lakes; every table whose ways need at most 5 dice (up to
// 9,331 resolves) is compared with the brute force.
TEST(GrandeTactiqueLaterUnits, All6RandomTablesAgreeWithTheBruteForce) {
  constexpr std::size_t kMaxDice = 5;
  int compared = 0;
  int with_later_units = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    for (const Scenario& s : {test::gt_random_table(seed).s, test::gt_random_continue(seed)}) {
      ASSERT_TRUE(check(s).empty()) << "seed " << seed;
      const std::optional<Steps> reference = reference_steps_within(s, kMaxDice);
      if (!reference) continue;
      const Steps engine = engine_steps(loaded_game(s), s);
      EXPECT_EQ(show(engine), show(*reference)) << "seed " << seed;
      ++compared;
      std::map<std::string, bool> ways;
      for (const auto& [key, chance] : *reference)
        if (key.second.rfind("way ", 0) == 0) ways[key.first] = true;
      if (ways.size() > 1) ++with_later_units;
    }
  }
  EXPECT_GE(compared, 150);
  EXPECT_GE(with_later_units, 40);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
