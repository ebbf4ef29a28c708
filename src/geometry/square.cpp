// SPDX-License-Identifier: MIT
// The squares of an exit cone on a grid.
#include "skedaddle/geometry/square.hpp"

namespace skedaddle {

std::vector<Square> exit_cone_squares(const SquareGrid& grid, Square battle, Dir8 d,
                                      ConeEdges edges) {
  std::vector<Square> squares;
  for (int i = 0; i < grid.size(); ++i) {
    const Square s = grid.square_at(i);
    if (in_exit_cone(battle, s, d, edges)) squares.push_back(s);
  }
  return squares;
}

}  // namespace skedaddle
