/*===- offload/offload.h - The toolkit's C API ----------------------------===*
 *
 * A C interface to the toolkit's libraries, for frontends, build systems and
 * JITs that are not written in C++: no C++ types or exceptions cross it.
 * Objects are opaque handles, freed by their own *_free function; strings
 * returned by the API belong to the handle they come from and live as long
 * as it does. Every fallible function returns an offload_status and, when
 * `error` is not NULL and the call fails, stores an offload_error whose
 * message reads like the tools' (`file:line:col: error text`); free it with
 * offload_error_free. Thread-safe as long as a handle is used by one thread
 * at a time.
 *
 * This version (OFFLOAD_C_API_VERSION 1) covers manifests (read, which
 * validates them as `offload-manifest validate` does; query; write) and
 * image packages (list their images). The layout queries and the two passes
 * are still C++ only (offload/layout, offload/lower).
 *
 *===----------------------------------------------------------------------===*/
#ifndef OFFLOAD_OFFLOAD_H
#define OFFLOAD_OFFLOAD_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The API version this header describes; offload_c_api_version() says
 * which one the library implements. A program should check that they are
 * equal. */
#define OFFLOAD_C_API_VERSION 1
unsigned offload_c_api_version(void);

/* What a call did. */
typedef enum offload_status {
  OFFLOAD_OK = 0,
  OFFLOAD_ERROR_INPUT = 1,   /* bad input: a malformed or invalid file */
  OFFLOAD_ERROR_IO = 2,      /* a file could not be read or written */
  OFFLOAD_ERROR_ARGUMENT = 3 /* a NULL handle or path, an index out of range */
} offload_status;

/* An error: its message, without a trailing newline. */
typedef struct offload_error offload_error;
const char *offload_error_message(const offload_error *error);
void offload_error_free(offload_error *error);

/* ---- Manifests (docs/manifest-format.md) ------------------------------- */

typedef struct offload_manifest offload_manifest;

/* Reads and validates the manifest at path ("-" = stdin) into *out.
 * Errors: OFFLOAD_ERROR_IO (unreadable), OFFLOAD_ERROR_INPUT (not a valid
 * manifest: the message gives file:line:col), OFFLOAD_ERROR_ARGUMENT. */
offload_status offload_manifest_read(const char *path, offload_manifest **out,
                                     offload_error **error);

/* As offload_manifest_read, from len bytes of text; name is used in
 * messages. */
offload_status offload_manifest_parse(const char *text, size_t len,
                                      const char *name, offload_manifest **out,
                                      offload_error **error);

/* Writes the manifest to path ("-" = stdout) as the tools write it, whole
 * or not at all. Errors: OFFLOAD_ERROR_IO, OFFLOAD_ERROR_ARGUMENT. */
offload_status offload_manifest_write(const offload_manifest *manifest,
                                      const char *path, offload_error **error);

void offload_manifest_free(offload_manifest *manifest);

/* The format version it was read as (e.g. 3 and 0). */
unsigned offload_manifest_version_major(const offload_manifest *manifest);
unsigned offload_manifest_version_minor(const offload_manifest *manifest);

/* Kernel instances, sorted; 0 for NULL. */
size_t offload_manifest_instance_count(const offload_manifest *manifest);

/* Instance i's display name (`kernels::fill::<u16>`) and device symbol
 * (its entry point in every image); NULL when i is out of range. */
const char *offload_manifest_instance_name(const offload_manifest *manifest,
                                           size_t i);
const char *offload_manifest_instance_device_symbol(const offload_manifest *manifest,
                                                    size_t i);

/* Instance i's arguments, in parameter order; 0 when i is out of range. */
size_t offload_manifest_arg_count(const offload_manifest *manifest, size_t i);

/* Argument a of instance i: its type as the frontend spells it, and its
 * map type (OpenMP map-type bits: TO 0x1, FROM 0x2, LITERAL 0x100; without
 * TARGET_PARAM), or -1 when it has no layout. NULL / -1 out of range. */
const char *offload_manifest_arg_type(const offload_manifest *manifest, size_t i,
                                      size_t a);
int64_t offload_manifest_arg_map_type(const offload_manifest *manifest, size_t i,
                                      size_t a);

/* ---- Image packages (what offload-lower device writes) ------------------ */

typedef struct offload_package offload_package;

/* Reads the OffloadBinary entries of the package at path. Errors:
 * OFFLOAD_ERROR_IO, OFFLOAD_ERROR_INPUT (not a package, or corrupt),
 * OFFLOAD_ERROR_ARGUMENT. */
offload_status offload_package_read(const char *path, offload_package **out,
                                    offload_error **error);
void offload_package_free(offload_package *package);

/* Images in the package; for image i its target triple, arch, and size in
 * bytes (NULL / 0 out of range). */
size_t offload_package_image_count(const offload_package *package);
const char *offload_package_image_triple(const offload_package *package, size_t i);
const char *offload_package_image_arch(const offload_package *package, size_t i);
uint64_t offload_package_image_size(const offload_package *package, size_t i);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* OFFLOAD_OFFLOAD_H */
