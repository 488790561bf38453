//===- CargoInternal.h - What cargo offload's files share -------*- C++ -*-===//
//
// The steps of the device command (buildDeviceImages) that more than one
// of OffloadRust's files call. Private to OffloadRust.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_LIB_CARGOINTERNAL_H
#define OFFLOAD_RUST_LIB_CARGOINTERNAL_H

#include "offload/manifest/Manifest.h"
#include "offload/rust/Cargo.h"
#include "offload/rust/DeviceTarget.h"
#include "offload/rust/Plan.h"
#include "offload/rust/PublicPaths.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace offload::rust::cargo {

/// The name warnings and notes carry.
inline constexpr const char *Tool = "cargo-offload";

/// How rustc compiles crates for device T: for its CPU, and to bitcode
/// (which the device pass reads) as well as the rlib later crates link.
/// amdgcn rlibs hold bitcode too (-Clinker-plugin-lto), as nvptx64 ones do
/// by the target's definition: rustc's AMDGPU code generation would stop
/// at operations that need a library call (128-bit division), which the
/// device pass resolves from compiler_builtins' bitcode instead.
std::vector<std::string> deviceCodegenFlags(const DeviceTarget &T);

/// The cache folder of T's sysroot (Plan::Cache/<triple>-<cpu>).
std::string sysrootCache(const Plan &P, const DeviceTarget &T);

/// The environment of a nested Cargo: its own jobs (not the outer build's
/// jobserver, whose tokens the linking rustc holds), Flags as its rustc
/// flags.
std::vector<std::string> nestedCargoEnv(const Plan &P, llvm::ArrayRef<std::string> Flags,
                                        std::map<std::string, std::string> More = {});

/// The table of core's public type names (rustdoc's JSON of core, through
/// `offload-manifest public-paths`), once per rustc version.
llvm::Expected<std::string> corePublicPaths(const Plan &P);

/// The public names of a kernel crate's types (rustdoc's JSON through
/// `offload-manifest public-paths`), kept by a hash of its sources.
llvm::Expected<std::string> kernelPublicPaths(const Plan &P, const rust::KernelCrate &K);

/// The public-paths table at Path (readPublicPaths).
llvm::Expected<rust::PublicPaths> loadPublicPaths(llvm::StringRef Path);

/// A roots crate and the kernel crate it calls.
struct RootsCrate {
  std::string Name, KernelsLib;
};

/// Writes the roots workspace of Man in Dir: one package per kernel crate
/// with instances (`<lib>_roots_<Tag>`, depending on the kernel crate and
/// the support crate; Tag tells the roots of different programs apart,
/// whose artifacts share one target folder).
llvm::Expected<std::vector<RootsCrate>> writeRoots(const Plan &P, const manifest::Manifest &Man,
                                                  llvm::StringRef Dir, llvm::StringRef Tag);

/// The LLVM bitcode of one device build: the roots and kernel crates (linked
/// whole), and the rest (linked as needed).
struct DeviceBitcode {
  std::vector<std::string> Primary, Libraries;
  std::map<std::string, std::string> ByCrate; ///< crate name -> its bitcode
};

/// When the failed device build R (Cargo's JSON messages in CargoJson)
/// failed because a crate needs `std` or `alloc` (rustc's E0463, "can't
/// find crate for `std`": the device sysroot has `core` alone), an error
/// that says which crate, through which dependency of which kernel crate
/// (located at that dependency's line of the kernel crate's Cargo.toml),
/// and how to keep it out of the device build. The chain comes from `cargo
/// metadata` of the roots workspace for T, with the device's flags (so
/// that `cfg(offload_device)` dependencies are left out as in the build).
std::optional<llvm::Error> needsStdError(const Plan &P, const DeviceTarget &T,
                                         llvm::StringRef RootsDir,
                                         llvm::ArrayRef<std::string> Flags,
                                         llvm::StringRef CargoJson);

/// Compiles the roots workspace in RootsDir for T with Cargo and returns
/// its bitcode files, from Cargo's artifact messages.
llvm::Expected<DeviceBitcode> compileForDevice(const Plan &P, const DeviceTarget &T,
                                               llvm::StringRef RootsDir,
                                               llvm::ArrayRef<RootsCrate> Roots);

} // namespace offload::rust::cargo

#endif
