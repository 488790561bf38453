/* omp_launch: what one launch costs through clang-22's OpenMP offloading,
 * for the comparison with the toolkit's launch (bench/offload `launch`):
 * an `ompx_bare` target region without arguments (omp_stream_bare's EMPTY)
 * and one with one scalar argument (firstprivate u32), 1 team of 32
 * threads, alternating in blocks of 100 launches (the first block of each
 * is a warm-up). Host wall time around each launch, synchronization
 * included (the region is synchronous).
 * Build: clang-22 -fopenmp --offload-arch=sm_90 -nogpulib -O3 omp_launch.c -lm
 * Usage: omp_launch [launches=2000]; with $OUT set, writes $OUT/omp_launch.csv */
#include "bench_common.h"
#include <omp.h>

static void k_empty(void)
{
#pragma omp target teams ompx_bare num_teams(1) thread_limit(32)
  {
  }
}

static void k_scalar(unsigned x)
{
#pragma omp target teams ompx_bare num_teams(1) thread_limit(32) firstprivate(x)
  {
    __asm__ volatile("" : : "r"(x)); /* the kernel takes x */
  }
}

int main(int argc, char **argv)
{
  int reps = argc > 1 ? atoi(argv[1]) : 2000;
  if (reps < 100) { fprintf(stderr, "usage: %s [launches >= 100]\n", argv[0]); return 64; }
  if (omp_get_num_devices() == 0) { printf("no device\n"); return 2; }
  int blocks = reps / 100;
  double *te = malloc(sizeof(double) * blocks * 100), *ts = malloc(sizeof(double) * blocks * 100);
  int ne = 0, ns = 0;
  for (int b = 0; b <= blocks; ++b) {
    for (int i = 0; i < 100; ++i) {
      double t0 = now_s();
      k_empty();
      double t1 = now_s();
      if (b > 0) te[ne++] = 1e6 * (t1 - t0);
    }
    for (int i = 0; i < 100; ++i) {
      double t0 = now_s();
      k_scalar((unsigned)i);
      double t1 = now_s();
      if (b > 0) ts[ns++] = 1e6 * (t1 - t0);
    }
  }
  FILE *f = bench_csv("omp_launch", "binary,kernel,timer,n,grid,block,reps,bytes,min_us,median_us,max_us,mean_us,status");
  const char *names[2] = {"EMPTY", "SCALAR"};
  double *ts_all[2] = {te, ts};
  int counts[2] = {ne, ns};
  for (int k = 0; k < 2; ++k) {
    double mn, med, mx, mean;
    stats(ts_all[k], counts[k], &mn, &med, &mx, &mean);
    printf("omp_launch %s: grid 1, block 32, %d reps: min %.1f us, median %.1f us, max %.1f us, mean %.1f us\n",
           names[k], counts[k], mn, med, mx, mean);
    if (f) fprintf(f, "omp_launch,%s,wall,0,1,32,%d,0,%.3f,%.3f,%.3f,%.3f,PASS\n", names[k], counts[k], mn, med, mx, mean);
  }
  if (f) fclose(f);
  free(te); free(ts);
  return 0;
}
