// SPDX-License-Identifier: MIT
// `skedaddle render --odds` on the command line: the picture of the exact odds written with -o
// (a file or stdout), --chooser and --max-resolves as `odds` takes them, the options it does not
// take, and a refused request drawn as `render` draws it.
#include <string>

#include <gtest/gtest.h>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"
#include "support/odds_svg.hpp"

namespace {

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class RenderOddsCliTest : public skedaddle::test::CliFixture {};

// JR-5: the unit on its baseline loses a block and rallies where it stands with 3 dice, one
// flag face each: 1 - (5/6)^3 = 91/216, 42.1%; else routed, 125/216 = 57.9%.
const std::string kBaselineRally =
    std::string(SKEDADDLE_GAMES_DIR) +
    "/jacobite/examples/jr-05-on-baseline-loses-a-block-and-rallies-in-place.json";

TEST_F(RenderOddsCliTest, WritesThePictureOfTheOddsWithDashO) {
  const std::string out = (dir_ / "odds.svg").string();
  const CliRun run = cli("render --odds '" + kBaselineRally + "' -o '" + out + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "wrote " + out + "\n");
  const std::string svg = read_file(out);
  EXPECT_EQ(skedaddle::test::xml_problem(svg), "");
  EXPECT_NE(svg.find("\u00b7 exact odds"), std::string::npos);
  ASSERT_EQ(skedaddle::test::odds_labels(svg), std::vector<std::string>{"42.1%"});
  EXPECT_NE(skedaddle::test::odds_panel(svg).find(">routed 57.9%<"), std::string::npos);
  // Neither the option tree nor a resolved path: the position and the odds.
  EXPECT_EQ(svg.find("id=\"retreat-paths\""), std::string::npos);
  EXPECT_EQ(svg.find("id=\"outcome\""), std::string::npos);

  // On stdout, the same bytes and nothing else.
  const CliRun piped = cli("render --odds '" + kBaselineRally + "' -o -");
  ASSERT_EQ(piped.status, 0) << piped.err;
  EXPECT_EQ(piped.out, svg);
}

TEST_F(RenderOddsCliTest, TakesChooserAndMaxResolvesAsOddsDoes) {
  // JR-3 runs 4 or more resolutions: bounded at 2, the picture says what it left unexplored.
  const std::string file = std::string(SKEDADDLE_GAMES_DIR) +
                           "/jacobite/examples/jr-03-ignore-cap-two-of-four-sources.json";
  const CliRun bounded = cli("render --odds --max-resolves 2 --chooser first '" + file + "' -o -");
  ASSERT_EQ(bounded.status, 0) << bounded.err;
  EXPECT_NE(bounded.out.find("\u00b7 odds bounded: "), std::string::npos);
  EXPECT_NE(bounded.out.find("% unexplored"), std::string::npos);
  // The same checks as for odds: a bad number or chooser is bad input.
  EXPECT_EQ(cli("render --odds --max-resolves 0 '" + file + "' -o -").status, 2);
  EXPECT_EQ(cli("render --odds --chooser worst '" + file + "' -o -").status, 2);
  // --max-resolves needs --odds; odds use no seed.
  EXPECT_EQ(cli("render --max-resolves 10 '" + file + "' -o -").status, 2);
  EXPECT_EQ(cli("render --odds --seed 3 '" + file + "' -o -").status, 2);
  // Recorded choices fit one way of the dice only, as for odds (exit 2, no picture).
  const std::string scripted =
      std::string(SKEDADDLE_GAMES_DIR) +
      "/jacobite/examples/jr-08-leader-killed-unit-rallies-first-then-retreats.json";
  const std::string out = (dir_ / "none.svg").string();
  const CliRun unfit = cli("render --odds --chooser script '" + scripted + "' -o '" + out + "'");
  EXPECT_EQ(unfit.status, 2);
  EXPECT_NE(unfit.err.find("recorded choices fit one way of the dice"), std::string::npos)
      << unfit.err;
  EXPECT_FALSE(std::filesystem::exists(out));
}

TEST_F(RenderOddsCliTest, ARefusedRequestIsDrawnAsRenderDrawsIt) {
  const std::string refused =
      std::string(SKEDADDLE_GAMES_DIR) +
      "/gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json";
  const std::string out = (dir_ / "refused.svg").string();
  const CliRun run = cli("render --odds '" + refused + "' -o '" + out + "'");
  EXPECT_EQ(run.status, 3) << run.err;
  EXPECT_NE(run.err.find("refused"), std::string::npos) << run.err;
  const std::string svg = read_file(out);
  EXPECT_EQ(svg.find("odds"), std::string::npos);
  // The position alone, byte for byte as render draws it.
  const std::string plain = (dir_ / "plain.svg").string();
  EXPECT_EQ(cli("render '" + refused + "' -o '" + plain + "'").status, 3);
  EXPECT_EQ(svg, read_file(plain));
}

TEST_F(RenderOddsCliTest, HelpSaysWhatTheOddsLayerShows) {
  const CliRun run = cli("render --help");
  ASSERT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("--odds"), std::string::npos);
  EXPECT_NE(run.out.find("--max-resolves"), std::string::npos);
  EXPECT_NE(run.out.find("darker as it is"), std::string::npos);
}

}  // namespace
