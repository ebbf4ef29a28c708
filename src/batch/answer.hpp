// SPDX-License-Identifier: MIT
// Private to the batch: one line's answer, and the answer line that says it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "skedaddle/core/error.hpp"

namespace skedaddle::batch {

/// Where an error's pointer points: into this line (the default), into a scenario file, or into
/// the "scenario" of an earlier line that a "scenario_ref" names.
struct Located {
  std::string pointer;   ///< RFC 6901, within the line, the file or the earlier line
  std::string message;   ///< what is wrong and what was expected
  std::string file{};    ///< the scenario file the pointer is in, else empty
  std::size_t line = 0;  ///< the earlier line the pointer is in, else 0
};

/// What became of one request.
enum class Status {
  ok,        ///< answered: the verb's document
  refused,   ///< answered: the rules forbid the request (ALL-3), the refused document
  error,     ///< not answered: bad input, with its errors
  internal,  ///< not answered: a bug (an exception), never the input's fault
};

/// One line's answer.
struct Answer {
  Status status = Status::ok;
  std::string document{};         ///< the verb's document on one line (ok, refused)
  std::vector<Located> errors{};  ///< why it was not answered (error, internal)
};

/// An error answer with these errors.
Answer error_answer(std::vector<Located> errors);

/// The answer line: {"line":N,"id":...,"verb":...,"status":...,"answer"|"errors":...} and '\n'.
/// `id` is the line's "id" as JSON text (a string), `verb` its verb, when they could be read.
std::string answer_line(std::size_t line, const std::optional<std::string>& id,
                        const std::optional<std::string>& verb, const Answer& answer);

/// The status as the answer line writes it: "ok", "refused", "error", "internal".
const char* status_name(Status status);

}  // namespace skedaddle::batch
