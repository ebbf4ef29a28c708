// SPDX-License-Identifier: MIT
// Reading the GITM/ROTD part of a scenario: the strategic square and its neighbours, the
// tactical map, units, request, options and scripted dice.
#include "gitm/io/scenario.hpp"

#include <fmt/format.h>

#include <map>
#include <utility>
#include <vector>

#include "gitm/io/names.hpp"
#include "io/limit_check.hpp"
#include "skedaddle/gitm/notation.hpp"
#include "skedaddle/io/printable.hpp"

namespace skedaddle::io::detail {
namespace {

constexpr std::string_view kSquareExpected = "a square such as \"7-11\" (column-row, from 0)";
constexpr int kMaxMapSize = 99;
constexpr int kMaxDieFace = 100;  // the trapped roll is a d100 (GI-6)

struct GitmReader {
  Reader& r;
  gitm::Scenario game;
  int columns = kTacticalMapSize;
  int rows = kTacticalMapSize;
  bool sized = true;
  UnitIds ids;
  bool too_many_units = false;  // "units" is over Limits::units, left unread

  std::string extent() const {
    return fmt::format("columns 0 to {}, rows 0 to {}", columns - 1, rows - 1);
  }
  bool contains(Square s) const { return s.col < columns && s.row < rows; }

  std::optional<Square> square(const Node& node) {
    const std::optional<Square> s =
        node.value.is_string() ? parse_gitm_square(node.value.get_ref<const std::string&>())
                               : std::nullopt;
    if (!s) {
      r.error(node.pointer,
              fmt::format("expected {}, got {}", kSquareExpected, describe(node.value)));
      return std::nullopt;
    }
    if (sized && !contains(*s)) {
      r.error(node.pointer, fmt::format("expected a square on the tactical map ({}), got {}",
                                        extent(), describe(node.value)));
      return std::nullopt;
    }
    return s;
  }

  std::optional<Dir8> direction(const Node& node) {
    if (node.value.is_string()) {
      if (const std::optional<Dir8> d =
              dir8_from_compass_name(node.value.get_ref<const std::string&>())) {
        return d;
      }
    }
    r.error(node.pointer,
            fmt::format("expected a direction, one of \"N\", \"NE\", \"E\", \"SE\", \"S\", "
                        "\"SW\", \"W\", \"NW\", got {}",
                        describe(node.value)));
    return std::nullopt;
  }

  // ---- board ------------------------------------------------------------------------------

  void board(const Node& root) {
    const std::optional<Node> node = r.required(root, "board", "a board object");
    if (!node || !r.object(*node, {"strategic", "marsh", "neighbors", "map"}, "a board object")) {
      game.field.impassable.assign(static_cast<std::size_t>(game.field.map.size()), 0);
      return;
    }
    if (const std::optional<Node> label =
            r.required(*node, "strategic", "the strategic square's label, such as \"G7-V8\"")) {
      if (std::optional<std::string> text = r.string(*label, true)) {
        game.field.label = std::move(*text);
      }
    }
    if (const std::optional<Node> marsh = r.member(*node, "marsh")) {
      if (const std::optional<bool> b = r.boolean(*marsh)) game.field.marsh = *b;
    }
    if (const std::optional<Node> neighbors = r.required(
            *node, "neighbors", "an object of the eight directions N NE E SE S SW W NW")) {
      this->neighbors(*neighbors);
    }
    std::optional<Node> map = r.member(*node, "map");
    if (map && !r.object(*map, {"columns", "rows", "terrain"}, "a map object")) map.reset();
    if (map) {
      if (const std::optional<Node> c = r.member(*map, "columns")) {
        const std::optional<int> n = r.integer(*c, 1, kMaxMapSize);
        sized = sized && n.has_value();
        if (n) columns = *n;
      }
      if (const std::optional<Node> rw = r.member(*map, "rows")) {
        const std::optional<int> n = r.integer(*rw, 1, kMaxMapSize);
        sized = sized && n.has_value();
        if (n) rows = *n;
      }
    }
    if (sized) game.field.map = SquareGrid(columns, rows);
    game.field.impassable.assign(static_cast<std::size_t>(game.field.map.size()), 0);
    if (map) {
      if (const std::optional<Node> terrain = r.member(*map, "terrain")) this->terrain(*terrain);
    }
  }

  void neighbors(const Node& node) {
    if (!r.object(node, {"N", "NE", "E", "SE", "S", "SW", "W", "NW"},
                  "an object of the eight directions N NE E SE S SW W NW")) {
      return;
    }
    for (const Dir8 d : kDir8s) {
      const std::optional<Node> n =
          r.required(node, compass_name(d),
                     R"(a neighbour {"label": "G7-V7", "terrain": "open"} or "off_map")");
      if (n) neighbor(*n, game.field.neighbors[static_cast<std::size_t>(d)]);
    }
  }

  void neighbor(const Node& node, gitm::Neighbor& out) {
    if (node.value.is_string() && node.value.get_ref<const std::string&>() == "off_map") {
      out.on_map = false;
      out.passable = false;
      return;
    }
    if (!node.value.is_object()) {
      r.error(node.pointer,
              fmt::format("expected a neighbour object {{\"label\": ..., \"terrain\": ...}} or "
                          "\"off_map\", got {}",
                          describe(node.value)));
      return;
    }
    if (!r.object(node, {"label", "terrain", "crossing"}, "a neighbour object")) return;
    if (const std::optional<Node> label =
            r.required(node, "label", "the neighbour's label, such as \"G7-V7\"")) {
      if (std::optional<std::string> text = r.string(*label, true)) out.label = std::move(*text);
    }
    if (const std::optional<Node> terrain =
            r.required(node, "terrain", "a strategic terrain name such as \"open\"")) {
      const std::optional<std::size_t> t = r.one_of(*terrain, kGitmStrategicTerrainNames);
      if (t) out.passable = *t >= kGitmImpassableStrategic;
    }
    if (const std::optional<Node> crossing = r.member(node, "crossing")) {
      if (const std::optional<std::size_t> c = r.one_of(*crossing, {"closed", "open"})) {
        out.crossing_closed = *c == 0;
      }
    }
  }

  void terrain(const Node& node) {
    if (!r.object(node, "an object of squares to terrain")) return;
    for (auto it = node.value.begin(); it != node.value.end(); ++it) {
      const Node entry{it.value(), pointer_to(node.pointer, it.key())};
      const std::optional<Square> s = parse_gitm_square(it.key());
      bool on_map = s.has_value() && sized;
      if (!s) {
        r.error(entry.pointer, fmt::format("expected {} as key, got {}", kSquareExpected,
                                           io::quoted_input(it.key())));
      } else if (sized && !contains(*s)) {
        r.error(entry.pointer,
                fmt::format("expected a square on the tactical map ({}) as key, got {}", extent(),
                            io::quoted_input(it.key())));
        on_map = false;
      }
      const std::optional<std::size_t> t = r.one_of(entry, kGitmTacticalTerrainNames);
      if (on_map && t) {
        game.field.impassable[static_cast<std::size_t>(game.field.map.index(*s))] = *t == 0 ? 1 : 0;
      }
    }
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
      unit(Node{node->value[i], pointer_to(node->pointer, i)}, i);
    }
  }

  void unit(const Node& node, std::size_t index) {
    game.units.resize(index + 1);
    if (!r.object(node, {"id", "allegiance", "square", "fatigue", "hq", "moved"},
                  "a unit object")) {
      return;
    }
    gitm::Unit& u = game.units[index];
    if (std::optional<std::string> id = new_unit_id(r, node, index, ids)) u.id = std::move(*id);
    if (const std::optional<Node> a =
            r.required(node, "allegiance", "\"friendly\", \"enemy\" or \"neutral\"")) {
      if (const std::optional<std::size_t> which = r.one_of(*a, kGitmAllegianceNames)) {
        u.allegiance = static_cast<gitm::Allegiance>(*which);
      }
    }
    if (const std::optional<Node> sq = r.required(node, "square", kSquareExpected)) {
      if (const std::optional<Square> s = square(*sq)) u.square = *s;
    }
    if (const std::optional<Node> f = r.member(node, "fatigue")) {
      if (const std::optional<int> n = r.integer(*f, 0, 999)) u.fatigue = *n;
    }
    if (const std::optional<Node> hq = r.member(node, "hq")) {
      if (const std::optional<bool> b = r.boolean(*hq)) u.hq = *b;
    }
    if (const std::optional<Node> moved = r.member(node, "moved")) u.moved = direction(*moved);
  }

  // ---- request ----------------------------------------------------------------------------

  void request(const Node& root) {
    const std::optional<Node> node = r.required(root, "request", "a request object");
    if (!node || !r.object(*node, "a request object")) return;
    gitm::Request& req = game.request;
    std::optional<std::size_t> kind;
    if (const std::optional<Node> k = r.required(
            *node, "kind", "one of \"retreat\", \"rout\", \"fall_back\", \"end_of_battle\"")) {
      kind = r.one_of(*k, kGitmRequestKindNames);
    }
    if (!kind) {
      r.object(*node,
               {"kind", "unit", "units", "battle", "flanks_turned", "lost_melee", "distance"},
               "a request object");
      return;
    }
    req.kind = static_cast<gitm::RequestKind>(*kind);
    const bool retreat = req.kind == gitm::RequestKind::retreat;
    const bool many = req.kind == gitm::RequestKind::end_of_battle;
    if (retreat) {
      r.object(*node,
               {"kind", "unit", "units", "battle", "flanks_turned", "lost_melee", "distance"},
               "a retreat request");
    } else if (many) {
      r.object(*node, {"kind", "units", "battle", "flanks_turned", "lost_melee"},
               "an end_of_battle request");
    } else {
      r.object(*node, {"kind", "unit", "units", "battle", "flanks_turned", "lost_melee"},
               fmt::format("a {} request", kGitmRequestKindNames[*kind]));
    }
    const std::optional<Node> unit = many ? std::nullopt : r.member(*node, "unit");
    const std::optional<Node> units = r.member(*node, "units");
    if (unit && units) {
      r.error(units->pointer, "expected \"unit\" or \"units\", not both");
    } else if (unit) {
      if (const std::optional<UnitId> id = unit_id(r, *unit, ids)) req.units.push_back(*id);
    } else if (units) {
      if (r.array(*units, "an array of unit ids")) {
        if (units->value.empty()) {
          r.error(units->pointer, "expected at least one unit id");
        } else if (!many && units->value.size() > 1) {
          r.error(units->pointer, fmt::format("expected one unit id (a {} moves one unit), got {}",
                                              kGitmRequestKindNames[*kind], units->value.size()));
        }
        if (many && units->value.size() > game.units.size()) {
          // Each unit is listed once at most: a longer list is wrong, and not worth reading.
          r.error(units->pointer,
                  fmt::format("expected at most {} unit ids (the scenario's units, each once), "
                              "got {}",
                              game.units.size(), units->value.size()));
        } else {
          for (std::size_t i = 0; i < units->value.size(); ++i) {
            const Node element{units->value[i], pointer_to(units->pointer, i)};
            if (const std::optional<UnitId> id = unit_id(r, element, ids)) {
              req.units.push_back(*id);
            }
          }
        }
      }
    } else {
      r.error(pointer_to(node->pointer, many ? "units" : "unit"),
              many ? std::string("missing required key \"units\": expected an array of the ids "
                                 "of the losing side's units in the battle square")
                   : std::string("missing required key \"unit\": expected the id of the unit in "
                                 "/units"));
    }
    if (const std::optional<Node> battle = r.required(*node, "battle", kSquareExpected)) {
      if (const std::optional<Square> s = square(*battle)) req.battle = *s;
    }
    if (const std::optional<Node> f = r.member(*node, "flanks_turned")) {
      if (const std::optional<int> n = r.integer(*f, 0, 2)) req.flanks_turned = *n;
    }
    if (const std::optional<Node> m = r.member(*node, "lost_melee")) {
      if (const std::optional<bool> b = r.boolean(*m)) req.lost_melee = *b;
    }
    if (retreat) {
      if (const std::optional<Node> d = r.member(*node, "distance")) {
        if (const std::optional<int> n = r.integer(*d, 1, gitm::kRetreatMax)) req.distance = *n;
      }
    }
  }

  // ---- options, dice, choices -------------------------------------------------------------

  void options(const Node& root) {
    const std::optional<Node> node = r.member(root, "options");
    if (!node || !r.object(*node, {"corner", "trap_chance", "cone_edges"}, "an options object")) {
      return;
    }
    if (const std::optional<Node> c = r.member(*node, "corner")) {
      if (const std::optional<std::size_t> which = r.one_of(*c, {"either", "both"})) {
        game.options.corner = *which == 0 ? CornerRule::either : CornerRule::both;
      }
    }
    if (const std::optional<Node> t = r.member(*node, "trap_chance")) {
      if (!t->value.is_array() || t->value.size() != 3) {
        r.error(t->pointer,
                fmt::format("expected an array of 3 percentages (0, 1, 2 flanks turned), got {}",
                            t->value.is_array() ? fmt::format("an array of {}", t->value.size())
                                                : describe(t->value)));
      } else {
        for (std::size_t i = 0; i < 3; ++i) {
          if (const std::optional<int> n =
                  r.integer(Node{t->value[i], pointer_to(t->pointer, i)}, 0, 100)) {
            game.options.trap_chance[i] = *n;
          }
        }
      }
    }
    if (const std::optional<Node> e = r.member(*node, "cone_edges")) {
      if (const std::optional<std::size_t> which = r.one_of(*e, {"own", "shared"})) {
        game.options.cone_edges = *which == 0 ? ConeEdges::own : ConeEdges::shared;
      }
    }
  }

  void dice(const Node& root, std::vector<ScriptedFace>& out) {
    read_die_rolls(r, root, kMaxDieFace, out);
  }
};

}  // namespace

void read_gitm(Reader& reader, const Node& root, gitm::Variant variant, LoadedScenario& out) {
  GitmReader g{reader, {}, kTacticalMapSize, kTacticalMapSize, true, {}};
  g.game.options.variant = variant;
  g.board(root);
  g.units(root);
  // The request names units: with the units unread, each of its ids would be reported unknown.
  if (!g.too_many_units) g.request(root);
  g.options(root);
  g.dice(root, out.dice);
  // Only the empty list an outcome's replay records: the program makes every choice.
  refuse_choices(reader, root, gitm_variant_name(variant),
                 "the game program makes every choice, from the dice");
  out.game = std::move(g.game);
}

}  // namespace skedaddle::io::detail
