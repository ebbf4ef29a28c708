// SPDX-License-Identifier: MIT
// The option tree as JSON (`skedaddle-options/2`): the tree's nodes as a table in which
// identical subtrees appear once, each node with its legal steps (each naming the entry it leads
// to) and its rejected neighbours; written piece by piece.
#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <vector>

#include "gcacw/io/names.hpp"
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

/// Appends the bytes of a value to a key.
template <class T>
void add_raw(std::string& out, T v) {
  char bytes[sizeof v];
  std::memcpy(bytes, &v, sizeof v);
  out.append(bytes, sizeof v);
}

/// The texts an entry shows, each made once and numbered so that the same text has the same
/// number: a node's key holds the numbers, two nodes' keys agree exactly when their entries
/// show the same texts.
class Texts {
 public:
  Texts(const detail::GcacwNamer& names, const gcacw::RetreatTree& tree, HexOrientation orientation)
      : names_(names), orientation_(orientation) {
    // Every hex a node stands in or looks at lies within one step of the nodes' hexes.
    Hex lo = tree.nodes().empty() ? Hex{} : tree.nodes()[0].hex;
    Hex hi = lo;
    for (const gcacw::TreeNode& n : tree.nodes()) {
      lo = {std::min(lo.q, n.hex.q), std::min(lo.r, n.hex.r)};
      hi = {std::max(hi.q, n.hex.q), std::max(hi.r, n.hex.r)};
    }
    corner_ = {lo.q - 1, lo.r - 1};
    width_ = hi.q - lo.q + 3;
    const auto cells = static_cast<std::size_t>(width_) * static_cast<std::size_t>(hi.r - lo.r + 3);
    node_label_.assign(cells, -1);
    option_label_.assign(cells, -1);
    for (std::size_t d = 0; d < kHexDirCount; ++d)
      dir_[d] = number(compass_name(kHexDirs[d], orientation));
    rejection_.fill(-1);
  }

  /// The number of a text.
  int number(std::string_view text) {
    const auto [it, added] =
        numbers_.try_emplace(std::string(text), static_cast<int>(texts_.size()));
    if (added) texts_.push_back(&it->first);
    return it->second;
  }
  /// The text of a number.
  const std::string& text(int n) const { return *texts_[static_cast<std::size_t>(n)]; }
  /// The label of a node's hex.
  int node_label(Hex h) {
    int& n = node_label_[cell(h)];
    if (n < 0) n = number(names_.hex(h));
    return n;
  }
  /// The label of a neighbour, "-" off the numbered map.
  int option_label(Hex h) {
    int& n = option_label_[cell(h)];
    if (n < 0) n = number(names_.hex_or_dash(h));
    return n;
  }
  /// The compass name of a direction.
  int dir(HexDir d) const { return dir_[static_cast<std::size_t>(d)]; }
  /// The reason and ruling of a rejection, as one number.
  int rejection(gcacw::Rejection r) {
    int& n = rejection_[static_cast<std::size_t>(r)];
    if (n < 0) {
      std::string both(gcacw::rejection_text(r));
      both += '\0';
      both += gcacw::rejection_rule(r);
      n = number(both);
    }
    return n;
  }
  /// A unit's name.
  int unit(UnitId id) { return number(names_.unit_name(id)); }
  /// The orientation the compass names are for.
  HexOrientation orientation() const { return orientation_; }

 private:
  std::size_t cell(Hex h) const {
    return static_cast<std::size_t>(h.r - corner_.r) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(h.q - corner_.q);
  }
  const detail::GcacwNamer& names_;
  HexOrientation orientation_;
  Hex corner_{};
  int width_ = 0;
  std::vector<int> node_label_;
  std::vector<int> option_label_;
  std::array<int, kHexDirCount> dir_{};
  std::array<int, 256> rejection_{};
  std::unordered_map<std::string, int> numbers_;
  std::vector<const std::string*> texts_;
};

struct TreeJson {
  Texts& texts;
  const gcacw::RetreatTree& tree;
  // The candidates children() found, kept for the key() of the same node: the table asks for
  // the key of a node after the keys of all its descendants, so the last kept is the one.
  mutable std::vector<std::pair<int, std::array<gcacw::Candidate, kHexDirCount>>> kept{};

  // The steps a node's JSON refers to: its legal options that lead on.
  template <class Visit>
  void children(int index, const Visit& visit) const {
    kept.emplace_back(index, tree.candidates(index));
    for (const gcacw::Candidate& c : kept.back().second) {
      if (!c.rejection && c.child >= 0) visit(c.child);
    }
  }

  /// What render() shows, compactly: every value in render's order, the texts by their
  /// numbers, each optional part behind its own tag byte so that no two different entries have
  /// the same key.
  template <class Ref>
  void key_of(int index, const Ref& ref, std::string& out) const {
    std::array<gcacw::Candidate, kHexDirCount> candidates{};
    if (!kept.empty() && kept.back().first == index) {
      candidates = kept.back().second;
      kept.pop_back();
    } else {
      candidates = tree.candidates(index);
    }
    const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
    add_raw(out, texts.node_label(n.hex));
    add_raw(out, n.depth);
    add_raw(out, n.loss);
    const auto flags = static_cast<char>(n.can_stop | n.must_stop << 1 | n.override_used << 2 |
                                         n.survivors << 3 | n.destroys << 4 | n.saves << 5);
    out += flags;
    for (const UnitId id : tree.eliminated_at(index)) {
      out += 'u';
      add_raw(out, texts.unit(id));
    }
    for (const bool rejected : {false, true}) {
      out += rejected ? 'r' : 'o';
      for (const gcacw::Candidate& c : candidates) {
        if (c.rejection.has_value() != rejected) continue;
        out += 'c';
        add_raw(out, texts.option_label(c.hex));
        add_raw(out, texts.dir(c.dir));
        if (c.step) {
          const ChartStep& s = *c.step;
          out += 's';
          add_raw(out, s.chart);
          add_raw(out, static_cast<int>(s.row.size()));
          out += s.row;
          add_raw(out, s.priority);
          add_raw(out, s.loss);
          out += static_cast<char>(s.road | s.friendly << 1 | s.more_distant << 2 | s.zoc << 3 |
                                   s.enemy << 4 | s.override_step << 5);
        }
        if (c.rejection) {
          out += 'x';
          add_raw(out, texts.rejection(*c.rejection));
        } else if (c.child >= 0) {
          out += tree.nodes()[static_cast<std::size_t>(c.child)].saves ? 'k' : 'f';
          add_raw(out, ref(c.child));
        }
      }
    }
  }

  template <class Ref>
  void render(int index, const Ref& ref, std::string& out) const {
    const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
    out += '{';
    key(out, "hex");
    detail::append_json_string(out, texts.text(texts.node_label(n.hex)));
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
      detail::append_json_string(out, texts.text(texts.unit(id)));
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
        detail::append_json_string(out, texts.text(texts.option_label(c.hex)));
        out += ',';
        key(out, "dir");
        detail::append_json_string(out, compass_name(c.dir, texts.orientation()));
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
  Texts texts(names, tree, game.board.grid().system().orientation);
  const TreeJson json{texts, tree};
  const auto render = [&json](int i, const auto& ref, std::string& text) {
    json.render(i, ref, text);
  };
  const auto node_key = [&json](int i, const auto& ref, std::string& text) {
    json.key_of(i, ref, text);
  };
  const auto children = [&json](int i, const auto& visit) { json.children(i, visit); };
  if (tree.nodes().empty()) {
    out.raw("  \"tree\": null,\n  \"nodes\": []\n}\n");
  } else {
    const detail::NodeTable table(static_cast<int>(tree.nodes().size()), 0, node_key, children);
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
