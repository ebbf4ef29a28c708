// SPDX-License-Identifier: MIT
// The GITM/ROTD document the loader and outcome tests start from and change (tests/data/gitm.json).
#pragma once

#include "support/json_doc.hpp"

namespace skedaddle::test {

/// tests/data/gitm.json, read afresh.
inline Json gitm_base() {
  return read_json(data_path(__FILE__, "gitm.json"));
}

}  // namespace skedaddle::test
