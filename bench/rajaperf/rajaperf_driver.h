/* rajaperf_driver.h: the C side of bench/rajaperf, shared by the CUDA
 * variant (rajaperf.cu, nvcc) and the OpenMP one (rajaperf_omp.c,
 * clang-22 -fopenmp): the same inputs, runs, checks, output and CSV as the
 * Rust program (host.rs), so that the three are compared kernel by kernel.
 *
 *   rajaperf_<variant> [N] [REPS] [RUNS] [KERNEL...]
 *
 * Before including it, a variant defines VARIANT (its name in the CSV) and
 * these functions: device memory (dev_alloc, dev_free, dev_to, dev_from,
 * dev_zero: bytes, blocking; dev_zero fills on the device, as the Rust
 * program's DeviceBuffer::zeroed does) and one launch function per kernel, which runs the
 * kernel over n elements in blocks of TB threads and returns when it is
 * done. Valid C and C++. */
#ifndef RAJAPERF_DRIVER_H
#define RAJAPERF_DRIVER_H

#include "../baselines/bench_common.h"

#include <limits.h>
#include <string.h>

static void *dev_alloc(size_t bytes);
static void dev_free(void *p);
static void dev_to(void *dst, const void *src, size_t bytes);
static void dev_from(void *dst, const void *src, size_t bytes);
static void dev_zero(void *dst, size_t bytes); /* on the device */
static void l_copy(const double *a, double *c, long n);
static void l_mul(double alpha, const double *c, double *b, long n);
static void l_add(const double *a, const double *b, double *c, long n);
static void l_triad(double alpha, const double *b, const double *c, double *a, long n);
static void l_dot(const double *a, const double *b, double *dot, long n);
static void l_daxpy(double a, const double *x, double *y, long n);
static void l_init3(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n);
static void l_muladdsub(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n);
static void l_reduce3_int(const int *v, int *out, long n);
static void l_hydro_1d(double q, double r, double t, const double *y, const double *z, double *x, long n);
static void l_first_diff(const double *y, double *x, long n);
static void l_diff_predict(long n, double *px, const double *cx);
/* The 2-D and 3-D kernels take the side m of their square or cube; ATAX
 * and PRESSURE launch their two kernels, JACOBI_2D and HEAT_3D one half
 * step (from inp to out). */
static void l_gemm(long m, double alpha, double beta, const double *a, const double *b, const double *c, double *d);
static void l_atax(long m, const double *a, const double *x, double *tmp, double *y);
static void l_jacobi_2d(long m, const double *inp, double *out);
static void l_heat_3d(long m, const double *inp, double *out);
static void l_pressure(double cls, double p_cut, double pmin, double eosvmax, const double *comp,
                       double *bvc, const double *e_old, const double *vnewc, double *p_new, long n);

#define RP_ALPHA 0.5
static const uint64_t rp_salts[4] = {0x1111111111111111ull, 0x2222222222222222ull,
                                     0x3333333333333333ull, 0x4444ull};

static double *rp_inputs(long n, uint64_t salt)
{
  double *v = (double *)malloc((size_t)n * sizeof(double));
  if (!v) { fprintf(stderr, "rajaperf: out of host memory\n"); exit(2); }
  for (long i = 0; i < n; ++i) v[i] = init_val((uint64_t)i, salt);
  return v;
}

static double *rp_dev_from_host(const double *h, long n)
{
  double *d = (double *)dev_alloc((size_t)n * sizeof(double));
  dev_to(d, h, (size_t)n * sizeof(double));
  return d;
}

/* The side of a square (cube) of about n points, at least 3 (host.rs's
 * isqrt, icbrt). */
static long rp_isqrt(long n) { long m = lround(sqrt((double)n)); return m < 3 ? 3 : m; }
static long rp_icbrt(long n) { long m = lround(cbrt((double)n)); return m < 3 ? 3 : m; }

/* One half step of JACOBI_2D (dims 2) or HEAT_3D (dims 3) on the CPU. */
static void rp_stencil(long m, int dims, const double *in, double *out)
{
  if (dims == 2) {
    for (long i = 1; i < m - 1; ++i)
      for (long j = 1; j < m - 1; ++j)
        out[i * m + j] = 0.2 * (in[i * m + j] + in[i * m + j - 1] + in[i * m + j + 1] + in[(i + 1) * m + j] +
                                in[(i - 1) * m + j]);
    return;
  }
#define AT(i, j, k) in[((i) * m + (j)) * m + (k)]
  for (long i = 1; i < m - 1; ++i)
    for (long j = 1; j < m - 1; ++j)
      for (long k = 1; k < m - 1; ++k) {
        double c = AT(i, j, k);
        out[(i * m + j) * m + k] = 0.125 * (AT(i + 1, j, k) - 2.0 * c + AT(i - 1, j, k)) +
                                   0.125 * (AT(i, j + 1, k) - 2.0 * c + AT(i, j - 1, k)) +
                                   0.125 * (AT(i, j, k + 1) - 2.0 * c + AT(i, j, k - 1)) + c;
      }
#undef AT
}

/* Launch wall times (us), REPS per run, and when the current run's first
 * repetition began and its last ended (now_s seconds; began < 0 before
 * the first). */
typedef struct { double *us; int count; double began, ended; } rp_times;
#define RP_TIME(times, call)                                                                                  \
  do {                                                                                                       \
    double s_ = now_s();                                                                                     \
    if ((times)->began < 0) (times)->began = s_;                                                             \
    call;                                                                                                    \
    (times)->ended = now_s();                                                                                \
    (times)->us[(times)->count++] = ((times)->ended - s_) * 1e6;                                            \
  } while (0)

/* A run's wall time (ms), whole and in its phases: inputs to the device
 * (allocations, copies, zeroing), the repetitions, outputs back. */
typedef struct { double total, to_device, reps, from_device; } rp_phases;

/* The phases of a run that started at `start` (now_s seconds) and whose
 * outputs are back now. */
static rp_phases rp_end(const rp_times *t, double start)
{
  double end = now_s();
  rp_phases p = {(end - start) * 1e3, (t->began - start) * 1e3, (t->ended - t->began) * 1e3, (end - t->ended) * 1e3};
  return p;
}

static double *rp_dev_zeroed(long n)
{
  double *d = (double *)dev_alloc((size_t)n * sizeof(double));
  dev_zero(d, (size_t)n * sizeof(double));
  return d;
}

/* The n doubles at dev, in a new host array. */
static double *rp_download(const double *dev, long n)
{
  double *h = (double *)malloc((size_t)n * sizeof(double));
  if (!h) { fprintf(stderr, "rajaperf: out of host memory\n"); exit(2); }
  dev_from(h, dev, (size_t)n * sizeof(double));
  return h;
}

/* Whether got matches want to a relative 1e-12 (host.rs's `close`). */
static int rp_close(const double *got, const double *want, long n)
{
  for (long i = 0; i < n; ++i)
    if (!(fabs(got[i] - want[i]) <= 1e-12 * fmax(fabs(want[i]), 1e-300))) return 0;
  return 1;
}

/* One run of kernel k, as host.rs's `run`: the clock starts when the host
 * inputs exist and stops when the outputs are back (*phases); the
 * reference is computed after. 1 when the results are right. */
static int rp_run(const char *k, long n, int reps, rp_times *t, rp_phases *phases)
{
  int ok = 0;
  double start;
  t->began = -1;
  if (!strcmp(k, "COPY") || !strcmp(k, "MUL") || !strcmp(k, "ADD") || !strcmp(k, "TRIAD") ||
      !strcmp(k, "DAXPY")) {
    /* COPY c = a; MUL b = alpha c; ADD c = a + b; TRIAD a = b + alpha c;
     * DAXPY y += alpha x with x = a0, y = b0: the inputs uploaded, the
     * output zeroed on the device (DAXPY's y uploaded). */
    int copy = !strcmp(k, "COPY"), mul = !strcmp(k, "MUL"), add = !strcmp(k, "ADD"), triad = !strcmp(k, "TRIAD");
    double *a0 = rp_inputs(n, rp_salts[0]), *b0 = rp_inputs(n, rp_salts[1]), *c0 = rp_inputs(n, rp_salts[2]);
    start = now_s();
    double *a = copy || add ? rp_dev_from_host(a0, n) : triad ? rp_dev_zeroed(n) : !mul ? rp_dev_from_host(a0, n) : NULL;
    double *b = add || triad || !copy && !mul ? rp_dev_from_host(b0, n) : mul ? rp_dev_zeroed(n) : NULL;
    double *c = mul || triad ? rp_dev_from_host(c0, n) : copy || add ? rp_dev_zeroed(n) : NULL;
    for (int r = 0; r < reps; ++r) {
      if (copy) RP_TIME(t, l_copy(a, c, n));
      else if (mul) RP_TIME(t, l_mul(RP_ALPHA, c, b, n));
      else if (add) RP_TIME(t, l_add(a, b, c, n));
      else if (triad) RP_TIME(t, l_triad(RP_ALPHA, b, c, a, n));
      else RP_TIME(t, l_daxpy(RP_ALPHA, a, b, n));
    }
    double *got = rp_download(copy || add ? c : triad ? a : b, n);
    *phases = rp_end(t, start);
    double *want = (double *)malloc((size_t)n * sizeof(double));
    for (long i = 0; i < n; ++i) {
      if (copy) want[i] = a0[i];
      else if (mul) want[i] = RP_ALPHA * c0[i];
      else if (add) want[i] = a0[i] + b0[i];
      else if (triad) want[i] = b0[i] + RP_ALPHA * c0[i];
      else { want[i] = b0[i]; for (int r = 0; r < reps; ++r) want[i] += RP_ALPHA * a0[i]; }
    }
    ok = rp_close(got, want, n);
    if (a) dev_free(a);
    if (b) dev_free(b);
    if (c) dev_free(c);
    free(a0); free(b0); free(c0); free(want); free(got);
  } else if (!strcmp(k, "DOT")) {
    double *a0 = rp_inputs(n, rp_salts[0]), *b0 = rp_inputs(n, rp_salts[1]);
    start = now_s();
    double *a = rp_dev_from_host(a0, n), *b = rp_dev_from_host(b0, n);
    double *dot = (double *)dev_alloc(sizeof(double)), got = 0, want = 0, zero = 0;
    for (int r = 0; r < reps; ++r)
      RP_TIME(t, (dev_to(dot, &zero, sizeof zero), l_dot(a, b, dot, n), dev_from(&got, dot, sizeof got)));
    *phases = rp_end(t, start);
    for (long i = 0; i < n; ++i) want += a0[i] * b0[i];
    ok = fabs(got - want) <= 1e-9 * fabs(want);
    dev_free(a); dev_free(b); dev_free(dot); free(a0); free(b0);
  } else if (!strcmp(k, "INIT3") || !strcmp(k, "MULADDSUB")) {
    double *i1 = rp_inputs(n, rp_salts[0]), *i2 = rp_inputs(n, rp_salts[1]);
    start = now_s();
    double *d1 = rp_dev_from_host(i1, n), *d2 = rp_dev_from_host(i2, n);
    double *o[3] = {rp_dev_zeroed(n), rp_dev_zeroed(n), rp_dev_zeroed(n)};
    int init3 = !strcmp(k, "INIT3");
    for (int r = 0; r < reps; ++r) {
      if (init3) RP_TIME(t, l_init3(o[0], o[1], o[2], d1, d2, n));
      else RP_TIME(t, l_muladdsub(o[0], o[1], o[2], d1, d2, n));
    }
    double *got[3] = {rp_download(o[0], n), rp_download(o[1], n), rp_download(o[2], n)};
    *phases = rp_end(t, start);
    ok = 1;
    double *want = (double *)malloc((size_t)n * sizeof(double));
    for (int j = 0; j < 3; ++j) {
      for (long i = 0; i < n; ++i)
        want[i] = init3 ? -i1[i] - i2[i] : j == 0 ? i1[i] * i2[i] : j == 1 ? i1[i] + i2[i] : i1[i] - i2[i];
      ok &= rp_close(got[j], want, n);
      dev_free(o[j]);
      free(got[j]);
    }
    dev_free(d1); dev_free(d2); free(i1); free(i2); free(want);
  } else if (!strcmp(k, "REDUCE3_INT")) {
    int *v0 = (int *)malloc((size_t)n * sizeof(int));
    for (long i = 0; i < n; ++i) v0[i] = (int)(init_val((uint64_t)i, rp_salts[3]) * 1000.0) - 1500;
    start = now_s();
    int *v = (int *)dev_alloc((size_t)n * sizeof(int)), *out = (int *)dev_alloc(3 * sizeof(int));
    dev_to(v, v0, (size_t)n * sizeof(int));
    int got[3] = {0, 0, 0};
    for (int r = 0; r < reps; ++r) {
      int init[3] = {0, INT_MAX, INT_MIN};
      RP_TIME(t, (dev_to(out, init, sizeof init), l_reduce3_int(v, out, n), dev_from(got, out, sizeof got)));
    }
    *phases = rp_end(t, start);
    long long sum = 0; int lo = INT_MAX, hi = INT_MIN;
    for (long i = 0; i < n; ++i) { sum += v0[i]; lo = v0[i] < lo ? v0[i] : lo; hi = v0[i] > hi ? v0[i] : hi; }
    ok = got[0] == (int)(unsigned)(sum & 0xffffffffull) && got[1] == lo && got[2] == hi;
    dev_free(v); dev_free(out); free(v0);
  } else if (!strcmp(k, "HYDRO_1D")) {
    const double q = 0.1, r = 0.2, tt = 0.3;
    double *y0 = rp_inputs(n, rp_salts[1]), *z0 = rp_inputs(n + 12, rp_salts[2]);
    start = now_s();
    double *y = rp_dev_from_host(y0, n), *z = rp_dev_from_host(z0, n + 12), *x = rp_dev_zeroed(n);
    for (int i = 0; i < reps; ++i) RP_TIME(t, l_hydro_1d(q, r, tt, y, z, x, n));
    double *got = rp_download(x, n);
    *phases = rp_end(t, start);
    double *want = (double *)malloc((size_t)n * sizeof(double));
    for (long i = 0; i < n; ++i) want[i] = q + y0[i] * (r * z0[i + 10] + tt * z0[i + 11]);
    ok = rp_close(got, want, n);
    dev_free(x); dev_free(y); dev_free(z); free(y0); free(z0); free(want); free(got);
  } else if (!strcmp(k, "FIRST_DIFF")) {
    double *y0 = rp_inputs(n + 1, rp_salts[1]);
    start = now_s();
    double *y = rp_dev_from_host(y0, n + 1), *x = rp_dev_zeroed(n);
    for (int i = 0; i < reps; ++i) RP_TIME(t, l_first_diff(y, x, n));
    double *got = rp_download(x, n);
    *phases = rp_end(t, start);
    double *want = (double *)malloc((size_t)n * sizeof(double));
    for (long i = 0; i < n; ++i) want[i] = y0[i + 1] - y0[i];
    ok = rp_close(got, want, n);
    dev_free(x); dev_free(y); free(y0); free(want); free(got);
  } else if (!strcmp(k, "DIFF_PREDICT")) {
    double *px0 = rp_inputs(14 * n, rp_salts[0]), *cx0 = rp_inputs(14 * n, rp_salts[1]);
    start = now_s();
    double *px = rp_dev_from_host(px0, 14 * n), *cx = rp_dev_from_host(cx0, 14 * n);
    for (int r = 0; r < reps; ++r) RP_TIME(t, l_diff_predict(n, px, cx));
    double *got = rp_download(px, 14 * n);
    *phases = rp_end(t, start);
    for (int r = 0; r < reps; ++r)
      for (long i = 0; i < n; ++i) {
        double ar, br, cr;
        ar = cx0[i + n * 4]; br = ar - px0[i + n * 4]; px0[i + n * 4] = ar;
        cr = br - px0[i + n * 5]; px0[i + n * 5] = br;
        ar = cr - px0[i + n * 6]; px0[i + n * 6] = cr;
        br = ar - px0[i + n * 7]; px0[i + n * 7] = ar;
        cr = br - px0[i + n * 8]; px0[i + n * 8] = br;
        ar = cr - px0[i + n * 9]; px0[i + n * 9] = cr;
        br = ar - px0[i + n * 10]; px0[i + n * 10] = ar;
        cr = br - px0[i + n * 11]; px0[i + n * 11] = br;
        px0[i + n * 13] = cr - px0[i + n * 12]; px0[i + n * 12] = cr;
      }
    ok = rp_close(got, px0, 14 * n);
    dev_free(px); dev_free(cx); free(px0); free(cx0); free(got);
  } else if (!strcmp(k, "GEMM")) {
    long m = rp_isqrt(n);
    const double alpha = 1.5, beta = 1.2;
    double *a0 = rp_inputs(m * m, rp_salts[0]), *b0 = rp_inputs(m * m, rp_salts[1]), *c0 = rp_inputs(m * m, rp_salts[2]);
    start = now_s();
    double *a = rp_dev_from_host(a0, m * m), *b = rp_dev_from_host(b0, m * m), *c = rp_dev_from_host(c0, m * m);
    double *d = rp_dev_zeroed(m * m);
    for (int r = 0; r < reps; ++r) RP_TIME(t, l_gemm(m, alpha, beta, a, b, c, d));
    double *got = rp_download(d, m * m);
    *phases = rp_end(t, start);
    double *want = (double *)malloc((size_t)(m * m) * sizeof(double));
    for (long i = 0; i < m; ++i)
      for (long j = 0; j < m; ++j) {
        double dot = 0;
        for (long q = 0; q < m; ++q) dot += a0[i * m + q] * b0[q * m + j];
        want[i * m + j] = alpha * dot + beta * c0[i * m + j];
      }
    ok = rp_close(got, want, m * m);
    dev_free(a); dev_free(b); dev_free(c); dev_free(d); free(a0); free(b0); free(c0); free(want); free(got);
  } else if (!strcmp(k, "ATAX")) {
    long m = rp_isqrt(n);
    double *a0 = rp_inputs(m * m, rp_salts[0]), *x0 = rp_inputs(m, rp_salts[1]);
    start = now_s();
    double *a = rp_dev_from_host(a0, m * m), *x = rp_dev_from_host(x0, m);
    double *tmp = rp_dev_zeroed(m), *y = rp_dev_zeroed(m);
    for (int r = 0; r < reps; ++r) RP_TIME(t, l_atax(m, a, x, tmp, y));
    double *got = rp_download(y, m);
    *phases = rp_end(t, start);
    double *t0 = (double *)malloc((size_t)m * sizeof(double)), *want = (double *)malloc((size_t)m * sizeof(double));
    for (long i = 0; i < m; ++i) { t0[i] = 0; for (long j = 0; j < m; ++j) t0[i] += a0[i * m + j] * x0[j]; }
    for (long j = 0; j < m; ++j) { want[j] = 0; for (long i = 0; i < m; ++i) want[j] += a0[i * m + j] * t0[i]; }
    ok = rp_close(got, want, m);
    dev_free(a); dev_free(x); dev_free(tmp); dev_free(y); free(a0); free(x0); free(t0); free(want); free(got);
  } else if (!strcmp(k, "JACOBI_2D") || !strcmp(k, "HEAT_3D")) {
    int dims = !strcmp(k, "JACOBI_2D") ? 2 : 3;
    long m = dims == 2 ? rp_isqrt(n) : rp_icbrt(n), size = dims == 2 ? m * m : m * m * m;
    double *a0 = rp_inputs(size, rp_salts[0]), *b0 = rp_inputs(size, rp_salts[1]);
    start = now_s();
    double *a = rp_dev_from_host(a0, size), *b = rp_dev_from_host(b0, size);
    for (int r = 0; r < reps; ++r) {
      if (dims == 2) RP_TIME(t, (l_jacobi_2d(m, a, b), l_jacobi_2d(m, b, a)));
      else RP_TIME(t, (l_heat_3d(m, a, b), l_heat_3d(m, b, a)));
    }
    double *got = rp_download(a, size);
    *phases = rp_end(t, start);
    for (int r = 0; r < reps; ++r) {
      rp_stencil(m, dims, a0, b0);
      rp_stencil(m, dims, b0, a0);
    }
    ok = rp_close(got, a0, size);
    dev_free(a); dev_free(b); free(a0); free(b0); free(got);
  } else if (!strcmp(k, "PRESSURE")) {
    const double cls = 0.5, p_cut = 1e-7, pmin = 0.25, eosvmax = 1.5;
    double *comp0 = rp_inputs(n, rp_salts[0]), *e0 = rp_inputs(n, rp_salts[1]), *v0 = rp_inputs(n, rp_salts[2]);
    start = now_s();
    double *comp = rp_dev_from_host(comp0, n), *e_old = rp_dev_from_host(e0, n), *vnewc = rp_dev_from_host(v0, n);
    double *bvc = rp_dev_zeroed(n), *p_new = rp_dev_zeroed(n);
    for (int r = 0; r < reps; ++r) RP_TIME(t, l_pressure(cls, p_cut, pmin, eosvmax, comp, bvc, e_old, vnewc, p_new, n));
    double *got = rp_download(p_new, n);
    *phases = rp_end(t, start);
    double *want = (double *)malloc((size_t)n * sizeof(double));
    for (long i = 0; i < n; ++i) {
      double p = cls * (comp0[i] + 1.0) * e0[i];
      if (fabs(p) < p_cut || v0[i] >= eosvmax) p = 0.0;
      want[i] = p < pmin ? pmin : p;
    }
    ok = rp_close(got, want, n);
    dev_free(comp); dev_free(e_old); dev_free(vnewc); dev_free(bvc); dev_free(p_new);
    free(comp0); free(e0); free(v0); free(want); free(got);
  }
  return ok;
}

static const char *rp_kernels[17][2] = {
  {"COPY", "Stream"}, {"MUL", "Stream"}, {"ADD", "Stream"}, {"TRIAD", "Stream"}, {"DOT", "Stream"},
  {"DAXPY", "Basic"}, {"INIT3", "Basic"}, {"MULADDSUB", "Basic"}, {"REDUCE3_INT", "Basic"},
  {"HYDRO_1D", "Lcals"}, {"FIRST_DIFF", "Lcals"}, {"DIFF_PREDICT", "Lcals"},
  {"GEMM", "Polybench"}, {"ATAX", "Polybench"}, {"JACOBI_2D", "Polybench"}, {"HEAT_3D", "Polybench"},
  {"PRESSURE", "Apps"}};

static int rp_main(int argc, char **argv)
{
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  int reps = argc > 2 ? atoi(argv[2]) : 100, runs = argc > 3 ? atoi(argv[3]) : 5;
  if (n < 1 || reps < 1 || runs < 1) { fprintf(stderr, "rajaperf: N, REPS and RUNS must be at least 1\n"); return 2; }
  for (int a = 4; a < argc; ++a) {
    int known = 0;
    for (int k = 0; k < 17; ++k) known |= !strcmp(argv[a], rp_kernels[k][0]);
    if (!known) { fprintf(stderr, "rajaperf: unknown kernel '%s'\n", argv[a]); return 2; }
  }
  const char *dir = getenv("OUT");
  FILE *csv = NULL;
  if (dir && *dir) {
    char path[4096];
    snprintf(path, sizeof path, "%s/rajaperf_%s.csv", dir, VARIANT);
    csv = fopen(path, "w");
    if (!csv) { perror(path); return 2; }
    fprintf(csv, "kernel,group,variant,n,reps,runs,launch_median_us,run_median_ms,to_device_median_ms,"
                 "reps_median_ms,from_device_median_ms,check\n");
  }
  printf("rajaperf: n=%ld reps=%d runs=%d (launch: median wall us; run: median wall ms = inputs to the device + "
         "repetitions + outputs back, medians over the runs)\n", n, reps, runs);
  int failed = 0;
  double *launch_us = (double *)malloc((size_t)reps * runs * sizeof(double));
  double *phase_ms[4];
  for (int p = 0; p < 4; ++p) phase_ms[p] = (double *)malloc((size_t)runs * sizeof(double));
  for (int k = 0; k < 17; ++k) {
    int chosen = argc <= 4;
    for (int a = 4; a < argc; ++a) chosen |= !strcmp(argv[a], rp_kernels[k][0]);
    if (!chosen) continue;
    rp_times t = {launch_us, 0, -1, -1};
    int ok = 1;
    for (int r = 0; r < runs; ++r) {
      rp_phases ph;
      ok &= rp_run(rp_kernels[k][0], n, reps, &t, &ph);
      phase_ms[0][r] = ph.total, phase_ms[1][r] = ph.to_device, phase_ms[2][r] = ph.reps, phase_ms[3][r] = ph.from_device;
    }
    double mn, lmed, mx, mean, med[4];
    stats(launch_us, t.count, &mn, &lmed, &mx, &mean);
    for (int p = 0; p < 4; ++p) stats(phase_ms[p], runs, &mn, &med[p], &mx, &mean);
    failed += !ok;
    printf("%-12s %-9s launch %10.2f us  run %10.3f ms = %.3f + %.3f + %.3f  %s\n", rp_kernels[k][0], rp_kernels[k][1],
           lmed, med[0], med[1], med[2], med[3], ok ? "PASS" : "FAIL");
    if (csv)
      fprintf(csv, "%s,%s,%s,%ld,%d,%d,%.3f,%.4f,%.4f,%.4f,%.4f,%s\n", rp_kernels[k][0], rp_kernels[k][1], VARIANT, n,
              reps, runs, lmed, med[0], med[1], med[2], med[3], ok ? "PASS" : "FAIL");
  }
  if (csv) fclose(csv);
  free(launch_us);
  for (int p = 0; p < 4; ++p) free(phase_ms[p]);
  if (failed) { fprintf(stderr, "rajaperf: %d kernel(s) gave wrong results\n", failed); return 1; }
  return 0;
}

#endif
