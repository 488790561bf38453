//===- offload/rust/CargoBuild.h - cargo offload's passes -------*- C++ -*-===//
//
// The passes of `cargo offload` over a Cargo workspace (docs/design.md
// "Cargo"; the tool parses options and calls them): the device command and
// the device sysroots. It includes the headers of the rest: the plan, the
// device targets, the host's flags and the status lines.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_CARGOBUILD_H
#define OFFLOAD_RUST_CARGOBUILD_H

#include "offload/rust/Cargo.h"
#include "offload/rust/CargoFlags.h"
#include "offload/rust/CargoStatus.h"
#include "offload/rust/DeviceTarget.h"
#include "offload/rust/Plan.h"
#include "offload/support/Files.h"
#include "offload/support/Programs.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <string>
#include <vector>

namespace offload::rust::cargo {

/// Builds, once per rustc version, target and CPU, the sysroot of `core`
/// and `compiler_builtins` for T with their bitcode (Cargo's -Zbuild-std
/// on P.SysrootDir, in P.Cache; a lock makes concurrent builds take
/// turns), and adds `libm` from the standard library's source (the
/// support crate's device math). The project's own Cargo configuration
/// does not apply. Errors: the build fails (Cargo's or rustc's messages),
/// its outputs are missing.
llvm::Error ensureSysroot(const Plan &P, const DeviceTarget &T);

/// The device command: reads the plan at PlanPath and the manifest at
/// ManifestPath, builds every target's image (docs/design.md "Cargo") and
/// writes them as one package to PackagePath, whole or not at all. Under a
/// lock in P.OffloadDir. With OFFLOAD_KEEP_DIR set, copies the
/// intermediates there (offload-rustc's --work layout). The image of a
/// target that is not Named and that offload-lower cannot build is left
/// out: its diagnostics are printed as warnings and the package records it
/// (Images.h). Errors: a kernel not in a kernel crate (at its launch), the
/// roots' errors, a device build failing (rustc's messages; a crate that
/// needs `std` is named at its dependency), offload-lower failing for a
/// Named target (its diagnostics), every image left out.
llvm::Error buildDeviceImages(llvm::StringRef PlanPath, llvm::StringRef ManifestPath,
                              llvm::StringRef PackagePath);

} // namespace offload::rust::cargo

#endif
