// SPDX-License-Identifier: MIT
// What a GCACW option tree says as a whole (GC-1, GC-9, GC-10, GC-11), one line each.
#include "gcacw/io/tree_notes.hpp"

#include <fmt/format.h>

namespace skedaddle::io::detail {
namespace {

template <class Tree>
std::vector<std::string> notes_of(const Tree& tree) {
  std::vector<std::string> out;
  if (tree.too_large()) {
    out.push_back(
        fmt::format("the tree has more than {} steps and was cut short", gcacw::kMaxTreeNodes));
  }
  if (tree.surrenders()) {
    out.emplace_back(
        "no path completes the retreat, even with an override: the stack surrenders [GC-11]");
  } else if (tree.option_declined() && !tree.completes()) {
    out.emplace_back(
        "no path completes the retreat option, even with an override: it is not taken [GC-1]");
  } else if (tree.option_declined()) {
    // Settled on 2026-11-28: declined like an option that nothing completes.
    out.emplace_back(
        "every path that completes the retreat option destroys the stack, even with an "
        "override: it is not taken [GC-1]");
  } else if (tree.override_in_force() && !tree.saves()) {
    // GC-10: in force by the priority test alone; say plainly that it rescues no one.
    out.emplace_back(
        "one override allowed, but no path saves a unit: every path that completes the retreat "
        "destroys the stack [GC-10]");
  } else if (tree.override_in_force()) {
    out.emplace_back(
        "no path within the priorities completes the retreat with a combat unit alive: one "
        "override allowed [GC-10]");
  }
  return out;
}

}  // namespace

std::vector<std::string> tree_notes(const gcacw::RetreatTree& tree) {
  return notes_of(tree);
}

std::vector<std::string> tree_notes(const gcacw::SharedTree& tree) {
  return notes_of(tree);
}

}  // namespace skedaddle::io::detail
