// SPDX-License-Identifier: MIT
// Every way chance can go in a deterministic resolution, walked one way per run (skedaddle odds),
// or one point at a time (skedaddle::Resolution with ChanceMode::explicit_).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "skedaddle/odds/probability.hpp"

namespace skedaddle {

/// One way chance may go at a point: what it gives, and how many equally likely elementary
/// outcomes (sequences of faces, or options) it stands for.
struct ChanceBranch {
  /// The faces drawn (one die, or a group of alike dice sorted), or for a random choice the
  /// option's index.
  std::vector<int> faces;
  std::uint64_t weight = 1;  ///< elementary outcomes this branch stands for (> 0)
  /// What the rules read in it, when the plan describes its points: a face ("4"), each die's
  /// class of faces ("1-35", "2-6"; "3, 5" for two dice), or a count of hits ("no flag", "at
  /// least 2 sabers"); else empty.
  std::string label{};
};

/// What kind of point chance branches at.
enum class ChanceKind : std::uint8_t {
  dice,    ///< one die or a group of alike dice (a replay lists their faces)
  choice,  ///< a random chooser's pick (a replay lists the option chosen)
};

/// A point where chance branches, met while resolving.
struct ChancePoint {
  ChanceKind kind = ChanceKind::dice;  ///< dice or a random choice
  std::uint64_t total = 1;             ///< elementary outcomes in all: the sum of the weights
  std::uint64_t sequences = 1;         ///< sequences of single draws it covers (sides^count)
  std::vector<ChanceBranch> branches;  ///< at least one, weights summing to `total`
  int dice = 0;                        ///< dice rolled at once (0 for a random choice)
  int sides = 0;                       ///< faces of each die
  // What is rolled, for whom and why, when the plan describes its points (else empty):
  std::string what{};  ///< what the roll decides, e.g. "trapped roll", "rally check"
  std::string who{};   ///< the unit or leader it decides about (its id), or empty
  std::string rule{};  ///< the rule clause or ruling that calls for it, e.g. "GI-6"
  /// The exact chance of branch `branch` (< branches.size()): its weight over the total, in
  /// lowest terms.
  Probability probability(std::size_t branch) const;
};

/// One step of a run's way through chance: the point met and the branch taken.
struct ChanceStep {
  ChancePoint point;  ///< the point, as met
  int branch = 0;     ///< index into point.branches
};

/// A depth-first walk over every way chance can go in a deterministic resolution, one way per
/// run: a run follows the steps fixed so far and takes the first branch of every point met
/// after them; advance() then moves to the next way, like an odometer. Because the resolution
/// is deterministic, a run that follows the same branches meets the same points.
class ChancePlan {
 public:
  /// A plan for a walk taken one point at a time (ChanceMode::explicit_): a run takes
  /// `branches[k]` at the k-th point it meets, then the first branch of every later point, and
  /// the plan describes each point it meets (ChancePoint::what, who, rule; ChanceBranch::label).
  static ChancePlan following(std::vector<int> branches);

  /// The branch to take at the next point of this run: the plan's at a point met before, else
  /// the first. `point` must have at least one branch.
  const ChanceBranch& take(ChancePoint point);
  /// The branch to take at the next point of this run when an earlier run met it (the plan
  /// fixed it), without the point: the resolution being deterministic, the same point comes,
  /// so the caller need not build it again. Null when the point is new: build it and take() it.
  const ChanceBranch* take_fixed();
  /// A point to build a new point in, then take(): every field as a new point's but
  /// `branches`, which holds the branches of a point the walk has left behind (or none), their
  /// faces and labels still written, for the builder to write over and resize: their storage
  /// is used again, not allocated anew on every way.
  ChancePoint reused_point();
  /// Ends a run and sets up the next way; false when every way has been run.
  bool advance();
  /// How many points, from the first, the run under way shares with the run before it (the
  /// same points, the same branches): those before the one advance() moved on; 0 on the first
  /// run. A resolution is in the same state on both runs until it has met that many.
  std::size_t shared() const { return shared_; }
  /// Starts the run under way at its point `met` (at most shared()), as if it had met the
  /// points before it again: for a resolution that goes on from where the run before it had met
  /// `met` points, its state there kept.
  void resume(std::size_t met);
  /// The steps of the run so far (of the last run, after it ended), in order. While a run is
  /// under way they may also hold the steps it is yet to follow: see met().
  std::span<const ChanceStep> steps() const { return steps_; }
  /// How many points of chance the run under way has met so far.
  std::size_t met() const { return next_; }
  /// The faces of this run's dice points, in order: a script that replays its way.
  std::vector<int> dice_faces() const;
  /// The same faces written over `out`: its storage used again (a caller that keeps it).
  void write_dice_faces(std::vector<int>& out) const;
  /// The options taken at this run's random-choice points, in order.
  std::vector<int> choices() const;
  /// The same options written over `out`: its storage used again (a caller that keeps it).
  void write_choices(std::vector<int>& out) const;
  /// True when the points met are described (a plan made by following()).
  bool describes() const { return describes_; }
  /// The first point at which the branch to follow was not one of its branches (its first
  /// branch was taken instead), if any.
  std::optional<std::size_t> stray() const { return stray_; }

 private:
  std::vector<ChanceStep> steps_;
  std::size_t next_ = 0;              // the step the running resolution reaches next
  std::vector<int> follow_;           // the branches a following() plan takes first
  bool describes_ = false;            // points are described (following())
  std::optional<std::size_t> stray_;  // the first point where follow_ named no branch
  std::size_t shared_ = 0;            // the points this run shares with the run before it
  // The branches of the points advance() left behind, for reused_point().
  std::vector<std::vector<ChanceBranch>> left_;
};

}  // namespace skedaddle
