/*===- mapping.c - Map entries, covers and presence on the device ----------===*
 *
 * What a launch and a data region share (launch.h, __offload_rt_launch steps
 * 2-4): the mapping's block, covers checked against what the device holds
 * already, and the calls that map and release the entries.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* acc += x, reporting overflow. */
static int add_size(size_t *acc, size_t x) {
  if (x > SIZE_MAX - *acc)
    return 0;
  *acc += x;
  return 1;
}

/* acc += count * each, reporting overflow. */
static int add_array(size_t *acc, size_t count, size_t each) {
  if (each != 0 && count > SIZE_MAX / each)
    return 0;
  return add_size(acc, count * each);
}

void offload_rt_unstage(mapping *m) {
  if (m->staging != NULL)
    for (int32_t i = 0; i < m->n; ++i)
      free(m->staging->snapshots[i]);
  free(m->staging);
  m->staging = NULL;
}

void offload_rt_release(mapping *m) {
  offload_rt_unstage(m);
  free(m->heap);
}

void offload_rt_pass_host_pointers(mapping *m) {
  offload_rt_unstage(m);
  m->ncovers = 0;
  for (int32_t i = 0; i < m->n; ++i)
    if (offload_rt_is_mapped_entry(m, i))
      m->types[i] = m->end_types[i] =
          OFFLOAD_RT_MAP_LITERAL | (m->types[i] & OFFLOAD_RT_MAP_TARGET_PARAM);
}

int offload_rt_is_present(const void *p, int64_t dev) {
  return omp_target_is_present(p, (int)dev) || offload_rt_host_region_holds(p, dev);
}

int offload_rt_is_mapped_entry(const mapping *m, int32_t i) {
  return m->sizes[i] > 0 &&
         !(m->types[i] & (OFFLOAD_RT_MAP_LITERAL | OFFLOAD_RT_MAP_PRIVATE));
}

int offload_rt_range_present(void *p, int64_t size, int64_t dev) {
  return offload_rt_is_present(p, dev) && offload_rt_is_present((char *)p + (size - 1), dev);
}

/* Step 4: covers whose members are all mapped already (by an enclosing data
 * region) are not needed; mapping them could even extend an existing
 * mapping, which libomptarget refuses. */
static void drop_present_covers(mapping *m) {
  int64_t dev;
  if (m->ncovers == 0 || __offload_rt_resolve_device(m->device, &dev) != 0)
    return;
  int32_t kept = 0;
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
    uintptr_t ce = cb + (uintptr_t)m->cover_sizes[c];
    int all_present = 1;
    for (int32_t i = 0; all_present && i < m->n; ++i) {
      uintptr_t b = (uintptr_t)m->ptrs[i];
      if (offload_rt_is_mapped_entry(m, i) && b >= cb && b < ce)
        all_present = offload_rt_range_present(m->ptrs[i], m->sizes[i], dev);
    }
    if (all_present)
      continue;
    m->cover_ptrs[kept] = m->cover_ptrs[c];
    m->cover_sizes[kept] = m->cover_sizes[c];
    m->cover_types[kept] = m->cover_types[c];
    ++kept;
  }
  m->ncovers = kept;
}

/* The lowest begin of the entries that lie in cover c (its members). */
static uintptr_t cover_members_begin(const mapping *m, int32_t c) {
  uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
  uintptr_t ce = cb + (uintptr_t)m->cover_sizes[c];
  uintptr_t lo = ce;
  for (int32_t i = 0; i < m->n; ++i) {
    uintptr_t b = (uintptr_t)m->ptrs[i];
    if (offload_rt_is_mapped_entry(m, i) && b >= cb && b < ce && b < lo)
      lo = b;
  }
  return lo;
}

/* Step 4b, on the device: a cover extended down to a 16-byte boundary
 * (offload_rt_align_covers) goes back to its lowest member when one of the
 * added bytes is mapped already (an enclosing data region's data, or
 * another thread's): mapping it would extend that mapping. */
static void unalign_present_covers(mapping *m) {
  int64_t dev;
  if (m->ncovers == 0 || __offload_rt_resolve_device(m->device, &dev) != 0)
    return;
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
    uintptr_t lo = cover_members_begin(m, c);
    for (uintptr_t a = cb; a < lo; ++a)
      if (offload_rt_is_present((void *)a, dev)) {
        m->cover_sizes[c] -= (int64_t)(lo - cb);
        m->cover_ptrs[c] = (void *)lo;
        break;
      }
  }
}

/* Whether [p, p + size) partly overlaps a mapping on device dev: its first
 * byte is mapped and its last is not, or the other way round. libomptarget
 * aborts the program on such an entry ("explicit extension not allowed"),
 * so the toolkit refuses it first. (A mapping strictly inside the range is
 * not seen here.) */
static int extends_mapping(void *p, int64_t size, int64_t dev) {
  return offload_rt_is_present(p, dev) != offload_rt_is_present((char *)p + (size - 1), dev);
}

int32_t offload_rt_check_mapping(const mapping *m, int device_chosen) {
  int any = m->ncovers > 0;
  for (int32_t i = 0; !any && i < m->n; ++i)
    any = offload_rt_is_mapped_entry(m, i);
  int64_t dev;
  if (!any || __offload_rt_resolve_device(m->device, &dev) != 0)
    return 0;
  int64_t home = __offload_rt_default_device();
  for (int32_t i = 0; i < m->n; ++i) {
    if (!offload_rt_is_mapped_entry(m, i))
      continue;
    if (device_chosen && home >= 0 && home != dev && offload_rt_is_present(m->ptrs[i], home))
      return OFFLOAD_RT_ERR_ELSEWHERE;
    int covered = 0;
    for (int32_t c = 0; !covered && c < m->ncovers; ++c) {
      uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
      uintptr_t b = (uintptr_t)m->ptrs[i];
      covered = b >= cb && b < cb + (uintptr_t)m->cover_sizes[c];
    }
    if (!covered && extends_mapping(m->ptrs[i], m->sizes[i], dev))
      return OFFLOAD_RT_ERR_EXTENDS;
  }
  for (int32_t c = 0; c < m->ncovers; ++c)
    if (extends_mapping(m->cover_ptrs[c], m->cover_sizes[c], dev))
      return OFFLOAD_RT_ERR_EXTENDS;
  return 0;
}

/* Whether the runtime prints messages (LIBOMPTARGET_INFO non-zero) or
 * writes a profile (LIBOMPTARGET_PROFILE), the only uses of the entries'
 * names and of the kernel and directory in psource. Without them a launch
 * formats no names, and psource holds the file's base name only (what the
 * runtime's error messages show) and no kernel: libomptarget parses psource
 * into std::strings on every launch, and short fields need no allocation.
 * Read once. */
static int messages_wanted(void) {
  static _Atomic int wanted = -1; /* the same value whichever thread sets it */
  int w = atomic_load_explicit(&wanted, memory_order_relaxed);
  if (w < 0) {
    const char *info = getenv("LIBOMPTARGET_INFO");
    const char *profile = getenv("LIBOMPTARGET_PROFILE");
    w = (info != NULL && strtol(info, NULL, 0) != 0) ||
        (profile != NULL && *profile != '\0');
    atomic_store_explicit(&wanted, w, memory_order_relaxed);
  }
  return w;
}

int32_t offload_rt_plan(mapping *m, void *buf, size_t buf_cap, int64_t device,
                        const char *what, size_t what_len, const char *file,
                        size_t flen, uint32_t line, uint32_t column, int32_t n,
                        void *const *bases, void *const *ptrs,
                        const int64_t *sizes, const int64_t *map_types,
                        const char *const *names, const int32_t *entry_args,
                        uint64_t device_args, const uint32_t *const *cells,
                        int copy_entries) {
  size_t count = (size_t)n, max_covers = count / 2;
  m->staging = NULL;
  const char *pfile = file;
  size_t pflen = flen;
  if (!messages_wanted()) {
    names = NULL;
    what_len = 0;
    for (size_t i = 0; i < flen; ++i)
      if (file[i] == '/') {
        pfile = file + i + 1;
        pflen = flen - i - 1;
      }
  }
  size_t psource_len = offload_rt_format_location(NULL, 0, pfile, pflen, what,
                                                  what_len, line, column);
  size_t cover_name_len = offload_rt_format_location(
      NULL, 0, OFFLOAD_RT_COVER_NAME, strlen(OFFLOAD_RT_COVER_NAME), file,
      flen, line, column);
  /* The block: integers, then pointers, then text (8-byte pieces first). */
  size_t ints = 0, pointers = 0, text = 0;
  int ok = add_array(&ints, count, (copy_entries ? 3 : 2) * sizeof(int64_t)) &&
           add_array(&ints, max_covers, 2 * sizeof(int64_t)) &&
           add_array(&pointers, count, (copy_entries ? 2 : 1) * sizeof(void *)) &&
           add_array(&pointers, max_covers, 2 * sizeof(void *)) &&
           add_size(&text, psource_len + 1) &&
           add_size(&text, cover_name_len + 1);
  if (names != NULL)
    for (size_t i = 0; ok && i < count; ++i)
      if (names[i] != NULL)
        ok = add_size(&text, offload_rt_format_location(
                                 NULL, 0, names[i], strlen(names[i]), file,
                                 flen, line, column) +
                                 1);
  size_t total = 0;
  ok = ok && add_size(&total, ints) && add_size(&total, pointers) &&
       add_size(&total, text);
  if (!ok)
    return OFFLOAD_RT_ERR_NOMEM;
  char *block = buf;
  m->heap = NULL;
  if (total > buf_cap) {
    block = m->heap = malloc(total);
    if (block == NULL)
      return OFFLOAD_RT_ERR_NOMEM;
  }
  int64_t *int_at = (int64_t *)block;
  void **ptr_at = (void **)(block + ints);
  char *chars = block + ints + pointers;

  m->device = device;
  m->n = n;
  m->types = int_at, int_at += count;
  m->end_types = int_at, int_at += count;
  m->cover_sizes = int_at, int_at += max_covers;
  m->cover_types = int_at, int_at += max_covers;
  m->names = ptr_at, ptr_at += count;
  m->cover_ptrs = ptr_at, ptr_at += max_covers;
  m->cover_names = ptr_at, ptr_at += max_covers;
  if (copy_entries) {
    m->sizes = int_at;
    m->ptrs = m->bases = ptr_at;
    if (count > 0) {
      memcpy(m->sizes, sizes, count * sizeof(int64_t));
      memcpy(m->ptrs, ptrs, count * sizeof(void *));
    }
  } else {
    m->bases = (void **)bases;
    m->ptrs = (void **)ptrs;
    m->sizes = (int64_t *)sizes;
  }

  char *psource = chars;
  offload_rt_format_location(psource, psource_len + 1, pfile, pflen, what,
                             what_len, line, column);
  chars += psource_len + 1;
  char *cover_name = chars;
  offload_rt_format_location(cover_name, cover_name_len + 1,
                             OFFLOAD_RT_COVER_NAME,
                             strlen(OFFLOAD_RT_COVER_NAME), file, flen, line,
                             column);
  chars += cover_name_len + 1;
  for (size_t i = 0; i < count; ++i) {
    m->names[i] = NULL;
    if (names == NULL || names[i] == NULL)
      continue;
    size_t len = offload_rt_format_location(NULL, 0, names[i], strlen(names[i]),
                                            file, flen, line, column);
    offload_rt_format_location(chars, len + 1, names[i], strlen(names[i]), file,
                               flen, line, column);
    m->names[i] = chars;
    chars += len + 1;
  }
  offload_rt_ident ident = {0, OFFLOAD_RT_IDENT_FLAG_KMPC, 0,
                            psource_len > (size_t)INT32_MAX ? INT32_MAX
                                                            : (int32_t)psource_len,
                            psource};
  m->ident = ident;

  /* 3. */
  offload_rt_fix_map_types(n, m->sizes, map_types, m->types);
  offload_rt_device_entries(n, entry_args, device_args, m->types);
  int32_t rc = offload_rt_stage_cells(m, cells);
  if (rc != 0) {
    free(m->heap);
    return rc;
  }
  /* 4. */
  m->ncovers = offload_rt_covers(n, m->ptrs, m->sizes, m->types, m->cover_ptrs,
                                 m->cover_sizes, m->cover_types);
  offload_rt_stage_cover_members(m);
  drop_present_covers(m);
  offload_rt_align_covers(n, m->ptrs, m->sizes, m->types, m->ncovers,
                          m->cover_ptrs, m->cover_sizes);
  unalign_present_covers(m);
  for (int32_t c = 0; c < m->ncovers; ++c)
    m->cover_names[c] = cover_name;
  offload_rt_end_types(n, m->ptrs, m->sizes, m->types, m->ncovers,
                       m->cover_ptrs, m->cover_sizes, m->end_types);
  return 0;
}

void offload_rt_map_begin(mapping *m) {
  if (m->ncovers > 0)
    __tgt_target_data_begin_mapper(&m->ident, m->device, m->ncovers,
                                   m->cover_ptrs, m->cover_ptrs, m->cover_sizes,
                                   m->cover_types, m->cover_names, NULL);
  if (m->n > 0)
    __tgt_target_data_begin_mapper(&m->ident, m->device, m->n, m->bases,
                                   m->ptrs, m->sizes, m->types, m->names, NULL);
}

void offload_rt_map_end(mapping *m) {
  if (m->n > 0)
    __tgt_target_data_end_mapper(&m->ident, m->device, m->n, m->bases, m->ptrs,
                                 m->sizes, m->end_types, m->names, NULL);
  if (m->ncovers > 0)
    __tgt_target_data_end_mapper(&m->ident, m->device, m->ncovers,
                                 m->cover_ptrs, m->cover_ptrs, m->cover_sizes,
                                 m->cover_types, m->cover_names, NULL);
}
