#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by the whole process so far.
uint64_t allocation_count(void);

/// 1 where allocations are really counted (Linux with glibc), 0 elsewhere: there
/// allocation_count() stays 0 and must not be reported as a measurement.
int allocation_counting_is_available(void);

#endif
