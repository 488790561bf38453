//===- CodeGen.cpp - Optimization and code generation ---------------------===//
#include "offload/lower/CodeGen.h"
#include "offload/manifest/Diagnostic.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>

#ifndef OFFLOAD_LLVM_TOOLS_DIR
#define OFFLOAD_LLVM_TOOLS_DIR ""
#endif

using namespace llvm;

namespace offload::lower {

void initializeTargets() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    InitializeAllTargetInfos();
    InitializeAllTargets();
    InitializeAllTargetMCs();
    InitializeAllAsmPrinters();
    InitializeAllAsmParsers(); // module-level inline asm (compiler_builtins)
  });
}

Expected<std::unique_ptr<TargetMachine>>
createTargetMachine(StringRef TripleName, StringRef CPU, StringRef Features,
                    CodeGenOptLevel Level) {
  initializeTargets();
  Triple TT(TripleName);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return createStringError("no LLVM target for triple '" + TripleName +
                             "': " + Err);
  // Refuse an unknown CPU here: LLVM would only warn and go on.
  std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(TT, "", ""));
  if (!CPU.empty() && STI && !STI->isCPUStringValid(CPU))
    return createStringError("'" + CPU + "' is not a CPU of target '" +
                             TripleName + "' (e.g. x86-64 for x86_64, sm_90 "
                             "for nvptx64)");
  TargetOptions Options;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, Features, Options, Reloc::PIC_, std::nullopt, Level));
  if (!TM)
    return createStringError("cannot create a target machine for '" +
                             TripleName + "' (cpu '" + CPU + "')");
  return TM;
}

void optimizeModule(Module &M, TargetMachine &TM, unsigned OptLevel) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB(&TM);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  OptimizationLevel Level = OptLevel == 0   ? OptimizationLevel::O0
                            : OptLevel == 1 ? OptimizationLevel::O1
                            : OptLevel == 2 ? OptimizationLevel::O2
                                            : OptimizationLevel::O3;
  ModulePassManager MPM = OptLevel == 0
                              ? PB.buildO0DefaultPipeline(Level)
                              : PB.buildPerModuleDefaultPipeline(Level);
  MPM.run(M, MAM);
}

namespace {

/// Collects the messages LLVM would print about Ctx's modules (the linker,
/// the bitcode reader) so that they become part of our error instead.
class CollectDiagnostics {
public:
  explicit CollectDiagnostics(LLVMContext &Ctx) : Ctx(Ctx) {
    OldHandler = Ctx.getDiagnosticHandlerCallBack();
    OldContext = Ctx.getDiagnosticContext();
    Ctx.setDiagnosticHandlerCallBack(
        [](const DiagnosticInfo *DI, void *Self) {
          auto *C = static_cast<CollectDiagnostics *>(Self);
          if (DI->getSeverity() != DS_Error)
            return;
          std::string Msg;
          raw_string_ostream OS(Msg);
          DiagnosticPrinterRawOStream DP(OS);
          DI->print(DP);
          C->Messages += (C->Messages.empty() ? "" : "; ") + Msg;
        },
        this);
  }
  ~CollectDiagnostics() { Ctx.setDiagnosticHandlerCallBack(OldHandler, OldContext); }
  std::string Messages;

private:
  LLVMContext &Ctx;
  DiagnosticHandler::DiagnosticHandlerTy OldHandler;
  void *OldContext;
};

/// The message of the fatal error being reported inside a code generation
/// run under crash recovery.
thread_local std::string *FatalMessage = nullptr;

} // namespace

Expected<std::string> emitCode(Module &M, TargetMachine &TM,
                               CodeGenFileType Type) {
  M.setDataLayout(TM.createDataLayout());
  M.setTargetTriple(TM.getTargetTriple());
  SmallString<0> Out;
  raw_svector_ostream OS(Out);
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, OS, nullptr, Type))
    return createStringError("target '" + TM.getTargetTriple().str() +
                             "' cannot emit this kind of file");
  // A backend meeting an operation it cannot lower reports a fatal error
  // (or an error diagnostic) and would end the process: turn both into an
  // error of ours, with LLVM's message.
  CollectDiagnostics Collect(M.getContext());
  std::string Fatal;
  FatalMessage = &Fatal;
  ScopedFatalErrorHandler Handler(
      [](void *, const char *Reason, bool) {
        if (FatalMessage)
          *FatalMessage = Reason;
        if (CrashRecoveryContext *CRC = CrashRecoveryContext::GetCurrent())
          CRC->HandleExit(1);
      },
      nullptr);
  CrashRecoveryContext::Enable();
  CrashRecoveryContext CRC;
  bool Ran = CRC.RunSafely([&] { PM.run(M); });
  FatalMessage = nullptr;
  if (!Ran)
    return createStringError(Fatal.empty() ? std::string("the code generator crashed")
                                           : Fatal);
  if (!Collect.Messages.empty())
    return createStringError(Collect.Messages);
  return std::string(Out.str());
}

Expected<std::unique_ptr<Module>> loadModule(StringRef Path, LLVMContext &Ctx) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFileOrSTDIN(Path);
  if (!Buf)
    return createFileError(Path, Buf.getError());
  if ((*Buf)->getBufferSize() == 0)
    return offload::makeDiagnostic(Path, 0, 0, "the file is empty; expected "
                                               "LLVM bitcode or textual IR");
  // LLVM's bitcode reader trusts its input; a corrupt file can crash it.
  // Run it under crash recovery so that such a file is an error, not a crash.
  CrashRecoveryContext::Enable();
  CollectDiagnostics Collect(Ctx);
  SMDiagnostic Diag;
  std::unique_ptr<Module> M;
  CrashRecoveryContext CRC;
  if (!CRC.RunSafely([&] { M = parseIR((*Buf)->getMemBufferRef(), Diag, Ctx); }))
    return offload::makeDiagnostic(Path, 0, 0,
                                   "the bitcode is corrupt (the LLVM reader "
                                   "failed on it)");
  if (!M)
    return offload::makeDiagnostic(Path, Diag.getLineNo() > 0 ? Diag.getLineNo() : 0,
                                   Diag.getColumnNo() >= 0 ? Diag.getColumnNo() + 1 : 0,
                                   Diag.getMessage());
  std::string Broken;
  raw_string_ostream OS(Broken);
  if (verifyModule(*M, &OS))
    return offload::makeDiagnostic(Path, 0, 0,
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
      return offload::makeDiagnostic(
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
    return offload::makeDiagnostic(LazyLibs.front(), 0, 0,
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

Expected<std::string> runTool(StringRef Program, ArrayRef<std::string> Args,
                              StringRef Input, StringRef InSuffix,
                              StringRef OutSuffix) {
  SmallString<128> In, Out;
  int FD;
  if (std::error_code EC = sys::fs::createTemporaryFile("offload", InSuffix, FD, In))
    return createStringError("cannot create a temporary file: " + EC.message());
  FileRemover RemoveIn(In);
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Input;
    OS.close();
    if (OS.has_error())
      return createStringError("cannot write " + In + ": " + OS.error().message());
  }
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

} // namespace offload::lower
