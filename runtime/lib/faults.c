/*===- faults.c - Panics, lost devices and the error detail ----------------===*
 *
 * The devices' fault records (panics in kernels), devices lost to a fault,
 * and what the calling thread's last failed call had to say.
 *
 *===----------------------------------------------------------------------===*/
#include "internal.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

/* ---------------------------------------------------------------------- */
/* The error detail                                                        */
/* ---------------------------------------------------------------------- */

/* What the calling thread's last failed launch had to say beyond its code
 * (__offload_rt_error_detail). */
#define DETAIL_BYTES 512
static _Thread_local char last_detail[DETAIL_BYTES];

void offload_rt_append(char *out, size_t cap, size_t *len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(*len < cap ? out + *len : NULL, *len < cap ? cap - *len : 0, fmt, ap);
  va_end(ap);
  if (n > 0)
    *len += (size_t)n;
}

void offload_rt_set_detail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(last_detail, sizeof last_detail, fmt, ap);
  va_end(ap);
}

void offload_rt_clear_detail(void) { last_detail[0] = '\0'; }

int32_t __offload_rt_error_detail(char *out, size_t cap) {
  size_t len = 0;
  if (cap > 0)
    out[0] = '\0';
  offload_rt_append(out, cap, &len, "%s", last_detail);
  return len > INT32_MAX ? INT32_MAX : (int32_t)len;
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
/* Devices whose context a fault lost: 1 once their reason is written
 * (below, "Lost devices"). */
static _Atomic int device_lost[MAX_DEVICES];
static void **fault_slot;
static offload_rt_fault *_Atomic fault_records[MAX_FAULT_DEVICES];
/* Where each device's slot is (its address on the device). */
static void *fault_slots_on_device[MAX_FAULT_DEVICES];
/* A device whose slot could not be set: its panics trap. */
static offload_rt_fault no_record;
static pthread_mutex_t fault_lock = PTHREAD_MUTEX_INITIALIZER;

void __offload_rt_register_fault_slot(void **slot) { fault_slot = slot; }

/* Writes r into device dev's fault slot, which is at on_device. 1 when done. */
static int write_fault_slot(int64_t dev, void *on_device, offload_rt_fault *r) {
  if (offload_rt_cuda_do(dev, CUDA_WRITE, on_device, sizeof r, &r))
    return 1;
  if (offload_rt_is_host_plugin(dev)) {
    /* The HOST plugin's device memory is this process's memory. */
    memcpy(on_device, &r, sizeof r);
    return 1;
  }
  return omp_target_memcpy(on_device, &r, sizeof r, 0, 0, (int)dev,
                           omp_get_initial_device()) == 0;
}

offload_rt_fault *offload_rt_fault_record(int64_t dev) {
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

void offload_rt_free_fault_records(void) {
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

int32_t offload_rt_take_fault(offload_rt_fault *r) {
  if (r == NULL || atomic_load_explicit((_Atomic uint32_t *)&r->state, memory_order_acquire) == 0)
    return 0;
  offload_rt_fault f = *r;
  memset(r, 0, sizeof *r);
  atomic_thread_fence(memory_order_seq_cst);
  int file_n = (int)(f.file_len < sizeof f.file ? f.file_len : sizeof f.file);
  int msg_n = (int)(f.message_len < sizeof f.message ? f.message_len : sizeof f.message);
  size_t len = 0;
  offload_rt_append(last_detail, sizeof last_detail, &len,
                    "thread (%u, %u, %u) of block (%u, %u, %u) panicked at %.*s%s:%u:%u",
                    f.thread_idx[0], f.thread_idx[1], f.thread_idx[2], f.block_idx[0],
                    f.block_idx[1], f.block_idx[2], file_n, f.file,
                    f.file_len > (uint32_t)file_n ? "..." : "", f.line, f.column);
  if (f.message_len > 0)
    offload_rt_append(last_detail, sizeof last_detail, &len, ": %.*s%s", msg_n, f.message,
                      f.message_len > (uint32_t)msg_n ? "..." : "");
  return OFFLOAD_RT_ERR_PANIC;
}

/* ---------------------------------------------------------------------- */
/* Lost devices                                                            */
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

int32_t offload_rt_check_lost(int64_t dev) {
  if (!offload_rt_is_lost(dev))
    return 0;
  offload_rt_set_detail("%s", lost_reason[dev]);
  return OFFLOAD_RT_ERR_DEVICE_LOST;
}

int offload_rt_is_lost(int64_t dev) {
  return dev >= 0 && dev < MAX_DEVICES &&
         atomic_load_explicit(&device_lost[dev], memory_order_acquire);
}

int32_t offload_rt_device_faulted(int64_t dev, const char *what, size_t what_len,
                                  const char *file, size_t file_len, uint32_t line,
                                  uint32_t column) {
  char report[256] = "";
  int status = 0;
  if (offload_rt_cuda_do(dev, CUDA_STATUS, NULL, 0, &status) && status != 0) {
    const char *name = offload_rt_cuda_error_name(status);
    const char *text = offload_rt_cuda_error_string(status);
    snprintf(report, sizeof report, "CUDA error %d, %s: %s", status, name ? name : "?",
             text ? text : "no description");
  } else {
    snprintf(report, sizeof report,
             "the offload runtime stopped it (its messages above say why)");
  }
  offload_rt_set_detail("%s; device %lld is lost for the rest of the program", report,
                        (long long)dev);
  if (dev >= 0 && dev < MAX_DEVICES) {
    pthread_mutex_lock(&fault_lock);
    if (!atomic_load(&device_lost[dev])) {
      size_t n = 0;
      offload_rt_append(lost_reason[dev], sizeof lost_reason[dev], &n,
                        "device %lld was lost when %.*s faulted (launched at %.*s:%u:%u): %s",
                        (long long)dev, (int)what_len, what, (int)file_len, file, line, column,
                        report);
      atomic_store_explicit(&device_lost[dev], 1, memory_order_release);
    }
    pthread_mutex_unlock(&fault_lock);
  }
  pthread_once(&exit_guard_once, register_exit_guard);
  return OFFLOAD_RT_ERR_DEVICE_FAULT;
}
