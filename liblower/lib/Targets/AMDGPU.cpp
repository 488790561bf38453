//===- Targets/AMDGPU.cpp - The AMD GPU target ----------------------------===//
//
// amdgcn-amd-amdhsa: builtins as clang's amdgpuintrin.h has them, kernels as
// amdgpu_kernel, images as code objects (version 6) linked by ld.lld.
//
//===----------------------------------------------------------------------===//
#include "GPU.h"
#include "DevicePass.h"

#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace offload::lower {

namespace {

/// Byte offsets in the implicit kernel arguments of AMD GPU code objects
/// v5 and later, which libomptarget's AMDGPU plugin fills at every launch
/// (AMDGPUUsage, "Code Object V5 Kernel Argument Metadata Map";
/// offload/plugins-nextgen/amdgpu/utils/UtilitiesRTL.h,
/// AMDGPUImplicitArgsTy): hidden_block_count_x/y/z (u32), hidden_group_size
/// _x/y/z (u16), hidden_dynamic_lds_size (u32).
constexpr unsigned ImplicitBlockCount = 0, ImplicitGroupSize = 12,
                   ImplicitDynamicLdsSize = 120;

class AMDGPUTarget final : public GPUTarget {
public:
  AMDGPUTarget() : GPUTarget(TargetKind::AMDGPU) {}

  /// gfx90a: MI200.
  StringRef defaultArch() const override { return "gfx90a"; }

  /// As clang's amdgpuintrin.h has it: work-item and work-group ids from
  /// their registers, sizes and counts from the implicit kernel arguments,
  /// the wavefront size of the arch, and the work-group barrier between a
  /// release and an acquire fence (HIP's __syncthreads).
  Value *emitBuiltin(IRBuilder<> &B, Module &M, Builtin U, Type *RetTy) override {
    LLVMContext &Ctx = M.getContext();
    unsigned Dim = U.Index;
    // A load of the implicit argument at Offset, which stays the same for
    // the whole launch; Range: its values, when known.
    auto Implicit = [&](unsigned Offset, Type *Ty,
                        std::optional<std::pair<uint64_t, uint64_t>> Range) {
      Value *Base = B.CreateIntrinsic(Intrinsic::amdgcn_implicitarg_ptr, {});
      LoadInst *L = B.CreateAlignedLoad(Ty, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, Offset),
                                        Align(Ty->getScalarSizeInBits() / 8));
      L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
      L->setMetadata(LLVMContext::MD_noundef, MDNode::get(Ctx, {}));
      if (Range)
        L->setMetadata(LLVMContext::MD_range,
                       MDBuilder(Ctx).createRange(APInt(Ty->getScalarSizeInBits(), Range->first),
                                                  APInt(Ty->getScalarSizeInBits(), Range->second)));
      return B.CreateZExtOrTrunc(L, B.getInt32Ty());
    };
    switch (U.Kind) {
    case BuiltinKind::ThreadIdx: {
      const Intrinsic::ID IDs[3] = {Intrinsic::amdgcn_workitem_id_x, Intrinsic::amdgcn_workitem_id_y,
                                    Intrinsic::amdgcn_workitem_id_z};
      return B.CreateIntrinsic(IDs[Dim], {});
    }
    case BuiltinKind::BlockIdx: {
      const Intrinsic::ID IDs[3] = {Intrinsic::amdgcn_workgroup_id_x,
                                    Intrinsic::amdgcn_workgroup_id_y,
                                    Intrinsic::amdgcn_workgroup_id_z};
      return B.CreateIntrinsic(IDs[Dim], {});
    }
    case BuiltinKind::BlockDim: // 1..1024 work-items per work-group
      return Implicit(ImplicitGroupSize + 2 * Dim, B.getInt16Ty(),
                      std::pair<uint64_t, uint64_t>(1, 1025));
    case BuiltinKind::GridDim:
      return Implicit(ImplicitBlockCount + 4 * Dim, B.getInt32Ty(), std::nullopt);
    case BuiltinKind::SyncThreads:
      B.CreateFence(AtomicOrdering::Release, Ctx.getOrInsertSyncScopeID("workgroup"));
      B.CreateIntrinsic(Intrinsic::amdgcn_s_barrier, {});
      B.CreateFence(AtomicOrdering::Acquire, Ctx.getOrInsertSyncScopeID("workgroup"));
      return nullptr;
    case BuiltinKind::WarpSize:
      return B.CreateIntrinsic(Intrinsic::amdgcn_wavefrontsize, {});
    case BuiltinKind::DynamicShared:
      return B.CreateAddrSpaceCast(dynamicSharedGlobal(M), RetTy);
    case BuiltinKind::DynamicSharedBytes:
      return Implicit(ImplicitDynamicLdsSize, B.getInt32Ty(), std::nullopt);
    default: // the target-independent ones, resolveBuiltins's own
      llvm_unreachable("not an AMD GPU builtin");
    }
  }

  /// As clang declares an OpenMP kernel for AMD GPUs: protected (the HSA
  /// loader finds `<name>.kd`), and every work-group full, which our
  /// launches (whole blocks, no remainder) guarantee.
  void setKernelConvention(Function &Entry) const override {
    Entry.setCallingConv(CallingConv::AMDGPU_KERNEL);
    Entry.setVisibility(GlobalValue::ProtectedVisibility);
    Entry.addFnAttr("uniform-work-group-size", "true");
  }

  /// The LDS of a work-group (AMDGPUUsage, "Memory Spaces": 64 KiB on gfx9,
  /// gfx10 and gfx11).
  std::optional<uint64_t> maxStaticSharedBytes() const override { return 64 * 1024; }
  StringRef devicesName() const override { return "AMD GPUs"; }

  /// The wavefront ends (`s_endpgm`).
  void emitEndThread(IRBuilder<> &B, Module &M) const override {
    B.CreateIntrinsic(Intrinsic::amdgcn_endpgm, {});
  }
  /// Protected, as clang gives declare-target variables.
  GlobalValue::VisibilityTypes faultSlotVisibility() const override {
    return GlobalValue::ProtectedVisibility;
  }
  bool isFaultSlotDSOLocal() const override { return true; }

  /// Code object version 6, as clang 22 writes it (and LLVM 22's default):
  /// libomptarget's AMDGPU plugin fills the v5+ implicit arguments the
  /// builtins read. Atomics on coarse-grained memory only.
  void prepareForOptimization(Module &M) const override {
    if (!M.getModuleFlag("amdhsa_code_object_version"))
      M.addModuleFlag(Module::Error, "amdhsa_code_object_version", 600);
    markCoarseGrainedAtomics(M);
  }

  /// An AMD GPU code object for the AMDGPU plugin, linked by ld.lld.
  Error emitImage(Module &M, TargetMachine &TM, const DeviceOptions &Options,
                  DeviceImage &Image, function_ref<Error(Error)> CodegenFailed) const override {
    return emitSharedObject(M, TM, Options, Image, CodegenFailed);
  }
};

} // namespace

std::unique_ptr<DeviceTarget> createAMDGPUTarget() { return std::make_unique<AMDGPUTarget>(); }

} // namespace offload::lower
