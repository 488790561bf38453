/*===- offload/runtime/launch.h - Kernel launches on libomptarget -*- C -*-===*
 *
 * The small C runtime that every lowered kernel launch calls
 * (`liboffload-rt.a`, linked into the Rust program; the program also links
 * `-lomptarget`). The host pass (offload-lower host) emits one call of
 * `__offload_rt_launch` per launch; this library maps the arguments, runs
 * the kernel and copies results back through LLVM's offload runtime
 * (libomptarget, LLVM 22). (One header over 500 lines: the runtime's whole
 * C interface, which the host pass and the support crate call.)
 *
 * Besides the launch itself, the header exposes the pure planning steps
 * (map-type fix-up, cover entries, the launch's checks, source strings,
 * kernel arguments) so that they can be tested without libomptarget. None
 * of them calls the runtime or allocates memory.
 *
 * External facts used here, and where they come from:
 *  - map-type bits (OFFLOAD_RT_MAP_*), the ident_t flag
 *    (OFFLOAD_RT_IDENT_FLAG_KMPC), the kernel arguments version and the
 *    structs `offload_rt_ident` (`ident_t`) and `offload_rt_kernel_args`
 *    (`__tgt_kernel_arguments`, libomptarget's `KernelArgsTy`): generated
 *    into offload/runtime/openmp-abi.h at build time from LLVM's
 *    llvm/Frontend/OpenMP/OMPConstants.h and OMPKinds.def (see that header
 *    and runtime/gen/GenOpenMPABI.cpp); the runtime puts the psource
 *    length in ident_t's reserved_3, as clang's OpenMPIRBuilder does;
 *  - psource and map-name strings `;a;b;line;column;;`: parsed by
 *    libomptarget's `SourceInfo` (offload/include/Shared/SourceInfo.h),
 *    which calls std::stoi on the line and column fields, so they must be
 *    decimal numbers that fit an int32 or the program aborts.
 *
 *===----------------------------------------------------------------------===*/
#ifndef OFFLOAD_RUNTIME_LAUNCH_H
#define OFFLOAD_RUNTIME_LAUNCH_H

#include <stddef.h>
#include <stdint.h>

/* The map-type bits (OFFLOAD_RT_MAP_*) and the structs passed to
 * libomptarget (offload_rt_ident, offload_rt_kernel_args): generated from
 * LLVM's definitions. */
#include "offload/runtime/openmp-abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The status codes (OFFLOAD_RT_ERR_*, offload/abi/Status.def), the fault
 * record (offload_rt_fault, Records.def: written by the images' panic
 * handler, the first panicking thread of a launch only, read and cleared by
 * the runtime after each launch, in memory the device writes and the host
 * reads without a copy: llvm_omp_target_alloc_host, pinned host memory on
 * GPUs), the arguments of a launch (offload_rt_launch_args,
 * OFFLOAD_RT_LAUNCH_ARGS_VERSION, Records.def) and its words
 * (OFFLOAD_RT_WORD_*, OFFLOAD_RT_GEOMETRY, OFFLOAD_RT_KERNEL_*, Launch.def). */
#include "offload/abi/ABI.h"

/* What status code means, in a few words (Status.def); NULL for 0 and for
 * codes not listed there. */
const char *offload_rt_status_message(int32_t code);

/* Bytes of stack per thread a kernel with OFFLOAD_RT_KERNEL_UNBOUNDED_STACK
 * gets on a CUDA device unless its launch asks for another amount (the CUDA
 * driver's own default is 1 KiB, and it grows the stack by itself only to
 * what ptxas could bound). The driver reserves this much for every thread
 * the GPU can hold at once (an H200: 132 SMs x 2048 threads x 16 KiB =
 * 4.1 GiB) and keeps the largest amount set. */
#define OFFLOAD_RT_DEFAULT_UNBOUNDED_STACK (16u * 1024u)

/* The most stack per thread a launch may ask for: 512 KiB, the local memory
 * a thread may have on NVIDIA GPUs of compute capability 2.0 and later
 * (CUDA C++ Programming Guide, "Technical Specifications per Compute
 * Capability"). */
#define OFFLOAD_RT_MAX_STACK (512u * 1024u)

/* The most dynamic shared memory a launch may ask for, in bytes: 227 KiB,
 * the most shared memory a block can have on any NVIDIA GPU (compute
 * capability 9.0 and 10.0; CUDA C++ Programming Guide, "Technical
 * Specifications per Compute Capability"). A GPU that has less refuses the
 * launch itself; the CPU device would allocate anything, so this keeps the
 * devices alike. */
#define OFFLOAD_RT_MAX_DYNAMIC_SHARED (227u * 1024u)

/* The name given to cover entries in the runtime's messages (`Name=<cover>`). */
#define OFFLOAD_RT_COVER_NAME "<cover>"

/* Bytes every device allocation is aligned to at least: the HOST plugin
 * allocates with malloc (16 on x86-64 Linux); the CUDA plugin's are aligned
 * to 256. A cover begins at a multiple of it, so that an argument inside
 * it has the same address modulo 16 on the device as on the host, and a
 * type aligned to at most 16 stays aligned. (The toolkit refuses data
 * aligned to more than this behind a reference.) */
#define OFFLOAD_RT_COVER_ALIGN 16

/* Step 3 of a launch: entries that map nothing become LITERAL.
 *
 * For each of the n entries (n >= 0), out_types[i] = map_types[i], except
 * that an entry without the LITERAL bit whose size is 0 (an empty slice, a
 * reference to a zero-sized type) gets LITERAL added and its other bits
 * cleared except TARGET_PARAM. The kernel then receives the host pointer
 * value itself (it never dereferences it), and libomptarget neither
 * allocates nor copies anything for it (its data begin/end skip LITERAL
 * entries). A negative size is not a byte count; it is treated like 0.
 *
 * sizes and map_types are read, out_types is written (n elements each);
 * out_types may be the same array as map_types. */
void offload_rt_fix_map_types(int32_t n, const int64_t *sizes,
                              const int64_t *map_types, int64_t *out_types);

/* Step 3b of a launch: arguments that already live on the device.
 *
 * entry_args[i] is the index (0..63) of the Rust argument that entry i
 * carries the data pointer of, or -1 for entries that carry no device data
 * (values, slice lengths, geometry); entry_args may be NULL (no such
 * entries). For every entry whose argument's bit is set in device_args (bit
 * k = argument k is a device address: a DeviceBuffer or a view of one),
 * types[i] becomes LITERAL | TARGET_PARAM: the kernel receives the pointer
 * as it is, and libomptarget maps and copies nothing for it (the
 * `is_device_ptr` clause of OpenMP does the same). types is n long and
 * updated in place. */
void offload_rt_device_entries(int32_t n, const int32_t *entry_args,
                               uint64_t device_args, int64_t *types);

/* Step 4 of a launch: cover entries for overlapping host ranges.
 *
 * libomptarget refuses an entry that extends an existing mapping ("explicit
 * extension not allowed"), so views of one allocation (`&buf[4..12]`,
 * `&buf[0..8]`) must be mapped as one range first. Considered entries are
 * those with size > 0 and neither LITERAL nor PRIVATE in types[i] (the
 * runtime maps no others); entry i covers the host bytes
 * [ptrs[i], ptrs[i] + sizes[i]). Considered entries that share at least one
 * byte are grouped, transitively (A overlaps B and B overlaps C: one group);
 * adjacent ranges do not overlap. Each group of two or more entries gives
 * one cover:
 *   out_ptrs[k]  = the group's lowest begin address,
 *   out_sizes[k] = highest end - out_ptrs[k] (bytes),
 *   out_types[k] = TO when any member has TO, else 0: a cover is never
 *                  copied back (it may hold bytes no argument owns); members
 *                  mapped FROM are copied back each on its own, with ALWAYS
 *                  (offload_rt_end_types).
 * Covers are written in increasing address order (deterministic) and do
 * not overlap each other. Returns the number of covers, at most n / 2; the
 * out arrays must have room for n / 2 elements (they are not touched when
 * there is no cover). O(n^2) time in the worst case, no allocation.
 * Returns 0 when n < 2. */
int32_t offload_rt_covers(int32_t n, void *const *ptrs, const int64_t *sizes,
                          const int64_t *types, void **out_ptrs,
                          int64_t *out_sizes, int64_t *out_types);

/* Step 4b: covers begin at a multiple of OFFLOAD_RT_COVER_ALIGN where they
 * can. A cover's entries lie at the same offsets from the cover's start on
 * the device as on the host, and a device allocation is aligned to at least
 * OFFLOAD_RT_COVER_ALIGN, so a cover that begins at such a multiple keeps
 * every argument aligned as on the host (up to 16). Each of the ncovers
 * covers (from offload_rt_covers) is extended down to the multiple at or
 * below its start unless a considered entry (see offload_rt_covers) lies
 * partly or wholly in the bytes that would be added: mapping the cover
 * would then extend that entry's mapping, which libomptarget refuses.
 * cover_ptrs and cover_sizes are updated in place. Without the extension a
 * cover begins at its lowest member, which is as aligned as that member's
 * type; every view of one slice, and a struct with its fields, stay
 * aligned that way. */
void offload_rt_align_covers(int32_t n, void *const *ptrs,
                             const int64_t *sizes, const int64_t *types,
                             int32_t ncovers, void **cover_ptrs,
                             int64_t *cover_sizes);

/* The map types of the entries at the end of a launch: types[i], plus
 * ALWAYS for every considered entry (see offload_rt_covers) that has FROM
 * and lies inside one of the ncovers covers. Such an entry's mapping is held
 * by its cover until the cover is released, so without ALWAYS libomptarget
 * would copy nothing back for it; with ALWAYS it copies exactly the entry's
 * bytes (overlapping entries copy the same device bytes, so the order does
 * not matter). out_types may be types. */
void offload_rt_end_types(int32_t n, void *const *ptrs, const int64_t *sizes,
                          const int64_t *types, int32_t ncovers,
                          void *const *cover_ptrs, const int64_t *cover_sizes,
                          int64_t *out_types);

/* Atomic cells: host data that other host threads may update with atomic
 * operations while a launch or a data region copies it (Rust's `&[AtomicU32]`,
 * `&AtomicU64`, a struct holding atomics, behind a shared reference). A
 * plain copy of such bytes would race with those operations, so the runtime
 * copies them itself, an atomic load or store of each cell's width, never
 * through libomptarget's plain copies.
 *
 * A cell table describes one element of the entry (the pointee of a
 * reference, one element of a slice) as uint32_t words:
 *   stride, nruns, then nruns runs of (offset, width, count, step):
 * the element is `stride` bytes; a run is `count` cells of `width` bytes
 * (1, 2, 4 or 8) at `offset`, `offset + step`, ... An entry of `size` bytes
 * holds size / stride elements. Other bytes of an element are plain data,
 * which no other thread writes while a shared reference to it exists. The
 * host pass (liblower's HostLowering.cpp) writes the tables from the
 * TypeTree's atomic leaves; the support crate writes those of data regions. */
#define OFFLOAD_RT_CELLS_HEADER_WORDS 2
#define OFFLOAD_RT_CELL_RUN_WORDS 4

/* 1 when cells is a well-formed table for an entry of size bytes (size a
 * multiple of its stride; every cell of width 1, 2, 4 or 8, aligned to it
 * within the element and inside it) whose host address ptr keeps every
 * cell aligned, else 0. */
int offload_rt_cells_check(const uint32_t *cells, const void *ptr, int64_t size);

/* Copies size bytes from host memory src (other threads may be updating
 * its cells atomically) to dst: each cell with a relaxed atomic load of its
 * width, the other bytes with memcpy. 0, or OFFLOAD_RT_ERR_NOMEM. */
int32_t offload_rt_cells_gather(void *dst, const void *src, int64_t size,
                                const uint32_t *cells);

/* Writes back to host memory host the cells of result (size bytes, the
 * data as the kernel left it) that differ from snapshot (as it was copied
 * to the device), each with a relaxed atomic store of its width; with a NULL
 * snapshot every cell. Plain bytes are never written (the kernel could not
 * change them through a shared reference), and neither are cells the
 * kernel left as they were, so host updates to those during the launch are
 * kept. */
void offload_rt_cells_scatter(void *host, const void *result, const void *snapshot,
                              int64_t size, const uint32_t *cells);

/* How many threads a launch of geometry (grid x, y, z, block x, y, z) runs,
 * in *total; returns 0 when the product does not fit 64 bits. */
int offload_rt_thread_count(const uint32_t geometry[6], uint64_t *total);

/* Writes the location string ";<first>;<second>;<line>;<column>;;" that
 * libomptarget parses (psource: first = file, second = function; map names:
 * first = variable, second = file).
 *
 * first and second are byte strings of the given lengths (not necessarily
 * NUL-terminated; NULL is allowed when the length is 0). In them ';' becomes
 * ',' and NUL becomes '?' so that the fields cannot break the parse; an
 * empty field is written as "unknown". line and column are written in
 * decimal, each capped at 2147483647 (the runtime reads them with
 * std::stoi).
 *
 * Like snprintf: writes at most cap - 1 characters and a NUL to out (out may
 * be NULL when cap is 0) and returns the full length of the string, without
 * the NUL. */
size_t offload_rt_format_location(char *out, size_t cap, const char *first,
                                  size_t first_len, const char *second,
                                  size_t second_len, uint32_t line,
                                  uint32_t column);

/* Step 6 of a launch: fills the kernel arguments (version
 * OFFLOAD_RT_KERNEL_ARGS_VERSION, 3 in LLVM 22) for n entries with the
 * given arrays (stored, not copied), no mappers, tripcount 0, flags 0,
 * num_teams = geometry[0..2] (grid), thread_limit = geometry[3..5] (block),
 * dyn_cgroup_mem = geometry[6] (bytes of dynamic shared memory per block).
 * The geometry is stored bit for bit (libomptarget reads these fields as
 * unsigned). */
void offload_rt_fill_kernel_args(offload_rt_kernel_args *out, int32_t n,
                                 void **bases, void **ptrs, int64_t *sizes,
                                 int64_t *map_types, void **names,
                                 const uint32_t geometry[OFFLOAD_RT_GEOMETRY]);

/* Calls fn(arg) so that an abort() inside it returns here instead of ending
 * the process: libomptarget aborts when a kernel or a copy fails on a
 * device that exists (a GPU kernel's illegal address, a lost context). The
 * process-wide SIGABRT handler this installs (once) passes every other
 * abort to the handler installed before it, or to the default action.
 * Returns 0 when fn returned, 1 when it aborted (fn's frames are left
 * without unwinding: it must hold no lock of the caller's). Nests. */
int offload_rt_guarded(void (*fn)(void *), void *arg);

/* After a device was lost, the runtime's teardown at exit may abort on it:
 * from this call on, an abort outside offload_rt_guarded ends the process
 * with _exit(status) instead (status & 0xff, the status the program is
 * exiting with). Called by the runtime's exit handler. */
void offload_rt_guard_exit(int status);

/* The checks of a launch's arguments that need no device, in the order
 * __offload_rt_launch makes them. Returns OFFLOAD_RT_ERR_INVALID when args
 * is NULL or not a record this runtime knows (version
 * OFFLOAD_RT_LAUNCH_ARGS_VERSION, size sizeof(offload_rt_launch_args); no
 * other field is read then) or its geometry is NULL; 1 when a grid or block
 * extent is 0 (the launch runs nothing); else OFFLOAD_RT_ERR_INVALID when a
 * grid or block extent exceeds 2147483647 (libomptarget takes grid x and
 * block x as int32, and -1 there means "not a teams region"), the dynamic
 * shared memory exceeds OFFLOAD_RT_MAX_DYNAMIC_SHARED, the stack asked for
 * exceeds OFFLOAD_RT_MAX_STACK, the launch would run 2^64 threads or more
 * (the x86-64 image counts them in 64 bits), num_entries < 0, an entry
 * array (bases, ptrs, sizes, map_types) is NULL while num_entries > 0, or
 * file is not NULL and file_len exceeds SIZE_MAX / 4; else 0. */
int32_t offload_rt_check_launch(const offload_rt_launch_args *args);

/* Launches one kernel: the call the host pass emits for every launch.
 *
 * args is a launch_args record (offload/abi/Records.def, which says what
 * each field holds), read during the call only. In order:
 *  1. returns OFFLOAD_RT_ERR_INVALID when offload_rt_check_launch refuses
 *     the record (the runtime is not called), and 0 at once when a grid or
 *     block extent is 0 (nothing is mapped or run: libomptarget would take
 *     0 teams as "pick a default"); then OFFLOAD_RT_ERR_NO_IMAGE when the
 *     launch is on the default device and there is no device at all
 *     (libomptarget lists only devices that some image of the program
 *     fits; it would abort under OMP_TARGET_OFFLOAD=mandatory:
 *     __offload_rt_images_report says why), and OFFLOAD_RT_ERR_DEVICE_LOST
 *     on a lost device;
 *  2. builds the launch's ident_t (psource ";file;kernel;line;column;;") and
 *     entry names ";name;file;line;column;;"; every runtime call is made
 *     with this ident_t. Names, the kernel and the file's directory serve
 *     only the runtime's messages and profiles: unless LIBOMPTARGET_INFO is
 *     set and not 0, or LIBOMPTARGET_PROFILE is set, psource is
 *     ";<file's base name>;unknown;line;column;;" and there are no names
 *     (libomptarget parses psource on every launch);
 *  3. fixes a copy of the map types (offload_rt_fix_map_types, then
 *     offload_rt_device_entries); entries with a cell table are copied in
 *     and back by the runtime, cell by cell, unless a data region holds them;
 *  4. computes the cover entries (offload_rt_covers), drops every cover
 *     whose members are all present on the device already (inside a data
 *     region: they only gain a reference, nothing is copied), and aligns the
 *     others (offload_rt_align_covers) unless a byte the alignment would add
 *     is mapped on the device already;
 *  5. (on the CPU devices: below, "The CPU devices use the host's memory")
 *     without covers: __tgt_target_kernel(ident, device, grid x, block x,
 *     region_id, args), which maps the entries, runs the kernel and copies
 *     FROM data back, as clang's target regions do; with covers:
 *     __tgt_target_data_begin_mapper over the covers, then over the
 *     entries, the kernel, __tgt_target_data_end_mapper over the entries
 *     with the map types of offload_rt_end_types (an entry inside a cover
 *     and mapped FROM is copied back by itself), then over the covers
 *     (never copied back);
 *  6. frees what it allocated (nothing for up to 32 entries).
 * Before step 5 it refuses, without calling the runtime, entries that
 * libomptarget would abort on or copy wrong: OFFLOAD_RT_ERR_EXTENDS when an
 * entry (or a cover) has its first byte mapped on the device and not its
 * last, or the other way round (it extends a data region's data);
 * OFFLOAD_RT_ERR_ELSEWHERE when the launch runs on a device other than the
 * default one (device is not -1: the device of its device memory, or of the
 * queue it is enqueued on) while host data it maps is held on the default
 * device (by a data region there). It also refuses, with
 * OFFLOAD_RT_ERR_DEVICE_NOMEM, a launch whose data the device cannot hold
 * (libomptarget would end the program): when the launch maps 64 MiB or
 * more that the device does not hold yet, that many bytes must be free on a
 * CUDA device (cuMemGetInfo), or allocatable at once elsewhere (one
 * omp_target_alloc, freed at once). And on a CUDA device it makes the
 * per-thread stack at least geometry[OFFLOAD_RT_WORD_STACK_BYTES] bytes, or
 * OFFLOAD_RT_DEFAULT_UNBOUNDED_STACK when that is 0 and the kernel has
 * OFFLOAD_RT_KERNEL_UNBOUNDED_STACK (cuCtxSetLimit(CU_LIMIT_STACK_SIZE) on
 * the primary context, once per size; it is never made smaller), or
 * returns OFFLOAD_RT_ERR_STACK with the driver's reason as the error
 * detail. Other devices ignore the stack words.
 * Step 5 runs under offload_rt_guarded: when the runtime aborts in it (the
 * kernel faulted: an illegal address, a misaligned access, a stack
 * overflow), the launch returns OFFLOAD_RT_ERR_DEVICE_FAULT with the
 * driver's report as the error detail, the device is marked lost, and every
 * later launch, copy, allocation or data region on it returns
 * OFFLOAD_RT_ERR_DEVICE_LOST (its memory is not freed: the driver cannot).
 * After the kernel (and its copies back) it reads the device's fault record:
 * when a thread panicked it clears the record, keeps its contents for
 * __offload_rt_error_detail and returns OFFLOAD_RT_ERR_PANIC (the results
 * copied back hold what the threads that did not panic wrote; the device
 * stays usable).
 * Returns __tgt_target_kernel's result (0 on success), one of the codes
 * above, or OFFLOAD_RT_ERR_NOMEM if an allocation failed. */
int32_t __offload_rt_launch(const offload_rt_launch_args *args);

/* The CPU devices use the host's memory. On a device of libomptarget's HOST
 * plugin (omp_get_uid_from_device says "x86_64-N") device memory is this
 * process's memory, so host data is used where it is:
 *  - a launch makes the checks of steps 1-4 as on any device (PartialOverlap,
 *    HeldElsewhere), then passes every mapped entry as LITERAL (its
 *    TARGET_PARAM kept): the kernel gets the host pointer itself, and
 *    nothing is mapped, allocated or copied, so LIBOMPTARGET_INFO shows no
 *    copy; what the kernel writes (through a Region, `&mut`, atomics or
 *    cells) is in host memory when the launch returns (for a queued launch,
 *    when it is enqueued: the CPU devices run queued work at once); atomics
 *    are updated in place, so no host thread's update is lost; there is no
 *    device memory check (OFFLOAD_RT_ERR_DEVICE_NOMEM);
 *  - a data region maps and copies nothing: __offload_rt_data_begin makes
 *    its checks, then keeps the region's ranges in a list of the runtime's
 *    own until __offload_rt_data_end, so that later launches and regions
 *    are checked against them as against a GPU's mapping (a view that
 *    extends the region's data, an inner region wider than its outer one,
 *    data held on the default device launched on another). Host code inside
 *    the region sees what the launches wrote at once;
 *  - device memory (__offload_rt_device_alloc) is zeroed in place; the
 *    copies a program asks for (__offload_rt_copy, queued copies) are
 *    made as asked.
 * OFFLOAD_HOST_COPIES set to anything but "" or "0" (read once) gives the
 * HOST plugin's devices the mapping and copies of a GPU: every step above
 * as written, through libomptarget (the tests of the copy planning run
 * under it). Other devices are not affected. */

/* ---------------------------------------------------------------------- */
/* Devices and device memory (the support crate's DeviceBuffer, PinnedBuffer) */
/* ---------------------------------------------------------------------- */

/* The number of offload devices (omp_get_num_devices: GPUs, then the
 * HOST plugin's CPU devices). */
int32_t __offload_rt_num_devices(void);

/* The default device's number: the one __offload_rt_set_default_device
 * chose, else omp_get_default_device (OMP_DEFAULT_DEVICE); -1 when there is
 * no device at all. */
int64_t __offload_rt_default_device(void);

/* Makes device the default device (-1 below) of every thread, from now on;
 * device -1 goes back to omp_get_default_device's. Launches, data regions,
 * queues and device memory on the default device resolve it when they
 * start. Returns 0, or OFFLOAD_RT_ERR_NO_DEVICE (nothing changes). */
int32_t __offload_rt_set_default_device(int64_t device);

/* The bytes of memory device (-1 = default) has in all and free now: a
 * CUDA device's from the driver (cuMemGetInfo), a CPU device's from the
 * host (sysconf: physical and available pages); 0 and 0 for other devices,
 * whose runtime does not say. Returns 0, OFFLOAD_RT_ERR_NO_DEVICE,
 * OFFLOAD_RT_ERR_DEVICE_LOST or OFFLOAD_RT_ERR_INVALID (a NULL out). */
int32_t __offload_rt_device_memory(int64_t device, uint64_t *total, uint64_t *free_bytes);

/* Resolves a device number: -1 becomes the default device. Returns 0 and
 * the number in *out, or OFFLOAD_RT_ERR_NO_DEVICE when the result is not in
 * [0, omp_get_num_devices()) (libomptarget aborts on such a number). */
int32_t __offload_rt_resolve_device(int64_t device, int64_t *out);

/* Records the device images a program holds, one "<triple> <arch>" per
 * line, and those left out when it was built (a default target whose image
 * could not be built), one "<triple> <arch> <why>" per line, <why> the
 * reason on one line (the host pass's constructor calls it once per linked
 * program, at start-up, after the images are registered; the string must
 * live as long as the program). At most 16 lists are kept. */
void __offload_rt_register_images(const char *list);

/* Writes, like snprintf, why no device can run the program: the archs of
 * its images (__offload_rt_register_images), the GPUs of the machine the
 * CUDA driver lists with their archs ("NVIDIA H200 (sm_90)"; only when the
 * CUDA plugin loaded libcuda), and the images left out at build time with
 * why. E.g. "the program's images are for sm_80, and this machine's GPUs
 * are NVIDIA H200 (sm_90)", "...; sm_90 was left out when the program was
 * built: kernels.rs:11: ...". Returns the length it wanted. */
int32_t __offload_rt_images_report(char *out, size_t cap);

/* Tells the runtime the host address of the program's fault slot: the
 * host pass's global whose offload entry is named `__offload_fault_slot`,
 * which libomptarget maps to each image's global of that name. Called by
 * the host pass's constructor (referenced weakly). Before the first launch
 * on a device the runtime gives that device a fault record and writes its
 * address into the device's slot (omp_get_mapped_ptr, then the CUDA
 * driver's cuMemcpyHtoD on a CUDA device, a store on the HOST plugin's,
 * omp_target_memcpy elsewhere), so that no copy appears among the
 * launches' own. Without it (or for a device numbered 64 or more) panics
 * trap: the program ends. */
void __offload_rt_register_fault_slot(void **slot);

/* Writes, like snprintf, what the calling thread's last launch that failed
 * had to say beyond its code; "" after a launch that succeeded or failed
 * with nothing more to say. For OFFLOAD_RT_ERR_PANIC: "thread (x, y, z) of
 * block (x, y, z) panicked at FILE:LINE:COLUMN: MESSAGE" (": MESSAGE" only
 * when the panic had a message without arguments; when launches run on one
 * device from several host threads at once, a panic is reported by the
 * launch that finishes first after it). For OFFLOAD_RT_ERR_DEVICE_NOMEM:
 * the bytes the launch needed and what the device has. For
 * OFFLOAD_RT_ERR_DEVICE_FAULT: what the driver reported ("CUDA error 700,
 * CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered").
 * For OFFLOAD_RT_ERR_DEVICE_LOST: which device, and the kernel, place and
 * report of the fault that lost it. For OFFLOAD_RT_ERR_STACK: the bytes
 * asked for and the driver's reason. Returns the length it wanted. */
int32_t __offload_rt_error_detail(char *out, size_t cap);

/* Writes a name of offload device `device` (-1 = default) to out, at most
 * cap - 1 bytes and a NUL (like snprintf; out may be NULL when cap is 0):
 * a CUDA device's name from the driver ("NVIDIA H200"; cuDeviceGetName),
 * "the CPU (libomptarget's host plugin)" for the HOST plugin's devices
 * (omp_get_uid_from_device says "x86_64-N"), else "offload device <id>".
 * Returns 0, OFFLOAD_RT_ERR_NO_DEVICE, or OFFLOAD_RT_ERR_INVALID (out NULL
 * with cap > 0). */
int32_t __offload_rt_device_name(int64_t device, char *out, size_t cap);

/* Allocates bytes (> 0) of device memory on device (-1 = default) with
 * omp_target_alloc, zero-filled when zeroed is non-zero (on a CUDA device
 * by the driver's memset; on a CPU device by memset, unless
 * OFFLOAD_HOST_COPIES is set; elsewhere by copies from a zeroed host
 * buffer of at most 1 MiB).
 * Returns 0 and the device address in *out; OFFLOAD_RT_ERR_NO_DEVICE,
 * OFFLOAD_RT_ERR_DEVICE_NOMEM (the runtime returned NULL) or
 * OFFLOAD_RT_ERR_INVALID (bytes == 0, out == NULL). */
int32_t __offload_rt_device_alloc(int64_t device, uint64_t bytes,
                                  int32_t zeroed, void **out);

/* Frees memory of __offload_rt_device_alloc (omp_target_free); NULL is
 * ignored. */
void __offload_rt_device_free(int64_t device, void *ptr);

/* Copies bytes between host memory and device memory of device (a number
 * __offload_rt_device_alloc accepted) with omp_target_memcpy: host to
 * device when to_device is non-zero (dst is a device address), else device
 * to host. Returns 0, OFFLOAD_RT_ERR_NO_DEVICE or OFFLOAD_RT_ERR_COPY. A
 * copy of 0 bytes does nothing and returns 0. */
int32_t __offload_rt_copy(int64_t device, void *dst, const void *src,
                          uint64_t bytes, int32_t to_device);

/* Copies bytes from device memory of src_device to device memory of
 * dst_device (-1 = default; they may be the same), after the work queued on
 * either: omp_target_memcpy between the two devices, which copies directly
 * where their plugin offers it (two CUDA GPUs: a peer copy) and through a
 * host buffer otherwise (libomptarget, offload/src/api.cpp); one memmove
 * between CPU devices, whose memory is the host's (unless
 * OFFLOAD_HOST_COPIES is set). Returns 0,
 * OFFLOAD_RT_ERR_NO_DEVICE, OFFLOAD_RT_ERR_DEVICE_LOST, OFFLOAD_RT_ERR_COPY
 * or OFFLOAD_RT_ERR_INVALID (a NULL address); 0 bytes do nothing. */
int32_t __offload_rt_copy_between(int64_t dst_device, void *dst, int64_t src_device,
                                  const void *src, uint64_t bytes);

/* Page-locked host memory for fast copies with device
 * (llvm_omp_target_alloc_host; the CUDA plugin uses cuMemAllocHost).
 * Returns 0 and the host address in *out, OFFLOAD_RT_ERR_NO_DEVICE,
 * OFFLOAD_RT_ERR_NOMEM or OFFLOAD_RT_ERR_INVALID (bytes == 0). */
int32_t __offload_rt_pinned_alloc(int64_t device, uint64_t bytes, void **out);

/* Frees memory of __offload_rt_pinned_alloc; NULL is ignored. */
void __offload_rt_pinned_free(int64_t device, void *ptr);

/* Page-locks bytes of existing host memory at ptr for device. On a CUDA
 * device it registers the memory with the driver (cuMemHostRegister,
 * PORTABLE), because LLVM 22's CUDA plugin does not lock memory (its
 * llvm_omp_target_lock_mem does nothing); other devices need no locking
 * (the HOST plugin) or are not supported. Returns 1 when the memory is now
 * locked (unlock with __offload_rt_unlock), 0 otherwise (not a CUDA device,
 * or the driver refused, e.g. memory locked already): copies then simply run
 * at the speed of the memory as it is. */
int32_t __offload_rt_lock(int64_t device, void *ptr, uint64_t bytes);

/* Undoes a successful __offload_rt_lock. */
void __offload_rt_unlock(int64_t device, void *ptr);

/* ---------------------------------------------------------------------- */
/* Data regions (the support crate's data_region)                          */
/* ---------------------------------------------------------------------- */

/* Opens a data region: maps n (0..64) host ranges on device (-1 = default)
 * as OpenMP's `target data` does, with the cover and presence handling of
 * __offload_rt_launch steps 2-4, and returns a handle for
 * __offload_rt_data_end in *handle. ptrs[i], sizes[i] (bytes) and
 * types[i] (TO and/or FROM; 0 = allocate only) describe range i; names[i]
 * ("data.0"; NULL allowed) and the file/line/column of the region are used
 * in the runtime's messages. Ranges of 0 bytes are skipped. Launches inside
 * the region that pass these ranges (or parts of them) find them present
 * and copy nothing; the data is copied back when the region ends. Returns
 * 0, OFFLOAD_RT_ERR_NOMEM, OFFLOAD_RT_ERR_NO_DEVICE (an explicit device
 * out of range), OFFLOAD_RT_ERR_EXTENDS (a range partly overlaps data
 * mapped already: an enclosing region holds part of it) or
 * OFFLOAD_RT_ERR_INVALID. cells is NULL, or for each range NULL or its cell
 * table (above, "Atomic cells"): such a range is copied by the runtime, cell
 * by cell, when the region opens and closes (unless an enclosing region
 * holds it). The arrays are copied; the tables must outlive the region. With
 * device -1 and no device at all, maps nothing and returns 0 with *handle
 * NULL. On a CPU device (the HOST plugin's) it maps and copies nothing and
 * only records the ranges for the checks of later mappings (above, "The
 * CPU devices use the host's memory"), unless OFFLOAD_HOST_COPIES is set. */
int32_t __offload_rt_data_begin(int64_t device, const char *file,
                                uint64_t file_len, uint32_t line,
                                uint32_t column, int32_t n, void *const *ptrs,
                                const int64_t *sizes, const int64_t *types,
                                const char *const *names,
                                const uint32_t *const *cells, void **handle);

/* Closes a data region: copies FROM ranges back (when this region holds
 * the last reference) and releases them, then frees the handle. NULL is
 * ignored. */
void __offload_rt_data_end(void *handle);

/* ---------------------------------------------------------------------- */
/* Queues (the support crate's Queue, Pending and Event)                   */
/* ---------------------------------------------------------------------- */

/* A queue of work on one device: launches and copies run in the order they
 * were enqueued; the host does not wait for them until it asks. Each piece
 * of work gets a ticket (1, 2, ... per queue); a ticket also names the
 * point in the queue right after its work (an event). What a piece of work
 * reports when it runs (a panic: OFFLOAD_RT_ERR_PANIC; a device fault:
 * OFFLOAD_RT_ERR_DEVICE_FAULT; a failed copy: OFFLOAD_RT_ERR_COPY) is kept
 * with its ticket and returned, with its error detail, by the first wait
 * that covers it; what the checks before it find (an invalid launch, no
 * such device, too little device memory) is returned when it is enqueued,
 * and then it gets no ticket.
 *
 * On a CUDA device whose image the runtime can load itself, a queue is a
 * CUDA stream of the device's primary context: launches and copies are
 * enqueued and the host waits only in the waits. Elsewhere (the CPU
 * devices, AMD GPUs, OFFLOAD_QUEUES_AT_ONCE set) each piece of work runs
 * when it is enqueued, through the synchronous paths; the waits and events
 * keep their meaning, and the time between two events is the host's
 * (docs/design.md, "How a host thread waits, and queues").
 *
 * On a stream: host data a launch maps is copied to device memory of the
 * launch's own before the enqueue returns (data an enclosing data region
 * holds is used where it is), and copied back only by the wait of exactly
 * that launch's ticket; device memory that work uses is ordered between
 * queues (later work of another queue on it waits for it), and every
 * synchronous operation on the device (a launch, copy, free or data region)
 * first waits for all queued work that uses device memory (as CUDA's legacy
 * default stream does). A panic is reported by the first launch not
 * waited for yet among those the wait covers.
 *
 * The contract for callers (the support crate keeps it with borrows): host
 * memory a launch maps, and host memory and device memory a copy reads or
 * writes, must not be accessed by the host, nor freed, until a wait covers
 * the work. */
typedef struct offload_rt_queue offload_rt_queue;

/* Creates a queue on device (-1 = default). 0 and the queue in *out;
 * OFFLOAD_RT_ERR_NO_DEVICE, OFFLOAD_RT_ERR_DEVICE_LOST, OFFLOAD_RT_ERR_NOMEM
 * or OFFLOAD_RT_ERR_INVALID (out NULL). */
int32_t __offload_rt_queue_create(int64_t device, offload_rt_queue **out);

/* Frees a queue (its work is done: every wait has been made or is not
 * wanted). NULL is ignored. */
void __offload_rt_queue_destroy(offload_rt_queue *q);

/* The queue's device number; -1 for NULL. */
int64_t __offload_rt_queue_device(const offload_rt_queue *q);

/* Makes the calling thread's next __offload_rt_launch a launch on q (NULL:
 * none): it runs on q's device (a launch whose device memory is another
 * device's returns OFFLOAD_RT_ERR_MIXED_DEVICES), and when it returns 0 it
 * was enqueued and __offload_rt_queue_take_ticket gives its ticket (0: it
 * had no threads and ran nothing). */
void __offload_rt_queue_select(offload_rt_queue *q);

/* The ticket of the thread's last launch on a selected queue (0 when none
 * was enqueued), and the end of the selection. */
uint64_t __offload_rt_queue_take_ticket(void);

/* __offload_rt_queue_copy's flags. */
#define OFFLOAD_RT_QUEUE_TO_DEVICE 0x1 /* host to device (dst is device memory) */
#define OFFLOAD_RT_QUEUE_OWNED 0x2     /* the host memory stays untouched until the
                                          wait (else the copy is done with it
                                          before the call returns) */

/* Enqueues a copy of bytes between host memory and device memory of q's
 * device: host to device with OFFLOAD_RT_QUEUE_TO_DEVICE (dst is a device
 * address), else device to host. Without OFFLOAD_RT_QUEUE_OWNED the copy
 * is done with the host memory when the call returns. 0 and its ticket in
 * *ticket; OFFLOAD_RT_ERR_DEVICE_LOST, OFFLOAD_RT_ERR_COPY (the driver
 * refused it), OFFLOAD_RT_ERR_NOMEM or OFFLOAD_RT_ERR_INVALID. */
int32_t __offload_rt_queue_copy(offload_rt_queue *q, void *dst, const void *src,
                                uint64_t bytes, int32_t flags, uint64_t *ticket);

/* Records the point after everything enqueued on q so far: 0 and its
 * ticket in *ticket (OFFLOAD_RT_ERR_NOMEM, OFFLOAD_RT_ERR_INVALID). Its
 * time is kept until __offload_rt_queue_forget. */
int32_t __offload_rt_queue_record(offload_rt_queue *q, uint64_t *ticket);

/* Forgets the time of a point __offload_rt_queue_record made. */
void __offload_rt_queue_forget(offload_rt_queue *q, uint64_t ticket);

/* Makes the work enqueued on q from now on wait for the point `ticket` of
 * queue other. 0, or OFFLOAD_RT_ERR_INVALID (no such point yet). */
int32_t __offload_rt_queue_wait_for(offload_rt_queue *q, offload_rt_queue *other,
                                    uint64_t ticket);

/* Waits until the work of q up to ticket `last` is done, then returns what
 * the first piece with a ticket in [first, last] that failed and was not
 * waited for reported (0 when none), with its error detail
 * (__offload_rt_error_detail) and its ticket in *failed; that report is
 * then forgotten. OFFLOAD_RT_ERR_INVALID for first > last. */
int32_t __offload_rt_queue_wait(offload_rt_queue *q, uint64_t first, uint64_t last,
                                uint64_t *failed);

/* Lets work `ticket` of q run on without a wait: 0 when it has no host
 * data to copy back (what it reports is kept for a later wait), 1 when it
 * has (the caller must wait for it, __offload_rt_queue_wait with first =
 * last = ticket, for the data to come back). */
int32_t __offload_rt_queue_release(offload_rt_queue *q, uint64_t ticket);

/* Milliseconds from the point t0 of q0 to the point t1 of q1 (both from
 * __offload_rt_queue_record, on one device; waits for both) in *ms: the
 * device's clock on a stream, else the host's. 0, or
 * OFFLOAD_RT_ERR_INVALID (a point not recorded or forgotten). */
int32_t __offload_rt_queue_elapsed(offload_rt_queue *q0, uint64_t t0, offload_rt_queue *q1,
                                   uint64_t t1, double *ms);

/* Hands the runtime the program's registration descriptor (libomptarget's
 * __tgt_bin_desc as llvm::offloading::wrapOpenMPBinaries emits it) and the
 * list of its images (__offload_rt_register_images's, in the same order),
 * so that it can load an NVIDIA image itself for queues. Called by the host
 * pass's constructor (referenced weakly). At most 16 are kept. */
void __offload_rt_register_binaries(const void *desc, const char *list);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* OFFLOAD_RUNTIME_LAUNCH_H */
