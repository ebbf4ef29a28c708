// SPDX-License-Identifier: MIT
// The option tree as JSON (`skedaddle-options/2`): the tree's nodes as a table in which
// identical subtrees appear once, each node with its legal steps (each naming the entry it leads
// to) and its rejected neighbours; written piece by piece.
#include <charconv>
#include <nlohmann/json.hpp>

#include "gcacw/io/names.hpp"
#include "io/checked_game.hpp"
#include "io/json_stream.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

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

void add_step(std::string& out, const ChartStep& step) {
  key(out, "chart");
  add_int(out, step.chart);
  out += ',';
  key(out, "row");
  detail::append_json_string(out, step.row);
  out += ',';
  key(out, "priority");
  add_int(out, step.priority);
  out += ',';
  key(out, "loss");
  add_int(out, step.loss);
  for (const auto& [name, value] : {std::pair<std::string_view, bool>{"road", step.road},
                                    {"friendly", step.friendly},
                                    {"more_distant", step.more_distant},
                                    {"zoc", step.zoc},
                                    {"enemy", step.enemy},
                                    {"override", step.override_step}}) {
    out += ',';
    key(out, name);
    add_bool(out, value);
  }
}

struct TreeJson {
  const detail::GcacwNamer& names;
  const gcacw::RetreatTree& tree;
  HexOrientation orientation;

  // The steps a node's JSON refers to: its legal options that lead on.
  template <class Visit>
  void children(int index, const Visit& visit) const {
    for (const gcacw::Candidate& c : tree.candidates(index)) {
      if (!c.rejection && c.child >= 0) visit(c.child);
    }
  }

  template <class Ref>
  void render(int index, const Ref& ref, std::string& out) const {
    const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
    out += '{';
    key(out, "hex");
    detail::append_json_string(out, names.hex(n.hex));
    out += ',';
    key(out, "depth");
    add_int(out, n.depth);
    out += ',';
    key(out, "loss");
    add_int(out, n.loss);
    for (const auto& [name, value] : {std::pair<std::string_view, bool>{"can_stop", n.can_stop},
                                      {"must_stop", n.must_stop},
                                      {"override_used", n.override_used},
                                      {"survivors", n.survivors}}) {
      out += ',';
      key(out, name);
      add_bool(out, value);
    }
    out += ',';
    key(out, "eliminated");
    out += '[';
    bool first = true;
    for (const UnitId id : tree.eliminated_at(index)) {
      if (!first) out += ',';
      first = false;
      detail::append_json_string(out, names.unit_name(id));
    }
    out += "],";
    key(out, "destroys_stack");
    add_bool(out, n.destroys);
    out += ',';
    key(out, "saves");
    add_bool(out, n.saves);
    const std::array<gcacw::Candidate, kHexDirCount> candidates = tree.candidates(index);
    for (const bool rejected : {false, true}) {
      out += ',';
      key(out, rejected ? "rejected" : "options");
      out += '[';
      first = true;
      for (const gcacw::Candidate& c : candidates) {
        if (c.rejection.has_value() != rejected) continue;
        if (!first) out += ',';
        first = false;
        out += '{';
        key(out, "hex");
        detail::append_json_string(out, names.hex_or_dash(c.hex));
        out += ',';
        key(out, "dir");
        detail::append_json_string(out, compass_name(c.dir, orientation));
        if (c.step) {
          out += ',';
          add_step(out, *c.step);
        }
        if (c.rejection) {
          out += ',';
          key(out, "reason");
          detail::append_json_string(out, gcacw::rejection_text(*c.rejection));
          out += ',';
          key(out, "rule");
          detail::append_json_string(out, gcacw::rejection_rule(*c.rejection));
        } else if (c.child >= 0) {
          // GC-9: a step every completing way through which destroys the stack.
          out += ',';
          key(out, "fatal");
          add_bool(out, !tree.nodes()[static_cast<std::size_t>(c.child)].saves);
          out += ',';
          key(out, "then");
          add_int(out, ref(c.child));
        }
        out += '}';
      }
      out += ']';
    }
    out += '}';
  }
};

}  // namespace

void write_options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree,
                        const std::function<void(std::string_view)>& sink) {
  detail::require_resolvable(io::game_of<gcacw::Scenario>(scenario),
                             "gcacw::io::write_options_json: the scenario must pass check() with "
                             "no refusal (load_scenario() or the facade)");
  require(tree.scenario() == &io::game_of<gcacw::Scenario>(scenario),
          "gcacw::io::write_options_json: the tree must be built from this scenario");
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  Json stack = Json::array();
  for (const UnitId id : tree.stack())
    stack.push_back(names.unit_name(id));
  const Json head = {{"format", "skedaddle-options/2"},
                     {"ruleset", ruleset_name(scenario)},
                     {"scenario", scenario.name},
                     {"stack", std::move(stack)},
                     {"min", tree.range().min},
                     {"max", tree.range().max},
                     {"override_in_force", tree.override_in_force()},
                     {"saves", tree.saves()},
                     {"surrenders", tree.surrenders()},
                     {"option_declined", tree.option_declined()},
                     {"too_large", tree.too_large()}};
  detail::JsonStream out(sink);
  out.raw("{\n");
  for (const auto& [k, v] : head.items()) {
    out.raw("  " + Json(k).dump() + ": " +
            detail::indented(v.dump(2, ' ', false, Json::error_handler_t::replace), 2) + ",\n");
  }
  const TreeJson json{names, tree, game.board.grid().system().orientation};
  const auto render = [&json](int i, const auto& ref, std::string& text) {
    json.render(i, ref, text);
  };
  const auto children = [&json](int i, const auto& visit) { json.children(i, visit); };
  if (tree.nodes().empty()) {
    out.raw("  \"tree\": null,\n  \"nodes\": []\n}\n");
  } else {
    const detail::NodeTable table(static_cast<int>(tree.nodes().size()), 0, render, children);
    out.raw("  \"tree\": 0,\n  \"nodes\": [\n");
    table.write(out, "    ", render);
    out.raw("  ]\n}\n");
  }
  out.flush();
}

std::string options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree) {
  std::string text;
  write_options_json(scenario, tree, [&text](std::string_view piece) { text += piece; });
  return text;
}

}  // namespace skedaddle::io
