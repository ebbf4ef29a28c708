// SPDX-License-Identifier: MIT
// The option tree as JSON: at every node the legal steps (nested) and the rejected neighbours.
#include <nlohmann/json.hpp>

#include "gcacw/io/names.hpp"
#include "io/chart_step_json.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

struct TreeJson {
  const detail::GcacwNamer& names;
  const gcacw::RetreatTree& tree;
  HexOrientation orientation;

  Json node(int index) const {
    const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
    Json eliminated = Json::array();
    for (const UnitId id : tree.eliminated_at(index))
      eliminated.push_back(names.unit_name(id));
    Json out = {{"hex", names.hex(n.hex)},
                {"depth", n.depth},
                {"loss", n.loss},
                {"can_stop", n.can_stop},
                {"must_stop", n.must_stop},
                {"override_used", n.override_used},
                {"survivors", n.survivors},
                {"eliminated", std::move(eliminated)},
                {"destroys_stack", n.destroys},
                {"saves", n.saves}};
    Json options = Json::array();
    Json rejected = Json::array();
    for (const gcacw::Candidate& c : tree.candidates(index)) {
      Json entry = {{"hex", names.hex_or_dash(c.hex)}, {"dir", compass_name(c.dir, orientation)}};
      if (c.step) detail::add_chart_step(entry, *c.step);
      if (c.rejection) {
        entry["reason"] = gcacw::rejection_text(*c.rejection);
        entry["rule"] = gcacw::rejection_rule(*c.rejection);
        rejected.push_back(std::move(entry));
      } else {
        if (c.child >= 0) {
          // GC-9: a step every completing way through which destroys the stack.
          entry["fatal"] = !tree.nodes()[static_cast<std::size_t>(c.child)].saves;
          entry["then"] = node(c.child);
        }
        options.push_back(std::move(entry));
      }
    }
    out["options"] = std::move(options);
    out["rejected"] = std::move(rejected);
    return out;
  }
};

}  // namespace

std::string options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  Json stack = Json::array();
  for (const UnitId id : tree.stack())
    stack.push_back(names.unit_name(id));
  Json doc = {{"format", "skedaddle-options/1"},
              {"ruleset", ruleset_name(scenario)},
              {"scenario", scenario.name},
              {"stack", std::move(stack)},
              {"min", tree.range().min},
              {"max", tree.range().max},
              {"override_in_force", tree.override_in_force()},
              {"saves", tree.saves()},
              {"surrenders", tree.surrenders()},
              {"option_declined", tree.option_declined()},
              {"too_large", tree.too_large()}};
  if (!tree.nodes().empty()) {
    doc["tree"] = TreeJson{names, tree, game.board.grid().system().orientation}.node(0);
  } else {
    doc["tree"] = nullptr;
  }
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace skedaddle::io
