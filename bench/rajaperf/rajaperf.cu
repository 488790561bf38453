/* rajaperf.cu: the RAJAPerf kernels of bench/rajaperf in CUDA C++, as
 * RAJAPerf's CUDA variants write them (one thread per element, blocks of
 * 256; DOT and REDUCE3_INT: a tree in shared memory per block, one atomic
 * per block and value). Build: nvcc -O3 -arch=sm_90. The driver, inputs
 * and checks are rajaperf_driver.h's (the same as the Rust program's). */
#ifndef VARIANT
#define VARIANT "cuda" /* -DVARIANT='"cuda_nofma"' with -fmad=false */
#endif
#include "rajaperf_driver.h"

#include <cuda_runtime.h>

static void check(cudaError_t e, const char *what)
{
  if (e != cudaSuccess) { fprintf(stderr, "rajaperf: %s: %s\n", what, cudaGetErrorString(e)); exit(2); }
}
static void *dev_alloc(size_t bytes) { void *p; check(cudaMalloc(&p, bytes), "cudaMalloc"); return p; }
static void dev_free(void *p) { check(cudaFree(p), "cudaFree"); }
static void dev_to(void *d, const void *h, size_t b) { check(cudaMemcpy(d, h, b, cudaMemcpyHostToDevice), "to device"); }
static void dev_from(void *h, const void *d, size_t b) { check(cudaMemcpy(h, d, b, cudaMemcpyDeviceToHost), "to host"); }
static void dev_zero(void *d, size_t b) { check(cudaMemset(d, 0, b), "cudaMemset"); check(cudaDeviceSynchronize(), "cudaMemset"); }

#define GID (blockIdx.x * (long)blockDim.x + threadIdx.x)
#define GRID(n) (unsigned)(((n) + TB - 1) / TB)
#define WAIT(what) check(cudaDeviceSynchronize(), what)

__global__ void k_copy(const double *a, double *c, long n) { long i = GID; if (i < n) c[i] = a[i]; }
__global__ void k_mul(double alpha, const double *c, double *b, long n) { long i = GID; if (i < n) b[i] = alpha * c[i]; }
__global__ void k_add(const double *a, const double *b, double *c, long n) { long i = GID; if (i < n) c[i] = a[i] + b[i]; }
__global__ void k_triad(double alpha, const double *b, const double *c, double *a, long n)
{ long i = GID; if (i < n) a[i] = b[i] + alpha * c[i]; }
__global__ void k_dot(const double *a, const double *b, double *dot, long n)
{
  __shared__ double sm[TB];
  unsigned t = threadIdx.x; long i = GID;
  sm[t] = i < n ? a[i] * b[i] : 0.0;
  __syncthreads();
  for (unsigned half = TB / 2; half > 0; half /= 2) {
    if (t < half) sm[t] += sm[t + half];
    __syncthreads();
  }
  if (t == 0) atomicAdd(dot, sm[0]);
}
__global__ void k_daxpy(double a, const double *x, double *y, long n) { long i = GID; if (i < n) y[i] += a * x[i]; }
__global__ void k_init3(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n)
{ long i = GID; if (i < n) o1[i] = o2[i] = o3[i] = -i1[i] - i2[i]; }
__global__ void k_muladdsub(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n)
{ long i = GID; if (i < n) { o1[i] = i1[i] * i2[i]; o2[i] = i1[i] + i2[i]; o3[i] = i1[i] - i2[i]; } }
__global__ void k_reduce3_int(const int *v, int *out, long n)
{
  __shared__ int s[TB], lo[TB], hi[TB];
  unsigned t = threadIdx.x; long i = GID;
  s[t] = i < n ? v[i] : 0; lo[t] = i < n ? v[i] : INT_MAX; hi[t] = i < n ? v[i] : INT_MIN;
  __syncthreads();
  for (unsigned half = TB / 2; half > 0; half /= 2) {
    if (t < half) {
      s[t] += s[t + half];
      lo[t] = min(lo[t], lo[t + half]);
      hi[t] = max(hi[t], hi[t + half]);
    }
    __syncthreads();
  }
  if (t == 0) { atomicAdd(&out[0], s[0]); atomicMin(&out[1], lo[0]); atomicMax(&out[2], hi[0]); }
}
__global__ void k_hydro_1d(double q, double r, double t, const double *y, const double *z, double *x, long n)
{ long i = GID; if (i < n) x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11]); }
__global__ void k_first_diff(const double *y, double *x, long n) { long i = GID; if (i < n) x[i] = y[i + 1] - y[i]; }

static void l_copy(const double *a, double *c, long n) { k_copy<<<GRID(n), TB>>>(a, c, n); WAIT("COPY"); }
static void l_mul(double al, const double *c, double *b, long n) { k_mul<<<GRID(n), TB>>>(al, c, b, n); WAIT("MUL"); }
static void l_add(const double *a, const double *b, double *c, long n) { k_add<<<GRID(n), TB>>>(a, b, c, n); WAIT("ADD"); }
static void l_triad(double al, const double *b, const double *c, double *a, long n)
{ k_triad<<<GRID(n), TB>>>(al, b, c, a, n); WAIT("TRIAD"); }
static void l_dot(const double *a, const double *b, double *dot, long n) { k_dot<<<GRID(n), TB>>>(a, b, dot, n); WAIT("DOT"); }
static void l_daxpy(double a, const double *x, double *y, long n) { k_daxpy<<<GRID(n), TB>>>(a, x, y, n); WAIT("DAXPY"); }
static void l_init3(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n)
{ k_init3<<<GRID(n), TB>>>(o1, o2, o3, i1, i2, n); WAIT("INIT3"); }
static void l_muladdsub(double *o1, double *o2, double *o3, const double *i1, const double *i2, long n)
{ k_muladdsub<<<GRID(n), TB>>>(o1, o2, o3, i1, i2, n); WAIT("MULADDSUB"); }
static void l_reduce3_int(const int *v, int *out, long n) { k_reduce3_int<<<GRID(n), TB>>>(v, out, n); WAIT("REDUCE3_INT"); }
static void l_hydro_1d(double q, double r, double t, const double *y, const double *z, double *x, long n)
{ k_hydro_1d<<<GRID(n), TB>>>(q, r, t, y, z, x, n); WAIT("HYDRO_1D"); }
static void l_first_diff(const double *y, double *x, long n) { k_first_diff<<<GRID(n), TB>>>(y, x, n); WAIT("FIRST_DIFF"); }

__global__ void k_diff_predict(long n, double *px, const double *cx)
{
  long i = GID;
  if (i < n) {
    double ar, br, cr;
    ar = cx[i + n * 4]; br = ar - px[i + n * 4]; px[i + n * 4] = ar;
    cr = br - px[i + n * 5]; px[i + n * 5] = br;
    ar = cr - px[i + n * 6]; px[i + n * 6] = cr;
    br = ar - px[i + n * 7]; px[i + n * 7] = ar;
    cr = br - px[i + n * 8]; px[i + n * 8] = br;
    ar = cr - px[i + n * 9]; px[i + n * 9] = cr;
    br = ar - px[i + n * 10]; px[i + n * 10] = ar;
    cr = br - px[i + n * 11]; px[i + n * 11] = br;
    px[i + n * 13] = cr - px[i + n * 12]; px[i + n * 12] = cr;
  }
}
__global__ void k_gemm(long m, double alpha, double beta, const double *a, const double *b, const double *c, double *d)
{
  long j = blockIdx.x * (long)blockDim.x + threadIdx.x, i = blockIdx.y * (long)blockDim.y + threadIdx.y;
  if (i < m && j < m) {
    double dot = 0.0;
    for (long k = 0; k < m; ++k) dot += a[i * m + k] * b[k * m + j];
    d[i * m + j] = alpha * dot + beta * c[i * m + j];
  }
}
__global__ void k_atax_1(long m, const double *a, const double *x, double *tmp)
{
  long i = GID;
  if (i < m) { double dot = 0.0; for (long j = 0; j < m; ++j) dot += a[i * m + j] * x[j]; tmp[i] = dot; }
}
__global__ void k_atax_2(long m, const double *a, const double *tmp, double *y)
{
  long j = GID;
  if (j < m) { double dot = 0.0; for (long i = 0; i < m; ++i) dot += a[i * m + j] * tmp[i]; y[j] = dot; }
}
__global__ void k_jacobi_2d(long m, const double *in, double *out)
{
  long j = blockIdx.x * (long)blockDim.x + threadIdx.x + 1, i = blockIdx.y * (long)blockDim.y + threadIdx.y + 1;
  if (i < m - 1 && j < m - 1)
    out[i * m + j] = 0.2 * (in[i * m + j] + in[i * m + j - 1] + in[i * m + j + 1] + in[(i + 1) * m + j] + in[(i - 1) * m + j]);
}
__global__ void k_heat_3d(long m, const double *in, double *out)
{
  long k = blockIdx.x * (long)blockDim.x + threadIdx.x + 1, j = blockIdx.y * (long)blockDim.y + threadIdx.y + 1,
       i = blockIdx.z * (long)blockDim.z + threadIdx.z + 1;
  if (i < m - 1 && j < m - 1 && k < m - 1) {
#define AT(i, j, k) in[((i) * m + (j)) * m + (k)]
    double c = AT(i, j, k);
    out[(i * m + j) * m + k] = 0.125 * (AT(i + 1, j, k) - 2.0 * c + AT(i - 1, j, k)) +
                               0.125 * (AT(i, j + 1, k) - 2.0 * c + AT(i, j - 1, k)) +
                               0.125 * (AT(i, j, k + 1) - 2.0 * c + AT(i, j, k - 1)) + c;
#undef AT
  }
}
__global__ void k_pressure_1(double cls, const double *comp, double *bvc, long n)
{ long i = GID; if (i < n) bvc[i] = cls * (comp[i] + 1.0); }
__global__ void k_pressure_2(double p_cut, double pmin, double eosvmax, const double *bvc, const double *e_old,
                             const double *vnewc, double *p_new, long n)
{
  long i = GID;
  if (i < n) {
    double p = bvc[i] * e_old[i];
    if (fabs(p) < p_cut) p = 0.0;
    if (vnewc[i] >= eosvmax) p = 0.0;
    if (p < pmin) p = pmin;
    p_new[i] = p;
  }
}

static void l_diff_predict(long n, double *px, const double *cx) { k_diff_predict<<<GRID(n), TB>>>(n, px, cx); WAIT("DIFF_PREDICT"); }
static void l_gemm(long m, double alpha, double beta, const double *a, const double *b, const double *c, double *d)
{ k_gemm<<<dim3((m + 15) / 16, (m + 15) / 16), dim3(16, 16)>>>(m, alpha, beta, a, b, c, d); WAIT("GEMM"); }
static void l_atax(long m, const double *a, const double *x, double *tmp, double *y)
{ k_atax_1<<<GRID(m), TB>>>(m, a, x, tmp); k_atax_2<<<GRID(m), TB>>>(m, a, tmp, y); WAIT("ATAX"); }
static void l_jacobi_2d(long m, const double *in, double *out)
{ k_jacobi_2d<<<dim3((m - 2 + 15) / 16, (m - 2 + 15) / 16), dim3(16, 16)>>>(m, in, out); WAIT("JACOBI_2D"); }
static void l_heat_3d(long m, const double *in, double *out)
{ k_heat_3d<<<dim3((m - 2 + 31) / 32, (m - 2 + 3) / 4, (m - 2 + 1) / 2), dim3(32, 4, 2)>>>(m, in, out); WAIT("HEAT_3D"); }
static void l_pressure(double cls, double p_cut, double pmin, double eosvmax, const double *comp, double *bvc,
                       const double *e_old, const double *vnewc, double *p_new, long n)
{
  k_pressure_1<<<GRID(n), TB>>>(cls, comp, bvc, n);
  k_pressure_2<<<GRID(n), TB>>>(p_cut, pmin, eosvmax, bvc, e_old, vnewc, p_new, n);
  WAIT("PRESSURE");
}

int main(int argc, char **argv) { return rp_main(argc, argv); }
