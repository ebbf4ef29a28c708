// SPDX-License-Identifier: MIT
// Retreat Charts 1 and 2 (rule 7.6) as `skedaddle explain GC-7 <part>` prints them. The rows'
// words come from the engine's table (gcacw::row_condition), the same source that
// docs/rules/gcacw-charts.md is checked against.
#include "gcacw/io/charts_text.hpp"

#include <fmt/format.h>

#include <cctype>
#include <optional>
#include <vector>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::io::detail {
namespace {

using gcacw::Row;

// "0" or "1/2": left of the slash along a road or into a friendly-occupied hex (GC-8).
std::string loss_text(Row row) {
  const int left = gcacw::loss_of(row, true);
  const int right = gcacw::loss_of(row, false);
  return left == right ? fmt::format("{}", left) : fmt::format("{}/{}", left, right);
}

std::string row_text(Row row) {
  std::string out =
      fmt::format("Chart {} row {}: priority {}, manpower loss {}\n", gcacw::chart_of(row),
                  gcacw::row_label(row), gcacw::priority_of(row), loss_text(row));
  out += fmt::format("  when the step goes {}\n", gcacw::row_condition(row));
  return out;
}

std::string chart_text(int chart) {
  std::string out =
      chart == 1 ? "Retreat Chart 1: used while the hex left is within chart1_radius of the "
                   "nearest active enemy unit (by default, whenever there is one) [GC-6]\n"
                 : "Retreat Chart 2: used beyond chart1_radius, or with no active enemy unit "
                   "[GC-6]\n";
  out += "  row  priority  loss  when the step goes\n";
  for (const Row row : gcacw::chart_rows()) {
    if (gcacw::chart_of(row) != chart) continue;
    out += fmt::format("  {:<4} {:<9} {:<5} {}\n", gcacw::row_label(row), gcacw::priority_of(row),
                       loss_text(row), gcacw::row_condition(row));
  }
  return out;
}

// Wrapped at 80 columns, as `explain` prints rulings.
constexpr std::string_view kLegend =
    "Only the legal neighbours with the lowest priority number may be entered [GC-7].\n"
    "\"Farther\": one hex farther from the nearest active enemy unit than the hex left\n"
    "[GC-4]. \"A road\": a road, pike, trail or railroad hexside, or a step into or out\n"
    "of a city [GC-7]. A loss a/b is a along a road or into a friendly-occupied hex,\n"
    "b otherwise; in a cavalry retreat cavalry loses nothing but is eliminated\n"
    "entering an enemy-occupied hex [GC-8]. Every row: docs/rules/gcacw-charts.md.\n";

// Lower case, without spaces, hyphens, dots or underscores: "Chart 1 row 4b" -> "chart1row4b".
std::string squeezed(std::string_view part) {
  std::string out;
  for (const char c : part) {
    if (c == ' ' || c == '-' || c == '_' || c == '.') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

}  // namespace

Result<std::string> chart_part_text(std::string_view part) {
  std::string p = squeezed(part);
  std::optional<int> chart;
  if (starts_with(p, "chart") && p.size() > 5 && (p[5] == '1' || p[5] == '2')) {
    chart = p[5] - '0';
    p = p.substr(6);
    if (p.empty()) return chart_text(*chart) + std::string(kLegend);
  }
  if (starts_with(p, "row")) p = p.substr(3);
  std::string out;
  for (const Row row : gcacw::chart_rows()) {
    if (gcacw::row_label(row) != p || (chart && gcacw::chart_of(row) != *chart)) continue;
    out += row_text(row);
  }
  if (out.empty()) {
    return Errors{{"", fmt::format("no chart row \"{}\" in {}; expected a row of Chart 1 (1, 2, "
                                   "3, 4a, 4b, 5) or Chart 2 (1, 2, 3), as \"4b\" or \"chart 2 "
                                   "row 1\", or a whole chart, \"chart 1\" or \"chart 2\"",
                                   part, kChartsRuling)}};
  }
  return out + std::string(kLegend);
}

}  // namespace skedaddle::io::detail
