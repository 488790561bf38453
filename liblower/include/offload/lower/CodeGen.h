//===- offload/lower/CodeGen.h - Optimization and code generation -*- C++ -*-=//
//
// Thin helpers over LLVM's TargetMachine and PassBuilder, shared by the host
// and the device pass.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_CODEGEN_H
#define OFFLOAD_LOWER_CODEGEN_H

#include "offload/support/IRFiles.h"
#include "offload/support/Programs.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace offload::lower {

/// Registers every target LLVM was built with (once per process).
void initializeTargets();

/// Creates a TargetMachine for Triple and CPU (e.g. "x86-64", "sm_90") with
/// position-independent code. Errors: LLVM has no such target.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(llvm::StringRef Triple, llvm::StringRef CPU,
                    llvm::StringRef Features = "",
                    llvm::CodeGenOptLevel Level = llvm::CodeGenOptLevel::Aggressive);

/// Passes of ours in LLVM's pipeline (OptLevel above 0). The last two
/// run after it, for NVIDIA images: ptxas keeps more of the PTX's shape
/// than a machine scheduler would.
struct DevicePasses {
  /// HoistLoadsPass (LoadHoisting.h).
  bool HoistLoads = false;
  /// OrderBlocksPass (BlockOrder.h), after the loads moved.
  bool OrderBlocks = false;
  /// BoundsChecksPass (BoundsChecks.h), before the loop vectorizer and
  /// unroller, which then see loops without checks.
  bool BoundsChecks = false;
  /// With BoundsChecks: guards of loops tested ahead of them too
  /// (BoundsChecks.h, BoundsChecksOptions::VersionGuards).
  bool VersionGuards = false;
  /// With BoundsChecks: straight chains too (BoundsChecksOptions::Chains).
  bool BoundsChains = true;
};

/// Runs LLVM's default per-module pipeline at OptLevel (0-3) on M, with
/// the passes Ours names.
void optimizeModule(llvm::Module &M, llvm::TargetMachine &TM, unsigned OptLevel,
                    DevicePasses Ours = {});

/// Checks a module a pass has lowered (or, After = "optimization", the
/// pipeline with the device pass's own passes has optimized) with LLVM's
/// verifier. Errors: an internal error naming What ("device", "host") and
/// After, with the verifier's findings (a bug of the toolkit, never of its
/// input).
llvm::Error verifyLowered(const llvm::Module &M, llvm::StringRef What,
                          llvm::StringRef After = "lowering");

/// A function of a module needs more of a resource than its target has, as
/// code generation reported it (LLVM's DiagnosticInfoResourceLimit, an
/// error diagnostic: on AMD GPUs the stack frame of a thread, the LDS of a
/// block, the registers of a thread).
class ResourceLimitError : public llvm::ErrorInfo<ResourceLimitError> {
public:
  static char ID;
  ResourceLimitError(std::string Function, std::string Resource, uint64_t Size,
                     uint64_t Limit, std::string Said)
      : Function(std::move(Function)), Resource(std::move(Resource)), Size(Size),
        Limit(Limit), Said(std::move(Said)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

  std::string Function; ///< the function's symbol in the module
  std::string Resource; ///< LLVM's name of it: "stack frame size", "local memory"
  uint64_t Size;        ///< what the function needs (bytes, or registers)
  uint64_t Limit;       ///< what the target has
  std::string Said;     ///< LLVM's message, as it prints it
};

/// Generates code for M: an object file, or assembly (PTX for nvptx64).
/// The GPU backends' straight-line strength reduction is skipped: LLVM 22's
/// miscompiles (CodeGen.cpp says how). Runs under crash recovery: a fatal error or an error diagnostic of the
/// backend (an operation it cannot lower) becomes an error with LLVM's
/// message, and M must not be used afterwards. Errors: the target cannot
/// emit that file type; a ResourceLimitError for each function over a
/// limit of the target; the backend failed otherwise.
llvm::Expected<std::string> emitCode(llvm::Module &M, llvm::TargetMachine &TM,
                                     llvm::CodeGenFileType Type);

} // namespace offload::lower

#endif
