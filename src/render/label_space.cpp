// SPDX-License-Identifier: MIT
// Movable labels placed clear of each other and of what they must not cover.
#include "render/label_space.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace skedaddle::svg::detail {

namespace {

// Glyph metrics of DejaVu Sans per px of font size: the average advance of a character (bold a
// little wider), the ascent of capitals and the depth of descenders.
constexpr double kAdvance = 0.58;
constexpr double kBoldAdvance = 0.63;
constexpr double kAscent = 0.74;
constexpr double kDescent = 0.22;
/// Room kept around a label, so that two labels never touch.
constexpr double kGap = 1.0;
/// The grid of spots tried around a label's preferred one, in px.
constexpr double kStep = 2.0;

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char ch) {
    return (static_cast<unsigned char>(ch) & 0xC0U) != 0x80U;
  }));
}

Rect grown(const Rect& r, double by) {
  return {r.left - by, r.top - by, r.right + by, r.bottom + by};
}

/// The offsets tried around a spot, nearest first (ties: up before down, left before right).
const std::vector<Point>& offsets() {
  static const std::vector<Point> all = [] {
    std::vector<Point> out;
    const int n = static_cast<int>(LabelSpace::kReach / kStep);
    for (int dy = -n; dy <= n; ++dy) {
      for (int dx = -n; dx <= n; ++dx) {
        const Point p{dx * kStep, dy * kStep};
        if (std::hypot(p.x, p.y) <= LabelSpace::kReach) out.push_back(p);
      }
    }
    std::stable_sort(out.begin(), out.end(), [](const Point& a, const Point& b) {
      return a.x * a.x + a.y * a.y < b.x * b.x + b.y * b.y;
    });
    return out;
  }();
  return all;
}

std::string_view anchor_name(Anchor a) {
  switch (a) {
    case Anchor::start:
      return "start";
    case Anchor::middle:
      return "middle";
    case Anchor::end:
      return "end";
  }
  return "middle";
}

}  // namespace

Rect map_rect(const HexLayout& layout) {
  const Point tl = layout.top_left();
  return {tl.x, tl.y, tl.x + layout.width(), tl.y + layout.height()};
}

std::optional<Crossing> crossing(Point from, Point along, const Rect& r, double first,
                                 double last) {
  Crossing c{first, last};
  const std::array<double, 4> p{-along.x, along.x, -along.y, along.y};
  const std::array<double, 4> q{from.x - r.left, r.right - from.x, from.y - r.top,
                                r.bottom - from.y};
  for (std::size_t k = 0; k < 4; ++k) {
    if (p[k] == 0.0) {
      if (q[k] < 0.0) return std::nullopt;  // parallel to this side and outside it
      continue;
    }
    const double t = q[k] / p[k];
    if (p[k] < 0.0) {
      c.enter = std::max(c.enter, t);
    } else {
      c.leave = std::min(c.leave, t);
    }
  }
  if (c.enter > c.leave) return std::nullopt;
  return c;
}

Point stop_before(Point from, Point to, const Rect& clear, double gap) {
  // The segment's entry into the rectangle grown by the gap.
  const Point along{to.x - from.x, to.y - from.y};
  const std::optional<Crossing> c = crossing(from, along, grown(clear, gap), 0.0, 1.0);
  if (!c || c->enter <= 0.0) return to;
  return {from.x + along.x * c->enter, from.y + along.y * c->enter};
}

bool overlaps(const Rect& a, const Rect& b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

Rect text_rect(Point baseline, std::string_view text, double font_size, Anchor anchor, bool bold) {
  const double width =
      static_cast<double>(code_points(text)) * font_size * (bold ? kBoldAdvance : kAdvance);
  const double left = anchor == Anchor::middle ? baseline.x - width / 2
                      : anchor == Anchor::end  ? baseline.x - width
                                               : baseline.x;
  return {left, baseline.y - kAscent * font_size, left + width, baseline.y + kDescent * font_size};
}

void LabelSpace::reserve_text(Point baseline, std::string_view text, double font_size,
                              Anchor anchor, bool bold) {
  reserve(text_rect(baseline, text, font_size, anchor, bold));
}

bool LabelSpace::inside(const Rect& r) const {
  return r.left >= shown_.left && r.top >= shown_.top && r.right <= shown_.right &&
         r.bottom <= shown_.bottom;
}

void LabelSpace::set_group_attributes(const std::string& group, std::string attributes) {
  group_attributes_.emplace_back(group, std::move(attributes));
}

bool LabelSpace::free(const Rect& r) const {
  if (!inside(r)) return false;
  const Rect room = grown(r, kGap);
  return std::none_of(taken_.begin(), taken_.end(),
                      [&](const Rect& t) { return overlaps(room, t); });
}

/// True when the two rectangles are one (a place reserved, found again).
static bool same(const Rect& a, const Rect& b) {
  return a.left == b.left && a.top == b.top && a.right == b.right && a.bottom == b.bottom;
}

/// The gap between two rectangles, 0 when they touch or overlap.
static double gap_between(const Rect& a, const Rect& b) {
  return std::hypot(std::max({0.0, a.left - b.right, b.left - a.right}),
                    std::max({0.0, a.top - b.bottom, b.top - a.bottom}));
}

/// True when the label at `r` is nearer what it names than any place of `clear_of`, by more than
/// the error of the estimate of its glyphs' width.
static bool nearest_its_own(const Label& label, const Rect& r) {
  const double own = gap_between(r, *label.names);
  return std::all_of(label.clear_of.begin(), label.clear_of.end(),
                     [&](const Rect& other) { return gap_between(r, other) > own + 3.0; });
}

/// True when the label at `r`, tied to its mark by a leader line, keeps `clear_by` px from every
/// place of `clear_of` and its line crosses none.
static bool led_clear_of_others(const Label& label, const Rect& r) {
  const Point end{std::clamp(label.mark->x, r.left, r.right),
                  std::clamp(label.mark->y, r.top, r.bottom)};
  const Point along{end.x - label.mark->x, end.y - label.mark->y};
  return std::none_of(label.clear_of.begin(), label.clear_of.end(), [&](const Rect& other) {
    if (overlaps(grown(r, label.clear_by), other)) return true;
    const std::optional<Crossing> c = crossing(*label.mark, along, other, 0.0, 1.0);
    return c && c->leave > c->enter;
  });
}

bool LabelSpace::free_apart_from(const Rect& r, const Rect& own) const {
  if (!inside(r)) return false;
  const Rect room = grown(r, kGap);
  return std::none_of(taken_.begin(), taken_.end(),
                      [&](const Rect& t) { return !same(t, own) && overlaps(room, t); });
}

std::optional<Point> LabelSpace::place_over_names(const Label& label, const Rect& at) {
  // Its middle on what it names, centred across it at the height it wanted (the rows of several
  // labels of one place stay apart) or the nearest within it, as near that as is free of other
  // labels: it may cover the places about it, as a leader line to it from a crowd would start
  // near them too (Q4).
  const Rect& own = *label.names;
  const auto is_a_place = [&](const Rect& t) {
    return same(t, own) || std::any_of(label.clear_of.begin(), label.clear_of.end(),
                                       [&](const Rect& other) { return same(t, other); });
  };
  const double wanted_y = (at.top + at.bottom) / 2.0;
  const Point shift{(own.left + own.right - at.left - at.right) / 2.0,
                    std::clamp(wanted_y, own.top, own.bottom) - wanted_y};
  for (const Point& d : offsets()) {
    const Rect r{at.left + shift.x + d.x, at.top + shift.y + d.y, at.right + shift.x + d.x,
                 at.bottom + shift.y + d.y};
    const Point middle{(r.left + r.right) / 2.0, (r.top + r.bottom) / 2.0};
    if (middle.x < own.left || middle.x > own.right || middle.y < own.top || middle.y > own.bottom)
      continue;
    const Rect room = grown(r, kGap);
    if (inside(r) && std::none_of(taken_.begin(), taken_.end(), [&](const Rect& t) {
          return overlaps(room, t) && !is_a_place(t);
        })) {
      reserve(r);
      return Point{label.at.x + shift.x + d.x, label.at.y + shift.y + d.y};
    }
  }
  return std::nullopt;
}

std::optional<Point> LabelSpace::place(const Label& label) {
  const Rect at = text_rect(label.at, label.text, label.font_size, label.anchor, label.bold);
  if (label.optional) {
    if (!free(at)) return std::nullopt;
    reserve(at);
    return label.at;
  }
  if (label.names) {
    // Nearer what it names than anything it must not seem to name: near its spot, or over what
    // it names; else tied to it by a leader line, away from the others.
    for (const Point& d : offsets()) {
      const Rect r{at.left + d.x, at.top + d.y, at.right + d.x, at.bottom + d.y};
      if ((std::hypot(d.x, d.y) <= label.leader_after || overlaps(r, *label.names)) &&
          free_apart_from(r, *label.names) && nearest_its_own(label, r)) {
        reserve(r);
        return Point{label.at.x + d.x, label.at.y + d.y};
      }
    }
    for (const Point& d : offsets()) {
      const Rect r{at.left + d.x, at.top + d.y, at.right + d.x, at.bottom + d.y};
      if (label.mark && free(r) && led_clear_of_others(label, r)) {
        reserve(r);
        return Point{label.at.x + d.x, label.at.y + d.y};
      }
    }
    if (label.over_names_when_crowded) {
      if (const std::optional<Point> over = place_over_names(label, at)) return over;
    }
  }
  for (const Point& d : offsets()) {
    const Rect r{at.left + d.x, at.top + d.y, at.right + d.x, at.bottom + d.y};
    if (free(r)) {
      reserve(r);
      return Point{label.at.x + d.x, label.at.y + d.y};
    }
  }
  // Nowhere free near it: its spot pulled inside the part shown when it fits there (a thing
  // named far outside, such as a base beyond a Grande Tactique window), then the nearest free
  // spot around that, so that two labels pulled to one edge stand apart; else the pulled spot.
  double dx = 0.0;
  double dy = 0.0;
  if (at.right - at.left <= shown_.right - shown_.left) {
    dx = at.left < shown_.left ? shown_.left - at.left : std::min(0.0, shown_.right - at.right);
  }
  if (at.bottom - at.top <= shown_.bottom - shown_.top) {
    dy = at.top < shown_.top ? shown_.top - at.top : std::min(0.0, shown_.bottom - at.bottom);
  }
  if (dx != 0.0 || dy != 0.0) {
    for (const Point& d : offsets()) {
      const Rect r{at.left + dx + d.x, at.top + dy + d.y, at.right + dx + d.x,
                   at.bottom + dy + d.y};
      if (free(r)) {
        reserve(r);
        return Point{label.at.x + dx + d.x, label.at.y + dy + d.y};
      }
    }
  }
  reserve({at.left + dx, at.top + dy, at.right + dx, at.bottom + dy});
  return Point{label.at.x + dx, label.at.y + dy};
}

void LabelSpace::draw(SvgWriter& out) {
  std::stable_sort(queued_.begin(), queued_.end(),
                   [](const Label& a, const Label& b) { return a.rank < b.rank; });
  // Per group, in the order of its first label: its leader lines, then its texts.
  std::vector<std::string> groups;
  std::map<std::string, std::pair<std::vector<std::string>, std::vector<std::string>>> drawn;
  for (Label& label : queued_) {
    // A label wider than the part shown is set smaller, down to 60% of its size, to fit it.
    const Rect natural = text_rect(label.at, label.text, label.font_size, label.anchor, label.bold);
    const double room = shown_.right - shown_.left - 2.0 * kGap;
    if (natural.right - natural.left > room) {
      label.font_size *= std::max(0.6, room / (natural.right - natural.left));
    }
    const std::optional<Point> placed = place(label);
    if (!placed) continue;
    const Point p = *placed;
    if (!drawn.contains(label.group)) groups.push_back(label.group);
    auto& [leaders, texts] = drawn[label.group];
    const Rect box = text_rect(p, label.text, label.font_size, label.anchor, label.bold);
    // A label written over what it names needs no line to it.
    const bool over_its_mark = label.names && overlaps(box, *label.names);
    if (label.mark && !over_its_mark &&
        std::hypot(p.x - label.at.x, p.y - label.at.y) > label.leader_after) {
      // From the mark to the nearest point of the label's box.
      const Rect& r = box;
      const Point end{std::clamp(label.mark->x, r.left, r.right),
                      std::clamp(label.mark->y, r.top, r.bottom)};
      leaders.push_back(fmt::format(
          R"(<line class="leader" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="0.8"/>)",
          num(label.mark->x), num(label.mark->y), num(end.x), num(end.y), label.leader_colour));
    }
    // A whole font size as an integer ("8"), any other with one decimal ("8.5").
    const std::string size = label.font_size == std::round(label.font_size)
                                 ? fmt::format("{}", static_cast<int>(label.font_size))
                                 : num(label.font_size);
    texts.push_back(fmt::format(
        R"(<text x="{}" y="{}" font-size="{}"{}{}{}>{}</text>)", num(p.x), num(p.y), size,
        label.bold ? R"( font-weight="bold")" : "",
        label.anchor == Anchor::start
            ? std::string()
            : fmt::format(R"( text-anchor="{}")", anchor_name(label.anchor)),
        label.attributes,
        label.tooltip.empty() ? xml_escape(label.text)
                              : fmt::format("<title>{}</title>{}", xml_escape(label.tooltip),
                                            xml_escape(label.text))));
  }
  queued_.clear();
  for (const std::string& group : groups) {
    const auto attributes = std::find_if(group_attributes_.begin(), group_attributes_.end(),
                                         [&](const auto& g) { return g.first == group; });
    out.open_group(fmt::format(R"(id="{}"{})", group,
                               attributes == group_attributes_.end() ? "" : attributes->second));
    for (const std::string& line : drawn[group].first)
      out.add(line);
    for (const std::string& text : drawn[group].second)
      out.add(text);
    out.close_group();
  }
}

}  // namespace skedaddle::svg::detail
