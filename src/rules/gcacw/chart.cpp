// SPDX-License-Identifier: MIT
// Retreat Charts 1 and 2 (rule 7.6): rows, priorities and manpower losses; lengths (GC-1).
#include <array>

#include "skedaddle/rules/gcacw.hpp"

namespace skedaddle::gcacw {

namespace {

struct RowFacts {
  int chart;
  std::string_view label;
  int priority;
  int loss_left;   // road step or friendly-occupied hex entered (GC-8)
  int loss_right;  // otherwise
};

// Transcribed from the rule text's charts; both rows "4" of Chart 1 share priority 4 (GC-7).
constexpr std::array<RowFacts, 9> kRows = {{
    {1, "1", 1, 0, 0},
    {1, "2", 2, 0, 0},
    {1, "3", 3, 0, 1},
    {1, "4a", 4, 0, 1},
    {1, "4b", 4, 1, 2},
    {1, "5", 5, 3, 3},
    {2, "1", 1, 0, 0},
    {2, "2", 2, 0, 1},
    {2, "3", 3, 3, 3},
}};

const RowFacts& facts(Row row) {
  return kRows[static_cast<std::size_t>(row)];
}

}  // namespace

int chart_of(Row row) {
  return facts(row).chart;
}
std::string_view row_label(Row row) {
  return facts(row).label;
}
int priority_of(Row row) {
  return facts(row).priority;
}
int loss_of(Row row, bool left_of_slash) {
  return left_of_slash ? facts(row).loss_left : facts(row).loss_right;
}

LengthRange length_range(RetreatKind kind) {
  switch (kind) {
    case RetreatKind::normal:
      return {2, 4};
    case RetreatKind::rout:
      return {4, 6};
    case RetreatKind::cavalry:
      return {4, 6};
    case RetreatKind::defender_option:
      return {1, 4};
  }
  return {2, 4};
}

std::string_view kind_name(RetreatKind kind) {
  switch (kind) {
    case RetreatKind::normal:
      return "retreat";
    case RetreatKind::rout:
      return "rout";
    case RetreatKind::cavalry:
      return "cavalry";
    case RetreatKind::defender_option:
      return "option";
  }
  return "retreat";
}

std::string_view rejection_text(Rejection r) {
  switch (r) {
    case Rejection::off_map:
      return "off the map";
    case Rejection::impassable:
      return "impassable terrain";
    case Rejection::prohibited_hexside:
      return "prohibited hexside";
    case Rejection::start_hex:
      return "the hex the retreat began in";
    case Rejection::already_entered:
      return "already entered in this retreat";
    case Rejection::lower_priority:
      return "a neighbour with a lower priority number exists";
    case Rejection::cannot_complete:
      return "every continuation ends in surrender or elimination";
    case Rejection::retreat_over:
      return "the retreat has reached its maximum length and ends here";
    case Rejection::stack_eliminated:
      return "no combat unit of the stack is left";
  }
  return "";
}

std::string_view rejection_rule(Rejection r) {
  switch (r) {
    case Rejection::off_map:
    case Rejection::impassable:
    case Rejection::prohibited_hexside:
    case Rejection::start_hex:
    case Rejection::already_entered:
      return "GC-3";
    case Rejection::lower_priority:
      return "GC-7";
    case Rejection::cannot_complete:
      return "GC-10";
    case Rejection::retreat_over:
      return "GC-9";
    case Rejection::stack_eliminated:
      return "GC-2";
  }
  return "";
}

}  // namespace skedaddle::gcacw
