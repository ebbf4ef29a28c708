// SPDX-License-Identifier: MIT
// The table and the bases (GT preamble, CONTEXT 1.1), and the names of the outcome format.
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique {

BaseSize default_base(Arm arm) {
  switch (arm) {
    case Arm::infantry:
      return {2.5, 1.0};
    case Arm::cavalry:
      return {1.5, 1.0};
    case Arm::foot_artillery:
      return {1.0, 1.0};
    case Arm::horse_artillery:
      return {1.0, 1.5};
    case Arm::general:
      return {0.5, 0.5};
  }
  return {1.0, 1.0};
}

bool Table::holds(const Box& b) const {
  for (const Vec2 c : b.corners()) {
    if (c.x < -kPlaneEpsilon || c.y < -kPlaneEpsilon) return false;
    if (c.x > width + kPlaneEpsilon || c.y > depth + kPlaneEpsilon) return false;
  }
  return true;
}

int Table::cover_at(Vec2 p) const {
  for (std::size_t i = 0; i < terrain.size(); ++i) {
    const Terrain& t = terrain[i];
    if (t.kind != TerrainKind::impassable && t.area.contains(p)) return static_cast<int>(i);
  }
  return -1;
}

Vec2 Table::toward_own_edge(Side side) const {
  switch (own_edge[static_cast<std::size_t>(side)]) {
    case Edge::north:
      return {0.0, 1.0};
    case Edge::east:
      return {1.0, 0.0};
    case Edge::south:
      return {0.0, -1.0};
    case Edge::west:
      return {-1.0, 0.0};
  }
  return {0.0, -1.0};
}

std::string_view rejection_text(Rejection r) {
  switch (r) {
    case Rejection::none:
      return "";
    case Rejection::not_infantry:
      return "only infantry seeks woods or a built-up area (GT-4 a)";
    case Rejection::no_cover:
      return "no woods or built-up area to flee into (GT-4 a)";
    case Rejection::cover_occupied:
      return "every wood and built-up area holds a unit (GT-4 a)";
    case Rejection::cover_too_far:
      return "no empty wood or built-up area within reach by a clear path (GT-4 a)";
    case Rejection::corridor_blocked:
      return "the straight corridor is not clear (GT-4 b)";
    case Rejection::no_gap:
      return "no clear path through a gap within the detour allowed (GT-4 b)";
    case Rejection::behind_causer:
      return "it would pass behind the causer's front edge (GT-5)";
    case Rejection::enemy_in_line:
      return "enemies or impassable ground in the line at every angle (GT-4 c)";
    case Rejection::gap_end_blocked:
      return "the path through the gap ends on an enemy or impassable ground (GT-4 b)";
    case Rejection::cover_no_room:
      return "no room for the base in the empty woods or built-up areas within reach (GT-4 a)";
  }
  return "?";
}

std::string_view way_name(FlightWay w) {
  switch (w) {
    case FlightWay::cover:
      return "cover";
    case FlightWay::straight:
      return "straight";
    case FlightWay::gap:
      return "gap";
    case FlightWay::turned:
      return "turned";
    case FlightWay::surrounded:
      return "surrounded";
    case FlightWay::stays:
      return "stays";
  }
  return "?";
}

std::string_view ending_name(Ending e) {
  switch (e) {
    case Ending::on_table:
      return "on_table";
    case Ending::fled:
      return "fled";
    case Ending::destroyed:
      return "destroyed";
    case Ending::captured:
      return "captured";
    case Ending::killed:
      return "killed";
    case Ending::withdrawn:
      return "withdrawn";
  }
  return "?";
}

}  // namespace skedaddle::grande_tactique
