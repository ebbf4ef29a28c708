// SPDX-License-Identifier: MIT
// See entry_groups.hpp.
#include "io/entry_groups.hpp"

#include <algorithm>
#include <charconv>
#include <string>
#include <string_view>

#include "core/hash_index.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/contract.hpp"

namespace skedaddle::io::detail {
namespace {

/// Appends `[a,b,...]`.
void add_ints(std::string& out, const std::vector<int>& values) {
  out += '[';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ',';
    append_int(out, values[i]);
  }
  out += ']';
}

/// The place of `value` in `list`, appended when it is not there (`local_of` maps values to
/// places, -1 for none): numbers local to a group, in the order they are first seen.
int local_number(int value, std::vector<int>& list, std::vector<int>& local_of) {
  int& local = local_of[static_cast<std::size_t>(value)];
  if (local < 0) {
    local = static_cast<int>(list.size());
    list.push_back(value);
  }
  return local;
}

/// Forgets the values of `list` in `local_of`, for the next group.
void forget(const std::vector<int>& list, std::vector<int>& local_of) {
  for (const int value : list)
    local_of[static_cast<std::size_t>(value)] = -1;
}

}  // namespace

EntryGroups::EntryGroups(const NodeTable& table, int root, int heads,
                         const std::function<void(int node, EntryFacts& facts)>& describe) {
  const auto classes = static_cast<std::size_t>(table.size());
  head_.assign(classes, -1);
  shape_.assign(classes, -1);
  place_.assign(classes, -1);
  token_begin_.reserve(classes + 1);
  // Every entry's facts, its children as entries (classes).
  EntryFacts facts;
  int steps = 0;  // one past the largest step number
  for (std::size_t c = 0; c < classes; ++c) {
    facts.clear();
    describe(table.node_of(static_cast<int>(c)), facts);
    SKD_ASSERT(facts.head_ >= 0 && facts.head_ < heads, "an entry's head outside the table");
    head_[c] = facts.head_;
    token_begin_.push_back(static_cast<int>(tokens_.size()));
    const std::vector<int>& t = facts.tokens_;
    for (std::size_t i = 0; i < t.size(); ++i) {
      tokens_.push_back(t[i]);
      if (t[i] == EntryFacts::kSteps) continue;
      if (t[i] != EntryFacts::kNode) steps = std::max(steps, t[i] + 1);
      const int then = t[++i];  // the step's node, or a node field's
      tokens_.push_back(then < 0 ? -1 : table.class_of(then));
    }
  }
  token_begin_.push_back(static_cast<int>(tokens_.size()));

  // Each entry's shape: its tokens with each child's head in place of the child. Entries of one
  // head with the same shape differ only by the entries they lead to.
  groups_.resize(static_cast<std::size_t>(heads));
  skedaddle::detail::HashIndex shapes_by_hash;
  std::vector<std::pair<int, int>> shape_at;  // a shape's number -> its head, its index there
  std::vector<int> entry_shape;               // the head, then the shape's tokens
  for (std::size_t c = 0; c < classes; ++c) {
    Group& group = groups_[static_cast<std::size_t>(head_[c])];
    entry_shape.assign(1, head_[c]);
    for (auto i = static_cast<std::size_t>(token_begin_[c]);
         i < static_cast<std::size_t>(token_begin_[c + 1]); ++i) {
      entry_shape.push_back(tokens_[i]);
      if (tokens_[i] == EntryFacts::kSteps) continue;
      const int then = tokens_[++i];
      entry_shape.push_back(then < 0 ? -1 : head_[static_cast<std::size_t>(then)]);
    }
    const std::uint64_t hash = hash_key(std::string_view(
        reinterpret_cast<const char*>(entry_shape.data()), entry_shape.size() * sizeof(int)));
    std::size_t number = shapes_by_hash.find(hash, [&](std::size_t n) {
      const auto [head, index] = shape_at[n];
      if (head != head_[c]) return false;
      const Shape& seen = group.shapes[static_cast<std::size_t>(index)];
      return std::equal(shape_tokens_.begin() + seen.tokens_begin,
                        shape_tokens_.begin() + seen.tokens_end, entry_shape.begin() + 1,
                        entry_shape.end());
    });
    if (number == skedaddle::detail::HashIndex::kNone) {
      number = shape_at.size();
      shapes_by_hash.add(hash, number);
      shape_at.emplace_back(head_[c], static_cast<int>(group.shapes.size()));
      const auto begin = static_cast<int>(shape_tokens_.size());
      shape_tokens_.insert(shape_tokens_.end(), entry_shape.begin() + 1, entry_shape.end());
      group.shapes.push_back({begin, static_cast<int>(shape_tokens_.size()), 0,
                              static_cast<int>(group.shapes.size())});
    }
    const int index = shape_at[number].second;
    Shape& counted = group.shapes[static_cast<std::size_t>(index)];
    // A shape without references stands for one entry (`[]` columns): a second would shift
    // every later place of the group, so a writer whose key and describe() disagree is refused.
    require(++counted.count == 1 ||
                references(entry_shape.data() + 1, entry_shape.data() + entry_shape.size()) > 0,
            "io::detail::EntryGroups: two entries describe() shows alike");
    shape_[c] = index;
    group.members.push_back(static_cast<int>(c));
  }

  // Per group: the shapes with the most entries first, and the numbers its shapes use local to
  // it, in the order they are first seen there: small numbers for the common ones.
  std::vector<int> rank;
  std::vector<int> local_step(static_cast<std::size_t>(steps), -1);
  std::vector<int> local_head(static_cast<std::size_t>(heads), -1);
  for (Group& group : groups_) {
    SKD_ASSERT(!group.members.empty(), "a head that heads no entry");
    std::stable_sort(group.shapes.begin(), group.shapes.end(),
                     [](const Shape& a, const Shape& b) { return a.count > b.count; });
    rank.assign(group.shapes.size(), -1);
    for (std::size_t s = 0; s < group.shapes.size(); ++s)
      rank[static_cast<std::size_t>(group.shapes[s].first_seen)] = static_cast<int>(s);
    for (const int c : group.members) {
      int& shape = shape_[static_cast<std::size_t>(c)];
      shape = rank[static_cast<std::size_t>(shape)];
    }
    for (const Shape& shape : group.shapes) {
      for (int i = shape.tokens_begin; i < shape.tokens_end; ++i) {
        int& token = shape_tokens_[static_cast<std::size_t>(i)];
        if (token == EntryFacts::kSteps) continue;
        if (token == EntryFacts::kNode) {
          int& head = shape_tokens_[static_cast<std::size_t>(++i)];
          head = local_number(head, group.then_heads, local_head);
          continue;
        }
        token = local_number(token, group.step_numbers, local_step);
        int& then = shape_tokens_[static_cast<std::size_t>(++i)];
        if (then >= 0) then = local_number(then, group.then_heads, local_head);
      }
    }
    forget(group.step_numbers, local_step);
    forget(group.then_heads, local_head);
  }

  // Places, group by group, each after the groups its entries lead to, so that an entry's
  // references are known when its group is sorted by them (heads that hold the depth never
  // lead back to themselves).
  std::vector<char> state(groups_.size(), 0);  // 1 while its children are placed, 2 when placed
  std::vector<std::pair<int, std::size_t>> stack;
  for (std::size_t h = 0; h < groups_.size(); ++h) {
    if (state[h] != 0) continue;
    state[h] = 1;
    stack.emplace_back(static_cast<int>(h), 0);
    while (!stack.empty()) {
      const auto g = static_cast<std::size_t>(stack.back().first);
      const std::size_t next = stack.back().second++;
      if (next < groups_[g].then_heads.size()) {
        const auto child = static_cast<std::size_t>(groups_[g].then_heads[next]);
        if (state[child] == 0) {
          state[child] = 1;
          stack.emplace_back(static_cast<int>(child), 0);
        }
        continue;
      }
      place_group(static_cast<int>(g));
      state[g] = 2;
      stack.pop_back();
    }
  }
  root_ = table.class_of(root);
}

int EntryGroups::references(const int* token, const int* end) {
  int count = 0;
  for (; token < end; ++token) {
    if (*token == EntryFacts::kSteps) continue;
    ++token;  // the step's node or head, or a node field's
    count += *token >= 0;
  }
  return count;
}

void EntryGroups::place_group(int head) {
  Group& group = groups_[static_cast<std::size_t>(head)];
  // Entries of one shape have the same tokens but the children: ordered by the places of their
  // children, left to right (a child not yet placed, in a tree whose heads repeat along a
  // path, counts as -1: only the numbers grow less smoothly).
  const auto before = [this](int a, int b) {
    const auto ua = static_cast<std::size_t>(a);
    const auto ub = static_cast<std::size_t>(b);
    if (shape_[ua] != shape_[ub]) return shape_[ua] < shape_[ub];
    const auto begin_a = static_cast<std::size_t>(token_begin_[ua]);
    const auto begin_b = static_cast<std::size_t>(token_begin_[ub]);
    const auto end_a = static_cast<std::size_t>(token_begin_[ua + 1]);
    for (std::size_t i = 0; begin_a + i < end_a; ++i) {
      if (tokens_[begin_a + i] == EntryFacts::kSteps) continue;
      ++i;
      const int child_a = tokens_[begin_a + i];
      if (child_a < 0) continue;
      const int place_a = place_[static_cast<std::size_t>(child_a)];
      const int place_b = place_[static_cast<std::size_t>(tokens_[begin_b + i])];
      if (place_a != place_b) return place_a < place_b;
    }
    return a < b;
  };
  std::sort(group.members.begin(), group.members.end(), before);
  for (std::size_t k = 0; k < group.members.size(); ++k)
    place_[static_cast<std::size_t>(group.members[k])] = static_cast<int>(k);
}

std::string EntryGroups::root() const {
  std::string out = "[";
  append_int(out, head_[static_cast<std::size_t>(root_)]);
  out += ',';
  append_int(out, place_[static_cast<std::size_t>(root_)]);
  out += ']';
  return out;
}

void EntryGroups::write_fields(const Shape& shape, std::string& out) const {
  bool open = false;  // a list of steps
  bool first_item = true;
  for (int i = shape.tokens_begin; i < shape.tokens_end; ++i) {
    const int token = shape_tokens_[static_cast<std::size_t>(i)];
    if (token == EntryFacts::kSteps || token == EntryFacts::kNode) {
      if (open) out += "],";
      open = token == EntryFacts::kSteps;
      if (open) {
        out += '[';
        first_item = true;
        continue;
      }
      append_int(out, shape_tokens_[static_cast<std::size_t>(++i)]);
      out += ',';
      continue;
    }
    if (!first_item) out += ',';
    first_item = false;
    const int then = shape_tokens_[static_cast<std::size_t>(++i)];
    if (then < 0) {
      append_int(out, token);
    } else {
      out += '[';
      append_int(out, token);
      out += ',';
      append_int(out, then);
      out += ']';
    }
  }
  if (open) out += "],";
}

void EntryGroups::write_columns(const Shape& shape, const int* members, std::size_t rows,
                                std::vector<int>& places, JsonStream& out) const {
  // Each entry's references, row by row, then written column by column.
  places.clear();
  for (std::size_t r = 0; r < rows; ++r) {
    const auto c = static_cast<std::size_t>(members[r]);
    for (auto i = static_cast<std::size_t>(token_begin_[c]);
         i < static_cast<std::size_t>(token_begin_[c + 1]); ++i) {
      if (tokens_[i] == EntryFacts::kSteps) continue;
      const int child = tokens_[++i];
      if (child >= 0) places.push_back(place_[static_cast<std::size_t>(child)]);
    }
  }
  const auto columns = static_cast<std::size_t>(references(
      shape_tokens_.data() + shape.tokens_begin, shape_tokens_.data() + shape.tokens_end));
  SKD_ASSERT(places.size() == rows * columns, "entries of one shape with other references");
  std::string& buffer = out.buffer();
  buffer += '[';
  for (std::size_t j = 0; j < columns; ++j) {
    if (j > 0) buffer += ',';
    buffer += '[';
    for (std::size_t r = 0; r < rows; ++r) {
      if (r > 0) buffer += ',';
      const int value = places[r * columns + j];
      append_int(buffer, r == 0 ? value : value - places[(r - 1) * columns + j]);
    }
    buffer += ']';
    out.maybe_flush();
  }
  buffer += ']';
}

void EntryGroups::write(JsonStream& out, std::string_view indent) const {
  std::vector<int> places;  // write_columns()'s, its storage kept
  for (std::size_t h = 0; h < groups_.size(); ++h) {
    const Group& group = groups_[h];
    std::string& buffer = out.buffer();
    buffer += indent;
    buffer += '[';
    add_ints(buffer, group.step_numbers);
    buffer += ',';
    add_ints(buffer, group.then_heads);
    buffer += ",[";
    // The members are in the order of their places: shape by shape.
    std::size_t first = 0;
    for (std::size_t s = 0; s < group.shapes.size(); ++s) {
      if (s > 0) buffer += ',';
      buffer += '[';
      write_fields(group.shapes[s], buffer);
      const auto rows = static_cast<std::size_t>(group.shapes[s].count);
      write_columns(group.shapes[s], group.members.data() + first, rows, places, out);
      first += rows;
      buffer += ']';
      out.maybe_flush();
    }
    buffer += "]]";
    buffer += h + 1 < groups_.size() ? ",\n" : "\n";
    out.maybe_flush();
  }
}

}  // namespace skedaddle::io::detail
