// SPDX-License-Identifier: MIT
// The JSON Schema and the loader describe the same Jacobite Rising format: every object of the
// schema's jacobite definitions lists exactly the keys the loader accepts, in the same order.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "support/json_doc.hpp"
#include "support/schema_keys.hpp"

namespace skedaddle::io {
namespace {

using test::expect_schema_keys;
using test::Json;
using test::read_json;
using test::schema_path;

TEST(JacobiteSchema, ListsExactlyTheKeysTheLoaderAccepts) {
  const Json schema = read_json(schema_path("scenario.schema.json"));
  const Json scenario = read_json(test::data_path(__FILE__, "jacobite.json"));
  struct Case {
    const char* object;
    const char* properties;
  };
  for (const Case c : {
           Case{"/board", "/$defs/jacobite_board/properties"},
           Case{"/board/baselines", "/$defs/jacobite_board/properties/baselines/properties"},
           Case{"/board/terrain/G4", "/$defs/jacobite_terrain_object/properties"},
           Case{"/units/0", "/$defs/jacobite_unit/properties"},
           Case{"/request", "/$defs/jacobite_combat_request/properties"},
           Case{"/options", "/$defs/jacobite_options/properties"},
           Case{"/choices/2", "/$defs/jacobite_pick/properties"},
       }) {
    expect_schema_keys(schema, scenario, c.object, c.properties);
  }
  Json attacked = scenario;
  attacked["units"][1]["hex"] = "D8";
  attacked["request"] = {{"kind", "leader_attacked"},
                         {"leader", "Lord George Murray"},
                         {"combat", "melee"},
                         {"dice", 2}};
  expect_schema_keys(schema, attacked, "/request",
                     "/$defs/jacobite_leader_attacked_request/properties");
  Json retire = scenario;
  retire["request"] = {{"kind", "retire_and_rally"}, {"unit", "Cobham's Dragoons"}};
  expect_schema_keys(schema, retire, "/request",
                     "/$defs/jacobite_retire_and_rally_request/properties");
}

TEST(JacobiteSchema, NamesTheSameDefaults) {
  const Json schema = read_json(schema_path("scenario.schema.json"));
  const Json board = schema["$defs"]["jacobite_board"]["properties"];
  EXPECT_EQ(board["columns"]["default"], 13);
  EXPECT_EQ(board["rows"]["default"], 11);
  EXPECT_EQ(board["rows"]["maximum"], jacobite::kMaxRows);
  EXPECT_EQ(board["columns"]["maximum"], jacobite::kMaxColumns);
  EXPECT_EQ(schema["$defs"]["jacobite_combat_request"]["properties"]["flags"]["maximum"],
            jacobite::kMaxDice);
}

}  // namespace
}  // namespace skedaddle::io
