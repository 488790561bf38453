//===- CpuRunner.cpp - The CPU runner's bitcode ---------------------------===//
#include "offload/lower/CpuRunner.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <cstddef>

namespace offload::lower {

namespace detail {
// Defined in the source the build generates from cpu_runner.bc
// (liblower/cpu/EmbedBitcode.cmake).
extern const unsigned char CpuRunnerBitcode[];
extern const std::size_t CpuRunnerBitcodeSize;
} // namespace detail

llvm::StringRef cpuRunnerBitcode() {
  return llvm::StringRef(reinterpret_cast<const char *>(detail::CpuRunnerBitcode),
                         detail::CpuRunnerBitcodeSize);
}

llvm::Expected<std::unique_ptr<llvm::Module>> loadCpuRunner(llvm::LLVMContext &Ctx) {
  llvm::MemoryBufferRef Buffer(cpuRunnerBitcode(), "cpu_runner.bc");
  llvm::Expected<std::unique_ptr<llvm::Module>> M = llvm::parseBitcodeFile(Buffer, Ctx);
  if (!M)
    return llvm::createStringError("cannot read the embedded CPU runner bitcode: " +
                                   llvm::toString(M.takeError()));
  return M;
}

} // namespace offload::lower
