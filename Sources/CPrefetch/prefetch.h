// Asks the processor to bring memory into its caches ahead of use: a hint, which never faults.
#ifndef KINEMA_PREFETCH_H
#define KINEMA_PREFETCH_H

/// Starts loading the cache line holding `address`, to be written.
static inline void kinema_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
