// SPDX-License-Identifier: MIT
// A tree's nodes classified by their subtrees, each class (an entry) written once by the option
// trees of `skedaddle-options/5` (docs/format.md, io/entry_groups.hpp), and the hash of its keys.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/hash_index.hpp"

namespace skedaddle::io::detail {

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
