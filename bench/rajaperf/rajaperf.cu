/* rajaperf.cu: the RAJAPerf kernels of bench/rajaperf in CUDA C++, as
 * RAJAPerf's CUDA variants write them (one thread per element, blocks of
 * 256; DOT and REDUCE3_INT: a tree in shared memory per block, one atomic
 * per block and value). Build: nvcc -O3 -arch=sm_90. The driver, inputs
 * and checks are rajaperf_driver.h's (the same as the Rust program's). */
#define VARIANT "cuda"
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

int main(int argc, char **argv) { return rp_main(argc, argv); }
