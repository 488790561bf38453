/* The reference the toolkit's AMD images are compared with
 * (amdgpu-images.test): what clang-22 -fopenmp --offload-arch=gfx90a emits
 * for a bare kernel (ompx_bare: no OpenMP device runtime, so the builtins
 * come from clang's AMDGPU builtins) doing saxpy. */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
static inline unsigned tid(void) {
#if defined(__AMDGPU__)
  return __builtin_amdgcn_workitem_id_x();
#else
  return 0;
#endif
}
static inline unsigned bid(void) {
#if defined(__AMDGPU__)
  return __builtin_amdgcn_workgroup_id_x();
#else
  return 0;
#endif
}
static inline unsigned bdim(void) {
#if defined(__AMDGPU__)
  return __builtin_amdgcn_workgroup_size_x();
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
int main() { float x[1024], y[1024]; for (int i=0;i<1024;i++){x[i]=i;y[i]=1;} saxpy(1024, 2.0f, x, y); printf("%f\n", y[10]); }
