// SPDX-License-Identifier: MIT
// Reading the project's pictures back as text: a group by its id, the elements of a kind in it,
// an element's attributes, numbers and tooltip. The pictures write one element per tag, with
// double-quoted attributes and no CSS (svg_writer.hpp), which is all these read. Nothing of the
// renderers is used.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace skedaddle::test::svg_read {

/// A point on the page, in px.
struct PagePoint {
  double x = 0.0;
  double y = 0.0;
};

/// The value of attribute `name` in the tag that starts `element`; "" when it has none.
std::string attribute(std::string_view element, std::string_view name);

/// The numbers of `text`, whatever separates them (commas, spaces, the letters of path data).
std::vector<double> numbers(std::string_view text);

/// The numbers of `text` taken two by two as points ("x,y x,y", or path data's "M x y L x y").
std::vector<PagePoint> points(std::string_view text);

/// `text` with the five XML entities decoded.
std::string unescaped(std::string text);

/// The decoded text of the <title> right inside the element starting `element`, or "".
std::string title_of(std::string_view element);

/// The decoded characters of the <text> element starting `element`, its <title> left out.
std::string text_of(std::string_view element);

/// The group `<g id="id" ...>` of `svg` with everything in it, nested groups included; "" when
/// there is none.
std::string_view svg_group(std::string_view svg, std::string_view id);

/// Each element of `text` whose tag starts with `opening` ("<path class=\"rout\"", "<g
/// class=\"unit"), from its start to the end of the text.
std::vector<std::string_view> elements(std::string_view text, std::string_view opening);

/// The element starting `element` up to its own closing tag (nested ones of the same tag
/// included), or up to "/>" when it has no content.
std::string_view whole_element(std::string_view element);

/// The commands of SVG path data as written by the pictures ("M x y", "L x y", "A rx ry rot
/// large sweep x y"), each its letter and its numbers.
struct PathCommand {
  char letter = 'M';
  std::vector<double> values;
};
std::vector<PathCommand> path_commands(std::string_view d);

}  // namespace skedaddle::test::svg_read
