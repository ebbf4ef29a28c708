// SPDX-License-Identifier: MIT
// The option trees of `skedaddle-options/4` expanded back to nested trees.
#pragma once

#include <nlohmann/json_fwd.hpp>

namespace skedaddle::test {

/// `doc` (an `options --json` document) with every tree's tables expanded: each `tree` the
/// nested root node (each step's `then` the nested node it leads to, each leader node's
/// `leave` likewise, every step's chart step and reason and every head's `stop_ruled_out`
/// written out in their places: the legend's entry, an object, or null), no
/// tables, no `reasons`, and the format "skedaddle-options/1" (the nested form before the
/// tables). Fails the current test on a reference that is not a later entry of its table, or a
/// number that names no entry of its table or legend.
nlohmann::ordered_json expand_option_trees(nlohmann::ordered_json doc);

/// Fails the current test when two entries of `table` (an option tree's table of nodes) are
/// equal: identical subtrees are written once.
void expect_distinct_entries(const nlohmann::ordered_json& table);

}  // namespace skedaddle::test
