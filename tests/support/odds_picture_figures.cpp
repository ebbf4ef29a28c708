// SPDX-License-Identifier: MIT
#include "support/odds_picture_figures.hpp"

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "skedaddle/ruleset/ruleset.hpp"
#include "support/odds_svg.hpp"

namespace skedaddle::test {

namespace {

using Rational = boost::multiprecision::cpp_rational;
using Integer = boost::multiprecision::cpp_int;

Rational parsed(std::string_view fraction) {
  const std::size_t slash = fraction.find('/');
  if (slash == std::string_view::npos) return Rational(Integer(std::string(fraction)));
  return Rational(Integer(std::string(fraction.substr(0, slash))),
                  Integer(std::string(fraction.substr(slash + 1))));
}

std::string fraction_text(const Rational& r) {
  return boost::multiprecision::numerator(r).str() + "/" +
         boost::multiprecision::denominator(r).str();
}

/// The ways `r` may be printed in percent to one decimal: "<0.1%" below a twentieth of a
/// percent, ">99.9%" from 99.95% short of certainty; both tenths at an exact tie.
std::set<std::string> printings(const Rational& r) {
  if (r == 0) return {"0.0%"};
  if (r == 1) return {"100%"};
  const Rational tenths = r * 1000;
  const Integer below = boost::multiprecision::numerator(tenths) /
                        boost::multiprecision::denominator(tenths);  // floor: tenths > 0
  const Rational rest = tenths - Rational(below);
  std::vector<Integer> nearest;
  if (rest <= Rational(1, 2)) nearest.push_back(below);
  if (rest >= Rational(1, 2)) nearest.push_back(below + 1);
  std::set<std::string> out;
  for (const Integer& t : nearest) {
    if (t == 0) {
      out.insert("<0.1%");
    } else if (t >= 1000) {
      out.insert(">99.9%");
    } else {
      out.insert(Integer(t / 10).str() + "." + Integer(t % 10).str() + "%");
    }
  }
  return out;
}

bool fits(std::string_view printed, const Rational& r) {
  return printings(r).contains(std::string(printed));
}

std::string unescaped(std::string_view text) {
  static const std::pair<std::string_view, char> kEntities[] = {
      {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}};
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    bool replaced = false;
    for (const auto& [entity, c] : kEntities) {
      if (text.substr(i, entity.size()) == entity) {
        out += c;
        i += entity.size();
        replaced = true;
        break;
      }
    }
    if (!replaced) out += text[i++];
  }
  return out;
}

/// A figure as the reference has it: its words and its exact chance.
struct Figure {
  std::string words;
  Rational chance;
};

/// A figure as the picture prints it: its words and its percentage.
struct Printed {
  std::string words;
  std::string percent;
};

/// "words 42.1%" split at its last space (`separator` ": " for "unit: 42.1%").
Printed split(std::string_view line, std::string_view separator) {
  const std::size_t at = line.rfind(separator);
  if (at == std::string_view::npos) return {std::string(line), ""};
  return {std::string(line.substr(0, at)), std::string(line.substr(at + separator.size()))};
}

/// Each expected figure matched with one printed figure of the same words whose percentage
/// fits its chance; what is left on either side, one line each, under `where`.
std::string unmatched(const std::vector<Figure>& expected, std::vector<Printed> printed,
                      const std::string& where) {
  std::string out;
  for (const Figure& f : expected) {
    const auto match = std::find_if(printed.begin(), printed.end(), [&](const Printed& p) {
      return p.words == f.words && fits(p.percent, f.chance);
    });
    if (match == printed.end()) {
      out += where + ": missing \"" + f.words + "\" at " + fraction_text(f.chance) + " (" +
             *printings(f.chance).begin() + ")\n";
    } else {
      printed.erase(match);
    }
  }
  for (const Printed& p : printed)
    out += where + ": printed \"" + p.words + "\" " + p.percent + " that no figure gives\n";
  return out;
}

/// One <text> of the odds panel.
struct PanelText {
  bool bold = false;
  std::string text;
};

std::vector<PanelText> panel_texts(std::string_view panel) {
  std::vector<PanelText> out;
  for (std::size_t i = panel.find("<text"); i != std::string_view::npos;
       i = panel.find("<text", i + 1)) {
    const std::size_t close = panel.find('>', i);
    const std::size_t end = panel.find("</text>", close);
    if (close == std::string_view::npos || end == std::string_view::npos) break;
    const std::string_view tag = panel.substr(i, close - i);
    out.push_back({tag.find("font-weight=\"bold\"") != std::string_view::npos,
                   unescaped(panel.substr(close + 1, end - close - 1))});
  }
  return out;
}

/// The most fates with a place the panel lists one by one; more are summed (docs/render.md).
constexpr std::size_t kPanelFatesWithAPlace = 4;

/// What the table's outcomes give each unit, summed exactly.
struct UnitSums {
  std::string unit;
  std::map<Place, Rational> at;         // chance of ending at each place
  std::map<std::string, Rational> on;   // chance of each fate with a place
  std::map<std::string, Rational> off;  // chance of each fate without one
  Rational unchanged = 0;               // chance that no fate names it
  Rational on_map() const {
    Rational sum = 0;
    for (const auto& [place, chance] : at)
      sum += chance;
    return sum;
  }
};

}  // namespace

bool percent_fits(std::string_view printed, std::string_view fraction) {
  return fits(printed, parsed(fraction));
}

std::string odds_picture_figure_differences(const io::LoadedScenario& scenario,
                                            const OddsTable& odds, std::string_view svg) {
  std::vector<UnitSums> units;
  for (const UnitOdds& u : odds.units)
    units.push_back({.unit = u.unit, .at = {}, .on = {}, .off = {}});
  for (const OddsOutcome& outcome : odds.outcomes) {
    const Rational p = parsed(outcome.probability.fraction);
    for (UnitSums& u : units) {
      const auto fate = std::find_if(outcome.fates.units.begin(), outcome.fates.units.end(),
                                     [&](const UnitFate& f) { return f.unit == u.unit; });
      if (fate == outcome.fates.units.end()) {
        u.unchanged += p;
      } else if (fate->at) {
        u.at[*fate->at] += p;
        u.on[fate->fate] += p;
      } else {
        u.off[fate->fate] += p;
      }
    }
  }
  // A number before each unit's name and chances when more than one unit may end on the map.
  const auto on_map_units =
      std::count_if(units.begin(), units.end(), [](const UnitSums& u) { return !u.at.empty(); });
  std::vector<std::string> prefix(units.size());
  for (std::size_t k = 0, key = 0; k < units.size(); ++k) {
    if (on_map_units > 1 && !units[k].at.empty()) prefix[k] = std::to_string(++key) + ": ";
  }

  std::string out;
  const std::function<std::string(const Place&)> name = scenario.ruleset->place_names(scenario);

  // Each shaded place: its tooltip's lines and its darkness.
  std::map<Place, std::vector<std::size_t>> place_units;
  for (std::size_t k = 0; k < units.size(); ++k) {
    for (const auto& [place, chance] : units[k].at)
      place_units[place].push_back(k);
  }
  std::map<std::string, OddsMarkSeen> marks;
  for (OddsMarkSeen& mark : odds_marks(svg)) {
    mark.title = unescaped(mark.title);
    const std::string place = mark.title.substr(0, mark.title.find('\n'));
    if (!marks.emplace(place, mark).second) out += "two marks at " + place + "\n";
  }
  std::vector<Figure> labels_expected;
  for (const auto& [place, ks] : place_units) {
    const std::string where = "mark at " + name(place);
    const auto mark = marks.find(name(place));
    Rational highest = 0;
    std::vector<Figure> expected;
    for (const std::size_t k : ks) {
      const Rational& chance = units[k].at.at(place);
      highest = std::max(highest, chance);
      expected.push_back({units[k].unit, chance});
      labels_expected.push_back(
          {prefix[k].empty() ? "" : prefix[k].substr(0, prefix[k].size() - 2), chance});
    }
    if (mark == marks.end()) {
      out += where + ": not drawn\n";
      continue;
    }
    std::vector<Printed> printed;
    std::string_view lines(mark->second.title);
    for (std::size_t eol = lines.find('\n'); eol != std::string_view::npos;) {
      lines.remove_prefix(eol + 1);
      eol = lines.find('\n');
      printed.push_back(split(lines.substr(0, eol), ": "));
    }
    out += unmatched(expected, printed, where);
    // docs/render.md: an opacity of 0.12 + 0.68 x the highest chance of a unit there.
    const double darkness = 0.12 + 0.68 * static_cast<double>(highest);
    if (std::abs(mark->second.opacity - darkness) > 0.0006)
      out += where + ": fill-opacity " + std::to_string(mark->second.opacity) + ", not " +
             std::to_string(darkness) + "\n";
    marks.erase(mark);
  }
  for (const auto& [place, mark] : marks)
    out += "mark at " + place + " where no unit ends\n";

  // The labels on the map: "42.1%", or "2: 42.1%" after the unit's number.
  std::vector<Printed> labels;
  for (const std::string& label : odds_labels(svg)) {
    const std::string text = unescaped(label);
    labels.push_back(text.find(": ") == std::string::npos ? Printed{"", text} : split(text, ": "));
  }
  out += unmatched(labels_expected, labels, "labels");

  // The panel: its heading, then each unit's name and the chance of each of its fates.
  const std::vector<PanelText> texts = panel_texts(odds_panel(svg));
  const std::string heading = odds.coverage.complete ? "Exact odds" : "Odds, bounded: ";
  if (texts.empty() || texts[0].text.rfind(heading, 0) != 0) {
    out += "panel: no heading \"" + heading + "\"\n";
  } else if (!odds.coverage.complete) {
    const std::string rest = texts[0].text.substr(heading.size());
    const Printed p = split(rest, " ");
    if (p.percent != "unexplored" || !fits(p.words, parsed(odds.coverage.unexplored.fraction)))
      out += "panel: heading \"" + texts[0].text + "\" for " + odds.coverage.unexplored.fraction +
             " unexplored\n";
  }
  std::map<std::string, std::vector<Printed>> blocks;
  std::vector<std::string> names_seen;
  for (std::size_t i = 2; i < texts.size(); ++i) {
    if (texts[i].bold) {
      names_seen.push_back(texts[i].text);
      blocks[texts[i].text];
    } else if (names_seen.empty()) {
      out += "panel: line \"" + texts[i].text + "\" under no unit\n";
    } else {
      blocks[names_seen.back()].push_back(split(texts[i].text, " "));
    }
  }
  std::vector<std::string> names_expected;
  for (std::size_t k = 0; k < units.size(); ++k) {
    const UnitSums& u = units[k];
    const std::string heading_of_unit = prefix[k] + u.unit;
    names_expected.push_back(heading_of_unit);
    std::vector<Figure> expected;
    std::vector<Printed> printed = blocks[heading_of_unit];
    if (u.on.size() > kPanelFatesWithAPlace) {
      // "ends on the map 42.1% (7 places, shaded)": the chance and the count of places.
      const std::string tail = " (" + std::to_string(u.at.size()) + " places, shaded)";
      std::vector<Printed> rewritten;
      for (const Printed& p : printed) {
        const std::string whole = p.words + " " + p.percent;
        if (whole.size() > tail.size() && whole.ends_with(tail)) {
          rewritten.push_back(split(whole.substr(0, whole.size() - tail.size()), " "));
          rewritten.back().words += tail;
        } else {
          rewritten.push_back(p);
        }
      }
      printed = std::move(rewritten);
      expected.push_back({"ends on the map" + tail, u.on_map()});
    } else {
      for (const auto& [fate, chance] : u.on)
        expected.push_back({fate, chance});
    }
    for (const auto& [fate, chance] : u.off)
      expected.push_back({fate, chance});
    if (u.unchanged > 0) expected.push_back({"stays put, unchanged", u.unchanged});
    out += unmatched(expected, printed, "panel, " + heading_of_unit);
  }
  if (names_seen != names_expected) {
    out += "panel: units";
    for (const std::string& n : names_seen)
      out += " \"" + n + "\"";
    out += ", not";
    for (const std::string& n : names_expected)
      out += " \"" + n + "\"";
    out += "\n";
  }
  return out;
}

std::optional<std::string> odds_picture_differences(const io::LoadedScenario& scenario,
                                                    const OddsSettings& settings) {
  if (!scenario.ruleset->check(scenario).empty() || io::refusal(scenario)) return std::nullopt;
  const Result<OddsTable> odds = enumerate_odds(scenario, settings);
  if (!odds.ok()) return std::nullopt;
  const Result<std::string> svg = scenario.ruleset->svg(
      scenario, RenderView{.options = false, .whole = false, .odds = &odds.value()}, nullptr);
  if (!svg.ok()) return "no picture";
  return odds_picture_figure_differences(scenario, odds.value(), svg.value());
}

}  // namespace skedaddle::test
