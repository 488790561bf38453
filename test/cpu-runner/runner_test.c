/* Tests of the CPU runner (liblower/cpu/cpu_runner.c; one file, as the
 * runner is), compiled with
 * it as C (test/lit/lower/cpu-runner.test runs it). Modes:
 *   cpu-runner-test
 *     runs the checks below, prints one line per check with the values it
 *     found, then "all passed" (exit 0) or the failures (exit 1):
 *     serial mode visits every (block, thread) of a 3-D grid once, in
 *     order, with the right indices and dimensions; concurrent mode visits
 *     each once, a block's threads on distinct OS threads reused by every
 *     block; block reductions through shared memory with barriers, several
 *     rounds, on blocks of 30, 256 and 1024 threads; shared memory zeroed
 *     and separate per block, 16-aligned, the dynamic part at the static
 *     size rounded up to 16; zero dimensions run nothing; the calling
 *     thread's state is restored after a launch; threads that end (panic)
 *     or return before, between and inside loops of barriers, a whole
 *     block returning; the static part aligned as asked (16 to 8192); a
 *     kernel of one region run in spans of blocks along x (1-D, 2-D and
 *     3-D blocks, over the pool and on the caller): every thread once, the
 *     spans in one grid row, panics resumed after the panicking thread and
 *     the first of them recorded with its block and thread.
 *   cpu-runner-test --oversized
 *     launches a concurrent block of 1025 threads (the runner aborts).
 *   cpu-runner-test --bad-align
 *     launches with a static alignment of 24 (the runner aborts).
 *   cpu-runner-test --bad-flags
 *     launches two regions in spans (the runner aborts).
 *   cpu-runner-test --no-threads
 *     launches a concurrent block of 1024 threads with too little address
 *     space for their stacks (the runner aborts). */
#include "cpu_runner.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/resource.h>

static atomic_int failures;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      if (atomic_fetch_add(&failures, 1) < 20)                                 \
        printf("FAILED: %s (line %d)\n", #cond, __LINE__);                     \
    }                                                                          \
  } while (0)

/* The launch's context travels in slot 0, as kernels' arguments do. */
#define CONTEXT(type, slots) ((type *)(uintptr_t)(slots)[0])

static int aligned16(const void *p) { return ((uintptr_t)p & 15) == 0; }

static uint32_t thread_linear(void) {
  return __offload_cpu_thread_idx(0) +
         __offload_cpu_block_dim(0) *
             (__offload_cpu_thread_idx(1) +
              __offload_cpu_block_dim(1) * __offload_cpu_thread_idx(2));
}

static uint32_t block_linear(void) {
  return __offload_cpu_block_idx(0) +
         __offload_cpu_grid_dim(0) *
             (__offload_cpu_block_idx(1) +
              __offload_cpu_grid_dim(1) * __offload_cpu_block_idx(2));
}

/* Checks the position functions against a geometry. */
static void check_position(const uint32_t geometry[6]) {
  for (uint32_t d = 0; d < 3; ++d) {
    EXPECT(__offload_cpu_grid_dim(d) == geometry[d]);
    EXPECT(__offload_cpu_block_dim(d) == geometry[3 + d]);
    EXPECT(__offload_cpu_block_idx(d) < geometry[d]);
    EXPECT(__offload_cpu_thread_idx(d) < geometry[3 + d]);
  }
  EXPECT(__offload_cpu_grid_dim(3) == 0 && __offload_cpu_block_dim(3) == 0 &&
         __offload_cpu_block_idx(3) == 0 && __offload_cpu_thread_idx(3) == 0);
}

/* Checks the calling thread's state outside a launch. */
static void check_outside(void) {
  for (uint32_t d = 0; d < 4; ++d)
    EXPECT(__offload_cpu_thread_idx(d) == 0 && __offload_cpu_block_idx(d) == 0 &&
           __offload_cpu_block_dim(d) == 0 && __offload_cpu_grid_dim(d) == 0);
  EXPECT(__offload_cpu_shared_static() == NULL);
  EXPECT(__offload_cpu_shared_dynamic() == NULL);
  EXPECT(__offload_cpu_shared_dynamic_bytes() == 0);
  __offload_cpu_barrier(); /* a no-op */
}

/* --- Serial mode: order, indices, shared memory ------------------------- */

struct visits {
  uint32_t geometry[6];
  uint32_t block_threads;
  uint64_t static_bytes, dynamic_bytes;
  uint32_t *count;       /* per (block, thread) */
  pthread_t *os_thread;  /* per (block, thread) */
  uint64_t next;         /* serial: the next call's number */
  int in_order;
  atomic_uint calls;
  atomic_uint zeroed_blocks;
};

/* Checks the shared memory bases; thread 0 of a block checks it is zeroed. */
static void check_shared(struct visits *v, uint32_t t) {
  unsigned char *s = __offload_cpu_shared_static();
  unsigned char *d = __offload_cpu_shared_dynamic();
  EXPECT(s != NULL && aligned16(s) && aligned16(d));
  EXPECT(d == s + ((v->static_bytes + 15) & ~(uint64_t)15));
  EXPECT(__offload_cpu_shared_dynamic_bytes() == v->dynamic_bytes);
  if (t == 0) {
    int zero = 1;
    for (uint64_t i = 0; i < v->static_bytes; ++i)
      zero &= s[i] == 0;
    for (uint64_t i = 0; i < v->dynamic_bytes; ++i)
      zero &= d[i] == 0;
    EXPECT(zero);
    if (zero)
      atomic_fetch_add(&v->zeroed_blocks, 1);
  }
}

static void visit_serial(const uint64_t *slots) {
  struct visits *v = CONTEXT(struct visits, slots);
  uint32_t t = thread_linear(), b = block_linear();
  check_position(v->geometry);
  check_shared(v, t);
  __offload_cpu_barrier(); /* a no-op in serial mode */
  if (v->next != (uint64_t)b * v->block_threads + t)
    v->in_order = 0;
  ++v->next;
  ++v->count[b * v->block_threads + t];
  atomic_fetch_add(&v->calls, 1);
  /* Mark this block's shared memory: the next block must not see it. */
  unsigned char *s = __offload_cpu_shared_static();
  unsigned char *d = __offload_cpu_shared_dynamic();
  if (t < v->static_bytes)
    s[t] = 0xa5;
  if (t < v->dynamic_bytes)
    d[t] = 0x5a;
}

static void visit_concurrent(const uint64_t *slots) {
  struct visits *v = CONTEXT(struct visits, slots);
  uint32_t t = thread_linear(), b = block_linear();
  check_position(v->geometry);
  check_shared(v, t);
  __offload_cpu_barrier(); /* thread 0 has checked the zeroes */
  __atomic_fetch_add(&v->count[b * v->block_threads + t], 1, __ATOMIC_RELAXED);
  v->os_thread[b * v->block_threads + t] = pthread_self();
  atomic_fetch_add(&v->calls, 1);
  unsigned char *s = __offload_cpu_shared_static();
  unsigned char *d = __offload_cpu_shared_dynamic();
  if (t < v->static_bytes)
    s[t] = 0xa5;
  if (t < v->dynamic_bytes)
    d[t] = 0x5a;
  __offload_cpu_fence();
}

static void test_visits(int concurrent) {
  struct visits v;
  memset(&v, 0, sizeof v);
  const uint32_t geometry[6] = {3, 2, 2, 4, 3, 2};
  memcpy(v.geometry, geometry, sizeof geometry);
  uint32_t blocks = 3 * 2 * 2;
  v.block_threads = 4 * 3 * 2;
  v.static_bytes = 20;   /* the dynamic part then starts at 32 */
  v.dynamic_bytes = 37;
  v.in_order = 1;
  v.count = calloc((size_t)blocks * v.block_threads, sizeof *v.count);
  v.os_thread = calloc((size_t)blocks * v.block_threads, sizeof *v.os_thread);
  uint64_t slots[1] = {(uintptr_t)&v};
  __offload_cpu_run(concurrent ? visit_concurrent : visit_serial, slots, geometry,
                    concurrent, v.dynamic_bytes, v.static_bytes, 16);
  check_outside();

  uint32_t once = 0;
  for (uint32_t i = 0; i < blocks * v.block_threads; ++i)
    once += v.count[i] == 1;
  EXPECT(once == blocks * v.block_threads);
  EXPECT(atomic_load(&v.calls) == blocks * v.block_threads);
  EXPECT(atomic_load(&v.zeroed_blocks) == blocks);
  if (!concurrent) {
    EXPECT(v.in_order);
    printf("serial 3x2x2 blocks of 4x3x2: %u calls, %u (block, thread) pairs once, "
           "%s, %u blocks zeroed\n",
           atomic_load(&v.calls), once, v.in_order ? "in order" : "OUT OF ORDER",
           atomic_load(&v.zeroed_blocks));
  } else {
    /* A block's threads are distinct OS threads; every block reuses them. */
    uint32_t distinct = 0, reused = 0;
    for (uint32_t t = 0; t < v.block_threads; ++t) {
      int unique = 1;
      for (uint32_t u = 0; u < t; ++u)
        unique &= !pthread_equal(v.os_thread[t], v.os_thread[u]);
      distinct += unique;
      int same = 1;
      for (uint32_t b = 1; b < blocks; ++b)
        same &= pthread_equal(v.os_thread[b * v.block_threads + t], v.os_thread[t]);
      reused += same;
    }
    EXPECT(distinct == v.block_threads && reused == v.block_threads);
    EXPECT(pthread_equal(v.os_thread[0], pthread_self()));
    printf("concurrent 3x2x2 blocks of 4x3x2: %u calls, %u (block, thread) pairs once, "
           "%u OS threads, %u reused by every block, %u blocks zeroed\n",
           atomic_load(&v.calls), once, distinct, reused, atomic_load(&v.zeroed_blocks));
  }
  free(v.count);
  free(v.os_thread);
}

/* --- Concurrent mode: block reductions with barriers ------------------- */

#define ROUNDS 5
#define HEADER_BYTES 40 /* static shared memory; the dynamic part starts at 48 */

struct reduce {
  uint32_t geometry[6];
  uint32_t block_threads;
  uint64_t *sums;  /* per block and round, written by thread 0 */
  atomic_uint neighbour_ok;
  atomic_uint calls;
};

static uint64_t value(uint32_t t, uint32_t round, uint32_t block) {
  return (uint64_t)t * (round + 1) + block;
}

static void reduce_kernel(const uint64_t *slots) {
  struct reduce *r = CONTEXT(struct reduce, slots);
  uint32_t n = r->block_threads, t = thread_linear(), b = block_linear();
  check_position(r->geometry);
  unsigned char *header = __offload_cpu_shared_static();
  uint64_t *sh = __offload_cpu_shared_dynamic();
  EXPECT(aligned16(header) && (unsigned char *)sh == header + 48);
  /* Zeroed per block: the previous block wrote its number in the header
   * and left its values in sh. */
  EXPECT(sh[t] == 0);
  if (t == 0)
    for (int i = 0; i < HEADER_BYTES; ++i)
      EXPECT(header[i] == 0);
  __offload_cpu_barrier();
  if (t == 0)
    memcpy(header, &b, sizeof b);
  uint32_t half = 1;
  while (half * 2 < n)
    half *= 2;
  unsigned neighbour_ok = 1;
  for (uint32_t round = 0; round < ROUNDS; ++round) {
    sh[t] = value(t, round, b);
    __offload_cpu_barrier();
    uint32_t next = (t + 1) % n;
    neighbour_ok &= sh[next] == value(next, round, b);
    uint32_t owner;
    memcpy(&owner, header, sizeof owner);
    neighbour_ok &= owner == b;
    __offload_cpu_barrier();
    for (uint32_t s = n > 1 ? half : 0; s > 0; s /= 2) {
      if (t < s && t + s < n)
        sh[t] += sh[t + s];
      __offload_cpu_barrier();
    }
    if (t == 0)
      r->sums[b * ROUNDS + round] = sh[0];
    __offload_cpu_barrier(); /* sh[0] is read before the next round writes */
  }
  EXPECT(neighbour_ok);
  atomic_fetch_add(&r->neighbour_ok, neighbour_ok);
  atomic_fetch_add(&r->calls, 1);
}

static void test_reduce(const uint32_t geometry[6]) {
  struct reduce r;
  memset(&r, 0, sizeof r);
  memcpy(r.geometry, geometry, sizeof r.geometry);
  uint32_t blocks = geometry[0] * geometry[1] * geometry[2];
  uint32_t n = geometry[3] * geometry[4] * geometry[5];
  r.block_threads = n;
  r.sums = calloc((size_t)blocks * ROUNDS, sizeof *r.sums);
  uint64_t slots[1] = {(uintptr_t)&r};
  __offload_cpu_run(reduce_kernel, slots, geometry, 1, (uint64_t)n * sizeof(uint64_t),
                    HEADER_BYTES, 16);
  check_outside();
  uint32_t right = 0;
  for (uint32_t b = 0; b < blocks; ++b)
    for (uint32_t round = 0; round < ROUNDS; ++round) {
      uint64_t want = (uint64_t)(round + 1) * n * (n - 1) / 2 + (uint64_t)n * b;
      EXPECT(r.sums[b * ROUNDS + round] == want);
      right += r.sums[b * ROUNDS + round] == want;
    }
  EXPECT(atomic_load(&r.calls) == blocks * n);
  EXPECT(atomic_load(&r.neighbour_ok) == blocks * n);
  printf("reduce %ux%ux%u blocks of %ux%ux%u (%u threads): %u calls, %u/%u sums right, "
         "last %llu, %u threads saw their neighbours\n",
         geometry[0], geometry[1], geometry[2], geometry[3], geometry[4], geometry[5], n,
         atomic_load(&r.calls), right, blocks * ROUNDS,
         (unsigned long long)r.sums[blocks * ROUNDS - 1], atomic_load(&r.neighbour_ok));
  free(r.sums);
}

/* --- Zero dimensions ---------------------------------------------------- */

static atomic_uint zero_calls;

static void count_call(const uint64_t *slots) { atomic_fetch_add(&zero_calls, 1); }

static void test_zero_dimensions(void) {
  uint32_t launches = 0;
  for (int concurrent = 0; concurrent < 2; ++concurrent)
    for (int d = 0; d < 6; ++d) {
      uint32_t geometry[6] = {2, 2, 2, 2, 2, 2};
      geometry[d] = 0;
      uint64_t slots[1] = {0};
      __offload_cpu_run(count_call, slots, geometry, concurrent, 16, 16, 16);
      ++launches;
    }
  /* One thread and one block, for comparison: one call. */
  const uint32_t one[6] = {1, 1, 1, 1, 1, 1};
  uint64_t slots[1] = {0};
  __offload_cpu_run(count_call, slots, one, 1, 0, 0, 16);
  EXPECT(atomic_load(&zero_calls) == 1);
  check_outside();
  printf("zero dimensions: %u launches, %u calls; 1x1x1 of 1x1x1: 1 launch\n", launches,
         atomic_load(&zero_calls) - 1);
}

/* --- State of the calling thread around a launch ----------------------- */

struct nested {
  uint32_t inner_calls;
  int outer_ok;
};

static void inner_kernel(const uint64_t *slots) {
  ++CONTEXT(struct nested, slots)->inner_calls;
}

/* A launch from inside a serial launch restores the outer thread's state. */
static void outer_kernel(const uint64_t *slots) {
  struct nested *n = CONTEXT(struct nested, slots);
  uint32_t t = __offload_cpu_thread_idx(0), b = __offload_cpu_block_idx(0);
  void *s = __offload_cpu_shared_static();
  const uint32_t geometry[6] = {2, 1, 1, 3, 1, 1};
  __offload_cpu_run(inner_kernel, slots, geometry, 0, 8, 8, 16);
  n->outer_ok &= __offload_cpu_thread_idx(0) == t && __offload_cpu_block_idx(0) == b &&
                 __offload_cpu_block_dim(0) == 2 && __offload_cpu_grid_dim(0) == 2 &&
                 __offload_cpu_shared_static() == s;
}

static void test_nested(void) {
  struct nested n = {0, 1};
  const uint32_t geometry[6] = {2, 1, 1, 2, 1, 1};
  uint64_t slots[1] = {(uintptr_t)&n};
  __offload_cpu_run(outer_kernel, slots, geometry, 0, 0, 4, 16);
  check_outside();
  EXPECT(n.inner_calls == 4 * 6 && n.outer_ok);
  printf("nested: %u inner calls, outer state %s\n", n.inner_calls,
         n.outer_ok ? "restored" : "LOST");
}

/* --- Threads that end early (panics) ------------------------------------ */

struct exits {
  atomic_uint started, left_between, finished;
};

/* A third of the threads end before the first barrier, a third between the
 * first and the second; the rest pass three barriers and finish. */
static void exit_kernel(const uint64_t *slots) {
  struct exits *e = CONTEXT(struct exits, slots);
  uint32_t t = thread_linear();
  atomic_fetch_add(&e->started, 1);
  if (t % 3 == 1)
    __offload_cpu_exit_thread();
  __offload_cpu_barrier();
  if (t % 3 == 2) {
    atomic_fetch_add(&e->left_between, 1);
    __offload_cpu_exit_thread();
  }
  __offload_cpu_barrier();
  __offload_cpu_barrier();
  atomic_fetch_add(&e->finished, 1);
}

static void test_exits(int concurrent) {
  struct exits e;
  atomic_init(&e.started, 0);
  atomic_init(&e.left_between, 0);
  atomic_init(&e.finished, 0);
  const uint32_t geometry[6] = {3, 2, 1, 7, 3, 1}; /* 6 blocks of 21 threads */
  uint64_t slots[1] = {(uintptr_t)&e};
  __offload_cpu_run(exit_kernel, slots, geometry, concurrent, 0, 8, 16);
  check_outside();
  EXPECT(atomic_load(&e.started) == 126);
  EXPECT(atomic_load(&e.left_between) == 42);
  EXPECT(atomic_load(&e.finished) == 42);
  printf("exits (%s): %u threads started, 42 ended before the barriers, %u between, %u "
         "finished\n",
         concurrent ? "concurrent" : "serial", atomic_load(&e.started),
         atomic_load(&e.left_between), atomic_load(&e.finished));
}

/* --- Threads that return before barriers -------------------------------- */

struct returns {
  atomic_uint finished;
  atomic_uint loop_rounds; /* barrier rounds of the loop, counted by thread 0 */
  uint32_t sums[6][2];     /* per block: the sum before and after the loop */
  atomic_int order_ok;
};

/* Threads return (their unpack call ends, as a kernel's `return`) before
 * the first barrier, between the first and the second, and from inside a
 * loop with a barrier, at different rounds; block 5 returns whole before
 * any barrier. Survivors reduce through shared memory at each barrier. */
static void return_kernel(const uint64_t *slots) {
  struct returns *r = CONTEXT(struct returns, slots);
  uint32_t t = thread_linear(), b = block_linear();
  uint32_t n = __offload_cpu_block_dim(0) * __offload_cpu_block_dim(1);
  uint32_t *sh = __offload_cpu_shared_static();
  if (b == 5 || t % 4 == 1)
    return;
  sh[t] = t + 1;
  __offload_cpu_barrier();
  if (t == 0) {
    uint32_t s = 0;
    for (uint32_t k = 0; k < n; ++k)
      s += sh[k];
    r->sums[b][0] = s;
  }
  if (t % 4 == 2)
    return;
  __offload_cpu_barrier();
  /* t % 4 == 3 leaves after round t / 4; thread 0 stays for 8 rounds. */
  for (uint32_t round = 0; round < 8; ++round) {
    if (t % 4 == 3 && round > t / 4)
      return;
    if (t == 0)
      sh[n + round] = round;
    __offload_cpu_barrier();
    if (sh[n + round] != round)
      atomic_store(&r->order_ok, 0);
    __offload_cpu_barrier();
    if (t == 0)
      atomic_fetch_add(&r->loop_rounds, 1);
  }
  if (t == 0)
    r->sums[b][1] = sh[n + 7];
  atomic_fetch_add(&r->finished, 1);
}

static void test_returns(void) {
  struct returns r;
  memset(&r, 0, sizeof r);
  atomic_init(&r.finished, 0);
  atomic_init(&r.loop_rounds, 0);
  atomic_init(&r.order_ok, 1);
  const uint32_t geometry[6] = {3, 2, 1, 6, 2, 1}; /* 6 blocks of 12 threads */
  uint64_t slots[1] = {(uintptr_t)&r};
  __offload_cpu_run(return_kernel, slots, geometry, 1, 0, (12 + 8) * 4, 16);
  check_outside();
  /* Blocks 0..4: threads 0, 4, 8 (t % 4 == 0) finish; 3, 7, 11 return from
   * the loop. The sum before the loop is that of t + 1 over the threads
   * with t % 4 != 1: t in {0, 2, 3, 4, 6, 7, 8, 10, 11}. */
  uint32_t want = 1 + 3 + 4 + 5 + 7 + 8 + 9 + 11 + 12, right = 0;
  for (int b = 0; b < 5; ++b)
    right += r.sums[b][0] == want && r.sums[b][1] == 7;
  EXPECT(right == 5);
  EXPECT(r.sums[5][0] == 0 && r.sums[5][1] == 0);
  EXPECT(atomic_load(&r.finished) == 5 * 3);
  EXPECT(atomic_load(&r.loop_rounds) == 5 * 8);
  EXPECT(atomic_load(&r.order_ok) == 1);
  printf("returns: %u/5 block sums right, %u threads finished, %u loop rounds, "
         "order %s\n",
         right, atomic_load(&r.finished),
         atomic_load(&r.loop_rounds), atomic_load(&r.order_ok) ? "kept" : "BROKEN");
}

/* --- Alignment of the shared memory buffer ------------------------------- */

static atomic_uint misaligned;

static void align_kernel(const uint64_t *slots) {
  uintptr_t want = (uintptr_t)slots[0];
  if ((uintptr_t)__offload_cpu_shared_static() % want != 0 ||
      (uintptr_t)__offload_cpu_shared_dynamic() % 16 != 0)
    atomic_fetch_add(&misaligned, 1);
}

static void test_alignment(void) {
  const uint32_t geometry[6] = {2, 1, 1, 2, 1, 1};
  uint32_t launches = 0;
  for (uint64_t align = 16; align <= 8192; align *= 2)
    for (int concurrent = 0; concurrent < 2; ++concurrent) {
      uint64_t slots[1] = {align};
      __offload_cpu_run(align_kernel, slots, geometry, concurrent, 24, 40, align);
      ++launches;
    }
  EXPECT(atomic_load(&misaligned) == 0);
  printf("alignment: %u launches of static alignment 16 to 8192, %u misaligned bases\n",
         launches, atomic_load(&misaligned));
}

/* --- Region mode: a kernel as loops over a block's threads --------------- */

/* The region functions below are what the device pass makes of this
 * kernel (one element per thread, blocks of n threads, x only):
 *
 *     sh[t] = in[i] + 1;                    // region 0
 *     if (t % 5 == 4) return;               //   (ends before the barriers)
 *     if (in[i] == PANIC_VALUE) panic;
 *     mine = sh[t] * 3;                     //   (lives across the barrier)
 *     barrier();
 *     for (s = 1; s < n; s *= 2) {          // region 1: the loop's body
 *       v = t >= s ? sh[t - s] : 0;
 *       barrier();                          // region 2
 *       sh[t] += v;
 *       barrier();                          // region 1 again
 *     }
 *     out[i] = sh[t] + mine;                // (region 1, after the loop)
 *
 * Threads that returned read as 0 in the scan's inputs (sh[t] stays as
 * they wrote it, in + 1; they take part with it). Each region: the threads
 * from `first` at it, x fastest; `frames` hold mine, s and v. */
#define PANIC_VALUE 0xdeadu

struct scan {
  const uint32_t *in;
  uint32_t *out;
  uint32_t fault_state;          /* the record's state word */
  uint32_t fault_block, fault_thread;
  atomic_uint panics;
  atomic_uint os_threads_seen;   /* blocks that saw another OS thread busy */
  atomic_uint busy;              /* participants inside a block now */
  pthread_t caller;
  atomic_uint off_caller;        /* blocks run on a thread other than the caller */
  int wait_for_pair;             /* the first and the last block wait for each other */
  atomic_uint arrived;
  int early_returns;             /* threads t % 5 == 4 return at once */
  atomic_uint all_calls;         /* region calls for every thread of the block (cur NULL) */
};

struct scan_frame {
  uint32_t mine, s, v;
};

static void scan_thread_panics(struct scan *sc, uint32_t block, uint32_t t) {
  __offload_cpu_enter_thread(t, 0, 0, block);
  atomic_fetch_add(&sc->panics, 1);
  if (__offload_cpu_fault_begin(&sc->fault_state)) {
    sc->fault_block = block;
    sc->fault_thread = t;
    __offload_cpu_fault_end();
  }
  __offload_cpu_exit_thread();
}

/* What a region returns (cpu_runner.h): the one state its threads went
 * on to, else OFFLOAD_CPU_STATES_MIXED. */
struct went {
  uint32_t least, most;
};
#define WENT_NONE {UINT32_MAX, 0}
static void went_to(struct went *w, uint32_t *next, uint64_t t, uint32_t state) {
  next[t] = state;
  w->least = w->least < state ? w->least : state;
  w->most = w->most > state ? w->most : state;
}
static uint32_t went_result(const struct went *w) {
  return w->least == w->most ? w->least : OFFLOAD_CPU_STATES_MIXED;
}
/* Whether thread t is at region k (cur NULL: every thread is). */
static int at_region(const uint32_t *cur, uint64_t t, uint32_t k) {
  return cur == NULL || cur[t] == k;
}

static uint32_t scan_region0(const uint64_t *slots, const uint32_t *block, void *ss, void *sd,
                             uint64_t db, unsigned char *frames, const uint32_t *cur,
                             uint32_t *next, uint64_t first) {
  struct scan *sc = CONTEXT(struct scan, slots);
  uint32_t *sh = ss;
  uint32_t n = block[3], b = block[0];
  if (first == 0 && sc->wait_for_pair && (b == 0 || b == block[6] - 1)) {
    /* The first and the last block both wait here for the other: only a
     * pool that runs them at once gets past (after 10 s the test fails
     * instead). They are in different chunks of blocks, the last one's
     * taken last: the pool's other threads run every block between. */
    atomic_fetch_add(&sc->arrived, 1);
    for (long spin = 0; atomic_load(&sc->arrived) < 2 && spin < 10000000000L / 50; ++spin)
      sched_yield();
    if (atomic_load(&sc->arrived) >= 2)
      atomic_fetch_add(&sc->os_threads_seen, 1);
  }
  if (!pthread_equal(pthread_self(), sc->caller) && first == 0)
    atomic_fetch_add(&sc->off_caller, 1);
  if (cur == NULL)
    atomic_fetch_add(&sc->all_calls, 1);
  struct went w = WENT_NONE;
  for (uint64_t t = first; t < n; ++t) {
    if (!at_region(cur, t, 0))
      continue;
    uint32_t i = b * n + (uint32_t)t;
    sh[t] = sc->in[i] + 1;
    if (sc->early_returns && t % 5 == 4) {
      went_to(&w, next, t, OFFLOAD_CPU_THREAD_ENDED);
      continue;
    }
    if (sc->in[i] == PANIC_VALUE)
      scan_thread_panics(sc, b, (uint32_t)t);
    struct scan_frame *f = (struct scan_frame *)(frames + t * sizeof(struct scan_frame));
    f->mine = sh[t] * 3;
    f->s = 1;
    went_to(&w, next, t, 1);
  }
  return went_result(&w);
}

static uint32_t scan_region1(const uint64_t *slots, const uint32_t *block, void *ss, void *sd,
                             uint64_t db, unsigned char *frames, const uint32_t *cur,
                             uint32_t *next, uint64_t first) {
  struct scan *sc = CONTEXT(struct scan, slots);
  uint32_t *sh = ss;
  uint32_t n = block[3], b = block[0];
  if (cur == NULL)
    atomic_fetch_add(&sc->all_calls, 1);
  struct went w = WENT_NONE;
  for (uint64_t t = first; t < n; ++t) {
    if (!at_region(cur, t, 1))
      continue;
    struct scan_frame *f = (struct scan_frame *)(frames + t * sizeof(struct scan_frame));
    if (f->s < n) {
      f->v = t >= f->s ? sh[t - f->s] : 0;
      went_to(&w, next, t, 2);
    } else {
      sc->out[b * n + t] = sh[t] + f->mine;
      went_to(&w, next, t, OFFLOAD_CPU_THREAD_ENDED);
    }
  }
  return went_result(&w);
}

static uint32_t scan_region2(const uint64_t *slots, const uint32_t *block, void *ss, void *sd,
                             uint64_t db, unsigned char *frames, const uint32_t *cur,
                             uint32_t *next, uint64_t first) {
  struct scan *sc = CONTEXT(struct scan, slots);
  uint32_t *sh = ss;
  uint32_t n = block[3];
  if (cur == NULL)
    atomic_fetch_add(&sc->all_calls, 1);
  struct went w = WENT_NONE;
  for (uint64_t t = first; t < n; ++t) {
    if (!at_region(cur, t, 2))
      continue;
    struct scan_frame *f = (struct scan_frame *)(frames + t * sizeof(struct scan_frame));
    sh[t] += f->v;
    f->s *= 2;
    went_to(&w, next, t, 1);
  }
  return went_result(&w);
}

static const __offload_cpu_region scan_regions[3] = {scan_region0, scan_region1, scan_region2};

/* The expected output of the scan kernel for block b of n threads. */
static void scan_expect(const uint32_t *in, uint32_t b, uint32_t n, int early_returns,
                        uint32_t *want) {
  uint32_t sh[1024], alive[1024];
  for (uint32_t t = 0; t < n; ++t) {
    sh[t] = in[b * n + t] + 1;
    alive[t] = !(early_returns && t % 5 == 4) && in[b * n + t] != PANIC_VALUE;
  }
  uint32_t mine[1024];
  for (uint32_t t = 0; t < n; ++t)
    mine[t] = sh[t] * 3;
  for (uint32_t s = 1; s < n; s *= 2) {
    uint32_t v[1024];
    for (uint32_t t = 0; t < n; ++t)
      v[t] = alive[t] && t >= s ? sh[t - s] : 0;
    for (uint32_t t = 0; t < n; ++t)
      if (alive[t])
        sh[t] += v[t];
  }
  for (uint32_t t = 0; t < n; ++t)
    want[t] = alive[t] ? sh[t] + mine[t] : 0;
}

/* Runs the scan kernel over `blocks` blocks of n threads; `panic_at` lists
 * elements that panic (count of them). Returns the blocks right. */
static uint32_t run_scan(uint32_t blocks, uint32_t n, const uint32_t *panic_at, int panics,
                         struct scan *sc) {
  uint32_t total = blocks * n;
  uint32_t *in = malloc(total * sizeof *in), *out = calloc(total, sizeof *out);
  uint32_t *want = malloc(n * sizeof *want);
  for (uint32_t i = 0; i < total; ++i)
    in[i] = (i * 2654435761u) >> 20;
  for (int p = 0; p < panics; ++p)
    in[panic_at[p]] = PANIC_VALUE;
  sc->in = in;
  sc->out = out;
  sc->caller = pthread_self();
  uint64_t slots[1] = {(uintptr_t)sc};
  const uint32_t geometry[6] = {blocks, 1, 1, n, 1, 1};
  __offload_cpu_run_regions(scan_regions, 3, slots, geometry, sizeof(struct scan_frame), 4,
                            0, n * 4, 16, 0);
  uint32_t right = 0;
  for (uint32_t b = 0; b < blocks; ++b) {
    scan_expect(in, b, n, sc->early_returns, want);
    right += memcmp(want, out + b * n, n * sizeof *out) == 0;
  }
  free(in);
  free(out);
  free(want);
  return right;
}

static void test_regions(void) {
  const uint32_t sizes[][2] = {{3, 1}, {5, 30}, {4, 256}, {2, 1024}, {64, 256}};
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; ++k) {
    struct scan sc;
    memset(&sc, 0, sizeof sc);
    uint32_t blocks = sizes[k][0], n = sizes[k][1];
    uint32_t right = run_scan(blocks, n, NULL, 0, &sc);
    EXPECT(right == blocks);
    printf("regions %u blocks of %u: %u/%u blocks right\n", blocks, n, right, blocks);
  }
  check_outside();
}

/* Threads that reach every barrier together: each round is one region
 * call for the whole block (cur NULL), 1 + 2 log2(n) calls a block, and a
 * panic parts them (the rounds after it read the states). */
static void test_uniform_rounds(void) {
  struct scan sc;
  memset(&sc, 0, sizeof sc);
  uint32_t right = run_scan(16, 256, NULL, 0, &sc);
  EXPECT(right == 16);
  EXPECT(atomic_load(&sc.all_calls) == 16 * (1 + 2 * 8 + 1));
  printf("uniform: 16 blocks of 256: %u/16 blocks right, %u whole-block region calls\n", right,
         atomic_load(&sc.all_calls));
  const uint32_t at[] = {5 * 256 + 77};
  memset(&sc, 0, sizeof sc);
  right = run_scan(16, 256, at, 1, &sc);
  EXPECT(right == 16);
  EXPECT(sc.fault_state == 1 && sc.fault_block == 5 && sc.fault_thread == 77);
  /* Block 5 makes two whole-block calls: region 0, and region 0 again
   * from thread 78 after the panic; then its rounds read the states. */
  EXPECT(atomic_load(&sc.all_calls) == 15 * (1 + 2 * 8 + 1) + 2);
  printf("uniform: a panic at block 5 thread 77: %u/16 blocks right, %u whole-block region "
         "calls\n", right, atomic_load(&sc.all_calls));
}

/* Threads that part at one barrier and meet at the next: region 0 sends
 * even threads to region 1, odd ones to 2; both go on to 3, which then
 * runs for the whole block again. x[t] = ((t + 1 or 2) * 10. */
struct parting {
  uint32_t *x;
  atomic_uint calls[4], all_calls[4];
};

static uint32_t parting_region(uint32_t k, const uint64_t *slots, const uint32_t *block,
                               const uint32_t *cur, uint32_t *next, uint64_t first) {
  struct parting *pt = CONTEXT(struct parting, slots);
  uint32_t n = block[3], b = block[0];
  atomic_fetch_add(&pt->calls[k], 1);
  if (cur == NULL)
    atomic_fetch_add(&pt->all_calls[k], 1);
  struct went w = WENT_NONE;
  for (uint64_t t = first; t < n; ++t) {
    if (!at_region(cur, t, k))
      continue;
    uint32_t *x = &pt->x[b * n + t];
    switch (k) {
    case 0: *x = (uint32_t)t; went_to(&w, next, t, 1 + (uint32_t)(t & 1)); break;
    case 1: *x += 1; went_to(&w, next, t, 3); break;
    case 2: *x += 2; went_to(&w, next, t, 3); break;
    default: *x *= 10; went_to(&w, next, t, OFFLOAD_CPU_THREAD_ENDED); break;
    }
  }
  return went_result(&w);
}
#define PARTING(k)                                                                              \
  static uint32_t parting##k(const uint64_t *slots, const uint32_t *block, void *ss, void *sd,  \
                             uint64_t db, unsigned char *frames, const uint32_t *cur,          \
                             uint32_t *next, uint64_t first) {                                 \
    return parting_region(k, slots, block, cur, next, first);                                 \
  }
PARTING(0)
PARTING(1)
PARTING(2)
PARTING(3)

static void test_parting(void) {
  static const __offload_cpu_region regions[4] = {parting0, parting1, parting2, parting3};
  enum { blocks = 6, n = 64 };
  struct parting pt;
  memset(&pt, 0, sizeof pt);
  pt.x = calloc(blocks * n, sizeof *pt.x);
  uint64_t slots[1] = {(uintptr_t)&pt};
  const uint32_t geometry[6] = {blocks, 1, 1, n, 1, 1};
  __offload_cpu_run_regions(regions, 4, slots, geometry, 0, 1, 0, 0, 1, 0);
  uint32_t right = 0;
  for (uint32_t i = 0; i < blocks * n; ++i)
    right += pt.x[i] == (i % n + 1 + (i % n & 1)) * 10;
  EXPECT(right == blocks * n);
  EXPECT(atomic_load(&pt.all_calls[0]) == blocks && atomic_load(&pt.all_calls[3]) == blocks);
  EXPECT(atomic_load(&pt.calls[1]) == blocks && atomic_load(&pt.all_calls[1]) == 0);
  EXPECT(atomic_load(&pt.calls[2]) == blocks && atomic_load(&pt.all_calls[2]) == 0);
  printf("parting: %u/%u threads right; whole-block calls of regions 0-3: %u %u %u %u\n", right,
         blocks * n, atomic_load(&pt.all_calls[0]), atomic_load(&pt.all_calls[1]),
         atomic_load(&pt.all_calls[2]), atomic_load(&pt.all_calls[3]));
  free(pt.x);
}

/* Panics in several blocks of a launch spread over the pool: the record
 * names the first (block, thread) every time; the others end too. */
static void test_region_panics(void) {
  const uint32_t at[] = {40 * 256 + 3, 7 * 256 + 200, 7 * 256 + 13, 63 * 256 + 255, 2 * 256 + 1};
  uint32_t same = 0, right_blocks = 0;
  for (int round = 0; round < 20; ++round) {
    struct scan sc;
    memset(&sc, 0, sizeof sc);
    sc.early_returns = 1;
    right_blocks += run_scan(64, 256, at, 5, &sc);
    same += sc.fault_state == 1 && sc.fault_block == 2 && sc.fault_thread == 1 &&
            atomic_load(&sc.panics) == 5;
  }
  EXPECT(same == 20);
  EXPECT(right_blocks == 20 * 64);
  printf("region panics: 20 launches, %u recorded block 2 thread 1 of 5 panics, "
         "%u/%u blocks right\n", same, right_blocks, 20 * 64);
}

/* Blocks run at once on the pool's threads (OFFLOAD_CPU_THREADS=4 in the
 * lit test): the first and last blocks each wait for the other. A small launch runs on
 * its caller alone. */
static void test_pool(void) {
  struct scan sc;
  memset(&sc, 0, sizeof sc);
  sc.early_returns = 1;
  sc.wait_for_pair = 1;
  uint32_t right = run_scan(64, 256, NULL, 0, &sc);
  EXPECT(atomic_load(&sc.os_threads_seen) == 2);
  EXPECT(right == 64);
  printf("pool: blocks 0 and 63 ran at once: %s; %u/64 blocks right\n",
         atomic_load(&sc.os_threads_seen) == 2 ? "yes" : "NO", right);
  memset(&sc, 0, sizeof sc);
  sc.early_returns = 1;
  right = run_scan(8, 256, NULL, 0, &sc); /* 2048 threads */
  EXPECT(atomic_load(&sc.off_caller) == 0 && right == 8);
  printf("pool: a launch of 2048 threads ran %u blocks off its caller; %u/8 right\n",
         atomic_load(&sc.off_caller), right);
}

/* --- Spans of blocks (OFFLOAD_CPU_REGIONS_SPAN_X) --------------------- */

/* A kernel of one region that takes spans: thread (x, y, z) of block (bx,
 * by, bz) writes out[i] = in[i] + 1 for its element i (x fastest over the
 * grid's threads) and counts its visit; an element of PANIC_VALUE panics
 * instead. The region runs the span's threads in the order cpu_runner.h
 * gives, from `first`. */
struct spans {
  const uint32_t *in;
  uint32_t *out;
  atomic_uint *visits;
  uint32_t fault_state, fault_block[3], fault_thread[3];
  atomic_uint most_span, bad_calls;
};

static uint32_t span_region(const uint64_t *slots, const uint32_t *block, void *ss, void *sd,
                            uint64_t db, unsigned char *frames, const uint32_t *cur,
                            uint32_t *next, uint64_t first) {
  struct spans *sp = CONTEXT(struct spans, slots);
  const uint32_t bx_n = block[3], by_n = block[4], bz_n = block[5], span = block[9];
  if (cur || next || span == 0 || block[0] + span > block[6])
    atomic_fetch_add(&sp->bad_calls, 1);
  for (unsigned most = atomic_load(&sp->most_span); span > most;)
    if (atomic_compare_exchange_weak(&sp->most_span, &most, span))
      break;
  const uint64_t width = (uint64_t)block[6] * bx_n, height = (uint64_t)block[7] * by_n;
  uint64_t k = 0;
  for (uint32_t tz = 0; tz < bz_n; ++tz)
    for (uint32_t ty = 0; ty < by_n; ++ty)
      for (uint32_t s = 0; s < span; ++s)
        for (uint32_t tx = 0; tx < bx_n; ++tx, ++k) {
          if (k < first)
            continue;
          uint32_t bx = block[0] + s;
          uint64_t gx = (uint64_t)bx * bx_n + tx, gy = (uint64_t)block[1] * by_n + ty,
                   gz = (uint64_t)block[2] * bz_n + tz;
          uint64_t i = (gz * height + gy) * width + gx;
          atomic_fetch_add(&sp->visits[i], 1);
          if (sp->in[i] == PANIC_VALUE) {
            __offload_cpu_enter_thread(tx, ty, tz, bx);
            if (__offload_cpu_fault_begin(&sp->fault_state)) {
              for (uint32_t d = 0; d < 3; ++d) {
                sp->fault_block[d] = __offload_cpu_block_idx(d);
                sp->fault_thread[d] = __offload_cpu_thread_idx(d);
              }
              __offload_cpu_fault_end();
            }
            __offload_cpu_exit_thread();
          }
          sp->out[i] = sp->in[i] + 1;
        }
  return OFFLOAD_CPU_STATES_MIXED;
}

/* Runs span_region over geometry (flags as given) with the elements of
 * panic_at panicking; checks every thread ran once, the outputs, and that
 * the record names the first panicking (block, thread) in z, y, x order.
 * Returns the longest span a call got. */
static unsigned run_spans(const uint32_t g[6], uint32_t flags, const uint64_t *panic_at,
                          int panics) {
  const uint64_t width = (uint64_t)g[0] * g[3], height = (uint64_t)g[1] * g[4];
  const uint64_t total = width * height * g[2] * g[5];
  uint32_t *in = malloc(total * sizeof *in), *out = calloc(total, sizeof *out);
  atomic_uint *visits = calloc(total, sizeof *visits);
  for (uint64_t i = 0; i < total; ++i)
    in[i] = (uint32_t)(i * 2654435761u) >> 20;
  for (int p = 0; p < panics; ++p)
    in[panic_at[p]] = PANIC_VALUE;
  struct spans sp;
  memset(&sp, 0, sizeof sp);
  sp.in = in;
  sp.out = out;
  sp.visits = visits;
  uint64_t slots[1] = {(uintptr_t)&sp};
  static const __offload_cpu_region regions[1] = {span_region};
  __offload_cpu_run_regions(regions, 1, slots, g, 0, 1, 0, 0, 1, flags);
  uint64_t wrong_visits = 0, wrong_out = 0;
  for (uint64_t i = 0; i < total; ++i) {
    wrong_visits += atomic_load(&visits[i]) != 1;
    wrong_out += out[i] != (in[i] == PANIC_VALUE ? 0 : in[i] + 1);
  }
  /* The first panicking (block, thread): keys z, y, x of each. */
  uint32_t want[6] = {0}, got[6] = {sp.fault_block[2], sp.fault_block[1], sp.fault_block[0],
                                    sp.fault_thread[2], sp.fault_thread[1], sp.fault_thread[0]};
  for (int p = 0; p < panics; ++p) {
    uint64_t i = panic_at[p], gx = i % width, gy = i / width % height, gz = i / width / height;
    uint32_t key[6] = {(uint32_t)(gz / g[5]), (uint32_t)(gy / g[4]), (uint32_t)(gx / g[3]),
                       (uint32_t)(gz % g[5]), (uint32_t)(gy % g[4]), (uint32_t)(gx % g[3])};
    int before = p == 0;
    for (int d = 0; d < 6 && !before; ++d)
      if (key[d] != want[d]) {
        before = key[d] < want[d];
        break;
      }
    if (before)
      memcpy(want, key, sizeof key);
  }
  EXPECT(wrong_visits == 0);
  EXPECT(wrong_out == 0);
  EXPECT(atomic_load(&sp.bad_calls) == 0);
  EXPECT(panics == 0 || (sp.fault_state == 1 && memcmp(got, want, sizeof got) == 0));
  printf("spans: grid %ux%ux%u of blocks %ux%ux%u, flags %u: longest span %u, %llu wrong "
         "visits, %llu wrong outputs, %d panics, first recorded: block (%u, %u, %u) thread "
         "(%u, %u, %u)\n",
         g[0], g[1], g[2], g[3], g[4], g[5], flags, atomic_load(&sp.most_span),
         (unsigned long long)wrong_visits, (unsigned long long)wrong_out, panics, got[2],
         got[1], got[0], got[5], got[4], got[3]);
  unsigned most = atomic_load(&sp.most_span);
  free(in);
  free(out);
  free(visits);
  return most;
}

static void test_spans(void) {
  /* A 2-D grid of 2-D blocks over the pool (4,096 blocks of 32x8), panics
   * in one span's rows and in two blocks of one row. */
  const uint32_t heat[6] = {64, 64, 1, 32, 8, 1};
  const uint64_t w = 64 * 32;
  const uint64_t at[] = {5 * 8 * w + 3 * w + 40 * 32 + 7, 5 * 8 * w + 3 * w + 41 * 32,
                         5 * 8 * w + 1 * w + 63 * 32 + 31, 60 * 8 * w + 2};
  EXPECT(run_spans(heat, OFFLOAD_CPU_REGIONS_SPAN_X, at, 4) > 1);
  EXPECT(run_spans(heat, 0, at, 4) == 1);
  /* 1-D blocks, on the caller alone (fewer than 4,096 threads): one span. */
  const uint32_t line[6] = {30, 1, 1, 100, 1, 1};
  const uint64_t at1[] = {2999, 1234, 1200};
  EXPECT(run_spans(line, OFFLOAD_CPU_REGIONS_SPAN_X, at1, 3) == 30);
  /* 3-D grid and blocks, blocks of one thread, rows of one block. */
  const uint32_t cube[6] = {3, 4, 5, 4, 3, 2};
  const uint64_t at3[] = {1000, 17, 17 + 12};
  EXPECT(run_spans(cube, OFFLOAD_CPU_REGIONS_SPAN_X, at3, 3) == 3);
  const uint32_t ones[6] = {7, 2, 1, 1, 1, 1};
  EXPECT(run_spans(ones, OFFLOAD_CPU_REGIONS_SPAN_X, NULL, 0) == 7);
  const uint32_t column[6] = {1, 50, 1, 64, 1, 1};
  EXPECT(run_spans(column, OFFLOAD_CPU_REGIONS_SPAN_X, at1, 1) == 1);
}

/* --- Errors -------------------------------------------------------------- */

static void never(const uint64_t *slots) { EXPECT(!"a refused launch ran"); }

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  uint64_t slots[1] = {0};
  if (argc > 1 && strcmp(argv[1], "--oversized") == 0) {
    const uint32_t geometry[6] = {1, 1, 1, 1025, 1, 1};
    __offload_cpu_run(never, slots, geometry, 1, 0, 0, 16);
    printf("returned\n");
    return 1;
  }
  if (argc > 1 && strcmp(argv[1], "--bad-align") == 0) {
    const uint32_t geometry[6] = {1, 1, 1, 1, 1, 1};
    __offload_cpu_run(never, slots, geometry, 0, 0, 8, 24);
    printf("returned\n");
    return 1;
  }
  if (argc > 1 && strcmp(argv[1], "--bad-flags") == 0) {
    const uint32_t geometry[6] = {1, 1, 1, 1, 1, 1};
    static const __offload_cpu_region two[2] = {span_region, span_region};
    __offload_cpu_run_regions(two, 2, slots, geometry, 0, 1, 0, 0, 1, OFFLOAD_CPU_REGIONS_SPAN_X);
    printf("returned\n");
    return 1;
  }
  if (argc > 1 && strcmp(argv[1], "--no-threads") == 0) {
    /* 64 MiB of address space cannot hold 1023 stacks of 2 MiB. */
    struct rlimit limit = {64u << 20, 64u << 20};
    if (setrlimit(RLIMIT_AS, &limit) != 0) {
      perror("setrlimit");
      return 1;
    }
    const uint32_t geometry[6] = {1, 1, 1, 32, 32, 1};
    __offload_cpu_run(never, slots, geometry, 1, 0, 0, 16);
    printf("returned\n");
    return 1;
  }

  check_outside();
  test_visits(0);
  test_visits(1);
  const uint32_t odd[6] = {2, 2, 1, 5, 3, 2};
  const uint32_t b256[6] = {3, 2, 1, 16, 4, 4};
  const uint32_t b1024[6] = {2, 1, 2, 32, 32, 1};
  const uint32_t single[6] = {4, 1, 1, 1, 1, 1};
  test_reduce(odd);
  test_reduce(b256);
  test_reduce(b1024);
  test_reduce(single);
  test_zero_dimensions();
  test_nested();
  test_exits(0);
  test_exits(1);
  test_returns();
  test_alignment();
  test_regions();
  test_uniform_rounds();
  test_parting();
  test_region_panics();
  test_spans();
  if (argc > 1 && strcmp(argv[1], "--pool") == 0)
    test_pool();
  int failed = atomic_load(&failures);
  if (failed) {
    printf("%d checks failed\n", failed);
    return 1;
  }
  printf("all passed\n");
  return 0;
}
