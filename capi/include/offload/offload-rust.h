/*===- offload/offload-rust.h - The C API's Rust conventions ------*- C -*-===*
 *
 * rustc's conventions for offload_module_set_conventions, from the library
 * OffloadCRust (the C API with the Rust frontend linked).
 *
 *===----------------------------------------------------------------------===*/
#ifndef OFFLOAD_OFFLOAD_RUST_H
#define OFFLOAD_OFFLOAD_RUST_H

#include "offload/offload.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How rustc's debug info is read: slices (`&[T]`, `&str`), which pointers a
 * kernel may write through (`&mut`, interior mutability), MaybeUninit,
 * Rust type names. Valid for the life of the program. */
const offload_conventions *offload_conventions_rust(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif
