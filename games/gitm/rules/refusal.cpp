// SPDX-License-Identifier: MIT
// GITM/ROTD requests the rules forbid (ALL-3): none. Every move is the game program's, and a
// unit that cannot make it fails (surrenders or shatters, GI-7): a result, not a refusal.
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm {

std::optional<Refusal> refusal(const Scenario&) {
  return std::nullopt;
}

}  // namespace skedaddle::gitm
