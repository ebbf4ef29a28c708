// SPDX-License-Identifier: MIT
// The only source of randomness: seeded (portable) or scripted, and counted.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/error.hpp"

namespace skedaddle {

class ChancePlan;
struct ChancePoint;

/// A uniform integer in [0, bound) from a standard-specified engine, by rejection (no library
/// distribution: their algorithms differ between standard libraries).
std::uint64_t uniform_below(std::mt19937_64& engine, std::uint64_t bound);

/// What a draw decides, for whom and under which rule: named in a script's errors (GI-8) and on
/// the point of chance it makes (ChancePoint::what, who, rule).
struct DrawName {
  std::string_view what{};  ///< what the draw decides, e.g. "trapped roll"; empty: unnamed
  std::string_view who{};   ///< the unit or leader it decides about (its id), or empty
  std::string_view rule{};  ///< the rule clause or ruling that calls for it, e.g. "GI-6"
};

/// A die face given in advance, with where it came from for error messages.
struct ScriptedFace {
  int face = 1;           ///< the face its draw returns; out of the die's range is an error then
  std::string pointer{};  ///< JSON pointer of the face in the scenario, or "" when built in code
};

/// Dice that roll the same faces on every build for the same seed (std::mt19937_64 with our own
/// range reduction), that replay a script of faces, or that follow a ChancePlan to enumerate
/// every way they can fall. Every draw is counted.
class Dice {
 public:
  /// Dice drawn from a seeded engine.
  static Dice seeded(std::uint64_t seed);
  /// Dice that return the given faces in order; running out or a face out of range is an error.
  static Dice scripted(std::vector<ScriptedFace> faces);
  /// Dice that give the faces of `plan`'s branches, for an enumeration of every way the dice can
  /// fall (`plan` must outlive them): each roll() is a point with one branch per face, each
  /// roll_alike() one with a branch per count of each class of faces.
  static Dice enumerating(ChancePlan& plan);
  /// Enumerating dice made ready for the plan's next run, as Dice::enumerating() of the same
  /// plan makes them (no draw counted, no error), without building them anew (the odds rewind
  /// one Dice per way). Only for enumerating dice.
  void rewind();

  /// Rolls one die with faces 1..sides (sides >= 1). After a failure it returns 1 and keeps
  /// the first error.
  int roll(int sides);
  /// The same roll, named: when the script has no face left the error names this draw (GI-8: a
  /// scripted empty list means that no die may be drawn), and a point of chance carries it.
  int roll(int sides, const DrawName& name) {
    // Seeded dice draw here, inline: a Monte Carlo run's every named die passes here.
    return engine_.has_value() ? roll_seeded(sides) : roll_unseeded(sides, name);
  }
  /// Rolls `count` dice with faces 1..sides that the rules read only by class, in no order:
  /// face f belongs to class `face_class[f - 1]` (`face_class` has `sides` entries), and faces
  /// of one class are alike to the rules (a Jacobite battle die's flags, a percentile roll under
  /// or over a chance). Seeded and scripted dice roll them one by one, as roll() would;
  /// enumerating dice branch once, over how many dice show each class, each branch giving the
  /// first face of its classes in ascending order. `name` names the roll as for
  /// roll(sides, name); with an empty `name.what` the dice are rolled as roll(sides).
  std::vector<int> roll_alike(int count, int sides, std::span<const std::uint8_t> face_class,
                              const DrawName& name);
  /// Rolls one die read only by class, as roll_alike(1, sides, face_class, name) does, its face
  /// returned without a vector: a percentile roll read as at most a chance or above (GI-6).
  int roll_one_alike(int sides, std::span<const std::uint8_t> face_class, const DrawName& name);
  /// Rolls `count` dice with faces 1..sides that the rules read only by whether at least
  /// `needed` of them show a face for which `hit[f - 1]` is true (`hit` has `sides` entries): a
  /// Jacobite rally check's "any flag", a leader's "two sabers". Seeded and scripted dice roll
  /// them one by one, as roll() would; enumerating dice branch at most twice, fewer and at
  /// least, each giving sorted faces that read so (no hit face; `needed` hit faces). `hit_name`
  /// names a hit face for the points' labels ("flag": "no flag", "at least 2 flags"); `name`
  /// names the roll as for roll_alike().
  std::vector<int> roll_at_least(int count, int sides, std::span<const bool> hit, int needed,
                                 std::string_view hit_name, const DrawName& name);
  /// As roll_at_least() above, the faces written over `faces`, whose storage is reused: a
  /// resolution that keeps its events rolls without allocating.
  void roll_at_least(int count, int sides, std::span<const bool> hit, int needed,
                     std::string_view hit_name, const DrawName& name, std::vector<int>& faces);
  /// Number of dice rolled so far.
  std::uint64_t draws() const { return draws_; }
  /// Points of chance met so far in the plan's run under way (ChancePlan::met()); 0 for seeded
  /// or scripted dice.
  std::size_t points_met() const;
  /// Enumerating dice, just rewound: the run goes on from where an earlier run of the plan had
  /// met `points` points and drawn `draws` dice (ChancePlan::resume()), for a resolution that
  /// kept its state from there (the points before it shared, ChancePlan::shared()).
  void resume(std::size_t points, std::uint64_t draws);
  /// The first scripted-dice error (running out, or a face too large for the die), if any.
  const std::optional<std::string>& error() const { return error_; }
  /// Where the error is in the scenario: the bad face's pointer ("/dice/3"), else "/dice".
  const std::string& error_pointer() const { return error_pointer_; }
  /// Scripted faces not used yet (0 for seeded dice).
  std::size_t unused_script() const { return script_.size() - next_; }
  /// After a resolution: the first error of the script (a face off its die, running out), else
  /// a scripted face left unused, at its pointer; nothing when the script fitted.
  std::optional<Error> script_error() const {
    // The common case, read inline: no error and every scripted face used (none for seeded
    // dice), as after nearly every resolution.
    if (!error_ && unused_script() == 0) return std::nullopt;
    return script_error_found();
  }

 private:
  Dice() = default;
  /// Seeded dice: one die drawn from the engine and counted.
  int roll_seeded(int sides) {
    SKD_ASSERT(sides >= 1, "a die needs at least one face");
    ++draws_;
    return static_cast<int>(uniform_below(*engine_, static_cast<std::uint64_t>(sides))) + 1;
  }
  /// roll(sides, name) of scripted or enumerating dice.
  int roll_unseeded(int sides, const DrawName& name);
  /// script_error() once it has found an error or an unused face.
  std::optional<Error> script_error_found() const;
  /// Enumerating dice: one die, a point with a branch per face, named by `name` (or unnamed).
  int roll_point(int sides, const DrawName* name);
  /// Seeded or scripted dice: `count` rolls of roll(sides) (named by `name`) written over
  /// `faces`.
  void roll_one_by_one(int count, int sides, const DrawName& name, std::vector<int>& faces);
  /// Enumerating dice: the faces of the branch `plan_` takes at `point` (made: false when its
  /// sequences overflowed, which is an error) for a group of `count` dice, the point named by
  /// `name` when the plan describes its points.
  std::vector<int> take_group(bool made, ChancePoint point, int count, int sides,
                              const DrawName& name);
  /// Seeded dice's engine; none for scripted or enumerating dice (seeding costs about as much
  /// as a short resolution).
  std::optional<std::mt19937_64> engine_;
  ChancePlan* plan_ = nullptr;  // enumerating dice: the plan they follow
  bool is_scripted_ = false;
  std::vector<ScriptedFace> script_{};
  std::size_t next_ = 0;
  std::uint64_t draws_ = 0;
  std::optional<std::string> error_;
  std::string error_pointer_ = "/dice";
};

}  // namespace skedaddle
