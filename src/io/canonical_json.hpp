// SPDX-License-Identifier: MIT
// Private to io: the canonical form of a JSON value by RFC 8785 (the JSON Canonicalization
// Scheme), whose bytes an outcome's verification hash covers (docs/format.md, "Verification").
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace skedaddle::io::detail {

/// `value` in RFC 8785 canonical form, as UTF-8: no whitespace, object members sorted by their
/// names' UTF-16 code units, numbers as ECMAScript writes them (es6_number; an integer is
/// first taken as the nearest double), strings with only `"`, `\` and the control characters
/// escaped. The same value always gives the same bytes, whatever its key order or spacing.
std::string canonical_json(const nlohmann::ordered_json& value);

/// A finite double as ECMAScript's Number::toString writes it (RFC 8785 section 3.2.2.3): the
/// shortest digits that read back as `value`, plain from 1e-6 up to 1e21, else with an
/// exponent ("1e+21", "5e-324"); -0 is "0". NaN and the infinities, which JSON cannot hold,
/// throw std::invalid_argument.
std::string es6_number(double value);

}  // namespace skedaddle::io::detail
