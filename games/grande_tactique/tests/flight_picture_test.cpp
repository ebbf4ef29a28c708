// SPDX-License-Identifier: MIT
// The flights of the pictures of random Grande Tactique tables (the examples' test is
// tests/conformance/outcome_pictures_test.cpp): each move's route read back from the picture,
// its points and arcs against the outcome's "moved" events in the table's inches by the
// picture's own scale; each final base's corners and front edge computed from the JSON's
// position and facing; removals crossed out; each state given and each removal badged beside
// its unit's base, where a reader reads it as its unit's (support/outcome_pictures.hpp). Flights
// from a causer (GT-1) among 6 to 18 other bases, and continued flights (GT-8).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "grande_tactique/tests/random_table.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/outcome_pictures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueFlightPicture, EveryFlightBaseAndBadgeOfARandomTableIsDrawnWhereItsJsonSays) {
  const Ruleset* ruleset = find_ruleset("grande-tactique");
  ASSERT_NE(ruleset, nullptr);
  int moves = 0;
  test::for_board_seeds(1, static_cast<std::uint64_t>(test::scaled(160)), [&](std::uint64_t seed) {
    // Odd seeds flee from a causer (GT-1), even ones continue a flight (GT-8).
    const Scenario game =
        seed % 2 == 1 ? test::gt_random_table(seed).s : test::gt_random_continue(seed);
    std::map<std::string, test::GtStartBase> bases;
    for (const Unit& u : game.units)
      bases[u.id] = {u.base.width, u.base.depth, u.in_square};
    io::LoadedScenario loaded = test::loaded(game, "");
    loaded.ruleset = ruleset;
    loaded.seed = seed;
    const std::optional<test::DrawnOutcome> picture = test::drawn_outcome(loaded);
    if (!picture) return std::string();
    if (picture->svg.empty()) return picture->outcome_json;
    for (std::size_t at = picture->outcome_json.find("\"type\": \"moved\"");
         at != std::string::npos; at = picture->outcome_json.find("\"type\": \"moved\"", at + 1))
      ++moves;
    return test::gt_flight_picture_differences(picture->svg, picture->outcome_json, bases);
  });
  EXPECT_GT(moves, test::scaled(160) / 2);
}

// The previews of random tables against their options: paths, corridors, friends passed
// through (support/outcome_pictures.hpp, gt_preview_differences).
TEST(GrandeTactiquePreviewPicture, EveryPreviewOfARandomTableIsItsOptions) {
  const Ruleset* ruleset = find_ruleset("grande-tactique");
  ASSERT_NE(ruleset, nullptr);
  int previews = 0;
  test::for_board_seeds(1, static_cast<std::uint64_t>(test::scaled(160)), [&](std::uint64_t seed) {
    const Scenario game =
        seed % 2 == 1 ? test::gt_random_table(seed).s : test::gt_random_continue(seed);
    std::map<std::string, test::GtUnitStart> units;
    for (const Unit& u : game.units) {
      const Edge edge = game.table.own_edge[static_cast<std::size_t>(u.side)];
      units[u.id] = {
          .x = u.base.centre.x,
          .y = u.base.centre.y,
          .facing = std::atan2(u.base.facing.x, u.base.facing.y) * 180.0 / std::acos(-1.0),
          .base = {u.base.width, u.base.depth, u.in_square},
          .own_edge_x = edge == Edge::east   ? 1.0
                        : edge == Edge::west ? -1.0
                                             : 0.0,
          .own_edge_y = edge == Edge::north   ? 1.0
                        : edge == Edge::south ? -1.0
                                              : 0.0};
    }
    const std::optional<std::string> causer =
        game.request.causer ? std::optional(game.units[index_of(*game.request.causer)].id)
                            : std::nullopt;
    io::LoadedScenario loaded = test::loaded(game, "");
    loaded.ruleset = ruleset;
    loaded.seed = seed;
    const std::optional<std::string> differences =
        test::gt_preview_picture_differences(loaded, units, causer);
    if (!differences) return std::string();
    ++previews;
    return *differences;
  });
  EXPECT_GT(previews, test::scaled(160) / 2);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
