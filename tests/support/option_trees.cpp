// SPDX-License-Identifier: MIT
// See option_trees.hpp.
#include "support/option_trees.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

namespace skedaddle::test {
namespace {

using Json = nlohmann::ordered_json;

Json expand_entry(const Json& nodes, int id);

/// Replaces the references of one entry (its steps' `then`, its `leave`) by the nodes.
void expand_refs(const Json& nodes, int id, Json& node) {
  const auto ref = [&](const Json& value) {
    EXPECT_TRUE(value.is_number_integer()) << value.dump();
    const int to = value.get<int>();
    EXPECT_GT(to, id) << "entry " << id << " refers to an earlier entry";
    EXPECT_LT(to, static_cast<int>(nodes.size()));
    return expand_entry(nodes, to);
  };
  for (const char* list : {"options", "steps"}) {
    if (!node.contains(list)) continue;
    for (Json& step : node[list]) {
      if (step.contains("then")) step["then"] = ref(step["then"]);
    }
  }
  if (node.contains("leave")) node["leave"] = ref(node["leave"]);
}

Json expand_entry(const Json& nodes, int id) {
  if (id < 0 || id >= static_cast<int>(nodes.size())) return nullptr;
  Json node = nodes[static_cast<std::size_t>(id)];
  expand_refs(nodes, id, node);
  return node;
}

/// `holder` with its `tree` the nested root and no `nodes`.
void expand_tree(Json& holder) {
  EXPECT_TRUE(holder.contains("nodes")) << holder.dump();
  const Json nodes = holder["nodes"];
  holder.erase("nodes");
  if (holder["tree"].is_null()) {
    EXPECT_TRUE(nodes.empty());
    return;
  }
  EXPECT_EQ(holder["tree"], 0);
  holder["tree"] = expand_entry(nodes, 0);
}

}  // namespace

Json expand_option_trees(Json doc) {
  EXPECT_EQ(doc["format"], "skedaddle-options/2");
  doc["format"] = "skedaddle-options/1";
  if (doc.contains("tree")) expand_tree(doc);
  if (doc.contains("retreats")) {
    for (Json& r : doc["retreats"])
      expand_tree(r);
  }
  if (doc.contains("leader") && doc["leader"].is_object()) expand_tree(doc["leader"]);
  return doc;
}

}  // namespace skedaddle::test
