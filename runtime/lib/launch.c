/*===- launch.c - Kernel launches on libomptarget --------------------------===*
 *
 * See __offload_rt_launch in offload/runtime/launch.h: the checks before a
 * launch (stack per thread, device memory), then the kernel under the guard.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* The stack per thread set on each CUDA device by this runtime (bytes; it
 * only grows). */
static _Atomic uint32_t stack_set[MAX_DEVICES];

/* Makes the stack per thread of device dev at least what the launch asks
 * for (launch.h, __offload_rt_launch). 0, or OFFLOAD_RT_ERR_STACK with the
 * error detail. */
static int32_t ensure_stack(int64_t dev, const uint32_t words[OFFLOAD_RT_LAUNCH_WORDS]) {
  uint32_t want = words[OFFLOAD_RT_WORD_STACK_BYTES];
  if (want == 0 && (words[OFFLOAD_RT_WORD_KERNEL] & OFFLOAD_RT_KERNEL_UNBOUNDED_STACK))
    want = OFFLOAD_RT_DEFAULT_UNBOUNDED_STACK;
  if (want == 0 || dev < 0 || dev >= MAX_DEVICES ||
      want <= atomic_load_explicit(&stack_set[dev], memory_order_relaxed))
    return 0;
  size_t io[2] = {want, 0};
  if (offload_rt_cuda_do(dev, CUDA_STACK, NULL, 0, io)) {
    uint32_t now = atomic_load(&stack_set[dev]);
    while (now < want && !atomic_compare_exchange_weak(&stack_set[dev], &now, want)) {
    }
    return 0;
  }
  if (io[1] == 0) /* not a CUDA device: its threads' stacks are not ours to set */
    return 0;
  const char *name = offload_rt_cuda_error_name((int)io[1]);
  offload_rt_set_detail("%u bytes of stack per thread were asked for, and the CUDA driver "
                        "refused them (error %d, %s)",
                        want, (int)io[1], name ? name : "?");
  return OFFLOAD_RT_ERR_STACK;
}

/* Launches that would allocate fewer bytes on the device are not checked. */
#define CHECKED_BYTES ((int64_t)64 << 20)

/* Whether entry i of m lies in one of its covers (which is mapped for it). */
static int in_cover(const mapping *m, int32_t i) {
  uintptr_t b = (uintptr_t)m->ptrs[i];
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
    if (b >= cb && b < cb + (uintptr_t)m->cover_sizes[c])
      return 1;
  }
  return 0;
}

/* libomptarget ends the program when it cannot allocate a launch's data on
 * a device, so a launch that would allocate CHECKED_BYTES or more (its
 * covers and entries not present on device dev yet) is checked first:
 * against the free memory the CUDA driver reports (cuMemGetInfo) on a CUDA
 * device, elsewhere by allocating that much once and freeing it.
 * OFFLOAD_RT_ERR_DEVICE_NOMEM (with the error detail) when it does not
 * fit, else 0. */
static int32_t check_device_memory(const mapping *m, int64_t dev) {
  /* All the launch maps, first: most launches stop here, asking nothing. */
  int64_t bytes = 0;
  for (int32_t c = 0; c < m->ncovers; ++c)
    bytes += m->cover_sizes[c];
  for (int32_t i = 0; i < m->n; ++i)
    if (offload_rt_is_mapped_entry(m, i))
      bytes += m->sizes[i];
  if (bytes < CHECKED_BYTES)
    return 0;
  bytes = 0;
  for (int32_t c = 0; c < m->ncovers; ++c)
    if (!offload_rt_range_present(m->cover_ptrs[c], m->cover_sizes[c], dev))
      bytes += m->cover_sizes[c];
  for (int32_t i = 0; i < m->n; ++i)
    if (offload_rt_is_mapped_entry(m, i) && !in_cover(m, i) &&
        !offload_rt_range_present(m->ptrs[i], m->sizes[i], dev))
      bytes += m->sizes[i];
  if (bytes < CHECKED_BYTES)
    return 0;
  size_t info[2] = {0, 0}; /* free, total */
  if (offload_rt_cuda_do(dev, CUDA_MEMORY_INFO, NULL, 0, info)) {
    if ((uint64_t)bytes <= (uint64_t)info[0])
      return 0;
    offload_rt_set_detail("the launch maps %lld bytes the device does not hold yet, and the "
                          "device has %llu bytes free of %llu",
                          (long long)bytes, (unsigned long long)info[0],
                          (unsigned long long)info[1]);
    return OFFLOAD_RT_ERR_DEVICE_NOMEM;
  }
  void *probe = omp_target_alloc((size_t)bytes, (int)dev);
  if (probe != NULL) {
    omp_target_free(probe, (int)dev);
    return 0;
  }
  offload_rt_set_detail("the launch maps %lld bytes the device does not hold yet, and the "
                        "device could not allocate them",
                        (long long)bytes);
  return OFFLOAD_RT_ERR_DEVICE_NOMEM;
}

/* Step 5 of a launch, as one call for offload_rt_guarded. */
typedef struct kernel_call {
  mapping *m;
  int64_t device; /* resolved: the default device is the runtime's (which
                     __offload_rt_set_default_device may have chosen), not
                     libomptarget's */
  const uint32_t *geometry;
  void *region_id;
  int32_t rc;
  offload_rt_kernel_args kargs;
} kernel_call;

static void run_kernel(void *p) {
  kernel_call *c = p;
  /* Covers, and entries the runtime copies itself, are mapped first. */
  int first = c->m->ncovers > 0 || offload_rt_has_staged(c->m);
  if (first)
    offload_rt_map_begin(c->m);
  c->rc = offload_rt_stage_in(c->m, c->device);
  if (c->rc == 0)
    c->rc = __tgt_target_kernel(&c->m->ident, c->device, (int32_t)c->geometry[0],
                                (int32_t)c->geometry[3], c->region_id, &c->kargs);
  if (c->rc == 0)
    c->rc = offload_rt_stage_out(c->m, c->device);
  if (first)
    offload_rt_map_end(c->m);
}

/* Steps 2-4 of a launch on device dev (args->device resolved): the plan
 * in *m (small: SMALL_PLAN_BYTES of storage for it), then the checks of its
 * mapping (a device given by device memory or a queue must not be another
 * than the one holding its host data); on a device that uses the host's
 * memory the host pointers themselves are passed from then on (nothing is
 * mapped or copied); then the checks of device memory and of the stack,
 * and the device's scheduling set. 0, or the error with *m released. */
static int32_t prepare(const offload_rt_launch_args *args, int64_t dev, mapping *m, char *small) {
  const char *name = args->kernel_name;
  int32_t rc = offload_rt_plan(m, small, SMALL_PLAN_BYTES, dev, name,
                               name ? strlen(name) : 0, args->file,
                               args->file ? (size_t)args->file_len : 0, args->line, args->column,
                               args->num_entries, args->bases, args->ptrs, args->sizes,
                               args->map_types, args->names, args->entry_args, args->device_args,
                               args->cells, 0);
  if (rc != 0)
    return rc;
  rc = offload_rt_check_mapping(m, args->device != -1);
  if (rc == 0 && offload_rt_uses_host_memory(dev))
    offload_rt_pass_host_pointers(m);
  if (rc == 0 && dev >= 0)
    rc = check_device_memory(m, dev);
  if (rc == 0)
    rc = ensure_stack(dev, args->geometry);
  if (rc != 0) {
    offload_rt_release(m);
    return rc;
  }
  offload_rt_cuda_schedule(dev);
  return 0;
}

static int32_t launch_now(const offload_rt_launch_args *args);

/* The most entries a launch on a stream takes (more: run at once). */
#define STREAM_ENTRIES 128

/* A launch on q's stream (launch.h, "Queues"): the same checks as a
 * synchronous launch, host data copied to device memory of its own (or
 * used where an enclosing data region holds it), the kernel enqueued.
 * Data holding atomic cells goes in by atomic loads and comes back by
 * atomic stores, as staging.c does it. When `waited`, the caller waits for
 * the launch before it returns (a synchronous launch): the host data then
 * goes in on the stream and no event is recorded; otherwise it is on the
 * device before this returns. Returns 1 when it cannot run on the stream
 * (views of one allocation that need a cover, more than STREAM_ENTRIES
 * entries, a kernel the module lacks): the caller runs it at once. */
static int32_t launch_on_stream(offload_rt_queue *q, const offload_rt_launch_args *args,
                                int waited, uint64_t *ticket) {
  int32_t rc = offload_rt_check_launch(args);
  if (rc != 0)
    return rc == 1 ? 0 : rc; /* no threads: nothing enqueued, ticket 0 */
  int64_t dev = args->device;
  if (offload_rt_check_lost(dev) != 0)
    return OFFLOAD_RT_ERR_DEVICE_LOST;
  void *kernel = args->num_entries <= STREAM_ENTRIES
                     ? offload_rt_stream_kernel(dev, args->region_id)
                     : NULL;
  if (kernel == NULL)
    return 1;
  const char *kernel_name = args->kernel_name;
  _Alignas(8) char small[SMALL_PLAN_BYTES];
  mapping m;
  rc = prepare(args, dev, &m, small);
  if (rc != 0)
    return rc;
  int at_once = m.ncovers > 0; /* views of one allocation */
  for (int32_t i = 0; i < m.n; ++i)
    at_once |= !(m.types[i] & OFFLOAD_RT_MAP_TARGET_PARAM) ||
               (!(m.types[i] & OFFLOAD_RT_MAP_LITERAL) && (m.types[i] & OFFLOAD_RT_MAP_PRIVATE));
  if (at_once) {
    offload_rt_release(&m);
    return 1;
  }
  offload_rt_fault_record(dev);

  /* The kernel's slots: the hidden dyn_ptr, then one per entry. */
  uint64_t slots[STREAM_ENTRIES + 1];
  const void *ranges[STREAM_ENTRIES];
  size_t range_bytes[STREAM_ENTRIES];
  int32_t nranges = 0, nbacks = 0;
  offload_rt_queue_back *backs = calloc((size_t)(m.n > 0 ? m.n : 1), sizeof *backs);
  if (backs == NULL) {
    offload_rt_release(&m);
    return OFFLOAD_RT_ERR_NOMEM;
  }
  slots[0] = 0;
  int host = omp_get_initial_device();
  void *stream = offload_rt_queue_stream(q);
  for (int32_t i = 0; i < m.n && rc == 0; ++i) {
    intptr_t offset = (intptr_t)((char *)m.bases[i] - (char *)m.ptrs[i]);
    if (m.types[i] & OFFLOAD_RT_MAP_LITERAL) {
      slots[i + 1] = (uint64_t)(uintptr_t)m.bases[i];
      int32_t a = args->entry_args ? ((const int32_t *)args->entry_args)[i] : -1;
      if (a >= 0 && a < 64 && ((args->device_args >> a) & 1) && m.sizes[i] > 0) {
        ranges[nranges] = m.ptrs[i];
        range_bytes[nranges++] = (size_t)m.sizes[i];
      }
      continue;
    }
    char *present = omp_get_mapped_ptr(m.ptrs[i], (int)dev);
    if (present != NULL) {
      slots[i + 1] = (uint64_t)(uintptr_t)(present + offset);
      ranges[nranges] = present;
      range_bytes[nranges++] = (size_t)m.sizes[i];
      continue;
    }
    char *copy = omp_target_alloc((size_t)m.sizes[i], (int)dev);
    if (copy == NULL) {
      offload_rt_set_detail("the launch maps %lld bytes the device could not allocate",
                            (long long)m.sizes[i]);
      rc = OFFLOAD_RT_ERR_DEVICE_NOMEM;
      break;
    }
    /* Data holding atomic cells: its TO and FROM are the staging record's
     * (the plan moved them there); it goes in by atomic loads. */
    const uint32_t *cells = m.staging ? m.staging->cells[i] : NULL;
    int64_t bits = cells ? m.staging->bits[i] : m.types[i];
    offload_rt_queue_back *k = &backs[nbacks++];
    *k = (offload_rt_queue_back){m.ptrs[i], copy, (size_t)m.sizes[i],
                                 (bits & OFFLOAD_RT_MAP_FROM) != 0, cells, NULL};
    const void *in = m.ptrs[i];
    if (cells != NULL && (bits & OFFLOAD_RT_MAP_TO)) {
      k->snapshot = malloc((size_t)m.sizes[i]);
      rc = k->snapshot == NULL ? OFFLOAD_RT_ERR_NOMEM
                               : offload_rt_cells_gather(k->snapshot, m.ptrs[i], m.sizes[i], cells);
      in = k->snapshot;
      if (rc != 0)
        break;
    }
    /* Waited for: on the stream, before the kernel (the caller, or its
     * snapshot, holds the source until then). Else finished now, so that
     * a Pending leaked leaves nothing reading host memory. */
    if ((bits & OFFLOAD_RT_MAP_TO) &&
        (waited ? offload_rt_stream_copy(dev, stream, copy, in, (size_t)m.sizes[i], 1)
                : omp_target_memcpy(copy, in, (size_t)m.sizes[i], 0, 0, (int)dev, host)) != 0) {
      offload_rt_set_detail("copying %lld bytes to device %lld failed", (long long)m.sizes[i],
                            (long long)dev);
      rc = OFFLOAD_RT_ERR_COPY;
      break;
    }
    slots[i + 1] = (uint64_t)(uintptr_t)(copy + offset);
  }
  for (int32_t r = 0; r < nranges && rc == 0; ++r)
    offload_rt_queue_order(q, ranges[r], range_bytes[r]);
  /* An event now only for work that will be waited for (host data comes
   * back at its wait); the others get one when something waits. */
  void *event = NULL;
  int cu = rc == 0 ? offload_rt_stream_launch(dev, stream, kernel, args->geometry, slots,
                                               (size_t)m.n + 1,
                                               nbacks > 0 && !waited ? &event : NULL)
                   : 0;
  if (rc == 0 && cu != 0) {
    const char *name = offload_rt_cuda_error_name(cu);
    offload_rt_set_detail("the CUDA driver refused the launch (error %d, %s)", cu,
                          name ? name : "?");
    rc = OFFLOAD_RT_ERR_INVALID;
  }
  if (rc != 0) {
    if (waited && nbacks > 0) /* copies enqueued into the device copies */
      offload_rt_stream_sync(dev, stream);
    for (int32_t b = 0; b < nbacks; ++b) {
      omp_target_free(backs[b].device, (int)dev);
      free(backs[b].snapshot);
    }
    free(backs);
    offload_rt_release(&m);
    return rc;
  }
  offload_rt_queue_site site = {kernel_name ? kernel_name : "unknown", args->file,
                                args->file ? (size_t)args->file_len : 0, args->line,
                                args->column};
  if (nbacks == 0) {
    free(backs);
    backs = NULL;
  }
  rc = offload_rt_queue_add(q, event, 1, &site, backs, nbacks, ranges, range_bytes, nranges,
                            ticket);
  offload_rt_release(&m);
  return rc;
}

/* A launch on queue q (launch.h, "Queues"): on the queue's device. */
static int32_t launch_on_queue(offload_rt_queue *q, const offload_rt_launch_args *args) {
  offload_rt_clear_detail();
  int64_t dev = __offload_rt_queue_device(q);
  if (args == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  offload_rt_launch_args on = *args;
  if (args->version == OFFLOAD_RT_LAUNCH_ARGS_VERSION && args->size == sizeof on) {
    if (on.device != -1 && on.device != dev) {
      offload_rt_set_detail("the queue is on device %lld and the launch's device memory on "
                            "device %lld",
                            (long long)dev, (long long)on.device);
      return OFFLOAD_RT_ERR_MIXED_DEVICES;
    }
    on.device = dev;
  }
  uint64_t ticket = 0;
  int32_t rc = 1;
  if (offload_rt_queue_stream(q) != NULL && on.device == dev)
    rc = launch_on_stream(q, &on, 0, &ticket);
  if (rc == 1)
    rc = offload_rt_queue_finish(q, launch_now(&on), &ticket);
  if (rc == 0)
    offload_rt_set_selected_ticket(ticket);
  return rc;
}

/* Whether synchronous launches on CUDA devices go through a stream of the
 * calling thread (OFFLOAD_SYNC_LAUNCHES=stream) rather than libomptarget's
 * __tgt_target_kernel (=libomptarget). */
static int sync_on_streams(void) {
  static _Atomic int choice = -1;
  int c = atomic_load_explicit(&choice, memory_order_relaxed);
  if (c < 0) {
    const char *v = getenv("OFFLOAD_SYNC_LAUNCHES");
    c = v == NULL || strcmp(v, "libomptarget") != 0;
    atomic_store(&choice, c);
  }
  return c;
}

/* Each thread's stream per device for its synchronous launches. */
static _Thread_local offload_rt_queue *sync_queues[MAX_DEVICES];

/* A synchronous launch: on the thread's stream of a CUDA device, waited
 * for at once (the launch's host data comes back in the wait), else
 * through libomptarget. */
static int32_t launch_and_wait(const offload_rt_launch_args *args) {
  if (!sync_on_streams() || args == NULL || args->version != OFFLOAD_RT_LAUNCH_ARGS_VERSION ||
      args->size != sizeof *args)
    return launch_now(args);
  int64_t dev = args->device == -1 ? __offload_rt_default_device() : args->device;
  if (dev < 0 || dev >= MAX_DEVICES || dev >= __offload_rt_num_devices() ||
      offload_rt_is_lost(dev))
    return launch_now(args);
  offload_rt_queue *q = sync_queues[dev];
  if (q == NULL) {
    if (__offload_rt_queue_create(dev, &q) != 0)
      return launch_now(args);
    sync_queues[dev] = q;
  }
  if (offload_rt_queue_stream(q) == NULL)
    return launch_now(args);
  offload_rt_launch_args on = *args;
  on.device = dev;
  offload_rt_clear_detail();
  uint64_t ticket = 0, failed = 0;
  int32_t rc = launch_on_stream(q, &on, 1, &ticket);
  if (rc == 1)
    return launch_now(args);
  if (rc != 0 || ticket == 0)
    return rc;
  return __offload_rt_queue_wait(q, ticket, ticket, &failed);
}

int32_t __offload_rt_launch(const offload_rt_launch_args *args) {
  offload_rt_queue *q = offload_rt_selected_queue();
  if (q != NULL)
    return launch_on_queue(q, args);
  return launch_and_wait(args);
}

static int32_t launch_now(const offload_rt_launch_args *args) {
  offload_rt_clear_detail();
  /* A record of another version or size, or an invalid launch, is refused;
   * 1. a launch with a zero extent runs nothing. */
  int32_t rc = offload_rt_check_launch(args);
  if (rc != 0)
    return rc == 1 ? 0 : rc;
  int64_t device_id = args->device;
  const char *kernel_name = args->kernel_name;
  const char *file = args->file;
  size_t file_len = file != NULL ? (size_t)args->file_len : 0;
  uint32_t line = args->line, column = args->column;
  const uint32_t *geometry = args->geometry;
  int32_t num_entries = args->num_entries;

  /* No device at all: no image of the program fits a device here (under
   * OMP_TARGET_OFFLOAD=mandatory libomptarget would abort the program). */
  if (device_id == -1 && __offload_rt_num_devices() <= 0)
    return OFFLOAD_RT_ERR_NO_IMAGE;

  /* The device as libomptarget resolves -1. */
  int64_t dev = device_id;
  if (dev == -1)
    dev = __offload_rt_default_device();
  if (offload_rt_check_lost(dev) != 0)
    return OFFLOAD_RT_ERR_DEVICE_LOST;
  offload_rt_queues_drain(dev);

  /* 2-4. */
  _Alignas(8) char small[SMALL_PLAN_BYTES];
  mapping m;
  rc = prepare(args, dev, &m, small);
  if (rc != 0)
    return rc;
  offload_rt_stage_skip_present(&m, dev);
  offload_rt_fault *fault = offload_rt_fault_record(dev);

  /* 5. */
  kernel_call call = {.m = &m, .device = dev, .geometry = geometry,
                      .region_id = args->region_id};
  offload_rt_fill_kernel_args(&call.kargs, num_entries, m.bases, m.ptrs, m.sizes,
                              m.types, m.names, geometry);
  if (offload_rt_guarded(run_kernel, &call) != 0) {
    const char *what = kernel_name ? kernel_name : "unknown";
    rc = offload_rt_device_faulted(dev, what, strlen(what), file, file_len, line, column);
  } else {
    rc = call.rc;
    if (rc == 0)
      rc = offload_rt_take_fault(fault);
  }

  /* 6. */
  offload_rt_release(&m);
  return rc;
}
