// SPDX-License-Identifier: MIT
// io::Limits in GITM scenarios: the units limit, checked before the units are read.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"
#include "support/many_units.hpp"

namespace skedaddle::io {
namespace {

TEST(GitmLimits, UnitsAreLimited) {
  test::expect_units_limit_enforced(test::read_json(test::data_path(__FILE__, "gitm.json")));
}

// An end-of-battle request lists each unit once at most: a longer list (here 100,000 ids of a
// three-unit scenario) is one error, not a million, and its ids are not read.
TEST(GitmLimits, AnEndOfBattleListLongerThanTheUnitsIsOneError) {
  test::Json doc = test::read_json(test::data_path(__FILE__, "gitm.json"));
  doc["request"] = {{"kind", "end_of_battle"}, {"units", test::Json::array()}, {"battle", "7-7"}};
  for (int i = 0; i < 100'000; ++i)
    doc["request"]["units"].push_back("BR1IN");
  const Result<LoadedScenario> loaded = load_scenario(doc.dump());
  ASSERT_FALSE(loaded.ok());
  ASSERT_EQ(loaded.errors().size(), 1u);
  EXPECT_EQ(loaded.errors()[0], (Error{"/request/units",
                                       "expected at most 3 unit ids (the scenario's units, each "
                                       "once), got 100000"}));
}

}  // namespace
}  // namespace skedaddle::io
