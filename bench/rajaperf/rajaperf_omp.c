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
static inline unsigned bare_tid_y(void)
{
#if defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_tid_y();
#else
  return 0;
#endif
}
static inline unsigned bare_tid_z(void)
{
#if defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_tid_z();
#else
  return 0;
#endif
}
static inline unsigned bare_ctaid_y(void)
{
#if defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_ctaid_y();
#else
  return 0;
#endif
}
static inline unsigned bare_ctaid_z(void)
{
#if defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_ctaid_z();
#else
  return 0;
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

static void l_diff_predict(long n, double *px, const double *cx)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(px, cx) firstprivate(n)",
              double ar; double br; double cr;
              ar = cx[i + n * 4]; br = ar - px[i + n * 4]; px[i + n * 4] = ar;
              cr = br - px[i + n * 5]; px[i + n * 5] = br;
              ar = cr - px[i + n * 6]; px[i + n * 6] = cr;
              br = ar - px[i + n * 7]; px[i + n * 7] = ar;
              cr = br - px[i + n * 8]; px[i + n * 8] = br;
              ar = cr - px[i + n * 9]; px[i + n * 9] = cr;
              br = ar - px[i + n * 10]; px[i + n * 10] = ar;
              cr = br - px[i + n * 11]; px[i + n * 11] = br;
              px[i + n * 13] = cr - px[i + n * 12]; px[i + n * 12] = cr);
}
static void l_atax(long m, const double *a, const double *x, double *tmp, double *y)
{
  long n = m;
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(a, x, tmp) firstprivate(n)",
              double dot = 0.0; for (long j = 0; j < n; ++j) dot += a[i * n + j] * x[j]; tmp[i] = dot);
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(a, tmp, y) firstprivate(n)",
              double dot = 0.0; for (long r = 0; r < n; ++r) dot += a[r * n + i] * tmp[r]; y[i] = dot);
}
static void l_pressure(double cls, double p_cut, double pmin, double eosvmax, const double *comp, double *bvc,
                       const double *e_old, const double *vnewc, double *p_new, long n)
{
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(comp, bvc) firstprivate(cls, n)",
              bvc[i] = cls * (comp[i] + 1.0));
  ELEMENTWISE("omp target teams ompx_bare num_teams(grid) thread_limit(TB) is_device_ptr(bvc, e_old, vnewc, p_new) firstprivate(p_cut, pmin, eosvmax, n)",
              double p = bvc[i] * e_old[i];
              if (__builtin_fabs(p) < p_cut) p = 0.0; /* fabs would need libdevice */
              if (vnewc[i] >= eosvmax) p = 0.0;
              if (p < pmin) p = pmin;
              p_new[i] = p);
}

#ifdef BENCH_EMU
/* Serial stand-ins: the emulation runs a block's threads one after
 * another in one dimension, so neither a barrier nor a 2-D or 3-D grid
 * works there. */
static void l_gemm(long m, double alpha, double beta, const double *a, const double *b, const double *c, double *d)
{
  for (long i = 0; i < m; ++i)
    for (long j = 0; j < m; ++j) {
      double dot = 0.0;
      for (long k = 0; k < m; ++k) dot += a[i * m + k] * b[k * m + j];
      d[i * m + j] = alpha * dot + beta * c[i * m + j];
    }
}
static void l_jacobi_2d(long m, const double *in, double *out) { rp_stencil(m, 2, in, out); }
static void l_heat_3d(long m, const double *in, double *out) { rp_stencil(m, 3, in, out); }
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

static void l_gemm(long m, double alpha, double beta, const double *a, const double *b, const double *c, double *d)
{
  int gx = (int)((m + 15) / 16);
#pragma omp target teams ompx_bare num_teams(gx, gx) thread_limit(16, 16) is_device_ptr(a, b, c, d) firstprivate(m, alpha, beta)
  {
    const long j = (long)bare_ctaid() * 16 + bare_tid(), i = (long)bare_ctaid_y() * 16 + bare_tid_y();
    if (i < m && j < m) {
      double dot = 0.0;
      for (long k = 0; k < m; ++k) dot += a[i * m + k] * b[k * m + j];
      d[i * m + j] = alpha * dot + beta * c[i * m + j];
    }
  }
}
static void l_jacobi_2d(long m, const double *in, double *out)
{
  int gx = (int)((m - 2 + 15) / 16);
#pragma omp target teams ompx_bare num_teams(gx, gx) thread_limit(16, 16) is_device_ptr(in, out) firstprivate(m)
  {
    const long j = (long)bare_ctaid() * 16 + bare_tid() + 1, i = (long)bare_ctaid_y() * 16 + bare_tid_y() + 1;
    if (i < m - 1 && j < m - 1)
      out[i * m + j] = 0.2 * (in[i * m + j] + in[i * m + j - 1] + in[i * m + j + 1] + in[(i + 1) * m + j] + in[(i - 1) * m + j]);
  }
}
static void l_heat_3d(long m, const double *in, double *out)
{
  int gx = (int)((m - 2 + 31) / 32), gy = (int)((m - 2 + 3) / 4), gz = (int)((m - 2 + 1) / 2);
#pragma omp target teams ompx_bare num_teams(gx, gy, gz) thread_limit(32, 4, 2) is_device_ptr(in, out) firstprivate(m)
  {
    const long k = (long)bare_ctaid() * 32 + bare_tid() + 1, j = (long)bare_ctaid_y() * 4 + bare_tid_y() + 1,
               i = (long)bare_ctaid_z() * 2 + bare_tid_z() + 1;
    if (i < m - 1 && j < m - 1 && k < m - 1) {
      const double c = in[(i * m + j) * m + k];
      out[(i * m + j) * m + k] = 0.125 * (in[((i + 1) * m + j) * m + k] - 2.0 * c + in[((i - 1) * m + j) * m + k]) +
                                 0.125 * (in[(i * m + j + 1) * m + k] - 2.0 * c + in[(i * m + j - 1) * m + k]) +
                                 0.125 * (in[(i * m + j) * m + k + 1] - 2.0 * c + in[(i * m + j) * m + k - 1]) + c;
    }
  }
}
#endif

int main(int argc, char **argv)
{
  dev_num = omp_get_default_device();
  host_num = omp_get_initial_device();
  if (!bare_ran_on_device()) { fprintf(stderr, "rajaperf: the target regions do not run on a GPU\n"); return 2; }
  return rp_main(argc, argv);
}
