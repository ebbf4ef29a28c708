// SPDX-License-Identifier: MIT
#include "support/mutations.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace skedaddle::test {
namespace {

void collect_pointers(const Json& value, const Json::json_pointer& at,
                      std::vector<Json::json_pointer>& out) {
  out.push_back(at);
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it)
      collect_pointers(it.value(), at / it.key(), out);
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i)
      collect_pointers(value[i], at / i, out);
  }
}

}  // namespace

void for_each_mutation(
    const Json& doc, const std::vector<Json>& replacements,
    const std::function<void(const std::string& text, const std::string& what)>& check) {
  std::vector<Json::json_pointer> pointers;
  collect_pointers(doc, Json::json_pointer(), pointers);
  for (const Json::json_pointer& p : pointers) {
    if (p.empty()) continue;
    for (const Json& replacement : replacements) {
      Json mutated = doc;
      mutated[p] = replacement;
      check(mutated.dump(), p.to_string() + " = " + replacement.dump());
    }
    check(without(doc, p.to_string()).dump(), "without " + p.to_string());
  }
}

std::optional<io::LoadedScenario> load_soundly(const std::string& text, const std::string& what) {
  std::optional<Result<io::LoadedScenario>> r;
  EXPECT_NO_THROW(r.emplace(io::load_scenario(text))) << what;
  if (!r) return std::nullopt;
  if (!r->ok()) {
    for (const Error& e : r->errors()) {
      EXPECT_TRUE(e.pointer.empty() || e.pointer.front() == '/') << what << ": " << e.pointer;
      EXPECT_FALSE(e.message.empty()) << what;
    }
    return std::nullopt;
  }
  return std::move(*r).value();
}

}  // namespace skedaddle::test
