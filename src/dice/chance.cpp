// SPDX-License-Identifier: MIT
#include "skedaddle/dice/chance.hpp"

#include <utility>

#include "skedaddle/core/assert.hpp"

namespace skedaddle {

const ChanceBranch& ChancePlan::take(ChancePoint point) {
  SKD_ASSERT(!point.branches.empty(), "a chance point without branches");
  if (next_ == steps_.size()) steps_.push_back(ChanceStep{std::move(point), 0});
  const ChanceStep& step = steps_[next_++];
  return step.point.branches[static_cast<std::size_t>(step.branch)];
}

bool ChancePlan::advance() {
  // The run ends here: a resolution that stopped before a fixed step leaves it unreached.
  steps_.resize(next_);
  next_ = 0;
  while (!steps_.empty()) {
    ChanceStep& last = steps_.back();
    if (last.branch + 1 < static_cast<int>(last.point.branches.size())) {
      ++last.branch;
      return true;
    }
    steps_.pop_back();
  }
  return false;
}

std::vector<int> ChancePlan::dice_faces() const {
  std::vector<int> out;
  for (const ChanceStep& s : steps_) {
    if (s.point.kind != ChanceKind::dice) continue;
    const std::vector<int>& faces = s.point.branches[static_cast<std::size_t>(s.branch)].faces;
    out.insert(out.end(), faces.begin(), faces.end());
  }
  return out;
}

std::vector<int> ChancePlan::choices() const {
  std::vector<int> out;
  for (const ChanceStep& s : steps_) {
    if (s.point.kind == ChanceKind::choice) {
      out.push_back(s.point.branches[static_cast<std::size_t>(s.branch)].faces.front());
    }
  }
  return out;
}

}  // namespace skedaddle
