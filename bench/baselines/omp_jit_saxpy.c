/* omp_jit_saxpy.c: a bare (ompx_bare) saxpy target region, for the GPU
 * run's question whether libomptarget 22 runs a GPU whose arch the program
 * has no cubin for. Built with -fopenmp-target-jit, clang embeds LLVM
 * bitcode instead of a cubin (llvm-objdump --offloading: kind "llvm ir"),
 * which the CUDA plugin compiles at load time for the GPU it finds.
 * Build: clang-22 -fopenmp --offload-arch=sm_80 -nogpulib -O3
 *        -fopenmp-target-jit omp_jit_saxpy.c (bench/build-gpu-kit.sh). */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
static inline unsigned tid(void) {
#if defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_tid_x();
#else
  return 0;
#endif
}
static inline unsigned bid(void) {
#if defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_ctaid_x();
#else
  return 0;
#endif
}
static inline unsigned bdim(void) {
#if defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_ntid_x();
#else
  return 1;
#endif
}
#pragma omp end declare target
void saxpy(int n, float a, const float *x, float *y) {
#pragma omp target teams ompx_bare num_teams(4) thread_limit(256) map(to: x[0:n]) map(tofrom: y[0:n])
  {
    unsigned i = bid() * bdim() + tid();
    if (i < n) y[i] = a * x[i] + y[i];
  }
}
int main() { float x[1024], y[1024]; for (int i=0;i<1024;i++){x[i]=i;y[i]=1;} saxpy(1024, 2.0f, x, y); printf("y[10] = %f (expected 21.000000): %s\n", y[10], y[10] == 21.0f ? "PASS" : "FAIL"); return y[10] != 21.0f; }
