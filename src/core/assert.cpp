// SPDX-License-Identifier: MIT
// The project assert: a replaceable handler, then abort.
#include "skedaddle/core/assert.hpp"

#include <atomic>
#include <cstdio>
#include <cstdlib>

namespace skedaddle {
namespace {

void default_handler(const char* condition, const char* message, const char* file, int line) {
  std::fprintf(stderr, "skedaddle assertion failed: %s: %s (%s:%d)\n", condition, message, file,
               line);
  std::fflush(stderr);
  std::abort();
}

// Atomic because asserts may fire on any thread that resolves a scenario.
std::atomic<AssertHandler> g_handler{&default_handler};

}  // namespace

AssertHandler set_assert_handler(AssertHandler handler) {
  // Null means "the default", so the value returned here can always be installed again.
  return g_handler.exchange(handler != nullptr ? handler : &default_handler);
}

namespace detail {

void assert_failed(const char* condition, const char* message, const char* file, int line) {
  g_handler.load()(condition, message, file, line);
  // A handler may log and return; execution must still not continue past a broken invariant.
  std::abort();
}

}  // namespace detail
}  // namespace skedaddle
