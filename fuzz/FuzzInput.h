//===- FuzzInput.h - A module from a fuzzer's bytes ------------*- C++ -*-===//
//
// What a fuzz target works on, read as the tools read their inputs: a
// module (offload::parseModule: bitcode or textual IR, under crash
// recovery, then LLVM's verifier) or a manifest; none when that refuses it.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_FUZZ_FUZZINPUT_H
#define OFFLOAD_FUZZ_FUZZINPUT_H

#include "offload/manifest/Manifest.h"
#include "offload/support/IRFiles.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/MemoryBuffer.h"

#include <sanitizer/lsan_interface.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace offload::fuzz {

inline std::unique_ptr<llvm::Module> moduleFrom(const uint8_t *Data, size_t Size,
                                                llvm::LLVMContext &Ctx) {
  // A copy that ends in a NUL, as a file read by MemoryBuffer does.
  std::string Copy(reinterpret_cast<const char *>(Data), Size);
  // When LLVM's reader stops the process (report_fatal_error, a crash),
  // parseModule's crash recovery unwinds past the reader's frames, whose
  // memory is then lost: by design (llvm/Support/CrashRecoveryContext.h),
  // and no matter in a tool that reports the error and exits. The leak
  // check covers what the toolkit's own code allocates after the read.
  __lsan_disable();
  llvm::Expected<std::unique_ptr<llvm::Module>> M =
      parseModule(llvm::MemoryBufferRef(Copy, "fuzz.bc"), Ctx);
  __lsan_enable();
  // parseModule installed LLVM's crash-recovery signal handlers in place
  // of the sanitizers' and libFuzzer's; put those back, so that a crash in
  // the code under test is reported (and its input kept).
  llvm::CrashRecoveryContext::Disable();
  if (!M) {
    llvm::consumeError(M.takeError());
    return nullptr;
  }
  return std::move(*M);
}

/// The manifest the bytes parse to (parseManifest), or none.
inline std::optional<manifest::Manifest> manifestFrom(const uint8_t *Data, size_t Size) {
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<manifest::Manifest> M = manifest::parseManifest(Text, "fuzz.json");
  if (!M) {
    llvm::consumeError(M.takeError());
    return std::nullopt;
  }
  return std::move(*M);
}

} // namespace offload::fuzz

#endif
