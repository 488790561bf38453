//===- offload/rust/Plan.h - The device command's plan ----------*- C++ -*-===//
//
// What the device command (`cargo-offload __device-images`) needs, written
// by the host side as JSON (planText) and read back (readPlan).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_PLAN_H
#define OFFLOAD_RUST_PLAN_H

#include "offload/rust/Cargo.h"
#include "offload/rust/DeviceTarget.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace offload::rust::cargo {

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

} // namespace offload::rust::cargo

#endif
