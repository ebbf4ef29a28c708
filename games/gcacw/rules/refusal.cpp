// SPDX-License-Identifier: MIT
// GCACW requests the rules forbid (ALL-3): a retreat asked of units that may not make it.
#include <string>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

std::optional<Refusal> refusal(const Scenario& scenario) {
  const Request& r = scenario.request;
  if (r.kind != RetreatKind::cavalry) return std::nullopt;
  // GC-1: a cavalry retreat is the retreat of a stack of cavalry (and its leaders).
  for (const Unit& u : scenario.units) {
    if (u.hex == r.hex && u.is_combat() && u.type != UnitType::cavalry) {
      return Refusal{"GC-1",
                     "a cavalry retreat moves a stack of cavalry and leaders only; unit '" + u.id +
                         "' is not cavalry",
                     "/request/kind"};
    }
  }
  return std::nullopt;
}

}  // namespace skedaddle::gcacw
