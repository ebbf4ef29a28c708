// SPDX-License-Identifier: MIT
// Every picture `render` draws of a scenario, checked for words that cannot be read
// (svg_layout.hpp): as `render` draws it (the options and the resolved outcome), as
// `render --odds` draws it (the same with the odds) and the odds alone; a refused request
// (ALL-3) only the position. Shared by the examples' test (conformance/readable_picture_test.cpp)
// and the random boards' (games/<game>/tests/random_picture_test.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// One picture of a scenario and what is wrong with it.
struct PictureCheck {
  std::string picture;  ///< "render", "render --odds", "the odds alone", "the position"
  std::string error;    ///< a failed resolve, odds or render, or malformed XML
  std::vector<std::string> problems;  ///< text_problems() of the picture
};

/// Draws every picture of `scenario` (resolved with the best chooser, or its recorded choices,
/// and its seed; the odds enumerated with at most `max_resolves` runs) and checks each.
std::vector<PictureCheck> check_pictures(const io::LoadedScenario& scenario,
                                         std::uint64_t max_resolves = 1'000'000);

/// The checks' errors and problems, one line each ("render --odds: ..."); "" when all are clean.
std::string picture_report(const std::vector<PictureCheck>& checks);

}  // namespace skedaddle::test
