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
 * Version 2 (OFFLOAD_C_API_VERSION) covers what a frontend needs to offload
 * its kernels (docs/embedding.md walks through a C frontend that uses it):
 * modules (LLVM bitcode or IR), argument layouts from a module's debug info,
 * manifests (read, which validates them as `offload-manifest validate` does;
 * build; query; write), the device pass (a module to an image package), the
 * host pass (a module's launches to an object file) and image packages
 * (list their images). Version 3 adds dynamic shared memory to the launch
 * marker (offload_launch_marker.shared_bytes_offset); version 1 had
 * manifests and packages only. Functions of earlier versions are
 * unchanged.
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
#define OFFLOAD_C_API_VERSION 3
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

/* ---- Modules ------------------------------------------------------------ */

/* An LLVM module (bitcode or textual IR) with its own LLVM context. */
typedef struct offload_module offload_module;

/* Reads the module at path ("-" = stdin). Errors: OFFLOAD_ERROR_IO
 * (unreadable), OFFLOAD_ERROR_INPUT (not bitcode or IR: the message gives
 * file:line:col), OFFLOAD_ERROR_ARGUMENT. */
offload_status offload_module_read(const char *path, offload_module **out,
                                   offload_error **error);
void offload_module_free(offload_module *module);

/* How a frontend's debug info is read (offload/layout/Conventions.h): type
 * names, slices, which pointers a kernel may write through. C's: a pointer
 * may be written through unless it points at const data; a structure whose
 * only members are a pointer `data` and an 8-byte integer `length` is a
 * slice. A frontend's library gives its own (rustc's:
 * offload/offload-rust.h). Handles live as long as the program. */
typedef struct offload_conventions offload_conventions;

/* C's conventions, every module's until another is set. */
const offload_conventions *offload_conventions_c(void);

/* The module's layouts, manifests and device pass follow conventions from
 * now on (NULL: C's). A NULL module is ignored. */
void offload_module_set_conventions(offload_module *module,
                                    const offload_conventions *conventions);

/* ---- Argument layouts (from debug info) --------------------------------- */

/* A list of argument layouts: a function's parameters or a structure's
 * members, in order, following the module's conventions. */
typedef struct offload_layouts offload_layouts;

/* How an argument travels (offload/layout/Layout.h, ArgKind). */
typedef enum offload_arg_kind {
  OFFLOAD_ARG_VALUE = 0,     /* its bytes, in ceil(size / 8) 8-byte slots */
  OFFLOAD_ARG_REFERENCE = 1, /* a pointer to one pointee, which is mapped */
  OFFLOAD_ARG_SLICE = 2      /* pointer and length: length * pointee size
                                bytes are mapped */
} offload_arg_kind;

/* The layouts of the parameters of the function named name in the module
 * (its symbol, or the name its debug info gives it), from its
 * DISubprogram. Errors: OFFLOAD_ERROR_INPUT (no such function, no debug
 * info, a parameter type the kernels cannot receive: the message names
 * it), OFFLOAD_ERROR_ARGUMENT. */
offload_status offload_layouts_of_function(const offload_module *module,
                                           const char *name,
                                           offload_layouts **out,
                                           offload_error **error);

/* The layouts of the members of the structure type named name (`pair` or
 * `struct pair`, or a typedef of it) in the module's debug info, each with
 * its offset: the argument block a launch passes. Errors as
 * offload_layouts_of_function. */
offload_status offload_layouts_of_type(const offload_module *module,
                                       const char *name, offload_layouts **out,
                                       offload_error **error);
void offload_layouts_free(offload_layouts *layouts);

/* The number of layouts; for layout i: its type as the frontend names it,
 * kind, size and alignment in bytes, offset in bytes (structure members;
 * 0 for parameters), pointee (element) size in bytes (0 for values), map
 * type (OpenMP map-type bits, without TARGET_PARAM) and number of 8-byte
 * kernel slots. NULL / 0 / -1 when i is out of range. */
size_t offload_layouts_count(const offload_layouts *layouts);
const char *offload_layout_type(const offload_layouts *layouts, size_t i);
int offload_layout_kind(const offload_layouts *layouts, size_t i);
uint64_t offload_layout_size(const offload_layouts *layouts, size_t i);
uint64_t offload_layout_align(const offload_layouts *layouts, size_t i);
uint64_t offload_layout_offset(const offload_layouts *layouts, size_t i);
uint64_t offload_layout_pointee_size(const offload_layouts *layouts, size_t i);
int64_t offload_layout_map_type(const offload_layouts *layouts, size_t i);
unsigned offload_layout_slot_count(const offload_layouts *layouts, size_t i);

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

/* An empty manifest (the newest format version); producer names the
 * program that builds it (may be NULL). */
offload_status offload_manifest_create(const char *producer,
                                       offload_manifest **out,
                                       offload_error **error);

/* Adds a kernel instance: kernel is the kernel's name as the device
 * module's debug info gives it (`scale_add`); device_symbol its entry
 * point in every image (NULL: derived from kernel, which must then not be
 * a symbol of the device module itself); host_symbol the host function
 * that calls the launch marker; args the argument layouts with their
 * offsets in the argument block (offload_layouts_of_type). The instance is
 * checked as a manifest file's would be. Errors: OFFLOAD_ERROR_INPUT (a
 * device symbol that is not an identifier or is taken, an invalid
 * instance), OFFLOAD_ERROR_ARGUMENT (a NULL argument). */
offload_status offload_manifest_add_instance(offload_manifest *manifest,
                                             const char *kernel,
                                             const char *device_symbol,
                                             const char *host_symbol,
                                             const offload_layouts *args,
                                             offload_error **error);

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

/* Images in the package (not the records of images left out when the
 * program was built, which hold none); for image i its target triple, arch,
 * and size in bytes (NULL / 0 out of range). */
size_t offload_package_image_count(const offload_package *package);
const char *offload_package_image_triple(const offload_package *package, size_t i);
const char *offload_package_image_arch(const offload_package *package, size_t i);
uint64_t offload_package_image_size(const offload_package *package, size_t i);

/* ---- The passes --------------------------------------------------------- */

/* The device pass: lowers the module (the kernels, and for every instance
 * of the manifest its unpack function `__offload_unpack_<device symbol>(
 * const uint64_t *slots)`, which reads the arguments from their 8-byte
 * slots and calls the kernel) for its target triple (x86_64: the CPU
 * device's image, nvptx64: a cubin through ptxas) and arch (`x86-64`,
 * `sm_90`) at opt_level (0-3), and writes the image package to
 * package_path, whole or not at all. The module is changed: free it after.
 * Errors: OFFLOAD_ERROR_INPUT (the message names each instance at fault,
 * or the tool that failed), OFFLOAD_ERROR_IO, OFFLOAD_ERROR_ARGUMENT. */
offload_status offload_device_pass(offload_module *module,
                                   const offload_manifest *manifest,
                                   const char *arch, unsigned opt_level,
                                   const char *package_path,
                                   offload_error **error);

/* How the host code launches: a call of the function `name`
 *   int32_t name(const char *kernel, size_t kernel_len, const void *cfg,
 *                const void *args, const char *file, size_t file_len,
 *                uint32_t line, uint32_t column, int64_t device,
 *                uint64_t device_args)
 * declared and never defined; cfg points at three uint32_t grid sizes at
 * grid_offset, three uint32_t block sizes at block_offset and, unless
 * shared_bytes_offset is OFFLOAD_NO_SHARED_BYTES, a uint32_t there: the
 * bytes of dynamic shared memory each block gets (offsets in bytes); args
 * at the argument block; device is the device number (-1: the default);
 * bit k of device_args says that argument k is already device memory. Its
 * result is the launch's status (0: done). (offload/lower/HostLowering.h)
 * The toolkit's own marker (offload/abi/Launch.def), which the Rust
 * support crate calls, is `__offload_launch` with grid_offset 0,
 * block_offset 12 and shared_bytes_offset 24 (offload_rt_launch_config,
 * offload/abi/ABI.h). Launches through this API get the stack per
 * thread their kernel needs (a GPU kernel whose stack the build cannot
 * bound gets 16 KiB: offload/runtime/launch.h). */
typedef struct offload_launch_marker {
  const char *name;
  uint64_t grid_offset;
  uint64_t block_offset;
  uint64_t shared_bytes_offset; /* OFFLOAD_NO_SHARED_BYTES: none */
} offload_launch_marker;

/* offload_launch_marker.shared_bytes_offset of a marker whose cfg has no
 * dynamic shared memory size: its launches get none. */
#define OFFLOAD_NO_SHARED_BYTES UINT64_MAX

/* The host pass: rewrites every marker call in the host functions the
 * manifest names into a launch through the toolkit's runtime, registers
 * the images of the package_count packages at package_paths, compiles the
 * module at opt_level (0-3) and writes the object file to object_path,
 * whole or not at all (marker NULL: the toolkit's own). Link it with the runtime library (libOffloadRuntime)
 * and libomptarget. The module is changed: free it after. Errors:
 * OFFLOAD_ERROR_INPUT (a marker call the manifest does not list, an
 * argument without layout or offset, an image without a kernel),
 * OFFLOAD_ERROR_IO, OFFLOAD_ERROR_ARGUMENT. */
offload_status offload_host_pass(offload_module *module,
                                 const offload_manifest *manifest,
                                 const char *const *package_paths,
                                 size_t package_count,
                                 const offload_launch_marker *marker,
                                 unsigned opt_level, const char *object_path,
                                 offload_error **error);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* OFFLOAD_OFFLOAD_H */
