// SPDX-License-Identifier: MIT
// The bisection of a least clear turn (GT-4 c; halving.hpp): halved_to_clear() finds the plain
// bisection's double bit for bit, by hand-worked cases, over random ranges and boundaries, and on
// random tables through the engine (where a Debug check compares it with the plain loop).
#include "grande_tactique/rules/halving.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

#include "grande_tactique/tests/builder.hpp"
#include "grande_tactique/tests/random_table.hpp"
#include "skedaddle/core/assert.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

/// A monotone predicate: blocked up to `boundary`, clear above; counts its probes.
struct BlockedUpTo {
  double boundary = 0.0;
  int probes = 0;
  bool operator()(double t) {
    ++probes;
    return t <= boundary;
  }
};

/// What a bisection returned and how many probes it made.
struct Halved {
  double turn = 0.0;
  int probes = 0;
};

Halved plain_halving(double lo, double hi, double precision, double boundary) {
  BlockedUpTo p{.boundary = boundary};
  const double turn = halved_to_clear_plain(lo, hi, precision, [&](double t) { return p(t); });
  return {turn, p.probes};
}

Halved short_halving(double lo, double hi, double precision, double boundary) {
  BlockedUpTo p{.boundary = boundary};
  const double turn = halved_to_clear(lo, hi, precision, [&](double t) { return p(t); });
  return {turn, p.probes};
}

TEST(GtHalving, HandWorkedCases) {
  // (0, 1] to a sixteenth, blocked up to 0.2: the plain loop probes 0.5 (clear), 0.25 (clear),
  // 0.125 (blocked), 0.1875 (blocked) and stops with hi 0.25.
  EXPECT_EQ(plain_halving(0.0, 1.0, 1.0 / 16, 0.2).turn, 0.25);
  EXPECT_EQ(plain_halving(0.0, 1.0, 1.0 / 16, 0.2).probes, 4);
  // The clear run 1, 0.5, 0.25, 0.125, 0.0625: a binary search over its indices 1..4 probes
  // 0.125 (blocked), then 0.25 (clear); the plain loop goes on from (0.125, 0.25]: 0.1875.
  EXPECT_EQ(short_halving(0.0, 1.0, 1.0 / 16, 0.2).turn, 0.25);
  EXPECT_EQ(short_halving(0.0, 1.0, 1.0 / 16, 0.2).probes, 3);
  // Every probe clear (blocked up to 0.01): the run's last value, 0.0625; the search probes
  // 0.125, 0.0625 and the plain loop 0.5, 0.25, 0.125, 0.0625.
  EXPECT_EQ(short_halving(0.0, 1.0, 1.0 / 16, 0.01).turn, 0.0625);
  EXPECT_EQ(short_halving(0.0, 1.0, 1.0 / 16, 0.01).probes, 2);
  EXPECT_EQ(plain_halving(0.0, 1.0, 1.0 / 16, 0.01).probes, 4);
  // Every probe blocked (blocked up to 1): the search probes 0.125, 0.25, 0.5; the loop goes on
  // from (0.5, 1]: 0.75, 0.875, 0.9375 blocked, hi stays 1.
  EXPECT_EQ(short_halving(0.0, 1.0, 1.0 / 16, 1.0).turn, 1.0);
  EXPECT_EQ(short_halving(0.0, 1.0, 1.0 / 16, 1.0).probes, 6);
  EXPECT_EQ(plain_halving(0.0, 1.0, 1.0 / 16, 1.0).probes, 4);
  // A range already within the precision: no probe, hi.
  EXPECT_EQ(short_halving(2.0, 2.05, 0.1, 3.0).turn, 2.05);
  EXPECT_EQ(short_halving(2.0, 2.05, 0.1, 3.0).probes, 0);
}

TEST(GtHalving, RandomRangesAndBoundariesGiveThePlainDoubleBitForBit) {
  constexpr double kPrecision = 1e-10;  // flight.cpp's kTurnPrecision
  int plain_probes = 0;
  int short_probes = 0;
  for (std::uint64_t seed = 1; seed <= 20000; ++seed) {
    test::GtRng rng(seed);
    const double lo = rng.chance(0.2) ? 0.0 : rng.real(0.0, 179.0);
    const double hi = lo + (rng.chance(0.5) ? rng.real(0.0, 180.0 - lo) : rng.real(0.0, 1e-6));
    // Near lo as after a blocked event (2^-k of the range, k up to 45), anywhere, exactly on a
    // probe of the clear run, below lo (all clear), at or beyond hi (all blocked).
    double boundary = 0.0;
    switch (rng.integer(0, 4)) {
      case 0:
        boundary = lo + (hi - lo) * std::ldexp(rng.real(0.5, 1.0), -rng.integer(0, 45));
        break;
      case 1:
        boundary = rng.real(lo, hi);
        break;
      case 2: {
        double h = hi;
        for (int k = rng.integer(1, 40); k > 0 && h - lo > kPrecision; --k)
          h = 0.5 * (lo + h);
        boundary = h;
        break;
      }
      case 3:
        boundary = lo - 1.0;
        break;
      default:
        boundary = rng.chance(0.5) ? hi : hi + 1.0;
        break;
    }
    const Halved plain = plain_halving(lo, hi, kPrecision, boundary);
    const Halved fast = short_halving(lo, hi, kPrecision, boundary);
    ASSERT_EQ(std::bit_cast<std::uint64_t>(fast.turn), std::bit_cast<std::uint64_t>(plain.turn))
        << "seed " << seed << ": lo " << lo << ", hi " << hi << ", boundary " << boundary;
    plain_probes += plain.probes;
    short_probes += fast.probes;
  }
  // Fewer probes over all (most boundaries here are not near lo, where it saves the most).
  EXPECT_LT(short_probes, plain_probes);
}

TEST(GtHalving, ABoundaryNearLoTakesFewerProbes) {
  // The engine's case: a range of a few degrees whose boundary lies 2^-27 of it above lo.
  const double lo = 12.5;
  const double hi = 16.25;
  const double boundary = lo + std::ldexp(hi - lo, -27) * 1.3;
  const Halved plain = plain_halving(lo, hi, 1e-10, boundary);
  const Halved fast = short_halving(lo, hi, 1e-10, boundary);
  EXPECT_EQ(fast.turn, plain.turn);
  // 36 halvings from 3.75 to 1e-10: 26 clear, the 27th blocked, then 9 more. The search over
  // the indices 1..36 probes 19 (clear), 28 (blocked), 24, 26 (clear), 27 (blocked): 5.
  EXPECT_EQ(plain.probes, 36);
  EXPECT_EQ(fast.probes, 5 + 9);
}

struct GtHalvingMismatch {
  std::string message;
};

void throw_gt_halving_mismatch(const char* condition, const char* message, const char*, int) {
  throw GtHalvingMismatch{std::string(condition) + ": " + message};
}

TEST(GtHalving, TheEngineFindsThePlainTurnOnRandomTables) {
#ifdef NDEBUG
  GTEST_SKIP() << "the engine compares the two bisections in Debug builds only";
#endif
  // flight.cpp's step() checks halved_to_clear() against the plain loop (SKD_ASSERT): on these
  // random tables, crowded with enemies so that most flights turn, a mismatch throws here.
  const AssertHandler previous = set_assert_handler(&throw_gt_halving_mismatch);
  int turned = 0;
  const int tables = test::scaled(300);
  for (int seed = 1; seed <= tables; ++seed) {
    test::GtRandomTable t = test::gt_random_table(static_cast<std::uint64_t>(seed));
    test::GtRng rng(static_cast<std::uint64_t>(seed) * 104729);
    const Vec2 at = t.s.units[index_of(t.a)].base.centre;
    for (int placed = 0, tries = 0; placed < 14 && tries < 300; ++tries) {
      const Vec2 direction = bearing_vector(rng.real(0.0, 360.0));
      const Vec2 p = at + rng.real(2.5, 12.0) * direction;
      const Box box{p, bearing_vector(rng.real(0.0, 360.0)), 2.5, 1.0};
      if (!test::gt_free_spot(t.s, box) || distance(box, t.s.units[index_of(t.a)].base) < 1.5)
        continue;
      test::gt_unit(t.s, "H" + std::to_string(placed), Arm::infantry, Side::second, p,
                    bearing_of(box.facing));
      ++placed;
    }
    Dice dice = Dice::seeded(static_cast<std::uint64_t>(seed));
    try {
      const Result<Outcome> r = resolve(t.s, dice);
      ASSERT_TRUE(r.ok()) << "seed " << seed << ": " << test::gt_errors(r);
      const std::optional<FlightTried> taken = test::gt_taken(r.value(), t.a);
      if (taken && taken->way == "turned") ++turned;
    } catch (const GtHalvingMismatch& e) {
      ADD_FAILURE() << "seed " << seed << ": " << e.message;
    }
  }
  set_assert_handler(previous);
  EXPECT_GE(turned, tables / 10) << "too few turned flights to compare";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
