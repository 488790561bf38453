/* cpu_runner.c - The CPU runner of x86-64 device images.
 *
 * Compiled to LLVM bitcode at build time, embedded in OffloadLower
 * (offload/lower/CpuRunner.h) and linked by the device pass into every
 * x86-64 image; the test harness (test/cpu-runner) compiles it as C.
 *
 * Public functions: declared and described in cpu_runner.h. In short:
 * __offload_cpu_run_regions runs a kernel made of regions (loops over a
 * block's threads between barriers), its blocks spread over a pool of OS
 * threads started once per process (per image) and stopped when the image
 * is unloaded; __offload_cpu_run runs any other kernel, in serial mode (a
 * call per thread; blocks over the pool too) or concurrent mode (a block's
 * threads as OS threads made per launch, blocks one after another); the
 * position, shared memory, barrier, fence and exit_thread functions serve
 * the image's builtins; enter_thread and fault_begin/_end its panic
 * handler, which reports the first panicking (block, thread) of a launch.
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

/* The functions that read a thread's position, its block's shared memory
 * and the barrier stay calls while the image is optimized, so that the
 * device pass can find them and make the kernel's regions
 * (ThreadRegions.cpp); the launch functions are neither inlined nor cloned
 * for their kernel, so that the pass finds each launch. */
#define CPU_READER __attribute__((noinline))
#if defined(__clang__)
#define CPU_LAUNCH __attribute__((noinline, noduplicate))
#else /* the test harness's compiler */
#define CPU_LAUNCH __attribute__((noinline))
#endif

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
  struct cpu_fault_order *fault; /* the launch's; NULL outside a launch */
};

static _Thread_local struct cpu_state cpu_state;

/* Which panicking thread of a launch writes the fault record: the first in
 * (block z, y, x, thread z, y, x) order, whichever order the threads ran
 * in, so that a launch reports the same panic however its blocks were
 * spread over the pool. `lock` is held from a claim that wins until the
 * record is written (__offload_cpu_fault_begin / _end). */
struct cpu_fault_order {
  atomic_flag lock;
  uint32_t key[6];
};

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
  struct cpu_fault_order *fault;
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
                      void *shared_dynamic, uint64_t shared_dynamic_bytes,
                      struct cpu_fault_order *fault) {
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
  st->fault = fault;
}

static void *cpu_worker_main(void *arg) {
  struct cpu_worker *w = arg;
  struct cpu_launch *l = w->launch;
  struct cpu_state *st = &cpu_state;
  cpu_enter(st, l->grid_dim, l->block_dim, w->index, &l->barrier,
            l->shared_static, l->shared_dynamic, l->shared_dynamic_bytes, l->fault);
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
                               size_t dynamic_offset, struct cpu_fault_order *fault) {
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
  l.fault = fault;
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
            l.shared_dynamic, l.shared_dynamic_bytes, fault);
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

static void cpu_shared_overflow(uint64_t static_bytes, uint64_t dynamic_bytes) {
  fprintf(stderr,
          "offload: CPU runner: cannot allocate %llu bytes of static and %llu bytes of "
          "dynamic shared memory\n",
          (unsigned long long)static_bytes, (unsigned long long)dynamic_bytes);
  abort();
}

static void cpu_out_of_memory(const char *what, uint64_t bytes) {
  fprintf(stderr, "offload: CPU runner: cannot allocate %llu bytes for %s\n",
          (unsigned long long)bytes, what);
  abort();
}

/* ---------------------------------------------------------------------- */
/* The pool: OS threads started once per process (per image), which run   */
/* the blocks of a launch with the calling thread.                         */
/* ---------------------------------------------------------------------- */

/* A launch spread over the pool: every participant (the caller and each
 * worker) runs blocks until none is left, taking the next `chunk` blocks
 * from `next_block` (consecutive blocks, so that each participant streams
 * through memory of its own, which the hardware prefetches; about eight
 * chunks a participant, for balance). `run_blocks` runs the blocks from
 * `block` to `end` (linear, x fastest) with the participant's own buffers
 * (`struct cpu_participant`). */
struct cpu_participant;
struct cpu_job {
  void (*run_blocks)(const struct cpu_job *job, struct cpu_participant *p, uint64_t block,
                     uint64_t end);
  _Atomic uint64_t next_block;
  uint64_t blocks;
  uint64_t chunk; /* set by cpu_pool_run */
  const void *launch;
};

/* Polls before a sleeping wait, for the pool's workers between launches
 * and for the caller at a launch's end. */
#define CPU_POOL_SPINS 4096u
/* The most threads the pool has, the caller included. */
#define CPU_POOL_MAX_THREADS 256u

struct cpu_pool {
  pthread_mutex_t use; /* one launch at a time */
  unsigned workers;    /* threads besides the caller */
  pthread_t *threads;
  _Atomic uint32_t start; /* bumped for each job (and to quit); a futex */
  _Atomic uint32_t busy;  /* workers still in the current job; a futex */
  const struct cpu_job *job;
  int quit;
};

static struct cpu_pool cpu_pool = {.use = PTHREAD_MUTEX_INITIALIZER};
static pthread_once_t cpu_pool_once = PTHREAD_ONCE_INIT;

static void cpu_run_job(const struct cpu_job *job);

static void *cpu_pool_main(void *arg) {
  (void)arg;
  uint32_t seen = 0;
  for (;;) {
    uint32_t g;
    unsigned spins = 0;
    while ((g = atomic_load_explicit(&cpu_pool.start, memory_order_acquire)) == seen) {
      if (spins < CPU_POOL_SPINS) {
        ++spins;
        cpu_pause();
      } else {
        cpu_futex(&cpu_pool.start, FUTEX_WAIT_PRIVATE, seen);
      }
    }
    seen = g;
    if (cpu_pool.quit)
      return NULL;
    cpu_run_job(cpu_pool.job);
    if (atomic_fetch_sub_explicit(&cpu_pool.busy, 1, memory_order_acq_rel) == 1)
      cpu_futex(&cpu_pool.busy, FUTEX_WAKE_PRIVATE, 1);
  }
}

/* The pool's size: OFFLOAD_CPU_THREADS (threads in all, the caller
 * included; 1 runs every launch on the caller) if set to a number from 1,
 * else the CPUs this process may run on; at most CPU_POOL_MAX_THREADS. */
static unsigned cpu_pool_size(void) {
  const char *env = getenv("OFFLOAD_CPU_THREADS");
  unsigned n = 0;
  if (env && *env) {
    char *end;
    unsigned long v = strtoul(env, &end, 10);
    if (*end == '\0' && v >= 1)
      n = v > CPU_POOL_MAX_THREADS ? CPU_POOL_MAX_THREADS : (unsigned)v;
  }
  if (n == 0)
    n = cpu_count();
  return n > CPU_POOL_MAX_THREADS ? CPU_POOL_MAX_THREADS : n;
}

static void cpu_pool_start(void) {
  unsigned want = cpu_pool_size() - 1;
  if (want == 0)
    return;
  cpu_pool.threads = calloc(want, sizeof *cpu_pool.threads);
  if (!cpu_pool.threads)
    return; /* launches run on their caller */
  pthread_attr_t attr;
  int have_attr = pthread_attr_init(&attr) == 0;
  if (have_attr)
    pthread_attr_setstacksize(&attr, CPU_WORKER_STACK_BYTES);
  unsigned made = 0;
  while (made < want &&
         pthread_create(&cpu_pool.threads[made], have_attr ? &attr : NULL, cpu_pool_main,
                        NULL) == 0)
    ++made;
  if (have_attr)
    pthread_attr_destroy(&attr);
  cpu_pool.workers = made; /* fewer threads than asked for: a smaller pool */
}

/* Stops the pool when the image is unloaded (or the process exits), so
 * that no worker is left in code that goes away. */
__attribute__((destructor)) static void cpu_pool_stop(void) {
  if (cpu_pool.workers == 0)
    return;
  pthread_mutex_lock(&cpu_pool.use);
  cpu_pool.quit = 1;
  atomic_fetch_add_explicit(&cpu_pool.start, 1, memory_order_release);
  cpu_futex(&cpu_pool.start, FUTEX_WAKE_PRIVATE, INT_MAX);
  for (unsigned i = 0; i < cpu_pool.workers; ++i)
    pthread_join(cpu_pool.threads[i], NULL);
  cpu_pool.workers = 0;
  pthread_mutex_unlock(&cpu_pool.use);
}

/* Runs a job on the calling thread and, when `parallel` and the pool is
 * free, on every worker of the pool too; returns when all its blocks are
 * done. A launch from a worker, or while another thread's launch has the
 * pool, runs on its caller alone. */
static void cpu_pool_run(struct cpu_job *job, int parallel) {
  if (parallel) {
    pthread_once(&cpu_pool_once, cpu_pool_start);
    parallel = cpu_pool.workers > 0 && pthread_mutex_trylock(&cpu_pool.use) == 0;
  }
  if (!parallel) {
    job->chunk = job->blocks > 0 ? job->blocks : 1;
    cpu_run_job(job);
    return;
  }
  job->chunk = job->blocks / (8 * ((uint64_t)cpu_pool.workers + 1));
  if (job->chunk == 0)
    job->chunk = 1;
  cpu_pool.job = job;
  atomic_store_explicit(&cpu_pool.busy, cpu_pool.workers, memory_order_relaxed);
  atomic_fetch_add_explicit(&cpu_pool.start, 1, memory_order_release);
  cpu_futex(&cpu_pool.start, FUTEX_WAKE_PRIVATE, INT_MAX);
  cpu_run_job(job);
  unsigned spins = 0;
  uint32_t b;
  while ((b = atomic_load_explicit(&cpu_pool.busy, memory_order_acquire)) != 0) {
    if (spins < CPU_POOL_SPINS) {
      ++spins;
      cpu_pause();
    } else {
      cpu_futex(&cpu_pool.busy, FUTEX_WAIT_PRIVATE, b);
    }
  }
  pthread_mutex_unlock(&cpu_pool.use);
}

/* A launch with fewer threads than this in all runs on its caller: waking
 * the pool costs more than such a grid saves. */
#define CPU_PARALLEL_MIN_THREADS 4096u

static int cpu_worth_parallel(const uint32_t geometry[6]) {
  uint64_t blocks = (uint64_t)geometry[0] * geometry[1] * geometry[2];
  uint64_t threads = (uint64_t)geometry[3] * geometry[4] * geometry[5];
  return blocks > 1 && blocks * threads >= CPU_PARALLEL_MIN_THREADS;
}

/* ---------------------------------------------------------------------- */
/* Launches                                                                */
/* ---------------------------------------------------------------------- */

/* The shared memory of a launch's blocks: one buffer of `bytes` per block,
 * aligned to `align`, the dynamic part at `dynamic_offset`. */
struct cpu_shared_layout {
  size_t bytes, alloc_bytes, align, dynamic_offset;
};

/* What a launch that runs in one of two ways (serial threads or regions)
 * gives every block; read-only while the blocks run. */
struct cpu_blocks {
  void (*unpack)(const uint64_t *slots);              /* serial mode */
  const __offload_cpu_region *regions;                /* region mode */
  uint32_t region_count;
  const uint64_t *slots;
  uint32_t geometry[6];
  uint64_t threads; /* per block */
  struct cpu_shared_layout shared;
  uint64_t frame_bytes, frame_align;
  uint32_t flags; /* region mode: OFFLOAD_CPU_REGIONS_* */
  struct cpu_fault_order *fault;
};

/* A participant's buffers for the blocks it runs. */
struct cpu_participant {
  void *shared;
  unsigned char *frames;
  uint32_t *cur, *next;
};

static void cpu_participant_init(struct cpu_participant *p, const struct cpu_blocks *l) {
  memset(p, 0, sizeof *p);
  p->shared = aligned_alloc(l->shared.align, l->shared.alloc_bytes);
  if (!p->shared)
    cpu_out_of_memory("a block's shared memory", l->shared.alloc_bytes);
  if (l->regions) {
    uint64_t frames = l->threads * l->frame_bytes;
    if (frames > SIZE_MAX - l->frame_align)
      cpu_out_of_memory("a block's thread frames", frames);
    if (frames) {
      /* aligned_alloc wants a multiple of the alignment, which the runner
         raises to 16 whatever the frames' own. */
      uint64_t rounded = (frames + l->frame_align - 1) & ~(l->frame_align - 1);
      p->frames = aligned_alloc((size_t)l->frame_align, (size_t)rounded);
      if (!p->frames)
        cpu_out_of_memory("a block's thread frames", frames);
    }
    if (l->region_count > 1) {
      p->cur = malloc((size_t)l->threads * sizeof *p->cur);
      p->next = malloc((size_t)l->threads * sizeof *p->next);
      if (!p->cur || !p->next)
        cpu_out_of_memory("a block's thread states", 2 * l->threads * sizeof *p->cur);
    }
  }
}

static void cpu_participant_free(struct cpu_participant *p) {
  free(p->shared);
  free(p->frames);
  free(p->cur);
  free(p->next);
}

/* Enters block `block` (linear, x fastest) of a launch on the calling
 * thread: its indices, a zeroed shared buffer. */
static void cpu_enter_block(struct cpu_state *st, const struct cpu_blocks *l,
                            struct cpu_participant *p, uint64_t block) {
  const uint32_t *g = l->geometry;
  st->block_idx[0] = (uint32_t)(block % g[0]);
  st->block_idx[1] = (uint32_t)(block / g[0] % g[1]);
  st->block_idx[2] = (uint32_t)(block / g[0] / g[1]);
  memset(p->shared, 0, l->shared.bytes);
}

static uint64_t cpu_thread_linear(const struct cpu_state *st) {
  return ((uint64_t)st->thread_idx[2] * st->block_dim[1] + st->thread_idx[1]) *
             st->block_dim[0] +
         st->thread_idx[0];
}

/* Serial mode: the block's threads one after another, each an unpack call
 * with its indices in the thread's state. */
static void cpu_serial_block(const struct cpu_job *job, struct cpu_participant *p,
                             uint64_t block) {
  const struct cpu_blocks *l = job->launch;
  struct cpu_state *st = &cpu_state;
  cpu_enter_block(st, l, p, block);
  const uint32_t bx_n = l->geometry[3], by_n = l->geometry[4];
  /* One setjmp per block: a thread that ends (exit_thread) comes back here,
   * and the block goes on with the next thread. */
  volatile uint64_t t = 0;
  jmp_buf env;
  if (setjmp(env) != 0)
    t = t + 1;
  st->exit = &env;
  for (; t < l->threads; t = t + 1) {
    uint64_t i = t;
    st->thread_idx[0] = (uint32_t)(i % bx_n);
    st->thread_idx[1] = (uint32_t)(i / bx_n % by_n);
    st->thread_idx[2] = (uint32_t)(i / bx_n / by_n);
    l->unpack(l->slots);
  }
  st->exit = NULL;
}

/* Runs region `k` for the block's threads from `first` on (every thread
 * when `all`, else those at k in p->cur, with several regions); a thread
 * that ends (a panic) ends there, and the region goes on with the next
 * thread. With a span (block[9] above 1: OFFLOAD_CPU_REGIONS_SPAN_X) the
 * call runs that many blocks along x, thread row by thread row, and
 * `first` counts in that order. Returns the state the threads went on to
 * if it is one state and none of them panicked, else
 * OFFLOAD_CPU_STATES_MIXED. */
static uint32_t cpu_region(const struct cpu_blocks *l, struct cpu_participant *p,
                           const uint32_t block[10], uint32_t k, int all) {
  struct cpu_state *st = &cpu_state;
  volatile uint64_t first = 0;
  volatile int panicked = 0;
  uint32_t went = OFFLOAD_CPU_STATES_MIXED;
  const uint64_t span = block[9], bx_n = l->geometry[3];
  jmp_buf env;
  if (setjmp(env) != 0) {
    /* __offload_cpu_enter_thread named the thread (and its block) before
       it could panic. */
    uint64_t t = cpu_thread_linear(st);
    if (p->next)
      p->next[t] = OFFLOAD_CPU_THREAD_ENDED;
    uint64_t s = st->block_idx[0] - block[0];
    first = ((t / bx_n) * span + s) * bx_n + t % bx_n + 1;
    panicked = 1;
  }
  st->exit = &env;
  if (first < l->threads * span)
    went = l->regions[k](l->slots, block, p->shared,
                         (unsigned char *)p->shared + l->shared.dynamic_offset,
                         st->shared_dynamic_bytes, p->frames, all ? NULL : p->cur, p->next,
                         first);
  st->exit = NULL;
  return panicked ? OFFLOAD_CPU_STATES_MIXED : went;
}

/* Region mode: the block's threads run region by region, each region a
 * loop over the threads in it; a round runs every region some thread is
 * at, and the threads go on to the region after their barrier (their
 * state). The block ends when every thread has ended. A kernel of one
 * region that may take a span (OFFLOAD_CPU_REGIONS_SPAN_X) runs `span`
 * blocks along x from `block` in one call. */
static void cpu_regions_block(const struct cpu_job *job, struct cpu_participant *p,
                              uint64_t block, uint32_t span) {
  const struct cpu_blocks *l = job->launch;
  struct cpu_state *st = &cpu_state;
  cpu_enter_block(st, l, p, block);
  st->shared_static = p->shared;
  st->shared_dynamic = (unsigned char *)p->shared + l->shared.dynamic_offset;
  uint32_t pos[10];
  for (int d = 0; d < 3; ++d) {
    pos[d] = st->block_idx[d];
    pos[3 + d] = l->geometry[3 + d];
    pos[6 + d] = l->geometry[d];
  }
  pos[9] = span;
  if (l->region_count == 1) {
    cpu_region(l, p, pos, 0, 1);
    return;
  }
  const uint64_t n = l->threads;
  /* While every thread is at one region (`uniform`: GPU code reaches its
   * barriers together), a round is one call and no state is read. */
  uint32_t uniform = 0;
  unsigned char at[OFFLOAD_CPU_MAX_REGIONS];
  for (;;) {
    if (uniform != OFFLOAD_CPU_STATES_MIXED) {
      if (uniform >= l->region_count)
        return; /* every thread ended */
      uint32_t went = cpu_region(l, p, pos, uniform, 1);
      if (went == OFFLOAD_CPU_STATES_MIXED) {
        /* The threads parted: next holds every thread's state. */
        uint32_t *swap = p->cur;
        p->cur = p->next;
        p->next = swap;
      }
      uniform = went;
      continue;
    }
    memset(at, 0, l->region_count);
    uint64_t live = 0;
    uint32_t one = 0, kinds = 0;
    for (uint64_t t = 0; t < n; ++t) {
      uint32_t s = p->cur[t];
      if (s < l->region_count) {
        kinds += !at[s];
        at[s] = 1;
        one = s;
        ++live;
      }
    }
    if (live == 0)
      return;
    if (live == n && kinds == 1) {
      uniform = one; /* together again */
      continue;
    }
    memcpy(p->next, p->cur, (size_t)n * sizeof *p->cur);
    for (uint32_t k = 0; k < l->region_count; ++k)
      if (at[k])
        cpu_region(l, p, pos, k, 0);
    uint32_t *swap = p->cur;
    p->cur = p->next;
    p->next = swap;
  }
}

/* The pool's runs of blocks in region mode: with spans, each run of
 * consecutive blocks in one row of the grid (same y and z) is one call, so
 * that a 2-D block's thread rows stream through memory as one row of the
 * grid; else block by block. */
static void cpu_regions_blocks(const struct cpu_job *job, struct cpu_participant *p,
                               uint64_t block, uint64_t end) {
  const struct cpu_blocks *l = job->launch;
  /* A span's thread numbers (`first`) must fit in 64 bits. */
  if (!(l->flags & OFFLOAD_CPU_REGIONS_SPAN_X) || l->threads > UINT64_MAX / l->geometry[0]) {
    for (; block < end; ++block)
      cpu_regions_block(job, p, block, 1);
    return;
  }
  const uint64_t gx = l->geometry[0];
  while (block < end) {
    uint64_t row_end = (block / gx + 1) * gx;
    uint64_t stop = row_end < end ? row_end : end;
    cpu_regions_block(job, p, block, (uint32_t)(stop - block));
    block = stop;
  }
}

static void cpu_serial_blocks(const struct cpu_job *job, struct cpu_participant *p,
                              uint64_t block, uint64_t end) {
  for (; block < end; ++block)
    cpu_serial_block(job, p, block);
}

/* Runs blocks of the pool's job until none is left. */
static void cpu_run_job(const struct cpu_job *job) {
  const struct cpu_blocks *l = job->launch;
  struct cpu_state *st = &cpu_state;
  struct cpu_state saved = *st;
  struct cpu_participant p;
  int started = 0;
  uint64_t b;
  _Atomic uint64_t *next = (_Atomic uint64_t *)&job->next_block;
  while ((b = atomic_fetch_add_explicit(next, job->chunk, memory_order_relaxed)) < job->blocks) {
    if (!started) {
      cpu_participant_init(&p, l);
      cpu_enter(st, l->geometry, l->geometry + 3, 0, NULL, p.shared,
                (unsigned char *)p.shared + l->shared.dynamic_offset,
                l->shared.bytes - l->shared.dynamic_offset, l->fault);
      started = 1;
    }
    uint64_t end = job->blocks - b < job->chunk ? job->blocks : b + job->chunk;
    job->run_blocks(job, &p, b, end);
  }
  if (started)
    cpu_participant_free(&p);
  *st = saved;
}

/* Checks a launch's shared memory sizes and lays out its buffer. */
static struct cpu_shared_layout cpu_shared_layout(uint64_t dynamic_shared_bytes,
                                                  uint64_t static_shared_bytes,
                                                  uint64_t static_shared_align) {
  if (static_shared_align == 0 || (static_shared_align & (static_shared_align - 1)) != 0 ||
      static_shared_align > SIZE_MAX / 2) {
    fprintf(stderr, "offload: CPU runner: shared memory alignment %llu is not a power of two\n",
            (unsigned long long)static_shared_align);
    abort();
  }
  /* One buffer: the static part, padding to 16, the dynamic part; its size
   * rounded up to the buffer's alignment, at least one alignment unit. */
  const uint64_t align = OFFLOAD_CPU_SHARED_ALIGN;
  struct cpu_shared_layout s;
  s.align = static_shared_align > CPU_SHARED_BUFFER_ALIGN ? (size_t)static_shared_align
                                                          : CPU_SHARED_BUFFER_ALIGN;
  if (static_shared_bytes > UINT64_MAX - (align - 1))
    cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);
  uint64_t dynamic_offset = (static_shared_bytes + align - 1) & ~(align - 1);
  if (dynamic_shared_bytes > UINT64_MAX - dynamic_offset)
    cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);
  uint64_t bytes = dynamic_offset + dynamic_shared_bytes;
  if (bytes > SIZE_MAX - s.align)
    cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);
  s.bytes = (size_t)bytes;
  s.dynamic_offset = (size_t)dynamic_offset;
  s.alloc_bytes = (s.bytes + s.align - 1) & ~(s.align - 1);
  if (s.alloc_bytes == 0)
    s.alloc_bytes = s.align;
  return s;
}

/* A block whose threads all live at once (OS threads, or each with a
 * state between regions) has at most OFFLOAD_CPU_MAX_BLOCK_THREADS. */
static void cpu_check_block_threads(const uint32_t geometry[6], uint64_t threads) {
  if (threads <= OFFLOAD_CPU_MAX_BLOCK_THREADS)
    return;
  fprintf(stderr,
          "offload: CPU runner: a block of %ux%ux%u = %llu threads is more than "
          "the %u a block may have\n",
          geometry[3], geometry[4], geometry[5], (unsigned long long)threads,
          OFFLOAD_CPU_MAX_BLOCK_THREADS);
  abort();
}

static int cpu_empty(const uint32_t geometry[6]) {
  for (int d = 0; d < 6; ++d)
    if (geometry[d] == 0)
      return 1;
  return 0;
}

CPU_LAUNCH void __offload_cpu_run(void (*unpack)(const uint64_t *slots),
                       const uint64_t *slots, const uint32_t geometry[6],
                       int concurrent, uint64_t dynamic_shared_bytes,
                       uint64_t static_shared_bytes, uint64_t static_shared_align) {
  if (cpu_empty(geometry))
    return;
  uint64_t threads = (uint64_t)geometry[3] * geometry[4] * geometry[5];
  if (concurrent)
    cpu_check_block_threads(geometry, threads);
  struct cpu_shared_layout sh =
      cpu_shared_layout(dynamic_shared_bytes, static_shared_bytes, static_shared_align);
  struct cpu_fault_order fault = {.lock = ATOMIC_FLAG_INIT};
  struct cpu_state saved = cpu_state;
  if (concurrent) {
    void *shared = aligned_alloc(sh.align, sh.alloc_bytes);
    if (!shared)
      cpu_shared_overflow(static_shared_bytes, dynamic_shared_bytes);
    cpu_run_concurrent(unpack, slots, geometry, shared, sh.bytes, sh.dynamic_offset, &fault);
    free(shared);
  } else {
    struct cpu_blocks l = {.unpack = unpack, .slots = slots, .threads = threads,
                           .shared = sh, .fault = &fault};
    memcpy(l.geometry, geometry, sizeof l.geometry);
    struct cpu_job job = {.run_blocks = cpu_serial_blocks,
                          .blocks = (uint64_t)geometry[0] * geometry[1] * geometry[2],
                          .launch = &l};
    atomic_init(&job.next_block, 0);
    cpu_pool_run(&job, cpu_worth_parallel(geometry));
  }
  cpu_state = saved;
}

CPU_LAUNCH void __offload_cpu_run_regions(
    const __offload_cpu_region *regions, uint32_t region_count, const uint64_t *slots,
    const uint32_t geometry[6], uint64_t frame_bytes, uint64_t frame_align,
    uint64_t dynamic_shared_bytes, uint64_t static_shared_bytes, uint64_t static_shared_align,
    uint32_t flags) {
  if (cpu_empty(geometry))
    return;
  uint64_t threads = (uint64_t)geometry[3] * geometry[4] * geometry[5];
  if (region_count == 0 || region_count > OFFLOAD_CPU_MAX_REGIONS || frame_align == 0 ||
      (frame_align & (frame_align - 1)) != 0 || frame_bytes % frame_align != 0 ||
      (flags & ~OFFLOAD_CPU_REGIONS_SPAN_X) != 0 ||
      ((flags & OFFLOAD_CPU_REGIONS_SPAN_X) && region_count != 1)) {
    fprintf(stderr,
            "offload: CPU runner: a launch of %u regions with %llu-byte frames aligned to "
            "%llu and flags %#x is malformed\n",
            region_count, (unsigned long long)frame_bytes, (unsigned long long)frame_align,
            flags);
    abort();
  }
  if (region_count > 1)
    cpu_check_block_threads(geometry, threads);
  if (frame_bytes && threads > UINT64_MAX / frame_bytes)
    cpu_out_of_memory("a block's thread frames", UINT64_MAX);
  struct cpu_fault_order fault = {.lock = ATOMIC_FLAG_INIT};
  struct cpu_blocks l = {
      .regions = regions,
      .region_count = region_count,
      .slots = slots,
      .threads = threads,
      .shared = cpu_shared_layout(dynamic_shared_bytes, static_shared_bytes, static_shared_align),
      .frame_bytes = frame_bytes,
      .frame_align = frame_align < 16 ? 16 : frame_align,
      .flags = flags,
      .fault = &fault};
  memcpy(l.geometry, geometry, sizeof l.geometry);
  struct cpu_job job = {.run_blocks = cpu_regions_blocks,
                        .blocks = (uint64_t)geometry[0] * geometry[1] * geometry[2],
                        .launch = &l};
  atomic_init(&job.next_block, 0);
  struct cpu_state saved = cpu_state;
  cpu_pool_run(&job, cpu_worth_parallel(geometry));
  cpu_state = saved;
}

void __offload_cpu_enter_thread(uint32_t x, uint32_t y, uint32_t z, uint32_t block_x) {
  cpu_state.block_idx[0] = block_x;
  cpu_state.thread_idx[0] = x;
  cpu_state.thread_idx[1] = y;
  cpu_state.thread_idx[2] = z;
}

/* Whether (block, thread) a comes before b in the launch's order: blocks z,
 * y, x, then threads z, y, x. */
static int cpu_key_before(const uint32_t a[6], const uint32_t b[6]) {
  for (int i = 0; i < 6; ++i)
    if (a[i] != b[i])
      return a[i] < b[i];
  return 0;
}

int __offload_cpu_fault_begin(uint32_t *state) {
  struct cpu_fault_order *f = cpu_state.fault;
  const struct cpu_state *st = &cpu_state;
  uint32_t key[6] = {st->block_idx[2],  st->block_idx[1],  st->block_idx[0],
                     st->thread_idx[2], st->thread_idx[1], st->thread_idx[0]};
  if (f == NULL) { /* outside a launch: the first claim wins */
    uint32_t zero = 0;
    return atomic_compare_exchange_strong((_Atomic uint32_t *)state, &zero, 1);
  }
  while (atomic_flag_test_and_set_explicit(&f->lock, memory_order_acquire))
    cpu_pause();
  _Atomic uint32_t *s = (_Atomic uint32_t *)state;
  if (atomic_load_explicit(s, memory_order_relaxed) == 0 || cpu_key_before(key, f->key)) {
    atomic_store_explicit(s, 1, memory_order_relaxed);
    memcpy(f->key, key, sizeof key);
    return 1; /* the lock stays held until __offload_cpu_fault_end */
  }
  atomic_flag_clear_explicit(&f->lock, memory_order_release);
  return 0;
}

void __offload_cpu_fault_end(void) {
  struct cpu_fault_order *f = cpu_state.fault;
  if (f)
    atomic_flag_clear_explicit(&f->lock, memory_order_release);
}

CPU_READER uint32_t __offload_cpu_thread_idx(uint32_t dim) {
  return dim < 3 ? cpu_state.thread_idx[dim] : 0;
}

CPU_READER uint32_t __offload_cpu_block_idx(uint32_t dim) {
  return dim < 3 ? cpu_state.block_idx[dim] : 0;
}

CPU_READER uint32_t __offload_cpu_block_dim(uint32_t dim) {
  return dim < 3 ? cpu_state.block_dim[dim] : 0;
}

CPU_READER uint32_t __offload_cpu_grid_dim(uint32_t dim) {
  return dim < 3 ? cpu_state.grid_dim[dim] : 0;
}

CPU_READER void __offload_cpu_barrier(void) {
  struct cpu_barrier *b = cpu_state.barrier;
  if (b)
    cpu_barrier_wait(b);
}

CPU_READER void *__offload_cpu_shared_static(void) { return cpu_state.shared_static; }

CPU_READER void *__offload_cpu_shared_dynamic(void) { return cpu_state.shared_dynamic; }

CPU_READER uint32_t __offload_cpu_shared_dynamic_bytes(void) {
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
