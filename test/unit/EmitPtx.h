// A helper of the unit tests: LLVM IR text through the device pass's
// optimization (O3 and the passes run last for NVIDIA) to sm_90 PTX.
#ifndef OFFLOAD_TEST_UNIT_EMITPTX_H
#define OFFLOAD_TEST_UNIT_EMITPTX_H

#include "ParseIR.h"

#include "offload/lower/CodeGen.h"

#include <doctest/doctest.h>

#include <string>

/// The PTX of Text (LLVM IR) for sm_90 after optimizeModule at O3 with
/// Last; a text that does not parse or compile fails the test.
inline std::string emitPtx(llvm::StringRef Text, offload::lower::DevicePasses Last) {
  offload::lower::initializeTargets();
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M = parseIR(Ctx, Text);
  auto TM = offload::lower::createTargetMachine("nvptx64-nvidia-cuda", "sm_90");
  REQUIRE(bool(TM));
  M->setDataLayout((*TM)->createDataLayout());
  offload::lower::optimizeModule(*M, **TM, 3, Last);
  llvm::Expected<std::string> Out =
      offload::lower::emitCode(*M, **TM, llvm::CodeGenFileType::AssemblyFile);
  REQUIRE(bool(Out));
  return *Out;
}

#endif
