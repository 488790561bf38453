/*===- staging.c - Entries the runtime copies itself -----------------------===*
 *
 * Shared data holding atomics, and the plain entries that share a cover with
 * it (launch.h, "Atomic cells"): mapped by libomptarget, copied by the
 * runtime, cell by cell, in and back.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int32_t offload_rt_stage_cells(mapping *m, const uint32_t *const *cells) {
  int any = 0;
  for (int32_t i = 0; cells != NULL && i < m->n; ++i)
    if (cells[i] != NULL && offload_rt_is_mapped_entry(m, i)) {
      if (!offload_rt_cells_check(cells[i], m->ptrs[i], m->sizes[i]))
        return OFFLOAD_RT_ERR_INVALID;
      any = 1;
    }
  if (!any)
    return 0;
  size_t n = (size_t)m->n;
  staging *st = calloc(1, sizeof(staging) + n * (3 * sizeof(void *) + sizeof(int64_t)));
  if (st == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  st->bits = (int64_t *)(st + 1);
  st->cells = (const uint32_t **)(st->bits + n);
  st->device = (void **)(st->cells + n);
  st->snapshots = (unsigned char **)(st->device + n);
  const int64_t both = OFFLOAD_RT_MAP_TO | OFFLOAD_RT_MAP_FROM;
  for (int32_t i = 0; i < m->n; ++i)
    if (cells[i] != NULL && offload_rt_is_mapped_entry(m, i)) {
      st->cells[i] = cells[i];
      st->bits[i] = m->types[i] & both;
      m->types[i] &= ~both;
    }
  m->staging = st;
  return 0;
}

void offload_rt_stage_cover_members(mapping *m) {
  staging *st = m->staging;
  if (st == NULL)
    return;
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c], ce = cb + (uintptr_t)m->cover_sizes[c];
    int holds_cells = 0;
    for (int32_t i = 0; i < m->n; ++i)
      holds_cells |= st->cells[i] != NULL && (uintptr_t)m->ptrs[i] >= cb &&
                     (uintptr_t)m->ptrs[i] < ce;
    if (!holds_cells)
      continue;
    m->cover_types[c] &= ~OFFLOAD_RT_MAP_TO;
    for (int32_t i = 0; i < m->n; ++i)
      if (st->cells[i] == NULL && offload_rt_is_mapped_entry(m, i) && (uintptr_t)m->ptrs[i] >= cb &&
          (uintptr_t)m->ptrs[i] < ce && (m->types[i] & OFFLOAD_RT_MAP_TO)) {
        st->bits[i] |= OFFLOAD_RT_MAP_TO;
        m->types[i] &= ~OFFLOAD_RT_MAP_TO;
      }
  }
}

void offload_rt_stage_skip_present(mapping *m, int64_t dev) {
  staging *st = m->staging;
  if (st == NULL)
    return;
  st->count = 0;
  for (int32_t i = 0; i < m->n; ++i) {
    if (st->bits[i] != 0 && offload_rt_range_present(m->ptrs[i], m->sizes[i], dev))
      st->bits[i] = 0;
    st->count += st->bits[i] != 0;
  }
}

/* With LIBOMPTARGET_INFO (the entries have names then), says that entry i
 * is copied by the runtime (the next copy libomptarget reports is it). */
static void stage_info(const mapping *m, int32_t i, int64_t dev, const char *direction) {
  const char *name = m->names[i];
  if (name == NULL)
    return;
  /* ";args.1;file;line;column;;": the first field. */
  const char *end = name[0] == ';' ? strchr(name + 1, ';') : NULL;
  int len = end ? (int)(end - name - 1) : 0;
  fprintf(stderr,
          "offload runtime device %lld info: %s of %.*s, copied %s by the runtime, Size=%lld\n",
          (long long)dev, m->staging->cells[i] ? "Atomics" : "Plain data", len, name + 1,
          direction, (long long)m->sizes[i]);
}

int32_t offload_rt_stage_in(mapping *m, int64_t dev) {
  staging *st = m->staging;
  if (st == NULL || st->count == 0)
    return 0;
  int host = omp_get_initial_device();
  for (int32_t i = 0; i < m->n; ++i) {
    if (st->bits[i] == 0)
      continue;
    st->device[i] = omp_get_mapped_ptr(m->ptrs[i], (int)dev);
    if (st->device[i] == NULL)
      return OFFLOAD_RT_ERR_INVALID;
    if (!(st->bits[i] & OFFLOAD_RT_MAP_TO))
      continue;
    size_t size = (size_t)m->sizes[i];
    unsigned char *copy = malloc(size);
    if (copy == NULL)
      return OFFLOAD_RT_ERR_NOMEM;
    st->snapshots[i] = copy;
    int32_t rc = 0;
    if (st->cells[i] != NULL)
      rc = offload_rt_cells_gather(copy, m->ptrs[i], m->sizes[i], st->cells[i]);
    else
      memcpy(copy, m->ptrs[i], size);
    if (rc != 0)
      return rc;
    stage_info(m, i, dev, "to the device");
    if (omp_target_memcpy(st->device[i], copy, size, 0, 0, (int)dev, host) != 0)
      return OFFLOAD_RT_ERR_INVALID;
  }
  return 0;
}

int32_t offload_rt_stage_out(mapping *m, int64_t dev) {
  staging *st = m->staging;
  if (st == NULL || st->count == 0)
    return 0;
  int host = omp_get_initial_device();
  for (int32_t i = 0; i < m->n; ++i) {
    if (!(st->bits[i] & OFFLOAD_RT_MAP_FROM) || st->cells[i] == NULL || st->device[i] == NULL)
      continue;
    size_t size = (size_t)m->sizes[i];
    unsigned char *result = malloc(size);
    if (result == NULL)
      return OFFLOAD_RT_ERR_NOMEM;
    stage_info(m, i, dev, "back to the host");
    if (omp_target_memcpy(result, st->device[i], size, 0, 0, host, (int)dev) != 0) {
      free(result);
      return OFFLOAD_RT_ERR_INVALID;
    }
    offload_rt_cells_scatter(m->ptrs[i], result, st->snapshots[i], m->sizes[i], st->cells[i]);
    free(result);
  }
  return 0;
}

int offload_rt_has_staged(const mapping *m) {
  return m->staging != NULL && m->staging->count > 0;
}
