// SPDX-License-Identifier: MIT
// Everything the command-line tool writes: standard output checked (a full disk or a closed pipe
// is an error, not a silent success), standard error best-effort, and `-o` files written through
// a temporary beside the target and renamed over it only when the target is a regular file.
#pragma once

#include <string>
#include <string_view>

#include "skedaddle/io/json_lines.hpp"

namespace skedaddle::cli {

/// Writes `text` on standard output and flushes it; a failure is remembered for
/// `finish_stdout` (the first one's errno).
void print_out(std::string_view text);

/// Writes `text` on standard output without flushing it (stdio buffers it; finish_stdout
/// flushes), for many short lines; a failure is remembered as for print_out.
void write_out(std::string_view text);

/// True once a write on standard output has failed (safe to ask from any thread).
bool stdout_failed();

/// Writes `text` on standard error, best-effort: nothing is left to report a failure on.
void print_err(std::string_view text);

/// Flushes and closes standard output; when it or an earlier `print_out` failed, prints
/// "skedaddle: cannot write standard output: REASON" and turns a `status` of success or refusal
/// into kExitOutput (bad input and internal errors keep theirs).
int finish_stdout(int status);

/// The `-o` value meaning standard output, and the scenario argument meaning standard input.
inline constexpr std::string_view kStdoutName = "-";
inline constexpr std::string_view kStdinArg = "-";
/// Standard input as messages name it ("<stdin>: /units/0/hex: ...").
inline constexpr std::string_view kStdinShown = "<stdin>";

/// How messages name a scenario argument: "<stdin>" for "-", else the argument itself.
std::string shown_input(const std::string& file);

/// Prints JSON documents on standard output each on one line (JSON Lines), when a call answers
/// for several scenarios; else as made.
void set_json_lines(bool on);

/// Prints a JSON document given piece by piece on standard output: as it is, or on one line
/// (whitespace between tokens dropped) when `set_json_lines` is on.
class JsonPrinter {
 public:
  /// Prints the next piece of the document.
  void print(std::string_view piece);
  /// Ends the document: its line, in JSON Lines.
  void finish();

 private:
  io::JsonSqueezer squeezer_;  ///< on one line when set_json_lines is on
};

/// Writes a whole JSON document on standard output, as JsonPrinter does.
void print_json(std::string_view json);

/// Why an `-o` target cannot be written, checked before any work: nothing when `out` names
/// standard output, a missing file, or a regular file other than `input` (an empty string or
/// "-", standard input, means no input file); else the error message (exit kExitBadInput).
std::string check_target(const std::string& out, const std::string& input);

/// What became of one write of a file.
enum class WriteStatus { written, refused, failed };

/// Writes `content` to `path` (or on standard output for "-") through a temporary file created
/// beside it, renamed over it only when it is missing or a regular file other than `input`; on
/// any failure the temporary is removed and the error printed. `refused` (bad input): the
/// target is not a file to replace; `failed` (kExitOutput): the writing itself failed.
WriteStatus write_output(const std::string& path, std::string_view content,
                         const std::string& input = "");

}  // namespace skedaddle::cli
