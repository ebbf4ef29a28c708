// SPDX-License-Identifier: MIT
#include "support/svg_elements.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <utility>

namespace skedaddle::test::svg_read {

std::string attribute(std::string_view element, std::string_view name) {
  const std::string key = " " + std::string(name) + "=\"";
  const std::string_view tag = element.substr(0, element.find('>'));
  const std::size_t at = tag.find(key);
  if (at == std::string_view::npos) return "";
  const std::size_t start = at + key.size();
  return std::string(tag.substr(start, tag.find('"', start) - start));
}

std::vector<double> numbers(std::string_view text) {
  std::string plain(text);
  std::replace_if(
      plain.begin(), plain.end(),
      [](char c) { return !(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '-'); },
      ' ');
  std::istringstream in(plain);
  std::vector<double> out;
  for (double v = 0.0; in >> v;)
    out.push_back(v);
  return out;
}

std::vector<PagePoint> points(std::string_view text) {
  const std::vector<double> v = numbers(text);
  std::vector<PagePoint> out;
  for (std::size_t i = 0; i + 1 < v.size(); i += 2)
    out.push_back({v[i], v[i + 1]});
  return out;
}

std::string unescaped(std::string text) {
  for (const auto& [entity, c] : std::vector<std::pair<std::string, std::string>>{
           {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&amp;", "&"}}) {
    for (std::size_t at = text.find(entity); at != std::string::npos;
         at = text.find(entity, at + c.size()))
      text.replace(at, entity.size(), c);
  }
  return text;
}

std::string title_of(std::string_view element) {
  const std::size_t open = element.find('>');
  if (open == std::string_view::npos || element[open - 1] == '/') return "";
  std::string_view rest = element.substr(open + 1);
  while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.front())))
    rest.remove_prefix(1);
  if (!rest.starts_with("<title>")) return "";
  return unescaped(std::string(rest.substr(7, rest.find("</title>") - 7)));
}

std::string text_of(std::string_view element) {
  const std::size_t open = element.find('>');
  const std::size_t close = element.find("</text>");
  if (open == std::string_view::npos || close == std::string_view::npos) return "";
  std::string_view inner = element.substr(open + 1, close - open - 1);
  if (inner.starts_with("<title>")) inner.remove_prefix(inner.find("</title>") + 8);
  return unescaped(std::string(inner));
}

std::string_view whole_element(std::string_view element) {
  const std::size_t name_end = element.find_first_of(" >/");
  const std::string name(element.substr(1, name_end - 1));
  const std::size_t tag_end = element.find('>');
  if (tag_end == std::string_view::npos) return element;
  if (element[tag_end - 1] == '/') return element.substr(0, tag_end + 1);
  const std::string open = "<" + name;
  const std::string close = "</" + name + ">";
  int depth = 1;
  std::size_t at = tag_end + 1;
  while (depth > 0) {
    const std::size_t next_close = element.find(close, at);
    if (next_close == std::string_view::npos) return element;
    std::size_t next_open = element.find(open, at);
    // Only a tag of the same name opens a level ("<g" is not "<glyph").
    while (next_open != std::string_view::npos && next_open < next_close) {
      const char after = element[next_open + open.size()];
      if (after == ' ' || after == '>') break;
      next_open = element.find(open, next_open + 1);
    }
    if (next_open != std::string_view::npos && next_open < next_close) {
      const std::size_t inner_end = element.find('>', next_open);
      if (element[inner_end - 1] != '/') ++depth;
      at = inner_end + 1;
    } else {
      --depth;
      at = next_close + close.size();
    }
  }
  return element.substr(0, at);
}

std::string_view svg_group(std::string_view svg, std::string_view id) {
  const std::string opening = "<g id=\"" + std::string(id) + "\"";
  const std::size_t at = svg.find(opening);
  if (at == std::string_view::npos) return "";
  return whole_element(svg.substr(at));
}

std::vector<std::string_view> elements(std::string_view text, std::string_view opening) {
  std::vector<std::string_view> out;
  for (std::size_t at = text.find(opening); at != std::string_view::npos;
       at = text.find(opening, at + 1))
    out.push_back(text.substr(at));
  return out;
}

std::vector<PathCommand> path_commands(std::string_view d) {
  std::vector<PathCommand> out;
  std::size_t at = 0;
  while (at < d.size()) {
    if (!std::isalpha(static_cast<unsigned char>(d[at]))) {
      ++at;
      continue;
    }
    std::size_t next = at + 1;
    while (next < d.size() && !std::isalpha(static_cast<unsigned char>(d[next])))
      ++next;
    out.push_back({d[at], numbers(d.substr(at + 1, next - at - 1))});
    at = next;
  }
  return out;
}

}  // namespace skedaddle::test::svg_read
