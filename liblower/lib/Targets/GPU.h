//===- Targets/GPU.h - What NVIDIA and AMD GPUs share -----------*- C++ -*-===//
//
// The base of the GPU targets: threads run the entry point once each, and a
// block's shared memory is address space 3 (NVIDIA `.shared`, AMD LDS).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_LIB_TARGETS_GPU_H
#define OFFLOAD_LOWER_LIB_TARGETS_GPU_H

#include "DeviceTarget.h"

namespace offload::lower {

class GPUTarget : public DeviceTarget {
public:
  using DeviceTarget::DeviceTarget;

  /// Each thread calls the unpack function once.
  void emitLaunch(llvm::IRBuilder<> &B, llvm::Function &Entry, llvm::Function &Unpack,
                  llvm::Value *Slots, unsigned FirstGeometrySlot) override;
  /// A block's shared memory is whatever it was: each kernel zeroes what
  /// it needs zeroed.
  bool zeroesSharedAtEntry() const override { return true; }
  std::unique_ptr<SharedArrayPlacement>
  placeSharedArrays(llvm::Module &M, llvm::ArrayRef<llvm::GlobalVariable *> Arrays,
                    llvm::PointerType *Generic) override;
  /// The fault slot is in global memory (address space 1).
  unsigned faultSlotAddressSpace() const override { return 1; }
  /// GPUs give each thread a fixed stack.
  bool hasFixedStack() const override { return true; }
  /// The GPU loaders resolve no function.
  bool providedByLoader(llvm::StringRef Name) const override { return false; }
};

/// The block's dynamic shared memory on GPUs: an external, 16-byte-aligned
/// array of no size in address space 3, which the driver places after the
/// static shared memory, with the bytes of the launch. NVIDIA: PTX
/// `.extern .shared` (cuLaunchKernel's sharedMemBytes); AMD: the backend's
/// "dynamic LDS" (AMDGPUUsage, the group segment's dynamic part).
llvm::GlobalVariable *dynamicSharedGlobal(llvm::Module &M);

} // namespace offload::lower

#endif
