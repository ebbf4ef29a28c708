// SPDX-License-Identifier: MIT
#include "skedaddle/core/resolvable.hpp"

namespace skedaddle {

Error refused_error(const Refusal& refusal) {
  return {refusal.pointer,
          "the rules refuse this request (" + refusal.rule + "): " + refusal.reason};
}

}  // namespace skedaddle
