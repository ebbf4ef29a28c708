// SPDX-License-Identifier: MIT
// Where this checkout's files are, for tests and benchmarks: the source tree, its games/ folder
// and the built CLI. The paths live in one generated file (build_paths.cpp in the build tree,
// tests/CMakeLists.txt), not in the compiler's command line, so that every other object is the
// same in every checkout and ccache reuses it across clones and worktrees.
#pragma once

namespace skedaddle::test {

/// The source tree's root (absolute).
const char* source_dir();
/// The source tree's games/ folder (absolute).
const char* games_dir();
/// The built command-line tool, or "" when it is not built.
const char* cli_path();

}  // namespace skedaddle::test

#define SKEDADDLE_SOURCE_DIR (::skedaddle::test::source_dir())
#define SKEDADDLE_GAMES_DIR (::skedaddle::test::games_dir())
#define SKEDADDLE_CLI_PATH (::skedaddle::test::cli_path())
