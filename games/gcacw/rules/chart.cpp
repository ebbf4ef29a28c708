// SPDX-License-Identifier: MIT
// Retreat Charts 1 and 2 (rule 7.6): rows, priorities and manpower losses; lengths (GC-1).
#include "gcacw/rules/chart_table.hpp"

namespace skedaddle::gcacw {

int chart_of(Row row) {
  return detail::facts(row).chart;
}
std::string_view row_label(Row row) {
  return detail::facts(row).label;
}
int priority_of(Row row) {
  return detail::facts(row).priority;
}
std::string_view row_condition(Row row) {
  return detail::facts(row).condition;
}
std::span<const Row> chart_rows() {
  static constexpr std::array<Row, 9> kAll = {
      Row::c1_road_away, Row::c1_away,  Row::c1_not_away, Row::c1_zoc_away, Row::c1_zoc_not_away,
      Row::c1_enemy,     Row::c2_clear, Row::c2_zoc,      Row::c2_enemy};
  return kAll;
}
int loss_of(Row row, bool left_of_slash) {
  return left_of_slash ? detail::facts(row).loss_left : detail::facts(row).loss_right;
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
    case Rejection::override_spent:
      return "a neighbour with a lower priority number exists, and this retreat has taken its one "
             "override";
    case Rejection::cannot_complete:
      return "no way on from there ends in a hex where the retreat may end";
    case Rejection::retreat_over:
      return "the retreat ends here: it has reached its maximum length, or the stack is destroyed "
             "here";
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
    case Rejection::override_spent:
      return "GC-10";
    case Rejection::cannot_complete:
    case Rejection::retreat_over:
      return "GC-9";
  }
  return "";
}

}  // namespace skedaddle::gcacw
