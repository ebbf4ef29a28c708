// SPDX-License-Identifier: MIT
// Scenarios with very many units, for the tests of io::Limits::units: written as text, since a
// document of a hundred thousand units built as a Json is slow in a Debug build.
#pragma once

#include <cstddef>
#include <string>

#include "support/json_doc.hpp"

namespace skedaddle::test {

/// The text of `doc` with its "units" replaced by `count` copies of its first unit, the i-th
/// with the id "u<i>".
std::string with_many_units(const Json& doc, std::size_t count);

/// Expects the game's limit on units to hold for the valid scenario `doc` of a few units: it
/// loads under a limit of exactly its number of units, and one unit over the limit is the single
/// error at /units; 100,000 units under the default limit are that single error too, found
/// before any unit is read (well under the time reading them would take).
void expect_units_limit_enforced(const Json& doc);

}  // namespace skedaddle::test
