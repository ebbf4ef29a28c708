// SPDX-License-Identifier: MIT
// The names GoogleTest gives the tests of the corpus, one per scenario.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "conformance/corpus.hpp"

namespace skedaddle::corpus {

/// param_name of a test's scenario, for INSTANTIATE_TEST_SUITE_P.
inline std::string test_name(const testing::TestParamInfo<std::string>& info) {
  return param_name(info.param);
}

}  // namespace skedaddle::corpus
