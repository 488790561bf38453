// Runs a sort kernel from a cubin on device 0 and checks each thread's
// 32 values: ascending u32 and descending i32. Usage: harness CUBIN KIND
// KIND: offload (our entry: dyn_ptr, slots, geometry) or rustc (sortk).
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define F(name, ...) static int (*name)(__VA_ARGS__)
F(cuInit, unsigned); F(cuDeviceGet, int *, int); F(cuCtxCreate, void **, unsigned, int);
F(cuModuleLoadData, void **, const void *); F(cuModuleGetFunction, void **, void *, const char *);
F(cuMemAlloc, uint64_t *, size_t); F(cuMemcpyHtoD, uint64_t, const void *, size_t);
F(cuMemcpyDtoH, void *, uint64_t, size_t); F(cuCtxSynchronize, void);
F(cuModuleGetGlobal, uint64_t *, size_t *, void *, const char *);
F(cuLaunchKernel, void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
static int cmpu(const void *a, const void *b) { uint32_t x = *(uint32_t *)a, y = *(uint32_t *)b; return x < y ? -1 : x > y; }
static int cmpd(const void *a, const void *b) { int32_t x = *(int32_t *)a, y = *(int32_t *)b; return x > y ? -1 : x < y; }
int main(int argc, char **argv) {
  void *l = dlopen("libcuda.so.1", RTLD_NOW);
#define L(n, s) *(void **)&n = dlsym(l, s)
  L(cuInit, "cuInit"); L(cuDeviceGet, "cuDeviceGet"); L(cuCtxCreate, "cuCtxCreate_v2");
  L(cuModuleLoadData, "cuModuleLoadData"); L(cuModuleGetFunction, "cuModuleGetFunction");
  L(cuMemAlloc, "cuMemAlloc_v2"); L(cuMemcpyHtoD, "cuMemcpyHtoD_v2"); L(cuMemcpyDtoH, "cuMemcpyDtoH_v2");
  L(cuCtxSynchronize, "cuCtxSynchronize"); L(cuLaunchKernel, "cuLaunchKernel"); L(cuModuleGetGlobal, "cuModuleGetGlobal_v2");
  FILE *f = fopen(argv[1], "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
  char *img = malloc(n + 1); fread(img, 1, n, f); img[n] = 0; fclose(f);
  int dev; void *ctx, *mod, *fn;
  cuInit(0); cuDeviceGet(&dev, 0); cuCtxCreate(&ctx, 0, dev);
  int r = cuModuleLoadData(&mod, img); if (r) { printf("load %d\n", r); return 1; }
  int offload = strcmp(argv[2], "offload") == 0;
  r = cuModuleGetFunction(&fn, mod, offload ? "stacks_kernels__sorts" : "sortk"); if (r) { printf("func %d\n", r); return 1; }
  enum { T = 100, N = T * 32 };
  static uint32_t a[N], a2[N]; static int32_t d[N], d2[N];
  for (int i = 0; i < N; ++i) { a[i] = ((uint32_t)i * 2654435761u) >> 7; d[i] = ((int32_t)((uint32_t)i * 40503u) % 1000) - 500; }
  uint64_t slot = 0, rec = 0; size_t slot_bytes = 0;
  static char record[368];
  if (offload && cuModuleGetGlobal(&slot, &slot_bytes, mod, "__offload_fault_slot") == 0) {
    cuMemAlloc(&rec, sizeof record); cuMemcpyHtoD(rec, record, sizeof record); cuMemcpyHtoD(slot, &rec, 8);
  }
  uint64_t da, dd; cuMemAlloc(&da, sizeof a); cuMemAlloc(&dd, sizeof d);
  cuMemcpyHtoD(da, a, sizeof a); cuMemcpyHtoD(dd, d, sizeof d);
  uint64_t s[12] = {0, da, N, dd, N, 4, 1, 1, 32, 1, 1, 0};
  uint64_t threads = T;
  void *pa[12]; for (int i = 0; i < 12; ++i) pa[i] = &s[i];
  void *pr[3] = {&da, &dd, &threads};
  r = cuLaunchKernel(fn, 4, 1, 1, 32, 1, 1, 0, 0, offload ? pa : pr, 0);
  int sy = cuCtxSynchronize();
  cuMemcpyDtoH(a2, da, sizeof a); cuMemcpyDtoH(d2, dd, sizeof d);
  for (int t = 0; t < T; ++t) { qsort(a + 32 * t, 32, 4, cmpu); qsort(d + 32 * t, 32, 4, cmpd); }
  if (rec && sy == 0) {
    cuMemcpyDtoH(record, rec, sizeof record);
    uint32_t *w = (uint32_t *)record;
    if (w[0]) printf("panic: thread %u block %u at %.*s:%u:%u\n", w[5], w[8], (int)(w[3] < 160 ? w[3] : 160), record + 48, w[1], w[2]);
  }
  int bad_a = memcmp(a, a2, sizeof a) != 0, bad_d = memcmp(d, d2, sizeof d) != 0;
  printf("%s %s: launch %d sync %d ascending %s descending %s\n", argv[1], argv[2], r, sy, bad_a ? "WRONG" : "ok", bad_d ? "WRONG" : "ok");
  if (bad_a) { for (int i = 0; i < 32; ++i) printf("%u ", a2[i]); printf("\n"); }
  return 0;
}
