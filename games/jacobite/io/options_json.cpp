// SPDX-License-Identifier: MIT
// What the owner of a Jacobite Rising request may decide, as JSON (`skedaddle-options/2`): the
// flags the unit may ignore and why, the retreat paths for each number ignored (every rear hex
// with its node or the reason it is blocked), a lone leader's retreat, and the order of rally
// checks; each tree's nodes as a table in which identical subtrees appear once, written piece
// by piece.
#include <array>
#include <charconv>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "io/checked_game.hpp"
#include "io/json_stream.hpp"
#include "jacobite/io/names.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;
using namespace std::string_view_literals;

void add_int(std::string& out, int v) {
  char buf[16];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
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
  add_int(out, s.units_lost);
  out += ',';
  key(out, "strength_lost");
  add_int(out, s.strength_lost);
  out += ',';
  key(out, "distance");
  add_int(out, s.distance);
  out += '}';
}

struct PathsJson {
  const detail::JacobiteNamer& names;
  const jacobite::RetreatPaths& paths;
  // The texts an entry shows, numbered (detail::TextNumbers) for the keys.
  detail::TextNumbers& texts;
  detail::HexLabels& node_labels;
  detail::HexLabels& step_labels;
  std::array<int, kHexDirCount> dirs{};
  mutable std::array<int, 256> blocked{};
  // The steps children() found, kept for the key_of() of the same node: the table asks for
  // the key of a node after the keys of all its descendants, so the last kept is the one.
  mutable std::vector<std::pair<int, std::array<jacobite::PathStep, 2>>> kept{};

  PathsJson(const detail::JacobiteNamer& n, const jacobite::RetreatPaths& p, detail::TextNumbers& t,
            detail::HexLabels& nodes, detail::HexLabels& steps)
      : names(n), paths(p), texts(t), node_labels(nodes), step_labels(steps) {
    for (std::size_t d = 0; d < kHexDirCount; ++d)
      dirs[d] = texts.number(compass_name(kHexDirs[d], HexOrientation::pointy));
    blocked.fill(-1);
  }

  // A node where the retreat is over (all hexes made, or stopped on a lone leader) has no
  // steps to show.
  bool over(const jacobite::PathNode& n) const {
    return n.depth >= paths.hexes() || n.joins_leader;
  }

  template <class Visit>
  void children(int index, const Visit& visit) const {
    if (over(paths.nodes()[static_cast<std::size_t>(index)])) return;
    kept.emplace_back(index, paths.steps(index));
    for (const jacobite::PathStep& s : kept.back().second) {
      if (!s.blocked && s.child >= 0) visit(s.child);
    }
  }

  int node_label(Hex h) const {
    return node_labels.number(h, texts, [this](Hex x) { return names.hex(x); });
  }
  int step_label(Hex h) const {
    return step_labels.number(h, texts, [this](Hex x) { return names.hex_or_dash(x); });
  }

  /// What render() shows, compactly: every value in render's order, the texts by their
  /// numbers (the reason and rule of a block as one), in fields of fixed size.
  template <class Ref>
  void key_of(int index, const Ref& ref, std::string& out) const {
    const jacobite::PathNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    std::array<int, 6 + 2 * 4> k{};
    std::size_t i = 0;
    k[i++] = node_label(n.hex);
    k[i++] = n.depth;
    k[i++] = static_cast<int>(n.joins_leader) | n.passes_leader << 1 | over(n) << 2;
    k[i++] = n.best.units_lost;
    k[i++] = n.best.strength_lost;
    k[i++] = n.best.distance;
    if (!over(n)) {
      if (kept.empty() || kept.back().first != index) kept.emplace_back(index, paths.steps(index));
      for (const jacobite::PathStep& s : kept.back().second) {
        k[i++] = step_label(s.hex);
        k[i++] = dirs[static_cast<std::size_t>(s.dir)];
        if (s.blocked) {
          k[i++] = 1;
          k[i++] = blocked_number(*s.blocked);
        } else if (s.child >= 0) {
          k[i++] = 2;
          k[i++] = ref(s.child);
        } else {
          i += 2;
        }
      }
      kept.pop_back();
    }
    detail::append_key(out, k, i);
  }

  int blocked_number(jacobite::Blocked b) const {
    int& n = blocked[static_cast<std::size_t>(b)];
    if (n < 0) {
      std::string both(jacobite::blocked_text(b));
      both += '\0';
      both += jacobite::blocked_rule(b);
      n = texts.number(both);
    }
    return n;
  }

  template <class Ref>
  void render(int index, const Ref& ref, std::string& out) const {
    const jacobite::PathNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    out += R"({"hex":)"sv;
    out += texts.json(node_label(n.hex));
    out += R"(,"depth":)"sv;
    add_int(out, n.depth);
    out += R"(,"joins_leader":)"sv;
    add_bool(out, n.joins_leader);
    out += R"(,"passes_leader":)"sv;
    add_bool(out, n.passes_leader);
    add_score(out, n.best);
    if (!over(n)) {
      out += R"(,"steps":[)"sv;
      bool first = true;
      for (const jacobite::PathStep& s : paths.steps(index)) {
        out += first ? R"({"hex":)"sv : R"(,{"hex":)"sv;
        first = false;
        out += texts.json(step_label(s.hex));
        out += R"(,"dir":)"sv;
        out += texts.json(dirs[static_cast<std::size_t>(s.dir)]);
        if (s.blocked) {
          add_string(out, "blocked", jacobite::blocked_text(*s.blocked));
          add_string(out, "rule", jacobite::blocked_rule(*s.blocked));
        } else if (s.child >= 0) {
          out += R"(,"then":)"sv;
          add_int(out, ref(s.child));
        }
        out += '}';
      }
      out += ']';
    }
    out += '}';
  }
};

struct LeaderJson {
  const detail::JacobiteNamer& names;
  const jacobite::LeaderPaths& paths;

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

  // Its trees are small: the JSON itself is the key.
  template <class Ref>
  void key_of(int index, const Ref& ref, std::string& out) const {
    render(index, ref, out);
  }

  template <class Ref>
  void render(int index, const Ref& ref, std::string& out) const {
    const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    out += '{';
    key(out, "hex");
    detail::append_json_string(out, names.hex(n.hex));
    out += ',';
    key(out, "depth");
    add_int(out, n.depth);
    if (index > 0) add_string(out, "how", detail::leader_move_name(n.how));
    if (n.through) add_string(out, "through", names.unit_name(*n.through));
    if (n.joins) add_string(out, "joins", names.unit_name(*n.joins));
    out += ',';
    key(out, "can_stop");
    add_bool(out, n.can_stop);
    out += ',';
    key(out, "completes");
    add_bool(out, n.completes);
    add_score(out, n.best);
    if (!over(index)) {
      const int leave = paths.leave_child(index);
      bool leave_shown = false;
      out += ',';
      key(out, "steps");
      out += '[';
      bool first = true;
      for (const jacobite::LeaderStep& s : paths.steps(index)) {
        if (!first) out += ',';
        first = false;
        out += '{';
        key(out, "hex");
        detail::append_json_string(out, names.hex_or_dash(s.hex));
        add_string(out, "dir", compass_name(s.dir, HexOrientation::pointy));
        add_string(out, "how", detail::leader_move_name(s.how));
        if (s.blocked) {
          add_string(out, "blocked", jacobite::blocked_text(*s.blocked));
          add_string(out, "rule", jacobite::blocked_rule(*s.blocked));
        } else if (s.child >= 0) {
          out += ',';
          key(out, "then");
          add_int(out, ref(s.child));
          leave_shown = leave_shown || s.child == leave;
        }
        out += '}';
      }
      out += ']';
      if (leave >= 0 && !leave_shown) {
        out += ',';
        key(out, "leave");
        add_int(out, ref(leave));
      }
    }
    out += '}';
  }
};

/// Writes `"tree": 0, "nodes": [...]` (or a null tree and no nodes) of the tree `json`
/// describes, as members at `indent` spaces, nothing after them.
template <class TreeWriter>
void write_tree(detail::JsonStream& out, const TreeWriter& json, int count, int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  if (count == 0) {
    out.raw(pad + "\"tree\": null,\n" + pad + "\"nodes\": []\n");
    return;
  }
  const auto render = [&json](int i, const auto& ref, std::string& text) {
    json.render(i, ref, text);
  };
  const auto key = [&json](int i, const auto& ref, std::string& text) {
    json.key_of(i, ref, text);
  };
  const auto children = [&json](int i, const auto& visit) { json.children(i, visit); };
  const detail::NodeTable table(count, 0, key, children);
  out.raw(pad + "\"tree\": 0,\n" + pad + "\"nodes\": [\n");
  table.write(out, pad + "  ", render);
  out.raw(pad + "]\n");
}

/// `"key": value,` as a member at `indent` spaces, the value as dump(2) writes it.
void member(detail::JsonStream& out, std::string_view k, const Json& value, int indent) {
  out.raw(std::string(static_cast<std::size_t>(indent), ' ') + Json(k).dump() + ": " +
          detail::indented(value.dump(2, ' ', false, Json::error_handler_t::replace), indent) +
          ",\n");
}

Json request_json(const detail::JacobiteNamer& names, const jacobite::Request& req) {
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
  member(out, "format", "skedaddle-options/2", 2);
  member(out, "ruleset", ruleset_name(scenario), 2);
  member(out, "scenario", scenario.name, 2);
  member(out, "request", request_json(names, game.request), 2);
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
      write_tree(out, PathsJson(names, r.paths, texts, node_labels, step_labels),
                 static_cast<int>(r.paths.nodes().size()), 6);
      out.raw(i + 1 < preview.retreats.size() ? "    },\n" : "    }\n");
    }
    out.raw("  ],\n");
  }
  if (preview.leader && preview.leader_id) {
    const jacobite::LeaderPaths& paths = *preview.leader;
    out.raw("  \"leader\": {\n");
    member(out, "leader", names.unit_name(*preview.leader_id), 4);
    member(out, "trapped", paths.trapped(), 4);
    write_tree(out, LeaderJson{names, paths}, static_cast<int>(paths.nodes().size()), 4);
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

}  // namespace skedaddle::io
