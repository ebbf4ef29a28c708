// SPDX-License-Identifier: MIT
// Text in the order a reader expects of labels with numbers in them: "unit 2" before "unit 10",
// "retreats 2 hexes" before "retreats 10 hexes", where comparing characters puts "1" first.
#pragma once

#include <compare>
#include <string_view>

namespace skedaddle::detail {

/// `a` against `b` with each run of digits compared as the number it writes, the rest
/// character by character; texts that read alike so ("02", "2") by their characters, so that
/// only equal texts are equivalent.
std::strong_ordering natural_compare(std::string_view a, std::string_view b);

}  // namespace skedaddle::detail
