// SPDX-License-Identifier: MIT
// A request the rules forbid (ALL-3): neither bad input (Errors) nor a game result (an Outcome).
#pragma once

#include <string>

namespace skedaddle {

/// A well-formed request that the rules forbid: refused with the ruling that forbids it, why,
/// and the JSON pointer of the request's value at fault. Nothing about the position changes.
struct Refusal {
  std::string rule;     ///< the ruling's id, e.g. "JR-11"
  std::string reason;   ///< why the rules forbid it, in words
  std::string pointer;  ///< RFC 6901 pointer of the refused value, e.g. "/request/kind"
  /// Same rule, reason and pointer.
  friend bool operator==(const Refusal&, const Refusal&) = default;
};

}  // namespace skedaddle
