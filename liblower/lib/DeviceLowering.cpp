//===- DeviceLowering.cpp - The device pass -------------------------------===//
//
// The driver of the device pass: lowerDeviceModule makes the entry points,
// shared memory and builtins of a module for its target (DeviceTarget.h);
// buildDeviceImage (ImageEmission.cpp) makes the image.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/DeviceLowering.h"
#include "DevicePass.h"
#include "DeviceTarget.h"
#include "offload/layout/Layout.h"
#include "offload/lower/CodeGen.h"
#include "offload/support/Diagnostic.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

#include <map>

using namespace llvm;
using namespace offload::layout;
using offload::manifest::KernelInstance;
using offload::manifest::Manifest;
using offload::manifest::SourceLocation;

namespace offload::lower {

/// Every instance's unpack function (from the device roots), aliases
/// resolved: rustc merges identical functions into aliases at -O2 and up.
/// Errors: one for each instance whose unpack function M lacks.
static Error findUnpackFunctions(Module &M, const Manifest &Man, StringRef FileName,
                                 std::map<std::string, Function *> &Unpacks) {
  Error Problems = Error::success();
  for (const KernelInstance &K : Man.Instances) {
    std::string Name = manifest::unpackSymbolFor(K.DeviceSymbol);
    GlobalValue *GV = M.getNamedValue(Name);
    auto *F = dyn_cast_or_null<Function>(GV ? GV->getAliaseeObject() : nullptr);
    if (F && !F->isDeclaration()) {
      Unpacks[K.DeviceSymbol] = F;
      continue;
    }
    const SourceLocation &At = K.ReadFrom;
    Problems = joinErrors(
        std::move(Problems),
        makeDiagnostic(At.File.empty() ? FileName.str() : At.File, At.Line,
                       At.Column,
                       "the device bitcode " + FileName.str() +
                           " lacks the device root of kernel instance " +
                           K.displayName() + " ('" + Name +
                           "', the function that reads its arguments from "
                           "the kernel slots and calls it): compile the "
                           "source `offload-manifest roots` "
                           "writes from this manifest for the device and "
                           "link its bitcode in"));
  }
  return Problems;
}

Error lowerDeviceModule(Module &M, const Manifest &Man, StringRef FileName,
                        const layout::Conventions &Conv) {
  Expected<std::unique_ptr<DeviceTarget>> TargetOrErr = createDeviceTarget(M);
  if (!TargetOrErr)
    return makeDiagnostic(FileName, 0, 0, toString(TargetOrErr.takeError()));
  DeviceTarget &Target = **TargetOrErr;
  std::string TargetName = M.getTargetTriple().str();
  if (const GlobalValue *GV = M.getNamedValue(builtin::fault_slot))
    return makeDiagnostic(FileName, 0, 0,
                          "the device code defines '" + GV->getName() +
                              "', the name of the fault slot the device pass gives "
                              "every image");
  if (Error E = checkBuiltinDeclarations(M, FileName))
    return E;
  // Code the pass generates (the entry points' slot arrays) follows the
  // data layout: the target's own when the module has none (AMD GPUs keep
  // stack memory in address space 5).
  if (M.getDataLayoutStr().empty()) {
    Expected<std::unique_ptr<TargetMachine>> TM =
        createTargetMachine(TargetName, Target.defaultArch());
    if (!TM)
      return makeDiagnostic(FileName, 0, 0, toString(TM.takeError()));
    M.setDataLayout((*TM)->createDataLayout());
  }

  std::map<std::string, Function *> Unpacks;
  if (Error E = findUnpackFunctions(M, Man, FileName, Unpacks))
    return E;

  DenseSet<const GlobalVariable *> ZeroedShared;
  Expected<std::vector<GlobalVariable *>> SharedOrErr = sharedArrays(M, FileName, ZeroedShared);
  if (!SharedOrErr)
    return SharedOrErr.takeError();
  std::vector<GlobalVariable *> Shared = std::move(*SharedOrErr);
  if (Error E = Target.prepareModule(M, Shared))
    return E;

  // The entry points, each instance's errors at its first launch.
  Error Problems = Error::success();
  StringMap<const DISubprogram *> Kernels = kernelSubprograms(M);
  StringSet<> EntryPoints;
  for (const KernelInstance &K : Man.Instances) {
    SourceLocation At = instanceLocation(K, FileName);
    std::vector<DiagnosticNote> Notes;
    const DISubprogram *SP = Kernels.lookup(K.displayName());
    if (SP)
      Notes.push_back({layout::fileNameOf(SP), SP->getLine(), 0,
                       "kernel " + K.displayName() + " is defined here"});
    auto Fail = [&](Error E) {
      Problems = joinErrors(std::move(Problems),
                            makeDiagnostic(At.File, At.Line, At.Column,
                                           toString(std::move(E)), Notes));
    };
    std::vector<ArgLayout> Layouts;
    for (const manifest::KernelArgument &A : K.Args) {
      if (!A.Layout) {
        Fail(createStringError("the manifest gives no layout for an argument of " +
                               K.displayName() + "; write it with offload-manifest extract"));
        break;
      }
      Layouts.push_back(*A.Layout);
    }
    if (Layouts.size() != K.Args.size())
      continue;
    // The kernel may be inlined away entirely when it uses none of its
    // arguments; then there is no layout to disagree on.
    if (SP && SP->getType())
      if (Error E = checkLayouts(K, *SP, M.getDataLayout(), TargetName, Conv)) {
        Fail(std::move(E));
        continue;
      }
    Function &Unpack = *Unpacks[K.DeviceSymbol];
    if (Error E = checkStaticSharedLimit(Target, Unpack, Shared, K)) {
      Fail(std::move(E));
      continue;
    }
    Expected<Function *> Entry = makeEntryPoint(M, Unpack, K, Layouts, Target);
    if (!Entry) {
      Fail(Entry.takeError());
      continue;
    }
    EntryPoints.insert(K.DeviceSymbol);
  }
  if (Problems)
    return Problems;

  if (Error E = zeroSharedMemory(M, Target, Unpacks, EntryPoints, Shared, ZeroedShared,
                                 FileName))
    return E;
  placeSharedArrays(M, Target, Shared);
  if (Error E = resolveBuiltins(M, Target))
    return E;
  faultSlot(M, Target);
  EntryPoints.insert(builtin::fault_slot);
  internalize(M, EntryPoints);
  return verifyLowered(M, "device");
}

Expected<DeviceImage> runDevicePass(Module &M, const Manifest &Man,
                                    StringRef FileName,
                                    const layout::Conventions &Conv,
                                    const DeviceOptions &Options) {
  if (Error E = lowerDeviceModule(M, Man, FileName, Conv))
    return E;
  return buildDeviceImage(M, Man, Options);
}

} // namespace offload::lower
