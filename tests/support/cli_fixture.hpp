// SPDX-License-Identifier: MIT
// The command-line tool as a user runs it: a fixture that gives each test a scratch directory,
// writes scenarios into it and runs the built `skedaddle` with its output captured.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "support/build_paths.hpp"

namespace skedaddle::test {

/// The whole content of `path` (empty when it cannot be read).
inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// One run of the tool: its exit status (-1 when it did not exit normally) and what it printed.
struct CliRun {
  int status = -1;
  std::string out;
  std::string err;
};

/// A small valid GCACW scenario: a Union brigade in 0505 retreats from Hood in 0405 on an open
/// map, with several ways to go.
/// The command line's exit codes (apps/skedaddle/commands.hpp), written out here as the tests
/// expect them, not taken from the tool's header.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 2;  ///< file, scenario, arguments or scripted choices
inline constexpr int kExitRefused = 3;   ///< a well-formed request the rules forbid (ALL-3)
inline constexpr int kExitOutput = 4;    ///< an output not written

inline constexpr std::string_view kSmallRetreat = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "gcacw",
  "name": "CLI test",
  "board": {"columns": 10, "rows": 10},
  "units": [
    {"id": "1/1 Inf", "side": "union", "type": "infantry", "hex": "0505", "manpower": 4},
    {"id": "Hood", "side": "confederate", "type": "infantry", "hex": "0405", "manpower": 5}
  ],
  "request": {"kind": "retreat", "hex": "0505", "active": ["Hood"]}
})";

/// Base of the CLI tests: skipped when the CLI is not built; a fresh directory per test.
class CliFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    if (std::string_view(SKEDADDLE_CLI_PATH).empty()) GTEST_SKIP() << "the CLI is not built";
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() /
           (std::string("skedaddle-cli-") + info->test_suite_name() + "-" + info->name() + "-" +
            std::to_string(::getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override {
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  }

  /// Writes `text` as `name` in the test's directory and returns its path.
  std::string scenario(std::string_view text, std::string_view name = "scenario.json") {
    const std::filesystem::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
  }

  /// `text` with the first occurrence of `from` replaced by `to` (which must be there).
  static std::string replaced(std::string_view text, std::string_view from, std::string_view to) {
    std::string out(text);
    const std::size_t at = out.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) out.replace(at, from.size(), to);
    return out;
  }

  /// Runs `skedaddle ARGS` (shell words, quoted by the caller) with standard input from
  /// `stdin_from` (none by default); its standard output goes to `stdout_to` when given (such
  /// as /dev/full), then `out` is empty.
  CliRun cli(const std::string& args, const std::string& stdout_to = "",
             const std::string& stdin_from = "/dev/null") {
    const std::filesystem::path out = dir_.parent_path() / (dir_.filename().string() + ".out");
    const std::filesystem::path err = dir_.parent_path() / (dir_.filename().string() + ".err");
    const std::string command = std::string("'") + SKEDADDLE_CLI_PATH + "' " + args + " >'" +
                                (stdout_to.empty() ? out.string() : stdout_to) + "' 2>'" +
                                err.string() + "' <'" + stdin_from + "'";
    const int raw = std::system(command.c_str());
    CliRun run;
    run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    run.out = stdout_to.empty() ? read_file(out) : "";
    run.err = read_file(err);
    std::filesystem::remove(out);
    std::filesystem::remove(err);
    return run;
  }

  /// Expects `file` to be bad input to validate, options and resolve: status 2, nothing on
  /// stdout, and `pointer` named on stderr after the file name.
  void expect_bad_input(const std::string& file, std::string_view pointer) {
    for (const char* verb : {"validate", "options", "resolve"}) {
      const CliRun run = cli(std::string(verb) + " '" + file + "'");
      EXPECT_EQ(run.status, 2) << verb << "\n" << run.err;
      EXPECT_EQ(run.out, "") << verb;
      EXPECT_NE(run.err.find(file + ": " + std::string(pointer)), std::string::npos)
          << verb << " should name " << pointer << ", said:\n"
          << run.err;
    }
  }

  std::filesystem::path dir_;
};

}  // namespace skedaddle::test
