// SPDX-License-Identifier: MIT
// The scenario schema's key lists against the loader's: an unknown key added to an object is
// refused with the list of keys the schema gives that object.
#pragma once

#include <string>

#include "support/json_doc.hpp"

namespace skedaddle::test {

/// The keys of a schema's `properties` object as the loader lists them: "\"a\", \"b\"".
std::string expected_keys(const Json& properties);

/// Adds the key "zzz" to the object at pointer `object` of `scenario` and expects exactly one
/// error, at the new key, listing the keys of the `properties` at pointer `properties` of
/// `schema`.
void expect_schema_keys(const Json& schema, Json scenario, const std::string& object,
                        const std::string& properties);

}  // namespace skedaddle::test
