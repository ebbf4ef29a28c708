// SPDX-License-Identifier: MIT
// `skedaddle explain` as a user meets it (ALL-4): a ruling's wording and options as text or
// JSON, the list of every ruling, and an unknown id refused with the nearest ones (exit 2).
#include <filesystem>
#include <string>
#include <string_view>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "skedaddle/core/rulings.hpp"

#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class ExplainCli : public skedaddle::test::CliFixture {};

TEST_F(ExplainCli, PrintsTheWordingAndTheOptionsOfARuling) {
  const CliRun run = cli("explain GC-6");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.out.rfind("GC-6 Which chart (option: `chart`)\nGC — Great Campaigns", 0), 0u)
      << run.out;
  EXPECT_NE(run.out.find("Chart 2. Evaluated at every step.\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\nOptions:\n- chart (options.chart): default \"auto\"; values: "
                         "`\"auto\"`, `1`, `2`\n"),
            std::string::npos)
      << run.out;
  const CliRun none = cli("explain GC-7");
  EXPECT_EQ(none.status, 0);
  EXPECT_NE(none.out.find("\nOptions: none.\n"), std::string::npos) << none.out;
}

TEST_F(ExplainCli, WrapsTheWordingAtEightyColumns) {
  const CliRun run = cli("explain GT-4");
  ASSERT_EQ(run.status, 0) << run.err;
  std::size_t start = 0;
  std::size_t lines = 0;
  for (std::size_t end = run.out.find('\n'); end != std::string::npos;
       start = end + 1, end = run.out.find('\n', start), ++lines) {
    if (lines == 1) continue;  // the section heading is printed whole
    std::size_t columns = 0;
    for (std::size_t i = start; i < end; ++i)
      columns += (static_cast<unsigned char>(run.out[i]) & 0xC0) != 0x80 ? 1 : 0;
    EXPECT_LE(columns, 80u) << run.out.substr(start, end - start);
  }
  EXPECT_GT(lines, 20u);
}

TEST_F(ExplainCli, TakesTheIdInAnyCaseWithTheDashOptional) {
  const std::string expected = cli("explain JR-3").out;
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(cli("explain jr-3").out, expected);
  EXPECT_EQ(cli("explain jr3").out, expected);
}

TEST_F(ExplainCli, JsonHasTheRulingFromTheLibrary) {
  const CliRun run = cli("explain gi-5 --json");
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json doc = nlohmann::json::parse(run.out);
  EXPECT_EQ(doc.at("format"), "skedaddle-rulings/1");
  ASSERT_EQ(doc.at("rulings").size(), 1u);
  const nlohmann::json& r = doc.at("rulings").at(0);
  const skedaddle::Ruling* gi5 = skedaddle::find_ruling("GI-5");
  ASSERT_NE(gi5, nullptr);
  EXPECT_EQ(r.at("id"), "GI-5");
  EXPECT_EQ(r.at("title"), gi5->title);
  EXPECT_EQ(r.at("section"), gi5->section);
  EXPECT_EQ(r.at("wording"), gi5->wording);
  ASSERT_EQ(r.at("options").size(), 1u);
  EXPECT_EQ(r.at("options").at(0).at("option"), "cone_edges");
  EXPECT_EQ(r.at("options").at(0).at("where"), "options.cone_edges");
  EXPECT_EQ(r.at("options").at(0).at("default"), "\"own\"");
  EXPECT_EQ(r.at("options").at(0).at("values"), "`\"own\"`, `\"shared\"`");
}

TEST_F(ExplainCli, WithoutAnIdListsEveryRuling) {
  const CliRun run = cli("explain");
  ASSERT_EQ(run.status, 0) << run.err;
  std::string expected;
  for (const skedaddle::Ruling& r : skedaddle::rulings())
    expected += r.id + "  " + r.title + "\n";
  EXPECT_EQ(run.out, expected);
  const nlohmann::json doc = nlohmann::json::parse(cli("explain --json").out);
  EXPECT_EQ(doc.at("rulings").size(), skedaddle::rulings().size());
}

TEST_F(ExplainCli, UnknownIdIsBadInputNamingTheNearest) {
  const CliRun near = cli("explain GT-44");
  EXPECT_EQ(near.status, 2);
  EXPECT_EQ(near.out, "");
  EXPECT_EQ(near.err,
            "skedaddle explain: no ruling \"GT-44\"; nearest: GT-4, GT-14 ('skedaddle explain' "
            "lists them)\n");
  const CliRun far = cli("explain retreat");
  EXPECT_EQ(far.status, 2);
  EXPECT_EQ(far.out, "");
  EXPECT_NE(far.err.find("the rulings are GC-1, GC-2, "), std::string::npos) << far.err;
  EXPECT_NE(far.err.find(", ALL-5, ALL-6 ("), std::string::npos) << far.err;
}

TEST_F(ExplainCli, HelpListsTheVerb) {
  const CliRun run = cli("--help");
  EXPECT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("explain"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("skedaddle explain GC-9"), std::string::npos) << run.out;
}

}  // namespace
