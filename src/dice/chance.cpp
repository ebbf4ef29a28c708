// SPDX-License-Identifier: MIT
#include "skedaddle/dice/chance.hpp"

#include <numeric>
#include <utility>

#include "skedaddle/core/assert.hpp"

namespace skedaddle {

Probability ChancePoint::probability(std::size_t branch) const {
  SKD_ASSERT(branch < branches.size(), "no such branch");
  const std::uint64_t weight = branches[branch].weight;
  const std::uint64_t divisor = std::gcd(weight, total);
  Probability p;
  p.fraction = weight == total
                   ? "1"
                   : std::to_string(weight / divisor) + "/" + std::to_string(total / divisor);
  p.value = static_cast<double>(weight) / static_cast<double>(total);
  return p;
}

ChancePlan ChancePlan::following(std::vector<int> branches) {
  ChancePlan plan;
  plan.follow_ = std::move(branches);
  plan.describes_ = true;
  return plan;
}

const ChanceBranch& ChancePlan::take(ChancePoint point) {
  SKD_ASSERT(!point.branches.empty(), "a chance point without branches");
  if (next_ == steps_.size()) {
    int branch = 0;
    if (next_ < follow_.size()) {
      branch = follow_[next_];
      if (branch < 0 || static_cast<std::size_t>(branch) >= point.branches.size()) {
        if (!stray_) stray_ = next_;
        branch = 0;
      }
    }
    steps_.push_back(ChanceStep{std::move(point), branch});
  }
  const ChanceStep& step = steps_[next_++];
  return step.point.branches[static_cast<std::size_t>(step.branch)];
}

const ChanceBranch* ChancePlan::take_fixed() {
  if (next_ == steps_.size()) return nullptr;
  const ChanceStep& step = steps_[next_++];
  return &step.point.branches[static_cast<std::size_t>(step.branch)];
}

ChancePoint ChancePlan::reused_point() {
  ChancePoint point;
  if (left_.empty()) return point;
  point.branches = std::move(left_.back());
  left_.pop_back();
  return point;
}

bool ChancePlan::advance() {
  // The run ends here: a resolution that stopped before a fixed step leaves it unreached.
  steps_.resize(next_);
  next_ = 0;
  follow_.clear();  // a following plan walks on from its way like any other
  while (!steps_.empty()) {
    ChanceStep& last = steps_.back();
    if (last.branch + 1 < static_cast<int>(last.point.branches.size())) {
      ++last.branch;
      shared_ = steps_.size() - 1;
      return true;
    }
    // Its branches' storage kept for the points of the ways to come (reused_point).
    left_.push_back(std::move(last.point.branches));
    steps_.pop_back();
  }
  shared_ = 0;
  return false;
}

void ChancePlan::resume(std::size_t met) {
  SKD_ASSERT(next_ == 0 && met <= shared_, "a run resumes at its start, within what it shares");
  next_ = met;
}

std::vector<int> ChancePlan::dice_faces() const {
  std::vector<int> out;
  write_dice_faces(out);
  return out;
}

void ChancePlan::write_dice_faces(std::vector<int>& out) const {
  std::size_t count = 0;  // counted first: one allocation, not one per doubling
  for (const ChanceStep& s : steps_) {
    if (s.point.kind == ChanceKind::dice) {
      count += s.point.branches[static_cast<std::size_t>(s.branch)].faces.size();
    }
  }
  out.clear();
  out.reserve(count);
  for (const ChanceStep& s : steps_) {
    if (s.point.kind != ChanceKind::dice) continue;
    const std::vector<int>& faces = s.point.branches[static_cast<std::size_t>(s.branch)].faces;
    out.insert(out.end(), faces.begin(), faces.end());
  }
}

std::vector<int> ChancePlan::choices() const {
  std::vector<int> out;
  write_choices(out);
  return out;
}

void ChancePlan::write_choices(std::vector<int>& out) const {
  out.clear();
  for (const ChanceStep& s : steps_) {
    if (s.point.kind == ChanceKind::choice) {
      out.push_back(s.point.branches[static_cast<std::size_t>(s.branch)].faces.front());
    }
  }
}

}  // namespace skedaddle
