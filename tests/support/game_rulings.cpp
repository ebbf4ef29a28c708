// SPDX-License-Identifier: MIT
#include "support/game_rulings.hpp"

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "skedaddle/core/rulings.hpp"
#include "support/json_doc.hpp"

namespace skedaddle::test {

namespace {

bool has_prefix(std::string_view id, std::string_view prefix) {
  return id.size() > prefix.size() && id.substr(0, prefix.size()) == prefix &&
         id[prefix.size()] == '-';
}

}  // namespace

void expect_published_rulings(std::string_view prefix, int count) {
  std::vector<std::string> published;
  for (const Ruling& r : rulings()) {
    if (has_prefix(r.id, prefix)) published.push_back(r.id);
  }
  std::vector<std::string> expected;
  for (int i = 1; i <= count; ++i)
    expected.push_back(std::string(prefix) + "-" + std::to_string(i));
  EXPECT_EQ(published, expected);
}

void expect_options_are_the_schemas(std::string_view prefix, std::string_view options_def) {
  const Json schema = read_json(schema_path("scenario.schema.json"));
  const Json& properties = schema["$defs"][std::string(options_def)]["properties"];
  ASSERT_TRUE(properties.is_object()) << "no $defs/" << options_def << " in the schema";
  std::map<std::string, int> listed;
  for (const Ruling& r : rulings()) {
    if (!has_prefix(r.id, prefix)) continue;
    for (const RulingOption& o : r.options) {
      if (o.where.rfind("options.", 0) != 0) continue;
      const std::string key = o.where.substr(8);
      EXPECT_EQ(key, o.name) << r.id;
      ++listed[key];
      ASSERT_TRUE(properties.contains(key))
          << r.id << " lists " << o.where << ", not in $defs/" << options_def;
      if (properties[key].contains("default")) {
        EXPECT_EQ(Json::parse(o.default_value), properties[key]["default"])
            << r.id << " " << o.name << ": the rulings and schema/scenario.schema.json differ";
      }
    }
  }
  for (const auto& [key, value] : properties.items()) {
    EXPECT_EQ(listed[key], 1) << options_def << "." << key << " is listed by no ruling, or twice";
  }
}

}  // namespace skedaddle::test
