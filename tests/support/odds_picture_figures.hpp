// SPDX-License-Identifier: MIT
// The figures `render --odds` prints (each shaded place's tooltip, the labels on the map, the
// darkness of each mark and the lines of the odds panel) read back from the picture and
// compared with the same figures summed afresh, as exact fractions, from the odds table's
// outcomes: the picture sums the outcomes' chances as doubles (svg::detail::odds_map), so this
// reference owes it nothing but the table.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::test {

/// Whether `printed` ("42.1%", "<0.1%", ">99.9%", "100%", "0.0%") is the exact chance
/// `fraction` ("91/216", "1", "0") in percent to one decimal; at an exact tie between two
/// tenths either is accepted, the rounding of a tie being a convention.
bool percent_fits(std::string_view printed, std::string_view fraction);

/// What differs between the odds figures of `svg` (the picture of `scenario` drawn with
/// `odds`) and those summed from `odds.outcomes` as exact fractions, one line each; "" when
/// nothing does.
std::string odds_picture_figure_differences(const io::LoadedScenario& scenario,
                                            const OddsTable& odds, std::string_view svg);

/// The same for the picture `render --odds` draws of `scenario` under `settings` (cropped);
/// none when the scenario does not pass its checks, the rules refuse the request or the odds
/// cannot be taken (then there is no picture of odds).
std::optional<std::string> odds_picture_differences(const io::LoadedScenario& scenario,
                                                    const OddsSettings& settings);

}  // namespace skedaddle::test
