/*===- cells.c - Copying host data that holds atomics ----------------------===*
 *
 * See offload/runtime/launch.h, "Atomic cells": the copies of data that
 * other host threads may update atomically while a launch runs, one relaxed
 * atomic load or store per cell (C11's memory model, which Rust's atomics
 * share), plain bytes with memcpy.
 *
 *===----------------------------------------------------------------------===*/
#include "offload/runtime/launch.h"

#include <stdlib.h>
#include <string.h>

typedef struct run {
  uint32_t offset, width, count, step;
} run;

static run run_at(const uint32_t *cells, uint32_t r) {
  const uint32_t *w = cells + OFFLOAD_RT_CELLS_HEADER_WORDS + (size_t)r * OFFLOAD_RT_CELL_RUN_WORDS;
  run x = {w[0], w[1], w[2], w[3]};
  return x;
}

int offload_rt_cells_check(const uint32_t *cells, const void *ptr, int64_t size) {
  if (cells == NULL || size < 0)
    return 0;
  uint64_t stride = cells[0];
  if (stride == 0 || (uint64_t)size % stride != 0)
    return 0;
  for (uint32_t r = 0; r < cells[1]; ++r) {
    run x = run_at(cells, r);
    if ((x.width != 1 && x.width != 2 && x.width != 4 && x.width != 8) || x.count == 0 ||
        x.offset % x.width != 0 || (x.count > 1 && x.step % x.width != 0) ||
        (x.count > 1 && x.step < x.width) || stride % x.width != 0 ||
        (uintptr_t)ptr % x.width != 0)
      return 0;
    uint64_t last = (uint64_t)x.offset + (uint64_t)(x.count - 1) * x.step + x.width;
    if (last > stride)
      return 0;
  }
  return 1;
}

static uint64_t load_cell(const void *p, uint32_t width) {
  switch (width) {
  case 1: return __atomic_load_n((const uint8_t *)p, __ATOMIC_RELAXED);
  case 2: return __atomic_load_n((const uint16_t *)p, __ATOMIC_RELAXED);
  case 4: return __atomic_load_n((const uint32_t *)p, __ATOMIC_RELAXED);
  default: return __atomic_load_n((const uint64_t *)p, __ATOMIC_RELAXED);
  }
}

static void store_cell(void *p, uint32_t width, uint64_t v) {
  switch (width) {
  case 1: __atomic_store_n((uint8_t *)p, (uint8_t)v, __ATOMIC_RELAXED); break;
  case 2: __atomic_store_n((uint16_t *)p, (uint16_t)v, __ATOMIC_RELAXED); break;
  case 4: __atomic_store_n((uint32_t *)p, (uint32_t)v, __ATOMIC_RELAXED); break;
  default: __atomic_store_n((uint64_t *)p, v, __ATOMIC_RELAXED); break;
  }
}

/* The bytes of a buffer's cell, as a number of its width (the buffers are
 * the runtime's own: no other thread touches them). */
static uint64_t read_plain(const void *p, uint32_t width) {
  uint8_t b1; uint16_t b2; uint32_t b4; uint64_t b8;
  switch (width) {
  case 1: memcpy(&b1, p, 1); return b1;
  case 2: memcpy(&b2, p, 2); return b2;
  case 4: memcpy(&b4, p, 4); return b4;
  default: memcpy(&b8, p, 8); return b8;
  }
}

static void write_plain(void *p, uint32_t width, uint64_t v) {
  uint8_t b1 = (uint8_t)v; uint16_t b2 = (uint16_t)v; uint32_t b4 = (uint32_t)v;
  switch (width) {
  case 1: memcpy(p, &b1, 1); break;
  case 2: memcpy(p, &b2, 2); break;
  case 4: memcpy(p, &b4, 4); break;
  default: memcpy(p, &v, 8); break;
  }
}

int32_t offload_rt_cells_gather(void *dst, const void *src, int64_t size,
                                const uint32_t *cells) {
  uint64_t stride = cells[0], elements = (uint64_t)size / stride;
  uint64_t cell_bytes = 0;
  for (uint32_t r = 0; r < cells[1]; ++r) {
    run x = run_at(cells, r);
    cell_bytes += (uint64_t)x.count * x.width;
  }
  /* The plain bytes of an element (a mask, one byte per byte), when the
   * cells leave some. */
  unsigned char *cell_mask = NULL;
  if (cell_bytes < stride) {
    cell_mask = calloc((size_t)stride, 1);
    if (cell_mask == NULL)
      return OFFLOAD_RT_ERR_NOMEM;
    for (uint32_t r = 0; r < cells[1]; ++r) {
      run x = run_at(cells, r);
      for (uint32_t k = 0; k < x.count; ++k)
        memset(cell_mask + x.offset + (uint64_t)k * x.step, 1, x.width);
    }
  }
  for (uint64_t e = 0; e < elements; ++e) {
    const unsigned char *from = (const unsigned char *)src + e * stride;
    unsigned char *to = (unsigned char *)dst + e * stride;
    for (uint32_t r = 0; r < cells[1]; ++r) {
      run x = run_at(cells, r);
      for (uint32_t k = 0; k < x.count; ++k) {
        uint64_t at = x.offset + (uint64_t)k * x.step;
        write_plain(to + at, x.width, load_cell(from + at, x.width));
      }
    }
    if (cell_mask != NULL)
      for (uint64_t b = 0; b < stride;) {
        if (cell_mask[b]) {
          ++b;
          continue;
        }
        uint64_t end = b;
        while (end < stride && !cell_mask[end])
          ++end;
        memcpy(to + b, from + b, (size_t)(end - b));
        b = end;
      }
  }
  free(cell_mask);
  return 0;
}

void offload_rt_cells_scatter(void *host, const void *result, const void *snapshot,
                              int64_t size, const uint32_t *cells) {
  uint64_t stride = cells[0], elements = (uint64_t)size / stride;
  for (uint64_t e = 0; e < elements; ++e)
    for (uint32_t r = 0; r < cells[1]; ++r) {
      run x = run_at(cells, r);
      for (uint32_t k = 0; k < x.count; ++k) {
        uint64_t at = e * stride + x.offset + (uint64_t)k * x.step;
        uint64_t v = read_plain((const unsigned char *)result + at, x.width);
        if (snapshot == NULL || v != read_plain((const unsigned char *)snapshot + at, x.width))
          store_cell((unsigned char *)host + at, x.width, v);
      }
    }
}
