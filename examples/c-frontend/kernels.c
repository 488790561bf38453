/* Two kernels in plain C. Each thread handles one element: its global
 * index comes from the toolkit's device builtins, which the device pass
 * resolves for every target. */
#include "kernels.h"

uint32_t __offload_thread_idx_x(void);
uint32_t __offload_block_idx_x(void);
uint32_t __offload_block_dim_x(void);

static size_t global_index(void) {
  return (size_t)__offload_block_idx_x() * __offload_block_dim_x() +
         __offload_thread_idx_x();
}

/* y[i] = a * x[i] + y[i] */
void scale_add(float a, f32_cslice x, f32_slice y) {
  size_t i = global_index();
  if (i < x.length && i < y.length)
    y.data[i] = a * x.data[i] + y.data[i];
}

/* y[i] = f->a * y[i] + f->b */
void apply_affine(const struct affine *f, f32_slice y) {
  size_t i = global_index();
  if (i < y.length)
    y.data[i] = f->a * y.data[i] + f->b;
}
