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

/// Notes that the body of the view type `type` (its metadata) starts being computed; returns the
/// type whose body was being computed before, to give back to `ckinema_body_exit`.
const void *ckinema_body_enter(const void *type);

/// Notes that a body computation ended; `previous` is what `ckinema_body_enter` returned.
void ckinema_body_exit(const void *previous);

/// The type whose body is being computed now (null when none), and through `sequence` how many
/// body computations have started so far: read from another thread by a watchdog.
const void *ckinema_body_current(uint64_t *sequence);

/// Asks the kernel to end this process when the thread that started it ends (Linux), and ends it
/// at once if its parent is no longer `parent`: a program started by a tool never outlives it.
void ckinema_exit_with_parent(int parent);
#endif
