// SPDX-License-Identifier: MIT
// Tests of the square grid: hand-worked values from the GITM/ROTD texts (GI-1, GI-2, GI-4,
// CONTEXT §2.5), laws over random squares, and the exit cones against the cones.html diagram, a
// literal trace of their edges and an angle test with integer cross products.
#include "skedaddle/geometry/square.hpp"

#include "support/addable.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <iterator>
#include <random>
#include <ranges>
#include <string>
#include <type_traits>
#include <vector>

namespace skedaddle {
namespace {

// Compile-time proof that positions do not add: only square + step is meaningful.
using test::addable;

static_assert(!addable<Square, Square>);
static_assert(addable<Square, SquareStep>);
static_assert(addable<SquareStep, SquareStep>);
static_assert(std::is_same_v<decltype(Square{} - Square{}), SquareStep>);

static_assert(Square{3, 1} + SquareStep{4, 2} == Square{7, 3});
static_assert(Square{7, 3} - Square{3, 1} == SquareStep{4, 2});
static_assert(-SquareStep{4, -2} == SquareStep{-4, 2});
static_assert(3 * SquareStep{1, -1} == SquareStep{3, -3});
static_assert(chebyshev_distance(Square{3, 1}, Square{7, 3}) == 4);
static_assert(neighbor(Square{5, 5}, Dir8::ne) == Square{6, 4});
static_assert(opposite(Dir8::n) == Dir8::s);
static_assert(direction_to(Square{5, 5}, Square{4, 6}) == Dir8::sw);
static_assert(cone(Dir8::n) == Dir8Set{Dir8::nw, Dir8::n, Dir8::ne});
static_assert(Dir8Set::all().size() == 8);
static_assert(exit_cones(SquareStep{0, -5}) == Dir8Set{Dir8::n});
static_assert(SquareGrid().size() == 225);
static_assert(sizeof(Dir8Set) == 1);
static_assert(std::forward_iterator<Dir8Set::Iterator>);
static_assert(std::ranges::forward_range<Dir8Set>);

// "N NE NW": the members of a set in iteration order.
std::string names(Dir8Set set) {
  std::string text;
  for (Dir8 d : set) {
    if (!text.empty()) text += ' ';
    text += compass_name(d);
  }
  return text;
}

// "col-row", as GITM writes tactical squares.
std::string label(Square s) {
  return std::to_string(s.col) + "-" + std::to_string(s.row);
}

std::string labels(const std::vector<Square>& squares) {
  std::string text;
  for (Square s : squares) {
    if (!text.empty()) text += ' ';
    text += label(s);
  }
  return text;
}

// Squares with coordinates in [-20, 20] drawn from a fixed seed (the engine's output is fixed
// by the standard; the reduction is ours).
std::vector<Square> random_squares(int count) {
  std::mt19937 engine(20240604u);
  std::vector<Square> squares;
  for (int i = 0; i < count; ++i) {
    const int col = static_cast<int>(engine() % 41u) - 20;
    const int row = static_cast<int>(engine() % 41u) - 20;
    squares.push_back(Square{col, row});
  }
  return squares;
}

// ---------------------------------------------------------------------------------------------
// Squares and steps

TEST(SquareTest, StepsCountColumnsEastAndRowsSouth) {
  // tacmove.html: "a move from 3-1 to 7-3 is 4 columns and 2 rows".
  EXPECT_EQ((Square{7, 3} - Square{3, 1}), (SquareStep{4, 2}));
  EXPECT_EQ((Square{8, 13} - Square{11, 4}), (SquareStep{-3, 9}));
  EXPECT_EQ((Square{3, 1} + SquareStep{4, 2}), (Square{7, 3}));
  EXPECT_EQ((SquareStep{1, 2} + SquareStep{-3, 4}), (SquareStep{-2, 6}));
}

TEST(SquareTest, ChebyshevDistanceWorkedByHand) {
  // tacmove.html: 3-1 to 7-3 takes four steps, 11-4 to 8-13 nine.
  EXPECT_EQ(chebyshev_distance(Square{3, 1}, Square{7, 3}), 4);
  EXPECT_EQ(chebyshev_distance(Square{11, 4}, Square{8, 13}), 9);
  EXPECT_EQ(chebyshev_distance(Square{0, 0}, Square{0, 0}), 0);
  EXPECT_EQ(chebyshev_distance(Square{0, 0}, Square{14, 14}), 14);
  EXPECT_EQ(chebyshev_distance(Square{0, 14}, Square{14, 0}), 14);
  EXPECT_EQ(chebyshev_length(SquareStep{-5, 2}), 5);
}

TEST(SquareTest, DistanceIsSymmetric) {
  const std::vector<Square> squares = random_squares(60);
  for (Square a : squares) {
    for (Square b : squares)
      EXPECT_EQ(chebyshev_distance(a, b), chebyshev_distance(b, a));
  }
}

TEST(SquareTest, DistanceObeysTheTriangleInequality) {
  const std::vector<Square> squares = random_squares(40);
  for (Square a : squares) {
    for (Square b : squares) {
      for (Square c : squares)
        EXPECT_LE(chebyshev_distance(a, b), chebyshev_distance(a, c) + chebyshev_distance(c, b));
    }
  }
}

TEST(SquareTest, DistanceIsZeroOnlyFromASquareToItself) {
  const std::vector<Square> squares = random_squares(60);
  for (Square a : squares) {
    for (Square b : squares)
      EXPECT_EQ(chebyshev_distance(a, b) == 0, a == b);
  }
}

TEST(SquareTest, DistanceIsInvariantUnderTranslation) {
  const SquareStep shift{5, -3};
  const std::vector<Square> squares = random_squares(30);
  for (Square a : squares) {
    for (Square b : squares)
      EXPECT_EQ(chebyshev_distance(a + shift, b + shift), chebyshev_distance(a, b));
  }
}

TEST(SquareTest, ASquareIsNotAdjacentToItself) {
  EXPECT_FALSE(adjacent(Square{2, 2}, Square{2, 2}));
  EXPECT_FALSE(adjacent(Square{2, 2}, Square{4, 2}));
  EXPECT_TRUE(adjacent(Square{2, 2}, Square{3, 3}));
}

// ---------------------------------------------------------------------------------------------
// Directions

TEST(SquareDir8Test, StepsRunClockwiseFromNorthWithRowZeroNorth) {
  // GI-1: row 0 is the north edge, column 0 the west edge.
  EXPECT_EQ(step_of(Dir8::n), (SquareStep{0, -1}));
  EXPECT_EQ(step_of(Dir8::ne), (SquareStep{1, -1}));
  EXPECT_EQ(step_of(Dir8::e), (SquareStep{1, 0}));
  EXPECT_EQ(step_of(Dir8::se), (SquareStep{1, 1}));
  EXPECT_EQ(step_of(Dir8::s), (SquareStep{0, 1}));
  EXPECT_EQ(step_of(Dir8::sw), (SquareStep{-1, 1}));
  EXPECT_EQ(step_of(Dir8::w), (SquareStep{-1, 0}));
  EXPECT_EQ(step_of(Dir8::nw), (SquareStep{-1, -1}));
}

TEST(SquareDir8Test, CompassNamesRunClockwiseFromNorth) {
  std::string all;
  for (Dir8 d : kDir8s)
    all += std::string(compass_name(d)) + " ";
  EXPECT_EQ(all, "N NE E SE S SW W NW ");
}

TEST(SquareDir8Test, CompassNamesRoundTrip) {
  for (Dir8 d : kDir8s)
    EXPECT_EQ(dir8_from_compass_name(compass_name(d)), d);
  EXPECT_EQ(dir8_from_compass_name("ne"), std::nullopt);
  EXPECT_EQ(dir8_from_compass_name("NNE"), std::nullopt);
  EXPECT_EQ(dir8_from_compass_name(""), std::nullopt);
}

TEST(SquareDir8Test, DiagonalsAreTheOddDirections) {
  std::string diagonals;
  for (Dir8 d : kDir8s) {
    if (is_diagonal(d)) diagonals += std::string(compass_name(d)) + " ";
  }
  EXPECT_EQ(diagonals, "NE SE SW NW ");
}

TEST(SquareDir8Test, RotateTurnsClockwiseAndWrapsBothWays) {
  EXPECT_EQ(rotate(Dir8::n, 1), Dir8::ne);
  EXPECT_EQ(rotate(Dir8::n, -1), Dir8::nw);
  EXPECT_EQ(rotate(Dir8::nw, 2), Dir8::ne);
  EXPECT_EQ(rotate(Dir8::e, -10), Dir8::n);
  EXPECT_EQ(rotate(Dir8::sw, 19), Dir8::n);
}

TEST(SquareDir8Test, EightRotationsAreTheIdentity) {
  for (Dir8 d : kDir8s) {
    Dir8 turned = d;
    for (int i = 0; i < 8; ++i)
      turned = rotate(turned, 1);
    EXPECT_EQ(turned, d);
    EXPECT_EQ(rotate(d, 8), d);
    EXPECT_EQ(rotate(d, -8), d);
  }
}

TEST(SquareDir8Test, RotationsCompose) {
  for (Dir8 d : kDir8s) {
    for (int i = -9; i <= 9; ++i) {
      for (int j = -9; j <= 9; ++j)
        EXPECT_EQ(rotate(rotate(d, i), j), rotate(d, i + j));
    }
  }
}

TEST(SquareDir8Test, OppositeIsAnInvolutionAndUndoesTheStep) {
  for (Dir8 d : kDir8s) {
    EXPECT_EQ(opposite(opposite(d)), d);
    EXPECT_NE(opposite(d), d);
    EXPECT_EQ(step_of(opposite(d)), -step_of(d));
    EXPECT_EQ(neighbor(neighbor(Square{4, 2}, d), opposite(d)), (Square{4, 2}));
  }
}

TEST(SquareDir8Test, AnEnemyMovingWestCameFromTheEast) {
  // GI-2: "an enemy moving west came from the east".
  EXPECT_EQ(came_from(Dir8::w), Dir8::e);
  EXPECT_EQ(came_from(Dir8::ne), Dir8::sw);
}

TEST(SquareDir8Test, EveryNeighbourIsAdjacentAndDirectionToInvertsNeighbor) {
  for (Square s : random_squares(30)) {
    for (Dir8 d : kDir8s) {
      EXPECT_EQ(chebyshev_distance(s, neighbor(s, d)), 1);
      EXPECT_TRUE(adjacent(s, neighbor(s, d)));
      EXPECT_EQ(direction_to(s, neighbor(s, d)), d);
    }
  }
}

TEST(SquareDir8Test, NeighborInvertsDirectionTo) {
  const Square centre{7, 7};
  for (int dc = -1; dc <= 1; ++dc) {
    for (int dr = -1; dr <= 1; ++dr) {
      const Square s = centre + SquareStep{dc, dr};
      if (s == centre) continue;
      EXPECT_EQ(neighbor(centre, direction_to(centre, s)), s);
    }
  }
}

TEST(SquareDir8Test, TheEightNeighboursAreDistinct) {
  std::vector<Square> seen;
  for (Dir8 d : kDir8s) {
    const Square s = neighbor(Square{0, 0}, d);
    for (Square other : seen)
      EXPECT_NE(s, other);
    seen.push_back(s);
  }
}

// ---------------------------------------------------------------------------------------------
// Straight lines

TEST(SquareLineTest, AlongWorkedByHand) {
  EXPECT_EQ(along(Square{7, 7}, Dir8::n, 0), (Square{7, 7}));
  EXPECT_EQ(along(Square{7, 7}, Dir8::n, 4), (Square{7, 3}));
  EXPECT_EQ(along(Square{7, 7}, Dir8::se, 3), (Square{10, 10}));
  EXPECT_EQ(along(Square{0, 14}, Dir8::ne, 14), (Square{14, 0}));
  EXPECT_EQ(along(Square{2, 2}, Dir8::w, 3), (Square{-1, 2}));
}

TEST(SquareLineTest, TheKthSquareIsKStepsAwayAndFollowsTheLastByOneStep) {
  for (Square s : random_squares(10)) {
    for (Dir8 d : kDir8s) {
      for (int k = 1; k <= 6; ++k) {
        EXPECT_EQ(chebyshev_distance(s, along(s, d, k)), k);
        EXPECT_EQ(along(s, d, k) - s, k * step_of(d));
        EXPECT_EQ(neighbor(along(s, d, k - 1), d), along(s, d, k));
        EXPECT_EQ(direction_to(along(s, d, k - 1), along(s, d, k)), d);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Direction sets

TEST(SquareDir8SetTest, StartsEmpty) {
  const Dir8Set set;
  EXPECT_TRUE(set.empty());
  EXPECT_EQ(set.size(), 0);
  EXPECT_EQ(set.begin(), set.end());
  for (Dir8 d : kDir8s)
    EXPECT_FALSE(set.contains(d));
}

TEST(SquareDir8SetTest, InsertAndEraseChangeMembership) {
  Dir8Set set;
  set.insert(Dir8::sw);
  set.insert(Dir8::e);
  set.insert(Dir8::e);
  EXPECT_EQ(set.size(), 2);
  EXPECT_TRUE(set.contains(Dir8::sw));
  EXPECT_TRUE(set.contains(Dir8::e));
  EXPECT_FALSE(set.contains(Dir8::s));
  set.erase(Dir8::e);
  set.erase(Dir8::n);
  EXPECT_EQ(names(set), "SW");
}

TEST(SquareDir8SetTest, IteratesInCanonicalOrderWhateverTheInsertionOrder) {
  EXPECT_EQ(names(Dir8Set{Dir8::nw, Dir8::s, Dir8::n, Dir8::e}), "N E S NW");
  EXPECT_EQ(names(Dir8Set::all()), "N NE E SE S SW W NW");
  EXPECT_EQ(names(Dir8Set{}), "");
}

TEST(SquareDir8SetTest, UnionIntersectionAndDifference) {
  const Dir8Set a{Dir8::n, Dir8::ne, Dir8::e};
  const Dir8Set b{Dir8::e, Dir8::se, Dir8::s};
  EXPECT_EQ(names(a | b), "N NE E SE S");
  EXPECT_EQ(names(a & b), "E");
  EXPECT_EQ(names(a - b), "N NE");
  EXPECT_EQ(names(Dir8Set::all() - a - b), "SW W NW");
  Dir8Set c = a;
  c |= b;
  EXPECT_EQ(c, a | b);
  c &= b;
  EXPECT_EQ(c, b);
  c -= Dir8Set{Dir8::se};
  EXPECT_EQ(names(c), "E S");
}

TEST(SquareDir8SetTest, NthCountsMembersInCanonicalOrder) {
  const Dir8Set set{Dir8::w, Dir8::ne, Dir8::s};
  EXPECT_EQ(set.nth(0), Dir8::ne);
  EXPECT_EQ(set.nth(1), Dir8::s);
  EXPECT_EQ(set.nth(2), Dir8::w);
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(Dir8Set::all().nth(i), kDir8s[static_cast<std::size_t>(i)]);
}

TEST(SquareDir8SetTest, BitsRoundTripAndBitIHoldsDirectionI) {
  for (int bits = 0; bits < 256; ++bits) {
    const auto b = static_cast<std::uint8_t>(bits);
    const Dir8Set set = Dir8Set::from_bits(b);
    EXPECT_EQ(set.bits(), b);
    int size = 0;
    for (Dir8 d : kDir8s) {
      EXPECT_EQ(set.contains(d), ((bits >> static_cast<int>(d)) & 1) == 1);
      size += set.contains(d) ? 1 : 0;
    }
    EXPECT_EQ(set.size(), size);
  }
  EXPECT_EQ(Dir8Set{Dir8::n}.bits(), 1);
  EXPECT_EQ(Dir8Set{Dir8::nw}.bits(), 128);
}

TEST(SquareDir8SetTest, IterationVisitsExactlyTheMembers) {
  for (int bits = 0; bits < 256; ++bits) {
    const Dir8Set set = Dir8Set::from_bits(static_cast<std::uint8_t>(bits));
    Dir8Set visited;
    int count = 0;
    int last = -1;
    for (Dir8 d : set) {
      EXPECT_GT(static_cast<int>(d), last);
      last = static_cast<int>(d);
      visited.insert(d);
      ++count;
    }
    EXPECT_EQ(visited, set);
    EXPECT_EQ(count, set.size());
  }
}

// ---------------------------------------------------------------------------------------------
// Cones of directions (GI-2)

TEST(SquareConeTest, AUnitThatMovedNorthMayNotRetreatNorthNortheastOrNorthwest) {
  // "a unit which moved north into battle cannot retreat to the north, northeast, or northwest"
  EXPECT_EQ(names(cone(Dir8::n)), "N NE NW");
}

TEST(SquareConeTest, AnEnemyFromTheEastMakesEastNortheastAndSoutheastInvalid) {
  // "if an enemy unit entered the combat from the east, then the retreating unit may not retreat
  // to the east, northeast, or southeast"
  EXPECT_EQ(names(cone(Dir8::e)), "NE E SE");
  // GI-2: an enemy moving west came from the east.
  EXPECT_EQ(names(cone(came_from(Dir8::w))), "NE E SE");
}

TEST(SquareConeTest, BothExamplesTogetherLeaveThreeValidDirections) {
  const Dir8Set invalid = cone(Dir8::n) | cone(came_from(Dir8::w));
  EXPECT_EQ(names(Dir8Set::all() - invalid), "S SW W");
}

TEST(SquareConeTest, ConeIsTheDirectionAndItsTwoNeighbours) {
  for (Dir8 d : kDir8s) {
    EXPECT_EQ(cone(d).size(), 3);
    EXPECT_TRUE(cone(d).contains(d));
    EXPECT_TRUE(cone(d).contains(rotate(d, 1)));
    EXPECT_TRUE(cone(d).contains(rotate(d, -1)));
    EXPECT_FALSE(cone(d).contains(opposite(d)));
  }
}

TEST(SquareConeTest, ConeIsSymmetric) {
  for (Dir8 d : kDir8s) {
    for (Dir8 e : kDir8s)
      EXPECT_EQ(cone(d).contains(e), cone(e).contains(d));
  }
}

TEST(SquareConeTest, ConeTurnsWithItsDirection) {
  for (Dir8 d : kDir8s) {
    for (int k = 0; k < 8; ++k) {
      Dir8Set turned;
      for (Dir8 e : cone(d))
        turned.insert(rotate(e, k));
      EXPECT_EQ(turned, cone(rotate(d, k)));
    }
  }
}

TEST(SquareConeTest, OppositeConesAreDisjointAndTwoOppositeArrivalsLeaveTwoDirections) {
  for (Dir8 d : kDir8s) {
    EXPECT_TRUE((cone(d) & cone(opposite(d))).empty());
    EXPECT_EQ((Dir8Set::all() - cone(d) - cone(opposite(d))).size(), 2);
  }
}

// ---------------------------------------------------------------------------------------------
// Corners of a diagonal step (GI-4)

TEST(SquareCornerTest, CornerSquaresOfEachDiagonalWorkedByHand) {
  const Square from{7, 7};
  EXPECT_EQ(labels({corner_squares(from, Dir8::ne)[0], corner_squares(from, Dir8::ne)[1]}),
            "7-6 8-7");
  EXPECT_EQ(labels({corner_squares(from, Dir8::se)[0], corner_squares(from, Dir8::se)[1]}),
            "8-7 7-8");
  EXPECT_EQ(labels({corner_squares(from, Dir8::sw)[0], corner_squares(from, Dir8::sw)[1]}),
            "7-8 6-7");
  EXPECT_EQ(labels({corner_squares(from, Dir8::nw)[0], corner_squares(from, Dir8::nw)[1]}),
            "6-7 7-6");
}

TEST(SquareCornerTest, CornersAreTheOrthogonalNeighboursOfTheConeAndTouchBothEnds) {
  for (Square from : random_squares(10)) {
    for (Dir8 d : kDir8s) {
      if (!is_diagonal(d)) continue;
      const std::array<Square, 2> corners = corner_squares(from, d);
      const Square to = neighbor(from, d);
      EXPECT_EQ(corners[0], neighbor(from, rotate(d, -1)));
      EXPECT_EQ(corners[1], neighbor(from, rotate(d, 1)));
      for (Square c : corners) {
        EXPECT_TRUE(adjacent(from, c));
        EXPECT_TRUE(adjacent(to, c));
        EXPECT_FALSE(is_diagonal(direction_to(from, c)));
        EXPECT_FALSE(is_diagonal(direction_to(c, to)));
      }
      // The same two squares, in the other order, stand beside the step back.
      const std::array<Square, 2> back = corner_squares(to, opposite(d));
      EXPECT_EQ(back[0], corners[1]);
      EXPECT_EQ(back[1], corners[0]);
    }
  }
}

TEST(SquareCornerTest, CornersOfAStepBetweenMapSquaresAreOnTheMap) {
  const SquareGrid grid;
  for (int i = 0; i < grid.size(); ++i) {
    const Square from = grid.square_at(i);
    for (Dir8 d : kDir8s) {
      if (!is_diagonal(d) || !grid.contains(neighbor(from, d))) continue;
      for (Square c : corner_squares(from, d))
        EXPECT_TRUE(grid.contains(c));
    }
  }
}

TEST(SquareCornerTest, EitherStopsAtOneBlockedCornerBothNeedsTwo) {
  EXPECT_FALSE(corners_block(CornerRule::either, false, false));
  EXPECT_TRUE(corners_block(CornerRule::either, true, false));
  EXPECT_TRUE(corners_block(CornerRule::either, false, true));
  EXPECT_TRUE(corners_block(CornerRule::either, true, true));
  EXPECT_FALSE(corners_block(CornerRule::both, false, false));
  EXPECT_FALSE(corners_block(CornerRule::both, true, false));
  EXPECT_FALSE(corners_block(CornerRule::both, false, true));
  EXPECT_TRUE(corners_block(CornerRule::both, true, true));
}

// ---------------------------------------------------------------------------------------------
// The grid

TEST(SquareGridTest, DefaultIsTheFifteenByFifteenTacticalMap) {
  const SquareGrid grid;
  EXPECT_EQ(grid.columns(), 15);
  EXPECT_EQ(grid.rows(), 15);
  EXPECT_EQ(grid.size(), 225);
  EXPECT_EQ(grid, SquareGrid(15, 15));
}

TEST(SquareGridTest, AnySizeWorks) {
  const SquareGrid grid(20, 9);
  EXPECT_EQ(grid.columns(), 20);
  EXPECT_EQ(grid.rows(), 9);
  EXPECT_EQ(grid.size(), 180);
  EXPECT_NE(grid, SquareGrid(9, 20));
}

TEST(SquareGridTest, ContainsIsFalseJustOutsideEachEdge) {
  const SquareGrid grid(20, 9);
  for (int col = 0; col < 20; ++col) {
    EXPECT_TRUE(grid.contains(Square{col, 0}));
    EXPECT_TRUE(grid.contains(Square{col, 8}));
    EXPECT_FALSE(grid.contains(Square{col, -1}));
    EXPECT_FALSE(grid.contains(Square{col, 9}));
  }
  for (int row = 0; row < 9; ++row) {
    EXPECT_TRUE(grid.contains(Square{0, row}));
    EXPECT_TRUE(grid.contains(Square{19, row}));
    EXPECT_FALSE(grid.contains(Square{-1, row}));
    EXPECT_FALSE(grid.contains(Square{20, row}));
  }
}

TEST(SquareGridTest, IndexAndSquareAtRoundTrip) {
  const SquareGrid grid(20, 9);
  for (int i = 0; i < grid.size(); ++i) {
    EXPECT_TRUE(grid.contains(grid.square_at(i)));
    EXPECT_EQ(grid.index(grid.square_at(i)), i);
  }
}

TEST(SquareGridTest, IndexRunsDownEachColumnFirst) {
  const SquareGrid grid;
  EXPECT_EQ(grid.index(Square{0, 0}), 0);
  EXPECT_EQ(grid.index(Square{0, 14}), 14);
  EXPECT_EQ(grid.index(Square{1, 0}), 15);
  EXPECT_EQ(grid.index(Square{7, 7}), 112);
  EXPECT_EQ(grid.index(Square{14, 14}), 224);
}

#if !defined(NDEBUG) || defined(SKEDADDLE_ENABLE_ASSERT)
TEST(SquareGridDeathTest, GridWithoutRowsIsAContractViolation) {
  EXPECT_DEATH(SquareGrid(15, 0), "at least one column and one row");
}

TEST(SquareGridDeathTest, IndexOffTheMapIsAContractViolation) {
  EXPECT_DEATH(static_cast<void>(SquareGrid().index(Square{15, 0})), "off the map");
}

TEST(SquareGridDeathTest, DirectionToASquareNotAdjacentIsAContractViolation) {
  EXPECT_DEATH(static_cast<void>(direction_to(Square{0, 0}, Square{2, 0})), "adjacent squares");
}

TEST(SquareGridDeathTest, CornersOfAnOrthogonalStepAreAContractViolation) {
  EXPECT_DEATH(static_cast<void>(corner_squares(Square{0, 0}, Dir8::n)), "diagonal direction");
}

TEST(SquareGridDeathTest, NthPastTheLastMemberIsAContractViolation) {
  EXPECT_DEATH(static_cast<void>(cone(Dir8::n).nth(3)), "out of range");
}
#endif

// ---------------------------------------------------------------------------------------------
// Exit cones (CONTEXT §2.5, GI-5)

// The diagram of cones.html: columns 1-10, rows 5-14 of a tactical map, a unit on 5-11 ("U").
constexpr int kDiagramFirstCol = 1;
constexpr int kDiagramFirstRow = 5;
constexpr std::array<std::array<const char*, 10>, 10> kDiagram = {{
    {"NW", "NW", "N", "N", "N", "N", "N", "NE", "NE", "NE"},     // row 5
    {"NW", "NW", "N", "N", "N", "N", "N", "NE", "NE", "NE"},     // row 6
    {"NW", "NW", "NW", "N", "N", "N", "NE", "NE", "NE", "NE"},   // row 7
    {"NW", "NW", "NW", "N", "N", "N", "NE", "NE", "NE", "NE"},   // row 8
    {"NW", "NW", "NW", "NW", "N", "NE", "NE", "NE", "NE", "E"},  // row 9
    {"W", "W", "NW", "NW", "N", "NE", "NE", "E", "E", "E"},      // row 10
    {"W", "W", "W", "W", "U", "E", "E", "E", "E", "E"},          // row 11
    {"W", "W", "SW", "SW", "S", "SE", "SE", "E", "E", "E"},      // row 12
    {"SW", "SW", "SW", "SW", "S", "SE", "SE", "SE", "SE", "E"},  // row 13
    {"SW", "SW", "SW", "S", "S", "S", "SE", "SE", "SE", "SE"},   // row 14
}};

TEST(SquareExitConeTest, MatchesTheDiagramOfTheRuleBookSquareBySquare) {
  const Square battle{5, 11};
  for (int r = 0; r < 10; ++r) {
    for (int c = 0; c < 10; ++c) {
      const Square s{kDiagramFirstCol + c, kDiagramFirstRow + r};
      const std::string expected =
          kDiagram[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      SCOPED_TRACE(label(s));
      EXPECT_EQ(names(exit_cones(s - battle)), expected == "U" ? "" : expected);
    }
  }
}

TEST(SquareExitConeTest, TheRuleBookExamplesBlockTheirDirections) {
  // cones.html: a unit at 5-11 "could not move north if there was an enemy unit at 5-6, or 5-9,
  // or 7-6 ... It could not move northeast if there was an enemy unit at 8-7 or 9-9".
  const Square battle{5, 11};
  EXPECT_TRUE(in_exit_cone(battle, Square{5, 6}, Dir8::n));
  EXPECT_TRUE(in_exit_cone(battle, Square{5, 9}, Dir8::n));
  EXPECT_TRUE(in_exit_cone(battle, Square{7, 6}, Dir8::n));
  EXPECT_TRUE(in_exit_cone(battle, Square{8, 7}, Dir8::ne));
  EXPECT_TRUE(in_exit_cone(battle, Square{9, 9}, Dir8::ne));
  EXPECT_FALSE(in_exit_cone(battle, Square{8, 7}, Dir8::n));
  EXPECT_FALSE(in_exit_cone(battle, Square{5, 9}, Dir8::ne));
}

TEST(SquareExitConeTest, TheBattleSquareIsInNoCone) {
  EXPECT_TRUE(exit_cones(SquareStep{}).empty());
  EXPECT_TRUE(exit_cones(SquareStep{}, ConeEdges::shared).empty());
  for (Dir8 d : kDir8s)
    EXPECT_FALSE(in_exit_cone(Square{7, 7}, Square{7, 7}, d));
}

TEST(SquareExitConeTest, EachNeighbourIsInTheConeOfItsDirection) {
  for (Dir8 d : kDir8s)
    EXPECT_EQ(exit_cones(step_of(d)), Dir8Set{d});
}

TEST(SquareExitConeTest, CentreOfTheMapWorkedByHand) {
  const SquareGrid grid;
  const Square battle{7, 7};
  // The N cone's east edge, traced: 7-6, 7-5, then NE to 8-4, N to 8-3, NE 9-2, N 9-1, NE 10-0.
  // The NE cone's north edge: NE to 8-6, N 8-5, NE 9-4, N 9-3, NE 10-2, N 10-1, NE 11-0.
  // The NE cone's east edge: NE to 8-6, E 9-6, NE 10-5, E 11-5, NE 12-4, E 13-4, NE 14-3.
  // The E cone's north edge: 8-7, 9-7, then NE to 10-6, E 11-6, NE 12-5, E 13-5, NE 14-4.
  for (Square s : {Square{7, 6}, Square{7, 5}, Square{8, 4}, Square{8, 3}, Square{9, 2},
                   Square{9, 1}, Square{10, 0}})
    EXPECT_EQ(names(exit_cones(s - battle)), "N") << label(s);
  for (Square s : {Square{8, 6}, Square{8, 5}, Square{9, 4}, Square{9, 3}, Square{10, 2},
                   Square{10, 1}, Square{11, 0}, Square{9, 6}, Square{10, 5}, Square{11, 5},
                   Square{12, 4}, Square{13, 4}, Square{14, 3}, Square{14, 0}})
    EXPECT_EQ(names(exit_cones(s - battle)), "NE") << label(s);
  for (Square s : {Square{8, 7}, Square{9, 7}, Square{10, 6}, Square{11, 6}, Square{12, 5},
                   Square{13, 5}, Square{14, 4}, Square{14, 7}, Square{14, 10}})
    EXPECT_EQ(names(exit_cones(s - battle)), "E") << label(s);
  // Rows 1..7 north of the centre hold 1, 1, 3, 3, 5, 5, 7 squares of the N cone; the NE cone
  // runs from column 7 + ceil(k/2) to min(7 + 2k, 14) in row 7 - k: 2, 4, 5, 6, 5, 5, 4.
  EXPECT_EQ(exit_cone_squares(grid, battle, Dir8::n).size(), 25u);
  EXPECT_EQ(exit_cone_squares(grid, battle, Dir8::ne).size(), 31u);
  for (Dir8 d : kDir8s)
    EXPECT_EQ(exit_cone_squares(grid, battle, d).size(), is_diagonal(d) ? 31u : 25u);
}

TEST(SquareExitConeTest, NearTheNorthEdgeWorkedByHand) {
  const SquareGrid grid;
  const Square battle{7, 1};
  EXPECT_EQ(labels(exit_cone_squares(grid, battle, Dir8::n)), "7-0");
  EXPECT_EQ(labels(exit_cone_squares(grid, battle, Dir8::ne)), "8-0 9-0");
  EXPECT_EQ(labels(exit_cone_squares(grid, battle, Dir8::nw)), "5-0 6-0");
  // E: all of row 1 east of the unit; in rows 0 and 2 beyond two columns, in row 3 beyond four,
  // in row 4 beyond six (a > 2b).
  EXPECT_EQ(labels(exit_cone_squares(grid, battle, Dir8::e)),
            "8-1 9-1 10-0 10-1 10-2 11-0 11-1 11-2 12-0 12-1 12-2 12-3 13-0 13-1 13-2 13-3 "
            "14-0 14-1 14-2 14-3 14-4");
  // S: rows 2..14 hold 1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13 squares.
  EXPECT_EQ(exit_cone_squares(grid, battle, Dir8::s).size(), 85u);
}

// Where a trace runs off a side of the map, the map only clips the sectors: from 12-11 the NE
// cone's east edge (13-10, 14-10) leaves through the east edge, and column 14 above it stays NE
// up to row 7 (b <= 2a), then turns N.
TEST(SquareExitConeTest, NearTheEastEdgeTheMapOnlyClipsTheSectors) {
  const SquareGrid grid;
  const Square battle{12, 11};
  EXPECT_EQ(labels(exit_cone_squares(grid, battle, Dir8::e)), "13-11 14-11");
  EXPECT_EQ(names(exit_cones(Square{14, 10} - battle)), "NE");
  EXPECT_EQ(names(exit_cones(Square{14, 7} - battle)), "NE");
  EXPECT_EQ(names(exit_cones(Square{14, 6} - battle)), "N");
  EXPECT_EQ(names(exit_cones(Square{14, 0} - battle)), "N");
  EXPECT_EQ(labels(exit_cone_squares(grid, battle, Dir8::se)), "13-12 13-13 14-12 14-13 14-14");
}

TEST(SquareExitConeTest, InTheNorthwestCornerOnlyEastSoutheastAndSouthRemain) {
  const SquareGrid grid;
  const Square battle{0, 0};
  for (Dir8 d : {Dir8::n, Dir8::ne, Dir8::w, Dir8::sw, Dir8::nw})
    EXPECT_TRUE(exit_cone_squares(grid, battle, d).empty()) << compass_name(d);
  // E: 14 squares in row 0, then 12, 10, 8, 6, 4, 2 in rows 1..6 (column > 2 * row).
  EXPECT_EQ(exit_cone_squares(grid, battle, Dir8::e).size(), 56u);
  EXPECT_EQ(exit_cone_squares(grid, battle, Dir8::s).size(), 56u);
  EXPECT_EQ(exit_cone_squares(grid, battle, Dir8::se).size(), 112u);
  EXPECT_EQ(names(exit_cones(Square{2, 1} - battle)), "SE");
  EXPECT_EQ(names(exit_cones(Square{3, 1} - battle)), "E");
  EXPECT_EQ(names(exit_cones(Square{13, 6} - battle)), "E");
  EXPECT_EQ(names(exit_cones(Square{12, 6} - battle)), "SE");
  EXPECT_EQ(names(exit_cones(Square{14, 14} - battle)), "SE");
}

TEST(SquareExitConeTest, InTheSoutheastCornerOnlyWestNorthwestAndNorthRemain) {
  const SquareGrid grid;
  const Square battle{14, 14};
  std::string nonempty;
  for (Dir8 d : kDir8s) {
    if (!exit_cone_squares(grid, battle, d).empty()) nonempty += std::string(compass_name(d)) + " ";
  }
  EXPECT_EQ(nonempty, "N W NW ");
}

TEST(SquareExitConeTest, ConesOnAnySizeOfMapAreTheSectorsClippedToIt) {
  const SquareGrid grid(20, 9);
  const Square battle{3, 6};
  for (Dir8 d : kDir8s) {
    for (Square s : exit_cone_squares(grid, battle, d)) {
      EXPECT_TRUE(grid.contains(s));
      EXPECT_TRUE(in_exit_cone(battle, s, d));
    }
  }
  EXPECT_EQ(labels(exit_cone_squares(SquareGrid(3, 3), Square{1, 1}, Dir8::ne)), "2-0");
}

// Every square of the map but the battle square lies in exactly one cone, for every battle
// square of a 15 x 15 map.
TEST(SquareExitConeTest, OwnEdgesPartitionTheMap) {
  const SquareGrid grid;
  for (int b = 0; b < grid.size(); ++b) {
    const Square battle = grid.square_at(b);
    std::vector<int> count(static_cast<std::size_t>(grid.size()), 0);
    for (Dir8 d : kDir8s) {
      for (Square s : exit_cone_squares(grid, battle, d))
        ++count[static_cast<std::size_t>(grid.index(s))];
    }
    for (int i = 0; i < grid.size(); ++i)
      EXPECT_EQ(count[static_cast<std::size_t>(i)], i == b ? 0 : 1) << label(grid.square_at(i));
  }
}

// Offsets reaching every square of a 15 x 15 map from every battle square.
constexpr int kReach = 14;

template <class F>
void for_each_offset(F f) {
  for (int x = -kReach; x <= kReach; ++x) {
    for (int y = -kReach; y <= kReach; ++y) {
      if (x != 0 || y != 0) f(SquareStep{x, y});
    }
  }
}

// Turns an offset a quarter turn clockwise (north becomes east) and mirrors it east to west.
SquareStep quarter_turn(SquareStep v) {
  return {-v.drow, v.dcol};
}
SquareStep mirror(SquareStep v) {
  return {-v.dcol, v.drow};
}
Dir8 mirror(Dir8 d) {
  return static_cast<Dir8>((8 - static_cast<int>(d)) % 8);
}

TEST(SquareExitConeTest, ConesTurnAndMirrorWithTheMap) {
  for (ConeEdges edges : {ConeEdges::own, ConeEdges::shared}) {
    for_each_offset([edges](SquareStep v) {
      Dir8Set turned;
      Dir8Set mirrored;
      for (Dir8 d : exit_cones(v, edges)) {
        turned.insert(rotate(d, 2));
        mirrored.insert(mirror(d));
      }
      EXPECT_EQ(exit_cones(quarter_turn(v), edges), turned);
      EXPECT_EQ(exit_cones(mirror(v), edges), mirrored);
    });
  }
}

// The reference: the edges traced literally as cones.html words them, and the cones filled
// between them. Primary d: d, d, then the diagonal and d alternately. Diagonal d: d, then the
// row or column direction and d alternately. `side` -1 traces the counter-clockwise edge, +1 the
// clockwise one; the traced edge faces the cone rotate(d, side).
std::vector<SquareStep> trace(Dir8 d, int side, int steps) {
  std::vector<SquareStep> squares;
  SquareStep at{};
  for (int i = 0; i < steps; ++i) {
    const bool straight = is_diagonal(d) ? i % 2 == 0 : (i < 2 || i % 2 == 1);
    at = at + step_of(straight ? d : rotate(d, side));
    squares.push_back(at);
  }
  return squares;
}

int dot(SquareStep v, Dir8 d) {
  return v.dcol * step_of(d).dcol + v.drow * step_of(d).drow;
}

// The offsets in the cone of `d`, filled layer by layer (rows or columns moving away from the
// battle square) from the counter-clockwise edge to the clockwise one.
std::vector<SquareStep> traced_cone(Dir8 d) {
  const int steps = 2 * kReach + 2;
  const std::vector<SquareStep> ccw = trace(d, -1, steps);
  const std::vector<SquareStep> cw = trace(d, 1, steps);
  // The layers run along d for a primary, along the counter-clockwise neighbour for a diagonal
  // (whose counter-clockwise edge advances one layer a step); each layer is filled across.
  const Dir8 layer = is_diagonal(d) ? rotate(d, -1) : d;
  const Dir8 across = is_diagonal(d) ? rotate(d, 1) : rotate(d, 2);
  std::vector<SquareStep> cone_squares;
  for (int k = 1; k <= kReach; ++k) {
    const SquareStep from = ccw[static_cast<std::size_t>(k - 1)];
    EXPECT_EQ(dot(from, layer), k);
    bool found = false;
    SquareStep to{};
    for (SquareStep s : cw) {
      if (dot(s, layer) == k && (!found || dot(s, across) > dot(to, across))) {
        to = s;
        found = true;
      }
    }
    EXPECT_TRUE(found);
    for (SquareStep s = from;; s = s + step_of(across)) {
      cone_squares.push_back(s);
      if (s == to || dot(s, across) > dot(to, across)) break;
    }
  }
  return cone_squares;
}

template <class T>
bool within_reach(T v) {
  return v.dcol >= -kReach && v.dcol <= kReach && v.drow >= -kReach && v.drow <= kReach;
}

TEST(SquareExitConeTest, AgreesWithTheEdgesTracedAsTheRuleBookWordsThem) {
  // reference[x][y]: the cones whose filled trace holds the offset.
  constexpr int kSide = 2 * kReach + 1;
  std::vector<Dir8Set> reference(kSide * kSide);
  const auto at = [&](SquareStep v) -> Dir8Set& {
    return reference[static_cast<std::size_t>((v.dcol + kReach) * kSide + v.drow + kReach)];
  };
  for (Dir8 d : kDir8s) {
    for (SquareStep v : traced_cone(d)) {
      if (within_reach(v)) at(v).insert(d);
    }
  }
  for_each_offset([&](SquareStep v) {
    EXPECT_EQ(at(v).size(), 1) << v.dcol << "," << v.drow;
    EXPECT_EQ(exit_cones(v), at(v)) << v.dcol << "," << v.drow;
  });
}

TEST(SquareExitConeTest, SharedEdgesAddTheNeighboursTracedEdges) {
  constexpr int kSide = 2 * kReach + 1;
  std::vector<Dir8Set> reference(kSide * kSide);
  const auto at = [&](SquareStep v) -> Dir8Set& {
    return reference[static_cast<std::size_t>((v.dcol + kReach) * kSide + v.drow + kReach)];
  };
  for (Dir8 d : kDir8s) {
    for (SquareStep v : traced_cone(d)) {
      if (within_reach(v)) at(v).insert(d);
    }
    // The edge each neighbour traced toward d.
    for (int side : {-1, 1}) {
      for (SquareStep v : trace(rotate(d, side), -side, 2 * kReach + 2)) {
        if (within_reach(v)) at(v).insert(d);
      }
    }
  }
  for_each_offset([&](SquareStep v) {
    EXPECT_EQ(exit_cones(v, ConeEdges::shared), at(v)) << v.dcol << "," << v.drow;
    EXPECT_EQ(exit_cones(v, ConeEdges::shared) & exit_cones(v), exit_cones(v));
  });
}

TEST(SquareExitConeTest, SharedEdgesWorkedByHand) {
  const Square battle{5, 11};
  // 5-10 and 5-9 start both edges of the N cone: next to NE and to NW.
  EXPECT_EQ(names(exit_cones(Square{5, 10} - battle, ConeEdges::shared)), "N NE NW");
  EXPECT_EQ(names(exit_cones(Square{5, 9} - battle, ConeEdges::shared)), "N NE NW");
  // 6-10 starts both edges of the NE cone.
  EXPECT_EQ(names(exit_cones(Square{6, 10} - battle, ConeEdges::shared)), "N NE E");
  // 6-9 is on the NE cone's north edge, 7-6 on the N cone's east edge, 8-10 on the E cone's.
  EXPECT_EQ(names(exit_cones(Square{6, 9} - battle, ConeEdges::shared)), "N NE");
  EXPECT_EQ(names(exit_cones(Square{7, 6} - battle, ConeEdges::shared)), "N NE");
  EXPECT_EQ(names(exit_cones(Square{8, 10} - battle, ConeEdges::shared)), "NE E");
  // Inside a cone, away from its edges, nothing changes.
  EXPECT_EQ(names(exit_cones(Square{5, 6} - battle, ConeEdges::shared)), "N");
  EXPECT_EQ(names(exit_cones(Square{8, 8} - battle, ConeEdges::shared)), "NE");
  EXPECT_EQ(names(exit_cones(Square{10, 11} - battle, ConeEdges::shared)), "E");
}

// The angle test: the cones are the sectors between the rays (±1, ±2) and (±2, ±1); a primary
// cone is open (its bounding rays belong to the diagonals beside it), a diagonal one closed.
// cross(a, b) > 0 when b lies clockwise of a on the map (row numbers grow southward).
int cross(SquareStep a, SquareStep b) {
  return a.dcol * b.drow - a.drow * b.dcol;
}

bool in_sector(Dir8 d, SquareStep v) {
  // Boundary rays clockwise from the one between NW and N; cone i runs from ray i to ray i + 1.
  constexpr std::array<SquareStep, 8> rays = {
      SquareStep{-1, -2}, SquareStep{1, -2}, SquareStep{2, -1}, SquareStep{2, 1},
      SquareStep{1, 2},   SquareStep{-1, 2}, SquareStep{-2, 1}, SquareStep{-2, -1}};
  const auto i = static_cast<std::size_t>(d);
  const SquareStep from = rays[i];
  const SquareStep to = rays[(i + 1) % 8];
  if (is_diagonal(d)) return cross(from, v) >= 0 && cross(v, to) >= 0;
  return cross(from, v) > 0 && cross(v, to) > 0;
}

TEST(SquareExitConeTest, AgreesWithAnAngleTestByIntegerCrossProducts) {
  for_each_offset([](SquareStep v) {
    Dir8Set expected;
    for (Dir8 d : kDir8s) {
      if (in_sector(d, v)) expected.insert(d);
    }
    EXPECT_EQ(exit_cones(v), expected) << v.dcol << "," << v.drow;
  });
  // Farther out too: the sectors hold at any distance.
  for (Square s : random_squares(400)) {
    const SquareStep v = 7 * (s - Square{});
    if (v == SquareStep{}) continue;
    Dir8Set expected;
    for (Dir8 d : kDir8s) {
      if (in_sector(d, v)) expected.insert(d);
    }
    EXPECT_EQ(exit_cones(v), expected) << v.dcol << "," << v.drow;
  }
}

}  // namespace
}  // namespace skedaddle
