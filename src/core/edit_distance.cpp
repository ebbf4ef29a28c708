// SPDX-License-Identifier: MIT
#include "core/edit_distance.hpp"

#include <algorithm>

namespace skedaddle::detail {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j)
    row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::vector<std::string> nearest_words(std::string_view word,
                                       std::span<const std::string_view> known,
                                       std::size_t max_edits) {
  std::size_t best = max_edits + 1;
  for (const std::string_view k : known)
    best = std::min(best, edit_distance(word, k));
  std::vector<std::string> out;
  if (best > max_edits) return out;
  for (const std::string_view k : known) {
    if (edit_distance(word, k) == best) out.emplace_back(k);
  }
  return out;
}

}  // namespace skedaddle::detail
