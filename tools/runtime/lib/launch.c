/*===- launch.c - Kernel launches on libomptarget --------------------------===*
 *
 * See offload/runtime/launch.h. Plain C11 with no C++ runtime dependency:
 * the library is linked into Rust programs by `cc`. libomptarget is not
 * needed to build it; the few entry points it calls are declared below and
 * resolved when the program links -lomptarget. The pure steps it uses are
 * in plan.c (a separate object, so that programs using only those need no
 * libomptarget).
 *
 *===----------------------------------------------------------------------===*/
#include "offload/runtime/launch.h"

#include <stdlib.h>
#include <string.h>

/* The libomptarget entry points used here, as exported by
 * libomptarget.so.22.1 (declared in LLVM's offload/include/omptarget.h:
 * `ident_t *`, `map_var_info_t *` = `void **`, `KernelArgsTy *`). */
void __tgt_target_data_begin_mapper(offload_rt_ident *loc, int64_t device_id,
                                    int32_t arg_num, void **args_base,
                                    void **args, int64_t *arg_sizes,
                                    int64_t *arg_types, void **arg_names,
                                    void **arg_mappers);
void __tgt_target_data_end_mapper(offload_rt_ident *loc, int64_t device_id,
                                  int32_t arg_num, void **args_base,
                                  void **args, int64_t *arg_sizes,
                                  int64_t *arg_types, void **arg_names,
                                  void **arg_mappers);
int32_t __tgt_target_kernel(offload_rt_ident *loc, int64_t device_id,
                            int32_t num_teams, int32_t thread_limit,
                            void *host_ptr, offload_rt_kernel_args *args);

/* KMP_IDENT_KMPC (OMP_IDENT_FLAG_KMPC in llvm/Frontend/OpenMP/OMPKinds.def). */
#define IDENT_FLAG_KMPC 0x02

/* ---------------------------------------------------------------------- */
/* The launch                                                              */
/* ---------------------------------------------------------------------- */

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

int32_t __offload_rt_launch(int64_t device_id, void *region_id,
                            const char *kernel_name, const char *file,
                            uint64_t file_len, uint32_t line, uint32_t column,
                            const uint32_t geometry[6], int32_t num_entries,
                            void **bases, void **ptrs, int64_t *sizes,
                            const int64_t *map_types,
                            const char *const *names) {
  if (geometry == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  /* 1. Zero-extent launch: nothing to run. */
  for (int d = 0; d < 6; ++d)
    if (geometry[d] == 0)
      return 0;
  for (int d = 0; d < 6; ++d)
    if (geometry[d] > (uint32_t)INT32_MAX)
      return OFFLOAD_RT_ERR_INVALID;
  uint64_t threads;
  if (!offload_rt_thread_count(geometry, &threads))
    return OFFLOAD_RT_ERR_INVALID;
  if (num_entries < 0)
    return OFFLOAD_RT_ERR_INVALID;
  if (num_entries > 0 && (bases == NULL || ptrs == NULL || sizes == NULL ||
                          map_types == NULL))
    return OFFLOAD_RT_ERR_INVALID;
  if (file == NULL)
    file_len = 0;
  if (file_len > (uint64_t)(SIZE_MAX / 4))
    return OFFLOAD_RT_ERR_INVALID; /* not a real &str */

  size_t n = (size_t)num_entries;
  size_t max_covers = n / 2;
  size_t flen = (size_t)file_len;
  size_t klen = kernel_name ? strlen(kernel_name) : 0;

  /* 2. Lengths of the strings: psource, the covers' name, each entry's
   * name. */
  size_t psource_len =
      offload_rt_format_location(NULL, 0, file, flen, kernel_name, klen, line, column);
  size_t cover_name_len = offload_rt_format_location(
      NULL, 0, OFFLOAD_RT_COVER_NAME, strlen(OFFLOAD_RT_COVER_NAME), file,
      flen, line, column);
  size_t text = 0;
  int ok = add_size(&text, psource_len + 1) && add_size(&text, cover_name_len + 1);
  if (names != NULL)
    for (size_t i = 0; ok && i < n; ++i)
      if (names[i] != NULL)
        ok = add_size(&text,
                      offload_rt_format_location(NULL, 0, names[i],
                                                 strlen(names[i]), file, flen,
                                                 line, column) +
                          1);

  /* Three blocks: the integers (fixed types; cover sizes and types), the
   * pointers (entry names; cover bases, pointers and names), the text.
   * Sizes are checked against overflow; malloc(0) may return NULL, so
   * at least one byte is asked for. */
  size_t ints = 0, ptrs_bytes = 0;
  ok = ok && add_array(&ints, n, 2 * sizeof(int64_t)) &&
       add_array(&ints, max_covers, 2 * sizeof(int64_t)) &&
       add_array(&ptrs_bytes, n, sizeof(void *)) &&
       add_array(&ptrs_bytes, max_covers, 3 * sizeof(void *));
  if (!ok)
    return OFFLOAD_RT_ERR_NOMEM;
  int64_t *int_block = malloc(ints > 0 ? ints : 1);
  void **ptr_block = malloc(ptrs_bytes > 0 ? ptrs_bytes : 1);
  char *text_block = malloc(text);
  if (int_block == NULL || ptr_block == NULL || text_block == NULL) {
    free(int_block);
    free(ptr_block);
    free(text_block);
    return OFFLOAD_RT_ERR_NOMEM;
  }
  int64_t *types = int_block;
  int64_t *end_types = types + n;
  int64_t *cover_sizes = end_types + n;
  int64_t *cover_types = cover_sizes + max_covers;
  void **entry_names = ptr_block;
  void **cover_bases = entry_names + n;
  void **cover_ptrs = cover_bases + max_covers;
  void **cover_names = cover_ptrs + max_covers;
  char *chars = text_block;

  char *psource = chars;
  offload_rt_format_location(psource, psource_len + 1, file, flen, kernel_name,
                             klen, line, column);
  chars += psource_len + 1;
  char *cover_name = chars;
  offload_rt_format_location(cover_name, cover_name_len + 1,
                             OFFLOAD_RT_COVER_NAME,
                             strlen(OFFLOAD_RT_COVER_NAME), file, flen, line,
                             column);
  chars += cover_name_len + 1;
  for (size_t i = 0; i < n; ++i) {
    entry_names[i] = NULL;
    if (names == NULL || names[i] == NULL)
      continue;
    size_t len = offload_rt_format_location(NULL, 0, names[i], strlen(names[i]),
                                            file, flen, line, column);
    offload_rt_format_location(chars, len + 1, names[i], strlen(names[i]), file,
                               flen, line, column);
    entry_names[i] = chars;
    chars += len + 1;
  }

  offload_rt_ident ident = {0, IDENT_FLAG_KMPC, 0,
                            psource_len > (size_t)INT32_MAX ? INT32_MAX
                                                            : (int32_t)psource_len,
                            psource};

  /* 3. Empty mappings become LITERAL. */
  offload_rt_fix_map_types(num_entries, sizes, map_types, types);

  /* 4. Covers for overlapping host ranges, mapped first. */
  int32_t ncovers = offload_rt_covers(num_entries, ptrs, sizes, types,
                                      cover_ptrs, cover_sizes, cover_types);
  for (int32_t c = 0; c < ncovers; ++c) {
    cover_bases[c] = cover_ptrs[c];
    cover_names[c] = cover_name;
  }
  if (ncovers > 0)
    __tgt_target_data_begin_mapper(&ident, device_id, ncovers, cover_bases,
                                   cover_ptrs, cover_sizes, cover_types,
                                   cover_names, NULL);

  /* 5. The entries themselves. */
  if (num_entries > 0)
    __tgt_target_data_begin_mapper(&ident, device_id, num_entries, bases, ptrs,
                                   sizes, types, entry_names, NULL);

  /* 6. The kernel. */
  offload_rt_kernel_args kargs;
  offload_rt_fill_kernel_args(&kargs, num_entries, bases, ptrs, sizes, types,
                              entry_names, geometry);
  int32_t rc = __tgt_target_kernel(&ident, device_id, (int32_t)geometry[0],
                                   (int32_t)geometry[3], region_id, &kargs);

  /* 7. Release the entries (those inside a cover and mapped FROM are copied
   * back now, each by itself: ALWAYS), then the covers (never copied back:
   * they may hold bytes no argument owns). */
  offload_rt_end_types(num_entries, ptrs, sizes, types, ncovers, cover_ptrs,
                       cover_sizes, end_types);
  if (num_entries > 0)
    __tgt_target_data_end_mapper(&ident, device_id, num_entries, bases, ptrs,
                                 sizes, end_types, entry_names, NULL);
  if (ncovers > 0)
    __tgt_target_data_end_mapper(&ident, device_id, ncovers, cover_bases,
                                 cover_ptrs, cover_sizes, cover_types,
                                 cover_names, NULL);

  /* 8. */
  free(int_block);
  free(ptr_block);
  free(text_block);
  return rc;
}
