// SPDX-License-Identifier: MIT
// The retreat charts of rule 7.6 as the project publishes them: docs/rules/gcacw-charts.md
// agrees with the engine's rows (condition, priority, loss), and `skedaddle explain GC-7 PART`
// shows a row, a chart, or refuses an unknown row (exit 2).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "skedaddle/gcacw/rules.hpp"
#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace skedaddle {
namespace {

using test::CliRun;

std::string loss_text(gcacw::Row row) {
  const int left = gcacw::loss_of(row, true);
  const int right = gcacw::loss_of(row, false);
  return left == right ? std::to_string(left) : std::to_string(left) + "/" + std::to_string(right);
}

std::vector<std::string> cells(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream in(line.substr(1));
  std::string cell;
  while (std::getline(in, cell, '|')) {
    const auto first = cell.find_first_not_of(' ');
    const auto last = cell.find_last_not_of(' ');
    out.push_back(first == std::string::npos ? "" : cell.substr(first, last - first + 1));
  }
  return out;
}

// Every table row of the doc, as "chart N | row | priority | loss | condition".
std::vector<std::string> doc_rows() {
  std::ifstream in(std::string(SKEDADDLE_SOURCE_DIR) + "/docs/rules/gcacw-charts.md");
  EXPECT_TRUE(in.good()) << "docs/rules/gcacw-charts.md is missing";
  std::vector<std::string> out;
  std::string line;
  std::string chart;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) chart = line.substr(3);
    if (line.rfind("| ", 0) != 0 || line.rfind("| row ", 0) == 0 || line.rfind("| ---", 0) == 0)
      continue;
    const std::vector<std::string> c = cells(line);
    EXPECT_EQ(c.size(), 4U) << line;
    if (c.size() != 4) continue;
    out.push_back(chart + " | " + c[0] + " | " + c[1] + " | " + c[2] + " | " + c[3]);
  }
  return out;
}

TEST(GcacwCharts, DocMatchesTheEngine) {  // GC-7, GC-8
  std::vector<std::string> engine;
  for (const gcacw::Row row : gcacw::chart_rows()) {
    engine.push_back("Chart " + std::to_string(gcacw::chart_of(row)) + " | " +
                     std::string(gcacw::row_label(row)) + " | " +
                     std::to_string(gcacw::priority_of(row)) + " | " + loss_text(row) + " | " +
                     std::string(gcacw::row_condition(row)));
  }
  EXPECT_EQ(doc_rows(), engine);
}

TEST(GcacwCharts, RowsAreTheRuleTextsPrioritiesAndLosses) {  // GC-7, GC-8, worked from the text
  EXPECT_EQ(gcacw::chart_rows().size(), 9U);
  EXPECT_EQ(gcacw::row_label(gcacw::Row::c1_zoc_not_away), "4b");
  EXPECT_EQ(gcacw::priority_of(gcacw::Row::c1_zoc_not_away), 4);
  EXPECT_EQ(loss_text(gcacw::Row::c1_zoc_not_away), "1/2");
  EXPECT_EQ(loss_text(gcacw::Row::c1_not_away), "0/1");
  EXPECT_EQ(loss_text(gcacw::Row::c2_enemy), "3");
  EXPECT_EQ(gcacw::priority_of(gcacw::Row::c2_enemy), 3);
}

class ChartsCli : public test::CliFixture {};

TEST_F(ChartsCli, ExplainShowsARow) {  // GC-7
  const CliRun run = cli("explain GC-7 4b");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.out.rfind("GC-7 Chart 1 row 4b: priority 4, manpower loss 1/2\n"
                          "  when the step goes into an enemy ZOC, not enemy-occupied, not "
                          "farther from the active enemy\n",
                          0),
            0U)
      << run.out;
  EXPECT_NE(run.out.find("docs/rules/gcacw-charts.md"), std::string::npos) << run.out;
  // Any case, spaces and the chart named: the same row.
  EXPECT_EQ(cli("explain gc7 'Chart 1 row 4B'").out, run.out);
}

TEST_F(ChartsCli, ExplainShowsBothRowsOfALabelBothChartsPrint) {  // GC-6, GC-7
  const CliRun run = cli("explain GC-7 2");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Chart 1 row 2: priority 2, manpower loss 0\n"), std::string::npos);
  EXPECT_NE(run.out.find("Chart 2 row 2: priority 2, manpower loss 0/1\n"), std::string::npos);
  const CliRun one = cli("explain GC-7 'chart 2 row 2'");
  ASSERT_EQ(one.status, 0) << one.err;
  EXPECT_EQ(one.out.find("Chart 1"), std::string::npos) << one.out;
}

TEST_F(ChartsCli, ExplainShowsAChart) {  // GC-6, GC-7
  const CliRun run = cli("explain GC-7 'chart 2'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out.rfind("GC-7 Retreat Chart 2: used beyond chart1_radius", 0), 0U) << run.out;
  EXPECT_NE(run.out.find("  row  priority  loss  when the step goes\n"
                         "  1    1         0     neither into an enemy ZOC nor into an "
                         "enemy-occupied hex\n"
                         "  2    2         0/1   into an enemy ZOC, not enemy-occupied\n"
                         "  3    3         3     into an enemy-occupied hex\n"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("4b"), std::string::npos) << run.out;
}

TEST_F(ChartsCli, UnknownRowIsBadInput) {
  const CliRun run = cli("explain GC-7 4c");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("no chart row \"4c\" in GC-7; expected a row of Chart 1 (1, 2, 3, 4a, "
                         "4b, 5) or Chart 2 (1, 2, 3)"),
            std::string::npos)
      << run.err;
  const CliRun chart3 = cli("explain GC-7 'chart 3'");
  EXPECT_EQ(chart3.status, 2);
  // A ruling without parts says so.
  const CliRun whole = cli("explain GC-9 4b");
  EXPECT_EQ(whole.status, 2);
  EXPECT_NE(whole.err.find("GC-9 has no parts to show on their own"), std::string::npos)
      << whole.err;
}

}  // namespace
}  // namespace skedaddle
