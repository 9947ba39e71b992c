#pragma once

// Tells ThreadSanitizer about an ordering it cannot see: a job handed to a thread pool by
// a lock inside an uninstrumented library (QThreadPool in libQt6Core) runs after everything
// its owner did before handing it over. The owner calls handOver(token) just before starting
// the job; the job calls takeOver(token) first. Without this, the job's first reads of what
// its owner set up (its cancel flag, say) are reported as races whenever a pool thread takes
// the job from the pool's queue instead of being started or woken for it. The ordering itself
// is Qt's; these calls only describe it. They compile to nothing outside ThreadSanitizer builds.

#if defined(__SANITIZE_THREAD__)
extern "C" void __tsan_acquire(void *address);
extern "C" void __tsan_release(void *address);
#endif

namespace nq {

inline void handOver([[maybe_unused]] const void *token)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_release(const_cast<void *>(token));
#endif
}

inline void takeOver([[maybe_unused]] const void *token)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_acquire(const_cast<void *>(token));
#endif
}

} // namespace nq
