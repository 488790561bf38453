//===- offload/rust/CargoFlags.h - cargo offload's flags --------*- C++ -*-===//
//
// The rustc flags of every host crate (the host build) and the options of
// every Cargo run.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_CARGOFLAGS_H
#define OFFLOAD_RUST_CARGOFLAGS_H

#include "offload/rust/Plan.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace offload::rust::cargo {

/// The rustc flags of every host crate: the user's (userRustFlags) first,
/// then bitcode objects (-Clinker-plugin-lto), OffloadLink as the linker,
/// v0 symbols and debug info (the manifest is read from them), and link
/// arguments naming DeviceCommand with `__device-images PlanPath` and the
/// host pass's optimization level (3 for Release, else 0).
std::vector<std::string> hostFlags(llvm::StringRef OffloadLink, llvm::StringRef DeviceCommand,
                                   llvm::StringRef PlanPath, bool Release);

/// The user's rustc flags: CARGO_ENCODED_RUSTFLAGS, else RUSTFLAGS split at
/// spaces (as Cargo reads them).
std::vector<std::string> userRustFlags();

/// The --remap-path-prefix flags among Flags, each as one
/// `--remap-path-prefix=FROM=TO`.
std::vector<std::string> remapFlags(llvm::ArrayRef<std::string> Flags);

/// Cargo's options for every run: the support crate's patch, and
/// --offline when Nested (the host build fetched everything) or the user
/// asked for it.
std::vector<std::string> cargoCommon(const Plan &P, bool Nested = true);

} // namespace offload::rust::cargo

#endif
