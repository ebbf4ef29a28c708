// SPDX-License-Identifier: MIT
// Seeded and scripted dice with our own, portable range reduction.
#include "skedaddle/dice/dice.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/dice/chance.hpp"

namespace skedaddle {

std::uint64_t uniform_below(std::mt19937_64& engine, std::uint64_t bound) {
  SKD_ASSERT(bound >= 1, "uniform_below needs a positive bound");
  // 2^64 mod bound, computed without 2^64: unsigned negation wraps to 2^64 - bound.
  const std::uint64_t excess = (std::uint64_t{0} - bound) % bound;
  // Every 64-bit value is fair when bound divides 2^64 (powers of two, bound 1).
  if (excess == 0) return engine() % bound;
  // Values at or above the last whole multiple of bound below 2^64 would favour small results.
  const std::uint64_t limit = std::uint64_t{0} - excess;
  std::uint64_t x = engine();
  while (x >= limit)
    x = engine();
  return x % bound;
}

Dice Dice::seeded(std::uint64_t seed) {
  Dice dice;
  dice.engine_.emplace(seed);
  return dice;
}

Dice Dice::scripted(std::vector<ScriptedFace> faces) {
  Dice dice;
  dice.is_scripted_ = true;
  dice.script_ = std::move(faces);
  return dice;
}

Dice Dice::enumerating(ChancePlan& plan) {
  Dice dice;
  dice.plan_ = &plan;
  return dice;
}

void Dice::rewind() {
  SKD_ASSERT(plan_ != nullptr, "only enumerating dice are rewound");
  // Enumerating dice change nothing else: their engine and script are never used, and a
  // failed group (too many sequences) sets error_ alone.
  draws_ = 0;
  error_.reset();
}

std::size_t Dice::points_met() const {
  return plan_ == nullptr ? 0 : plan_->met();
}

void Dice::resume(std::size_t points, std::uint64_t draws) {
  SKD_ASSERT(plan_ != nullptr, "only enumerating dice resume");
  plan_->resume(points);
  draws_ = draws;
}

namespace {

/// `a * b`, or false when it overflows 2^63 (kept well inside uint64 for sums of weights).
bool times(std::uint64_t a, std::uint64_t b, std::uint64_t& out) {
  constexpr std::uint64_t kLimit = std::uint64_t{1} << 63;
  if (a != 0 && b > kLimit / a) return false;
  out = a * b;
  return true;
}

/// "1 roll", "3 rolls".
std::string rolls_text(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " roll" : " rolls");
}

/// The faces of class `c` as ranges: "1-35", "2-6", "1-2/5".
std::string class_faces(std::span<const std::uint8_t> face_class, std::uint8_t c) {
  std::string out;
  const int sides = static_cast<int>(face_class.size());
  for (int f = 1; f <= sides; ++f) {
    if (face_class[static_cast<std::size_t>(f - 1)] != c) continue;
    int last = f;
    while (last < sides && face_class[static_cast<std::size_t>(last)] == c)
      ++last;
    out += (out.empty() ? "" : "/") + std::to_string(f);
    if (last > f) out += "-" + std::to_string(last);
    f = last;
  }
  return out;
}

/// The label of a branch of alike dice: each die's class of faces, in the order of the faces.
std::string alike_label(std::span<const std::uint8_t> face_class, const std::vector<int>& faces) {
  std::string out;
  for (const int f : faces) {
    out += (out.empty() ? "" : ", ") +
           class_faces(face_class, face_class[static_cast<std::size_t>(f - 1)]);
  }
  return out;
}

/// "at least 2 sabers", "no flag", "fewer than 2 sabers": a count of hit faces as the rules read
/// it.
std::string hits_label(bool at_least, int needed, std::string_view hit_name) {
  const std::string hit(hit_name.empty() ? "hit" : hit_name);
  const std::string plural = needed == 1 ? hit : hit + "s";
  if (!at_least)
    return needed == 1 ? "no " + hit : "fewer than " + std::to_string(needed) + " " + plural;
  return "at least " + std::to_string(needed) + " " + plural;
}

/// Names `point` by `name`, for a plan that describes its points.
void name_point(ChancePoint& point, const DrawName& name) {
  point.what = name.what;
  point.who = name.who;
  point.rule = name.rule;
}

/// Calls `visit(first, size, cls)` for each run of consecutive faces of one class, in face
/// order: classes are mostly runs ("1-35", "2-6"), so they are counted a run at a time.
template <class Visit>
void for_each_class_run(int sides, std::span<const std::uint8_t> face_class, const Visit& visit) {
  for (int f = 1; f <= sides;) {
    const std::uint8_t c = face_class[static_cast<std::size_t>(f - 1)];
    int last = f;  // faces f..last are of class c
    while (last < sides && face_class[static_cast<std::size_t>(last)] == c)
      ++last;
    visit(f, static_cast<std::uint64_t>(last - f + 1), c);
    f = last + 1;
  }
}

/// The next branch of a point being built, the `made`-th: one the point holds (a reused
/// point's, its faces' storage kept, to be written over whole) or a new one; `made` counts it.
/// The builder drops the branches past the last one made (resize).
ChanceBranch& next_branch(ChancePoint& point, std::size_t& made) {
  if (made == point.branches.size()) point.branches.emplace_back();
  return point.branches[made++];
}

/// The point of one die read by class: a branch per class, its first face, weighted by the
/// class's size, in the order of the first faces (alike_point()'s compositions of one die),
/// found a run of faces of one class at a time without gathering the classes first.
void one_alike_point(int sides, std::span<const std::uint8_t> face_class, bool describe,
                     ChancePoint& point) {
  point.total = point.sequences = static_cast<std::uint64_t>(sides);
  // Room for two classes, as most single dice read by class have (GI-6's under or over a
  // chance, GT-12's a 1 or not): the branches not grown from one.
  point.branches.reserve(2);
  // The branches `point` holds (a reused point's) are written over, the rest dropped at the end.
  std::size_t made = 0;
  for_each_class_run(sides, face_class, [&](int first, std::uint64_t size, std::uint8_t c) {
    const auto end = point.branches.begin() + static_cast<std::ptrdiff_t>(made);
    const auto met = std::find_if(point.branches.begin(), end, [&](const auto& b) {
      return face_class[static_cast<std::size_t>(b.faces.front() - 1)] == c;
    });
    if (met != end) {
      met->weight += size;
      return;
    }
    ChanceBranch& branch = next_branch(point, made);
    branch.faces.assign(1, first);
    branch.weight = size;
    branch.label.clear();
  });
  point.branches.resize(made);
  if (!describe) return;
  for (ChanceBranch& b : point.branches)
    b.label = alike_label(face_class, b.faces);
}

/// The point of `count` alike dice: one branch per way to share the dice among the classes,
/// weighted by the sequences of faces it stands for (multinomial * class sizes), labelled when
/// `describe`. False when the number of sequences overflows.
bool alike_point(int count, int sides, std::span<const std::uint8_t> face_class, bool describe,
                 ChancePoint& point) {
  if (count == 1) {
    one_alike_point(sides, face_class, describe, point);
    return true;
  }
  // Each class: its size and its first face.
  std::vector<std::pair<int, std::uint64_t>> classes;  // (first face, size), by first face
  for_each_class_run(sides, face_class, [&](int first, std::uint64_t size, std::uint8_t c) {
    if (c >= classes.size()) classes.resize(c + 1u, {0, 0});
    if (classes[c].second == 0) classes[c].first = first;
    classes[c].second += size;
  });
  std::erase_if(classes, [](const auto& c) { return c.second == 0; });
  std::sort(classes.begin(), classes.end());
  point.total = 1;
  for (int i = 0; i < count; ++i) {
    if (!times(point.total, static_cast<std::uint64_t>(sides), point.total)) return false;
  }
  point.sequences = point.total;
  // Every composition of `count` into classes.size() parts, the first class varying slowest.
  std::vector<int> parts(classes.size(), 0);
  std::size_t made = 0;  // branches written (over a reused point's)
  const auto emit = [&] {
    ChanceBranch& b = next_branch(point, made);
    b.faces.clear();
    b.faces.reserve(static_cast<std::size_t>(count));
    std::uint64_t weight = 1;
    int placed = 0;
    for (std::size_t c = 0; c < classes.size(); ++c) {
      for (int k = 1; k <= parts[c]; ++k) {
        // multinomial, built as a product of binomials: C(placed + k, k) step by step
        weight = weight * static_cast<std::uint64_t>(placed + k) / static_cast<std::uint64_t>(k);
        times(weight, classes[c].second, weight);
        b.faces.push_back(classes[c].first);
      }
      placed += parts[c];
    }
    b.weight = weight;
    if (describe) {
      b.label = alike_label(face_class, b.faces);
    } else {
      b.label.clear();
    }
  };
  const auto fill = [&](auto& self, std::size_t c, int left) -> void {
    if (c + 1 == classes.size()) {
      parts[c] = left;
      emit();
      return;
    }
    for (int k = left; k >= 0; --k) {
      parts[c] = k;
      self(self, c + 1, left - k);
    }
  };
  fill(fill, 0, count);
  point.branches.resize(made);
  return true;
}

/// The point of `count` dice read only by whether at least `needed` show a hit face: a branch
/// for fewer (every die the first face that is no hit) and one for at least (`needed` times the
/// first hit face, the rest the first other face), each weighted by the sequences it stands
/// for, a branch that stands for none left out, labelled with `hit_name` when `describe`. False
/// when the sequences overflow.
bool at_least_point(int count, int sides, std::span<const bool> hit, int needed,
                    std::string_view hit_name, bool describe, ChancePoint& point) {
  const auto hits = static_cast<std::uint64_t>(std::count(hit.begin(), hit.end(), true));
  const std::uint64_t misses = static_cast<std::uint64_t>(sides) - hits;
  const auto first_hit = std::find(hit.begin(), hit.end(), true);
  const auto first_miss = std::find(hit.begin(), hit.end(), false);
  const int hit_face = static_cast<int>(first_hit - hit.begin()) + 1;
  const int miss_face = static_cast<int>(first_miss - hit.begin()) + 1;
  point.total = 1;
  for (int i = 0; i < count; ++i) {
    if (!times(point.total, static_cast<std::uint64_t>(sides), point.total)) return false;
  }
  point.sequences = point.total;
  // Sequences with fewer than `needed` hits: the sum over j < needed of C(count, j) h^j m^(n-j).
  std::uint64_t fewer = 0;
  std::uint64_t binomial = 1;  // C(count, j)
  for (int j = 0; j < std::min(needed, count + 1); ++j) {
    std::uint64_t term = binomial;
    for (int k = 0; k < j; ++k)
      times(term, hits, term);
    for (int k = j; k < count; ++k)
      times(term, misses, term);
    fewer += term;
    binomial = binomial * static_cast<std::uint64_t>(count - j) / static_cast<std::uint64_t>(j + 1);
  }
  std::size_t made = 0;  // branches written (over a reused point's)
  if (fewer > 0) {
    ChanceBranch& b = next_branch(point, made);
    b.faces.assign(static_cast<std::size_t>(count), miss_face);
    b.weight = fewer;
    b.label = describe ? hits_label(false, needed, hit_name) : std::string();
  }
  if (fewer < point.total) {
    ChanceBranch& b = next_branch(point, made);
    b.faces.assign(static_cast<std::size_t>(count), first_miss != hit.end() ? miss_face : hit_face);
    std::fill_n(b.faces.begin(), std::clamp(needed, 0, count), hit_face);
    std::sort(b.faces.begin(), b.faces.end());
    b.weight = point.total - fewer;
    b.label = describe ? hits_label(true, needed, hit_name) : std::string();
  }
  point.branches.resize(made);
  return true;
}

}  // namespace

std::vector<int> Dice::roll_at_least(int count, int sides, std::span<const bool> hit, int needed,
                                     std::string_view hit_name, const DrawName& name) {
  std::vector<int> faces;
  roll_at_least(count, sides, hit, needed, hit_name, name, faces);
  return faces;
}

void Dice::roll_at_least(int count, int sides, std::span<const bool> hit, int needed,
                         std::string_view hit_name, const DrawName& name, std::vector<int>& faces) {
  SKD_ASSERT(count >= 0 && sides >= 1, "dice need a count and faces");
  SKD_ASSERT(hit.size() == static_cast<std::size_t>(sides), "a hit or not for every face");
  if (plan_ == nullptr) return roll_one_by_one(count, sides, name, faces);
  if (count > 0) {
    if (const ChanceBranch* fixed = plan_->take_fixed()) {
      draws_ += static_cast<std::uint64_t>(count);
      faces = fixed->faces;
      return;
    }
  }
  ChancePoint point = plan_->reused_point();
  const bool made =
      count == 0 || at_least_point(count, sides, hit, needed, hit_name, plan_->describes(), point);
  faces = take_group(made, std::move(point), count, sides, name);
}

std::vector<int> Dice::roll_alike(int count, int sides, std::span<const std::uint8_t> face_class,
                                  const DrawName& name) {
  SKD_ASSERT(count >= 0 && sides >= 1, "alike dice need a count and faces");
  SKD_ASSERT(face_class.size() == static_cast<std::size_t>(sides), "a class for every face");
  if (plan_ == nullptr) {
    std::vector<int> faces;
    roll_one_by_one(count, sides, name, faces);
    return faces;
  }
  if (count > 0) {
    if (const ChanceBranch* fixed = plan_->take_fixed()) {
      draws_ += static_cast<std::uint64_t>(count);
      return fixed->faces;
    }
  }
  ChancePoint point = plan_->reused_point();
  const bool made = count == 0 || alike_point(count, sides, face_class, plan_->describes(), point);
  return take_group(made, std::move(point), count, sides, name);
}

int Dice::roll_one_alike(int sides, std::span<const std::uint8_t> face_class,
                         const DrawName& name) {
  SKD_ASSERT(sides >= 1, "a die needs at least one face");
  SKD_ASSERT(face_class.size() == static_cast<std::size_t>(sides), "a class for every face");
  if (plan_ == nullptr) return name.what.empty() ? roll(sides) : roll(sides, name);
  // As take_group() for one die, which never overflows its sequences.
  ++draws_;
  if (const ChanceBranch* fixed = plan_->take_fixed()) return fixed->faces.front();
  ChancePoint point = plan_->reused_point();
  one_alike_point(sides, face_class, plan_->describes(), point);
  point.dice = 1;
  point.sides = sides;
  if (plan_->describes()) name_point(point, name);
  return plan_->take(std::move(point)).faces.front();
}

void Dice::roll_one_by_one(int count, int sides, const DrawName& name, std::vector<int>& faces) {
  faces.clear();
  faces.reserve(static_cast<std::size_t>(count));
  if (!is_scripted_ && engine_.has_value()) {
    // Seeded dice draw straight from the engine, as roll(sides) does: a Monte Carlo run's
    // every die passes here, and the per-die checks of roll() were a third of its cost.
    SKD_ASSERT(sides >= 1, "a die needs at least one face");
    draws_ += static_cast<std::uint64_t>(count);
    for (int i = 0; i < count; ++i)
      faces.push_back(static_cast<int>(uniform_below(*engine_, static_cast<std::uint64_t>(sides))) +
                      1);
    return;
  }
  for (int i = 0; i < count; ++i)
    faces.push_back(name.what.empty() ? roll(sides) : roll(sides, name));
}

std::vector<int> Dice::take_group(bool made, ChancePoint point, int count, int sides,
                                  const DrawName& name) {
  draws_ += static_cast<std::uint64_t>(count);
  if (count == 0) return {};
  if (!made) {
    if (!error_) {
      error_ = "too many dice to enumerate: " + std::to_string(count) + "d" +
               std::to_string(sides) + " for the " + std::string(name.what);
    }
    return std::vector<int>(static_cast<std::size_t>(count), 1);
  }
  point.dice = count;
  point.sides = sides;
  if (plan_->describes()) name_point(point, name);
  return plan_->take(std::move(point)).faces;
}

int Dice::roll_unseeded(int sides, const DrawName& name) {
  if (plan_ != nullptr) return roll_point(sides, &name);
  if (is_scripted_ && next_ == script_.size() && !error_) {
    const std::string what = "the " + std::string(name.what) +
                             (name.who.empty() ? "" : " of " + std::string(name.who)) + " (d" +
                             std::to_string(sides) + ")";
    error_ = script_.empty()
                 ? "\"dice\" is an empty list, so no die may be drawn, but the resolution draws "
                   "a die for " +
                       what
                 : "scripted dice ran out after " + rolls_text(script_.size()) +
                       ": no face left for " + what;
  }
  return roll(sides);
}

int Dice::roll_point(int sides, const DrawName* name) {
  SKD_ASSERT(sides >= 1, "a die needs at least one face");
  ++draws_;
  if (const ChanceBranch* fixed = plan_->take_fixed()) return fixed->faces.front();
  ChancePoint point = plan_->reused_point();
  point.total = point.sequences = static_cast<std::uint64_t>(sides);
  point.dice = 1;
  point.sides = sides;
  // A branch per face, written over those a reused point holds.
  point.branches.resize(static_cast<std::size_t>(sides));
  const bool describe = plan_->describes();
  for (int f = 1; f <= sides; ++f) {
    ChanceBranch& branch = point.branches[static_cast<std::size_t>(f - 1)];
    branch.faces.assign(1, f);
    branch.weight = 1;
    if (describe) {
      branch.label = std::to_string(f);
    } else {
      branch.label.clear();
    }
  }
  if (describe && name != nullptr) name_point(point, *name);
  return plan_->take(std::move(point)).faces.front();
}

int Dice::roll(int sides) {
  if (plan_ != nullptr) return roll_point(sides, nullptr);
  if (!is_scripted_) {
    SKD_ASSERT(engine_.has_value(), "dice neither scripted nor enumerating are seeded");
    return roll_seeded(sides);
  }
  SKD_ASSERT(sides >= 1, "a die needs at least one face");
  ++draws_;
  // Failures return 1 so the resolver can finish its step; the caller reports error() and
  // discards the outcome.
  if (next_ == script_.size()) {
    if (!error_) {
      error_ = "scripted dice ran out after " + rolls_text(script_.size());
    }
    return 1;
  }
  const ScriptedFace& face = script_[next_++];
  if (face.face < 1 || face.face > sides) {
    if (!error_) {
      error_ = "face " + std::to_string(face.face) + " is not on a " + std::to_string(sides) +
               "-sided die";
      if (!face.pointer.empty()) error_pointer_ = face.pointer;
    }
    return 1;
  }
  return face.face;
}

std::optional<Error> Dice::script_error_found() const {
  if (error_) return Error{error_pointer_, *error_};
  if (unused_script() > 0) {
    return Error{"/dice/" + std::to_string(draws_),
                 "scripted die roll not used: the resolution rolled only " +
                     std::to_string(draws_) + (draws_ == 1 ? " die" : " dice")};
  }
  return std::nullopt;
}

}  // namespace skedaddle
