// SPDX-License-Identifier: MIT
// See option_trees.hpp.
#include "support/option_trees.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace skedaddle::test {
namespace {

using Json = nlohmann::ordered_json;

/// What a number that names nothing decodes to (a step, head or place the tables get wrong,
/// reported where it is read): the part it stands for expands to null.
constexpr std::size_t kNone = static_cast<std::size_t>(-1);

/// The largest number taken as a delta or a place: keeping them this small keeps the running
/// sums of a column from overflowing, whatever a malformed document holds.
constexpr std::int64_t kLargest = std::int64_t{1} << 53;

/// `j` as text for a failure message, never throwing (whatever its strings hold).
std::string text(const Json& j) {
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// Member `key` of `j`, null when `j` is no object or has no such member (a const
/// `operator[]` on a missing key is undefined behaviour, and `at` throws).
const Json& member(const Json& j, const char* key) {
  static const Json none;
  if (!j.is_object()) return none;
  const auto it = j.find(key);
  return it == j.end() ? none : *it;
}

/// `n` as an integer, when it is one no further from 0 than kLargest.
std::optional<std::int64_t> bounded(const Json& n) {
  if (n.is_number_unsigned()) {
    const auto u = n.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(kLargest)) return std::nullopt;
    return static_cast<std::int64_t>(u);
  }
  if (!n.is_number_integer()) return std::nullopt;
  const auto i = n.get<std::int64_t>();
  if (i < -kLargest || i > kLargest) return std::nullopt;
  return i;
}

/// `n` as an index of a list of `size` entries; kNone when it names none of them.
std::size_t index_in(const Json& n, std::size_t size) {
  const std::optional<std::int64_t> i = bounded(n);
  if (!i || *i < 0 || static_cast<std::uint64_t>(*i) >= size) return kNone;
  return static_cast<std::size_t>(*i);
}

/// A decoded number as it stands in a shape's key: null for one that names nothing.
Json number(std::size_t n) {
  return n == kNone ? Json() : Json(n);
}

/// Where a shape is, for failure messages.
std::string shape_at(std::size_t h, std::size_t s) {
  return "group " + std::to_string(h) + ", shape " + std::to_string(s);
}

/// A step of a shape's list field: the tree's step, and whether it leads on (then the node it
/// leads to is the shape's next reference).
struct Item {
  std::size_t step = kNone;
  bool leads_on = false;
};

/// A field of a shape: a list of steps, or (`leave`) a node, the shape's next reference.
struct Field {
  bool is_node = false;
  std::vector<Item> items;
};

/// A shape of a group, decoded: its fields, the head of each of its references, and the
/// references of each of its entries as places.
struct Shape {
  bool ok = false;                  // of the right form: else its entries expand to null
  Json key;                         // its fields in the tree's numbers, to tell shapes apart
  std::vector<Field> fields;        // fields[k] is the tree's node_fields[k]
  std::vector<std::size_t> heads;   // the head (the group) of each reference, in field order
  std::size_t entries = 0;          // how many places of the group it fills
  std::vector<std::size_t> places;  // entry e's references: [e * heads.size(), ...)
};

/// A group, decoded: its shapes, and for each of its places the shape and row it stands in.
struct Group {
  std::vector<Shape> shapes;
  std::vector<std::pair<std::size_t, std::size_t>> entries;
};

/// A tree's groups decoded once, for every visit of their entries.
struct Decoded {
  std::vector<std::string> names;  // node_fields
  std::vector<Group> groups;       // groups[h]: the entries headed by heads[h]
};

/// The tree's number `list` names by its local number `n` (a group's local step or head),
/// failing the test when there is none.
std::size_t local(const std::vector<std::size_t>& list, const Json& n, const char* what,
                  const std::string& at) {
  const std::size_t i = index_in(n, list.size());
  if (i == kNone) {
    ADD_FAILURE() << at << ": local " << what << " " << text(n) << " names none of the group's";
    return kNone;
  }
  return list[i];
}

/// A group's `steps` or `then_heads` as the tree's numbers (each below `size`), failing the
/// test for a number that names nothing.
std::vector<std::size_t> locals(const Json& list, std::size_t size, const char* table,
                                std::size_t h) {
  std::vector<std::size_t> out;
  for (const Json& n : list) {
    out.push_back(index_in(n, size));
    if (out.back() == kNone)
      ADD_FAILURE() << "group " << h << ": " << text(n) << " names no entry of " << table;
  }
  return out;
}

/// Shape `s` of group `h` (whose local steps and heads are `steps` and `heads`) decoded,
/// failing the test where it is not `[field, ..., columns]` with a column for each reference.
Shape decode_shape(const Json& shape, const std::vector<std::string>& names,
                   const std::vector<std::size_t>& steps, const std::vector<std::size_t>& heads,
                   std::size_t h, std::size_t s) {
  const std::string at = shape_at(h, s);
  Shape out;
  if (!shape.is_array() || shape.empty() || !shape.back().is_array()) {
    ADD_FAILURE() << at << " is not [field, ..., columns]: " << text(shape);
    return out;
  }
  // A local number that names nothing makes only its step or node null; a field of the wrong
  // form loses which reference is which, and so every entry of the shape.
  out.ok = true;
  out.key = Json::array();
  const std::size_t field_count = shape.size() - 1;
  if (field_count > names.size()) {
    ADD_FAILURE() << at << " has " << field_count << " fields, node_fields " << names.size();
    out.ok = false;
  }
  for (std::size_t k = 0; k < field_count; ++k) {
    const Json& f = shape[k];
    Field field;
    if (f.is_number_integer()) {
      field.is_node = true;
      out.heads.push_back(local(heads, f, "head", at));
      out.key.push_back(number(out.heads.back()));
    } else if (f.is_array()) {
      Json list = Json::array();
      for (const Json& item : f) {
        if (item.is_number_integer()) {
          field.items.push_back({local(steps, item, "step", at), false});
          list.push_back(number(field.items.back().step));
        } else if (item.is_array() && item.size() == 2 && item[0].is_number_integer() &&
                   item[1].is_number_integer()) {
          field.items.push_back({local(steps, item[0], "step", at), true});
          out.heads.push_back(local(heads, item[1], "head", at));
          Json pair = Json::array();
          pair.push_back(number(field.items.back().step));
          pair.push_back(number(out.heads.back()));
          list.push_back(std::move(pair));
        } else {
          ADD_FAILURE() << at << ": a step is a local step or [local step, local head], got "
                        << text(item);
          out.ok = false;
        }
      }
      out.key.push_back(std::move(list));
    } else {
      ADD_FAILURE() << at << ": a field is a list of steps or a local head, got " << text(f);
      out.ok = false;
      continue;
    }
    // The spec gives the field's form by its name: `leave` a local head, any other a list.
    if (k < names.size() && field.is_node != (names[k] == "leave")) {
      ADD_FAILURE() << at << ": field " << names[k] << " is "
                    << (field.is_node ? "a list of steps" : "a local head") << ", got " << text(f);
      out.ok = false;
    }
    out.fields.push_back(std::move(field));
  }

  const Json& columns = shape.back();
  const std::size_t refs = out.heads.size();
  // The columns say how many places the shape fills even where it is wrong: the places of the
  // shapes after it stay where the writer meant them.
  if (columns.empty()) {
    out.entries = 1;
  } else {
    out.entries = columns[0].is_array() ? columns[0].size() : 0;
  }
  if (columns.size() != refs) {
    ADD_FAILURE() << at << " has " << columns.size() << " columns for " << refs << " references";
    out.ok = false;
  }
  for (const Json& column : columns) {
    if (!column.is_array() || column.size() != out.entries) {
      ADD_FAILURE() << at << ": columns of unequal length (or not lists): " << text(columns);
      out.ok = false;
      break;
    }
  }
  // The shapes are its entries' shapes: one of no entries is no entry's.
  EXPECT_NE(out.entries, 0u) << at << " holds no entry";
  if (!out.ok) return out;
  out.places.assign(out.entries * refs, kNone);
  for (std::size_t j = 0; j < refs; ++j) {
    // A column's first number is a place, each later one its difference from the one above.
    std::int64_t place = 0;
    for (std::size_t e = 0; e < out.entries; ++e) {
      const std::optional<std::int64_t> delta = bounded(columns[j][e]);
      if (delta) place += *delta;
      if (!delta || place < 0 || place > kLargest) {
        ADD_FAILURE() << at << ", column " << j << ", row " << e << ": " << text(columns[j][e])
                      << " makes no place";
        break;  // the rows below are sums through this one: none of them is known
      }
      out.places[e * refs + j] = static_cast<std::size_t>(place);
    }
  }
  return out;
}

/// `tree`'s groups decoded, failing the test wherever they are not of the spec's form.
Decoded decode(const Json& tree) {
  Decoded out;
  const Json& node_fields = member(tree, "node_fields");
  EXPECT_TRUE(node_fields.is_array()) << "node_fields: " << text(node_fields);
  if (node_fields.is_array()) {
    for (const Json& name : node_fields) {
      EXPECT_TRUE(name.is_string()) << "node_fields: " << text(name);
      out.names.push_back(name.is_string() ? name.get<std::string>() : std::string());
    }
  }
  const Json& groups = member(tree, "groups");
  const Json& heads = member(tree, "heads");
  const Json& steps = member(tree, "steps");
  EXPECT_TRUE(groups.is_array()) << "groups are a list";
  EXPECT_TRUE(heads.is_array()) << "heads are a list";
  EXPECT_TRUE(steps.is_array()) << "steps are a list";
  if (!groups.is_array()) return out;
  const std::size_t head_count = heads.is_array() ? heads.size() : 0;
  EXPECT_EQ(groups.size(), head_count) << "one group for every head";
  // A local head names a head, and so the group of the entry it leads to: it must name both.
  const std::size_t head_limit = std::min(groups.size(), head_count);
  const std::size_t step_count = steps.is_array() ? steps.size() : 0;

  out.groups.resize(groups.size());
  for (std::size_t h = 0; h < groups.size(); ++h) {
    const Json& g = groups[h];
    Group& group = out.groups[h];
    if (!g.is_array() || g.size() != 3 || !g[0].is_array() || !g[1].is_array() ||
        !g[2].is_array()) {
      ADD_FAILURE() << "group " << h << " is not [steps, then_heads, shapes]: " << text(g);
      continue;
    }
    const std::vector<std::size_t> local_steps = locals(g[0], step_count, "steps", h);
    const std::vector<std::size_t> local_heads = locals(g[1], head_limit, "heads", h);
    for (std::size_t s = 0; s < g[2].size(); ++s) {
      group.shapes.push_back(decode_shape(g[2][s], out.names, local_steps, local_heads, h, s));
      // Places count the shapes' entries in turn, each shape's in the order of its columns.
      for (std::size_t row = 0; row < group.shapes.back().entries; ++row)
        group.entries.emplace_back(s, row);
    }
    EXPECT_FALSE(group.entries.empty()) << "group " << h << " holds no entry: every head heads one";
  }

  // A place names an entry of the group its reference leads into: known once every group is.
  for (std::size_t h = 0; h < out.groups.size(); ++h) {
    for (std::size_t s = 0; s < out.groups[h].shapes.size(); ++s) {
      Shape& shape = out.groups[h].shapes[s];
      if (!shape.ok) continue;
      const std::size_t refs = shape.heads.size();
      for (std::size_t j = 0; j < refs; ++j) {
        const std::size_t head = shape.heads[j];
        bool reported = false;  // once a column: the rows below a wrong one are often wrong too
        for (std::size_t e = 0; e < shape.entries; ++e) {
          std::size_t& place = shape.places[e * refs + j];
          if (place == kNone) continue;
          if (head == kNone) {  // its local head names nothing, reported
            place = kNone;
            continue;
          }
          if (place < out.groups[head].entries.size()) continue;
          if (!reported)
            ADD_FAILURE() << shape_at(h, s) << ", column " << j << ", row " << e << ": place "
                          << place << " names no entry of group " << head;
          reported = true;
          place = kNone;
        }
      }
    }
  }
  return out;
}

/// The root entry (head, place) of `tree`, failing the test when its `tree` is not
/// `[head, place]` naming an entry.
std::optional<std::pair<std::size_t, std::size_t>> root_of(const Json& tree, const Decoded& d) {
  const Json& root = member(tree, "tree");
  if (!root.is_array() || root.size() != 2) {
    ADD_FAILURE() << "the root is [head, place], got " << text(root);
    return std::nullopt;
  }
  const std::size_t head = index_in(root[0], d.groups.size());
  const std::size_t place =
      head == kNone ? kNone : index_in(root[1], d.groups[head].entries.size());
  if (place == kNone) {
    ADD_FAILURE() << "the root " << text(root) << " names no entry";
    return std::nullopt;
  }
  return std::pair{head, place};
}

/// One tree's tables, decoded, expanded to its nested root with the document's legend.
class Expander {
 public:
  Expander(const Json& reasons, const Json& tree)
      : reasons_(reasons), tree_(tree), decoded_(decode(tree)) {
    // Each head and step spelled out once, not at every node that shows it.
    const Json& heads = member(tree, "heads");
    if (heads.is_array()) {
      for (const Json& head : heads)
        heads_.push_back(spell_head(head));
    }
    const Json& steps = member(tree, "steps");
    if (steps.is_array()) {
      for (const Json& step : steps)
        steps_.push_back(spell_step(step));
    }
    for (const Group& group : decoded_.groups) {
      on_path_.emplace_back(group.entries.size(), 0);
      reached_.emplace_back(group.entries.size(), 0);
    }
  }

  /// The nested root node, null when `tree` names no root entry. Fails the test when an entry
  /// is not in the tree: the entries are the tree's subtrees.
  Json root() {
    const auto start = root_of(tree_, decoded_);
    if (!start) return nullptr;
    Json out = node(start->first, start->second);
    std::size_t unreached = 0;
    std::string first;
    for (std::size_t h = 0; h < reached_.size(); ++h) {
      for (std::size_t p = 0; p < reached_[h].size(); ++p) {
        if (reached_[h][p]) continue;
        if (unreached++ == 0) first = "[" + std::to_string(h) + ", " + std::to_string(p) + "]";
      }
    }
    EXPECT_EQ(unreached, 0u) << "entries not in the tree, the first " << first;
    return out;
  }

 private:
  /// Entry `code` of the legend (a step's `reason` or `blocked`, a head's `stop_ruled_out`),
  /// null when there is none.
  const Json& legend(const std::string& key, const Json& code) const {
    static const Json none;
    const std::size_t i = index_in(code, reasons_.is_array() ? reasons_.size() : 0);
    if (i == kNone || !reasons_[i].is_object()) {
      ADD_FAILURE() << key << ": " << text(code) << " names no reason (an object) of the legend";
      return none;
    }
    return reasons_[i];
  }

  /// A head as the nested node shows it, before its fields.
  Json spell_head(const Json& head) const {
    if (!head.is_object()) {
      ADD_FAILURE() << "a head is an object, got " << text(head);
      return nullptr;
    }
    Json out = head;
    // ALL-1: a stop ruled out, by its code, is its reason's words and ruling.
    const Json& code = member(head, "stop_ruled_out");
    if (!code.is_null()) out["stop_ruled_out"] = legend("stop_ruled_out", code);
    return out;
  }

  /// A step of the tree's `steps` as the nested node shows it, but for the node it leads to.
  Json spell_step(const Json& step) const {
    if (!step.is_object()) {
      ADD_FAILURE() << "a step is an object, got " << text(step);
      return nullptr;
    }
    // Each number in its place replaced by the members it stands for: the nested form's order.
    const Json& chart_steps = member(tree_, "chart_steps");
    Json out = Json::object();
    for (const auto& [k, v] : step.items()) {
      if (k == "chart_step") {
        const std::size_t c = index_in(v, chart_steps.is_array() ? chart_steps.size() : 0);
        if (c == kNone || !chart_steps[c].is_object()) {
          ADD_FAILURE() << "chart_step " << text(v) << " names no chart step (an object)";
          out[k] = nullptr;
          continue;
        }
        for (const auto& [ck, cv] : chart_steps[c].items())
          out[ck] = cv;
      } else if (k == "reason" || k == "blocked") {
        const Json& words = legend(k, v);
        if (words.is_null()) {
          out[k] = nullptr;
          continue;
        }
        for (const auto& [rk, rv] : words.items())
          out[rk] = rv;
      } else {
        out[k] = v;
      }
    }
    return out;
  }

  /// The node a reference leads to: null where it names nothing (reported when decoded).
  Json lead(std::size_t head, std::size_t place) {
    if (head == kNone || place == kNone) return nullptr;
    return node(head, place);
  }

  /// Entry (head, place) as the nested node it stands for; null where the tables are wrong.
  Json node(std::size_t head, std::size_t place) {
    char& on_path = on_path_[head][place];
    if (on_path) {
      ADD_FAILURE() << "a reference leads back to entry [" << head << ", " << place
                    << "], which it is below";
      return nullptr;
    }
    reached_[head][place] = 1;
    const std::pair<std::size_t, std::size_t>& entry = decoded_.groups[head].entries[place];
    const std::size_t row = entry.second;  // a variable, not a binding: lead_on captures it
    const Shape& shape = decoded_.groups[head].shapes[entry.first];
    if (!shape.ok) return nullptr;
    on_path = 1;
    Json out = head < heads_.size() ? heads_[head] : Json();
    const std::size_t refs = shape.heads.size();
    std::size_t next = 0;  // the shape's next reference: they come in the order of the fields
    const auto lead_on = [&] {
      const std::size_t j = next++;
      return lead(shape.heads[j], shape.places[row * refs + j]);
    };
    for (std::size_t k = 0; k < shape.fields.size(); ++k) {
      const Field& field = shape.fields[k];
      if (field.is_node) {
        out[decoded_.names[k]] = lead_on();
        continue;
      }
      Json list = Json::array();
      for (const Item& item : field.items) {
        Json step = item.step < steps_.size() ? steps_[item.step] : Json();
        if (item.leads_on) {
          Json then = lead_on();  // taken even for a null step: the references stay in step
          if (step.is_object()) step["then"] = std::move(then);
        }
        list.push_back(std::move(step));
      }
      out[decoded_.names[k]] = std::move(list);
    }
    on_path = 0;
    return out;
  }

  const Json& reasons_;
  const Json& tree_;
  const Decoded decoded_;
  std::vector<Json> heads_;                 // the tree's heads, spelled out
  std::vector<Json> steps_;                 // the tree's steps, spelled out
  std::vector<std::vector<char>> on_path_;  // entries being expanded, by (head, place)
  std::vector<std::vector<char>> reached_;  // entries expanded at least once
};

/// How many nodes each entry of a decoded tree stands for, each entry counted once.
class Counter {
 public:
  explicit Counter(const Decoded& decoded) : decoded_(decoded) {
    for (const Group& group : decoded.groups) {
      nodes_.emplace_back(group.entries.size(), 0);
      state_.emplace_back(group.entries.size(), kUnseen);
    }
  }

  /// How many nodes entry (head, place) stands for: itself and every node below it.
  std::uint64_t nodes(std::size_t head, std::size_t place) {
    char& state = state_[head][place];
    if (state == kDone) return nodes_[head][place];
    if (state == kOnPath) {
      ADD_FAILURE() << "a reference leads back to entry [" << head << ", " << place
                    << "], which it is below";
      return 0;
    }
    const auto [s, row] = decoded_.groups[head].entries[place];
    const Shape& shape = decoded_.groups[head].shapes[s];
    std::uint64_t n = 0;
    if (shape.ok) {  // else the entry expands to null: no node
      state = kOnPath;
      n = 1;
      const std::size_t refs = shape.heads.size();
      for (std::size_t j = 0; j < refs; ++j) {
        const std::size_t to = shape.places[row * refs + j];
        if (shape.heads[j] != kNone && to != kNone) n += nodes(shape.heads[j], to);
      }
    }
    state = kDone;
    nodes_[head][place] = n;
    return n;
  }

 private:
  static constexpr char kUnseen = 0;
  static constexpr char kOnPath = 1;
  static constexpr char kDone = 2;

  const Decoded& decoded_;
  std::vector<std::vector<std::uint64_t>> nodes_;  // by (head, place), once kDone
  std::vector<std::vector<char>> state_;
};

/// `holder` (a GCACW document, a Jacobite retreat or leader) with its `tree` the nested root
/// and none of the tables.
void expand_tree(const Json& reasons, Json& holder) {
  if (!holder.is_object()) {
    ADD_FAILURE() << "a tree's tables are members of an object, got " << text(holder);
    return;
  }
  for (const char* table : {"node_fields", "tree", "heads", "steps", "groups"})
    EXPECT_TRUE(holder.contains(table)) << table << " missing beside a tree";
  const bool no_tree = member(holder, "tree").is_null();
  Json root;
  if (no_tree) {
    // No nodes, no values they show: every table is [].
    for (const char* table : {"chart_steps", "heads", "steps", "groups"})
      EXPECT_TRUE(member(holder, table).empty()) << table << " without a tree";
  } else {
    root = Expander(reasons, holder).root();
  }
  for (const char* table : {"node_fields", "chart_steps", "heads", "steps", "groups"})
    holder.erase(table);
  if (!no_tree) holder["tree"] = std::move(root);
}

}  // namespace

Json expand_option_trees(Json doc) {
  if (!doc.is_object()) {
    ADD_FAILURE() << "an options document is an object, got " << text(doc);
    return doc;
  }
  EXPECT_EQ(member(doc, "format"), "skedaddle-options/5");
  doc["format"] = "skedaddle-options/1";
  const Json reasons = member(doc, "reasons");
  EXPECT_TRUE(reasons.is_array()) << "no legend of reasons";
  doc.erase("reasons");
  if (doc.contains("tree")) expand_tree(reasons, doc);
  if (doc.contains("retreats")) {
    Json& retreats = doc["retreats"];
    EXPECT_TRUE(retreats.is_array()) << "retreats are a list";
    if (retreats.is_array()) {
      for (Json& r : retreats)
        expand_tree(reasons, r);
    }
  }
  if (doc.contains("leader") && doc["leader"].is_object()) expand_tree(reasons, doc["leader"]);
  return doc;
}

void expect_distinct_entries(const nlohmann::ordered_json& tree) {
  if (member(tree, "tree").is_null()) return;  // no tree: expand_option_trees checks its tables
  // Two equal rows of a table would let equal subtrees hide behind different numbers.
  for (const char* table : {"heads", "steps", "chart_steps"}) {
    const Json& rows = member(tree, table);
    if (!rows.is_array()) continue;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < rows.size(); ++i)
      EXPECT_TRUE(seen.insert(text(rows[i])).second)
          << table << " " << i << " written twice: " << text(rows[i]);
  }
  // Entries of different groups differ in their heads; those of one group in their shape or,
  // within it, in the places they lead to (decoded: the same rows may be written as different
  // deltas).
  const Decoded d = decode(tree);
  for (std::size_t h = 0; h < d.groups.size(); ++h) {
    std::set<std::string> shapes;
    for (std::size_t s = 0; s < d.groups[h].shapes.size(); ++s) {
      const Shape& shape = d.groups[h].shapes[s];
      if (shape.key.is_null()) continue;  // not a shape at all: reported
      // A shape without columns stands for one entry: listed twice, that entry is twice.
      EXPECT_TRUE(shapes.insert(text(shape.key)).second)
          << shape_at(h, s) << ": the shape written twice: " << text(shape.key);
      if (!shape.ok) continue;
      const std::size_t refs = shape.heads.size();
      std::set<std::vector<std::size_t>> rows;
      for (std::size_t e = 0; e < shape.entries; ++e) {
        const auto first = shape.places.begin() + static_cast<std::ptrdiff_t>(e * refs);
        EXPECT_TRUE(rows.emplace(first, first + static_cast<std::ptrdiff_t>(refs)).second)
            << shape_at(h, s) << ": entry " << e << " written twice";
      }
    }
  }
}

std::size_t entry_count(const nlohmann::ordered_json& tree) {
  if (member(tree, "tree").is_null()) return 0;
  const Decoded d = decode(tree);
  std::size_t n = 0;
  for (const Group& group : d.groups)
    n += group.entries.size();
  return n;
}

std::uint64_t node_count(const nlohmann::ordered_json& tree) {
  if (member(tree, "tree").is_null()) return 0;
  const Decoded d = decode(tree);
  const auto root = root_of(tree, d);
  if (!root) return 0;
  return Counter(d).nodes(root->first, root->second);
}

}  // namespace skedaddle::test
