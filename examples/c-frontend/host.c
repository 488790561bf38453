/* The host program: launches the kernels of kernels.c and checks every
 * element against a CPU reference. A kernel K is launched through a
 * function `launch_K` that passes a `K_args` structure, holding the
 * kernel's arguments in order, to the toolkit's launch marker; offloadc
 * lowers those calls. */
#include "kernels.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The launch geometry: blocks in the grid, threads in a block, bytes of
 * dynamic shared memory per block (the toolkit's marker reads all three). */
struct offload_config {
  uint32_t grid[3];
  uint32_t block[3];
  uint32_t shared_bytes;
};

/* The toolkit's launch marker (declared, never defined: the host pass
 * replaces every call). Returns 0 when the kernel ran. */
int32_t __offload_launch(const char *kernel, size_t kernel_len,
                         const struct offload_config *cfg, const void *args,
                         const char *file, size_t file_len, uint32_t line,
                         uint32_t column, int64_t device, uint64_t device_args);

#define LAUNCH(kernel, cfg, args)                                             \
  __offload_launch(#kernel, sizeof #kernel - 1, cfg, args, __FILE__,         \
                   sizeof __FILE__ - 1, __LINE__, 0, -1, 0)

typedef struct scale_add_args {
  float a;
  f32_cslice x;
  f32_slice y;
} scale_add_args;

__attribute__((noinline)) int32_t launch_scale_add(const struct offload_config *cfg,
                                                   const scale_add_args *args) {
  return LAUNCH(scale_add, cfg, args);
}

typedef struct apply_affine_args {
  const struct affine *f;
  f32_slice y;
} apply_affine_args;

__attribute__((noinline)) int32_t launch_apply_affine(const struct offload_config *cfg,
                                                      const apply_affine_args *args) {
  return LAUNCH(apply_affine, cfg, args);
}

static int check(const char *what, const float *got, const float *want, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (fabsf(got[i] - want[i]) > 1e-5f * fabsf(want[i]) + 1e-6f) {
      fprintf(stderr, "%s: FAIL: element %zu is %g, the CPU reference %g\n",
              what, i, got[i], want[i]);
      return 0;
    }
  printf("%s: PASS: all %zu elements match the CPU reference\n", what, n);
  return 1;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y),
        *want = malloc(n * sizeof *want);
  if (!x || !y || !want)
    return 2;
  for (size_t i = 0; i < n; ++i) {
    x[i] = (float)i * 0.5f;
    y[i] = 1.0f + (float)(i % 7);
  }
  struct offload_config cfg = {{(uint32_t)((n + 255) / 256), 1, 1}, {256, 1, 1}, 0};

  scale_add_args sa = {2.5f, {x, n}, {y, n}};
  for (size_t i = 0; i < n; ++i)
    want[i] = 2.5f * x[i] + y[i];
  int32_t rc = launch_scale_add(&cfg, &sa);
  if (rc != 0) {
    fprintf(stderr, "scale_add: launch failed (%d)\n", rc);
    return 1;
  }
  int ok = check("scale_add", y, want, n);

  struct affine f = {-0.5f, 3.0f};
  apply_affine_args aa = {&f, {y, n}};
  for (size_t i = 0; i < n; ++i)
    want[i] = f.a * y[i] + f.b;
  rc = launch_apply_affine(&cfg, &aa);
  if (rc != 0) {
    fprintf(stderr, "apply_affine: launch failed (%d)\n", rc);
    return 1;
  }
  ok &= check("apply_affine", y, want, n);
  free(x);
  free(y);
  free(want);
  return ok ? 0 : 1;
}
