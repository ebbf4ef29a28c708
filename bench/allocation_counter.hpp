// SPDX-License-Identifier: MIT
// Heap allocations counted in the benchmark program: skedaddle_bench replaces the global
// operator new and delete (allocation_counter.cpp), so every benchmark can say how many
// allocations one iteration makes and how much heap a piece of work needs at its peak.
#pragma once

#include <cstdint>

#include <benchmark/benchmark.h>

namespace skedaddle::bench {

/// Allocations made and bytes allocated by the whole program since it started (every thread).
struct AllocationTotals {
  std::uint64_t allocations = 0;  ///< calls of operator new (every form) that returned memory
  std::uint64_t bytes = 0;        ///< bytes those calls asked for
};

/// The totals now.
AllocationTotals allocation_totals();

/// Bytes of heap held now through operator new (usable sizes, as malloc gives them).
std::uint64_t live_heap_bytes();

/// The most bytes held at once since the last reset_peak_heap_bytes() (or the start), counting
/// the calling thread's allocations as they came and the other threads' as they are now.
std::uint64_t peak_heap_bytes();

/// Starts a new peak from what is held now.
void reset_peak_heap_bytes();

/// Counts the allocations of a benchmark's timed loop: made before the loop, finish() after it
/// sets the counters `allocs` and `alloc_bytes`, per iteration.
class AllocationCounter {
 public:
  /// Starts counting now.
  AllocationCounter() : start_(allocation_totals()) {}
  /// Sets `state`'s counters from the allocations since construction.
  void finish(benchmark::State& state) const;

 private:
  AllocationTotals start_;
};

}  // namespace skedaddle::bench
