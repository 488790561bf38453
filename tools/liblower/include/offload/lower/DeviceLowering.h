//===- offload/lower/DeviceLowering.h - The device pass ---------*- C++ -*-===//
//
// Turns device bitcode (the kernels crate compiled for a device target, with
// core and the support crate linked in) into a device image whose kernels
// follow the slot ABI of KernelABI.h:
//
//   void <device_symbol>(ptr dyn_ptr, <one 8-byte slot per KernelSlot>)
//
// For every manifest instance a kernel entry point is generated that narrows
// the slots into the Rust function's IR parameters and calls it. On GPU
// targets the entry point runs once per thread; on the x86-64 host target it
// loops over the whole grid, because the HOST plugin calls a kernel once
// (shared/reference/offload-runtime-abi.md section 4). Device builtins
// (`__offload_thread_idx_x`, ...) are resolved per target, everything but
// the entry points is internalized, then optimized and compiled.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_DEVICELOWERING_H
#define OFFLOAD_LOWER_DEVICELOWERING_H

#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace offload::lower {

/// How to build one device image.
struct DeviceOptions {
  /// Target CPU: x86-64 for the host image, sm_90 for NVIDIA H100/H200.
  std::string Arch;
  /// Optimization level of the device code, 0-3.
  unsigned OptLevel = 3;
  /// The linker for shared-object images; empty: ld.lld from LLVM 22.
  std::string LinkerPath;
  /// ptxas for NVIDIA images; empty: /usr/local/cuda/bin/ptxas or PATH.
  std::string PtxasPath;
};

/// Generates the kernel entry points for every instance of Man in M,
/// resolves device builtins and internalizes the rest (before
/// optimization). FileName is for diagnostics. Errors: one naming every
/// instance M lacks; a kernel whose parameters differ from the manifest's
/// argument types; an argument type without a layout; an unknown builtin;
/// a target other than x86-64 or nvptx64.
llvm::Error lowerDeviceModule(llvm::Module &M,
                              const manifest::Manifest &Man,
                              llvm::StringRef FileName);

/// Optimizes the lowered module, checks that it calls nothing the device
/// lacks, generates code and links it into an image (x86-64: a shared
/// object by ld.lld; nvptx64: PTX assembled by ptxas into a cubin), then
/// checks that every kernel symbol is in the image. Errors: name the tool
/// that failed, or each function the device code calls but no device
/// provides.
llvm::Expected<DeviceImage> buildDeviceImage(llvm::Module &M,
                                             const manifest::Manifest &Man,
                                             const DeviceOptions &Options);

} // namespace offload::lower

#endif
