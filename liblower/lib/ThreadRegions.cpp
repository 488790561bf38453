//===- ThreadRegions.cpp - A block's threads as loops between barriers ----===//
//
// On the CPU device a kernel's block runs as loops over its threads, one
// loop per region of code between barriers, in the manner of PoCL's
// work-group functions: see formThreadRegions (DevicePass.h) and the
// runner's __offload_cpu_run_regions (CpuRunner.h).
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "offload/lower/CpuRunner.h"
#include "cpu_runner.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace offload::lower {

namespace {

/// The remarks' pass name (-pass-remarks=offload-thread-regions).
constexpr const char *PassName = "offload-thread-regions";

/// What a runner function the kernel calls reads: the thread's position,
/// the block's shared memory, or the barrier.
enum class Reader {
  ThreadIdx,
  BlockIdx,
  BlockDim,
  GridDim,
  SharedStatic,
  SharedDynamic,
  SharedDynamicBytes,
  Barrier
};

/// The parameters of a thread's code (the kernel with its regions, before
/// it is inlined into each region's loop), in this order.
enum Param : unsigned {
  PSlots,
  PState,
  PThreadIdx,                 // x, y, z: 3
  PLinear = PThreadIdx + 3,   // i64
  PBlockIdx,                  // 3
  PBlockDim = PBlockIdx + 3,  // 3
  PGridDim = PBlockDim + 3,   // 3
  PSharedStatic = PGridDim + 3,
  PSharedDynamic,
  PDynamicBytes, // i32
  PFrame,
  ParamCount
};

/// The most instructions the thread's code may have once the functions
/// that read its position are inlined into it; a larger kernel keeps the
/// runner's other modes.
constexpr unsigned MaxInstructions = 200000;

/// Gives To From's string attributes (the target's CPU and features):
/// only those, as From's others (what memory it touches) need not hold
/// for To.
void copyTargetAttributes(const Function &From, Function &To) {
  for (const Attribute &A : From.getAttributes().getFnAttrs())
    if (A.isStringAttribute())
      To.addFnAttr(A);
}

/// The defined functions of M (other than Except) from which a function of
/// Seeds can be reached by direct calls.
DenseSet<const Function *> reaching(Module &M, ArrayRef<const Function *> Seeds,
                                    const Function *Except) {
  DenseSet<const Function *> Reach;
  SmallVector<const Function *, 16> Work(Seeds.begin(), Seeds.end());
  while (!Work.empty()) {
    const Function *F = Work.pop_back_val();
    for (const User *U : F->users())
      if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == F)
        if (const Function *Caller = CB->getFunction();
            Caller != Except && Reach.insert(Caller).second)
          Work.push_back(Caller);
  }
  return Reach;
}

/// Rewrites one launch: Run is `__offload_cpu_run(unpack, slots, geometry,
/// concurrent, dynamic, static, align)`. Returns why the kernel cannot be
/// made into regions (M then unchanged), or an empty string.
class RegionBuilder {
public:
  RegionBuilder(Module &M, const DenseMap<const Function *, Reader> &Readers,
                const DenseSet<const Function *> &ReachReaders,
                const DenseSet<const Function *> &ReachPanic)
      : M(M), Ctx(M.getContext()), Readers(Readers), ReachReaders(ReachReaders),
        ReachPanic(ReachPanic) {}

  std::string run(CallInst &Run, Function &Unpack);
  unsigned regions() const { return Regions; }
  uint64_t frameBytes() const { return Stride; }
  bool spans() const { return SpanX; }

private:
  Function *inlineReaders(Function &Unpack, std::string &Why);
  Function *threadFunction(Function &W);
  void splitAtBarriers(Function &F, unsigned &Barriers);
  void recomputeAcrossRegions(Function &F);
  void demoteAcrossRegions(Function &F);
  void placeFrames(Function &F, Align &FrameAlign);
  void nameThreadBeforePanics(Function &F);
  Function *regionFunction(Function &Thread, unsigned K, const Function &Unpack);

  Module &M;
  LLVMContext &Ctx;
  const DenseMap<const Function *, Reader> &Readers;
  const DenseSet<const Function *> &ReachReaders;
  const DenseSet<const Function *> &ReachPanic;
  unsigned Regions = 0;
  uint64_t Stride = 0;
  /// Whether the thread's code reads the block's shared memory.
  bool UsesShared = false;
  /// Whether a call of the regions may run a span of blocks along x
  /// (OFFLOAD_CPU_REGIONS_SPAN_X): one region and no shared memory.
  bool SpanX = false;
};

/// A clone of Unpack with every call of a function that reads the
/// thread's position, shared memory or the barrier (other than through the
/// panic handler) inlined, so that it calls the readers directly; null if
/// that cannot be done (recursion, indirect calls that may read them,
/// exceptions, a kernel too large).
Function *RegionBuilder::inlineReaders(Function &Unpack, std::string &Why) {
  ValueToValueMapTy VM;
  Function *W = CloneFunction(&Unpack, VM);
  W->setName(Unpack.getName() + ".thread");
  auto Fail = [&](const Twine &Reason) -> Function * {
    Why = Reason.str();
    W->eraseFromParent();
    return nullptr;
  };
  bool ReadersAddressTaken =
      any_of(ReachReaders, [](const Function *F) { return F->hasAddressTaken(); });
  for (unsigned Round = 0;; ++Round) {
    SmallVector<CallBase *, 16> ToInline;
    unsigned Count = 0;
    for (Instruction &I : instructions(*W)) {
      ++Count;
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      if (!isa<CallInst>(CB))
        return Fail("it has an invoke or callbr");
      Function *Callee = CB->getCalledFunction();
      if (!Callee) {
        if (!CB->isInlineAsm() && ReadersAddressTaken)
          return Fail("an indirect call may read the thread's position");
        continue;
      }
      if (ReachReaders.contains(Callee)) {
        if (Callee == &Unpack || Callee->isDeclaration())
          return Fail("'" + Callee->getName() + "' reads the thread's position and cannot be inlined");
        ToInline.push_back(CB);
      }
    }
    if (ToInline.empty())
      return W;
    if (Count > MaxInstructions || Round > 64)
      return Fail("the functions that read the thread's position are recursive or too large "
                  "to inline");
    for (CallBase *CB : ToInline) {
      InlineFunctionInfo IFI;
      StringRef Callee = CB->getCalledFunction()->getName();
      if (InlineResult R = InlineFunction(*CB, IFI); !R.isSuccess())
        return Fail("'" + Callee + "' reads the thread's position and cannot be inlined (" +
                    R.getFailureReason() + ")");
    }
  }
}

/// Moves W's body into a new function of the thread's parameters (Param),
/// returning i32 (the thread's next region, or the runner's "ended"), and
/// replaces the reader calls but the barrier's with its parameters. W is
/// erased.
Function *RegionBuilder::threadFunction(Function &W) {
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx), *Ptr = PointerType::get(Ctx, 0);
  SmallVector<Type *, ParamCount> Params(ParamCount, I32);
  Params[PSlots] = Params[PSharedStatic] = Params[PSharedDynamic] = Params[PFrame] = Ptr;
  Params[PLinear] = I64;
  auto *F = Function::Create(FunctionType::get(I32, Params, false), GlobalValue::InternalLinkage,
                             W.getName(), M);
  copyTargetAttributes(W, *F);
  F->splice(F->end(), &W);
  W.getArg(0)->replaceAllUsesWith(F->getArg(PSlots));
  // The clone's own subprogram goes with its code, so that remarks on the
  // region loops (bounds checks, vectorization) name the kernel's lines.
  F->setSubprogram(W.getSubprogram());
  W.setSubprogram(nullptr);
  W.eraseFromParent();

  for (BasicBlock &BB : *F)
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator())) {
      ReturnInst::Create(Ctx, ConstantInt::get(I32, OFFLOAD_CPU_THREAD_ENDED), R->getIterator());
      R->eraseFromParent();
    }

  SmallVector<CallInst *, 16> Calls;
  for (Instruction &I : instructions(*F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction(); Callee && Readers.count(Callee))
        Calls.push_back(CI);
  for (CallInst *CI : Calls) {
    Reader R = Readers.lookup(CI->getCalledFunction());
    Value *V = nullptr;
    auto Dim = [&](unsigned First) -> Value * {
      auto *D = cast<ConstantInt>(CI->getArgOperand(0));
      if (D->getZExtValue() < 3)
        return F->getArg(First + D->getZExtValue());
      return ConstantInt::get(I32, 0);
    };
    switch (R) {
    case Reader::ThreadIdx: V = Dim(PThreadIdx); break;
    case Reader::BlockIdx: V = Dim(PBlockIdx); break;
    case Reader::BlockDim: V = Dim(PBlockDim); break;
    case Reader::GridDim: V = Dim(PGridDim); break;
    case Reader::SharedStatic: V = F->getArg(PSharedStatic); UsesShared = true; break;
    case Reader::SharedDynamic: V = F->getArg(PSharedDynamic); UsesShared = true; break;
    case Reader::SharedDynamicBytes: V = F->getArg(PDynamicBytes); UsesShared = true; break;
    case Reader::Barrier: continue;
    }
    CI->replaceAllUsesWith(V);
    CI->eraseFromParent();
  }
  return F;
}

/// Ends a region at each barrier: the barrier's block returns the region
/// after it (1, 2, ...), and the entry dispatches on the state parameter
/// (0: the kernel's start). Static allocas move to the new entry.
void RegionBuilder::splitAtBarriers(Function &F, unsigned &Barriers) {
  Type *I32 = Type::getInt32Ty(Ctx);
  SmallVector<CallInst *, 8> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction();
          Callee && Readers.lookup(Callee) == Reader::Barrier && Readers.count(Callee))
        Calls.push_back(CI);
  Barriers = Calls.size();
  BasicBlock *OldEntry = &F.getEntryBlock();
  SmallVector<BasicBlock *, 8> Heads;
  for (auto [J, CI] : enumerate(Calls)) {
    BasicBlock *BB = CI->getParent();
    BasicBlock *Head = BB->splitBasicBlock(std::next(CI->getIterator()),
                                           "region" + Twine(J + 1));
    CI->eraseFromParent();
    Instruction *Br = BB->getTerminator();
    ReturnInst::Create(Ctx, ConstantInt::get(I32, J + 1), Br->getIterator());
    Br->eraseFromParent();
    Heads.push_back(Head);
  }
  auto *Entry = BasicBlock::Create(Ctx, "regions", &F, OldEntry);
  for (Instruction &I : make_early_inc_range(*OldEntry))
    if (auto *A = dyn_cast<AllocaInst>(&I); A && A->isStaticAlloca())
      A->moveBefore(*Entry, Entry->end());
  IRBuilder<> B(Entry);
  if (Heads.empty()) {
    B.CreateBr(OldEntry);
    return;
  }
  SwitchInst *S = B.CreateSwitch(F.getArg(PState), OldEntry, Heads.size());
  for (auto [J, Head] : enumerate(Heads))
    S->addCase(B.getInt32(J + 1), Head);
}

/// Whether V can be computed again wherever it is needed: an argument of
/// the thread function (its position, the slots, ...), a constant, a load
/// of the slot array itself (the launch's argument values: a scalar, a
/// slice's pointer and length; nothing writes them during a launch, while
/// the memory a slot points to may be the kernel's to write), or arithmetic
/// without memory or effects on such values, at most Budget instructions
/// in all. Not a freeze (two copies may differ) or a PHI.
bool recomputable(Value *V, const Argument *Slots, unsigned &Budget) {
  if (isa<Argument, Constant>(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || Budget == 0 || isa<PHINode, FreezeInst, AllocaInst>(I) || I->getType()->isTokenTy())
    return false;
  if (auto *L = dyn_cast<LoadInst>(I)) {
    if (!L->isSimple() || getUnderlyingObject(L->getPointerOperand()) != Slots)
      return false;
  } else if (I->mayReadOrWriteMemory() || !isSafeToSpeculativelyExecute(I)) {
    return false;
  }
  --Budget;
  return all_of(I->operands(), [&](Value *Op) { return recomputable(Op, Slots, Budget); });
}

/// V (recomputable) at Before: V itself where it dominates Before, else a
/// copy of it made there from such operands (Made: the copies so far).
Value *recompute(Value *V, Instruction *Before, const DominatorTree &DT,
                 DenseMap<std::pair<Value *, BasicBlock *>, Value *> &Made) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || DT.dominates(I, Before))
    return V;
  Value *&Copy = Made[{V, Before->getParent()}];
  if (Copy && DT.dominates(cast<Instruction>(Copy), Before))
    return Copy;
  Instruction *C = I->clone();
  for (Use &Op : C->operands())
    Op.set(recompute(Op.get(), Before, DT, Made));
  C->insertBefore(Before->getIterator());
  C->setName(I->getName() + ".again");
  Copy = C;
  return C;
}

/// Values used in another region than their own that are computed from
/// the thread's parameters and the launch's arguments alone (its index,
/// `i = block * n + t`, a slice's pointer and length) are computed again
/// where they are used rather than kept in the frame: the region loops
/// then see them as affine in the thread index, or invariant.
void RegionBuilder::recomputeAcrossRegions(Function &F) {
  DominatorTree DT(F);
  DenseMap<std::pair<Value *, BasicBlock *>, Value *> Made;
  SmallVector<Instruction *, 32> Values;
  for (Instruction &I : instructions(F))
    Values.push_back(&I);
  for (Instruction *I : Values) {
    unsigned Budget = 16;
    if (any_of(I->uses(), [&](const Use &U) { return !DT.dominates(I, U); }) &&
        recomputable(I, F.getArg(PSlots), Budget))
      for (Use &U : make_early_inc_range(I->uses())) {
        if (DT.dominates(I, U))
          continue;
        auto *User = cast<Instruction>(U.getUser());
        Instruction *At = User;
        if (auto *PN = dyn_cast<PHINode>(User))
          At = PN->getIncomingBlock(U)->getTerminator();
        U.set(recompute(I, At, DT, Made));
      }
  }
}

/// Values used in another region than their own (any use the definition
/// no longer dominates) go through memory: an alloca, which placeFrames
/// makes part of the thread's frame.
void RegionBuilder::demoteAcrossRegions(Function &F) {
  DominatorTree DT(F);
  SmallVector<Instruction *, 32> Demote;
  for (Instruction &I : instructions(F)) {
    if (isa<AllocaInst>(I) && I.getParent() == &F.getEntryBlock())
      continue;
    for (const Use &U : I.uses())
      if (!DT.dominates(&I, U)) {
        Demote.push_back(&I);
        break;
      }
  }
  for (Instruction *I : Demote)
    DemoteRegToStack(*I, false, F.getEntryBlock().getTerminator()->getIterator());
}

/// Every alloca of the entry becomes part of the thread's frame (the
/// Frame parameter: thread t's frame in the runner's per-block array).
void RegionBuilder::placeFrames(Function &F, Align &FrameAlign) {
  const DataLayout &DL = M.getDataLayout();
  uint64_t Offset = 0;
  FrameAlign = Align(16);
  IRBuilder<> B(F.getEntryBlock().getTerminator());
  // Slot k of every thread is one array (the block's threads' values of
  // it side by side), at Frames + n * Offset_k: a region loop reads and
  // writes a slot at consecutive addresses, which it can vectorize.
  // Offset_k is a multiple of the slot's alignment, so the array is
  // aligned; n is the block's thread count.
  Value *N = nullptr, *T = F.getArg(PLinear);
  for (Instruction &I : make_early_inc_range(F.getEntryBlock())) {
    auto *A = dyn_cast<AllocaInst>(&I);
    if (!A)
      continue;
    if (!N) {
      Value *Dims[3];
      for (unsigned D = 0; D < 3; ++D)
        Dims[D] = B.CreateZExt(F.getArg(PBlockDim + D), B.getInt64Ty());
      N = B.CreateNUWMul(B.CreateNUWMul(Dims[0], Dims[1]), Dims[2], "block.threads");
    }
    uint64_t Size = alignTo(A->getAllocationSize(DL)->getFixedValue(), A->getAlign());
    Offset = alignTo(Offset, A->getAlign());
    FrameAlign = std::max(FrameAlign, A->getAlign());
    Value *At = B.CreateNUWAdd(B.CreateNUWMul(N, B.getInt64(Offset)),
                               B.CreateNUWMul(T, B.getInt64(Size)));
    Value *P = B.CreateInBoundsPtrAdd(F.getArg(PFrame), At, A->getName());
    A->replaceAllUsesWith(P);
    A->eraseFromParent();
    Offset += Size;
  }
  Stride = alignTo(Offset, FrameAlign);
}

/// Names the thread and its block's x (__offload_cpu_enter_thread) before
/// each call that may reach the panic handler, which reads the thread's
/// position.
void RegionBuilder::nameThreadBeforePanics(Function &F) {
  Type *I32 = Type::getInt32Ty(Ctx);
  FunctionCallee Enter = M.getOrInsertFunction(
      cpu_runner::EnterThread,
      FunctionType::get(Type::getVoidTy(Ctx), {I32, I32, I32, I32}, false));
  SmallVector<CallInst *, 16> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction(); Callee && ReachPanic.contains(Callee))
        Calls.push_back(CI);
  for (CallInst *CI : Calls)
    CallInst::Create(Enter,
                     {F.getArg(PThreadIdx), F.getArg(PThreadIdx + 1), F.getArg(PThreadIdx + 2),
                      F.getArg(PBlockIdx)},
                     "", CI->getIterator());
}

/// A counted loop `for (I = Start; I < N; ++I)` at B (Start < N not
/// assumed); Body emits the body at the builder it gets. B continues after
/// the loop.
void emitLoop(IRBuilder<> &B, Value *Start, Value *N, const Twine &Name,
              function_ref<void(IRBuilder<> &, Value *)> Body) {
  LLVMContext &Ctx = B.getContext();
  Function *F = B.GetInsertBlock()->getParent();
  BasicBlock *Pre = B.GetInsertBlock();
  auto *Loop = BasicBlock::Create(Ctx, Name, F);
  auto *Exit = BasicBlock::Create(Ctx, Name + ".done", F);
  B.CreateCondBr(B.CreateICmpUGE(Start, N), Exit, Loop);
  B.SetInsertPoint(Loop);
  PHINode *I = B.CreatePHI(N->getType(), 2, Name);
  I->addIncoming(Start, Pre);
  Body(B, I);
  Value *Next = B.CreateNUWAdd(I, ConstantInt::get(N->getType(), 1));
  I->addIncoming(Next, B.GetInsertBlock());
  B.CreateCondBr(B.CreateICmpULT(Next, N), Loop, Exit);
  B.SetInsertPoint(Exit);
}

/// Region K's function (the runner's __offload_cpu_region): the block's
/// threads from `first` on, x fastest, each running the thread's code from
/// region K (with several regions, only the threads at K, or all when cur
/// is null, each writing its next region; the function returns that
/// region if it is the same for all, from the smallest and the largest,
/// reductions the loop vectorizer takes).
Function *RegionBuilder::regionFunction(Function &Thread, unsigned K, const Function &Unpack) {
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx), *Ptr = PointerType::get(Ctx, 0);
  auto *FT = FunctionType::get(I32, {Ptr, Ptr, Ptr, Ptr, I64, Ptr, Ptr, Ptr, I64}, false);
  auto *R = Function::Create(FT, GlobalValue::InternalLinkage,
                             Unpack.getName() + ".region" + Twine(K), M);
  copyTargetAttributes(Unpack, *R);
  R->addFnAttr(Attribute::NoUnwind);
  // Block, frames, cur, next: the runner's own arrays. Slots: the kernel's
  // arguments, which nothing writes during the launch (so LLVM may load
  // them once, out of the thread loop).
  for (unsigned P : {0u, 1u, 5u, 6u, 7u})
    R->addParamAttr(P, Attribute::NoAlias);
  R->addParamAttr(0, Attribute::ReadOnly);
  Value *Slots = R->getArg(0), *Block = R->getArg(1), *SharedStatic = R->getArg(2),
        *SharedDynamic = R->getArg(3), *Frames = R->getArg(5), *Cur = R->getArg(6),
        *Next = R->getArg(7), *First = R->getArg(8);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", R));
  // The smallest and largest next region of the threads run, as memory
  // that SROA makes values of.
  AllocaInst *Least = nullptr, *Most = nullptr;
  if (Regions > 1) {
    Least = B.CreateAlloca(I32, nullptr, "least");
    Most = B.CreateAlloca(I32, nullptr, "most");
    B.CreateStore(B.getInt32(UINT32_MAX), Least);
    B.CreateStore(B.getInt32(0), Most);
  }
  // Block x, y, z, block dimension x, y, z, grid dimension x, y, z, and
  // with spans the span: how many blocks along x from block x to run.
  Value *Pos[10];
  for (unsigned I = 0; I < (SpanX ? 10u : 9u); ++I)
    Pos[I] = B.CreateAlignedLoad(I32, B.CreateConstInBoundsGEP1_32(I32, Block, I), Align(4));
  Value *DynamicBytes = B.CreateTrunc(
      B.CreateBinaryIntrinsic(Intrinsic::umin, R->getArg(4), B.getInt64(UINT32_MAX)), I32);
  Value *BX = B.CreateZExt(Pos[3], I64), *BY = B.CreateZExt(Pos[4], I64);
  SmallVector<CallInst *, 2> Calls;
  // One thread's code (its block's x index BlockX), then Done.
  Value *All = Regions > 1 ? B.CreateIsNull(Cur, "all") : nullptr;
  auto Thread1 = [&](IRBuilder<> &B, Value *TX, Value *TY, Value *TZ, Value *T, Value *BlockX) {
    BasicBlock *Body = BasicBlock::Create(Ctx, "thread", R);
    BasicBlock *Done = BasicBlock::Create(Ctx, "thread.done", R);
    if (Regions > 1) {
      // The thread runs if every thread does, else if it is at K.
      BasicBlock *Test = BasicBlock::Create(Ctx, "thread.state", R);
      B.CreateCondBr(All, Body, Test);
      B.SetInsertPoint(Test);
      Value *State = B.CreateAlignedLoad(I32, B.CreateInBoundsGEP(I32, Cur, T), Align(4));
      B.CreateCondBr(B.CreateICmpEQ(State, B.getInt32(K)), Body, Done);
    } else {
      B.CreateBr(Body);
    }
    B.SetInsertPoint(Body);
    SmallVector<Value *, ParamCount> Args(ParamCount);
    Args[PSlots] = Slots;
    Args[PState] = B.getInt32(K);
    Args[PThreadIdx] = TX;
    Args[PThreadIdx + 1] = TY;
    Args[PThreadIdx + 2] = TZ;
    Args[PLinear] = T;
    for (unsigned D = 0; D < 9; ++D)
      Args[PBlockIdx + D] = Pos[D];
    Args[PBlockIdx] = BlockX;
    Args[PSharedStatic] = SharedStatic;
    Args[PSharedDynamic] = SharedDynamic;
    Args[PDynamicBytes] = DynamicBytes;
    Args[PFrame] = Frames;
    CallInst *CI = B.CreateCall(&Thread, Args);
    Calls.push_back(CI);
    if (Regions > 1) {
      B.CreateAlignedStore(CI, B.CreateInBoundsGEP(I32, Next, T), Align(4));
      B.CreateStore(B.CreateBinaryIntrinsic(Intrinsic::umin, B.CreateLoad(I32, Least), CI), Least);
      B.CreateStore(B.CreateBinaryIntrinsic(Intrinsic::umax, B.CreateLoad(I32, Most), CI), Most);
    }
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
  };
  // The threads of one thread row (Row: the linear index of its first
  // thread) of the block BlockX, from `first` on: the row's threads are
  // numbered from Unit in the call's order. The thread index is a 32-bit
  // induction variable (what the kernel's index arithmetic starts from),
  // so that its uses are affine in it.
  auto ThreadRow = [&](IRBuilder<> &B, Value *TY, Value *TZ, Value *Row, Value *Unit,
                       Value *BlockX) {
    // x from first - unit, if above 0.
    Value *Skip = B.CreateBinaryIntrinsic(Intrinsic::usub_sat, First, Unit);
    Value *Start = B.CreateTrunc(B.CreateBinaryIntrinsic(Intrinsic::umin, Skip, BX), I32);
    emitLoop(B, Start, Pos[3], "tx", [&](IRBuilder<> &B, Value *TX) {
      Value *T = isa<ConstantInt>(Row) && cast<ConstantInt>(Row)->isZero()
                     ? B.CreateZExt(TX, I64, "t")
                     : B.CreateNUWAdd(Row, B.CreateZExt(TX, I64), "t");
      Thread1(B, TX, TY, TZ, T, BlockX);
    });
  };
  // The blocks of the call: one, or with spans Pos[9] along x, each thread
  // row through all of them (so that a 2-D block's rows stream through
  // memory as the grid's rows). Body gets the block's place in the span
  // (i64) and its x index.
  auto Blocks = [&](IRBuilder<> &B, function_ref<void(IRBuilder<> &, Value *, Value *)> Body) {
    if (!SpanX)
      return Body(B, B.getInt64(0), Pos[0]);
    emitLoop(B, B.getInt32(0), Pos[9], "span", [&](IRBuilder<> &B, Value *S) {
      Body(B, B.CreateZExt(S, I64), B.CreateAdd(Pos[0], S, "block.x"));
    });
  };
  Value *Span = SpanX ? B.CreateZExt(Pos[9], I64) : B.getInt64(1);
  // A block of one dimension (the common case) is one plain loop from
  // `first`, which LLVM can vectorize; others a loop nest, z outermost,
  // whose rows start past `first`.
  BasicBlock *Line = BasicBlock::Create(Ctx, "line", R);
  BasicBlock *Grid = BasicBlock::Create(Ctx, "grid", R);
  BasicBlock *End = BasicBlock::Create(Ctx, "end", R);
  B.CreateCondBr(B.CreateAnd(B.CreateICmpEQ(Pos[4], B.getInt32(1)),
                             B.CreateICmpEQ(Pos[5], B.getInt32(1))),
                 Line, Grid);
  B.SetInsertPoint(Line);
  Blocks(B, [&](IRBuilder<> &B, Value *S, Value *BlockX) {
    Value *Unit = SpanX ? B.CreateNUWMul(S, BX) : S;
    ThreadRow(B, B.getInt32(0), B.getInt32(0), B.getInt64(0), Unit, BlockX);
  });
  B.CreateBr(End);
  B.SetInsertPoint(Grid);
  emitLoop(B, B.getInt32(0), Pos[5], "tz", [&](IRBuilder<> &B, Value *TZ) {
    emitLoop(B, B.getInt32(0), Pos[4], "ty", [&](IRBuilder<> &B, Value *TY) {
      Value *RowIndex =
          B.CreateNUWAdd(B.CreateNUWMul(B.CreateZExt(TZ, I64), BY), B.CreateZExt(TY, I64));
      Value *Row = B.CreateNUWMul(RowIndex, BX);
      Blocks(B, [&](IRBuilder<> &B, Value *S, Value *BlockX) {
        Value *Unit =
            SpanX ? B.CreateNUWMul(B.CreateNUWAdd(B.CreateNUWMul(RowIndex, Span), S), BX) : Row;
        ThreadRow(B, TY, TZ, Row, Unit, BlockX);
      });
    });
  });
  B.CreateBr(End);
  B.SetInsertPoint(End);
  Value *Went = B.getInt32(OFFLOAD_CPU_STATES_MIXED);
  if (Regions > 1) {
    Value *L = B.CreateLoad(I32, Least), *H = B.CreateLoad(I32, Most);
    Went = B.CreateSelect(B.CreateICmpEQ(L, H), L, Went, "went");
  }
  B.CreateRet(Went);
  for (CallInst *CI : Calls) {
    InlineFunctionInfo IFI;
    (void)InlineFunction(*CI, IFI); // the thread's code has no recursion left
  }
  return R;
}

std::string RegionBuilder::run(CallInst &Run, Function &Unpack) {
  std::string Why;
  Function *W = inlineReaders(Unpack, Why);
  if (!W)
    return Why;
  // What the regions cannot express: a dynamic alloca, a position read
  // whose dimension is not a constant, a token (convergence) value, more
  // regions than the runner takes.
  unsigned Barriers = 0;
  for (Instruction &I : instructions(*W)) {
    if (auto *A = dyn_cast<AllocaInst>(&I);
        A && (!A->isStaticAlloca() || A->getAddressSpace() != 0 ||
              !A->getAllocationSize(M.getDataLayout()) ||
              A->getAllocationSize(M.getDataLayout())->isScalable()))
      Why = "it allocates stack memory of a size known only at run time";
    else if (I.getType()->isTokenTy())
      Why = "it uses token values";
    else if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction(); Callee && Readers.count(Callee)) {
        Reader R = Readers.lookup(Callee);
        if (R <= Reader::GridDim && !isa<ConstantInt>(CI->getArgOperand(0)))
          Why = "it reads a position in a dimension known only at run time";
        Barriers += R == Reader::Barrier;
      }
    if (!Why.empty())
      break;
  }
  if (Why.empty() && Barriers + 1 > OFFLOAD_CPU_MAX_REGIONS)
    Why = "it has " + std::to_string(Barriers) + " barriers, more than " +
          std::to_string(OFFLOAD_CPU_MAX_REGIONS - 1);
  if (!Why.empty()) {
    W->eraseFromParent();
    return Why;
  }
  Function *Thread = threadFunction(*W);
  splitAtBarriers(*Thread, Barriers);
  Align FrameAlign(16);
  if (Barriers > 0) {
    // Lifetime markers would cross regions and end on frame slots, which
    // they may not name (only allocas): the frame outlives them anyway.
    for (Instruction &I : make_early_inc_range(instructions(*Thread)))
      if (I.isLifetimeStartOrEnd())
        I.eraseFromParent();
    recomputeAcrossRegions(*Thread);
    demoteAcrossRegions(*Thread);
    placeFrames(*Thread, FrameAlign);
  }
  nameThreadBeforePanics(*Thread);

  Regions = Barriers + 1;
  SpanX = Regions == 1 && !UsesShared;
  SmallVector<Constant *, 8> Table;
  for (unsigned K = 0; K < Regions; ++K)
    Table.push_back(regionFunction(*Thread, K, Unpack));
  Thread->eraseFromParent();
  auto *TableTy = ArrayType::get(PointerType::get(Ctx, 0), Regions);
  auto *TableVar = new GlobalVariable(M, TableTy, true, GlobalValue::PrivateLinkage,
                                      ConstantArray::get(TableTy, Table),
                                      Unpack.getName() + ".regions");

  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx), *Ptr = PointerType::get(Ctx, 0);
  FunctionCallee RunRegions = M.getOrInsertFunction(
      cpu_runner::RunRegions,
      FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I32, Ptr, Ptr, I64, I64, I64, I64, I64, I32},
                        false));
  IRBuilder<> B(&Run);
  B.CreateCall(RunRegions, {TableVar, B.getInt32(Regions), Run.getArgOperand(1),
                            Run.getArgOperand(2), B.getInt64(Stride),
                            B.getInt64(FrameAlign.value()), Run.getArgOperand(4),
                            Run.getArgOperand(5), Run.getArgOperand(6),
                            B.getInt32(SpanX ? OFFLOAD_CPU_REGIONS_SPAN_X : 0)});
  Run.eraseFromParent();
  return "";
}

} // namespace

bool formThreadRegions(Module &M) {
  Function *RunFn = M.getFunction(cpu_runner::Run);
  if (!RunFn)
    return false;
  DenseMap<const Function *, Reader> Readers;
  SmallVector<const Function *, 8> ReaderFns;
  const std::pair<StringRef, Reader> Names[] = {
      {cpu_runner::ThreadIdx, Reader::ThreadIdx},
      {cpu_runner::BlockIdx, Reader::BlockIdx},
      {cpu_runner::BlockDim, Reader::BlockDim},
      {cpu_runner::GridDim, Reader::GridDim},
      {cpu_runner::SharedStatic, Reader::SharedStatic},
      {cpu_runner::SharedDynamic, Reader::SharedDynamic},
      {cpu_runner::SharedDynamicBytes, Reader::SharedDynamicBytes},
      {cpu_runner::Barrier, Reader::Barrier}};
  for (auto [Name, R] : Names)
    if (Function *F = M.getFunction(Name)) {
      Readers[F] = R;
      ReaderFns.push_back(F);
    }
  const Function *Panic = M.getFunction(builtinName(BuiltinKind::Panic));
  DenseSet<const Function *> ReachReaders = reaching(M, ReaderFns, Panic);
  DenseSet<const Function *> ReachPanic;
  if (Panic) {
    SmallVector<const Function *, 1> Seeds = {Panic};
    ReachPanic = reaching(M, Seeds, nullptr);
    ReachPanic.insert(Panic);
  }

  SmallVector<CallInst *, 8> Runs;
  for (User *U : RunFn->users())
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledOperand() == RunFn)
      Runs.push_back(CI);
  bool Changed = false;
  for (CallInst *CI : Runs) {
    auto *Unpack = dyn_cast<Function>(CI->getArgOperand(0));
    if (!Unpack || Unpack->isDeclaration())
      continue;
    Function &Entry = *CI->getFunction();
    RegionBuilder RB(M, Readers, ReachReaders, ReachPanic);
    std::string Why = RB.run(*CI, *Unpack);
    OptimizationRemarkEmitter ORE(&Entry);
    if (Why.empty()) {
      Changed = true;
      ORE.emit([&] {
        return OptimizationRemark(PassName, "Regions", &Entry)
               << "on the CPU, kernel '" << Entry.getName()
               << "' runs each block as loops over its threads: "
               << ore::NV("Regions", RB.regions()) << " regions (its barriers plus one), "
               << ore::NV("FrameBytes", RB.frameBytes()) << "-byte thread frames"
               << (RB.spans() ? ", blocks of a grid row in one loop nest" : "");
      });
    } else {
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "NoRegions", &Entry)
               << "on the CPU, kernel '" << Entry.getName()
               << "' runs each thread as a call (as OS threads if it has barriers): " << Why;
      });
    }
  }
  return Changed;
}

} // namespace offload::lower
