// SPDX-License-Identifier: MIT
// The random-board and statistical tests run lighter in CI's sanitizer stage: the sanitizers
// look for memory errors, undefined behaviour and races, which a fifth of the random boards
// finds as well as all of them, at several times the cost of each board. The dev build runs
// them all.
#pragma once

#include <cstddef>

namespace skedaddle::test {

/// True when the environment variable SKEDADDLE_LIGHT_TESTS is set and not "0" (.ci/run sets it
/// for the sanitizer builds' tests).
bool light_tests();

/// `n` (a number of random boards, seeds or samples, or a count the test expects to see among
/// them), or a fifth of it, at least 1, with light_tests().
int scaled(int n);

/// True for the `index`-th of a list of cases (examples, say) when it is checked: every one, or
/// every fifth (0, 5, 10, ...) with light_tests(). For tests that run the CLI once a case, whose
/// processes the sanitizers make slow.
bool checked_in_light(std::size_t index);

}  // namespace skedaddle::test
