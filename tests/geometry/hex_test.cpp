// SPDX-License-Identifier: MIT
// Tests of axial hexes: hand-worked distances, laws over a disc of hexes, and type safety.
#include "skedaddle/geometry/hex.hpp"

#include "support/addable.hpp"

#include <gtest/gtest.h>

#include <type_traits>
#include <vector>

namespace skedaddle {
namespace {

// Compile-time proof that positions do not add: only hex + step is meaningful.
using test::addable;

static_assert(!addable<Hex, Hex>);
static_assert(addable<Hex, HexStep>);
static_assert(addable<HexStep, HexStep>);
static_assert(std::is_same_v<decltype(Hex{} - Hex{}), HexStep>);

static_assert(Hex{2, -1} + HexStep{1, 1} == Hex{3, 0});
static_assert(Hex{3, 0} - Hex{2, -1} == HexStep{1, 1});
static_assert(3 * HexStep{1, -1} == HexStep{3, -3});
static_assert(Hex{3, -7}.s() == 4);
static_assert(hex_distance(Hex{3, -7}, Hex{0, 0}) == 7);
static_assert(neighbor(Hex{0, 0}, HexDir::plus_q) == Hex{1, 0});
static_assert(opposite(HexDir::minus_r) == HexDir::plus_r);
static_assert(direction_to(Hex{1, 1}, Hex{1, 0}) == HexDir::minus_r);

// Every hex within `radius` of the origin.
std::vector<Hex> disc(int radius) {
  std::vector<Hex> hexes;
  for (int q = -radius; q <= radius; ++q) {
    for (int r = -radius; r <= radius; ++r) {
      if (hex_distance(Hex{q, r}, Hex{}) <= radius) hexes.push_back(Hex{q, r});
    }
  }
  return hexes;
}

TEST(HexTest, DistanceWorkedByHand) {
  EXPECT_EQ(hex_distance(Hex{0, 0}, Hex{0, 0}), 0);
  EXPECT_EQ(hex_distance(Hex{3, -7}, Hex{0, 0}), 7);
  EXPECT_EQ(hex_distance(Hex{1, 1}, Hex{0, 0}), 2);
  EXPECT_EQ(hex_distance(Hex{1, -1}, Hex{0, 0}), 1);
  EXPECT_EQ(hex_distance(Hex{-2, 5}, Hex{4, -1}), 6);
  EXPECT_EQ(hex_distance(Hex{-3, -3}, Hex{3, 3}), 12);
}

TEST(HexTest, DiscOfRadiusThreeHoldsThirtySevenHexes) {
  EXPECT_EQ(disc(3).size(), 37u);
}

TEST(HexTest, StepsOfTheSixDirectionsRunClockwiseFromMinusR) {
  EXPECT_EQ(step_of(HexDir::minus_r), (HexStep{0, -1}));
  EXPECT_EQ(step_of(HexDir::plus_q_minus_r), (HexStep{1, -1}));
  EXPECT_EQ(step_of(HexDir::plus_q), (HexStep{1, 0}));
  EXPECT_EQ(step_of(HexDir::plus_r), (HexStep{0, 1}));
  EXPECT_EQ(step_of(HexDir::minus_q_plus_r), (HexStep{-1, 1}));
  EXPECT_EQ(step_of(HexDir::minus_q), (HexStep{-1, 0}));
}

TEST(HexTest, RotateTurnsClockwiseAndWrapsBothWays) {
  EXPECT_EQ(rotate(HexDir::minus_r, 1), HexDir::plus_q_minus_r);
  EXPECT_EQ(rotate(HexDir::minus_r, -1), HexDir::minus_q);
  EXPECT_EQ(rotate(HexDir::minus_q, 2), HexDir::plus_q_minus_r);
  EXPECT_EQ(rotate(HexDir::plus_q, -8), HexDir::minus_r);
}

TEST(HexTest, DistanceIsSymmetric) {
  for (Hex a : disc(3)) {
    for (Hex b : disc(3))
      EXPECT_EQ(hex_distance(a, b), hex_distance(b, a));
  }
}

TEST(HexTest, DistanceObeysTheTriangleInequality) {
  const Hex c{1, -2};
  for (Hex a : disc(3)) {
    for (Hex b : disc(3))
      EXPECT_LE(hex_distance(a, b), hex_distance(a, c) + hex_distance(c, b));
  }
}

TEST(HexTest, DistanceIsInvariantUnderTranslation) {
  const HexStep shift{5, -3};
  for (Hex a : disc(3))
    EXPECT_EQ(hex_distance(a + shift, Hex{} + shift), hex_distance(a, Hex{}));
}

TEST(HexTest, EveryNeighbourIsAtDistanceOneAndAdjacent) {
  for (Hex h : disc(3)) {
    for (HexDir d : kHexDirs) {
      EXPECT_EQ(hex_distance(h, neighbor(h, d)), 1);
      EXPECT_TRUE(adjacent(h, neighbor(h, d)));
    }
  }
}

TEST(HexTest, AHexIsNotAdjacentToItself) {
  EXPECT_FALSE(adjacent(Hex{2, 2}, Hex{2, 2}));
}

// Six turns of one sixth each, applied one at a time, bring every direction back to itself.
HexDir turn_six_times(HexDir d) {
  for (int i = 0; i < 6; ++i)
    d = rotate(d, 1);
  return d;
}

TEST(HexTest, SixRotationsAreTheIdentity) {
  for (HexDir d : kHexDirs)
    EXPECT_EQ(turn_six_times(d), d);
  for (HexDir d : kHexDirs)
    EXPECT_EQ(rotate(d, 6), d);
  for (HexDir d : kHexDirs)
    EXPECT_EQ(rotate(d, -6), d);
}

TEST(HexTest, OppositeIsAnInvolutionAndUndoesTheStep) {
  for (HexDir d : kHexDirs) {
    EXPECT_EQ(opposite(opposite(d)), d);
    EXPECT_EQ(neighbor(neighbor(Hex{4, -2}, d), opposite(d)), (Hex{4, -2}));
  }
}

TEST(HexTest, DirectionToInvertsNeighbor) {
  for (Hex h : disc(2)) {
    for (HexDir d : kHexDirs)
      EXPECT_EQ(direction_to(h, neighbor(h, d)), d);
  }
}

TEST(HexTest, StepLengthCountsHexMoves) {
  for (HexDir d : kHexDirs)
    EXPECT_EQ(hex_length(4 * step_of(d)), 4);
  EXPECT_EQ(hex_length(step_of(HexDir::plus_q) + step_of(HexDir::plus_r)), 2);
  EXPECT_EQ(hex_length(step_of(HexDir::plus_q) + step_of(HexDir::minus_q)), 0);
}

}  // namespace
}  // namespace skedaddle
