// SPDX-License-Identifier: MIT
#include "conformance/corpus_outcomes.hpp"

#include <nlohmann/json.hpp>

#include "conformance/corpus.hpp"

namespace skedaddle::corpus {
namespace {

/// The expected outcomes under `dir`, parsed (an unreadable file is left out: the conformance
/// test reports it).
std::vector<nlohmann::json> expected_outcomes(const std::string& dir) {
  std::vector<nlohmann::json> out;
  for (const std::string& f : files_ending_with(kExpectedSuffix)) {
    if (!dir.empty() && f.rfind(dir + "/", 0) != 0) continue;
    if (const std::optional<std::string> text = read_text(games_dir() / f)) {
      out.push_back(nlohmann::json::parse(*text));
    }
  }
  return out;
}

}  // namespace

std::vector<std::string> refused_rules(const std::string& dir) {
  std::vector<std::string> rules;
  for (const nlohmann::json& outcome : expected_outcomes(dir)) {
    if (outcome.value("kind", "") == "refused") rules.push_back(outcome.at("rule"));
  }
  return rules;
}

std::vector<std::string> expected_messages(const std::string& dir) {
  std::vector<std::string> out;
  for (const nlohmann::json& outcome : expected_outcomes(dir)) {
    if (!outcome.contains("events")) continue;
    for (const nlohmann::json& e : outcome.at("events")) {
      if (e.at("type") == "message") out.push_back(e.at("text").get<std::string>());
    }
  }
  return out;
}

}  // namespace skedaddle::corpus
