// SPDX-License-Identifier: MIT
// The preview paths, rally badges and losses of the pictures of random battlefields (the
// examples' test is tests/conformance/outcome_pictures_test.cpp), read back as hexes and
// numbers (support/jacobite_marks.hpp): each preview step drawn, with and without the outcome,
// is a step of the options' tree and each step of it is drawn; each rally badge has the dice
// and verdicts of its unit's checks in that hex and stands on it; each "−N" is on the hex of a
// unit that lost N blocks, and every loss is labelled. Rally cascades (JR-7, JR-8), lone
// leaders' retreats (JR-9), losses on the retreat (JR-5), on small boards half the time.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <string>

#include "jacobite/tests/random_scenario.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/jacobite_marks.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteMarksPicture, EveryPreviewPathRallyBadgeAndLossOfARandomBattlefieldIsItsJsons) {
  int drawn = 0;
  test::for_random_boards(0x6d61'726b'736aULL, test::scaled(200),
                          [&drawn](std::mt19937_64& rng, int) {
                            const bool small = test::chance(rng, 50);
                            const int columns = small ? test::between(rng, 1, 4) : 13;
                            const int rows = small ? test::between(rng, 2, 4) : 11;
                            const Scenario game = random_scenario(rng, columns, rows);
                            io::LoadedScenario s = test::loaded(game, "random");
                            s.ruleset = find_ruleset("jacobite");
                            // Each unit's hex named as the outcome's JSON names it ("F6").
                            const auto name = io::place_names(s);
                            std::map<std::string, std::string> starts;
                            for (const Unit& u : game.units)
                              starts[u.id] = name(Place{u.hex});
                            const std::optional<std::string> differences =
                                test::jacobite_picture_differences(s, starts);
                            drawn += differences ? 1 : 0;
                            return differences.value_or("");
                          });
  EXPECT_GT(drawn, test::scaled(200) / 4);
}

}  // namespace
}  // namespace skedaddle::jacobite
