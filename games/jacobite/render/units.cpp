// SPDX-License-Identifier: MIT
// Blocks and leaders of the Jacobite Rising picture.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "jacobite/render/layers.hpp"
#include "jacobite/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace jr = palette::jacobite;

namespace {

std::string_view status_text(jacobite::Status status) {
  switch (status) {
    case jacobite::Status::on_board:
      return "on the board";
    case jacobite::Status::eliminated:
      return "eliminated";
    case jacobite::Status::routed:
      return "routed";
    case jacobite::Status::left_board:
      return "left the board";
  }
  return "?";
}

std::string unit_title(const JrFrame& frame, const jacobite::Unit& unit) {
  std::string text =
      fmt::format("{} ({} {})", unit.id, jr::side_name(unit.side), jacobite::type_name(unit.type));
  if (!unit.is_leader()) {
    text += fmt::format(", {} block{}", unit.blocks, unit.blocks == 1 ? "" : "s");
  }
  if (unit.status != jacobite::Status::on_board) {
    text += fmt::format(", {} at {}", status_text(unit.status), frame.label(unit.hex));
  }
  return xml_escape(text);
}

// What stands in one hex: at most one unit and one leader in play, and those that left play
// there during the outcome.
struct Stack {
  std::optional<std::size_t> unit;
  std::optional<std::size_t> leader;
  std::vector<std::size_t> removed;
};

struct Look {
  std::string_view fill;
  std::string_view ink;
  bool removed = false;
};

Look look_of(const jacobite::Unit& unit) {
  if (unit.status != jacobite::Status::on_board) {
    return {.fill = jr::kRemovedFill, .ink = jr::kRemovedInk, .removed = true};
  }
  return {.fill = jr::side_fill(unit.side), .ink = jr::kBlockInk, .removed = false};
}

// A unit's block: its name, its type and one pip per block (hollow for the blocks lost of
// a full-strength unit).
void draw_counter(SvgWriter& out, const JrFrame& frame, const jacobite::Unit& unit, Point c) {
  const double w = jr::kCounterWidth;
  const double h = jr::kCounterHeight;
  const double x = c.x - w / 2.0;
  const double y = c.y - h / 2.0;
  const Look look = look_of(unit);
  out.open_group(fmt::format(R"(class="counter{}")", look.removed ? " removed" : ""));
  out.add(fmt::format("<title>{}</title>", unit_title(frame, unit)));
  out.add(fmt::format(
      R"(<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="{}" stroke="#1b1b1b" stroke-width="0.8"{}/>)",
      num(x), num(y), num(w), num(h), look.fill, look.removed ? R"( stroke-dasharray="3 2")" : ""));
  out.add(fitted_text(c.x, y + 10.0, fitting_font_size(unit.id, 7.0, w - 4.0), w - 4.0, unit.id,
                      fmt::format(R"( text-anchor="middle" fill="{}")", look.ink)));
  out.add(
      fmt::format(R"(<text x="{}" y="{}" font-size="7.5" font-weight="bold" fill="{}">{}</text>)",
                  num(x + 3.0), num(y + 22.5), look.ink, jr::type_short(unit.type)));
  const int pips = std::max(jacobite::kFullStrength, unit.blocks);
  const double pip = 4.0;
  const double gap = 1.5;
  const double left = x + w - 3.0 - pips * pip - (pips - 1) * gap;
  for (int k = 0; k < pips; ++k) {
    const bool present = k < unit.blocks;
    out.add(fmt::format(
        R"(<rect class="pip" x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="{}" stroke-width="0.8"/>)",
        num(left + k * (pip + gap)), num(y + 17.5), num(pip), num(pip), present ? look.ink : "none",
        look.ink));
  }
  if (look.removed) {  // struck through
    out.add(fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="1.4"/>)",
                        num(x + 2.0), num(y + h - 2.0), num(x + w - 2.0), num(y + 2.0),
                        palette::kFate));
  }
  out.close_group();
}

// The outline of a unit at the hex it started from, when the outcome moved it away.
void draw_ghost(SvgWriter& out, const jacobite::Unit& unit, Point c, bool leader) {
  const double w = leader ? jr::kLeaderWidth : jr::kCounterWidth;
  const double h = leader ? jr::kLeaderHeight + 3.0 : jr::kCounterHeight;
  out.add(fmt::format(
      R"(<rect class="ghost" x="{}" y="{}" width="{}" height="{}" rx="3" fill="none" stroke="{}" stroke-width="1.2" stroke-dasharray="3 2" stroke-opacity="0.75"><title>{} started here</title></rect>)",
      num(c.x - w / 2.0), num(c.y - h / 2.0), num(w), num(h), jr::side_fill(unit.side),
      xml_escape(unit.id)));
}

// A label by a unit that left play: "routed", "eliminated", "left the board", or, where
// another unit stands in the hex and the unit is not drawn, its name too ("Barrell eliminated").
void queue_fate(const JrFrame& frame, std::string text, Point at, Point mark) {
  frame.labels->add(Label{
      .at = at,
      .text = std::move(text),
      .font_size = 7.5,
      .anchor = Anchor::middle,
      .bold = true,
      .attributes = fmt::format(
          R"( class="fate" font-style="italic" fill="{}" stroke="#ffffff" stroke-width="2" stroke-opacity="0.9" paint-order="stroke")",
          palette::kFate),
      .mark = mark,
      .leader_colour = std::string(palette::kFate),
      .group = "fates",
      .rank = 0,
      .optional = false});
}

}  // namespace

void draw_jr_leader_block(SvgWriter& out, Point c, std::string_view fill, std::string_view text) {
  const double w = jr::kLeaderWidth;
  const double h = jr::kLeaderHeight;
  out.add(fmt::format(
      R"(<rect x="{}" y="{}" width="{}" height="{}" rx="1" fill="{}" stroke="{}" stroke-width="1.6"/>)",
      num(c.x - w / 2.0), num(c.y - h / 2.0), num(w), num(h), fill, jr::kLeaderTrim));
  if (!text.empty()) {
    out.add(fitted_text(c.x, c.y + 2.4, fitting_font_size(text, 6.5, w - 4.0), w - 4.0, text,
                        fmt::format(R"( text-anchor="middle" fill="{}")", jr::kBlockInk)));
  }
}

namespace {

/// What stands in each hex drawn, and the units drawn as ghosts where they started.
struct Stacks {
  std::map<Hex, Stack> at;  // ordered: deterministic drawing order
  std::vector<std::size_t> ghosts;
};

Stacks stacks_of(const JrFrame& frame) {
  const std::vector<jacobite::Unit>& units = frame.units();
  Stacks out;
  std::map<Hex, Stack>& stacks = out.at;
  std::vector<std::size_t>& ghosts = out.ghosts;
  for (std::size_t i = 0; i < units.size() && i < frame.game.units.size(); ++i) {
    const jacobite::Unit& unit = units[i];
    const bool in_play = unit.status == jacobite::Status::on_board;
    // Units already out of play in the scenario are not drawn; those the outcome removed are.
    if (!in_play && frame.game.units[i].status != jacobite::Status::on_board) continue;
    const Hex at = frame.drawn_hex(i);
    if (!frame.game.board.contains(at) || !frame.drawn(at)) continue;
    Stack& stack = stacks[at];
    if (!in_play) {
      stack.removed.push_back(i);
    } else if (unit.is_leader()) {
      stack.leader = i;
    } else {
      stack.unit = i;
    }
    if (frame.history && frame.history->moved[i] && frame.game.units[i].hex != at) {
      ghosts.push_back(i);
    }
  }
  return out;
}

/// The leader who left play in `stack` drawn as a block where nobody stands now: with a unit
/// that left play there, the leader attached to it when it did (JR-5, JR-7), on its counter,
/// whatever the order the scenario lists them in; without one, the first listed, alone. The
/// others are named above the counter.
std::optional<std::size_t> block_leader(const JrFrame& frame, const Stack& stack) {
  const std::vector<jacobite::Unit>& units = frame.units();
  const auto removed_here = [&](std::size_t i) {
    return std::find(stack.removed.begin(), stack.removed.end(), i) != stack.removed.end();
  };
  bool has_removed_unit = false;
  for (const std::size_t i : stack.removed) {
    if (units[i].is_leader()) continue;
    has_removed_unit = true;
    const std::optional<std::size_t> leader =
        frame.history ? frame.history->leader_when_removed[i] : std::nullopt;
    if (leader && removed_here(*leader)) return leader;
  }
  if (has_removed_unit) return std::nullopt;
  for (const std::size_t i : stack.removed) {
    if (units[i].is_leader()) return i;
  }
  return std::nullopt;
}

Rect joined(const std::optional<Rect>& a, const Rect& b) {
  if (!a) return b;
  return {std::min(a->left, b.left), std::min(a->top, b.top), std::max(a->right, b.right),
          std::max(a->bottom, b.bottom)};
}

/// The box of what stands in one hex, as draw_jr_units draws it.
std::optional<Rect> stack_rect(const JrFrame& frame, const Stack& stack, Point c) {
  const std::vector<jacobite::Unit>& units = frame.units();
  const auto box = [](Point m, double w, double h) {
    return Rect{m.x - w / 2.0, m.y - h / 2.0, m.x + w / 2.0, m.y + h / 2.0};
  };
  std::optional<Rect> out;
  const bool occupied = stack.unit || stack.leader;
  const bool has_removed_unit = std::any_of(stack.removed.begin(), stack.removed.end(),
                                            [&](std::size_t i) { return !units[i].is_leader(); });
  // Those who left play are drawn only where nobody stands now (see draw_jr_units).
  const std::optional<std::size_t> leader_block = block_leader(frame, stack);
  for (const std::size_t i : occupied ? std::vector<std::size_t>{} : stack.removed) {
    const Point at = {c.x, c.y - 2.0};
    if (units[i].is_leader() && i != leader_block) continue;  // named above the counter
    out = joined(out, !units[i].is_leader() ? box(at, jr::kCounterWidth, jr::kCounterHeight)
                      : has_removed_unit
                          ? box({at.x, at.y + 19.0}, jr::kLeaderWidth, jr::kLeaderHeight + 2.0)
                          : box(at, jr::kLeaderWidth, jr::kLeaderHeight + 2.0));
  }
  if (stack.unit) out = joined(out, box({c.x, c.y - 2.0}, jr::kCounterWidth, jr::kCounterHeight));
  if (stack.leader) {
    out = joined(out, stack.unit ? box({c.x, c.y + 17.0}, jr::kLeaderWidth, jr::kLeaderHeight + 2)
                                 : box({c.x, c.y + 3.0}, jr::kLeaderWidth, 23.0));
  }
  return out;
}

}  // namespace

std::optional<Rect> jr_stack_rect(const JrFrame& frame, Hex h) {
  const Stacks stacks = stacks_of(frame);
  const auto it = stacks.at.find(h);
  if (it == stacks.at.end()) return std::nullopt;
  return stack_rect(frame, it->second, frame.layout.center(h));
}

void draw_jr_units(SvgWriter& out, const JrFrame& frame) {
  const std::vector<jacobite::Unit>& units = frame.units();
  const auto [stacks, ghosts] = stacks_of(frame);
  out.open_group(R"(id="units")");
  for (const std::size_t i : ghosts) {
    const Point c = frame.layout.center(frame.game.units[i].hex);
    draw_ghost(out, units[i], {c.x, c.y - 2.0}, units[i].is_leader());
  }
  for (const auto& [hex, stack] : stacks) {
    const Point c = frame.layout.center(hex);
    if (frame.labels != nullptr) {
      if (const std::optional<Rect> r = stack_rect(frame, stack, c)) frame.labels->reserve(*r);
    }
    const bool occupied = stack.unit || stack.leader;
    // Units that left play here: greyed and crossed out where nobody stands now.
    const bool has_removed_unit = std::any_of(stack.removed.begin(), stack.removed.end(),
                                              [&](std::size_t i) { return !units[i].is_leader(); });
    if (occupied) {
      // Whoever left play where another now stands is named above the counter, not drawn
      // under it: a counter under a counter cannot be read.
      double y = c.y - 2.0 - jr::kCounterHeight / 2.0 - 4.0;
      for (const std::size_t i : stack.removed) {
        queue_fate(frame, fmt::format("{} {}", units[i].id, status_text(units[i].status)), {c.x, y},
                   {c.x, c.y - 2.0 - jr::kCounterHeight / 2.0});
        y -= 9.0;
      }
    }
    // One leader who left play here is drawn (block_leader); another (one who fled over the
    // baseline through the hex where a unit fell with its leader, JR-7, JR-9) is named above the
    // counter: one block on another is unreadable, and a block on the counter says attached.
    const std::optional<std::size_t> leader_block = block_leader(frame, stack);
    double above = c.y - 2.0 - jr::kCounterHeight / 2.0 - 4.0;
    for (const std::size_t i : occupied ? std::vector<std::size_t>{} : stack.removed) {
      const Point at = {c.x, c.y - 2.0};
      if (!units[i].is_leader()) {
        draw_counter(out, frame, units[i], at);
        queue_fate(frame, std::string(status_text(units[i].status)), {at.x, at.y + 26.0},
                   {at.x, at.y + jr::kCounterHeight / 2.0});
        continue;
      }
      if (i != leader_block) {
        queue_fate(frame, fmt::format("{} {}", units[i].id, status_text(units[i].status)),
                   {c.x, above}, {c.x, c.y - 2.0 - jr::kCounterHeight / 2.0});
        above -= 9.0;
        continue;
      }
      // A leader who left play: on his unit's counter if it also did, else alone.
      const Point block = has_removed_unit ? Point{at.x, at.y + 19.0} : at;
      out.open_group(R"(class="leader removed")");
      out.add(fmt::format("<title>{}</title>", unit_title(frame, units[i])));
      draw_jr_leader_block(out, block, jr::kRemovedFill, units[i].id);
      out.close_group();
      if (!has_removed_unit) {
        queue_fate(frame, std::string(status_text(units[i].status)), {at.x, at.y + 16.0},
                   {at.x, at.y + jr::kLeaderHeight / 2.0});
      }
    }
    if (stack.unit) draw_counter(out, frame, units[*stack.unit], {c.x, c.y - 2.0});
    if (stack.leader) {
      // Attached: a leader block on the lower edge of his unit's counter; lone: a larger
      // block alone in the middle of the hex.
      const jacobite::Unit& leader = units[*stack.leader];
      out.open_group(fmt::format(R"(class="leader {}")", stack.unit ? "attached" : "lone"));
      out.add(fmt::format("<title>{}{}</title>", unit_title(frame, leader),
                          stack.unit ? ", attached" : ", alone in the hex"));
      if (stack.unit) {
        draw_jr_leader_block(out, {c.x, c.y + 17.0}, jr::side_fill(leader.side), leader.id);
      } else {
        draw_jr_leader_block(out, {c.x, c.y - 2.0}, jr::side_fill(leader.side), leader.id);
        // On a halo: paths drawn under the units (the options', the outcome's) may pass here.
        out.add(fmt::format(
            R"(<text x="{}" y="{}" font-size="6.5" font-style="italic" text-anchor="middle" fill="#1b1b1b" stroke="#ffffff" stroke-width="2" stroke-opacity="0.9" paint-order="stroke">lone leader</text>)",
            num(c.x), num(c.y + 12.0)));
      }
      out.close_group();
    }
  }
  out.close_group();
}

}  // namespace skedaddle::svg::detail
