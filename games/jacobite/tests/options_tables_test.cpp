// SPDX-License-Identifier: MIT
// The option trees of `skedaddle-options/5` against an independent reference: for every example
// and random boards, the tables expanded (tests/support/option_trees.cpp) are exactly the nested
// trees the writer of `skedaddle-options/1` wrote straight from the engine's paths (kept here,
// unchanged but for its name and the leader heads' `stop_ruled_out` of /4); the tables hold each
// distinct subtree once; and the largest boards stay small.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "conformance/corpus.hpp"
#include "jacobite/io/names.hpp"
#include "jacobite/io/request_json.hpp"
#include "jacobite/rules/decisions.hpp"
#include "jacobite/tests/random_scenario.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/loaded_scenario.hpp"
#include "support/option_boards.hpp"
#include "support/option_trees.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

Json score_json(const Score& s) {
  return {
      {"units_lost", s.units_lost}, {"strength_lost", s.strength_lost}, {"distance", s.distance}};
}

struct PathsJson {
  const detail::JacobiteNamer& names;
  const jacobite::RetreatPaths& paths;

  Json node(int index) const {
    const jacobite::PathNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    Json out = {{"hex", names.hex(n.hex)},
                {"depth", n.depth},
                {"joins_leader", n.joins_leader},
                {"passes_leader", n.passes_leader},
                {"best", score_json(n.best)}};
    // A node where the retreat is over (all hexes made, or stopped on a lone leader) has no
    // steps to show.
    if (n.depth >= paths.hexes() || n.joins_leader) return out;
    Json steps = Json::array();
    for (const jacobite::PathStep& s : paths.steps(index)) {
      Json step = {{"hex", names.hex_or_dash(s.hex)},
                   {"dir", compass_name(s.dir, HexOrientation::pointy)}};
      if (s.blocked) {
        step["blocked"] = jacobite::blocked_text(*s.blocked);
        step["rule"] = jacobite::blocked_rule(*s.blocked);
      } else if (s.child >= 0) {
        step["then"] = node(s.child);
      }
      steps.push_back(std::move(step));
    }
    out["steps"] = std::move(steps);
    return out;
  }
};

struct LeaderJson {
  const detail::JacobiteNamer& names;
  const jacobite::LeaderPaths& paths;

  Json node(int index) const {
    const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    Json out = {{"hex", names.hex(n.hex)}, {"depth", n.depth}};
    if (index > 0) out["how"] = detail::leader_move_name(n.how);
    if (n.through) out["through"] = names.unit_name(*n.through);
    if (n.joins) out["joins"] = names.unit_name(*n.joins);
    out["can_stop"] = n.can_stop;
    // ALL-1: why he may not stop here (skedaddle-options/4 on), as `options` gives it.
    if (const std::optional<jacobite::RuledOut> why =
            jacobite::leader_stop_ruled_out(paths, index)) {
      out["stop_ruled_out"] = {{"blocked", why->reason}, {"rule", why->rule}};
    } else {
      out["stop_ruled_out"] = nullptr;
    }
    out["completes"] = n.completes;
    out["best"] = score_json(n.best);
    if (index > 0 && n.how == jacobite::LeaderMove::leave) return out;
    if (n.depth >= jacobite::kLeaderRetreatMax) return out;
    const int leave = paths.leave_child(index);
    bool leave_shown = false;
    Json steps = Json::array();
    for (const jacobite::LeaderStep& s : paths.steps(index)) {
      Json step = {{"hex", names.hex_or_dash(s.hex)},
                   {"dir", compass_name(s.dir, HexOrientation::pointy)},
                   {"how", detail::leader_move_name(s.how)}};
      if (s.blocked) {
        step["blocked"] = jacobite::blocked_text(*s.blocked);
        step["rule"] = jacobite::blocked_rule(*s.blocked);
      } else if (s.child >= 0) {
        step["then"] = node(s.child);
        leave_shown = leave_shown || s.child == leave;
      }
      steps.push_back(std::move(step));
    }
    out["steps"] = std::move(steps);
    if (leave >= 0 && !leave_shown) out["leave"] = node(leave);
    return out;
  }
};

/// The nested trees of `skedaddle-options/1`, as the writer wrote them before the tables.
std::string reference_options_json(const LoadedScenario& scenario,
                                   const jacobite::Preview& preview) {
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const detail::JacobiteNamer names(game);
  Json doc = {{"format", "skedaddle-options/1"},
              {"ruleset", ruleset_name(scenario)},
              {"scenario", scenario.name},
              {"request", detail::request_json(names, game.request)}};
  if (preview.ignore) {
    const jacobite::IgnoreAllowance& a = *preview.ignore;
    Json sources = Json::array();
    for (const jacobite::IgnoreReason& reason : a.sources) {
      sources.push_back({{"source", detail::ignore_source_name(reason.source)},
                         {"counts", reason.counts},
                         {"why", reason.why}});
    }
    doc["ignore"] = {{"flags", game.request.flags},
                     {"sources", std::move(sources)},
                     {"total", a.total},
                     {"cap", jacobite::kIgnoreCap},
                     {"allowed", a.allowed}};
  } else {
    doc["ignore"] = nullptr;
  }
  Json retreats = Json::array();
  for (const jacobite::Preview::Retreat& r : preview.retreats) {
    Json entry = {{"ignored", r.ignored},
                  {"hexes", r.paths.hexes()},
                  {"completed", r.paths.completed()},
                  {"blocks_lost", r.paths.blocks_lost()}};
    entry["tree"] = r.paths.nodes().empty() ? Json(nullptr) : PathsJson{names, r.paths}.node(0);
    retreats.push_back(std::move(entry));
  }
  doc["retreats"] = std::move(retreats);
  if (preview.leader && preview.leader_id) {
    const jacobite::LeaderPaths& paths = *preview.leader;
    Json leader = {{"leader", names.unit_name(*preview.leader_id)}, {"trapped", paths.trapped()}};
    leader["tree"] = paths.nodes().empty() ? Json(nullptr) : LeaderJson{names, paths}.node(0);
    doc["leader"] = std::move(leader);
  } else {
    doc["leader"] = nullptr;
  }
  Json candidates = Json::array();
  for (const UnitId id : preview.rally_candidates)
    candidates.push_back(names.unit_name(id));
  doc["rally_candidates"] = std::move(candidates);
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace
}  // namespace skedaddle::io

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;

io::LoadedScenario load(const std::string& text) {
  Result<io::LoadedScenario> r = io::load_scenario(text);
  // Thrown, not asserted: a wrong engine fails the test that met it, not the whole run.
  if (!r.ok()) throw std::runtime_error("test scenario must load: " + r.errors().front().message);
  return std::move(r).value();
}

TEST(JacobiteOptionsTables, ExpandToTheNestedTreesOfEveryExample) {
  int checked = 0;
  int leaders = 0;
  for (const std::string& file : corpus::scenario_files()) {
    if (file.rfind("jacobite/", 0) != 0) continue;
    const io::LoadedScenario s = load(*corpus::read_text(corpus::games_dir() / file));
    if (io::refusal(s)) continue;
    const jacobite::Preview preview = jacobite::preview(io::game_of<jacobite::Scenario>(s)).value();
    const Json doc = Json::parse(io::options_json(s, preview));
    for (const Json& r : doc.at("retreats"))
      test::expect_distinct_entries(r);
    if (doc.at("leader").is_object()) {
      test::expect_distinct_entries(doc.at("leader"));
      ++leaders;
    }
    EXPECT_EQ(test::expand_option_trees(doc), Json::parse(io::reference_options_json(s, preview)))
        << file;
    ++checked;
  }
  EXPECT_GT(checked, 20);
  EXPECT_GT(leaders, 0);
}

TEST(JacobiteOptionsTables, ExpandToTheNestedTreesOnRandomBoards) {
  int retreats = 0;
  int leaders = 0;
  test::for_random_boards(0x7472'6565'736aULL, 300, [&](std::mt19937_64& rng, int) {
    jacobite::Scenario game = jacobite::random_scenario(rng);
    if (!jacobite::check(game).empty() || jacobite::refusal(game)) return std::string();
    io::LoadedScenario s = test::loaded(std::move(game), "random");
    s.ruleset = find_ruleset("jacobite");
    const Result<jacobite::Preview> preview = jacobite::preview(io::game_of<jacobite::Scenario>(s));
    if (!preview.ok()) return std::string();
    const Json doc = Json::parse(io::options_json(s, preview.value()));
    for (const Json& r : doc.at("retreats"))
      test::expect_distinct_entries(r);
    retreats += static_cast<int>(doc.at("retreats").size());
    leaders += doc.at("leader").is_object();
    const Json want = Json::parse(io::reference_options_json(s, preview.value()));
    if (test::expand_option_trees(doc) == want) return std::string();
    return "the tables expand to other trees:\n" + doc.dump();
  });
  EXPECT_GT(retreats, 100);
  EXPECT_GT(leaders, 5);
}

TEST(JacobiteOptionsTables, TheLongRetreatStaysSmall) {
  const io::LoadedScenario s = load(test::jacobite_long_retreat_board());
  const jacobite::Preview preview = jacobite::preview(io::game_of<jacobite::Scenario>(s)).value();
  ASSERT_EQ(preview.retreats.size(), 3u);
  std::size_t bytes = 0;
  std::string text;
  io::write_options_json(s, preview, [&](std::string_view piece) {
    bytes += piece.size();
    text += piece;
  });
  // Three retreats of 2^14 paths each: 239 MB nested, 81 KB as tables.
  EXPECT_LT(bytes, 200'000u);
  // Their nodes are found alike by keys of the values each entry shows: no entry twice.
  // The document is kept: a range over a member of a temporary would outlive it.
  const Json doc = Json::parse(text);
  for (const Json& r : doc.at("retreats"))
    test::expect_distinct_entries(r);
}

}  // namespace
}  // namespace skedaddle
