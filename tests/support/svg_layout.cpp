// SPDX-License-Identifier: MIT
#include "support/svg_layout.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numbers>
#include <optional>
#include <sstream>

namespace skedaddle::test {

namespace {

// Glyph metrics of DejaVu Sans, the pictures' first font: the average advance of a character
// (bold a little wider), the ascent of capitals and the depth of descenders, per px of font size.
constexpr double kAdvance = 0.58;
constexpr double kBoldAdvance = 0.63;
constexpr double kAscent = 0.74;
constexpr double kDescent = 0.22;

/// A shape or text hides what is under it when drawn at least this opaque.
constexpr double kOpaque = 0.6;

/// x' = a x + c y + e, y' = b x + d y + f.
struct Affine {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;

  [[nodiscard]] std::array<double, 2> apply(double x, double y) const {
    return {a * x + c * y + e, b * x + d * y + f};
  }
  /// This transform after `inner` (inner is applied first).
  [[nodiscard]] Affine after(const Affine& inner) const {
    return {a * inner.a + c * inner.b,     b * inner.a + d * inner.b,
            a * inner.c + c * inner.d,     b * inner.c + d * inner.d,
            a * inner.e + c * inner.f + e, b * inner.e + d * inner.f + f};
  }
};

/// What a group passes down to what it holds.
struct Context {
  std::string tag;
  Affine transform;
  double font_size = 16.0;
  std::string anchor = "start";
  bool bold = false;
  std::optional<std::string> fill;  // unset: SVG's default, black
  double fill_opacity = 1.0;
  double opacity = 1.0;
  double stroke_width = 1.0;
  std::optional<Box> clip;
};

using Attributes = std::map<std::string, std::string, std::less<>>;

Attributes attributes_of(std::string_view tag) {
  Attributes out;
  std::size_t i = tag.find_first_of(" \n\t");
  while (i != std::string_view::npos && i < tag.size()) {
    const std::size_t eq = tag.find('=', i);
    if (eq == std::string_view::npos) break;
    std::size_t name_start = i;
    while (name_start < eq && std::isspace(static_cast<unsigned char>(tag[name_start]))) {
      ++name_start;
    }
    const std::size_t open = tag.find('"', eq);
    if (open == std::string_view::npos) break;
    const std::size_t close = tag.find('"', open + 1);
    if (close == std::string_view::npos) break;
    out.emplace(std::string(tag.substr(name_start, eq - name_start)),
                std::string(tag.substr(open + 1, close - open - 1)));
    i = close + 1;
  }
  return out;
}

double number(const Attributes& attrs, std::string_view name, double fallback = 0.0) {
  const auto it = attrs.find(name);
  return it == attrs.end() ? fallback : std::strtod(it->second.c_str(), nullptr);
}

std::vector<double> numbers_in(std::string_view text) {
  std::vector<double> out;
  std::string s(text);
  for (char& ch : s) {
    if (ch == ',') ch = ' ';
  }
  const char* p = s.c_str();
  char* end = nullptr;
  while (*p != '\0') {
    const double v = std::strtod(p, &end);
    if (end == p) {
      ++p;
      continue;
    }
    out.push_back(v);
    p = end;
  }
  return out;
}

std::string decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.substr(i).starts_with("<title>")) {  // a tooltip is not drawn
      const std::size_t close = text.find("</title>", i);
      if (close == std::string_view::npos) break;
      i = close + 7;
      continue;
    }
    if (text[i] == '<') {  // an inner tag (tspan): its text counts, the tag does not
      const std::size_t close = text.find('>', i);
      if (close == std::string_view::npos) break;
      i = close;
      continue;
    }
    if (text[i] == '&') {
      const std::size_t semi = text.find(';', i);
      if (semi != std::string_view::npos) {
        const std::string_view entity = text.substr(i + 1, semi - i - 1);
        out += entity == "amp" ? "&" : entity == "lt" ? "<" : entity == "gt" ? ">" : "'";
        i = semi;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char ch) {
    return (static_cast<unsigned char>(ch) & 0xC0U) != 0x80U;
  }));
}

/// The box around points given in the context's user space, on the page.
Box page_box(const Affine& t, const std::vector<std::array<double, 2>>& points) {
  Box box{1e300, 1e300, -1e300, -1e300};
  for (const auto& [x, y] : points) {
    const auto [px, py] = t.apply(x, y);
    box.left = std::min(box.left, px);
    box.top = std::min(box.top, py);
    box.right = std::max(box.right, px);
    box.bottom = std::max(box.bottom, py);
  }
  return box;
}

/// The points of a path's data: every end and control point, relative commands resolved.
std::vector<std::array<double, 2>> path_points(std::string_view d) {
  std::vector<std::array<double, 2>> out;
  double x = 0.0;
  double y = 0.0;
  double start_x = 0.0;
  double start_y = 0.0;
  std::size_t i = 0;
  char command = 'M';
  while (i < d.size()) {
    if (std::isalpha(static_cast<unsigned char>(d[i])) != 0) {
      command = d[i];
      ++i;
      if (command == 'Z' || command == 'z') {
        x = start_x;
        y = start_y;
      }
      continue;
    }
    std::size_t next = i;
    while (next < d.size() && std::isalpha(static_cast<unsigned char>(d[next])) == 0)
      ++next;
    const std::vector<double> v = numbers_in(d.substr(i, next - i));
    i = next;
    const bool relative = std::islower(static_cast<unsigned char>(command)) != 0;
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(command)));
    const std::size_t arity = c == 'H' || c == 'V'   ? 1
                              : c == 'C'             ? 6
                              : c == 'S' || c == 'Q' ? 4
                              : c == 'A'             ? 7
                                                     : 2;
    for (std::size_t k = 0; k + arity <= v.size(); k += arity) {
      const double bx = relative ? x : 0.0;
      const double by = relative ? y : 0.0;
      if (c == 'H') {
        x = bx + v[k];
      } else if (c == 'V') {
        y = by + v[k];
      } else if (c == 'A') {
        x = bx + v[k + 5];
        y = by + v[k + 6];
      } else {
        for (std::size_t p = 0; p + 2 < arity; p += 2)
          out.push_back({bx + v[k + p], by + v[k + p + 1]});
        x = bx + v[k + arity - 2];
        y = by + v[k + arity - 1];
      }
      out.push_back({x, y});
      if (c == 'M' && k == 0) {
        start_x = x;
        start_y = y;
      }
    }
  }
  return out;
}

/// The referenced id of a "url(#id)" value.
std::string url_id(std::string_view value) {
  const std::size_t hash = value.find('#');
  const std::size_t close = value.find(')');
  if (hash == std::string_view::npos || close == std::string_view::npos) return {};
  return std::string(value.substr(hash + 1, close - hash - 1));
}

/// An arrowhead's <marker> (orient="auto", markerUnits strokeWidth): its shape's points in the
/// marker's own units, the reference point that sits on the line's end, and how many px of the
/// page one marker unit is per px of stroke width (markerWidth / the viewBox's width).
struct Marker {
  std::vector<std::array<double, 2>> points;
  double ref_x = 0.0;
  double ref_y = 0.0;
  double scale = 0.3;
};

struct Definitions {
  std::map<std::string, Box, std::less<>> clips;  // in the user space that uses them
  std::map<std::string, Marker, std::less<>> markers;
};

/// Clip paths of one rect and arrowhead markers, wherever they are defined.
Definitions definitions_of(std::string_view svg) {
  Definitions out;
  for (std::size_t i = svg.find("<clipPath"); i != std::string_view::npos;
       i = svg.find("<clipPath", i + 1)) {
    const Attributes clip = attributes_of(svg.substr(i, svg.find('>', i) - i));
    const std::size_t rect = svg.find("<rect", i);
    const std::size_t end = svg.find("</clipPath>", i);
    if (!clip.contains("id") || rect == std::string_view::npos || rect > end) continue;
    const Attributes r = attributes_of(svg.substr(rect, svg.find('>', rect) - rect));
    const double x = number(r, "x");
    const double y = number(r, "y");
    out.clips.emplace(clip.at("id"), Box{x, y, x + number(r, "width"), y + number(r, "height")});
  }
  for (std::size_t i = svg.find("<marker"); i != std::string_view::npos;
       i = svg.find("<marker", i + 1)) {
    const Attributes m = attributes_of(svg.substr(i, svg.find('>', i) - i));
    if (!m.contains("id")) continue;
    Marker marker;
    const std::vector<double> view = numbers_in(m.contains("viewBox") ? m.at("viewBox") : "");
    const double view_width = view.size() == 4 && view[2] > 0.0 ? view[2] : 10.0;
    marker.scale = number(m, "markerWidth", 3.0) / view_width;
    marker.ref_x = number(m, "refX");
    marker.ref_y = number(m, "refY");
    const std::size_t path = svg.find("<path", i);
    const std::size_t end = svg.find("</marker>", i);
    if (path != std::string_view::npos && path < end) {
      const Attributes shape = attributes_of(svg.substr(path, svg.find('>', path) - path));
      if (shape.contains("d")) marker.points = path_points(shape.at("d"));
    }
    out.markers.emplace(m.at("id"), std::move(marker));
  }
  return out;
}

Box intersection(const Box& a, const Box& b) {
  return {std::max(a.left, b.left), std::max(a.top, b.top), std::min(a.right, b.right),
          std::min(a.bottom, b.bottom)};
}

}  // namespace

double shared_area(const Box& a, const Box& b) {
  const Box i = intersection(a, b);
  return i.width() > 0 && i.height() > 0 ? i.area() : 0.0;
}

namespace {

class LayoutReader {
 public:
  explicit LayoutReader(std::string_view svg) : svg_(svg), defs_(definitions_of(svg)) {}

  SvgLayout read() {
    stack_.push_back(Context{});
    std::size_t i = 0;
    while ((i = svg_.find('<', i)) != std::string_view::npos) {
      const std::size_t end = svg_.find('>', i);
      if (end == std::string_view::npos) break;
      const std::string_view tag = svg_.substr(i + 1, end - i - 1);
      i = end + 1;
      if (tag.starts_with('?') || tag.starts_with('!')) continue;
      if (tag.starts_with('/')) {
        if (stack_.size() > 1) stack_.pop_back();
        continue;
      }
      const bool closed = tag.ends_with('/');
      const std::string name(tag.substr(0, tag.find_first_of(" \n\t/")));
      if (name == "defs" || name == "title" || name == "clipPath" || name == "marker" ||
          name == "pattern" || name == "linearGradient" || name == "radialGradient") {
        if (!closed) i = skip_element(name, i);
        continue;
      }
      const Attributes attrs = attributes_of(tag);
      if (name == "text") {
        const std::size_t close = svg_.find("</text>", i);
        add_text(attrs, svg_.substr(i, close - i));
        i = close + 7;
        continue;
      }
      Context context = inherit(attrs);
      context.tag = name;
      if (name == "svg") enter_viewport(context, attrs);
      add_shape(name, attrs, context);
      if (!closed) stack_.push_back(std::move(context));
    }
    return std::move(layout_);
  }

 private:
  /// Just past the element opened before `from`, nested elements of its name included.
  std::size_t skip_element(const std::string& name, std::size_t from) const {
    int depth = 1;
    std::size_t i = from;
    while (depth > 0) {
      const std::size_t open = svg_.find("<" + name, i);
      const std::size_t close = svg_.find("</" + name + ">", i);
      if (close == std::string_view::npos) return svg_.size();
      if (open != std::string_view::npos && open < close && svg_[svg_.find('>', open) - 1] != '/') {
        ++depth;
        i = open + 1;
      } else {
        --depth;
        i = close + name.size() + 3;
      }
    }
    return i;
  }

  Context inherit(const Attributes& attrs) const {
    Context c = stack_.back();
    if (attrs.contains("font-size")) c.font_size = number(attrs, "font-size");
    if (attrs.contains("text-anchor")) c.anchor = attrs.at("text-anchor");
    if (attrs.contains("font-weight")) c.bold = attrs.at("font-weight") == "bold";
    if (attrs.contains("fill")) c.fill = attrs.at("fill");
    if (attrs.contains("fill-opacity")) c.fill_opacity = number(attrs, "fill-opacity");
    if (attrs.contains("stroke-width")) c.stroke_width = number(attrs, "stroke-width");
    if (attrs.contains("opacity")) c.opacity *= number(attrs, "opacity");
    if (attrs.contains("clip-path")) {
      const auto it = defs_.clips.find(url_id(attrs.at("clip-path")));
      if (it != defs_.clips.end()) {
        const Box clip = page_box(c.transform, {{it->second.left, it->second.top},
                                                {it->second.right, it->second.bottom}});
        c.clip = c.clip ? intersection(*c.clip, clip) : clip;
      }
    }
    if (attrs.contains("transform")) {
      const std::string& t = attrs.at("transform");
      const std::vector<double> v = numbers_in(t);
      if (t.starts_with("translate") && !v.empty()) {
        c.transform = c.transform.after({1, 0, 0, 1, v[0], v.size() > 1 ? v[1] : 0.0});
      } else if (t.starts_with("rotate") && v.size() == 3) {
        const double r = v[0] * std::numbers::pi / 180.0;
        const double cos = std::round(std::cos(r) * 1e9) / 1e9;
        const double sin = std::round(std::sin(r) * 1e9) / 1e9;
        // Rotation by r about (v[1], v[2]).
        c.transform = c.transform.after(
            {cos, sin, -sin, cos, v[1] - cos * v[1] + sin * v[2], v[2] - sin * v[1] - cos * v[2]});
      }
    }
    return c;
  }

  /// The page of the document's own <svg>: what its viewBox shows, or without one its width
  /// and height from the origin.
  static std::optional<Box> page_of(const Attributes& attrs) {
    if (attrs.contains("viewBox")) {
      const std::vector<double> vb = numbers_in(attrs.at("viewBox"));
      if (vb.size() == 4) return Box{vb[0], vb[1], vb[0] + vb[2], vb[1] + vb[3]};
    }
    if (attrs.contains("width") && attrs.contains("height"))
      return Box{0.0, 0.0, number(attrs, "width"), number(attrs, "height")};
    return std::nullopt;
  }

  /// A nested <svg>: its viewBox mapped onto its x, y, width and height, which clip it.
  void enter_viewport(Context& c, const Attributes& attrs) {
    if (stack_.size() == 1) {  // the document itself: page coordinates
      layout_.page = page_of(attrs);
      return;
    }
    const double x = number(attrs, "x");
    const double y = number(attrs, "y");
    const double w = number(attrs, "width");
    const double h = number(attrs, "height");
    const Box viewport = page_box(c.transform, {{x, y}, {x + w, y + h}});
    c.clip = c.clip ? intersection(*c.clip, viewport) : viewport;
    if (!attrs.contains("viewBox")) return;
    const std::vector<double> vb = numbers_in(attrs.at("viewBox"));
    if (vb.size() != 4 || vb[2] <= 0 || vb[3] <= 0) return;
    const double sx = w / vb[2];
    const double sy = h / vb[3];
    c.transform = c.transform.after({sx, 0, 0, sy, x - vb[0] * sx, y - vb[1] * sy});
  }

  void add_text(const Attributes& attrs, std::string_view content) {
    const Context c = inherit(attrs);
    TextBox t;
    t.text = decoded(content);
    t.order = next_order_++;
    const double size = c.font_size;
    const double width =
        attrs.contains("textLength")
            ? number(attrs, "textLength")
            : static_cast<double>(code_points(t.text)) * size * (c.bold ? kBoldAdvance : kAdvance);
    const double x = number(attrs, "x");
    const double y = number(attrs, "y");
    const double left = c.anchor == "middle" ? x - width / 2 : c.anchor == "end" ? x - width : x;
    t.box =
        page_box(c.transform, {{left, y - kAscent * size}, {left + width, y + kDescent * size}});
    if (c.clip) {
      // Wholly outside its clip a text is not drawn (a crop leaves it out); partly, it is cut.
      const Box& k = *c.clip;
      if (shared_area(t.box, k) <= 0.0) return;
      t.clipped = t.box.left < k.left - 1.0 || t.box.right > k.right + 1.0 ||
                  t.box.top < k.top - 1.0 || t.box.bottom > k.bottom + 1.0;
    }
    if (!t.text.empty()) layout_.texts.push_back(std::move(t));
  }

  void add_shape(const std::string& name, const Attributes& attrs, const Context& c) {
    if (attrs.contains("marker-end")) add_marker(attrs, c);
    const bool area_shape =
        name == "rect" || name == "circle" || name == "ellipse" || name == "polygon";
    // An open path or polyline without a fill of its own is a line: SVG's default black fill
    // would only close a region the pictures never mean to paint.
    const bool filled = c.fill ? *c.fill != "none" : area_shape;
    if (!filled || c.fill_opacity * c.opacity < kOpaque) return;
    std::vector<std::array<double, 2>> points;
    if (name == "rect") {
      const double x = number(attrs, "x");
      const double y = number(attrs, "y");
      points = {{x, y}, {x + number(attrs, "width"), y + number(attrs, "height")}};
    } else if (name == "circle" || name == "ellipse") {
      const double cx = number(attrs, "cx");
      const double cy = number(attrs, "cy");
      const double rx = number(attrs, name == "circle" ? "r" : "rx");
      const double ry = number(attrs, name == "circle" ? "r" : "ry");
      points = {{cx - rx, cy - ry}, {cx + rx, cy + ry}};
    } else if (name == "polygon" || name == "polyline") {
      const std::vector<double> v = numbers_in(attrs.contains("points") ? attrs.at("points") : "");
      for (std::size_t k = 0; k + 1 < v.size(); k += 2)
        points.push_back({v[k], v[k + 1]});
    } else if (name == "path") {
      points = path_points(attrs.contains("d") ? attrs.at("d") : "");
    }
    if (points.empty()) return;
    // A rect of width or height 100% (the background) hides nothing drawn after it.
    if (name == "rect" && attrs.contains("width") && attrs.at("width").ends_with('%')) return;
    add_clipped({name, page_box(c.transform, points), next_order_++}, c);
  }

  /// The arrowhead at the end of a line or path: its marker's shape as drawn, turned along the
  /// last segment (orient="auto") with its reference point on the line's end.
  void add_marker(const Attributes& attrs, const Context& c) {
    const auto it = defs_.markers.find(url_id(attrs.at("marker-end")));
    if (it == defs_.markers.end() || it->second.points.empty()) return;
    std::vector<std::array<double, 2>> line;
    if (attrs.contains("x2")) {
      line = {{number(attrs, "x1"), number(attrs, "y1")},
              {number(attrs, "x2"), number(attrs, "y2")}};
    } else if (attrs.contains("d")) {
      line = path_points(attrs.at("d"));
    }
    if (line.empty()) return;
    const std::array<double, 2> end = line.back();
    // The direction of the last segment of some length (SVG's own rule for orient="auto").
    double dx = 1.0;
    double dy = 0.0;
    for (std::size_t k = line.size() - 1; k-- > 0;) {
      const double length = std::hypot(end[0] - line[k][0], end[1] - line[k][1]);
      if (length > 1e-9) {
        dx = (end[0] - line[k][0]) / length;
        dy = (end[1] - line[k][1]) / length;
        break;
      }
    }
    const Marker& m = it->second;
    const double stroke =
        attrs.contains("stroke-width") ? number(attrs, "stroke-width") : c.stroke_width;
    const double k = m.scale * stroke;
    std::vector<std::array<double, 2>> head;
    for (const auto& [x, y] : m.points) {
      const double along = (x - m.ref_x) * k;
      const double across = (y - m.ref_y) * k;
      head.push_back({end[0] + along * dx - across * dy, end[1] + along * dy + across * dx});
    }
    add_clipped({"marker", page_box(c.transform, head), next_order_++}, c);
  }

  /// A shape as much of it as its clip shows, if any.
  void add_clipped(ShapeBox shape, const Context& c) {
    if (c.clip) {
      if (shared_area(shape.box, *c.clip) <= 0.0) return;
      shape.box = intersection(shape.box, *c.clip);
    }
    layout_.shapes.push_back(std::move(shape));
  }

  std::string_view svg_;
  Definitions defs_;
  std::vector<Context> stack_;
  SvgLayout layout_;
  int next_order_ = 0;
};

std::string describe(const TextBox& t) {
  std::ostringstream out;
  out << '"' << t.text << "\" at (" << std::lround(t.box.left) << ", " << std::lround(t.box.top)
      << ")-(" << std::lround(t.box.right) << ", " << std::lround(t.box.bottom) << ")";
  return out.str();
}

}  // namespace

SvgLayout svg_layout(std::string_view svg) {
  return LayoutReader(svg).read();
}

std::vector<std::string> text_problems(const SvgLayout& layout) {
  std::vector<std::string> out;
  const std::vector<TextBox>& texts = layout.texts;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const TextBox& t = texts[i];
    if (t.clipped) out.push_back(describe(t) + " is cut off by its clip");
    if (layout.page) {
      // Cut off by the page's edge as by a clip, with the same pixel of slack.
      const Box& p = *layout.page;
      if (shared_area(t.box, p) <= 0.0) {
        out.push_back(describe(t) + " lies outside the picture");
      } else if (!t.clipped && (t.box.left < p.left - 1.0 || t.box.right > p.right + 1.0 ||
                                t.box.top < p.top - 1.0 || t.box.bottom > p.bottom + 1.0)) {
        out.push_back(describe(t) + " lies partly outside the picture");
      }
    }
    for (std::size_t j = i + 1; j < texts.size(); ++j) {
      const Box shared = intersection(t.box, texts[j].box);
      // A sliver (a descender over the next line's cap height) is no collision.
      if (shared.width() > 1.0 && shared.height() > 1.5) {
        out.push_back(describe(t) + " overlaps " + describe(texts[j]));
      }
    }
    for (const ShapeBox& s : layout.shapes) {
      if (s.order > t.order && shared_area(t.box, s.box) > 0.25 * t.box.area()) {
        out.push_back(describe(t) + " is hidden under a " + s.element + " drawn after it");
      }
    }
  }
  return out;
}

}  // namespace skedaddle::test
