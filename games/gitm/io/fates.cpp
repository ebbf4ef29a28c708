// SPDX-License-Identifier: MIT
// What became of the units of a GITM or ROTD outcome, for skedaddle odds: each unit that moved,
// routed to another strategic square, surrendered or shattered.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/gitm/notation.hpp"
#include "skedaddle/odds/fates_writer.hpp"

namespace skedaddle::io {
namespace {

/// A unit has a fate when it moved or left its square's play: not when it stayed where it was.
bool has_fate(const gitm::Unit& before, const gitm::Unit& after) {
  return !(after.ending == gitm::Ending::stayed && after.square == before.square);
}

/// Writes the fate of the outcome's unit `i` into `fate`, whose text is empty.
void write_unit_fate(const gitm::Outcome& outcome, std::size_t i, UnitFate& fate) {
  const gitm::Unit& after = outcome.units[i];
  fate.at = after.square;  // on the tactical map unless it left it
  switch (after.ending) {
    case gitm::Ending::stayed:
      fate.fate += "stays in ";
      append_gitm_square_label(fate.fate, after.square);
      break;
    case gitm::Ending::moved:
      fate.fate += "moves to ";
      append_gitm_square_label(fate.fate, after.square);
      break;
    case gitm::Ending::stopped_short:
      fate.fate += "stops short in ";
      append_gitm_square_label(fate.fate, after.square);
      break;
    case gitm::Ending::routed:
      fate.fate += "routs to ";
      fate.fate += i < outcome.strategic.size() ? outcome.strategic[i] : "?";
      fate.at.reset();
      break;
    case gitm::Ending::surrendered:
      fate.fate += "surrenders";
      fate.at.reset();
      break;
    case gitm::Ending::shattered:
      fate.fate += "shatters";
      fate.at.reset();
      break;
  }
}

}  // namespace

void fates(const LoadedScenario& scenario, const gitm::Outcome& outcome, Fates& out) {
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  FatesWriter write(out);
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    if (has_fate(game.units[i], outcome.units[i])) {
      write_unit_fate(outcome, i, write.unit(outcome.units[i].id));
    }
  }
  write.finish();
}

void unit_fate(const LoadedScenario& scenario, const gitm::Outcome& outcome, std::size_t listed,
               UnitFate& out) {
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    if (!has_fate(game.units[i], outcome.units[i])) continue;
    if (listed > 0) {
      --listed;
      continue;
    }
    // As FatesWriter::unit() leaves an entry for the fate to be written.
    out.unit.assign(outcome.units[i].id);
    out.fate.clear();
    out.strength_lost = 0;
    out.at.reset();
    write_unit_fate(outcome, i, out);
    return;
  }
  SKD_ASSERT(false, "unit_fate: fates() lists fewer unit fates");
}

bool fate_codes(const LoadedScenario& scenario, const gitm::Outcome& outcome,
                std::vector<std::uint64_t>& out) {
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  const std::size_t given = out.size();
  // At most one code a unit: room made once, not grown from one on the first way.
  out.reserve(given + std::min(outcome.units.size(), game.units.size()));
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const gitm::Unit& after = outcome.units[i];
    if (!has_fate(game.units[i], after)) continue;
    // The fate's text is its unit's id, its ending and, on the map, its square: a rout's
    // strategic square is a name, not coded (such a run gives no codes).
    const bool on_map = after.ending == gitm::Ending::stayed ||
                        after.ending == gitm::Ending::moved ||
                        after.ending == gitm::Ending::stopped_short;
    const bool fits = i < (std::size_t{1} << 24) && after.square.col >= 0 &&
                      after.square.col < (1 << 16) && after.square.row >= 0 &&
                      after.square.row < (1 << 16);
    if (after.ending == gitm::Ending::routed || (on_map && !fits)) {
      out.resize(given);
      return false;
    }
    std::uint64_t code = static_cast<std::uint64_t>(i) << 40 |
                         static_cast<std::uint64_t>(static_cast<unsigned>(after.ending)) << 32;
    if (on_map) {
      code |= static_cast<std::uint64_t>(after.square.col) << 16 |
              static_cast<std::uint64_t>(after.square.row);
    }
    out.push_back(code);
  }
  return true;
}

Fates fates(const LoadedScenario& scenario, const gitm::Outcome& outcome) {
  Fates out;
  fates(scenario, outcome, out);
  return out;
}

}  // namespace skedaddle::io
