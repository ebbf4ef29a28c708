// SPDX-License-Identifier: MIT
// Writing a long JSON document piece by piece: a buffer handed to a sink whenever it fills, so
// that no writer holds a whole document, and a tree's distinct subtrees found (the option trees
// of `skedaddle-options/5`, docs/format.md, write each once: io/entry_groups.hpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/hash_index.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/geometry/hex.hpp"

namespace skedaddle::io::detail {

/// Appends `text` to `out` as a JSON string, escaped as nlohmann's dump() escapes it (UTF-8
/// kept, invalid bytes replaced by U+FFFD).
void append_json_string(std::string& out, std::string_view text);

/// A buffer that hands its text to `sink` in pieces of about `piece` bytes.
class JsonStream {
 public:
  /// Writes to `sink`; nothing is handed over before `piece` bytes are buffered or flush().
  explicit JsonStream(std::function<void(std::string_view)> sink, std::size_t piece = 1 << 16)
      : sink_(std::move(sink)), piece_(piece) {}
  /// The buffer, to append to; call maybe_flush() after each bounded piece.
  std::string& buffer() { return buffer_; }
  /// Appends raw JSON text.
  void raw(std::string_view text) {
    buffer_ += text;
    maybe_flush();
  }
  /// Hands the buffer over when it holds at least a piece.
  void maybe_flush() {
    if (buffer_.size() >= piece_) flush();
  }
  /// Hands whatever is buffered over.
  void flush() {
    if (buffer_.empty()) return;
    sink_(buffer_);
    buffer_.clear();
  }

 private:
  std::function<void(std::string_view)> sink_;
  std::size_t piece_;
  std::string buffer_;
};

/// `text` (one JSON value as nlohmann's dump(2) writes it) indented by `indent` more spaces
/// on every line after the first, to stand as a member at that depth.
std::string indented(std::string_view text, int indent);

/// Texts numbered as they are first seen, the same text always the same number, each with its
/// JSON string made once: a node's key (NodeTable) may hold the numbers where its entry shows
/// the texts.
class TextNumbers {
 public:
  /// The number of a text.
  int number(std::string_view text);
  /// The text of a number as a JSON string (append_json_string).
  const std::string& json(int n) const { return json_[static_cast<std::size_t>(n)]; }

 private:
  std::unordered_map<std::string, int> numbers_;
  std::vector<std::string> json_;
};

/// The numbers (TextNumbers) of the labels of the hexes within one step of a box of hexes, each
/// label made once.
class HexLabels {
 public:
  /// Covers the hexes within one step of those with `lo.q <= q <= hi.q` and `lo.r <= r <= hi.r`.
  HexLabels(Hex lo, Hex hi);
  /// The number of the label `label(h)` gives a covered hex `h` (a Debug assertion checks it).
  template <class Label>
  int number(Hex h, TextNumbers& texts, const Label& label) {
    SKD_ASSERT(h.q >= corner_.q && static_cast<std::size_t>(h.q - corner_.q) < width_ &&
                   h.r >= corner_.r &&
                   static_cast<std::size_t>(h.r - corner_.r) * width_ < numbers_.size(),
               "a hex label outside the box of a tree's hexes");
    int& n = numbers_[static_cast<std::size_t>(h.r - corner_.r) * width_ +
                      static_cast<std::size_t>(h.q - corner_.q)];
    if (n < 0) n = texts.number(label(h));
    return n;
  }

 private:
  Hex corner_{};
  std::size_t width_ = 0;
  std::vector<int> numbers_;
};

/// The box of the hexes of a tree's nodes (`nodes` has members `hex`), for HexLabels; the
/// origin's for no nodes.
template <class Nodes>
std::pair<Hex, Hex> hex_box(const Nodes& nodes) {
  if (nodes.empty()) return {};
  Hex lo = nodes.front().hex;
  Hex hi = lo;
  for (const auto& n : nodes) {
    lo = {std::min(lo.q, n.hex.q), std::min(lo.r, n.hex.r)};
    hi = {std::max(hi.q, n.hex.q), std::max(hi.r, n.hex.r)};
  }
  return {lo, hi};
}

/// A 64-bit hash of `bytes`, eight at a time: for the fixed-width binary keys of NodeTable,
/// where std::hash costs several times more. Any decent hash keeps the tables the same (equal
/// hashes are confirmed by comparing the keys).
inline std::uint64_t hash_key(std::string_view bytes) {
  constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
  std::uint64_t h = bytes.size() * kMultiplier;
  std::size_t i = 0;
  for (; i + sizeof h <= bytes.size(); i += sizeof h) {
    std::uint64_t word = 0;
    std::memcpy(&word, bytes.data() + i, sizeof word);
    h = (h ^ word) * kMultiplier;
    h ^= h >> 29;
  }
  std::uint64_t tail = 0;
  if (i < bytes.size()) std::memcpy(&tail, bytes.data() + i, bytes.size() - i);
  h = (h ^ tail) * kMultiplier;
  // The last mixing of MurmurHash3's 64-bit finaliser: every bit of the key reaches the low
  // bits that pick a bucket.
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDULL;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53ULL;
  h ^= h >> 33;
  return h;
}

/// A tree's nodes classified by their subtrees: two nodes share a class (an *entry*) exactly
/// when their subtrees are identical. The classes are found by a `key(node, ref, out)` that
/// appends to `out` a text two nodes share exactly when they show the same and their children,
/// `ref(child)` (an int, the child's class), are the same; `children(node, visit)` calls
/// `visit(child)` for each child.
class NodeTable {
 public:
  /// Classifies the `count` nodes reachable from `root`. It calls `children` once for each
  /// node, parents before children, then `key` once for each, children before parents; the calls
  /// nest: between children(n) and key(n) come only the calls of n's descendants, so a caller
  /// may keep what children(n) found on a stack for key(n). The nodes may form an acyclic graph
  /// in which a node is the child of many (a tree's identical subtrees built once): a node
  /// reached again is not walked again, so the table is the tree's, classified in the same
  /// order, when each shared node stands for identical subtrees.
  template <class Key, class Children>
  NodeTable(int count, int root, const Key& key, const Children& children)
      : NodeTable(count, root, key, children, [](int) {}) {}
  /// The same, calling `first_of_entry(node)` right after `key(node)` when that node is the
  /// first of a new entry (its key not seen before): a caller may then number what the entry
  /// shows in the order it is first seen, once per entry rather than once per node.
  template <class Key, class Children, class FirstOfEntry>
  NodeTable(int count, int root, const Key& key, const Children& children,
            const FirstOfEntry& first_of_entry);
  /// How many distinct entries (classes) the table has.
  int size() const { return static_cast<int>(node_of_.size()); }
  /// The class of a node, numbered bottom up: a node's children have lower classes.
  int class_of(int node) const { return class_of_[static_cast<std::size_t>(node)]; }
  /// The first node of a class (the one first_of_entry() was called for).
  int node_of(int cls) const { return node_of_[static_cast<std::size_t>(cls)]; }

 private:
  std::vector<int> class_of_;  // node -> class, classes numbered bottom-up
  std::vector<int> node_of_;   // class -> its first node
};

template <class Key, class Children, class FirstOfEntry>
NodeTable::NodeTable(int count, int root, const Key& key, const Children& children,
                     const FirstOfEntry& first_of_entry)
    : class_of_(static_cast<std::size_t>(count), -1) {
  if (count == 0) return;
  const auto by_class = [this](int child) { return class_of_[static_cast<std::size_t>(child)]; };
  // The keys of the classes, end to end (offsets in key_end): a repeated key is compared with
  // its class's text rather than made again; equal hashes are confirmed by comparing the
  // texts, so sharing is exact.
  std::string keys;
  std::vector<std::size_t> key_end;
  const auto key_of = [&](std::size_t cls) {
    const std::size_t begin = cls == 0 ? 0 : key_end[cls - 1];
    return std::string_view(keys.data() + begin, key_end[cls] - begin);
  };
  skedaddle::detail::HashIndex by_hash;
  std::string text;
  const auto classify = [&](int node) {
    text.clear();
    key(node, by_class, text);
    const std::uint64_t h = hash_key(text);
    std::size_t cls = by_hash.find(h, [&](std::size_t c) { return key_of(c) == text; });
    if (cls == skedaddle::detail::HashIndex::kNone) {
      cls = node_of_.size();
      by_hash.add(h, cls);
      node_of_.push_back(node);
      keys += text;
      key_end.push_back(keys.size());
      first_of_entry(node);
    }
    class_of_[static_cast<std::size_t>(node)] = static_cast<int>(cls);
  };
  // Depth first: a node's children listed when it is reached, its key made when they all have
  // their classes (a negative entry is a node whose children are done).
  std::vector<int> stack{root};
  std::vector<int> kids;  // of the node at hand
  std::vector<char> reached(static_cast<std::size_t>(count), 0);
  while (!stack.empty()) {
    const int top = stack.back();
    stack.pop_back();
    if (top < 0) {
      classify(~top);
      continue;
    }
    // Reached before in a graph: its subtree, classified then, adds no class (every key in it
    // was seen).
    if (reached[static_cast<std::size_t>(top)] != 0) continue;
    reached[static_cast<std::size_t>(top)] = 1;
    stack.push_back(~top);
    kids.clear();
    children(top, [&kids](int c) { kids.push_back(c); });
    stack.insert(stack.end(), kids.rbegin(), kids.rend());
  }
}

}  // namespace skedaddle::io::detail
