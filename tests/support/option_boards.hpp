// SPDX-License-Identifier: MIT
// The boards whose option trees are the largest the games make, for the size bounds of the
// tests and the benchmarks of `options --json` (games/gcacw/bench/options_json_bench.cpp and
// games/jacobite/bench/options_json_bench.cpp).
#pragma once

#include <string>

namespace skedaddle::test {

/// A GCACW scenario whose retreat tree has thousands of paths: a stack of one
/// infantry of that manpower in the middle of a 15 x 15 board whose every other hex holds an
/// enemy infantry of manpower 1, so that every path wanders through enemy hexes until the stack
/// dies (manpower 16: 15,469 nodes, 11,946 paths; 20: 67,351 nodes, 51,882 paths).
std::string gcacw_wandering_board(int manpower);

/// The same stack on a `size` x `size` board, standing in column and row `middle`: the largest
/// tree found under the engine's bound (kMaxTreeNodes) is manpower 27 on an 11 x 11 board in
/// 0505 (903,641 nodes; every step costs 3, so 25 to 27 go 9 hexes, and on the 15 x 15 board
/// they outgrow the bound).
std::string gcacw_wandering_board(int manpower, int size, int middle);

/// A Jacobite Rising scenario whose retreats have 2^15 paths each: a government regular with
/// an attached leader and two supporting units on the bottom row of a 26 x 16 board, 20 flags
/// against it, so it retreats 15 hexes up an empty board with 0, 1 or 2 flags ignored.
std::string jacobite_long_retreat_board();

}  // namespace skedaddle::test
