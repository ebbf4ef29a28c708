// SPDX-License-Identifier: MIT
// The options summary's text read back and compared with the typed figures, the exact
// fractions and the first decision's options.
#include "support/options_text_figures.hpp"

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdlib>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::test {
namespace {

using TextRational = boost::multiprecision::cpp_rational;
using TextInteger = boost::multiprecision::cpp_int;

std::vector<std::string> split_on(const std::string& text, const std::string& separator) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t at; (at = text.find(separator, start)) != std::string::npos;) {
    out.push_back(text.substr(start, at - start));
    start = at + separator.size();
  }
  out.push_back(text.substr(start));
  return out;
}

/// A line's columns: the parts between runs of two or more spaces.
std::vector<std::string> columns_of(const std::string& line) {
  std::vector<std::string> out;
  std::size_t k = 0;
  while (k < line.size() && line[k] == ' ')
    ++k;
  std::string part;
  while (k < line.size()) {
    if (line[k] == ' ' && k + 1 < line.size() && line[k + 1] == ' ') {
      out.push_back(part);
      part.clear();
      while (k < line.size() && line[k] == ' ')
        ++k;
      continue;
    }
    part += line[k++];
  }
  if (!part.empty()) out.push_back(part);
  return out;
}

/// The ways a chance may be printed to one decimal in percent: the nearest tenth of its
/// exact fraction, both tenths at an exact tie (docs/rules/audits/2026-12-01-figures.md).
std::set<std::string> percent_printings(const Probability& p) {
  const std::size_t slash = p.fraction.find('/');
  const TextRational r = slash == std::string::npos
                             ? TextRational(TextInteger(p.fraction))
                             : TextRational(TextInteger(p.fraction.substr(0, slash)),
                                            TextInteger(p.fraction.substr(slash + 1)));
  const TextRational tenths = r * 1000;
  const TextInteger below =
      boost::multiprecision::numerator(tenths) / boost::multiprecision::denominator(tenths);
  const TextRational rest = tenths - TextRational(below);
  std::set<std::string> out;
  for (const TextInteger& t : {below, TextInteger(below + 1)}) {
    if ((t == below && rest > TextRational(1, 2)) || (t != below && rest < TextRational(1, 2)))
      continue;
    out.insert(TextInteger(t / 10).str() + "." + TextInteger(t % 10).str());
  }
  return out;
}

/// The chance a column prints ("42.1%", "40.2-45.0%") against `c`; "" when it fits.
std::string chance_differences(const std::string& printed, const ChoiceChance& c) {
  std::string body = printed.substr(0, printed.size() - 1);  // without the '%'
  const std::size_t dash = body.find('-');
  const std::string low = body.substr(0, dash);
  const std::string high = dash == std::string::npos ? low : body.substr(dash + 1);
  if ((dash == std::string::npos) != (c.low == c.high))
    return printed + ": a range is printed iff the chance is one (" + c.low.fraction + ", " +
           c.high.fraction + ")";
  if (!percent_printings(c.low).contains(low) || !percent_printings(c.high).contains(high))
    return printed + ": not " + c.low.fraction + " to " + c.high.fraction + " in percent";
  return "";
}

/// The numbers a score's words print ("1 unit lost, 6 manpower lost, 0 hexes from the
/// enemy", "no loss on the retreat, out of the enemy's reach") against `score`.
std::string score_differences(const std::string& words, const Score& score,
                              const OptionsSummary& s) {
  int units = 0;
  int strength = 0;
  std::optional<int> distance;
  bool out_of_reach = false;
  for (std::string part : split_on(words, ", ")) {
    // The loss's scope follows the last loss ("1 unit lost on the retreat").
    if (!s.loss_scope.empty() && part.ends_with(" " + s.loss_scope))
      part.resize(part.size() - s.loss_scope.size() - 1);
    if (part.starts_with("no loss")) continue;
    if (part == "out of the enemy's reach") {
      out_of_reach = true;
      continue;
    }
    const int n = std::atoi(part.c_str());
    if (part.ends_with(" from the enemy")) {
      distance = n;
    } else if (part.ends_with(" units lost") || part.ends_with(" unit lost")) {
      units = n;
    } else {
      strength = n;
    }
  }
  std::ostringstream out;
  if (units != score.units_lost || strength != score.strength_lost)
    out << words << ": " << score.units_lost << " units and " << score.strength_lost
        << " strength lost; ";
  if (s.distance_cap > 0 && score.distance >= s.distance_cap) {
    if (!out_of_reach) out << words << ": out of reach; ";
  } else if (!s.distance_unit.empty() && distance != score.distance) {
    out << words << ": " << score.distance << " from the enemy; ";
  }
  return out.str();
}

/// The labels of `choices`, as a line joins them: every label, or runs of labels that share
/// their first word ("US1IN E, SE; US3CV E").
std::set<std::string> label_printings(const std::vector<const ChoiceSummary*>& choices) {
  std::string every;
  std::string runs;
  std::string head;
  for (const ChoiceSummary* c : choices) {
    every += (every.empty() ? "" : ", ") + c->label;
    const std::size_t space = c->label.find(' ');
    const std::string first = c->label.substr(0, space);
    if (space != std::string::npos && first == head) {
      runs += ", " + c->label.substr(space + 1);
    } else {
      runs += (runs.empty() ? "" : "; ") + c->label;
      head = space == std::string::npos ? "" : first;
    }
  }
  return {every, runs};
}

/// What one choice line says against the choices it stands for.
std::string line_differences(const std::string& line, const std::vector<const ChoiceSummary*>& cs,
                             const OptionsSummary& s) {
  std::string out;
  std::vector<std::string> cols = columns_of(line);
  std::size_t k = 1;
  std::optional<std::int64_t> ways;
  bool each = false;
  if (k < cols.size() && !cols[k].empty() && std::isdigit(cols[k][0]) &&
      (cols[k].find(" way") != std::string::npos)) {
    ways = std::atoll(cols[k].c_str());
    each = cols[k].ends_with(" each");
    const std::string word = *ways == 1 ? " way" : " ways";
    if (cols[k] != std::to_string(*ways) + word + (each ? " each" : ""))
      out += line + ": \"" + cols[k] + "\" is not how ways are counted\n";
    ++k;
  }
  std::optional<std::string> chance;
  if (k < cols.size() && cols[k].ends_with("%") && cols[k].find(' ') == std::string::npos)
    chance = cols[k++];
  std::string tail;
  for (; k < cols.size(); ++k)
    tail += (tail.empty() ? "" : "  ") + cols[k];
  if (each != (cs.size() > 1) && ways)
    out += line + ": \"each\" on a line of " + std::to_string(cs.size()) + " choices\n";
  for (const ChoiceSummary* c : cs) {
    const std::string who = line + " [" + c->label + "]: ";
    if (ways.value_or(0) != c->ways) out += who + std::to_string(c->ways) + " ways\n";
    if (chance.has_value() != c->chance.has_value()) out += who + "chance printed or not\n";
    if (chance && c->chance) {
      const std::string d = chance_differences(*chance, *c->chance);
      if (!d.empty()) out += who + d + "\n";
    }
    // The ends, then the detail: "best: A; worst: B", "every way: A", or A alone (one way).
    std::vector<std::string> parts = split_on(tail, "; ");
    std::size_t detail_from = 0;
    if (c->best && c->worst) {
      std::string best = parts[0];
      std::string worst = parts[0];
      if (best.starts_with("best: ") && parts.size() > 1 && parts[1].starts_with("worst: ")) {
        best = best.substr(6);
        worst = parts[1].substr(7);
        detail_from = 2;
        if (*c->best == *c->worst) out += who + "best and worst printed for one end\n";
      } else {
        if (best.starts_with("every way: "))
          best = worst = best.substr(11);
        else if (c->ways != 1)
          out += who + "one end printed without \"every way\"\n";
        detail_from = 1;
        if (!(*c->best == *c->worst)) out += who + "one end printed for two\n";
      }
      const std::string b = score_differences(best, *c->best, s);
      const std::string w = score_differences(worst, *c->worst, s);
      if (!b.empty()) out += who + "best " + b + "\n";
      if (!w.empty()) out += who + "worst " + w + "\n";
    }
    std::string detail;
    for (std::size_t j = detail_from; j < parts.size(); ++j)
      detail += (detail.empty() ? "" : "; ") + parts[j];
    if (detail != c->detail) out += who + "detail \"" + detail + "\", not \"" + c->detail + "\"\n";
  }
  return out;
}

}  // namespace

std::string options_text_differences(const Scenario& scenario) {
  const Result<OptionsSummary> made = scenario.ruleset().options_summary(scenario.loaded());
  if (!made.ok()) return "";
  const OptionsSummary& s = made.value();
  const Result<std::string> printed = options(scenario, OptionsView{});
  if (!printed.ok()) return "no options text: " + printed.errors().front().message + "\n";
  std::vector<std::string> lines = split_on(printed.value(), "\n");
  std::string out;
  // The choices' lines: after the line that says who decides, up to "rejected:" or a line
  // that is not indented.
  std::size_t at = 0;
  while (at < lines.size() && !lines[at].starts_with("owner decides") &&
         !lines[at].starts_with("opponent decides") && !lines[at].starts_with("no choice: "))
    ++at;
  if (at == lines.size()) return "no line says who decides\n" + printed.value();
  const std::string& header = lines[at];
  const std::size_t n = s.choices.size();
  const bool a_player = s.decided_by == DecidedBy::owner || s.decided_by == DecidedBy::opponent;
  if (a_player && n > 1 && header.find(", " + std::to_string(n) + " choices") == std::string::npos)
    out += header + ": not " + std::to_string(n) + " choices\n";
  if (a_player && n == 1 && !header.starts_with("no choice: the rules decide"))
    out += header + ": one choice is no choice\n";
  std::vector<const ChoiceSummary*> printed_order;
  std::size_t next = 0;  // the first typed choice not yet read
  for (++at; at < lines.size() && lines[at].starts_with("  "); ++at) {
    const std::string& line = lines[at];
    const std::string labels = columns_of(line).front();
    std::vector<const ChoiceSummary*> group;
    bool found = false;
    for (std::size_t k = next; k < n && !found; ++k) {
      group.push_back(&s.choices[k]);
      found = label_printings(group).contains(labels);
    }
    if (!found) {
      out += line + ": its labels are not the next choices'\n";
      return out + printed.value();
    }
    out += line_differences(line, group, s);
    printed_order.insert(printed_order.end(), group.begin(), group.end());
    next += group.size();
  }
  if (next != n)
    out += "the text shows " + std::to_string(next) + " of " + std::to_string(n) + " choices\n";
  // The order and labels of a player's first decision, as a step-wise resolution meets it.
  if (a_player && n > 1) {
    Result<Resolution> r = Resolution::start(scenario, ChanceMode::explicit_);
    if (r.ok() && r.value().pending() != nullptr && r.value().pending()->at == s.at) {
      const Decision& d = *r.value().pending();
      // The same options in the same order; each printed label names the option as the step
      // does (a word of it is the step's first: "0401 SE" for "0401 (override)", "ignore 1
      // flag" for "1").
      bool same = d.options.size() == printed_order.size();
      for (std::size_t i = 0; same && i < d.options.size(); ++i) {
        const std::string name = scenario.ruleset().option_name(scenario.loaded(), d.options[i]);
        const std::vector<std::string> words = split_on(printed_order[i]->label, " ");
        same = same_choice(printed_order[i]->option, d.options[i]) &&
               std::find(words.begin(), words.end(), split_on(name, " ").front()) != words.end();
      }
      if (!same) {
        out += "the step offers";
        for (const Option& o : d.options)
          out += " [" + scenario.ruleset().option_name(scenario.loaded(), o) + "]";
        out += ", the text";
        for (const ChoiceSummary* c : printed_order)
          out += " [" + c->label + "]";
        out += "\n";
      }
    }
  }
  return out.empty() ? out : out + printed.value();
}

int check_options_text_of_random_boards(
    std::string_view ruleset, std::uint64_t seed, int count,
    const std::function<io::LoadedScenario(std::mt19937_64& rng)>& draw) {
  const Ruleset* game = find_ruleset(ruleset);
  int compared = 0;
  for_random_boards(seed, count, [&](std::mt19937_64& rng, int) {
    io::LoadedScenario s = draw(rng);
    s.ruleset = game;
    Result<Scenario> scenario = Scenario::validate(std::move(s));
    if (!scenario.ok() || scenario.value().refusal()) return std::string();
    ++compared;
    return options_text_differences(scenario.value());
  });
  return compared;
}

}  // namespace skedaddle::test
