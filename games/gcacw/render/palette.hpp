// SPDX-License-Identifier: MIT
// The GCACW picture's colours and sizes, beside the shared palette (render/palette.hpp).
#pragma once

#include <string_view>

#include "render/palette.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::render::detail::palette {

/// Short name of a unit type ("inf", "cav", "art", "ldr").
constexpr std::string_view type_name(gcacw::UnitType type) {
  switch (type) {
    case gcacw::UnitType::infantry:
      return "inf";
    case gcacw::UnitType::cavalry:
      return "cav";
    case gcacw::UnitType::artillery:
      return "art";
    case gcacw::UnitType::leader:
      return "ldr";
  }
  return "?";
}

}  // namespace skedaddle::render::detail::palette
