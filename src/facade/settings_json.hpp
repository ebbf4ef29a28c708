// SPDX-License-Identifier: MIT
// The settings of a request as JSON keys, read the same way by the batch's lines and the C
// interface's settings: "chooser" as --chooser takes it, "seed" as --seed, "dice" as --dice.
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

}  // namespace skedaddle::detail
