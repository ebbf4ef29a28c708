// SPDX-License-Identifier: MIT
// See option_trees.hpp.
#include "support/option_trees.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

namespace skedaddle::test {
namespace {

using Json = nlohmann::ordered_json;

/// One tree's tables, with the document's legend of reasons.
struct Tables {
  const Json& reasons;
  const Json& tree;

  /// Entry `n` of the table `name`, failing the test when there is none.
  const Json& row(const char* name, const Json& n) const {
    const Json& table = tree[name];
    EXPECT_TRUE(n.is_number_integer()) << name << ": " << n.dump();
    const int i = n.is_number_integer() ? n.get<int>() : -1;
    EXPECT_TRUE(i >= 0 && i < static_cast<int>(table.size())) << name << ": no entry " << i;
    static const Json none = Json::object();
    return i >= 0 && i < static_cast<int>(table.size()) ? table[static_cast<std::size_t>(i)] : none;
  }

  /// Entry `c` of the legend `reasons` (a step's `reason` or `blocked`, a head's
  /// `stop_ruled_out`), failing the test when there is none.
  Json reason(const char* key, const Json& c) const {
    EXPECT_TRUE(c.is_number_integer()) << key << ": " << c.dump();
    const int i = c.is_number_integer() ? c.get<int>() : -1;
    EXPECT_TRUE(i >= 0 && i < static_cast<int>(reasons.size())) << "no reason " << i;
    if (i < 0 || i >= static_cast<int>(reasons.size())) return Json::object();
    return reasons[static_cast<std::size_t>(i)];
  }

  /// A step of an entry's list (`step` or `[step, then]`) as the nested tree has it.
  Json step(int from, const Json& item) const {
    const bool leads_on = item.is_array();
    if (leads_on && item.size() != 2) {
      ADD_FAILURE() << "a step that leads on is [step, then], got " << item.dump();
      return nullptr;
    }
    // Each number in its place replaced by the members it stands for: the nested form's order.
    Json out = Json::object();
    for (const auto& [k, v] : row("steps", leads_on ? item[0] : item).items()) {
      if (k == "chart_step") {
        for (const auto& [ck, cv] : row("chart_steps", v).items())
          out[ck] = cv;
      } else if (k == "reason" || k == "blocked") {
        const Json words = reason(k.c_str(), v);  // kept: items() does not keep a temporary
        for (const auto& [rk, rv] : words.items())
          out[rk] = rv;
      } else {
        out[k] = v;
      }
    }
    if (leads_on) out["then"] = node(from, item[1]);
    return out;
  }

  /// Entry `ref` (referred to from entry `from`) as the nested node it stands for.
  Json node(int from, const Json& ref) const {
    EXPECT_TRUE(ref.is_number_integer()) << ref.dump();
    const int id = ref.is_number_integer() ? ref.get<int>() : -1;
    EXPECT_GT(id, from) << "entry " << from << " refers to an earlier entry";
    const Json& nodes = tree["nodes"];
    if (id <= from || id >= static_cast<int>(nodes.size())) return nullptr;
    const Json& entry = nodes[static_cast<std::size_t>(id)];
    EXPECT_TRUE(entry.is_array() && !entry.empty()) << entry.dump();
    EXPECT_LE(entry.size(), tree["node_fields"].size() + 1) << entry.dump();
    Json out = row("heads", entry[0]);
    // ALL-1: a stop ruled out, by its code, is its reason's words and ruling.
    if (out.contains("stop_ruled_out") && !out["stop_ruled_out"].is_null())
      out["stop_ruled_out"] = reason("stop_ruled_out", out["stop_ruled_out"]);
    for (std::size_t k = 1; k < entry.size() && k <= tree["node_fields"].size(); ++k) {
      const std::string name = tree["node_fields"][k - 1].get<std::string>();
      if (entry[k].is_array()) {
        Json list = Json::array();
        for (const Json& item : entry[k])
          list.push_back(step(id, item));
        out[name] = std::move(list);
      } else {
        out[name] = node(id, entry[k]);
      }
    }
    return out;
  }
};

/// `holder` with its `tree` the nested root and none of the tables.
void expand_tree(const Json& reasons, Json& holder) {
  for (const char* member : {"node_fields", "heads", "steps", "nodes"})
    EXPECT_TRUE(holder.contains(member)) << member << " missing in " << holder.dump();
  const Json tree = holder;
  for (const char* member : {"node_fields", "chart_steps", "heads", "steps", "nodes"})
    holder.erase(member);
  if (tree["tree"].is_null()) {
    EXPECT_TRUE(tree["nodes"].empty());
    EXPECT_TRUE(tree["heads"].empty());
    EXPECT_TRUE(tree["steps"].empty());
    return;
  }
  EXPECT_EQ(tree["tree"], 0);
  holder["tree"] = Tables{reasons, tree}.node(-1, 0);
}

}  // namespace

Json expand_option_trees(Json doc) {
  EXPECT_EQ(doc["format"], "skedaddle-options/4");
  doc["format"] = "skedaddle-options/1";
  EXPECT_TRUE(doc.contains("reasons")) << "no legend of reasons";
  const Json reasons = doc["reasons"];
  doc.erase("reasons");
  if (doc.contains("tree")) expand_tree(reasons, doc);
  if (doc.contains("retreats")) {
    for (Json& r : doc["retreats"])
      expand_tree(reasons, r);
  }
  if (doc.contains("leader") && doc["leader"].is_object()) expand_tree(reasons, doc["leader"]);
  return doc;
}

void expect_distinct_entries(const nlohmann::ordered_json& table) {
  std::set<std::string> seen;
  for (const nlohmann::ordered_json& entry : table)
    EXPECT_TRUE(seen.insert(entry.dump()).second) << "entry written twice: " << entry.dump();
}

}  // namespace skedaddle::test
