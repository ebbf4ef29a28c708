// SPDX-License-Identifier: MIT
// What the scenario loader reports for a document: its errors, printed the way the tests write
// them, and EXPECT_ERRORS to compare them with a list written in the test.
#pragma once

#include <string>
#include <string_view>

#include "skedaddle/core/error.hpp"
#include "support/json_doc.hpp"

namespace skedaddle::test {

/// The errors of loading the scenario text `text` (none when it loads).
Errors errors_of_text(std::string_view text);

/// The errors of loading the scenario `doc` (none when it loads).
Errors errors_of(const Json& doc);

/// The errors one a line, as the tests write them: `{"pointer", "message"}`.
std::string show(const Errors& errors);

}  // namespace skedaddle::test

/// Expects the errors `actual` to be exactly the list that follows, printing them when not.
#define EXPECT_ERRORS(actual, ...)                                       \
  do {                                                                   \
    const ::skedaddle::Errors got_ = (actual);                           \
    const ::skedaddle::Errors want_ = __VA_ARGS__;                       \
    EXPECT_EQ(got_, want_) << "got:\n" << ::skedaddle::test::show(got_); \
  } while (false)
