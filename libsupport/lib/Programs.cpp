//===- Programs.cpp - Running external tools ------------------------------===//
#include "offload/support/Programs.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

#ifndef OFFLOAD_LLVM_TOOLS_DIR
#define OFFLOAD_LLVM_TOOLS_DIR ""
#endif

using namespace llvm;

namespace offload {

Expected<std::string> runTool(StringRef Program, ArrayRef<std::string> Args,
                              StringRef Input, StringRef InSuffix,
                              StringRef OutSuffix) {
  SmallString<128> In, Out;
  int FD;
  if (std::error_code EC = sys::fs::createTemporaryFile("offload", InSuffix, FD, In))
    return createStringError("cannot create a temporary file: " + EC.message());
  FileRemover RemoveIn(In);
  if (Error E = writeToDescriptor(FD, In, Input))
    return E;
  if (std::error_code EC = sys::fs::createTemporaryFile("offload", OutSuffix, Out))
    return createStringError("cannot create a temporary file: " + EC.message());
  FileRemover RemoveOut(Out);
  std::vector<std::string> Full{Program.str()};
  for (const std::string &A : Args)
    Full.push_back(A == "{in}" ? std::string(In) : A == "{out}" ? std::string(Out) : A);
  if (Error E = runProgram(Program, Full))
    return E;
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Out);
  if (!B)
    return createFileError(Out, B.getError());
  return (*B)->getBuffer().str();
}

Error runProgram(StringRef Program, ArrayRef<std::string> Args) {
  std::vector<StringRef> Refs(Args.begin(), Args.end());
  std::string ErrMsg;
  int RC = sys::ExecuteAndWait(Program, Refs, std::nullopt, {}, 0, 0, &ErrMsg);
  if (RC < 0)
    return createStringError("cannot run '" + Program + "': " + ErrMsg);
  if (RC > 0)
    return createStringError("'" + Program + "' failed with exit status " +
                             std::to_string(RC));
  return Error::success();
}

Expected<std::string> findProgram(StringRef Explicit, ArrayRef<StringRef> Names) {
  if (!Explicit.empty()) {
    if (!sys::fs::can_execute(Explicit))
      return createStringError("'" + Explicit + "' is not an executable");
    return Explicit.str();
  }
  for (StringRef Name : Names) {
    if (ErrorOr<std::string> P =
            sys::findProgramByName(Name, {OFFLOAD_LLVM_TOOLS_DIR}))
      return *P;
    if (ErrorOr<std::string> P = sys::findProgramByName(Name))
      return *P;
  }
  return createStringError("cannot find " + Names.front() +
                           " (looked in " OFFLOAD_LLVM_TOOLS_DIR
                           " and on PATH)");
}

} // namespace offload
