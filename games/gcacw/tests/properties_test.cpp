// SPDX-License-Identifier: MIT
// Properties of resolved GCACW retreats over random boards, checked against the naive reference:
// legal end hex, no revisits, chart losses, every unit accounted for, replayable (GC-1..GC-11).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "support/event_text.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

using ref::Reference;
using ref::RefPath;
using ref::RefResult;
using ref::RefScenario;
using ref::RefStep;

constexpr std::uint64_t kPropertySeed = 0x7072'6f70'6572'7479ULL;  // "property"
constexpr int kPropertyBoards = 400;

std::string place_text(const Place& p) {
  return ref::hex_text(std::get<Hex>(p));
}

std::string chart_text(const ChartStep& s) {
  std::ostringstream o;
  o << "chart " << s.chart << " row " << s.row << " prio " << s.priority << " loss " << s.loss
    << " road " << s.road << " friendly " << s.friendly << " more " << s.more_distant << " zoc "
    << s.zoc << " enemy " << s.enemy << " override " << s.override_step;
  return o.str();
}

std::string events_text(const Outcome& out) {
  return test::events_text(out.events, place_text);
}

struct Score3 {
  int units_lost = 0;
  int loss = 0;
  int distance = 0;
  bool operator<(const Score3& o) const {  // "better than" (ALL-1)
    if (units_lost != o.units_lost) return units_lost < o.units_lost;
    if (loss != o.loss) return loss < o.loss;
    return distance > o.distance;
  }
};

// Every property of one resolved retreat; returns the problems found (empty when none).
std::string check_outcome(const RefScenario& rs, const Reference& reference, const RefResult& want,
                          const Outcome& out, ChooserKind kind) {
  std::ostringstream problems;
  const std::vector<int>& stack = reference.stack();
  const std::set<int> in_stack(stack.begin(), stack.end());
  const Hex start = rs.request.hex;

  // Every unit accounted for: on the map, or exactly one UnitRemoved with its fate (DESIGN).
  if (out.units.size() != rs.units.size()) {
    problems << "outcome has " << out.units.size() << " units, scenario " << rs.units.size()
             << "\n";
    return problems.str();
  }
  std::map<std::uint32_t, std::vector<Fate>> removed;
  for (const Event& e : out.events) {
    if (const auto* r = std::get_if<UnitRemoved>(&e)) removed[index_of(r->unit)].push_back(r->fate);
  }
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    const Unit& u = out.units[i];
    const auto it = removed.find(static_cast<std::uint32_t>(i));
    const std::size_t n = it == removed.end() ? 0 : it->second.size();
    if (u.status == Status::on_map && n != 0) {
      problems << "unit #" << i << " is on the map but was removed\n";
    } else if (u.status != Status::on_map) {
      const Fate f = u.status == Status::eliminated ? Fate::eliminated : Fate::surrendered;
      if (n != 1 || it->second.front() != f) {
        problems << "unit #" << i << " left play without exactly one matching UnitRemoved\n";
      }
    }
    if (!in_stack.count(static_cast<int>(i))) {  // bystanders are untouched
      const Unit& before = rs.units[i];
      if (u.hex != before.hex || u.manpower != before.manpower || u.status != before.status ||
          u.fatigue != before.fatigue) {
        problems << "unit #" << i << " is not in the retreating stack but changed\n";
      }
    }
  }

  int combat_in_stack = 0;
  for (int i : stack)
    combat_in_stack += rs.units[static_cast<std::size_t>(i)].is_combat();

  if (!want.saves && rs.request.kind == RetreatKind::defender_option) {
    // GC-1: a voluntary retreat no path completes, even with one override, or whose every
    // completing path destroys the stack (settled on 2026-11-28), is not taken: nobody moves,
    // nothing surrenders, and the outcome says why.
    for (int i : stack) {
      const Unit& before = rs.units[static_cast<std::size_t>(i)];
      const Unit& after = out.units[static_cast<std::size_t>(i)];
      if (after.status != Status::on_map || after.hex != before.hex ||
          after.manpower != before.manpower || after.fatigue != before.fatigue) {
        problems << "unit #" << i << " changed although the option was not taken (GC-1)\n";
      }
    }
    if (out.declined.empty() || out.victory_points != 0) {
      problems << "a declined option gives no reason or gives victory points (GC-1)\n";
    }
    return problems.str();
  }
  if (want.surrenders) {  // GC-11: every unit, leaders included; surrender_vp per combat unit
    for (int i : stack) {
      if (out.units[static_cast<std::size_t>(i)].status != Status::surrendered) {
        problems << "unit #" << i << " did not surrender although no path completes (GC-11)\n";
      }
    }
    if (out.victory_points != rs.options.surrender_vp * combat_in_stack) {
      problems << "victory points " << out.victory_points << ", expected "
               << rs.options.surrender_vp * combat_in_stack << " (GC-11)\n";
    }
    return problems.str();
  }
  if (out.victory_points != 0) {
    problems << "victory points " << out.victory_points << " without a surrender (GC-11)\n";
  }

  // The path: Moved events chain from the start hex; each step is classified like the
  // reference's; StrengthLost amounts are the chart loss of the step just taken (GC-8).
  std::vector<Hex> path{start};
  int step_loss = 0;
  int total_loss = 0;
  std::map<std::uint32_t, int> lost;
  for (const Event& e : out.events) {
    if (const auto* m = std::get_if<Moved>(&e)) {
      if (m->path.empty() || std::get<Hex>(m->path.front()) != path.back()) {
        problems << "a Moved event does not start where the stack stands\n";
        return problems.str();
      }
      step_loss = 0;
      for (std::size_t k = 1; k < m->path.size(); ++k) {
        const Hex from = path.back();
        const Hex to = std::get<Hex>(m->path[k]);
        if (!adjacent(from, to) || !reference.legal(from, to, path)) {
          problems << "illegal step " << ref::hex_text(from) << " -> " << ref::hex_text(to)
                   << " (GC-3)\n";
          return problems.str();
        }
        const RefStep st = reference.classify(from, to);
        step_loss += st.loss;
        path.push_back(to);
        if (m->chart && m->path.size() == 2 &&
            (m->chart->chart != st.chart || m->chart->row != st.row ||
             m->chart->priority != st.priority || m->chart->loss != st.loss)) {
          problems << "step into " << ref::hex_text(to) << " reported as " << chart_text(*m->chart)
                   << ", reference chart " << st.chart << " row " << st.row << " loss " << st.loss
                   << " (GC-6..GC-8)\n";
        }
      }
      total_loss += step_loss;
    } else if (const auto* l = std::get_if<StrengthLost>(&e)) {
      const bool clamped = l->amount < step_loss && l->remaining <= 0;
      if (l->amount <= 0 || (l->amount != step_loss && !clamped)) {
        problems << "unit #" << index_of(l->unit) << " lost " << l->amount
                 << " on a step whose chart loss is " << step_loss << " (GC-8)\n";
      }
      lost[index_of(l->unit)] += l->amount;
    }
  }
  const Hex end = path.back();
  const bool destroyed = out.destroyed_in.has_value();
  if (destroyed && *out.destroyed_in != end) {
    problems << "the stack is reported destroyed in " << ref::hex_text(*out.destroyed_in)
             << " but the trace ends in " << ref::hex_text(end) << " (GC-9)\n";
  }
  if (std::set<Hex>(path.begin(), path.end()).size() != path.size()) {
    problems << "the path revisits a hex: " << ref::path_text(path) << " (GC-3)\n";
  }
  if (!destroyed && reference.enemy_occupied(end)) {
    problems << "the retreat ends in enemy-occupied " << ref::hex_text(end) << " (GC-9)\n";
  }
  // A surviving stack walks a whole completing path; a destroyed one walks a fatal completing
  // path up to the hex where its last combat unit died (GC-9; the way on is not walked, GC-8).
  const auto walked = [&](const RefPath& p) {
    if (!destroyed) return p.died_at < 0 && p.hexes == path;
    return p.died_at >= 0 && static_cast<std::size_t>(p.died_at) + 2 == path.size() &&
           std::equal(path.begin(), path.end(), p.hexes.begin());
  };
  const auto chosen = std::find_if(want.paths.begin(), want.paths.end(), walked);
  if (chosen == want.paths.end()) {
    problems << "the path " << ref::path_text(path) << (destroyed ? " (stack destroyed)" : "")
             << " is not a completing path of the rulings (GC-7, GC-9, GC-10)\n";
  }

  // Losses and fates of the stack (GC-2, GC-8), leaders with their stack (GC-2).
  for (int i : stack) {
    const Unit& before = rs.units[static_cast<std::size_t>(i)];
    const Unit& after = out.units[static_cast<std::size_t>(i)];
    const std::uint32_t id = static_cast<std::uint32_t>(i);
    if (destroyed) {  // every unit of the stack, leaders included, is gone (GC-2, GC-9)
      if (after.status != Status::eliminated) {
        problems << "unit #" << i << " is not eliminated although the stack was destroyed\n";
      }
      // A unit dies where the loss first reaches its manpower, the last one (and the leaders)
      // where the stack is destroyed.
      if (std::find(path.begin() + 1, path.end(), after.hex) == path.end() ||
          (!before.is_combat() && after.hex != end) ||
          (before.is_combat() && before.manpower > total_loss - step_loss && after.hex != end)) {
        problems << "unit #" << i << " was eliminated in " << ref::hex_text(after.hex)
                 << ", not where its manpower ran out on " << ref::path_text(path) << "\n";
      }
      continue;
    }
    if (!before.is_combat() || before.manpower > total_loss) {
      if (after.status != Status::on_map || after.hex != end) {
        problems << "unit #" << i << " should stand in " << ref::hex_text(end) << "\n";
      }
      if (before.is_combat() &&
          (after.manpower != before.manpower - total_loss || lost[id] != total_loss)) {
        problems << "unit #" << i << " has manpower " << after.manpower << " (lost " << lost[id]
                 << "), expected " << before.manpower - total_loss << " (GC-8)\n";
      }
      if (before.is_combat() && total_loss > 0 && !after.disorganized) {
        problems << "unit #" << i << " lost manpower but is not disorganized (GC-2)\n";
      }
    } else if (after.status != Status::eliminated) {
      problems << "unit #" << i << " with manpower " << before.manpower << " survived a loss of "
               << total_loss << " (GC-2)\n";
    }
    if (before.is_combat() && after.status == Status::on_map) {
      const bool tired = rs.request.kind == RetreatKind::defender_option && rs.request.no_effect;
      const int fatigue = tired ? std::min(4, before.fatigue + 1) : before.fatigue;
      if (after.fatigue != fatigue) {
        problems << "unit #" << i << " fatigue " << after.fatigue << ", expected " << fatigue
                 << " (GC-1)\n";
      }
    }
    if (!before.is_combat() && after.fatigue != 0) {
      problems << "leader #" << i << " has fatigue " << after.fatigue << " (GC-1: none)\n";
    }
  }

  // ALL-1: `best` reaches the best end of all: fewest units lost, least loss, farthest away.
  if (kind == ChooserKind::best && chosen != want.paths.end()) {
    auto score = [&](const RefPath& p) {
      if (p.died_at >= 0) {  // every unit lost, scored where the stack died (GC-9)
        int manpower = 0;
        for (int i : stack)
          manpower += rs.units[static_cast<std::size_t>(i)].manpower;
        return Score3{
            static_cast<int>(stack.size()), manpower,
            reference.nearest_enemy_distance(p.hexes[static_cast<std::size_t>(p.died_at) + 1])};
      }
      return Score3{reference.eliminated_by(p.loss), p.loss,
                    reference.nearest_enemy_distance(p.hexes.back())};
    };
    Score3 top = score(want.paths.front());
    for (const RefPath& p : want.paths)
      top = std::min(top, score(p));
    const Score3 got = score(*chosen);
    if (top < got) {
      problems << "best chose a path with " << got.units_lost << " lost, loss " << got.loss
               << ", distance " << got.distance << "; the best has " << top.units_lost
               << " lost, loss " << top.loss << ", distance " << top.distance << " (ALL-1)\n";
    }
  }
  return problems.str();
}

// GC-1..GC-11, ALL-1: whatever the chooser, a resolved retreat follows one of the completing
// paths, loses exactly the chart losses and accounts for every unit; `best` finds the best end.
TEST(GcacwProperties, ResolvedRetreatsObeyTheRulings) {
  int resolved = 0;
  test::for_random_boards(
      kPropertySeed, kPropertyBoards, [&](std::mt19937_64& rng, int i) -> std::string {
        const RefScenario rs = ref::random_scenario(rng);
        const Scenario scenario = ref::to_scenario(rs);
        if (!check(scenario).empty() || refusal(scenario)) return "";  // bad, or refused (ALL-3)
        const Reference reference(rs);
        const RefResult want = reference.solve(4000);
        if (want.too_big) return "";
        std::string report;
        for (ChooserKind kind : {ChooserKind::first, ChooserKind::best, ChooserKind::random}) {
          Chooser chooser(ChooserDef{kind, static_cast<std::uint64_t>(i) * 7919U + 17U, {}});
          const Result<Outcome> out = resolve(scenario, chooser);
          if (!out.ok()) {
            if (report.empty()) {
              report = "chooser " + std::string(chooser_name(kind)) +
                       ": resolve failed: " + out.errors().front().message + "\n" +
                       ref::describe(rs);
            }
            continue;
          }
          ++resolved;
          const std::string problems = check_outcome(rs, reference, want, out.value(), kind);
          if (!problems.empty() && report.empty()) {
            report = "chooser " + std::string(chooser_name(kind)) + ":\n" + problems +
                     ref::describe(rs) + "events:\n" + events_text(out.value());
          }
        }
        return report;
      });
  EXPECT_GT(resolved, kPropertyBoards * 2);
}

// GC-1: the defender's retreat option may override like any retreat; when no path completes it
// even so, or every path that completes it destroys the stack (settled on 2026-11-28), it is
// not taken: nobody moves, nothing surrenders (GC-11 does not apply), and the outcome says why.
TEST(GcacwProperties, DefenderOptionWithoutSavingPathIsDeclined) {
  int seen = 0;
  int fatal = 0;  // declined although a (fatal) path completes it
  // Twenty boards are enough: the rest are not drawn.
  test::for_random_boards(
      kPropertySeed + 2, kPropertyBoards * 4, [&](std::mt19937_64& rng, int) -> std::string {
        if (seen >= 40 && fatal >= 10) return "";
        RefScenario rs = ref::random_scenario(rng, true);
        if (rs.request.kind != RetreatKind::defender_option) return "";
        const Scenario scenario = ref::to_scenario(rs);
        if (!check(scenario).empty() || refusal(scenario)) return "";  // bad, or refused (ALL-3)
        const Reference reference(rs);
        const RefResult want = reference.solve(4000);
        if (want.too_big || want.saves) return "";
        ++seen;
        fatal += want.surrenders ? 0 : 1;
        Chooser chooser(ChooserDef{ChooserKind::first, 0, {}});
        const Result<Outcome> out = resolve(scenario, chooser);
        if (!out.ok()) return "resolve failed: " + out.errors().front().message;
        for (std::size_t u = 0; u < scenario.units.size(); ++u) {
          EXPECT_EQ(out.value().units[u].status, Status::on_map) << ref::describe(rs);
          EXPECT_EQ(out.value().units[u].hex, scenario.units[u].hex) << ref::describe(rs);
          EXPECT_EQ(out.value().units[u].fatigue, scenario.units[u].fatigue) << ref::describe(rs);
        }
        EXPECT_EQ(out.value().victory_points, 0);
        EXPECT_FALSE(out.value().declined.empty());
        int messages = 0;
        for (const Event& e : out.value().events)
          messages += std::holds_alternative<Message>(e);
        EXPECT_EQ(messages, 1);
        return "";
      });
  EXPECT_GT(seen, 0);
  EXPECT_GT(fatal, 0);
}

// ALL-2 / DESIGN determinism: the same scenario and chooser seed give the same events.
TEST(GcacwProperties, SameSeedGivesSameOutcome) {
  int compared = 0;
  test::for_random_boards(
      kPropertySeed + 1, kPropertyBoards / 2, [&](std::mt19937_64& rng, int i) -> std::string {
        const RefScenario rs = ref::random_scenario(rng);
        const Scenario scenario = ref::to_scenario(rs);
        if (!check(scenario).empty() || refusal(scenario)) return "";  // bad, or refused (ALL-3)
        for (ChooserKind kind : {ChooserKind::first, ChooserKind::best, ChooserKind::random}) {
          const std::uint64_t seed = static_cast<std::uint64_t>(i) * 104729U + 3U;
          Chooser a(ChooserDef{kind, seed, {}});
          Chooser b(ChooserDef{kind, seed, {}});
          const Result<Outcome> x = resolve(scenario, a);
          const Result<Outcome> y = resolve(scenario, b);
          if (!x.ok() || !y.ok()) return "resolve failed\n" + ref::describe(rs);
          if (events_text(x.value()) != events_text(y.value())) {
            return "chooser " + std::string(chooser_name(kind)) + ": the events differ\n" +
                   ref::describe(rs);
          }
          ++compared;
        }
        return "";
      });
  EXPECT_GT(compared, kPropertyBoards);
}

}  // namespace
}  // namespace skedaddle::gcacw
