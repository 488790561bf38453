//===- SharedMemory.cpp - A block's shared memory -------------------------===//
//
// The static shared arrays of device code (the shared memory builtins'
// arguments), their limit per block, their zeroing at a kernel's start and
// their placement in the memory the target gives a block.
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "DeviceTarget.h"
#include "offload/layout/Layout.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

#include <functional>

using namespace llvm;
using offload::manifest::KernelInstance;

namespace offload::lower {

namespace {

/// The globals a value passed to BuiltinKind::SharedMemory stands for: V
/// without its pointer casts, or the globals of the phis and selects it is
/// made of. False when some part of it is none of these.
bool sharedStorageOf(Value *V, SmallPtrSetImpl<Value *> &Seen,
                     SetVector<GlobalVariable *> &Out) {
  V = V->stripPointerCasts();
  if (!Seen.insert(V).second)
    return true;
  if (auto *G = dyn_cast<GlobalVariable>(V)) {
    Out.insert(G);
    return true;
  }
  if (auto *Phi = dyn_cast<PHINode>(V))
    return all_of(Phi->incoming_values(),
                  [&](Value *In) { return sharedStorageOf(In, Seen, Out); });
  if (auto *Sel = dyn_cast<SelectInst>(V))
    return sharedStorageOf(Sel->getTrueValue(), Seen, Out) &&
           sharedStorageOf(Sel->getFalseValue(), Seen, Out);
  return false;
}

/// What F's code names, and that of the functions it calls (declarations
/// included): the globals and the functions.
struct Reached {
  DenseSet<const GlobalVariable *> Globals;
  DenseSet<const Function *> Functions;
};

Reached reachedFrom(const Function &F) {
  DenseSet<const Function *> Seen{&F};
  std::vector<const Function *> Work{&F};
  DenseSet<const GlobalVariable *> Used;
  auto Visit = [&](const Value *V) {
    if (auto *G = dyn_cast<GlobalVariable>(V->stripPointerCasts()))
      Used.insert(G);
    else if (auto *Callee = dyn_cast<Function>(V->stripPointerCasts()))
      if (Seen.insert(Callee).second)
        Work.push_back(Callee);
  };
  while (!Work.empty()) {
    const Function *Fn = Work.back();
    Work.pop_back();
    for (const Instruction &I : instructions(*Fn))
      for (const Value *Op : I.operands()) {
        Visit(Op);
        if (auto *CE = dyn_cast<ConstantExpr>(Op))
          for (const Value *Inner : CE->operands())
            Visit(Inner);
      }
  }
  return {std::move(Used), std::move(Seen)};
}

/// Bytes of the shared arrays reachable from F (through calls and uses).
uint64_t sharedBytesReachedFrom(const Function &F, ArrayRef<GlobalVariable *> Arrays) {
  const DataLayout &DL = F.getParent()->getDataLayout();
  DenseSet<const GlobalVariable *> Used = reachedFrom(F).Globals;
  uint64_t Bytes = 0;
  for (GlobalVariable *G : Arrays)
    if (Used.contains(G))
      Bytes += DL.getTypeAllocSize(G->getValueType());
  return Bytes;
}

/// The zeroed shared arrays among what a function reaches, in Arrays' order.
std::vector<GlobalVariable *> zeroedArraysReachedFrom(const Reached &R,
                                                      ArrayRef<GlobalVariable *> Arrays,
                                                      const DenseSet<const GlobalVariable *> &Zeroed) {
  std::vector<GlobalVariable *> Out;
  for (GlobalVariable *G : Arrays)
    if (Zeroed.contains(G) && R.Globals.contains(G))
      Out.push_back(G);
  return Out;
}

/// Makes the zeroed shared arrays (BuiltinKind::SharedMemoryZeroed) that
/// Unpack reaches zero when the kernel's own code starts: at Unpack's
/// entry, the block's threads store zeros over them, thread t (its index in
/// the block) at words t, t + threads, ..., then wait at the block barrier.
/// All the block's threads are there: none has run any of the kernel's
/// code yet, so none has returned. The stores and the barrier are builtin
/// calls that resolveBuiltins lowers for the target; the arrays' addresses
/// are SharedMemoryZeroed calls that placeSharedArrays resolves.
void zeroSharedAtEntry(Module &M, Function &Unpack, ArrayRef<GlobalVariable *> Arrays,
                       bool Dynamic) {
  const DataLayout &DL = M.getDataLayout();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  auto *Ptr = PointerType::getUnqual(Ctx);
  auto Declare = [&](StringRef Name, Type *Ret, ArrayRef<Type *> Params = {}) {
    return M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
  };
  // After the entry block's allocas, which must stay there (static).
  BasicBlock *Entry = &Unpack.getEntryBlock();
  BasicBlock::iterator At = Entry->getFirstInsertionPt();
  while (isa<AllocaInst>(*At))
    ++At;
  BasicBlock *Body = Entry->splitBasicBlock(At, "kernel.body");
  Entry->getTerminator()->eraseFromParent();
  IRBuilder<> B(Entry);
  Value *Dim[3], *Tid[3];
  for (unsigned D = 0; D < 3; ++D) {
    Dim[D] = B.CreateZExt(B.CreateCall(Declare(builtinName(BuiltinKind::BlockDim, D), I32)), I64);
    Tid[D] = B.CreateZExt(B.CreateCall(Declare(builtinName(BuiltinKind::ThreadIdx, D), I32)), I64);
  }
  Value *Threads = B.CreateMul(B.CreateMul(Dim[0], Dim[1]), Dim[2], "threads");
  Value *Thread = B.CreateAdd(
      B.CreateMul(B.CreateAdd(B.CreateMul(Tid[2], Dim[1]), Tid[1]), Dim[0]), Tid[0], "thread");
  // Words [0, Count) of WordBytes at Base: thread t stores t, t + threads, ...
  auto ZeroWords = [&](Value *Base, Value *Count, unsigned WordBytes) {
    Type *WordTy = IntegerType::get(Ctx, WordBytes * 8);
    BasicBlock *Loop = BasicBlock::Create(Ctx, "zero.loop", &Unpack, Body);
    BasicBlock *Done = BasicBlock::Create(Ctx, "zero.done", &Unpack, Body);
    BasicBlock *From = B.GetInsertBlock();
    B.CreateCondBr(B.CreateICmpULT(Thread, Count), Loop, Done);
    B.SetInsertPoint(Loop);
    PHINode *I = B.CreatePHI(I64, 2, "zero.i");
    I->addIncoming(Thread, From);
    B.CreateAlignedStore(ConstantInt::get(WordTy, 0), B.CreateInBoundsGEP(WordTy, Base, I),
                         Align(WordBytes));
    Value *Next = B.CreateAdd(I, Threads);
    I->addIncoming(Next, Loop);
    B.CreateCondBr(B.CreateICmpULT(Next, Count), Loop, Done);
    B.SetInsertPoint(Done);
  };
  for (GlobalVariable *G : Arrays) {
    uint64_t Bytes = DL.getTypeAllocSize(G->getValueType());
    unsigned Word = Bytes % 4 == 0 && sharedAlignment(*G).value() >= 4 ? 4 : 1;
    Value *Base = B.CreateCall(Declare(builtinName(BuiltinKind::SharedMemoryZeroed), Ptr, {Ptr}), {G});
    ZeroWords(Base, B.getInt64(Bytes / Word), Word);
  }
  if (Dynamic) {
    // 16-byte aligned, of the launch's bytes: whole words, then the bytes
    // after the last whole word.
    Value *Base = B.CreateCall(Declare(builtinName(BuiltinKind::DynamicShared), Ptr));
    Value *Bytes = B.CreateZExt(B.CreateCall(Declare(builtinName(BuiltinKind::DynamicSharedBytes), I32)), I64);
    Value *Words = B.CreateLShr(Bytes, 2);
    ZeroWords(Base, Words, 4);
    ZeroWords(B.CreateInBoundsPtrAdd(Base, B.CreateShl(Words, 2)),
              B.CreateAnd(Bytes, 3), 1);
  }
  B.CreateCall(Declare(builtinName(BuiltinKind::SyncThreads), Type::getVoidTy(Ctx)));
  B.CreateBr(Body);
}

} // namespace

Expected<std::vector<GlobalVariable *>>
sharedArrays(Module &M, StringRef FileName, DenseSet<const GlobalVariable *> &Zeroed) {
  std::vector<GlobalVariable *> Out;
  SetVector<GlobalVariable *> Used;
  for (StringRef Name : {builtinName(BuiltinKind::SharedMemory),
                         builtinName(BuiltinKind::SharedMemoryZeroed)}) {
    Function *F = M.getFunction(Name);
    if (!F)
      continue;
    for (CallBase *CB : callsOf(*F)) {
      SmallPtrSet<Value *, 8> Seen;
      SetVector<GlobalVariable *> These;
      if (!sharedStorageOf(CB->getArgOperand(0), Seen, These)) {
        const DebugLoc &DL = CB->getDebugLoc();
        return makeDiagnostic(DL ? layout::fileNameOf(DL->getScope()) : FileName.str(),
                              DL ? DL.getLine() : 0, DL ? DL.getCol() : 0,
                              "the argument of device builtin '" + F->getName() +
                                  "' is not a global variable of the device code "
                                  "(the shared array it stands for)");
      }
      for (GlobalVariable *G : These) {
        Used.insert(G);
        if (Name == builtinName(BuiltinKind::SharedMemoryZeroed))
          Zeroed.insert(G);
      }
    }
  }
  for (GlobalVariable &G : M.globals())
    if (Used.contains(&G))
      Out.push_back(&G);
  return Out;
}

Align sharedAlignment(const GlobalVariable &G) {
  return G.getParent()->getDataLayout().getValueOrABITypeAlignment(G.getAlign(),
                                                                   G.getValueType());
}

uint64_t layoutSharedArrays(const Module &M, ArrayRef<GlobalVariable *> Arrays,
                            std::vector<uint64_t> &Offsets, Align &MaxAlign) {
  const DataLayout &DL = M.getDataLayout();
  uint64_t Size = 0;
  MaxAlign = Align(16);
  for (GlobalVariable *G : Arrays) {
    Align A = sharedAlignment(*G);
    MaxAlign = std::max(MaxAlign, A);
    Size = alignTo(Size, A);
    Offsets.push_back(Size);
    Size += DL.getTypeAllocSize(G->getValueType());
  }
  return alignTo(Size, 16);
}

uint64_t sharedEndReachedFrom(const Function &F, ArrayRef<GlobalVariable *> Arrays,
                              ArrayRef<uint64_t> Offsets) {
  const DataLayout &DL = F.getParent()->getDataLayout();
  DenseSet<const GlobalVariable *> Used = reachedFrom(F).Globals;
  uint64_t End = 0;
  for (auto [G, Offset] : zip_equal(Arrays, Offsets))
    if (Used.contains(G))
      End = std::max(End, Offset + DL.getTypeAllocSize(G->getValueType()));
  return alignTo(End, 16);
}

Error checkStaticSharedLimit(const DeviceTarget &Target, const Function &Unpack,
                             ArrayRef<GlobalVariable *> Arrays, const KernelInstance &K) {
  std::optional<uint64_t> Max = Target.maxStaticSharedBytes();
  if (!Max)
    return Error::success();
  uint64_t Bytes = sharedBytesReachedFrom(Unpack, Arrays);
  if (Bytes <= *Max)
    return Error::success();
  return createStringError("kernel " + K.displayName() + " uses " + Twine(Bytes) +
                           " bytes of shared memory per block; " + Target.devicesName() +
                           " give a block " + Twine(*Max) + " bytes of static shared memory");
}

Error zeroSharedMemory(Module &M, const DeviceTarget &Target,
                       const std::map<std::string, Function *> &Unpacks,
                       const StringSet<> &EntryPoints, ArrayRef<GlobalVariable *> Arrays,
                       const DenseSet<const GlobalVariable *> &Zeroed, StringRef FileName) {
  // Each kernel that reaches them zeroes them first (once per unpack
  // function, which instances of one kernel may share).
  Function *DynamicZeroed = M.getFunction(builtinName(BuiltinKind::DynamicSharedZeroed));
  if (Target.zeroesSharedAtEntry() && (!Zeroed.empty() || DynamicZeroed)) {
    DenseSet<Function *> Zeroing;
    for (auto &[Symbol, Unpack] : Unpacks) {
      if (!EntryPoints.contains(Symbol) || !Zeroing.insert(Unpack).second)
        continue;
      Reached R = reachedFrom(*Unpack);
      std::vector<GlobalVariable *> Z = zeroedArraysReachedFrom(R, Arrays, Zeroed);
      bool Dynamic = DynamicZeroed && R.Functions.contains(DynamicZeroed);
      if (!Z.empty() || Dynamic)
        zeroSharedAtEntry(M, *Unpack, Z, Dynamic);
    }
  }
  // Then the zeroed dynamic shared memory is the dynamic shared memory.
  if (DynamicZeroed) {
    if (DynamicZeroed->arg_size() != 0 || !DynamicZeroed->getReturnType()->isPointerTy())
      return makeDiagnostic(FileName, 0, 0,
                            "device builtin '" + DynamicZeroed->getName() +
                                "' must take nothing and return a pointer");
    DynamicZeroed->replaceAllUsesWith(
        M.getOrInsertFunction(builtinName(BuiltinKind::DynamicShared), DynamicZeroed->getFunctionType())
            .getCallee());
    DynamicZeroed->eraseFromParent();
  }
  return Error::success();
}

void placeSharedArrays(Module &M, DeviceTarget &Target, ArrayRef<GlobalVariable *> Arrays) {
  Function *F = M.getFunction(builtinName(BuiltinKind::SharedMemory));
  Function *FZ = M.getFunction(builtinName(BuiltinKind::SharedMemoryZeroed));
  if (!F && !FZ)
    return;
  auto *Generic = cast<PointerType>((F ? F : FZ)->getReturnType());
  DenseMap<const GlobalVariable *, unsigned> Index;
  for (unsigned I = 0; I < Arrays.size(); ++I)
    Index[Arrays[I]] = I;
  std::unique_ptr<SharedArrayPlacement> Placement =
      Target.placeSharedArrays(M, Arrays, Generic);
  // The block address of a builtin call's argument in function In: of a
  // global, or of phis and selects of globals (sharedArrays checked), each
  // made once.
  DenseMap<Value *, Value *> Mapped;
  std::function<Value *(Value *, Function &)> Map = [&](Value *V, Function &In) -> Value * {
    V = V->stripPointerCasts();
    if (auto *G = dyn_cast<GlobalVariable>(V))
      return Placement->addressOf(Index.at(G), In);
    if (Value *Done = Mapped.lookup(V))
      return Done;
    if (auto *Phi = dyn_cast<PHINode>(V)) {
      PHINode *New = PHINode::Create(Generic, Phi->getNumIncomingValues(),
                                     Phi->getName() + ".block", Phi->getIterator());
      Mapped[V] = New;
      for (unsigned J = 0; J < Phi->getNumIncomingValues(); ++J)
        New->addIncoming(Map(Phi->getIncomingValue(J), In), Phi->getIncomingBlock(J));
      return New;
    }
    auto *Sel = cast<SelectInst>(V);
    Value *T = Map(Sel->getTrueValue(), In), *E = Map(Sel->getFalseValue(), In);
    Value *New = SelectInst::Create(Sel->getCondition(), T, E, Sel->getName() + ".block",
                                    Sel->getIterator());
    Mapped[V] = New;
    return New;
  };
  for (Function *Builtin : {F, FZ}) {
    if (!Builtin)
      continue;
    for (CallBase *CB : callsOf(*Builtin)) {
      CB->replaceAllUsesWith(Map(CB->getArgOperand(0), *CB->getFunction()));
      CB->eraseFromParent();
    }
  }
  // The phis and selects of the arguments, now unused.
  SmallVector<WeakTrackingVH, 8> Dead;
  for (auto &[Old, New] : Mapped)
    Dead.push_back(Old);
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  for (GlobalVariable *G : Arrays) {
    G->removeDeadConstantUsers();
    if (G->use_empty())
      G->eraseFromParent();
  }
  for (Function *Builtin : {F, FZ})
    if (Builtin && Builtin->use_empty())
      Builtin->eraseFromParent();
}

} // namespace offload::lower
