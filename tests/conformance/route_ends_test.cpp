// SPDX-License-Identifier: MIT
// Where the arrows of every example's picture on hexes or squares end (`render`: the options and
// the outcome its default chooser resolves): each route's corners and arrowhead, read back as the
// hexes they lie in, against the paths of the moved events of the same outcome as
// `resolve --json` writes it (support/route_ends.hpp). A route stops short of the counters it
// enters (GC-9's end hex, JR-4's, a leader's JR-9), so its head must still lie in that hex.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/route_ends.hpp"

namespace skedaddle {
namespace {

TEST(RouteEnds, EveryArrowOfAnExampleEndsInThePlaceItsUnitMovedTo) {
  int routes = 0;  // routes compared
  for (const std::string& file : corpus::scenario_files()) {
    if (file.starts_with("grande_tactique/")) continue;  // a table measured in inches
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    ASSERT_TRUE(loaded.ok()) << file;
    const std::optional<test::RoutesCompared> compared =
        test::resolved_route_differences(loaded.value());
    EXPECT_EQ(compared ? compared->differences : "", "") << file;
    routes += compared ? compared->routes : 0;
  }
  EXPECT_GT(routes, 100);
}

}  // namespace
}  // namespace skedaddle
