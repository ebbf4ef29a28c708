// SPDX-License-Identifier: MIT
#include "support/light_tests.hpp"

#include <algorithm>
#include <cstdlib>
#include <string_view>

namespace skedaddle::test {

bool light_tests() {
  static const bool light = [] {
    const char* value = std::getenv("SKEDADDLE_LIGHT_TESTS");
    return value != nullptr && std::string_view(value) != "" && std::string_view(value) != "0";
  }();
  return light;
}

int scaled(int n) {
  return light_tests() ? std::max(1, n / 5) : n;
}

bool checked_in_light(std::size_t index) {
  return !light_tests() || index % 5 == 0;
}

}  // namespace skedaddle::test
