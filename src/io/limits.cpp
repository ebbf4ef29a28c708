// SPDX-License-Identifier: MIT
// The wording every limit error ends with.
#include "skedaddle/io/limits.hpp"

#include <fmt/format.h>

namespace skedaddle::io {

std::string raise_hint(std::string_view flag) {
  return fmt::format("(the limit; raise it with {})", flag);
}

}  // namespace skedaddle::io
