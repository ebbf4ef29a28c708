// SPDX-License-Identifier: MIT
// The bisection of a least clear turn (halving.hpp). While every probe of the plain bisection is
// clear, hi only halves toward lo: a sequence computed here exactly as the loop computes it. Its
// first blocked probe is found by a binary search over the sequence's indices (a handful of
// probes where the loop makes one per index, most of them clear when the boundary lies near lo,
// as it does after a blocked event turn), and the plain loop goes on from there: the same double.
#include "grande_tactique/rules/halving.hpp"

#include <array>
#include <cstddef>

namespace skedaddle::grande_tactique::detail {

double halved_to_clear_plain(double lo, double hi, double precision,
                             const std::function<bool(double)>& blocked) {
  while (hi - lo > precision) {
    const double mid = 0.5 * (lo + hi);
    (blocked(mid) ? lo : hi) = mid;
  }
  return hi;
}

double halved_to_clear(double lo, double hi, double precision,
                       const std::function<bool(double)>& blocked) {
  // his[i]: hi after i clear probes (his[0] the given hi); the loop probes his[1], his[2], ...
  // up to his[count - 1], the first whose distance to lo is within the precision.
  constexpr std::size_t kCapacity = 128;  // 180 degrees down to 1e-10 takes 41 halvings
  std::array<double, kCapacity> his{};
  std::size_t count = 0;
  double h = hi;
  his[count++] = h;
  while (h - lo > precision && count < kCapacity) {
    h = 0.5 * (lo + h);
    his[count++] = h;
  }
  if (h - lo > precision) return halved_to_clear_plain(lo, hi, precision, blocked);  // wider
  // The least index in [1, count) whose probe is blocked, count when none is.
  std::size_t first = 1;
  std::size_t past = count;
  while (first < past) {
    const std::size_t mid = first + (past - first) / 2;
    if (blocked(his[mid])) {
      past = mid;
    } else {
      first = mid + 1;
    }
  }
  if (first == count) return his[count - 1];
  // The loop's state after that probe: lo is the blocked probe, hi the clear one before it.
  return halved_to_clear_plain(his[first], his[first - 1], precision, blocked);
}

}  // namespace skedaddle::grande_tactique::detail
