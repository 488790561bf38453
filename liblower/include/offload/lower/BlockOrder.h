//===- offload/lower/BlockOrder.h - One block order per CFG ------*- C++ -*-===//
//
// Device pass, NVIDIA images: blocks in reverse post-order, panic paths
// last, so that the backend's block placement, which breaks ties by block
// order, gives kernels with one CFG one layout (docs/design.md).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_BLOCKORDER_H
#define OFFLOAD_LOWER_BLOCKORDER_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
} // namespace llvm

namespace offload::lower {

/// Puts F's blocks in reverse post-order of a depth-first walk from the
/// entry that takes each block's successors in its terminator's order; then
/// the blocks ending in `unreachable`, in that order too, and last any
/// block the entry cannot reach, in its old order. The CFG and every
/// instruction stay as they are. Returns whether the order changed.
bool orderBlocks(llvm::Function &F);

/// orderBlocks as a new-pass-manager function pass.
struct OrderBlocksPass : llvm::PassInfoMixin<OrderBlocksPass> {
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &AM);
};

} // namespace offload::lower

#endif
