// SPDX-License-Identifier: MIT
#include "support/random_boards.hpp"

#include <gtest/gtest.h>

#include "skedaddle/dice/dice.hpp"

namespace skedaddle::test {
namespace {

/// The failures of one property: how many boards failed, and the first one's report.
struct Failures {
  int count = 0;
  std::string first;

  void add(const std::string& board, const std::string& what) {
    if (what.empty()) return;
    if (count++ == 0) first = board + ": " + what;
  }
};

}  // namespace

std::uint64_t below(std::mt19937_64& rng, std::uint64_t n) {
  return uniform_below(rng, n);
}

bool chance(std::mt19937_64& rng, int percent) {
  return static_cast<int>(below(rng, 100)) < percent;
}

int between(std::mt19937_64& rng, int lo, int hi) {
  return lo + static_cast<int>(below(rng, static_cast<std::uint64_t>(hi - lo + 1)));
}

void for_random_boards(std::uint64_t seed, int count,
                       const std::function<std::string(std::mt19937_64& rng, int board)>& check) {
  std::mt19937_64 rng(seed);
  Failures failures;
  for (int board = 0; board < count; ++board) {
    const std::string name = "board #" + std::to_string(board);
    SCOPED_TRACE(name);
    failures.add(name, check(rng, board));
  }
  EXPECT_EQ(failures.count, 0) << "the first of them, " << failures.first;
}

void for_board_seeds(std::uint64_t first, std::uint64_t last,
                     const std::function<std::string(std::uint64_t seed)>& check) {
  Failures failures;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const std::string name = "seed " + std::to_string(seed);
    SCOPED_TRACE(name);
    failures.add(name, check(seed));
  }
  EXPECT_EQ(failures.count, 0) << "the first of them, " << failures.first;
}

}  // namespace skedaddle::test
