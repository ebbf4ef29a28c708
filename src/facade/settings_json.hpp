// SPDX-License-Identifier: MIT
// The settings of a request as JSON keys, read the same way by the batch's lines and the C
// interface's settings: "chooser" as --chooser takes it, "seed" as --seed, "dice" as --dice;
// and what the players agreed, as `verify --chooser --seed --no-dice --choices` takes it.
#pragma once

#include <optional>

#include "io/json_reader.hpp"
#include "skedaddle/choice/named_chooser.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::detail {

/// `object`'s "chooser", when given and well formed; an error in `reader` otherwise.
std::optional<NamedChooser> read_chooser(io::detail::Reader& reader,
                                         const io::detail::Node& object);

/// `object`'s "chooser", "seed" and "dice" (faces from 1 to 99, as `resolve --dice`), each
/// when given; every malformed one an error in `reader`.
ResolveSettings read_resolve_settings(io::detail::Reader& reader, const io::detail::Node& object);

/// What `object` says the players agreed before the turn: "chooser" (any a request may record,
/// "callback" too), "seed", "no_dice" and "choices" (a list as a scenario's "choices"), each
/// when given; every malformed one an error in `reader`.
Agreement read_agreement(io::detail::Reader& reader, const io::detail::Node& object);

}  // namespace skedaddle::detail
