// SPDX-License-Identifier: MIT
// Policies that pick an option at a decision: script, first, random (seeded), best.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/core/error.hpp"

namespace skedaddle {

/// How choices are made.
enum class ChooserKind : std::uint8_t {
  script,  ///< from the scenario's recorded choices, in order
  first,   ///< the first option in the ruleset's canonical order
  random,  ///< uniformly, from its own engine seeded with `seed`
  best,    ///< the best Score (ALL-1), ties by canonical order
};

/// A choice recorded in a scenario. `move` also matches an override move at the same place.
struct ScriptedChoice {
  OptionKind kind = OptionKind::stop;  ///< the kind of option it takes
  Place place{};                       ///< the destination, for a move or a pick
  int value = 0;                       ///< the number, for a count or a pick
  std::string pointer{};  ///< JSON pointer of this choice in the scenario ("" when built in code)
};

/// How to build a Chooser.
struct ChooserDef {
  ChooserKind kind = ChooserKind::first;  ///< the policy
  std::uint64_t seed = 0;                 ///< seeds `random`, and unscripted dice (io::dice_for)
  std::vector<ScriptedChoice> script{};   ///< the choices `script` plays, in order
  /// Names a place in error messages in the game's notation (io::place_names); when empty,
  /// places are named by their plain coordinates.
  std::function<std::string(const Place&)> place_name{};
};

/// Picks options. Decisions with a single option never reach a chooser (the rulesets take them
/// without asking), so a script lists only real choices.
class Chooser {
 public:
  /// A chooser following `def`.
  explicit Chooser(ChooserDef def);

  /// Index of the chosen option (the decision has at least two options), or nothing when the
  /// script is exhausted or does not match an option; error() then says why.
  std::optional<std::size_t> choose(const Decision& decision);
  /// The first error, if any.
  const std::optional<Error>& error() const { return error_; }
  /// Scripted choices not used (they are an error for a complete replay).
  std::size_t unused_script() const { return def_.script.size() - next_; }
  /// The first scripted choice not used yet, or nullptr.
  const ScriptedChoice* next_scripted() const {
    return next_ < def_.script.size() ? &def_.script[next_] : nullptr;
  }
  /// The policy.
  ChooserKind kind() const { return def_.kind; }

 private:
  ChooserDef def_;
  std::size_t next_ = 0;
  std::mt19937_64 engine_;
  std::optional<Error> error_;
};

/// True when a recorded choice designates an option.
bool matches(const ScriptedChoice& choice, const Option& option);

}  // namespace skedaddle
