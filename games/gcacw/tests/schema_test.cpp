// SPDX-License-Identifier: MIT
// The JSON Schema and the loader describe the same format: every object of the schema lists
// exactly the keys the loader accepts, in the same order.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;
using Ptr = Json::json_pointer;

Json read_json(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return Json::parse(text.str());
}

const std::filesystem::path kHere = std::filesystem::path(__FILE__).parent_path();

std::string expected_keys(const Json& properties) {
  std::string out;
  for (auto it = properties.begin(); it != properties.end(); ++it) {
    if (!out.empty()) out += ", ";
    out += "\"" + it.key() + "\"";
  }
  return out;
}

TEST(GcacwScenarioSchema, ListsExactlyTheKeysTheLoaderAccepts) {
  const Json schema =
      read_json(std::filesystem::path(SKEDADDLE_SOURCE_DIR) / "schema" / "scenario.schema.json");
  const Json scenario = read_json(kHere / "data" / "rout.json");
  struct Case {
    const char* object;      // where an unknown key is added in the scenario
    const char* properties;  // the schema's list of that object's keys
  };
  for (const Case c :
       {Case{"/board", "/$defs/board/properties"},
        Case{"/board/roads/0", "/$defs/board/properties/roads/items/properties"},
        Case{"/board/prohibited/0", "/$defs/board/properties/prohibited/items/properties"},
        Case{"/units/0", "/$defs/unit/properties"}, Case{"/request", "/$defs/request/properties"},
        Case{"/options", "/$defs/options/properties"}}) {
    Json doc = scenario;
    doc[Ptr(std::string(c.object) + "/zzz")] = 1;
    const Result<LoadedScenario> r = load_scenario(doc.dump());
    ASSERT_FALSE(r.ok()) << c.object;
    ASSERT_EQ(r.errors().size(), 1u) << c.object;
    EXPECT_EQ(r.errors()[0].pointer, std::string(c.object) + "/zzz");
    EXPECT_EQ(r.errors()[0].message,
              "unknown key \"zzz\"; expected one of " + expected_keys(schema[Ptr(c.properties)]));
  }
}

TEST(GcacwScenarioSchema, SaysWhichFormatItDescribes) {
  const Json schema =
      read_json(std::filesystem::path(SKEDADDLE_SOURCE_DIR) / "schema" / "scenario.schema.json");
  EXPECT_EQ(schema["$schema"], "https://json-schema.org/draft/2020-12/schema");
  EXPECT_EQ(schema["properties"]["format"]["const"], std::string(kScenarioFormat));
  EXPECT_EQ(schema["additionalProperties"], false);
  const Json outcome =
      read_json(std::filesystem::path(SKEDADDLE_SOURCE_DIR) / "schema" / "outcome.schema.json");
  EXPECT_EQ(outcome["properties"]["format"]["const"], "skedaddle-outcome/1");
}

}  // namespace
}  // namespace skedaddle::io
