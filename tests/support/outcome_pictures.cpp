// SPDX-License-Identifier: MIT
#include "support/outcome_pictures.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <set>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/route_ends.hpp"
#include "support/svg_elements.hpp"

namespace skedaddle::test {

namespace outcome_pictures_detail {

using svg_read::PagePoint;

std::string text_of_point(PagePoint p) {
  return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

// --- GITM / ROTD ---------------------------------------------------------------------------

constexpr std::array<std::string_view, 8> kCompass = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

/// The compass point a line from `a` to `b` on the page (y south, north up) points at, when it
/// points exactly at one (within half a degree); "" otherwise.
std::string compass_of(PagePoint a, PagePoint b) {
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  if (std::hypot(dx, dy) < 1.0) return "";
  double bearing = std::atan2(dx, -dy) * 180.0 / std::acos(-1.0);
  if (bearing < 0.0) bearing += 360.0;
  const long k = std::lround(bearing / 45.0);
  if (std::abs(bearing - 45.0 * static_cast<double>(k)) > 0.5) return "";
  return std::string(kCompass[static_cast<std::size_t>(k % 8)]);
}

/// Which side of the box [left, right] x [top, bottom] a point lies on, as a compass point
/// ("" inside it).
std::string side_of(PagePoint p, double left, double top, double right, double bottom) {
  const int col = p.x < left ? -1 : p.x > right ? 1 : 0;
  const int row = p.y < top ? -1 : p.y > bottom ? 1 : 0;
  if (col == 0 && row == 0) return "";
  std::string out = row < 0 ? "N" : row > 0 ? "S" : "";
  out += col > 0 ? "E" : col < 0 ? "W" : "";
  return out;
}

bool gone(const std::string& ending) {
  return ending == "routed" || ending == "surrendered" || ending == "shattered";
}

/// A rectangle on the page, in px; empty until a point is added (box_of).
struct PageRect {
  double left = 1e300;
  double top = 1e300;
  double right = -1e300;
  double bottom = -1e300;
};

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

/// The box the glyphs of a <text> element cover, its characters estimated `advance` of the font
/// size wide each (DejaVu Sans bold is about 0.63 on average, at most 0.7), its height from
/// 0.8 of the size above the baseline to 0.25 below.
PageRect text_box(std::string_view text, double advance) {
  const double x = std::stod(svg_read::attribute(text, "x"));
  const double y = std::stod(svg_read::attribute(text, "y"));
  const double size = std::stod(svg_read::attribute(text, "font-size"));
  const double width = advance * size * static_cast<double>(code_points(svg_read::text_of(text)));
  const std::string anchor = svg_read::attribute(text, "text-anchor");
  const double left = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x;
  return {left, y - 0.8 * size, left + width, y + 0.25 * size};
}

/// How far a point is from a rectangle (0 inside it).
double point_to_rect(PagePoint p, const PageRect& r) {
  return std::hypot(std::max({0.0, r.left - p.x, p.x - r.right}),
                    std::max({0.0, r.top - p.y, p.y - r.bottom}));
}

/// How far a segment is from a rectangle: the least of its ends' distances, or 0 when it
/// crosses the rectangle (sampled every half pixel, enough for boxes some px apart).
double segment_to_rect(PagePoint a, PagePoint b, const PageRect& r) {
  const double length = std::hypot(b.x - a.x, b.y - a.y);
  const int samples = std::max(1, static_cast<int>(length * 2.0));
  double least = 1e300;
  for (int k = 0; k <= samples; ++k) {
    const double t = static_cast<double>(k) / samples;
    least = std::min(least, point_to_rect({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}, r));
  }
  return least;
}

bool overlap(const PageRect& a, const PageRect& b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

// A rout label wants to stand 6 px beside the arrow's head and up to 16 px above or below it;
// the label space may move it 14 px more without a leader (render/label_space.hpp): within 30
// px of its arrow it is read as the arrow's, a square (38 px) further it is not.
constexpr double kByItsArrow = 30.0;

// --- Grande Tactique -----------------------------------------------------------------------

struct Inches {
  double x = 0.0;
  double y = 0.0;
};

/// How far an arc about `centre` turns from `from` to `to`, in radians from 0 to 2 pi, the
/// way it goes (`clockwise` or not).
double arc_turn(Inches from, Inches to, Inches centre, bool clockwise) {
  const double two_pi = 2.0 * std::acos(-1.0);
  double turn = std::atan2(to.y - centre.y, to.x - centre.x) -
                std::atan2(from.y - centre.y, from.x - centre.x);  // counter-clockwise
  if (clockwise) turn = -turn;
  return std::fmod(std::fmod(turn, two_pi) + two_pi, two_pi);
}

/// The page of a Grande Tactique picture in inches, as the table drawn says: its rectangle
/// and its tooltip's "table W x D in".
struct TableScale {
  double left = 0.0;
  double top = 0.0;
  double ppi = 0.0;
  double depth = 0.0;
  PagePoint page(Inches p) const { return {left + p.x * ppi, top + (depth - p.y) * ppi}; }
};

std::optional<TableScale> table_scale(std::string_view svg) {
  const std::size_t at = svg.find("<rect id=\"table\"");
  if (at == std::string_view::npos) return std::nullopt;
  const std::string_view rect = svg.substr(at);
  const std::vector<double> size = svg_read::numbers(svg_read::title_of(rect));
  if (size.size() < 2 || size[0] <= 0.0 || size[1] <= 0.0) return std::nullopt;
  const double ppi = std::stod(svg_read::attribute(rect, "width")) / size[0];
  if (std::abs(std::stod(svg_read::attribute(rect, "height")) / size[1] - ppi) > 1e-6)
    return std::nullopt;
  return TableScale{.left = std::stod(svg_read::attribute(rect, "x")),
                    .top = std::stod(svg_read::attribute(rect, "y")),
                    .ppi = ppi,
                    .depth = size[1]};
}

Inches inches(const nlohmann::json& point) {
  return {point.at(0).get<double>(), point.at(1).get<double>()};
}

// num() writes a tenth of a pixel: a point drawn is within 0.05 px of where it should be, and
// the table's corner, read back as the scale, too; the engine's own sine (a polynomial) and
// the JSON's millionths move it by far less.
constexpr double kDrawn = 0.15;

bool near(PagePoint a, PagePoint b, double tolerance = kDrawn) {
  return std::hypot(a.x - b.x, a.y - b.y) <= tolerance;
}

std::string page_text(PagePoint p) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "(%.1f, %.1f)", p.x, p.y);
  return buffer;
}

/// The four corners of a base on the table, and its two front corners: `centre`, facing the
/// compass bearing `facing` (0 north, 90 east), `width` along its front, `depth` behind it.
struct BaseCorners {
  std::vector<Inches> corners;
  std::vector<Inches> front;
};

BaseCorners base_corners(Inches centre, double facing, double width, double depth) {
  const double radians = facing * std::acos(-1.0) / 180.0;
  const Inches ahead{std::sin(radians), std::cos(radians)};
  const Inches right{std::cos(radians), -std::sin(radians)};
  const auto at = [&](double forward, double across) {
    return Inches{centre.x + ahead.x * forward + right.x * across,
                  centre.y + ahead.y * forward + right.y * across};
  };
  return {.corners = {at(depth / 2, -width / 2), at(depth / 2, width / 2),
                      at(-depth / 2, width / 2), at(-depth / 2, -width / 2)},
          .front = {at(depth / 2, -width / 2), at(depth / 2, width / 2)}};
}

/// True when the points drawn are those expected, in any order.
bool same_points(const std::vector<PagePoint>& drawn, const std::vector<PagePoint>& expected) {
  if (drawn.size() != expected.size()) return false;
  std::vector<bool> used(expected.size(), false);
  for (const PagePoint d : drawn) {
    bool found = false;
    for (std::size_t k = 0; k < expected.size() && !found; ++k) {
      if (!used[k] && near(d, expected[k])) used[k] = found = true;
    }
    if (!found) return false;
  }
  return true;
}

std::string points_text(const std::vector<PagePoint>& points) {
  std::string out;
  for (const PagePoint p : points)
    out += (out.empty() ? "" : " ") + page_text(p);
  return out;
}

/// The box on the page of the points given.
PageRect box_of(const std::vector<PagePoint>& points) {
  PageRect b;
  for (const PagePoint p : points) {
    b.left = std::min(b.left, p.x);
    b.top = std::min(b.top, p.y);
    b.right = std::max(b.right, p.x);
    b.bottom = std::max(b.bottom, p.y);
  }
  return b;
}

double distance_between(const PageRect& a, const PageRect& b) {
  const double dx = std::max({0.0, a.left - b.right, b.left - a.right});
  const double dy = std::max({0.0, a.top - b.bottom, b.top - a.bottom});
  return std::hypot(dx, dy);
}

/// A badge as drawn: its words, the box its glyphs cover (estimated generously: DejaVu Sans
/// bold is at most 0.7 of the font size wide a character) and the mark a leader line draws it
/// back to, if any.
struct Badge {
  std::string text;
  PageRect box;
  std::optional<PagePoint> mark;
  PageRect reading{};  ///< its box by the average width of a bold character (0.65 of the size)
};

std::vector<Badge> badges_of(std::string_view svg, std::string_view group_id = "badges") {
  const std::string_view group = svg_read::svg_group(svg, group_id);
  std::vector<Badge> out;
  for (const std::string_view text : svg_read::elements(group, "<text ")) {
    out.push_back(Badge{.text = svg_read::text_of(text),
                        .box = text_box(text, 0.7),
                        .mark = std::nullopt,
                        .reading = text_box(text, 0.65)});
  }
  // A leader ends on the box of the badge it leads to: the badge whose box is nearest its end.
  for (const std::string_view line : svg_read::elements(group, "<line class=\"leader\"")) {
    const PagePoint end{std::stod(svg_read::attribute(line, "x2")),
                        std::stod(svg_read::attribute(line, "y2"))};
    Badge* nearest = nullptr;
    double least = 2.0;  // px: the estimate of a box is not the renderer's own
    for (Badge& b : out) {
      const double d = distance_between({end.x, end.y, end.x, end.y}, b.box);
      if (!b.mark && d <= least) {
        least = d;
        nearest = &b;
      }
    }
    if (nearest != nullptr)
      nearest->mark = PagePoint{std::stod(svg_read::attribute(line, "x1")),
                                std::stod(svg_read::attribute(line, "y1"))};
  }
  return out;
}

/// How far a base drawn as the polygon `corners` (convex) stands from a box: 0 when they meet.
double polygon_to_box(const std::vector<PagePoint>& corners, const PageRect& box) {
  const auto inside_polygon = [&](PagePoint p) {
    double sign = 0.0;
    for (std::size_t k = 0; k < corners.size(); ++k) {
      const PagePoint a = corners[k];
      const PagePoint b = corners[(k + 1) % corners.size()];
      const double cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
      if (cross * sign < 0.0) return false;
      if (cross != 0.0) sign = cross;
    }
    return true;
  };
  double least = 1e300;
  for (const PagePoint c : corners) {
    if (point_to_rect(c, box) == 0.0) return 0.0;
  }
  for (const PagePoint c : {PagePoint{box.left, box.top}, PagePoint{box.right, box.top},
                            PagePoint{box.right, box.bottom}, PagePoint{box.left, box.bottom}}) {
    if (inside_polygon(c)) return 0.0;
  }
  for (std::size_t k = 0; k < corners.size(); ++k)
    least = std::min(least, segment_to_rect(corners[k], corners[(k + 1) % corners.size()], box));
  return least;
}

/// The bases, generals left out, that the middle of a badge's glyphs lies on.
std::vector<std::string> bases_under(const std::map<std::string, std::vector<PagePoint>>& bases,
                                     const std::set<std::string>& generals, const Badge& b) {
  const PagePoint middle{(b.reading.left + b.reading.right) / 2.0,
                         (b.reading.top + b.reading.bottom) / 2.0};
  std::vector<std::string> under;
  for (const auto& [unit, corners] : bases) {
    if (!generals.contains(unit) &&
        polygon_to_box(corners, {middle.x, middle.y, middle.x, middle.y}) == 0.0)
      under.push_back(unit);
  }
  return under;
}

// A badge wants to stand 6 px beside its base, or under it a row of 10 px a badge; the label
// space may move it 14 px without a leader (render/label_space.hpp): 30 px is beside it, the
// next base of a line of bases (2.5" = 40 px) is not.
constexpr double kBeside = 30.0;
// A leader starts on its base (its centre, or its edge), on no other.
constexpr double kOnTheEdge = 3.5;
// A badge stands 6 px beside its base: one within twice that of another base reads as that
// base's, whatever its leader line says.
constexpr double kClearOfOthers = 12.0;

/// How far a line through `points` on the page stands from a box: 0 when it crosses it.
double polyline_to_box(const std::vector<PagePoint>& points, const PageRect& box) {
  double least = 1e300;
  for (std::size_t k = 0; k < points.size(); ++k)
    least = std::min(least, k == 0 ? point_to_rect(points[0], box)
                                   : segment_to_rect(points[k - 1], points[k], box));
  return least;
}

/// A flight preview as its options give it, for reading its label: the centre's path in inches
/// (arcs followed every 1/16 of their turn) and on the page, its length, and the base drawn at
/// its end.
struct PreviewShape {
  std::vector<PagePoint> path;
  double length = 0.0;
  std::vector<PagePoint> end;
};

/// The shape of a flight's `path` (its points in inches, its `arcs` as the options give them)
/// on the page of `scale`, its end base left to fill.
PreviewShape followed_path(const nlohmann::json& path, const nlohmann::json& arcs,
                           const TableScale& scale) {
  PreviewShape shape;
  shape.path.push_back(scale.page(inches(path[0])));
  for (std::size_t k = 1; k < path.size(); ++k) {
    const Inches from = inches(path[k - 1]);
    const Inches to = inches(path[k]);
    const auto arc = std::find_if(arcs.begin(), arcs.end(), [&](const nlohmann::json& a) {
      return a.at("leg").get<std::size_t>() == k - 1;
    });
    if (arc == arcs.end()) {
      shape.length += std::hypot(to.x - from.x, to.y - from.y);
      shape.path.push_back(scale.page(to));
      continue;
    }
    const Inches c = inches(arc->at("centre"));
    const double radius = std::hypot(from.x - c.x, from.y - c.y);
    const double from_angle = std::atan2(from.y - c.y, from.x - c.x);
    const bool clockwise = arc->at("clockwise").get<bool>();
    const double turn = (clockwise ? -1.0 : 1.0) * arc_turn(from, to, c, clockwise);
    shape.length += radius * std::abs(turn);
    for (int step = 1; step <= 16; ++step) {
      const double angle = from_angle + turn * static_cast<double>(step) / 16.0;
      shape.path.push_back(
          scale.page({c.x + radius * std::cos(angle), c.y + radius * std::sin(angle)}));
    }
  }
  return shape;
}

/// The label of each preview with a path in `svg` (`shapes`: each preview's path and end base as
/// its options give them; `openings`: the words its label must start with, "1/17e: forced out of
/// its cover (GT-10), straight"): its words the unit, the way and the length the options give,
/// else a line in `out`; where it stands, read as that preview's: nearest its own path or end
/// base (within 30 px, no other base or preview nearer), or tied to it by a leader line that
/// starts on its own path (the line says whose it is; unlike a badge's, no distance from the
/// other bases is held: the label space's last resort puts a label anywhere free); and over no
/// other base.
/// Returns where a reader may take a label for another unit's, one line each.
std::string preview_label_misreadings(std::string_view svg,
                                      const std::map<std::string, PreviewShape>& shapes,
                                      const std::map<std::string, std::string>& openings,
                                      std::string& out) {
  using namespace svg_read;
  std::vector<std::pair<std::string, std::vector<PagePoint>>> bases;  // every base drawn
  for (const std::string_view start : elements(svg_group(svg, "units"), "<g class=\"base")) {
    const std::string_view base = whole_element(start);
    const std::string title = title_of(base);
    bases.emplace_back(title.substr(0, title.find(" \u00b7 ")),
                       points(attribute(base.substr(base.find("<polygon ")), "points")));
  }
  std::map<std::string, int> labels_read;
  std::string reading;  // where the labels stand
  for (const Badge& label : badges_of(svg, "preview-labels")) {
    const std::string unit = label.text.substr(0, label.text.find(": "));
    if (!shapes.contains(unit)) continue;  // "X: surrounded, destroyed (GT-4 d)": no path
    ++labels_read[unit];
    const PreviewShape& own = shapes.at(unit);
    const std::string& opening = openings.at(unit);
    const std::string_view fled = ", off the table: fled (GT-7)";
    const std::string words = label.text.ends_with(fled)
                                  ? label.text.substr(0, label.text.size() - fled.size())
                                  : label.text;
    const std::size_t comma = words.rfind(", ");
    double length = -1.0;
    if (words.ends_with(" in") && comma != std::string::npos)
      std::sscanf(words.c_str() + comma + 2, "%lf", &length);
    if (!words.starts_with(opening) || std::abs(length - own.length) > 0.051)
      out += unit + "'s preview label says \"" + label.text + "\", not \"" + opening + ", ..., " +
             std::to_string(own.length) + " in\"\n";

    const auto own_distance = [&](const PageRect& box) {
      return std::min(polyline_to_box(own.path, box),
                      own.end.empty() ? 1e300 : polygon_to_box(own.end, box));
    };
    // What else a reader may take it for: the other bases and previews.
    std::vector<std::pair<double, std::string>> others;
    for (const auto& [id, corners] : bases) {
      if (id != unit) others.emplace_back(polygon_to_box(corners, label.reading), id + "'s base");
    }
    for (const auto& [id, shape] : shapes) {
      if (id == unit) continue;
      others.emplace_back(polyline_to_box(shape.path, label.reading), id + "'s preview path");
      if (!shape.end.empty())
        others.emplace_back(polygon_to_box(shape.end, label.reading), id + "'s end base");
    }
    std::sort(others.begin(), others.end());
    if (label.mark) {
      const PageRect at{label.mark->x, label.mark->y, label.mark->x, label.mark->y};
      if (polyline_to_box(own.path, at) > kOnTheEdge)
        reading += unit + "'s preview label's leader line starts " +
                   std::to_string(polyline_to_box(own.path, at)) +
                   " px off its own preview path, at " + page_text(*label.mark) + "\n";
    } else {
      const double mine = own_distance(label.reading);
      if (mine > kBeside)
        reading += unit + "'s preview label stands " + std::to_string(mine) +
                   " px from its preview, with no leader line\n";
      // A tie is no misreading: an end base in contact with another base (GT-6) has a label
      // beside it as near the other; one crossing another preview's path also touches its own.
      if (!others.empty() && others[0].first < mine)
        reading += unit + "'s preview label stands nearer " + others[0].second + " (" +
                   std::to_string(others[0].first) + " px) than its own preview (" +
                   std::to_string(mine) + " px)\n";
    }
    for (const auto& [id, corners] : bases) {
      if (id != unit && polygon_to_box(corners, label.reading) == 0.0)
        reading += unit + "'s preview label stands over " + id + "'s base\n";
    }
  }
  for (const auto& [unit, shape] : shapes) {
    if (labels_read[unit] != 1)
      out += unit + ": " + std::to_string(labels_read[unit]) + " preview labels drawn\n";
  }
  return reading;
}

}  // namespace outcome_pictures_detail

std::optional<DrawnOutcome> drawn_outcome(const io::LoadedScenario& scenario) {
  if (!scenario.ruleset->check(scenario).empty() || io::refusal(scenario)) return std::nullopt;
  const Result<AnyOutcome> outcome =
      scenario.ruleset->resolve(scenario, corpus::default_chooser(scenario));
  if (!outcome.ok()) return DrawnOutcome{.svg = "", .outcome_json = "does not resolve"};
  const Result<std::string> svg = scenario.ruleset->svg(scenario, RenderView{}, &outcome.value());
  if (!svg.ok()) return DrawnOutcome{.svg = "", .outcome_json = "is not drawn"};
  return DrawnOutcome{.svg = svg.value(),
                      .outcome_json = scenario.ruleset->outcome(
                          scenario, outcome.value(), Form::json, io::JsonLayout::indented)};
}

std::string gitm_rout_picture_differences(std::string_view svg, std::string_view outcome_json,
                                          const std::map<std::string, std::string>& start_squares) {
  using namespace outcome_pictures_detail;
  using namespace svg_read;
  const nlohmann::json outcome = nlohmann::json::parse(outcome_json);
  std::string out;

  // The map's squares as drawn: their names and the box they cover together.
  std::set<std::string> drawn_squares;
  std::map<std::string, PageRect> square_rect;
  double left = 1e300;
  double top = 1e300;
  double right = -1e300;
  double bottom = -1e300;
  for (const std::string_view rect : elements(svg_group(svg, "squares"), "<rect ")) {
    const std::string title = title_of(rect);
    drawn_squares.insert(title.substr(0, title.find(' ')));
    const double x = std::stod(attribute(rect, "x"));
    const double y = std::stod(attribute(rect, "y"));
    square_rect[title.substr(0, title.find(' '))] = {x, y, x + std::stod(attribute(rect, "width")),
                                                     y + std::stod(attribute(rect, "height"))};
    left = std::min(left, x);
    top = std::min(top, y);
    right = std::max(right, x + std::stod(attribute(rect, "width")));
    bottom = std::max(bottom, y + std::stod(attribute(rect, "height")));
  }

  // Where each unit stands as the events go: its starting square, then the end of each move.
  std::map<std::string, std::string> square = start_squares;
  struct RoutEvent {
    std::string unit;
    std::string from;
    std::string direction;
    std::string to;
  };
  std::vector<RoutEvent> routs;
  for (const nlohmann::json& e : outcome.at("events")) {
    const std::string type = e.value("type", "");
    if (type == "moved") {
      for (const nlohmann::json& u : e.at("units"))
        square[u.get<std::string>()] = e.at("path").back().get<std::string>();
    } else if (type == "routed") {
      const std::string unit = e.at("unit").get<std::string>();
      routs.push_back({unit, square[unit], e.at("direction").get<std::string>(),
                       e.at("to").get<std::string>()});
    }
  }

  // The neighbours' labels: "NE H7-V7", each placed on a side of the map.
  std::map<std::string, std::string> neighbour_on;  // side of the map -> the label's name
  for (const std::string_view text :
       elements(svg_group(svg, "neighbors"), "<text class=\"neighbor")) {
    const std::string words = text_of(text);
    const PagePoint at{std::stod(attribute(text, "x")), std::stod(attribute(text, "y"))};
    neighbour_on[side_of(at, left, top, right, bottom)] = words.substr(words.find(' ') + 1);
  }

  const std::vector<std::string_view> arrows =
      elements(svg_group(svg, "routs"), "<path class=\"rout\"");
  std::vector<bool> used(arrows.size(), false);
  std::vector<std::optional<std::pair<PagePoint, PagePoint>>> arrow_of(routs.size());
  for (std::size_t r = 0; r < routs.size(); ++r) {
    const RoutEvent& rout = routs[r];
    const std::string who = rout.unit + "'s rout " + rout.direction + " to " + rout.to;
    std::optional<std::size_t> found;
    for (std::size_t k = 0; k < arrows.size() && !found; ++k) {
      if (!used[k] && title_of(arrows[k]).starts_with(rout.unit + " routed ")) found = k;
    }
    if (!found) {
      out += who + ": no rout arrow drawn\n";
      continue;
    }
    used[*found] = true;
    const std::vector<double> v = numbers(attribute(arrows[*found], "d"));
    if (v.size() < 4) {
      out += who + ": the arrow has no length\n";
      continue;
    }
    const PagePoint a{v[0], v[1]};
    const PagePoint b{v[v.size() - 2], v[v.size() - 1]};
    arrow_of[r] = std::pair{a, b};
    const std::string starts_in = drawn_place_at(svg, a.x, a.y);
    if (starts_in != rout.from)
      out += who + ": the arrow starts in " + (starts_in.empty() ? "no square" : starts_in) +
             ", not in " + rout.from + ", where the unit stood\n";
    const std::string points = compass_of(a, b);
    if (points != rout.direction)
      out +=
          who + ": the arrow points " + (points.empty() ? "between compass points" : points) + "\n";
    if (!drawn_place_at(svg, b.x, b.y).empty())
      out += who + ": the arrow ends on the map at " + text_of_point(b) + ", not past its edge\n";
    const auto label = neighbour_on.find(points);
    if (label == neighbour_on.end() || label->second != rout.to)
      out += who + ": the neighbour drawn " + (points.empty() ? "that way" : points) +
             " of the map is " + (label == neighbour_on.end() ? "none" : label->second) + "\n";
  }
  for (std::size_t k = 0; k < arrows.size(); ++k) {
    if (!used[k]) out += "a rout arrow no event gives: " + title_of(arrows[k]) + "\n";
  }

  // The units: each drawn once, in the square the JSON gives it (where it started when it left
  // the map), marked as gone when it left.
  std::map<std::string, int> drawn_count;
  std::map<std::string, std::set<std::string>> units_in;  // square -> the units drawn in it
  std::map<std::string, PageRect> counter_rect;
  for (const std::string_view start : elements(svg_group(svg, "units"), "<g class=\"unit")) {
    const std::string_view unit = whole_element(start);
    const std::string title = title_of(unit);
    const std::string id = title.substr(0, title.find(" ("));
    ++drawn_count[id];
    const auto json_unit =
        std::find_if(outcome.at("units").begin(), outcome.at("units").end(),
                     [&](const nlohmann::json& u) { return u.at("id").get<std::string>() == id; });
    if (json_unit == outcome.at("units").end()) {
      out += "a unit drawn that the outcome has not: " + id + "\n";
      continue;
    }
    const std::string ending = json_unit->at("ending").get<std::string>();
    const std::string expected =
        gone(ending) ? start_squares.at(id) : json_unit->at("square").get<std::string>();
    const std::string_view rect = unit.substr(unit.find("<rect "));
    const PagePoint centre{
        std::stod(attribute(rect, "x")) + std::stod(attribute(rect, "width")) / 2.0,
        std::stod(attribute(rect, "y")) + std::stod(attribute(rect, "height")) / 2.0};
    const std::string at = drawn_place_at(svg, centre.x, centre.y);
    units_in[at].insert(id);
    counter_rect[id] = {std::stod(attribute(rect, "x")), std::stod(attribute(rect, "y")),
                        std::stod(attribute(rect, "x")) + std::stod(attribute(rect, "width")),
                        std::stod(attribute(rect, "y")) + std::stod(attribute(rect, "height"))};
    if (at != expected)
      out += id + " is drawn in " + (at.empty() ? "no square" : at) + ", not in " + expected +
             " (" + ending + ")\n";
    const std::string cls = attribute(unit, "class");
    const std::string mark = ending == "routed"                                 ? " routed"
                             : ending == "surrendered" || ending == "shattered" ? " failed"
                                                                                : "";
    const bool marked_routed = cls.find(" routed") != std::string::npos;
    const bool marked_failed = cls.find(" failed") != std::string::npos;
    if (marked_routed != (mark == " routed") || marked_failed != (mark == " failed"))
      out += id + " is drawn as \"" + cls + "\" but its ending is " + ending + "\n";
  }
  for (const nlohmann::json& u : outcome.at("units")) {
    const std::string id = u.at("id").get<std::string>();
    const std::string ending = u.at("ending").get<std::string>();
    const std::string expected =
        gone(ending) ? start_squares.at(id) : u.at("square").get<std::string>();
    const int expected_count = drawn_squares.contains(expected) ? 1 : 0;
    if (drawn_count[id] != expected_count)
      out += id + " (in " + expected + ") is drawn " + std::to_string(drawn_count[id]) +
             " times, not " + std::to_string(expected_count) + "\n";
  }

  // The labels "X routed to Y": one for each rout, its words the event's unit and `to`, read
  // as its arrow's: by its head, nearer it than any other rout arrow, or tied to its head by a
  // leader line; and on no square where another unit is drawn.
  const std::string_view label_group = svg_group(svg, "rout-labels");
  const std::vector<std::string_view> labels = elements(label_group, "<text ");
  std::vector<PagePoint> leader_start;
  std::vector<PagePoint> leader_end;
  for (const std::string_view line : elements(label_group, "<line class=\"leader\"")) {
    leader_start.push_back({std::stod(attribute(line, "x1")), std::stod(attribute(line, "y1"))});
    leader_end.push_back({std::stod(attribute(line, "x2")), std::stod(attribute(line, "y2"))});
  }
  std::vector<bool> label_used(labels.size(), false);
  for (std::size_t r = 0; r < routs.size(); ++r) {
    const RoutEvent& rout = routs[r];
    const std::string words = rout.unit + " routed to " + rout.to;
    std::optional<std::size_t> found;
    for (std::size_t k = 0; k < labels.size() && !found; ++k) {
      if (!label_used[k] && text_of(labels[k]) == words) found = k;
    }
    if (!found) {
      out += "no label \"" + words + "\" drawn\n";
      continue;
    }
    label_used[*found] = true;
    if (!arrow_of[r]) continue;
    const PageRect generous = text_box(labels[*found], 0.7);
    const auto [a, b] = *arrow_of[r];
    std::optional<PagePoint> leader;
    for (std::size_t k = 0; k < leader_end.size(); ++k) {
      if (point_to_rect(leader_end[k], generous) <= 2.0) leader = leader_start[k];
    }
    if (leader) {
      if (!near(*leader, b))
        out += "\"" + words + "\": its leader line starts at " + page_text(*leader) +
               ", not at its arrow's head " + page_text(b) + "\n";
    } else {
      const double own = segment_to_rect(a, b, generous);
      if (own > kByItsArrow)
        out += "\"" + words + "\" stands " + std::to_string(own) + " px from its arrow\n";
      for (std::size_t o = 0; o < routs.size(); ++o) {
        if (o == r || !arrow_of[o]) continue;
        const double other = segment_to_rect(arrow_of[o]->first, arrow_of[o]->second, generous);
        if (other < own)
          out += "\"" + words + "\" stands nearer " + routs[o].unit + "'s rout arrow (" +
                 std::to_string(other) + " px) than its own (" + std::to_string(own) + " px)\n";
      }
    }
    // On a square: its middle in it (a label along a rout arrow may stray over a square's
    // edge); on a counter: its glyphs over it at all.
    const PageRect glyphs = text_box(labels[*found], 0.58);
    const PagePoint middle{(glyphs.left + glyphs.right) / 2, (glyphs.top + glyphs.bottom) / 2};
    for (const auto& [name, in] : units_in) {
      const auto other = std::find_if(in.begin(), in.end(),
                                      [&](const std::string& id) { return id != rout.unit; });
      const auto rect = square_rect.find(name);
      if (other != in.end() && rect != square_rect.end() &&
          point_to_rect(middle, rect->second) == 0.0)
        out += "\"" + words + "\" is drawn on " + name + ", where " + *other + " stands\n";
    }
    for (const auto& [id, counter] : counter_rect) {
      if (id != rout.unit && overlap(glyphs, counter))
        out += "\"" + words + "\" is drawn over " + id + "'s counter\n";
    }
  }
  for (std::size_t k = 0; k < labels.size(); ++k) {
    if (!label_used[k]) out += "a rout label no event gives: " + text_of(labels[k]) + "\n";
  }
  return out;
}

std::string gt_flight_picture_differences(std::string_view svg, std::string_view outcome_json,
                                          const std::map<std::string, GtStartBase>& start_bases) {
  using namespace outcome_pictures_detail;
  using namespace svg_read;
  const nlohmann::json outcome = nlohmann::json::parse(outcome_json);
  const std::optional<TableScale> scale = table_scale(svg);
  if (!scale) return "no table drawn with its size in inches\n";
  std::string out;

  // What happened on the way, by unit: the badges expected (a general's badges name him, Q4: his
  // base stands on his unit's), whether it was shaken or routed, whether its square was broken (it
  // flees as a line, GT-3).
  std::set<std::string> generals;
  for (const nlohmann::json& u : outcome.at("units")) {
    if (u.at("arm").get<std::string>() == "general") generals.insert(u.at("id").get<std::string>());
  }
  const auto badge_of = [&](const std::string& unit, const std::string& what) {
    return generals.contains(unit) ? unit + ": " + what : what;
  };
  std::map<std::string, std::vector<std::string>> badges_expected;
  std::map<std::string, std::string> ring_expected;
  std::set<std::string> square_broken;
  std::map<std::string, std::vector<const nlohmann::json*>> moves;
  for (const nlohmann::json& e : outcome.at("events")) {
    const std::string type = e.value("type", "");
    if (type == "status") {
      const std::string unit = e.at("unit").get<std::string>();
      const std::string status = e.at("status").get<std::string>();
      if (status == "shaken" || status == "routed") {
        badges_expected[unit].push_back(
            badge_of(unit, status + " (" + e.at("rule").get<std::string>() + ")"));
        if (status == "routed" || !ring_expected.contains(unit)) ring_expected[unit] = status;
      }
      if (status == "square broken") square_broken.insert(unit);
    } else if (type == "removed") {
      const std::string unit = e.at("unit").get<std::string>();
      badges_expected[unit].push_back(badge_of(
          unit, e.at("fate").get<std::string>() + " (" + e.at("rule").get<std::string>() + ")"));
    } else if (type == "moved" && e.at("path").size() >= 2) {
      moves[e.at("units").at(0).get<std::string>()].push_back(&e);
    }
  }

  // The routes: each move of a unit, in order, one route titled with its unit.
  std::map<std::string, std::vector<std::string_view>> routes;
  for (const std::string_view route : elements(svg_group(svg, "routes"), "<path class=\"route\"")) {
    const std::string title = title_of(route);
    routes[title.substr(0, title.find(": "))].push_back(route);
  }
  for (const auto& [unit, drawn] : routes) {
    if (drawn.size() != moves[unit].size())
      out += unit + ": " + std::to_string(drawn.size()) + " routes drawn for " +
             std::to_string(moves[unit].size()) + " moves\n";
  }
  for (const auto& [unit, events] : moves) {
    if (routes[unit].size() != events.size()) {
      if (!routes.contains(unit) || routes[unit].empty())
        out += unit + ": no route drawn for its " + std::to_string(events.size()) + " moves\n";
      continue;
    }
    for (std::size_t m = 0; m < events.size(); ++m) {
      const nlohmann::json& path = events[m]->at("path");
      const nlohmann::json arcs = events[m]->value("arcs", nlohmann::json::array());
      const std::vector<PathCommand> drawn = path_commands(attribute(routes[unit][m], "d"));
      const std::string who = unit + "'s move " + std::to_string(m + 1);
      if (drawn.size() != path.size()) {
        out += who + ": " + std::to_string(drawn.size()) + " points drawn for " +
               std::to_string(path.size()) + "\n";
        continue;
      }
      for (std::size_t k = 0; k < path.size(); ++k) {
        const PathCommand& c = drawn[k];
        const PagePoint expected = scale->page(inches(path[k]));
        const PagePoint at = c.values.size() >= 2
                                 ? PagePoint{c.values[c.values.size() - 2], c.values.back()}
                                 : PagePoint{};
        if (!near(at, expected))
          out += who + ": point " + std::to_string(k) + " drawn at " + page_text(at) + ", not " +
                 page_text(expected) + "\n";
        if (k == 0) continue;
        const auto arc = std::find_if(arcs.begin(), arcs.end(), [&](const nlohmann::json& a) {
          return a.at("leg").get<std::size_t>() == k - 1;
        });
        if (arc == arcs.end()) {
          if (c.letter != 'L') out += who + ": leg " + std::to_string(k - 1) + " is not a line\n";
          continue;
        }
        if (c.letter != 'A' || c.values.size() != 7) {
          out += who + ": leg " + std::to_string(k - 1) + " is not an arc\n";
          continue;
        }
        // The arc's radius, and its turn from the leg's start to its end about its centre, the
        // way the event says; the table's north is the page's top, so a clockwise turn on the
        // table is a clockwise one on the page, SVG's sweep flag 1 (y runs south).
        const Inches centre = inches(arc->at("centre"));
        const Inches from = inches(path[k - 1]);
        const Inches to = inches(path[k]);
        const bool clockwise = arc->at("clockwise").get<bool>();
        const double radius = std::hypot(to.x - centre.x, to.y - centre.y);
        const double two_pi = 2.0 * std::acos(-1.0);
        const double turn = arc_turn(from, to, centre, clockwise);
        if (std::abs(c.values[0] - radius * scale->ppi) > kDrawn ||
            std::abs(c.values[1] - radius * scale->ppi) > kDrawn)
          out += who + ": leg " + std::to_string(k - 1) + " drawn with radius " +
                 std::to_string(c.values[0]) + " px, not " + std::to_string(radius * scale->ppi) +
                 "\n";
        if (c.values[4] != (clockwise ? 1.0 : 0.0))
          out += who + ": leg " + std::to_string(k - 1) + " drawn turning " +
                 (c.values[4] == 1.0 ? "clockwise" : "counter-clockwise") + ", not " +
                 (clockwise ? "clockwise" : "counter-clockwise") + "\n";
        if (c.values[3] != (turn > two_pi / 2 ? 1.0 : 0.0))
          out += who + ": leg " + std::to_string(k - 1) + " drawn with the large-arc flag " +
                 std::to_string(c.values[3]) + " for a turn of " +
                 std::to_string(turn * 360.0 / two_pi) + " degrees\n";
      }
    }
  }

  // The bases: each unit once, where the JSON puts it, facing as it says.
  std::map<std::string, std::vector<PagePoint>> final_corners;
  for (const nlohmann::json& u : outcome.at("units")) {
    const std::string id = u.at("id").get<std::string>();
    const auto start = start_bases.find(id);
    if (start == start_bases.end()) {
      out += id + ": no starting base given\n";
      continue;
    }
    const bool line = square_broken.contains(id);
    const BaseCorners corners =
        base_corners(inches(u.at("position")), u.at("facing").get<double>(),
                     line ? 2.5 : start->second.width, line ? 1.0 : start->second.depth);
    for (const Inches c : corners.corners)
      final_corners[id].push_back(scale->page(c));
  }
  std::map<std::string, int> drawn_count;
  for (const std::string_view start : elements(svg_group(svg, "units"), "<g class=\"base")) {
    const std::string_view base = whole_element(start);
    const std::string title = title_of(base);
    const std::string id = title.substr(0, title.find(" \u00b7 "));
    ++drawn_count[id];
    const auto json_unit =
        std::find_if(outcome.at("units").begin(), outcome.at("units").end(),
                     [&](const nlohmann::json& u) { return u.at("id").get<std::string>() == id; });
    if (json_unit == outcome.at("units").end() || !final_corners.contains(id)) {
      out += "a base drawn that the outcome has not: " + id + "\n";
      continue;
    }
    const std::vector<PagePoint> polygon =
        svg_read::points(attribute(base.substr(base.find("<polygon ")), "points"));
    if (!same_points(polygon, final_corners[id]))
      out += id + "'s base is drawn at " + points_text(polygon) + ", not " +
             points_text(final_corners[id]) + "\n";
    const std::string_view front = base.substr(base.find("<line class=\"front\""));
    const std::vector<PagePoint> front_drawn = {
        {std::stod(attribute(front, "x1")), std::stod(attribute(front, "y1"))},
        {std::stod(attribute(front, "x2")), std::stod(attribute(front, "y2"))}};
    const bool line = square_broken.contains(id);
    const GtStartBase& size = start_bases.at(id);
    const BaseCorners corners =
        base_corners(inches(json_unit->at("position")), json_unit->at("facing").get<double>(),
                     line ? 2.5 : size.width, line ? 1.0 : size.depth);
    std::vector<PagePoint> front_expected;
    for (const Inches c : corners.front)
      front_expected.push_back(scale->page(c));
    if (!same_points(front_drawn, front_expected))
      out += id + "'s front edge is drawn from " + points_text(front_drawn) + ", not " +
             points_text(front_expected) + "\n";
    const bool removed = json_unit->at("ending").get<std::string>() != "on_table";
    const bool drawn_removed = attribute(base, "class").find(" removed") != std::string::npos;
    if (removed != drawn_removed)
      out += id + " is " + (drawn_removed ? "" : "not ") + "drawn removed, but its ending is " +
             json_unit->at("ending").get<std::string>() + "\n";
    if (removed) {
      const std::size_t cross = base.find("<path class=\"cross\"");
      const std::vector<PagePoint> strokes =
          cross == std::string_view::npos ? std::vector<PagePoint>{}
                                          : svg_read::points(attribute(base.substr(cross), "d"));
      const PagePoint centre = scale->page(inches(json_unit->at("position")));
      if (strokes.size() != 4 ||
          !near({(strokes[0].x + strokes[1].x) / 2, (strokes[0].y + strokes[1].y) / 2}, centre,
                0.2))
        out += id + " is not crossed out at its centre " + page_text(centre) + "\n";
    }
  }
  for (const auto& [id, corners] : final_corners) {
    if (drawn_count[id] != 1)
      out += id + " is drawn " + std::to_string(drawn_count[id]) + " times\n";
  }

  // The rings of the units shaken or routed on the way, around their final bases.
  std::map<std::string, int> rings_found;
  for (const std::string_view ring : elements(svg_group(svg, "rings"), "<polygon class=\"ring")) {
    const std::vector<PagePoint> polygon = svg_read::points(attribute(ring, "points"));
    const std::string cls = attribute(ring, "class");
    bool matched = false;
    for (const auto& [unit, status] : ring_expected) {
      if (final_corners.contains(unit) && same_points(polygon, final_corners[unit]) &&
          cls == "ring " + status) {
        ++rings_found[unit];
        matched = true;
      }
    }
    if (!matched) out += "a ring (" + cls + ") at " + points_text(polygon) + " no event gives\n";
  }
  for (const auto& [unit, status] : ring_expected) {
    if (rings_found[unit] != 1) out += unit + " is " + status + " but not ringed once\n";
  }

  // The badges, each read as a reader reads it: as the badge of the base nearest it, or, when a
  // leader line ties it to a base, of that one, no other base standing near enough for it to
  // seem beside that one. Each state given and each removal is read so, as its unit's, and no
  // other badge is drawn.
  std::map<std::string, std::vector<std::string>> badges_read;
  for (const Badge& b : badges_of(svg)) {
    // A badge that names no one is not a general's (his badges name him): it is read among the
    // other bases.
    std::vector<std::pair<double, std::string>> by_distance;
    for (const auto& [unit, corners] : final_corners) {
      if (!generals.contains(unit))
        by_distance.emplace_back(polygon_to_box(corners, b.reading), unit);
    }
    std::sort(by_distance.begin(), by_distance.end());
    if (by_distance.empty()) break;
    // A badge whose words name its unit ("Gen Bourgeois: captured (GT-12)") is read as that
    // unit's wherever other bases stand, when it stands beside that unit's base or its leader
    // line starts on it (Q4: a general's base stands on his unit's).
    std::string named;
    for (const auto& [unit, corners] : final_corners) {
      if (b.text.starts_with(unit + ": ") && unit.size() > named.size()) named = unit;
    }
    std::string owner;
    if (!named.empty()) {
      owner = named;
      const std::vector<PagePoint>& corners = final_corners.at(named);
      if (b.mark) {
        if (polygon_to_box(corners, {b.mark->x, b.mark->y, b.mark->x, b.mark->y}) > kOnTheEdge)
          out += "the leader line of badge \"" + b.text + "\" starts off " + named +
                 "'s base, at " + page_text(*b.mark) + "\n";
      } else if (polygon_to_box(corners, b.reading) > kBeside) {
        out += "badge \"" + b.text + "\" stands " +
               std::to_string(polygon_to_box(corners, b.reading)) + " px from " + named +
               "'s base\n";
      }
    } else if (b.mark) {
      std::vector<std::string> starts_on;
      for (const auto& [unit, corners] : final_corners) {
        if (!generals.contains(unit) &&
            polygon_to_box(corners, {b.mark->x, b.mark->y, b.mark->x, b.mark->y}) <= kOnTheEdge)
          starts_on.push_back(unit);
      }
      if (starts_on.size() != 1) {
        out += "the leader line of badge \"" + b.text + "\" starts on " +
               std::to_string(starts_on.size()) + " bases, at " + page_text(*b.mark) + "\n";
        continue;
      }
      owner = starts_on[0];
      for (const auto& [d, unit] : by_distance) {
        if (unit != owner && d < kClearOfOthers)
          out += owner + "'s badge \"" + b.text + "\" stands " + std::to_string(d) + " px from " +
                 unit + "'s base, tied to its own by a leader line only\n";
      }
    } else if (const std::vector<std::string> under = bases_under(final_corners, generals, b);
               under.size() == 1) {
      // Written over a base, its middle on it (a crowd left it no spot beside it): that base's,
      // whatever others it covers.
      owner = under[0];
    } else {
      owner = by_distance[0].second;
      if (by_distance[0].first > kBeside)
        out += "badge \"" + b.text + "\" stands " + std::to_string(by_distance[0].first) +
               " px from the nearest base, " + owner + "'s\n";
      if (by_distance.size() > 1 && by_distance[1].first <= by_distance[0].first)
        out += "badge \"" + b.text + "\" stands as near " + by_distance[1].second + "'s base as " +
               owner + "'s (" + std::to_string(by_distance[0].first) + " px)\n";
    }
    badges_read[owner].push_back(b.text);
  }
  for (auto& [unit, texts] : badges_expected) {
    std::vector<std::string>& read = badges_read[unit];
    for (const std::string& text : texts) {
      const auto found = std::find(read.begin(), read.end(), text);
      if (found == read.end()) {
        out += unit + ": no badge \"" + text + "\" read as its own\n";
      } else {
        read.erase(found);
      }
    }
  }
  for (const auto& [unit, read] : badges_read) {
    for (const std::string& text : read)
      out += "a badge \"" + text + "\" read as " + unit + "'s, which no event gives it\n";
  }
  return out;
}

GtPreviewReading gt_preview_differences(std::string_view svg, std::string_view options_json,
                                        const std::map<std::string, GtUnitStart>& units,
                                        const std::optional<std::string>& causer) {
  using namespace outcome_pictures_detail;
  using namespace svg_read;
  const nlohmann::json options = nlohmann::json::parse(options_json);
  const std::optional<TableScale> scale = table_scale(svg);
  if (!scale) return {.differences = "no table drawn with its size in inches\n", .misreadings = ""};
  std::string out;
  const double degrees = 180.0 / std::acos(-1.0);

  // The previews drawn, by unit.
  std::map<std::string, std::string_view> drawn;
  for (const std::string_view start : elements(svg_group(svg, "options"), "<g class=\"preview\"")) {
    const std::string unit = unescaped(attribute(start, "data-unit"));
    if (drawn.contains(unit)) out += unit + ": two previews drawn\n";
    drawn[unit] = whole_element(start);
  }
  std::set<std::string> expected;
  std::map<std::string, PreviewShape> shapes;        // by unit, each flight with a path
  std::map<std::string, std::string> label_opening;  // "1/17e: forced out of ... straight"
  const std::string kind = options.value("kind", "");
  const std::string cause = options.value("cause", "");
  const bool infantry_causer =
      causer && units.contains(*causer) && units.at(*causer).arm == "infantry";

  for (const nlohmann::json& u : options.value("units", nlohmann::json::array())) {
    if (u.value("fate", "") != "flight") continue;
    const std::string id = u.at("unit").get<std::string>();
    const auto start = units.find(id);
    if (start == units.end()) {
      out += id + ": not in the scenario\n";
      continue;
    }
    const GtUnitStart& s = start->second;
    const double width = s.base.in_square ? 2.5 : s.base.width;
    const double depth = s.base.in_square ? 1.0 : s.base.depth;
    const nlohmann::json* taken = nullptr;
    const nlohmann::json* straight_rejected = nullptr;
    for (const nlohmann::json& w : u.at("ways")) {
      if (w.value("taken", false)) taken = &w;
      if (w.value("way", "") == "straight" && !w.value("taken", false)) straight_rejected = &w;
    }
    const bool has_path = taken != nullptr && taken->at("path").size() >= 2;
    if (!has_path && straight_rejected == nullptr && u.at("passes_through").empty()) continue;
    expected.insert(id);
    // GT-10: a unit that flees from the woods or BUA it stands in is forced out: charged by
    // infantry while routed, or, infantry, charged by infantry.
    const bool forced =
        s.in_cover && (kind == "charge_routed" || (kind == "flee" && cause == "charge" &&
                                                   s.arm == "infantry" && infantry_causer));
    if (has_path)
      label_opening[id] = id + ": " + (forced ? "forced out of its cover (GT-10), " : "") +
                          taken->at("way").get<std::string>();
    if (!drawn.contains(id)) {
      out += id + ": no preview drawn of its flight\n";
      continue;
    }
    const std::string_view group = drawn[id];

    // The path of the way taken.
    const std::vector<std::string_view> paths = elements(group, "<path class=\"preview-path\"");
    if (paths.size() != (has_path ? 1U : 0U)) {
      out += id + ": " + std::to_string(paths.size()) + " preview paths drawn\n";
    } else if (has_path) {
      const nlohmann::json& path = taken->at("path");
      const nlohmann::json arcs = taken->value("arcs", nlohmann::json::array());
      const std::vector<PathCommand> commands = path_commands(attribute(paths[0], "d"));
      if (commands.size() != path.size()) {
        out += id + ": its preview path has " + std::to_string(commands.size()) +
               " points, its options' " + std::to_string(path.size()) + "\n";
      } else {
        for (std::size_t k = 0; k < path.size(); ++k) {
          const PathCommand& c = commands[k];
          const PagePoint at = c.values.size() >= 2
                                   ? PagePoint{c.values[c.values.size() - 2], c.values.back()}
                                   : PagePoint{};
          const PagePoint want = scale->page(inches(path[k]));
          if (!near(at, want))
            out += id + ": preview point " + std::to_string(k) + " drawn at " + page_text(at) +
                   ", not " + page_text(want) + "\n";
          if (k == 0) continue;
          const auto arc = std::find_if(arcs.begin(), arcs.end(), [&](const nlohmann::json& a) {
            return a.at("leg").get<std::size_t>() == k - 1;
          });
          const char letter = arc == arcs.end() ? 'L' : 'A';
          if (c.letter != letter)
            out += id + ": preview leg " + std::to_string(k - 1) + " drawn as '" + c.letter +
                   "', not '" + letter + "'\n";
          if (arc != arcs.end() && c.values.size() == 7 &&
              c.values[4] != (arc->at("clockwise").get<bool>() ? 1.0 : 0.0))
            out += id + ": preview arc " + std::to_string(k - 1) + " turns the other way\n";
        }
      }

      // Its shape for reading its label: the path followed along its arcs, and the end base.
      PreviewShape& shape = shapes[id];
      shape = followed_path(path, arcs, *scale);
      const std::vector<std::string_view> ends = elements(group, "<polygon class=\"end\"");
      if (ends.size() != 1) {
        out += id + ": " + std::to_string(ends.size()) + " end bases drawn\n";
      } else {
        shape.end = points(attribute(ends[0], "points"));
        PagePoint middle{};
        for (const PagePoint c : shape.end)
          middle = {middle.x + c.x / static_cast<double>(shape.end.size()),
                    middle.y + c.y / static_cast<double>(shape.end.size())};
        if (!near(middle, shape.path.back()))
          out += id + ": its end base is drawn about " + page_text(middle) + ", not " +
                 page_text(shape.path.back()) + "\n";
      }

      // The corridor of the way taken.
      const Inches a = inches(path[0]);
      const Inches b = inches(path[1]);
      const std::vector<std::string_view> rectangles =
          elements(group, "<polygon class=\"corridor taken\"");
      const std::vector<std::string_view> bands = elements(group, "<path class=\"corridor taken\"");
      if (path.size() == 2) {
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        const double bearing = std::atan2(b.x - a.x, b.y - a.y) * degrees;
        // Swept from the rear edge at the start to the front edge at the end: its centre half
        // the way along, as deep as the base and the way.
        const Inches mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
        std::vector<PagePoint> want;
        for (const Inches c : base_corners(mid, bearing, width, depth + length).corners)
          want.push_back(scale->page(c));
        if (rectangles.size() != 1 || !bands.empty()) {
          out += id + ": " + std::to_string(rectangles.size()) + " straight corridors and " +
                 std::to_string(bands.size()) + " bands drawn for one straight way\n";
        } else if (const std::vector<PagePoint> got = points(attribute(rectangles[0], "points"));
                   !same_points(got, want)) {
          out += id + ": its corridor is drawn at " + points_text(got) + ", not " +
                 points_text(want) + "\n";
        }
      } else if (bands.size() != 1 || !rectangles.empty()) {
        out += id + ": " + std::to_string(bands.size()) + " bands and " +
               std::to_string(rectangles.size()) + " straight corridors drawn for a way with " +
               std::to_string(path.size() - 1) + " legs\n";
      } else {
        if (attribute(bands[0], "d") != attribute(paths[0], "d"))
          out += id + ": its corridor's band does not follow its path\n";
        if (std::abs(std::stod(attribute(bands[0], "stroke-width")) - width * scale->ppi) > kDrawn)
          out += id + ": its corridor's band is " + attribute(bands[0], "stroke-width") +
                 " px wide, its frontage " + std::to_string(width * scale->ppi) + "\n";
      }
    } else if (!elements(group, "class=\"corridor taken\"").empty()) {
      out += id + ": a corridor taken drawn for a flight without a path\n";
    }

    // The straight corridor, when rejected: straight away from the causer, the distance given.
    const std::vector<std::string_view> rejected =
        elements(group, "<polygon class=\"corridor rejected\"");
    if (straight_rejected == nullptr) {
      if (!rejected.empty())
        out += id + ": a straight corridor rejected drawn, none in its options\n";
    } else if (rejected.size() != 1) {
      out += id + ": " + std::to_string(rejected.size()) + " rejected straight corridors drawn\n";
    } else {
      Inches away{s.own_edge_x, s.own_edge_y};
      if (causer && units.contains(*causer)) {
        const GtUnitStart& c = units.at(*causer);
        const double dx = s.x - c.x;
        const double dy = s.y - c.y;
        const double n = std::hypot(dx, dy);
        away = n > 1e-9 ? Inches{dx / n, dy / n}
                        : Inches{std::sin(c.facing / degrees), std::cos(c.facing / degrees)};
      }
      const double distance = u.at("distance").get<double>();
      const Inches mid{s.x + away.x * distance / 2, s.y + away.y * distance / 2};
      std::vector<PagePoint> want;
      for (const Inches c :
           base_corners(mid, std::atan2(away.x, away.y) * degrees, width, depth + distance).corners)
        want.push_back(scale->page(c));
      const std::vector<PagePoint> got = points(attribute(rejected[0], "points"));
      if (!same_points(got, want))
        out += id + ": its rejected straight corridor is drawn at " + points_text(got) + ", not " +
               points_text(want) + "\n";
    }

    // The friends it would pass through, outlined where they stand.
    std::multiset<std::string> friends_given;
    for (const nlohmann::json& f : u.at("passes_through"))
      friends_given.insert(f.get<std::string>());
    std::multiset<std::string> friends_drawn;
    for (const std::string_view outline : elements(group, "<polygon class=\"passes\"")) {
      const std::string title = title_of(outline);
      const std::string marker = " would pass through ";
      const std::size_t at = title.find(marker);
      const std::string name =
          at == std::string::npos
              ? title
              : title.substr(at + marker.size(), title.rfind(" (GT-6)") - at - marker.size());
      friends_drawn.insert(name);
      const auto f = units.find(name);
      if (f == units.end()) {
        out += id + ": a friend outlined that the scenario has not: " + name + "\n";
        continue;
      }
      std::vector<PagePoint> want;
      for (const Inches c : base_corners({f->second.x, f->second.y}, f->second.facing,
                                         f->second.base.width, f->second.base.depth)
                                .corners)
        want.push_back(scale->page(c));
      const std::vector<PagePoint> got = points(attribute(outline, "points"));
      if (!same_points(got, want))
        out += id + ": " + name + " outlined at " + points_text(got) + ", not at its base " +
               points_text(want) + "\n";
    }
    if (friends_drawn != friends_given) {
      std::string given;
      std::string shown;
      for (const std::string& f : friends_given)
        given += (given.empty() ? "" : ", ") + f;
      for (const std::string& f : friends_drawn)
        shown += (shown.empty() ? "" : ", ") + f;
      out += id + ": the friends outlined as passed through are [" + shown + "], its options' [" +
             given + "]\n";
    }
  }
  for (const auto& [unit, group] : drawn) {
    if (!expected.contains(unit)) out += unit + ": a preview drawn that its options do not give\n";
  }

  std::string reading = preview_label_misreadings(svg, shapes, label_opening, out);
  return {.differences = out, .misreadings = reading};
}

std::optional<std::string> gt_preview_picture_differences(
    const io::LoadedScenario& scenario, const std::map<std::string, GtUnitStart>& units,
    const std::optional<std::string>& causer, bool misleading_labels_listed) {
  if (!scenario.ruleset->check(scenario).empty() || io::refusal(scenario)) return std::nullopt;
  std::string options;
  const Errors errors = scenario.ruleset->write_options(
      scenario, OptionsView{.form = Form::json}, [&](std::string_view part) { options += part; });
  if (!errors.empty()) return "has no options";
  const Result<std::string> preview = scenario.ruleset->svg(scenario, RenderView{}, nullptr);
  if (!preview.ok()) return "is not drawn without an outcome";
  const GtPreviewReading without = gt_preview_differences(preview.value(), options, units, causer);
  const Result<AnyOutcome> outcome =
      scenario.ruleset->resolve(scenario, corpus::default_chooser(scenario));
  if (!outcome.ok()) return without.differences + "does not resolve\n";
  const Result<std::string> svg = scenario.ruleset->svg(scenario, RenderView{}, &outcome.value());
  if (!svg.ok()) return without.differences + "is not drawn with its outcome\n";
  const GtPreviewReading with = gt_preview_differences(svg.value(), options, units, causer);
  if (!misleading_labels_listed)
    return without.differences + without.misreadings + with.differences + with.misreadings;
  // Listed: it is misleading when one of its two pictures is; the list only shrinks.
  const bool read_right = without.misreadings.empty() && with.misreadings.empty();
  return without.differences + with.differences +
         (read_right ? "its preview labels all read as their previews' now: take it off the list\n"
                     : "");
}

}  // namespace skedaddle::test
