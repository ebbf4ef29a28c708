// SPDX-License-Identifier: MIT
// Bad input is reported as values: where it is (a JSON pointer) and what was expected; doubtful
// input likewise, as warnings.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "skedaddle/core/assert.hpp"

namespace skedaddle {

/// One problem with the input: `pointer` is an RFC 6901 JSON pointer ("" = the whole document).
struct Error {
  std::string pointer;  ///< where the problem is
  std::string message;  ///< what is wrong and what was expected
  /// Same place, same message.
  friend bool operator==(const Error&, const Error&) = default;
};

/// Every problem found in one input, in document order.
using Errors = std::vector<Error>;

/// Something in a valid input that is probably not what its author meant (it changes nothing):
/// `pointer` is an RFC 6901 JSON pointer to the part in doubt, `message` says why and what to
/// check. Every surface (CLI, bindings) shows the same list.
struct Warning {
  std::string pointer;  ///< the part in doubt
  std::string message;  ///< why it is in doubt and what to check
  /// Same place, same message.
  friend bool operator==(const Warning&, const Warning&) = default;
};

/// Every warning about one input, in document order.
using Warnings = std::vector<Warning>;

/// A value or the errors that prevented it (std::expected is not in C++20).
template <class T>
class Result {
 public:
  /// Success.
  Result(T value) : state_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// Failure; `errors` must not be empty.
  Result(Errors errors) : state_(std::move(errors)) {  // NOLINT(google-explicit-constructor)
    SKD_ASSERT(!std::get<Errors>(state_).empty(), "a failed Result needs at least one error");
  }

  /// True when a value is held.
  bool ok() const { return std::holds_alternative<T>(state_); }
  /// The value; only when ok().
  const T& value() const& {
    SKD_ASSERT(ok(), "value() of a failed Result");
    return std::get<T>(state_);
  }
  /// The value, moved out; only when ok().
  T&& value() && {
    SKD_ASSERT(ok(), "value() of a failed Result");
    return std::get<T>(std::move(state_));
  }
  /// The errors; only when !ok().
  const Errors& errors() const {
    SKD_ASSERT(!ok(), "errors() of a successful Result");
    return std::get<Errors>(state_);
  }

 private:
  std::variant<T, Errors> state_;
};

}  // namespace skedaddle
