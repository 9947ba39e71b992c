// Memory on POSIX systems: mmap for large arrays, sysconf for the physical memory, glibc's
// mallopt and malloc_trim. Compiled on its own (no unity batch), so that no POSIX name reaches the
// portable sources.

#include "systemmemory.h"

#include <mutex>
#include <new>

#include <sys/mman.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace nq {

void *reserveSystemMemory(std::size_t bytes)
{
    void *memory = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
                          0);
    if (memory == MAP_FAILED)
        throw std::bad_alloc();
    return memory;
}

void releaseSystemMemory(void *memory, std::size_t bytes)
{
    ::munmap(memory, bytes);
}

std::uint64_t physicalMemoryBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGE_SIZE);
    return pages > 0 && pageSize > 0 ? std::uint64_t(pages) * std::uint64_t(pageSize) : 0;
}

void keepLargeBlocksReturnable()
{
#ifdef __GLIBC__
    static std::once_flag once;
    std::call_once(once, [] { ::mallopt(M_MMAP_THRESHOLD, 128 * 1024); });
#endif
}

void returnFreedMemory()
{
#ifdef __GLIBC__
    ::malloc_trim(0);
#endif
}

} // namespace nq
