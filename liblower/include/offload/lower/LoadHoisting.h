//===- offload/lower/LoadHoisting.h - Loads first, for ptxas -----*- C++ -*-===//
//
// A function pass of the device pass for NVIDIA images: in each basic block,
// loads move up to where their addresses are known and nothing before them
// may write what they read, so that a block's loads are issued before the
// arithmetic that waits on them.
//
// Why: ptxas keeps much of the PTX's order of loads and arithmetic. LLVM
// writes each load next to its use (load, load, mul, add, load, load, ...),
// and a thread that waits on the first pair of loads then issues the next
// pair only after that wait: one memory latency per pair. On an H200, ATAX's
// second kernel (bench/rajaperf) took 299 us in the PTX as LLVM wrote it and
// 125 us with its loop's 8 loads first, the same PTX otherwise; nvcc's took
// 218 us and clang OpenMP's 122 us (docs/benchmarks.md). Not run for AMD
// GPUs (their backend schedules machine code itself, and it is not
// measured) nor for the CPU device.
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
