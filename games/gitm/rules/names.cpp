// SPDX-License-Identifier: MIT
// Names and short explanations of the GITM/ROTD enumerations.
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm {

std::string_view ending_name(Ending ending) {
  switch (ending) {
    case Ending::stayed:
      return "stayed";
    case Ending::moved:
      return "moved";
    case Ending::stopped_short:
      return "stopped_short";
    case Ending::routed:
      return "routed";
    case Ending::surrendered:
      return "surrendered";
    case Ending::shattered:
      return "shattered";
  }
  return "?";
}

std::string_view verdict_text(DirectionVerdict v) {
  switch (v) {
    case DirectionVerdict::own_movement:
      return "invalid: within 45 degrees of the unit's own movement into the combat (GI-2)";
    case DirectionVerdict::enemy_arrival:
      return "invalid: within 45 degrees of where an enemy came from (GI-2)";
    case DirectionVerdict::hostile_adjacent:
      return "not chosen: a hostile unit is adjacent that way (GI-3)";
    case DirectionVerdict::not_preferred:
      return "not chosen: other directions lead to friends (GI-3)";
    case DirectionVerdict::preferred:
      return "candidate: toward friends not in a square with enemies (GI-3)";
    case DirectionVerdict::candidate:
      return "candidate (GI-3)";
    case DirectionVerdict::rout_valid:
      return "valid: a rout draws among every valid direction (GI-5)";
  }
  return "?";
}

std::string_view step_block_text(StepBlock b) {
  switch (b) {
    case StepBlock::off_map:
      return "off the tactical map (GI-4)";
    case StepBlock::impassable:
      return "impassable terrain (GI-4)";
    case StepBlock::hostile:
      return "an enemy or neutral unit stands there (GI-4)";
    case StepBlock::corners:
      return "the diagonal step passes between occupied corner squares (GI-4)";
  }
  return "?";
}

std::string_view rout_block_text(RoutBlock b) {
  switch (b) {
    case RoutBlock::fatigue:
      return "fatigue over 12";
    case RoutBlock::enemy_in_cone:
      return "an enemy unit in the exit cone";
    case RoutBlock::off_map:
      return "off the strategic map";
    case RoutBlock::impassable:
      return "impassable destination";
    case RoutBlock::crossing:
      return "a closed river or mountain crossing";
    case RoutBlock::marsh:
      return "leaving a marsh too far from its edge with enemies present";
  }
  return "?";
}

}  // namespace skedaddle::gitm
