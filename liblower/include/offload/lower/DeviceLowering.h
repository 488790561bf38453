//===- offload/lower/DeviceLowering.h - The device pass ---------*- C++ -*-===//
//
// Turns device bitcode (a frontend's kernels and device roots compiled for
// a device target, with what they need linked in: for Rust, core and the
// support crate) into a device image whose kernels follow the slot ABI of
// KernelABI.h:
//
//   void <device_symbol>(ptr dyn_ptr, <one 8-byte slot per KernelSlot>)
//
// For every manifest instance an entry point is generated that stores the
// argument slots in an array and calls the instance's unpack function
// (`__offload_unpack_<device_symbol>(const uint64_t *slots)`,
// manifest::unpackSymbolFor), which the frontend defines: it reads each
// argument from its slots and calls the kernel, so the frontend's compiler
// alone decides how the kernel takes its arguments (for Rust the roots
// `offload-manifest roots` writes; for C, C code). On GPU targets the entry
// point runs once per thread; on the x86-64 host target it loops over the
// whole grid, because the HOST plugin calls a kernel once (docs/design.md).
// Entry points take the target's kernel calling convention (ptx_kernel,
// amdgpu_kernel).
// Device builtins (`__offload_thread_idx_x`, ...) are resolved per target,
// everything but the entry points is internalized, then optimized and
// compiled.
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
  /// Target CPU: x86-64 for the host image, sm_90 for NVIDIA H100/H200,
  /// gfx90a for AMD MI200 (the defaults when empty).
  std::string Arch;
  /// Optimization level of the device code, 0-3.
  unsigned OptLevel = 3;
  /// The linker for shared-object images; empty: ld.lld from LLVM 22.
  std::string LinkerPath;
  /// ptxas for NVIDIA images; empty: /usr/local/cuda/bin/ptxas or PATH.
  std::string PtxasPath;
  /// Stop at the target's assembly (PTX for NVIDIA, AMD GPU or x86-64
  /// assembly text), as the backend writes it from the optimized module:
  /// DeviceImage::Bytes holds it, Kind is IMG_None (`offload-lower device
  /// -S`). No ptxas or linker runs.
  bool AssemblyOnly = false;
  /// NVIDIA: move each block's loads first (LoadHoisting.h). Off only to
  /// measure what it does.
  bool HoistLoads = true;
  /// NVIDIA: one block order per CFG (BlockOrder.h). Off only to measure
  /// what it does.
  bool OrderBlocks = true;
  /// Every target: bounds checks out of loops and straight chains
  /// (BoundsChecks.h). Off only to measure what it does.
  bool BoundsChecks = true;
};

/// Replaces the operations device backends cannot lower by calls of the
/// compiler_builtins functions that implement them (the libgcc /
/// compiler-rt names): conversions between 128-bit integers and f32/f64
/// (`as`, saturating ones included), which the NVPTX backend cannot emit
/// as library calls. Returns true when it added calls, which the caller
/// then links from compiler_builtins' bitcode. Errors: such a function is
/// already defined with another type.
llvm::Expected<bool> expandUnsupportedOperations(llvm::Module &M);

/// Generates the kernel entry points for every instance of Man in M,
/// resolves device builtins and internalizes the rest (before
/// optimization). Kernels are found by their source names (linkage names
/// demangled by llvm::demangle, else the DISubprogram's name) and their
/// parameters' layouts computed with the frontend's conventions Conv.
/// FileName is for diagnostics. Errors, each instance's at
/// its first launch site (with a note at the kernel's definition): one for
/// every instance whose unpack function M lacks; a kernel whose parameters
/// differ on this target from the manifest's argument types or layouts;
/// a manifest without layouts; an unknown builtin; a call of the shared
/// memory builtin (BuiltinKind::SharedMemory) whose argument is not made of
/// globals, at its line; a target other than x86-64, nvptx64 or
/// amdgcn-amd-amdhsa; a kernel whose static shared memory (the arrays it
/// reaches) exceeds what a block gets (NVIDIA: 48 KiB, AMD: 64 KiB); the
/// lowered
/// module fails LLVM's verifier (an internal error). On x86-64, a module
/// that uses the block barrier or shared memory gets the CPU runner
/// (CpuRunner.h) linked in.
llvm::Error lowerDeviceModule(llvm::Module &M,
                              const manifest::Manifest &Man,
                              llvm::StringRef FileName,
                              const layout::Conventions &Conv);

/// Optimizes the lowered module, checks that it calls nothing the device
/// lacks, records in DeviceImage::Writes the arguments each instance's
/// entry point may write through (WriteAnalysis.h), generates code and
/// links it into an image (x86-64: a shared object by ld.lld; nvptx64: PTX
/// assembled by ptxas into a cubin; amdgcn-amd-amdhsa: an AMD GPU code
/// object, version 6, by ld.lld -shared), then
/// checks that every kernel symbol is in the image. Errors: name the tool
/// that failed, or each function the device code calls but no device
/// provides; when the backend cannot compile an operation, one error per
/// source line that has such an operation, naming the kernel and the arch.
llvm::Expected<DeviceImage> buildDeviceImage(llvm::Module &M,
                                             const manifest::Manifest &Man,
                                             const DeviceOptions &Options);

/// The device pass, as every tool runs it: lowerDeviceModule, then
/// buildDeviceImage. M must hold everything the kernels call (link the
/// libraries they need first). Errors: those of the two steps.
llvm::Expected<DeviceImage> runDevicePass(llvm::Module &M,
                                          const manifest::Manifest &Man,
                                          llvm::StringRef FileName,
                                          const layout::Conventions &Conv,
                                          const DeviceOptions &Options);

} // namespace offload::lower

#endif
