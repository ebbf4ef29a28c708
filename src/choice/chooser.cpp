// SPDX-License-Identifier: MIT
// Chooser policies: first, best, seeded random, and replay of recorded choices.
#include "skedaddle/choice/chooser.hpp"

#include <cstdint>
#include <memory>
#include <string_view>
#include <type_traits>
#include <utility>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/dice/dice.hpp"

namespace skedaddle {
namespace {

/// The seed of the random chooser's own stream: `seed` mixed by SplitMix64's finalizer. The dice
/// of a resolution draw from an engine seeded with `seed` itself (ALL-2); seeded alike, the k-th
/// pick was drawn from the k-th die's number and followed it, where the odds take every pick as
/// independent of the dice (docs/format.md, "chooser").
std::uint64_t chooser_stream_seed(std::uint64_t seed) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31U);
}

// Places are described plainly unless the caller names them: game notation belongs to io,
// which the core cannot see.
std::string describe_place(const Place& place, const ChooserDef& def) {
  if (def.place_name) return def.place_name(place);
  return std::visit(
      [](const auto& p) -> std::string {
        using T = std::decay_t<decltype(p)>;
        if constexpr (std::is_same_v<T, Hex>) {
          return "hex (" + std::to_string(p.q) + ", " + std::to_string(p.r) + ")";
        } else if constexpr (std::is_same_v<T, Square>) {
          return "square " + std::to_string(p.col) + "-" + std::to_string(p.row);
        } else {
          static_assert(std::is_same_v<T, Vec2>, "describe the new kind of place");
          return "point (" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
        }
      },
      place);
}

std::string describe(OptionKind kind, const Place& place, int value, const ChooserDef& def) {
  switch (kind) {
    case OptionKind::stop:
      return "stop";
    case OptionKind::move:
      return "move to " + describe_place(place, def);
    case OptionKind::override_move:
      return "override move to " + describe_place(place, def);
    case OptionKind::count:
      return "count " + std::to_string(value);
    case OptionKind::leave:
      return "leave the map";
    case OptionKind::pick:
      return "the unit in " + describe_place(place, def);
  }
  SKD_ASSERT(false, "option kind outside the enumeration");
  return "?";
}

// A recorded choice as "choices" writes it when the game spells choices, so that a host reads
// the fix off the message; else in words.
std::string recorded_text(const ScriptedChoice& choice, const ChooserDef& def) {
  if (def.choice_spelling) {
    return def.choice_spelling(
        Option{.kind = choice.kind, .place = choice.place, .value = choice.value});
  }
  return "'" + describe(choice.kind, choice.place, choice.value, def) + "'";
}

// "there is no callback to ask (...); " when the callback policy has no callback, else "": a
// program's slip, not a choice withheld, said before the options of the decision it left.
const char* no_callback_text(const ChooserDef& def) {
  return def.kind == ChooserKind::callback && !def.callback
             ? "there is no callback to ask (ChooserDef::callback, ResolveSettings::callback, is "
               "empty); "
             : "";
}

}  // namespace

std::size_t best_choice(const Decision& decision) {
  const std::vector<Option>& options = decision.options;
  std::size_t best = 0;
  // Strictly better only, so ties keep the lowest (canonical) index.
  for (std::size_t i = 1; i < options.size(); ++i) {
    if (better(options[i].best, options[best].best)) best = i;
  }
  return best;
}

bool matches(const ScriptedChoice& choice, const Option& option) {
  switch (choice.kind) {
    case OptionKind::stop:
      return option.kind == OptionKind::stop;
    case OptionKind::move:
      // A recorded "move" names where the unit went; whether the rules counted that step as an
      // override is the ruleset's business, so the player need not record it.
      return (option.kind == OptionKind::move || option.kind == OptionKind::override_move) &&
             option.place == choice.place;
    case OptionKind::override_move:
      return option.kind == OptionKind::override_move && option.place == choice.place;
    case OptionKind::count:
      return option.kind == OptionKind::count && option.value == choice.value;
    case OptionKind::leave:
      return option.kind == OptionKind::leave;
    case OptionKind::pick:
      // A unit is picked by identity; where it stands is only for messages.
      return option.kind == OptionKind::pick && option.value == choice.value;
  }
  return false;
}

std::string_view chooser_name(ChooserKind kind) {
  switch (kind) {
    case ChooserKind::script:
      return "script";
    case ChooserKind::first:
      return "first";
    case ChooserKind::random:
      return "random";
    case ChooserKind::best:
      return "best";
    case ChooserKind::callback:
      return "callback";
  }
  SKD_ASSERT(false, "chooser kind outside the enumeration");
  return "?";
}

Chooser::Chooser(ChooserDef def) : def_(std::move(def)) {}

void Chooser::restart() {
  next_ = 0;
  decisions_ = 0;
  last_kind_ = ChooserKind::first;
  error_.reset();
  engine_seeded_ = false;  // the engine, if made, seeded again at the next random pick
}

std::optional<std::size_t> Chooser::choose(const Decision& decision,
                                           std::span<const Event> so_far) {
  SKD_ASSERT(decision.options.size() >= 2, "a decision reaches a chooser only with two options");
  // After an error the run is void; answering again could hide the first cause.
  if (error_) return std::nullopt;
  ++decisions_;
  std::optional<std::size_t> chosen = choose_by(def_.kind, decision);
  last_kind_ = def_.kind;
  if (!chosen && !error_ && def_.fallback) {
    chosen = choose_by(*def_.fallback, decision);
    last_kind_ = *def_.fallback;
  }
  if (!chosen && !error_) {
    error_ =
        def_.kind == ChooserKind::script
            ? Error{"/choices", "no recorded choice for decision " + std::to_string(decisions_) +
                                    " (" + std::string(decision.topic) + "); " +
                                    choices_to_write(decision)}
            : Error{"", "the program made no choice at decision " + std::to_string(decisions_) +
                            " (" + std::string(decision.topic) + "): " + no_callback_text(def_) +
                            "the options are " + options_list(decision)};
  }
  if (!chosen && def_.stopped) def_.stopped(so_far);
  return chosen;
}

std::string Chooser::options_list(const Decision& decision) const {
  std::string out;
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    const Option& option = decision.options[i];
    if (i > 0) out += ", ";
    out += describe(option.kind, option.place, option.value, def_);
  }
  return out;
}

std::string Chooser::choices_to_write(const Decision& decision) const {
  if (!def_.choice_spelling) return "the options are " + options_list(decision);
  std::string out = "write one of ";
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    if (i > 0) out += ", ";
    out += def_.choice_spelling(decision.options[i]);
  }
  return out;
}

std::optional<std::size_t> Chooser::choose_by(ChooserKind kind, const Decision& decision) {
  switch (kind) {
    case ChooserKind::first:
      return 0;
    case ChooserKind::best:
      return best_choice(decision);
    case ChooserKind::random:
      if (!engine_) {
        engine_ = std::make_unique<std::mt19937_64>(chooser_stream_seed(def_.seed));
      } else if (!engine_seeded_) {
        engine_->seed(chooser_stream_seed(def_.seed));  // the state of a new engine seeded so
      }
      engine_seeded_ = true;
      return static_cast<std::size_t>(uniform_below(*engine_, decision.options.size()));
    case ChooserKind::callback: {
      if (!def_.callback) return std::nullopt;
      const std::optional<std::size_t> chosen = def_.callback(decision);
      if (chosen && *chosen >= decision.options.size()) {
        error_ = Error{"", "the program chose option " + std::to_string(*chosen) + " at decision " +
                               std::to_string(decisions_) + " (" + std::string(decision.topic) +
                               "), which has only " + std::to_string(decision.options.size()) +
                               " options"};
        return std::nullopt;
      }
      return chosen;
    }
    case ChooserKind::script:
      break;
  }
  if (next_ == def_.script.size()) return std::nullopt;
  const ScriptedChoice& choice = def_.script[next_++];
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    if (matches(choice, decision.options[i])) return i;
  }
  // The decision's number and topic tell a host which decision an order met: orders written
  // before the dice may meet one the dice brought (a leader's fall asks the rally order first).
  error_ = Error{choice.pointer,
                 "choice " + recorded_text(choice, def_) +
                     " is not one of the options at decision " + std::to_string(decisions_) + " (" +
                     std::string(decision.topic) + "); " + choices_to_write(decision)};
  return std::nullopt;
}

std::optional<Option> runner_up(const Decision& decision, std::size_t chosen) {
  std::optional<std::size_t> second;
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    if (i == chosen) continue;
    if (!second || better(decision.options[i].best, decision.options[*second].best)) second = i;
  }
  if (!second) return std::nullopt;
  return decision.options[*second];
}

Chose chose_event(const Decision& decision, std::size_t chosen, const Chooser& chooser,
                  std::string_view rule) {
  Chose event{decision.actor, decision.topic, decision.options[chosen],
              static_cast<int>(decision.options.size()), rule};
  if (chooser.last_kind() == ChooserKind::best) event.runner_up = runner_up(decision, chosen);
  return event;
}

}  // namespace skedaddle
