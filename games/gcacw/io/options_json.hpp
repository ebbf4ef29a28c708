// SPDX-License-Identifier: MIT
// The option tree as JSON (`skedaddle-options/5`) written from a tree built with its subtrees
// shared: the document io::write_options_json() writes from the RetreatTree, byte for byte.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "gcacw/rules/shared_tree.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {

/// The options document of `tree`, built from `scenario`, neither too_large() nor gave_up(),
/// in pieces to `sink`: the same as write_options_json() of the scenario's RetreatTree.
void write_options_json(const LoadedScenario& scenario, const gcacw::SharedTree& tree,
                        const std::function<void(std::string_view)>& sink);
/// write_options_json() of a SharedTree collected in one string.
std::string options_json(const LoadedScenario& scenario, const gcacw::SharedTree& tree);

/// The options document of the retreat of `scenario` in pieces to `sink`: from its SharedTree,
/// or from its RetreatTree (the same document, in less memory) when the SharedTree gives up
/// past `max_shared_nodes` distinct subtrees. Else the errors of a scenario that cannot be
/// resolved, or of a tree over kMaxTreeNodes.
Errors write_gcacw_options_json(const LoadedScenario& scenario,
                                const std::function<void(std::string_view)>& sink,
                                int max_shared_nodes = gcacw::kMaxSharedNodes);

}  // namespace skedaddle::io
