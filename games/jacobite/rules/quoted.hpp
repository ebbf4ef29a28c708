// SPDX-License-Identifier: MIT
// A unit's id as the checks and the refusals name it.
#pragma once

#include <string>

namespace skedaddle::jacobite {

/// `id` in single quotes: 'Lord George Murray'.
inline std::string quoted(const std::string& id) {
  return "'" + id + "'";
}

}  // namespace skedaddle::jacobite
