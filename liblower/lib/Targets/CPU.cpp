//===- Targets/CPU.cpp - The CPU device (x86-64) --------------------------===//
//
// x86-64 images, which libomptarget's HOST plugin runs: an entry point runs
// the whole grid through the CPU runner (CpuRunner.h), linked into every
// image; once optimized, each kernel that can be becomes regions, loops over
// a block's threads between its barriers (ThreadRegions.cpp).
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "DeviceTarget.h"
#include "offload/lower/CpuRunner.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/IR/Module.h"

#include <map>

using namespace llvm;

namespace offload::lower {

namespace {

/// Off: kernels run through the runner's serial and concurrent modes, as
/// before regions (for comparisons and for tests of the first
/// optimization alone).
cl::opt<bool> CpuRegions("offload-cpu-regions", cl::Hidden, cl::init(true),
                         cl::desc("make the CPU device's kernels loops over a block's "
                                  "threads between barriers"));

/// How the x86-64 image runs a kernel's grid through the CPU runner, which
/// gives each block its shared memory and, for a kernel that reaches the
/// barrier, runs the block's threads concurrently.
struct CpuLaunch {
  bool Concurrent = false;
  uint64_t StaticSharedBytes = 0;
  /// The largest alignment of a static shared array (at least 16), which
  /// the runner's buffer gets.
  Align StaticSharedAlign = Align(16);
};

/// Emits the body of an x86-64 entry point that calls the CPU runner:
/// `__offload_cpu_run(unpack, slots, geometry, concurrent, dynamic, static,
/// static_align)`, the dynamic shared memory's size from its geometry slot.
void emitRunnerCall(IRBuilder<> &B, Function &Entry, Function &Unpack,
                    Value *Slots, unsigned FirstGeometrySlot, const CpuLaunch &L) {
  Module &M = *Entry.getParent();
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty(), *Ptr = B.getPtrTy();
  auto *GeoTy = ArrayType::get(I32, 6);
  Value *Geometry = B.CreateAlloca(GeoTy, nullptr, "geometry");
  for (unsigned D = 0; D < 6; ++D)
    B.CreateStore(B.CreateTrunc(Entry.getArg(FirstGeometrySlot + D + 1), I32),
                  B.CreateConstInBoundsGEP2_32(GeoTy, Geometry, 0, D));
  FunctionCallee Run = M.getOrInsertFunction(
      cpu_runner::Run,
      FunctionType::get(B.getVoidTy(), {Ptr, Ptr, Ptr, I32, I64, I64, I64}, false));
  Value *Dynamic = B.CreateZExt(
      B.CreateTrunc(Entry.getArg(FirstGeometrySlot + DynamicSharedSlot + 1), I32), I64);
  B.CreateCall(Run, {&Unpack, Slots, Geometry, B.getInt32(L.Concurrent), Dynamic,
                     B.getInt64(L.StaticSharedBytes), B.getInt64(L.StaticSharedAlign.value())});
}

/// The functions the CPU runner calls from libc (pthreads, futexes, the
/// allocator): the process the image is loaded into defines them.
const StringSet<> &cpuRunnerImports() {
  static const StringSet<> Imports = [] {
    StringSet<> Names;
    LLVMContext Ctx;
    Expected<std::unique_ptr<Module>> R = loadCpuRunner(Ctx);
    if (!R) {
      consumeError(R.takeError());
      return Names;
    }
    for (const Function &F : **R)
      if (F.isDeclaration() && !F.isIntrinsic())
        Names.insert(F.getName());
    return Names;
  }();
  return Imports;
}

/// Each shared array as its part of the runner's per-block buffer
/// (`__offload_cpu_shared_static()` plus its offset). Each function reads
/// the block's buffer once, at its entry (the same for a thread's whole
/// launch), so that the arrays' addresses dominate every use, phis
/// included.
class CPUSharedArrays : public SharedArrayPlacement {
public:
  CPUSharedArrays(Module &M, ArrayRef<GlobalVariable *> Arrays, ArrayRef<uint64_t> Offsets,
                  PointerType *Generic)
      : M(M), Arrays(Arrays), Offsets(Offsets), Generic(Generic) {}

  Value *addressOf(unsigned I, Function &In) override {
    Instruction *&Buffer = CPUBuffer[&In];
    if (!Buffer)
      Buffer = IRBuilder<>(&*In.getEntryBlock().getFirstInsertionPt())
                   .CreateCall(M.getOrInsertFunction(cpu_runner::SharedStatic, Generic));
    Value *&V = CPUArray[{&In, I}];
    if (!V) {
      IRBuilder<> B(Buffer->getNextNode());
      V = B.CreateInBoundsPtrAdd(Buffer, B.getInt64(Offsets[I]), Arrays[I]->getName() + ".block");
    }
    return V;
  }

private:
  Module &M;
  ArrayRef<GlobalVariable *> Arrays;
  ArrayRef<uint64_t> Offsets;
  PointerType *Generic;
  DenseMap<Function *, Instruction *> CPUBuffer;
  std::map<std::pair<Function *, unsigned>, Value *> CPUArray;
};

class CPUTarget final : public DeviceTarget {
public:
  CPUTarget() : DeviceTarget(TargetKind::Host) {}

  StringRef defaultArch() const override { return "x86-64"; }

  /// Links the runner, which runs every kernel of the image.
  Error prepareModule(Module &M, ArrayRef<GlobalVariable *> SharedArrays) override {
    // Each kernel's part of the layout: emitLaunch.
    (void)layoutSharedArrays(M, SharedArrays, SharedOffsets, Launch.StaticSharedAlign);
    this->SharedArrays.assign(SharedArrays.begin(), SharedArrays.end());
    Barrier = reachBarrier(M);
    Expected<std::unique_ptr<Module>> RunnerModule = loadCpuRunner(M.getContext());
    if (!RunnerModule)
      return RunnerModule.takeError();
    (*RunnerModule)->setDataLayout(M.getDataLayout());
    (*RunnerModule)->setTargetTriple(M.getTargetTriple());
    if (Linker::linkModules(M, std::move(*RunnerModule)))
      return createStringError("internal error: cannot link the CPU runner");
    return Error::success();
  }

  /// The runner's functions, and a warp of one thread.
  Value *emitBuiltin(IRBuilder<> &B, Module &M, Builtin U, Type *RetTy) override {
    using K = BuiltinKind;
    Type *I32 = B.getInt32Ty();
    switch (U.Kind) {
    case K::DynamicShared:
      return B.CreateCall(M.getOrInsertFunction(cpu_runner::SharedDynamic, RetTy));
    case K::DynamicSharedBytes:
      return B.CreateCall(M.getOrInsertFunction(cpu_runner::SharedDynamicBytes, I32));
    case K::WarpSize:
      return B.getInt32(1);
    case K::SyncThreads:
      B.CreateCall(M.getOrInsertFunction(cpu_runner::Barrier, B.getVoidTy()));
      return nullptr;
    case K::ThreadIdx:
    case K::BlockIdx:
    case K::BlockDim:
    case K::GridDim: {
      unsigned Which = U.Kind == K::ThreadIdx  ? 0
                       : U.Kind == K::BlockIdx ? 1
                       : U.Kind == K::BlockDim ? 2
                                               : 3;
      const StringRef Getters[4] = {cpu_runner::ThreadIdx, cpu_runner::BlockIdx,
                                    cpu_runner::BlockDim, cpu_runner::GridDim};
      return B.CreateCall(M.getOrInsertFunction(Getters[Which], I32, I32),
                          {B.getInt32(U.Index)});
    }
    default: // the target-independent ones, resolveBuiltins's own
      llvm_unreachable("not a CPU device builtin");
    }
  }

  /// The C calling convention: the HOST plugin calls the entry point.
  void setKernelConvention(Function &Entry) const override {}
  /// The HOST plugin calls a kernel once: the entry point runs the whole
  /// grid through the runner (made regions once optimized).
  void emitLaunch(IRBuilder<> &B, Function &Entry, Function &Unpack, Value *Slots,
                  unsigned FirstGeometrySlot) override {
    CpuLaunch L = Launch;
    L.Concurrent = Barrier.contains(&Unpack);
    // The runner zeroes a block's buffer up to the kernel's last array
    // (every block: the CPU device's shared memory starts zeroed), not
    // the whole image's arrays.
    L.StaticSharedBytes = sharedEndReachedFrom(Unpack, SharedArrays, SharedOffsets);
    emitRunnerCall(B, Entry, Unpack, Slots, FirstGeometrySlot, L);
  }

  /// The runner allocates what the arrays need.
  std::optional<uint64_t> maxStaticSharedBytes() const override { return std::nullopt; }
  StringRef devicesName() const override { return "the CPU device"; }
  /// The runner's buffers start at zero.
  bool zeroesSharedAtEntry() const override { return false; }
  std::unique_ptr<SharedArrayPlacement>
  placeSharedArrays(Module &M, ArrayRef<GlobalVariable *> Arrays,
                    PointerType *Generic) override {
    return std::make_unique<CPUSharedArrays>(M, Arrays, SharedOffsets, Generic);
  }

  /// The runner ends the thread and goes on with the block.
  void emitEndThread(IRBuilder<> &B, Module &M) const override {
    B.CreateCall(M.getOrInsertFunction(cpu_runner::ExitThread, B.getVoidTy()));
  }
  /// The runner's claim, which keeps the first panicking (block, thread)
  /// of the launch whatever order its blocks ran in.
  Value *emitFaultClaim(IRBuilder<> &B, Module &M, Value *State) const override {
    Value *Won = B.CreateCall(
        M.getOrInsertFunction(cpu_runner::FaultBegin, B.getInt32Ty(), B.getPtrTy()), {State});
    return B.CreateICmpNE(Won, B.getInt32(0));
  }
  void emitFaultWritten(IRBuilder<> &B, Module &M) const override {
    B.CreateCall(M.getOrInsertFunction(cpu_runner::FaultEnd, B.getVoidTy()));
  }
  /// The runner's public functions stay as they are while the image is
  /// optimized (external, hidden): calls keep their operands, which the
  /// regions read (formThreadRegions), rather than lose those LLVM finds
  /// constant or unused.
  void prepareForOptimization(Module &M) const override {
    for (Function &F : M)
      if (F.getName().starts_with(cpu_runner::Prefix) && !F.isDeclaration()) {
        F.setLinkage(GlobalValue::ExternalLinkage);
        F.setVisibility(GlobalValue::HiddenVisibility);
      }
  }
  /// Before the regions, the bounds checks come out of a thread's own
  /// loops; its straight chains wait for the loops over a block's threads
  /// (passesAfterLowering): fused on a thread's code, they would be tests
  /// the thread loop cannot take out of it.
  DevicePasses passes(const DeviceOptions &Options) const override {
    DevicePasses Ours;
    Ours.BoundsChecks = Options.BoundsChecks;
    Ours.BoundsChains = false;
    return Ours;
  }
  /// In the thread loops, a guard that skips the rest of a thread (`if i <
  /// len`, what Region::thread_element tests) is tested once for the
  /// whole loop too: a copy without it is one the loop vectorizer takes.
  DevicePasses passesAfterLowering(const DeviceOptions &Options) const override {
    DevicePasses Ours;
    Ours.BoundsChecks = Options.BoundsChecks;
    Ours.VersionGuards = Options.BoundsChecks;
    return Ours;
  }
  /// Each kernel's blocks as loops over their threads (ThreadRegions.cpp),
  /// once LLVM has inlined what it would; then the runner's functions are
  /// the image's own again (internal). Optimized images are optimized again
  /// (passesAfterLowering), regions or not.
  bool lowerAfterOptimization(Module &M, unsigned OptLevel) const override {
    if (OptLevel > 0 && CpuRegions)
      formThreadRegions(M);
    for (Function &F : M)
      if (F.getName().starts_with(cpu_runner::Prefix) && !F.isDeclaration()) {
        F.setLinkage(GlobalValue::InternalLinkage);
        F.setVisibility(GlobalValue::DefaultVisibility);
      }
    return OptLevel > 0;
  }
  unsigned faultSlotAddressSpace() const override { return 0; }
  /// A protected dynamic symbol for dlsym: protected so that the image's
  /// own code uses its own slot, as the HOST plugin loads one copy of the
  /// image per device into the process and a default-visibility reference
  /// would bind to the first copy's.
  GlobalValue::VisibilityTypes faultSlotVisibility() const override {
    return GlobalValue::ProtectedVisibility;
  }
  bool isFaultSlotDSOLocal() const override { return true; }

  bool hasFixedStack() const override { return false; }
  /// The HOST plugin dlopen()s the image into a process that has libc.
  bool providedByLoader(StringRef Name) const override {
    return Name == "memcpy" || Name == "memmove" || Name == "memset" ||
           Name == "memcmp" || Name == "bcmp" || cpuRunnerImports().contains(Name);
  }
  /// An x86-64 shared object for the HOST plugin, linked by ld.lld.
  Error emitImage(Module &M, TargetMachine &TM, const DeviceOptions &Options,
                  DeviceImage &Image, function_ref<Error(Error)> CodegenFailed) const override {
    return emitSharedObject(M, TM, Options, Image, CodegenFailed);
  }

private:
  CpuLaunch Launch;
  std::vector<uint64_t> SharedOffsets;
  /// The image's shared arrays, SharedOffsets' order.
  std::vector<GlobalVariable *> SharedArrays;
  /// The functions from which the block barrier can be reached.
  DenseSet<const Function *> Barrier;
};

} // namespace

std::unique_ptr<DeviceTarget> createCPUTarget() { return std::make_unique<CPUTarget>(); }

} // namespace offload::lower
