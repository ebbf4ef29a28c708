// SPDX-License-Identifier: MIT
// The routs and units of the pictures of random battles (the examples' test is
// tests/conformance/outcome_pictures_test.cpp): each rout arrow read back from the picture
// starts in its unit's square, points along the direction of the outcome's "routed" event and
// toward the neighbour's label naming its `to`, past the map's edge, its label "X routed to Y"
// naming the event's unit and `to` by the arrow, on no other unit's square; each unit is drawn
// where the outcome's JSON puts it (support/outcome_pictures.hpp). Routs, end of battle and
// retreats, on the tactical map's 15 x 15 and on small maps.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <string>

#include "gitm/tests/random_battle.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/outcome_pictures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmRoutPicture, EveryRoutAndUnitOfARandomBattleIsDrawnWhereItsJsonSays) {
  int routs = 0;
  test::for_random_boards(
      0x726f'7574'7069ULL, test::scaled(200), [&routs](std::mt19937_64& rng, int) {
        const bool small = test::chance(rng, 30);
        const int columns = small ? test::between(rng, 1, 4) : 15;
        const int rows = small ? test::between(rng, 1, 4) : 15;
        const Scenario game = test::gi_random_battle(rng, columns, rows);
        std::map<std::string, std::string> starts;
        for (const Unit& u : game.units)
          starts[u.id] = std::to_string(u.square.col) + "-" + std::to_string(u.square.row);
        io::LoadedScenario s = test::loaded(game, "random");
        s.ruleset = find_ruleset("gitm");
        const std::optional<test::DrawnOutcome> picture = test::drawn_outcome(s);
        if (!picture) return std::string();
        if (picture->svg.empty()) return picture->outcome_json;
        if (picture->outcome_json.find("\"type\": \"routed\"") != std::string::npos) ++routs;
        return test::gitm_rout_picture_differences(picture->svg, picture->outcome_json, starts);
      });
  EXPECT_GT(routs, test::scaled(200) / 20);
}

}  // namespace
}  // namespace skedaddle::gitm
