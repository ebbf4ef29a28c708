// SPDX-License-Identifier: MIT
// Reading the odds layer of a picture (render --odds) back, for the tests of every game: the
// shaded marks with their opacity and tooltip, the percentages, the panel, and whether the
// document is well-formed.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/svg_text.hpp"

namespace skedaddle::test {

/// One shaded place of the odds layer.
struct OddsMarkSeen {
  double opacity = 0.0;  ///< its fill-opacity
  std::string title;     ///< its tooltip: the place's name, then "unit: 42.1%" per unit
};

/// The text between `open` and the next `close` after `from` in `text`, or "".
inline std::string_view between(std::string_view text, std::size_t from, std::string_view open,
                                std::string_view close) {
  const std::size_t a = text.find(open, from);
  if (a == std::string_view::npos) return {};
  const std::size_t b = text.find(close, a + open.size());
  return b == std::string_view::npos ? std::string_view()
                                     : text.substr(a + open.size(), b - a - open.size());
}

/// Every element of class "odds-mark", in document order.
inline std::vector<OddsMarkSeen> odds_marks(std::string_view svg) {
  std::vector<OddsMarkSeen> out;
  constexpr std::string_view kMark = R"(class="odds-mark" fill-opacity=")";
  for (std::size_t i = svg.find(kMark); i != std::string_view::npos; i = svg.find(kMark, i + 1)) {
    OddsMarkSeen mark;
    mark.opacity = std::strtod(std::string(svg.substr(i + kMark.size(), 8)).c_str(), nullptr);
    mark.title = std::string(between(svg, i, "<title>", "</title>"));
    out.push_back(std::move(mark));
  }
  return out;
}

/// The text of every element of class "odds-label", in document order.
inline std::vector<std::string> odds_labels(std::string_view svg) {
  std::vector<std::string> out;
  constexpr std::string_view kLabel = R"(class="odds-label")";
  for (std::size_t i = svg.find(kLabel); i != std::string_view::npos; i = svg.find(kLabel, i + 1)) {
    out.emplace_back(between(svg, i, ">", "</text>"));
  }
  return out;
}

/// The odds panel's group, to the end of its text.
inline std::string_view odds_panel(std::string_view svg) {
  const std::string_view from = from_group(svg, "odds-panel");
  return from.substr(0, from.find("</g>"));
}

/// The picture `render --odds` draws of the example `file` (relative to the games folder):
/// the position, cropped unless `whole`, with the odds taken under `settings`.
inline std::string odds_picture(const std::string& file, bool whole = false,
                                const OddsSettings& settings = {}) {
  Result<io::LoadedScenario> loaded = io::load_scenario_file((corpus::games_dir() / file).string());
  EXPECT_TRUE(loaded.ok()) << file;
  if (!loaded.ok()) return {};
  const io::LoadedScenario& s = loaded.value();
  const Result<OddsTable> odds = enumerate_odds(s, settings);
  EXPECT_TRUE(odds.ok()) << file;
  if (!odds.ok()) return {};
  const Result<std::string> svg = s.ruleset->svg(
      s, RenderView{.options = false, .whole = whole, .odds = &odds.value()}, nullptr);
  EXPECT_TRUE(svg.ok()) << file;
  if (!svg.ok()) return {};
  EXPECT_EQ(xml_problem(svg.value()), "") << file;
  return svg.value();
}

}  // namespace skedaddle::test
