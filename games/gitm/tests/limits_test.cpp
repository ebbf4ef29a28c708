// SPDX-License-Identifier: MIT
// io::Limits in GITM scenarios: the units limit, checked before the units are read.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/json_doc.hpp"
#include "support/many_units.hpp"

namespace skedaddle::io {
namespace {

TEST(GitmLimits, UnitsAreLimited) {
  test::expect_units_limit_enforced(test::read_json(test::data_path(__FILE__, "gitm.json")));
}

}  // namespace
}  // namespace skedaddle::io
