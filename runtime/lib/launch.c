/*===- launch.c - Kernel launches and data on libomptarget -----------------===*
 *
 * See offload/runtime/launch.h. Plain C11 with no C++ runtime dependency:
 * the library is linked into Rust programs by `cc`. libomptarget is not
 * needed to build it; the entry points it calls are declared below (the
 * __tgt_* ones from LLVM's definitions) and resolved when the program links
 * -lomptarget. The pure steps it uses are in plan.c (a separate object, so
 * that programs using only those need no libomptarget).
 *
 *===----------------------------------------------------------------------===*/
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* RTLD_DEFAULT */
#endif
#include "offload/runtime/launch.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The __tgt_* entry points of the launch and the data regions, with the
 * signatures of their OMP_RTL entries in LLVM's OMPKinds.def (generated at
 * build time, see runtime/CMakeLists.txt). */
#include "openmp-rtl.h"

/* The other entry points used here, as exported by libomptarget.so.22.1.
 * OMPKinds.def does not list them, so they are declared here: the omp_*
 * functions as in omp.h and offload/include/OpenMP/omp.h, the llvm_omp_*
 * extensions as in offload/src/OpenMP/API.cpp, __tgt_rtl_init and
 * __tgt_rtl_deinit as in offload/include/omptarget.h. */
void __tgt_rtl_init(void);
void __tgt_rtl_deinit(void);
int omp_get_num_devices(void);
int omp_get_initial_device(void);
const char *omp_get_uid_from_device(int device_num);
void *omp_target_alloc(size_t size, int device_num);
void omp_target_free(void *ptr, int device_num);
int omp_target_is_present(const void *ptr, int device_num);
int omp_target_memcpy(void *dst, const void *src, size_t length,
                      size_t dst_offset, size_t src_offset, int dst_device_num,
                      int src_device_num);
void *llvm_omp_target_alloc_host(size_t size, int device_num);
void llvm_omp_target_free_host(void *ptr, int device_num);
void *omp_get_mapped_ptr(const void *ptr, int device_num);
int omp_target_disassociate_ptr(const void *ptr, int device_num);

/* Devices the runtime keeps state for (fault records, lost contexts, CUDA
 * ordinals, stack sizes): numbers 0 to MAX_DEVICES - 1. */
#define MAX_DEVICES 64

/* Devices whose context a fault lost: 1 once their reason is written
 * (below, "Faults that lose a device"). */
static _Atomic int device_lost[MAX_DEVICES];
static int32_t check_lost(int64_t dev);
static int is_lost(int64_t dev);

/* Zero-fills device memory (defined with the CUDA driver's helpers below). */
static int zero_device(void *p, size_t bytes, int64_t dev);
/* Device dev's fault record (below), made before the first copy to or from
 * the device that the runtime asks for. */
static offload_rt_fault *fault_record(int64_t dev);

/* ---------------------------------------------------------------------- */
/* Devices                                                                 */
/* ---------------------------------------------------------------------- */

/* libomptarget starts when a program registers its images (the host pass's
 * constructor). A program without launches registers none, and the omp_*
 * functions then crash (the runtime's plugin manager does not exist yet).
 * So every entry point below that calls them first makes sure the runtime
 * is started, once, and stopped at exit (the runtime counts its users). */
static pthread_once_t runtime_once = PTHREAD_ONCE_INIT;
/* From the C++ ABI, in libc.so (plain atexit lives in libc's static part,
 * which is linked before this library and so cannot resolve it). */
int __cxa_atexit(void (*fn)(void *), void *arg, void *dso);
extern void *__dso_handle;
static void free_fault_records(void);
static void stop_runtime(void *unused) {
  (void)unused;
  free_fault_records();
  __tgt_rtl_deinit();
}
/* The reference is dropped by an exit handler registered now, after the
 * plugins and the CUDA driver registered theirs, so it runs before them:
 * the runtime is shut down where it would be without this reference (by
 * the image registration's handler, or here when there is none). */
static void start_runtime(void) {
  __tgt_rtl_init();
  __cxa_atexit(stop_runtime, NULL, &__dso_handle);
}
static void ensure_runtime(void) { pthread_once(&runtime_once, start_runtime); }

int32_t __offload_rt_num_devices(void) {
  ensure_runtime();
  return omp_get_num_devices();
}

/* omp_get_default_device lives in libomp, which libomptarget loads; the
 * program does not link libomp itself, so it is looked up, once (launches
 * may come from several threads). */
static int (*get_default_device)(void);
static pthread_once_t default_device_once = PTHREAD_ONCE_INIT;
static void find_default_device(void) {
  *(void **)&get_default_device = dlsym(RTLD_DEFAULT, "omp_get_default_device");
}

int64_t __offload_rt_default_device(void) {
  if (__offload_rt_num_devices() <= 0)
    return -1;
  pthread_once(&default_device_once, find_default_device);
  return get_default_device ? get_default_device() : 0;
}

int32_t __offload_rt_resolve_device(int64_t device, int64_t *out) {
  if (device == -1)
    device = __offload_rt_default_device();
  if (device < 0 || device >= __offload_rt_num_devices())
    return OFFLOAD_RT_ERR_NO_DEVICE;
  *out = device;
  return 0;
}

/* The checks every allocation makes: bytes in (0, SIZE_MAX], out not NULL,
 * a device that exists (its number in *dev). */
static int32_t check_alloc(int64_t device, uint64_t bytes, void **out,
                           int64_t *dev) {
  if (bytes == 0 || out == NULL || bytes > (uint64_t)SIZE_MAX)
    return OFFLOAD_RT_ERR_INVALID;
  return __offload_rt_resolve_device(device, dev);
}

int32_t __offload_rt_device_alloc(int64_t device, uint64_t bytes,
                                  int32_t zeroed, void **out) {
  int64_t dev;
  int32_t rc = check_alloc(device, bytes, out, &dev);
  if (rc == 0)
    rc = check_lost(dev);
  if (rc != 0)
    return rc;
  void *p = omp_target_alloc((size_t)bytes, (int)dev);
  if (p == NULL)
    return OFFLOAD_RT_ERR_DEVICE_NOMEM;
  fault_record(dev);
  if (zeroed && !zero_device(p, (size_t)bytes, dev)) {
    omp_target_free(p, (int)dev);
    return OFFLOAD_RT_ERR_COPY;
  }
  *out = p;
  return 0;
}

void __offload_rt_device_free(int64_t device, void *ptr) {
  int64_t dev;
  /* A lost device's memory stays allocated: its driver cannot free it. */
  if (ptr != NULL && __offload_rt_resolve_device(device, &dev) == 0 && !is_lost(dev))
    omp_target_free(ptr, (int)dev);
}

int32_t __offload_rt_copy(int64_t device, void *dst, const void *src,
                          uint64_t bytes, int32_t to_device) {
  if (bytes == 0)
    return 0;
  if (dst == NULL || src == NULL || bytes > (uint64_t)SIZE_MAX)
    return OFFLOAD_RT_ERR_INVALID;
  int64_t dev;
  int32_t rc = __offload_rt_resolve_device(device, &dev);
  if (rc == 0)
    rc = check_lost(dev);
  if (rc != 0)
    return rc;
  fault_record(dev);
  int host = omp_get_initial_device();
  int dst_dev = to_device ? (int)dev : host;
  int src_dev = to_device ? host : (int)dev;
  if (omp_target_memcpy(dst, src, (size_t)bytes, 0, 0, dst_dev, src_dev) != 0)
    return OFFLOAD_RT_ERR_COPY;
  return 0;
}

int32_t __offload_rt_pinned_alloc(int64_t device, uint64_t bytes, void **out) {
  int64_t dev;
  int32_t rc = check_alloc(device, bytes, out, &dev);
  if (rc == 0)
    rc = check_lost(dev);
  if (rc != 0)
    return rc;
  void *p = llvm_omp_target_alloc_host((size_t)bytes, (int)dev);
  if (p == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  *out = p;
  return 0;
}

void __offload_rt_pinned_free(int64_t device, void *ptr) {
  int64_t dev;
  if (ptr != NULL && __offload_rt_resolve_device(device, &dev) == 0 && !is_lost(dev))
    llvm_omp_target_free_host(ptr, (int)dev);
}

/* Page-locking on CUDA devices. LLVM 22's CUDA plugin does not lock memory
 * (its dataLockImpl returns the pointer unchanged, registering the buffer
 * as CUDA host memory is left for later: offload/plugins-nextgen/cuda/src/
 * rtl.cpp), so
 * llvm_omp_target_lock_mem pins nothing there; and its omp_target_memset
 * copies a zeroed host buffer of the whole size. For a CUDA device the
 * runtime asks the driver itself (cuMemHostRegister with flag PORTABLE:
 * pinned for every context; cuMemsetD8), through the libcuda the plugin
 * already loaded. The CUDA ordinal of an offload device is that of memory
 * the device allocates (cuPointerGetAttribute DEVICE_ORDINAL). Constants
 * and signatures from cuda.h (CUDA 13). */
typedef int cu_result;
typedef void *cu_context;
#define CU_POINTER_ATTRIBUTE_MEMORY_TYPE 2
#define CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL 9
#define CU_MEMORYTYPE_DEVICE 2
#define CU_MEMHOSTREGISTER_PORTABLE 0x01

typedef struct cuda_driver {
  cu_result (*pointer_attribute)(void *data, int attribute, uint64_t ptr);
  cu_result (*device_get)(int *device, int ordinal);
  cu_result (*primary_retain)(cu_context *ctx, int device);
  cu_result (*primary_release)(int device);
  cu_result (*push)(cu_context ctx);
  cu_result (*pop)(cu_context *ctx);
  cu_result (*host_register)(void *ptr, size_t bytes, unsigned flags);
  cu_result (*host_unregister)(void *ptr);
  cu_result (*memset_d8)(uint64_t ptr, unsigned char value, size_t bytes);
  cu_result (*memcpy_htod)(uint64_t dst, const void *src, size_t bytes);
  cu_result (*memory_info)(size_t *free, size_t *total);
  cu_result (*synchronize)(void);
  cu_result (*device_name)(char *name, int len, int device);
  /* For __offload_rt_images_report only (may be NULL). */
  cu_result (*device_count)(int *count);
  cu_result (*device_attribute)(int *value, int attribute, int device);
  /* Stack limits and error texts (may be NULL: drivers before CUDA 6). */
  cu_result (*get_limit)(size_t *value, int limit);
  cu_result (*set_limit)(int limit, size_t value);
  cu_result (*error_name)(cu_result error, const char **name);
  cu_result (*error_string)(cu_result error, const char **text);
} cuda_driver;
#define CU_LIMIT_STACK_SIZE 0
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR 75
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR 76

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

/* What the runtime asks the CUDA driver to do itself. */
enum cuda_op {
  CUDA_REGISTER,
  CUDA_UNREGISTER,
  CUDA_ZERO,
  CUDA_WRITE,
  CUDA_MEMORY_INFO,
  CUDA_STACK,
  CUDA_STATUS
};

/* Does op on a CUDA offload device dev, in its primary context: register or
 * unregister host memory, zero device memory, or write bytes from src to
 * device memory (the last two then wait for it: the plugin's later work runs
 * on streams of its own). ptr is host memory for the first two, device
 * memory of dev for CUDA_ZERO and CUDA_WRITE. CUDA_MEMORY_INFO writes the
 * device's free and total bytes to ((size_t *)src)[0] and [1]. CUDA_STACK
 * makes the stack per thread at least ((size_t *)src)[0] bytes and writes
 * the driver's result code to ((size_t *)src)[1]. CUDA_STATUS waits for the
 * device and writes the driver's result code to *(int *)src (after a fault:
 * the fault's). 1 when done, 0 when dev is not a CUDA device or the driver
 * refused. */
static int cuda_do(int64_t dev, enum cuda_op op, void *ptr, size_t bytes,
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
    }
    d->pop(&popped);
  }
  d->primary_release(cu_device);
  return ok;
}

/* The image lists of __offload_rt_register_images. */
#define MAX_IMAGE_LISTS 16
static const char *image_lists[MAX_IMAGE_LISTS];
static _Atomic int image_list_count;

void __offload_rt_register_images(const char *list) {
  int n = atomic_fetch_add(&image_list_count, 1);
  if (n < MAX_IMAGE_LISTS && list != NULL)
    image_lists[n] = list;
}

/* Appends printf-style text to out[*len..cap), counting what did not fit. */
static void append(char *out, size_t cap, size_t *len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(*len < cap ? out + *len : NULL, *len < cap ? cap - *len : 0, fmt, ap);
  va_end(ap);
  if (n > 0)
    *len += (size_t)n;
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
        append(out, cap, len, "%s%.*s", count++ ? ", " : "", name_len, name);
      else if (left_out && why != NULL) {
        ++count;
        append(out, cap, len, "; %.*s was left out when the program was built: %.*s",
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
  append(out, cap, &len, "the program's images are for ");
  if (append_images(out, cap, &len, 0) == 0) {
    len = 0;
    append(out, cap, &len, "the program holds no device image");
  }
  const cuda_driver *d = cuda();
  int count = 0;
  if (d == NULL || d->device_count == NULL || d->device_attribute == NULL ||
      d->device_count(&count) != 0 || count <= 0) {
    append(out, cap, &len, ", and the CUDA driver lists no NVIDIA GPU here");
  } else {
    append(out, cap, &len, ", and this machine's GPUs are ");
    for (int g = 0; g < count; ++g) {
      int dev, major = 0, minor = 0;
      char name[256] = "an NVIDIA GPU";
      if (d->device_get(&dev, g) == 0) {
        if (d->device_name(name, (int)sizeof name, dev) != 0)
          snprintf(name, sizeof name, "an NVIDIA GPU");
        name[sizeof name - 1] = '\0';
        d->device_attribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
        d->device_attribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
      }
      append(out, cap, &len, "%s%s (sm_%d%d)", g ? ", " : "", name, major, minor);
    }
  }
  append_images(out, cap, &len, 1);
  return len > INT32_MAX ? INT32_MAX : (int32_t)len;
}

int32_t __offload_rt_device_name(int64_t device, char *out, size_t cap) {
  int64_t dev;
  if (out == NULL && cap > 0)
    return OFFLOAD_RT_ERR_INVALID;
  int32_t rc = __offload_rt_resolve_device(device, &dev);
  if (rc != 0)
    return rc;
  char name[256] = "";
  const cuda_driver *d = cuda();
  int cu_device;
  if (d != NULL && cuda_device_of(d, dev, NULL, &cu_device) &&
      d->device_name(name, (int)sizeof name, cu_device) == 0) {
    name[sizeof name - 1] = '\0';
  } else {
    /* libomptarget's id of the device: "x86_64-N" for the HOST plugin's
     * CPU devices (OpenMP 6.0 omp_get_uid_from_device). */
    const char *uid = omp_get_uid_from_device((int)dev);
    if (uid != NULL && strncmp(uid, "x86_64", 6) == 0)
      snprintf(name, sizeof name, "the CPU (libomptarget's host plugin)");
    else
      snprintf(name, sizeof name, "offload device %s", uid ? uid : "(no id)");
  }
  if (cap > 0)
    snprintf(out, cap, "%s", name);
  return 0;
}

/* Zero-fills bytes of device memory at p on device dev: on a CUDA device
 * with the driver's memset, on the device; elsewhere by copying zeros from
 * a host buffer of at most 1 MiB (LLVM 22's omp_target_memset copies a
 * zeroed host buffer of the whole size). 1 when done. */
static int zero_device(void *p, size_t bytes, int64_t dev) {
  if (cuda_do(dev, CUDA_ZERO, p, bytes, NULL))
    return 1;
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
      __offload_rt_resolve_device(device, &dev) != 0 || is_lost(dev))
    return 0;
  return cuda_do(dev, CUDA_REGISTER, ptr, (size_t)bytes, NULL);
}

void __offload_rt_unlock(int64_t device, void *ptr) {
  int64_t dev;
  if (ptr == NULL || __offload_rt_resolve_device(device, &dev) != 0 || is_lost(dev))
    return;
  cuda_do(dev, CUDA_UNREGISTER, ptr, 0, NULL);
}

/* ---------------------------------------------------------------------- */
/* Mappings: what a launch and a data region share                         */
/* ---------------------------------------------------------------------- */

/* acc += x, reporting overflow. */
static int add_size(size_t *acc, size_t x) {
  if (x > SIZE_MAX - *acc)
    return 0;
  *acc += x;
  return 1;
}

/* acc += count * each, reporting overflow. */
static int add_array(size_t *acc, size_t count, size_t each) {
  if (each != 0 && count > SIZE_MAX / each)
    return 0;
  return add_size(acc, count * each);
}

/* A set of map entries ready for libomptarget: the fixed-up map types, the
 * names with the source location, and the covers of overlapping entries.
 * Everything lives in one block: the caller's buffer when it is large
 * enough, else one malloc. */
typedef struct mapping {
  offload_rt_ident ident;
  int64_t device;
  int32_t n, ncovers;
  void **bases, **ptrs;
  int64_t *sizes, *types, *end_types;
  void **names;
  void **cover_ptrs, **cover_names;
  int64_t *cover_sizes, *cover_types;
  void *heap; /* the block, when it was malloc'ed */
  struct staging *staging; /* entries the runtime copies itself, or NULL */
} mapping;

/* The entries of a mapping that the runtime copies itself (launch.h,
 * "Atomic cells"): those with a cell table, and plain entries that share a
 * cover with one (the cover is then never copied: it holds cells). One
 * malloc'ed block, per entry: */
typedef struct staging {
  const uint32_t **cells;    /* its cell table, or NULL (plain bytes) */
  int64_t *bits;             /* TO and / or FROM the runtime does (0: none) */
  void **device;             /* its address on the device, once mapped */
  unsigned char **snapshots; /* what was copied in, until copied back */
  int32_t count;             /* entries with bits */
} staging;

static void release(mapping *m) {
  if (m->staging != NULL)
    for (int32_t i = 0; i < m->n; ++i)
      free(m->staging->snapshots[i]);
  free(m->staging);
  m->staging = NULL;
  free(m->heap);
}

/* Bytes a caller's buffer for plan() should have so that launches with up
 * to 32 entries allocate nothing. */
#define SMALL_PLAN_BYTES 4096

static int is_mapped_entry(const mapping *m, int32_t i) {
  return m->sizes[i] > 0 &&
         !(m->types[i] & (OFFLOAD_RT_MAP_LITERAL | OFFLOAD_RT_MAP_PRIVATE));
}

/* Whether every byte of [p, p + size) is present on device dev (its first
 * and last bytes: a range inside one mapping; one that spans two could not
 * be mapped as an entry anyway). */
static int range_present(void *p, int64_t size, int64_t dev) {
  return omp_target_is_present(p, (int)dev) &&
         omp_target_is_present((char *)p + (size - 1), (int)dev);
}

/* Step 4: covers whose members are all mapped already (by an enclosing data
 * region) are not needed; mapping them could even extend an existing
 * mapping, which libomptarget refuses. */
static void drop_present_covers(mapping *m) {
  int64_t dev;
  if (m->ncovers == 0 || __offload_rt_resolve_device(m->device, &dev) != 0)
    return;
  int32_t kept = 0;
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
    uintptr_t ce = cb + (uintptr_t)m->cover_sizes[c];
    int all_present = 1;
    for (int32_t i = 0; all_present && i < m->n; ++i) {
      uintptr_t b = (uintptr_t)m->ptrs[i];
      if (is_mapped_entry(m, i) && b >= cb && b < ce)
        all_present = range_present(m->ptrs[i], m->sizes[i], dev);
    }
    if (all_present)
      continue;
    m->cover_ptrs[kept] = m->cover_ptrs[c];
    m->cover_sizes[kept] = m->cover_sizes[c];
    m->cover_types[kept] = m->cover_types[c];
    ++kept;
  }
  m->ncovers = kept;
}

/* The lowest begin of the entries that lie in cover c (its members). */
static uintptr_t cover_members_begin(const mapping *m, int32_t c) {
  uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
  uintptr_t ce = cb + (uintptr_t)m->cover_sizes[c];
  uintptr_t lo = ce;
  for (int32_t i = 0; i < m->n; ++i) {
    uintptr_t b = (uintptr_t)m->ptrs[i];
    if (is_mapped_entry(m, i) && b >= cb && b < ce && b < lo)
      lo = b;
  }
  return lo;
}

/* Step 4b, on the device: a cover extended down to a 16-byte boundary
 * (offload_rt_align_covers) goes back to its lowest member when one of the
 * added bytes is mapped already (an enclosing data region's data, or
 * another thread's): mapping it would extend that mapping. */
static void unalign_present_covers(mapping *m) {
  int64_t dev;
  if (m->ncovers == 0 || __offload_rt_resolve_device(m->device, &dev) != 0)
    return;
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
    uintptr_t lo = cover_members_begin(m, c);
    for (uintptr_t a = cb; a < lo; ++a)
      if (omp_target_is_present((void *)a, (int)dev)) {
        m->cover_sizes[c] -= (int64_t)(lo - cb);
        m->cover_ptrs[c] = (void *)lo;
        break;
      }
  }
}

/* Whether [p, p + size) partly overlaps a mapping on device dev: its first
 * byte is mapped and its last is not, or the other way round. libomptarget
 * aborts the program on such an entry ("explicit extension not allowed"),
 * so the toolkit refuses it first. (A mapping strictly inside the range is
 * not seen here.) */
static int extends_mapping(void *p, int64_t size, int64_t dev) {
  return omp_target_is_present(p, (int)dev) !=
         omp_target_is_present((char *)p + (size - 1), (int)dev);
}

/* The checks before a mapping: OFFLOAD_RT_ERR_EXTENDS when an entry not
 * inside a cover, or a cover, partly overlaps data mapped on the device
 * already; OFFLOAD_RT_ERR_ELSEWHERE when the entries are to be mapped on
 * a device other than the default one (device memory chose it) while the
 * default device holds some of them (a data region's data there would be
 * copied to the other device stale, and overwritten when the region ends).
 * 0 otherwise, and when nothing is mapped. */
static int32_t check_mapping(const mapping *m, int device_chosen) {
  int any = m->ncovers > 0;
  for (int32_t i = 0; !any && i < m->n; ++i)
    any = is_mapped_entry(m, i);
  int64_t dev;
  if (!any || __offload_rt_resolve_device(m->device, &dev) != 0)
    return 0;
  int64_t home = __offload_rt_default_device();
  for (int32_t i = 0; i < m->n; ++i) {
    if (!is_mapped_entry(m, i))
      continue;
    if (device_chosen && home >= 0 && home != dev &&
        omp_target_is_present(m->ptrs[i], (int)home))
      return OFFLOAD_RT_ERR_ELSEWHERE;
    int covered = 0;
    for (int32_t c = 0; !covered && c < m->ncovers; ++c) {
      uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
      uintptr_t b = (uintptr_t)m->ptrs[i];
      covered = b >= cb && b < cb + (uintptr_t)m->cover_sizes[c];
    }
    if (!covered && extends_mapping(m->ptrs[i], m->sizes[i], dev))
      return OFFLOAD_RT_ERR_EXTENDS;
  }
  for (int32_t c = 0; c < m->ncovers; ++c)
    if (extends_mapping(m->cover_ptrs[c], m->cover_sizes[c], dev))
      return OFFLOAD_RT_ERR_EXTENDS;
  return 0;
}

/* Whether the runtime prints messages (LIBOMPTARGET_INFO non-zero) or
 * writes a profile (LIBOMPTARGET_PROFILE), the only uses of the entries'
 * names and of the kernel and directory in psource. Without them a launch
 * formats no names, and psource holds the file's base name only (what the
 * runtime's error messages show) and no kernel: libomptarget parses psource
 * into std::strings on every launch, and short fields need no allocation.
 * Read once. */
static int messages_wanted(void) {
  static _Atomic int wanted = -1; /* the same value whichever thread sets it */
  int w = atomic_load_explicit(&wanted, memory_order_relaxed);
  if (w < 0) {
    const char *info = getenv("LIBOMPTARGET_INFO");
    const char *profile = getenv("LIBOMPTARGET_PROFILE");
    w = (info != NULL && strtol(info, NULL, 0) != 0) ||
        (profile != NULL && *profile != '\0');
    atomic_store_explicit(&wanted, w, memory_order_relaxed);
  }
  return w;
}

/* Step 3b: the entries with a cell table (cells may be NULL) are copied by
 * the runtime, not libomptarget: their TO and FROM move from their map types
 * to m->staging (libomptarget only allocates them). OFFLOAD_RT_ERR_INVALID
 * for a table that does not fit its entry, OFFLOAD_RT_ERR_NOMEM. */
static int32_t stage_cells(mapping *m, const uint32_t *const *cells) {
  int any = 0;
  for (int32_t i = 0; cells != NULL && i < m->n; ++i)
    if (cells[i] != NULL && is_mapped_entry(m, i)) {
      if (!offload_rt_cells_check(cells[i], m->ptrs[i], m->sizes[i]))
        return OFFLOAD_RT_ERR_INVALID;
      any = 1;
    }
  if (!any)
    return 0;
  size_t n = (size_t)m->n;
  staging *st = calloc(1, sizeof(staging) + n * (3 * sizeof(void *) + sizeof(int64_t)));
  if (st == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  st->bits = (int64_t *)(st + 1);
  st->cells = (const uint32_t **)(st->bits + n);
  st->device = (void **)(st->cells + n);
  st->snapshots = (unsigned char **)(st->device + n);
  const int64_t both = OFFLOAD_RT_MAP_TO | OFFLOAD_RT_MAP_FROM;
  for (int32_t i = 0; i < m->n; ++i)
    if (cells[i] != NULL && is_mapped_entry(m, i)) {
      st->cells[i] = cells[i];
      st->bits[i] = m->types[i] & both;
      m->types[i] &= ~both;
    }
  m->staging = st;
  return 0;
}

/* Step 4a: a cover that holds an entry with cells is not copied in (the
 * copy would read the cells plainly); the runtime copies its plain members
 * in itself (they come back as members of a cover do, offload_rt_end_types).
 * In safe Rust a plain member cannot share bytes with a cell. */
static void stage_cover_members(mapping *m) {
  staging *st = m->staging;
  if (st == NULL)
    return;
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c], ce = cb + (uintptr_t)m->cover_sizes[c];
    int holds_cells = 0;
    for (int32_t i = 0; i < m->n; ++i)
      holds_cells |= st->cells[i] != NULL && (uintptr_t)m->ptrs[i] >= cb &&
                     (uintptr_t)m->ptrs[i] < ce;
    if (!holds_cells)
      continue;
    m->cover_types[c] &= ~OFFLOAD_RT_MAP_TO;
    for (int32_t i = 0; i < m->n; ++i)
      if (st->cells[i] == NULL && is_mapped_entry(m, i) && (uintptr_t)m->ptrs[i] >= cb &&
          (uintptr_t)m->ptrs[i] < ce && (m->types[i] & OFFLOAD_RT_MAP_TO)) {
        st->bits[i] |= OFFLOAD_RT_MAP_TO;
        m->types[i] &= ~OFFLOAD_RT_MAP_TO;
      }
  }
}

/* Before a mapping: entries the device holds already (an enclosing data
 * region's) are that region's to copy; the others are counted. */
static void stage_skip_present(mapping *m, int64_t dev) {
  staging *st = m->staging;
  if (st == NULL)
    return;
  st->count = 0;
  for (int32_t i = 0; i < m->n; ++i) {
    if (st->bits[i] != 0 && range_present(m->ptrs[i], m->sizes[i], dev))
      st->bits[i] = 0;
    st->count += st->bits[i] != 0;
  }
}

/* With LIBOMPTARGET_INFO (the entries have names then), says that entry i
 * is copied by the runtime (the next copy libomptarget reports is it). */
static void stage_info(const mapping *m, int32_t i, int64_t dev, const char *direction) {
  const char *name = m->names[i];
  if (name == NULL)
    return;
  /* ";args.1;file;line;column;;": the first field. */
  const char *end = name[0] == ';' ? strchr(name + 1, ';') : NULL;
  int len = end ? (int)(end - name - 1) : 0;
  fprintf(stderr, "offload runtime device %lld info: %s of %.*s, copied %s by the runtime, Size=%lld\n",
          (long long)dev, m->staging->cells[i] ? "Atomics" : "Plain data", len, name + 1,
          direction, (long long)m->sizes[i]);
}

/* After the mapping: copies the staged TO entries to the device (cells by
 * atomic loads), keeping what was copied to compare with at the end. 0,
 * OFFLOAD_RT_ERR_NOMEM or OFFLOAD_RT_ERR_INVALID (the runtime lost an
 * entry's mapping or could not copy). */
static int32_t stage_in(mapping *m, int64_t dev) {
  staging *st = m->staging;
  if (st == NULL || st->count == 0)
    return 0;
  int host = omp_get_initial_device();
  for (int32_t i = 0; i < m->n; ++i) {
    if (st->bits[i] == 0)
      continue;
    st->device[i] = omp_get_mapped_ptr(m->ptrs[i], (int)dev);
    if (st->device[i] == NULL)
      return OFFLOAD_RT_ERR_INVALID;
    if (!(st->bits[i] & OFFLOAD_RT_MAP_TO))
      continue;
    size_t size = (size_t)m->sizes[i];
    unsigned char *copy = malloc(size);
    if (copy == NULL)
      return OFFLOAD_RT_ERR_NOMEM;
    st->snapshots[i] = copy;
    int32_t rc = 0;
    if (st->cells[i] != NULL)
      rc = offload_rt_cells_gather(copy, m->ptrs[i], m->sizes[i], st->cells[i]);
    else
      memcpy(copy, m->ptrs[i], size);
    if (rc != 0)
      return rc;
    stage_info(m, i, dev, "to the device");
    if (omp_target_memcpy(st->device[i], copy, size, 0, 0, (int)dev, host) != 0)
      return OFFLOAD_RT_ERR_INVALID;
  }
  return 0;
}

/* After the kernel: writes back the cells of the staged FROM entries that
 * the kernel changed, by atomic stores (offload_rt_cells_scatter). */
static int32_t stage_out(mapping *m, int64_t dev) {
  staging *st = m->staging;
  if (st == NULL || st->count == 0)
    return 0;
  int host = omp_get_initial_device();
  for (int32_t i = 0; i < m->n; ++i) {
    if (!(st->bits[i] & OFFLOAD_RT_MAP_FROM) || st->cells[i] == NULL || st->device[i] == NULL)
      continue;
    size_t size = (size_t)m->sizes[i];
    unsigned char *result = malloc(size);
    if (result == NULL)
      return OFFLOAD_RT_ERR_NOMEM;
    stage_info(m, i, dev, "back to the host");
    if (omp_target_memcpy(result, st->device[i], size, 0, 0, host, (int)dev) != 0) {
      free(result);
      return OFFLOAD_RT_ERR_INVALID;
    }
    offload_rt_cells_scatter(m->ptrs[i], result, st->snapshots[i], m->sizes[i], st->cells[i]);
    free(result);
  }
  return 0;
}

/* Whether the mapping has entries the runtime copies itself. */
static int has_staged(const mapping *m) {
  return m->staging != NULL && m->staging->count > 0;
}

/* Steps 2-4 for n entries. what/what_len name the kernel (or the region) in
 * psource. With copy_entries the pointer and size arrays are copied into
 * the block (a data region keeps them until its end). Returns 0 or
 * OFFLOAD_RT_ERR_NOMEM; on success release(m) releases what it took. */
static int32_t plan(mapping *m, void *buf, size_t buf_cap, int64_t device,
                    const char *what, size_t what_len, const char *file,
                    size_t flen, uint32_t line, uint32_t column, int32_t n,
                    void *const *bases, void *const *ptrs, const int64_t *sizes,
                    const int64_t *map_types, const char *const *names,
                    const int32_t *entry_args, uint64_t device_args,
                    const uint32_t *const *cells, int copy_entries) {
  size_t count = (size_t)n, max_covers = count / 2;
  m->staging = NULL;
  const char *pfile = file;
  size_t pflen = flen;
  if (!messages_wanted()) {
    names = NULL;
    what_len = 0;
    for (size_t i = 0; i < flen; ++i)
      if (file[i] == '/') {
        pfile = file + i + 1;
        pflen = flen - i - 1;
      }
  }
  size_t psource_len = offload_rt_format_location(NULL, 0, pfile, pflen, what,
                                                  what_len, line, column);
  size_t cover_name_len = offload_rt_format_location(
      NULL, 0, OFFLOAD_RT_COVER_NAME, strlen(OFFLOAD_RT_COVER_NAME), file,
      flen, line, column);
  /* The block: integers, then pointers, then text (8-byte pieces first). */
  size_t ints = 0, pointers = 0, text = 0;
  int ok = add_array(&ints, count, (copy_entries ? 3 : 2) * sizeof(int64_t)) &&
           add_array(&ints, max_covers, 2 * sizeof(int64_t)) &&
           add_array(&pointers, count, (copy_entries ? 2 : 1) * sizeof(void *)) &&
           add_array(&pointers, max_covers, 2 * sizeof(void *)) &&
           add_size(&text, psource_len + 1) &&
           add_size(&text, cover_name_len + 1);
  if (names != NULL)
    for (size_t i = 0; ok && i < count; ++i)
      if (names[i] != NULL)
        ok = add_size(&text, offload_rt_format_location(
                                 NULL, 0, names[i], strlen(names[i]), file,
                                 flen, line, column) +
                                 1);
  size_t total = 0;
  ok = ok && add_size(&total, ints) && add_size(&total, pointers) &&
       add_size(&total, text);
  if (!ok)
    return OFFLOAD_RT_ERR_NOMEM;
  char *block = buf;
  m->heap = NULL;
  if (total > buf_cap) {
    block = m->heap = malloc(total);
    if (block == NULL)
      return OFFLOAD_RT_ERR_NOMEM;
  }
  int64_t *int_at = (int64_t *)block;
  void **ptr_at = (void **)(block + ints);
  char *chars = block + ints + pointers;

  m->device = device;
  m->n = n;
  m->types = int_at, int_at += count;
  m->end_types = int_at, int_at += count;
  m->cover_sizes = int_at, int_at += max_covers;
  m->cover_types = int_at, int_at += max_covers;
  m->names = ptr_at, ptr_at += count;
  m->cover_ptrs = ptr_at, ptr_at += max_covers;
  m->cover_names = ptr_at, ptr_at += max_covers;
  if (copy_entries) {
    m->sizes = int_at;
    m->ptrs = m->bases = ptr_at;
    if (count > 0) {
      memcpy(m->sizes, sizes, count * sizeof(int64_t));
      memcpy(m->ptrs, ptrs, count * sizeof(void *));
    }
  } else {
    m->bases = (void **)bases;
    m->ptrs = (void **)ptrs;
    m->sizes = (int64_t *)sizes;
  }

  char *psource = chars;
  offload_rt_format_location(psource, psource_len + 1, pfile, pflen, what,
                             what_len, line, column);
  chars += psource_len + 1;
  char *cover_name = chars;
  offload_rt_format_location(cover_name, cover_name_len + 1,
                             OFFLOAD_RT_COVER_NAME,
                             strlen(OFFLOAD_RT_COVER_NAME), file, flen, line,
                             column);
  chars += cover_name_len + 1;
  for (size_t i = 0; i < count; ++i) {
    m->names[i] = NULL;
    if (names == NULL || names[i] == NULL)
      continue;
    size_t len = offload_rt_format_location(NULL, 0, names[i], strlen(names[i]),
                                            file, flen, line, column);
    offload_rt_format_location(chars, len + 1, names[i], strlen(names[i]), file,
                               flen, line, column);
    m->names[i] = chars;
    chars += len + 1;
  }
  offload_rt_ident ident = {0, OFFLOAD_RT_IDENT_FLAG_KMPC, 0,
                            psource_len > (size_t)INT32_MAX ? INT32_MAX
                                                            : (int32_t)psource_len,
                            psource};
  m->ident = ident;

  /* 3. */
  offload_rt_fix_map_types(n, m->sizes, map_types, m->types);
  offload_rt_device_entries(n, entry_args, device_args, m->types);
  int32_t rc = stage_cells(m, cells);
  if (rc != 0) {
    free(m->heap);
    return rc;
  }
  /* 4. */
  m->ncovers = offload_rt_covers(n, m->ptrs, m->sizes, m->types, m->cover_ptrs,
                                 m->cover_sizes, m->cover_types);
  stage_cover_members(m);
  drop_present_covers(m);
  offload_rt_align_covers(n, m->ptrs, m->sizes, m->types, m->ncovers,
                          m->cover_ptrs, m->cover_sizes);
  unalign_present_covers(m);
  for (int32_t c = 0; c < m->ncovers; ++c)
    m->cover_names[c] = cover_name;
  offload_rt_end_types(n, m->ptrs, m->sizes, m->types, m->ncovers,
                       m->cover_ptrs, m->cover_sizes, m->end_types);
  return 0;
}

/* Maps the covers, then the entries. */
static void map_begin(mapping *m) {
  if (m->ncovers > 0)
    __tgt_target_data_begin_mapper(&m->ident, m->device, m->ncovers,
                                   m->cover_ptrs, m->cover_ptrs, m->cover_sizes,
                                   m->cover_types, m->cover_names, NULL);
  if (m->n > 0)
    __tgt_target_data_begin_mapper(&m->ident, m->device, m->n, m->bases,
                                   m->ptrs, m->sizes, m->types, m->names, NULL);
}

/* Releases the entries (FROM data inside a cover comes back by itself,
 * ALWAYS), then the covers (never copied back: they may hold bytes no
 * argument owns). */
static void map_end(mapping *m) {
  if (m->n > 0)
    __tgt_target_data_end_mapper(&m->ident, m->device, m->n, m->bases, m->ptrs,
                                 m->sizes, m->end_types, m->names, NULL);
  if (m->ncovers > 0)
    __tgt_target_data_end_mapper(&m->ident, m->device, m->ncovers,
                                 m->cover_ptrs, m->cover_ptrs, m->cover_sizes,
                                 m->cover_types, m->cover_names, NULL);
}

/* ---------------------------------------------------------------------- */
/* Fault records (panics in kernels)                                       */
/* ---------------------------------------------------------------------- */

/* The offsets the device pass writes at (liblower's KernelABI.h fault::). */
_Static_assert(offsetof(offload_rt_fault, line) == 4 && offsetof(offload_rt_fault, column) == 8 &&
                   offsetof(offload_rt_fault, file_len) == 12 &&
                   offsetof(offload_rt_fault, message_len) == 16 &&
                   offsetof(offload_rt_fault, thread_idx) == 20 &&
                   offsetof(offload_rt_fault, block_idx) == 32 &&
                   offsetof(offload_rt_fault, file) == 48 &&
                   offsetof(offload_rt_fault, message) == 208 && sizeof(offload_rt_fault) == 368,
               "the fault record's layout is the device pass's");

#define MAX_FAULT_DEVICES MAX_DEVICES
static void **fault_slot;
static offload_rt_fault *_Atomic fault_records[MAX_FAULT_DEVICES];
/* Where each device's slot is (its address on the device). */
static void *fault_slots_on_device[MAX_FAULT_DEVICES];
/* A device whose slot could not be set: its panics trap. */
static offload_rt_fault no_record;
static pthread_mutex_t fault_lock = PTHREAD_MUTEX_INITIALIZER;
/* What the calling thread's last failed launch had to say beyond its code
 * (__offload_rt_error_detail). */
#define DETAIL_BYTES 512
static _Thread_local char last_detail[DETAIL_BYTES];

void __offload_rt_register_fault_slot(void **slot) { fault_slot = slot; }

/* Writes r into device dev's fault slot, which is at on_device. 1 when done. */
static int write_fault_slot(int64_t dev, void *on_device, offload_rt_fault *r) {
  if (cuda_do(dev, CUDA_WRITE, on_device, sizeof r, &r))
    return 1;
  const char *uid = omp_get_uid_from_device((int)dev);
  if (uid != NULL && strncmp(uid, "x86_64", 6) == 0) {
    /* The HOST plugin's device memory is this process's memory. */
    memcpy(on_device, &r, sizeof r);
    return 1;
  }
  return omp_target_memcpy(on_device, &r, sizeof r, 0, 0, (int)dev,
                           omp_get_initial_device()) == 0;
}

/* Device dev's fault record, made once the device has loaded the program's
 * images (libomptarget maps the slot then): the record's address goes into
 * the device's slot, then libomptarget's mapping of the slot is dropped (its
 * messages name every copy that has no mapping of its own after the
 * mapping just below it in host memory: the slot, in the program's data;
 * nothing maps the slot again). NULL when the program has no fault slot,
 * the images are not loaded yet, or the slot could not be set. */
static offload_rt_fault *fault_record(int64_t dev) {
  if (fault_slot == NULL || dev < 0 || dev >= MAX_FAULT_DEVICES)
    return NULL;
  offload_rt_fault *r = atomic_load_explicit(&fault_records[dev], memory_order_acquire);
  if (r == NULL) {
    pthread_mutex_lock(&fault_lock);
    r = atomic_load_explicit(&fault_records[dev], memory_order_relaxed);
    void *on_device;
    if (r == NULL && (on_device = omp_get_mapped_ptr(fault_slot, (int)dev)) != NULL) {
      r = llvm_omp_target_alloc_host(sizeof *r, (int)dev);
      if (r != NULL) {
        memset(r, 0, sizeof *r);
        if (write_fault_slot(dev, on_device, r)) {
          fault_slots_on_device[dev] = on_device;
        } else {
          llvm_omp_target_free_host(r, (int)dev);
          r = NULL;
        }
      }
      omp_target_disassociate_ptr(fault_slot, (int)dev);
      if (r == NULL)
        r = &no_record;
      atomic_store_explicit(&fault_records[dev], r, memory_order_release);
    }
    pthread_mutex_unlock(&fault_lock);
  }
  return r == &no_record ? NULL : r;
}

/* Frees the devices' fault records at exit, before the runtime stops,
 * setting their slots back to null first (a panic after that traps). */
static void free_fault_records(void) {
  pthread_mutex_lock(&fault_lock);
  for (int dev = 0; dev < MAX_FAULT_DEVICES; ++dev) {
    offload_rt_fault *r = atomic_exchange(&fault_records[dev], &no_record);
    if (r == NULL || r == &no_record || atomic_load(&device_lost[dev]))
      continue;
    if (write_fault_slot(dev, fault_slots_on_device[dev], NULL))
      llvm_omp_target_free_host(r, dev);
  }
  pthread_mutex_unlock(&fault_lock);
}

/* After a launch on a device with record r: OFFLOAD_RT_ERR_PANIC when a
 * thread panicked (the record, cleared, becomes the calling thread's error
 * detail), else 0. */
static int32_t take_fault(offload_rt_fault *r) {
  if (r == NULL || atomic_load_explicit((_Atomic uint32_t *)&r->state, memory_order_acquire) == 0)
    return 0;
  offload_rt_fault f = *r;
  memset(r, 0, sizeof *r);
  atomic_thread_fence(memory_order_seq_cst);
  int file_n = (int)(f.file_len < sizeof f.file ? f.file_len : sizeof f.file);
  int msg_n = (int)(f.message_len < sizeof f.message ? f.message_len : sizeof f.message);
  size_t len = 0;
  append(last_detail, sizeof last_detail, &len,
         "thread (%u, %u, %u) of block (%u, %u, %u) panicked at %.*s%s:%u:%u",
         f.thread_idx[0], f.thread_idx[1], f.thread_idx[2], f.block_idx[0], f.block_idx[1],
         f.block_idx[2], file_n, f.file, f.file_len > (uint32_t)file_n ? "..." : "", f.line,
         f.column);
  if (f.message_len > 0)
    append(last_detail, sizeof last_detail, &len, ": %.*s%s", msg_n, f.message,
           f.message_len > (uint32_t)msg_n ? "..." : "");
  return OFFLOAD_RT_ERR_PANIC;
}

int32_t __offload_rt_error_detail(char *out, size_t cap) {
  size_t len = 0;
  if (cap > 0)
    out[0] = '\0';
  append(out, cap, &len, "%s", last_detail);
  return len > INT32_MAX ? INT32_MAX : (int32_t)len;
}

/* ---------------------------------------------------------------------- */
/* Faults that lose a device                                               */
/* ---------------------------------------------------------------------- */

static char lost_reason[MAX_DEVICES][DETAIL_BYTES];
static pthread_once_t exit_guard_once = PTHREAD_ONCE_INIT;

/* At exit, after a device was lost: libomptarget's teardown may abort on
 * it; the program ends with its own status instead (offload_rt_guard_exit).
 * Registered at the first fault, so it runs before the runtime's handlers. */
int on_exit(void (*fn)(int, void *), void *arg);
static void guard_teardown(int status, void *unused) {
  (void)unused;
  offload_rt_guard_exit(status);
}
static void register_exit_guard(void) { on_exit(guard_teardown, NULL); }

/* OFFLOAD_RT_ERR_DEVICE_LOST, with the reason as the error detail, when
 * device dev was lost; else 0. */
static int32_t check_lost(int64_t dev) {
  if (dev < 0 || dev >= MAX_DEVICES || !atomic_load_explicit(&device_lost[dev], memory_order_acquire))
    return 0;
  size_t len = 0;
  last_detail[0] = '\0';
  append(last_detail, sizeof last_detail, &len, "%s", lost_reason[dev]);
  return OFFLOAD_RT_ERR_DEVICE_LOST;
}

static int is_lost(int64_t dev) {
  return dev >= 0 && dev < MAX_DEVICES && atomic_load_explicit(&device_lost[dev], memory_order_acquire);
}

/* After an abort under the guard on device dev, during what (the kernel
 * and its launch site, or a copy): asks the driver what happened, marks the
 * device lost and writes the report as the error detail. Returns
 * OFFLOAD_RT_ERR_DEVICE_FAULT. */
static int32_t device_faulted(int64_t dev, const char *what, size_t what_len,
                              const char *file, size_t file_len, uint32_t line,
                              uint32_t column) {
  char report[256] = "";
  int status = 0;
  const cuda_driver *d = cuda();
  if (cuda_do(dev, CUDA_STATUS, NULL, 0, &status) && status != 0) {
    const char *name = NULL, *text = NULL;
    if (d->error_name)
      d->error_name(status, &name);
    if (d->error_string)
      d->error_string(status, &text);
    snprintf(report, sizeof report, "CUDA error %d, %s: %s", status, name ? name : "?",
             text ? text : "no description");
  } else {
    snprintf(report, sizeof report,
             "the offload runtime stopped it (its messages above say why)");
  }
  size_t len = 0;
  last_detail[0] = '\0';
  append(last_detail, sizeof last_detail, &len,
         "%s; device %lld is lost for the rest of the program", report, (long long)dev);
  if (dev >= 0 && dev < MAX_DEVICES) {
    pthread_mutex_lock(&fault_lock);
    if (!atomic_load(&device_lost[dev])) {
      size_t n = 0;
      append(lost_reason[dev], sizeof lost_reason[dev], &n,
             "device %lld was lost when %.*s faulted (launched at %.*s:%u:%u): %s",
             (long long)dev, (int)what_len, what, (int)file_len, file, line, column, report);
      atomic_store_explicit(&device_lost[dev], 1, memory_order_release);
    }
    pthread_mutex_unlock(&fault_lock);
  }
  pthread_once(&exit_guard_once, register_exit_guard);
  return OFFLOAD_RT_ERR_DEVICE_FAULT;
}

/* ---------------------------------------------------------------------- */
/* Stack per thread                                                        */
/* ---------------------------------------------------------------------- */

/* The stack per thread set on each CUDA device by this runtime (bytes; it
 * only grows). */
static _Atomic uint32_t stack_set[MAX_DEVICES];

/* Makes the stack per thread of device dev at least what the launch asks
 * for (launch.h, __offload_rt_launch). 0, or OFFLOAD_RT_ERR_STACK with the
 * error detail. */
static int32_t ensure_stack(int64_t dev, const uint32_t words[OFFLOAD_RT_LAUNCH_WORDS]) {
  uint32_t want = words[OFFLOAD_RT_WORD_STACK_BYTES];
  if (want == 0 && (words[OFFLOAD_RT_WORD_KERNEL] & OFFLOAD_RT_KERNEL_UNBOUNDED_STACK))
    want = OFFLOAD_RT_DEFAULT_UNBOUNDED_STACK;
  if (want == 0 || dev < 0 || dev >= MAX_DEVICES ||
      want <= atomic_load_explicit(&stack_set[dev], memory_order_relaxed))
    return 0;
  size_t io[2] = {want, 0};
  if (cuda_do(dev, CUDA_STACK, NULL, 0, io)) {
    uint32_t now = atomic_load(&stack_set[dev]);
    while (now < want && !atomic_compare_exchange_weak(&stack_set[dev], &now, want)) {
    }
    return 0;
  }
  if (io[1] == 0) /* not a CUDA device: its threads' stacks are not ours to set */
    return 0;
  const cuda_driver *d = cuda();
  const char *name = NULL;
  if (d && d->error_name)
    d->error_name((cu_result)io[1], &name);
  size_t len = 0;
  last_detail[0] = '\0';
  append(last_detail, sizeof last_detail, &len,
         "%u bytes of stack per thread were asked for, and the CUDA driver refused them "
         "(error %d, %s)",
         want, (int)io[1], name ? name : "?");
  return OFFLOAD_RT_ERR_STACK;
}

/* ---------------------------------------------------------------------- */
/* Device memory for a launch                                              */
/* ---------------------------------------------------------------------- */

/* Launches that would allocate fewer bytes on the device are not checked. */
#define CHECKED_BYTES ((int64_t)64 << 20)

/* Whether entry i of m lies in one of its covers (which is mapped for it). */
static int in_cover(const mapping *m, int32_t i) {
  uintptr_t b = (uintptr_t)m->ptrs[i];
  for (int32_t c = 0; c < m->ncovers; ++c) {
    uintptr_t cb = (uintptr_t)m->cover_ptrs[c];
    if (b >= cb && b < cb + (uintptr_t)m->cover_sizes[c])
      return 1;
  }
  return 0;
}

/* libomptarget ends the program when it cannot allocate a launch's data on
 * a device, so a launch that would allocate CHECKED_BYTES or more (its
 * covers and entries not present on device dev yet) is checked first:
 * against the free memory the CUDA driver reports (cuMemGetInfo) on a CUDA
 * device, elsewhere by allocating that much once and freeing it.
 * OFFLOAD_RT_ERR_DEVICE_NOMEM (with the error detail) when it does not
 * fit, else 0. */
static int32_t check_device_memory(const mapping *m, int64_t dev) {
  /* All the launch maps, first: most launches stop here, asking nothing. */
  int64_t bytes = 0;
  for (int32_t c = 0; c < m->ncovers; ++c)
    bytes += m->cover_sizes[c];
  for (int32_t i = 0; i < m->n; ++i)
    if (is_mapped_entry(m, i))
      bytes += m->sizes[i];
  if (bytes < CHECKED_BYTES)
    return 0;
  bytes = 0;
  for (int32_t c = 0; c < m->ncovers; ++c)
    if (!range_present(m->cover_ptrs[c], m->cover_sizes[c], dev))
      bytes += m->cover_sizes[c];
  for (int32_t i = 0; i < m->n; ++i)
    if (is_mapped_entry(m, i) && !in_cover(m, i) && !range_present(m->ptrs[i], m->sizes[i], dev))
      bytes += m->sizes[i];
  if (bytes < CHECKED_BYTES)
    return 0;
  size_t info[2] = {0, 0}; /* free, total */
  size_t len = 0;
  if (cuda_do(dev, CUDA_MEMORY_INFO, NULL, 0, info)) {
    if ((uint64_t)bytes <= (uint64_t)info[0])
      return 0;
    append(last_detail, sizeof last_detail, &len,
           "the launch maps %lld bytes the device does not hold yet, and the device has "
           "%llu bytes free of %llu",
           (long long)bytes, (unsigned long long)info[0], (unsigned long long)info[1]);
    return OFFLOAD_RT_ERR_DEVICE_NOMEM;
  }
  void *probe = omp_target_alloc((size_t)bytes, (int)dev);
  if (probe != NULL) {
    omp_target_free(probe, (int)dev);
    return 0;
  }
  append(last_detail, sizeof last_detail, &len,
         "the launch maps %lld bytes the device does not hold yet, and the device could not "
         "allocate them",
         (long long)bytes);
  return OFFLOAD_RT_ERR_DEVICE_NOMEM;
}

/* ---------------------------------------------------------------------- */
/* The launch                                                              */
/* ---------------------------------------------------------------------- */

/* Step 5 of a launch, as one call for offload_rt_guarded. */
typedef struct kernel_call {
  mapping *m;
  int64_t device_id;
  int64_t device; /* device_id resolved */
  const uint32_t *geometry;
  void *region_id;
  int32_t rc;
  offload_rt_kernel_args kargs;
} kernel_call;

static void run_kernel(void *p) {
  kernel_call *c = p;
  /* Covers, and entries the runtime copies itself, are mapped first. */
  int first = c->m->ncovers > 0 || has_staged(c->m);
  if (first)
    map_begin(c->m);
  c->rc = stage_in(c->m, c->device);
  if (c->rc == 0)
    c->rc = __tgt_target_kernel(&c->m->ident, c->device_id, (int32_t)c->geometry[0],
                                (int32_t)c->geometry[3], c->region_id, &c->kargs);
  if (c->rc == 0)
    c->rc = stage_out(c->m, c->device);
  if (first)
    map_end(c->m);
}

int32_t __offload_rt_launch(int64_t device_id, void *region_id,
                            const char *kernel_name, const char *file,
                            uint64_t file_len, uint32_t line, uint32_t column,
                            const uint32_t geometry[OFFLOAD_RT_LAUNCH_WORDS],
                            int32_t num_entries, void **bases, void **ptrs,
                            int64_t *sizes, const int64_t *map_types,
                            const char *const *names,
                            const int32_t *entry_args, uint64_t device_args,
                            const uint32_t *const *cells) {
  last_detail[0] = '\0';
  if (geometry == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  /* 1. Zero-extent launch: nothing to run. */
  for (int d = 0; d < 6; ++d)
    if (geometry[d] == 0)
      return 0;
  for (int d = 0; d < 6; ++d)
    if (geometry[d] > (uint32_t)INT32_MAX)
      return OFFLOAD_RT_ERR_INVALID;
  if (geometry[6] > OFFLOAD_RT_MAX_DYNAMIC_SHARED ||
      geometry[OFFLOAD_RT_WORD_STACK_BYTES] > OFFLOAD_RT_MAX_STACK)
    return OFFLOAD_RT_ERR_INVALID;
  uint64_t threads;
  if (!offload_rt_thread_count(geometry, &threads))
    return OFFLOAD_RT_ERR_INVALID;
  if (num_entries < 0)
    return OFFLOAD_RT_ERR_INVALID;
  if (num_entries > 0 && (bases == NULL || ptrs == NULL || sizes == NULL ||
                          map_types == NULL))
    return OFFLOAD_RT_ERR_INVALID;
  if (file == NULL)
    file_len = 0;
  if (file_len > (uint64_t)(SIZE_MAX / 4))
    return OFFLOAD_RT_ERR_INVALID; /* not a real &str */

  /* No device at all: no image of the program fits a device here (under
   * OMP_TARGET_OFFLOAD=mandatory libomptarget would abort the program). */
  if (device_id == -1 && __offload_rt_num_devices() <= 0)
    return OFFLOAD_RT_ERR_NO_IMAGE;

  /* The device as libomptarget resolves -1. */
  int64_t dev = device_id;
  if (dev == -1)
    dev = __offload_rt_default_device();
  if (check_lost(dev) != 0)
    return OFFLOAD_RT_ERR_DEVICE_LOST;

  /* 2-4. */
  _Alignas(8) char small[SMALL_PLAN_BYTES];
  mapping m;
  int32_t rc = plan(&m, small, sizeof small, device_id, kernel_name,
                    kernel_name ? strlen(kernel_name) : 0, file,
                    (size_t)file_len, line, column, num_entries, bases, ptrs,
                    sizes, map_types, names, entry_args, device_args, cells, 0);
  if (rc != 0)
    return rc;

  rc = check_mapping(&m, device_args != 0 && device_id != -1);
  if (rc == 0 && dev >= 0)
    rc = check_device_memory(&m, dev);
  stage_skip_present(&m, dev);
  if (rc != 0) {
    release(&m);
    return rc;
  }

  rc = ensure_stack(dev, geometry);
  if (rc != 0) {
    release(&m);
    return rc;
  }
  offload_rt_fault *fault = fault_record(dev);

  /* 5. */
  kernel_call call = {.m = &m, .device_id = device_id, .device = dev, .geometry = geometry,
                      .region_id = region_id};
  offload_rt_fill_kernel_args(&call.kargs, num_entries, m.bases, m.ptrs, m.sizes,
                              m.types, m.names, geometry);
  if (offload_rt_guarded(run_kernel, &call) != 0) {
    const char *what = kernel_name ? kernel_name : "unknown";
    rc = device_faulted(dev, what, strlen(what), file, (size_t)file_len, line, column);
  } else {
    rc = call.rc;
    if (rc == 0)
      rc = take_fault(fault);
  }

  /* 6. */
  release(&m);
  return rc;
}

/* ---------------------------------------------------------------------- */
/* Data regions                                                            */
/* ---------------------------------------------------------------------- */

/* A region's mapping, kept (with its block) until the region ends. */
typedef struct region {
  mapping m;
  const char *file; /* the region's place, for a fault at its end */
  size_t file_len;
  uint32_t line, column;
} region;

/* A region's copies, as calls for offload_rt_guarded. */
typedef struct region_call {
  mapping *m;
  int64_t device; /* resolved */
  int32_t rc;
} region_call;

static void run_map_begin(void *p) {
  region_call *c = p;
  map_begin(c->m);
  c->rc = stage_in(c->m, c->device);
  if (c->rc != 0)
    map_end(c->m);
}

static void run_map_end(void *p) {
  region_call *c = p;
  c->rc = stage_out(c->m, c->device);
  map_end(c->m);
}

#define REGION_NAME "data region"

int32_t __offload_rt_data_begin(int64_t device, const char *file,
                                uint64_t file_len, uint32_t line,
                                uint32_t column, int32_t n, void *const *ptrs,
                                const int64_t *sizes, const int64_t *types,
                                const char *const *names,
                                const uint32_t *const *cells, void **handle) {
  if (handle == NULL || n < 0 || n > 64 ||
      (n > 0 && (ptrs == NULL || sizes == NULL || types == NULL)))
    return OFFLOAD_RT_ERR_INVALID;
  *handle = NULL;
  /* No device at all (a program without images): nothing to map; the
   * region's launches report the missing device themselves. */
  if (device == -1 && __offload_rt_num_devices() <= 0)
    return 0;
  if (device != -1) {
    int64_t dev;
    int32_t rc = __offload_rt_resolve_device(device, &dev);
    if (rc != 0)
      return rc;
  }
  if (file == NULL)
    file_len = 0;
  if (file_len > (uint64_t)(SIZE_MAX / 4))
    return OFFLOAD_RT_ERR_INVALID;
  region *r = malloc(sizeof *r);
  if (r == NULL)
    return OFFLOAD_RT_ERR_NOMEM;
  /* No caller buffer: the block must outlive this call. */
  int32_t rc = plan(&r->m, NULL, 0, device, REGION_NAME, strlen(REGION_NAME),
                    file, (size_t)file_len, line, column, n, ptrs, ptrs, sizes,
                    types, names, NULL, 0, cells, 1);
  if (rc == 0)
    rc = check_mapping(&r->m, 0);
  if (rc != 0) {
    release(&r->m);
    free(r);
    return rc;
  }
  int64_t dev = device == -1 ? __offload_rt_default_device() : device;
  stage_skip_present(&r->m, dev);
  region_call call = {&r->m, dev, 0};
  if ((rc = check_lost(dev)) != 0 ||
      (offload_rt_guarded(run_map_begin, &call) != 0 &&
       (rc = device_faulted(dev, REGION_NAME, strlen(REGION_NAME), file, (size_t)file_len, line,
                            column)) != 0) ||
      (rc = call.rc) != 0) {
    release(&r->m);
    free(r);
    return rc;
  }
  fault_record(dev);
  r->line = line;
  r->column = column;
  r->file = file;
  r->file_len = (size_t)file_len;
  *handle = r;
  return 0;
}

void __offload_rt_data_end(void *handle) {
  region *r = handle;
  if (r == NULL)
    return;
  int64_t dev = r->m.device == -1 ? __offload_rt_default_device() : r->m.device;
  /* A lost device cannot copy back: the host keeps what it had. */
  region_call call = {&r->m, dev, 0};
  if (!is_lost(dev) && offload_rt_guarded(run_map_end, &call) != 0) {
    const char *what = "the end of a data region";
    device_faulted(dev, what, strlen(what), r->file, r->file_len, r->line, r->column);
  }
  release(&r->m);
  free(r);
}
