/*===- guard.c - Calls into libomptarget that may abort --------------------===*
 *
 * See offload_rt_guarded in offload/runtime/launch.h. libomptarget ends the
 * program (FATAL_MESSAGE: abort()) when a kernel or a copy fails on a device
 * that exists, a kernel's illegal address on a GPU among them; the launch
 * runtime calls it under this guard so that such a failure becomes an error
 * code. glibc's abort() raises SIGABRT with the handler's return allowed
 * and repeated calls expected (stdlib/abort.c), so leaving the handler by
 * siglongjmp is sound there; libomptarget holds no lock of its own at its
 * fatal messages after a failed synchronization or copy.
 *
 *===----------------------------------------------------------------------===*/
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "offload/runtime/launch.h"

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stddef.h>
#include <unistd.h>

/* The calling thread's way back into offload_rt_guarded, NULL outside it. */
static _Thread_local sigjmp_buf *guard_target;
static struct sigaction previous_action;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
/* Set by offload_rt_guard_exit: an abort not under a guard ends the process
 * with this status instead (-1: not set). */
static volatile sig_atomic_t exit_status = -1;

static void on_abort(int sig, siginfo_t *info, void *context) {
  sigjmp_buf *target = guard_target;
  if (target != NULL) {
    guard_target = NULL;
    siglongjmp(*target, 1);
  }
  if (exit_status >= 0)
    _exit(exit_status);
  /* Not ours: whoever handled SIGABRT before, else the default action
   * (abort() raises again with it once this handler returns). */
  if (previous_action.sa_flags & SA_SIGINFO) {
    if (previous_action.sa_sigaction != NULL)
      previous_action.sa_sigaction(sig, info, context);
  } else if (previous_action.sa_handler != SIG_DFL &&
             previous_action.sa_handler != SIG_IGN) {
    previous_action.sa_handler(sig);
  } else {
    sigaction(SIGABRT, &previous_action, NULL);
  }
}

static void install(void) {
  struct sigaction action;
  action.sa_sigaction = on_abort;
  sigemptyset(&action.sa_mask);
  /* NODEFER: SIGABRT stays unblocked, so siglongjmp need not restore the
   * signal mask (sigsetjmp(..., 0) saves none: no system call per launch). */
  action.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigaction(SIGABRT, &action, &previous_action);
}

int offload_rt_guarded(void (*fn)(void *), void *arg) {
  pthread_once(&install_once, install);
  sigjmp_buf here;
  sigjmp_buf *outer = guard_target;
  if (sigsetjmp(here, 0) != 0) {
    guard_target = outer;
    /* abort() may have blocked SIGABRT on some C libraries. */
    sigset_t abrt;
    sigemptyset(&abrt);
    sigaddset(&abrt, SIGABRT);
    pthread_sigmask(SIG_UNBLOCK, &abrt, NULL);
    return 1;
  }
  guard_target = &here;
  fn(arg);
  guard_target = outer;
  return 0;
}

void offload_rt_guard_exit(int status) {
  pthread_once(&install_once, install);
  exit_status = status < 0 ? 0 : (status & 0xff);
}
