// SPDX-License-Identifier: MIT
// The option trees of `skedaddle-options/5` expanded back to nested trees, read from the spec
// (docs/format.md, "Option tree") alone: an independent check of the engine's writer.
#pragma once

#include <cstddef>
#include <cstdint>

#include <nlohmann/json_fwd.hpp>

namespace skedaddle::test {

/// `doc` (an `options --json` document, `skedaddle-options/5`) with every tree's tables
/// expanded: each `tree` the nested root node (each step's `then` the nested node it leads to,
/// each leader node's `leave` likewise, every step's chart step and reason and every head's
/// `stop_ruled_out` written out in their places: the legend's entry, an object, or null), no
/// tables, no `reasons`, and the format "skedaddle-options/1" (the nested form before the
/// tables). Fails the current test, the part at fault expanded to null, where the tables are
/// not of the spec's form: a number that names no entry of its table, legend, group or group's
/// list, a group or shape of the wrong form or count, columns that do not match their shape, a
/// reference leading back to an entry it is below, or an entry that is not in the tree.
nlohmann::ordered_json expand_option_trees(nlohmann::ordered_json doc);

/// Fails the current test when two entries of `tree` (the object holding an option tree's
/// tables: a GCACW document, a Jacobite retreat or leader) are equal, or two rows of its
/// `heads`, `steps` or `chart_steps`: identical subtrees are written once.
void expect_distinct_entries(const nlohmann::ordered_json& tree);

/// How many entries the groups of `tree` (the object holding an option tree's tables) hold; 0
/// without a tree.
std::size_t entry_count(const nlohmann::ordered_json& tree);

/// How many nodes the nested tree of `tree` (the object holding an option tree's tables) has,
/// an entry counted once for each place it stands in, without expanding it; 0 without a tree.
std::uint64_t node_count(const nlohmann::ordered_json& tree);

}  // namespace skedaddle::test
