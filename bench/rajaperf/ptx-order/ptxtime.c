/* ptxtime CUBIN KERNEL rust|cuda N REPS: times ATAX's second kernel from a
 * cubin (grid ceil(N/256) x 256), L2 flushed before each launch; checks y. */
#include <cuda.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define CK(x) do { CUresult r_ = (x); if (r_) { const char *s; cuGetErrorString(r_, &s); fprintf(stderr, "%s: %s\n", #x, s); exit(1); } } while (0)
static int cmp(const void *a, const void *b) { float x = *(const float *)a, y = *(const float *)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  if (argc < 6) { fprintf(stderr, "usage\n"); return 2; }
  long n = atol(argv[4]); int reps = atoi(argv[5]);
  CK(cuInit(0)); CUdevice d; CK(cuDeviceGet(&d, 0)); CUcontext c; CK(cuCtxCreate(&c, NULL, 0, d));
  CUmodule m; CK(cuModuleLoad(&m, argv[1])); CUfunction f; CK(cuModuleGetFunction(&f, m, argv[2]));
  double *ha = malloc(n * n * 8), *ht = malloc(n * 8), *hy = malloc(n * 8);
  for (long i = 0; i < n * n; ++i) ha[i] = (double)((i * 2654435761u) % 1000) / 1000.0;
  for (long i = 0; i < n; ++i) ht[i] = (double)((i * 40503u) % 1000) / 500.0;
  CUdeviceptr a, t, y, scratch; CK(cuMemAlloc(&a, n * n * 8)); CK(cuMemAlloc(&t, n * 8)); CK(cuMemAlloc(&y, n * 8));
  CK(cuMemAlloc(&scratch, 256 << 20));
  CK(cuMemcpyHtoD(a, ha, n * n * 8)); CK(cuMemcpyHtoD(t, ht, n * 8));
  unsigned long long z = 0, nn = n * n, un = n;
  void *rust[15] = {&z, &un, &a, &nn, &t, &un, &y, &un, &z, &z, &z, &z, &z, &z, &z};
  void *cuda[4] = {&n, &a, &t, &y};
  void **params = !strcmp(argv[3], "rust") ? rust : cuda;
  CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
  float *ms = malloc(reps * sizeof(float));
  for (int r = 0; r < reps; ++r) {
    CK(cuMemsetD8(scratch, r & 0xff, 256 << 20));
    CK(cuEventRecord(e0, 0));
    CK(cuLaunchKernel(f, (n + 255) / 256, 1, 1, 256, 1, 1, 0, 0, params, NULL));
    CK(cuEventRecord(e1, 0)); CK(cuEventSynchronize(e1)); CK(cuEventElapsedTime(&ms[r], e0, e1));
  }
  CK(cuMemcpyDtoH(hy, y, n * 8));
  double err = 0;
  for (long j = 0; j < n; ++j) { double w = 0; for (long i = 0; i < n; ++i) w += ha[i * n + j] * ht[i]; err = fmax(err, fabs(hy[j] - w) / fmax(fabs(w), 1e-300)); }
  qsort(ms, reps, sizeof(float), cmp);
  printf("%-28s median %8.2f us  min %8.2f us  max rel err %.1e\n", argv[2], ms[reps / 2] * 1e3, ms[0] * 1e3, err);
  return 0;
}
