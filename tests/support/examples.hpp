// SPDX-License-Identifier: MIT
// The corpus's examples loaded through the facade, for the tests of the facade and of verify.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::test {

/// An example whose request the rules refuse (a cavalry retreat of a stack with infantry).
inline constexpr const char* kGcacwRefusedExample =
    "gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json";

/// The example at `example` (relative to games/) through Scenario::load; a test failure naming
/// its errors when it does not load.
inline Scenario load_example(const std::string& example) {
  Result<Scenario> loaded = Scenario::load((corpus::games_dir() / example).string());
  if (!loaded.ok()) ADD_FAILURE() << example << ": " << corpus::describe(loaded.errors());
  return std::move(loaded).value();
}

}  // namespace skedaddle::test
