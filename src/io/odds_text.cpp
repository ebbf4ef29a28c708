// SPDX-License-Identifier: MIT
// The odds of a request as text, for people: each unit's fates with their chances, then the
// outcomes with the dice that replay each.
#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "skedaddle/io/odds.hpp"

namespace skedaddle::io {
namespace {

/// "91/216  42.1%", the fraction right-aligned to `width`.
std::string chance(const Probability& p, std::size_t width) {
  return fmt::format("{:>{}}  {:5.1f}%", p.fraction, width, p.value * 100.0);
}

/// The widest fraction of a table, for alignment.
std::size_t fraction_width(const OddsTable& table) {
  std::size_t width = 1;
  for (const OddsOutcome& o : table.outcomes)
    width = std::max(width, o.probability.fraction.size());
  for (const UnitOdds& u : table.units) {
    for (const auto& [fate, p] : u.fates)
      width = std::max(width, p.fraction.size());
  }
  return width;
}

/// One outcome in a line: "Atholl Brigade routed (-3); banners to the government 1".
std::string fates_line(const Fates& fates) {
  std::string out;
  for (const UnitFate& u : fates.units) {
    out += (out.empty() ? "" : ", ") + u.unit + " " + u.fate;
    if (u.strength_lost != 0) out += fmt::format(" (-{})", u.strength_lost);
  }
  for (const FateScore& s : fates.scores) {
    out += (out.empty() ? "" : "; ") + fmt::format("{}: {}", s.name, s.value);
  }
  return out.empty() ? "nothing changes" : out;
}

std::string numbers(const std::vector<int>& values) {
  std::string out;
  for (const int v : values)
    out += (out.empty() ? "" : ",") + std::to_string(v);
  return out;
}

std::string coverage_line(const OddsTable& table) {
  const OddsCoverage& c = table.coverage;
  std::string out = fmt::format(
      "{} outcome{}, {} over {} resolve{} ({} point{} of chance, {} sequence{} of dice and picks)",
      table.outcomes.size(), table.outcomes.size() == 1 ? "" : "s",
      c.complete ? "exact" : "exact as far as run", c.resolves, c.resolves == 1 ? "" : "s",
      c.points, c.points == 1 ? "" : "s", c.sequences, c.sequences == 1 ? "" : "s");
  if (!c.complete) {
    out += fmt::format("\nstopped at the bound: {} ({:.1f}%) of chance not run (--max-resolves)",
                       c.unexplored.fraction, c.unexplored.value * 100.0);
  }
  return out;
}

void write_table(std::string& out, const OddsTable& table, std::string_view indent) {
  const std::size_t width = fraction_width(table);
  for (const UnitOdds& u : table.units) {
    out += fmt::format("{}{}\n", indent, u.unit);
    for (const auto& [fate, p] : u.fates)
      out += fmt::format("{}  {}  {}\n", indent, chance(p, width), fate);
  }
  out += fmt::format("{}outcomes, the most likely first:\n", indent);
  for (const OddsOutcome& o : table.outcomes) {
    out += fmt::format("{}  {}  {}", indent, chance(o.probability, width), fates_line(o.fates));
    if (!o.dice.empty()) out += "  [dice " + numbers(o.dice) + "]";
    if (!o.choices.empty()) out += "  [picks " + numbers(o.choices) + "]";
    out += "\n";
  }
}

}  // namespace

std::string odds_text(const LoadedScenario& scenario, const OddsTable& table,
                      const std::vector<OptionOdds>& per_option) {
  std::string out =
      fmt::format("odds of {}{}: {}\n", ruleset_name(scenario),
                  scenario.name.empty() ? "" : " \"" + scenario.name + "\"", coverage_line(table));
  if (table.coverage.points == 0) {
    out += "certain: nothing here is left to chance\n";
  }
  write_table(out, table, "");
  for (const OptionOdds& o : per_option) {
    out += fmt::format("\nwith {}: {}\n", o.option, coverage_line(o.table));
    write_table(out, o.table, "  ");
  }
  return out;
}

}  // namespace skedaddle::io
