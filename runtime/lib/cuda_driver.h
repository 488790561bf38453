/*===- cuda_driver.h - The CUDA driver entry points the runtime uses -*- C -*-===*
 *
 * Private to runtime/lib: the driver functions cuda.c looks up in the
 * libcuda that the CUDA plugin loaded, for cuda.c and streams.c.
 * Constants and signatures from cuda.h (CUDA 13).
 *
 *===----------------------------------------------------------------------===*/
#ifndef OFFLOAD_RUNTIME_CUDA_DRIVER_H
#define OFFLOAD_RUNTIME_CUDA_DRIVER_H

#include <stddef.h>
#include <stdint.h>

#pragma GCC visibility push(hidden)

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
  /* The context's scheduling (may be NULL: cuCtxSetFlags is CUDA 12.1's). */
  cu_result (*ctx_get_flags)(unsigned *flags);
  cu_result (*ctx_set_flags)(unsigned flags);
  /* Queues (streams.c; may be NULL, then queues run their work at once). */
  cu_result (*module_load_data)(void **module, const void *image);
  cu_result (*module_get_function)(void **function, void *module, const char *name);
  cu_result (*module_get_global)(uint64_t *ptr, size_t *bytes, void *module, const char *name);
  cu_result (*func_set_attribute)(void *function, int attribute, int value);
  cu_result (*launch_kernel)(void *function, unsigned gx, unsigned gy, unsigned gz,
                             unsigned bx, unsigned by, unsigned bz, unsigned shared,
                             void *stream, void **params, void **extra);
  cu_result (*stream_create)(void **stream, unsigned flags);
  cu_result (*stream_destroy)(void *stream);
  cu_result (*stream_synchronize)(void *stream);
  cu_result (*stream_wait_event)(void *stream, void *event, unsigned flags);
  cu_result (*event_create)(void **event, unsigned flags);
  cu_result (*event_record)(void *event, void *stream);
  cu_result (*event_synchronize)(void *event);
  cu_result (*event_elapsed)(float *ms, void *start, void *end);
  cu_result (*event_destroy)(void *event);
  cu_result (*memcpy_htod_async)(uint64_t dst, const void *src, size_t bytes, void *stream);
  cu_result (*memcpy_dtoh_async)(void *dst, uint64_t src, size_t bytes, void *stream);
  cu_result (*memcpy_dtoh)(void *dst, uint64_t src, size_t bytes);
  cu_result (*ctx_get_current)(cu_context *ctx);
  cu_result (*ctx_set_current)(cu_context ctx);
} cuda_driver;
#define CU_STREAM_NON_BLOCKING 0x1
#define CU_EVENT_DISABLE_TIMING 0x2
#define CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES 8
/* Launch parameters as one buffer (cuda.h CU_LAUNCH_PARAM_*). */
#define CU_LAUNCH_PARAM_END ((void *)0x00)
#define CU_LAUNCH_PARAM_BUFFER_POINTER ((void *)0x01)
#define CU_LAUNCH_PARAM_BUFFER_SIZE ((void *)0x02)

/* The driver when libcuda is loaded (by the CUDA plugin), else NULL. */
const cuda_driver *offload_rt_cuda_driver(void);

/* The CUDA device of offload device dev in *cu_device: 1 when dev is a
 * CUDA device. */
int offload_rt_cuda_device(int64_t dev, int *cu_device);

#pragma GCC visibility pop

#endif /* OFFLOAD_RUNTIME_CUDA_DRIVER_H */

#define CU_LIMIT_STACK_SIZE 0
#define CU_CTX_SCHED_MASK 0x07
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR 75
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR 76

