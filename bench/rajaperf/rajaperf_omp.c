/* rajaperf_omp.c: the RAJAPerf kernels of bench/rajaperf as clang-22
 * OpenMP target regions. Debian's clang-22 ships no OpenMP device runtime,
 * so the regions are bare (`ompx_bare`, bench/baselines/omp_bare.h): the
 * same grid and blocks of 256 as the CUDA and Rust variants, on device
 * memory from omp_target_alloc. Build: clang-22 -fopenmp
 * --offload-arch=sm_90 -nogpulib -O3 ... -lm. With -DBENCH_EMU (no
 * -fopenmp) it runs serially on the CPU, to test the host side. The
 * driver, inputs and checks are rajaperf_driver.h's. */
#ifdef BENCH_EMU
#define VARIANT "omp_emu" /* not GPU figures */
#else
#define VARIANT "omp"
#endif
#include "rajaperf_driver.h"
#include "../baselines/omp_bare.h"

static int dev_num, host_num;
static void *dev_alloc(size_t bytes)
{
  void *p = omp_target_alloc(bytes, dev_num);
  if (!p) { fprintf(stderr, "rajaperf: omp_target_alloc of %zu bytes failed\n", bytes); exit(2); }
  return p;
}
static void dev_free(void *p) { omp_target_free(p, dev_num); }
static void dev_to(void *d, const void *h, size_t b)
{
  if (omp_target_memcpy(d, h, b, 0, 0, dev_num, host_num)) { fprintf(stderr, "rajaperf: copy failed\n"); exit(2); }
}
static void dev_from(void *h, const void *d, size_t b)
{
  if (omp_target_memcpy(h, d, b, 0, 0, host_num, dev_num)) { fprintf(stderr, "rajaperf: copy failed\n"); exit(2); }
}

#pragma omp declare target
static inline void bare_atomic_add_i(int *p, int v)
{
#if defined(__NVPTX__)
  __nvvm_atom_add_gen_i(p, v);
#else
  *p += v;
#endif
}
static inline void bare_atomic_min_i(int *p, int v)
{
#if defined(__NVPTX__)
  __nvvm_atom_min_gen_i(p, v);
#else
  if (v < *p) *p = v;
#endif
}
static inline void bare_atomic_max_i(int *p, int v)
{
#if defined(__NVPTX__)
  __nvvm_atom_max_gen_i(p, v);
#else
  if (v > *p) *p = v;
#endif
}
#pragma omp end declare target

#define GRID(n) (((n) + TB - 1) / TB)
/* An element-wise region: the directive (n and the scalars the body reads
 * in firstprivate, the pointers in is_device_ptr), then BODY for each index
 * i < n. */
#define ELEMENTWISE(directive, body)                                                               \
  do {                                                                                             \
    long grid = GRID(n);                                                                           \
    _Pragma(directive)                                                                             \
    EMU_GRID(grid) {                                                                               \
      const unsigned long i = bare_gid();                                                          \
      if (i < (unsigned long)n) { body; }                                                          \
    }                                                                                              \
  } while (0)

/* Zero-fills device memory with a region (LLVM 22's omp_target_memset
 * copies a zeroed host buffer of the whole size). */
static void dev_zero(void *d, size_t bytes)
{
  unsigned char *p = (unsigned char *)d;
  long n = (long)bytes;
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(p) firstprivate(n)",
              p[i] = 0);
}

static void l_copy(const double *a, double *c, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(a, c) firstprivate(n)",
              c[i] = a[i]);
}
static void l_mul(double alpha, const double *c, double *b, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(b, c) firstprivate(alpha, n)",
              b[i] = alpha * c[i]);
}
static void l_add(const double *a, const double *b, double *c, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(a, b, c) firstprivate(n)",
              c[i] = a[i] + b[i]);
}
static void l_triad(double alpha, const double *b, const double *c, double *a, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(a, b, c) firstprivate(alpha, n)",
              a[i] = b[i] + alpha * c[i]);
}
static void l_daxpy(double al, const double *x, double *y, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(x, y) firstprivate(al, n)",
              y[i] += al * x[i]);
}
static void l_init3(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(o1, o2, o3, i1, i2) firstprivate(n)",
              o1[i] = o2[i] = o3[i] = -i1[i] - i2[i]);
}
static void l_muladdsub(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(o1, o2, o3, i1, i2) firstprivate(n)",
              o1[i] = i1[i] * i2[i]; o2[i] = i1[i] + i2[i]; o3[i] = i1[i] - i2[i]);
}
static void l_hydro_1d(double q, double r, double t, const double *y, const double *z, double *x, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(x, y, z) firstprivate(q, r, t, n)",
              x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11]));
}
static void l_first_diff(const double *y, double *x, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(x, y) firstprivate(n)",
              x[i] = y[i + 1] - y[i]);
}

#ifdef BENCH_EMU
/* Serial stand-ins: the emulation runs a block's threads one after
 * another, so a barrier cannot work there. */
static void l_dot(const double *a, const double *b, double *dot, long n)
{
  for (long i = 0; i < n; ++i) *dot += a[i] * b[i];
}
static void l_reduce3_int(const int *v, int *out, long n)
{
  for (long i = 0; i < n; ++i) { out[0] += v[i]; bare_atomic_min_i(&out[1], v[i]); bare_atomic_max_i(&out[2], v[i]); }
}
#else
static void l_dot(const double *a, const double *b, double *dot, long n)
{
  long grid = GRID(n);
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(a, b, dot) firstprivate(n)
  {
    static SHARED double sm[TB];
    const unsigned t = bare_tid();
    const unsigned long i = bare_gid();
    sm[t] = i < (unsigned long)n ? a[i] * b[i] : 0.0;
    bare_sync();
    for (unsigned half = TB / 2; half > 0; half /= 2) {
      if (t < half) sm[t] += sm[t + half];
      bare_sync();
    }
    if (t == 0) bare_atomic_add(dot, sm[0]);
  }
}
static void l_reduce3_int(const int *v, int *out, long n)
{
  long grid = GRID(n);
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(v, out) firstprivate(n)
  {
    static SHARED int s[TB], lo[TB], hi[TB];
    const unsigned t = bare_tid();
    const unsigned long i = bare_gid();
    const int in = i < (unsigned long)n;
    s[t] = in ? v[i] : 0;
    lo[t] = in ? v[i] : INT_MAX;
    hi[t] = in ? v[i] : INT_MIN;
    bare_sync();
    for (unsigned half = TB / 2; half > 0; half /= 2) {
      if (t < half) {
        s[t] += s[t + half];
        lo[t] = lo[t] < lo[t + half] ? lo[t] : lo[t + half];
        hi[t] = hi[t] > hi[t + half] ? hi[t] : hi[t + half];
      }
      bare_sync();
    }
    if (t == 0) { bare_atomic_add_i(&out[0], s[0]); bare_atomic_min_i(&out[1], lo[0]); bare_atomic_max_i(&out[2], hi[0]); }
  }
}
#endif

/* 1 when a target region runs on the device (not the host fallback). */
static int on_device(void)
{
  int on_dev = 0;
#pragma omp target teams ompx_bare num_teams(1) thread_limit(1) map(tofrom: on_dev)
  {
    on_dev = bare_on_gpu();
  }
  return on_dev;
}

int main(int argc, char **argv)
{
  dev_num = omp_get_default_device();
  host_num = omp_get_initial_device();
  if (!on_device()) { fprintf(stderr, "rajaperf: the target regions do not run on a GPU\n"); return 2; }
  return rp_main(argc, argv);
}
