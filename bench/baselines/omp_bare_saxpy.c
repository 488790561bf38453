/* omp_bare_saxpy.c: saxpy as one bare (ompx_bare) target region, the
 * reference for two questions:
 *  - what clang-22 -fopenmp --offload-arch=gfx90a makes of a bare kernel,
 *    which the toolkit's AMD images are compared with
 *    (test/lit/e2e/amdgpu-images.test);
 *  - whether libomptarget 22 runs LLVM bitcode images: built with
 *    -fopenmp-target-jit, clang embeds bitcode instead of a cubin
 *    (llvm-objdump --offloading: kind "llvm ir"), which the CUDA plugin
 *    would compile at load time for the GPU it finds (bench/gpu-run.sh
 *    checks).
 * With no OpenMP device runtime (-nogpulib) the thread and block ids come
 * from the targets' builtins. Exits 0 when y[10] is right. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static inline unsigned tid(void) {
#if defined(__AMDGPU__)
  return __builtin_amdgcn_workitem_id_x();
#elif defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_tid_x();
#else
  return 0;
#endif
}
static inline unsigned bid(void) {
#if defined(__AMDGPU__)
  return __builtin_amdgcn_workgroup_id_x();
#elif defined(__NVPTX__)
  return __nvvm_read_ptx_sreg_ctaid_x();
#else
  return 0;
#endif
}
static inline unsigned bdim(void) {
#if defined(__AMDGPU__)
  return __builtin_amdgcn_workgroup_size_x();
#elif defined(__NVPTX__)
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

int main(void) {
  float x[1024], y[1024];
  for (int i = 0; i < 1024; i++) {
    x[i] = i;
    y[i] = 1;
  }
  saxpy(1024, 2.0f, x, y);
  int ok = y[10] == 21.0f;
  printf("y[10] = %f (expected 21.000000): %s\n", y[10], ok ? "PASS" : "FAIL");
  return !ok;
}
