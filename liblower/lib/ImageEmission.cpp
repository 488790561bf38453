//===- ImageEmission.cpp - From the lowered module to a device image ------===//
//
// Optimizes the lowered device module for its arch, records what the host
// pass needs to know of each kernel, and has the target generate the code
// and make it an image (DeviceTarget::emitImage).
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "DeviceTarget.h"
#include "offload/lower/CodeGen.h"
#include "offload/lower/StackAnalysis.h"
#include "offload/lower/WriteAnalysis.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace offload::layout;
using offload::manifest::KernelInstance;
using offload::manifest::Manifest;

namespace offload::lower {

/// Per device symbol, the arguments each instance's entry point may write
/// through (WriteAnalysis.h), on the optimized module. An instance without
/// layouts or without an entry point in M is left out: the host then
/// assumes it writes everything.
static std::map<std::string, std::vector<unsigned>> analyseWrites(const Module &M,
                                                                  const Manifest &Man) {
  std::map<std::string, std::vector<unsigned>> Writes;
  for (const KernelInstance &K : Man.Instances) {
    const Function *Entry = M.getFunction(K.DeviceSymbol);
    if (!Entry || Entry->isDeclaration())
      continue;
    std::vector<ArgLayout> Layouts;
    for (const auto &A : K.Args)
      if (A.Layout)
        Layouts.push_back(*A.Layout);
    if (Layouts.size() != K.Args.size())
      continue;
    Writes[K.DeviceSymbol] = writtenArguments(*Entry, kernelSlots(Layouts));
  }
  return Writes;
}

Error emitSharedObject(Module &M, TargetMachine &TM, const DeviceOptions &Options,
                       DeviceImage &Image, function_ref<Error(Error)> CodegenFailed) {
  Expected<std::string> Obj = emitCode(M, TM, CodeGenFileType::ObjectFile);
  if (!Obj)
    return CodegenFailed(Obj.takeError());
  Expected<std::string> Linker = findProgram(Options.LinkerPath, {"ld.lld"});
  if (!Linker)
    return Linker.takeError();
  Expected<std::string> So =
      runTool(*Linker, {"-shared", "--no-undefined-version", "-o", "{out}", "{in}"},
              *Obj, "o", "so");
  if (!So)
    return So.takeError();
  Image.Bytes = std::move(*So);
  Image.Kind = object::IMG_Object;
  return Error::success();
}

Expected<DeviceImage> buildDeviceImage(Module &M, const Manifest &Man,
                                       const DeviceOptions &Options) {
  Expected<std::unique_ptr<DeviceTarget>> TargetOrErr = createDeviceTarget(M);
  if (!TargetOrErr)
    return TargetOrErr.takeError();
  const DeviceTarget &Target = **TargetOrErr;
  DeviceImage Image;
  Image.Triple = M.getTargetTriple().str();
  Image.Arch = Options.Arch.empty() ? Target.defaultArch().str() : Options.Arch;
  Image.Origin = M.getModuleIdentifier();

  auto TM = createTargetMachine(Image.Triple, Image.Arch);
  if (!TM)
    return TM.takeError();
  // One CPU for the whole image: the one asked for.
  for (Function &F : M)
    if (!F.isDeclaration())
      F.addFnAttr("target-cpu", Image.Arch);
  M.setDataLayout((*TM)->createDataLayout());
  Target.prepareForOptimization(M);
  optimizeModule(M, **TM, Options.OptLevel, Target.passes(Options));
  // The device pass's own passes run in that pipeline: what they get wrong
  // is an internal error here, not code the backend takes as it is.
  if (Error E = verifyLowered(M, "device", "optimization"))
    return std::move(E);
  // What each kernel writes, while its code is still reached by direct
  // calls from its entry point (the CPU device's regions are called through
  // a table).
  Image.Writes = analyseWrites(M, Man);
  if (Target.lowerAfterOptimization(M, Options.OptLevel)) {
    if (Error E = verifyLowered(M, "device", "the CPU device's regions"))
      return std::move(E);
    optimizeModule(M, **TM, Options.OptLevel, Target.passesAfterLowering(Options));
    if (Error E = verifyLowered(M, "device", "optimization"))
      return std::move(E);
  }
  if (Target.hasFixedStack())
    for (const KernelInstance &K : Man.Instances)
      if (const Function *Entry = M.getFunction(K.DeviceSymbol))
        if (!unboundedStackReason(*Entry).empty())
          Image.UnboundedStack.insert(K.DeviceSymbol);

  std::string Undefined;
  for (Function &F : M)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty() &&
        !Target.providedByLoader(F.getName())) {
      Undefined += "\n  " + llvm::demangle(F.getName());
    }
  if (!Undefined.empty())
    return createStringError("device code for " + Image.Triple +
                             " calls functions that no device provides "
                             "(link the bitcode that defines them with --lib):" +
                             Undefined);

  // The code as it goes to the backend, with its debug info: if the backend
  // fails, it tells which source line has the operation it cannot compile.
  std::unique_ptr<Module> WithDebugInfo = Target.prepareForCodegen(M);
  auto Failed = [&](Error E) -> Error {
    if (!WithDebugInfo)
      WithDebugInfo = CloneModule(M);
    return locateCodegenFailure(*WithDebugInfo, **TM, Man, Image.Arch, std::move(E));
  };

  if (Options.AssemblyOnly) {
    Expected<std::string> Asm = emitCode(M, **TM, CodeGenFileType::AssemblyFile);
    if (!Asm)
      return Failed(Asm.takeError());
    Image.Bytes = std::move(*Asm);
    Image.Kind = object::IMG_None;
    return Image;
  }
  // The module is used again only if the backend fails, which leaves it
  // unusable: keep a copy.
  if (!WithDebugInfo)
    WithDebugInfo = CloneModule(M);
  if (Error E = Target.emitImage(M, **TM, Options, Image, Failed))
    return E;

  std::vector<std::string> Symbols;
  for (const KernelInstance &K : Man.Instances)
    Symbols.push_back(K.DeviceSymbol);
  if (Error E = checkKernelSymbols(Image, Symbols))
    return E;
  return Image;
}

} // namespace offload::lower
