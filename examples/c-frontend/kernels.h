/* The types the kernels take, shared by the kernels (kernels.c) and the
 * host program (host.c). A structure whose only members are a pointer
 * `data` and a size_t `length` is a slice: the toolkit copies `length`
 * elements to the device (and back unless the elements are const). */
#ifndef KERNELS_H
#define KERNELS_H

#include <stddef.h>
#include <stdint.h>

typedef struct f32_slice {
  float *data;
  size_t length;
} f32_slice;

typedef struct f32_cslice {
  const float *data;
  size_t length;
} f32_cslice;

/* An affine map y -> a * y + b, passed by pointer. */
struct affine {
  float a, b;
};

#endif
