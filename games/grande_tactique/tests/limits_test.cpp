// SPDX-License-Identifier: MIT
// io::Limits in Grande Tactique scenarios: the units limit, and the corners of a terrain outline
// (checked before they are read; an outline of many corners under a raised limit loads quickly,
// its repeated-corner check being no longer quadratic).
#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "grande_tactique/tests/base_scenario.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"
#include "support/many_units.hpp"
#include "support/scenario_errors.hpp"

namespace skedaddle::io {
namespace {

using test::Json;

using test::gt_base;

/// The base scenario with its wood (x 30 to 38, y 2 to 8) given `corners` corners: its top edge
/// an arch from (38, 7) up to (34, 8) and down to (30, 7). (Boost's validity check splits an
/// outline into runs monotonic in x and y: an arch is a few runs, so the load stays quick in a
/// Debug build.)
std::string with_wood_of(std::size_t corners) {
  Json outline = Json::array({Json::array({30, 2}), Json::array({38, 2})});
  const std::size_t arch = corners - 2;
  for (std::size_t k = 0; k < arch; ++k) {
    const double x = 38.0 - 8.0 * static_cast<double>(k) / static_cast<double>(arch - 1);
    const double t = (x - 34.0) / 4.0;
    outline.push_back(Json::array({x, 8.0 - t * t}));
  }
  return test::with(gt_base(), "/table/terrain/0/outline", std::move(outline)).dump();
}

TEST(GrandeTactiqueLimits, UnitsAreLimited) {
  test::expect_units_limit_enforced(gt_base());
}

TEST(GrandeTactiqueLimits, AnOutlineOverTheLimitIsOneError) {
  const std::string huge = with_wood_of(300'000);
  // All the outlines together first (the base's other one has 4 corners), then each.
  EXPECT_ERRORS(load_scenario(huge).errors(),
                {{"/table/terrain",
                  "expected at most 10000 corners in all outlines, got 300004 (the limit; raise "
                  "it with --max-terrain-corners)"}});
  EXPECT_ERRORS(load_scenario(huge, Limits{.terrain_corners = 300'004}).errors(),
                {{"/table/terrain/0/outline",
                  "expected at most 2000 corners, got 300000 (the limit; raise it with "
                  "--max-polygon-corners)"}});
  // All the outlines one corner over a small limit, and exactly at it.
  EXPECT_ERRORS(load_scenario(gt_base().dump(), Limits{.terrain_corners = 7}).errors(),
                {{"/table/terrain",
                  "expected at most 7 corners in all outlines, got 8 (the limit; raise it with "
                  "--max-terrain-corners)"}});
  EXPECT_TRUE(load_scenario(gt_base().dump(), Limits{.terrain_corners = 8}).ok());
  // One corner over a small limit, and exactly at it.
  const std::string six = with_wood_of(6);
  EXPECT_ERRORS(load_scenario(six, Limits{.polygon_corners = 5}).errors(),
                {{"/table/terrain/0/outline",
                  "expected at most 5 corners, got 6 (the limit; raise it with "
                  "--max-polygon-corners)"}});
  EXPECT_TRUE(load_scenario(six, Limits{.polygon_corners = 6}).ok());
  // Corners over the limit are not read: the bad one is not reported. (Each outline is checked.)
  EXPECT_ERRORS(load_scenario(test::with(gt_base(), "/table/terrain/0/outline/3", "bad").dump(),
                              Limits{.polygon_corners = 3})
                    .errors(),
                {{"/table/terrain/0/outline",
                  "expected at most 3 corners, got 4 (the limit; raise it with "
                  "--max-polygon-corners)"},
                 {"/table/terrain/1/outline",
                  "expected at most 3 corners, got 4 (the limit; raise it with "
                  "--max-polygon-corners)"}});
}

TEST(GrandeTactiqueLimits, AnOutlineOfManyCornersLoadsUnderARaisedLimit) {
  const std::string text = with_wood_of(300'000);
  const auto start = std::chrono::steady_clock::now();
  const Result<LoadedScenario> r =
      load_scenario(text, Limits{.polygon_corners = 400'000, .terrain_corners = 400'000});
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  ASSERT_TRUE(r.ok()) << test::show(r.errors());
  const auto& game = game_of<grande_tactique::Scenario>(r.value());
  EXPECT_EQ(game.table.terrain[0].area.outline().size(), 300'000u);
  // Comparing every pair of corners took 85 s at this size in a Release build; sorting them
  // takes a fraction of a second even in a Debug one.
  EXPECT_LT(took.count(), 60.0);
}

}  // namespace
}  // namespace skedaddle::io
