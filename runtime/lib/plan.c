/*===- plan.c - The pure planning steps of a kernel launch -----------------===*
 *
 * See offload/runtime/launch.h: map-type fix-up, cover entries, the launch's
 * checks, source strings and kernel arguments. Nothing here calls
 * libomptarget or allocates, so this object links into any C program on its
 * own (the launch itself, which needs -lomptarget, is in launch.c).
 *
 *===----------------------------------------------------------------------===*/
#include "offload/runtime/launch.h"

#include <string.h>

/* The structs come from OMPKinds.def (openmp-abi.h); libomptarget itself
 * reads them as its own declarations say (kmp.h's ident_t, APITypes.h's
 * KernelArgsTy). Should the two ever part, these checks of the layout
 * libomptarget 22 reads on 64-bit hosts fail the build. */
#if UINTPTR_MAX == UINT64_MAX
_Static_assert(sizeof(offload_rt_ident) == 24, "ident_t is 24 bytes");
_Static_assert(sizeof(offload_rt_kernel_args) == 104,
               "KernelArgsTy version 3 is 104 bytes");
_Static_assert(offsetof(offload_rt_kernel_args, tripcount) == 56,
               "KernelArgsTy.Tripcount at 56");
_Static_assert(offsetof(offload_rt_kernel_args, num_teams) == 72,
               "KernelArgsTy.NumTeams at 72");
_Static_assert(offsetof(offload_rt_kernel_args, dyn_cgroup_mem) == 96,
               "KernelArgsTy.DynCGroupMem at 96");
#endif

/* ---------------------------------------------------------------------- */
/* Planning (pure)                                                         */
/* ---------------------------------------------------------------------- */

void offload_rt_fix_map_types(int32_t n, const int64_t *sizes,
                              const int64_t *map_types, int64_t *out_types) {
  for (int32_t i = 0; i < n; ++i) {
    int64_t t = map_types[i];
    if (!(t & OFFLOAD_RT_MAP_LITERAL) && sizes[i] <= 0)
      t = OFFLOAD_RT_MAP_LITERAL | (t & OFFLOAD_RT_MAP_TARGET_PARAM);
    out_types[i] = t;
  }
}

/* Whether the runtime maps entry i (data begin/end skip LITERAL and PRIVATE
 * entries; an empty range maps nothing). */
static int is_mapped(const int64_t *sizes, const int64_t *types, int32_t i) {
  return sizes[i] > 0 &&
         !(types[i] & (OFFLOAD_RT_MAP_LITERAL | OFFLOAD_RT_MAP_PRIVATE));
}

static uintptr_t range_begin(void *const *ptrs, int32_t i) {
  return (uintptr_t)ptrs[i];
}

/* End of entry i's range, saturated at the top of the address space. */
static uintptr_t range_end(void *const *ptrs, const int64_t *sizes, int32_t i) {
  uintptr_t b = (uintptr_t)ptrs[i];
  uint64_t s = (uint64_t)sizes[i];
  if (s > (uint64_t)(UINTPTR_MAX - b))
    return UINTPTR_MAX;
  return b + (uintptr_t)s;
}

int32_t offload_rt_covers(int32_t n, void *const *ptrs, const int64_t *sizes,
                          const int64_t *types, void **out_ptrs,
                          int64_t *out_sizes, int64_t *out_types) {
  /* The groups are the connected parts of the union of the ranges (two
   * ranges are connected when they share a byte), so they are disjoint
   * intervals [lo, hi) in address order. Walk them from low to high: a
   * group starts at the lowest begin at or above the previous group's end
   * and grows while some range that begins inside it reaches further. Its
   * members are then exactly the ranges that begin inside [lo, hi). Every
   * pass is O(n); a group takes at most (members + 2) passes, since each
   * growing pass is due to a different member, so the walk is O(n^2) and
   * needs no memory. */
  int32_t count = 0;
  uintptr_t floor = 0; /* every range that begins below it is done */
  if (n < 2)
    return 0;
  for (;;) {
    uintptr_t lo = 0, hi = 0;
    int found = 0;
    for (int32_t i = 0; i < n; ++i) {
      if (!is_mapped(sizes, types, i))
        continue;
      uintptr_t b = range_begin(ptrs, i), e = range_end(ptrs, sizes, i);
      if (b < floor)
        continue;
      if (!found || b < lo) {
        lo = b;
        hi = e;
        found = 1;
      } else if (b == lo && e > hi) {
        hi = e;
      }
    }
    if (!found)
      break;

    /* Grow [lo, hi) until no range that begins inside it reaches further. */
    for (int grew = 1; grew;) {
      grew = 0;
      for (int32_t i = 0; i < n; ++i) {
        if (!is_mapped(sizes, types, i))
          continue;
        uintptr_t b = range_begin(ptrs, i);
        if (b < lo || b >= hi)
          continue;
        uintptr_t e = range_end(ptrs, sizes, i);
        if (e > hi) {
          hi = e;
          grew = 1;
        }
      }
    }

    int32_t members = 0;
    int64_t dir = 0;
    for (int32_t i = 0; i < n; ++i) {
      if (!is_mapped(sizes, types, i))
        continue;
      uintptr_t b = range_begin(ptrs, i);
      if (b < lo || b >= hi)
        continue;
      ++members;
      dir |= types[i] & (OFFLOAD_RT_MAP_TO | OFFLOAD_RT_MAP_FROM);
    }
    if (members >= 2) {
      out_ptrs[count] = (void *)lo;
      out_sizes[count] = (int64_t)(hi - lo);
      out_types[count] = dir & OFFLOAD_RT_MAP_TO;
      ++count;
    }

    /* hi > lo except for a range saturated at the top of the address
     * space, after which nothing can follow. */
    if (hi <= lo || hi == UINTPTR_MAX)
      break;
    floor = hi;
  }
  return count;
}

void offload_rt_align_covers(int32_t n, void *const *ptrs,
                             const int64_t *sizes, const int64_t *types,
                             int32_t ncovers, void **cover_ptrs,
                             int64_t *cover_sizes) {
  for (int32_t c = 0; c < ncovers; ++c) {
    uintptr_t lo = (uintptr_t)cover_ptrs[c];
    uintptr_t begin = lo - lo % OFFLOAD_RT_COVER_ALIGN;
    int free_below = 1;
    for (int32_t i = 0; free_below && i < n; ++i)
      if (is_mapped(sizes, types, i) && range_begin(ptrs, i) < lo &&
          range_end(ptrs, sizes, i) > begin)
        free_below = 0;
    if (!free_below)
      continue;
    cover_ptrs[c] = (void *)begin;
    cover_sizes[c] += (int64_t)(lo - begin);
  }
}

void offload_rt_end_types(int32_t n, void *const *ptrs, const int64_t *sizes,
                          const int64_t *types, int32_t ncovers,
                          void *const *cover_ptrs, const int64_t *cover_sizes,
                          int64_t *out_types) {
  for (int32_t i = 0; i < n; ++i) {
    int64_t t = types[i];
    if (is_mapped(sizes, types, i) && (t & OFFLOAD_RT_MAP_FROM)) {
      uintptr_t b = range_begin(ptrs, i), e = range_end(ptrs, sizes, i);
      for (int32_t c = 0; c < ncovers; ++c) {
        uintptr_t cb = (uintptr_t)cover_ptrs[c];
        uintptr_t ce = cb + (uintptr_t)cover_sizes[c];
        if (b >= cb && e <= ce) {
          t |= OFFLOAD_RT_MAP_ALWAYS;
          break;
        }
      }
    }
    out_types[i] = t;
  }
}

int offload_rt_thread_count(const uint32_t geometry[6], uint64_t *total) {
  uint64_t t = 1;
  for (int d = 0; d < 6; ++d) {
    if (geometry[d] != 0 && t > UINT64_MAX / geometry[d])
      return 0;
    t *= geometry[d];
  }
  *total = t;
  return 1;
}

/* ---------------------------------------------------------------------- */
/* The launch's arguments                                                  */
/* ---------------------------------------------------------------------- */

int32_t offload_rt_check_launch(const offload_rt_launch_args *args) {
  if (args == NULL || args->version != OFFLOAD_RT_LAUNCH_ARGS_VERSION ||
      args->size != sizeof(offload_rt_launch_args))
    return OFFLOAD_RT_ERR_INVALID;
  const uint32_t *geometry = args->geometry;
  if (geometry == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  for (int d = 0; d < 6; ++d)
    if (geometry[d] == 0)
      return 1;
  for (int d = 0; d < 6; ++d)
    if (geometry[d] > (uint32_t)INT32_MAX)
      return OFFLOAD_RT_ERR_INVALID;
  if (geometry[OFFLOAD_RT_WORD_DYNAMIC_SHARED] > OFFLOAD_RT_MAX_DYNAMIC_SHARED ||
      geometry[OFFLOAD_RT_WORD_STACK_BYTES] > OFFLOAD_RT_MAX_STACK)
    return OFFLOAD_RT_ERR_INVALID;
  uint64_t threads;
  if (!offload_rt_thread_count(geometry, &threads))
    return OFFLOAD_RT_ERR_INVALID;
  if (args->num_entries < 0)
    return OFFLOAD_RT_ERR_INVALID;
  if (args->num_entries > 0 && (args->bases == NULL || args->ptrs == NULL ||
                                args->sizes == NULL || args->map_types == NULL))
    return OFFLOAD_RT_ERR_INVALID;
  if (args->file != NULL && args->file_len > (uint64_t)(SIZE_MAX / 4))
    return OFFLOAD_RT_ERR_INVALID; /* not a real &str */
  return 0;
}

/* ---------------------------------------------------------------------- */
/* Source strings                                                          */
/* ---------------------------------------------------------------------- */

/* A bounded writer in the manner of snprintf: counts every character, stores
 * those that fit (leaving room for the NUL). */
typedef struct writer {
  char *out;
  size_t cap;
  size_t len;
} writer;

static void put_char(writer *w, char c) {
  if (w->len + 1 < w->cap)
    w->out[w->len] = c;
  ++w->len;
}

/* A field: ';' would end it early and NUL would end the whole string. */
static void put_field(writer *w, const char *s, size_t n) {
  if (n == 0 || s == NULL) {
    s = "unknown";
    n = 7;
  }
  for (size_t i = 0; i < n; ++i) {
    char c = s[i];
    put_char(w, c == ';' ? ',' : c == '\0' ? '?' : c);
  }
}

/* Decimal, capped at INT32_MAX (libomptarget parses it with std::stoi). */
static void put_number(writer *w, uint32_t v) {
  char digits[10];
  int n = 0;
  if (v > (uint32_t)INT32_MAX)
    v = (uint32_t)INT32_MAX;
  do {
    digits[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v != 0);
  while (n > 0)
    put_char(w, digits[--n]);
}

size_t offload_rt_format_location(char *out, size_t cap, const char *first,
                                  size_t first_len, const char *second,
                                  size_t second_len, uint32_t line,
                                  uint32_t column) {
  writer w = {out, cap, 0};
  put_char(&w, ';');
  put_field(&w, first, first_len);
  put_char(&w, ';');
  put_field(&w, second, second_len);
  put_char(&w, ';');
  put_number(&w, line);
  put_char(&w, ';');
  put_number(&w, column);
  put_char(&w, ';');
  put_char(&w, ';');
  if (cap > 0)
    out[w.len < cap ? w.len : cap - 1] = '\0';
  return w.len;
}

/* ---------------------------------------------------------------------- */
/* Kernel arguments                                                        */
/* ---------------------------------------------------------------------- */

void offload_rt_fill_kernel_args(offload_rt_kernel_args *out, int32_t n,
                                 void **bases, void **ptrs, int64_t *sizes,
                                 int64_t *map_types, void **names,
                                 const uint32_t geometry[OFFLOAD_RT_GEOMETRY]) {
  memset(out, 0, sizeof *out);
  out->version = OFFLOAD_RT_KERNEL_ARGS_VERSION;
  out->num_args = n > 0 ? n : 0;
  out->base_ptrs = bases;
  out->ptrs = ptrs;
  out->sizes = sizes;
  out->map_types = map_types;
  out->names = names;
  out->mappers = NULL;
  out->tripcount = 0;
  out->flags = 0;
  for (int d = 0; d < 3; ++d) {
    out->num_teams[d] = (int32_t)geometry[d];
    out->thread_limit[d] = (int32_t)geometry[3 + d];
  }
  out->dyn_cgroup_mem = geometry[6];
}


void offload_rt_device_entries(int32_t n, const int32_t *entry_args,
                               uint64_t device_args, int64_t *types) {
  if (entry_args == NULL || device_args == 0)
    return;
  for (int32_t i = 0; i < n; ++i) {
    int32_t a = entry_args[i];
    if (a >= 0 && a < 64 && (device_args >> a) & 1)
      types[i] = OFFLOAD_RT_MAP_LITERAL | OFFLOAD_RT_MAP_TARGET_PARAM;
  }
}
