// SPDX-License-Identifier: MIT
// The figures of the text trace (`skedaddle resolve`) of every example against the outcome's
// JSON (`resolve --json`) and against the rules: each move's units and places, in order; a
// Grande Tactique flight's inches, measured afresh along its legs and arcs (GT-4 b); where a
// retreat ends and its length, which is the hexes its units moved since it started (GC-9,
// JR-4; a Jacobite retreat stopped by a lone friendly leader too: it counts as complete, and
// the line of the leader's attaching says so, but its length is what it moved); a Jacobite
// rally check's dice, the sum of its terms but at least one, one face each, and its verdict, which
// is whether a flag was thrown (JR-6); and where each unit ends.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <numbers>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/trace_figures.hpp"

namespace skedaddle {
namespace {

using TraceJson = nlohmann::json;

std::string joined_items(const TraceJson& items, std::string_view separator) {
  std::string out;
  for (const TraceJson& item : items)
    out += (out.empty() ? "" : std::string(separator)) + item.get<std::string>();
  return out;
}

std::vector<std::string> trace_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  return out;
}

/// The length of a Grande Tactique path in inches: straight legs, and the legs its "arcs" name
/// bent round their centre (the shorter way, in the direction they give).
double path_inches(const TraceJson& moved) {
  const TraceJson& path = moved.at("path");
  const TraceJson arcs = moved.value("arcs", TraceJson::array());
  double length = 0.0;
  for (std::size_t k = 1; k < path.size(); ++k) {
    const double ax = path[k - 1][0], ay = path[k - 1][1];
    const double bx = path[k][0], by = path[k][1];
    const TraceJson* arc = nullptr;
    for (const TraceJson& a : arcs) {
      if (a.at("leg").get<std::size_t>() == k - 1) arc = &a;
    }
    if (arc == nullptr) {
      length += std::hypot(bx - ax, by - ay);
      continue;
    }
    const double cx = (*arc)["centre"][0], cy = (*arc)["centre"][1];
    double turn = std::atan2(by - cy, bx - cx) - std::atan2(ay - cy, ax - cx);
    while (turn <= -std::numbers::pi)
      turn += 2 * std::numbers::pi;
    while (turn > std::numbers::pi)
      turn -= 2 * std::numbers::pi;
    length += std::abs(turn) * std::hypot(ax - cx, ay - cy);
  }
  return length;
}

/// What differs between the text trace and the JSON of one outcome, one line each.
std::string trace_differences(const std::string& text, const TraceJson& outcome) {
  const std::vector<std::string> lines = trace_lines(text);
  const bool measured = outcome.at("ruleset") == "grande-tactique";
  std::string out;
  std::size_t at = 0;  // the trace is read in order: each event's line after the last found
  const auto find = [&](const std::string& fragment) {
    for (std::size_t k = at; k < lines.size(); ++k) {
      if (lines[k].find(fragment) != std::string::npos) {
        at = k + 1;
        return true;
      }
    }
    out += "no line after line " + std::to_string(at) + " says \"" + fragment + "\"\n";
    return false;
  };
  std::map<std::string, int> moved_since_start;  // each retreating unit's hexes so far
  for (const TraceJson& e : outcome.at("events")) {
    const std::string type = e.at("type");
    if (type == "retreat_started") {
      for (const TraceJson& u : e.at("units")) {
        moved_since_start[u.get<std::string>()] = 0;
      }
    } else if (type == "leader_attached" && e.at("rule") == "JR-4") {
      // A retreat that stops on a lone friendly leader "counts as complete" (JR-4), which its
      // length does not say (it is what the unit moved): the line of the attaching does.
      find(e.at("leader").get<std::string>() + " attaches to " + e.at("unit").get<std::string>() +
           " in " + e.at("at").get<std::string>() + ": the retreat stops there, complete");
    } else if (type == "moved" && measured) {
      // "1/55e flees 7\" from (18, 12) ...": the inches along the path.
      const std::string who = joined_items(e.at("units"), ", ");
      bool seen = false;
      for (std::size_t k = at; k < lines.size() && !seen; ++k) {
        const std::size_t flees = lines[k].find(who + " flees ");
        if (flees == std::string::npos) continue;
        std::string rest = lines[k].substr(flees + who.size() + 7);
        if (rest.starts_with("on ")) rest = rest.substr(3);
        const double printed = std::strtod(rest.c_str(), nullptr);
        if (std::abs(printed - path_inches(e)) > 0.006)
          out += lines[k] + ": the path is " + std::to_string(path_inches(e)) + "\" long\n";
        at = k + 1;
        seen = true;
      }
      if (!seen) out += "no line says " + who + " flees along " + e.at("path").dump() + "\n";
    } else if (type == "moved") {
      find(joined_items(e.at("units"), ", ") + " " + joined_items(e.at("path"), " -> "));
      for (const TraceJson& u : e.at("units")) {
        if (moved_since_start.contains(u)) moved_since_start[u] += int(e.at("path").size()) - 1;
      }
    } else if (type == "retreat_ended") {
      const int length = e.at("length");
      const std::string first = e.at("units").empty() ? "" : e.at("units").at(0);
      if (moved_since_start.contains(first) && moved_since_start[first] != length)
        out += first + "'s retreat ends after " + std::to_string(length) + " but it moved " +
               std::to_string(moved_since_start[first]) + " hexes\n";
      // "retreat ends in 0601 after 4 hexes", "the stack is destroyed in 0301 after 1 hex".
      find(" in " + e.at("at").get<std::string>() + " after " + std::to_string(length) +
           (length == 1 ? " hex" : " hexes"));
    } else if (type == "rally_checked") {
      int sum = 0;
      for (const TraceJson& term : e.at("terms"))
        sum += term.at("dice").get<int>();
      const int dice = e.at("dice");
      bool flag = false;
      for (const TraceJson& face : e.at("faces"))
        flag = flag || face == "flag";
      if (dice != std::max(sum, 1) || int(e.at("faces").size()) != dice || e.at("rallied") != flag)
        out += "rally check " + e.dump() + ": terms add to " + std::to_string(sum) + "\n";
      // "rally check of Atholl: 3 blocks: flag, saber, infantry: rallies"; with more than one
      // term, their sum: "4 blocks + 1 full strength - 1 militia = 4 dice: ...".
      const std::size_t from = at;
      find("rally check of " + e.at("unit").get<std::string>() + ": ");
      if (at > from) {
        const std::string& line = lines[at - 1];
        const std::string faces = joined_items(e.at("faces"), ", ") + ": ";
        const std::string total = "= " + std::to_string(dice) + (dice == 1 ? " die" : " dice");
        if (line.find(faces) == std::string::npos ||
            (e.at("terms").size() > 1 && line.find(total) == std::string::npos) ||
            line.find(flag ? ": rallies" : ": fails to rally") == std::string::npos)
          out +=
              line + ": not " + total + ", " + faces + (flag ? "rallies" : "fails to rally") + "\n";
      }
    }
  }
  // Each unit's line after the trace: "Hood: confederate infantry, in 0601, ..." names the
  // hex (or the GITM square) the JSON gives it.
  for (const TraceJson& unit : outcome.at("units")) {
    const std::string place = unit.contains("hex")      ? unit.at("hex").get<std::string>()
                              : unit.contains("square") ? unit.at("square").get<std::string>()
                                                        : "";
    if (place.empty()) continue;
    const std::string head = unit.at("id").get<std::string>() + ": ";
    bool named = false;
    for (const std::string& line : lines) {
      if (!line.starts_with(head)) continue;
      named = line.find(" " + place + ",") != std::string::npos ||
              line.find(" " + place + " ") != std::string::npos || line.ends_with(" " + place);
    }
    if (!named) out += head + "no line names " + place + "\n";
  }
  return out;
}

TEST(TraceFigures, EveryExamplesTextTraceSaysWhatItsJsonSays) {
  int compared = 0;
  for (const std::string& file : corpus::scenario_files()) {
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    ASSERT_TRUE(loaded.ok()) << file;
    const io::LoadedScenario& s = loaded.value();
    if (io::refusal(s)) continue;
    const Result<AnyOutcome> outcome = s.ruleset->resolve(s, corpus::default_chooser(s));
    ASSERT_TRUE(outcome.ok()) << file;
    const std::string text =
        s.ruleset->outcome(s, outcome.value(), Form::text, io::JsonLayout::indented);
    const TraceJson outcome_json = TraceJson::parse(
        s.ruleset->outcome(s, outcome.value(), Form::json, io::JsonLayout::indented));
    EXPECT_EQ(trace_differences(text, outcome_json), "") << file << "\n" << text;
    ++compared;
  }
  EXPECT_GT(compared, 150);
}

// The figures the JSON alone cannot vouch for, computed afresh from each example's document
// (support/trace_figures.hpp): GCACW's chart losses, manpower left and fatigue (GC-1, GC-2,
// GC-7, GC-8), GITM / ROTD direction and distance dice (GI-2 to GI-4), Grande Tactique morale
// terms (GT-1).
TEST(TraceFigures, EveryExamplesLossesDiceAndMoraleTermsAreTheRulesFigures) {
  std::map<std::string, int> compared;
  for (const std::string& file : corpus::scenario_files()) {
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    ASSERT_TRUE(loaded.ok()) << file;
    const io::LoadedScenario& s = loaded.value();
    if (io::refusal(s)) continue;
    const Result<AnyOutcome> outcome = s.ruleset->resolve(s, corpus::default_chooser(s));
    ASSERT_TRUE(outcome.ok()) << file;
    const std::string text =
        s.ruleset->outcome(s, outcome.value(), Form::text, io::JsonLayout::indented);
    const std::string outcome_json =
        s.ruleset->outcome(s, outcome.value(), Form::json, io::JsonLayout::indented);
    std::ifstream in(corpus::games_dir() / file);
    const std::string document((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(test::trace_figure_differences(document, outcome_json, text), "") << file << "\n"
                                                                                << text;
    ++compared[TraceJson::parse(document).at("ruleset").get<std::string>()];
  }
  EXPECT_GT(compared["gcacw"], 40);
  EXPECT_GT(compared["gitm"] + compared["rotd"], 50);
  EXPECT_GT(compared["grande-tactique"], 30);
}

}  // namespace
}  // namespace skedaddle
