// SPDX-License-Identifier: MIT
// The odds of a request as text, for people: each unit's fates with their chances, then the
// outcomes with the dice that replay each.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
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

/// True when some outcome's way has a random chooser's picks.
bool has_picks(const OddsTable& table) {
  return std::any_of(table.outcomes.begin(), table.outcomes.end(),
                     [](const OddsOutcome& o) { return !o.choices.empty(); });
}

/// How much was run, as a player reads it: how many different runs of the dice the
/// resolution was followed through, and how many throws of the dice they stand for.
std::string coverage_line(const OddsTable& table) {
  const OddsCoverage& c = table.coverage;
  std::string out = fmt::format("{} outcome{}, {} over {} run{}", table.outcomes.size(),
                                table.outcomes.size() == 1 ? "" : "s",
                                c.complete ? "exact" : "exact as far as run", c.resolves,
                                c.resolves == 1 ? "" : "s");
  if (c.points > 0) {
    out += fmt::format(
        " (one for each way of the dice that the rules tell apart, standing for {} possible "
        "throw{} of the dice{})",
        c.sequences, c.sequences == 1 ? "" : "s",
        has_picks(table) ? " and picks of the random chooser" : "");
  }
  if (!c.complete) {
    out += fmt::format("\nstopped at the bound: {} ({:.1f}%) of chance not run (--max-resolves)",
                       c.unexplored.fraction, c.unexplored.value * 100.0);
  }
  if (table.off_record) {
    out += fmt::format(
        "\nthe recorded choices did not fit the ways of the dice with {} ({:.1f}%) of the "
        "chance: there the fallback chose from the first choice that did not fit (ALL-5)",
        table.off_record->fraction, table.off_record->value * 100.0);
  }
  return out;
}

/// What the chance of one option's table counts: the ways where its decision does not come,
/// and the dice before it (ALL-5).
std::string option_notes(const OptionOdds& o) {
  std::string out;
  if (o.not_met.value > 0.0) {
    out += fmt::format(
        "  this option cannot be taken on ways with {} ({:.1f}%) of the chance (its decision "
        "does not come, or comes without it): there the chooser decides everything\n",
        o.not_met.fraction, o.not_met.value * 100.0);
  }
  if (o.after_chance) {
    out += "  chances from the start, the dice before this choice included (ALL-5)\n";
  }
  return out;
}

/// `text` as one shell word: as it is when it is plain, else in single quotes.
std::string shell_word(const std::string& text) {
  const bool plain = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || std::strchr("_./-+,:=@", c);
  });
  if (plain) return text;
  std::string out = "'";
  for (const char c : text)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// How to replay one outcome's way: the `skedaddle resolve` command that gives it, or its dice
/// and picks when no command can (a random chooser's picks, a way off the recorded choices,
/// the odds of one option, a scenario read from standard input). A way that rolls no dice of a
/// scenario that scripts some replays with `--dice none`: the scenario's own are not rolled.
std::string replay_text(const OddsOutcome& o, const ReplayCommand* replay, bool scripted_dice) {
  if (replay != nullptr && o.choices.empty() && !o.off_record) {
    std::string command = "skedaddle resolve " + shell_word(replay->file);
    if (!replay->chooser.empty()) command += " --chooser " + replay->chooser;
    if (!o.dice.empty()) {
      command += " --dice " + numbers(o.dice);
    } else if (scripted_dice) {
      command += " --dice none";
    }
    return "  replay: " + command;
  }
  std::string out;
  if (!o.dice.empty()) out += "  [dice " + numbers(o.dice) + "]";
  if (!o.choices.empty()) out += "  [picks " + numbers(o.choices) + "]";
  if (o.off_record) out += "  (off the recorded choices)";
  return out;
}

void write_table(std::string& out, const OddsTable& table, std::string_view indent,
                 const ReplayCommand* replay, bool scripted_dice) {
  const std::size_t width = fraction_width(table);
  for (const UnitOdds& u : table.units) {
    out += fmt::format("{}{}\n", indent, u.unit);
    for (const auto& [fate, p] : u.fates)
      out += fmt::format("{}  {}  {}\n", indent, chance(p, width), fate);
  }
  out += fmt::format("{}outcomes, the most likely first:\n", indent);
  for (const OddsOutcome& o : table.outcomes) {
    out += fmt::format("{}  {}  {}", indent, chance(o.probability, width), fates_line(o.fates));
    out += replay_text(o, replay, scripted_dice) + "\n";
  }
}

}  // namespace

std::string odds_text(const LoadedScenario& scenario, const OddsTable& table,
                      const std::vector<OptionOdds>& per_option, const ReplayCommand& replay) {
  const bool commands = !replay.file.empty() && replay.file != "-";
  std::string out =
      fmt::format("odds of {}{}: {}\n", ruleset_name(scenario),
                  scenario.name.empty() ? "" : " \"" + scenario.name + "\"", coverage_line(table));
  if (table.coverage.points == 0) {
    out += "certain: nothing here is left to chance\n";
  }
  write_table(out, table, "", commands ? &replay : nullptr, scenario.dice_scripted);
  for (const OptionOdds& o : per_option) {
    out += fmt::format("\nwith {}: {}\n", o.option, coverage_line(o.table));
    out += option_notes(o);
    write_table(out, o.table, "  ", nullptr, scenario.dice_scripted);
  }
  return out;
}

}  // namespace skedaddle::io
