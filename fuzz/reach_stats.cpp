// SPDX-License-Identifier: MIT
#include "fuzz/reach_stats.hpp"

#include <array>
#include <cstddef>
#include <cstdio>
#include <cstdlib>

namespace skedaddle::fuzz {
namespace {

constexpr std::array<const char*, 4> kNames = {"rejected by the loader", "refused (ALL-3)",
                                               "unresolved (resolve errors)", "resolved"};
std::array<std::size_t, 4> counts{};

void print_reach() {
  std::size_t total = 0;
  for (const std::size_t n : counts)
    total += n;
  if (total == 0) return;
  std::fprintf(stderr, "reach: %zu inputs:", total);
  for (std::size_t i = 0; i < counts.size(); ++i) {
    std::fprintf(stderr, "%s %.1f%% %s", i == 0 ? "" : ",",
                 100.0 * static_cast<double>(counts[i]) / static_cast<double>(total), kNames[i]);
  }
  std::fprintf(stderr, "\n");
}

}  // namespace

void count_reach(Reach reach) {
  static const bool registered = std::atexit(print_reach) == 0;
  (void)registered;
  ++counts[static_cast<std::size_t>(reach)];
}

}  // namespace skedaddle::fuzz
