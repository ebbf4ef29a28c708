// SPDX-License-Identifier: MIT
// Queries over events.
#include "skedaddle/events/event.hpp"

#include "skedaddle/core/assert.hpp"

namespace skedaddle {

std::string_view rule_of(const Event& event) {
  return std::visit([](const auto& e) -> std::string_view { return e.rule; }, event);
}

bool records_roll(const Event& event) {
  // MoraleChecked repeats the face of the Rolled recorded just before it: not a roll of its own.
  return std::holds_alternative<Rolled>(event) || std::holds_alternative<RallyChecked>(event);
}

std::string_view fate_name(Fate fate) {
  // A switch without default, so adding a Fate without a name is a compile warning.
  switch (fate) {
    case Fate::eliminated:
      return "eliminated";
    case Fate::surrendered:
      return "surrendered";
    case Fate::shattered:
      return "shattered";
    case Fate::fled:
      return "fled";
    case Fate::removed:
      return "removed";
    case Fate::captured:
      return "captured";
    case Fate::killed:
      return "killed";
    case Fate::withdrawn:
      return "withdrawn";
  }
  SKD_ASSERT(false, "fate outside the enumeration");
  return "unknown";
}

}  // namespace skedaddle
