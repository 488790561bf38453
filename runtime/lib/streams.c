/*===- streams.c - Queues on CUDA devices: the program's module, streams ---===*
 *
 * The asynchronous backend of the queues (launch.h, "Queues") on CUDA
 * devices: the runtime loads the program's cubin for the device itself
 * (libomptarget keeps its module to itself), finds each kernel by the
 * offload entry of its launch, and enqueues launches, copies and events on
 * CUDA streams of the device's primary context, through the libcuda the
 * CUDA plugin loaded (docs/design.md, "How a host thread waits, and
 * queues").
 *
 *===----------------------------------------------------------------------===*/
#include "cuda_driver.h"
#include "internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libomptarget's __tgt_device_image and __tgt_bin_desc
 * (offload/include/omptarget.h), the layout llvm::offloading::
 * wrapOpenMPBinaries emits; the host pass checks it before it registers a
 * descriptor. */
typedef struct device_image {
  const char *start, *end;
  const char *entries_begin, *entries_end;
} device_image;
typedef struct bin_desc {
  int32_t count;
  const device_image *images;
  const char *entries_begin, *entries_end;
} bin_desc;

#define MAX_BINARIES 16
static const bin_desc *binaries[MAX_BINARIES];
static const char *binary_lists[MAX_BINARIES];
static _Atomic int binary_count;

void __offload_rt_register_binaries(const void *desc, const char *list) {
  if (desc == NULL || list == NULL)
    return;
  int n = atomic_load(&binary_count);
  if (n >= MAX_BINARIES)
    return;
  binaries[n] = desc;
  binary_lists[n] = list;
  atomic_store(&binary_count, n + 1);
}

/* The device symbol of the offload entry whose host address is region_id,
 * or NULL. */
static const char *kernel_symbol(const void *region_id) {
  int n = atomic_load(&binary_count);
  for (int b = 0; b < n; ++b)
    for (const char *e = binaries[b]->entries_begin;
         e + OFFLOAD_RT_ENTRY_BYTES <= binaries[b]->entries_end; e += OFFLOAD_RT_ENTRY_BYTES) {
      const void *address;
      const char *name;
      memcpy(&address, e + OFFLOAD_RT_ENTRY_ADDRESS, sizeof address);
      if (address != region_id)
        continue;
      memcpy(&name, e + OFFLOAD_RT_ENTRY_SYMBOL_NAME, sizeof name);
      return name;
    }
  return NULL;
}

/* The cubin of the registered images for arch ("sm_90"), and its bytes;
 * NULL when no NVIDIA image is for that arch. An image that is an
 * OffloadBinary gives the image inside. */
static const char *image_for(const char *arch, size_t *bytes) {
  static const unsigned char magic[4] = {0x10, 0xFF, 0x10, 0xAD};
  int n = atomic_load(&binary_count);
  size_t arch_len = strlen(arch);
  for (int b = 0; b < n; ++b) {
    const char *line = binary_lists[b];
    for (int32_t i = 0; i < binaries[b]->count && line != NULL && *line != '\0'; ++i) {
      const char *end = strchr(line, '\n');
      size_t len = end ? (size_t)(end - line) : strlen(line);
      const char *space = memchr(line, ' ', len);
      const char *name = space ? space + 1 : line + len;
      size_t name_len = (size_t)(line + len - name);
      const char *why = memchr(name, ' ', name_len);
      if (why != NULL)
        name_len = (size_t)(why - name);
      if (strncmp(line, "nvptx", 5) == 0 && name_len == arch_len &&
          memcmp(name, arch, arch_len) == 0) {
        const char *image = binaries[b]->images[i].start;
        size_t size = (size_t)(binaries[b]->images[i].end - image);
        if (size >= 64 && memcmp(image, magic, 4) == 0) {
          uint64_t entry, offset, inner;
          memcpy(&entry, image + OFFLOAD_RT_BINARY_ENTRY_OFFSET, sizeof entry);
          if (entry + OFFLOAD_RT_BINARY_IMAGE_SIZE + 8 > size)
            return NULL;
          memcpy(&offset, image + entry + OFFLOAD_RT_BINARY_IMAGE_OFFSET, sizeof offset);
          memcpy(&inner, image + entry + OFFLOAD_RT_BINARY_IMAGE_SIZE, sizeof inner);
          if (offset > size || inner > size - offset)
            return NULL;
          image += offset;
          size = (size_t)inner;
        }
        *bytes = size;
        return image;
      }
      line = end ? end + 1 : line + len;
    }
  }
  return NULL;
}

/* A kernel of a device's module. */
typedef struct kernel {
  const void *region_id;
  void *function;
  unsigned shared_allowed; /* dynamic shared bytes allowed so far */
} kernel;

/* What the runtime loaded for a device: state 0 not tried, 1 ready, -1
 * its queues run their work at once. */
typedef struct program {
  _Atomic int state;
  int cu_device;
  cu_context ctx;
  void *module;
  kernel *kernels;
  int nkernels, cap;
} program;

static program programs[MAX_DEVICES];
static pthread_mutex_t programs_lock = PTHREAD_MUTEX_INITIALIZER;

static int has_stream_api(const cuda_driver *d) {
  return d->module_load_data && d->module_get_function && d->module_get_global &&
         d->func_set_attribute && d->launch_kernel && d->stream_create && d->stream_destroy &&
         d->stream_synchronize && d->stream_wait_event && d->event_create && d->event_record &&
         d->event_synchronize && d->event_elapsed && d->event_destroy && d->memcpy_htod_async &&
         d->memcpy_dtoh_async && d->device_attribute && d->ctx_get_current && d->ctx_set_current &&
         d->memcpy_dtoh;
}

#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR 75
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR 76

/* Loads device dev's program, once; the caller holds programs_lock. */
static void load_program(const cuda_driver *d, int64_t dev, program *p) {
  atomic_store(&p->state, -1);
  if (getenv("OFFLOAD_QUEUES_AT_ONCE") != NULL || !has_stream_api(d) ||
      !offload_rt_cuda_device(dev, &p->cu_device))
    return;
  int major = 0, minor = 0;
  d->device_attribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, p->cu_device);
  d->device_attribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, p->cu_device);
  char arch[16];
  snprintf(arch, sizeof arch, "sm_%d%d", major, minor);
  size_t bytes = 0;
  const char *image = image_for(arch, &bytes);
  if (image == NULL || d->primary_retain(&p->ctx, p->cu_device) != 0)
    return;
  cu_context popped;
  if (d->push(p->ctx) != 0) {
    d->primary_release(p->cu_device);
    return;
  }
  (void)bytes;
  int ok = d->module_load_data(&p->module, image) == 0;
  /* Panics in this module's kernels go to the device's fault record too. */
  offload_rt_fault *record = offload_rt_fault_record(dev);
  uint64_t slot = 0;
  size_t slot_bytes = 0;
  if (ok && record != NULL &&
      d->module_get_global(&slot, &slot_bytes, p->module, "__offload_fault_slot") == 0 &&
      slot_bytes == sizeof record)
    ok = d->memcpy_htod(slot, &record, sizeof record) == 0 && d->synchronize() == 0;
  d->pop(&popped);
  if (ok)
    atomic_store_explicit(&p->state, 1, memory_order_release);
  else
    d->primary_release(p->cu_device);
}

/* Device dev's program, loaded; NULL when its queues run work at once. */
static program *program_of(int64_t dev) {
  const cuda_driver *d = offload_rt_cuda_driver();
  if (d == NULL || dev < 0 || dev >= MAX_DEVICES)
    return NULL;
  program *p = &programs[dev];
  int state = atomic_load_explicit(&p->state, memory_order_acquire);
  if (state == 0) {
    pthread_mutex_lock(&programs_lock);
    if (atomic_load(&p->state) == 0)
      load_program(d, dev, p);
    state = atomic_load(&p->state);
    pthread_mutex_unlock(&programs_lock);
  }
  return state == 1 ? p : NULL;
}

/* The kernel of region_id in p, found once; NULL when the module lacks it. */
static kernel *kernel_of(const cuda_driver *d, program *p, const void *region_id) {
  pthread_mutex_lock(&programs_lock);
  kernel *k = NULL;
  for (int i = 0; i < p->nkernels && k == NULL; ++i)
    if (p->kernels[i].region_id == region_id)
      k = &p->kernels[i];
  if (k == NULL) {
    const char *symbol = kernel_symbol(region_id);
    void *function = NULL;
    if (symbol != NULL && d->module_get_function(&function, p->module, symbol) == 0) {
      if (p->nkernels == p->cap) {
        int cap = p->cap ? p->cap * 2 : 16;
        kernel *grown = realloc(p->kernels, (size_t)cap * sizeof *grown);
        if (grown != NULL) {
          p->kernels = grown;
          p->cap = cap;
        }
      }
      if (p->nkernels < p->cap) {
        k = &p->kernels[p->nkernels++];
        *k = (kernel){region_id, function, 48u * 1024u};
      }
    }
  }
  pthread_mutex_unlock(&programs_lock);
  return k;
}

/* Runs the driver calls of `body` with the device's primary context
 * current on the calling thread, and leaves it current: the thread's next
 * call on the device then finds it so (libomptarget's plugin makes the
 * context it needs current in each of its own calls). */
#define IN_CONTEXT(d, p, body)                                                 \
  do {                                                                         \
    cu_context current_ = NULL;                                                \
    if (((d)->ctx_get_current(&current_) == 0 && current_ == (p)->ctx) ||      \
        (d)->ctx_set_current((p)->ctx) == 0) {                                 \
      body;                                                                    \
    }                                                                          \
  } while (0)

int offload_rt_stream_open(int64_t dev, void **stream) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  *stream = NULL;
  if (p == NULL)
    return 0;
  int ok = 0;
  IN_CONTEXT(d, p, ok = d->stream_create(stream, CU_STREAM_NON_BLOCKING) == 0);
  return ok;
}

void offload_rt_stream_close(int64_t dev, void *stream) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  if (p == NULL || stream == NULL)
    return;
  IN_CONTEXT(d, p, {
    d->stream_synchronize(stream);
    d->stream_destroy(stream);
  });
}

void *offload_rt_stream_kernel(int64_t dev, const void *region_id) {
  program *p = program_of(dev);
  return p != NULL ? kernel_of(offload_rt_cuda_driver(), p, region_id) : NULL;
}

int offload_rt_stream_launch(int64_t dev, void *stream, void *kernel_handle,
                             const uint32_t *geometry, uint64_t *slots, size_t nslots,
                             void **event) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  kernel *k = kernel_handle;
  if (p == NULL || k == NULL)
    return -1;
  int rc = -1;
  unsigned shared = geometry[OFFLOAD_RT_WORD_DYNAMIC_SHARED];
  size_t bytes = nslots * sizeof *slots;
  void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, slots, CU_LAUNCH_PARAM_BUFFER_SIZE, &bytes,
                   CU_LAUNCH_PARAM_END};
  if (event != NULL)
    *event = NULL;
  IN_CONTEXT(d, p, {
    rc = 0;
    if (shared > k->shared_allowed) {
      rc = d->func_set_attribute(k->function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                 (int)shared);
      if (rc == 0)
        k->shared_allowed = shared;
    }
    if (rc == 0)
      rc = d->launch_kernel(k->function, geometry[OFFLOAD_RT_WORD_GRID_X],
                            geometry[OFFLOAD_RT_WORD_GRID_Y], geometry[OFFLOAD_RT_WORD_GRID_Z],
                            geometry[OFFLOAD_RT_WORD_BLOCK_X], geometry[OFFLOAD_RT_WORD_BLOCK_Y],
                            geometry[OFFLOAD_RT_WORD_BLOCK_Z], shared, stream, NULL, extra);
    /* An event after it, when the caller wants one now. */
    if (rc == 0 && event != NULL &&
        (d->event_create(event, CU_EVENT_DISABLE_TIMING) != 0 ||
         d->event_record(*event, stream) != 0)) {
      if (*event != NULL)
        d->event_destroy(*event);
      *event = NULL;
    }
  });
  return rc;
}

int offload_rt_stream_copy(int64_t dev, void *stream, void *dst, const void *src, size_t bytes,
                           int to_device) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  int rc = -1;
  if (p != NULL)
    IN_CONTEXT(d, p,
               rc = to_device ? d->memcpy_htod_async((uint64_t)(uintptr_t)dst, src, bytes, stream)
                              : d->memcpy_dtoh_async(dst, (uint64_t)(uintptr_t)src, bytes, stream));
  return rc;
}

int offload_rt_stream_fetch(int64_t dev, void *dst, const void *src, size_t bytes) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  int rc = -1;
  if (p != NULL)
    IN_CONTEXT(d, p, rc = d->memcpy_dtoh(dst, (uint64_t)(uintptr_t)src, bytes));
  return rc;
}

void *offload_rt_stream_mark(int64_t dev, void *stream, int timed) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  void *event = NULL;
  if (p != NULL)
    IN_CONTEXT(d, p, {
      if (d->event_create(&event, timed ? 0 : CU_EVENT_DISABLE_TIMING) == 0 &&
          d->event_record(event, stream) != 0) {
        d->event_destroy(event);
        event = NULL;
      }
    });
  return event;
}

int offload_rt_stream_sync(int64_t dev, void *stream) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  int rc = -1;
  if (p != NULL)
    IN_CONTEXT(d, p, rc = d->stream_synchronize(stream));
  return rc;
}

int offload_rt_stream_wait_mark(int64_t dev, void *event) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  int rc = -1;
  if (p != NULL)
    IN_CONTEXT(d, p, rc = d->event_synchronize(event));
  return rc;
}

int offload_rt_stream_order(int64_t dev, void *stream, void *event) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  int rc = -1;
  if (p != NULL)
    IN_CONTEXT(d, p, rc = d->stream_wait_event(stream, event, 0));
  return rc;
}

int offload_rt_stream_elapsed(int64_t dev, void *start, void *end, float *ms) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  int rc = -1;
  if (p != NULL)
    IN_CONTEXT(d, p, rc = d->event_elapsed(ms, start, end));
  return rc;
}

void offload_rt_stream_forget(int64_t dev, void *event) {
  program *p = program_of(dev);
  const cuda_driver *d = offload_rt_cuda_driver();
  if (p != NULL && event != NULL)
    IN_CONTEXT(d, p, d->event_destroy(event));
}
