// SPDX-License-Identifier: MIT
// ALL-1 in `options --json` (skedaddle-options/4 on): a node where the retreat may not stop names
// why in its head's `stop_ruled_out`, the code of the reason in the document's legend
// `reasons`, after the neighbours' rejections (Rejection's nine codes, 0-8): 9 short of the
// minimum (GC-1), 10 an enemy-occupied hex (GC-9), 11 a lone enemy leader's hex under
// end_on_lone_enemy_leader false (GC-3), 12 adjacent to the start (GC-3); null where it may
// stop. The boards are those of rejected_test.cpp, worked by hand there with chart 1.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;

/// The options document of `text`, a GCACW scenario.
Json stop_reasons_doc(const std::string& text) {
  Result<io::LoadedScenario> r = io::load_scenario(text);
  if (!r.ok()) throw std::runtime_error("test scenario must load: " + r.errors().front().message);
  const io::LoadedScenario s = std::move(r).value();
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(io::game_of<gcacw::Scenario>(s)).empty());
  return Json::parse(io::options_json(s, tree));
}

/// Every `stop_ruled_out` among the heads of the nodes in `hex` after `depth` hexes, as JSON
/// text ("null", "9").
std::set<std::string> stop_codes_of(const Json& doc, const std::string& hex, int depth) {
  std::set<std::string> out;
  for (const Json& head : doc.at("heads")) {
    if (head.at("hex") == hex && head.at("depth") == depth)
      out.insert(head.at("stop_ruled_out").dump());
  }
  return out;
}

using StopCodes = std::set<std::string>;

TEST(GcacwOptionsStopReasons, TheLegendHasTheStopReasonsAfterTheRejections) {
  const Json doc = stop_reasons_doc(*corpus::read_text(
      corpus::games_dir() /
      "gcacw/examples/gc-03-lone-enemy-leader-hex-is-no-end-with-the-option.json"));
  const Json& reasons = doc.at("reasons");
  ASSERT_EQ(reasons.size(), 13U);
  EXPECT_EQ(reasons[8],
            Json::parse(R"j({"reason":"the retreat ends here: it has reached its maximum)j"
                        R"j( length, or the stack is destroyed here","rule":"GC-9"})j"));
  EXPECT_EQ(reasons[9], Json::parse(R"j({"reason":"the retreat may not stop before its minimum)j"
                                    R"j( length","rule":"GC-1"})j"));
  EXPECT_EQ(reasons[10], Json::parse(R"j({"reason":"a retreat may not end in an enemy-occupied)j"
                                     R"j( hex","rule":"GC-9"})j"));
  EXPECT_EQ(reasons[11],
            Json::parse(R"j({"reason":"a retreat may not end in a lone enemy leader's)j"
                        R"j( hex (option end_on_lone_enemy_leader)","rule":"GC-3"})j"));
  EXPECT_EQ(reasons[12], Json::parse(R"j({"reason":"a retreat may not end adjacent to its start)j"
                                     R"j( hex","rule":"GC-3"})j"));
}

// GC-3 with end_on_lone_enemy_leader false: Garnett retreats 2-4 east along a one-row corridor
// from 0201; Hancock, a lone Union leader, stands in 0601. 0201 (start) and 0301 (1 hex) are
// short of the minimum; 0401 (2) and 0501 (3) are ends; 0601 (4) is Hancock's hex; 0701 (5, the
// extension past him) an end.
TEST(GcacwOptionsStopReasons, ALoneEnemyLeadersHexAndTheMinimum) {
  const Json doc = stop_reasons_doc(*corpus::read_text(
      corpus::games_dir() /
      "gcacw/examples/gc-03-lone-enemy-leader-hex-is-no-end-with-the-option.json"));
  EXPECT_EQ(doc.at("format"), "skedaddle-options/5");
  EXPECT_EQ(stop_codes_of(doc, "0201", 0), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "0301", 1), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "0401", 2), StopCodes{"null"});
  EXPECT_EQ(stop_codes_of(doc, "0501", 3), StopCodes{"null"});
  EXPECT_EQ(stop_codes_of(doc, "0601", 4), StopCodes{"11"});
  EXPECT_EQ(stop_codes_of(doc, "0701", 5), StopCodes{"null"});
  // The same board with the default option: Hancock's hex is an end (GC-3, audit Q4).
  Json scenario = Json::parse(*corpus::read_text(
      corpus::games_dir() /
      "gcacw/examples/gc-03-lone-enemy-leader-hex-is-no-end-with-the-option.json"));
  scenario.erase("options");
  scenario.erase("choices");
  EXPECT_EQ(stop_codes_of(stop_reasons_doc(scenario.dump()), "0601", 4), StopCodes{"null"});
}

// rejected_test.cpp's beside_the_start: a normal retreat (2-4) from 0505 attacked from 0504,
// 0606, 0507 and 0406 impassable, Pender in 0805. The root and every hex after one step are
// short of the minimum (GC-1); 0605 after 0506 (2 hexes) touches the start (GC-3), and so does
// 0604 after 0506, 0605 (3 hexes: 0505's NE neighbour); 0705 after them is two from 0505 and
// may end.
TEST(GcacwOptionsStopReasons, BesideTheStart) {
  const Json doc = stop_reasons_doc(R"j({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw", "name": "beside the start",
    "board": {"columns": 10, "rows": 10,
              "terrain": {"0606": "impassable", "0507": "impassable", "0406": "impassable"}},
    "units": [
      {"id": "Iron Brigade", "side": "union", "type": "infantry", "hex": "0505", "manpower": 20},
      {"id": "Heth", "side": "confederate", "type": "infantry", "hex": "0504", "manpower": 6},
      {"id": "Pender", "side": "confederate", "type": "infantry", "hex": "0805", "manpower": 6}
    ],
    "request": {"kind": "retreat", "hex": "0505", "active": ["Heth"]}
  })j");
  EXPECT_EQ(stop_codes_of(doc, "0505", 0), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "0506", 1), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "0605", 1), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "0405", 1), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "0605", 2), StopCodes{"12"});
  EXPECT_EQ(stop_codes_of(doc, "0604", 3), StopCodes{"12"});
  EXPECT_EQ(stop_codes_of(doc, "0705", 3), StopCodes{"null"});
}

// rejected_test.cpp's through_the_enemy: A retreats (2-4) from the corner 0101 attacked by E
// from 0201; 0202 impassable; F in 0103. 0102 (1 hex) is short of the minimum; 0103 (2 hexes)
// is F's hex, no end (GC-9); 0104 (3 hexes) may end.
TEST(GcacwOptionsStopReasons, AnEnemyOccupiedHex) {
  const Json doc = stop_reasons_doc(R"j({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw", "name": "through the enemy",
    "board": {"columns": 6, "rows": 6, "terrain": {"0202": "impassable"}},
    "units": [
      {"id": "A", "side": "union", "type": "infantry", "hex": "0101", "manpower": 20},
      {"id": "E", "side": "confederate", "type": "infantry", "hex": "0201", "manpower": 4},
      {"id": "F", "side": "confederate", "type": "infantry", "hex": "0103", "manpower": 4}
    ],
    "request": {"kind": "retreat", "hex": "0101", "active": ["E"]}
  })j");
  EXPECT_EQ(stop_codes_of(doc, "0102", 1), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "0103", 2), StopCodes{"10"});
  EXPECT_EQ(stop_codes_of(doc, "0104", 3), StopCodes{"null"});
}

}  // namespace
}  // namespace skedaddle
