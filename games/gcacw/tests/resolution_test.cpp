// SPDX-License-Identifier: MIT
// gcacw::Resolution, the kept resolution an AI's loop runs again and again: each run, written
// over the outcome of an earlier one with another chooser (longer or shorter, a failure), gives
// field by field what a fresh gcacw::resolve() gives with the same chooser, on every example of
// the corpus and on random boards; and it keeps the errors resolve() gives.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "conformance/corpus.hpp"
#include "gcacw/tests/bruteforce_reference.hpp"
#include "gcacw/tests/builder.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/event_text.hpp"
#include "support/light_tests.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

/// A unit with every field, for messages.
std::string unit_text(const Unit& u) {
  return u.id + " side " + std::to_string(static_cast<int>(u.side)) + " type " +
         std::to_string(static_cast<int>(u.type)) + " at " + test::label(u.hex) + " manpower " +
         std::to_string(u.manpower) + " fatigue " + std::to_string(u.fatigue) +
         (u.disorganized ? " disorganized" : "") + " status " +
         std::to_string(static_cast<int>(u.status));
}

/// What differs between a kept outcome and a fresh one, field by field; "" when nothing does.
std::string outcome_differences(const Outcome& kept, const Outcome& fresh) {
  std::string differs;
  const std::string kept_events = test::events_text(kept.events);
  const std::string fresh_events = test::events_text(fresh.events);
  if (kept_events != fresh_events) {
    differs += "events:\nkept:\n" + kept_events + "fresh:\n" + fresh_events;
  }
  if (kept.units.size() != fresh.units.size()) {
    differs += "units: " + std::to_string(kept.units.size()) + " against " +
               std::to_string(fresh.units.size()) + "\n";
  } else {
    for (std::size_t i = 0; i < kept.units.size(); ++i) {
      const std::string k = unit_text(kept.units[i]);
      const std::string f = unit_text(fresh.units[i]);
      if (k != f) differs += "unit " + std::to_string(i) + ": kept " + k + ", fresh " + f + "\n";
    }
  }
  if (kept.victory_points != fresh.victory_points) {
    differs += "victory points: " + std::to_string(kept.victory_points) + " against " +
               std::to_string(fresh.victory_points) + "\n";
  }
  if (kept.destroyed_in != fresh.destroyed_in) {
    const auto where = [](const std::optional<Hex>& h) {
      return h ? test::label(*h) : std::string("none");
    };
    differs += "destroyed_in: " + where(kept.destroyed_in) + " against " +
               where(fresh.destroyed_in) + "\n";
  }
  if (kept.declined != fresh.declined) {
    differs += "declined: \"" + kept.declined + "\" against \"" + fresh.declined + "\"\n";
  }
  return differs;
}

std::string errors_text(const Errors& errors) {
  std::string text;
  for (const Error& e : errors)
    text += e.pointer + ": " + e.message + "\n";
  return text;
}

/// A chooser, made afresh for each run from `def` (a callback's state starts anew in each copy).
struct ChooserCase {
  std::string name;
  ChooserDef def;
};

/// The def with its `stopped` writing the events it receives into `into`.
ChooserDef recording_stops(ChooserDef def, std::string& into) {
  def.stopped = [&into](std::span<const Event> so_far) {
    into = test::events_text(std::vector<Event>(so_far.begin(), so_far.end()));
  };
  return def;
}

/// A callback that picks option (5 * call + salt) mod n at its call number `call` (from 0).
ChooserDef varying_picks(std::uint64_t salt) {
  ChooserDef def{.kind = ChooserKind::callback};
  def.callback = [salt, call = std::uint64_t{0}](const Decision& d) mutable {
    return std::optional<std::size_t>((5 * call++ + salt) % d.options.size());
  };
  return def;
}

/// A callback that takes the last option until its call `stop_at` (from 0), where it makes no
/// choice: the resolution stops with an error there.
ChooserDef stops_at(int stop_at) {
  ChooserDef def{.kind = ChooserKind::callback};
  def.callback = [stop_at, call = 0](const Decision& d) mutable -> std::optional<std::size_t> {
    if (call++ == stop_at) return std::nullopt;
    return d.options.size() - 1;
  };
  return def;
}

/// The choices a successful outcome made, as a script records them.
std::vector<ScriptedChoice> recorded(const Outcome& out) {
  std::vector<ScriptedChoice> script;
  for (const Event& e : out.events) {
    if (const Chose* chose = std::get_if<Chose>(&e)) {
      script.push_back({chose->chosen.kind, chose->chosen.place, chose->chosen.value, ""});
    }
  }
  return script;
}

/// The choosers of one scenario: the policies, callbacks that pick varying options (one that
/// stops part way), and scripts (one that fits, one missing its last choice, one with a choice
/// too many), recorded from a run of `checked` with a varying callback.
std::vector<ChooserCase> chooser_cases(const Checked<Scenario>& checked, std::uint64_t salt) {
  std::vector<ChooserCase> cases = {
      {"best", {.kind = ChooserKind::best}},
      {"first", {.kind = ChooserKind::first}},
      {"random", {.kind = ChooserKind::random, .seed = salt}},
      {"varying picks", varying_picks(salt)},
      {"other varying picks", varying_picks(salt + 3)},
      {"stops at its second decision", stops_at(1)},
  };
  Chooser recorder(varying_picks(salt + 1));
  RetreatTree tree;
  const Result<Outcome> played = resolve(checked, recorder, tree);
  if (played.ok()) {
    std::vector<ScriptedChoice> script = recorded(played.value());
    cases.push_back({"script", {.kind = ChooserKind::script, .script = script}});
    std::vector<ScriptedChoice> longer = script;
    longer.push_back({OptionKind::stop, Place{}, 0, "/choices/99"});
    cases.push_back(
        {"script with a choice too many", {.kind = ChooserKind::script, .script = longer}});
    if (!script.empty()) {
      script.pop_back();
      cases.push_back({"script missing its last choice",
                       {.kind = ChooserKind::script, .script = std::move(script)}});
    }
  }
  return cases;
}

/// How many runs of the checks below wrote over a longer earlier outcome, or followed a failure.
struct Coverage {
  int runs = 0;
  int failures = 0;
  int after_longer = 0;
  int after_failure = 0;
};

/// Runs one Resolution of `checked` `rounds` times through its chooser cases, each round in
/// another order, each run against a fresh resolve() with the same chooser: what differs.
std::string runs_differ(const Checked<Scenario>& checked, std::uint64_t salt, int rounds,
                        Coverage& coverage) {
  const std::vector<ChooserCase> cases = chooser_cases(checked, salt);
  Resolution resolution(checked);
  Outcome unmoved;
  unmoved.units = checked->units;
  if (const std::string d = outcome_differences(resolution.outcome(), unmoved); !d.empty()) {
    return "before any run: " + d;
  }
  bool failed = false;
  std::size_t events_before = 0;
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t k = 0; k < cases.size(); ++k) {
      // In order, then backwards, then from the middle: each case after other ones.
      const std::size_t n = cases.size();
      const ChooserCase& c = cases[round % 2 == 1 ? n - 1 - k : (k + n / 2 * (round / 2)) % n];
      std::string fresh_stop;
      std::string kept_stop;
      Chooser fresh_chooser(recording_stops(c.def, fresh_stop));
      RetreatTree tree;
      const Result<Outcome> fresh = resolve(checked, fresh_chooser, tree);
      Chooser kept_chooser(recording_stops(c.def, kept_stop));
      const Errors errors = resolution.run(kept_chooser);
      const std::string where = "round " + std::to_string(round) + ", " + c.name + ": ";
      ++coverage.runs;
      if (failed) ++coverage.after_failure;
      if (!fresh.ok()) {
        if (errors != fresh.errors()) {
          return where + "errors differ: kept\n" + errors_text(errors) + "fresh\n" +
                 errors_text(fresh.errors());
        }
        if (kept_stop != fresh_stop) {
          return where + "the events so far differ: kept\n" + kept_stop + "fresh\n" + fresh_stop;
        }
        ++coverage.failures;
        failed = true;
        continue;
      }
      if (!errors.empty()) return where + "the run failed: " + errors_text(errors);
      if (const std::string d = outcome_differences(resolution.outcome(), fresh.value());
          !d.empty()) {
        return where + d;
      }
      if (!failed && events_before > fresh.value().events.size()) ++coverage.after_longer;
      events_before = fresh.value().events.size();
      failed = false;
    }
  }
  return "";
}

// Every example of the corpus (the requests the rules refuse left out: Checked refuses them).
TEST(GcacwResolution, EachRunOnACorpusExampleGivesWhatResolveGives) {
  int examples = 0;
  Coverage coverage;
  for (const std::string& file : corpus::scenario_files()) {
    if (file.rfind("gcacw/", 0) != 0) continue;
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    ASSERT_TRUE(loaded.ok()) << file;
    Result<Checked<Scenario>> checked =
        Checked<Scenario>::check(io::game_of<Scenario>(loaded.value()));
    if (!checked.ok()) continue;
    ++examples;
    const std::string differs =
        runs_differ(checked.value(), static_cast<std::uint64_t>(examples), 3, coverage);
    EXPECT_EQ(differs, "") << file;
  }
  EXPECT_GT(examples, 40);
  EXPECT_GT(coverage.after_longer, examples);
  EXPECT_GT(coverage.after_failure, examples);
}

TEST(GcacwResolution, EachRunOnARandomBoardGivesWhatResolveGives) {
  int boards = 0;
  Coverage coverage;
  test::for_random_boards(
      0x6763'6b65'7074ULL, test::scaled(300), [&](std::mt19937_64& rng, int board) {
        const Scenario s = ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 40)));
        Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
        if (!checked.ok()) return std::string();  // refused (ALL-3)
        ++boards;
        return runs_differ(checked.value(), static_cast<std::uint64_t>(board), 2, coverage);
      });
  EXPECT_GT(boards, test::scaled(200));
  EXPECT_GT(coverage.after_longer, test::scaled(200));
  EXPECT_GT(coverage.after_failure, test::scaled(200));
}

// Several Resolutions may share one tree (one per thread, as the odds' kept resolutions do).
TEST(GcacwResolution, ResolutionsSharingATreeGiveWhatResolveGives) {
  std::mt19937_64 rng(17);
  const Scenario s = ref::to_scenario(ref::random_scenario(rng, true));
  const Checked<Scenario> checked = Checked<Scenario>::check(s).value();
  auto tree = std::make_shared<RetreatTree>();
  tree->build(checked);
  Resolution one(checked, tree);
  Resolution two(checked, tree);
  for (int k = 0; k < 4; ++k) {
    Chooser a(varying_picks(static_cast<std::uint64_t>(k)));
    Chooser b(varying_picks(static_cast<std::uint64_t>(k) + 1));
    ASSERT_TRUE(one.run(a).empty());
    ASSERT_TRUE(two.run(b).empty());
    Chooser fresh_a(varying_picks(static_cast<std::uint64_t>(k)));
    Chooser fresh_b(varying_picks(static_cast<std::uint64_t>(k) + 1));
    RetreatTree own;
    EXPECT_EQ(outcome_differences(one.outcome(), resolve(checked, fresh_a, own).value()), "");
    EXPECT_EQ(outcome_differences(two.outcome(), resolve(checked, fresh_b, own).value()), "");
  }
  EXPECT_EQ(&one.tree(), tree.get());
}

// A tree too large is refused on every run, as resolve() refuses it (GC-9, kMaxTreeNodes).
TEST(GcacwResolution, ATreeTooLargeIsAnErrorOnEveryRun) {
  Scenario s = test::gcacw_board(12, 12);
  test::add_unit(s, "Hood", Side::second, UnitType::infantry, "0606", kMaxManpower);
  int n = 0;
  for (int i = 0; i < s.board.grid().size(); ++i) {
    const Hex h = s.board.grid().hex_at(i);
    if (h == test::hex("0606")) continue;
    test::add_unit(s, "U" + std::to_string(++n), Side::first, UnitType::infantry, test::label(h),
                   1);
  }
  s.request.hex = test::hex("0606");
  Resolution resolution(Checked<Scenario>::check(s).value());
  ASSERT_TRUE(resolution.tree().too_large());
  for (int k = 0; k < 2; ++k) {
    Chooser chooser(ChooserDef{.kind = ChooserKind::best});
    EXPECT_EQ(errors_text(resolution.run(chooser)), errors_text(Errors{too_large_error()}));
  }
}

}  // namespace
}  // namespace skedaddle::gcacw
