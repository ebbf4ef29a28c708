// SPDX-License-Identifier: MIT
// The option tree as JSON (`skedaddle-options/2`): the tree's nodes as a table in which
// identical subtrees appear once, each node with its legal steps (each naming the entry it leads
// to) and its rejected neighbours; written piece by piece.
#include <array>
#include <charconv>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "gcacw/io/names.hpp"
#include "gcacw/io/tree_notes.hpp"
#include "io/checked_game.hpp"
#include "io/json_stream.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;
using namespace std::string_view_literals;

void add_int(std::string& out, int v) {
  char buf[16];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
}

/// `text` (a member's opening, of constant length) then the value.
void add_bool(std::string& out, std::string_view text, bool v) {
  out += text;
  out += v ? "true"sv : "false"sv;
}

void add_int(std::string& out, std::string_view text, int v) {
  out += text;
  add_int(out, v);
}

void add_step(std::string& out, const ChartStep& step) {
  add_int(out, R"(,"chart":)"sv, step.chart);
  out += R"(,"row":)"sv;
  detail::append_json_string(out, step.row);
  add_int(out, R"(,"priority":)"sv, step.priority);
  add_int(out, R"(,"loss":)"sv, step.loss);
  add_bool(out, R"(,"road":)"sv, step.road);
  add_bool(out, R"(,"friendly":)"sv, step.friendly);
  add_bool(out, R"(,"more_distant":)"sv, step.more_distant);
  add_bool(out, R"(,"zoc":)"sv, step.zoc);
  add_bool(out, R"(,"enemy":)"sv, step.enemy);
  add_bool(out, R"(,"override":)"sv, step.override_step);
}

/// The texts an entry shows, each made once and numbered (detail::TextNumbers): a node's key
/// holds the numbers.
class Texts {
 public:
  Texts(const detail::GcacwNamer& names, const gcacw::RetreatTree& tree, HexOrientation orientation)
      : names_(names),
        node_labels_(detail::hex_box(tree.nodes()).first, detail::hex_box(tree.nodes()).second),
        option_labels_(node_labels_) {
    // Every hex a node stands in or looks at lies within one step of the nodes' hexes.
    for (std::size_t d = 0; d < kHexDirCount; ++d)
      dir_[d] = numbers_.number(compass_name(kHexDirs[d], orientation));
    rejection_.fill(-1);
  }

  /// The text of a number as a JSON string.
  const std::string& json(int n) const { return numbers_.json(n); }
  /// The label of a node's hex.
  int node_label(Hex h) {
    return node_labels_.number(h, numbers_, [this](Hex x) { return names_.hex(x); });
  }
  /// The label of a neighbour, "-" off the numbered map.
  int option_label(Hex h) {
    return option_labels_.number(h, numbers_, [this](Hex x) { return names_.hex_or_dash(x); });
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
      n = numbers_.number(both);
    }
    return n;
  }
  /// `,"reason":...,"rule":...` of a rejection.
  const std::string& rejection_json(gcacw::Rejection r) {
    std::string& text = rejection_json_[static_cast<std::size_t>(r)];
    if (text.empty()) {
      text = R"(,"reason":)";
      detail::append_json_string(text, gcacw::rejection_text(r));
      text += R"(,"rule":)";
      detail::append_json_string(text, gcacw::rejection_rule(r));
    }
    return text;
  }
  /// A chart row: its bytes when it has no more than four (its length beside it in a key),
  /// else its number.
  int row(std::string_view r) {
    if (r.size() > sizeof(int)) return numbers_.number(r);
    unsigned packed = 0;
    for (std::size_t b = 0; b < r.size(); ++b)
      packed |= static_cast<unsigned>(static_cast<unsigned char>(r[b])) << (8 * b);
    return static_cast<int>(packed);
  }
  /// A unit's name.
  int unit(UnitId id) {
    const std::size_t u = index_of(id);
    if (u >= unit_.size()) unit_.resize(u + 1, -1);
    if (unit_[u] < 0) unit_[u] = numbers_.number(names_.unit_name(id));
    return unit_[u];
  }

 private:
  const detail::GcacwNamer& names_;
  detail::TextNumbers numbers_;
  detail::HexLabels node_labels_;
  detail::HexLabels option_labels_;
  std::array<int, kHexDirCount> dir_{};
  std::array<int, 256> rejection_{};
  std::array<std::string, 256> rejection_json_{};
  std::vector<int> unit_;
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
  /// numbers, in fields of fixed size (the six candidates always), so that two entries have the
  /// same key exactly when they show the same values.
  template <class Ref>
  void key_of(int index, const Ref& ref, std::string& out) const {
    if (kept.empty() || kept.back().first != index)
      kept.emplace_back(index, tree.candidates(index));
    const std::array<gcacw::Candidate, kHexDirCount>& candidates = kept.back().second;
    const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
    const std::vector<UnitId> eliminated = tree.eliminated_at(index);
    constexpr std::size_t kHead = 5;
    constexpr std::size_t kPerCandidate = 10;
    std::array<int, kHead + kHexDirCount * kPerCandidate> k{};
    std::size_t i = 0;
    k[i++] = texts.node_label(n.hex);
    k[i++] = n.depth;
    k[i++] = n.loss;
    k[i++] = static_cast<int>(n.can_stop) | n.must_stop << 1 | n.override_used << 2 |
             n.survivors << 3 | n.destroys << 4 | n.saves << 5;
    k[i++] = static_cast<int>(eliminated.size());
    for (const bool rejected : {false, true}) {
      for (const gcacw::Candidate& c : candidates) {
        if (c.rejection.has_value() != rejected) continue;
        k[i++] = texts.option_label(c.hex);
        k[i++] = texts.dir(c.dir);
        if (c.step) {
          const ChartStep& s = *c.step;
          k[i++] = s.chart;
          k[i++] = static_cast<int>(s.row.size());
          k[i++] = texts.row(s.row);
          k[i++] = s.priority;
          k[i++] = s.loss;
          k[i++] = 1 | s.road << 1 | s.friendly << 2 | s.more_distant << 3 | s.zoc << 4 |
                   s.enemy << 5 | s.override_step << 6;
        } else {
          i += 6;  // zeros: no step (its flags field is 0, never 1 | ...)
        }
        if (c.rejection) {
          k[i++] = 1;
          k[i++] = texts.rejection(*c.rejection);
        } else if (c.child >= 0) {
          k[i++] = tree.nodes()[static_cast<std::size_t>(c.child)].saves ? 2 : 3;
          k[i++] = ref(c.child);
        } else {
          i += 2;
        }
      }
    }
    detail::append_key(out, k, i);
    for (const UnitId id : eliminated)
      detail::append_key(out, std::array<int, 1>{texts.unit(id)}, 1);
    kept.pop_back();
  }

  template <class Ref>
  void render(int index, const Ref& ref, std::string& out) const {
    const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
    out += R"({"hex":)"sv;
    out += texts.json(texts.node_label(n.hex));
    add_int(out, R"(,"depth":)"sv, n.depth);
    add_int(out, R"(,"loss":)"sv, n.loss);
    add_bool(out, R"(,"can_stop":)"sv, n.can_stop);
    add_bool(out, R"(,"must_stop":)"sv, n.must_stop);
    add_bool(out, R"(,"override_used":)"sv, n.override_used);
    add_bool(out, R"(,"survivors":)"sv, n.survivors);
    out += R"(,"eliminated":[)"sv;
    bool first = true;
    for (const UnitId id : tree.eliminated_at(index)) {
      if (!first) out += ',';
      first = false;
      out += texts.json(texts.unit(id));
    }
    add_bool(out, R"(],"destroys_stack":)"sv, n.destroys);
    add_bool(out, R"(,"saves":)"sv, n.saves);
    const std::array<gcacw::Candidate, kHexDirCount> candidates = tree.candidates(index);
    for (const bool rejected : {false, true}) {
      out += rejected ? R"(],"rejected":[)"sv : R"(,"options":[)"sv;
      first = true;
      for (const gcacw::Candidate& c : candidates) {
        if (c.rejection.has_value() != rejected) continue;
        out += first ? R"({"hex":)"sv : R"(,{"hex":)"sv;
        first = false;
        out += texts.json(texts.option_label(c.hex));
        out += R"(,"dir":)"sv;
        out += texts.json(texts.dir(c.dir));
        if (c.step) add_step(out, *c.step);
        if (c.rejection) {
          out += texts.rejection_json(*c.rejection);
        } else if (c.child >= 0) {
          // GC-9: a step every completing way through which destroys the stack.
          add_bool(out, R"(,"fatal":)"sv, !tree.nodes()[static_cast<std::size_t>(c.child)].saves);
          add_int(out, R"(,"then":)"sv, ref(c.child));
        }
        out += '}';
      }
    }
    out += "]}"sv;
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
                     {"too_large", tree.too_large()},
                     {"notes", detail::tree_notes(tree)}};
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
