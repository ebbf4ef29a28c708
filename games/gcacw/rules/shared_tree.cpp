// SPDX-License-Identifier: MIT
// The option tree of a GCACW retreat built once per distinct subtree. TreeBuilder (tree.cpp)
// builds a node's subtree from the node's own facts (hex, length, loss, override taken,
// survivors) and the hex facts (Workspace), which hold whatever the path; the path to the node
// enters only through the questions "was this neighbour entered before?" (GC-3). So a subtree
// is remembered with the questions its building asked about hexes outside its own paths, in
// the order asked, and their answers: a later node in the same state that gets the same answers
// to the same questions (the building being deterministic, each answer fixes the next question)
// has the same subtree. The questions of one state's subtrees form a trie.
#include "gcacw/rules/shared_tree.hpp"

#include <algorithm>
#include <cstddef>
#include <functional>
#include <unordered_map>
#include <utility>

#include "gcacw/rules/workspace.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/resolvable.hpp"

namespace skedaddle::gcacw {

SharedTree::SharedTree() : work_(std::make_unique<RetreatTree::Workspace>()) {}
SharedTree::~SharedTree() = default;

void SharedTree::eliminated_at(int node, std::vector<UnitId>& out) const {
  out.clear();
  const int before = parent_loss_[static_cast<std::size_t>(node)];
  if (before < 0) return;  // the root
  eliminated_entering(*scenario_, stack_, before, nodes_[static_cast<std::size_t>(node)], out);
}

/// All a node's subtree depends on but the path: the node's facts, and the loss before its
/// step (eliminated_at). The rest of TreeNode follows from these and the hex facts.
struct StateKey {
  int hex = 0;  // dense index
  int depth = 0;
  int loss = 0;
  int parent_loss = 0;
  unsigned flags = 0;
  bool operator==(const StateKey&) const = default;
};

struct StateKeyHash {
  std::size_t operator()(const StateKey& k) const {
    std::uint64_t h = static_cast<std::uint64_t>(k.hex) * 0x9E3779B97F4A7C15ULL;
    for (const int v : {k.depth, k.loss, k.parent_loss, static_cast<int>(k.flags)})
      h = (h ^ static_cast<std::uint64_t>(v)) * 0xFF51AFD7ED558CCDULL;
    return static_cast<std::size_t>(h ^ (h >> 32));
  }
};

/// Depth-first construction, each distinct subtree once.
struct SharedTreeBuilder {
  SharedTree& tree;
  RetreatTree::Workspace& work;
  bool allow_override = false;
  int max_shared_nodes = kMaxSharedNodes;
  std::vector<int>& path;  // dense indices of the hexes from the start to the node expanded

  // A trie node: a run of questions that must all get the answers noted (log_pool[begin,
  // end), each `hex * 2 + answer`: the questions one subtree asked, checked one after the other
  // without a node each), then either a question the subtrees filed here answered differently
  // (`hex`, the next node for each answer) or, with `hex` -1, the subtree built.
  struct Trie {
    std::size_t begin = 0;
    std::size_t end = 0;
    int hex = -1;
    std::array<int, 2> next{-1, -1};
    int node = -1;
  };
  // Where find() missed: the trie node (-1: the state has none), the question in its run
  // answered otherwise (`at` < its end) or its own question with no node for the answer, and
  // how many questions were answered as filed before it.
  struct Miss {
    int trie = -1;
    std::size_t at = 0;
    std::size_t answered = 0;
  };
  std::unordered_map<StateKey, int, StateKeyHash> roots{};  // state -> its trie's root
  std::vector<Trie> trie{};
  // The questions a built subtree asked outside its paths, each `hex * 2 + answer`, in the
  // order first asked: node n's are log_pool[log_span[n].first, log_span[n].second).
  std::vector<int> log_pool{};
  std::vector<std::pair<std::size_t, std::size_t>> log_span{};
  // The subtrees being built, one by depth: the questions asked so far, and which hexes they
  // name (asked[depth][hex] == serial[depth]).
  std::vector<std::vector<int>> open_log{};
  std::vector<std::vector<std::uint32_t>> asked{};
  std::vector<std::uint32_t> serial{};
  std::uint32_t next_serial = 0;
  std::int64_t tree_nodes = 0;  // of the whole tree, as TreeBuilder would have made so far
  // Whether some node of the run could have stepped into a neighbour of a lower priority than
  // another (GC-7): only then may the override change the tree (GC-10).
  bool priorities_chose = false;

  void enter(int index) { work.enter_path(index); }
  void leave() { work.leave_path(); }
  bool on_path(int index) const { return work.on_path[static_cast<std::size_t>(index)] != 0; }

  // The subtree at `depth` asks about `hex` (not on its own path): noted the first time.
  void note(std::size_t depth, int hex, bool answer) {
    std::uint32_t& stamp = asked[depth][static_cast<std::size_t>(hex)];
    if (stamp == serial[depth]) return;
    stamp = serial[depth];
    open_log[depth].push_back(hex * 2 + (answer ? 1 : 0));
  }

  // The questions of `node`'s subtree become its parent's (at `depth`, standing in `hex`),
  // but for the parent's own hex, on every path of the parent's subtree.
  void pass_up(int node, std::size_t depth, int hex) {
    const auto [begin, end] = log_span[static_cast<std::size_t>(node)];
    for (std::size_t i = begin; i < end; ++i) {
      const int q = log_pool[i];
      if (q / 2 != hex) note(depth, q / 2, (q & 1) != 0);
    }
  }

  void open(std::size_t depth) {
    if (open_log.size() <= depth) {
      open_log.resize(depth + 1);
      asked.resize(depth + 1);
      serial.resize(depth + 1, 0);
    }
    if (asked[depth].empty()) asked[depth].assign(work.on_path.size(), 0);
    open_log[depth].clear();
    serial[depth] = ++next_serial;
  }

  // The subtree already built for `key` whose questions the current path answers the same way,
  // or -1 and where it was missed. The questions checked are the subtree's first (all of them
  // when found): they are noted as its parent's (at `parent_depth`, standing in `parent_hex`;
  // none for the root) as they are checked, rather than read again from the subtree's log.
  int find(const StateKey& key, Miss& miss, std::size_t parent_depth, int parent_hex) {
    const auto it = roots.find(key);
    miss = Miss{};
    if (it == roots.end()) return -1;
    int t = it->second;
    const auto pass = [&](int hex, bool answer) {
      if (parent_hex >= 0 && hex != parent_hex) note(parent_depth, hex, answer);
    };
    while (true) {
      const Trie& q = trie[static_cast<std::size_t>(t)];
      for (std::size_t i = q.begin; i < q.end; ++i) {
        const int asked_about = log_pool[i];
        const bool answer = on_path(asked_about / 2);
        if (answer != ((asked_about & 1) != 0)) {
          miss = Miss{t, i, miss.answered + (i - q.begin)};
          return -1;
        }
        pass(asked_about / 2, answer);
      }
      if (q.hex < 0) return q.node;
      miss.answered += q.end - q.begin;
      const bool answer = on_path(q.hex);
      const int next = q.next[answer ? 1 : 0];
      if (next < 0) {
        miss = Miss{t, q.end, miss.answered};
        return -1;
      }
      pass(q.hex, answer);
      ++miss.answered;
      t = next;
    }
  }

  // Files the subtree `node`, built for `key` after find() missed it at `miss`: the trie of
  // `key` is as find() left it (the subtrees built meanwhile are deeper, of other states), and
  // the subtree's questions up to the miss are those find() checked (deterministic building).
  void remember(const StateKey& key, int node, const Miss& miss) {
    const auto [begin, end] = log_span[static_cast<std::size_t>(node)];
    const int leaf = static_cast<int>(trie.size());
    if (miss.trie < 0) {
      trie.push_back(Trie{begin, end, -1, {-1, -1}, node});
      roots.emplace(key, leaf);
      return;
    }
    // The question answered otherwise, then the rest of the subtree's own.
    const std::size_t differs = begin + miss.answered;
    SKD_ASSERT(differs < end, "the subtree asked the question it was missed at");
    const int answer = log_pool[differs] & 1;
    trie.push_back(Trie{differs + 1, end, -1, {-1, -1}, node});
    Trie& t = trie[static_cast<std::size_t>(miss.trie)];
    if (miss.at == t.end) {
      SKD_ASSERT(t.hex == log_pool[differs] / 2 && t.next[answer] < 0, "the same question");
      t.next[answer] = leaf;
      return;
    }
    // Split the run at the question: its filed answer leads on as before, the other to `leaf`.
    SKD_ASSERT(log_pool[miss.at] == (log_pool[differs] ^ 1),
               "the same question, answered otherwise");
    Trie rest{miss.at + 1, t.end, t.hex, t.next, t.node};
    const int rest_index = static_cast<int>(trie.size());
    trie.push_back(rest);
    Trie& split = trie[static_cast<std::size_t>(miss.trie)];
    split.end = miss.at;
    split.hex = log_pool[miss.at] / 2;
    split.next[static_cast<std::size_t>(answer)] = leaf;
    split.next[static_cast<std::size_t>(answer ^ 1)] = rest_index;
    split.node = -1;
  }

  // The index of the subtree of `node` (not yet in the tree; its hex entered last on the path)
  // entered from a node with loss `parent_loss` (-1 for the root): found, or built. -1 once
  // the whole tree exceeds kMaxTreeNodes, or the distinct subtrees max_shared_nodes (gave_up_).
  int visit(const TreeNode& node, int parent_loss) {
    const int hex = path.back();
    const StateKey key{
        hex, node.depth, node.loss, parent_loss,
        static_cast<unsigned>(node.override_used | node.survivors << 1 | node.destroys << 2 |
                              node.can_stop << 3 | node.must_stop << 4 | node.step.enemy << 5)};
    Miss miss;
    const auto depth = static_cast<std::size_t>(node.depth);
    const int parent_hex = path.size() >= 2 ? path[path.size() - 2] : -1;
    if (const int found = find(key, miss, depth - 1, parent_hex); found >= 0) {
      tree_nodes += tree.size_[static_cast<std::size_t>(found)];
      return tree_nodes > kMaxTreeNodes ? -1 : found;
    }
    if (++tree_nodes > kMaxTreeNodes) return -1;
    if (static_cast<int>(tree.nodes_.size()) == max_shared_nodes) {
      tree.gave_up_ = true;
      return -1;
    }
    const int id = static_cast<int>(tree.nodes_.size());
    tree.nodes_.push_back(node);
    tree.entered_.push_back(0);
    tree.parent_loss_.push_back(parent_loss);
    tree.slot_.push_back(slot_of(hex, node.hex));
    tree.size_.push_back(1);
    log_span.emplace_back(0, 0);
    open(depth);

    // GC-3 then GC-7, as TreeBuilder::expand; the neighbours entered before are asked at every
    // node, where the retreat is over too: they are shown rejected as already entered.
    struct Pending {
      TreeNode child;
      int to = -1;
      SharedEdge edge;
    };
    std::array<Pending, kHexDirCount> pending{};
    int count = 0;
    {
      const HexFacts& hf = work.facts_of(hex, node.hex);
      unsigned entered = 0;
      unsigned legal = 0;
      int min_priority = 99;
      for (std::size_t d = 0; d < kHexDirCount; ++d) {
        const StepFacts& f = hf.steps[d];
        if (f.rejection) continue;
        const bool was_entered = on_path(f.to);
        note(depth, f.to, was_entered);
        if (was_entered) {
          entered |= 1U << d;
          continue;
        }
        legal |= 1U << d;
        min_priority = std::min(min_priority, f.step.priority);
      }
      tree.entered_[static_cast<std::size_t>(id)] = static_cast<std::uint8_t>(entered);
      for (std::size_t d = 0; d < kHexDirCount && !node.must_stop; ++d) {
        if ((legal & (1U << d)) == 0) continue;
        const StepFacts& f = hf.steps[d];
        const bool override_step = f.step.priority > min_priority;
        priorities_chose = priorities_chose || override_step;
        if (override_step && (!allow_override || node.override_used)) continue;  // GC-10
        Pending& p = pending[static_cast<std::size_t>(count++)];
        p.child.hex = neighbor(node.hex, kHexDirs[d]);
        p.child.depth = node.depth + 1;
        p.child.loss = node.loss + f.loss;
        p.child.step = f.step;
        p.child.step.override_step = override_step;
        p.child.override_used = node.override_used || override_step;
        work.settle(p.child, node, f, tree.range_);
        p.to = f.to;
        p.edge = SharedEdge{-1, static_cast<std::uint8_t>(d), override_step};
      }
    }
    bool completes = node.can_stop;
    bool saves = node.can_stop && node.survivors;
    std::int64_t size = 1;
    for (int c = 0; c < count; ++c) {
      Pending& p = pending[static_cast<std::size_t>(c)];
      enter(p.to);
      p.edge.child = visit(p.child, node.loss);
      leave();
      if (p.edge.child < 0) return -1;
      const TreeNode& child = tree.nodes_[static_cast<std::size_t>(p.edge.child)];
      completes = completes || child.completes;
      saves = saves || child.saves;
      size += tree.size_[static_cast<std::size_t>(p.edge.child)];
    }
    TreeNode& n = tree.nodes_[static_cast<std::size_t>(id)];
    n.parent = -1;
    n.first_child = static_cast<int>(tree.edges_.size());
    n.child_count = count;
    n.completes = completes;
    n.saves = saves;
    for (int c = 0; c < count; ++c)
      tree.edges_.push_back(pending[static_cast<std::size_t>(c)].edge);
    tree.size_[static_cast<std::size_t>(id)] = size;
    log_span[static_cast<std::size_t>(id)].first = log_pool.size();
    log_pool.insert(log_pool.end(), open_log[depth].begin(), open_log[depth].end());
    log_span[static_cast<std::size_t>(id)].second = log_pool.size();
    remember(key, id, miss);
    // The questions find() did not pass to the parent (those it did are not noted twice).
    if (parent_hex >= 0) pass_up(id, depth - 1, parent_hex);
    return id;
  }

  // The slot in hex_steps_ of the hex with dense index `index`, filled when first reached.
  int slot_of(int index, Hex h) {
    std::vector<int>& slots = hex_slot;
    if (slots.empty()) slots.assign(work.on_path.size(), -1);
    int& slot = slots[static_cast<std::size_t>(index)];
    if (slot >= 0) return slot;
    slot = static_cast<int>(tree.hex_steps_.size());
    std::array<SharedStep, kHexDirCount>& out = tree.hex_steps_.emplace_back();
    const HexFacts& hf = work.facts_of(index, h);
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      const StepFacts& f = hf.steps[d];
      out[d].rejection = f.rejection;
      out[d].has_step = !f.rejection || *f.rejection != Rejection::off_map;
      out[d].step = f.step;
      out[d].step.override_step = false;
      out[d].override_step = f.step;
      out[d].override_step.override_step = true;
    }
    return slot;
  }
  std::vector<int> hex_slot{};

  // One run of the tree (with or without the override), from the start hex.
  void run(const Scenario& scenario) {
    tree.nodes_.clear();
    tree.edges_.clear();
    tree.entered_.clear();
    tree.parent_loss_.clear();
    tree.slot_.clear();
    tree.size_.clear();
    roots.clear();
    trie.clear();
    log_pool.clear();
    log_span.clear();
    tree_nodes = 0;
    priorities_chose = false;
    path.clear();
    TreeNode root;
    root.hex = work.start;
    root.survivors = true;
    enter(scenario.board.grid().index(work.start));
    const int built = visit(root, -1);
    while (!path.empty())
      leave();
    tree.too_large_ = built < 0 && !tree.gave_up_;
  }
};

Errors SharedTree::build(const Scenario& scenario, int max_shared_nodes) {
  Errors errors = check_resolvable(scenario);
  gave_up_ = false;
  nodes_.clear();
  edges_.clear();
  hex_steps_.clear();
  if (!errors.empty()) {
    stack_.clear();
    scenario_ = nullptr;
    return errors;
  }
  scenario_ = &scenario;
  const Request& r = scenario.request;
  range_ = length_range(r.kind);
  work_->reset(scenario, stack_);
  SharedTreeBuilder builder{*this, *work_, false, max_shared_nodes, work_->path};
  override_mode_ = false;
  voluntary_ = r.kind == RetreatKind::defender_option;
  builder.run(scenario);
  // GC-10, as RetreatTree::grow: the override only when no priority-respecting path saves.
  if (!too_large_ && !gave_up_ && !saves()) {
    builder.allow_override = true;
    override_mode_ = true;
    // Where no step anywhere was left for a lower priority, the override has nothing to take:
    // the tree with it is the same, node for node (RetreatTree builds it again).
    if (builder.priorities_chose) builder.run(scenario);
  }
  return errors;
}

}  // namespace skedaddle::gcacw
