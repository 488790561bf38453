//===- BlockOrder.cpp - One block order per CFG ---------------------------===//
//
// See offload/lower/BlockOrder.h.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/BlockOrder.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace offload::lower {

bool orderBlocks(Function &F) {
  if (F.isDeclaration())
    return false;
  SmallVector<BasicBlock *, 32> Order, Cold;
  SmallPtrSet<BasicBlock *, 32> Reached;
  for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F)) {
    Reached.insert(BB);
    (isa<UnreachableInst>(BB->getTerminator()) ? Cold : Order).push_back(BB);
  }
  Order.append(Cold.begin(), Cold.end());
  for (BasicBlock &BB : F)
    if (!Reached.contains(&BB))
      Order.push_back(&BB);
  bool Changed = false;
  BasicBlock *Prev = nullptr;
  for (BasicBlock *BB : Order) {
    // The entry is first in both orders and never moves.
    if (Prev && Prev->getNextNode() != BB) {
      BB->moveAfter(Prev);
      Changed = true;
    }
    Prev = BB;
  }
  return Changed;
}

PreservedAnalyses OrderBlocksPass::run(Function &F, FunctionAnalysisManager &) {
  if (!orderBlocks(F))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace offload::lower
