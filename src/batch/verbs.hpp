// SPDX-License-Identifier: MIT
// Private to the batch: the verbs a request line may ask, each with the keys it reads and how it
// answers. A new verb is one more entry in the table (verbs.cpp).
#pragma once

#include <functional>
#include <span>
#include <string_view>

#include "batch/answer.hpp"
#include "io/json_reader.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::batch {

/// What a verb is given to answer one request.
struct VerbCall {
  io::detail::Reader& reader;       ///< reads the verb's own keys of the request
  const io::detail::Node& request;  ///< the request object, pointer ""
  const Scenario& scenario;         ///< the scenario the request names, loaded and checked
  /// An error of the scenario (a script that does not fit, ...) located where the scenario is.
  std::function<Located(const Error&)> locate;

  /// The error answer of the reader's errors (the request's own keys), in line order.
  Answer bad_request();
};

/// One verb.
struct Verb {
  std::string_view name;                   ///< as the request's "verb" writes it
  std::span<const std::string_view> keys;  ///< its keys besides the common ones
  Answer (*answer)(VerbCall& call);        ///< the answer, its document as the CLI prints it
};

/// Every verb, in the order messages list them.
std::span<const Verb> verbs();

/// The verb named `name`, or null.
const Verb* find_verb(std::string_view name);

}  // namespace skedaddle::batch
