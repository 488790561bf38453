//===- Plugin.cpp - The toolkit's LLVM passes as an opt plugin -------------===//
//
// `opt -load-pass-plugin OffloadPasses.so -passes=offload-hoist-loads` (or
// offload-order-blocks): the function passes the device pass runs last for
// NVIDIA images, for tests on small IR and for use outside the toolkit.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/BlockOrder.h"
#include "offload/lower/LoadHoisting.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "OffloadPasses", "0.10.0", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "offload-hoist-loads") {
                    FPM.addPass(offload::lower::HoistLoadsPass());
                    return true;
                  }
                  if (Name == "offload-order-blocks") {
                    FPM.addPass(offload::lower::OrderBlocksPass());
                    return true;
                  }
                  return false;
                });
          }};
}
