// SPDX-License-Identifier: MIT
// The legend panel of the Jacobite Rising picture: symbols, the options and outcome summaries
// and the unit list.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <variant>

#include "jacobite/render/layers.hpp"
#include "jacobite/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace jr = palette::jacobite;

namespace {

constexpr std::array<jacobite::Terrain, 7> kTerrains = {
    jacobite::Terrain::clear,     jacobite::Terrain::hill,  jacobite::Terrain::woods,
    jacobite::Terrain::town,      jacobite::Terrain::marsh, jacobite::Terrain::river,
    jacobite::Terrain::impassable};

std::string arrow_swatch(Point at, std::string_view colour, std::string_view marker,
                         std::string_view extra) {
  return fmt::format(
      R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.6"{} marker-end="url(#{})"/>)svg",
      num(at.x + 1), num(at.y + 6), num(at.x + 19), num(at.y + 6), colour, extra, marker);
}

void symbols(Panel& panel) {
  SvgWriter& out = panel.out();
  panel.heading("Legend");
  for (const jacobite::Terrain t : kTerrains) {
    panel.row(jr_terrain_name(t), [&](Point p) {
      out.add(swatch_rect(p, jr::terrain_fill(t), R"( stroke="#a29d8c")"));
    });
  }
  panel.row("defender may ignore 1 flag (JR-3)", [&](Point p) {
    out.add(swatch_rect(p, palette::kClear, R"( stroke="#a29d8c")"));
    out.add(fmt::format(R"(<path d="M{} {}V{}M{} {}L{} {}L{} {}z" stroke="{}" fill="{}"/>)",
                        num(p.x + 10), num(p.y + 1.5), num(p.y + 10.5), num(p.x + 10),
                        num(p.y + 1.5), num(p.x + 17), num(p.y + 3.7), num(p.x + 10),
                        num(p.y + 5.9), jr::kIgnoreMark, jr::kIgnoreMark));
  });
  panel.row("section line (hexes cut by it are in both)", [&](Point p) {
    out.add(fmt::format(
        R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="1.6" stroke-dasharray="1 4" stroke-linecap="round"/>)",
        num(p.x + 13), num(p.y), num(p.x + 13), num(p.y + 12), jr::kSectionLine));
  });
  for (const Side side : {Side::first, Side::second}) {
    panel.row(fmt::format("{} baseline row", jr::side_name(side)), [&](Point p) {
      out.add(swatch_rect(p, jr::side_fill(side), R"( fill-opacity="0.13")"));
      out.add(fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="3"/>)",
                          num(p.x), num(p.y + 1), num(p.x + 26), num(p.y + 1),
                          jr::side_fill(side)));
    });
  }
  panel.row("hex of the request", [&](Point p) {
    out.add(swatch_rect(p, "none",
                        fmt::format(R"( stroke="{}" stroke-width="2.2")", palette::kStartOutline)));
  });
  for (const Side side : {Side::first, Side::second}) {
    panel.row(fmt::format("{} unit: name, type, blocks", jr::side_name(side)), [&](Point p) {
      out.add(
          swatch_rect(p, jr::side_fill(side), R"( rx="2" stroke="#1b1b1b" stroke-width="0.8")"));
      for (int k = 0; k < 4; ++k) {
        out.add(fmt::format(
            R"(<rect x="{}" y="{}" width="4" height="4" fill="{}" stroke="{}" stroke-width="0.6"/>)",
            num(p.x + 3 + 5.5 * k), num(p.y + 6), k < 3 ? jr::kBlockInk : "none", jr::kBlockInk));
      }
    });
  }
  panel.row("leader block (on his unit when attached)", [&](Point p) {
    out.add(fmt::format(
        R"(<rect x="{}" y="{}" width="24" height="9" rx="1" fill="{}" stroke="{}" stroke-width="1.6"/>)",
        num(p.x + 1), num(p.y + 1.5), jr::side_fill(Side::second), jr::kLeaderTrim));
  });
  panel.row("left play (greyed at its last hex)", [&](Point p) {
    out.add(swatch_rect(p, jr::kRemovedFill, R"( stroke="#1b1b1b" stroke-dasharray="3 2")"));
  });
}

std::string ignore_line(const jacobite::IgnoreAllowance& allowance, int flags) {
  std::string why;
  for (const jacobite::IgnoreReason& reason : allowance.sources) {
    if (!reason.counts) continue;
    if (!why.empty()) why += ", ";
    why += reason.why;
  }
  return fmt::format("may ignore {} of {} flag{} (JR-3){}{}", allowance.allowed, flags,
                     flags == 1 ? "" : "s", why.empty() ? "" : ": ", why);
}

void preview_keys(Panel& panel, const JrFrame& frame, const jacobite::Preview& preview) {
  SvgWriter& out = panel.out();
  panel.heading("Options");
  if (!preview.retreats.empty()) {
    panel.row("retreat step, no flag ignored (JR-4)",
              [&](Point p) { out.add(arrow_swatch(p, jr::kPath, "jr-arrow-path", "")); });
    panel.row("a best path ends here", [&](Point p) {
      out.add(swatch_rect(p, "none",
                          fmt::format(R"( stroke="{}" stroke-width="1.8")", palette::kStopRing)));
    });
  }
  if (preview.leader) {
    panel.row("lone leader's step (JR-9)",
              [&](Point p) { out.add(arrow_swatch(p, jr::kLeaderPath, "jr-arrow-leader", "")); });
    panel.row("escape through the enemy (JR-9)", [&](Point p) {
      out.add(arrow_swatch(p, jr::kEscape, "jr-arrow-escape", R"( stroke-dasharray="4 2.5")"));
    });
    panel.row("the leader may stop here", [&](Point p) {
      out.add(swatch_rect(p, "none",
                          fmt::format(R"( stroke="{}" stroke-width="1.8" stroke-dasharray="4 2.5")",
                                      jr::kLeaderPath)));
    });
  }
  std::set<jacobite::Blocked> reasons;
  if (!preview.retreats.empty()) {
    const jacobite::RetreatPaths& paths = preview.retreats.front().paths;
    for (std::size_t i = 0; i < paths.nodes().size(); ++i) {
      for (const jacobite::PathStep& s : paths.steps(static_cast<int>(i))) {
        if (s.blocked) reasons.insert(*s.blocked);
      }
    }
  }
  if (preview.leader) {
    for (std::size_t i = 0; i < preview.leader->nodes().size(); ++i) {
      if (!preview.leader->nodes()[i].completes) continue;
      for (const jacobite::LeaderStep& s : preview.leader->steps(static_cast<int>(i))) {
        if (s.blocked) reasons.insert(*s.blocked);
      }
    }
  }
  if (!reasons.empty()) {
    panel.row("rear hex not offered, with the reason", [&](Point p) {
      out.add(jr_cross({p.x + 13, p.y + 6}, 4.0, jr::kBlocked));
    });
    for (const jacobite::Blocked b : reasons) {
      panel.text_line(fmt::format("{}: {} ({})", jr_blocked_code(b), jacobite::blocked_text(b),
                                  jacobite::blocked_rule(b)),
                      8.0);
    }
  }
  if (preview.ignore) panel.text_line(ignore_line(*preview.ignore, frame.game.request.flags));
  for (const jacobite::Preview::Retreat& retreat : preview.retreats) {
    const jacobite::RetreatPaths& paths = retreat.paths;
    std::string line = frame.game.request.kind == jacobite::RequestKind::retire_and_rally
                           ? fmt::format("retire and rally {} hexes (JR-11)", paths.hexes())
                           : fmt::format("ignoring {}: retreat {} hex{}", retreat.ignored,
                                         paths.hexes(), paths.hexes() == 1 ? "" : "es");
    if (paths.blocks_lost() > 0) {
      line += fmt::format(", completes {}, loses {} block{} (JR-5)", paths.completed(),
                          paths.blocks_lost(), paths.blocks_lost() == 1 ? "" : "s");
    }
    panel.text_line(line);
  }
  if (preview.leader && preview.leader_id) {
    const std::string name = frame.name(*preview.leader_id);
    if (preview.leader->trapped()) {
      panel.text_line(fmt::format("{} has no legal retreat: eliminated (JR-9)", name));
    } else {
      int ends = 0;
      for (const jacobite::LeaderNode& node : preview.leader->nodes()) {
        if (node.parent >= 0 && node.can_stop && node.completes) ++ends;
      }
      panel.text_line(fmt::format("{} retreats 1-3 hexes: {} place{} to end", name, ends,
                                  ends == 1 ? "" : "s"));
    }
  }
  if (!preview.rally_candidates.empty()) {
    std::string names;
    for (const UnitId id : preview.rally_candidates) {
      if (!names.empty()) names += ", ";
      names += frame.name(id);
    }
    panel.text_line(fmt::format("if the leader falls, rally checks: {} (JR-7)", names));
  }
}

struct OutcomeLines {
  const JrFrame& frame;
  std::vector<std::string>& lines;

  void operator()(const FlagsIgnored& e) const {
    lines.push_back(fmt::format("{} ignored {} of {} flag{} ({})", frame.name(e.unit), e.ignored,
                                e.flags, e.flags == 1 ? "" : "s", e.rule));
  }
  void operator()(const RallyChecked& e) const {
    std::string faces;
    for (const int f : e.faces) {
      if (!faces.empty()) faces += ' ';
      faces += f >= 1 && f <= 6
                   ? jacobite::face_name(frame.game.options.die[static_cast<std::size_t>(f - 1)])
                   : std::string_view("?");
    }
    lines.push_back(fmt::format("{} {} on {} dice: {} ({})", frame.name(e.unit),
                                e.rallied ? "rallied" : "failed to rally", e.dice, faces, e.rule));
  }
  void operator()(const StrengthLost& e) const {
    lines.push_back(fmt::format("{} lost {} block{}, {} left ({})", frame.name(e.unit), e.amount,
                                e.amount == 1 ? "" : "s", e.remaining, e.rule));
  }
  void operator()(const UnitRemoved& e) const {
    lines.push_back(fmt::format("{}: {} ({})", frame.name(e.unit), fate_name(e.fate), e.rule));
  }
  void operator()(const LeaderAttached& e) const {
    lines.push_back(
        fmt::format("{} attached to {} ({})", frame.name(e.leader), frame.name(e.unit), e.rule));
  }
  template <class Other>
  void operator()(const Other& /*unused*/) const {}
};

void outcome_keys(Panel& panel, const JrFrame& frame, const jacobite::Outcome& outcome) {
  SvgWriter& out = panel.out();
  const JrHistory& history = *frame.history;
  panel.heading("Outcome");
  panel.row("unit's path", [&](Point p) {
    out.add(fmt::format(
        R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="4.5" marker-end="url(#jr-arrow-route)"/>)svg",
        num(p.x + 1), num(p.y + 6), num(p.x + 17), num(p.y + 6), palette::kRoute));
  });
  panel.row("lone leader's path", [&](Point p) {
    out.add(fmt::format(
        R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="3" stroke-dasharray="7 3" marker-end="url(#jr-arrow-leader-route)"/>)svg",
        num(p.x + 1), num(p.y + 6), num(p.x + 19), num(p.y + 6), jr::kLeaderRoute));
  });
  panel.row("rally check passed / failed (JR-6)", [&](Point p) {
    out.add(fmt::format(R"(<rect x="{}" y="{}" width="12" height="10" rx="5" fill="{}"/>)",
                        num(p.x), num(p.y + 1), jr::kRallied));
    out.add(fmt::format(R"(<rect x="{}" y="{}" width="12" height="10" rx="5" fill="{}"/>)",
                        num(p.x + 14), num(p.y + 1), jr::kRouted));
  });
  panel.row("blocks lost", [&](Point p) {
    out.add(
        fmt::format(R"(<text x="{}" y="{}" font-size="10" font-weight="bold" fill="{}">{}</text>)",
                    num(p.x + 4), num(p.y + 10), palette::kFate, "\u22121"));
  });
  // The path of each mover in the notation.
  std::string line;
  std::size_t mover = history.steps.empty() ? 0 : history.steps.front().unit;
  const auto flush = [&]() {
    if (!line.empty()) panel.text_line(fmt::format("{}: {}", frame.game.units[mover].id, line));
    line.clear();
  };
  for (const JrStep& step : history.steps) {
    if (step.unit != mover) flush();
    mover = step.unit;
    if (line.empty()) line = frame.label(step.from);
    line += " \u2192 ";
    line += step.off_board ? std::string("off the board") : frame.label(step.to);
    if (step.escape) line += " (escape)";
  }
  flush();
  std::vector<std::string> lines;
  for (const Event& event : outcome.events)
    std::visit(OutcomeLines{frame, lines}, event);
  for (const std::string& l : lines)
    panel.text_line(l);
  panel.text_line(fmt::format("Victory Banners: {} {}, {} {}", jr::side_name(Side::first),
                              outcome.banners[0], jr::side_name(Side::second), outcome.banners[1]));
}

std::string unit_line(const JrFrame& frame, const jacobite::Unit& unit) {
  std::string text = fmt::format("{}  {}", unit.id, jacobite::type_name(unit.type));
  if (!unit.is_leader()) text += fmt::format(" {}", unit.blocks);
  switch (unit.status) {
    case jacobite::Status::on_board:
      text += fmt::format("  @{}", frame.label(unit.hex));
      break;
    case jacobite::Status::eliminated:
      text += "  eliminated";
      break;
    case jacobite::Status::routed:
      text += "  routed";
      break;
    case jacobite::Status::left_board:
      text += "  left the board";
      break;
  }
  return text;
}

}  // namespace

Extent draw_jr_legend(SvgWriter& out, const JrFrame& frame, Point top_left) {
  out.open_group(R"(id="legend" fill="#1b1b1b")");
  Panel symbols_panel(out, top_left);
  symbols(symbols_panel);
  const Extent left = symbols_panel.extent();
  Panel panel(out, {left.right + 28.0, top_left.y});
  if (frame.layers.preview != nullptr) preview_keys(panel, frame, *frame.layers.preview);
  if (frame.layers.outcome != nullptr) outcome_keys(panel, frame, *frame.layers.outcome);
  panel.heading("Units");
  const std::vector<jacobite::Unit>& units = frame.units();
  for (const jacobite::Unit& unit : units) {
    panel.row(unit_line(frame, unit), [&](Point p) {
      const std::string_view fill =
          unit.status == jacobite::Status::on_board ? jr::side_fill(unit.side) : jr::kRemovedFill;
      if (unit.is_leader()) {
        out.add(fmt::format(
            R"(<rect x="{}" y="{}" width="20" height="8" rx="1" fill="{}" stroke="{}" stroke-width="1.4"/>)",
            num(p.x + 3), num(p.y + 2), fill, jr::kLeaderTrim));
      } else {
        out.add(fmt::format(
            R"(<rect x="{}" y="{}" width="16" height="12" rx="2" fill="{}" stroke="#1b1b1b" stroke-width="0.8"/>)",
            num(p.x + 5), num(p.y), fill));
      }
    });
  }
  out.close_group();
  const Extent right = panel.extent();
  return {std::max(left.right, right.right), std::max(left.bottom, right.bottom)};
}

}  // namespace skedaddle::svg::detail
