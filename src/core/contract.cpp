// SPDX-License-Identifier: MIT
#include "skedaddle/core/contract.hpp"

#include <stdexcept>
#include <string>

namespace skedaddle::detail {

void index_out_of_range(std::ptrdiff_t index, std::size_t size, const char* what) {
  throw std::out_of_range(std::string(what) + " " + std::to_string(index) + " is out of range (" +
                          std::to_string(size) + " " + what + "s)");
}

void invalid_argument(const char* message) {
  throw std::invalid_argument(message);
}

}  // namespace skedaddle::detail
