// SPDX-License-Identifier: MIT
// Seeded and scripted dice with our own, portable range reduction.
#include "skedaddle/dice/dice.hpp"

#include <string>
#include <utility>

#include "skedaddle/core/assert.hpp"

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
  dice.engine_.seed(seed);
  return dice;
}

Dice Dice::scripted(std::vector<ScriptedFace> faces) {
  Dice dice;
  dice.is_scripted_ = true;
  dice.script_ = std::move(faces);
  return dice;
}

int Dice::roll(int sides, std::string_view draw, std::string_view who) {
  if (is_scripted_ && next_ == script_.size() && !error_) {
    const std::string what = "the " + std::string(draw) +
                             (who.empty() ? "" : " of " + std::string(who)) + " (d" +
                             std::to_string(sides) + ")";
    error_ = script_.empty()
                 ? "\"dice\" is an empty list, so no die may be drawn, but the resolution draws "
                   "a die for " +
                       what
                 : "scripted dice ran out after " + std::to_string(script_.size()) +
                       " rolls: no face left for " + what;
  }
  return roll(sides);
}

int Dice::roll(int sides) {
  SKD_ASSERT(sides >= 1, "a die needs at least one face");
  ++draws_;
  if (!is_scripted_) {
    return static_cast<int>(uniform_below(engine_, static_cast<std::uint64_t>(sides))) + 1;
  }
  // Failures return 1 so the resolver can finish its step; the caller reports error() and
  // discards the outcome.
  if (next_ == script_.size()) {
    if (!error_) {
      error_ = "scripted dice ran out after " + std::to_string(script_.size()) + " rolls";
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

std::optional<Error> Dice::script_error() const {
  if (error_) return Error{error_pointer_, *error_};
  if (unused_script() > 0) {
    return Error{"/dice/" + std::to_string(draws_),
                 "scripted die roll not used: the resolution rolled only " +
                     std::to_string(draws_) + " dice"};
  }
  return std::nullopt;
}

}  // namespace skedaddle
