//===- offload/lower/LoadHoisting.h - Loads first, for ptxas -----*- C++ -*-===//
//
// Device pass, NVIDIA images: each block's loads move up before its
// arithmetic, as ptxas keeps much of the PTX's order (docs/design.md; the
// measurements are in docs/benchmarks.md).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_LOADHOISTING_H
#define OFFLOAD_LOWER_LOADHOISTING_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class AAResults;
class Function;
} // namespace llvm

namespace offload::lower {

/// At most this many loads of one basic block move (the first ones); the
/// rest stay where they are, so that a long block does not hold every
/// loaded value in a register at once.
constexpr unsigned MaxHoistedLoadsPerBlock = 32;

/// Moves the simple (non-volatile, non-atomic) loads of each basic block of
/// F up, in their order: a load goes right after the last of
///   - the previous load of the block that moved or could not move,
///   - an instruction it may not pass: a store that may write the memory
///     it reads (by AA), an atomic, a fence, a volatile or atomic load, a
///     convergent call (a barrier), a call that may write memory or not
///     return (llvm.assume and other facts for the optimizer excepted),
///     any instruction that may not go on to the next one,
///   - a value its address needs that cannot move with it;
/// taking along, in their order, the instructions that compute its address
/// and can be executed early without effect (getelementptr, arithmetic,
/// casts). PHIs and the block's end are never crossed. Loads only move up
/// past instructions that do not write what they read, so the values loaded
/// are the same. Returns the number of loads moved.
unsigned hoistLoads(llvm::Function &F, llvm::AAResults &AA);

/// hoistLoads as a new-pass-manager function pass (uses AAManager).
struct HoistLoadsPass : llvm::PassInfoMixin<HoistLoadsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &AM);
};

} // namespace offload::lower

#endif
