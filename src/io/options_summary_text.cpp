// SPDX-License-Identifier: MIT
// The options summary as a few lines of text, the same for every game: a header saying who
// decides what, one aligned line per first choice (ways, best and worst end in ALL-1's terms),
// the rejected choices with their rulings, then the notes.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "skedaddle/io/options_summary.hpp"

namespace skedaddle::io {
namespace {

/// `phrase` ("hexes", "blocks lost", "escape dice faced") for a count of `n`: its plural
/// nouns made singular for 1.
std::string counted(std::string_view phrase, int n) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kSingular = {{
      {"hexes", "hex"},
      {"inches", "inch"},
      {"squares", "square"},
      {"blocks", "block"},
      {"dice", "die"},
      {"units", "unit"},
  }};
  std::string out;
  std::size_t start = 0;
  while (start <= phrase.size()) {
    const std::size_t end = std::min(phrase.find(' ', start), phrase.size());
    std::string_view word = phrase.substr(start, end - start);
    if (n == 1) {
      for (const auto& [many, one] : kSingular) {
        if (word == many) word = one;
      }
    }
    if (!out.empty()) out += ' ';
    out += word;
    start = end + 1;
  }
  return out;
}

/// "no loss, 4 hexes from the enemy", "1 unit lost, 6 manpower lost, 0 hexes from the enemy",
/// "no loss on the retreat, 2 hexes from the enemy".
std::string score_text(const OptionsSummary& s, const Score& score) {
  std::string out;
  if (score.units_lost > 0) {
    out += fmt::format("{} {}", score.units_lost, counted("units lost", score.units_lost));
  }
  if (score.strength_lost > 0 && !s.strength_unit.empty()) {
    if (!out.empty()) out += ", ";
    out += fmt::format("{} {}", score.strength_lost, counted(s.strength_unit, score.strength_lost));
  }
  if (out.empty()) out = "no loss";
  if (!s.loss_scope.empty()) out += ' ' + s.loss_scope;
  if (s.distance_cap > 0 && score.distance >= s.distance_cap) {
    out += ", out of the enemy's reach";
  } else if (!s.distance_unit.empty()) {
    out += fmt::format(", {} {} from the enemy", score.distance,
                       counted(s.distance_unit, score.distance));
  }
  return out;
}

std::string ends_text(const OptionsSummary& s, const ChoiceSummary& c) {
  if (!c.best || !c.worst) return "";
  if (*c.best == *c.worst) {
    return (c.ways == 1 ? "" : "every way: ") + score_text(s, *c.best);
  }
  return fmt::format("best: {}; worst: {}", score_text(s, *c.best), score_text(s, *c.worst));
}

std::string_view decided_by_text(DecidedBy d) {
  switch (d) {
    case DecidedBy::owner:
      return "owner decides";
    case DecidedBy::opponent:
      return "opponent decides";
    case DecidedBy::dice:
      return "no choice: the dice decide";
    case DecidedBy::rules:
      return "no choice: the rules decide";
  }
  return "?";
}

/// True when some choice shows its chance.
bool has_chances(const OptionsSummary& s) {
  return std::any_of(s.choices.begin(), s.choices.end(),
                     [](const ChoiceSummary& c) { return c.chance.has_value(); });
}

/// "2 ways", and "2 ways each" on a line of `several` choices.
std::string ways_text(const ChoiceSummary& c, bool several) {
  return fmt::format("{} {}{}", c.ways, c.ways == 1 ? "way" : "ways", several ? " each" : "");
}

/// The choice's ends, then its detail: "every way: no loss on the retreat, 2 hexes from the
/// enemy; retreat 1 hex", "override [GC-10]".
std::string ends_and_detail(const OptionsSummary& s, const ChoiceSummary& c) {
  const std::string ends = ends_text(s, c);
  if (c.detail.empty()) return ends;
  return ends.empty() ? c.detail : ends + "; " + c.detail;
}

}  // namespace

std::string options_summary_header(const OptionsSummary& s) {
  const std::size_t n = s.choices.size();
  const bool a_player = s.decided_by == DecidedBy::owner || s.decided_by == DecidedBy::opponent;
  // A decision of one option never reaches a chooser (the ruleset takes it): nobody decides it.
  const bool forced = a_player && n == 1;
  std::string out(decided_by_text(forced ? DecidedBy::rules : s.decided_by));
  if (!s.topic.empty()) out += fmt::format(" {}", s.topic);
  if (!s.at_label.empty()) out += fmt::format(" at {}", s.at_label);
  if (a_player && !forced) out += fmt::format(", {} choices", n);
  if (has_chances(s)) {
    out += fmt::format(", {}with the chance that {}", n == 1 ? "" : "each ", s.chance_words);
    // ALL-5: a choice that comes after dice shows the chance over the whole resolution.
    if (std::any_of(s.choices.begin(), s.choices.end(),
                    [](const ChoiceSummary& c) { return c.chance && c.chance->from_start; })) {
      out += " (from the start, the dice before this choice included)";
    }
    // A choice met step by step after outcomes applied: the chance given them.
    if (std::any_of(s.choices.begin(), s.choices.end(),
                    [](const ChoiceSummary& c) { return c.chance && c.chance->given_outcomes; })) {
      out += " (given the dice rolled so far)";
    }
  }
  return out;
}

namespace {

/// Labels joined for one line: "E, SE, S", and "US1IN E, SE; US3CV E" when labels share their
/// first word (a unit's directions).
std::string joined(const std::vector<std::string>& labels) {
  std::vector<std::pair<std::string, std::vector<std::string>>> runs;
  for (const std::string& label : labels) {
    const std::size_t space = label.find(' ');
    const std::string head = space == std::string::npos ? label : label.substr(0, space);
    const std::string tail = space == std::string::npos ? "" : label.substr(space + 1);
    if (!runs.empty() && !tail.empty() && runs.back().first == head &&
        !runs.back().second.empty()) {
      runs.back().second.push_back(tail);
    } else if (tail.empty()) {
      runs.push_back({label, {}});
    } else {
      runs.push_back({head, {tail}});
    }
  }
  const bool grouped =
      std::any_of(runs.begin(), runs.end(), [](const auto& run) { return run.second.size() > 1; });
  std::string out;
  for (const auto& [head, tails] : runs) {
    if (!out.empty()) out += grouped ? "; " : ", ";
    out += head;
    for (std::size_t k = 0; k < tails.size(); ++k)
      out += (k == 0 ? " " : ", ") + tails[k];
  }
  return out;
}

/// True when two choices read the same but for their labels.
bool same_but_label(const ChoiceSummary& a, const ChoiceSummary& b) {
  return a.ways == b.ways && a.best == b.best && a.worst == b.worst && a.detail == b.detail &&
         a.chance.has_value() == b.chance.has_value() &&
         (!a.chance || (a.chance->low == b.chance->low && a.chance->high == b.chance->high));
}

/// One line per run of consecutive choices that read alike, the labels joined.
struct ChoiceLine {
  std::string label;
  const ChoiceSummary* choice;
  bool several = false;  ///< more than one choice on the line: the ways are each one's
};

/// One line per reason: every rejected choice with the same reason and ruling, in the order of
/// the first.
struct RejectedLine {
  std::vector<std::string> labels;
  const RejectedChoice* rejected;
};

}  // namespace

std::string choice_figures_text(const OptionsSummary& s, const ChoiceSummary& c) {
  std::string out;
  const auto add = [&out](const std::string& part) {
    if (part.empty()) return;
    if (!out.empty()) out += "  ";
    out += part;
  };
  if (c.ways > 0) add(ways_text(c, false));
  if (c.chance) add(chance_text(*c.chance));
  add(ends_and_detail(s, c));
  return out;
}

std::string chance_text(const ChoiceChance& c) {
  if (c.low == c.high) return fmt::format("{:.1f}%", 100.0 * c.low.value);
  return fmt::format("{:.1f}-{:.1f}%", 100.0 * c.low.value, 100.0 * c.high.value);
}

std::string options_summary_text(const OptionsSummary& s) {
  std::string out;
  if (!s.title.empty()) out += s.title + '\n';
  if (!s.request.empty()) out += s.request + '\n';
  for (const std::string& note : s.notes)
    out += note + '\n';
  out += options_summary_header(s) + '\n';

  std::vector<ChoiceLine> choices;
  for (std::size_t i = 0; i < s.choices.size();) {
    std::vector<std::string> labels;
    std::size_t j = i;
    while (j < s.choices.size() && same_but_label(s.choices[i], s.choices[j]))
      labels.push_back(s.choices[j++].label);
    choices.push_back({joined(labels), &s.choices[i], labels.size() > 1});
    i = j;
  }
  std::size_t label_width = 0;
  std::size_t ways_width = 0;
  std::size_t chance_width = 0;
  std::vector<std::string> ways(choices.size());
  std::vector<std::string> chances(choices.size());
  for (std::size_t i = 0; i < choices.size(); ++i) {
    const ChoiceSummary& c = *choices[i].choice;
    label_width = std::max(label_width, choices[i].label.size());
    if (c.ways > 0) ways[i] = ways_text(c, choices[i].several);
    ways_width = std::max(ways_width, ways[i].size());
    if (c.chance) chances[i] = chance_text(*c.chance);
    chance_width = std::max(chance_width, chances[i].size());
  }
  for (std::size_t i = 0; i < choices.size(); ++i) {
    const ChoiceSummary& c = *choices[i].choice;
    std::string line = fmt::format("  {:<{}}", choices[i].label, label_width);
    if (ways_width > 0) line += fmt::format("  {:<{}}", ways[i], ways_width);
    if (chance_width > 0) line += fmt::format("  {:>{}}", chances[i], chance_width);
    const std::string tail = ends_and_detail(s, c);
    if (!tail.empty()) line += "  " + tail;
    while (!line.empty() && line.back() == ' ')
      line.pop_back();
    out += line + '\n';
  }

  std::vector<RejectedLine> rejected;
  for (const RejectedChoice& r : s.rejected) {
    const auto same = std::find_if(rejected.begin(), rejected.end(), [&](const RejectedLine& l) {
      return l.rejected->reason == r.reason && l.rejected->rule == r.rule;
    });
    if (same != rejected.end()) {
      same->labels.push_back(r.label);
    } else {
      rejected.push_back({{r.label}, &r});
    }
  }
  if (!rejected.empty()) {
    out += "rejected:\n";
    std::vector<std::string> labels;
    std::size_t width = 0;
    for (const RejectedLine& l : rejected) {
      labels.push_back(joined(l.labels));
      width = std::max(width, labels.back().size());
    }
    for (std::size_t i = 0; i < rejected.size(); ++i) {
      const RejectedChoice& r = *rejected[i].rejected;
      const std::string rule = r.rule.empty() ? "" : fmt::format("[{}] ", r.rule);
      out += fmt::format("  {:<{}}  {}{}\n", labels[i], width, rule, r.reason);
    }
  }
  return out;
}

}  // namespace skedaddle::io
