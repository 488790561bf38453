//===- offload/rust/Cargo.h - Cargo workspaces and kernel crates -*- C++ -*-===//
//
// What `cargo offload` needs to know about a Cargo workspace, read from
// `cargo metadata --format-version 1` (cargo's documented JSON, "cargo
// metadata" in the Cargo Book): where it is, where it builds, and which of
// the packages in its dependency graph are kernel crates. A kernel crate is
// a package whose Cargo.toml says
//
//   [package.metadata.offload]
//   kernels = true
//
// Its library target holds the kernels (`pub fn`, `#![no_std]`); it is
// compiled for every device target as well as for the host.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_CARGO_H
#define OFFLOAD_RUST_CARGO_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace offload::rust {

/// A package marked as a kernel crate.
struct KernelCrate {
  std::string Package;      ///< the package's name (`saxpy`)
  std::string Id;           ///< its package id in the metadata
  std::string Lib;          ///< its library target's crate name (`saxpy_kernels`)
  std::string ManifestPath; ///< its Cargo.toml, absolute
  std::string Dir;          ///< the folder of its Cargo.toml
  /// The features Cargo's resolver turned on for it (`resolve.nodes`, with
  /// the features asked for when the metadata was read; `default` among
  /// them when default features are on); none when the output has no
  /// resolve (`--no-deps`).
  std::vector<std::string> Features;
};

/// The workspace as `cargo metadata` describes it.
struct CargoWorkspace {
  std::string Root;      ///< workspace_root
  std::string TargetDir; ///< target_directory
  /// Every kernel crate of the resolved dependency graph (workspace members
  /// and dependencies), sorted by package name.
  std::vector<KernelCrate> KernelCrates;
};

/// Reads `cargo metadata --format-version 1` output. Errors (naming what
/// is wrong, with Name as the file or the package's Cargo.toml): not JSON,
/// not format version 1, a field missing or of the wrong type, a kernel
/// crate without a library target, `kernels` not a boolean, another key in
/// `[package.metadata.offload]`, two kernel crates whose libraries have one
/// name.
llvm::Expected<CargoWorkspace> parseCargoMetadata(llvm::StringRef Json,
                                                  llvm::StringRef Name);

/// The kernel crate whose library the kernel path `Kernel` (`kern::scale`,
/// as a manifest names it) lives in, or null.
const KernelCrate *kernelCrateOf(const CargoWorkspace &W, llvm::StringRef Kernel);

} // namespace offload::rust

#endif
