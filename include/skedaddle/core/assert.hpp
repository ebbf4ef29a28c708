// SPDX-License-Identifier: MIT
// Project assert: contract violations and internal bugs (never bad input, which is an Error).
#pragma once

namespace skedaddle {

/// Signature of the function called when an assertion fails.
using AssertHandler = void (*)(const char* condition, const char* message, const char* file,
                               int line);

/// Replaces the assert handler (the default prints to stderr and aborts); returns the old one.
AssertHandler set_assert_handler(AssertHandler handler);

namespace detail {
[[noreturn]] void assert_failed(const char* condition, const char* message, const char* file,
                                int line);
}  // namespace detail

}  // namespace skedaddle

#if !defined(NDEBUG) || defined(SKEDADDLE_ENABLE_ASSERT)
/// Checks an invariant in Debug and test builds; the message says what broke.
#define SKD_ASSERT(condition, message) \
  ((condition) ? static_cast<void>(0)  \
               : ::skedaddle::detail::assert_failed(#condition, message, __FILE__, __LINE__))
#else
#define SKD_ASSERT(condition, message) static_cast<void>(0)
#endif
