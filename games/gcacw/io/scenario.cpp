// SPDX-License-Identifier: MIT
// Reading the GCACW part of a scenario: board, units, request, options and recorded choices.
#include "gcacw/io/scenario.hpp"

#include <fmt/format.h>

#include <limits>
#include <map>
#include <utility>
#include <vector>

#include "gcacw/io/names.hpp"
#include "io/limit_check.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/io/printable.hpp"

namespace skedaddle::io::detail {
namespace {

constexpr int kMaxNumber = 99;  // two digits per coordinate in a hex number
constexpr int kMaxFatigue = 4;
constexpr int kIntMax = std::numeric_limits<int>::max();
constexpr std::string_view kHexExpected = "a four-digit hex number such as \"1523\"";

// The map as far as hex numbers are concerned: printed columns first_column..first_column +
// columns - 1, rows likewise (a section of a printed map keeps its printed numbers); `sized` is
// false when the extent was wrong, and then only the spelling of hex numbers can be checked.
struct MapFrame {
  OffsetSystem system = gcacw_offset_system(true);
  int first_column = 1;
  int first_row = 1;
  int columns = 0;
  int rows = 0;
  bool sized = false;

  // Hex numbers are printed coordinates, so the offset coordinate of printed column c is c - 1
  // whatever the section: the parity of `shifted_columns` is that of the printed numbers.
  OffsetCoord first() const { return {first_column - 1, first_row - 1}; }
  bool contains(Hex h) const {
    const OffsetCoord c = to_offset(h, system);
    return c.col >= first_column - 1 && c.col < first_column - 1 + columns &&
           c.row >= first_row - 1 && c.row < first_row - 1 + rows;
  }
  std::string extent() const {
    const int last_column = first_column + columns - 1;
    const int last_row = first_row + rows - 1;
    return fmt::format("columns {:02} to {:02}, rows {:02} to {:02}", first_column, last_column,
                       first_row, last_row);
  }
};

// The state of the reading shared by the sections.
struct GcacwReader {
  Reader& r;
  gcacw::Scenario game;
  MapFrame map;
  UnitIds ids;
  std::vector<std::optional<Hex>> unit_hexes;  // per unit element, when readable
  bool too_many_units = false;                 // "units" is over Limits::units, left unread

  // A hex number; `on_map` also requires it to be on the map (when its size is known).
  std::optional<Hex> hex(const Node& node, bool on_map) {
    const std::optional<Hex> h =
        node.value.is_string()
            ? parse_gcacw_hex(node.value.get_ref<const std::string&>(), map.system)
            : std::nullopt;
    if (!h) {
      r.error(node.pointer, fmt::format("expected {}, got {}", kHexExpected, describe(node.value)));
      return std::nullopt;
    }
    if (on_map && map.sized && !map.contains(*h)) {
      r.error(node.pointer, fmt::format("expected a hex on the map ({}), got {}", map.extent(),
                                        describe(node.value)));
      return std::nullopt;
    }
    return h;
  }

  // The hexside of a "between" pair: two adjacent hexes, at least one on the map.
  std::optional<std::pair<Hex, Hex>> hexside(const Node& side) {
    const std::optional<Node> between = r.required(side, "between", "two adjacent hex numbers");
    if (!between) return std::nullopt;
    if (!between->value.is_array() || between->value.size() != 2) {
      r.error(between->pointer,
              fmt::format("expected an array of two adjacent hex numbers such as [\"1523\", "
                          "\"1524\"], got {}",
                          describe(between->value)));
      return std::nullopt;
    }
    const std::optional<Hex> a =
        hex(Node{between->value[0], pointer_to(between->pointer, 0)}, false);
    const std::optional<Hex> b =
        hex(Node{between->value[1], pointer_to(between->pointer, 1)}, false);
    if (!a || !b) return std::nullopt;
    if (!adjacent(*a, *b)) {
      r.error(between->pointer,
              fmt::format("expected two adjacent hexes, got {} and {}, which are {} hexes apart",
                          describe(between->value[0]), describe(between->value[1]),
                          hex_distance(*a, *b)));
      return std::nullopt;
    }
    if (map.sized && !map.contains(*a) && !map.contains(*b)) {
      r.error(between->pointer,
              fmt::format("expected at least one of the two hexes on the map ({}), got {} and {}",
                          map.extent(), describe(between->value[0]), describe(between->value[1])));
      return std::nullopt;
    }
    return std::pair{*a, *b};
  }

  // The printed number of the map's first column or row: 1 unless the map is a section.
  std::optional<int> first_number(const Node& board, std::string_view key) {
    const std::optional<Node> node = r.member(board, key);
    if (!node) return 1;
    return r.integer(*node, 1, kMaxNumber);
  }

  // How many columns or rows, 1 to 99; from a first number past 01, few enough that the last
  // one still has two digits.
  std::optional<int> count(const Node& board, std::string_view key, std::optional<int> first) {
    const std::optional<Node> node = r.required(board, key, "an integer from 1 to 99");
    if (!node) return std::nullopt;
    const std::optional<int> n = r.integer(*node, 1, kMaxNumber);
    if (!n || !first || *first + *n - 1 <= kMaxNumber) return n;
    r.error(node->pointer,
            fmt::format("expected an integer from 1 to {} ({} {:02} to 99 at most: hex numbers "
                        "have two digits per coordinate), got {}, whose last would be {}",
                        kMaxNumber - *first + 1, key, *first, *n, *first + *n - 1));
    return std::nullopt;
  }

  void board(const Node& root) {
    const std::optional<Node> node = r.required(root, "board", "a board object");
    if (!node || !r.object(*node,
                           {"columns", "rows", "first_column", "first_row", "shifted_columns",
                            "terrain", "roads", "prohibited"},
                           "a board object")) {
      return;
    }
    const std::optional<int> first_column = first_number(*node, "first_column");
    const std::optional<int> first_row = first_number(*node, "first_row");
    const std::optional<int> columns = count(*node, "columns", first_column);
    const std::optional<int> rows = count(*node, "rows", first_row);
    if (const std::optional<Node> shifted = r.member(*node, "shifted_columns")) {
      if (const std::optional<std::size_t> which = r.one_of(*shifted, {"even", "odd"})) {
        map.system = gcacw_offset_system(*which == 0);
      }
    }
    if (first_column && first_row && columns && rows) {
      map.first_column = *first_column;
      map.first_row = *first_row;
      map.columns = *columns;
      map.rows = *rows;
      map.sized = true;
      game.board = gcacw::Board(HexGrid(*columns, *rows, map.system, map.first()));
    }
    if (const std::optional<Node> terrain = r.member(*node, "terrain")) {
      this->terrain(*terrain);
    }
    if (const std::optional<Node> roads = r.member(*node, "roads")) this->roads(*roads);
    if (const std::optional<Node> prohibited = r.member(*node, "prohibited")) {
      this->prohibited(*prohibited);
    }
  }

  void terrain(const Node& node) {
    if (!r.object(node, "an object of hex numbers to terrain")) return;
    for (auto it = node.value.begin(); it != node.value.end(); ++it) {
      const Node entry{it.value(), pointer_to(node.pointer, it.key())};
      const std::optional<Hex> h = parse_gcacw_hex(it.key(), map.system);
      if (!h) {
        r.error(entry.pointer, fmt::format("expected {} as key, got {}", kHexExpected,
                                           io::quoted_input(it.key())));
      } else if (map.sized && !map.contains(*h)) {
        r.error(entry.pointer, fmt::format("expected a hex on the map ({}) as key, got {}",
                                           map.extent(), io::quoted_input(it.key())));
      }
      const std::optional<std::size_t> kind = r.one_of(entry, kTerrainNames);
      if (h && kind && map.sized && map.contains(*h)) {
        game.board.set_terrain(*h, static_cast<gcacw::Terrain>(*kind));
      }
    }
  }

  // True the first time a hexside is listed in one array; a repeat is an error at its pointer
  // naming the first listing (two kinds of road on one hexside would be a silent choice).
  bool first_listing(std::map<std::pair<Hex, Hex>, std::string>& seen, std::pair<Hex, Hex> side,
                     const std::string& pointer) {
    if (side.second < side.first) std::swap(side.first, side.second);
    const auto [it, fresh] = seen.try_emplace(side, pointer);
    if (!fresh) r.error(pointer, fmt::format("this hexside is already listed at {}", it->second));
    return fresh;
  }

  void roads(const Node& node) {
    if (!r.array(node, "an array of roads")) return;
    std::map<std::pair<Hex, Hex>, std::string> seen;
    for (std::size_t i = 0; i < node.value.size(); ++i) {
      const Node road{node.value[i], pointer_to(node.pointer, i)};
      if (!r.object(road, {"between", "kind"}, "a road object")) continue;
      gcacw::RoadKind kind = gcacw::RoadKind::road;
      bool kind_ok = true;
      if (const std::optional<Node> kind_node = r.member(road, "kind")) {
        constexpr gcacw::RoadKind kinds[] = {gcacw::RoadKind::road, gcacw::RoadKind::pike,
                                             gcacw::RoadKind::trail, gcacw::RoadKind::railroad};
        const std::optional<std::size_t> which =
            r.one_of(*kind_node, {"road", "pike", "trail", "railroad"});
        kind_ok = which.has_value();
        if (which) kind = kinds[*which];
      }
      const std::optional<std::pair<Hex, Hex>> side = hexside(road);
      if (!side || !first_listing(seen, *side, road.pointer)) continue;
      if (kind_ok && map.sized) game.board.set_road(side->first, side->second, kind);
    }
  }

  void prohibited(const Node& node) {
    if (!r.array(node, "an array of prohibited hexsides")) return;
    std::map<std::pair<Hex, Hex>, std::string> seen;
    for (std::size_t i = 0; i < node.value.size(); ++i) {
      const Node entry{node.value[i], pointer_to(node.pointer, i)};
      if (!r.object(entry, {"between"}, "a prohibited hexside object")) continue;
      const std::optional<std::pair<Hex, Hex>> side = hexside(entry);
      if (!side || !first_listing(seen, *side, entry.pointer)) continue;
      if (map.sized) game.board.set_prohibited(side->first, side->second);
    }
  }

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
    if (!r.object(node, {"id", "side", "type", "hex", "manpower", "fatigue", "disorganized"},
                  "a unit object")) {
      return;
    }
    gcacw::Unit u;
    if (std::optional<std::string> id = new_unit_id(r, node, index, ids)) u.id = std::move(*id);
    if (const std::optional<Node> side = r.required(node, "side", "\"union\" or \"confederate\"")) {
      if (const std::optional<std::size_t> which = r.one_of(*side, {"union", "confederate"})) {
        u.side = *which == 0 ? Side::first : Side::second;
      }
    }
    std::optional<std::size_t> type;
    if (const std::optional<Node> type_node = r.required(
            node, "type", "one of \"infantry\", \"cavalry\", \"artillery\", \"leader\"")) {
      type = r.one_of(*type_node, {"infantry", "cavalry", "artillery", "leader"});
      constexpr gcacw::UnitType types[] = {gcacw::UnitType::infantry, gcacw::UnitType::cavalry,
                                           gcacw::UnitType::artillery, gcacw::UnitType::leader};
      if (type) u.type = types[*type];
    }
    if (const std::optional<Node> hex_node = r.required(node, "hex", kHexExpected)) {
      if (const std::optional<Hex> h = hex(*hex_node, true)) {
        u.hex = *h;
        unit_hexes[index] = h;
      }
    }
    const bool leader = type && u.type == gcacw::UnitType::leader;
    const std::optional<Node> manpower = r.member(node, "manpower");
    if (leader && manpower) {
      r.error(manpower->pointer, "expected no \"manpower\" for a leader (leaders have none)");
    } else if (manpower) {
      if (const std::optional<int> m = r.integer(*manpower, 1, gcacw::kMaxManpower))
        u.manpower = *m;
    } else if (type && !leader) {
      r.required(node, "manpower", "an integer from 1 to 99 for a combat unit");
    }
    if (const std::optional<Node> fatigue = r.member(node, "fatigue")) {
      if (const std::optional<int> f = r.integer(*fatigue, 0, kMaxFatigue)) u.fatigue = *f;
    }
    if (const std::optional<Node> disorganized = r.member(node, "disorganized")) {
      if (const std::optional<bool> d = r.boolean(*disorganized)) u.disorganized = *d;
    }
    game.units.resize(index + 1);
    game.units[index] = std::move(u);
  }

  // A list of unit ids; every unknown id is an error at its element.
  std::optional<std::vector<UnitId>> unit_list(const Node& node) {
    if (!r.array(node, "an array of unit ids")) return std::nullopt;
    std::vector<UnitId> out;
    std::map<std::uint32_t, std::size_t> listed;
    bool ok = true;
    for (std::size_t i = 0; i < node.value.size(); ++i) {
      const Node element{node.value[i], pointer_to(node.pointer, i)};
      const std::optional<UnitId> id = unit_id(r, element, ids);
      if (!id) {
        ok = false;
        continue;
      }
      // Where each unit was first listed: linear in the list, and the pointer is the element's.
      if (const auto [first, fresh] = listed.try_emplace(index_of(*id), i); !fresh) {
        r.error(element.pointer,
                fmt::format("unit {} is listed twice (also at {})",
                            io::quoted_input(element.value.get_ref<const std::string&>()),
                            pointer_to(node.pointer, first->second)));
        ok = false;
      }
      out.push_back(*id);
    }
    if (!ok) return std::nullopt;
    return out;
  }

  void request(const Node& root) {
    const std::optional<Node> node = r.required(root, "request", "a request object");
    if (!node ||
        !r.object(*node, {"kind", "hex", "units", "active", "no_effect"}, "a request object")) {
      return;
    }
    gcacw::Request& req = game.request;
    std::optional<std::size_t> kind;
    if (const std::optional<Node> kind_node =
            r.required(*node, "kind", "one of \"retreat\", \"rout\", \"cavalry\", \"option\"")) {
      kind = r.one_of(*kind_node, {"retreat", "rout", "cavalry", "option"});
      constexpr gcacw::RetreatKind kinds[] = {gcacw::RetreatKind::normal, gcacw::RetreatKind::rout,
                                              gcacw::RetreatKind::cavalry,
                                              gcacw::RetreatKind::defender_option};
      if (kind) req.kind = kinds[*kind];
    }
    const bool option = kind && req.kind == gcacw::RetreatKind::defender_option;
    const std::optional<Node> hex_node = r.member(*node, "hex");
    const std::optional<Node> units_node = r.member(*node, "units");
    std::optional<Hex> at;
    if (hex_node) {
      at = hex(*hex_node, true);
    } else if (kind && !option) {
      r.required(*node, "hex", fmt::format("{} (the retreating hex)", kHexExpected));
    } else if (option && !units_node) {
      r.error(pointer_to(node->pointer, "hex"),
              fmt::format("missing required key \"hex\": expected {} or a \"units\" list (a "
                          "retreat option needs one of them)",
                          kHexExpected));
    }
    if (units_node && kind && !option) {
      r.error(units_node->pointer,
              fmt::format("expected no \"units\" for kind \"{}\" (only a retreat option, kind "
                          "\"option\", names its units)",
                          gcacw::kind_name(req.kind)));
    } else if (units_node) {
      units_of_option(*units_node, at);
    }
    if (hex_node && at) req.hex = *at;
    if (const std::optional<Node> active = r.member(*node, "active")) {
      if (std::optional<std::vector<UnitId>> list = unit_list(*active))
        req.active = std::move(*list);
    }
    if (const std::optional<Node> no_effect = r.member(*node, "no_effect")) {
      if (kind && !option) {
        r.error(no_effect->pointer,
                fmt::format("expected no \"no_effect\" for kind \"{}\" (only a retreat option, "
                            "kind \"option\", may be taken on a \"-\" result)",
                            gcacw::kind_name(req.kind)));
      } else if (const std::optional<bool> b = r.boolean(*no_effect)) {
        req.no_effect = *b;
      }
    }
  }

  // The units of a retreat option: at least one, all in one hex (the request hex when given).
  void units_of_option(const Node& node, std::optional<Hex> at) {
    std::optional<std::vector<UnitId>> list = unit_list(node);
    if (!list) return;
    if (list->empty()) {
      r.error(node.pointer, "expected at least one unit id");
      return;
    }
    const std::size_t first = index_of(list->front());
    std::optional<Hex> common = at ? at : unit_hexes[first];
    for (std::size_t i = 0; i < list->size(); ++i) {
      const std::optional<Hex> h = unit_hexes[index_of((*list)[i])];
      if (!h || !common || *h == *common) continue;
      const std::string& name = game.units[index_of((*list)[i])].id;
      if (at) {
        r.error(pointer_to(node.pointer, i),
                fmt::format("expected a unit in the request hex {}, got {} in {}",
                            gcacw_hex_label(*at, map.system), io::quoted_input(name),
                            gcacw_hex_label(*h, map.system)));
      } else {
        r.error(pointer_to(node.pointer, i),
                fmt::format("expected a unit in {} with {} (the units of a retreat option "
                            "share one hex), got {} in {}",
                            gcacw_hex_label(*common, map.system),
                            io::quoted_input(game.units[first].id), io::quoted_input(name),
                            gcacw_hex_label(*h, map.system)));
      }
    }
    if (common) game.request.hex = *common;
    game.request.units = std::move(*list);
  }

  void options(const Node& root) {
    const std::optional<Node> node = r.member(root, "options");
    if (!node || !r.object(*node,
                           {"chart", "chart1_radius", "distance", "zoc_across_prohibited",
                            "surrender_vp", "option_leaders", "end_on_lone_enemy_leader"},
                           "an options object")) {
      return;
    }
    gcacw::Options& o = game.options;
    if (const std::optional<Node> chart = r.member(*node, "chart")) {
      const Json& v = chart->value;
      if (v.is_string() && v.get_ref<const std::string&>() == "auto") {
        o.chart = gcacw::ChartRule::automatic;
      } else if (v.is_number_integer() && v.get<long long>() == 1) {
        o.chart = gcacw::ChartRule::one;
      } else if (v.is_number_integer() && v.get<long long>() == 2) {
        o.chart = gcacw::ChartRule::two;
      } else {
        r.error(chart->pointer, fmt::format("expected \"auto\", 1 or 2, got {}", describe(v)));
      }
    }
    if (const std::optional<Node> radius = r.member(*node, "chart1_radius")) {
      if (radius->value.is_null()) {
        o.chart1_radius.reset();
      } else if (radius->value.is_number_integer()) {
        o.chart1_radius = r.integer(*radius, 0, kIntMax);
      } else {
        r.error(radius->pointer, fmt::format("expected null or an integer of at least 0, got {}",
                                             describe(radius->value)));
      }
    }
    if (const std::optional<Node> distance = r.member(*node, "distance")) {
      if (const std::optional<std::size_t> which = r.one_of(*distance, {"hex", "path"})) {
        o.distance = *which == 0 ? gcacw::DistanceRule::hex : gcacw::DistanceRule::path;
      }
    }
    if (const std::optional<Node> zoc = r.member(*node, "zoc_across_prohibited")) {
      if (const std::optional<bool> b = r.boolean(*zoc)) o.zoc_across_prohibited = *b;
    }
    if (const std::optional<Node> vp = r.member(*node, "surrender_vp")) {
      if (const std::optional<int> n = r.integer(*vp, 0, gcacw::kMaxSurrenderVp))
        o.surrender_vp = *n;
    }
    if (const std::optional<Node> leaders = r.member(*node, "option_leaders")) {
      if (const std::optional<std::size_t> which = r.one_of(*leaders, {"accompany", "as_named"})) {
        o.option_leaders =
            *which == 0 ? gcacw::OptionLeaders::accompany : gcacw::OptionLeaders::as_named;
      }
    }
    if (const std::optional<Node> end = r.member(*node, "end_on_lone_enemy_leader")) {
      if (const std::optional<bool> b = r.boolean(*end)) o.end_on_lone_enemy_leader = *b;
    }
  }

  void choices(const Node& root, std::vector<ScriptedChoice>& out) {
    const std::optional<Node> node = r.member(root, "choices");
    if (!node || !r.array(*node, "an array of choices")) return;
    for (std::size_t i = 0; i < node->value.size(); ++i) {
      const Node element{node->value[i], pointer_to(node->pointer, i)};
      ScriptedChoice choice;
      choice.pointer = element.pointer;
      const Json& v = element.value;
      if (v.is_string() && v.get_ref<const std::string&>() == "stop") {
        choice.kind = OptionKind::stop;
      } else if (const std::optional<Hex> h =
                     v.is_string() ? parse_gcacw_hex(v.get_ref<const std::string&>(), map.system)
                                   : std::nullopt) {
        if (map.sized && !map.contains(*h)) {
          r.error(element.pointer, fmt::format("expected \"stop\" or a hex on the map ({}), got {}",
                                               map.extent(), describe(v)));
          continue;
        }
        choice.kind = OptionKind::move;
        choice.place = *h;
      } else {
        r.error(element.pointer,
                fmt::format("expected \"stop\" or {}, got {}", kHexExpected, describe(v)));
        continue;
      }
      out.push_back(std::move(choice));
    }
  }
};

}  // namespace

void read_gcacw(Reader& reader, const Node& root, LoadedScenario& out) {
  GcacwReader g{reader, {}, {}, {}, {}};
  g.board(root);
  g.units(root);
  // The request names units: with the units unread, each of its ids would be reported unknown.
  if (!g.too_many_units) g.request(root);
  g.options(root);
  g.choices(root, out.choices);
  if (const std::optional<Node> dice = reader.member(root, "dice")) {
    reader.error(dice->pointer,
                 "expected no \"dice\" for ruleset \"gcacw\" (GCACW retreats roll no dice)");
  }
  out.game = std::move(g.game);
}

}  // namespace skedaddle::io::detail
