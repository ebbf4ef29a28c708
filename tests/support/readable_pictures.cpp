// SPDX-License-Identifier: MIT
#include "support/readable_pictures.hpp"

#include <iterator>
#include <optional>
#include <utility>

#include "conformance/corpus.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/scenario_errors.hpp"
#include "support/svg_layout.hpp"
#include "support/svg_text.hpp"

namespace skedaddle::test {

namespace {

/// What a picture is drawn with.
struct DrawnLayers {
  const char* name;
  bool options;
  bool outcome;
  bool odds;
};

constexpr DrawnLayers kResolvedPictures[] = {{"render", true, true, false},
                                             {"render --odds", true, true, true},
                                             {"the odds alone", false, false, true}};
// A refused request (ALL-3) has no options, outcome or odds: render draws the position.
constexpr DrawnLayers kPositionPicture{"the position", false, false, false};

}  // namespace

std::vector<PictureCheck> check_pictures(const io::LoadedScenario& s, std::uint64_t max_resolves) {
  std::vector<DrawnLayers> pictures{kPositionPicture};
  std::optional<AnyOutcome> outcome;
  std::optional<OddsTable> odds;
  if (!io::refusal(s).has_value()) {
    const ChooserDef def = corpus::default_chooser(s);
    Result<AnyOutcome> resolved = s.ruleset->resolve(s, def);
    if (!resolved.ok()) return {{"resolve", show(resolved.errors()), {}}};
    outcome = std::move(resolved).value();
    Result<OddsTable> table = enumerate_odds(s, {.max_resolves = max_resolves});
    if (!table.ok()) return {{"odds", show(table.errors()), {}}};
    odds = std::move(table).value();
    pictures.assign(std::begin(kResolvedPictures), std::end(kResolvedPictures));
  }
  std::vector<PictureCheck> checks;
  for (const DrawnLayers& drawn : pictures) {
    PictureCheck& check = checks.emplace_back();
    check.picture = drawn.name;
    const Result<std::string> svg = s.ruleset->svg(
        s,
        RenderView{.options = drawn.options, .whole = false, .odds = drawn.odds ? &*odds : nullptr},
        drawn.outcome ? &*outcome : nullptr);
    if (!svg.ok()) {
      check.error = show(svg.errors());
      continue;
    }
    check.error = xml_problem(svg.value());
    if (check.error.empty()) check.problems = text_problems(svg_layout(svg.value()));
  }
  return checks;
}

std::string picture_report(const std::vector<PictureCheck>& checks) {
  std::string out;
  for (const PictureCheck& check : checks) {
    if (!check.error.empty()) out += check.picture + ": " + check.error + "\n";
    for (const std::string& problem : check.problems)
      out += check.picture + ": " + problem + "\n";
  }
  return out;
}

std::string random_board_failure(const io::LoadedScenario& scenario, std::uint64_t seed,
                                 const NotYetReadable& not_yet_readable, std::string_view list,
                                 const std::function<std::string()>& rebuild) {
  const std::string report = picture_report(check_pictures(scenario, 400));
  if (not_yet_readable.contains(seed)) {
    if (!report.empty()) return "";
    return "seed " + std::to_string(seed) + " is readable now: take it off " + std::string(list);
  }
  return report.empty() ? report : rebuild() + "\n" + report;
}

}  // namespace skedaddle::test
