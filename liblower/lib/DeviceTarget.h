//===- DeviceTarget.h - What the device pass does per target ----*- C++ -*-===//
//
// Everything of the device pass that differs by target, as one class per
// target (Targets/NVPTX.cpp, Targets/AMDGPU.cpp, Targets/CPU.cpp), made from
// the module's triple by createDeviceTarget. Private to liblower.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_LIB_DEVICETARGET_H
#define OFFLOAD_LOWER_LIB_DEVICETARGET_H

#include "offload/lower/CodeGen.h"
#include "offload/lower/DeviceLowering.h"
#include "offload/lower/KernelABI.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/GlobalValue.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace llvm {
class Function;
class GlobalVariable;
class Module;
class PointerType;
class TargetMachine;
class Type;
class Value;
} // namespace llvm

namespace offload::lower {

/// The targets of device images: x86-64 (the CPU device, which
/// libomptarget's HOST plugin runs), NVIDIA GPUs, AMD GPUs.
enum class TargetKind { Host, NVPTX, AMDGPU };

/// Where a target keeps the static shared arrays of a block.
class SharedArrayPlacement {
public:
  virtual ~SharedArrayPlacement();
  /// The address of array I (in the order they were placed) in the block,
  /// as a generic pointer, for code of function In.
  virtual llvm::Value *addressOf(unsigned I, llvm::Function &In) = 0;
};

/// A device target: the code of the builtins, how entry points, shared
/// memory and panics look there, and how an image is made.
class DeviceTarget {
public:
  explicit DeviceTarget(TargetKind Kind) : Kind(Kind) {}
  virtual ~DeviceTarget();
  TargetKind kind() const { return Kind; }

  /// The arch of an image when none is asked for.
  virtual llvm::StringRef defaultArch() const = 0;

  /// Called once before the entry points are made, with the module's static
  /// shared arrays: the target adds what its kernels need at run time.
  virtual llvm::Error prepareModule(llvm::Module &M,
                                    llvm::ArrayRef<llvm::GlobalVariable *> SharedArrays) {
    return llvm::Error::success();
  }

  /// The code of builtin U, whose declaration returns RetTy, at B: its value,
  /// or null for one that returns nothing. Only the builtins that differ by
  /// target: the geometry, the barrier, the warp size, dynamic shared memory.
  virtual llvm::Value *emitBuiltin(llvm::IRBuilder<> &B, llvm::Module &M, Builtin U,
                                   llvm::Type *RetTy) = 0;

  /// Makes Entry, an entry point, a kernel of the target: its calling
  /// convention, visibility and attributes.
  virtual void setKernelConvention(llvm::Function &Entry) const = 0;
  /// Emits at B how Entry runs its kernel: calls Unpack with the slot array
  /// Slots (geometry from Entry's argument FirstGeometrySlot + 1 on).
  virtual void emitLaunch(llvm::IRBuilder<> &B, llvm::Function &Entry, llvm::Function &Unpack,
                          llvm::Value *Slots, unsigned FirstGeometrySlot) = 0;

  /// Bytes of static shared memory a block may have; none: no limit.
  virtual std::optional<uint64_t> maxStaticSharedBytes() const = 0;
  /// The devices, as messages name them ("NVIDIA GPUs").
  virtual llvm::StringRef devicesName() const = 0;
  /// Whether a kernel itself zeroes the zeroed shared arrays it reaches
  /// (else the memory the target gives a block starts at zero).
  virtual bool zeroesSharedAtEntry() const = 0;
  /// Gives each of Arrays its memory in the block; Generic is the type of
  /// the addresses.
  virtual std::unique_ptr<SharedArrayPlacement>
  placeSharedArrays(llvm::Module &M, llvm::ArrayRef<llvm::GlobalVariable *> Arrays,
                    llvm::PointerType *Generic) = 0;

  /// Emits at B how a panicking thread ends (after B, unreachable).
  virtual void emitEndThread(llvm::IRBuilder<> &B, llvm::Module &M) const = 0;
  /// Emits at B the panic handler's claim of the fault record whose state
  /// word (u32) State points to: an i1, true if this thread writes the
  /// record. By default the first thread to exchange the state from 0 to 1.
  virtual llvm::Value *emitFaultClaim(llvm::IRBuilder<> &B, llvm::Module &M,
                                      llvm::Value *State) const;
  /// Emits at B what follows the writing of the fault record by a thread
  /// whose claim won; nothing by default.
  virtual void emitFaultWritten(llvm::IRBuilder<> &B, llvm::Module &M) const {}
  /// The address space of the fault slot, a global in device memory.
  virtual unsigned faultSlotAddressSpace() const = 0;
  /// How the plugin's symbol lookup sees the fault slot.
  virtual llvm::GlobalValue::VisibilityTypes faultSlotVisibility() const = 0;
  virtual bool isFaultSlotDSOLocal() const = 0;

  /// Changes to M before it is optimized for the image.
  virtual void prepareForOptimization(llvm::Module &M) const {}
  /// Our passes in LLVM's pipeline: on every target, bounds checks out of
  /// loops (BoundsChecks.h).
  virtual DevicePasses passes(const DeviceOptions &Options) const {
    DevicePasses Ours;
    Ours.BoundsChecks = Options.BoundsChecks;
    return Ours;
  }
  /// Our passes in the pipeline that optimizes M again when
  /// lowerAfterOptimization asks for it; by default passes().
  virtual DevicePasses passesAfterLowering(const DeviceOptions &Options) const {
    return passes(Options);
  }
  /// Whether each thread has a fixed stack, which the launch runtime raises
  /// for kernels whose stack cannot be bounded (StackAnalysis.h).
  virtual bool hasFixedStack() const = 0;
  /// Whether the image may leave Name for its loader to resolve.
  virtual bool providedByLoader(llvm::StringRef Name) const = 0;
  /// Changes to M once optimized; returns whether it is to be optimized
  /// again. OptLevel is the pipeline's (0 to 3).
  virtual bool lowerAfterOptimization(llvm::Module &M, unsigned OptLevel) const {
    return false;
  }
  /// Changes to the optimized M before code generation. Returns the module
  /// as the backend's error reports should see it when M loses what they
  /// need (its debug info), else null.
  virtual std::unique_ptr<llvm::Module> prepareForCodegen(llvm::Module &M) const {
    return nullptr;
  }
  /// Generates M's code and makes it an image: Image's Bytes and Kind.
  /// CodegenFailed turns a failure of code generation into the error.
  virtual llvm::Error emitImage(llvm::Module &M, llvm::TargetMachine &TM,
                                const DeviceOptions &Options, DeviceImage &Image,
                                llvm::function_ref<llvm::Error(llvm::Error)> CodegenFailed) const = 0;

private:
  TargetKind Kind;
};

/// The target of M's triple. Errors: a target other than x86_64, nvptx64
/// and amdgcn-amd-amdhsa.
llvm::Expected<std::unique_ptr<DeviceTarget>> createDeviceTarget(const llvm::Module &M);

std::unique_ptr<DeviceTarget> createNVPTXTarget();
std::unique_ptr<DeviceTarget> createAMDGPUTarget();
std::unique_ptr<DeviceTarget> createCPUTarget();

} // namespace offload::lower

#endif
