// SPDX-License-Identifier: MIT
// Policies that pick an option at a decision: script, first, random (seeded), best.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/events/event.hpp"

namespace skedaddle {

/// How choices are made.
enum class ChooserKind : std::uint8_t {
  script,    ///< from the scenario's recorded choices, in order
  first,     ///< the first option in the ruleset's canonical order
  random,    ///< uniformly, from its own engine seeded with `seed`
  best,      ///< the best Score (ALL-1), ties by canonical order
  callback,  ///< the program's own ChooserDef::callback, asked at each decision
};

/// A program's answer at a decision: the index of an option, or nothing to make no choice
/// (the fallback then chooses, else the resolution stops with an error).
using ChoiceCallback = std::function<std::optional<std::size_t>(const Decision&)>;

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
  /// With ChooserKind::callback: asked at each decision (never with fewer than two options).
  ChoiceCallback callback{};
  /// Who chooses once `kind` has no answer: a script played to its end, or a callback that
  /// returns nothing ("script,best": replay the recorded choices, then the best). A script
  /// that does not match the options is still an error.
  std::optional<ChooserKind> fallback{};
  /// Receives the events the resolution recorded before the decision at which no choice was
  /// made (the callback made none and no fallback chose, or the script did not match), as the
  /// resolution stops there: what a program stepping through it tells as the story so far
  /// (Resolution::events_so_far). Called only then, so a resolution that runs on copies nothing.
  std::function<void(std::span<const Event>)> stopped{};
  /// Names a place in error messages in the game's notation (io::place_names); when empty,
  /// places are named by their plain coordinates.
  std::function<std::string(const Place&)> place_name{};
  /// Writes an option as a scenario's "choices" records it, in JSON ("0401", "stop", 1,
  /// "leave", {"unit":"Lochiel"}: the game's spelling, which its outcome's replay writes too),
  /// so that a recorded choice that does not fit, or is missing, is answered with the options a
  /// host may write there. Set by the game's resolution (Ruleset::resolve); when empty, the
  /// options are described in words.
  std::function<std::string(const Option&)> choice_spelling{};
};

/// Picks options. Decisions with a single option never reach a chooser (the rulesets take them
/// without asking), so a script lists only real choices.
class Chooser {
 public:
  /// A chooser following `def`.
  explicit Chooser(ChooserDef def);
  /// Ready for another resolution as Chooser(def) with the same def makes it (no choice made,
  /// no error, a random engine seeded again), without copying the def (the odds restart one
  /// chooser per way).
  void restart();

  /// Index of the chosen option (the decision has at least two options), or nothing when the
  /// script is exhausted or does not match an option, or the callback makes no choice, and no
  /// fallback answers; error() then says why, and ChooserDef::stopped receives `so_far`, the
  /// events the resolution recorded before this decision.
  std::optional<std::size_t> choose(const Decision& decision, std::span<const Event> so_far = {});
  /// The policy that made the last choice (the fallback's once it has taken over).
  ChooserKind last_kind() const { return last_kind_; }
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
  /// True when a program's callback may see the decisions, which then list the places ruled
  /// out and why (Decision::rejected); the other policies never read them.
  bool shows_rejections() const {
    return def_.kind == ChooserKind::callback || def_.fallback == ChooserKind::callback;
  }

 private:
  ChooserDef def_;
  /// The options of `decision` named for messages ("stop, move to 0402").
  std::string options_list(const Decision& decision) const;
  /// What a host may write for `decision` in "choices": the options each as a choice
  /// ("write one of \"stop\", \"0402\""), or in words when there is no spelling.
  std::string choices_to_write(const Decision& decision) const;
  /// The choice of policy `kind`, or nothing when it has none (error_ set only by a mismatch
  /// or a callback's out-of-range answer, which no fallback hides).
  std::optional<std::size_t> choose_by(ChooserKind kind, const Decision& decision);

  std::size_t next_ = 0;
  std::size_t decisions_ = 0;  ///< decisions asked so far, for messages
  ChooserKind last_kind_ = ChooserKind::first;
  /// Made and seeded at the first random pick: seeding costs about as much as a short
  /// resolution, and most choosers never draw. On the heap, not inline, since its 2.5 KB of
  /// state would make every chooser (and the odds' kept resolutions holding one) a large
  /// object to allocate and touch; restart() keeps it, to be seeded again at the next pick.
  std::unique_ptr<std::mt19937_64> engine_;
  bool engine_seeded_ = false;  ///< false until a pick since construction or restart()
  std::optional<Error> error_;
};

/// The choosers' names as the command line writes them ("script", "best", ...).
std::string_view chooser_name(ChooserKind kind);

/// The option the best chooser (ChooserKind::best) takes at `decision`: the first whose ALL-1
/// key no other option's beats. `decision` has at least one option.
std::size_t best_choice(const Decision& decision);

/// The option that comes second by ALL-1 when `chosen` is taken (the first such in canonical
/// order on ties), or nothing when there is no other option.
std::optional<Option> runner_up(const Decision& decision, std::size_t chosen);

/// The Chose event of taking option `chosen` at `decision` under `rule`; when the best chooser
/// took it, with the runner-up whose ALL-1 key it beat (or tied, and came first).
Chose chose_event(const Decision& decision, std::size_t chosen, const Chooser& chooser,
                  std::string_view rule);

/// True when a recorded choice designates an option.
bool matches(const ScriptedChoice& choice, const Option& option);

}  // namespace skedaddle
