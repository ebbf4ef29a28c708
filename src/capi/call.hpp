// SPDX-License-Identifier: MIT
// One call of the C interface: its settings document read strictly, and its answer.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "io/json_reader.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::capi {

/// A call's status (skd_status) and its text.
struct Answer {
  int status = 0;    ///< SKD_OK, SKD_INTERNAL, SKD_BAD_INPUT or SKD_REFUSED
  std::string text;  ///< the answer, or {"errors": [...]}
};

/// {"errors":[{"document":DOCUMENT,"pointer":...,"message":...}...]} on one line: `document`
/// says where the pointers point ("scenario", "settings", "verb").
std::string errors_json(std::string_view document, const Errors& errors);

/// The settings of one call, read with the strict reader so that every problem has its pointer.
class Call {
 public:
  Call() : reader(io::Limits{}) {}
  /// Parses `text` ("" for none) as an object with only `keys`; the bad-input answer when it
  /// is not one.
  std::optional<Answer> read(std::string_view text, std::span<const std::string_view> keys);
  /// The settings object.
  io::detail::Node root() const { return {document_, ""}; }
  /// The answer listing the settings' errors found so far.
  Answer bad_settings();
  /// "form": "text" (the default) or "json".
  Form form();
  /// "chooser" and "seed", as `resolve` takes them.
  ResolveSettings resolve_settings();
  /// "chooser" and "max_resolves", as `odds` takes them.
  OddsSettings odds_settings();

  io::detail::Reader reader;  ///< reads the settings, collecting their errors

 private:
  io::detail::Json document_ = io::detail::Json::object();
};

}  // namespace skedaddle::capi
