//===- LoadHoisting.cpp - Loads first, for ptxas ------------------------===//
//
// See offload/lower/LoadHoisting.h.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/LoadHoisting.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace offload::lower {
namespace {

/// Whether a load of Loc may not move up past I.
bool blocks(Instruction &I, const MemoryLocation &Loc, AAResults &AA) {
  if (auto *L = dyn_cast<LoadInst>(&I))
    return !L->isSimple();
  if (isa<FenceInst, AtomicRMWInst, AtomicCmpXchgInst>(I))
    return true;
  // A thread that may end or trap at I must not load first: the address
  // may be valid only after I (a bounds check's panic path ends threads).
  if (!isGuaranteedToTransferExecutionToSuccessor(&I))
    return true;
  if (auto *II = dyn_cast<IntrinsicInst>(&I))
    switch (II->getIntrinsicID()) {
    // Facts for the optimizer, modeled as writing memory only so that they
    // stay: `get_unchecked` states `index < len` with llvm.assume before
    // every load.
    case Intrinsic::assume:
    case Intrinsic::experimental_noalias_scope_decl:
    case Intrinsic::pseudoprobe:
      return false;
    default:
      break;
    }
  if (auto *CB = dyn_cast<CallBase>(&I))
    // Barriers are convergent and write memory other threads read.
    return CB->isConvergent() || CB->mayWriteToMemory() || CB->mayHaveSideEffects();
  if (auto *S = dyn_cast<StoreInst>(&I))
    return !S->isSimple() || isModSet(AA.getModRefInfo(S, Loc));
  return I.mayWriteToMemory() || I.mayHaveSideEffects();
}

/// Whether I may move up with a load whose address it computes: it neither
/// touches memory nor has effects, and can run where it would not have.
bool movesWithLoad(const Instruction &I) {
  return !isa<PHINode>(I) && !I.isTerminator() && !I.mayReadOrWriteMemory() &&
         isSafeToSpeculativelyExecute(&I);
}

/// The instructions of L's block after Floor (after the block's PHIs when
/// null) and before L that L's address needs, in block order, if all of them
/// can move; else the last one that cannot, in Blocker.
SmallVector<Instruction *, 8> addressOf(LoadInst &L, Instruction *Floor,
                                        Instruction *&Blocker) {
  BasicBlock *BB = L.getParent();
  auto InRange = [&](Instruction *I) {
    return I->getParent() == BB && !isa<PHINode>(I) && I->comesBefore(&L) &&
           (!Floor || Floor->comesBefore(I));
  };
  SmallVector<Instruction *, 8> Needed, Work;
  SmallPtrSet<Instruction *, 8> Seen;
  Blocker = nullptr;
  auto Visit = [&](Instruction &User) {
    for (Value *Op : User.operands())
      if (auto *I = dyn_cast<Instruction>(Op); I && InRange(I) && Seen.insert(I).second)
        Work.push_back(I);
  };
  Visit(L);
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (!movesWithLoad(*I)) {
      if (!Blocker || Blocker->comesBefore(I))
        Blocker = I;
      continue;
    }
    Needed.push_back(I);
    Visit(*I);
  }
  sort(Needed, [](Instruction *A, Instruction *B) { return A->comesBefore(B); });
  return Needed;
}

/// Moves L (and the instructions of its address) as far up its block as it
/// may go, not above Floor. Returns whether anything moved.
bool hoistLoad(LoadInst &L, Instruction *Floor, AAResults &AA) {
  BasicBlock &BB = *L.getParent();
  MemoryLocation Loc = MemoryLocation::get(&L);
  Instruction *Stop = Floor;
  for (Instruction *I = L.getPrevNode(); I && I != Floor; I = I->getPrevNode())
    if (isa<PHINode>(I) || blocks(*I, Loc, AA)) {
      Stop = I;
      break;
    }
  SmallVector<Instruction *, 8> Needed;
  for (;;) {
    Instruction *Blocker = nullptr;
    Needed = addressOf(L, Stop, Blocker);
    if (!Blocker)
      break;
    Stop = Blocker; // the address needs it: go no higher, and look again
  }
  Needed.push_back(&L);
  Instruction *At = Stop ? Stop->getNextNode() : &*BB.getFirstInsertionPt();
  bool Moved = false;
  for (Instruction *I : Needed) {
    if (I == At) {
      At = At->getNextNode();
      continue;
    }
    I->moveBefore(At->getIterator());
    Moved = true;
  }
  return Moved;
}

} // namespace

unsigned hoistLoads(Function &F, AAResults &AA) {
  unsigned Moved = 0;
  for (BasicBlock &BB : F) {
    SmallVector<LoadInst *, 16> Loads;
    for (Instruction &I : BB)
      if (auto *L = dyn_cast<LoadInst>(&I); L && L->isSimple())
        Loads.push_back(L);
    if (Loads.size() > MaxHoistedLoadsPerBlock)
      Loads.resize(MaxHoistedLoadsPerBlock);
    // Loads keep their order: each goes no higher than the one before.
    Instruction *Floor = nullptr;
    for (LoadInst *L : Loads) {
      Moved += hoistLoad(*L, Floor, AA);
      Floor = L;
    }
  }
  return Moved;
}

PreservedAnalyses HoistLoadsPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (!hoistLoads(F, AM.getResult<AAManager>(F)))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace offload::lower
