// SPDX-License-Identifier: MIT
// One input through what the command-line tool does with a scenario (apps/skedaddle/commands.cpp):
// load, refusal, options as text and JSON, resolve with several choosers and seeds, the outcome
// as text and JSON, and the SVGs. The fuzz harnesses and the regression test share it, so what a
// crash input is checked against cannot drift from what found it.
#pragma once

#include <string_view>

namespace skedaddle::fuzz {

/// How far an input went through the pipeline.
enum class Reach {
  rejected,    ///< the loader refused it (errors with pointers)
  refused,     ///< loaded, but the rules forbid its request (ALL-3)
  unresolved,  ///< loaded and allowed, but every resolution was an error (script, dice)
  resolved,    ///< at least one resolution reached an outcome
};

/// Runs `text` through the pipeline. Any crash, sanitizer report or exception escaping it is a
/// bug; so is an output that is not what it claims (JSON that does not parse, an SVG that is
/// not one, an error without a message): those throw std::logic_error.
Reach run_pipeline(std::string_view text);

}  // namespace skedaddle::fuzz
