//===- offload/rust/Roots.h - Device roots of kernel instances -*- C++ -*-=//
//
// Device roots: for every kernel instance, the Rust function that rebuilds
// its arguments from the 8-byte slots and calls the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_ROOTS_H
#define OFFLOAD_RUST_ROOTS_H

#include "offload/manifest/Manifest.h"
#include "offload/rust/PublicPaths.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace offload::rust {

/// What the device roots may name.
struct RootsOptions {
  /// The kernels crate, as the manifest's paths spell it (`kernels`).
  std::string KernelsCrate;
  /// The other crates the device code can use: `core` and `offload` always,
  /// plus the kernels crate's device dependencies.
  std::vector<std::string> DeviceCrates;
  /// Public names of the types of those crates (rustdoc's view), used to
  /// spell a type whose definition path is private (`core::num::nonzero::
  /// NonZero<u32>` -> `core::num::NonZero<u32>`) or unstable
  /// (`core::sync::atomic::Atomic<u32>` -> `core::sync::atomic::AtomicU32`).
  std::vector<PublicPaths> Names;
  /// Every instance must be a kernel of KernelsCrate: one that is not (a
  /// closure, a method, a function pointer, another crate's function) is an
  /// error at its launch, instead of being left out.
  bool AllInCrate = false;
};

/// The Rust source of the device roots crate for every instance of M whose
/// kernel lives in Options.KernelsCrate; instances of other crates are left
/// out and their display names appended to Skipped (or refused, with
/// Options.AllInCrate). Paths are absolute and public (the kernel's too: a
/// kernel re-exported from a private module is called by its re-export),
/// keywords as identifiers are spelled raw (`r#match`), the Fn traits with
/// their sugar (`Fn(u8) -> u8`). Deterministic: the same
/// manifest and options give the same bytes.
/// Errors: a table of Options.Names that checkPublicPaths refuses; then
/// every one found: at the instance's place in the manifest, a
/// generic argument that does not tokenize, an argument without a layout;
/// at its first launch site (the program's fault), with AllInCrate a kernel
/// that is not a function of the kernels crate, a generic argument Rust
/// cannot name (a closure type: RustSpelling.h checkPastable) or one in a
/// crate the device code cannot use (a type of the host crate, of std or
/// alloc: it must live in the kernels crate or a crate it depends on).
///
/// Why: for every kernel instance the host launches, the device code needs
/// a function that takes the kernel's 8-byte
/// argument slots (offload/lower/KernelABI.h), rebuilds each Rust argument
/// from them and calls the kernel:
///
///   #[unsafe(no_mangle)]
///   pub unsafe extern "C" fn __offload_unpack_kernels__fill__u16(s: *const u64) {
///       unsafe { ::kernels::fill::<u16>(u::reference(s, 0), u::slice_mut(s, 1)) }
///   }
///
/// The argument types are inferred from the kernel's parameters, so rustc
/// alone decides how each one is passed (scalars, structs and arrays by
/// value, 128-bit integers, zero-sized types). These functions are the
/// device roots: rustc emits code for a kernel only where it is used (a
/// generic kernel at the types the host launches it with, a small kernel
/// that would otherwise only be inlined into other crates), and `no_mangle`
/// keeps each one in the bitcode whatever the optimization level. They
/// live in a crate of their own, compiled for each device target against
/// the kernels crate and the support crate (`offload`).
llvm::Expected<std::string> kernelRootsSource(const manifest::Manifest &M,
                                              const RootsOptions &Options,
                                              llvm::StringRef ManifestName,
                                              std::vector<std::string> &Skipped);

/// Checks that a table of public names only maps paths to paths of the same
/// crate and types to type spellings of one crate (its text is pasted into
/// Rust source). Errors: name the first entry at fault.
llvm::Error checkPublicPaths(const PublicPaths &P);

/// The spelling of a type or constant for Rust source outside its crate:
/// every path made absolute (`::core::...`), each rewritten to a public
/// path by Names where the definition path is private or unstable.
/// Errors: as checkPastable; a path that starts with a crate not in
/// Crates, naming it.
llvm::Expected<std::string>
publicSpelling(llvm::StringRef Spelling, llvm::ArrayRef<std::string> Crates,
               llvm::ArrayRef<PublicPaths> Names);

} // namespace offload::rust

#endif
