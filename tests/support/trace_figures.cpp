// SPDX-License-Identifier: MIT
// The text trace's figures computed afresh: the Retreat Charts' losses (GC-7, GC-8) counted
// down from each unit's starting manpower, the option's fatigue (GC-1), the GITM / ROTD dice's
// directions and distances (GI-2 to GI-4), and the Grande Tactique morale terms (GT-1), each
// from the rule text and the rulings, plainly, and read back from the text.
#include "support/trace_figures.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace skedaddle::test {
namespace {

using FigJson = nlohmann::json;

/// The trace's lines, read in order: each figure is looked for after the last one found.
class TraceReader {
 public:
  explicit TraceReader(const std::string& text) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
      lines_.push_back(line);
  }
  /// The first line from the cursor on that contains `fragment`, moving the cursor past it;
  /// nothing (and a difference in `out`) when none does.
  std::optional<std::string> next(const std::string& fragment, std::string& out) {
    for (std::size_t k = at_; k < lines_.size(); ++k) {
      if (lines_[k].find(fragment) == std::string::npos) continue;
      at_ = k + 1;
      return lines_[k];
    }
    out += "no line after line " + std::to_string(at_) + " says \"" + fragment + "\"\n";
    return std::nullopt;
  }
  /// The line that starts with `head` after the trace's events (the units' lines), or "".
  std::string unit_line(const std::string& head) const {
    for (const std::string& line : lines_) {
      if (line.starts_with(head)) return line;
    }
    return "";
  }

 private:
  std::vector<std::string> lines_;
  std::size_t at_ = 0;
};

/// The integer printed right after `key` in `line` ("manpower 3" with key "manpower "), or
/// nothing.
std::optional<int> figure_after(const std::string& line, const std::string& key) {
  const std::size_t at = line.find(key);
  if (at == std::string::npos) return std::nullopt;
  const char* start = line.c_str() + at + key.size();
  char* end = nullptr;
  const long value = std::strtol(start, &end, 10);
  if (end == start) return std::nullopt;
  return static_cast<int>(value);
}

std::string joined_names(const FigJson& items, const std::string& separator) {
  std::string out;
  for (const FigJson& item : items)
    out += (out.empty() ? "" : separator) + item.get<std::string>();
  return out;
}

// ---- GCACW ------------------------------------------------------------------------------

/// A row of the Retreat Charts as the rule text prints it: its number, and its manpower loss
/// left and right of the slash (equal where the chart prints one number).
struct ChartRow {
  std::string row;
  int priority = 0;
  int loss_left = 0;
  int loss_right = 0;
};

/// The row of Retreat Chart 1 or 2 that describes a step with these facts (rule text 7.6;
/// GC-6, GC-7): into an enemy-occupied hex, into an enemy ZOC, more distant from the active
/// enemy unit, along a road.
ChartRow chart_row(int chart, bool enemy, bool zoc, bool more_distant, bool road) {
  if (chart == 2) {
    if (enemy) return {"3", 3, 3, 3};
    if (zoc) return {"2", 2, 0, 1};
    return {"1", 1, 0, 0};
  }
  if (enemy) return {"5", 5, 3, 3};
  if (zoc) return more_distant ? ChartRow{"4a", 4, 0, 1} : ChartRow{"4b", 4, 1, 2};
  if (!more_distant) return {"3", 3, 0, 1};
  return road ? ChartRow{"1", 1, 0, 0} : ChartRow{"2", 2, 0, 0};
}

struct GcUnit {
  int manpower = 0;
  int fatigue = 0;
  bool combat = true;
  bool on_map = true;
};

std::string gcacw_differences(const FigJson& scenario, const FigJson& outcome, TraceReader& trace) {
  std::string out;
  std::map<std::string, GcUnit> units;
  for (const FigJson& u : scenario.at("units")) {
    GcUnit g;
    g.combat = u.at("type") != "leader";
    g.manpower = u.value("manpower", 0);
    g.fatigue = u.value("fatigue", 0);
    units[u.at("id").get<std::string>()] = g;
  }
  const FigJson& request = scenario.at("request");
  const bool cavalry_retreat = request.at("kind") == "cavalry";
  // GC-1: the defender's option on a "-" result costs each combat unit that takes it a level.
  const bool option_costs_fatigue =
      request.at("kind") == "option" && request.value("no_effect", false);
  const FigJson& events = outcome.at("events");
  for (std::size_t k = 0; k < events.size(); ++k) {
    const FigJson& e = events[k];
    const std::string type = e.at("type");
    if (type == "moved" && e.contains("chart")) {
      const FigJson& c = e.at("chart");
      const ChartRow row =
          chart_row(c.at("chart"), c.at("enemy"), c.at("zoc"), c.at("more_distant"), c.at("road"));
      // GC-8: left of the slash along a road or into a friendly-occupied hex; in a cavalry
      // retreat cavalry loses nothing (an enemy-occupied hex eliminates it instead).
      const int loss = cavalry_retreat ? 0
                       : (c.at("road").get<bool>() || c.at("friendly").get<bool>())
                           ? row.loss_left
                           : row.loss_right;
      if (c.at("row") != row.row || c.at("priority") != row.priority || c.at("loss") != loss) {
        out += "step " + e.at("path").dump() + " " + c.dump() + ": the chart gives row " + row.row +
               " (priority " + std::to_string(row.priority) + "), loss " + std::to_string(loss) +
               "\n";
      }
      const std::string who = joined_names(e.at("units"), ", ");
      if (const std::optional<std::string> line =
              trace.next(who + " " + joined_names(e.at("path"), " -> ") + ": chart ", out)) {
        const std::string says =
            "chart " + std::to_string(c.at("chart").get<int>()) + " row " + row.row +
            " (priority " + std::to_string(row.priority) + "), loss " + std::to_string(loss) +
            (c.at("override").get<bool>() ? ", overriding the priorities" : "");
        if (!line->ends_with(says)) out += *line + ": not \"" + says + "\"\n";
      }
      // GC-2: the loss applies to each combat unit of the stack, down to 0 at most.
      std::map<std::string, int> owed;
      for (const FigJson& id : e.at("units")) {
        const GcUnit& u = units.at(id.get<std::string>());
        if (u.combat && loss > 0) owed[id.get<std::string>()] = std::min(u.manpower, loss);
      }
      for (std::size_t j = k + 1; j < events.size() && events[j].at("type") != "moved"; ++j) {
        const FigJson& lost = events[j];
        if (lost.at("type") != "strength_lost") continue;
        const std::string id = lost.at("unit");
        GcUnit& u = units.at(id);
        const int amount = lost.at("amount");
        if (!owed.contains(id) || owed[id] != amount) {
          out += id + " loses " + std::to_string(amount) + " after " + c.dump() + ", owes " +
                 std::to_string(owed.contains(id) ? owed[id] : 0) + "\n";
        }
        owed.erase(id);
        u.manpower -= amount;
        if (lost.at("remaining") != u.manpower) {
          out += id + ": the event leaves " + lost.at("remaining").dump() + ", the count " +
                 std::to_string(u.manpower) + "\n";
        }
        const std::string says = id + " loses " + std::to_string(amount) + " manpower (" +
                                 std::to_string(u.manpower) + " left)";
        trace.next(says, out);
      }
      for (const auto& [id, amount] : owed)
        out += id + " owes " + std::to_string(amount) + " manpower but no event takes it\n";
    } else if (type == "retreat_ended" && option_costs_fatigue) {
      for (const FigJson& id : e.at("units")) {
        GcUnit& u = units.at(id.get<std::string>());
        if (!u.combat || u.fatigue >= 4) continue;  // GC-1: leaders have none; 4 at most
        ++u.fatigue;
        trace.next(id.get<std::string>() + " fatigue is now " + std::to_string(u.fatigue), out);
      }
    }
  }
  // Each unit's line: its manpower counted down from the start, its fatigue; and the JSON's.
  for (const FigJson& u : outcome.at("units")) {
    const std::string id = u.at("id");
    const GcUnit& g = units.at(id);
    const std::string line = trace.unit_line(id + ": ");
    const std::optional<int> manpower = figure_after(line, ", manpower ");
    const std::optional<int> fatigue = figure_after(line, ", fatigue ");
    if (g.combat && (manpower != g.manpower || u.at("manpower") != g.manpower)) {
      out += line + ": manpower " + std::to_string(g.manpower) + " by the count (JSON " +
             u.at("manpower").dump() + ")\n";
    }
    if (!g.combat && manpower) out += line + ": a leader has no manpower\n";
    if (fatigue != g.fatigue || u.at("fatigue") != g.fatigue) {
      out += line + ": fatigue " + std::to_string(g.fatigue) + " by the count (JSON " +
             u.at("fatigue").dump() + ")\n";
    }
  }
  return out;
}

// ---- GITM / ROTD ------------------------------------------------------------------------

/// The eight directions, N first and clockwise (GI-1), with their steps on the tactical map
/// (row 0 north, column 0 west).
constexpr std::array<const char*, 8> kCompass = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
constexpr std::array<int, 8> kColumnStep = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr std::array<int, 8> kRowStep = {-1, -1, 0, 1, 1, 1, 0, -1};

int compass_index(const std::string& name) {
  for (int d = 0; d < 8; ++d) {
    if (name == kCompass[static_cast<std::size_t>(d)]) return d;
  }
  return -1;
}

struct GiSquare {
  int col = 0;
  int row = 0;
  bool operator==(const GiSquare&) const = default;
};

GiSquare gi_square(const std::string& name) {
  const std::size_t dash = name.find('-');
  return {std::stoi(name.substr(0, dash)), std::stoi(name.substr(dash + 1))};
}

struct GiUnit {
  std::string allegiance;
  GiSquare square;
  int moved = -1;  // the direction it moved into the combat, or -1
  bool present = true;
};

/// The direction of the step from `a` to `b` (one square apart), or -1.
int step_direction(GiSquare a, GiSquare b) {
  for (std::size_t d = 0; d < 8; ++d) {
    if (b.col - a.col == kColumnStep[d] && b.row - a.row == kRowStep[d]) return static_cast<int>(d);
  }
  return -1;
}

/// The directions a unit draws among, N first clockwise: the valid ones (GI-2: not its own
/// movement nor the two beside it, not where an enemy in the battle square came from nor the
/// two beside it); for a rout all of them (GI-5); otherwise without those whose adjacent square
/// holds an enemy (ROTD: or a neutral), and only those toward a friend when any is (GI-3).
std::vector<int> gi_candidates(const std::map<std::string, GiUnit>& units, const std::string& id,
                               GiSquare battle, bool rout, bool rotd) {
  const GiUnit& me = units.at(id);
  std::array<bool, 8> invalid{};
  const auto forbid_cone = [&invalid](int d) {
    for (int k = -1; k <= 1; ++k)
      invalid[static_cast<std::size_t>((d + k + 8) % 8)] = true;
  };
  if (me.moved >= 0) forbid_cone(me.moved);
  for (const auto& [other_id, other] : units) {
    if (other.allegiance == "enemy" && other.moved >= 0 && other.square == battle)
      forbid_cone((other.moved + 4) % 8);  // it came from the opposite direction
  }
  std::vector<int> valid;
  std::vector<int> toward_friends;
  for (int d = 0; d < 8; ++d) {
    if (invalid[static_cast<std::size_t>(d)]) continue;
    if (rout) {
      valid.push_back(d);
      continue;
    }
    const GiSquare next{me.square.col + kColumnStep[static_cast<std::size_t>(d)],
                        me.square.row + kRowStep[static_cast<std::size_t>(d)]};
    bool hostile = false;
    bool friendly = false;
    for (const auto& [other_id, other] : units) {
      if (other_id == id || !other.present || !(other.square == next)) continue;
      hostile = hostile || other.allegiance == "enemy" || (rotd && other.allegiance == "neutral");
      friendly = friendly || other.allegiance == "friendly";
    }
    if (hostile) continue;
    valid.push_back(d);
    if (friendly) toward_friends.push_back(d);
  }
  return toward_friends.empty() ? valid : toward_friends;
}

std::string gitm_differences(const FigJson& scenario, const FigJson& outcome, TraceReader& trace) {
  std::string out;
  std::map<std::string, GiUnit> units;
  for (const FigJson& u : scenario.at("units")) {
    GiUnit g;
    g.allegiance = u.at("allegiance");
    g.square = gi_square(u.at("square"));
    if (u.contains("moved")) g.moved = compass_index(u.at("moved"));
    const std::string ending = u.value("ending", "stayed");
    g.present = ending == "stayed" || ending == "moved" || ending == "stopped_short";
    units[u.at("id").get<std::string>()] = g;
  }
  const FigJson& request = scenario.at("request");
  const std::string kind = request.at("kind");
  const GiSquare battle = gi_square(request.at("battle"));
  const bool rotd = scenario.at("ruleset") == "rotd";
  std::map<std::string, std::string> endings;
  for (const FigJson& u : outcome.at("units"))
    endings[u.at("id").get<std::string>()] = u.at("ending");

  // What the dice said of the unit now leaving: the direction its face picks, its distance.
  std::string leaving;
  int direction = -1;
  std::optional<int> distance;
  bool direction_rolled = false;
  const auto start = [&](const std::string& id) {
    if (id == leaving) return;
    leaving = id;
    direction = -1;
    direction_rolled = false;
    distance.reset();
    if (kind == "retreat" && request.contains("distance")) distance = request.at("distance");
    if (kind == "fall_back" || kind == "end_of_battle") distance = 1;
  };
  for (const FigJson& e : outcome.at("events")) {
    const std::string type = e.at("type");
    if (type == "rolled") {
      const std::string id = e.at("unit");
      start(id);
      const int sides = e.at("sides");
      const int face = e.at("faces").at(0);
      const std::string purpose = e.at("purpose");
      // "[GI-3] direction for BR1IN: 1 on d2", "[GI-4] retreat distance for BR1IN: 3 on d4".
      trace.next(
          purpose + " for " + id + ": " + std::to_string(face) + " on d" + std::to_string(sides),
          out);
      if (purpose == "direction") {
        const std::vector<int> candidates = gi_candidates(units, id, battle, kind == "rout", rotd);
        direction_rolled = true;
        if (static_cast<int>(candidates.size()) != sides || face < 1 || face > sides) {
          out += id + " rolls " + std::to_string(face) + " on d" + std::to_string(sides) +
                 " for its direction among " + std::to_string(candidates.size()) + " candidates\n";
        } else {
          direction = candidates[static_cast<std::size_t>(face - 1)];
        }
      } else if (purpose == "retreat distance") {
        if (sides != 4) out += id + ": a retreat distance on d" + std::to_string(sides) + "\n";
        distance = face;  // GI-4: 1-4 squares, drawn uniformly
      }
    } else if (type == "moved") {
      const std::string id = e.at("units").at(0);
      start(id);
      const FigJson& path = e.at("path");
      const GiSquare from = gi_square(path.at(0));
      const GiSquare first = gi_square(path.at(1));
      const int moved_toward = step_direction(from, first);
      if (!direction_rolled) {
        // A random choice among a single candidate draws nothing (ALL-2).
        const std::vector<int> candidates = gi_candidates(units, id, battle, kind == "rout", rotd);
        if (candidates.size() == 1) direction = candidates.front();
      }
      if (moved_toward != direction) {
        out += id + " moves " + path.dump() + " but its dice give " +
               (direction < 0 ? "no direction" : kCompass[static_cast<std::size_t>(direction)]) +
               "\n";
      }
      const int squares = static_cast<int>(path.size()) - 1;
      const bool stopped_short = endings[id] == "stopped_short";
      if (distance && (stopped_short ? squares >= *distance : squares != *distance)) {
        out += id + " moves " + std::to_string(squares) + " squares, " +
               (stopped_short ? "stopped short of " : "its distance is ") +
               std::to_string(*distance) + "\n";
      }
      units.at(id).square = gi_square(path.back());
    } else if (type == "routed") {
      const std::string id = e.at("unit");
      start(id);
      if (compass_index(e.at("direction")) != direction) {
        out += id + " routs " + e.at("direction").get<std::string>() + " but its die gives " +
               (direction < 0 ? "no direction" : kCompass[static_cast<std::size_t>(direction)]) +
               "\n";
      }
      units.at(id).present = false;
    } else if (type == "removed") {
      units.at(e.at("unit").get<std::string>()).present = false;
    }
  }
  return out;
}

// ---- Grande Tactique --------------------------------------------------------------------

std::string signed_value(int v) {
  return (v < 0 ? "-" : "+") + std::to_string(std::abs(v));
}

std::string grande_tactique_differences(const FigJson& scenario, const FigJson& outcome,
                                        TraceReader& trace) {
  std::string out;
  const FigJson& request = scenario.at("request");
  if (request.at("kind") != "morale_check") return out;
  const std::string id = request.at("unit");
  // GT-1 and CONTEXT 1.5: the modifiers the unit and the request give.
  std::vector<std::pair<std::string, int>> terms;
  bool general = false;
  for (const FigJson& u : scenario.at("units")) {
    if (u.value("attached_to", "") == id) general = true;
    if (u.at("id") != id) continue;
    const std::string quality = u.value("quality", "normal");
    if (u.value("old_guard", false)) {
      terms.push_back({"Old Guard", 2});
    } else if (quality == "veteran") {
      terms.push_back({"veteran", 1});
    } else if (quality == "raw") {
      terms.push_back({"raw", -1});
    }
    if (u.value("state", "eager") == "shaken") terms.push_back({"shaken", -1});
    if (u.value("square", false)) terms.push_back({"in square", 1});
  }
  if (general) terms.push_back({"general attached", 1});
  for (const FigJson& m : request.value("modifiers", FigJson::array()))
    terms.push_back({m.at("label"), m.at("value")});
  for (const FigJson& e : outcome.at("events")) {
    if (e.at("type") != "morale_checked") continue;
    const int face = e.at("face");
    int total = face;
    std::string says = "morale check of " + id + ": die " + std::to_string(face);
    for (const auto& [label, value] : terms) {
      total += value;
      says += ", " + label + " " + signed_value(value);
    }
    const bool passes = total >= 4;  // GT-1: d6, 4 or more passes
    says += " = " + std::to_string(total) + ": " + (passes ? "passes" : "fails") +
            " (4 or more passes)";
    if (e.at("total") != total || e.at("passed") != passes)
      out += "morale check " + e.dump() + ": the terms give " + std::to_string(total) + "\n";
    if (const std::optional<std::string> line = trace.next("morale check of " + id + ": ", out)) {
      if (!line->ends_with(says)) out += *line + ": not \"" + says + "\"\n";
    }
  }
  return out;
}

}  // namespace

std::string trace_figure_differences(const std::string& scenario_json,
                                     const std::string& outcome_json, const std::string& text) {
  const FigJson scenario = FigJson::parse(scenario_json);
  const FigJson outcome = FigJson::parse(outcome_json);
  TraceReader trace(text);
  const std::string ruleset = scenario.at("ruleset");
  if (ruleset == "gcacw") return gcacw_differences(scenario, outcome, trace);
  if (ruleset == "gitm" || ruleset == "rotd") return gitm_differences(scenario, outcome, trace);
  if (ruleset == "grande-tactique") return grande_tactique_differences(scenario, outcome, trace);
  return "";
}

}  // namespace skedaddle::test
