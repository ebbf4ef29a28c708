// SPDX-License-Identifier: MIT
// `render --odds` over every example of every game: a well-formed picture with one shaded mark
// per place the odds name, one label per unit and place, and the crop drawing every mark's
// place (a hex label, a square, or the window of a table).
#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/corpus.hpp"
#include "support/odds_svg.hpp"

namespace skedaddle {
namespace {

using test::group;

class OddsPicture : public testing::TestWithParam<std::string> {};

TEST_P(OddsPicture, ShadesEveryEndPlaceInsideTheCrop) {
  const std::string& file = GetParam();
  Result<io::LoadedScenario> loaded = io::load_scenario_file((corpus::games_dir() / file).string());
  ASSERT_TRUE(loaded.ok()) << file;
  const io::LoadedScenario& s = loaded.value();
  if (io::refusal(s)) return;  // no odds: render --odds draws it as render does (tests/cli)
  const Result<OddsTable> odds = enumerate_odds(s, {});
  ASSERT_TRUE(odds.ok()) << file;
  std::set<Place> places;
  std::set<std::pair<std::string, Place>> unit_places;
  for (const OddsOutcome& outcome : odds.value().outcomes) {
    for (const UnitFate& fate : outcome.fates.units) {
      if (!fate.at) continue;
      places.insert(*fate.at);
      unit_places.emplace(fate.unit, *fate.at);
    }
  }
  const std::string svg = test::odds_picture(file);
  ASSERT_FALSE(svg.empty()) << file;
  const std::vector<test::OddsMarkSeen> marks = test::odds_marks(svg);
  EXPECT_EQ(marks.size(), places.size()) << file;
  EXPECT_EQ(test::odds_labels(svg).size(), unit_places.size()) << file;
  EXPECT_NE(svg.find("id=\"odds-panel\""), std::string::npos) << file;

  const std::string name(s.ruleset->name(s));
  for (const test::OddsMarkSeen& mark : marks) {
    const std::string place = mark.title.substr(0, mark.title.find('\n'));
    if (name == "grande-tactique") {
      double x = 0.0;
      double y = 0.0;
      ASSERT_EQ(std::sscanf(place.c_str(), "(%lf, %lf)", &x, &y), 2) << place;
      const std::size_t at = svg.find("showing x ");
      if (at == std::string::npos) continue;  // the whole table
      double w[4] = {};
      ASSERT_EQ(std::sscanf(svg.c_str() + at, "showing x %lf to %lf, y %lf to %lf", &w[0], &w[1],
                            &w[2], &w[3]),
                4);
      EXPECT_TRUE(x - 0.5 >= w[0] - 0.05 && x + 0.5 <= w[1] + 0.05 && y - 0.5 >= w[2] - 0.05 &&
                  y + 0.5 <= w[3] + 0.05)
          << file << ": " << place << " outside the window";
    } else if (name == "gitm" || name == "rotd") {
      EXPECT_NE(group(svg, "squares").find("<title>" + place + "<"), std::string_view::npos)
          << file << ": " << place << " cut off";
    } else {
      EXPECT_NE(group(svg, "hex-labels").find(">" + place + "</text>"), std::string_view::npos)
          << file << ": " << place << " cut off";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Examples, OddsPicture, testing::ValuesIn(corpus::scenario_files()),
                         [](const testing::TestParamInfo<std::string>& param) {
                           return corpus::param_name(param.param);
                         });

}  // namespace
}  // namespace skedaddle
