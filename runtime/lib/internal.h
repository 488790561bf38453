/*===- internal.h - What the runtime's files share -----------------*- C -*-===*
 *
 * Private to runtime/lib (not installed): the libomptarget entry points the
 * runtime calls, and the state and steps its files share.
 *
 *===----------------------------------------------------------------------===*/
#ifndef OFFLOAD_RUNTIME_INTERNAL_H
#define OFFLOAD_RUNTIME_INTERNAL_H

#include "offload/runtime/launch.h"

#include <stddef.h>
#include <stdint.h>

/* The __tgt_* entry points of the launch and the data regions, with the
 * signatures of their OMP_RTL entries in LLVM's OMPKinds.def (generated at
 * build time, see runtime/CMakeLists.txt). */
#include "openmp-rtl.h"

/* The other entry points used here, as exported by libomptarget.so.22.1.
 * OMPKinds.def does not list them, so they are declared here: the omp_*
 * functions as in omp.h and offload/include/OpenMP/omp.h, the llvm_omp_*
 * extensions as in offload/src/OpenMP/API.cpp, __tgt_rtl_init and
 * __tgt_rtl_deinit as in offload/include/omptarget.h. */
void __tgt_rtl_init(void);
void __tgt_rtl_deinit(void);
int omp_get_num_devices(void);
int omp_get_initial_device(void);
const char *omp_get_uid_from_device(int device_num);
void *omp_target_alloc(size_t size, int device_num);
void omp_target_free(void *ptr, int device_num);
int omp_target_is_present(const void *ptr, int device_num);
int omp_target_memcpy(void *dst, const void *src, size_t length,
                      size_t dst_offset, size_t src_offset, int dst_device_num,
                      int src_device_num);
void *llvm_omp_target_alloc_host(size_t size, int device_num);
void llvm_omp_target_free_host(void *ptr, int device_num);
void *omp_get_mapped_ptr(const void *ptr, int device_num);
int omp_target_disassociate_ptr(const void *ptr, int device_num);

/* The runtime's own functions below are no part of its interface: hidden
 * from the dynamic symbol table of a shared object that links the library. */
#pragma GCC visibility push(hidden)

/* Devices the runtime keeps state for (fault records, lost devices, CUDA
 * ordinals, stack sizes): numbers 0 to MAX_DEVICES - 1. */
#define MAX_DEVICES 64

/* ---------------------------------------------------------------------- */
/* devices.c: devices whose memory is the host's                           */
/* ---------------------------------------------------------------------- */

/* Whether device dev is one of libomptarget's HOST plugin's (the CPU
 * devices: omp_get_uid_from_device says "x86_64-N"), whose device memory is
 * this process's memory. Asked once per device. */
int offload_rt_is_host_plugin(int64_t dev);

/* Whether OFFLOAD_HOST_COPIES is set (and not empty or 0): the HOST
 * plugin's devices then map and copy host data as GPUs do. Read once. */
int offload_rt_host_copies(void);

/* Whether launches and data regions on device dev use host data where it
 * is (launch.h, "The CPU devices use the host's memory"): a HOST plugin
 * device, without OFFLOAD_HOST_COPIES. */
int offload_rt_uses_host_memory(int64_t dev);

/* ---------------------------------------------------------------------- */
/* cuda.c: the CUDA driver, through the libcuda the CUDA plugin loaded      */
/* ---------------------------------------------------------------------- */

/* What the runtime asks the CUDA driver to do itself. */
enum cuda_op {
  CUDA_REGISTER,
  CUDA_UNREGISTER,
  CUDA_ZERO,
  CUDA_WRITE,
  CUDA_MEMORY_INFO,
  CUDA_STACK,
  CUDA_STATUS,
  CUDA_SCHEDULE
};

/* Does op on a CUDA offload device dev, in its primary context: register or
 * unregister host memory, zero device memory, or write bytes from src to
 * device memory (the last two then wait for it: the plugin's later work runs
 * on streams of its own). ptr is host memory for the first two, device
 * memory of dev for CUDA_ZERO and CUDA_WRITE. CUDA_MEMORY_INFO writes the
 * device's free and total bytes to ((size_t *)src)[0] and [1]. CUDA_STACK
 * makes the stack per thread at least ((size_t *)src)[0] bytes and writes
 * the driver's result code to ((size_t *)src)[1]. CUDA_STATUS waits for the
 * device and writes the driver's result code to *(int *)src (after a fault:
 * the fault's). CUDA_SCHEDULE sets how the context's host threads wait
 * for the device to *(unsigned *)src (CU_CTX_SCHED_*). 1 when done, 0 when
 * dev is not a CUDA device or the driver refused. */
int offload_rt_cuda_do(int64_t dev, enum cuda_op op, void *ptr, size_t bytes,
                       void *src);

/* Writes the name the driver gives offload device dev to name (len bytes,
 * NUL-terminated). 1 when dev is a CUDA device and the driver named it. */
int offload_rt_cuda_device_name(int64_t dev, char *name, int len);

/* The driver's name ("CUDA_ERROR_ILLEGAL_ADDRESS") and description of a
 * result code; NULL when the driver has none (or is not loaded). */
const char *offload_rt_cuda_error_name(int code);
const char *offload_rt_cuda_error_string(int code);

/* The number of GPUs the CUDA driver lists; 0 when it lists none or is not
 * loaded. */
int offload_rt_cuda_gpu_count(void);

/* GPU `ordinal` of the driver's list: its name (len bytes, NUL-terminated;
 * "an NVIDIA GPU" when the driver gives none) and compute capability (left
 * as they are when the driver does not know the GPU). */
void offload_rt_cuda_gpu(int ordinal, char *name, int len, int *major,
                         int *minor);

/* Once per device, before its first launch, copy or data region: how a
 * host thread waits for CUDA device dev. LLVM 22's CUDA plugin makes the
 * primary context sleep in every wait (CU_CTX_SCHED_BLOCKING_SYNC, which
 * costs about 28 us per synchronous launch on an H200); the runtime gives
 * it the CUDA runtime's default instead (CU_CTX_SCHED_AUTO: spin while the
 * process has fewer contexts than the machine has cores, else yield), or
 * what OFFLOAD_CUDA_SCHEDULE names: auto, spin, yield or blocking. Nothing
 * on other devices. */
void offload_rt_cuda_schedule(int64_t dev);

/* Zero-fills bytes of device memory at p on device dev: on a CUDA device
 * with the driver's memset, on the device; on a device that uses the host's
 * memory (offload_rt_uses_host_memory) with memset; elsewhere by copying
 * zeros from a host buffer of at most 1 MiB (LLVM 22's omp_target_memset
 * copies a zeroed host buffer of the whole size). 1 when done. */
int offload_rt_zero_device(void *p, size_t bytes, int64_t dev);

/* ---------------------------------------------------------------------- */
/* faults.c: fault records, lost devices, the error detail                 */
/* ---------------------------------------------------------------------- */

/* Appends printf-style text to out[*len..cap), counting what did not fit. */
void offload_rt_append(char *out, size_t cap, size_t *len, const char *fmt, ...);

/* Makes printf-style text the calling thread's error detail
 * (__offload_rt_error_detail), or clears it. */
void offload_rt_set_detail(const char *fmt, ...);
void offload_rt_clear_detail(void);

/* Device dev's fault record, made once the device has loaded the program's
 * images (libomptarget maps the slot then), before the first copy to or
 * from the device that the runtime asks for: the record's address goes into
 * the device's slot, then libomptarget's mapping of the slot is dropped (its
 * messages name every copy that has no mapping of its own after the
 * mapping just below it in host memory: the slot, in the program's data;
 * nothing maps the slot again). NULL when the program has no fault slot,
 * the images are not loaded yet, or the slot could not be set. */
offload_rt_fault *offload_rt_fault_record(int64_t dev);

/* Frees the devices' fault records at exit, before the runtime stops,
 * setting their slots back to null first (a panic after that traps). */
void offload_rt_free_fault_records(void);

/* After a launch on a device with record r: OFFLOAD_RT_ERR_PANIC when a
 * thread panicked (the record, cleared, becomes the calling thread's error
 * detail), else 0. */
int32_t offload_rt_take_fault(offload_rt_fault *r);

/* OFFLOAD_RT_ERR_DEVICE_LOST, with the reason as the error detail, when
 * device dev was lost; else 0. */
int32_t offload_rt_check_lost(int64_t dev);

/* Whether device dev was lost (no error detail). */
int offload_rt_is_lost(int64_t dev);

/* After an abort under the guard on device dev, during what (the kernel
 * and its launch site, or a copy): asks the driver what happened, marks the
 * device lost and writes the report as the error detail. Returns
 * OFFLOAD_RT_ERR_DEVICE_FAULT. */
int32_t offload_rt_device_faulted(int64_t dev, const char *what,
                                  size_t what_len, const char *file,
                                  size_t file_len, uint32_t line,
                                  uint32_t column);

/* ---------------------------------------------------------------------- */
/* mapping.c and staging.c: what a launch and a data region share          */
/* ---------------------------------------------------------------------- */

/* A set of map entries ready for libomptarget: the fixed-up map types, the
 * names with the source location, and the covers of overlapping entries.
 * Everything lives in one block: the caller's buffer when it is large
 * enough, else one malloc. */
typedef struct mapping {
  offload_rt_ident ident;
  int64_t device;
  int32_t n, ncovers;
  void **bases, **ptrs;
  int64_t *sizes, *types, *end_types;
  void **names;
  void **cover_ptrs, **cover_names;
  int64_t *cover_sizes, *cover_types;
  void *heap; /* the block, when it was malloc'ed */
  struct staging *staging; /* entries the runtime copies itself, or NULL */
} mapping;

/* The entries of a mapping that the runtime copies itself (launch.h,
 * "Atomic cells"): those with a cell table, and plain entries that share a
 * cover with one (the cover is then never copied: it holds cells). One
 * malloc'ed block, per entry: */
typedef struct staging {
  const uint32_t **cells;    /* its cell table, or NULL (plain bytes) */
  int64_t *bits;             /* TO and / or FROM the runtime does (0: none) */
  void **device;             /* its address on the device, once mapped */
  unsigned char **snapshots; /* what was copied in, until copied back */
  int32_t count;             /* entries with bits */
} staging;

/* Bytes a caller's buffer for offload_rt_plan should have so that launches
 * with up to 32 entries allocate nothing. */
#define SMALL_PLAN_BYTES 4096

/* Steps 2-4 of a launch (launch.h) for n entries, in buf (buf_cap bytes)
 * when they fit. what/what_len name the kernel (or the region) in psource.
 * With copy_entries the pointer and size arrays are copied into the block
 * (a data region keeps them until its end). Returns 0,
 * OFFLOAD_RT_ERR_NOMEM or OFFLOAD_RT_ERR_INVALID (a cell table that does
 * not fit its entry); on success offload_rt_release(m) releases what it
 * took. */
int32_t offload_rt_plan(mapping *m, void *buf, size_t buf_cap, int64_t device,
                        const char *what, size_t what_len, const char *file,
                        size_t flen, uint32_t line, uint32_t column, int32_t n,
                        void *const *bases, void *const *ptrs,
                        const int64_t *sizes, const int64_t *map_types,
                        const char *const *names, const int32_t *entry_args,
                        uint64_t device_args, const uint32_t *const *cells,
                        int copy_entries);

/* Frees what offload_rt_plan took. */
void offload_rt_release(mapping *m);

/* Frees the entries the runtime would copy itself (m->staging): nothing is
 * copied for them. */
void offload_rt_unstage(mapping *m);

/* On a device that uses the host's memory (offload_rt_uses_host_memory),
 * after the checks of the mapping: every mapped entry becomes LITERAL (its
 * TARGET_PARAM kept), so the kernel gets the host pointer itself and
 * libomptarget maps and copies nothing; no covers, nothing staged. */
void offload_rt_pass_host_pointers(mapping *m);

/* Whether the byte at p is present on device dev: mapped there
 * (omp_target_is_present), or held by a data region open on a device that
 * uses the host's memory (offload_rt_host_region_holds). */
int offload_rt_is_present(const void *p, int64_t dev);

/* Whether entry i of m is mapped: it has bytes and is neither LITERAL nor
 * PRIVATE. */
int offload_rt_is_mapped_entry(const mapping *m, int32_t i);

/* Whether every byte of [p, p + size) is present on device dev (its first
 * and last bytes: a range inside one mapping; one that spans two could not
 * be mapped as an entry anyway). */
int offload_rt_range_present(void *p, int64_t size, int64_t dev);

/* The checks before a mapping: OFFLOAD_RT_ERR_EXTENDS when an entry not
 * inside a cover, or a cover, partly overlaps data mapped on the device
 * already; OFFLOAD_RT_ERR_ELSEWHERE when the entries are to be mapped on
 * a device other than the default one (device memory chose it) while the
 * default device holds some of them (a data region's data there would be
 * copied to the other device stale, and overwritten when the region ends).
 * 0 otherwise, and when nothing is mapped. */
int32_t offload_rt_check_mapping(const mapping *m, int device_chosen);

/* Maps the covers, then the entries. */
void offload_rt_map_begin(mapping *m);

/* Releases the entries (FROM data inside a cover comes back by itself,
 * ALWAYS), then the covers (never copied back: they may hold bytes no
 * argument owns). */
void offload_rt_map_end(mapping *m);

/* Step 3b: the entries with a cell table (cells may be NULL) are copied by
 * the runtime, not libomptarget: their TO and FROM move from their map types
 * to m->staging (libomptarget only allocates them). OFFLOAD_RT_ERR_INVALID
 * for a table that does not fit its entry, OFFLOAD_RT_ERR_NOMEM. */
int32_t offload_rt_stage_cells(mapping *m, const uint32_t *const *cells);

/* Step 4a: a cover that holds an entry with cells is not copied in (the
 * copy would read the cells plainly); the runtime copies its plain members
 * in itself (they come back as members of a cover do, offload_rt_end_types).
 * In safe Rust a plain member cannot share bytes with a cell. */
void offload_rt_stage_cover_members(mapping *m);

/* Before a mapping: entries the device holds already (an enclosing data
 * region's) are that region's to copy; the others are counted. */
void offload_rt_stage_skip_present(mapping *m, int64_t dev);

/* After the mapping: copies the staged TO entries to the device (cells by
 * atomic loads), keeping what was copied to compare with at the end. 0,
 * OFFLOAD_RT_ERR_NOMEM or OFFLOAD_RT_ERR_INVALID (the runtime lost an
 * entry's mapping or could not copy). */
int32_t offload_rt_stage_in(mapping *m, int64_t dev);

/* After the kernel: writes back the cells of the staged FROM entries that
 * the kernel changed, by atomic stores (offload_rt_cells_scatter). */
int32_t offload_rt_stage_out(mapping *m, int64_t dev);

/* Whether the mapping has entries the runtime copies itself. */
int offload_rt_has_staged(const mapping *m);

/* ---------------------------------------------------------------------- */
/* regions.c                                                               */
/* ---------------------------------------------------------------------- */

/* Whether a data region open on device dev, a device that uses the host's
 * memory, holds the byte at p (one of its mapped entries or covers does).
 * Such a region maps nothing; the runtime keeps its ranges itself so that
 * the checks of later mappings (offload_rt_check_mapping) see them as
 * libomptarget would see a mapping. */
int offload_rt_host_region_holds(const void *p, int64_t dev);

/* ---------------------------------------------------------------------- */
/* queues.c                                                                */
/* ---------------------------------------------------------------------- */

/* Ends a piece of work on queue q that ran with status code: a status the
 * checks before the work give (an invalid launch, no device memory) is
 * returned as it is and no ticket is handed out; otherwise the work gets
 * the next ticket in *ticket, what it reported (a panic, a device fault, a
 * failed copy) is kept with the error detail for the wait, and 0 is
 * returned (OFFLOAD_RT_ERR_NOMEM when that cannot be kept). */
int32_t offload_rt_queue_finish(offload_rt_queue *q, int32_t code, uint64_t *ticket);

/* The queue the calling thread selected for its next launch
 * (__offload_rt_queue_select), or NULL; the selection is consumed. */
offload_rt_queue *offload_rt_selected_queue(void);

/* The ticket __offload_rt_queue_take_ticket gives back. */
void offload_rt_set_selected_ticket(uint64_t ticket);

/* q's CUDA stream, or NULL when its work runs when it is enqueued. */
void *offload_rt_queue_stream(const offload_rt_queue *q);

/* Where a launch on a stream was made, for a fault's report. */
typedef struct offload_rt_queue_site {
  const char *kernel; /* NUL-terminated */
  const char *file;
  size_t file_len;
  uint32_t line, column;
} offload_rt_queue_site;

/* Host data a launch on a stream copied to device memory of its own: back
 * (when from) at the work's own wait, then freed. Data holding atomic
 * cells (cells not NULL) went in by atomic loads, snapshot keeping what
 * went in (NULL when nothing did), and comes back by atomic stores of the
 * cells the kernel changed (offload_rt_cells_scatter). */
typedef struct offload_rt_queue_back {
  void *host, *device;
  size_t bytes;
  int from;
  const uint32_t *cells;
  unsigned char *snapshot;
} offload_rt_queue_back;

/* Makes q's next work wait for the work of other queues of its device
 * that uses [lo, lo + bytes) of device memory. */
void offload_rt_queue_order(offload_rt_queue *q, const void *lo, size_t bytes);

/* Adds work enqueued on q's stream, done at event: a launch (made at
 * site) or a copy; backs (malloc'ed, nbacks) are its own device copies of
 * host data; it uses the nranges ranges of device memory given. 0 and its
 * ticket, or OFFLOAD_RT_ERR_NOMEM. */
int32_t offload_rt_queue_add(offload_rt_queue *q, void *event, int launch,
                             const offload_rt_queue_site *site, offload_rt_queue_back *backs,
                             int32_t nbacks, const void *const *ranges, const size_t *range_bytes,
                             int32_t nranges, uint64_t *ticket);

/* Before a synchronous operation on device dev: waits for the work of
 * every queue that uses device memory of dev. */
void offload_rt_queues_drain(int64_t dev);

/* ---------------------------------------------------------------------- */
/* streams.c: queues on CUDA devices                                       */
/* ---------------------------------------------------------------------- */

/* A stream for a queue on dev: 1 when the runtime loaded the program's
 * image for dev (a CUDA device), else 0 (*stream NULL: its queues run their
 * work when it is enqueued). */
int offload_rt_stream_open(int64_t dev, void **stream);

/* Waits for a stream and destroys it. */
void offload_rt_stream_close(int64_t dev, void *stream);

/* dev's kernel whose offload entry is region_id (a handle for
 * offload_rt_stream_launch), or NULL when its queues cannot launch it. */
void *offload_rt_stream_kernel(int64_t dev, const void *region_id);

/* Enqueues kernel (offload_rt_stream_kernel's) over geometry
 * (OFFLOAD_RT_WORD_*) with nslots 8-byte slots, and, when event is not
 * NULL, records an event after it there (NULL when that failed). The
 * driver's result. */
int offload_rt_stream_launch(int64_t dev, void *stream, void *kernel, const uint32_t *geometry,
                             uint64_t *slots, size_t nslots, void **event);

/* Enqueues a copy (host to device when to_device). The driver's result. */
int offload_rt_stream_copy(int64_t dev, void *stream, void *dst, const void *src, size_t bytes,
                           int to_device);

/* Copies bytes of dev's memory at src to host memory at dst, and returns
 * when they are there (cuMemcpyDtoH: outside every queue, so only for
 * device memory no queued work still writes). The driver's result. */
int offload_rt_stream_fetch(int64_t dev, void *dst, const void *src, size_t bytes);

/* An event recorded on stream (with timing when timed), or NULL. */
void *offload_rt_stream_mark(int64_t dev, void *stream, int timed);

/* Waits for a stream: the driver's result (after a fault: the fault's). */
int offload_rt_stream_sync(int64_t dev, void *stream);

/* Waits for an event: the driver's result (after a fault: the fault's). */
int offload_rt_stream_wait_mark(int64_t dev, void *event);

/* Makes stream's later work wait for event. The driver's result. */
int offload_rt_stream_order(int64_t dev, void *stream, void *event);

/* Milliseconds between two timed events, both done. The driver's result. */
int offload_rt_stream_elapsed(int64_t dev, void *start, void *end, float *ms);

/* Destroys an event. */
void offload_rt_stream_forget(int64_t dev, void *event);

#pragma GCC visibility pop

#endif /* OFFLOAD_RUNTIME_INTERNAL_H */
