// SPDX-License-Identifier: MIT
// How many inputs of a fuzzing run reached each stage of the pipeline, printed when the run
// ends, so that a harness whose inputs stop at the loader shows it.
#pragma once

#include "fuzz/pipeline.hpp"

namespace skedaddle::fuzz {

/// Counts one input's reach; the first call arranges for the totals to be printed on stderr
/// at exit ("reach: 1234 inputs: 5% rejected, ...").
void count_reach(Reach reach);

}  // namespace skedaddle::fuzz
