// SPDX-License-Identifier: MIT
// ALL-1 in `options --json` (skedaddle-options/4 on): a lone leader's node where he may not stop
// names why in its head's `stop_ruled_out`, the code of the reason in the document's legend
// `reasons`, after the ways a step is blocked (Blocked's eight codes, 0-7): 8 he has not moved
// yet, 9 he escaped into an enemy's hex, 10 another leader's hex (JR-9); null where he may stop.
// A unit's retreat has no stop to rule out: it makes its hexes or falls short (JR-4, JR-5), and
// a hex it may pass but not end in is its head's `passes_leader` and the step's `blocked`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;
using StopCodes = std::set<std::string>;

Json stop_reasons_doc(const std::string& text) {
  Result<io::LoadedScenario> r = io::load_scenario(text);
  if (!r.ok()) throw std::runtime_error("test scenario must load: " + r.errors().front().message);
  const io::LoadedScenario s = std::move(r).value();
  const jacobite::Preview preview = jacobite::preview(io::game_of<jacobite::Scenario>(s)).value();
  return Json::parse(io::options_json(s, preview));
}

/// Every `stop_ruled_out` among the leader's heads in `hex` after `depth` hexes, as JSON text.
std::set<std::string> stop_codes_of(const Json& doc, const std::string& hex, int depth) {
  std::set<std::string> out;
  for (const Json& head : doc.at("leader").at("heads")) {
    if (head.at("hex") == hex && head.at("depth") == depth)
      out.insert(head.at("stop_ruled_out").dump());
  }
  return out;
}

// docs/format.md's murray-alone: Lord George Murray, alone in C3, retreats up (rows count from 1
// at the top; from an odd row his rear hexes are his column and the one to the left). C2 is
// impassable; B2 holds Ogilvy (he may stop and attach); from B2 (even row) B1 holds Perth, a
// leader: no end there; C1 is free: an end.
TEST(JacobiteOptionsStopReasons, NotYetMovedAndAnotherLeadersHex) {
  const Json doc = stop_reasons_doc(R"j({
    "format": "skedaddle-scenario/1", "ruleset": "jacobite", "name": "Murray alone",
    "board": {"rows": 6, "columns": 6, "baselines": {"government": "bottom", "jacobite": "top"},
              "terrain": {"C2": "impassable"}},
    "units": [
      {"id": "Lord George Murray", "side": "jacobite", "type": "leader", "hex": "C3"},
      {"id": "Ogilvy", "side": "jacobite", "type": "lowland", "hex": "B2"},
      {"id": "Perth", "side": "jacobite", "type": "leader", "hex": "B1"},
      {"id": "Cobham's Dragoons", "side": "government", "type": "cavalry", "hex": "C4"}
    ],
    "request": {"kind": "leader_attacked", "leader": "Lord George Murray", "combat": "melee",
                "dice": 2}
  })j");
  EXPECT_EQ(doc.at("format"), "skedaddle-options/5");
  const Json& reasons = doc.at("reasons");
  ASSERT_EQ(reasons.size(), 11U);
  EXPECT_EQ(reasons[7], Json::parse(R"j({"blocked":"every way on ends where the leader may not)j"
                                    R"j( stop","rule":"JR-9"})j"));
  EXPECT_EQ(reasons[8], Json::parse(R"j({"blocked":"a lone leader must retreat at least one)j"
                                    R"j( hex","rule":"JR-9"})j"));
  EXPECT_EQ(reasons[9], Json::parse(R"j({"blocked":"a lone leader may not end his retreat on an)j"
                                    R"j( enemy","rule":"JR-9"})j"));
  EXPECT_EQ(reasons[10], Json::parse(R"j({"blocked":"a lone leader may not end his retreat on)j"
                                     R"j( another leader","rule":"JR-9"})j"));
  EXPECT_EQ(stop_codes_of(doc, "C3", 0), StopCodes{"8"});
  EXPECT_EQ(stop_codes_of(doc, "B2", 1), StopCodes{"null"});
  EXPECT_EQ(stop_codes_of(doc, "B1", 2), StopCodes{"10"});
  EXPECT_EQ(stop_codes_of(doc, "C1", 2), StopCodes{"null"});
}

// jr-09-lone-leader-escapes-through-enemy-unit: Murray in G6 (even row: rear G5, H5), both held
// by enemy units: he escapes through one and may not stop there; from G5 (odd row: F4, G4) or
// H5 (G4, H4) the hexes are free: ends.
TEST(JacobiteOptionsStopReasons, AnEnemysHexHeEscapedThrough) {
  const Json doc = stop_reasons_doc(*corpus::read_text(
      corpus::games_dir() / "jacobite/examples/jr-09-lone-leader-escapes-through-enemy-unit.json"));
  EXPECT_EQ(stop_codes_of(doc, "G6", 0), StopCodes{"8"});
  EXPECT_EQ(stop_codes_of(doc, "G5", 1), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "H5", 1), StopCodes{"9"});
  EXPECT_EQ(stop_codes_of(doc, "H4", 2), StopCodes{"null"});
  EXPECT_EQ(stop_codes_of(doc, "G4", 2), StopCodes{"null"});
}

}  // namespace
}  // namespace skedaddle
