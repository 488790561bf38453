/*===- images.c - The program's device images, and why none fits -----------===*
 *
 * See __offload_rt_register_images and __offload_rt_images_report in
 * offload/runtime/launch.h.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"

#include <stdatomic.h>
#include <string.h>

/* The image lists of __offload_rt_register_images. */
#define MAX_IMAGE_LISTS 16
static const char *image_lists[MAX_IMAGE_LISTS];
static _Atomic int image_list_count;

void __offload_rt_register_images(const char *list) {
  int n = atomic_fetch_add(&image_list_count, 1);
  if (n < MAX_IMAGE_LISTS && list != NULL)
    image_lists[n] = list;
}

/* Appends the images of the registered lists, "<triple> <arch>\n" lines
 * (the arch is what a reader knows a GPU by), as ", "-separated archs; or,
 * with left_out, the records of images left out at build time, "<triple>
 * <arch> <why>\n" lines, as "; <arch> was left out ...: <why>". Returns
 * how many it appended. */
static int append_images(char *out, size_t cap, size_t *len, int left_out) {
  int lists = atomic_load(&image_list_count);
  if (lists > MAX_IMAGE_LISTS)
    lists = MAX_IMAGE_LISTS;
  int count = 0;
  for (int l = 0; l < lists; ++l) {
    for (const char *p = image_lists[l]; p != NULL && *p != '\0';) {
      const char *end = strchr(p, '\n');
      size_t n = end ? (size_t)(end - p) : strlen(p);
      const char *arch = memchr(p, ' ', n);
      const char *name = arch ? arch + 1 : p;
      const char *why = memchr(name, ' ', n - (size_t)(name - p));
      int name_len = (int)((why ? why : p + n) - name);
      if (!left_out && why == NULL)
        offload_rt_append(out, cap, len, "%s%.*s", count++ ? ", " : "", name_len, name);
      else if (left_out && why != NULL) {
        ++count;
        offload_rt_append(out, cap, len, "; %.*s was left out when the program was built: %.*s",
               name_len, name, (int)(p + n - why - 1), why + 1);
      }
      p += n + (end != NULL);
    }
  }
  return count;
}

int32_t __offload_rt_images_report(char *out, size_t cap) {
  size_t len = 0;
  if (cap > 0)
    out[0] = '\0';
  offload_rt_append(out, cap, &len, "the program's images are for ");
  if (append_images(out, cap, &len, 0) == 0) {
    len = 0;
    offload_rt_append(out, cap, &len, "the program holds no device image");
  }
  int count = offload_rt_cuda_gpu_count();
  if (count == 0) {
    offload_rt_append(out, cap, &len, ", and the CUDA driver lists no NVIDIA GPU here");
  } else {
    offload_rt_append(out, cap, &len, ", and this machine's GPUs are ");
    for (int g = 0; g < count; ++g) {
      int major = 0, minor = 0;
      char name[256] = "an NVIDIA GPU";
      offload_rt_cuda_gpu(g, name, (int)sizeof name, &major, &minor);
      offload_rt_append(out, cap, &len, "%s%s (sm_%d%d)", g ? ", " : "", name, major, minor);
    }
  }
  append_images(out, cap, &len, 1);
  return len > INT32_MAX ? INT32_MAX : (int32_t)len;
}
