// SPDX-License-Identifier: MIT
// Terrain, enemy ZOC and hex numbers of the GCACW picture.
#include <fmt/format.h>

#include "gcacw/io/names.hpp"
#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"
#include "skedaddle/gcacw/notation.hpp"

namespace skedaddle::svg::detail {

namespace {

std::string_view terrain_fill(gcacw::Terrain terrain) {
  switch (terrain) {
    case gcacw::Terrain::clear:
      return palette::kClear;
    case gcacw::Terrain::city:
      return palette::kCity;
    case gcacw::Terrain::impassable:
      return "url(#impassable)";
  }
  return palette::kClear;
}

}  // namespace

void draw_terrain(SvgWriter& out, const Frame& frame) {
  const gcacw::Board& board = frame.game.board;
  const HexGrid& grid = board.grid();
  out.open_group(fmt::format(R"(id="terrain" stroke="{}" stroke-width="0.8")", palette::kGridLine));
  // Each hex's title (its number, terrain and the enemy's ZOC) is what hovering it shows, in a
  // browser and in the playground, where the options' facts about the hex join it.
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    if (!frame.drawn(h)) continue;
    const gcacw::Terrain terrain = board.terrain(h);
    const bool zoc =
        frame.zoc[static_cast<std::size_t>(i)] != 0 && terrain != gcacw::Terrain::impassable;
    out.add(fmt::format(R"(<polygon points="{}" fill="{}"><title>{} {}{}</title></polygon>)",
                        points_text(frame.layout.corners(h)), terrain_fill(terrain),
                        io::gcacw_hex_label(h, board.grid().system()),
                        io::detail::terrain_name(terrain),
                        zoc ? ", in the enemy's ZOC (GC-5)" : ""));
  }
  out.close_group();

  // Under the pointer the tint is transparent: hovering a hex in the ZOC shows the hex's title.
  out.open_group(fmt::format(
      R"(id="enemy-zoc" pointer-events="none" fill="{}" fill-opacity="{}" stroke="none")",
      palette::kZoc, palette::kZocOpacity));
  for (int i = 0; i < grid.size(); ++i) {
    // Impassable hexes stay dark: no retreat enters them, ZOC or not.
    if (frame.zoc[static_cast<std::size_t>(i)] == 0 || !frame.drawn(grid.hex_at(i))) continue;
    if (board.terrain(grid.hex_at(i)) == gcacw::Terrain::impassable) continue;
    out.add(fmt::format(R"(<polygon points="{}"/>)",
                        points_text(frame.layout.corners(grid.hex_at(i)))));
  }
  out.close_group();

  // The retreating hex, outlined on top of everything of the board.
  if (board.contains(frame.game.request.hex)) {
    out.add(fmt::format(
        R"(<polygon id="retreat-hex" points="{}" fill="none" stroke="{}" stroke-width="2.6"/>)",
        points_text(frame.layout.corners(frame.game.request.hex)), palette::kStartOutline));
  }
}

void draw_hex_labels(SvgWriter& out, const Frame& frame) {
  const gcacw::Board& board = frame.game.board;
  const OffsetSystem system = board.grid().system();
  // Drawn over roads, arrows and the route, just under the top side.
  draw_hex_label_group(
      out, frame.layout, frame.shown, frame.layout.size() * kSqrt3 / 2.0 - 8.5,
      [&](Hex h) { return io::gcacw_hex_label(h, system); },
      [&](Hex h) { return board.terrain(h) == gcacw::Terrain::impassable; }, frame.labels);
}

}  // namespace skedaddle::svg::detail
