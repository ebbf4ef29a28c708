// SPDX-License-Identifier: MIT
// Chooser policies: first, best, seeded random, and replay of recorded choices.
#include "skedaddle/choice/chooser.hpp"

#include <string_view>
#include <type_traits>
#include <utility>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/dice/dice.hpp"

namespace skedaddle {
namespace {

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

std::size_t best_index(const std::vector<Option>& options) {
  std::size_t best = 0;
  // Strictly better only, so ties keep the lowest (canonical) index.
  for (std::size_t i = 1; i < options.size(); ++i) {
    if (better(options[i].best, options[best].best)) best = i;
  }
  return best;
}

}  // namespace

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

Chooser::Chooser(ChooserDef def) : def_(std::move(def)), engine_(def_.seed) {}

std::optional<std::size_t> Chooser::choose(const Decision& decision) {
  SKD_ASSERT(decision.options.size() >= 2, "a decision reaches a chooser only with two options");
  // After an error the run is void; answering again could hide the first cause.
  if (error_) return std::nullopt;
  switch (def_.kind) {
    case ChooserKind::first:
      return 0;
    case ChooserKind::best:
      return best_index(decision.options);
    case ChooserKind::random:
      return static_cast<std::size_t>(uniform_below(engine_, decision.options.size()));
    case ChooserKind::script:
      break;
  }
  if (next_ == def_.script.size()) {
    error_ = Error{"/choices", "no recorded choice for decision " + std::to_string(next_ + 1) +
                                   " (" + std::string(decision.topic) + ")"};
    return std::nullopt;
  }
  const ScriptedChoice& choice = def_.script[next_++];
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    if (matches(choice, decision.options[i])) return i;
  }
  std::string message = "choice '" + describe(choice.kind, choice.place, choice.value, def_) +
                        "' is not one of the options: ";
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    const Option& option = decision.options[i];
    if (i > 0) message += ", ";
    message += describe(option.kind, option.place, option.value, def_);
  }
  error_ = Error{choice.pointer, std::move(message)};
  return std::nullopt;
}

}  // namespace skedaddle
