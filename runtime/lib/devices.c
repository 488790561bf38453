/*===- devices.c - Devices, device memory and copies -----------------------===*
 *
 * See offload/runtime/launch.h, "Devices and device memory": starting the
 * runtime, device numbers and names, allocations and copies.
 *
 *===----------------------------------------------------------------------===*/
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* RTLD_DEFAULT */
#endif
#include "internal.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
static void stop_runtime(void *unused) {
  (void)unused;
  offload_rt_free_fault_records();
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

/* The default device __offload_rt_set_default_device chose for every
 * thread, or -1 (then libomp's, per thread). */
static _Atomic int64_t chosen_default = -1;

int64_t __offload_rt_default_device(void) {
  int32_t n = __offload_rt_num_devices();
  if (n <= 0)
    return -1;
  int64_t chosen = atomic_load_explicit(&chosen_default, memory_order_relaxed);
  if (chosen >= 0 && chosen < n)
    return chosen;
  pthread_once(&default_device_once, find_default_device);
  return get_default_device ? get_default_device() : 0;
}

int32_t __offload_rt_set_default_device(int64_t device) {
  if (device != -1) {
    int64_t dev;
    int32_t rc = __offload_rt_resolve_device(device, &dev);
    if (rc != 0)
      return rc;
  }
  atomic_store_explicit(&chosen_default, device, memory_order_relaxed);
  return 0;
}

int32_t __offload_rt_resolve_device(int64_t device, int64_t *out) {
  if (device == -1)
    device = __offload_rt_default_device();
  if (device < 0 || device >= __offload_rt_num_devices())
    return OFFLOAD_RT_ERR_NO_DEVICE;
  *out = device;
  return 0;
}

/* Whether each device is one of the HOST plugin's: 0 not asked yet, 1 no,
 * 2 yes. */
static _Atomic signed char host_plugin[MAX_DEVICES];

int offload_rt_is_host_plugin(int64_t dev) {
  if (dev < 0 || dev >= MAX_DEVICES)
    return 0;
  signed char k = atomic_load_explicit(&host_plugin[dev], memory_order_relaxed);
  if (k == 0) {
    ensure_runtime();
    /* libomptarget's id of a device: "x86_64-N" for the HOST plugin's
     * (OpenMP 6.0 omp_get_uid_from_device; the plugin is named after the
     * host's triple, and the toolkit builds x86-64 host images only). */
    const char *uid = dev < omp_get_num_devices() ? omp_get_uid_from_device((int)dev) : NULL;
    k = uid != NULL && strncmp(uid, "x86_64", 6) == 0 ? 2 : 1;
    atomic_store_explicit(&host_plugin[dev], k, memory_order_relaxed);
  }
  return k == 2;
}

int offload_rt_host_copies(void) {
  static _Atomic int copies = -1; /* the same value whichever thread sets it */
  int c = atomic_load_explicit(&copies, memory_order_relaxed);
  if (c < 0) {
    const char *v = getenv("OFFLOAD_HOST_COPIES");
    c = v != NULL && *v != '\0' && strcmp(v, "0") != 0;
    atomic_store_explicit(&copies, c, memory_order_relaxed);
  }
  return c;
}

int offload_rt_uses_host_memory(int64_t dev) {
  return offload_rt_is_host_plugin(dev) && !offload_rt_host_copies();
}

/* The checks every allocation makes: bytes in (0, SIZE_MAX], out not NULL,
 * a device that exists (its number in *dev) and was not lost. */
static int32_t check_alloc(int64_t device, uint64_t bytes, void **out,
                           int64_t *dev) {
  if (bytes == 0 || out == NULL || bytes > (uint64_t)SIZE_MAX)
    return OFFLOAD_RT_ERR_INVALID;
  int32_t rc = __offload_rt_resolve_device(device, dev);
  return rc != 0 ? rc : offload_rt_check_lost(*dev);
}

int32_t __offload_rt_device_alloc(int64_t device, uint64_t bytes,
                                  int32_t zeroed, void **out) {
  int64_t dev;
  int32_t rc = check_alloc(device, bytes, out, &dev);
  if (rc != 0)
    return rc;
  void *p = omp_target_alloc((size_t)bytes, (int)dev);
  if (p == NULL)
    return OFFLOAD_RT_ERR_DEVICE_NOMEM;
  offload_rt_cuda_schedule(dev);
  offload_rt_fault_record(dev);
  if (zeroed && !offload_rt_zero_device(p, (size_t)bytes, dev)) {
    omp_target_free(p, (int)dev);
    return OFFLOAD_RT_ERR_COPY;
  }
  *out = p;
  return 0;
}

void __offload_rt_device_free(int64_t device, void *ptr) {
  int64_t dev;
  /* A lost device's memory stays allocated: its driver cannot free it. */
  if (ptr != NULL && __offload_rt_resolve_device(device, &dev) == 0 && !offload_rt_is_lost(dev)) {
    offload_rt_queues_drain(dev);
    omp_target_free(ptr, (int)dev);
  }
}

/* What a copy with device memory of device does first: the device resolved
 * (in *dev) and not lost, the work queued on it run, its scheduling and
 * fault record set. 0 or the error. */
static int32_t ready_for_copy(int64_t device, int64_t *dev) {
  int32_t rc = __offload_rt_resolve_device(device, dev);
  if (rc == 0)
    rc = offload_rt_check_lost(*dev);
  if (rc != 0)
    return rc;
  offload_rt_queues_drain(*dev);
  offload_rt_cuda_schedule(*dev);
  offload_rt_fault_record(*dev);
  return 0;
}

int32_t __offload_rt_copy(int64_t device, void *dst, const void *src,
                          uint64_t bytes, int32_t to_device) {
  if (bytes == 0)
    return 0;
  if (dst == NULL || src == NULL || bytes > (uint64_t)SIZE_MAX)
    return OFFLOAD_RT_ERR_INVALID;
  int64_t dev;
  int32_t rc = ready_for_copy(device, &dev);
  if (rc != 0)
    return rc;
  int host = omp_get_initial_device();
  int dst_dev = to_device ? (int)dev : host;
  int src_dev = to_device ? host : (int)dev;
  if (omp_target_memcpy(dst, src, (size_t)bytes, 0, 0, dst_dev, src_dev) != 0)
    return OFFLOAD_RT_ERR_COPY;
  return 0;
}

int32_t __offload_rt_copy_between(int64_t dst_device, void *dst, int64_t src_device,
                                  const void *src, uint64_t bytes) {
  if (bytes == 0)
    return 0;
  if (dst == NULL || src == NULL || bytes > (uint64_t)SIZE_MAX)
    return OFFLOAD_RT_ERR_INVALID;
  int64_t to, from;
  int32_t rc = ready_for_copy(dst_device, &to);
  if (rc == 0)
    rc = ready_for_copy(src_device, &from);
  if (rc != 0)
    return rc;
  /* Device memory of CPU devices is the host's (unless
   * OFFLOAD_HOST_COPIES is set): one memmove. */
  if (offload_rt_uses_host_memory(to) && offload_rt_uses_host_memory(from)) {
    memmove(dst, src, (size_t)bytes);
    return 0;
  }
  if (omp_target_memcpy(dst, src, (size_t)bytes, 0, 0, (int)to, (int)from) != 0)
    return OFFLOAD_RT_ERR_COPY;
  return 0;
}

int32_t __offload_rt_device_memory(int64_t device, uint64_t *total, uint64_t *free_bytes) {
  if (total == NULL || free_bytes == NULL)
    return OFFLOAD_RT_ERR_INVALID;
  *total = *free_bytes = 0;
  int64_t dev;
  int32_t rc = __offload_rt_resolve_device(device, &dev);
  if (rc == 0)
    rc = offload_rt_check_lost(dev);
  if (rc != 0)
    return rc;
  size_t info[2]; /* free, total (cuMemGetInfo) */
  if (offload_rt_cuda_do(dev, CUDA_MEMORY_INFO, NULL, 0, info)) {
    *free_bytes = info[0];
    *total = info[1];
  } else if (offload_rt_is_host_plugin(dev)) {
    long page = sysconf(_SC_PAGESIZE), pages = sysconf(_SC_PHYS_PAGES),
         avail = sysconf(_SC_AVPHYS_PAGES);
    if (page > 0 && pages > 0 && avail >= 0) {
      *total = (uint64_t)page * (uint64_t)pages;
      *free_bytes = (uint64_t)page * (uint64_t)avail;
    }
  }
  return 0;
}

int32_t __offload_rt_pinned_alloc(int64_t device, uint64_t bytes, void **out) {
  int64_t dev;
  int32_t rc = check_alloc(device, bytes, out, &dev);
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
  if (ptr != NULL && __offload_rt_resolve_device(device, &dev) == 0 && !offload_rt_is_lost(dev))
    llvm_omp_target_free_host(ptr, (int)dev);
}

int32_t __offload_rt_device_name(int64_t device, char *out, size_t cap) {
  int64_t dev;
  if (out == NULL && cap > 0)
    return OFFLOAD_RT_ERR_INVALID;
  int32_t rc = __offload_rt_resolve_device(device, &dev);
  if (rc != 0)
    return rc;
  char name[256] = "";
  if (!offload_rt_cuda_device_name(dev, name, (int)sizeof name)) {
    const char *uid = omp_get_uid_from_device((int)dev);
    if (offload_rt_is_host_plugin(dev))
      snprintf(name, sizeof name, "the CPU (libomptarget's host plugin)");
    else
      snprintf(name, sizeof name, "offload device %s", uid ? uid : "(no id)");
  }
  if (cap > 0)
    snprintf(out, cap, "%s", name);
  return 0;
}
