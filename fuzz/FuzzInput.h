//===- FuzzInput.h - A module from a fuzzer's bytes ------------*- C++ -*-===//
//
// The module a fuzz target works on, read as the tools read their inputs
// (offload::parseModule: bitcode or textual IR, under crash recovery, then
// LLVM's verifier); null when that refuses it.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_FUZZ_FUZZINPUT_H
#define OFFLOAD_FUZZ_FUZZINPUT_H

#include "offload/support/IRFiles.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>
#include <string>

namespace offload::fuzz {

inline std::unique_ptr<llvm::Module> moduleFrom(const uint8_t *Data, size_t Size,
                                                llvm::LLVMContext &Ctx) {
  // A copy that ends in a NUL, as a file read by MemoryBuffer does.
  std::string Copy(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<std::unique_ptr<llvm::Module>> M =
      parseModule(llvm::MemoryBufferRef(Copy, "fuzz.bc"), Ctx);
  if (!M) {
    llvm::consumeError(M.takeError());
    return nullptr;
  }
  return std::move(*M);
}

} // namespace offload::fuzz

#endif
