/*===- cuda.c - What the runtime asks the CUDA driver itself ---------------===*
 *
 * Page-locking, zero-fill, stack limits, memory and context checks on CUDA
 * devices, through the libcuda that the CUDA plugin loaded.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"
#include "cuda_driver.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* LLVM 22's CUDA plugin does not lock memory (its dataLockImpl returns the
 * pointer unchanged: offload/plugins-nextgen/cuda/src/rtl.cpp), so
 * llvm_omp_target_lock_mem pins nothing there; and its omp_target_memset
 * copies a zeroed host buffer of the whole size. For a CUDA device the
 * runtime asks the driver itself (cuMemHostRegister with flag PORTABLE:
 * pinned for every context; cuMemsetD8), through the libcuda the plugin
 * already loaded. The CUDA ordinal of an offload device is that of memory
 * the device allocates (cuPointerGetAttribute DEVICE_ORDINAL). Constants
 * and signatures from cuda.h (CUDA 13). */
static cuda_driver cuda_api;
static int cuda_found;
static pthread_once_t cuda_once = PTHREAD_ONCE_INIT;

static void find_cuda(void) {
  cuda_driver d;
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
  if (lib == NULL)
    lib = dlopen("libcuda.so", RTLD_NOW | RTLD_NOLOAD);
  if (lib != NULL) {
    *(void **)&d.pointer_attribute = dlsym(lib, "cuPointerGetAttribute");
    *(void **)&d.device_get = dlsym(lib, "cuDeviceGet");
    *(void **)&d.primary_retain = dlsym(lib, "cuDevicePrimaryCtxRetain");
    *(void **)&d.primary_release = dlsym(lib, "cuDevicePrimaryCtxRelease_v2");
    *(void **)&d.push = dlsym(lib, "cuCtxPushCurrent_v2");
    *(void **)&d.pop = dlsym(lib, "cuCtxPopCurrent_v2");
    *(void **)&d.host_register = dlsym(lib, "cuMemHostRegister_v2");
    *(void **)&d.host_unregister = dlsym(lib, "cuMemHostUnregister");
    *(void **)&d.memset_d8 = dlsym(lib, "cuMemsetD8_v2");
    *(void **)&d.memcpy_htod = dlsym(lib, "cuMemcpyHtoD_v2");
    *(void **)&d.memory_info = dlsym(lib, "cuMemGetInfo_v2");
    *(void **)&d.synchronize = dlsym(lib, "cuCtxSynchronize");
    *(void **)&d.device_name = dlsym(lib, "cuDeviceGetName");
    *(void **)&d.device_count = dlsym(lib, "cuDeviceGetCount");
    *(void **)&d.device_attribute = dlsym(lib, "cuDeviceGetAttribute");
    *(void **)&d.get_limit = dlsym(lib, "cuCtxGetLimit");
    *(void **)&d.set_limit = dlsym(lib, "cuCtxSetLimit");
    *(void **)&d.error_name = dlsym(lib, "cuGetErrorName");
    *(void **)&d.error_string = dlsym(lib, "cuGetErrorString");
    *(void **)&d.ctx_get_flags = dlsym(lib, "cuCtxGetFlags");
    *(void **)&d.ctx_set_flags = dlsym(lib, "cuCtxSetFlags");
    *(void **)&d.module_load_data = dlsym(lib, "cuModuleLoadData");
    *(void **)&d.module_get_function = dlsym(lib, "cuModuleGetFunction");
    *(void **)&d.module_get_global = dlsym(lib, "cuModuleGetGlobal_v2");
    *(void **)&d.func_set_attribute = dlsym(lib, "cuFuncSetAttribute");
    *(void **)&d.launch_kernel = dlsym(lib, "cuLaunchKernel");
    *(void **)&d.stream_create = dlsym(lib, "cuStreamCreate");
    *(void **)&d.stream_destroy = dlsym(lib, "cuStreamDestroy_v2");
    *(void **)&d.stream_synchronize = dlsym(lib, "cuStreamSynchronize");
    *(void **)&d.stream_wait_event = dlsym(lib, "cuStreamWaitEvent");
    *(void **)&d.event_create = dlsym(lib, "cuEventCreate");
    *(void **)&d.event_record = dlsym(lib, "cuEventRecord");
    *(void **)&d.event_synchronize = dlsym(lib, "cuEventSynchronize");
    *(void **)&d.event_elapsed = dlsym(lib, "cuEventElapsedTime");
    *(void **)&d.event_destroy = dlsym(lib, "cuEventDestroy_v2");
    *(void **)&d.memcpy_htod_async = dlsym(lib, "cuMemcpyHtoDAsync_v2");
    *(void **)&d.memcpy_dtoh_async = dlsym(lib, "cuMemcpyDtoHAsync_v2");
    *(void **)&d.memcpy_dtoh = dlsym(lib, "cuMemcpyDtoH_v2");
    *(void **)&d.ctx_get_current = dlsym(lib, "cuCtxGetCurrent");
    *(void **)&d.ctx_set_current = dlsym(lib, "cuCtxSetCurrent");
    if (d.pointer_attribute && d.device_get && d.primary_retain &&
        d.primary_release && d.push && d.pop && d.host_register &&
        d.host_unregister && d.memset_d8 && d.memcpy_htod && d.memory_info && d.synchronize &&
        d.device_name) {
      cuda_api = d;
      cuda_found = 1;
    }
  }
}

/* The driver API when libcuda is loaded (by the CUDA plugin), else NULL.
 * Looked up once; the plugin loads libcuda when the runtime starts, before
 * any of the callers (they all come after a device was resolved). */
static const cuda_driver *cuda(void) {
  pthread_once(&cuda_once, find_cuda);
  return cuda_found ? &cuda_api : NULL;
}

/* Whether memory of offload device dev is CUDA device memory; its CUDA
 * device in *cu_device. probe is memory of dev, or NULL to allocate a byte
 * to ask about. */
static int cuda_device_of(const cuda_driver *d, int64_t dev, void *probe,
                          int *cu_device) {
  /* Known already: the CUDA ordinal + 1 (0: not asked yet, -1: not CUDA). */
  static _Atomic int known[MAX_DEVICES];
  int k = dev >= 0 && dev < MAX_DEVICES ? atomic_load(&known[dev]) : 0;
  if (k != 0) {
    if (k < 0)
      return 0;
    return d->device_get(cu_device, k - 1) == 0;
  }
  void *own = probe == NULL ? omp_target_alloc(1, (int)dev) : NULL;
  if (probe == NULL && (probe = own) == NULL)
    return 0;
  unsigned type = 0;
  int ordinal = -1;
  int ok = d->pointer_attribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                                (uint64_t)(uintptr_t)probe) == 0 &&
           type == CU_MEMORYTYPE_DEVICE &&
           d->pointer_attribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                                (uint64_t)(uintptr_t)probe) == 0 &&
           d->device_get(cu_device, ordinal) == 0;
  if (own != NULL)
    omp_target_free(own, (int)dev);
  if (dev >= 0 && dev < MAX_DEVICES && (ok || probe == own))
    atomic_store(&known[dev], ok ? ordinal + 1 : -1);
  return ok;
}

const cuda_driver *offload_rt_cuda_driver(void) { return cuda(); }

int offload_rt_cuda_device(int64_t dev, int *cu_device) {
  const cuda_driver *d = cuda();
  return d != NULL && cuda_device_of(d, dev, NULL, cu_device);
}

int offload_rt_cuda_do(int64_t dev, enum cuda_op op, void *ptr, size_t bytes,
                       void *src) {
  const cuda_driver *d = cuda();
  int cu_device;
  int on_device = op == CUDA_ZERO || op == CUDA_WRITE;
  if (d == NULL || !cuda_device_of(d, dev, on_device ? ptr : NULL, &cu_device))
    return 0;
  cu_context ctx, popped;
  if (d->primary_retain(&ctx, cu_device) != 0)
    return 0;
  int ok = 0;
  if (d->push(ctx) == 0) {
    switch (op) {
    case CUDA_REGISTER:
      ok = d->host_register(ptr, bytes, CU_MEMHOSTREGISTER_PORTABLE) == 0;
      break;
    case CUDA_UNREGISTER:
      ok = d->host_unregister(ptr) == 0;
      break;
    case CUDA_ZERO:
      ok = d->memset_d8((uint64_t)(uintptr_t)ptr, 0, bytes) == 0 &&
           d->synchronize() == 0;
      break;
    case CUDA_WRITE:
      ok = d->memcpy_htod((uint64_t)(uintptr_t)ptr, src, bytes) == 0 &&
           d->synchronize() == 0;
      break;
    case CUDA_MEMORY_INFO:
      ok = d->memory_info((size_t *)src, (size_t *)src + 1) == 0;
      break;
    case CUDA_STACK: {
      size_t *io = src, now = 0;
      cu_result r = d->get_limit && d->set_limit ? d->get_limit(&now, CU_LIMIT_STACK_SIZE) : -1;
      if (r == 0 && now < io[0])
        r = d->set_limit(CU_LIMIT_STACK_SIZE, io[0]);
      io[1] = (size_t)r;
      ok = r == 0;
      break;
    }
    case CUDA_STATUS:
      *(int *)src = d->synchronize();
      ok = 1;
      break;
    case CUDA_SCHEDULE: {
      unsigned flags = 0;
      ok = d->ctx_get_flags != NULL && d->ctx_set_flags != NULL &&
           d->ctx_get_flags(&flags) == 0 &&
           ((flags & CU_CTX_SCHED_MASK) == *(unsigned *)src ||
            d->ctx_set_flags((flags & ~CU_CTX_SCHED_MASK) | *(unsigned *)src) == 0);
      break;
    }
    }
    d->pop(&popped);
  }
  d->primary_release(cu_device);
  return ok;
}

int offload_rt_cuda_device_name(int64_t dev, char *name, int len) {
  const cuda_driver *d = cuda();
  int cu_device;
  if (d == NULL || !cuda_device_of(d, dev, NULL, &cu_device) ||
      d->device_name(name, len, cu_device) != 0)
    return 0;
  name[len - 1] = '\0';
  return 1;
}

const char *offload_rt_cuda_error_name(int code) {
  const cuda_driver *d = cuda();
  const char *name = NULL;
  if (d != NULL && d->error_name != NULL)
    d->error_name(code, &name);
  return name;
}

const char *offload_rt_cuda_error_string(int code) {
  const cuda_driver *d = cuda();
  const char *text = NULL;
  if (d != NULL && d->error_string != NULL)
    d->error_string(code, &text);
  return text;
}

int offload_rt_cuda_gpu_count(void) {
  const cuda_driver *d = cuda();
  int count = 0;
  if (d == NULL || d->device_count == NULL || d->device_attribute == NULL ||
      d->device_count(&count) != 0 || count <= 0)
    return 0;
  return count;
}

void offload_rt_cuda_gpu(int ordinal, char *name, int len, int *major, int *minor) {
  const cuda_driver *d = cuda();
  int dev;
  if (d == NULL || d->device_attribute == NULL || d->device_get(&dev, ordinal) != 0)
    return;
  if (d->device_name(name, len, dev) != 0)
    snprintf(name, (size_t)len, "an NVIDIA GPU");
  name[len - 1] = '\0';
  d->device_attribute(major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
  d->device_attribute(minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
}

int offload_rt_zero_device(void *p, size_t bytes, int64_t dev) {
  if (offload_rt_cuda_do(dev, CUDA_ZERO, p, bytes, NULL))
    return 1;
  if (offload_rt_uses_host_memory(dev)) { /* the HOST plugin's memory is ours */
    memset(p, 0, bytes);
    return 1;
  }
  size_t chunk = bytes < ((size_t)1 << 20) ? bytes : ((size_t)1 << 20);
  void *zeros = calloc(1, chunk);
  if (zeros == NULL)
    return 0;
  int host = omp_get_initial_device(), ok = 1;
  for (size_t done = 0; ok && done < bytes; done += chunk) {
    size_t n = bytes - done < chunk ? bytes - done : chunk;
    ok = omp_target_memcpy(p, zeros, n, done, 0, (int)dev, host) == 0;
  }
  free(zeros);
  return ok;
}

int32_t __offload_rt_lock(int64_t device, void *ptr, uint64_t bytes) {
  int64_t dev;
  if (ptr == NULL || bytes == 0 || bytes > (uint64_t)SIZE_MAX ||
      __offload_rt_resolve_device(device, &dev) != 0 || offload_rt_is_lost(dev))
    return 0;
  return offload_rt_cuda_do(dev, CUDA_REGISTER, ptr, (size_t)bytes, NULL);
}

void __offload_rt_unlock(int64_t device, void *ptr) {
  int64_t dev;
  if (ptr == NULL || __offload_rt_resolve_device(device, &dev) != 0 || offload_rt_is_lost(dev))
    return;
  offload_rt_cuda_do(dev, CUDA_UNREGISTER, ptr, 0, NULL);
}

/* CU_CTX_SCHED_* (cuda.h): the scheduling OFFLOAD_CUDA_SCHEDULE names. */
static unsigned wanted_schedule(void) {
  static const struct {
    const char *name;
    unsigned flag;
  } names[] = {{"auto", 0x00}, {"spin", 0x01}, {"yield", 0x02}, {"blocking", 0x04}};
  const char *v = getenv("OFFLOAD_CUDA_SCHEDULE");
  if (v == NULL || *v == '\0')
    return 0x00;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
    if (strcmp(v, names[i].name) == 0)
      return names[i].flag;
  fprintf(stderr,
          "offload runtime: OFFLOAD_CUDA_SCHEDULE=%s is none of auto, spin, yield and "
          "blocking; the CUDA devices use auto\n",
          v);
  return 0x00;
}

void offload_rt_cuda_schedule(int64_t dev) {
  static _Atomic unsigned char done[MAX_DEVICES];
  static _Atomic unsigned schedule = ~0u;
  if (dev < 0 || dev >= MAX_DEVICES ||
      atomic_load_explicit(&done[dev], memory_order_acquire))
    return;
  unsigned want = atomic_load(&schedule);
  if (want == ~0u) {
    want = wanted_schedule();
    atomic_store(&schedule, want);
  }
  /* Another thread may do the same at the same time: the same flags. */
  offload_rt_cuda_do(dev, CUDA_SCHEDULE, NULL, 0, &want);
  atomic_store_explicit(&done[dev], 1, memory_order_release);
}
