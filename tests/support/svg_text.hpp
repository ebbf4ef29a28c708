// SPDX-License-Identifier: MIT
// Looking into an SVG document as text, for the tests of every game's pictures.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

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

}  // namespace skedaddle::test
