/* cuda_launch: what a launch costs through the CUDA runtime, for the
 * comparison with the toolkit's launch (bench/offload `launch`) and queues
 * (`queue`): a kernel with one u32 argument, 1 block of 32 threads.
 *   SYNC      cudaLaunchKernel + cudaStreamSynchronize, per launch (host wall
 *             time around both; blocks of 100, the first a warm-up);
 *   QUEUED    1000 launches on one stream, then one synchronize: the time
 *             per launch (20 rounds).
 * The CUDA runtime's default scheduling (cudaDeviceScheduleAuto).
 * Build: nvcc -O3 -arch=sm_90 cuda_launch.cu
 * Usage: cuda_launch [launches=2000]; with $OUT set, writes $OUT/cuda_launch.csv */
#include "bench_common.h"
#include <cuda_runtime.h>

__global__ void k_scalar(unsigned x) { asm volatile("" : : "r"(x)); }

#define CHECK(call)                                                                 \
  do {                                                                              \
    cudaError_t e_ = (call);                                                        \
    if (e_ != cudaSuccess) {                                                        \
      fprintf(stderr, "cuda_launch: %s: %s\n", #call, cudaGetErrorString(e_));     \
      return 1;                                                                     \
    }                                                                               \
  } while (0)

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 2000;
  if (reps < 200) { fprintf(stderr, "usage: %s [launches >= 200]\n", argv[0]); return 64; }
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) { printf("no device\n"); return 2; }
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  int blocks = reps / 100, n = 0;
  double *t = (double *)malloc(sizeof(double) * blocks * 100);
  for (int b = 0; b <= blocks; ++b)
    for (int i = 0; i < 100; ++i) {
      double t0 = now_s();
      k_scalar<<<1, 32, 0, s>>>((unsigned)i);
      CHECK(cudaStreamSynchronize(s));
      double t1 = now_s();
      if (b > 0) t[n++] = 1e6 * (t1 - t0);
    }
  const int rounds = 20, batch = 1000;
  double q[rounds];
  for (int r = 0; r <= rounds; ++r) {
    double t0 = now_s();
    for (int i = 0; i < batch; ++i) k_scalar<<<1, 32, 0, s>>>((unsigned)i);
    CHECK(cudaStreamSynchronize(s));
    double t1 = now_s();
    if (r > 0) q[r - 1] = 1e6 * (t1 - t0) / batch;
  }
  CHECK(cudaGetLastError());
  FILE *f = bench_csv("cuda_launch", "binary,kernel,timer,n,grid,block,reps,bytes,min_us,median_us,max_us,mean_us,status");
  double mn, med, mx, mean;
  stats(t, n, &mn, &med, &mx, &mean);
  printf("cuda_launch SYNC: grid 1, block 32, %d reps: min %.1f us, median %.1f us, max %.1f us, mean %.1f us\n",
         n, mn, med, mx, mean);
  if (f) fprintf(f, "cuda_launch,SYNC,wall,0,1,32,%d,0,%.3f,%.3f,%.3f,%.3f,PASS\n", n, mn, med, mx, mean);
  stats(q, rounds, &mn, &med, &mx, &mean);
  printf("cuda_launch QUEUED: %d launches then one synchronize, %d rounds, per launch: min %.2f us, median %.2f us, max %.2f us\n",
         batch, rounds, mn, med, mx);
  if (f) fprintf(f, "cuda_launch,QUEUED,wall,0,1,32,%d,0,%.3f,%.3f,%.3f,%.3f,PASS\n", rounds * batch, mn, med, mx, mean);
  if (f) fclose(f);
  free(t);
  return 0;
}
