// The two hooks of the Swift runtime that Kinema sets. While a view graph runs its views' tasks
// on the virtual clock, the main actor's jobs must come to the graph's executor on that thread
// (to run at once, in order), not to the dispatch main queue; and the jobs its code hands to the
// global executor (a `Task {}` leaving the main actor for `Task.sleep`, a `Task.detached {}`)
// must come to the graph too, so that they run, and sleep, on its clock. Written in C because
// the hooks use the Swift calling convention (one with a two-word result), which Swift 6.3
// cannot yet declare for a function pointer it sets.
#include "ckinema_hooks.h"
#include <stdatomic.h>
#include <stddef.h>

// swift::SerialExecutorRef: { HeapObject *identity; uintptr_t implementation; }, returned in two
// registers. The hook's type is the one in the runtime's ConcurrencyHooks.def:
// SerialExecutorRef (*)(SerialExecutorRef (*original)(void)), both with the Swift convention.
typedef struct { void *identity; uintptr_t implementation; } ExecutorRef;
typedef __attribute__((swiftcall)) ExecutorRef (*GetMainExecutor)(void);
typedef __attribute__((swiftcall)) ExecutorRef (*GetMainExecutorHook)(GetMainExecutor);
extern GetMainExecutorHook swift_task_getMainExecutor_hook;

static _Thread_local ExecutorRef override;
static GetMainExecutorHook previousHook;
static atomic_flag installed = ATOMIC_FLAG_INIT;

static __attribute__((swiftcall)) ExecutorRef kinemaGetMainExecutor(GetMainExecutor original) {
    if (override.identity) return override;
    if (previousHook) return previousHook(original);
    return original();
}

void ckinema_install_main_executor_hook(void) {
    if (atomic_flag_test_and_set(&installed)) return;
    previousHook = swift_task_getMainExecutor_hook;
    swift_task_getMainExecutor_hook = kinemaGetMainExecutor;
}

void ckinema_swap_main_executor_override(void *identity, uintptr_t implementation,
                                         void **previousIdentity, uintptr_t *previousImplementation) {
    *previousIdentity = override.identity;
    *previousImplementation = override.implementation;
    override.identity = identity;
    override.implementation = implementation;
}

// swift_task_enqueueGlobal's hook: void (*)(Job *, void (*original)(Job *)), Swift convention.
typedef __attribute__((swiftcall)) void (*EnqueueGlobal)(void *job);
typedef __attribute__((swiftcall)) void (*EnqueueGlobalHook)(void *job, EnqueueGlobal original);
extern EnqueueGlobalHook swift_task_enqueueGlobal_hook;

static _Thread_local CKinemaJobCapture capture;
static _Thread_local void *captureContext;
static EnqueueGlobalHook previousEnqueueHook;
static atomic_flag enqueueInstalled = ATOMIC_FLAG_INIT;

static __attribute__((swiftcall)) void kinemaEnqueueGlobal(void *job, EnqueueGlobal original) {
    if (capture) return capture(captureContext, job);
    if (previousEnqueueHook) return previousEnqueueHook(job, original);
    original(job);
}

void ckinema_install_global_enqueue_hook(void) {
    if (atomic_flag_test_and_set(&enqueueInstalled)) return;
    previousEnqueueHook = swift_task_enqueueGlobal_hook;
    swift_task_enqueueGlobal_hook = kinemaEnqueueGlobal;
}

void ckinema_swap_global_enqueue_capture(CKinemaJobCapture newCapture, void *context,
                                         CKinemaJobCapture *previousCapture, void **previousContext) {
    *previousCapture = capture;
    *previousContext = captureContext;
    capture = newCapture;
    captureContext = context;
}

// The body being computed, for a watchdog on another thread (see BodyWatchdog.swift). Relaxed
// atomics: the watchdog needs no ordering, only values that are not torn.
static _Atomic(const void *) currentBody;
static _Atomic(uint64_t) bodySequence;

const void *ckinema_body_enter(const void *type) {
    atomic_fetch_add_explicit(&bodySequence, 1, memory_order_relaxed);
    return atomic_exchange_explicit(&currentBody, type, memory_order_relaxed);
}

void ckinema_body_exit(const void *previous) {
    atomic_store_explicit(&currentBody, previous, memory_order_relaxed);
}

const void *ckinema_body_current(uint64_t *sequence) {
    *sequence = atomic_load_explicit(&bodySequence, memory_order_relaxed);
    return atomic_load_explicit(&currentBody, memory_order_relaxed);
}

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>
#endif

// prctl is variadic, which Swift cannot call.
void ckinema_exit_with_parent(int parent) {
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // The parent may have ended before the request was made.
    if (getppid() != parent) _exit(0);
#else
    (void)parent;
#endif
}
