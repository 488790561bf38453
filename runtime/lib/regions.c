/*===- regions.c - Data regions on libomptarget ----------------------------===*
 *
 * See __offload_rt_data_begin and __offload_rt_data_end in
 * offload/runtime/launch.h.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* A region's mapping, kept (with its block) until the region ends. */
typedef struct region {
  mapping m;
  const char *file; /* the region's place, for a fault at its end */
  size_t file_len;
  uint32_t line, column;
  /* On a device that uses the host's memory: nothing is mapped; the region
   * is on the list below until it ends. */
  int held;
  int64_t dev;
  struct region *prev, *next;
} region;

/* The regions open on devices that use the host's memory (the HOST
 * plugin's, without OFFLOAD_HOST_COPIES). Their data is used where it is,
 * so libomptarget's table does not know it; this list does, for the checks
 * of later mappings (a launch's range that extends a region's data, an
 * inner region wider than its outer one, data a region holds on the
 * default device launched on another), which so refuse on the CPU devices
 * what a GPU refuses. */
static pthread_mutex_t held_lock = PTHREAD_MUTEX_INITIALIZER;
static region *held_regions;
static _Atomic int held_count; /* presence checks skip the lock while 0 */

static void hold(region *r) {
  pthread_mutex_lock(&held_lock);
  r->prev = NULL;
  r->next = held_regions;
  if (held_regions != NULL)
    held_regions->prev = r;
  held_regions = r;
  atomic_fetch_add(&held_count, 1);
  pthread_mutex_unlock(&held_lock);
}

static void unhold(region *r) {
  pthread_mutex_lock(&held_lock);
  if (r->prev != NULL)
    r->prev->next = r->next;
  else
    held_regions = r->next;
  if (r->next != NULL)
    r->next->prev = r->prev;
  atomic_fetch_sub(&held_count, 1);
  pthread_mutex_unlock(&held_lock);
}

/* Whether a lies in [p, p + size). */
static int inside(uintptr_t a, const void *p, int64_t size) {
  return a >= (uintptr_t)p && a - (uintptr_t)p < (uint64_t)size;
}

int offload_rt_host_region_holds(const void *p, int64_t dev) {
  if (atomic_load(&held_count) == 0)
    return 0;
  uintptr_t a = (uintptr_t)p;
  int found = 0;
  pthread_mutex_lock(&held_lock);
  for (const region *r = held_regions; r != NULL && !found; r = r->next) {
    if (r->dev != dev)
      continue;
    for (int32_t i = 0; !found && i < r->m.n; ++i)
      found = offload_rt_is_mapped_entry(&r->m, i) && inside(a, r->m.ptrs[i], r->m.sizes[i]);
    for (int32_t c = 0; !found && c < r->m.ncovers; ++c)
      found = inside(a, r->m.cover_ptrs[c], r->m.cover_sizes[c]);
  }
  pthread_mutex_unlock(&held_lock);
  return found;
}

/* A region's copies, as calls for offload_rt_guarded. */
typedef struct region_call {
  mapping *m;
  int64_t device; /* resolved */
  int32_t rc;
} region_call;

static void run_map_begin(void *p) {
  region_call *c = p;
  offload_rt_map_begin(c->m);
  c->rc = offload_rt_stage_in(c->m, c->device);
  if (c->rc != 0)
    offload_rt_map_end(c->m);
}

static void run_map_end(void *p) {
  region_call *c = p;
  c->rc = offload_rt_stage_out(c->m, c->device);
  offload_rt_map_end(c->m);
}

#define REGION_NAME "data region"

int32_t __offload_rt_data_begin(int64_t device, const char *file,
                                uint64_t file_len, uint32_t line,
                                uint32_t column, int32_t n, void *const *ptrs,
                                const int64_t *sizes, const int64_t *types,
                                const char *const *names,
                                const uint32_t *const *cells, void **handle) {
  if (handle == NULL || n < 0 || n > 64 ||
      (n > 0 && (ptrs == NULL || sizes == NULL || types == NULL)))
    return OFFLOAD_RT_ERR_INVALID;
  *handle = NULL;
  /* No device at all (a program without images): nothing to map; the
   * region's launches report the missing device themselves. */
  if (device == -1 && __offload_rt_num_devices() <= 0)
    return 0;
  if (device != -1) {
    int64_t dev;
    int32_t rc = __offload_rt_resolve_device(device, &dev);
    if (rc != 0)
      return rc;
  }
  if (file == NULL)
    file_len = 0;
  if (file_len > (uint64_t)(SIZE_MAX / 4))
    return OFFLOAD_RT_ERR_INVALID;
  region *r = malloc(sizeof *r);
  if (r == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  /* The default device is the runtime's (__offload_rt_set_default_device),
   * not libomptarget's: the mapping names the number. */
  int64_t dev = device == -1 ? __offload_rt_default_device() : device;
  /* No caller buffer: the block must outlive this call. */
  int32_t rc = offload_rt_plan(&r->m, NULL, 0, dev, REGION_NAME, strlen(REGION_NAME),
                               file, (size_t)file_len, line, column, n, ptrs, ptrs, sizes,
                               types, names, NULL, 0, cells, 1);
  if (rc == 0)
    rc = offload_rt_check_mapping(&r->m, 0);
  if (rc != 0) {
    offload_rt_release(&r->m);
    free(r);
    return rc;
  }
  offload_rt_queues_drain(dev);
  r->held = 0;
  r->dev = dev;
  r->line = line;
  r->column = column;
  r->file = file;
  r->file_len = (size_t)file_len;
  if ((rc = offload_rt_check_lost(dev)) == 0 && offload_rt_uses_host_memory(dev)) {
    /* The device's memory is the host's: nothing to map or copy. */
    offload_rt_unstage(&r->m);
    r->held = 1;
    hold(r);
    *handle = r;
    return 0;
  }
  offload_rt_stage_skip_present(&r->m, dev);
  region_call call = {&r->m, dev, 0};
  if (rc != 0 ||
      (offload_rt_guarded(run_map_begin, &call) != 0 &&
       (rc = offload_rt_device_faulted(dev, REGION_NAME, strlen(REGION_NAME), file,
                                       (size_t)file_len, line, column)) != 0) ||
      (rc = call.rc) != 0) {
    offload_rt_release(&r->m);
    free(r);
    return rc;
  }
  offload_rt_cuda_schedule(dev);
  offload_rt_fault_record(dev);
  *handle = r;
  return 0;
}

void __offload_rt_data_end(void *handle) {
  region *r = handle;
  if (r == NULL)
    return;
  int64_t dev = r->dev;
  offload_rt_queues_drain(dev);
  /* A lost device cannot copy back: the host keeps what it had. */
  region_call call = {&r->m, dev, 0};
  if (r->held)
    unhold(r);
  else if (!offload_rt_is_lost(dev) && offload_rt_guarded(run_map_end, &call) != 0) {
    const char *what = "the end of a data region";
    offload_rt_device_faulted(dev, what, strlen(what), r->file, r->file_len, r->line, r->column);
  }
  offload_rt_release(&r->m);
  free(r);
}
