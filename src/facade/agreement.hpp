// SPDX-License-Identifier: MIT
// An outcome's request held to what the players agreed before the turn (verify()'s Agreement,
// docs/format.md "Verification"): the seed, the chooser, no dice given by hand, the owner's
// choices.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "io/json_reader.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::detail {

/// A list of choices as written (JSON) and as the scenario's game reads them.
struct ChoiceList {
  io::detail::Json written;          ///< the list as given
  std::vector<ScriptedChoice> read;  ///< each element read as the scenario's "choices" are
};

/// `scenario` with `choices` (a JSON value) as its recorded choices, read by its game as a
/// scenario's "choices" are: errors at "/choices" or "/choices/N" when they are not choices of
/// it, or, for a scenario built in code (no document to read them in), one at "" saying that
/// they cannot be read to `purpose` ("play the replay's choices").
Result<Scenario> with_choices(const Scenario& scenario, const io::detail::Json& choices,
                              std::string_view purpose);

/// The agreed choices, `text` (JSON text of a list written as a scenario's "choices"), read as
/// `scenario`'s: errors at "/choices" (not JSON within `limits`, not a list, a scenario built
/// in code) or "/choices/N".
Result<ChoiceList> read_agreed_choices(const Scenario& scenario, std::string_view text,
                                       const io::Limits& limits);

/// Where the dice of `request` on `scenario` came from.
DiceSource dice_source(const Scenario& scenario, const io::Request& request);

/// Holds `request` to `agreed`, writing into `out` a difference for each part that differs
/// (the seed, the chooser and fallback, dice given, the choices `taken` as the outcome's replay
/// lists them against `agreed_choices`), the parts agreed, and a note for each part agreed that
/// decided nothing here (`refused`: the rules refuse the request, ALL-3). `taken` is nothing
/// when the replay's choices cannot be read: the outcome then differs from its re-adjudication
/// already. `out.dice` is the request's dice source.
void check_agreement(const Agreement& agreed, const std::optional<ChoiceList>& agreed_choices,
                     const io::Request& request, const std::optional<ChoiceList>& taken,
                     bool refused, Verification& out);

}  // namespace skedaddle::detail
