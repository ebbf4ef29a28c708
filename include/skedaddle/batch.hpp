// SPDX-License-Identifier: MIT
// Many requests in one stream (JSON Lines): each line asks one verb of one scenario, and each
// gets one answer line, in input order, whatever the number of threads. Shared by the command
// line (`skedaddle batch`), the bindings and the browser build. The formats: docs/format.md,
// "Batches"; schema/batch-request.schema.json and schema/batch-answer.schema.json.
#pragma once

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/io/limits.hpp"

namespace skedaddle {

/// How far a batch has gone, as its progress callback sees it.
struct BatchProgress {
  std::size_t answered = 0;  ///< answer lines written so far
  std::size_t failed = 0;    ///< of them, lines that could not be answered (status "error")
  std::size_t refused = 0;   ///< of them, requests the rules forbid (ALL-3, status "refused")
};

/// What a batch did, once its input ran out.
struct BatchSummary {
  std::size_t lines = 0;     ///< input lines read (those skipped before `first_line` too)
  std::size_t answered = 0;  ///< answer lines written
  std::size_t failed = 0;    ///< lines answered with status "error": bad input
  std::size_t refused = 0;   ///< lines answered with status "refused" (ALL-3)
  std::size_t internal = 0;  ///< lines answered with status "internal": a bug, never the input
};

/// How a batch runs.
struct BatchSettings {
  /// Worker threads; 0: one per core. With 1 everything runs on the calling thread.
  unsigned threads = 0;
  /// Lines in flight at most (read, not yet written), which bounds the memory; 0: 64 per thread.
  std::size_t window = 0;
  /// The folder that relative "scenario_file" paths start from ("" : the current directory).
  std::string base_dir{};
  /// Bounds on each line and on each scenario in it; `input_bytes` bounds a line (and a file).
  io::Limits limits{};
  /// Answers only the lines numbered from `first_line` to `last_line` (1-based, inclusive); the
  /// lines before are read for the scenarios they give with an id (for "scenario_ref") and not
  /// answered, the lines after are not read. For running one shard of a batch.
  std::size_t first_line = 1;
  /// The last line answered (see first_line); 0: to the end of the input.
  std::size_t last_line = 0;
  /// Called after each answer line is written, from the thread that wrote it (one at a time).
  std::function<void(const BatchProgress&)> progress{};
  /// Asked before each line is read: true reads no more lines, those read already answered and
  /// written (the command: once a write on standard output failed, a closed pipe). Called with
  /// the batch's lock held, at the same time as `out` may be writing on another thread.
  std::function<bool()> stop{};
};

/// The verbs a request line may ask ("resolve", "options", "odds", "validate", "verify"), in the
/// order messages list them.
std::vector<std::string_view> batch_verbs();

/// Reads requests from `in`, one JSON object a line, and writes one answer line per answered
/// line to `out` (each piece a whole line ending in '\n'), in input order, with
/// `settings.threads` workers and at most `settings.window` lines in flight. A bad line is
/// answered with its errors and the batch goes on. `out` is called from one thread at a time.
BatchSummary run_batch(std::istream& in, const std::function<void(std::string_view)>& out,
                       const BatchSettings& settings = {});

}  // namespace skedaddle
