//===- Plugin.cpp - The toolkit's LLVM passes as an opt plugin -------------===//
//
// `opt -load-pass-plugin OffloadPasses.so -passes=...`: the device pass's
// function passes and printers of its analyses, for tests on small IR and
// for use outside the toolkit.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/BlockOrder.h"
#include "offload/lower/BoundsChecks.h"
#include "offload/lower/LoadHoisting.h"
#include "offload/lower/StackAnalysis.h"
#include "offload/lower/WriteAnalysis.h"

#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

/// `print<offload-writes>`: for each pointer parameter of a defined
/// function, whether the function may write through it (mayWriteThrough).
struct PrintWritesPass : PassInfoMixin<PrintWritesPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (F.isDeclaration())
      return PreservedAnalyses::all();
    errs() << "writes of " << F.getName() << ":";
    for (const Argument &A : F.args())
      if (A.getType()->isPointerTy())
        errs() << " %" << (A.hasName() ? A.getName() : Twine(A.getArgNo()).str())
               << (offload::lower::mayWriteThrough(A) ? " written" : " read-only");
    errs() << "\n";
    return PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

/// `print<offload-stack>`: for each defined function, whether the stack of
/// what it reaches can be bounded (unboundedStackReason).
struct PrintStackPass : PassInfoMixin<PrintStackPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (F.isDeclaration())
      return PreservedAnalyses::all();
    std::string Reason = offload::lower::unboundedStackReason(F);
    errs() << "stack of " << F.getName() << ": "
           << (Reason.empty() ? std::string("bounded") : "unbounded: " + Reason) << "\n";
    return PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "OffloadPasses", "0.10.0", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "offload-hoist-loads")
                    FPM.addPass(offload::lower::HoistLoadsPass());
                  else if (Name == "offload-bounds-checks")
                    FPM.addPass(offload::lower::BoundsChecksPass());
                  else if (Name == "offload-bounds-checks<guards>") {
                    offload::lower::BoundsChecksOptions Options;
                    Options.VersionGuards = true;
                    FPM.addPass(offload::lower::BoundsChecksPass(Options));
                  }
                  else if (Name == "offload-order-blocks")
                    FPM.addPass(offload::lower::OrderBlocksPass());
                  else if (Name == "print<offload-writes>")
                    FPM.addPass(PrintWritesPass());
                  else if (Name == "print<offload-stack>")
                    FPM.addPass(PrintStackPass());
                  else
                    return false;
                  return true;
                });
          }};
}
