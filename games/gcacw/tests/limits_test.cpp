// SPDX-License-Identifier: MIT
// io::Limits in GCACW scenarios: the units limit, checked before the units are read.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/json_doc.hpp"
#include "support/many_units.hpp"

namespace skedaddle::io {
namespace {

TEST(GcacwLimits, UnitsAreLimited) {
  test::expect_units_limit_enforced(test::read_json(test::data_path(__FILE__, "rout.json")));
}

}  // namespace
}  // namespace skedaddle::io
