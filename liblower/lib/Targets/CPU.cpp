//===- Targets/CPU.cpp - The CPU device (x86-64) --------------------------===//
//
// x86-64 images, which libomptarget's HOST plugin runs: an entry point runs
// the whole grid, inline or through the CPU runner (CpuRunner.h), which a
// module that uses the barrier, shared memory or panics gets linked in.
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "DeviceTarget.h"
#include "offload/lower/CpuRunner.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Linker/Linker.h"
#include "llvm/IR/Module.h"

#include <map>

using namespace llvm;

namespace offload::lower {

namespace {

/// Thread-local launch geometry of the x86-64 image without the runner,
/// read by the builtins.
struct HostGeometry {
  GlobalVariable *ThreadIdx, *BlockIdx, *BlockDim, *GridDim;
};

HostGeometry getHostGeometry(Module &M) {
  auto Get = [&](StringRef Name) {
    if (GlobalVariable *G = M.getGlobalVariable(Name, true))
      return G;
    auto *Ty = ArrayType::get(Type::getInt32Ty(M.getContext()), 3);
    auto *G = new GlobalVariable(M, Ty, false, GlobalValue::InternalLinkage,
                                 ConstantAggregateZero::get(Ty), Name);
    G->setThreadLocal(true);
    return G;
  };
  return {Get("__offload.thread_idx"), Get("__offload.block_idx"),
          Get("__offload.block_dim"), Get("__offload.grid_dim")};
}

/// Emits the body of an x86-64 entry point: loop over every (block, thread)
/// of the grid, publishing the indices for the builtins, calling Unpack.
/// A grid or block with a zero extent runs nothing (the runtime library
/// never launches one; this keeps the image right on its own).
void emitHostGridLoop(IRBuilder<> &B, Function &Entry, Function &Unpack,
                      Value *Slots, unsigned FirstGeometrySlot) {
  Module &M = *Entry.getParent();
  LLVMContext &Ctx = M.getContext();
  HostGeometry G = getHostGeometry(M);
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  auto *GeoTy = ArrayType::get(I32, 3);
  auto Elem = [&](GlobalVariable *GV, unsigned D) {
    return B.CreateConstInBoundsGEP2_32(GeoTy, GV, 0, D);
  };
  Value *Dim[6];
  for (unsigned D = 0; D < 6; ++D) {
    Dim[D] = B.CreateTrunc(Entry.getArg(FirstGeometrySlot + D + 1), I32);
    B.CreateStore(Dim[D], Elem(D < 3 ? G.GridDim : G.BlockDim, D % 3));
  }
  Value *Total = B.getInt64(1);
  for (unsigned D = 0; D < 6; ++D)
    Total = B.CreateMul(Total, B.CreateZExt(Dim[D], I64));

  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Loop = BasicBlock::Create(Ctx, "grid", &Entry);
  BasicBlock *Exit = BasicBlock::Create(Ctx, "done", &Entry);
  B.CreateCondBr(B.CreateICmpEQ(Total, B.getInt64(0)), Exit, Loop);
  B.SetInsertPoint(Loop);
  PHINode *I = B.CreatePHI(I64, 2, "i");
  I->addIncoming(B.getInt64(0), Pre);
  // Threads vary fastest (x, y, z), then blocks (x, y, z).
  Value *Rest = I;
  GlobalVariable *Order[6] = {G.ThreadIdx, G.ThreadIdx, G.ThreadIdx,
                              G.BlockIdx,  G.BlockIdx,  G.BlockIdx};
  unsigned DimOf[6] = {3, 4, 5, 0, 1, 2};
  for (unsigned D = 0; D < 6; ++D) {
    Value *Extent = B.CreateZExt(Dim[DimOf[D]], I64);
    B.CreateStore(B.CreateTrunc(B.CreateURem(Rest, Extent), I32),
                  Elem(Order[D], D % 3));
    Rest = B.CreateUDiv(Rest, Extent);
  }
  B.CreateCall(&Unpack, {Slots});
  Value *Next = B.CreateAdd(I, B.getInt64(1));
  I->addIncoming(Next, B.GetInsertBlock());
  B.CreateCondBr(B.CreateICmpULT(Next, Total), Loop, Exit);
  B.SetInsertPoint(Exit);
}

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

  /// The image needs the runner when a kernel uses the barrier or shared
  /// memory (static or dynamic), or may panic (the runner ends a panicking
  /// thread and goes on); every kernel of the image then runs through it.
  Error prepareModule(Module &M, ArrayRef<GlobalVariable *> SharedArrays) override {
    Launch.StaticSharedBytes =
        layoutSharedArrays(M, SharedArrays, SharedOffsets, Launch.StaticSharedAlign);
    Barrier = reachBarrier(M);
    if (SharedArrays.empty() && !M.getFunction(builtinName(BuiltinKind::SyncThreads)) &&
        !M.getFunction(builtinName(BuiltinKind::Panic)) &&
        !M.getFunction(builtinName(BuiltinKind::DynamicShared)) &&
        !M.getFunction(builtinName(BuiltinKind::DynamicSharedZeroed)) &&
        !M.getFunction(builtinName(BuiltinKind::DynamicSharedBytes)))
      return Error::success();
    Expected<std::unique_ptr<Module>> RunnerModule = loadCpuRunner(M.getContext());
    if (!RunnerModule)
      return RunnerModule.takeError();
    (*RunnerModule)->setDataLayout(M.getDataLayout());
    (*RunnerModule)->setTargetTriple(M.getTargetTriple());
    if (Linker::linkModules(M, std::move(*RunnerModule)))
      return createStringError("internal error: cannot link the CPU runner");
    Runner = true;
    return Error::success();
  }

  /// With the runner, its functions; without it, the image's thread-local
  /// geometry, a barrier that nothing calls and a warp of one thread.
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
      if (Runner)
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
      if (Runner) {
        const StringRef Getters[4] = {cpu_runner::ThreadIdx, cpu_runner::BlockIdx,
                                      cpu_runner::BlockDim, cpu_runner::GridDim};
        return B.CreateCall(M.getOrInsertFunction(Getters[Which], I32, I32),
                            {B.getInt32(U.Index)});
      }
      HostGeometry G = getHostGeometry(M);
      GlobalVariable *GV[4] = {G.ThreadIdx, G.BlockIdx, G.BlockDim, G.GridDim};
      auto *Ty = ArrayType::get(I32, 3);
      return B.CreateLoad(I32, B.CreateConstInBoundsGEP2_32(Ty, GV[Which], 0, U.Index));
    }
    default: // the target-independent ones, resolveBuiltins's own
      llvm_unreachable("not a CPU device builtin");
    }
  }

  /// The C calling convention: the HOST plugin calls the entry point.
  void setKernelConvention(Function &Entry) const override {}
  /// The HOST plugin calls a kernel once: the entry point runs the whole
  /// grid, through the runner or inline, one thread after another.
  void emitLaunch(IRBuilder<> &B, Function &Entry, Function &Unpack, Value *Slots,
                  unsigned FirstGeometrySlot) override {
    if (!Runner)
      return emitHostGridLoop(B, Entry, Unpack, Slots, FirstGeometrySlot);
    CpuLaunch L = Launch;
    L.Concurrent = Barrier.contains(&Unpack);
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
  /// Whether the runner is linked in: every kernel runs through it.
  bool Runner = false;
  CpuLaunch Launch;
  std::vector<uint64_t> SharedOffsets;
  /// The functions from which the block barrier can be reached.
  DenseSet<const Function *> Barrier;
};

} // namespace

std::unique_ptr<DeviceTarget> createCPUTarget() { return std::make_unique<CPUTarget>(); }

} // namespace offload::lower
