// SPDX-License-Identifier: MIT
// What each unit of a GITM/ROTD request did on one way of the dice (ALL-6), read from the
// outcome's rolls: the direction die's face k is the k-th direction drawn among, which
// drawn_directions() gives for the position the earlier units left.
#include "gitm/io/unit_steps.hpp"

#include <any>
#include <optional>
#include <string_view>
#include <variant>

namespace skedaddle::io::detail {

std::string gitm_direction_step(Dir8 d) {
  return "direction " + std::string(compass_name(d));
}

std::string gitm_distance_step(int squares) {
  return "distance " + std::to_string(squares);
}

namespace {

/// The face of the roll for `purpose` of `unit`, if one was rolled.
std::optional<int> face_of(const gitm::Outcome& outcome, UnitId unit, std::string_view purpose) {
  for (const Event& e : outcome.events) {
    const auto* r = std::get_if<Rolled>(&e);
    if (r != nullptr && r->unit == unit && r->purpose == purpose && !r->faces.empty()) {
      return r->faces.front();
    }
  }
  return std::nullopt;
}

/// True when the unit `after` tried a move: it moved, routed, or was "unable to move" after its
/// draw.
bool tried_a_move(const gitm::Outcome& outcome, const gitm::Unit& after) {
  if (after.ending == gitm::Ending::moved || after.ending == gitm::Ending::stopped_short ||
      after.ending == gitm::Ending::routed) {
    return true;
  }
  for (const Event& e : outcome.events) {
    const auto* m = std::get_if<Message>(&e);
    // A move drawn and then impossible (GI-7): "X is unable to move.", ROTD's "X is unable to
    // rout and is shattered!"; GITM says "tries to rout but is blocked" after a draw too.
    if (m != nullptr && (m->text == after.id + " is unable to move." ||
                         m->text == after.id + " is unable to rout and is shattered!")) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::vector<UnitStep> gitm_unit_steps(const gitm::Scenario& game, const gitm::Outcome& outcome) {
  std::vector<UnitStep> steps;
  // The position each unit leaves from: the scenario's, with every unit listed before it where
  // it ended (ALL-6; each unit moves once, and hostile units never move).
  std::vector<gitm::Unit> before = game.units;
  for (const UnitId id : game.request.units) {
    const std::size_t i = index_of(id);
    const gitm::Unit& after = outcome.units[i];
    const std::string& name = game.units[i].id;
    const std::optional<int> trapped = face_of(outcome, id, "trapped roll");
    const int chance =
        game.options.trap_chance[static_cast<std::size_t>(game.request.flanks_turned)];
    if (trapped && *trapped <= chance) steps.push_back({name, kGitmTrappedStep});
    const Dir8Set pool = gitm::drawn_directions(game, before, id, game.units[i].square);
    const std::optional<int> face = face_of(outcome, id, "direction");
    std::optional<Dir8> d;
    if (face && *face >= 1 && *face <= pool.size()) {
      d = pool.nth(*face - 1);
    } else if (!face && pool.size() == 1 && tried_a_move(outcome, after)) {
      d = pool.nth(0);
    }
    if (d) steps.push_back({name, gitm_direction_step(*d)});
    if (const std::optional<int> squares = face_of(outcome, id, "retreat distance")) {
      steps.push_back({name, gitm_distance_step(*squares)});
    }
    before[i] = after;
  }
  return steps;
}

Result<UnitStepOdds> gitm_unit_step_odds(const LoadedScenario& scenario,
                                         const gitm::Scenario& game) {
  return unit_step_odds(scenario, [&game](const AnyOutcome& outcome) {
    return gitm_unit_steps(game, std::any_cast<const gitm::Outcome&>(outcome));
  });
}

}  // namespace skedaddle::io::detail
