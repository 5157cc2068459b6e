#ifndef CKINEMA_HOOKS_H
#define CKINEMA_HOOKS_H
#include <stdint.h>

/// Installs, once, a `swift_task_getMainExecutor_hook` that reports the calling thread's
/// override (see below) as the main actor's executor while one is set, and otherwise defers to
/// the hook installed before it, or to the runtime.
void ckinema_install_main_executor_hook(void);

/// Sets the calling thread's override (a null identity clears it) and returns the previous one
/// through the out-parameters, so that overrides nest.
void ckinema_swap_main_executor_override(void *identity, uintptr_t implementation,
                                         void **previousIdentity, uintptr_t *previousImplementation);
#endif
