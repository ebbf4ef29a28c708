// SPDX-License-Identifier: MIT
// Looking into an SVG document as text, for the tests of every game's pictures.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace skedaddle::test {

/// Number of occurrences of `what` in `text`.
inline std::size_t count(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t i = text.find(what); i != std::string_view::npos; i = text.find(what, i + 1)) {
    ++n;
  }
  return n;
}

// The text of the element group with the given id, up to the end of the document.
inline std::string_view from_group(std::string_view svg, std::string_view id) {
  const std::size_t i = svg.find("id=\"" + std::string(id) + "\"");
  return i == std::string_view::npos ? std::string_view() : svg.substr(i);
}

/// The text of the group with the given id, from its opening tag to its matching close (nested
/// groups included); "" when there is none.
inline std::string_view group(std::string_view svg, std::string_view id) {
  const std::string_view rest = from_group(svg, id);
  int depth = 0;
  for (std::size_t i = 0; i < rest.size(); ++i) {
    if (rest.substr(i, 2) == "<g") ++depth;
    if (rest.substr(i, 4) == "</g>" && --depth < 0) return rest.substr(0, i);
  }
  return rest;
}

/// Tags nest and close in order, attribute quotes pair, no bare '&': "" or the problem.
inline std::string xml_problem(std::string_view doc) {
  std::vector<std::string> open;
  std::size_t i = 0;
  while (i < doc.size()) {
    if (doc[i] == '&') {
      const std::size_t semi = doc.find(';', i);
      if (semi == std::string_view::npos || semi - i > 8) return "bare & at " + std::to_string(i);
      i = semi + 1;
      continue;
    }
    if (doc[i] != '<') {
      ++i;
      continue;
    }
    const std::size_t end = doc.find('>', i);
    if (end == std::string_view::npos) return "unterminated tag";
    std::string_view tag = doc.substr(i + 1, end - i - 1);
    if (count(tag, "\"") % 2 != 0 || tag.find('<') != std::string_view::npos) {
      return "bad attributes in <" + std::string(tag) + ">";
    }
    if (tag.starts_with('/')) {
      const std::string name(tag.substr(1));
      if (open.empty() || open.back() != name) return "unbalanced </" + name + ">";
      open.pop_back();
    } else if (!tag.ends_with('/') && !tag.starts_with('?') && !tag.starts_with('!')) {
      open.emplace_back(tag.substr(0, tag.find_first_of(" \n")));
    }
    i = end + 1;
  }
  return open.empty() ? std::string() : "unclosed <" + open.back() + ">";
}

}  // namespace skedaddle::test
