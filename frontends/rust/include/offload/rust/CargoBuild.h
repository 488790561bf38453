//===- offload/rust/CargoBuild.h - cargo offload's passes --------*- C++ -*-===//
//
// The three passes of docs/design.md over a Cargo workspace, with Cargo
// doing the building (the `cargo offload` tool parses options and calls
// these):
//
//  * the host build: Cargo's own command for x86_64-unknown-linux-gnu with
//    hostFlags(): every crate compiled to LLVM bitcode, offload-link as the
//    linker, and a device command (`cargo-offload __device-images PLAN`)
//    that offload-link runs for a program's images;
//  * the device command (buildDeviceImages): from the manifest offload-link
//    extracted, the kernel crates' device roots (a Cargo workspace in the
//    target folder), compiled by Cargo for every device target against a
//    cached sysroot of `core` (ensureSysroot), lowered by `offload-lower
//    device` and kept under a hash of every input;
//  * the plan: what the device command needs, written by the host side as
//    JSON (planText) and read back (readPlan).
//
// Status lines go to statusStream() as Cargo prints its own: the terminal
// `cargo offload` runs in (OFFLOAD_STATUS_FD, inherited through Cargo,
// rustc and offload-link, which capture the linker's own output), else
// stderr. OFFLOAD_VERBOSE=1 prints every command.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_CARGOBUILD_H
#define OFFLOAD_RUST_CARGOBUILD_H

#include "offload/rust/Cargo.h"
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

/// The host's target triple (the only host the toolkit builds for).
inline constexpr const char *HostTriple = "x86_64-unknown-linux-gnu";
/// NVIDIA GPUs' target triple.
inline constexpr const char *NvptxTriple = "nvptx64-nvidia-cuda";
/// AMD GPUs' target triple (HSA, as libomptarget's AMDGPU plugin runs them).
inline constexpr const char *AmdgcnTriple = "amdgcn-amd-amdhsa";

/// A device image to build: `host` (x86-64, the HOST plugin), an NVIDIA
/// arch (`sm_90`) or an AMD one (`gfx90a`).
struct DeviceTarget {
  std::string Name;   ///< as --targets names it: `host`, `sm_90`
  std::string Triple; ///< HostTriple, NvptxTriple or AmdgcnTriple
  std::string Cpu;    ///< `x86-64`, `sm_90`
  /// Whether the user named it (--targets): an image of a default target
  /// that cannot be built is left out of the program with a warning; one
  /// the user named is an error.
  bool Named = true;
};

/// What the device command needs, written by the host side.
struct Plan {
  std::string Cargo, Rustc, Rustdoc; ///< the programs (Debian's by default)
  std::string ToolsDir;   ///< offload-lower, offload-manifest, offload-link
  std::string SupportDir; ///< the support crate (frontends/rust/offload)
  std::string SysrootDir; ///< the sysroot project (frontends/rust/sysroot)
  std::string Cache;      ///< <sysroot cache>/rustc-<version>
  std::string RustSrc;    ///< the standard library's source
  std::string WorkspaceRoot, OffloadDir; ///< OffloadDir: <target dir>/offload
  std::vector<DeviceTarget> Targets;     ///< sorted by name
  /// The user's --remap-path-prefix flags (RUSTFLAGS): device code gets
  /// them too, so that its paths read as the host's do.
  std::vector<std::string> RemapFlags;
  CargoWorkspace Workspace;
  /// Which builds of the tools and of the launch runtime these are
  /// (toolsStamp): a rebuilt or updated toolkit makes a new plan, so Cargo
  /// relinks, and new images.
  std::string ToolsStamp;
  bool Offline = false; ///< the user's --offline (not in the plan's text)

  /// The `--config` value that points Cargo's `offload` at SupportDir.
  std::string patchConfig() const;
};

/// A stamp of the tool files Tools (their names, sizes and modification
/// times; a missing one is left out), 16 hex digits.
std::string toolsStamp(llvm::ArrayRef<std::string> Tools);

/// The plan as JSON text (deterministic: the host side names the file by
/// its hash, so that a new plan changes the host's flags).
std::string planText(const Plan &P);

/// Reads planText's output. Errors: unreadable, or not a plan of this
/// version (located at Path).
llvm::Expected<Plan> readPlan(llvm::StringRef Path);

/// The device tools found on this machine: what decides the default
/// targets.
struct InstalledTools {
  bool Ptxas = false; ///< ptxas (NVIDIA images)
  bool Lld = false;   ///< ld.lld (AMD images; x86-64 ones too)
};

/// Whether ptxas is found as offload-lower finds it ($CUDA_PATH/bin, else
/// /usr/local/cuda/bin, else PATH).
bool havePtxas();

/// ptxas (havePtxas) and ld.lld (LLVM 22's tools directory, else PATH).
InstalledTools installedTools();

/// The default --targets: host, and one arch of each GPU family whose
/// tools are installed: gfx90a (AMD MI200) with ld.lld, sm_90 (NVIDIA
/// H100/H200) with ptxas. Every further arch costs a `core` build once and
/// a device build at every kernel change, so more are asked for by name.
std::string defaultTargets(const InstalledTools &Tools);

/// The device targets of a --targets list (comma-separated; `host`,
/// `sm_NN` or `sm_NNa` with NN >= 75, `gfxNNN` (hex digits: gfx90a,
/// gfx1100)), duplicates dropped, sorted by name. An empty List means
/// defaultTargets(Tools) (a note says which GPU family is left out and
/// why), none of them Named. Errors: an unknown name, an NVIDIA arch below sm_75, no target at
/// all.
llvm::Expected<std::vector<DeviceTarget>> deviceTargets(llvm::StringRef List,
                                                        const InstalledTools &Tools);

/// Checks that every GPU target is an arch LLVM's NVPTX or AMDGPU backend
/// knows (`offload-lower archs`, from ToolsDir). Errors: the first that is
/// not.
llvm::Error checkArchs(llvm::ArrayRef<DeviceTarget> Targets, llvm::StringRef ToolsDir);

/// Builds, once per rustc version, target and CPU, the sysroot of `core`
/// and `compiler_builtins` for T with their bitcode (Cargo's -Zbuild-std
/// on P.SysrootDir, in P.Cache; a lock makes concurrent builds take
/// turns), and adds `libm` from the standard library's source (the
/// support crate's device math). The project's own Cargo configuration
/// does not apply. Errors: the build fails (Cargo's or rustc's messages),
/// its outputs are missing.
llvm::Error ensureSysroot(const Plan &P, const DeviceTarget &T);

/// The device command: reads the plan at PlanPath and the manifest at
/// ManifestPath, builds every target's image (see the file comment) and
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

//===----------------------------------------------------------------------===//
// Running programs and saying so
//===----------------------------------------------------------------------===//

/// Where status lines go (see the file comment).
llvm::raw_fd_ostream &statusStream();

/// Whether OFFLOAD_VERBOSE=1 (print every command).
bool verbose();

/// A status line as Cargo prints one: Verb right-aligned in 12 columns,
/// bold green on a terminal, then Message.
void status(llvm::StringRef Verb, const llvm::Twine &Message);

} // namespace offload::rust::cargo

#endif
