// SPDX-License-Identifier: MIT
// Reading the Grande Tactique part of a scenario: the table and its terrain, the sides, the
// divisions and corps, the units, the request, the options and the scripted dice.
#include "grande_tactique/io/scenario.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <utility>
#include <vector>

#include "grande_tactique/io/names.hpp"
#include "io/limit_check.hpp"
#include "skedaddle/io/printable.hpp"

namespace skedaddle::io::detail {
namespace {

constexpr std::string_view kPointExpected = "a point [x, y] in inches";
constexpr double kMaxTable = grande_tactique::kMaxTableInches;
constexpr double kMaxCoordinate = 1.0e6;  // inches: beyond any table; keeps arithmetic tame
constexpr double kMaxBase = grande_tactique::kMaxBaseInches;
constexpr double kMaxOldGuardRange = 48.0;  // inches
constexpr double kMaxGapDetour = 10.0;
// Below a hundredth of a degree the turned-line search (GT-4 c) only grows slower: 18 000
// lines each way already resolve a tenth of an inch at fifty feet.
constexpr double kMinTurnStep = 0.01;
constexpr double kMaxTurnStep = 10.0;
constexpr int kMaxModifier = 6;
constexpr int kMaxOriginalUnits = 9999;
constexpr int kDieFaces = 6;

/// The keys a request of `kind` takes besides "kind".
std::vector<std::string_view> request_keys(grande_tactique::RequestKind kind) {
  switch (kind) {
    case grande_tactique::RequestKind::flee:
      return {"unit", "causer", "cause"};
    case grande_tactique::RequestKind::morale_check:
      return {"unit", "causer", "modifiers"};
    case grande_tactique::RequestKind::continue_flight:
      return {"side"};
    case grande_tactique::RequestKind::charge_routed:
      return {"unit", "causer"};
    case grande_tactique::RequestKind::rally:
    case grande_tactique::RequestKind::withdraw:
      break;
  }
  return {"unit"};
}

/// "x 0 to 72, y 0 to 48".
std::string table_extent(const grande_tactique::Table& t) {
  return fmt::format("x 0 to {}, y 0 to {}", gt_inches(t.width), gt_inches(t.depth));
}

struct GtReader {
  Reader& r;
  grande_tactique::Scenario game{};
  std::array<std::string, 2> sides{};
  bool sides_known = false;
  bool table_sized = true;
  UnitIds ids{};
  std::map<std::string, int, std::less<>> divisions{};
  std::map<std::string, int, std::less<>> corps{};
  bool divisions_listed = true;  ///< false when "divisions" is not an array: names go unchecked
  bool corps_listed = true;      ///< the same for "corps"
  bool too_many_units = false;   ///< "units" is over Limits::units, left unread

  /// A finite number in [min, max] (integers are numbers too).
  std::optional<double> number(const Node& node, double min, double max,
                               std::string_view expected) {
    if (node.value.is_number()) {
      const double v = node.value.get<double>();
      if (std::isfinite(v) && v >= min && v <= max) return v;
    }
    r.error(node.pointer, fmt::format("expected {}, got {}", expected, describe(node.value)));
    return std::nullopt;
  }

  /// [x, y] in inches, each finite and within kMaxCoordinate.
  std::optional<Vec2> point(const Node& node) {
    if (!node.value.is_array() || node.value.size() != 2) {
      r.error(node.pointer,
              fmt::format("expected {}, got {}", kPointExpected,
                          node.value.is_array() ? fmt::format("an array of {}", node.value.size())
                                                : describe(node.value)));
      return std::nullopt;
    }
    const std::optional<double> x = number(Node{node.value[0], pointer_to(node.pointer, 0)},
                                           -kMaxCoordinate, kMaxCoordinate, "a number of inches");
    const std::optional<double> y = number(Node{node.value[1], pointer_to(node.pointer, 1)},
                                           -kMaxCoordinate, kMaxCoordinate, "a number of inches");
    if (!x || !y) return std::nullopt;
    return Vec2{*x, *y};
  }

  /// The side named by a string node: one of the table's two side names.
  std::optional<Side> side(const Node& node) {
    if (!sides_known) {
      if (!node.value.is_string()) r.string(node, true);
      return std::nullopt;
    }
    const std::optional<std::size_t> which = r.one_of(node, {sides[0], sides[1]});
    if (!which) return std::nullopt;
    return *which == 0 ? Side::first : Side::second;
  }

  /// A division or corps by name.
  std::optional<int> formation(const Node& node,
                               const std::map<std::string, int, std::less<>>& names,
                               std::string_view what, bool listed) {
    const std::optional<std::string> name = r.string(node, true);
    if (!name || !listed) return std::nullopt;
    const auto it = names.find(*name);
    if (it == names.end()) {
      r.error(node.pointer,
              fmt::format("expected the name of a {} in /{}, got unknown name {}", what,
                          what == "division" ? "divisions" : "corps", io::quoted_input(*name)));
      return std::nullopt;
    }
    return it->second;
  }

  // ---- table ------------------------------------------------------------------------------

  void table(const Node& root) {
    const std::optional<Node> node = r.required(root, "table", "a table object");
    if (!node ||
        !r.object(*node, {"width", "depth", "sides", "own_edges", "terrain"}, "a table object")) {
      return;
    }
    grande_tactique::Table& t = game.table;
    if (const std::optional<Node> w = r.member(*node, "width")) {
      const std::optional<double> v =
          number(*w, 1.0, kMaxTable, "a width in inches from 1 to 1200");
      table_sized = table_sized && v.has_value();
      if (v) t.width = *v;
    }
    if (const std::optional<Node> d = r.member(*node, "depth")) {
      const std::optional<double> v =
          number(*d, 1.0, kMaxTable, "a depth in inches from 1 to 1200");
      table_sized = table_sized && v.has_value();
      if (v) t.depth = *v;
    }
    if (const std::optional<Node> s = r.required(
            *node, "sides", "an array of the two side names, such as [\"french\", \"allied\"]")) {
      side_names(*s);
    }
    if (const std::optional<Node> e =
            r.required(*node, "own_edges",
                       "an object giving each side's own edge, such as {\"french\": "
                       "\"south\", \"allied\": \"north\"}")) {
      own_edges(*e);
    }
    if (const std::optional<Node> terrain = r.member(*node, "terrain")) {
      if (r.array(*terrain, "an array of terrain areas") && terrain_within_limit(*terrain)) {
        std::map<std::string, std::size_t, std::less<>> names;
        for (std::size_t i = 0; i < terrain->value.size(); ++i) {
          area(Node{terrain->value[i], pointer_to(terrain->pointer, i)}, i, names);
        }
      }
    }
  }

  /// The corners of all the outlines within Limits::terrain_corners, counted before any is read.
  bool terrain_within_limit(const Node& terrain) {
    std::size_t corners = 0;
    for (const Json& area : terrain.value) {
      if (!area.is_object()) continue;
      const auto outline = area.find("outline");
      if (outline != area.end() && outline->is_array()) corners += outline->size();
    }
    return terrain_corners_within_limit(r, terrain, corners);
  }

  void side_names(const Node& node) {
    if (!node.value.is_array() || node.value.size() != 2) {
      r.error(node.pointer,
              fmt::format("expected an array of the two side names, such as [\"french\", "
                          "\"allied\"], got {}",
                          node.value.is_array() ? fmt::format("an array of {}", node.value.size())
                                                : describe(node.value)));
      return;
    }
    bool ok = true;
    for (std::size_t i = 0; i < 2; ++i) {
      const Node element{node.value[i], pointer_to(node.pointer, i)};
      if (std::optional<std::string> name = r.string(element, true)) {
        if (i == 1 && *name == sides[0]) {
          r.error(element.pointer,
                  fmt::format("expected a name other than the first side's, got {}",
                              io::quoted_input(*name)));
          ok = false;
        }
        sides[i] = std::move(*name);
      } else {
        ok = false;
      }
    }
    sides_known = ok;
  }

  void own_edges(const Node& node) {
    if (!sides_known) {
      r.object(node, "an object giving each side's own edge");
      return;
    }
    if (!r.object(node, {sides[0], sides[1]}, "an object giving each side's own edge")) return;
    for (std::size_t i = 0; i < 2; ++i) {
      const std::optional<Node> edge = r.required(
          node, sides[i], "its own table edge, \"north\", \"east\", \"south\" or \"west\"");
      if (!edge) continue;
      if (const std::optional<std::size_t> e = r.one_of(*edge, kGtEdgeNames)) {
        game.table.own_edge[i] = static_cast<grande_tactique::Edge>(*e);
      }
    }
  }

  void area(const Node& node, std::size_t index,
            std::map<std::string, std::size_t, std::less<>>& names) {
    if (!r.object(node, {"name", "kind", "outline", "anchor"}, "a terrain object")) return;
    grande_tactique::TerrainKind kind = grande_tactique::TerrainKind::woods;
    std::string area_name;
    bool ok = true;
    if (const std::optional<Node> name = r.required(node, "name", "a non-empty string")) {
      if (std::optional<std::string> text = r.string(*name, true)) {
        const auto [it, inserted] = names.emplace(*text, index);
        if (!inserted) {
          r.error(name->pointer,
                  fmt::format("duplicate terrain name {} (first used at /table/terrain/{})",
                              io::quoted_input(*text), it->second));
        }
        area_name = std::move(*text);
      }
    }
    if (const std::optional<Node> k_node =
            r.required(node, "kind", "\"woods\", \"bua\" or \"impassable\"")) {
      const std::optional<std::size_t> k = r.one_of(*k_node, kGtTerrainNames);
      if (k) kind = static_cast<grande_tactique::TerrainKind>(*k);
      ok = ok && k.has_value();
    }
    std::optional<std::vector<Vec2>> corners;
    if (const std::optional<Node> outline =
            r.required(node, "outline", "an array of at least 3 points [x, y]")) {
      corners = this->outline(*outline);
    }
    if (!corners) return;
    grande_tactique::Terrain t{kind, std::move(area_name), Area(std::move(*corners)), Vec2{}};
    const std::optional<Node> anchor = r.member(node, "anchor");
    if (anchor) {
      if (ok && t.kind == grande_tactique::TerrainKind::impassable) {
        r.error(anchor->pointer,
                "expected no \"anchor\" for impassable ground (no unit is placed in it)");
      } else if (const std::optional<Vec2> p = point(*anchor)) {
        if (!t.area.contains(*p)) {
          r.error(anchor->pointer,
                  fmt::format("expected a point inside the area, got ({}, {}), outside it", p->x,
                              p->y));
        }
        t.anchor = *p;
      }
    } else {
      t.anchor = t.area.centroid();
      if (ok && t.kind != grande_tactique::TerrainKind::impassable && !t.area.contains(t.anchor)) {
        r.error(pointer_to(node.pointer, "anchor"),
                fmt::format("missing required key \"anchor\": expected a point inside the area "
                            "(its centroid {} lies outside this outline)",
                            gt_point(t.anchor)));
      }
    }
    game.table.terrain.push_back(std::move(t));
  }

  std::optional<std::vector<Vec2>> outline(const Node& node) {
    if (!r.array(node, "an array of at least 3 points [x, y]") || !corners_within_limit(r, node)) {
      return std::nullopt;
    }
    std::vector<Vec2> corners;
    bool ok = true;
    for (std::size_t i = 0; i < node.value.size(); ++i) {
      const Node element{node.value[i], pointer_to(node.pointer, i)};
      const std::optional<Vec2> p = point(element);
      if (!p) {
        ok = false;
        continue;
      }
      if (table_sized &&
          (p->x < 0.0 || p->y < 0.0 || p->x > game.table.width || p->y > game.table.depth)) {
        r.error(element.pointer, fmt::format("expected a point on the table ({}), got {}",
                                             table_extent(game.table), describe(element.value)));
        ok = false;
      }
      corners.push_back(*p);
    }
    if (!ok) return std::nullopt;
    if (const std::optional<std::string> problem = outline_problem(corners)) {
      r.error(node.pointer, fmt::format("expected the outline of a simple polygon: {}", *problem));
      return std::nullopt;
    }
    return corners;
  }

  // ---- divisions and corps ----------------------------------------------------------------

  void formations(const Node& root) {
    if (const std::optional<Node> node = r.member(root, "divisions")) {
      divisions_listed = r.array(*node, "an array of divisions");
      if (divisions_listed) {
        for (std::size_t i = 0; i < node->value.size(); ++i) {
          division(Node{node->value[i], pointer_to(node->pointer, i)}, i);
        }
      }
    }
    if (const std::optional<Node> node = r.member(root, "corps")) {
      corps_listed = r.array(*node, "an array of corps");
      if (corps_listed) {
        for (std::size_t i = 0; i < node->value.size(); ++i) {
          one_corps(Node{node->value[i], pointer_to(node->pointer, i)}, i);
        }
      }
    }
  }

  /// The name of a division or corps, unique among its kind.
  std::string formation_name(const Node& node, std::size_t index,
                             std::map<std::string, int, std::less<>>& names,
                             std::string_view list) {
    const std::optional<Node> name = r.required(node, "name", "a non-empty string");
    if (!name) return {};
    std::optional<std::string> text = r.string(*name, true);
    if (!text) return {};
    const auto [it, inserted] = names.emplace(*text, static_cast<int>(index));
    if (!inserted) {
      r.error(name->pointer, fmt::format("duplicate name {} (first used at /{}/{})",
                                         io::quoted_input(*text), list, it->second));
    }
    return std::move(*text);
  }

  void division(const Node& node, std::size_t index) {
    game.divisions.resize(index + 1);
    if (!r.object(node, {"name", "collapsed"}, "a division object")) return;
    grande_tactique::Division& d = game.divisions[index];
    d.name = formation_name(node, index, divisions, "divisions");
    if (const std::optional<Node> c = r.member(node, "collapsed")) {
      if (const std::optional<bool> b = r.boolean(*c)) d.collapsed = *b;
    }
  }

  void one_corps(const Node& node, std::size_t index) {
    game.corps.resize(index + 1);
    if (!r.object(node, {"name", "original_units"}, "a corps object")) return;
    grande_tactique::Corps& c = game.corps[index];
    c.name = formation_name(node, index, corps, "corps");
    if (const std::optional<Node> n = r.member(node, "original_units")) {
      if (const std::optional<int> v = r.integer(*n, 0, kMaxOriginalUnits)) c.original_units = *v;
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
    // Every id first: a general may be attached to a unit listed after him.
    for (std::size_t i = 0; i < node->value.size(); ++i) {
      const Json& u = node->value[i];
      if (!u.is_object()) continue;
      const auto id = u.find("id");
      if (id != u.end() && id->is_string() && !id->get_ref<const std::string&>().empty()) {
        ids.emplace(id->get<std::string>(), UnitId{static_cast<std::uint32_t>(i)});
      }
    }
    for (std::size_t i = 0; i < node->value.size(); ++i) {
      unit(Node{node->value[i], pointer_to(node->pointer, i)}, i);
    }
    corps_sizes();
  }

  void unit(const Node& node, std::size_t index) {
    game.units.resize(index + 1);
    if (!r.object(node,
                  {"id", "side", "arm", "quality", "state", "position", "facing", "base", "square",
                   "firing", "old_guard", "division", "corps", "attached_to"},
                  "a unit object")) {
      return;
    }
    grande_tactique::Unit& u = game.units[index];
    if (const std::optional<Node> id = r.required(node, "id", "a non-empty string")) {
      if (std::optional<std::string> text = r.string(*id, true)) {
        const UnitId first = ids.at(*text);
        if (index_of(first) != index) {
          r.error(id->pointer, fmt::format("duplicate unit id {} (first used at /units/{})",
                                           io::quoted_input(*text), index_of(first)));
        }
        u.id = std::move(*text);
      }
    }
    if (const std::optional<Node> s = r.required(node, "side", "the name of one of the sides")) {
      if (const std::optional<Side> which = side(*s)) u.side = *which;
    }
    if (const std::optional<Node> a = r.required(
            node, "arm",
            "\"infantry\", \"cavalry\", \"foot_artillery\", \"horse_artillery\" or \"general\"")) {
      if (const std::optional<std::size_t> which = r.one_of(*a, kGtArmNames)) {
        u.arm = static_cast<grande_tactique::Arm>(*which);
      }
    }
    if (const std::optional<Node> q = r.member(node, "quality")) {
      if (const std::optional<std::size_t> which = r.one_of(*q, kGtQualityNames)) {
        u.quality = static_cast<grande_tactique::Quality>(*which);
      }
    }
    if (const std::optional<Node> s = r.member(node, "state")) {
      if (const std::optional<std::size_t> which = r.one_of(*s, kGtStateNames)) {
        u.state = static_cast<grande_tactique::State>(*which);
      }
    }
    if (const std::optional<Node> p = r.required(node, "position", kPointExpected)) {
      if (const std::optional<Vec2> v = point(*p)) u.base.centre = *v;
    }
    if (const std::optional<Node> f = r.member(node, "facing")) {
      if (const std::optional<double> deg =
              number(*f, 0.0, 360.0, "a compass bearing in degrees from 0 to 360")) {
        u.base.facing = bearing_vector(*deg);
      }
    }
    if (const std::optional<Node> sq = r.member(node, "square")) {
      if (const std::optional<bool> b = r.boolean(*sq)) u.in_square = *b;
    }
    if (const std::optional<Node> f = r.member(node, "firing")) {
      if (const std::optional<bool> b = r.boolean(*f)) u.firing = *b;
    }
    if (const std::optional<Node> g = r.member(node, "old_guard")) {
      if (const std::optional<bool> b = r.boolean(*g)) u.old_guard = *b;
    }
    const grande_tactique::BaseSize size =
        u.in_square ? grande_tactique::kSquareBase : grande_tactique::default_base(u.arm);
    u.base.width = size.width;
    u.base.depth = size.depth;
    if (const std::optional<Node> b = r.member(node, "base")) base(*b, u.base);
    if (const std::optional<Node> d = r.member(node, "division")) {
      if (const std::optional<int> k = formation(*d, divisions, "division", divisions_listed))
        u.division = *k;
    }
    if (const std::optional<Node> c = r.member(node, "corps")) {
      if (const std::optional<int> k = formation(*c, corps, "corps", corps_listed)) u.corps = *k;
    }
    if (const std::optional<Node> a = r.member(node, "attached_to")) {
      u.attached_to = unit_id(r, *a, ids);
    }
  }

  void base(const Node& node, Box& out) {
    if (!node.value.is_array() || node.value.size() != 2) {
      r.error(node.pointer,
              fmt::format("expected a base [width, depth] in inches, got {}",
                          node.value.is_array() ? fmt::format("an array of {}", node.value.size())
                                                : describe(node.value)));
      return;
    }
    constexpr std::string_view expected = "a number of inches above 0, at most 24";
    std::array<double, 2> size{};
    for (std::size_t i = 0; i < 2; ++i) {
      const Node element{node.value[i], pointer_to(node.pointer, i)};
      const std::optional<double> v = number(element, 0.0, kMaxBase, expected);
      if (v && *v <= 0.0) {
        r.error(element.pointer,
                fmt::format("expected {}, got {}", expected, describe(element.value)));
      }
      size[i] = v.value_or(1.0);
    }
    out.width = size[0];
    out.depth = size[1];
  }

  /// A corps cannot have begun with fewer units than it lists (GT-13 counts the lost ones).
  void corps_sizes() {
    std::vector<int> listed(game.corps.size(), 0);
    for (const grande_tactique::Unit& u : game.units) {
      if (u.arm != grande_tactique::Arm::general && u.corps >= 0)
        ++listed[static_cast<std::size_t>(u.corps)];
    }
    for (std::size_t c = 0; c < game.corps.size(); ++c) {
      const int original = game.corps[c].original_units;
      if (original > 0 && original < listed[c]) {
        r.error(fmt::format("/corps/{}/original_units", c),
                fmt::format("expected 0 or at least the {} units /units lists in the corps, "
                            "got {}",
                            listed[c], original));
      }
    }
  }

  // ---- request ----------------------------------------------------------------------------

  void request(const Node& root) {
    const std::optional<Node> node = r.required(root, "request", "a request object");
    if (!node || !r.object(*node, {"kind", "unit", "causer", "cause", "modifiers", "side"},
                           "a request object")) {
      return;
    }
    grande_tactique::Request& req = game.request;
    const std::optional<Node> k =
        r.required(*node, "kind",
                   "one of \"flee\", \"morale_check\", \"continue_flight\", \"rally\", "
                   "\"charge_routed\", \"withdraw\"");
    if (!k) return;
    const std::optional<std::size_t> kind = r.one_of(*k, kGtRequestKindNames);
    if (!kind) return;
    req.kind = static_cast<grande_tactique::RequestKind>(*kind);
    const std::vector<std::string_view> keys = request_keys(req.kind);
    const auto takes = [&](std::string_view key) {
      return std::find(keys.begin(), keys.end(), key) != keys.end();
    };
    std::string list;
    for (const std::string_view key : keys) {
      if (!list.empty()) list += ", ";
      list += fmt::format("\"{}\"", key);
    }
    for (const std::string_view key : {"unit", "causer", "cause", "modifiers", "side"}) {
      const std::optional<Node> m = r.member(*node, key);
      if (m && !takes(key)) {
        r.error(m->pointer, fmt::format("expected no \"{}\" in a {} request (it takes {})", key,
                                        kGtRequestKindNames[*kind], list));
      }
    }
    if (takes("unit")) {
      if (const std::optional<Node> u = r.required(*node, "unit", "the id of a unit in /units")) {
        if (const std::optional<UnitId> id = unit_id(r, *u, ids)) req.unit = *id;
      }
    }
    if (takes("causer")) {
      if (const std::optional<Node> c = r.required(
              *node, "causer", "the id of the enemy unit that caused the flight (GT-4)")) {
        req.causer = unit_id(r, *c, ids);
      }
    }
    if (takes("cause")) {
      if (const std::optional<Node> c = r.member(*node, "cause")) {
        if (const std::optional<std::size_t> which = r.one_of(*c, kGtCauseNames)) {
          req.cause = static_cast<grande_tactique::Cause>(*which);
        }
      }
    }
    if (takes("modifiers")) {
      if (const std::optional<Node> m = r.member(*node, "modifiers")) modifiers(*m);
    }
    if (takes("side")) {
      if (const std::optional<Node> s =
              r.required(*node, "side", "the name of the side whose PIP phase ends")) {
        if (const std::optional<Side> which = side(*s)) req.side = *which;
      }
    }
  }

  void modifiers(const Node& node) {
    if (!r.array(node, "an array of modifiers {\"label\": ..., \"value\": ...}")) return;
    for (std::size_t i = 0; i < node.value.size(); ++i) {
      const Node element{node.value[i], pointer_to(node.pointer, i)};
      if (!r.object(element, {"label", "value"}, "a modifier object")) continue;
      grande_tactique::Modifier m;
      if (const std::optional<Node> l =
              r.required(element, "label", "a non-empty string, such as \"upslope\"")) {
        if (std::optional<std::string> text = r.string(*l, true)) m.label = std::move(*text);
      }
      if (const std::optional<Node> v = r.required(element, "value", "an integer from -6 to 6")) {
        if (const std::optional<int> n = r.integer(*v, -kMaxModifier, kMaxModifier)) m.value = *n;
      }
      game.request.modifiers.push_back(std::move(m));
    }
  }

  // ---- options and dice -------------------------------------------------------------------

  void options(const Node& root) {
    const std::optional<Node> node = r.member(root, "options");
    if (!node || !r.object(*node,
                           {"gap_detour", "general_may_die", "turn_step", "old_guard_shaken",
                            "old_guard_flee"},
                           "an options object")) {
      return;
    }
    grande_tactique::Options& o = game.options;
    if (const std::optional<Node> g = r.member(*node, "gap_detour")) {
      if (const std::optional<double> v =
              number(*g, 1.0, kMaxGapDetour, "a multiple of the flight distance from 1 to 10")) {
        o.gap_detour = *v;
      }
    }
    if (const std::optional<Node> g = r.member(*node, "general_may_die")) {
      if (const std::optional<bool> b = r.boolean(*g)) o.general_may_die = *b;
    }
    if (const std::optional<Node> t = r.member(*node, "turn_step")) {
      if (const std::optional<double> v =
              number(*t, kMinTurnStep, kMaxTurnStep, "a number of degrees from 0.01 to 10")) {
        o.turn_step = *v;
      }
    }
    bool shaken_ok = true;
    if (const std::optional<Node> s = r.member(*node, "old_guard_shaken")) {
      const std::optional<double> v =
          number(*s, 0.0, kMaxOldGuardRange, "a number of inches from 0 to 48");
      if (v) o.old_guard_shaken = *v;
      shaken_ok = v.has_value();
    }
    if (const std::optional<Node> f = r.member(*node, "old_guard_flee")) {
      if (const std::optional<double> v =
              number(*f, 0.0, kMaxOldGuardRange, "a number of inches from 0 to 48")) {
        o.old_guard_flee = *v;
        if (shaken_ok && *v > o.old_guard_shaken) {
          r.error(f->pointer,
                  fmt::format("expected at most old_guard_shaken ({}): friends near enough to "
                              "flee are near enough to be shaken (GT-11), got {}",
                              gt_inches(o.old_guard_shaken), describe(f->value)));
        }
      }
    } else if (shaken_ok && o.old_guard_flee > o.old_guard_shaken) {
      r.error(pointer_to(node->pointer, "old_guard_shaken"),
              fmt::format("expected at least old_guard_flee ({}) (GT-11)",
                          gt_inches(o.old_guard_flee)));
    }
  }

  void dice(const Node& root, std::vector<ScriptedFace>& out) {
    read_die_rolls(r, root, kDieFaces, out);
  }
};

}  // namespace

void read_grande_tactique(Reader& reader, const Node& root, LoadedScenario& out) {
  GtReader g{reader};
  if (const std::optional<Node> board = reader.member(root, "board")) {
    reader.error(board->pointer,
                 "expected no \"board\" for ruleset \"grande-tactique\" (its measured table is "
                 "\"table\")");
  }
  g.table(root);
  g.formations(root);
  g.units(root);
  // The request names units: with the units unread, each of its ids would be reported unknown.
  if (!g.too_many_units) g.request(root);
  g.options(root);
  g.dice(root, out.dice);
  // Only the empty list an outcome's replay records: the rules leave no choice to a player.
  refuse_choices(reader, root, "grande-tactique",
                 "the rules leave no choice to a player: the dice decide");
  out.sides.assign(g.sides.begin(), g.sides.end());
  out.game = std::move(g.game);
}

}  // namespace skedaddle::io::detail
