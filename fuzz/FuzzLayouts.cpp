//===- FuzzLayouts.cpp - libFuzzer target: layouts from debug info -------===//
//
// Computes the layout (size, alignment, map type, TypeTree) of every
// parameter type of every function's debug info with Rust's conventions,
// as the manifest's extraction and the device pass's layout check do; a
// layout must agree with itself (describeLayoutMismatch finds nothing) and
// its TypeTree must fit in its value.
//
//===----------------------------------------------------------------------===//
#include "FuzzInput.h"

#include "offload/layout/Layout.h"
#include "offload/rust/Conventions.h"

#include "llvm/IR/DebugInfo.h"

#include <cstdio>
#include <cstdlib>

using namespace offload;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M = fuzz::moduleFrom(Data, Size, Ctx);
  if (!M)
    return 0;
  llvm::DebugInfoFinder Finder;
  Finder.processModule(*M);
  const layout::Conventions &Conv = rust::rustConventions();
  for (const llvm::DISubprogram *SP : Finder.subprograms()) {
    const llvm::DISubroutineType *Ty = SP->getType();
    if (!Ty)
      continue;
    for (const llvm::DIType *Param : Ty->getTypeArray()) {
      llvm::Expected<layout::ArgLayout> L = layout::layoutOf(Param, M->getDataLayout(), Conv);
      if (!L) {
        llvm::consumeError(L.takeError());
        continue;
      }
      std::string Why = layout::describeLayoutMismatch(*L, *L);
      if (!Why.empty()) {
        std::fprintf(stderr, "a layout differs from itself: %s\n", Why.c_str());
        std::abort();
      }
      if (L->Tree && L->Tree->Size > L->Size && L->Kind == layout::ArgKind::Value) {
        std::fprintf(stderr, "a TypeTree of %llu bytes for a value of %llu\n",
                     (unsigned long long)L->Tree->Size, (unsigned long long)L->Size);
        std::abort();
      }
    }
  }
  return 0;
}
