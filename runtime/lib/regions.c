/*===- regions.c - Data regions on libomptarget ----------------------------===*
 *
 * See __offload_rt_data_begin and __offload_rt_data_end in
 * offload/runtime/launch.h.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* A region's mapping, kept (with its block) until the region ends. */
typedef struct region {
  mapping m;
  const char *file; /* the region's place, for a fault at its end */
  size_t file_len;
  uint32_t line, column;
} region;

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
  /* No caller buffer: the block must outlive this call. */
  int32_t rc = offload_rt_plan(&r->m, NULL, 0, device, REGION_NAME, strlen(REGION_NAME),
                               file, (size_t)file_len, line, column, n, ptrs, ptrs, sizes,
                               types, names, NULL, 0, cells, 1);
  if (rc == 0)
    rc = offload_rt_check_mapping(&r->m, 0);
  if (rc != 0) {
    offload_rt_release(&r->m);
    free(r);
    return rc;
  }
  int64_t dev = device == -1 ? __offload_rt_default_device() : device;
  offload_rt_queues_drain(dev);
  offload_rt_stage_skip_present(&r->m, dev);
  region_call call = {&r->m, dev, 0};
  if ((rc = offload_rt_check_lost(dev)) != 0 ||
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
  r->line = line;
  r->column = column;
  r->file = file;
  r->file_len = (size_t)file_len;
  *handle = r;
  return 0;
}

void __offload_rt_data_end(void *handle) {
  region *r = handle;
  if (r == NULL)
    return;
  int64_t dev = r->m.device == -1 ? __offload_rt_default_device() : r->m.device;
  offload_rt_queues_drain(dev);
  /* A lost device cannot copy back: the host keeps what it had. */
  region_call call = {&r->m, dev, 0};
  if (!offload_rt_is_lost(dev) && offload_rt_guarded(run_map_end, &call) != 0) {
    const char *what = "the end of a data region";
    offload_rt_device_faulted(dev, what, strlen(what), r->file, r->file_len, r->line, r->column);
  }
  offload_rt_release(&r->m);
  free(r);
}
