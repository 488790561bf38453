//===- StackAnalysis.cpp - Kernels without a stack bound -------------------===//
#include "offload/lower/StackAnalysis.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace offload::lower {

namespace {

enum class Visit { Active, Done };

/// Depth-first over the defined callees of F; an Active callee closes a cycle.
std::string walk(const Function &F, DenseMap<const Function *, Visit> &Seen) {
  Seen[&F] = Visit::Active;
  std::string Name = llvm::demangle(F.getName());
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      if (const auto *A = dyn_cast<AllocaInst>(&I); A && !A->isStaticAlloca())
        return "a dynamically sized stack object in " + Name;
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      const auto *Callee =
          dyn_cast<Function>(CB->getCalledOperand()->stripPointerCastsAndAliases());
      if (!Callee)
        return "an indirect call in " + Name;
      if (Callee->isDeclaration())
        continue;
      auto It = Seen.find(Callee);
      if (It != Seen.end()) {
        if (It->second == Visit::Active)
          return "recursion through " + llvm::demangle(Callee->getName());
        continue;
      }
      std::string Why = walk(*Callee, Seen);
      if (!Why.empty())
        return Why;
    }
  Seen[&F] = Visit::Done;
  return "";
}

} // namespace

std::string unboundedStackReason(const Function &Entry) {
  DenseMap<const Function *, Visit> Seen;
  return walk(Entry, Seen);
}

} // namespace offload::lower
