// SPDX-License-Identifier: MIT
// Private to io and render: what GT-4 would do with a Grande Tactique request, gathered once for
// the JSON and text option writers and the picture's previews (render/svg.cpp) from the engine's
// query (preview_flight), before any die is rolled.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::io::detail {

/// What happens to one unit of the request.
enum class GtFate : std::uint8_t {
  flight,     ///< it flees: `flight` holds the ways tried
  stays,      ///< routed infantry in woods or a BUA stays (GT-8), or a charge out of them (GT-10)
  destroyed,  ///< a routed unit charged by cavalry (GT-10)
  allowed,    ///< a rally (GT-9) or a withdrawal (GT-7): refusal() has refused the forbidden ones
              ///< (ALL-3)
};

/// One unit of the request.
struct GtUnitPreview {
  UnitId unit{};
  GtFate fate = GtFate::flight;
  double distance = 0.0;                       ///< GT-2; the middle of the range for 2d6
  std::optional<std::pair<int, int>> range{};  ///< cavalry fleeing cavalry: 11 + 2d6
  grande_tactique::FlightPreview flight{};
  std::string terrain{};  ///< stays: the woods or BUA it stays in
  int leave = -1;         ///< flight: the woods or BUA it is forced out of (GT-10), or -1
};

/// A scenario without terrain area `leave`, and the index of each remaining area in the
/// original: a flight forced out of cover (GT-10) does not seek the cover it leaves.
inline grande_tactique::Scenario without_area(const grande_tactique::Scenario& s, int leave,
                                              std::vector<int>& original) {
  grande_tactique::Scenario out = s;
  out.table.terrain.clear();
  original.clear();
  for (std::size_t i = 0; i < s.table.terrain.size(); ++i) {
    if (static_cast<int>(i) == leave) continue;
    out.table.terrain.push_back(s.table.terrain[i]);
    original.push_back(static_cast<int>(i));
  }
  return out;
}

/// The flight of `unit` from `causer` (or toward its own edge without one), GT-2 distances:
/// infantry 7", cavalry 11", cavalry fleeing cavalry 11" + 2d6 (13-23, previewed at 18) unless
/// `later` (continued flight, a router charged again).
inline GtUnitPreview gt_flight_preview(const grande_tactique::Scenario& s, UnitId unit,
                                       std::optional<UnitId> causer, bool later, int leave) {
  GtUnitPreview p;
  p.unit = unit;
  p.leave = leave;
  const grande_tactique::Unit& u = s.units[index_of(unit)];
  p.distance = u.arm == grande_tactique::Arm::infantry ? grande_tactique::kInfantryFlight
                                                       : grande_tactique::kCavalryFlight;
  if (u.arm == grande_tactique::Arm::cavalry && !later && causer &&
      s.units[index_of(*causer)].arm == grande_tactique::Arm::cavalry) {
    p.range = std::pair{static_cast<int>(grande_tactique::kCavalryFlight) + 2,
                        static_cast<int>(grande_tactique::kCavalryFlight) + 12};
    p.distance = grande_tactique::kCavalryFlight + 7.0;
  }
  if (leave < 0) {
    p.flight = grande_tactique::preview_flight(s, unit, causer, p.distance);
    return p;
  }
  std::vector<int> original;
  const grande_tactique::Scenario reduced = without_area(s, leave, original);
  p.flight = grande_tactique::preview_flight(reduced, unit, causer, p.distance);
  for (grande_tactique::FlightOption& o : p.flight.tried) {
    if (o.terrain >= 0) o.terrain = original[static_cast<std::size_t>(o.terrain)];
  }
  return p;
}

/// A unit made to flee by `causer` for `cause`: infantry in woods or a BUA stays there unless
/// charged by infantry, which forces it out (GT-10).
inline GtUnitPreview gt_fresh_flight(const grande_tactique::Scenario& s, UnitId unit,
                                     std::optional<UnitId> causer, grande_tactique::Cause cause) {
  const grande_tactique::Unit& u = s.units[index_of(unit)];
  const int area = u.arm == grande_tactique::Arm::infantry ? s.table.cover_at(u.base.centre) : -1;
  if (area < 0) return gt_flight_preview(s, unit, causer, false, -1);
  if (grande_tactique::forced_out_of_cover(s, causer, cause)) {
    return gt_flight_preview(s, unit, causer, false, area);
  }
  GtUnitPreview p{.unit = unit, .fate = GtFate::stays};
  p.terrain = s.table.terrain[static_cast<std::size_t>(area)].name;
  return p;
}

/// Every unit the request concerns, previewed on the table as given.
inline std::vector<GtUnitPreview> preview_gt(const grande_tactique::Scenario& s) {
  const grande_tactique::Request& r = s.request;
  std::vector<GtUnitPreview> out;
  switch (r.kind) {
    case grande_tactique::RequestKind::flee:
      if (r.cause == grande_tactique::Cause::own_charge) {
        const int area = s.table.cover_at(s.units[index_of(r.unit)].base.centre);
        GtUnitPreview p{.unit = r.unit, .fate = GtFate::stays};
        if (area >= 0) p.terrain = s.table.terrain[static_cast<std::size_t>(area)].name;
        out.push_back(std::move(p));
      } else {
        out.push_back(gt_fresh_flight(s, r.unit, r.causer, r.cause));
      }
      break;
    case grande_tactique::RequestKind::morale_check:
      out.push_back(gt_fresh_flight(s, r.unit, r.causer, grande_tactique::Cause::fire));
      break;
    case grande_tactique::RequestKind::charge_routed:
      if (r.causer && s.units[index_of(*r.causer)].arm == grande_tactique::Arm::cavalry) {
        out.push_back(GtUnitPreview{.unit = r.unit, .fate = GtFate::destroyed});
      } else {
        out.push_back(gt_flight_preview(s, r.unit, r.causer, true,
                                        s.table.cover_at(s.units[index_of(r.unit)].base.centre)));
      }
      break;
    case grande_tactique::RequestKind::continue_flight:
      for (std::size_t k = 0; k < s.units.size(); ++k) {
        const grande_tactique::Unit& u = s.units[k];
        if (u.side != r.side || !u.on_table() || u.state != grande_tactique::State::routed ||
            !grande_tactique::flees(u.arm))
          continue;
        const UnitId id{static_cast<std::uint32_t>(k)};
        const int area = s.table.cover_at(u.base.centre);
        if (u.arm == grande_tactique::Arm::infantry && area >= 0) {
          GtUnitPreview p{.unit = id, .fate = GtFate::stays};
          p.terrain = s.table.terrain[static_cast<std::size_t>(area)].name;
          out.push_back(std::move(p));
        } else {
          out.push_back(gt_flight_preview(s, id, std::nullopt, true, -1));
        }
      }
      break;
    case grande_tactique::RequestKind::rally:
    case grande_tactique::RequestKind::withdraw:
      out.push_back(GtUnitPreview{.unit = r.unit, .fate = GtFate::allowed});
      break;
  }
  return out;
}

/// "flight", "stays", "destroyed" or "allowed".
constexpr std::string_view gt_fate_name(GtFate f) {
  switch (f) {
    case GtFate::flight:
      return "flight";
    case GtFate::stays:
      return "stays";
    case GtFate::destroyed:
      return "destroyed";
    case GtFate::allowed:
      return "allowed";
  }
  return "?";
}

/// What happens, in words, when the unit does not flee.
inline std::string gt_fate_text(const grande_tactique::Scenario& s, const GtUnitPreview& p) {
  switch (p.fate) {
    case GtFate::flight:
      break;
    case GtFate::stays:
      return "stays in " + p.terrain +
             (s.request.kind == grande_tactique::RequestKind::continue_flight ? " (GT-8)"
                                                                              : " (GT-10)");
    case GtFate::destroyed:
      return "charged by cavalry while routed: destroyed (GT-10)";
    case GtFate::allowed:
      if (s.request.kind == grande_tactique::RequestKind::rally)
        return "may rally: routed to shaken (GT-9)";
      return "may withdraw at its own edge: 20% loss (GT-7)";
  }
  return "flees";
}

}  // namespace skedaddle::io::detail
