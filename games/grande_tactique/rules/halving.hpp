// SPDX-License-Identifier: MIT
// Private to the Grande Tactique engine: the bisection that narrows a least clear turn down to
// its boundary (GT-4 c, flight.cpp's step()), and the same double found with fewer probes.
#pragma once

#include <functional>

namespace skedaddle::grande_tactique::detail {

/// The plain bisection of (lo, hi]: while hi - lo > precision, the midpoint 0.5 (lo + hi) is
/// probed and becomes lo when `blocked`, hi when not; returns the last hi. The reference for
/// halved_to_clear().
double halved_to_clear_plain(double lo, double hi, double precision,
                             const std::function<bool(double)>& blocked);

/// The same double as halved_to_clear_plain() when `blocked` is monotone over its probes (true
/// up to some value, false above it), with fewer probes where the boundary lies near `lo`.
double halved_to_clear(double lo, double hi, double precision,
                       const std::function<bool(double)>& blocked);

}  // namespace skedaddle::grande_tactique::detail
