// SPDX-License-Identifier: MIT
// The options summary as text, written the same way for every game.
#pragma once

#include <string>

#include "skedaddle/choice/options_summary.hpp"

namespace skedaddle::io {

/// The summary as text, a few lines read at a glance: the request, who decides what, one line
/// per choice with its ways, best and worst end, the rejected choices with their rulings, then
/// the notes.
std::string options_summary_text(const OptionsSummary& summary);

/// A choice's chance as the summary prints it: "42.1%", or "40.2-45.0%" when the bound left it
/// a range.
std::string chance_text(const ChoiceChance& chance);

}  // namespace skedaddle::io
