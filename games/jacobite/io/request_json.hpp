// SPDX-License-Identifier: MIT
// The request of a Jacobite scenario as options documents echo it (one writer for the tool and
// for the tests that rebuild the nested trees).
#pragma once

#include <nlohmann/json.hpp>

#include "jacobite/io/names.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::io::detail {

/// The request's JSON object, with its units by name.
nlohmann::ordered_json request_json(const JacobiteNamer& names, const jacobite::Request& req);

}  // namespace skedaddle::io::detail
