/* cpu_runner.c - The CPU runner of x86-64 device images.
 *
 * Compiled to LLVM bitcode at build time, embedded in OffloadLower
 * (offload/lower/CpuRunner.h) and linked by the device pass into every
 * x86-64 image; the test harness (test/cpu-runner) compiles it as C.
 *
 * Public functions (declared in cpu_runner.h):
 *
 *   void __offload_cpu_run(void (*unpack)(const uint64_t *slots),
 *                          const uint64_t *slots, const uint32_t geometry[6],
 *                          int concurrent, uint64_t dynamic_shared_bytes,
 *                          uint64_t static_shared_bytes,
 *                          uint64_t static_shared_align)
 *     Runs a launch: unpack(slots) once per thread of every block of the
 *     grid. geometry is grid x, y, z then block x, y, z. Blocks run one
 *     after another (x fastest, then y, then z). concurrent == 0: a block's
 *     threads run one after another on the calling thread (x fastest);
 *     otherwise they run as concurrent OS threads from a pool of block-size
 *     threads (the calling thread is thread 0) created once per launch and
 *     joined at its end, so that __offload_cpu_barrier works. Each block has
 *     one shared memory buffer of round16(static_shared_bytes) +
 *     dynamic_shared_bytes bytes, zeroed before the block runs, aligned to
 *     static_shared_align (a power of two) and to at least 64: static part
 *     first, dynamic part at round16(static_shared_bytes). A zero dimension
 *     runs nothing. Errors (message on stderr, then abort()): concurrent
 *     mode with a block of more than 1024 threads, a worker thread that
 *     cannot be created, shared memory that cannot be allocated, an
 *     alignment that is not a power of two.
 *
 *   uint32_t __offload_cpu_thread_idx(uint32_t dim)
 *   uint32_t __offload_cpu_block_idx(uint32_t dim)
 *   uint32_t __offload_cpu_block_dim(uint32_t dim)
 *   uint32_t __offload_cpu_grid_dim(uint32_t dim)
 *     The calling thread's index / dimension in dim (0 x, 1 y, 2 z); 0 for
 *     a larger dim and outside a launch.
 *
 *   void __offload_cpu_barrier(void)
 *     Waits for every thread of the block that has not ended (a
 *     generation-counting barrier, reusable any number of times; its
 *     threads sleep on a Linux futex); a no-op in serial mode and outside
 *     a launch. A thread that has ended (returned from unpack, or
 *     __offload_cpu_exit_thread) has left the barrier: it counts as arrived
 *     at every later barrier of its block.
 *
 *   void *__offload_cpu_shared_static(void)
 *   void *__offload_cpu_shared_dynamic(void)
 *     This block's static / dynamic shared memory base (the static one
 *     aligned as __offload_cpu_run says, the dynamic one to 16); NULL
 *     outside a launch.
 *
 *   uint32_t __offload_cpu_shared_dynamic_bytes(void)
 *     The bytes of dynamic shared memory the launch gave each block
 *     (saturated at UINT32_MAX); 0 outside a launch.
 *
 *   void __offload_cpu_fence(void)
 *     A sequentially consistent fence.
 *
 *   void __offload_cpu_exit_thread(void)
 *     Ends the calling thread of the launch (a panic): it returns from its
 *     unpack call at once (longjmp; the kernel's frames hold nothing to drop,
 *     it is built with panic=abort), leaves the block's barrier for the rest
 *     of the block, and the launch runs on with the next thread. Outside a
 *     launch: a message on stderr, then abort().
 *
 * State is per OS thread (_Thread_local); __offload_cpu_run restores the
 * calling thread's state before it returns. Needs Linux and libc (pthreads,
 * syscall(SYS_futex)). Worker threads have 2 MiB stacks.
 */
#define _GNU_SOURCE
#include "cpu_runner.h"

#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Stack size of a worker thread in bytes (that of Rust's spawned threads). */
#define CPU_WORKER_STACK_BYTES ((size_t)2 << 20)
/* Least alignment of the shared memory buffer in bytes (a cache line; a
 * multiple of OFFLOAD_CPU_SHARED_ALIGN). */
#define CPU_SHARED_BUFFER_ALIGN ((size_t)64)
/* Polls of a barrier's generation before a waiting thread sleeps, when the
 * block has no more threads than the process has CPUs. */
#define CPU_BARRIER_SPINS 256u

/* The calling thread's position in the launch. */
struct cpu_state {
  uint32_t thread_idx[3];
  uint32_t block_idx[3];
  uint32_t block_dim[3];
  uint32_t grid_dim[3];
  struct cpu_barrier *barrier; /* NULL in serial mode and outside a launch */
  void *shared_static;
  void *shared_dynamic;
  uint64_t shared_dynamic_bytes;
  jmp_buf *exit; /* where __offload_cpu_exit_thread goes; NULL outside */
};

static _Thread_local struct cpu_state cpu_state;

/* A barrier of `count` threads, count and arrivals in one word (count in
 * the high half, `arrived` in the low half) so that a thread may also leave
 * it (count - 1) while others wait. A thread reads the generation, then
 * counts itself in `arrived`; the read-modify-write that makes `arrived`
 * equal the count (an arrival or a leave) releases the barrier: it resets
 * `arrived`, advances the generation and wakes every thread sleeping on it
 * (a Linux futex). The others poll the generation a little, then sleep
 * until it changes (the futex sleeps only while the generation still is the
 * one read, so no wake is lost). While a barrier is releasing, every other
 * thread of it waits, so the generation cannot change under the releaser.
 * The read-modify-writes of the word (acquire-release) and the release
 * store / acquire loads of `generation` order every thread's writes before
 * the barrier before every thread's reads after it. */
struct cpu_barrier {
  unsigned spins;
  _Atomic uint64_t word;
  _Atomic uint32_t generation;
};

static uint64_t cpu_barrier_word(uint32_t count) { return (uint64_t)count << 32; }

static inline void cpu_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

/* futex(2) on a barrier's generation: op FUTEX_WAIT_PRIVATE sleeps while it
 * is val; FUTEX_WAKE_PRIVATE wakes up to val sleepers. */
static void cpu_futex(_Atomic uint32_t *word, int op, uint32_t val) {
  syscall(SYS_futex, (long)word, (long)op, (long)val, 0L, 0L, 0L);
}

/* Releases a barrier of count threads that have all arrived. */
static void cpu_barrier_release(struct cpu_barrier *b, uint32_t count) {
  uint32_t gen = atomic_load_explicit(&b->generation, memory_order_relaxed);
  atomic_store_explicit(&b->word, cpu_barrier_word(count), memory_order_relaxed);
  atomic_store_explicit(&b->generation, gen + 1, memory_order_release);
  if (count > 1)
    cpu_futex(&b->generation, FUTEX_WAKE_PRIVATE, INT_MAX);
}

static void cpu_barrier_wait(struct cpu_barrier *b) {
  uint32_t gen = atomic_load_explicit(&b->generation, memory_order_acquire);
  uint64_t v = atomic_fetch_add_explicit(&b->word, 1, memory_order_acq_rel) + 1;
  if ((uint32_t)v == (uint32_t)(v >> 32)) {
    cpu_barrier_release(b, (uint32_t)(v >> 32));
    return;
  }
  for (unsigned i = 0; i < b->spins; ++i) {
    if (atomic_load_explicit(&b->generation, memory_order_acquire) != gen)
      return;
    cpu_pause();
  }
  /* Returns at once (EAGAIN) if the generation has changed; wakes may be
   * spurious (EINTR): hence the loop. */
  while (atomic_load_explicit(&b->generation, memory_order_acquire) == gen)
    cpu_futex(&b->generation, FUTEX_WAIT_PRIVATE, gen);
}

/* The calling thread no longer takes part in barrier b: the threads that
 * wait there go on when all the others have arrived. */
static void cpu_barrier_leave(struct cpu_barrier *b) {
  uint64_t v = atomic_fetch_sub_explicit(&b->word, cpu_barrier_word(1), memory_order_acq_rel) -
               cpu_barrier_word(1);
  uint32_t count = (uint32_t)(v >> 32), arrived = (uint32_t)v;
  if (arrived > 0 && arrived == count)
    cpu_barrier_release(b, count);
}

/* Runs one thread of a block: unpack(slots), from which
 * __offload_cpu_exit_thread may return early. A thread that has ended,
 * either way, leaves the block's barrier (if any): the rest of the block
 * no longer waits for it at any barrier (as GPUs do not wait for exited
 * threads). */
static void cpu_run_thread(struct cpu_state *st, void (*unpack)(const uint64_t *slots),
                           const uint64_t *slots) {
  jmp_buf env;
  if (setjmp(env) == 0) {
    st->exit = &env;
    unpack(slots);
  }
  st->exit = NULL;
  if (st->barrier != NULL)
    cpu_barrier_leave(st->barrier);
}

/* A concurrent launch, shared by its threads. Thread 0 (the caller of
 * __offload_cpu_run) writes block_idx and quit before the barrier that
 * starts a block; the workers read them after it. `block` starts and ends
 * the blocks; `barrier` is the kernel's, which thread 0 resets to the
 * block's thread count before each block (threads that ended leave it). */
struct cpu_launch {
  void (*unpack)(const uint64_t *slots);
  const uint64_t *slots;
  uint32_t grid_dim[3];
  uint32_t block_dim[3];
  uint32_t block_idx[3];
  void *shared_static;
  void *shared_dynamic;
  uint64_t shared_dynamic_bytes;
  int quit;
  struct cpu_barrier block;
  struct cpu_barrier barrier;
};

struct cpu_worker {
  pthread_t thread;
  struct cpu_launch *launch;
  uint32_t index; /* linear thread index in the block, x fastest */
};

/* Sets the state of thread `index` (linear, x fastest) of a launch. */
static void cpu_enter(struct cpu_state *st, const uint32_t grid_dim[3],
                      const uint32_t block_dim[3], uint32_t index,
                      struct cpu_barrier *barrier, void *shared_static,
                      void *shared_dynamic, uint64_t shared_dynamic_bytes) {
  for (int d = 0; d < 3; ++d) {
    st->grid_dim[d] = grid_dim[d];
    st->block_dim[d] = block_dim[d];
    st->block_idx[d] = 0;
  }
  st->thread_idx[0] = index % block_dim[0];
  st->thread_idx[1] = index / block_dim[0] % block_dim[1];
  st->thread_idx[2] = index / block_dim[0] / block_dim[1];
  st->barrier = barrier;
  st->shared_static = shared_static;
  st->shared_dynamic = shared_dynamic;
  st->shared_dynamic_bytes = shared_dynamic_bytes;
}

static void *cpu_worker_main(void *arg) {
  struct cpu_worker *w = arg;
  struct cpu_launch *l = w->launch;
  struct cpu_state *st = &cpu_state;
  cpu_enter(st, l->grid_dim, l->block_dim, w->index, &l->barrier,
            l->shared_static, l->shared_dynamic, l->shared_dynamic_bytes);
  for (;;) {
    cpu_barrier_wait(&l->block); /* the block starts */
    if (l->quit)
      return NULL;
    for (int d = 0; d < 3; ++d)
      st->block_idx[d] = l->block_idx[d];
    cpu_run_thread(st, l->unpack, l->slots);
    cpu_barrier_wait(&l->block); /* the block is done */
  }
}

/* CPUs this process may run on (at least 1). */
static unsigned cpu_count(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) {
    int n = CPU_COUNT(&set);
    if (n > 0)
      return (unsigned)n;
  }
  return 1;
}

static void cpu_run_concurrent(void (*unpack)(const uint64_t *slots),
                               const uint64_t *slots, const uint32_t geometry[6],
                               void *shared, size_t shared_bytes,
                               size_t dynamic_offset) {
  uint32_t n = geometry[3] * geometry[4] * geometry[5];
  struct cpu_launch l;
  memset(&l, 0, sizeof l);
  l.unpack = unpack;
  l.slots = slots;
  for (int d = 0; d < 3; ++d) {
    l.grid_dim[d] = geometry[d];
    l.block_dim[d] = geometry[3 + d];
  }
  l.shared_static = shared;
  l.shared_dynamic = (unsigned char *)shared + dynamic_offset;
  l.shared_dynamic_bytes = shared_bytes - dynamic_offset;
  l.block.spins = l.barrier.spins = n <= cpu_count() ? CPU_BARRIER_SPINS : 0;
  atomic_init(&l.block.word, cpu_barrier_word(n));
  atomic_init(&l.barrier.word, cpu_barrier_word(n));

  struct cpu_worker *workers = NULL;
  if (n > 1) {
    workers = calloc(n - 1, sizeof *workers);
    if (!workers) {
      fprintf(stderr,
              "offload: CPU runner: out of memory for the %u threads of a %ux%ux%u "
              "block\n",
              n, geometry[3], geometry[4], geometry[5]);
      abort();
    }
    pthread_attr_t attr;
    int have_attr = pthread_attr_init(&attr) == 0;
    if (have_attr)
      pthread_attr_setstacksize(&attr, CPU_WORKER_STACK_BYTES);
    for (uint32_t i = 1; i < n; ++i) {
      struct cpu_worker *w = &workers[i - 1];
      w->launch = &l;
      w->index = i;
      int err = pthread_create(&w->thread, have_attr ? &attr : NULL, cpu_worker_main, w);
      if (err != 0) {
        fprintf(stderr,
                "offload: CPU runner: cannot create thread %u of the %u threads of a "
                "%ux%ux%u block: %s (a kernel that uses a block barrier cannot run "
                "its threads one after another)\n",
                i, n, geometry[3], geometry[4], geometry[5], strerror(err));
        abort();
      }
    }
    if (have_attr)
      pthread_attr_destroy(&attr);
  }

  struct cpu_state *st = &cpu_state;
  cpu_enter(st, l.grid_dim, l.block_dim, 0, &l.barrier, l.shared_static,
            l.shared_dynamic, l.shared_dynamic_bytes);
  for (uint32_t bz = 0; bz < geometry[2]; ++bz)
    for (uint32_t by = 0; by < geometry[1]; ++by)
      for (uint32_t bx = 0; bx < geometry[0]; ++bx) {
        memset(shared, 0, shared_bytes);
        l.block_idx[0] = st->block_idx[0] = bx;
        l.block_idx[1] = st->block_idx[1] = by;
        l.block_idx[2] = st->block_idx[2] = bz;
        atomic_store_explicit(&l.barrier.word, cpu_barrier_word(n), memory_order_relaxed);
        cpu_barrier_wait(&l.block); /* the block starts */
        cpu_run_thread(st, unpack, slots);
        cpu_barrier_wait(&l.block); /* the block is done */
      }
  l.quit = 1;
  cpu_barrier_wait(&l.block);
  for (uint32_t i = 1; i < n; ++i)
    pthread_join(workers[i - 1].thread, NULL);
  free(workers);
}

static void cpu_run_serial(void (*unpack)(const uint64_t *slots),
                           const uint64_t *slots, const uint32_t geometry[6],
                           void *shared, size_t shared_bytes,
                           size_t dynamic_offset) {
  struct cpu_state *st = &cpu_state;
  cpu_enter(st, geometry, geometry + 3, 0, NULL, shared,
            (unsigned char *)shared + dynamic_offset, shared_bytes - dynamic_offset);
  const uint32_t bx_n = geometry[3], by_n = geometry[4];
  const uint64_t n = (uint64_t)bx_n * by_n * geometry[5];
  for (uint32_t bz = 0; bz < geometry[2]; ++bz)
    for (uint32_t by = 0; by < geometry[1]; ++by)
      for (uint32_t bx = 0; bx < geometry[0]; ++bx) {
        memset(shared, 0, shared_bytes);
        st->block_idx[0] = bx;
        st->block_idx[1] = by;
        st->block_idx[2] = bz;
        /* One setjmp per block: a thread that ends (exit_thread) comes back
         * here, and the block goes on with the next thread. */
        volatile uint64_t t = 0;
        jmp_buf env;
        if (setjmp(env) != 0)
          t = t + 1;
        st->exit = &env;
        for (; t < n; t = t + 1) {
          uint64_t i = t;
          st->thread_idx[0] = (uint32_t)(i % bx_n);
          st->thread_idx[1] = (uint32_t)(i / bx_n % by_n);
          st->thread_idx[2] = (uint32_t)(i / bx_n / by_n);
          unpack(slots);
        }
        st->exit = NULL;
      }
}

static void cpu_shared_overflow(uint64_t static_bytes, uint64_t dynamic_bytes) {
  fprintf(stderr,
          "offload: CPU runner: cannot allocate %llu bytes of static and %llu bytes of "
          "dynamic shared memory\n",
          (unsigned long long)static_bytes, (unsigned long long)dynamic_bytes);
  abort();
}

void __offload_cpu_run(void (*unpack)(const uint64_t *slots),
                       const uint64_t *slots, const uint32_t geometry[6],
                       int concurrent, uint64_t dynamic_shared_bytes,
                       uint64_t static_shared_bytes, uint64_t static_shared_align) {
  for (int d = 0; d < 6; ++d)
    if (geometry[d] == 0)
      return;
  uint64_t threads = (uint64_t)geometry[3] * geometry[4] * geometry[5];
  if (concurrent && threads > OFFLOAD_CPU_MAX_BLOCK_THREADS) {
    fprintf(stderr,
            "offload: CPU runner: a block of %ux%ux%u = %llu threads is more than "
            "the %u a block may have\n",
            geometry[3], geometry[4], geometry[5], (unsigned long long)threads,
            OFFLOAD_CPU_MAX_BLOCK_THREADS);
    abort();
  }

  if (static_shared_align == 0 || (static_shared_align & (static_shared_align - 1)) != 0 ||
      static_shared_align > SIZE_MAX / 2) {
    fprintf(stderr, "offload: CPU runner: shared memory alignment %llu is not a power of two\n",
            (unsigned long long)static_shared_align);
    abort();
  }
  /* One buffer: the static part, padding to 16, the dynamic part; its size
   * rounded up to the buffer's alignment, at least one alignment unit. */
  const uint64_t align = OFFLOAD_CPU_SHARED_ALIGN;
  const size_t buffer_align = static_shared_align > CPU_SHARED_BUFFER_ALIGN
                                  ? (size_t)static_shared_align
                                  : CPU_SHARED_BUFFER_ALIGN;
  if (static_shared_bytes > UINT64_MAX - (align - 1))
    cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);
  uint64_t dynamic_offset = (static_shared_bytes + align - 1) & ~(align - 1);
  if (dynamic_shared_bytes > UINT64_MAX - dynamic_offset)
    cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);
  uint64_t shared_bytes = dynamic_offset + dynamic_shared_bytes;
  if (shared_bytes > SIZE_MAX - buffer_align)
    cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);
  size_t alloc_bytes = ((size_t)shared_bytes + buffer_align - 1) & ~(buffer_align - 1);
  if (alloc_bytes == 0)
    alloc_bytes = buffer_align;
  void *shared = aligned_alloc(buffer_align, alloc_bytes);
  if (!shared)
    cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);

  struct cpu_state saved = cpu_state;
  if (concurrent)
    cpu_run_concurrent(unpack, slots, geometry, shared, (size_t)shared_bytes,
                       (size_t)dynamic_offset);
  else
    cpu_run_serial(unpack, slots, geometry, shared, (size_t)shared_bytes,
                   (size_t)dynamic_offset);
  cpu_state = saved;
  free(shared);
}

uint32_t __offload_cpu_thread_idx(uint32_t dim) {
  return dim < 3 ? cpu_state.thread_idx[dim] : 0;
}

uint32_t __offload_cpu_block_idx(uint32_t dim) {
  return dim < 3 ? cpu_state.block_idx[dim] : 0;
}

uint32_t __offload_cpu_block_dim(uint32_t dim) {
  return dim < 3 ? cpu_state.block_dim[dim] : 0;
}

uint32_t __offload_cpu_grid_dim(uint32_t dim) {
  return dim < 3 ? cpu_state.grid_dim[dim] : 0;
}

void __offload_cpu_barrier(void) {
  struct cpu_barrier *b = cpu_state.barrier;
  if (b)
    cpu_barrier_wait(b);
}

void *__offload_cpu_shared_static(void) { return cpu_state.shared_static; }

void *__offload_cpu_shared_dynamic(void) { return cpu_state.shared_dynamic; }

uint32_t __offload_cpu_shared_dynamic_bytes(void) {
  uint64_t n = cpu_state.shared_dynamic_bytes;
  return n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
}

void __offload_cpu_fence(void) { atomic_thread_fence(memory_order_seq_cst); }

__attribute__((noreturn)) void __offload_cpu_exit_thread(void) {
  jmp_buf *env = cpu_state.exit;
  if (env == NULL) {
    fprintf(stderr, "offload: CPU runner: a thread ended outside a launch\n");
    abort();
  }
  longjmp(*env, 1);
}
