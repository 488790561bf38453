/*===- queues.c - Queues of device work, and points in them ----------------===*
 *
 * See "Queues" in offload/runtime/launch.h. Work on a queue runs in order;
 * a ticket names one piece of work and, with its queue, the point after it
 * (what CUDA calls an event). On a CUDA device whose image the runtime
 * could load (streams.c) the work runs on a stream and the host waits only
 * when asked; elsewhere each piece of work runs when it is enqueued,
 * through the synchronous paths. What the work reports is kept with its
 * ticket until it is waited for.
 *
 *===----------------------------------------------------------------------===*/
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Work that failed and was not waited for yet. */
typedef struct failure {
  uint64_t ticket;
  int32_t code;
  char detail[512];
} failure;

/* A recorded point: the host clock when the work before it was done (the
 * queues that run work at once), or an event on the stream. */
typedef struct mark {
  uint64_t ticket;
  double seconds;
  void *event;
} mark;

/* Work on a stream not waited for yet. */
typedef struct work {
  uint64_t ticket;
  void *event;  /* recorded after it, or NULL (one is recorded when a wait
                   needs it: a later point, done after it) */
  int launch;   /* a launch: a panic or a fault may be its */
  int done;     /* done, and the device's fault record was read after it */
  offload_rt_queue_site site;
  offload_rt_queue_back *backs; /* host data to copy back at its own wait */
  int32_t nbacks;
} work;

struct offload_rt_queue {
  int64_t device;
  pthread_mutex_t lock;
  uint64_t issued; /* tickets handed out: 1, 2, ... */
  void *stream;    /* NULL: the work runs when it is enqueued */
  failure *failures;
  int32_t nfailures, failures_cap;
  mark *marks;
  int32_t nmarks, marks_cap;
  work *works;
  int32_t nworks, works_cap;
};

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
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

/* ---------------------------------------------------------------------- */
/* Claims: device memory that work on a stream uses, until it is done      */
/* ---------------------------------------------------------------------- */

/* Work on another queue that uses the same device memory waits for it
 * (cuStreamWaitEvent); a synchronous operation on the device waits for all
 * of them first (offload_rt_queues_drain). So device memory is never used
 * by two queues at once, nor by the host while a queue uses it, even when
 * the Pending that borrowed it was leaked. */
typedef struct claim {
  uintptr_t lo, hi;
  offload_rt_queue *q;
  uint64_t ticket;
  void *event;
} claim;

static claim *claims[MAX_DEVICES];
static int32_t nclaims[MAX_DEVICES], claims_cap[MAX_DEVICES];
static _Atomic int32_t claimed[MAX_DEVICES];
static pthread_mutex_t claims_lock = PTHREAD_MUTEX_INITIALIZER;

static int valid_device(int64_t dev) { return dev >= 0 && dev < MAX_DEVICES; }

void offload_rt_queue_order(offload_rt_queue *q, const void *lo, size_t bytes) {
  int64_t dev = q->device;
  if (!valid_device(dev) || bytes == 0 || atomic_load(&claimed[dev]) == 0)
    return;
  uintptr_t a = (uintptr_t)lo, b = a + bytes;
  pthread_mutex_lock(&claims_lock);
  for (int32_t i = 0; i < nclaims[dev]; ++i) {
    claim *c = &claims[dev][i];
    if (c->q == q || c->hi <= a || b <= c->lo)
      continue;
    if (c->event != NULL) {
      offload_rt_stream_order(dev, q->stream, c->event);
    } else {
      /* A point of the other queue now: after its work on the memory. */
      void *now = offload_rt_stream_mark(dev, c->q->stream, 0);
      if (now != NULL) {
        offload_rt_stream_order(dev, q->stream, now);
        offload_rt_stream_forget(dev, now);
      } else {
        offload_rt_stream_sync(dev, c->q->stream);
      }
    }
  }
  pthread_mutex_unlock(&claims_lock);
}

/* Records that work `ticket` of q (done at event) uses [lo, lo + bytes). */
static void claim_range(offload_rt_queue *q, const void *lo, size_t bytes, uint64_t ticket,
                        void *event) {
  int64_t dev = q->device;
  if (!valid_device(dev) || bytes == 0)
    return;
  uintptr_t a = (uintptr_t)lo, b = a + bytes;
  pthread_mutex_lock(&claims_lock);
  /* Later work of the same queue on the same memory runs after it: it
   * takes the claim over. */
  claim *c = NULL;
  for (int32_t i = 0; i < nclaims[dev] && c == NULL; ++i)
    if (claims[dev][i].q == q && claims[dev][i].lo == a && claims[dev][i].hi == b)
      c = &claims[dev][i];
  if (c == NULL && reserve((void **)&claims[dev], nclaims[dev], &claims_cap[dev], sizeof(claim))) {
    c = &claims[dev][nclaims[dev]++];
    atomic_fetch_add(&claimed[dev], 1);
  }
  if (c != NULL)
    *c = (claim){a, b, q, ticket, event};
  pthread_mutex_unlock(&claims_lock);
}

/* Drops q's claims up to ticket `last` (all: UINT64_MAX). */
static void drop_claims(const offload_rt_queue *q, uint64_t last) {
  int64_t dev = q->device;
  if (!valid_device(dev) || atomic_load(&claimed[dev]) == 0)
    return;
  pthread_mutex_lock(&claims_lock);
  for (int32_t i = 0; i < nclaims[dev];) {
    claim *c = &claims[dev][i];
    if (c->q == q && c->ticket <= last) {
      *c = claims[dev][--nclaims[dev]];
      atomic_fetch_sub(&claimed[dev], 1);
    } else {
      ++i;
    }
  }
  pthread_mutex_unlock(&claims_lock);
}

void offload_rt_queues_drain(int64_t dev) {
  if (!valid_device(dev) || atomic_load(&claimed[dev]) == 0)
    return;
  pthread_mutex_lock(&claims_lock);
  for (int32_t i = 0; i < nclaims[dev]; ++i) {
    claim *c = &claims[dev][i];
    if (c->event != NULL)
      offload_rt_stream_wait_mark(dev, c->event);
    else
      offload_rt_stream_sync(dev, c->q->stream);
  }
  pthread_mutex_unlock(&claims_lock);
}

/* ---------------------------------------------------------------------- */
/* Queues                                                                  */
/* ---------------------------------------------------------------------- */

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
  offload_rt_cuda_schedule(dev);
  offload_rt_stream_open(dev, &q->stream);
  *out = q;
  return 0;
}

/* Frees what work w holds, without copying anything back. */
static void release_work(offload_rt_queue *q, work *w) {
  if (w->event != NULL)
    offload_rt_stream_forget(q->device, w->event);
  w->event = NULL;
  /* A lost device's memory stays allocated: its driver cannot free it. */
  int lost = offload_rt_is_lost(q->device);
  for (int32_t i = 0; i < w->nbacks; ++i) {
    if (!lost)
      omp_target_free(w->backs[i].device, (int)q->device);
    free(w->backs[i].snapshot);
  }
  free(w->backs);
  w->backs = NULL;
  w->nbacks = 0;
}

void __offload_rt_queue_destroy(offload_rt_queue *q) {
  if (q == NULL)
    return;
  /* Waits for the stream; work nobody waited for (its Pending leaked)
   * leaves its host data as it was. */
  offload_rt_stream_close(q->device, q->stream);
  drop_claims(q, UINT64_MAX);
  for (int32_t i = 0; i < q->nworks; ++i)
    release_work(q, &q->works[i]);
  for (int32_t i = 0; i < q->nmarks; ++i)
    if (q->marks[i].event != NULL)
      offload_rt_stream_forget(q->device, q->marks[i].event);
  pthread_mutex_destroy(&q->lock);
  free(q->failures);
  free(q->marks);
  free(q->works);
  free(q);
}

int64_t __offload_rt_queue_device(const offload_rt_queue *q) {
  return q != NULL ? q->device : -1;
}

void *offload_rt_queue_stream(const offload_rt_queue *q) { return q->stream; }

/* Whether a status comes from running the work (reported at the wait)
 * rather than from the checks before it (reported when it is enqueued). */
static int reported_at_wait(int32_t code) {
  return code == OFFLOAD_RT_ERR_PANIC || code == OFFLOAD_RT_ERR_DEVICE_FAULT ||
         code == OFFLOAD_RT_ERR_COPY;
}

/* Keeps code and the thread's error detail for ticket; q->lock held. */
static int keep_failure(offload_rt_queue *q, uint64_t ticket, int32_t code) {
  if (!reserve((void **)&q->failures, q->nfailures, &q->failures_cap, sizeof(failure)))
    return 0;
  failure *f = &q->failures[q->nfailures++];
  f->ticket = ticket;
  f->code = code;
  __offload_rt_error_detail(f->detail, sizeof f->detail);
  return 1;
}

int32_t offload_rt_queue_finish(offload_rt_queue *q, int32_t code, uint64_t *ticket) {
  if (code != 0 && !reported_at_wait(code))
    return code;
  pthread_mutex_lock(&q->lock);
  uint64_t t = ++q->issued;
  if (code != 0 && !keep_failure(q, t, code)) {
    pthread_mutex_unlock(&q->lock);
    return OFFLOAD_RT_ERR_NOMEM;
  }
  pthread_mutex_unlock(&q->lock);
  offload_rt_clear_detail();
  *ticket = t;
  return 0;
}

static void complete_works(offload_rt_queue *q, uint64_t last);

/* Work on a stream kept before the older half is waited for. */
#define MAX_OPEN_WORKS 4096

int32_t offload_rt_queue_add(offload_rt_queue *q, void *event, int launch,
                             const offload_rt_queue_site *site, offload_rt_queue_back *backs,
                             int32_t nbacks, const void *const *ranges, const size_t *range_bytes,
                             int32_t nranges, uint64_t *ticket) {
  pthread_mutex_lock(&q->lock);
  if (!reserve((void **)&q->works, q->nworks, &q->works_cap, sizeof(work))) {
    pthread_mutex_unlock(&q->lock);
    return OFFLOAD_RT_ERR_NOMEM;
  }
  uint64_t t = ++q->issued;
  work *w = &q->works[q->nworks++];
  *w = (work){.ticket = t, .event = event, .launch = launch, .backs = backs, .nbacks = nbacks};
  if (site != NULL)
    w->site = *site;
  /* Work nobody waits for yet: past MAX_OPEN_WORKS the older half is
   * waited for (what it reports is kept), as CUDA's launch queue blocks
   * when it is full. */
  if (q->nworks > MAX_OPEN_WORKS)
    complete_works(q, q->works[q->nworks / 2].ticket);
  pthread_mutex_unlock(&q->lock);
  for (int32_t i = 0; i < nranges; ++i)
    claim_range(q, ranges[i], range_bytes[i], t, event);
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
                                uint64_t bytes, int32_t flags, uint64_t *ticket) {
  if (q == NULL || ticket == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  *ticket = 0;
  offload_rt_clear_detail();
  int to_device = (flags & OFFLOAD_RT_QUEUE_TO_DEVICE) != 0;
  int32_t rc = offload_rt_check_lost(q->device);
  if (rc != 0)
    return rc;
  if (q->stream == NULL || bytes == 0) {
    rc = __offload_rt_copy(q->device, dst, src, bytes, to_device);
    if (rc == OFFLOAD_RT_ERR_COPY)
      offload_rt_set_detail("copying %llu bytes %s device %lld failed",
                            (unsigned long long)bytes, to_device ? "to" : "from",
                            (long long)q->device);
    return offload_rt_queue_finish(q, rc, ticket);
  }
  const void *on_device = to_device ? dst : src;
  offload_rt_queue_order(q, on_device, (size_t)bytes);
  if (offload_rt_stream_copy(q->device, q->stream, dst, src, (size_t)bytes, to_device) != 0) {
    offload_rt_set_detail("the CUDA driver refused to enqueue a copy of %llu bytes %s device %lld",
                          (unsigned long long)bytes, to_device ? "to" : "from",
                          (long long)q->device);
    return OFFLOAD_RT_ERR_COPY;
  }
  void *event = offload_rt_stream_mark(q->device, q->stream, 0);
  if (event == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  /* Host memory the caller only borrows is done with before this returns:
   * a leaked Pending then leaves nothing running on it. */
  if ((flags & OFFLOAD_RT_QUEUE_OWNED) == 0 && offload_rt_stream_wait_mark(q->device, event) != 0) {
    offload_rt_set_detail("copying %llu bytes %s device %lld failed", (unsigned long long)bytes,
                          to_device ? "to" : "from", (long long)q->device);
    offload_rt_stream_forget(q->device, event);
    return offload_rt_queue_finish(q, OFFLOAD_RT_ERR_COPY, ticket);
  }
  size_t range_bytes = (size_t)bytes;
  return offload_rt_queue_add(q, event, 0, NULL, NULL, 0, &on_device, &range_bytes, 1, ticket);
}

int32_t __offload_rt_queue_record(offload_rt_queue *q, uint64_t *ticket) {
  if (q == NULL || ticket == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  void *event = NULL;
  if (q->stream != NULL && (event = offload_rt_stream_mark(q->device, q->stream, 1)) == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  pthread_mutex_lock(&q->lock);
  if (!reserve((void **)&q->marks, q->nmarks, &q->marks_cap, sizeof(mark))) {
    pthread_mutex_unlock(&q->lock);
    if (event != NULL)
      offload_rt_stream_forget(q->device, event);
    return OFFLOAD_RT_ERR_NOMEM;
  }
  uint64_t t = ++q->issued;
  q->marks[q->nmarks++] = (mark){t, event ? 0 : now_seconds(), event};
  pthread_mutex_unlock(&q->lock);
  *ticket = t;
  return 0;
}

void __offload_rt_queue_forget(offload_rt_queue *q, uint64_t ticket) {
  if (q == NULL)
    return;
  pthread_mutex_lock(&q->lock);
  for (int32_t i = 0; i < q->nmarks; ++i)
    if (q->marks[i].ticket == ticket) {
      if (q->marks[i].event != NULL)
        offload_rt_stream_forget(q->device, q->marks[i].event);
      q->marks[i] = q->marks[--q->nmarks];
      break;
    }
  pthread_mutex_unlock(&q->lock);
}

/* The mark of q with ticket, or NULL; q->lock held. */
static mark *mark_of(offload_rt_queue *q, uint64_t ticket) {
  for (int32_t i = 0; i < q->nmarks; ++i)
    if (q->marks[i].ticket == ticket)
      return &q->marks[i];
  return NULL;
}

int32_t __offload_rt_queue_wait_for(offload_rt_queue *q, offload_rt_queue *other,
                                    uint64_t ticket) {
  if (q == NULL || other == NULL || q->device != other->device)
    return OFFLOAD_RT_ERR_INVALID;
  pthread_mutex_lock(&other->lock);
  mark *m = mark_of(other, ticket);
  int32_t rc = m == NULL ? OFFLOAD_RT_ERR_INVALID : 0;
  /* A queue that runs work at once has done the work before the point. */
  if (m != NULL && m->event != NULL && q->stream != NULL &&
      offload_rt_stream_order(q->device, q->stream, m->event) != 0)
    rc = OFFLOAD_RT_ERR_INVALID;
  else if (m != NULL && m->event != NULL && q->stream == NULL)
    offload_rt_stream_wait_mark(q->device, m->event);
  pthread_mutex_unlock(&other->lock);
  return rc;
}

/* Waits for q's work up to ticket `last` on its stream, then keeps what it
 * reported: a device fault for the first launch not checked yet (the
 * context is lost), or a panic in the device's fault record, likewise.
 * q->lock held. */
static void complete_works(offload_rt_queue *q, uint64_t last) {
  int32_t j = -1;
  for (int32_t i = 0; i < q->nworks && q->works[i].ticket <= last; ++i)
    if (!q->works[i].done)
      j = i;
  if (j < 0)
    return;
  /* The work's own event; for the last work enqueued, the stream; else a
   * point recorded now (after it). */
  void *event = q->works[j].event, *now = NULL;
  if (event == NULL && q->works[j].ticket != q->issued)
    event = now = offload_rt_stream_mark(q->device, q->stream, 0);
  int rc = event != NULL ? offload_rt_stream_wait_mark(q->device, event)
                         : offload_rt_stream_sync(q->device, q->stream);
  if (now != NULL)
    offload_rt_stream_forget(q->device, now);
  work *first = NULL;
  for (int32_t i = 0; i <= j && first == NULL; ++i)
    if (q->works[i].launch && !q->works[i].done)
      first = &q->works[i];
  if (rc != 0) {
    const offload_rt_queue_site *s = first ? &first->site : NULL;
    const char *what = s && s->kernel ? s->kernel : "a copy";
    offload_rt_device_faulted(q->device, what, strlen(what), s ? s->file : "", s ? s->file_len : 0,
                              s ? s->line : 0, s ? s->column : 0);
    keep_failure(q, first ? first->ticket : q->works[j].ticket, OFFLOAD_RT_ERR_DEVICE_FAULT);
  } else if (first != NULL) {
    int32_t code = offload_rt_take_fault(offload_rt_fault_record(q->device));
    if (code != 0)
      keep_failure(q, first->ticket, code);
  }
  offload_rt_clear_detail();
  drop_claims(q, q->works[j].ticket);
  for (int32_t i = 0; i <= j; ++i) {
    work *w = &q->works[i];
    w->done = 1;
    if (w->event != NULL)
      offload_rt_stream_forget(q->device, w->event);
    w->event = NULL;
  }
  /* Done work with nothing to copy back is forgotten. */
  int32_t kept = 0;
  for (int32_t i = 0; i < q->nworks; ++i)
    if (!q->works[i].done || q->works[i].nbacks > 0)
      q->works[kept++] = q->works[i];
  q->nworks = kept;
}

/* Copies back the host data of work `ticket` (its own wait), frees its
 * device copies and forgets it. q->lock held. */
static void finish_own(offload_rt_queue *q, uint64_t ticket) {
  for (int32_t i = 0; i < q->nworks; ++i) {
    work *w = &q->works[i];
    if (w->ticket != ticket)
      continue;
    int failed = 0;
    for (int32_t f = 0; f < q->nfailures; ++f)
      failed |= q->failures[f].ticket == ticket &&
                q->failures[f].code == OFFLOAD_RT_ERR_DEVICE_FAULT;
    for (int32_t b = 0; b < w->nbacks && !failed; ++b) {
      offload_rt_queue_back *k = &w->backs[b];
      if (!k->from)
        continue;
      /* Cells come back by atomic stores of those the kernel changed. */
      unsigned char *result = k->cells ? malloc(k->bytes) : NULL;
      int ok = k->cells == NULL || result != NULL;
      /* The work is done (complete_works); no later work writes its copy. */
      ok = ok && offload_rt_stream_fetch(q->device, result ? (void *)result : k->host, k->device,
                                         k->bytes) == 0;
      if (ok && result != NULL)
        offload_rt_cells_scatter(k->host, result, k->snapshot, (int64_t)k->bytes, k->cells);
      free(result);
      if (!ok) {
        offload_rt_set_detail("copying %zu bytes back from device %lld failed", k->bytes,
                              (long long)q->device);
        keep_failure(q, ticket, OFFLOAD_RT_ERR_COPY);
        break;
      }
    }
    release_work(q, w);
    q->works[i] = q->works[--q->nworks];
    /* Keep the rest in ticket order. */
    for (int32_t k = i; k + 1 < q->nworks && q->works[k].ticket > q->works[k + 1].ticket; ++k) {
      work t = q->works[k];
      q->works[k] = q->works[k + 1];
      q->works[k + 1] = t;
    }
    return;
  }
}

int32_t __offload_rt_queue_release(offload_rt_queue *q, uint64_t ticket) {
  if (q == NULL)
    return 1;
  pthread_mutex_lock(&q->lock);
  int held = 0;
  /* Most often the work just enqueued: from the end. */
  for (int32_t i = q->nworks - 1; i >= 0; --i)
    if (q->works[i].ticket == ticket) {
      held = q->works[i].nbacks > 0;
      break;
    } else if (q->works[i].ticket < ticket) {
      break;
    }
  pthread_mutex_unlock(&q->lock);
  return held;
}

int32_t __offload_rt_queue_wait(offload_rt_queue *q, uint64_t first, uint64_t last,
                                uint64_t *failed) {
  offload_rt_clear_detail();
  if (q == NULL || first > last || failed == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  *failed = 0;
  pthread_mutex_lock(&q->lock);
  if (q->stream != NULL) {
    complete_works(q, last);
    if (first == last)
      finish_own(q, first);
  }
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

int32_t __offload_rt_queue_elapsed(offload_rt_queue *q0, uint64_t t0, offload_rt_queue *q1,
                                   uint64_t t1, double *ms) {
  if (q0 == NULL || q1 == NULL || ms == NULL || q0->device != q1->device)
    return OFFLOAD_RT_ERR_INVALID;
  pthread_mutex_lock(&q0->lock);
  mark m0 = {0, -1, NULL}, m1 = {0, -1, NULL};
  mark *p = mark_of(q0, t0);
  if (p != NULL)
    m0 = *p;
  pthread_mutex_unlock(&q0->lock);
  pthread_mutex_lock(&q1->lock);
  p = mark_of(q1, t1);
  if (p != NULL)
    m1 = *p;
  pthread_mutex_unlock(&q1->lock);
  if (m0.event != NULL && m1.event != NULL) {
    float f = 0;
    if (offload_rt_stream_wait_mark(q0->device, m0.event) != 0 ||
        offload_rt_stream_wait_mark(q1->device, m1.event) != 0 ||
        offload_rt_stream_elapsed(q0->device, m0.event, m1.event, &f) != 0)
      return OFFLOAD_RT_ERR_INVALID;
    *ms = f;
    return 0;
  }
  if (m0.event != NULL || m1.event != NULL || m0.seconds < 0 || m1.seconds < 0)
    return OFFLOAD_RT_ERR_INVALID;
  *ms = (m1.seconds - m0.seconds) * 1e3;
  return 0;
}
