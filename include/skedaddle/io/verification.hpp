// SPDX-License-Identifier: MIT
// What an outcome carries so that anyone can check it (docs/format.md, "Verification"): the
// engine version, the formats, the request it answers and a SHA-256 hash of the canonical form
// (RFC 8785) of the scenario and that request. No JSON library in this header.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {

/// The engine's version, the CMake project version ("0.1.0"): outcomes write it.
std::string_view engine_version();

/// What an outcome answers: the scenario resolved choosing by `chooser` (then `fallback`), the
/// dice seeded by `seed`, or `dice` in place of the scenario's dice when given (resolve --dice).
/// Written in the outcome as "request" (docs/format.md, "Verification").
struct Request {
  ChooserKind chooser = ChooserKind::best;  ///< who chose: script, first, random, best, callback
  std::optional<ChooserKind> fallback{};    ///< who chose once the chooser had no answer
  std::uint64_t seed = 0;                   ///< the seed used (ALL-2)
  std::optional<std::vector<int>> dice{};   ///< faces in place of the scenario's dice
};

/// `request` as an outcome's verification writes it ("request"), on one line.
std::string request_json(const Request& request);

/// The verification hash of an outcome of `request` on `scenario`: the SHA-256, in lowercase
/// hex, of the UTF-8 bytes of the canonical form (RFC 8785) of {"request": REQUEST, "scenario":
/// SCENARIO}, SCENARIO being the scenario document as read; nothing for a scenario built in
/// code, which has no document.
std::optional<std::string> verification_hash(const LoadedScenario& scenario,
                                             const Request& request);

/// `outcome_json` (an outcome document as a game's outcome_json or refusal_json writes it, laid
/// out as `layout`) with its last member "verification": engine, scenario format, request and
/// hash, laid out the same way.
std::string with_verification(std::string_view outcome_json, const LoadedScenario& scenario,
                              const Request& request, JsonLayout layout = JsonLayout::indented);

}  // namespace skedaddle::io
