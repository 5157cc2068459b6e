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

/// Takes a job that code on this thread handed to the global executor, with the context given
/// with it.
typedef void (*CKinemaJobCapture)(void *context, void *job);

/// Installs, once, a `swift_task_enqueueGlobal_hook` that gives the jobs enqueued on the global
/// executor from a thread with a capture set (see below) to that capture, and otherwise defers to
/// the hook installed before it, or to the runtime.
void ckinema_install_global_enqueue_hook(void);

/// Sets the calling thread's capture (null clears it) and returns the previous one through the
/// out-parameters, so that captures nest.
void ckinema_swap_global_enqueue_capture(CKinemaJobCapture capture, void *context,
                                         CKinemaJobCapture *previousCapture, void **previousContext);
#endif
