// SPDX-License-Identifier: MIT
// Copies of a scenario's first unit spliced into its text, and the checks of the units limit
// every game's tests make.
#include "support/many_units.hpp"

#include <gtest/gtest.h>

#include <string_view>

#include <nlohmann/json.hpp>

#include "skedaddle/io/limits.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/scenario_errors.hpp"

namespace skedaddle::test {

std::string with_many_units(const Json& doc, std::size_t count) {
  constexpr std::string_view kMark = "@skedaddle-units@";
  Json unit = doc.at("units").at(0);
  unit["id"] = kMark;
  const std::string unit_text = unit.dump();
  const std::size_t id_at = unit_text.find(kMark);
  const std::string before = unit_text.substr(0, id_at);
  const std::string after = unit_text.substr(id_at + kMark.size());
  std::string units = "[";
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) units += ',';
    units += before;
    units += 'u';
    units += std::to_string(i);
    units += after;
  }
  units += ']';
  Json skeleton = doc;
  skeleton["units"] = kMark;
  std::string text = skeleton.dump();
  const std::string quoted_mark = "\"" + std::string(kMark) + "\"";
  text.replace(text.find(quoted_mark), quoted_mark.size(), units);
  return text;
}

void expect_units_limit_enforced(const Json& doc) {
  const std::size_t n = doc.at("units").size();
  ASSERT_GE(n, 2u);
  const std::string text = doc.dump();
  const Result<io::LoadedScenario> at_limit = io::load_scenario(text, io::Limits{.units = n});
  EXPECT_TRUE(at_limit.ok()) << show(at_limit.errors());
  const std::string over_hint = "expected at most " + std::to_string(n - 1) + " units, got " +
                                std::to_string(n) + " (the limit; raise it with --max-units)";
  const Result<io::LoadedScenario> over = io::load_scenario(text, io::Limits{.units = n - 1});
  EXPECT_ERRORS(over.errors(), {{"/units", over_hint}});
  // The count is checked before any unit is read: units that would each be an error are not.
  Json unknown_keys = doc;
  for (Json& unit : unknown_keys["units"])
    unit["not_a_key"] = true;
  const Result<io::LoadedScenario> unread =
      io::load_scenario(unknown_keys.dump(), io::Limits{.units = n - 1});
  EXPECT_ERRORS(unread.errors(), {{"/units", over_hint}});

  const Result<io::LoadedScenario> refused = io::load_scenario(with_many_units(doc, 100'000));
  EXPECT_ERRORS(refused.errors(),
                {{"/units",
                  "expected at most 10000 units, got 100000 (the limit; raise it with "
                  "--max-units)"}});
}

}  // namespace skedaddle::test
