// SPDX-License-Identifier: MIT
// The option trees of `skedaddle-options/2` expanded back to nested trees.
#pragma once

#include <nlohmann/json_fwd.hpp>

namespace skedaddle::test {

/// `doc` (an `options --json` document) with every tree's table expanded: each `tree` the
/// nested root node, each `then` and `leave` the nested node it names, no `nodes`, and the
/// format "skedaddle-options/1" (the nested form before the tables). Fails the current test
/// on a reference that is not a later entry of its table.
nlohmann::ordered_json expand_option_trees(nlohmann::ordered_json doc);

}  // namespace skedaddle::test
