// SPDX-License-Identifier: MIT
// The counting allocator of skedaddle_bench: the global operator new and delete, every form,
// over malloc and free, counting calls and bytes. Each thread counts in its own slot (its own
// cache line, written with no locked instruction), so counting costs the allocating code next to
// nothing and threads allocating at once (the batch benchmarks) do not contend for one line; the
// totals sum the slots. Only this program is affected; the libraries and the tools keep the
// standard allocator.
#include "allocation_counter.hpp"

#include <malloc.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

namespace skedaddle::bench {
namespace {

/// One thread's counts. `live` may go below zero in a thread that frees what another allocated;
/// the sum over the slots is the heap held.
struct alignas(64) Slot {
  std::atomic<std::uint64_t> allocations{0};
  std::atomic<std::uint64_t> requested{0};
  std::atomic<std::int64_t> live{0};
  std::atomic<std::int64_t> peak{0};
  std::atomic<bool> taken{false};  ///< a running thread counts in it
};

constexpr std::size_t kSlots = 64;
std::array<Slot, kSlots> slots;

/// A free slot for the calling thread; the last one, shared, if every slot is taken.
Slot& claim_slot() {
  for (Slot& slot : slots) {
    bool free = false;
    if (slot.taken.compare_exchange_strong(free, true)) return slot;
  }
  return slots.back();
}

/// Frees its thread's slot when the thread ends, for the next thread to count in (its counts
/// stay: they are totals). Benchmarks that start threads every iteration (the batch) would
/// otherwise use up the slots and then all count in one, every allocation of every thread
/// fighting over its cache line.
struct SlotRelease {
  Slot* slot = nullptr;
  ~SlotRelease() {
    if (slot != nullptr) slot->taken.store(false);
  }
};

Slot& own_slot() {
  thread_local Slot* slot = nullptr;
  if (slot == nullptr) {
    slot = &claim_slot();
    thread_local SlotRelease release;
    release.slot = slot;
  }
  return *slot;
}

template <class T>
void add(std::atomic<T>& counter, T amount) {
  counter.store(counter.load(std::memory_order_relaxed) + amount, std::memory_order_relaxed);
}

void* counted(void* p, std::size_t size) {
  if (p == nullptr) return nullptr;
  Slot& slot = own_slot();
  add(slot.allocations, std::uint64_t{1});
  add(slot.requested, static_cast<std::uint64_t>(size));
  add(slot.live, static_cast<std::int64_t>(malloc_usable_size(p)));
  const std::int64_t now = slot.live.load(std::memory_order_relaxed);
  if (now > slot.peak.load(std::memory_order_relaxed)) {
    slot.peak.store(now, std::memory_order_relaxed);
  }
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
  add(own_slot().live, -static_cast<std::int64_t>(malloc_usable_size(p)));
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
  AllocationTotals totals;
  for (const Slot& slot : slots) {
    totals.allocations += slot.allocations.load(std::memory_order_relaxed);
    totals.bytes += slot.requested.load(std::memory_order_relaxed);
  }
  return totals;
}

std::uint64_t live_heap_bytes() {
  std::int64_t live = 0;
  for (const Slot& slot : slots)
    live += slot.live.load(std::memory_order_relaxed);
  return static_cast<std::uint64_t>(std::max<std::int64_t>(live, 0));
}

std::uint64_t peak_heap_bytes() {
  // The calling thread's peak above what the other threads hold: the benchmarks that report it
  // build and write on one thread.
  std::int64_t others = 0;
  for (const Slot& slot : slots) {
    if (&slot != &own_slot()) others += slot.live.load(std::memory_order_relaxed);
  }
  return static_cast<std::uint64_t>(
      std::max<std::int64_t>(own_slot().peak.load(std::memory_order_relaxed) + others, 0));
}

void reset_peak_heap_bytes() {
  Slot& slot = own_slot();
  slot.peak.store(slot.live.load(std::memory_order_relaxed), std::memory_order_relaxed);
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
