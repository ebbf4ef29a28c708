// SPDX-License-Identifier: MIT
// The rally check's dice count, term by term (JR-6, JR-11).
#include <algorithm>

#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {

RallyDice rally_dice(const Field& field, UnitId unit, RallyContext context) {
  RallyDice r;
  r.dice = rally_dice(field, unit, context, r.terms);
  return r;
}

int rally_dice(const Field& field, UnitId unit, RallyContext context,
               std::vector<DiceTerm>& terms) {
  const Unit& u = field.unit(unit);
  terms.clear();
  terms.push_back({"blocks", u.blocks});
  if (u.blocks == kFullStrength) terms.push_back({"full strength", 1});
  // A leader picked up on the way counts; an eliminated one is no longer on the field.
  if (field.leader_of(unit)) terms.push_back({"attached leader", 1});
  if (u.type == UnitType::grenadier) terms.push_back({"grenadier", 1});
  if (u.type == UnitType::lowland) terms.push_back({"lowland", -1});
  if (u.type == UnitType::militia) terms.push_back({"militia", -1});
  if (context.cavalry_melee) terms.push_back({"ordered cavalry melee", -1});
  if (context.retire) terms.push_back({"retire and rally", 2});
  int sum = 0;
  for (const DiceTerm& t : terms)
    sum += t.dice;
  return std::max(sum, 1);  // JR-6: always at least one die
}

}  // namespace skedaddle::jacobite
