// SPDX-License-Identifier: MIT
// The typed options summary (Ruleset::options_summary) of a shipped example or of a scenario's
// text, and its rejected choices as rows, for the games' summary tests.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/build_paths.hpp"

namespace skedaddle::test {

/// Rows of text compared at once: labels, rejected choices, notes.
using Rows = std::vector<std::string>;

/// The summary of `loaded`; an empty one, with a test failure, when it does not load or the
/// ruleset gives no summary.
inline OptionsSummary summary_of(const Result<io::LoadedScenario>& loaded) {
  EXPECT_TRUE(loaded.ok());
  if (!loaded.ok()) return {};
  const Result<OptionsSummary> summary = loaded.value().ruleset->options_summary(loaded.value());
  EXPECT_TRUE(summary.ok());
  if (!summary.ok()) return {};
  return summary.value();
}

/// The summary of the example at `path` below games/ ("jacobite/examples/jr-05-....json").
inline OptionsSummary example_summary(const std::string& path) {
  return summary_of(io::load_scenario_file(std::string(SKEDADDLE_GAMES_DIR) + "/" + path));
}

/// The summary of a scenario given as JSON text.
inline OptionsSummary text_summary(std::string_view json) {
  return summary_of(io::load_scenario(json));
}

/// Each rejected choice as "label: reason [rule]", in the summary's order.
inline Rows rejected_rows(const OptionsSummary& s) {
  Rows rows;
  for (const RejectedChoice& r : s.rejected)
    rows.push_back(r.label + ": " + r.reason + " [" + r.rule + "]");
  return rows;
}

/// Each choice's label, in the summary's order.
inline Rows choice_labels(const OptionsSummary& s) {
  Rows labels;
  for (const ChoiceSummary& c : s.choices)
    labels.push_back(c.label);
  return labels;
}

/// Expects `s` to leave nothing to decide: the rules settle `topic`, no choice is offered or
/// ruled out, and `notes` say what happens.
inline void expect_nothing_to_decide(const OptionsSummary& s, std::string_view topic,
                                     const Rows& notes) {
  EXPECT_EQ(s.decided_by, DecidedBy::rules);
  EXPECT_EQ(s.topic, topic);
  EXPECT_TRUE(s.choices.empty());
  EXPECT_TRUE(s.rejected.empty());
  EXPECT_EQ(s.notes, notes);
}

/// Expects the summary as text (io::options_summary_text) to hold `part`.
inline void expect_text_holds(const OptionsSummary& s, std::string_view part) {
  const std::string text = io::options_summary_text(s);
  EXPECT_NE(text.find(part), std::string::npos) << text;
}

}  // namespace skedaddle::test
