// A helper of the unit tests: LLVM IR text to a module, or the test fails
// with the parser's message.
#ifndef OFFLOAD_TEST_UNIT_PARSEIR_H
#define OFFLOAD_TEST_UNIT_PARSEIR_H

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <doctest/doctest.h>

#include <memory>
#include <string>

/// Parses Text (LLVM IR) in Ctx; a text that does not parse fails the test
/// with the parser's `t.ll:line:col: error: ...`.
inline std::unique_ptr<llvm::Module> parseIR(llvm::LLVMContext &Ctx, llvm::StringRef Text) {
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(Text, Err, Ctx);
  if (!M) {
    std::string Msg;
    llvm::raw_string_ostream OS(Msg);
    Err.print("t.ll", OS);
    FAIL(Msg);
  }
  return M;
}

#endif
