// SPDX-License-Identifier: MIT
// A GCACW retreat resolved again and again into one kept outcome: the tree built once, the
// stack's units put back and the events written over on each run.
#include <memory>
#include <utility>

#include "gcacw/rules/walk.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {
namespace {

/// The tree of `scenario`, built.
std::shared_ptr<const RetreatTree> built_tree(const Checked<Scenario>& scenario) {
  auto tree = std::make_shared<RetreatTree>();
  tree->build(scenario);
  return tree;
}

}  // namespace

Resolution::Resolution(Checked<Scenario> scenario) : Resolution(scenario, built_tree(scenario)) {}

Resolution::Resolution(Checked<Scenario> scenario, std::shared_ptr<const RetreatTree> tree)
    : scenario_(std::move(scenario)), tree_(std::move(tree)) {
  SKD_ASSERT(tree_ != nullptr && tree_->scenario() == &*scenario_,
             "a Resolution's tree is built from its own checked scenario");
  outcome_.units = scenario_->units;
}

void Resolution::put_back() {
  // A walk changes the hex, manpower, fatigue, disorganization and status of the stack's units
  // (Walk), and of no other unit: those are put back, not whole units, whose ids are strings.
  for (const UnitId id : tree_->stack()) {
    const Unit& original = scenario_->units[index_of(id)];
    Unit& u = outcome_.units[index_of(id)];
    u.hex = original.hex;
    u.manpower = original.manpower;
    u.fatigue = original.fatigue;
    u.disorganized = original.disorganized;
    u.status = original.status;
    SKD_ASSERT(u.id == original.id && u.side == original.side && u.type == original.type,
               "a retreat changed more of a unit than its hex, strength and status");
  }
}

Errors Resolution::run(Chooser& chooser) {
  put_back();
  return walk_into(*scenario_, chooser, *tree_, outcome_, scratch_);
}

}  // namespace skedaddle::gcacw
