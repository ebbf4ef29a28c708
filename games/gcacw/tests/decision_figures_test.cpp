// SPDX-License-Identifier: MIT
// The figures of every retreat step of a resolution played step by step (decision_figures),
// which GCACW counts from its retreat tree (Ruleset::option_ways): on random boards against the
// brute force of tests/support/decision_figures_reference.hpp, on larger trees against the walk
// of every way (walked_decision_figures), and on a tree too large to walk against the options
// summary's count; each resolution's on the tree its own scenario's check built.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "gcacw/rules/decision.hpp"
#include "gcacw/tests/bruteforce_reference.hpp"
#include "odds/decision_figures_walked.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/odds/decision_figures.hpp"
#include "skedaddle/odds/odds.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/examples.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/option_boards.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwDecisionFigures, EveryStepOfRandomRetreatsMatchesTheBruteForce) {
  const test::FiguresChecked total = test::check_random_boards(
      "gcacw", 0x6669'6775'7265ULL, test::scaled(40), [](std::mt19937_64& rng) {
        return test::loaded(ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50))),
                            "random");
      });
  // Later retreat steps were compared, not only the first.
  EXPECT_GT(total.decisions, total.firsts);
  EXPECT_GE(total.firsts, test::scaled(5));
}

/// The answers of a resolution so far, as decision_figures takes them.
StepsSoFar steps_so_far(const skedaddle::Resolution& r) {
  StepsSoFar so_far;
  for (const ResolutionStep& s : r.history())
    so_far.answers.push_back(s.index);
  return so_far;
}

/// What compare_with_the_walk() compared.
struct WalkCompared {
  int decisions = 0;           // decisions compared
  std::int64_t most_ways = 0;  // the most ways of one option met
};

/// Plays `scenario` step by step, answering at the n-th decision its option n modulo their
/// number, and compares every option's figures at each decision, counted from the tree
/// (decision_figures), with the walk of every way (walked_decision_figures): exactly equal.
WalkCompared compare_with_the_walk(const skedaddle::Scenario& scenario, const std::string& what) {
  WalkCompared compared;
  Result<skedaddle::Resolution> started =
      skedaddle::Resolution::start(scenario, ChanceMode::explicit_);
  EXPECT_TRUE(started.ok()) << what;
  if (!started.ok()) return compared;
  skedaddle::Resolution r = std::move(started).value();
  for (std::size_t n = 0; !r.done(); ++n) {
    EXPECT_EQ(r.pending_chance(), nullptr) << what << ": GCACW rolls no dice";
    if (r.pending() == nullptr) break;
    const Decision& d = *r.pending();
    const StepsSoFar so_far = steps_so_far(r);
    const Result<std::vector<OptionFigures>> tree =
        decision_figures(scenario.loaded(), *r.checked(), d, so_far, {"u"});
    const Result<std::vector<OptionFigures>> walked =
        walked_decision_figures(scenario.loaded(), d, so_far, {"u"});
    EXPECT_TRUE(tree.ok() && walked.ok()) << what;
    if (!tree.ok() || !walked.ok()) return compared;
    for (std::size_t i = 0; i < d.options.size(); ++i) {
      const OptionFigures& t = tree.value()[i];
      const OptionFigures& w = walked.value()[i];
      const std::string where =
          what + ", decision " + std::to_string(n) + ", option " + std::to_string(i);
      EXPECT_TRUE(w.all_ways) << where << ": the walk was cut; make the board smaller";
      EXPECT_EQ(t.ways, w.ways) << where;
      EXPECT_EQ(t.best, w.best) << where;
      EXPECT_EQ(t.worst, w.worst) << where;
      EXPECT_EQ(t.all_ways, w.all_ways) << where;
      EXPECT_FALSE(t.chance.has_value()) << where << ": no dice, no chance";
      compared.most_ways = std::max(compared.most_ways, t.ways);
    }
    ++compared.decisions;
    EXPECT_TRUE(r.answer(n % d.options.size()).empty()) << what;
  }
  return compared;
}

/// `json` parsed and validated.
skedaddle::Scenario parsed(const std::string& json) {
  Result<skedaddle::Scenario> s = skedaddle::Scenario::parse(json);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.errors().front().message);
  return std::move(s).value();
}

TEST(GcacwDecisionFigures, TreeCountEqualsTheWalkOnTreesTooLargeForTheBruteForce) {
  WalkCompared total;
  // Stacks wandering through enemy hexes (tests/support/option_boards.hpp): up to 388 ways an
  // option, past the brute force's bound of 300.
  struct Wandering {
    int manpower, size, middle;
  };
  const std::vector<Wandering> boards = test::light_tests()
                                            ? std::vector<Wandering>{{13, 7, 4}}
                                            : std::vector<Wandering>{{7, 9, 5}, {13, 7, 4}};
  for (const Wandering& w : boards) {
    const WalkCompared c = compare_with_the_walk(
        parsed(test::gcacw_wandering_board(w.manpower, w.size, w.middle)),
        "wandering " + std::to_string(w.manpower) + " on " + std::to_string(w.size));
    total.decisions += c.decisions;
    total.most_ways = std::max(total.most_ways, c.most_ways);
  }
  // Random boards, crowded and not, every step of each.
  test::for_random_boards(0x7472'6565ULL, test::scaled(30), [&](std::mt19937_64& rng, int) {
    io::LoadedScenario l =
        test::loaded(ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50))), "r");
    l.ruleset = find_ruleset("gcacw");
    Result<skedaddle::Scenario> s = skedaddle::Scenario::validate(std::move(l));
    if (!s.ok() || s.value().refusal()) return std::string();
    total.decisions += compare_with_the_walk(s.value(), "random").decisions;
    return std::string();
  });
  RecordProperty("decisions", total.decisions);
  RecordProperty("most_ways", static_cast<int>(total.most_ways));
  // Later steps compared, not only the first of each board; and options past the brute
  // force's bound.
  EXPECT_GT(total.decisions, 2 * static_cast<int>(boards.size()));
  EXPECT_GT(total.most_ways, 300);
}

TEST(GcacwDecisionFigures, LaterStepsOfATreeTooLargeToWalkCountEveryWayAsTheSummary) {
  // A stack of 25 wandering 9 hexes through enemy hexes on a 10 x 10 board: 604,488 ways, up to
  // 116,341 through one first step, more than the walk's bound (kChoiceChanceMaxResolves) through
  // one second step.
  const skedaddle::Scenario scenario = parsed(test::gcacw_wandering_board(25, 10, 5));
  const Result<OptionsSummary> summary = scenario.ruleset().options_summary(scenario.loaded());
  ASSERT_TRUE(summary.ok());
  Result<skedaddle::Resolution> started =
      skedaddle::Resolution::start(scenario, ChanceMode::explicit_);
  ASSERT_TRUE(started.ok());
  skedaddle::Resolution r = std::move(started).value();
  // The first step's figures are the summary's; each later step's, added up over its options,
  // are those of the option taken at the step before (its ways are theirs, every one): no
  // position after a step is a scenario of its own (the length left, the hexes entered and the
  // start hex's neighbours (GC-1, GC-3), the losses and the override (GC-8, GC-10) carry over),
  // so the summary of the first step is what the later ones are held to.
  std::vector<OptionFigures> before;
  for (const ChoiceSummary& c : summary.value().choices)
    before.push_back(OptionFigures{c.ways, c.best, c.worst, true, {}});
  std::size_t taken = 0;
  std::int64_t past_the_bound = 0;
  for (int step = 0; step < (test::light_tests() ? 2 : 4) && !r.done(); ++step) {
    const Decision& d = *r.pending();
    const Result<std::vector<OptionFigures>> figures =
        decision_figures(scenario.loaded(), d, steps_so_far(r), summary.value().chance_units);
    ASSERT_TRUE(figures.ok());
    const std::vector<OptionFigures>& f = figures.value();
    if (step == 0) {
      ASSERT_EQ(f.size(), before.size());
      for (std::size_t i = 0; i < f.size(); ++i) {
        EXPECT_EQ(f[i].ways, before[i].ways) << "first step, option " << i;
        EXPECT_EQ(f[i].best, before[i].best) << "first step, option " << i;
        EXPECT_EQ(f[i].worst, before[i].worst) << "first step, option " << i;
      }
    } else {
      std::int64_t ways = 0;
      ScoreRange ends;
      for (const OptionFigures& o : f) {
        ways += o.ways;
        if (o.best) ends.add(*o.best);
        if (o.worst) ends.add(*o.worst);
      }
      EXPECT_EQ(ways, before[taken].ways) << "step " << step;
      EXPECT_EQ(ends.best, before[taken].best) << "step " << step;
      EXPECT_EQ(ends.worst, before[taken].worst) << "step " << step;
    }
    for (const OptionFigures& o : f) {
      EXPECT_TRUE(o.all_ways) << "step " << step;
      EXPECT_FALSE(o.chance.has_value()) << "step " << step;
      if (step > 0 && o.ways > static_cast<std::int64_t>(kChoiceChanceMaxResolves))
        ++past_the_bound;
    }
    // On along the option with the most ways.
    taken = static_cast<std::size_t>(
        std::max_element(
            f.begin(), f.end(),
            [](const OptionFigures& a, const OptionFigures& b) { return a.ways < b.ways; }) -
        f.begin());
    before = f;
    ASSERT_TRUE(r.answer(taken).empty());
  }
  // A later step had an option the walk would have cut at its bound.
  EXPECT_GT(past_the_bound, 0);
}

/// Expects the figures at the decision `r` waits at, made as the C interface's step makes them
/// (on the resolution's checked game, whose retreat tree its steps walked), to be the ways
/// counted on a tree built afresh from `scenario`; at the first decision, its options summary
/// to be the one made afresh. False when they cannot be compared.
bool expect_figures_of_its_own_tree(const skedaddle::Scenario& scenario,
                                    const skedaddle::Resolution& r, const std::string& what) {
  const Decision& d = *r.pending();
  const StepsSoFar so_far = steps_so_far(r);
  const Result<std::vector<OptionFigures>> shared =
      decision_figures(scenario.loaded(), *r.checked(), d, so_far, {});
  RetreatTree tree;
  EXPECT_TRUE(tree.build(io::game_of<Scenario>(scenario.loaded())).empty()) << what;
  const std::optional<std::vector<OptionWays>> fresh = ways_at(tree, d, so_far.answers);
  EXPECT_TRUE(shared.ok() && fresh.has_value()) << what << ", after " << so_far.answers.size();
  if (!shared.ok() || !fresh) return false;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    const std::string where =
        what + ", after " + std::to_string(so_far.answers.size()) + ", option " + std::to_string(i);
    EXPECT_EQ(shared.value()[i].ways, (*fresh)[i].ways) << where;
    EXPECT_EQ(shared.value()[i].best, (*fresh)[i].ends.best) << where;
    EXPECT_EQ(shared.value()[i].worst, (*fresh)[i].ends.worst) << where;
  }
  if (so_far.answers.empty()) {
    const Result<OptionsSummary> kept =
        scenario.ruleset().checked_options_summary(scenario.loaded(), *r.checked());
    const Result<OptionsSummary> made = scenario.ruleset().options_summary(scenario.loaded());
    EXPECT_TRUE(kept.ok() && made.ok()) << what;
    if (kept.ok() && made.ok()) {
      EXPECT_EQ(io::options_summary_text(kept.value()), io::options_summary_text(made.value()))
          << what;
    }
  }
  return true;
}

TEST(GcacwDecisionFigures, EachResolutionCountsOnTheTreeOfItsOwnScenario) {
  // Every GCACW example and two boards of stacks wandering through enemy hexes, their
  // resolutions alive at once and stepped in turn (the first option at each decision): a tree
  // kept for one scenario and read for another would show.
  std::vector<std::string> names;
  std::vector<skedaddle::Scenario> scenarios;
  for (const std::string& file : corpus::scenario_files()) {
    if (file.rfind("gcacw/", 0) != 0) continue;
    skedaddle::Scenario s = test::load_example(file);
    if (s.refusal()) continue;
    names.push_back(file);
    scenarios.push_back(std::move(s));
  }
  names.emplace_back("wandering 7 on 9");
  scenarios.push_back(parsed(test::gcacw_wandering_board(7, 9, 5)));
  names.emplace_back("wandering 13 on 7");
  scenarios.push_back(parsed(test::gcacw_wandering_board(13, 7, 4)));
  std::vector<skedaddle::Resolution> resolutions;
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    Result<skedaddle::Resolution> started = skedaddle::Resolution::start(scenarios[i]);
    ASSERT_TRUE(started.ok()) << names[i];
    resolutions.push_back(std::move(started).value());
  }
  int compared = 0;
  int later = 0;
  for (bool stepped = true; stepped;) {
    stepped = false;
    for (std::size_t i = 0; i < resolutions.size(); ++i) {
      skedaddle::Resolution& r = resolutions[i];
      if (r.pending() == nullptr) continue;
      if (!expect_figures_of_its_own_tree(scenarios[i], r, names[i])) continue;
      ++compared;
      if (!r.history().empty()) ++later;
      EXPECT_TRUE(r.answer(0).empty()) << names[i];
      stepped = true;
    }
  }
  RecordProperty("decisions", compared);
  EXPECT_GT(compared, 30);
  EXPECT_GT(later, 10);
}

}  // namespace
}  // namespace skedaddle::gcacw
