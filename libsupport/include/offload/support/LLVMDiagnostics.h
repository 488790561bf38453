//===- offload/support/LLVMDiagnostics.h - LLVM's messages as ours -*- C++ -*-===//
//
// LLVM reports some problems (the linker's, the bitcode reader's, the
// backends') through its context's diagnostic handler, which prints them.
// CollectDiagnostics catches them so that they become part of our error.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_SUPPORT_LLVMDIAGNOSTICS_H
#define OFFLOAD_SUPPORT_LLVMDIAGNOSTICS_H

#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <string>

namespace offload {

/// Collects the messages LLVM would print about Ctx's modules (the linker,
/// the bitcode reader) so that they become part of our error instead.
/// Claim, when given, sees each error diagnostic first and returns whether
/// it took it (its message is then not collected).
class CollectDiagnostics {
public:
  explicit CollectDiagnostics(
      llvm::LLVMContext &Ctx,
      std::function<bool(const llvm::DiagnosticInfo &)> Claim = nullptr)
      : Ctx(Ctx), Claim(std::move(Claim)) {
    OldHandler = Ctx.getDiagnosticHandlerCallBack();
    OldContext = Ctx.getDiagnosticContext();
    Ctx.setDiagnosticHandlerCallBack(
        [](const llvm::DiagnosticInfo *DI, void *Self) {
          auto *C = static_cast<CollectDiagnostics *>(Self);
          if (DI->getSeverity() != llvm::DS_Error)
            return;
          if (C->Claim && C->Claim(*DI))
            return;
          std::string Msg;
          llvm::raw_string_ostream OS(Msg);
          llvm::DiagnosticPrinterRawOStream DP(OS);
          DI->print(DP);
          C->Messages += (C->Messages.empty() ? "" : "; ") + Msg;
        },
        this);
  }
  ~CollectDiagnostics() { Ctx.setDiagnosticHandlerCallBack(OldHandler, OldContext); }
  std::string Messages;

private:
  llvm::LLVMContext &Ctx;
  std::function<bool(const llvm::DiagnosticInfo &)> Claim;
  llvm::DiagnosticHandler::DiagnosticHandlerTy OldHandler;
  void *OldContext;
};

} // namespace offload

#endif
