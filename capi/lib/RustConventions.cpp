//===- RustConventions.cpp - The Rust frontend's conventions, in C --------===//
//
// offload/offload-rust.h: rustc's conventions as an offload_conventions
// handle (library OffloadCRust, which links the Rust frontend).
//
//===----------------------------------------------------------------------===//
#include "offload/offload-rust.h"
#include "CAPIConventions.h"
#include "offload/rust/Conventions.h"

const offload_conventions *offload_conventions_rust(void) {
  static const offload_conventions Rust{&offload::rust::rustConventions()};
  return &Rust;
}
