//===- offload/lower/BlockOrder.h - One block order per CFG ------*- C++ -*-===//
//
// A function pass of the device pass for NVIDIA images: a function's blocks
// in reverse post-order from its entry, the blocks that end in
// `unreachable` (panic paths) last.
//
// Why: the backend's block placement breaks ties by the order the optimizer
// happened to leave the blocks in, so two kernels with the same CFG can get
// different loop layouts, which ptxas schedules differently. ATAX's Region
// and `&mut` kernels (bench/rajaperf) differed only there: one loop fell
// through into its body, the other branched to it and back with an extra
// `bra.uni`, and they ran 2-4 % apart on an H200 (docs/benchmarks.md). In
// this order both get the first layout, one branch per iteration.
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
