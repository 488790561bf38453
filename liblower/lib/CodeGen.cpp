//===- CodeGen.cpp - Optimization and code generation ---------------------===//
#include "offload/lower/CodeGen.h"
#include "offload/lower/BlockOrder.h"
#include "offload/lower/BoundsChecks.h"
#include "offload/lower/LoadHoisting.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/LLVMDiagnostics.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/OptBisect.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Transforms/Scalar/LICM.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
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

char ResourceLimitError::ID = 0;

void ResourceLimitError::log(raw_ostream &OS) const { OS << Said; }

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
  // Constructors and destructors in .init_array / .fini_array, as clang
  // emits them on Linux: ld.lld leaves the old .ctors / .dtors sections
  // unrun (the CPU runner's pool is stopped by a destructor).
  Options.UseInitArray = true;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, Features, Options, Reloc::PIC_, std::nullopt, Level));
  if (!TM)
    return createStringError("cannot create a target machine for '" +
                             TripleName + "' (cpu '" + CPU + "')");
  return TM;
}

void optimizeModule(Module &M, TargetMachine &TM, unsigned OptLevel, DevicePasses Ours) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  // LLVM's own instrumentation, so that -print-after=PASS,
  // -filter-print-funcs and -debug-pass-manager work on the device
  // pipelines too.
  PassInstrumentationCallbacks PIC;
  StandardInstrumentations SI(M.getContext(), /*DebugLogging=*/false);
  SI.registerCallbacks(PIC, &MAM);
  PassBuilder PB(&TM, PipelineTuningOptions(), std::nullopt, &PIC);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  OptimizationLevel Level = OptLevel == 0   ? OptimizationLevel::O0
                            : OptLevel == 1 ? OptimizationLevel::O1
                            : OptLevel == 2 ? OptimizationLevel::O2
                                            : OptimizationLevel::O3;
  if (OptLevel > 0 && Ours.BoundsChecks)
    PB.registerVectorizerStartEPCallback([Ours](FunctionPassManager &FPM, OptimizationLevel) {
      BoundsChecksOptions Options;
      Options.VersionGuards = Ours.VersionGuards;
      Options.Chains = Ours.BoundsChains;
      FPM.addPass(BoundsChecksPass(Options));
      // A copy without its guard runs every load of an iteration: what
      // the guard kept in the loop (a kernel argument's load) comes out
      // of it before the vectorizer looks.
      if (Ours.VersionGuards)
        FPM.addPass(createFunctionToLoopPassAdaptor(LICMPass(LICMOptions()),
                                                    /*UseMemorySSA=*/true));
    });
  if (OptLevel > 0 && (Ours.HoistLoads || Ours.OrderBlocks))
    PB.registerOptimizerLastEPCallback(
        [Ours](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
          FunctionPassManager FPM;
          if (Ours.HoistLoads)
            FPM.addPass(HoistLoadsPass());
          if (Ours.OrderBlocks)
            FPM.addPass(OrderBlocksPass());
          MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
        });
  ModulePassManager MPM = OptLevel == 0
                              ? PB.buildO0DefaultPipeline(Level)
                              : PB.buildPerModuleDefaultPipeline(Level);
  MPM.run(M, MAM);
}

namespace {

/// The message of the fatal error being reported inside a code generation
/// run under crash recovery.
thread_local std::string *FatalMessage = nullptr;

/// Passes of the GPU backends' IR pipelines that code generation skips.
/// Straight-line strength reduction (`slsr`, which the NVPTX and AMDGPU
/// targets run before instruction selection) was redesigned for LLVM 22
/// (llvm/llvm-project#162930, #169614) and takes SCEV's equivalences too
/// optimistically: given `gep i32, p, sext(not c)` it rewrites
/// `gep i32, p, sext(c)` as the first minus 4 bytes, which is wrong when c
/// is false. core's small sorts (bidirectional_merge) have that shape
/// (docs/design.md, "A miscompile avoided"); test/unit/CodeGenTest.cpp
/// keeps the smallest case.
class SkipPasses : public OptPassGate {
public:
  bool shouldRunPass(StringRef Pass, StringRef) const override {
    return Pass != "slsr" && Pass != "Straight line strength reduction";
  }
  bool isEnabled() const override { return true; }
};

/// Installs SkipPasses on a context for one code generation run, restoring
/// the gate it had.
class SkipPassesScope {
public:
  explicit SkipPassesScope(LLVMContext &Ctx) : Ctx(Ctx), Previous(Ctx.getOptPassGate()) {
    Ctx.setOptPassGate(Gate);
  }
  ~SkipPassesScope() { Ctx.setOptPassGate(Previous); }

private:
  LLVMContext &Ctx;
  OptPassGate &Previous;
  SkipPasses Gate;
};

} // namespace

Error verifyLowered(const Module &M, StringRef What, StringRef After) {
  std::string Findings;
  raw_string_ostream OS(Findings);
  if (verifyModule(M, &OS))
    return createStringError("internal error: the " + What.str() + " module is invalid after " +
                             After.str() + ":\n" + Findings);
  return Error::success();
}

Expected<std::string> emitCode(Module &M, TargetMachine &TM,
                               CodeGenFileType Type) {
  M.setDataLayout(TM.createDataLayout());
  M.setTargetTriple(TM.getTargetTriple());
  SmallString<0> Out;
  raw_svector_ostream OS(Out);
  SkipPassesScope Skip(M.getContext());
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, OS, nullptr, Type))
    return createStringError("target '" + TM.getTargetTriple().str() +
                             "' cannot emit this kind of file");
  // A backend meeting an operation it cannot lower reports a fatal error
  // (or an error diagnostic) and would end the process: turn both into an
  // error of ours, with LLVM's message. Functions over a limit of the
  // target are reported through the diagnostic handler and code generation
  // goes on, so every one is caught.
  Error Limits = Error::success();
  CollectDiagnostics Collect(M.getContext(), [&](const DiagnosticInfo &DI) {
    auto *RL = dyn_cast<DiagnosticInfoResourceLimit>(&DI);
    if (!RL)
      return false;
    std::string Said;
    raw_string_ostream OS(Said);
    DiagnosticPrinterRawOStream DP(OS);
    RL->print(DP);
    Limits = joinErrors(std::move(Limits),
                        make_error<ResourceLimitError>(
                            RL->getFunction().getName().str(), RL->getResourceName(),
                            RL->getResourceSize(), RL->getResourceLimit(), Said));
    return true;
  });
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
    return joinErrors(std::move(Limits),
                      createStringError(Fatal.empty() ? std::string("the code generator crashed")
                                                      : Fatal));
  if (!Collect.Messages.empty())
    return joinErrors(std::move(Limits), createStringError(Collect.Messages));
  if (Limits)
    return Limits;
  return std::string(Out.str());
}

} // namespace offload::lower
