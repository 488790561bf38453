/* cpu_runner.h - The CPU runner of x86-64 device images.
 *
 * libomptarget's host plugin calls an x86-64 image's entry point once per
 * launch and ignores the grid. The entry point hands the launch to
 * __offload_cpu_run, which runs every block of the grid, one block after
 * another, and every thread of a block: one after another (serial mode), or
 * as concurrent OS threads so that a block barrier works (concurrent mode).
 * The device builtins of the image read the calling thread's position
 * through the other functions below.
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
 * Blocks run one after another, x fastest, then y, then z. A grid or block
 * with a zero dimension runs nothing.
 * Errors (a message on stderr, then abort()): concurrent mode with a block
 * of more than OFFLOAD_CPU_MAX_BLOCK_THREADS threads; the worker threads
 * cannot be created; the shared memory cannot be allocated;
 * static_shared_align is not a power of two. */
void __offload_cpu_run(void (*unpack)(const uint64_t *slots),
                       const uint64_t *slots, const uint32_t geometry[6],
                       int concurrent, uint64_t dynamic_shared_bytes,
                       uint64_t static_shared_bytes, uint64_t static_shared_align);

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
