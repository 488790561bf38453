//===- IRFiles.cpp - Loading and linking IR -------------------------------===//
#include "offload/support/IRFiles.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/LLVMDiagnostics.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace offload {

Expected<std::unique_ptr<Module>> loadModule(StringRef Path, LLVMContext &Ctx) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFileOrSTDIN(Path);
  if (!Buf)
    return createFileError(Path, Buf.getError());
  if ((*Buf)->getBufferSize() == 0)
    return makeDiagnostic(Path, 0, 0, "the file is empty; expected "
                                               "LLVM bitcode or textual IR");
  return parseModule((*Buf)->getMemBufferRef(), Ctx);
}

Expected<std::unique_ptr<Module>> parseModule(MemoryBufferRef Buffer, LLVMContext &Ctx) {
  StringRef Path = Buffer.getBufferIdentifier();
  // LLVM's readers trust their input; a corrupt file can crash them, or
  // make them call report_fatal_error (a module the debug-info upgrade
  // finds broken), which aborts. Run them under crash recovery so that
  // such a file is an error, not a crash.
  CrashRecoveryContext::Enable();
  CollectDiagnostics Collect(Ctx);
  SMDiagnostic Diag;
  std::unique_ptr<Module> M;
  CrashRecoveryContext CRC;
  if (!CRC.RunSafely([&] { M = parseIR(Buffer, Diag, Ctx); }))
    return makeDiagnostic(Path, 0, 0,
                                   std::string("the ") +
                                       (isBitcode(reinterpret_cast<const unsigned char *>(
                                                      Buffer.getBufferStart()),
                                                  reinterpret_cast<const unsigned char *>(
                                                      Buffer.getBufferEnd()))
                                            ? "bitcode"
                                            : "IR") +
                                       " is corrupt (the LLVM reader failed on it)");
  if (!M)
    return makeDiagnostic(Path, Diag.getLineNo() > 0 ? Diag.getLineNo() : 0,
                                   Diag.getColumnNo() >= 0 ? Diag.getColumnNo() + 1 : 0,
                                   Diag.getMessage());
  std::string Broken;
  raw_string_ostream OS(Broken);
  if (verifyModule(*M, &OS))
    return makeDiagnostic(Path, 0, 0,
                                   "invalid LLVM module: " +
                                       StringRef(Broken).trim().take_front(400));
  return M;
}

Error linkModules(Module &Main, std::vector<std::unique_ptr<Module>> Others,
                  bool OnlyNeeded) {
  CollectDiagnostics Collect(Main.getContext());
  Linker L(Main);
  for (std::unique_ptr<Module> &M : Others) {
    std::string Name = M->getModuleIdentifier();
    if (L.linkInModule(std::move(M),
                       OnlyNeeded ? Linker::LinkOnlyNeeded : Linker::None))
      return createStringError("cannot link '" + Name + "' into '" +
                               Main.getModuleIdentifier() + "': " +
                               Collect.Messages);
  }
  return Error::success();
}

/// Loads and links Paths into one module (null when Paths is empty).
static Expected<std::unique_ptr<Module>> loadAll(LLVMContext &Ctx,
                                                 ArrayRef<std::string> Paths) {
  if (Paths.empty())
    return nullptr;
  Expected<std::unique_ptr<Module>> Main = loadModule(Paths.front(), Ctx);
  if (!Main)
    return Main.takeError();
  std::vector<std::unique_ptr<Module>> Others;
  for (const std::string &P : Paths.drop_front()) {
    Expected<std::unique_ptr<Module>> M = loadModule(P, Ctx);
    if (!M)
      return M.takeError();
    // One target per module: LLVM's linker would only warn.
    if ((*M)->getTargetTriple() != (*Main)->getTargetTriple())
      return makeDiagnostic(
          P, 0, 0,
          "the bitcode is for target '" + (*M)->getTargetTriple().str() +
              "', but '" + Paths.front() + "' is for '" +
              (*Main)->getTargetTriple().str() + "'");
    Others.push_back(std::move(*M));
  }
  if (Error E = linkModules(**Main, std::move(Others), false))
    return E;
  return Main;
}

Error linkLibraries(Module &M, ArrayRef<std::string> LazyLibs) {
  Expected<std::unique_ptr<Module>> Lib = loadAll(M.getContext(), LazyLibs);
  if (!Lib)
    return Lib.takeError();
  if (!*Lib)
    return Error::success();
  if ((*Lib)->getTargetTriple() != M.getTargetTriple())
    return makeDiagnostic(LazyLibs.front(), 0, 0,
                                   "the library is for target '" +
                                       (*Lib)->getTargetTriple().str() +
                                       "', but the code it is linked into is for '" +
                                       M.getTargetTriple().str() + "'");
  std::vector<std::unique_ptr<Module>> One;
  One.push_back(std::move(*Lib));
  return linkModules(M, std::move(One), true);
}

Expected<std::unique_ptr<Module>> loadAndLink(LLVMContext &Ctx,
                                              ArrayRef<std::string> Paths,
                                              ArrayRef<std::string> LazyLibs) {
  Expected<std::unique_ptr<Module>> Main = loadAll(Ctx, Paths);
  if (!Main)
    return Main.takeError();
  if (!*Main)
    return createStringError("no bitcode input");
  if (Error E = linkLibraries(**Main, LazyLibs))
    return E;
  return Main;
}

} // namespace offload
