// SPDX-License-Identifier: MIT
// The resolved route of the GCACW picture: a thick arrow with the loss of each step.
#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"
#include "gcacw/render/route.hpp"

namespace skedaddle::svg::detail {

namespace {

constexpr std::string_view kHalo = R"(stroke="#ffffff" stroke-width="3" paint-order="stroke")";

std::string fate_line(const Frame& frame, const RouteFate& fate) {
  const std::size_t i = index_of(fate.unit);
  const std::string id = i < frame.game.units.size() ? frame.game.units[i].id : "?";
  return fmt::format("{} {}", id, fate_name(fate.fate));
}

}  // namespace

void draw_outcome(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome) {
  const HexLayout& layout = frame.layout;
  const Route route = route_of(outcome, frame.game.request.hex);
  out.open_group(R"(id="outcome")");

  if (route.hexes.size() >= 2) {
    std::vector<Point> points;
    for (const Hex h : route.hexes)
      points.push_back(layout.center(h));
    // Start on the first hexside crossed and stop short of the last centre, so the
    // counters under both ends stay readable.
    const std::size_t n = points.size();
    points[0] = lerp(points[0], points[1], 0.5);
    points[n - 1] = lerp(points[n - 2], points[n - 1], 0.78);
    const std::string d = path_d(points);
    out.add(halo_path(d, 8.0));
    out.add(fmt::format(
        R"svg(<path id="route" d="{}" fill="none" stroke="{}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" marker-end="url(#arrow-route)"/>)svg",
        d, palette::kRoute));

    // The loss of each step beside the hexside it crosses, on the left of the direction of
    // travel (tree arrows are shifted to the right).
    out.open_group(fmt::format(
        R"(id="route-losses" font-size="10" font-weight="bold" text-anchor="middle" fill="{}" {})",
        palette::kRoute, kHalo));
    const double step_length = layout.size() * kSqrt3;
    for (const RouteStep& step : route.steps) {
      if (!step.loss) continue;
      const Point a = layout.center(step.from);
      const Point b = layout.center(step.to);
      const Point mid = lerp(a, b, 0.5);
      const double k = 11.0 / step_length;
      const Point at = {mid.x + (b.y - a.y) * k, mid.y - (b.x - a.x) * k + 3.5};
      const std::string text =
          *step.loss == 0 ? std::string("0") : fmt::format("\u2212{}", *step.loss);
      out.add(fmt::format(R"(<text x="{}" y="{}">{}</text>)", num(at.x), num(at.y), text));
      if (step.override_step) {  // a small note under the loss
        out.add(fmt::format(
            R"(<text x="{}" y="{}" font-size="7" font-weight="normal" font-style="italic">override</text>)",
            num(at.x), num(at.y + 8.5)));
      }
    }
    out.close_group();
  }

  out.close_group();
}

void draw_fates(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome) {
  const HexLayout& layout = frame.layout;
  const Route route = route_of(outcome, frame.game.request.hex);
  if (route.fates.empty()) return;
  // A red dashed outline on the hex where the route ends, and a callout with the fates just
  // above it (below it on the top rows), kept inside the map.
  const Hex last = route.hexes.back();
  const Point end = layout.center(last);
  const double half_height = layout.size() * kSqrt3 / 2.0;
  const double line_height = 12.0;
  std::vector<std::string> lines;
  double widest = 0.0;
  for (const RouteFate& fate : route.fates) {
    lines.push_back(fate_line(frame, fate));
    widest = std::max(widest, text_width(lines.back(), 10.0));
  }
  const double block = line_height * static_cast<double>(lines.size());
  const Point map = layout.top_left();
  const bool above = end.y - half_height - block - 6.0 >= map.y;
  const double top = above ? end.y - half_height - block - 2.0 : end.y + half_height + 2.0;
  const double x =
      std::clamp(end.x, map.x + widest / 2.0 + 4.0,
                 std::max(map.x + widest / 2.0 + 4.0, map.x + layout.width() - widest / 2.0 - 4.0));
  out.open_group(
      fmt::format(R"(id="fates" font-size="10" font-weight="bold" text-anchor="middle" fill="{}")",
                  palette::kFate));
  out.add(fmt::format(
      R"(<polygon points="{}" fill="none" stroke="{}" stroke-width="2.2" stroke-dasharray="5 3"/>)",
      points_text(layout.corners(last)), palette::kFate));
  out.add(fmt::format(
      R"(<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="#ffffff" fill-opacity="0.92" stroke="{}" stroke-width="1"/>)",
      num(x - widest / 2.0 - 4.0), num(top), num(widest + 8.0), num(block + 4.0), palette::kFate));
  double y = top + 11.5;
  for (const std::string& line : lines) {
    out.add(fmt::format(R"(<text x="{}" y="{}">{}</text>)", num(x), num(y), xml_escape(line)));
    y += line_height;
  }
  out.close_group();
}

}  // namespace skedaddle::svg::detail
