// SPDX-License-Identifier: MIT
// Every picture `render` draws of a scenario, checked for words that cannot be read
// (svg_layout.hpp): as `render` draws it (the options and the resolved outcome), as
// `render --odds` draws it (the same with the odds) and the odds alone; a refused request
// (ALL-3) only the position. Shared by the examples' test (conformance/readable_picture_test.cpp)
// and the random boards' (games/<game>/tests/random_picture_test.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
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

/// The boards of a random-picture test still unreadable, by seed, with their first problem.
using NotYetReadable = std::map<std::uint64_t, std::string_view>;

/// What the pictures of the random board drawn from `seed` fail on, "" when they pass: their
/// problems after `rebuild()` (how to draw the board again); for a board listed in
/// `not_yet_readable` (named `list`), a failure only once it has become readable, so that the
/// list may only shrink. `scenario` must pass its ruleset's check.
std::string random_board_failure(const io::LoadedScenario& scenario, std::uint64_t seed,
                                 const NotYetReadable& not_yet_readable, std::string_view list,
                                 const std::function<std::string()>& rebuild);

}  // namespace skedaddle::test
