//===- offload/rust/DeviceTarget.h - Device targets -------------*- C++ -*-===//
//
// The device images `cargo offload` builds: the --targets list, the
// default one from the device tools installed, and the check that LLVM
// knows each GPU arch.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_DEVICETARGET_H
#define OFFLOAD_RUST_DEVICETARGET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

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

} // namespace offload::rust::cargo

#endif
