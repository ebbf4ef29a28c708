// SPDX-License-Identifier: MIT
// Private to io: what a GCACW option tree says as a whole before its first step, shared by the
// options text, its summary and its JSON so the three never disagree.
#pragma once

#include <string>
#include <vector>

#include "gcacw/rules/shared_tree.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::io::detail {

/// One line each, with its ruling: the tree cut short, surrender (GC-11), a declined option
/// (GC-1), the override in force (GC-10), and whether any path saves a combat unit.
std::vector<std::string> tree_notes(const gcacw::RetreatTree& tree);
/// The same of a tree built with its subtrees shared.
std::vector<std::string> tree_notes(const gcacw::SharedTree& tree);

}  // namespace skedaddle::io::detail
