// SPDX-License-Identifier: MIT
// `skedaddle batch`: run_batch() over a file or standard input, the answers on standard output,
// a progress line on standard error when it is a terminal.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "commands.hpp"
#include "output.hpp"
#include "skedaddle/batch.hpp"
#include "skedaddle/io/printable.hpp"

namespace skedaddle::cli {
namespace {

/// The progress line, at most every 200 ms: lines answered, the rate, the errors.
class Progress {
 public:
  void show(const BatchProgress& p, bool last) {
    const auto now = std::chrono::steady_clock::now();
    if (!last && now - shown_ < std::chrono::milliseconds(200)) return;
    shown_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double rate = seconds > 0 ? static_cast<double>(p.answered) / seconds : 0.0;
    char text[160];
    std::snprintf(text, sizeof text,
                  "\rbatch: %zu lines answered, %.0f/s, %zu errors, %zu refused%s", p.answered,
                  rate, p.failed, p.refused, last ? "\n" : "");
    print_err(text);
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point shown_{};
};

}  // namespace

int run_batch_command(const std::string& file, BatchSettings settings, bool base_given) {
  std::ifstream stream;
  std::istream* in = &std::cin;
  if (file != kStdinArg) {
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec)) {
      print_err(io::printable(file, 4096) +
                ": is a directory, expected a batch file (JSON Lines)\n");
      return kExitBadInput;
    }
    stream.open(file, std::ios::binary);
    if (!stream) {
      print_err(io::printable(file, 4096) + ": cannot open the batch file\n");
      return kExitBadInput;
    }
    in = &stream;
    // "scenario_file" paths are relative to the batch file's folder, unless --base says.
    if (!base_given) settings.base_dir = std::filesystem::path(file).parent_path().string();
  }
  Progress progress;
  const bool terminal = ::isatty(STDERR_FILENO) == 1;
  BatchProgress last;
  settings.progress = [&](const BatchProgress& p) {
    last = p;
    if (terminal) progress.show(p, false);
  };
  settings.stop = stdout_failed;  // nobody reads the answers any more: read no more lines
  const BatchSummary summary = run_batch(*in, write_out, settings);
  if (terminal) progress.show(last, true);
  if (in->bad()) {
    print_err(io::printable(shown_input(file), 4096) + ": cannot read the batch after line " +
              std::to_string(summary.lines) + "\n");
    return kExitBadInput;
  }
  if (summary.internal > 0) return kExitInternal;
  return summary.failed > 0 ? kExitBadInput : kExitOk;
}

}  // namespace skedaddle::cli
