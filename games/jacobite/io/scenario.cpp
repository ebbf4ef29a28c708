// SPDX-License-Identifier: MIT
// Reading the Jacobite Rising part of a scenario: board, units, request, options, scripted
// dice and recorded choices.
#include "jacobite/io/scenario.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "io/limit_check.hpp"
#include "jacobite/io/names.hpp"
#include "skedaddle/io/printable.hpp"
#include "skedaddle/jacobite/notation.hpp"

namespace skedaddle::io::detail {
namespace {

constexpr int kDefaultColumns = 13;  // JR-1
constexpr int kDefaultRows = 11;
constexpr int kDieFaces = 6;
constexpr std::string_view kHexExpected = "a hex such as \"F5\" (column letter, then row from 1)";
constexpr std::string_view kFaceNames =
    "\"infantry\", \"cavalry\", \"artillery\", \"saber\", \"flag\"";

// The board as far as hex labels are concerned; `sized` is false when columns or rows were
// wrong, and then only the spelling of labels can be checked.
struct BoardFrame {
  OffsetSystem system = jacobite_offset_system(true);
  int columns = kDefaultColumns;
  int rows = kDefaultRows;
  bool sized = true;

  bool contains(Hex h) const {
    const OffsetCoord c = to_offset(h, system);
    return c.col >= 0 && c.col < columns && c.row >= 0 && c.row < rows;
  }
  std::string extent() const {
    return fmt::format("columns A to {}, rows 1 to {}", static_cast<char>('A' + columns - 1), rows);
  }
};

std::string_view edge_name(jacobite::Edge edge) {
  return edge == jacobite::Edge::top ? "top" : "bottom";
}

// The state of the reading shared by the sections.
struct JacobiteReader {
  Reader& r;
  jacobite::Scenario game;
  BoardFrame board_frame;
  UnitIds ids;                                 // first unit of each id
  std::vector<std::optional<Hex>> unit_hexes;  // per unit element, when readable
  bool die_ok = true;                          // options.die was absent or readable
  bool too_many_units = false;                 // "units" is over Limits::units, left unread

  // A hex label; `on_board` also requires it to be on the board (when its size is known).
  std::optional<Hex> hex(const Node& node, bool on_board) {
    const std::optional<Hex> h =
        node.value.is_string()
            ? parse_jacobite_hex(node.value.get_ref<const std::string&>(), board_frame.system)
            : std::nullopt;
    if (!h) {
      r.error(node.pointer, fmt::format("expected {}, got {}", kHexExpected, describe(node.value)));
      return std::nullopt;
    }
    if (on_board && board_frame.sized && !board_frame.contains(*h)) {
      r.error(node.pointer, fmt::format("expected a hex on the board ({}), got {}",
                                        board_frame.extent(), describe(node.value)));
      return std::nullopt;
    }
    return h;
  }

  // ---- board ------------------------------------------------------------------------------

  void board(const Node& root) {
    const std::optional<Node> node = r.required(root, "board", "a board object");
    if (!node || !r.object(*node, {"columns", "rows", "shifted_rows", "baselines", "terrain"},
                           "a board object")) {
      board_frame.sized = false;
      return;
    }
    if (const std::optional<Node> columns = r.member(*node, "columns")) {
      const std::optional<int> n = r.integer(*columns, 1, jacobite::kMaxColumns);
      board_frame.sized = board_frame.sized && n.has_value();
      if (n) board_frame.columns = *n;
    }
    if (const std::optional<Node> rows = r.member(*node, "rows")) {
      const std::optional<int> n = r.integer(*rows, 2, jacobite::kMaxRows);
      board_frame.sized = board_frame.sized && n.has_value();
      if (n) board_frame.rows = *n;
    }
    if (const std::optional<Node> shifted = r.member(*node, "shifted_rows")) {
      if (const std::optional<std::size_t> which = r.one_of(*shifted, {"even", "odd"})) {
        board_frame.system = jacobite_offset_system(*which == 0);
      }
    }
    const jacobite::Edge first = baselines(*node).value_or(jacobite::Edge::bottom);
    if (board_frame.sized) {
      game.board = jacobite::Board(
          HexGrid(board_frame.columns, board_frame.rows, board_frame.system), first);
    }
    if (const std::optional<Node> terrain = r.member(*node, "terrain")) this->terrain(*terrain);
  }

  // The government's baseline edge; the Jacobite one must be the opposite edge.
  std::optional<jacobite::Edge> baselines(const Node& board) {
    const std::optional<Node> node = r.required(
        board, "baselines", R"(an object {"government": "bottom" or "top", "jacobite": ...})");
    if (!node || !r.object(*node, {"government", "jacobite"}, "a baselines object")) {
      return std::nullopt;
    }
    std::array<std::optional<jacobite::Edge>, 2> edges;
    for (const Side side : {Side::first, Side::second}) {
      const std::string_view name = jacobite_side_name(side);
      const std::optional<Node> edge = r.required(*node, name, "\"bottom\" or \"top\"");
      if (!edge) continue;
      const std::optional<std::size_t> which = r.one_of(*edge, {"bottom", "top"});
      if (which)
        edges[static_cast<std::size_t>(side)] =
            *which == 0 ? jacobite::Edge::bottom : jacobite::Edge::top;
    }
    if (edges[0] && edges[1] && *edges[0] == *edges[1]) {
      const jacobite::Edge other =
          *edges[0] == jacobite::Edge::top ? jacobite::Edge::bottom : jacobite::Edge::top;
      r.error(pointer_to(node->pointer, "jacobite"),
              fmt::format("expected \"{}\" (the edge opposite the government baseline), got \"{}\"",
                          edge_name(other), edge_name(*edges[1])));
      return std::nullopt;
    }
    return edges[0];
  }

  void terrain(const Node& node) {
    if (!r.object(node, "an object of hexes to terrain")) return;
    for (auto it = node.value.begin(); it != node.value.end(); ++it) {
      const Node entry{it.value(), pointer_to(node.pointer, it.key())};
      const std::optional<Hex> h = parse_jacobite_hex(it.key(), board_frame.system);
      bool on_board = h.has_value() && board_frame.sized;
      if (!h) {
        r.error(entry.pointer, fmt::format("expected {} as key, got {}", kHexExpected,
                                           io::quoted_input(it.key())));
      } else if (board_frame.sized && !board_frame.contains(*h)) {
        r.error(entry.pointer, fmt::format("expected a hex on the board ({}) as key, got {}",
                                           board_frame.extent(), io::quoted_input(it.key())));
        on_board = false;
      }
      std::optional<std::size_t> kind;
      bool ignore_flag = false;
      if (entry.value.is_object()) {
        if (!r.object(entry, {"type", "ignore_flag"}, "a terrain object")) continue;
        if (const std::optional<Node> type =
                r.required(entry, "type", "a terrain name such as \"woods\"")) {
          kind = terrain_name(*type);
        }
        if (const std::optional<Node> flag = r.member(entry, "ignore_flag")) {
          const std::optional<bool> b = r.boolean(*flag);
          if (!b) continue;
          ignore_flag = *b;
        }
      } else if (entry.value.is_string()) {
        kind = terrain_name(entry);
      } else {
        r.error(entry.pointer,
                fmt::format("expected a terrain name such as \"woods\" or an object {{\"type\": "
                            "name, \"ignore_flag\": true}}, got {}",
                            describe(entry.value)));
      }
      if (on_board && kind) {
        game.board.set_terrain(*h, static_cast<jacobite::Terrain>(*kind));
        game.board.set_ignores_flag(*h, ignore_flag);
      }
    }
  }

  std::optional<std::size_t> terrain_name(const Node& node) {
    return r.one_of(node, {"clear", "hill", "woods", "town", "marsh", "river", "impassable"});
  }

  // ---- units ------------------------------------------------------------------------------

  void units(const Node& root) {
    const std::optional<Node> node = r.required(root, "units", "an array of units");
    if (!node || !r.array(*node, "an array of units")) return;
    if (!units_within_limit(r, *node)) {
      too_many_units = true;
      return;
    }
    for (std::size_t i = 0; i < node->value.size(); ++i) {
      unit_hexes.emplace_back();
      unit(Node{node->value[i], pointer_to(node->pointer, i)}, i);
    }
  }

  void unit(const Node& node, std::size_t index) {
    if (!r.object(node, {"id", "side", "type", "hex", "blocks", "melee_dice"}, "a unit object")) {
      return;
    }
    jacobite::Unit u;
    if (std::optional<std::string> id = new_unit_id(r, node, index, ids)) u.id = std::move(*id);
    if (const std::optional<Node> side =
            r.required(node, "side", "\"government\" or \"jacobite\"")) {
      if (const std::optional<std::size_t> which = r.one_of(*side, {"government", "jacobite"})) {
        u.side = *which == 0 ? Side::first : Side::second;
      }
    }
    std::optional<std::size_t> type;
    if (const std::optional<Node> type_node =
            r.required(node, "type",
                       "one of \"grenadier\", \"regular\", \"highland\", \"lowland\", \"militia\", "
                       "\"cavalry\", \"artillery\", \"leader\"")) {
      type = r.one_of(*type_node, {"grenadier", "regular", "highland", "lowland", "militia",
                                   "cavalry", "artillery", "leader"});
      if (type) u.type = kJacobiteTypes[*type];
    }
    if (const std::optional<Node> hex_node = r.required(node, "hex", kHexExpected)) {
      if (const std::optional<Hex> h = hex(*hex_node, true)) {
        u.hex = *h;
        unit_hexes[index] = h;
      }
    }
    const bool leader = type && u.type == jacobite::UnitType::leader;
    if (leader) u.blocks = 0;
    if (const std::optional<Node> blocks = r.member(node, "blocks")) {
      if (leader) {
        r.error(blocks->pointer, "expected no \"blocks\" for a leader (a leader block has none)");
      } else if (const std::optional<int> n = r.integer(*blocks, 1, jacobite::kFullStrength)) {
        u.blocks = *n;
      }
    }
    if (const std::optional<Node> dice = r.member(node, "melee_dice")) {
      if (leader) {
        r.error(dice->pointer,
                "expected no \"melee_dice\" for a leader (a leader does not roll in melee)");
      } else if (const std::optional<int> n = r.integer(*dice, 1, jacobite::kMaxDice)) {
        u.melee_dice = *n;
      }
    }
    game.units.resize(index + 1);
    game.units[index] = std::move(u);
  }

  // ---- request ----------------------------------------------------------------------------

  void request(const Node& root) {
    const std::optional<Node> node = r.required(root, "request", "a request object");
    if (!node || !r.object(*node, "a request object")) return;
    jacobite::Request& req = game.request;
    std::optional<std::size_t> kind;
    if (const std::optional<Node> kind_node = r.required(
            *node, "kind", "one of \"combat\", \"leader_attacked\", \"retire_and_rally\"")) {
      kind = r.one_of(*kind_node, {"combat", "leader_attacked", "retire_and_rally"});
    }
    // The keys of each kind; without a readable kind, the keys of any kind.
    if (!kind) {
      r.object(*node,
               {"kind", "unit", "leader", "combat", "attacker", "mode", "hits", "flags", "dice"},
               "a request object");
    } else if (*kind == 0) {
      req.kind = jacobite::RequestKind::combat;
      r.object(*node, {"kind", "unit", "combat", "attacker", "mode", "hits", "flags"},
               "a combat request");
    } else if (*kind == 1) {
      req.kind = jacobite::RequestKind::leader_attacked;
      r.object(*node, {"kind", "leader", "combat", "dice"}, "a leader_attacked request");
    } else {
      req.kind = jacobite::RequestKind::retire_and_rally;
      r.object(*node, {"kind", "unit"}, "a retire_and_rally request");
    }
    if (!kind) return;
    const bool combat = req.kind == jacobite::RequestKind::combat;
    const bool attacked = req.kind == jacobite::RequestKind::leader_attacked;
    const std::string_view target = attacked ? "leader" : "unit";
    if (const std::optional<Node> id = r.required(
            *node, target,
            attacked ? "the id of the lone leader attacked" : "the id of the unit in /units")) {
      if (const std::optional<UnitId> u = unit_id(r, *id, ids)) req.target = *u;
    }
    if (combat || attacked) {
      if (const std::optional<Node> c = r.required(*node, "combat", "\"melee\" or \"ranged\"")) {
        if (const std::optional<std::size_t> which = r.one_of(*c, {"melee", "ranged"})) {
          req.combat = *which == 0 ? jacobite::CombatKind::melee : jacobite::CombatKind::ranged;
        }
      }
    }
    if (combat) {
      if (const std::optional<Node> a = r.required(
              *node, "attacker", "one of \"infantry\", \"cavalry\", \"artillery\" (the arm)")) {
        if (const std::optional<std::size_t> which =
                r.one_of(*a, {"infantry", "cavalry", "artillery"})) {
          req.attacker = static_cast<jacobite::Arm>(*which);
        }
      }
      if (const std::optional<Node> m = r.member(*node, "mode")) {
        if (const std::optional<std::size_t> which =
                r.one_of(*m, {"ordered", "battle_back", "first_strike", "ambush"})) {
          req.mode = static_cast<jacobite::AttackMode>(*which);
        }
      }
      if (const std::optional<Node> hits = r.member(*node, "hits")) {
        if (const std::optional<int> n = r.integer(*hits, 0, jacobite::kMaxDice)) req.hits = *n;
      }
      if (const std::optional<Node> flags = r.member(*node, "flags")) {
        if (const std::optional<int> n = r.integer(*flags, 0, jacobite::kMaxDice)) req.flags = *n;
      }
    }
    if (attacked) {
      if (const std::optional<Node> dice =
              r.required(*node, "dice",
                         fmt::format("the attacker's battle dice, an integer from 1 to {}",
                                     jacobite::kMaxDice))) {
        if (const std::optional<int> n = r.integer(*dice, 1, jacobite::kMaxDice)) {
          req.attack_dice = *n;
        }
      }
    }
  }

  // ---- options, dice, choices -------------------------------------------------------------

  void options(const Node& root) {
    const std::optional<Node> node = r.member(root, "options");
    if (!node || !r.object(*node, {"die", "retreat_loss_leader_check"}, "an options object")) {
      return;
    }
    if (const std::optional<Node> die = r.member(*node, "die")) this->die(*die);
    if (const std::optional<Node> check = r.member(*node, "retreat_loss_leader_check")) {
      if (const std::optional<bool> b = r.boolean(*check)) {
        game.options.retreat_loss_leader_check = *b;
      }
    }
  }

  void die(const Node& node) {
    if (!node.value.is_array() || node.value.size() != kDieFaces) {
      r.error(node.pointer,
              fmt::format("expected an array of the six face names of the die, in roll order "
                          "(each one of {}), got {}",
                          kFaceNames,
                          node.value.is_array() ? fmt::format("an array of {}", node.value.size())
                                                : describe(node.value)));
      die_ok = false;
      return;
    }
    jacobite::Die die{};
    for (std::size_t i = 0; i < node.value.size(); ++i) {
      const std::optional<std::size_t> face =
          r.one_of(Node{node.value[i], pointer_to(node.pointer, i)},
                   {"infantry", "cavalry", "artillery", "saber", "flag"});
      if (!face) {
        die_ok = false;
        continue;
      }
      die[i] = kJacobiteFaces[*face];
    }
    if (die_ok) game.options.die = die;
  }

  void dice(const Node& root, std::vector<ScriptedFace>& out) {
    const std::optional<Node> node = r.member(root, "dice");
    if (!node || !r.array(*node, "an array of die rolls")) return;
    for (std::size_t i = 0; i < node->value.size(); ++i) {
      const Node element{node->value[i], pointer_to(node->pointer, i)};
      const Json& v = element.value;
      if (v.is_number_integer()) {
        if (const std::optional<int> n = r.integer(element, 1, kDieFaces)) {
          out.push_back({*n, element.pointer});
        }
        continue;
      }
      if (!v.is_string()) {
        r.error(element.pointer,
                fmt::format("expected a roll from 1 to 6 or a face name ({}), got {}", kFaceNames,
                            describe(v)));
        continue;
      }
      const std::optional<std::size_t> face =
          r.one_of(element, {"infantry", "cavalry", "artillery", "saber", "flag"});
      if (!face || !die_ok) continue;
      const jacobite::Die& die = game.options.die;
      const auto at = std::find(die.begin(), die.end(), kJacobiteFaces[*face]);
      if (at == die.end()) {
        r.error(element.pointer,
                fmt::format("the scenario's die has no {} face (options.die); expected a roll "
                            "from 1 to 6 or a face it has",
                            io::quoted_input(v.get_ref<const std::string&>())));
        continue;
      }
      out.push_back({static_cast<int>(at - die.begin()) + 1, element.pointer});
    }
  }

  void choices(const Node& root, std::vector<ScriptedChoice>& out) {
    const std::optional<Node> node = r.member(root, "choices");
    if (!node || !r.array(*node, "an array of choices")) return;
    for (std::size_t i = 0; i < node->value.size(); ++i) {
      const Node element{node->value[i], pointer_to(node->pointer, i)};
      if (std::optional<ScriptedChoice> choice = this->choice(element)) {
        choice->pointer = element.pointer;
        out.push_back(std::move(*choice));
      }
    }
  }

  std::optional<ScriptedChoice> choice(const Node& element) {
    const Json& v = element.value;
    ScriptedChoice choice;
    if (v.is_string()) {
      const auto& text = v.get_ref<const std::string&>();
      if (text == "stop") {
        choice.kind = OptionKind::stop;
        return choice;
      }
      if (text == "leave") {
        choice.kind = OptionKind::leave;
        return choice;
      }
      if (parse_jacobite_hex(text, board_frame.system)) {
        const std::optional<Hex> h = hex(element, true);
        if (!h) return std::nullopt;
        choice.kind = OptionKind::move;
        choice.place = *h;
        return choice;
      }
    } else if (v.is_number_integer()) {
      const std::optional<int> n = r.integer(element, 0, jacobite::kMaxDice);
      if (!n) return std::nullopt;
      choice.kind = OptionKind::count;
      choice.value = *n;
      return choice;
    } else if (v.is_object()) {
      if (!r.object(element, {"unit"}, "a choice of unit {\"unit\": id}")) return std::nullopt;
      const std::optional<Node> id = r.required(element, "unit", "the id of a unit in /units");
      if (!id) return std::nullopt;
      const std::optional<UnitId> u = unit_id(r, *id, ids);
      if (!u) return std::nullopt;
      choice.kind = OptionKind::pick;
      choice.value = static_cast<int>(index_of(*u));
      if (const std::optional<Hex> h = unit_hexes[index_of(*u)]) choice.place = *h;
      return choice;
    }
    r.error(element.pointer,
            fmt::format("expected \"stop\", \"leave\", {}, a number of flags to ignore, or "
                        "{{\"unit\": id}}, got {}",
                        kHexExpected, describe(v)));
    return std::nullopt;
  }
};

}  // namespace

void read_jacobite(Reader& reader, const Node& root, LoadedScenario& out) {
  JacobiteReader j{reader, {}, {}, {}, {}, true};
  j.board(root);
  j.units(root);
  // The request and the choices name units: with the units unread, each of their ids would be
  // reported unknown.
  if (!j.too_many_units) j.request(root);
  j.options(root);
  j.dice(root, out.dice);
  if (!j.too_many_units) j.choices(root, out.choices);
  out.game = std::move(j.game);
}

}  // namespace skedaddle::io::detail
