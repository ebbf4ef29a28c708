// SPDX-License-Identifier: MIT
// Placing a picture's movable labels where they can be read: every game registers what its
// labels must not cover (unit names, counters, hex labels), queues its movable labels (odds
// percentages, badges, direction and reason labels) with the spot it would like each at, and
// draws them last, each moved to the nearest free spot inside the part of the page shown, with
// a thin leader line back to what it names when it had to move far.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/hex_layout.hpp"
#include "render/svg_writer.hpp"

namespace skedaddle::svg::detail {

/// An axis-aligned rectangle on the page, in px.
struct Rect {
  double left = 0.0;
  double top = 0.0;
  double right = 0.0;
  double bottom = 0.0;
};

/// The rectangle a hex layout's map covers on the page.
Rect map_rect(const HexLayout& layout);

/// True when the two rectangles share more than their edges.
bool overlaps(const Rect& a, const Rect& b);

/// Where a line crosses a rectangle: the parameters t of `from + t * along` at which it enters
/// and leaves it.
struct Crossing {
  double enter = 0.0;
  double leave = 0.0;
};

/// The part of the line `from + t * along`, t from `first` to `last`, that lies in `r`
/// (Liang-Barsky); none when that part misses it.
std::optional<Crossing> crossing(Point from, Point along, const Rect& r, double first, double last);

/// The point where the segment from `from` to `to` first comes within `gap` px of `clear`
/// (`to` itself when it never does or starts there): where an arrow into a counter stops so
/// that its head leaves the counter's words readable.
Point stop_before(Point from, Point to, const Rect& clear, double gap);

/// How a text lies on its x (SVG's text-anchor).
enum class Anchor { start, middle, end };

/// The glyphs' estimated box of one line of `text` in the house font (DejaVu Sans) at
/// `font_size`, its baseline through `baseline` at the given anchor.
Rect text_rect(Point baseline, std::string_view text, double font_size, Anchor anchor,
               bool bold = false);

/// One movable label: where it would like to stand and how it is written.
struct Label {
  Point at;                ///< the baseline point it prefers
  std::string text;        ///< plain text, escaped when written
  double font_size = 9.0;  ///< px
  Anchor anchor = Anchor::middle;
  bool bold = false;
  std::string
      attributes;  ///< more attributes of its <text> (class, fill, halo), with a leading space
  /// What it names, for a leader line drawn when the label ends more than `leader_after` px away.
  std::optional<Point> mark{};
  std::string leader_colour = "#4a4a4a";
  /// The id of the group it is written in (groups in the order of their first label).
  std::string group = "labels";
  /// Labels of a lower rank are placed first, nearer their spots (names before notes).
  int rank = 0;
  /// A label that may be left out (a ruler's number): drawn only at its very spot, when free.
  bool optional = false;
  /// Its tooltip (plain text), if any.
  std::string tooltip{};
  /// How far from `at` it may end without a leader line to `mark`, in px; shorter for a label
  /// whose spot lies near another place's, which a small move would seem to name instead.
  double leader_after = 14.0;
  /// The place it names (its unit's base) and places it must not seem to name (other units'
  /// bases): it stands near its spot or over `names`, nearer that than any of `clear_of`; else
  /// tied to its mark by a leader line that crosses none of them, `clear_by` px from each; when
  /// no spot within reach is either, and `over_names_when_crowded`, written with its middle on
  /// `names` (covering the others if it must), centred across it at the height it wanted
  /// (clamped into it), or as near that as is free of other labels; else anywhere free.
  std::optional<Rect> names{};
  std::vector<Rect> clear_of{};
  double clear_by = 0.0;
  /// A badge read as its base's even over a crowd (Q4); a preview label keeps off other bases.
  bool over_names_when_crowded = false;
};

/// The movable labels of one picture and what they must keep clear of.
class LabelSpace {
 public:
  /// How far from its preferred spot a label is looked for, in px.
  static constexpr double kReach = 160.0;

  /// Labels will be kept inside `shown` (the page, or the window of a cropped map).
  explicit LabelSpace(Rect shown) : shown_(shown) {}

  /// The part of the page labels are kept in.
  [[nodiscard]] const Rect& shown() const { return shown_; }
  /// Something no label may cover (a counter, a base, a text that does not move).
  void reserve(Rect r) { taken_.push_back(r); }
  /// True when `r` lies wholly inside the part shown (a fixed text that would be cut is left out).
  [[nodiscard]] bool inside(const Rect& r) const;
  /// True when `r` is inside the part shown and clear of everything reserved.
  [[nodiscard]] bool free(const Rect& r) const;
  /// The same, but `r` may cover `own` where that was reserved (a label over what it names).
  [[nodiscard]] bool free_apart_from(const Rect& r, const Rect& own) const;
  /// Attributes of the group `group` (font, halo), with a leading space.
  void set_group_attributes(const std::string& group, std::string attributes);
  /// A text that does not move, given as it is written.
  void reserve_text(Point baseline, std::string_view text, double font_size, Anchor anchor,
                    bool bold = false);
  /// Queues a movable label; labels are placed in the order queued, the first ones nearest
  /// their spots.
  void add(Label label) { queued_.push_back(std::move(label)); }

  /// The nearest free baseline point for `label` within kReach px of its spot, inside the part
  /// shown, and reserves it; when no spot is free, the spot pulled inside the part shown. An
  /// optional label is only ever at its spot, and nowhere (nullopt) when that is not free.
  std::optional<Point> place(const Label& label);

  /// Places every queued label, by rank then in the order queued, and writes them, each with
  /// its leader line when it moved far, in its group; the queue is emptied.
  void draw(SvgWriter& out);

 private:
  /// The spot with the label's middle on `label.names`, centred across it at the height the
  /// label wanted (clamped into it) or the nearest such, clear of all but the places named (no
  /// leader line is drawn to a label over what it names), reserved; none when there is none.
  /// `at`: the label's box at its spot.
  std::optional<Point> place_over_names(const Label& label, const Rect& at);

  Rect shown_;
  std::vector<std::pair<std::string, std::string>> group_attributes_;
  std::vector<Rect> taken_;
  std::vector<Label> queued_;
};

}  // namespace skedaddle::svg::detail
