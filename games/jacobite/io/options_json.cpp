// SPDX-License-Identifier: MIT
// What the owner of a Jacobite Rising request may decide, as JSON (`skedaddle-options/5`): the
// flags the unit may ignore and why, the retreat paths for each number ignored (every rear hex
// with its node or the reason it is blocked), a lone leader's retreat, and the order of rally
// checks; each tree's distinct subtrees grouped by head, shown by numbers into the tree's
// tables of distinct heads and steps, the words of the reasons (a step blocked, a leader's stop
// ruled out) in one legend; written piece by piece.
#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "io/checked_game.hpp"
#include "io/entry_groups.hpp"
#include "io/json_stream.hpp"
#include "io/node_table.hpp"
#include "io/value_table.hpp"
#include "jacobite/io/names.hpp"
#include "jacobite/io/request_json.hpp"
#include "jacobite/rules/decisions.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;
using namespace std::string_view_literals;

// Blocked's values run from off_board (0) to no_end, the last.
constexpr int kLastBlocked = static_cast<int>(jacobite::Blocked::no_end);

/// The code of `why` in the legend `reasons`: after every way a step is blocked.
int stop_code(jacobite::LeaderNoStop why) {
  return kLastBlocked + 1 + static_cast<int>(why);
}

void add_bool(std::string& out, bool v) {
  out += v ? "true" : "false";
}

/// `"key":` then the value.
void key(std::string& out, std::string_view k) {
  out += '"';
  out += k;
  out += "\":";
}

/// `,"key":"text"`.
void add_string(std::string& out, std::string_view k, std::string_view text) {
  out += ',';
  key(out, k);
  detail::append_json_string(out, text);
}

void add_score(std::string& out, const Score& s) {
  out += ',';
  key(out, "best");
  out += '{';
  key(out, "units_lost");
  detail::append_int(out, s.units_lost);
  out += ',';
  key(out, "strength_lost");
  detail::append_int(out, s.strength_lost);
  out += ',';
  key(out, "distance");
  detail::append_int(out, s.distance);
  out += '}';
}

/// A retreat's tables (docs/format.md, `skedaddle-options/5`): its distinct node heads and
/// steps, filled as the node table asks for the nodes' keys, and what each entry shows of
/// them: its head, then (where the retreat goes on) its two rear hexes' steps.
struct PathsJson {
  const detail::JacobiteNamer& names;
  const jacobite::RetreatPaths& paths;
  // The texts an entry shows, numbered (detail::TextNumbers) for the keys.
  detail::TextNumbers& texts;
  detail::HexLabels& node_labels;
  detail::HexLabels& step_labels;
  std::array<int, kHexDirCount> dirs{};
  detail::ValueTable heads{};
  detail::ValueTable steps_table{};
  std::string key{};
  std::vector<int> numbers{};
  // The steps children() found, kept for the key_of() of the same node: the table asks for
  // the key of a node after the keys of all its descendants, so the last kept is the one.
  std::vector<std::pair<int, std::array<jacobite::PathStep, 2>>> kept{};

  PathsJson(const detail::JacobiteNamer& n, const jacobite::RetreatPaths& p, detail::TextNumbers& t,
            detail::HexLabels& nodes, detail::HexLabels& steps)
      : names(n), paths(p), texts(t), node_labels(nodes), step_labels(steps) {
    for (std::size_t d = 0; d < kHexDirCount; ++d)
      dirs[d] = texts.number(compass_name(kHexDirs[d], HexOrientation::pointy));
  }

  // A node where the retreat is over (all hexes made, or stopped on a lone leader) has no
  // steps to show.
  bool over(const jacobite::PathNode& n) const {
    return n.depth >= paths.hexes() || n.joins_leader;
  }

  template <class Visit>
  void children(int index, const Visit& visit) {
    if (over(paths.nodes()[static_cast<std::size_t>(index)])) return;
    kept.emplace_back(index, paths.steps(index));
    for (const jacobite::PathStep& s : kept.back().second) {
      if (!s.blocked && s.child >= 0) visit(s.child);
    }
  }

  int node_label(Hex h) {
    return node_labels.number(h, texts, [this](Hex x) { return names.hex(x); });
  }
  int step_label(Hex h) {
    return step_labels.number(h, texts, [this](Hex x) { return names.hex_or_dash(x); });
  }

  /// A node's number in `heads`: all it shows but its steps.
  int head(const jacobite::PathNode& n) {
    const int label = node_label(n.hex);
    const auto render = [&](std::string& out) {
      out += R"({"hex":)"sv;
      out += texts.json(label);
      out += R"(,"depth":)"sv;
      detail::append_int(out, n.depth);
      out += R"(,"joins_leader":)"sv;
      add_bool(out, n.joins_leader);
      out += R"(,"passes_leader":)"sv;
      add_bool(out, n.passes_leader);
      add_score(out, n.best);
      out += '}';
    };
    // Most heads pack into 64 bits, cheaper to find; the others (a distance with no enemy on
    // the board) go by their bytes. The same head always goes the same way: none is entered
    // twice.
    if (detail::fits_key_field(label, 16) && detail::fits_key_field(n.depth, 8) &&
        detail::fits_key_field(n.best.units_lost, 6) &&
        detail::fits_key_field(n.best.strength_lost, 8) &&
        detail::fits_key_field(n.best.distance, 16)) {
      return heads.number(detail::key_field(label, 16, 0) | detail::key_field(n.depth, 8, 16) |
                              detail::key_field(n.joins_leader | n.passes_leader << 1, 2, 24) |
                              detail::key_field(n.best.units_lost, 6, 26) |
                              detail::key_field(n.best.strength_lost, 8, 32) |
                              detail::key_field(n.best.distance, 16, 40),
                          render);
    }
    key.clear();
    detail::append_ints(key, label, n.depth, n.joins_leader | n.passes_leader << 1,
                        n.best.units_lost, n.best.strength_lost, n.best.distance);
    return heads.number(key, render);
  }
  /// A rear hex's number in `steps`: all it shows but the node it leads to.
  int step(const jacobite::PathStep& s) {
    const int label = step_label(s.hex);
    const int dir = dirs[static_cast<std::size_t>(s.dir)];
    const std::uint64_t packed =
        detail::key_field(label, 32, 0) | detail::key_field(dir, 8, 32) |
        detail::key_field(s.blocked ? static_cast<int>(*s.blocked) + 1 : 0, 8, 40);
    return steps_table.number(packed, [&](std::string& out) {
      out += R"({"hex":)"sv;
      out += texts.json(label);
      out += R"(,"dir":)"sv;
      out += texts.json(dir);
      if (s.blocked) {
        out += R"(,"blocked":)"sv;
        detail::append_int(out, static_cast<int>(*s.blocked));
      }
      out += '}';
    });
  }

  /// The entry's numbers: its head, then (unless the retreat is over) each step's number and
  /// `ref` of the node it leads to (-1 for none): the child's entry for a key, the child itself
  /// for describe(); two nodes share an entry exactly when their keys are the same.
  template <class Ref>
  void entry(int index, const std::array<jacobite::PathStep, 2>* steps, const Ref& ref) {
    numbers.clear();
    numbers.push_back(head(paths.nodes()[static_cast<std::size_t>(index)]));
    if (steps == nullptr) return;
    for (const jacobite::PathStep& s : *steps) {
      numbers.push_back(step(s));
      numbers.push_back(!s.blocked && s.child >= 0 ? ref(s.child) : -1);
    }
  }

  template <class Ref>
  void key_of(int index, const Ref& ref, std::string& out) {
    const bool goes_on = !over(paths.nodes()[static_cast<std::size_t>(index)]);
    if (goes_on && (kept.empty() || kept.back().first != index))
      kept.emplace_back(index, paths.steps(index));
    entry(index, goes_on ? &kept.back().second : nullptr, ref);
    if (goes_on) kept.pop_back();
    out.append(reinterpret_cast<const char*>(numbers.data()), numbers.size() * sizeof(int));
  }

  /// What the entry of `index` shows: its head, then (where the retreat goes on) its two rear
  /// hexes' steps, each with the node it leads to.
  void describe(int index, detail::EntryFacts& facts) {
    const bool goes_on = !over(paths.nodes()[static_cast<std::size_t>(index)]);
    const std::array<jacobite::PathStep, 2> steps =
        goes_on ? paths.steps(index) : std::array<jacobite::PathStep, 2>{};
    entry(index, goes_on ? &steps : nullptr, [](int node) { return node; });
    facts.head(numbers[0]);
    if (!goes_on) return;
    facts.steps();
    for (std::size_t i = 1; i + 1 < numbers.size(); i += 2)
      facts.step(numbers[i], numbers[i + 1]);
  }
};

struct LeaderJson {
  const detail::JacobiteNamer& names;
  const jacobite::LeaderPaths& paths;
  detail::ValueTable heads{};
  detail::ValueTable steps_table{};
  std::string text{};
  std::vector<int> numbers{};

  // A node that left the board, or made the most hexes, has no steps to show.
  bool over(int index) const {
    const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    return (index > 0 && n.how == jacobite::LeaderMove::leave) ||
           n.depth >= jacobite::kLeaderRetreatMax;
  }

  // The steps that lead on, then the node that leaves the board when no step does.
  template <class Visit>
  void children(int index, const Visit& visit) const {
    if (over(index)) return;
    const int leave = paths.leave_child(index);
    bool leave_shown = false;
    for (const jacobite::LeaderStep& s : paths.steps(index)) {
      if (s.blocked || s.child < 0) continue;
      visit(s.child);
      leave_shown = leave_shown || s.child == leave;
    }
    if (leave >= 0 && !leave_shown) visit(leave);
  }

  /// A node's number in `heads`: all it shows but its steps and `leave` (its trees are small:
  /// the JSON itself is the key).
  int head(int index) {
    const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    text.clear();
    text += '{';
    key(text, "hex");
    detail::append_json_string(text, names.hex(n.hex));
    text += ',';
    key(text, "depth");
    detail::append_int(text, n.depth);
    if (index > 0) add_string(text, "how", detail::leader_move_name(n.how));
    if (n.through) add_string(text, "through", names.unit_name(*n.through));
    if (n.joins) add_string(text, "joins", names.unit_name(*n.joins));
    text += ',';
    key(text, "can_stop");
    add_bool(text, n.can_stop);
    text += ',';
    key(text, "stop_ruled_out");
    if (const std::optional<jacobite::LeaderNoStop> why =
            jacobite::leader_no_stop_at(paths, index)) {
      detail::append_int(text, stop_code(*why));
    } else {
      text += "null";
    }
    text += ',';
    key(text, "completes");
    add_bool(text, n.completes);
    add_score(text, n.best);
    text += '}';
    return heads.number(text, [this](std::string& out) { out += text; });
  }

  /// A step's number in `steps`: all it shows but the node it leads to.
  int step(const jacobite::LeaderStep& s) {
    text.clear();
    text += '{';
    key(text, "hex");
    detail::append_json_string(text, names.hex_or_dash(s.hex));
    add_string(text, "dir", compass_name(s.dir, HexOrientation::pointy));
    add_string(text, "how", detail::leader_move_name(s.how));
    if (s.blocked) {
      text += ',';
      key(text, "blocked");
      detail::append_int(text, static_cast<int>(*s.blocked));
    }
    text += '}';
    return steps_table.number(text, [this](std::string& out) { out += text; });
  }

  /// The entry's numbers: its head, then (unless the retreat is over) how many steps, each
  /// step's number and `ref` of the node it leads to (-1 for none), and `ref` of the node that
  /// leaves the board when no step leads to it (-1 for none); `ref` gives a child's entry for
  /// a key, the child itself for describe().
  template <class Ref>
  void entry(int index, const Ref& ref) {
    numbers.clear();
    numbers.push_back(head(index));
    if (over(index)) return;
    const std::array<jacobite::LeaderStep, 2> steps = paths.steps(index);
    const int leave = paths.leave_child(index);
    bool leave_shown = false;
    numbers.push_back(static_cast<int>(steps.size()));
    for (const jacobite::LeaderStep& s : steps) {
      numbers.push_back(step(s));
      const bool leads_on = !s.blocked && s.child >= 0;
      numbers.push_back(leads_on ? ref(s.child) : -1);
      leave_shown = leave_shown || (leads_on && s.child == leave);
    }
    numbers.push_back(leave >= 0 && !leave_shown ? ref(leave) : -1);
  }

  template <class Ref>
  void key_of(int index, const Ref& ref, std::string& out) {
    entry(index, ref);
    out.append(reinterpret_cast<const char*>(numbers.data()), numbers.size() * sizeof(int));
  }

  /// What the entry of `index` shows: its head, then (unless the retreat is over) its steps,
  /// each with the node it leads to, and the node that leaves the board when no step does.
  void describe(int index, detail::EntryFacts& facts) {
    entry(index, [](int node) { return node; });
    facts.head(numbers[0]);
    if (numbers.size() == 1) return;
    facts.steps();
    std::size_t i = 2;
    for (int k = 0; k < numbers[1]; ++k, i += 2)
      facts.step(numbers[i], numbers[i + 1]);
    if (numbers[i] >= 0) facts.node(numbers[i]);
  }
};

/// Writes a tree's members (docs/format.md): `"node_fields"`, `"tree"`, `"heads"`, `"steps"`
/// and `"groups"` of the tree `json` describes, at `indent` spaces, nothing after them.
template <class TreeWriter>
void write_tree(detail::JsonStream& out, TreeWriter& json, int count, std::string_view fields,
                int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  out.raw(pad + "\"node_fields\": " + std::string(fields) + ",\n");
  if (count == 0) {
    out.raw(pad + "\"tree\": null,\n" + pad + "\"heads\": [],\n" + pad + "\"steps\": [],\n" + pad +
            "\"groups\": []\n");
    return;
  }
  const auto key = [&json](int i, const auto& ref, std::string& text) {
    json.key_of(i, ref, text);
  };
  const auto children = [&json](int i, const auto& visit) { json.children(i, visit); };
  const detail::NodeTable table(count, 0, key, children);
  const detail::EntryGroups groups(
      table, 0, json.heads.size(),
      [&json](int i, detail::EntryFacts& facts) { json.describe(i, facts); });
  out.raw(pad + "\"tree\": " + groups.root() + ",\n");
  json.heads.write(out, "heads", pad);
  json.steps_table.write(out, "steps", pad);
  out.raw(pad + "\"groups\": [\n");
  groups.write(out, pad + "  ");
  out.raw(pad + "]\n");
}

/// `"key": value,` as a member at `indent` spaces, the value as dump(2) writes it.
void member(detail::JsonStream& out, std::string_view k, const Json& value, int indent) {
  out.raw(std::string(static_cast<std::size_t>(indent), ' ') + Json(k).dump() + ": " +
          detail::indented(value.dump(2, ' ', false, Json::error_handler_t::replace), indent) +
          ",\n");
}

/// `"reasons"`: the text and ruling of every way a step is blocked, by its code (the value of
/// a step's `blocked`), then of every reason a lone leader's stop is ruled out (the value of a
/// leader head's `stop_ruled_out`, stop_code()).
std::string reasons_json() {
  std::string out = "  \"reasons\": [\n";
  const auto add = [&out](std::string_view words, std::string_view rule) {
    out += R"(    {"blocked":)";
    detail::append_json_string(out, words);
    out += R"(,"rule":)";
    detail::append_json_string(out, rule);
    out += "},\n";
  };
  for (int b = 0; b <= kLastBlocked; ++b) {
    const auto blocked = static_cast<jacobite::Blocked>(b);
    add(jacobite::blocked_text(blocked), jacobite::blocked_rule(blocked));
  }
  for (int w = 0; w <= static_cast<int>(jacobite::kLastLeaderNoStop); ++w) {
    const jacobite::RuledOut words =
        jacobite::leader_no_stop_words(static_cast<jacobite::LeaderNoStop>(w));
    add(words.reason, words.rule);
  }
  out.resize(out.size() - 2);  // the last entry's ",\n"
  out += "\n  ],\n";
  return out;
}

}  // namespace

void write_options_json(const LoadedScenario& scenario, const jacobite::Preview& preview,
                        const std::function<void(std::string_view)>& sink) {
  detail::require_resolvable(io::game_of<jacobite::Scenario>(scenario),
                             "jacobite::io::write_options_json: the scenario must pass check() "
                             "with no refusal (load_scenario() or the facade)");
  require(preview.field != nullptr &&
              &preview.field->board() == &io::game_of<jacobite::Scenario>(scenario).board,
          "jacobite::io::write_options_json: the preview must be made from this scenario");
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const detail::JacobiteNamer names(game);
  detail::TextNumbers texts;
  detail::JsonStream out(sink);
  out.raw("{\n");
  member(out, "format", kOptionsFormat, 2);
  member(out, "ruleset", ruleset_name(scenario), 2);
  member(out, "scenario", scenario.name, 2);
  member(out, "request", detail::request_json(names, game.request), 2);
  out.raw(reasons_json());
  if (preview.ignore) {
    const jacobite::IgnoreAllowance& a = *preview.ignore;
    Json sources = Json::array();
    for (const jacobite::IgnoreReason& reason : a.sources) {
      sources.push_back({{"source", detail::ignore_source_name(reason.source)},
                         {"counts", reason.counts},
                         {"why", reason.why}});
    }
    member(out, "ignore",
           {{"flags", game.request.flags},
            {"sources", std::move(sources)},
            {"total", a.total},
            {"cap", jacobite::kIgnoreCap},
            {"allowed", a.allowed}},
           2);
  } else {
    member(out, "ignore", nullptr, 2);
  }
  if (preview.retreats.empty()) {
    out.raw("  \"retreats\": [],\n");
  } else {
    out.raw("  \"retreats\": [\n");
    for (std::size_t i = 0; i < preview.retreats.size(); ++i) {
      const jacobite::Preview::Retreat& r = preview.retreats[i];
      out.raw("    {\n");
      member(out, "ignored", r.ignored, 6);
      member(out, "hexes", r.paths.hexes(), 6);
      member(out, "completed", r.paths.completed(), 6);
      member(out, "blocks_lost", r.paths.blocks_lost(), 6);
      const auto [lo, hi] = detail::hex_box(r.paths.nodes());
      detail::HexLabels node_labels(lo, hi);
      detail::HexLabels step_labels(lo, hi);
      PathsJson json(names, r.paths, texts, node_labels, step_labels);
      write_tree(out, json, static_cast<int>(r.paths.nodes().size()), R"(["steps"])", 6);
      out.raw(i + 1 < preview.retreats.size() ? "    },\n" : "    }\n");
    }
    out.raw("  ],\n");
  }
  if (preview.leader && preview.leader_id) {
    const jacobite::LeaderPaths& paths = *preview.leader;
    out.raw("  \"leader\": {\n");
    member(out, "leader", names.unit_name(*preview.leader_id), 4);
    member(out, "trapped", paths.trapped(), 4);
    LeaderJson json{names, paths};
    write_tree(out, json, static_cast<int>(paths.nodes().size()), R"(["steps", "leave"])", 4);
    out.raw("  },\n");
  } else {
    member(out, "leader", nullptr, 2);
  }
  Json candidates = Json::array();
  for (const UnitId id : preview.rally_candidates)
    candidates.push_back(names.unit_name(id));
  out.raw("  \"rally_candidates\": " +
          detail::indented(candidates.dump(2, ' ', false, Json::error_handler_t::replace), 2) +
          "\n}\n");
  out.flush();
}

std::string options_json(const LoadedScenario& scenario, const jacobite::Preview& preview) {
  std::string text;
  write_options_json(scenario, preview, [&text](std::string_view piece) { text += piece; });
  return text;
}

nlohmann::ordered_json detail::request_json(const detail::JacobiteNamer& names,
                                            const jacobite::Request& req) {
  switch (req.kind) {
    case jacobite::RequestKind::combat:
      return {{"kind", "combat"},
              {"unit", names.unit_name(req.target)},
              {"combat", detail::combat_name(req.combat)},
              {"attacker", detail::arm_name(req.attacker)},
              {"mode", detail::mode_name(req.mode)},
              {"hits", req.hits},
              {"flags", req.flags}};
    case jacobite::RequestKind::leader_attacked:
      return {{"kind", "leader_attacked"},
              {"leader", names.unit_name(req.target)},
              {"combat", detail::combat_name(req.combat)},
              {"dice", req.attack_dice}};
    case jacobite::RequestKind::retire_and_rally:
      return {{"kind", "retire_and_rally"}, {"unit", names.unit_name(req.target)}};
  }
  return nullptr;
}

}  // namespace skedaddle::io
