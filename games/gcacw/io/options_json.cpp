// SPDX-License-Identifier: MIT
// The option tree as JSON (`skedaddle-options/5`): the tree's distinct subtrees grouped by
// head, each shown by numbers (its legal steps, each with the entry it leads to, and its
// rejected neighbours) into the tables of the distinct heads, steps and chart steps, and the
// words of the rejections and of the reasons a stop is ruled out in one legend; written piece
// by piece.
#include <array>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>
#include <vector>

#include "gcacw/io/names.hpp"
#include "gcacw/io/options_json.hpp"
#include "gcacw/io/tree_neighbours.hpp"
#include "gcacw/io/tree_notes.hpp"
#include "gcacw/rules/decision.hpp"
#include "gcacw/rules/shared_tree.hpp"
#include "gcacw/rules/unoffered.hpp"
#include "io/checked_game.hpp"
#include "io/entry_groups.hpp"
#include "io/event_json.hpp"
#include "io/json_stream.hpp"
#include "io/json_writer.hpp"
#include "io/node_table.hpp"
#include "io/value_table.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;
using namespace std::string_view_literals;

// Rejection's values run from off_map (0) to retreat_over, the last.
constexpr int kLastRejection = static_cast<int>(gcacw::Rejection::retreat_over);

/// The code of `why` in the legend `reasons`: after every rejection's.
int stop_code(gcacw::NoStop why) {
  return kLastRejection + 1 + static_cast<int>(why);
}

/// `text` (a member's opening, of constant length) then the value.
void add_bool(std::string& out, std::string_view text, bool v) {
  out += text;
  out += v ? "true"sv : "false"sv;
}

void add_int(std::string& out, std::string_view text, int v) {
  out += text;
  detail::append_int(out, v);
}

/// The texts an entry shows, each made once and numbered (detail::TextNumbers): the keys of
/// the tables hold the numbers.
class Texts {
 public:
  /// Numbers the labels of the hexes within one step of `box`, the box of the tree's nodes.
  Texts(const detail::GcacwNamer& names, std::pair<Hex, Hex> box, HexOrientation orientation)
      : names_(names), node_labels_(box.first, box.second), option_labels_(node_labels_) {
    // Every hex a node stands in or looks at lies within one step of the nodes' hexes.
    for (std::size_t d = 0; d < kHexDirCount; ++d)
      dir_[d] = numbers_.number(compass_name(kHexDirs[d], orientation));
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
  std::vector<int> unit_;
};

/// A RetreatTree as TreeJson reads it: its nodes, their children that complete, and their
/// neighbours (TreeNeighbours).
class RetreatTreeView {
 public:
  explicit RetreatTreeView(const gcacw::RetreatTree& tree) : tree_(tree), neighbours_(tree) {}
  const gcacw::TreeNode& node(int index) const {
    return tree_.nodes()[static_cast<std::size_t>(index)];
  }
  template <class Visit>
  void children(int index, const Visit& visit) const {
    const gcacw::TreeNode& n = node(index);
    for (int k = n.first_child; k < n.first_child + n.child_count; ++k) {
      if (node(k).completes) visit(k);
    }
  }
  std::size_t hex_count() const { return neighbours_.hex_count(); }
  std::size_t hex_index(int index) const { return neighbours_.hex_index(node(index).hex); }
  void read(int index, std::array<detail::NeighbourFacts, kHexDirCount>& out) {
    neighbours_.read(index, out);
  }
  void eliminated_at(int index, std::vector<UnitId>& out) const { tree_.eliminated_at(index, out); }
  std::optional<gcacw::NoStop> no_stop_at(int index) const {
    return gcacw::no_stop_at(tree_, index);
  }

 private:
  const gcacw::RetreatTree& tree_;
  detail::TreeNeighbours neighbours_;
};

/// A SharedTree as TreeJson reads it: the same as RetreatTreeView shows of the RetreatTree.
class SharedTreeView {
 public:
  explicit SharedTreeView(const gcacw::SharedTree& tree) : tree_(tree) {}
  const gcacw::TreeNode& node(int index) const {
    return tree_.nodes()[static_cast<std::size_t>(index)];
  }
  template <class Visit>
  void children(int index, const Visit& visit) const {
    for (const gcacw::SharedEdge& e : tree_.edges(index)) {
      if (node(e.child).completes) visit(e.child);
    }
  }
  std::size_t hex_count() const { return tree_.hex_count(); }
  std::size_t hex_index(int index) const { return tree_.hex_slot(index); }
  /// As TreeNeighbours::read.
  void read(int index, std::array<detail::NeighbourFacts, kHexDirCount>& out) const {
    const gcacw::TreeNode& n = node(index);
    const std::array<gcacw::SharedStep, kHexDirCount>& at = tree_.steps(index);
    const unsigned entered = tree_.entered(index);
    int min_priority = 99;  // GC-7: the lowest priority number among the legal neighbours
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      detail::NeighbourFacts& f = out[d];
      f = detail::NeighbourFacts{at[d].has_step ? &at[d].step : nullptr, at[d].rejection, -1};
      if (f.rejection) continue;
      if ((entered & (1U << d)) != 0) {
        f.rejection = gcacw::Rejection::already_entered;  // GC-3
        continue;
      }
      min_priority = std::min(min_priority, at[d].step.priority);
    }
    for (const gcacw::SharedEdge& e : tree_.edges(index)) {
      detail::NeighbourFacts& f = out[e.dir];
      f.child = e.child;
      f.step = e.override_step ? &at[e.dir].override_step : &at[e.dir].step;
      if (!node(e.child).completes) f.rejection = gcacw::Rejection::cannot_complete;  // GC-9
    }
    for (detail::NeighbourFacts& f : out) {
      if (f.rejection || f.child >= 0) continue;
      f.rejection =
          gcacw::unoffered_rejection(n, tree_.override_in_force(), f.step->priority, min_priority);
    }
  }
  void eliminated_at(int index, std::vector<UnitId>& out) const { tree_.eliminated_at(index, out); }
  std::optional<gcacw::NoStop> no_stop_at(int index) const {
    return gcacw::no_stop_at(node(index), tree_.range(), *tree_.scenario(), tree_.stack());
  }

 private:
  const gcacw::SharedTree& tree_;
};

/// A tree's tables (docs/format.md, `skedaddle-options/5`): its distinct chart steps, node
/// heads and steps, filled as the node table asks for the nodes' keys, and what each entry
/// shows of them: its head, its options (each with the node it leads to, where one leads on)
/// and its rejected neighbours.
template <class View>
struct TreeJson {
  Texts& texts;
  View& tree;
  detail::ValueTable chart_steps{};
  detail::ValueTable heads{};
  detail::ValueTable steps{};
  std::string key{};
  int no_stop = -1;                  // set by head_key() for the node at hand
  std::vector<UnitId> eliminated{};  // eliminated_at() of the node at hand, its storage reused
  std::array<detail::NeighbourFacts, kHexDirCount> facts{};  // of the node at hand
  // The words of a neighbour's key that its hex and direction fix (its chart step as the hex
  // classifies it, its label and direction), by hex_index() * kHexDirCount + direction, made
  // the first time a node in that hex is keyed.
  struct PlaceWords {
    std::uint64_t chart = 0;  // chart_key() with the top bit set, 0 for no chart step
    std::uint64_t place = 0;  // step_key() of no rejection, child nor chart step
  };
  std::vector<PlaceWords> place_words{tree.hex_count() * kHexDirCount};
  std::vector<char> place_words_made = std::vector<char>(tree.hex_count(), 0);

  // The steps a node's entry refers to: its legal options that lead on, the children that
  // complete (GC-9; the others are rejected as cannot_complete), in clockwise order as built.
  template <class Visit>
  void children(int index, const Visit& visit) const {
    tree.children(index, visit);
  }

  /// The bit of chart_key() that marks an override (GC-10).
  static constexpr std::uint64_t kOverrideStepBit = std::uint64_t{1} << (56 + 5);

  /// A chart step's fields in 64 bits: two chart steps share a number in `chart_steps` exactly
  /// when they share these.
  std::uint64_t chart_key(const ChartStep& s) {
    // Rows of more than four bytes go by their text's number, marked by the top bit.
    const bool long_row = s.row.size() > sizeof(int);
    return detail::key_field(texts.row(s.row), 32, 0) | detail::key_field(s.chart, 8, 32) |
           detail::key_field(s.priority, 8, 40) | detail::key_field(s.loss, 8, 48) |
           detail::key_field(s.road | s.friendly << 1 | s.more_distant << 2 | s.zoc << 3 |
                                 s.enemy << 4 | s.override_step << 5,
                             6, 56) |
           detail::key_field(long_row, 1, 62);
  }

  int chart_step(const ChartStep& s) {
    return chart_steps.number(chart_key(s), [&s](std::string& out) {
      // The same fields as an outcome's chart step (io/event_json.hpp), on one line.
      detail::JsonWriter w(out, JsonLayout::one_line);
      w.begin_object();
      detail::write_chart_step(w, s);
      w.end_object();
    });
  }

  /// GC-9: 1 for a step every completing way through which destroys the stack, 0 for another
  /// option, -1 for a rejected neighbour.
  int fatal(const std::optional<gcacw::Rejection>& rejection, int child) const {
    return rejection || child < 0 ? -1 : !tree.node(child).saves;
  }

  /// All a neighbour in `hex`, `dir` shows but its chart step and the node it leads to, in 64
  /// bits.
  std::uint64_t step_key(Hex hex, HexDir dir, const std::optional<gcacw::Rejection>& rejection,
                         int child, int chart) {
    return detail::key_field(texts.option_label(hex), 32, 0) |
           detail::key_field(texts.dir(dir), 8, 32) | detail::key_field(chart + 1, 16, 40) |
           detail::key_field(rejection ? static_cast<int>(*rejection) + 1 : 0, 6, 56) |
           detail::key_field(fatal(rejection, child) + 1, 2, 62);
  }

  /// The number in `steps` of the neighbour `f` of a node, in `hex` in the direction `dir`: all
  /// it shows but the node it leads to.
  int step(Hex hex, HexDir dir, const detail::NeighbourFacts& f) {
    const int chart = f.step != nullptr ? chart_step(*f.step) : -1;
    const int label = texts.option_label(hex);
    const int dir_name = texts.dir(dir);
    const int is_fatal = fatal(f.rejection, f.child);
    return steps.number(step_key(hex, dir, f.rejection, f.child, chart), [&](std::string& out) {
      out += R"({"hex":)"sv;
      out += texts.json(label);
      out += R"(,"dir":)"sv;
      out += texts.json(dir_name);
      if (chart >= 0) add_int(out, R"(,"chart_step":)"sv, chart);
      if (f.rejection) add_int(out, R"(,"reason":)"sv, static_cast<int>(*f.rejection));
      if (is_fatal >= 0) add_bool(out, R"(,"fatal":)"sv, is_fatal == 1);
      out += '}';
    });
  }

  /// Appends to `out` all a node shows but its neighbours (`gone`: its eliminated_at()), and
  /// sets `no_stop` to the code of the reason it may not stop (-1 where it may): two nodes
  /// share a number in `heads` exactly when they append the same.
  void head_key(int index, const std::vector<UnitId>& gone, std::string& out) {
    const gcacw::TreeNode& n = tree.node(index);
    const std::optional<gcacw::NoStop> why = tree.no_stop_at(index);
    no_stop = why ? stop_code(*why) : -1;
    detail::append_ints(out, texts.node_label(n.hex), n.depth, n.loss,
                        n.can_stop | n.must_stop << 1 | n.override_used << 2 | n.survivors << 3 |
                            n.destroys << 4 | n.saves << 5 | (no_stop + 1) << 6,
                        gone.size());
    for (const UnitId id : gone)
      detail::append_ints(out, texts.unit(id));
  }

  /// A node's number in `heads`: all it shows but its neighbours.
  int head(int index) {
    const gcacw::TreeNode& n = tree.node(index);
    tree.eliminated_at(index, eliminated);
    const int label = texts.node_label(n.hex);
    key.clear();
    head_key(index, eliminated, key);
    return heads.number(key, [&](std::string& out) {
      out += R"({"hex":)"sv;
      out += texts.json(label);
      add_int(out, R"(,"depth":)"sv, n.depth);
      add_int(out, R"(,"loss":)"sv, n.loss);
      add_bool(out, R"(,"can_stop":)"sv, n.can_stop);
      if (no_stop < 0) {
        out += R"(,"stop_ruled_out":null)"sv;
      } else {
        add_int(out, R"(,"stop_ruled_out":)"sv, no_stop);
      }
      add_bool(out, R"(,"must_stop":)"sv, n.must_stop);
      add_bool(out, R"(,"override_used":)"sv, n.override_used);
      add_bool(out, R"(,"survivors":)"sv, n.survivors);
      out += R"(,"eliminated":[)"sv;
      bool first = true;
      for (const UnitId id : eliminated) {
        if (!first) out += ',';
        first = false;
        out += texts.json(texts.unit(id));
      }
      add_bool(out, R"(],"destroys_stack":)"sv, n.destroys);
      add_bool(out, R"(,"saves":)"sv, n.saves);
      out += '}';
    });
  }

  /// Appends to `out` a key two nodes share exactly when their entries are the same: the facts
  /// their head and steps show, and the entries their steps lead to. Made of the facts
  /// themselves, not their numbers in the tables, which are found once per entry
  /// (first_of_entry): a node's facts cost no lookup in the tables.
  template <class Ref>
  void key_of(int index, const Ref& ref, std::string& out) {
    tree.read(index, facts);
    tree.eliminated_at(index, eliminated);
    head_key(index, eliminated, out);
    const PlaceWords* const place = place_words_of(index);
    // Per neighbour its chart step's key and step_key(), then the entry it leads to.
    std::array<char, kHexDirCount*(2 * sizeof(std::uint64_t) + sizeof(int))> bytes;
    std::size_t size = 0;
    for (const bool rejected : {false, true}) {
      for (std::size_t d = 0; d < kHexDirCount; ++d) {
        const detail::NeighbourFacts& f = facts[d];
        if (f.rejection.has_value() != rejected) continue;
        // A step is its hex's but for the override (TreeNeighbours), so its key is too.
        const std::uint64_t chart =
            f.step ? place[d].chart | (f.step->override_step ? kOverrideStepBit : 0) : 0;
        const std::uint64_t step =
            place[d].place |
            detail::key_field(f.rejection ? static_cast<int>(*f.rejection) + 1 : 0, 6, 56) |
            detail::key_field(fatal(f.rejection, f.child) + 1, 2, 62);
        const int then = !f.rejection && f.child >= 0 ? ref(f.child) : -1;
        std::memcpy(bytes.data() + size, &chart, sizeof chart);
        std::memcpy(bytes.data() + size + sizeof chart, &step, sizeof step);
        std::memcpy(bytes.data() + size + 2 * sizeof chart, &then, sizeof then);
        size += 2 * sizeof chart + sizeof then;
      }
    }
    out.append(bytes.data(), size);
  }

  /// The PlaceWords of the neighbours of the hex of node `index`, made the first time it is
  /// asked from the neighbours of a node in it (`facts`).
  const PlaceWords* place_words_of(int index) {
    const Hex hex = tree.node(index).hex;
    const std::size_t h = tree.hex_index(index);
    PlaceWords* const words = place_words.data() + h * kHexDirCount;
    if (place_words_made[h] != 0) return words;
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      const detail::NeighbourFacts& f = facts[d];
      words[d].chart =
          f.step ? (chart_key(*f.step) & ~kOverrideStepBit) | std::uint64_t{1} << 63 : 0;
      words[d].place = step_key(neighbor(hex, kHexDirs[d]), kHexDirs[d], std::nullopt, -1, 0);
    }
    place_words_made[h] = 1;
    return words;
  }

  /// Numbers the head, steps and chart steps of the first node of an entry, in the order the
  /// entry shows them: each value is numbered where it is first seen; and keeps the numbers for
  /// describe(). Called right after key_of() of the same node, whose `facts` it reads.
  void first_of_entry(int index) {
    const auto node = static_cast<std::size_t>(index);
    if (node >= record_of.size()) record_of.resize(node + 1, -1);
    record_of[node] = static_cast<int>(records.size());
    records.push_back(head(index));
    const Hex hex = tree.node(index).hex;
    for (const bool rejected : {false, true}) {
      const std::size_t count = records.size();
      records.push_back(0);
      for (std::size_t d = 0; d < kHexDirCount; ++d) {
        const detail::NeighbourFacts& f = facts[d];
        if (f.rejection.has_value() != rejected) continue;
        records.push_back(step(neighbor(hex, kHexDirs[d]), kHexDirs[d], f));
        records.push_back(!f.rejection && f.child >= 0 ? f.child : -1);
        ++records[count];
      }
    }
  }

  /// What the entry of `index`, the first node of its entry, shows: its head, then its
  /// options' steps, each with the node it leads to, then its rejected neighbours' steps, each
  /// list in clockwise order.
  void describe(int index, detail::EntryFacts& entry) const {
    std::size_t i = static_cast<std::size_t>(record_of[static_cast<std::size_t>(index)]);
    entry.head(records[i++]);
    for (int list = 0; list < 2; ++list) {
      entry.steps();
      const int count = records[i++];
      for (int k = 0; k < count; ++k) {
        const int step_number = records[i++];
        entry.step(step_number, records[i++]);
      }
    }
  }

  // Per entry, from its first node: its head's number, then for its options and its rejected
  // neighbours each their count, then each one's step number and the node it leads to (-1 for
  // none); record_of[node] is where a first node's begin (-1 for the others).
  std::vector<int> records{};
  std::vector<int> record_of{};
};

/// `"reasons"`: the text and ruling of every rejection, by its code (the value of a step's
/// `reason`), then of every reason a stop is ruled out (the value of a head's
/// `stop_ruled_out`, stop_code()).
std::string reasons_json() {
  std::string out = "  \"reasons\": [\n";
  const auto add = [&out](std::string_view reason, std::string_view rule) {
    out += R"(    {"reason":)";
    detail::append_json_string(out, reason);
    out += R"(,"rule":)";
    detail::append_json_string(out, rule);
    out += "},\n";
  };
  for (int r = 0; r <= kLastRejection; ++r) {
    const auto rejection = static_cast<gcacw::Rejection>(r);
    add(gcacw::rejection_text(rejection), gcacw::rejection_rule(rejection));
  }
  for (int w = 0; w <= static_cast<int>(gcacw::kLastNoStop); ++w) {
    const gcacw::StopRuledOut words = gcacw::no_stop_words(static_cast<gcacw::NoStop>(w));
    add(words.reason, words.rule);
  }
  out.resize(out.size() - 2);  // the last entry's ",\n"
  out += "\n  ],\n";
  return out;
}

}  // namespace

namespace {

/// The document of `tree`, read through `view`: the same for a RetreatTree and a SharedTree.
template <class Tree, class View>
void write_document(const LoadedScenario& scenario, const Tree& tree, View& view,
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
  const Json head = {{"format", kOptionsFormat},
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
  out.raw(reasons_json());
  out.raw("  \"node_fields\": [\"options\", \"rejected\"],\n");
  Texts texts(names, detail::hex_box(tree.nodes()), game.board.grid().system().orientation);
  TreeJson<View> json{texts, view};
  if (tree.nodes().empty()) {
    out.raw(
        "  \"tree\": null,\n  \"chart_steps\": [],\n  \"heads\": [],\n  \"steps\": [],\n"
        "  \"groups\": []\n}\n");
  } else {
    const auto node_key = [&json](int i, const auto& ref, std::string& text) {
      json.key_of(i, ref, text);
    };
    const auto children = [&json](int i, const auto& visit) { json.children(i, visit); };
    const auto first_of_entry = [&json](int i) { json.first_of_entry(i); };
    const detail::NodeTable table(static_cast<int>(tree.nodes().size()), 0, node_key, children,
                                  first_of_entry);
    const detail::EntryGroups groups(
        table, 0, json.heads.size(),
        [&json](int i, detail::EntryFacts& facts) { json.describe(i, facts); });
    out.raw("  \"tree\": " + groups.root() + ",\n");
    json.chart_steps.write(out, "chart_steps", "  ");
    json.heads.write(out, "heads", "  ");
    json.steps.write(out, "steps", "  ");
    out.raw("  \"groups\": [\n");
    groups.write(out, "    ");
    out.raw("  ]\n}\n");
  }
  out.flush();
}

}  // namespace

void write_options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree,
                        const std::function<void(std::string_view)>& sink) {
  RetreatTreeView view(tree);
  write_document(scenario, tree, view, sink);
}

void write_options_json(const LoadedScenario& scenario, const gcacw::SharedTree& tree,
                        const std::function<void(std::string_view)>& sink) {
  require(!tree.too_large() && !tree.gave_up(),
          "gcacw::io::write_options_json: the tree must be built whole (not too large, not "
          "given up)");
  SharedTreeView view(tree);
  write_document(scenario, tree, view, sink);
}

std::string options_json(const LoadedScenario& scenario, const gcacw::SharedTree& tree) {
  std::string text;
  write_options_json(scenario, tree, [&text](std::string_view piece) { text += piece; });
  return text;
}

Errors write_gcacw_options_json(const LoadedScenario& scenario,
                                const std::function<void(std::string_view)>& sink,
                                int max_shared_nodes) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  {
    // The document shows each distinct subtree once: built once each.
    gcacw::SharedTree shared;
    if (Errors errors = shared.build(game, max_shared_nodes); !errors.empty()) return errors;
    if (shared.too_large()) return Errors{gcacw::too_large_error()};
    if (!shared.gave_up()) {
      write_options_json(scenario, shared, sink);
      return {};
    }
  }
  // Too little shared to be worth its questions: the whole tree, its nodes bounded.
  gcacw::RetreatTree tree;
  if (Errors errors = tree.build(game); !errors.empty()) return errors;
  if (tree.too_large()) return Errors{gcacw::too_large_error()};
  write_options_json(scenario, tree, sink);
  return {};
}

std::string options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree) {
  std::string text;
  write_options_json(scenario, tree, [&text](std::string_view piece) { text += piece; });
  return text;
}

}  // namespace skedaddle::io
