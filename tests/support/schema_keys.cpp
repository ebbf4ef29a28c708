// SPDX-License-Identifier: MIT
#include "support/schema_keys.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/scenario_errors.hpp"

namespace skedaddle::test {

std::string expected_keys(const Json& properties) {
  std::string out;
  for (auto it = properties.begin(); it != properties.end(); ++it) {
    if (!out.empty()) out += ", ";
    out += "\"" + it.key() + "\"";
  }
  return out;
}

void expect_schema_keys(const Json& schema, Json scenario, const std::string& object,
                        const std::string& properties) {
  scenario[Json::json_pointer(object + "/zzz")] = 1;
  const Errors errors = errors_of(scenario);
  ASSERT_EQ(errors.size(), 1u) << object << "\n" << show(errors);
  EXPECT_EQ(errors[0].pointer, object + "/zzz");
  EXPECT_EQ(errors[0].message, "unknown key \"zzz\"; expected one of " +
                                   expected_keys(schema[Json::json_pointer(properties)]))
      << object;
}

}  // namespace skedaddle::test
