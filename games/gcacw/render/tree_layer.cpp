// SPDX-License-Identifier: MIT
// The legal retreat tree of the GCACW picture: one arrow per distinct step, coloured by priority,
// up to the hexes where the stack is destroyed (GC-9), which are crossed out over the units.
#include <fmt/format.h>

#include <array>
#include <set>
#include <tuple>

#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"

namespace skedaddle::svg::detail {

void draw_tree(SvgWriter& out, const Frame& frame, const gcacw::RetreatTree& tree) {
  const HexLayout& layout = frame.layout;
  const std::vector<gcacw::TreeNode>& nodes = tree.nodes();

  // Many paths share a step; draw each distinct (from, to, priority, override) once. std::set
  // gives a fixed order, so the output does not depend on the tree's node order.
  using Edge = std::tuple<Hex, Hex, int, bool>;
  std::set<Edge> edges;
  std::set<Hex> stops;
  for (std::size_t i = 1; i < nodes.size(); ++i) {
    const gcacw::TreeNode& node = nodes[i];
    // A step into a dead end is no option (GC-9: rejected, no way on from there ends where a
    // retreat may end): no arrow offers it.
    if (node.parent < 0 || !node.completes) continue;
    const Hex from = nodes[static_cast<std::size_t>(node.parent)].hex;
    edges.emplace(from, node.hex, node.step.priority, node.step.override_step);
    if (node.can_stop && node.survivors) stops.insert(node.hex);
  }

  out.open_group(R"(id="retreat-tree" fill="none")");
  out.open_group(fmt::format(R"(id="stops" stroke="{}" stroke-width="1.8" stroke-opacity="0.9")",
                             palette::kStopRing));
  for (const Hex h : stops) {
    // An inner hexagon, inset from the hexsides so it never hides a prohibited edge.
    const Point c = layout.center(h);
    std::array<Point, 6> corners = layout.corners(h);
    for (Point& p : corners)
      p = lerp(c, p, 0.8);
    out.add(fmt::format(R"(<polygon points="{}"/>)", points_text(corners)));
  }
  out.close_group();

  out.open_group(R"(id="tree-edges" stroke-width="2.6" stroke-linecap="round")");
  const double step_length = layout.size() * kSqrt3;  // centres of neighbours are this far apart
  std::pair<Hex, Hex> previous{};
  int variant = 0;
  bool first = true;
  for (const auto& [from, to, priority, override_step] : edges) {
    // A step classified several ways is drawn as parallel arrows.
    variant = (!first && previous == std::pair{from, to}) ? variant + 1 : 0;
    previous = {from, to};
    first = false;
    const Point a = layout.center(from);
    const Point b = layout.center(to);
    // Shift each arrow to its right, so that a->b and b->a do not overlap.
    const double shift = (3.5 + 4.0 * variant) / step_length;
    const Point offset = {-(b.y - a.y) * shift, (b.x - a.x) * shift};
    const Point p = lerp(a, b, 0.24);
    const Point q = lerp(a, b, 0.72);
    const int colour = priority < 1 ? 1 : (priority > 5 ? 5 : priority);
    out.add(fmt::format(
        R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}"{} marker-end="url(#arrow-p{})"><title>priority {}{}</title></line>)svg",
        num(p.x + offset.x), num(p.y + offset.y), num(q.x + offset.x), num(q.y + offset.y),
        palette::priority_colour(priority), override_step ? R"( stroke-dasharray="4 3")" : "",
        colour, priority, override_step ? " (override)" : ""));
  }
  out.close_group();
  out.close_group();
}

void draw_destroyed(SvgWriter& out, const Frame& frame, const gcacw::RetreatTree& tree) {
  std::set<Hex> destroyed;
  for (const gcacw::TreeNode& node : tree.nodes()) {
    if (node.parent >= 0 && node.destroys && node.completes) destroyed.insert(node.hex);
  }
  if (destroyed.empty()) return;
  out.open_group(fmt::format(R"(id="destroyed" fill="none" stroke="{}" stroke-width="2.4")",
                             palette::kDestroyed));
  for (const Hex h : destroyed) {
    if (!frame.drawn(h)) continue;
    // Left of the counters, in the widest part of the hex, over everything under it.
    const Point c = frame.layout.center(h);
    const double r = 4.0;
    const double x = c.x - frame.layout.size() * 0.82;
    const double y = c.y - 1.0;
    out.add(fmt::format(R"(<path d="M{} {}L{} {}M{} {}L{} {}"/>)", num(x - r), num(y - r),
                        num(x + r), num(y + r), num(x - r), num(y + r), num(x + r), num(y - r)));
  }
  out.close_group();
}

}  // namespace skedaddle::svg::detail
