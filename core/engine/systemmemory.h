#pragma once

#include <cstddef>
#include <cstdint>

// Memory as the operating system gives it, for what the allocator would keep: what a port
// implements (systemmemory_posix.cpp on Linux and macOS). Any thread.

namespace nq {

// `bytes` of zeroed memory straight from the system, not from malloc: given back whole by
// releaseMemory(), at once. Throws std::bad_alloc when the system refuses.
void *reserveSystemMemory(std::size_t bytes);
void releaseSystemMemory(void *memory, std::size_t bytes);

// The machine's physical memory in bytes; 0 when it cannot be known.
std::uint64_t physicalMemoryBytes();

// Has the allocator serve every block of 128 KiB or more from a mapping of its own, given back
// to the system when freed, at once (glibc raises that threshold as blocks are freed, and then
// keeps what it served from its heaps); nothing where the allocator has no such rule.
void keepLargeBlocksReturnable();

// Gives the memory the allocator keeps free back to the system (glibc keeps it in its heaps);
// nothing where the allocator does so by itself.
void returnFreedMemory();

} // namespace nq
