// SPDX-License-Identifier: MIT
// Doubts about a valid scenario: what is legal but almost certainly not what its author meant.
#include <fmt/format.h>

#include <string>

#include "gcacw/io/scenario.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/io/printable.hpp"

namespace skedaddle::io::detail {
namespace {

// The same printed hex number read with the other `shifted_columns`.
Hex with_other_shift(Hex h, OffsetSystem system, OffsetSystem other) {
  return to_hex(to_offset(h, system), other);
}

}  // namespace

// GCACW: an attacker stands next to the hex it attacks, so an active enemy unit that is not
// adjacent to the retreating stack is almost always a map typed with the wrong column shift.
// The retreat would still be resolved, every distance (GC-4) measured from where it stands.
Warnings gcacw_warnings(const gcacw::Scenario& s) {
  Warnings out;
  const OffsetSystem system = s.board.grid().system();
  const bool even_low = system == gcacw_offset_system(true);
  const OffsetSystem other = gcacw_offset_system(!even_low);
  const std::string_view in_force = even_low ? "even" : "odd";
  const std::string_view other_name = even_low ? "odd" : "even";
  const Hex stack = s.request.hex;
  for (std::size_t i = 0; i < s.request.active.size(); ++i) {
    const gcacw::Unit& u = s.units[index_of(s.request.active[i])];
    const int distance = hex_distance(u.hex, stack);
    if (distance <= 1) continue;
    const int other_distance = hex_distance(with_other_shift(u.hex, system, other),
                                            with_other_shift(stack, system, other));
    const std::string there = other_distance == 1
                                  ? std::string("the two hexes would be adjacent")
                                  : fmt::format("they would be {} hexes apart", other_distance);
    out.push_back(
        {fmt::format("/request/active/{}", i),
         fmt::format("active enemy unit {} in {} is {} hexes from the retreating stack in {}, "
                     "not adjacent (GC-4 measures every retreat step from it): check "
                     "board.shifted_columns, \"{}\" here (the {}-numbered columns sit half a hex "
                     "lower); with \"{}\" {}",
                     io::quoted_input(u.id), gcacw_hex_label(u.hex, system), distance,
                     gcacw_hex_label(stack, system), in_force, in_force, other_name, there)});
  }
  return out;
}

}  // namespace skedaddle::io::detail
