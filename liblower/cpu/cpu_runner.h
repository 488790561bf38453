/* cpu_runner.h - The CPU runner of x86-64 device images.
 *
 * libomptarget's host plugin calls an x86-64 image's entry point once per
 * launch and ignores the grid. The entry point hands the launch to
 * __offload_cpu_run_regions (a kernel the device pass made into regions:
 * loops over a block's threads between its barriers) or to
 * __offload_cpu_run (any other kernel: a block's threads one after another,
 * or as concurrent OS threads so that a block barrier works). Blocks spread
 * over a pool of OS threads started once per process. The device builtins
 * of the image read the calling thread's position through the other
 * functions below.
 *
 * The runner is compiled to LLVM bitcode at build time and embedded in the
 * OffloadLower library (offload/lower/CpuRunner.h: cpuRunnerBitcode(),
 * loadCpuRunner()); the device pass links it into every x86-64 image. It
 * uses libc, pthreads (glibc 2.34 and later have them in libc) and Linux's
 * futex system call, resolved when the image is loaded into the process.
 * Worker threads have 2 MiB stacks.
 *
 * Thread and block positions, dimensions and shared memory are per OS
 * thread (_Thread_local). Outside a launch every index and dimension reads
 * 0, the shared memory bases are NULL and the barrier does nothing.
 * __offload_cpu_run saves the calling thread's state and restores it when
 * it returns.
 */
#ifndef OFFLOAD_CPU_RUNNER_H
#define OFFLOAD_CPU_RUNNER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The most threads of a block in concurrent mode (the product of the three
 * block dimensions). */
#define OFFLOAD_CPU_MAX_BLOCK_THREADS 1024u

/* Alignment of the dynamic shared memory base (and the least alignment of
 * the static one), in bytes. */
#define OFFLOAD_CPU_SHARED_ALIGN 16u

/* Runs a launch: calls unpack(slots) once per thread of every block.
 *   geometry: grid x, y, z, then block x, y, z (counts of blocks, threads).
 *   concurrent: 0 runs a block's threads one after another on the calling
 *     thread (x fastest, then y, then z); the barrier does nothing. Non-zero
 *     runs them as concurrent OS threads (at most
 *     OFFLOAD_CPU_MAX_BLOCK_THREADS), from a pool of block-size threads (the
 *     calling thread being thread 0) created once per launch and joined
 *     before the function returns.
 *   dynamic_shared_bytes, static_shared_bytes: sizes in bytes of the
 *     block's shared memory: one buffer per block, zeroed before the block
 *     runs, the static part at its start and the dynamic part at the static
 *     part's size rounded up to OFFLOAD_CPU_SHARED_ALIGN.
 *   static_shared_align: the alignment the static part needs (a power of
 *     two, the largest of its arrays'); the buffer is aligned to it and to
 *     at least OFFLOAD_CPU_SHARED_ALIGN, so the dynamic base is
 *     OFFLOAD_CPU_SHARED_ALIGN-aligned.
 * In serial mode the blocks spread over the pool as with
 * __offload_cpu_run_regions; in concurrent mode they run one after another,
 * x fastest, then y, then z. A grid or block with a zero dimension runs
 * nothing.
 * Errors (a message on stderr, then abort()): concurrent mode with a block
 * of more than OFFLOAD_CPU_MAX_BLOCK_THREADS threads; the worker threads
 * cannot be created; the shared memory cannot be allocated;
 * static_shared_align is not a power of two. */
void __offload_cpu_run(void (*unpack)(const uint64_t *slots),
                       const uint64_t *slots, const uint32_t geometry[6],
                       int concurrent, uint64_t dynamic_shared_bytes,
                       uint64_t static_shared_bytes, uint64_t static_shared_align);

/* The most regions (barriers + 1) a kernel run by
 * __offload_cpu_run_regions may have. */
#define OFFLOAD_CPU_MAX_REGIONS 256u

/* The state of a thread that has ended (returned or panicked). */
#define OFFLOAD_CPU_THREAD_ENDED UINT32_MAX

/* What a region returns when the threads it ran went on to different
 * states (or it ran none). */
#define OFFLOAD_CPU_STATES_MIXED (UINT32_MAX - 1u)

/* One region of a kernel: the code between two of its barriers (or its
 * start and end) run for every thread of a block, as a loop over the
 * threads (the device pass makes them, CpuRunner.h).
 *   slots: the kernel's argument slots.
 *   block: block index x, y, z, block dimension x, y, z, grid dimension
 *     x, y, z, then the span: how many blocks along x from block x the call
 *     runs (1 unless the launch has OFFLOAD_CPU_REGIONS_SPAN_X).
 *   shared_static, shared_dynamic, dynamic_bytes: the block's shared memory.
 *   frames: the block's threads' frames (their values that live across
 *     barriers), frame_bytes per thread, laid out as the kernel's code
 *     chooses (the device pass: each value's slot an array over the
 *     threads).
 *   cur, next: with more than one region, each thread's state: cur[t] is
 *     the region thread t is at (OFFLOAD_CPU_THREAD_ENDED once it ended);
 *     the region runs the threads at it and writes next[t], the region after
 *     the barrier it stopped at, or OFFLOAD_CPU_THREAD_ENDED. cur is NULL
 *     when every thread of the block is at this region; next is NULL with
 *     one region (every thread runs it, to its end).
 *   first: the first thread (linear, x fastest) to run; the ones before it
 *     have run this region already. With a span, the threads run thread
 *     row by thread row, each row through the span's blocks: thread (x, y,
 *     z) of the span's block s is number ((z * block_y + y) * span + s) *
 *     block_x + x.
 * Returns, with more than one region, the state every thread it ran went
 * on to if that is one state, else OFFLOAD_CPU_STATES_MIXED (also when it
 * ran none); with one region, anything.
 * Before a thread calls code that may panic it names itself and its block
 * (__offload_cpu_enter_thread). */
typedef uint32_t (*__offload_cpu_region)(const uint64_t *slots, const uint32_t *block,
                                         void *shared_static, void *shared_dynamic,
                                         uint64_t dynamic_bytes, unsigned char *frames,
                                         const uint32_t *cur, uint32_t *next, uint64_t first);

/* A flag of __offload_cpu_run_regions: the kernel has one region, uses no
 * shared memory and reads its block index only as the region's block
 * parameter, so a call of it may run several blocks of one grid row (a
 * span, see __offload_cpu_region). */
#define OFFLOAD_CPU_REGIONS_SPAN_X 1u

/* Runs a launch of a kernel made of regions (see __offload_cpu_region): the
 * blocks spread over a pool of OS threads started once per process (the
 * calling thread one of them), each block's threads region by region: a
 * round runs every region some live thread is at, then every thread goes on
 * to the region after its barrier, until every thread has ended; a thread
 * that has ended counts as arrived at every barrier (as on a GPU). While
 * every thread of the block is at one region, a round is that region's
 * call alone (cur NULL, its result the next round's region).
 *   regions, region_count: region 0 is the kernel's start; at most
 *     OFFLOAD_CPU_MAX_REGIONS.
 *   frame_bytes, frame_align: the size of a thread's frame (a multiple of
 *     frame_align, a power of two); each block gets one per thread.
 *   geometry and the shared memory: as __offload_cpu_run's.
 *   flags: 0 or OFFLOAD_CPU_REGIONS_SPAN_X; the runner then passes each
 *     call the blocks of its share that lie in one grid row.
 * The pool has OFFLOAD_CPU_THREADS threads (the caller included) if that
 * environment variable is set to a number from 1, else one per CPU the
 * process may run on; a launch of fewer than 4096 threads in all, or of one
 * block, runs on the calling thread alone, as does a launch while another
 * thread's launch has the pool. Blocks run in any order; a panic is
 * reported for the first panicking (block, thread) in z, y, x order
 * (__offload_cpu_fault_begin).
 * Errors (a message on stderr, then abort()): a malformed region count,
 * frame or flags (a span for more than one region); several regions with
 * a block of more than OFFLOAD_CPU_MAX_BLOCK_THREADS threads; memory that
 * cannot be allocated. */
void __offload_cpu_run_regions(const __offload_cpu_region *regions, uint32_t region_count,
                               const uint64_t *slots, const uint32_t geometry[6],
                               uint64_t frame_bytes, uint64_t frame_align,
                               uint64_t dynamic_shared_bytes, uint64_t static_shared_bytes,
                               uint64_t static_shared_align, uint32_t flags);

/* Names the calling thread of a region (its thread index and its block's
 * x index), for the panic handler and for the runner to go on after it
 * ends. */
void __offload_cpu_enter_thread(uint32_t x, uint32_t y, uint32_t z, uint32_t block_x);

/* The panic handler's claim of the fault record whose state word is
 * `state`: returns 1 if the calling thread is to write the record (its
 * state is 0, or this thread comes before the one that wrote it in the
 * launch's (block, thread) z, y, x order); it then holds the launch's fault
 * lock until __offload_cpu_fault_end. Returns 0 otherwise. Sets *state to
 * 1 when it returns 1. Outside a launch the first claim wins. */
int __offload_cpu_fault_begin(uint32_t *state);
void __offload_cpu_fault_end(void);

/* The calling thread's thread index, block index, block dimension and grid
 * dimension in dimension dim (0 x, 1 y, 2 z); 0 for any other dim. */
uint32_t __offload_cpu_thread_idx(uint32_t dim);
uint32_t __offload_cpu_block_idx(uint32_t dim);
uint32_t __offload_cpu_block_dim(uint32_t dim);
uint32_t __offload_cpu_grid_dim(uint32_t dim);

/* Waits until every thread of the block that has not ended has arrived
 * (any number of times per block); all writes made before it by the
 * block's threads are visible after it. Does nothing in serial mode. A
 * thread ends when its unpack call returns or it calls
 * __offload_cpu_exit_thread; from then on it counts as arrived at every
 * barrier of its block (as on a GPU, where barriers do not wait for exited
 * threads). The threads that have not ended must call it the same number
 * of times; otherwise the block hangs. */
void __offload_cpu_barrier(void);

/* The base of this block's static / dynamic shared memory (see
 * __offload_cpu_run for their alignment); never NULL during a launch. */
void *__offload_cpu_shared_static(void);
void *__offload_cpu_shared_dynamic(void);

/* The bytes of dynamic shared memory each block of the launch has
 * (dynamic_shared_bytes of __offload_cpu_run, saturated at UINT32_MAX); 0
 * outside a launch. */
uint32_t __offload_cpu_shared_dynamic_bytes(void);

/* A sequentially consistent memory fence. */
void __offload_cpu_fence(void);

/* Ends the calling thread of the launch (the panic handler calls it after
 * writing the fault record): its unpack call returns at once (longjmp: the
 * kernel's frames must hold nothing to drop, as with panic=abort), the
 * thread leaves the block's barrier for the rest of the block, and the
 * launch goes on with the other threads. Outside a launch: a message on
 * stderr, then abort(). */
__attribute__((noreturn)) void __offload_cpu_exit_thread(void);

#ifdef __cplusplus
}
#endif

#endif /* OFFLOAD_CPU_RUNNER_H */
