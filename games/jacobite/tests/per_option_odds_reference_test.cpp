// SPDX-License-Identifier: MIT
// The per-option odds (enumerate_odds_per_option) against a plain reference on random boards:
// every complete sequence of die faces, one face at a time (each 1/6), resolved by the engine
// with scripted dice, the option taken at the decision it names wherever that decision comes
// (known by who takes it, what is decided and where), `best` deciding the rest. No ChancePlan,
// no reading of rolls as "at least k of a face", no grouping by branches: the sums must agree
// to the last fraction, and so must the chance of the ways on which the decision never comes.
#include <gtest/gtest.h>

#include <any>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "jacobite/tests/random_scenario.hpp"
#include "odds/rational.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

using odds::Rational;

constexpr std::uint64_t kSeed = 0x7065'726f'7074'696fULL;  // "peroptio"
constexpr int kBoards = 300;
constexpr std::uint64_t kMostRuns = 8'000;  // per option: boards that need more are skipped

/// The decision an option names, and the option.
struct Named {
  Actor actor = Actor::owner;
  std::string topic;
  Place at{};
  Option option{};
};

/// One complete way of the dice: its faces, its chance, what became of the units.
struct Way {
  Rational chance;
  Fates fates;
  bool taken = false;  // the named option was taken on it
};

/// Resolves `s` with `faces` and the named option taken at its decision (`best` elsewhere).
/// Nothing when the faces run out before the resolution ends; `first` gets the first decision.
std::optional<Way> run(const io::LoadedScenario& loaded, const std::vector<int>& faces,
                       const std::optional<Named>& named, std::optional<Decision>* first) {
  std::vector<ScriptedFace> script;
  for (const int f : faces)
    script.push_back({f, ""});
  Dice dice = Dice::scripted(std::move(script));
  bool met = false;
  bool taken = false;
  ChooserDef def;
  def.kind = ChooserKind::callback;
  def.fallback = ChooserKind::best;
  def.callback = [&](const Decision& d) -> std::optional<std::size_t> {
    if (first && !*first) *first = d;
    if (!named || met || d.actor != named->actor || d.topic != named->topic || d.at != named->at) {
      return std::nullopt;
    }
    met = true;
    for (std::size_t i = 0; i < d.options.size(); ++i) {
      const Option& o = d.options[i];
      if (o.kind == named->option.kind && o.place == named->option.place &&
          o.value == named->option.value) {
        taken = true;
        return i;
      }
    }
    return std::nullopt;
  };
  Chooser chooser(def);
  Result<Outcome> out = resolve(io::game_of<Scenario>(loaded), dice, chooser);
  if (dice.error()) return std::nullopt;
  EXPECT_TRUE(out.ok());
  if (!out.ok()) return std::nullopt;
  Rational chance = 1;
  for (std::size_t i = 0; i < faces.size(); ++i)
    chance /= 6;
  const std::any erased = std::move(out).value();
  return Way{chance, loaded.ruleset->fates(loaded, erased), taken};
}

/// Every complete sequence of faces, depth first; false when more than kMostRuns are needed.
bool every_way(const io::LoadedScenario& loaded, const std::optional<Named>& named,
               std::vector<int>& faces, std::vector<Way>& ways, std::uint64_t& runs,
               std::optional<Decision>* first) {
  if (++runs > kMostRuns) return false;
  if (std::optional<Way> way = run(loaded, faces, named, first)) {
    ways.push_back(std::move(*way));
    return true;
  }
  for (int f = 1; f <= 6; ++f) {
    faces.push_back(f);
    const bool ok = every_way(loaded, named, faces, ways, runs, nullptr);
    faces.pop_back();
    if (!ok) return false;
  }
  return true;
}

/// The chance of each group of fates in `table`, exactly.
std::map<Fates, Rational> table_chances(const OddsTable& table) {
  std::map<Fates, Rational> out;
  for (const OddsOutcome& o : table.outcomes)
    out[o.fates] += odds::rational(o.probability);
  return out;
}

TEST(JacobitePerOptionOddsReference, EachOptionsTableIsTheBruteForceOverEveryFace) {
  const Ruleset* ruleset = find_ruleset("jacobite");
  ASSERT_NE(ruleset, nullptr);
  int compared = 0;
  int later = 0;  // boards where some way meets another decision before the named one
  test::for_random_boards(kSeed, kBoards, [&](std::mt19937_64& rng, int) -> std::string {
    io::LoadedScenario loaded;
    loaded.ruleset = ruleset;
    loaded.game = random_scenario(rng);
    const Scenario& s = io::game_of<Scenario>(loaded);
    if (!check(s).empty() || refusal(s)) return "";
    // The reference's named decision: the first one met when every die shows a 1.
    std::optional<Decision> first;
    std::vector<int> ones;
    while (!run(loaded, ones, std::nullopt, &first) && ones.size() < 40) {
      first.reset();
      ones.push_back(1);
    }
    if (!first || first->actor != Actor::owner) return "";
    const Result<std::vector<OptionOdds>> engine =
        enumerate_odds_per_option(loaded, {.chooser = ChooserKind::best});
    if (!engine.ok()) return "engine: " + engine.errors().front().message;
    if (engine.value().size() != first->options.size()) return "";  // another first decision
    std::string wrong;
    bool all_run = true;
    for (std::size_t i = 0; i < first->options.size() && wrong.empty(); ++i) {
      const OptionOdds& odds = engine.value()[i];
      const Option& o = first->options[i];
      if (odds.taken.kind != o.kind || odds.taken.place != o.place || odds.taken.value != o.value ||
          odds.option.rfind(std::string(first->topic) + ": ", 0) != 0) {
        return "";  // the engine's probe met another first decision
      }
      const Named named{first->actor, std::string(first->topic), first->at, o};
      std::vector<int> faces;
      std::vector<Way> ways;
      std::uint64_t runs = 0;
      if (!every_way(loaded, named, faces, ways, runs, nullptr)) {
        all_run = false;
        break;
      }
      std::map<Fates, Rational> reference;
      Rational not_met = 0;
      for (const Way& w : ways) {
        reference[w.fates] += w.chance;
        if (!w.taken) not_met += w.chance;
      }
      if (!odds.table.coverage.complete) {
        all_run = false;
        break;
      }
      if (reference != table_chances(odds.table)) wrong = "the table of " + odds.option;
      if (odds::rational(odds.not_met) != not_met) {
        wrong = "the chance that " + odds.option + " is not met: engine " + odds.not_met.fraction +
                ", reference " + odds::probability(not_met).fraction;
      }
      if (odds.after_chance) ++later;
    }
    if (all_run && wrong.empty()) ++compared;
    return wrong;
  });
  // Enough boards were small enough to brute-force, some with dice before the decision.
  EXPECT_GE(compared, 30);
  EXPECT_GE(later, 1);
}

}  // namespace
}  // namespace skedaddle::jacobite
