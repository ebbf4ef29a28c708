// SPDX-License-Identifier: MIT
// The JSON Schema and the loader describe the same format: every object of the schema lists
// exactly the keys the loader accepts, in the same order.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"
#include "support/schema_keys.hpp"

namespace skedaddle::io {
namespace {

using test::Json;
using test::read_json;
using test::schema_path;

TEST(GcacwScenarioSchema, ListsExactlyTheKeysTheLoaderAccepts) {
  const Json schema = read_json(schema_path("scenario.schema.json"));
  const Json scenario = read_json(test::data_path(__FILE__, "rout.json"));
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
    test::expect_schema_keys(schema, scenario, c.object, c.properties);
  }
}

TEST(GcacwScenarioSchema, SaysWhichFormatItDescribes) {
  const Json schema = read_json(schema_path("scenario.schema.json"));
  EXPECT_EQ(schema["$schema"], "https://json-schema.org/draft/2020-12/schema");
  EXPECT_EQ(schema["properties"]["format"]["const"], std::string(kScenarioFormat));
  EXPECT_EQ(schema["additionalProperties"], false);
  const Json outcome = read_json(schema_path("outcome.schema.json"));
  EXPECT_EQ(outcome["properties"]["format"]["const"], "skedaddle-outcome/1");
}

}  // namespace
}  // namespace skedaddle::io
