// SPDX-License-Identifier: MIT
// One Preview per Jacobite Rising example, made once and then read by 8 threads at once:
// options JSON and text and the picture with the options (docs/architecture.md, "Threads").
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "skedaddle/jacobite/io.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/jacobite/svg.hpp"
#include "threads/harness.hpp"

namespace skedaddle::threads {
namespace {

std::vector<jacobite::Preview> previews_of(const std::vector<Loaded>& corpus) {
  std::vector<jacobite::Preview> out;
  for (const Loaded& l : corpus)
    out.push_back(jacobite::preview(io::game_of<jacobite::Scenario>(l.scenario)).value());
  return out;
}

Outputs read_all(const std::vector<Loaded>& corpus,
                 const std::vector<jacobite::Preview>& previews) {
  Outputs out;
  for (std::size_t i = 0; i < corpus.size(); ++i) {
    const std::string& file = corpus[i].file;
    const io::LoadedScenario& s = corpus[i].scenario;
    out.push_back({file + ": options json", io::options_json(s, previews[i])});
    out.push_back({file + ": options text", io::options_text(s, previews[i])});
    svg::JacobiteLayers layers;
    layers.preview = &previews[i];
    out.push_back(
        {file + ": svg", svg::jacobite_svg(s, io::game_of<jacobite::Scenario>(s), layers)});
  }
  return out;
}

TEST(JacobitePreviewThreads, SharedPreviewsReadTheSameFromEightThreads) {
  std::string load_errors;
  const std::vector<Loaded> corpus = playable(load_corpus("jacobite/", load_errors));
  ASSERT_TRUE(load_errors.empty()) << load_errors;
  ASSERT_FALSE(corpus.empty()) << "no Jacobite Rising examples under " << corpus::games_dir();
  // The reference reads previews of its own: the shared ones are first read by the threads.
  const Outputs reference = read_all(corpus, previews_of(corpus));

  const std::vector<jacobite::Preview> previews = previews_of(corpus);
  const std::vector<std::string> differ =
      disagreements(reference, [&] { return read_all(corpus, previews); });
  EXPECT_TRUE(differ.empty()) << differ.size() << " outputs differ, the first: " << differ.front();
}

}  // namespace
}  // namespace skedaddle::threads
