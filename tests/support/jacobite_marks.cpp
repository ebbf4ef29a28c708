// SPDX-License-Identifier: MIT
#include "support/jacobite_marks.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/option_trees.hpp"
#include "support/svg_elements.hpp"

namespace skedaddle::test {

namespace jacobite_marks_detail {

using svg_read::PagePoint;

/// A hex drawn: its name and its corners.
struct DrawnHex {
  std::string name;
  std::vector<PagePoint> corners;
  PagePoint centre() const {
    PagePoint c;
    for (const PagePoint p : corners) {
      c.x += p.x / static_cast<double>(corners.size());
      c.y += p.y / static_cast<double>(corners.size());
    }
    return c;
  }
  double radius() const {
    double r = 0.0;
    for (const PagePoint p : corners)
      r = std::max(r, std::hypot(p.x - centre().x, p.y - centre().y));
    return r;
  }
};

/// The hexes of the terrain group, named by the first word of their tooltips ("F6 clear").
std::vector<DrawnHex> drawn_hexes(std::string_view svg) {
  std::vector<DrawnHex> out;
  for (const std::string_view polygon :
       svg_read::elements(svg_read::svg_group(svg, "terrain"), "<polygon ")) {
    const std::string title = svg_read::title_of(polygon);
    if (title.empty()) continue;
    out.push_back({title.substr(0, title.find(' ')),
                   svg_read::points(svg_read::attribute(polygon, "points"))});
  }
  return out;
}

bool inside(const std::vector<PagePoint>& polygon, PagePoint p) {
  bool in = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const PagePoint a = polygon[i];
    const PagePoint b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

std::string hex_at(const std::vector<DrawnHex>& hexes, PagePoint p) {
  for (const DrawnHex& h : hexes) {
    if (inside(h.corners, p)) return h.name;
  }
  return "(none)";
}

const DrawnHex* find_hex(const std::vector<DrawnHex>& hexes, const std::string& name) {
  const auto at =
      std::find_if(hexes.begin(), hexes.end(), [&](const DrawnHex& h) { return h.name == name; });
  return at == hexes.end() ? nullptr : &*at;
}

using Steps = std::set<std::pair<std::string, std::string>>;

std::string steps_text(const Steps& steps) {
  std::string out;
  for (const auto& [from, to] : steps)
    out += (out.empty() ? "" : ", ") + from + "->" + to;
  return out.empty() ? "none" : out;
}

/// The steps of a nested tree of the options (expand_option_trees): each step that leads on,
/// as its two hexes, into a node that `keep` accepts; the hexes of the nodes `end` accepts;
/// the hexes a node leaves the board from (a leader's `leave`); the hexes of the nodes past the
/// root with no step on that `keep` accepts (where a unit's path ends).
struct TreeMarks {
  Steps steps;
  std::multiset<std::string> ends;
  std::multiset<std::string> leaves;
  std::multiset<std::string> last;
};

using HeadTest = std::function<bool(const nlohmann::json&)>;

TreeMarks tree_marks(const nlohmann::json& tree, const HeadTest& keep, const HeadTest& end) {
  TreeMarks out;
  if (tree.is_null() || tree.at("tree").is_null()) return out;
  // Walk the nested tree (expand_option_trees) from the root: a shared entry is reached once
  // for each way into it.
  std::vector<std::pair<const nlohmann::json*, bool>> todo = {{&tree.at("tree"), true}};
  while (!todo.empty()) {
    const auto [node, root] = todo.back();
    todo.pop_back();
    const std::string hex = node->at("hex").get<std::string>();
    if (!root && end(*node)) out.ends.insert(hex);
    bool on = false;
    // The node's own steps, not a copy (value() copies): the walk keeps pointers into them.
    static const nlohmann::json kNoSteps = nlohmann::json::array();
    for (const nlohmann::json& step : node->contains("steps") ? node->at("steps") : kNoSteps) {
      if (!step.contains("then")) continue;  // a step refused
      const nlohmann::json& then = step.at("then");
      if (!keep(then)) continue;
      on = true;
      out.steps.insert({hex, then.at("hex").get<std::string>()});
      todo.push_back({&then, false});
    }
    if (!on && !root) out.last.insert(hex);
    if (node->contains("leave") && keep(node->at("leave"))) out.leaves.insert(hex);
  }
  return out;
}

/// The step arrows of a group, each as the hexes its two ends lie in.
Steps drawn_steps(std::string_view svg, std::string_view group, const std::vector<DrawnHex>& hexes,
                  std::multiset<std::string>* leaves = nullptr) {
  Steps out;
  for (const std::string_view line :
       svg_read::elements(svg_read::svg_group(svg, group), "<line ")) {
    const PagePoint a{std::stod(svg_read::attribute(line, "x1")),
                      std::stod(svg_read::attribute(line, "y1"))};
    const PagePoint b{std::stod(svg_read::attribute(line, "x2")),
                      std::stod(svg_read::attribute(line, "y2"))};
    if (svg_read::attribute(line, "class") == "leave") {
      if (leaves != nullptr) leaves->insert(hex_at(hexes, a));
      continue;
    }
    out.insert({hex_at(hexes, a), hex_at(hexes, b)});
  }
  return out;
}

/// The hexes the rings of a group stand on (each ring's centre).
std::multiset<std::string> drawn_rings(std::string_view svg, std::string_view group,
                                       const std::vector<DrawnHex>& hexes) {
  std::multiset<std::string> out;
  for (const std::string_view polygon :
       svg_read::elements(svg_read::svg_group(svg, group), "<polygon ")) {
    const DrawnHex ring{"", svg_read::points(svg_read::attribute(polygon, "points"))};
    out.insert(hex_at(hexes, ring.centre()));
  }
  return out;
}

std::string hexes_text(const std::multiset<std::string>& hexes) {
  std::string out;
  for (const std::string& h : hexes)
    out += (out.empty() ? "" : " ") + h;
  return out.empty() ? "none" : out;
}

/// One rally check of the JSON: who, where, how many dice, the faces, the verdict.
struct Rally {
  std::string unit;
  std::string hex;
  int dice = 0;
  std::string faces;
  bool rallied = false;
  std::string rule;
};

/// The hex a loss label names: the one whose centre it stands nearest, give or take 3 px, where
/// it stands within a hex's reach (its corners' distance). The label wants the upper left of
/// the counter, 27 px from the hex's centre and 38 px from its neighbour's; none when no hex is
/// near enough.
std::vector<std::string> loss_hexes(const std::vector<DrawnHex>& hexes, PagePoint at) {
  double least = 1e300;
  for (const DrawnHex& h : hexes)
    least = std::min(least, std::hypot(at.x - h.centre().x, at.y - h.centre().y));
  std::vector<std::string> out;
  for (const DrawnHex& h : hexes) {
    const double d = std::hypot(at.x - h.centre().x, at.y - h.centre().y);
    if (d <= least + 3.0 && d <= h.radius()) out.push_back(h.name);
  }
  return out;
}

}  // namespace jacobite_marks_detail

std::string jacobite_preview_differences(std::string_view svg, std::string_view options_json) {
  using namespace jacobite_marks_detail;
  // Its trees nested: each node with its head's facts, its steps and where they lead.
  const nlohmann::json options = nlohmann::json::parse(
      expand_option_trees(nlohmann::ordered_json::parse(options_json)).dump());
  const std::vector<DrawnHex> hexes = drawn_hexes(svg);
  std::string out;
  // The unit's retreat with no flag ignored: every node of the tree is on a path that
  // completes the most hexes; a path ends where a node has no step on.
  const nlohmann::json& retreats = options.value("retreats", nlohmann::json::array());
  const TreeMarks unit = retreats.empty()
                             ? TreeMarks{}
                             : tree_marks(
                                   retreats.at(0), [](const nlohmann::json&) { return true; },
                                   [](const nlohmann::json&) { return true; });
  const std::multiset<std::string>& unit_ends = unit.last;
  const Steps unit_drawn = drawn_steps(svg, "path-steps", hexes);
  if (unit_drawn != unit.steps)
    out += "the retreat's steps drawn are " + steps_text(unit_drawn) + ", its options' " +
           steps_text(unit.steps) + "\n";
  const std::multiset<std::string> ends_drawn = drawn_rings(svg, "path-ends", hexes);
  if (std::set<std::string>(ends_drawn.begin(), ends_drawn.end()) !=
      std::set<std::string>(unit_ends.begin(), unit_ends.end()))
    out += "the retreat's ends drawn are " + hexes_text(ends_drawn) + ", its options' " +
           hexes_text(unit_ends) + "\n";

  // The lone leader: the steps into nodes that complete his retreat, the nodes where he may
  // stop, the hexes he may leave the board from.
  const nlohmann::json leader = options.value("leader", nlohmann::json());
  const TreeMarks his = tree_marks(
      leader, [](const nlohmann::json& head) { return head.value("completes", false); },
      [](const nlohmann::json& head) {
        return head.value("completes", false) && head.value("can_stop", false) &&
               head.value("how", "") != "leave";
      });
  std::multiset<std::string> leaves_drawn;
  const Steps his_drawn = drawn_steps(svg, "leader-steps", hexes, &leaves_drawn);
  if (his_drawn != his.steps)
    out += "the leader's steps drawn are " + steps_text(his_drawn) + ", his options' " +
           steps_text(his.steps) + "\n";
  const std::multiset<std::string> stops_drawn = drawn_rings(svg, "leader-stops", hexes);
  if (std::set<std::string>(stops_drawn.begin(), stops_drawn.end()) !=
      std::set<std::string>(his.ends.begin(), his.ends.end()))
    out += "the leader's stops drawn are " + hexes_text(stops_drawn) + ", his options' " +
           hexes_text(his.ends) + "\n";
  if (std::set<std::string>(leaves_drawn.begin(), leaves_drawn.end()) !=
      std::set<std::string>(his.leaves.begin(), his.leaves.end()))
    out += "the leader leaves the board from " + hexes_text(leaves_drawn) + " drawn, " +
           hexes_text(his.leaves) + " in his options\n";
  return out;
}

std::string jacobite_mark_differences(std::string_view svg, std::string_view outcome_json,
                                      const std::map<std::string, std::string>& start_hexes) {
  using namespace jacobite_marks_detail;
  const nlohmann::json outcome = nlohmann::json::parse(outcome_json);
  const std::vector<DrawnHex> hexes = drawn_hexes(svg);
  std::string out;

  // Replay where each unit stands: the last hex of its moves that is on the map drawn.
  std::map<std::string, std::string> hex_of = start_hexes;
  std::vector<Rally> rallies;
  std::map<std::pair<std::string, std::string>, int> losses;  // (unit, hex): blocks lost there
  for (const nlohmann::json& e : outcome.at("events")) {
    const std::string type = e.value("type", "");
    if (type == "moved") {
      for (const nlohmann::json& h : e.at("path")) {
        if (find_hex(hexes, h.get<std::string>()) == nullptr) continue;
        for (const nlohmann::json& u : e.at("units"))
          hex_of[u.get<std::string>()] = h.get<std::string>();
      }
    } else if (type == "rally_checked") {
      std::string faces;
      for (const nlohmann::json& f : e.at("faces"))
        faces += (faces.empty() ? "" : " ") + f.get<std::string>();
      const std::string unit = e.at("unit").get<std::string>();
      rallies.push_back({unit, hex_of[unit], e.at("dice").get<int>(), faces,
                         e.at("rallied").get<bool>(), e.at("rule").get<std::string>()});
    } else if (type == "strength_lost" && e.at("amount").get<int>() > 0) {
      const std::string unit = e.at("unit").get<std::string>();
      losses[{unit, hex_of[unit]}] += e.at("amount").get<int>();
    }
  }

  // The badges: one per unit and hex, its checks in order.
  std::vector<std::vector<Rally>> groups;
  for (const Rally& r : rallies) {
    const auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& g) {
      return g.front().unit == r.unit && g.front().hex == r.hex;
    });
    if (same == groups.end()) {
      groups.push_back({r});
    } else {
      same->push_back(r);
    }
  }
  std::vector<std::string_view> badges;
  for (const std::string_view start :
       svg_read::elements(svg_read::svg_group(svg, "rally-checks"), "<g class=\"rally"))
    badges.push_back(svg_read::whole_element(start));
  if (badges.size() != groups.size())
    out += std::to_string(badges.size()) + " rally badges drawn for " +
           std::to_string(groups.size()) + " units checked in a hex\n";
  for (std::size_t k = 0; k < std::min(badges.size(), groups.size()); ++k) {
    const std::vector<Rally>& checks = groups[k];
    const std::string_view badge = badges[k];
    const std::string who = checks.front().unit + "'s rally in " + checks.front().hex;
    // Its tooltip: "Atholl rallied on 3 dice, then failed its rally check on 2 dice".
    const std::string title = svg_read::title_of(badge);
    std::vector<std::pair<bool, int>> said;  // each check: rallied, dice
    const std::string prefix = checks.front().unit + " ";
    if (title.starts_with(prefix)) {
      const std::string rest = title.substr(prefix.size());
      for (std::size_t at = 0; at != std::string::npos;) {
        const std::size_t next = rest.find(", then ", at);
        const std::string part = rest.substr(at, next == std::string::npos ? next : next - at);
        const std::size_t on = part.rfind(" on ");
        const std::vector<double> dice =
            on == std::string::npos ? std::vector<double>{} : svg_read::numbers(part.substr(on));
        said.push_back(
            {part.starts_with("rallied on "), dice.size() == 1 ? static_cast<int>(dice[0]) : -1});
        at = next == std::string::npos ? next : next + 7;
      }
    }
    std::vector<std::pair<bool, int>> expected;
    for (const Rally& r : checks)
      expected.push_back({r.rallied, r.dice});
    if (said != expected) out += who + ": the badge says \"" + title + "\"\n";
    const std::string word = svg_read::text_of(badge.substr(badge.find("<text ")));
    const std::string expected_word = !checks.back().rallied ? "routed"
                                      : checks.size() == 1
                                          ? "rallied"
                                          : "rallied \u00d7" + std::to_string(checks.size());
    if (word != expected_word)
      out += who + ": the badge reads \"" + word + "\", not \"" + expected_word + "\"\n";
    // Where it stands: on the upper half of the unit's hex, by its counter.
    const std::string_view rect = badge.substr(badge.find("<rect "));
    const double left = std::stod(svg_read::attribute(rect, "x"));
    const double top = std::stod(svg_read::attribute(rect, "y"));
    const double right = left + std::stod(svg_read::attribute(rect, "width"));
    const double bottom = top + std::stod(svg_read::attribute(rect, "height"));
    const DrawnHex* hex = find_hex(hexes, checks.front().hex);
    if (hex == nullptr) {
      out += who + ": the hex is not drawn\n";
      continue;
    }
    const PagePoint c = hex->centre();
    const PagePoint nearest{std::clamp(c.x, left, right), std::clamp(c.y, top, bottom)};
    if (std::hypot(nearest.x - c.x, nearest.y - c.y) > hex->radius() || bottom > c.y)
      out += who + ": the badge stands at (" + std::to_string(left) + ", " + std::to_string(top) +
             "), not on the upper half of " + checks.front().hex + "\n";
  }
  // The legend lists each check with its faces.
  const std::string_view legend = svg.substr(std::min(svg.size(), svg.find("<g id=\"legend\"")));
  std::multiset<std::string> legend_lines;
  for (const std::string_view text : svg_read::elements(legend, "<text "))
    legend_lines.insert(svg_read::text_of(text));
  for (const Rally& r : rallies) {
    const std::string line = r.unit + (r.rallied ? " rallied" : " failed to rally") + " on " +
                             std::to_string(r.dice) + " dice: " + r.faces + " (" + r.rule + ")";
    const auto at = legend_lines.find(line);
    if (at == legend_lines.end()) {
      out += "the legend has no line \"" + line + "\"\n";
    } else {
      legend_lines.erase(at);
    }
  }

  // The losses: one "−N" for each unit and hex where it lost N blocks in all, its tooltip naming
  // it, standing on that hex or tied to it by a leader line that starts inside it.
  const std::string_view loss_group = svg_read::svg_group(svg, "losses");
  std::vector<std::pair<PagePoint, PagePoint>> leaders;  // (start, end)
  for (const std::string_view line : svg_read::elements(loss_group, "<line ")) {
    leaders.push_back(
        {{std::stod(svg_read::attribute(line, "x1")), std::stod(svg_read::attribute(line, "y1"))},
         {std::stod(svg_read::attribute(line, "x2")), std::stod(svg_read::attribute(line, "y2"))}});
  }
  struct DrawnLoss {
    std::string unit;
    std::vector<std::string> hexes;  // the hexes it may be read as standing on, or tied to
    int blocks = 0;
    bool used = false;
  };
  std::vector<DrawnLoss> drawn;
  for (const std::string_view text : svg_read::elements(loss_group, "<text ")) {
    const std::string word = svg_read::text_of(text);
    const std::string title = svg_read::title_of(text);
    const std::string minus = "\u2212";
    if (!word.starts_with(minus)) {
      out += "a loss label reads \"" + word + "\"\n";
      continue;
    }
    // The glyphs' middle: the baseline point less a third of the font's size.
    const double size = std::stod(svg_read::attribute(text, "font-size"));
    const PagePoint base{std::stod(svg_read::attribute(text, "x")),
                         std::stod(svg_read::attribute(text, "y"))};
    std::vector<std::string> near = loss_hexes(hexes, {base.x, base.y - size / 3.0});
    // A leader line ends on the label's box (centred, as wide as its glyphs at most, from a
    // font size above the baseline to a third below): the hex it starts in is the label's too.
    const double glyphs = static_cast<double>(word.size() - minus.size() + 1);
    const double half_width = 0.65 * size * glyphs / 2.0;
    for (const auto& [start, end] : leaders) {
      if (std::abs(end.x - base.x) <= half_width + 1.0 && end.y >= base.y - size - 1.0 &&
          end.y <= base.y + size / 3.0 + 1.0) {
        for (const std::string& h : loss_hexes(hexes, start))
          near.push_back(h);
      }
    }
    drawn.push_back({title.substr(0, title.find(" lost ")), std::move(near),
                     std::stoi(word.substr(minus.size()))});
  }
  for (const auto& [where, lost] : losses) {
    // Plain names: clang 14 cannot capture structured bindings in a lambda.
    const std::string& unit = where.first;
    const std::string& hex = where.second;
    const int blocks = lost;
    const auto found = std::find_if(drawn.begin(), drawn.end(), [&](const DrawnLoss& d) {
      return !d.used && d.unit == unit && d.blocks == blocks &&
             std::find(d.hexes.begin(), d.hexes.end(), hex) != d.hexes.end();
    });
    if (found == drawn.end()) {
      out += "loss: " + unit + " lost " + std::to_string(blocks) + " in " + hex + ": no \"\u2212" +
             std::to_string(blocks) + "\" drawn there\n";
    } else {
      found->used = true;
    }
  }
  for (const DrawnLoss& d : drawn) {
    if (d.used) continue;
    std::string where;
    for (const std::string& h : d.hexes)
      where += (where.empty() ? "" : " or ") + h;
    out += "loss: a \"\u2212" + std::to_string(d.blocks) + "\" of " + d.unit + " drawn in " +
           (where.empty() ? std::string("no hex") : where) + " that no event gives\n";
  }
  return out;
}

std::optional<std::string> jacobite_picture_differences(
    const io::LoadedScenario& scenario, const std::map<std::string, std::string>& start_hexes) {
  if (!scenario.ruleset->check(scenario).empty() || io::refusal(scenario)) return std::nullopt;
  std::string options;
  const Errors errors = scenario.ruleset->write_options(
      scenario, OptionsView{.form = Form::json}, [&](std::string_view part) { options += part; });
  if (!errors.empty()) return "has no options";
  const Result<std::string> preview = scenario.ruleset->svg(scenario, RenderView{}, nullptr);
  if (!preview.ok()) return "is not drawn without an outcome";
  std::string out = jacobite_preview_differences(preview.value(), options);
  const Result<AnyOutcome> outcome =
      scenario.ruleset->resolve(scenario, corpus::default_chooser(scenario));
  if (!outcome.ok()) return out + "does not resolve\n";
  const Result<std::string> svg = scenario.ruleset->svg(scenario, RenderView{}, &outcome.value());
  if (!svg.ok()) return out + "is not drawn with its outcome\n";
  out += jacobite_preview_differences(svg.value(), options);
  out += jacobite_mark_differences(
      svg.value(),
      scenario.ruleset->outcome(scenario, outcome.value(), Form::json, io::JsonLayout::indented),
      start_hexes);
  return out;
}

}  // namespace skedaddle::test
