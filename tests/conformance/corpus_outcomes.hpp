// SPDX-License-Identifier: MIT
// What the expected outcomes of the example corpus say, for the tests that check the corpus
// covers a game's rulings: the rulings of its refusals, the messages it prints.
#pragma once

#include <string>
#include <vector>

namespace skedaddle::corpus {

/// The "rule" of every refused expected outcome under `dir` (relative to games_dir(), "" for
/// the whole corpus), in corpus order.
std::vector<std::string> refused_rules(const std::string& dir);

/// The text of every message event of the expected outcomes under `dir`, in corpus order.
std::vector<std::string> expected_messages(const std::string& dir);

}  // namespace skedaddle::corpus
