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

/// The line of the summary that says who decides what: "owner decides flags to ignore at G5, 3
/// choices, each with the chance that Munro stays on the battlefield".
std::string options_summary_header(const OptionsSummary& summary);

/// What the summary's line says of `choice` after its label, in the same words without the
/// columns' padding: its ways, its chance, its best and worst end, its detail ("2 ways  72.1%
/// every way: no loss on the retreat, 5 hexes from the enemy; retreat 1 hex"); "" when it says
/// nothing more.
std::string choice_figures_text(const OptionsSummary& summary, const ChoiceSummary& choice);

/// A choice's chance as the summary prints it: "42.1%", or "40.2-45.0%" when the bound left it
/// a range.
std::string chance_text(const ChoiceChance& chance);

}  // namespace skedaddle::io
