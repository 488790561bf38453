//===- Targets/NVPTX.cpp - The NVIDIA GPU target --------------------------===//
//
// nvptx64: builtins as PTX special registers, kernels as ptx_kernel, images
// as PTX that ptxas assembles into a cubin.
//
//===----------------------------------------------------------------------===//
#include "GPU.h"
#include "DevicePass.h"

#include "offload/support/Programs.h"

#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace offload::lower {

namespace {

/// ptxas: Explicit if given; else $CUDA_PATH/bin/ptxas when CUDA_PATH is
/// set; else /usr/local/cuda/bin/ptxas; else the first on PATH.
Expected<std::string> findPtxas(StringRef Explicit) {
  if (!Explicit.empty()) {
    if (!sys::fs::can_execute(Explicit))
      return createStringError("ptxas, and '" + Explicit +
                               "' (--ptxas) is not an executable");
    return Explicit.str();
  }
  std::string Where;
  if (std::optional<std::string> Cuda = sys::Process::GetEnv("CUDA_PATH")) {
    std::string P = *Cuda + "/bin/ptxas";
    if (sys::fs::can_execute(P))
      return P;
    Where = P;
  } else {
    if (sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
      return std::string("/usr/local/cuda/bin/ptxas");
    if (ErrorOr<std::string> P = sys::findProgramByName("ptxas"))
      return *P;
    Where = "/usr/local/cuda/bin/ptxas, PATH";
  }
  return createStringError("ptxas from the CUDA toolkit, and none was found (" +
                           Where + "); install the toolkit, set CUDA_PATH or "
                           "name one with --ptxas");
}

class NVPTXTarget final : public GPUTarget {
public:
  NVPTXTarget() : GPUTarget(TargetKind::NVPTX) {}

  /// sm_90: H100, H200.
  StringRef defaultArch() const override { return "sm_90"; }

  /// PTX special registers (`%tid`, `%ctaid`, `%ntid`, `%nctaid`,
  /// `%warpsize`, `%dynamic_smem_size`) and `barrier.sync 0`.
  Value *emitBuiltin(IRBuilder<> &B, Module &M, Builtin U, Type *RetTy) override {
    auto Register = [&](Intrinsic::ID X, Intrinsic::ID Y, Intrinsic::ID Z) {
      const Intrinsic::ID IDs[3] = {X, Y, Z};
      return B.CreateIntrinsic(IDs[U.Index], {});
    };
    switch (U.Kind) {
    case BuiltinKind::ThreadIdx:
      return Register(Intrinsic::nvvm_read_ptx_sreg_tid_x, Intrinsic::nvvm_read_ptx_sreg_tid_y,
                      Intrinsic::nvvm_read_ptx_sreg_tid_z);
    case BuiltinKind::BlockIdx:
      return Register(Intrinsic::nvvm_read_ptx_sreg_ctaid_x, Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                      Intrinsic::nvvm_read_ptx_sreg_ctaid_z);
    case BuiltinKind::BlockDim:
      return Register(Intrinsic::nvvm_read_ptx_sreg_ntid_x, Intrinsic::nvvm_read_ptx_sreg_ntid_y,
                      Intrinsic::nvvm_read_ptx_sreg_ntid_z);
    case BuiltinKind::GridDim:
      return Register(Intrinsic::nvvm_read_ptx_sreg_nctaid_x, Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
                      Intrinsic::nvvm_read_ptx_sreg_nctaid_z);
    case BuiltinKind::SyncThreads:
      // `barrier.sync 0`, not the `.aligned` form (`bar.sync 0`, CUDA's
      // __syncthreads): PTX ISA, "bar, barrier": an aligned barrier in
      // conditionally executed code is undefined unless every thread of the
      // CTA evaluates the condition identically, which a kernel whose
      // threads returned early does not; the non-aligned one waits for the
      // non-exited threads only, and `exit` releases a barrier that only
      // exited threads held up.
      B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_sync_all, {}, {B.getInt32(0)});
      return nullptr;
    case BuiltinKind::WarpSize:
      return B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_warpsize, {});
    case BuiltinKind::DynamicShared:
      return B.CreateAddrSpaceCast(dynamicSharedGlobal(M), RetTy);
    case BuiltinKind::DynamicSharedBytes:
      return B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_dynamic_smem_size, {});
    default: // the target-independent ones, resolveBuiltins's own
      llvm_unreachable("not an NVIDIA builtin");
    }
  }

  void setKernelConvention(Function &Entry) const override {
    Entry.setCallingConv(CallingConv::PTX_Kernel);
  }

  /// Without opting in (CUDA C Programming Guide, "Technical Specifications
  /// per Compute Capability": 48 KB of static shared memory per block).
  std::optional<uint64_t> maxStaticSharedBytes() const override { return 48 * 1024; }
  StringRef devicesName() const override { return "NVIDIA GPUs"; }

  /// The thread exits (PTX `exit`).
  void emitEndThread(IRBuilder<> &B, Module &M) const override {
    B.CreateIntrinsic(Intrinsic::nvvm_exit, {});
  }
  /// A `.visible .global`.
  GlobalValue::VisibilityTypes faultSlotVisibility() const override {
    return GlobalValue::DefaultVisibility;
  }
  bool isFaultSlotDSOLocal() const override { return false; }

  /// Each block's loads first (LoadHoisting.h: ptxas keeps much of the
  /// PTX's order, and a load issued after arithmetic that waits on an
  /// earlier one costs a memory latency), and one block order per CFG
  /// (BlockOrder.h: ptxas schedules the backend's loop layouts differently).
  DevicePasses passes(const DeviceOptions &Options) const override {
    return {Options.HoistLoads, Options.OrderBlocks, Options.BoundsChecks};
  }

  /// Float stores ptxas gets right, and line directives only: the error
  /// reports get the module with its debug info.
  std::unique_ptr<Module> prepareForCodegen(Module &M) const override {
    copyUnalignedFloatStores(M);
    std::unique_ptr<Module> WithDebugInfo = CloneModule(M);
    keepLineDirectivesOnly(M);
    return WithDebugInfo;
  }

  /// PTX, which ptxas assembles into a cubin (with its lines, -lineinfo).
  Error emitImage(Module &M, TargetMachine &TM, const DeviceOptions &Options,
                  DeviceImage &Image, function_ref<Error(Error)> CodegenFailed) const override {
    Expected<std::string> PTX = emitCode(M, TM, CodeGenFileType::AssemblyFile);
    if (!PTX)
      return CodegenFailed(PTX.takeError());
    Expected<std::string> Ptxas = findPtxas(Options.PtxasPath);
    if (!Ptxas)
      return createStringError("building " + Image.Arch + " images needs " +
                               toString(Ptxas.takeError()));
    Expected<std::string> Cubin =
        runTool(*Ptxas, {"-arch=" + Image.Arch, "-O3", "-lineinfo", "{in}", "-o", "{out}"},
                *PTX, "ptx", "cubin");
    if (!Cubin)
      return Cubin.takeError();
    Image.Bytes = std::move(*Cubin);
    Image.Kind = object::IMG_Cubin;
    return Error::success();
  }
};

} // namespace

std::unique_ptr<DeviceTarget> createNVPTXTarget() { return std::make_unique<NVPTXTarget>(); }

} // namespace offload::lower
