// SPDX-License-Identifier: MIT
// One RetreatTree per GCACW example, built once and then read by 8 threads at once: options
// JSON and text, the picture with the tree, and the score of stopping at every node. Reading a
// tree is const, so it must be safe from many threads (docs/architecture.md, "Threads").
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/gcacw/svg.hpp"
#include "threads/harness.hpp"

namespace skedaddle::threads {
namespace {

// Every node's stop_score(), whether or not the retreat may stop there.
std::string scores_of(const gcacw::RetreatTree& tree) {
  std::string out;
  for (int n = 0; n < static_cast<int>(tree.nodes().size()); ++n) {
    const Score s = tree.stop_score(n);
    out += std::to_string(s.units_lost) + " " + std::to_string(s.strength_lost) + " " +
           std::to_string(s.distance) + "\n";
  }
  return out;
}

// One tree per example, built.
std::vector<gcacw::RetreatTree> trees_of(const std::vector<Loaded>& corpus) {
  std::vector<gcacw::RetreatTree> trees(corpus.size());
  for (std::size_t i = 0; i < corpus.size(); ++i)
    EXPECT_TRUE(trees[i].build(io::game_of<gcacw::Scenario>(corpus[i].scenario)).empty());
  return trees;
}

Outputs read_all(const std::vector<Loaded>& corpus, const std::vector<gcacw::RetreatTree>& trees) {
  Outputs out;
  for (std::size_t i = 0; i < corpus.size(); ++i) {
    const std::string& file = corpus[i].file;
    const io::LoadedScenario& s = corpus[i].scenario;
    const gcacw::RetreatTree& tree = trees[i];
    out.push_back({file + ": options json", io::options_json(s, tree)});
    out.push_back({file + ": options text", io::options_text(s, tree)});
    svg::GcacwLayers layers;
    layers.tree = &tree;
    out.push_back({file + ": svg", svg::gcacw_svg(s, io::game_of<gcacw::Scenario>(s), layers)});
    out.push_back({file + ": stop scores", scores_of(tree)});
  }
  return out;
}

TEST(GcacwTreeThreads, SharedTreesReadTheSameFromEightThreads) {
  std::string load_errors;
  const std::vector<Loaded> corpus = playable(load_corpus("gcacw/", load_errors));
  ASSERT_TRUE(load_errors.empty()) << load_errors;
  ASSERT_FALSE(corpus.empty()) << "no GCACW examples under " << corpus::games_dir();
  // The reference reads trees of its own: the shared ones are first read by the threads.
  const Outputs reference = read_all(corpus, trees_of(corpus));

  const std::vector<gcacw::RetreatTree> trees = trees_of(corpus);
  for (std::size_t i = 0; i < corpus.size(); ++i)
    ASSERT_FALSE(trees[i].too_large()) << corpus[i].file;
  const std::vector<std::string> differ =
      disagreements(reference, [&] { return read_all(corpus, trees); });
  EXPECT_TRUE(differ.empty()) << differ.size() << " outputs differ, the first: " << differ.front();
}

}  // namespace
}  // namespace skedaddle::threads
