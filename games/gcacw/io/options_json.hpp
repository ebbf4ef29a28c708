// SPDX-License-Identifier: MIT
// The option tree as JSON (`skedaddle-options/4`) written from a tree built with its subtrees
// shared: the document io::write_options_json() writes from the RetreatTree, byte for byte.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "gcacw/rules/shared_tree.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {

/// The options document of `tree`, built from `scenario` and not too_large(), in pieces to
/// `sink`: the same as write_options_json() of the scenario's RetreatTree.
void write_options_json(const LoadedScenario& scenario, const gcacw::SharedTree& tree,
                        const std::function<void(std::string_view)>& sink);
/// write_options_json() of a SharedTree collected in one string.
std::string options_json(const LoadedScenario& scenario, const gcacw::SharedTree& tree);

}  // namespace skedaddle::io
