// SPDX-License-Identifier: MIT
// The counting allocator of skedaddle_bench: the global operator new and delete, every form,
// over malloc and free, counting calls and bytes. The counts are atomics read and written apart
// (no locked instruction, so that counting costs the allocating code next to nothing): exact
// for the one-thread benchmarks that report them, and some increments may be lost when threads
// allocate at once (the batch benchmarks, which report no allocations). Only this program is
// affected; the libraries and the tools keep the standard allocator.
#include "allocation_counter.hpp"

#include <malloc.h>

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

namespace skedaddle::bench {
namespace {

std::atomic<std::uint64_t> allocations{0};
std::atomic<std::uint64_t> requested{0};
std::atomic<std::uint64_t> live{0};
std::atomic<std::uint64_t> peak{0};

void add(std::atomic<std::uint64_t>& counter, std::uint64_t amount) {
  counter.store(counter.load(std::memory_order_relaxed) + amount, std::memory_order_relaxed);
}

void* counted(void* p, std::size_t size) {
  if (p == nullptr) return nullptr;
  add(allocations, 1);
  add(requested, size);
  add(live, malloc_usable_size(p));
  const std::uint64_t now = live.load(std::memory_order_relaxed);
  if (now > peak.load(std::memory_order_relaxed)) peak.store(now, std::memory_order_relaxed);
  return p;
}

void* allocate(std::size_t size) {
  // operator new(0) must return a distinct pointer; malloc(0) may return null.
  return counted(std::malloc(size == 0 ? 1 : size), size);
}

void* allocate_aligned(std::size_t size, std::align_val_t align) {
  const auto a = static_cast<std::size_t>(align);
  // aligned_alloc wants a size that is a multiple of the alignment.
  const std::size_t rounded = ((size == 0 ? 1 : size) + a - 1) / a * a;
  return counted(std::aligned_alloc(a, rounded), size);
}

void release(void* p) noexcept {
  if (p == nullptr) return;
  live.store(live.load(std::memory_order_relaxed) - malloc_usable_size(p),
             std::memory_order_relaxed);
  std::free(p);
}

void* allocate_or_throw(std::size_t size) {
  void* p = allocate(size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

void* allocate_aligned_or_throw(std::size_t size, std::align_val_t align) {
  void* p = allocate_aligned(size, align);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

}  // namespace

AllocationTotals allocation_totals() {
  return {allocations.load(std::memory_order_relaxed), requested.load(std::memory_order_relaxed)};
}

std::uint64_t live_heap_bytes() {
  return live.load(std::memory_order_relaxed);
}

std::uint64_t peak_heap_bytes() {
  return peak.load(std::memory_order_relaxed);
}

void reset_peak_heap_bytes() {
  peak.store(live.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

void AllocationCounter::finish(benchmark::State& state) const {
  const AllocationTotals end = allocation_totals();
  const auto per_iteration = benchmark::Counter::kAvgIterations;
  state.counters["allocs"] =
      benchmark::Counter(static_cast<double>(end.allocations - start_.allocations), per_iteration);
  state.counters["alloc_bytes"] =
      benchmark::Counter(static_cast<double>(end.bytes - start_.bytes), per_iteration);
}

}  // namespace skedaddle::bench

// The replaced global forms (C++17 [new.delete]): the sized and aligned deletes go to the same
// release, which reads the block's size from malloc.
void* operator new(std::size_t size) {
  return skedaddle::bench::allocate_or_throw(size);
}
void* operator new[](std::size_t size) {
  return skedaddle::bench::allocate_or_throw(size);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  return skedaddle::bench::allocate(size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  return skedaddle::bench::allocate(size);
}
void* operator new(std::size_t size, std::align_val_t align) {
  return skedaddle::bench::allocate_aligned_or_throw(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align) {
  return skedaddle::bench::allocate_aligned_or_throw(size, align);
}
void* operator new(std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  return skedaddle::bench::allocate_aligned(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  return skedaddle::bench::allocate_aligned(size, align);
}
void operator delete(void* p) noexcept {
  skedaddle::bench::release(p);
}
void operator delete[](void* p) noexcept {
  skedaddle::bench::release(p);
}
void operator delete(void* p, std::size_t) noexcept {
  skedaddle::bench::release(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  skedaddle::bench::release(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
  skedaddle::bench::release(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
  skedaddle::bench::release(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
  skedaddle::bench::release(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
  skedaddle::bench::release(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
  skedaddle::bench::release(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
  skedaddle::bench::release(p);
}
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  skedaddle::bench::release(p);
}
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  skedaddle::bench::release(p);
}
