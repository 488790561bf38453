//===- offload/lower/StackAnalysis.h - Kernels without a stack bound -*- C++ -*-===//
//
// Whether a kernel's stack can be bounded when its image is built. A GPU
// gives each thread a fixed stack: the CUDA driver grows it to what ptxas
// computed for the kernel and its callees, but where recursion, an indirect
// call or a dynamically sized stack object is reachable ptxas cannot
// compute it, and the default (1 KiB on CUDA) overflows silently into an
// illegal address. The device pass records such kernels in their images
// (Images.h, `offload.stack.`) so that the launch runtime can give them
// more.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_STACKANALYSIS_H
#define OFFLOAD_LOWER_STACKANALYSIS_H

#include "llvm/IR/Function.h"

#include <string>

namespace offload::lower {

/// Why the stack of the code reachable from Entry (through direct calls to
/// defined functions) cannot be bounded: "recursion through f",
/// "an indirect call in f", "a dynamically sized stack object in f"; empty
/// when it can. Calls of declarations (intrinsics, the loader's functions)
/// count as bounded. Deterministic: the first reason in a depth-first walk
/// of the calls in program order.
std::string unboundedStackReason(const llvm::Function &Entry);

} // namespace offload::lower

#endif
