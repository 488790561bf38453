/*===- queues.c - Queues of device work, and points in them ----------------===*
 *
 * See "Queues" in offload/runtime/launch.h. Work on a queue runs in order;
 * a ticket names one piece of work and, with its queue, the point after it
 * (what CUDA calls an event). This backend runs each piece of work when it
 * is enqueued, through the synchronous paths; what the work reports is
 * kept with its ticket until it is waited for.
 *
 *===----------------------------------------------------------------------===*/
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Work that failed and was not waited for yet. */
typedef struct failure {
  uint64_t ticket;
  int32_t code;
  char detail[512];
} failure;

/* A recorded point: the host clock when the work before it was done. */
typedef struct mark {
  uint64_t ticket;
  double seconds;
} mark;

struct offload_rt_queue {
  int64_t device;
  pthread_mutex_t lock;
  uint64_t issued; /* tickets handed out: 1, 2, ... */
  failure *failures;
  int32_t nfailures, failures_cap;
  mark *marks;
  int32_t nmarks, marks_cap;
};

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int32_t __offload_rt_queue_create(int64_t device, offload_rt_queue **out) {
  if (out == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  *out = NULL;
  int64_t dev;
  if (__offload_rt_resolve_device(device, &dev) != 0)
    return OFFLOAD_RT_ERR_NO_DEVICE;
  if (offload_rt_check_lost(dev) != 0)
    return OFFLOAD_RT_ERR_DEVICE_LOST;
  offload_rt_queue *q = calloc(1, sizeof *q);
  if (q == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  q->device = dev;
  pthread_mutex_init(&q->lock, NULL);
  *out = q;
  return 0;
}

void __offload_rt_queue_destroy(offload_rt_queue *q) {
  if (q == NULL)
    return;
  pthread_mutex_destroy(&q->lock);
  free(q->failures);
  free(q->marks);
  free(q);
}

int64_t __offload_rt_queue_device(const offload_rt_queue *q) {
  return q != NULL ? q->device : -1;
}

/* Grows *items (of size bytes each) to hold one more; 0 when out of memory. */
static int reserve(void **items, int32_t count, int32_t *cap, size_t size) {
  if (count < *cap)
    return 1;
  int32_t want = *cap ? *cap * 2 : 8;
  void *p = realloc(*items, (size_t)want * size);
  if (p == NULL)
    return 0;
  *items = p;
  *cap = want;
  return 1;
}

/* Whether a status comes from running the work (reported at the wait)
 * rather than from the checks before it (reported when it is enqueued). */
static int reported_at_wait(int32_t code) {
  return code == OFFLOAD_RT_ERR_PANIC || code == OFFLOAD_RT_ERR_DEVICE_FAULT ||
         code == OFFLOAD_RT_ERR_COPY;
}

int32_t offload_rt_queue_finish(offload_rt_queue *q, int32_t code, uint64_t *ticket) {
  if (code != 0 && !reported_at_wait(code))
    return code;
  pthread_mutex_lock(&q->lock);
  uint64_t t = ++q->issued;
  if (code != 0) {
    if (!reserve((void **)&q->failures, q->nfailures, &q->failures_cap, sizeof(failure))) {
      pthread_mutex_unlock(&q->lock);
      return OFFLOAD_RT_ERR_NOMEM;
    }
    failure *f = &q->failures[q->nfailures++];
    f->ticket = t;
    f->code = code;
    __offload_rt_error_detail(f->detail, sizeof f->detail);
  }
  pthread_mutex_unlock(&q->lock);
  offload_rt_clear_detail();
  *ticket = t;
  return 0;
}

/* The thread's queue for its next launch, and that launch's ticket. */
static _Thread_local offload_rt_queue *selected;
static _Thread_local uint64_t selected_ticket;

void __offload_rt_queue_select(offload_rt_queue *q) {
  selected = q;
  selected_ticket = 0;
}

uint64_t __offload_rt_queue_take_ticket(void) {
  uint64_t t = selected_ticket;
  selected = NULL;
  selected_ticket = 0;
  return t;
}

offload_rt_queue *offload_rt_selected_queue(void) {
  offload_rt_queue *q = selected;
  selected = NULL;
  return q;
}

void offload_rt_set_selected_ticket(uint64_t ticket) { selected_ticket = ticket; }

int32_t __offload_rt_queue_copy(offload_rt_queue *q, void *dst, const void *src,
                                uint64_t bytes, int32_t to_device, uint64_t *ticket) {
  if (q == NULL || ticket == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  *ticket = 0;
  offload_rt_clear_detail();
  int32_t rc = offload_rt_check_lost(q->device);
  if (rc == 0)
    rc = __offload_rt_copy(q->device, dst, src, bytes, to_device);
  if (rc == OFFLOAD_RT_ERR_COPY)
    offload_rt_set_detail("copying %llu bytes %s device %lld failed",
                          (unsigned long long)bytes, to_device ? "to" : "from",
                          (long long)q->device);
  return offload_rt_queue_finish(q, rc, ticket);
}

int32_t __offload_rt_queue_record(offload_rt_queue *q, uint64_t *ticket) {
  if (q == NULL || ticket == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  pthread_mutex_lock(&q->lock);
  if (!reserve((void **)&q->marks, q->nmarks, &q->marks_cap, sizeof(mark))) {
    pthread_mutex_unlock(&q->lock);
    return OFFLOAD_RT_ERR_NOMEM;
  }
  uint64_t t = ++q->issued;
  q->marks[q->nmarks++] = (mark){t, now_seconds()};
  pthread_mutex_unlock(&q->lock);
  *ticket = t;
  return 0;
}

int32_t __offload_rt_queue_wait_for(offload_rt_queue *q, const offload_rt_queue *other,
                                    uint64_t ticket) {
  if (q == NULL || other == NULL || ticket > other->issued)
    return OFFLOAD_RT_ERR_INVALID;
  /* The work before the point is done already. */
  return 0;
}

int32_t __offload_rt_queue_wait(offload_rt_queue *q, uint64_t first, uint64_t last,
                                uint64_t *failed) {
  offload_rt_clear_detail();
  if (q == NULL || first > last || failed == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  *failed = 0;
  pthread_mutex_lock(&q->lock);
  int32_t rc = 0;
  for (int32_t i = 0; i < q->nfailures; ++i) {
    failure *f = &q->failures[i];
    if (f->ticket < first || f->ticket > last)
      continue;
    rc = f->code;
    *failed = f->ticket;
    offload_rt_set_detail("%s", f->detail);
    memmove(f, f + 1, (size_t)(q->nfailures - i - 1) * sizeof *f);
    --q->nfailures;
    break;
  }
  pthread_mutex_unlock(&q->lock);
  return rc;
}

int32_t __offload_rt_queue_elapsed(const offload_rt_queue *q0, uint64_t t0,
                                   const offload_rt_queue *q1, uint64_t t1, double *ms) {
  if (q0 == NULL || q1 == NULL || ms == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  double s[2] = {-1, -1};
  const offload_rt_queue *qs[2] = {q0, q1};
  uint64_t ts[2] = {t0, t1};
  for (int k = 0; k < 2; ++k) {
    offload_rt_queue *q = (offload_rt_queue *)qs[k];
    pthread_mutex_lock(&q->lock);
    for (int32_t i = 0; i < q->nmarks; ++i)
      if (q->marks[i].ticket == ts[k])
        s[k] = q->marks[i].seconds;
    pthread_mutex_unlock(&q->lock);
  }
  if (s[0] < 0 || s[1] < 0)
    return OFFLOAD_RT_ERR_INVALID;
  *ms = (s[1] - s[0]) * 1e3;
  return 0;
}

void __offload_rt_queue_forget(offload_rt_queue *q, uint64_t ticket) {
  if (q == NULL)
    return;
  pthread_mutex_lock(&q->lock);
  for (int32_t i = 0; i < q->nmarks; ++i)
    if (q->marks[i].ticket == ticket) {
      q->marks[i] = q->marks[--q->nmarks];
      break;
    }
  pthread_mutex_unlock(&q->lock);
}
