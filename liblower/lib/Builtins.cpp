//===- Builtins.cpp - The device builtins ---------------------------------===//
//
// Checks the `__offload_*` declarations of device code against
// offload/abi/Builtins.def and replaces their calls: the target-independent
// builtins here, the others by the target (DeviceTarget::emitBuiltin).
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "DeviceTarget.h"
#include "offload/lower/CpuRunner.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace offload::lower {

std::vector<CallBase *> callsOf(Function &F) {
  std::vector<CallBase *> Calls;
  for (User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == &F)
      Calls.push_back(CB);
  return Calls;
}

/// The LLVM type of a type in Builtins.def's notation (`never`: a function
/// that does not return returns void).
static StringRef irTypeName(StringRef Notation) {
  return StringSwitch<StringRef>(Notation.trim())
      .Case("u8", "i8")
      .Case("u16", "i16")
      .Case("u32", "i32")
      .Case("u64", "i64")
      .Case("f32", "float")
      .Case("f64", "double")
      .Case("ptr", "ptr")
      .Cases({"void", "never"}, "void")
      .Default("?");
}

/// Whether Ty is the type Notation names (any pointer for `ptr`).
static bool hasIRType(Type *Ty, StringRef Notation) {
  StringRef Name = irTypeName(Notation);
  if (Name == "ptr")
    return Ty->isPointerTy();
  std::string Printed;
  raw_string_ostream OS(Printed);
  Ty->print(OS);
  return Printed == Name;
}

Error checkBuiltinDeclarations(const Module &M, StringRef FileName) {
  for (const Function &F : M) {
    if (!F.isDeclaration() || !F.getName().starts_with(builtin::Prefix) ||
        F.getName().starts_with(cpu_runner::Prefix))
      continue;
    std::optional<Builtin> B = builtinNamed(F.getName());
    if (!B)
      return makeDiagnostic(FileName, 0, 0,
                            "unknown device builtin '" + F.getName() + "'");
    SmallVector<StringRef, 6> Params;
    StringRef List = B->Params.trim().drop_front().drop_back(); // (...)
    if (!List.trim().empty())
      List.split(Params, ',');
    bool Same = !F.isVarArg() && hasIRType(F.getReturnType(), B->Result) &&
                F.arg_size() == Params.size();
    for (unsigned I = 0; Same && I < Params.size(); ++I)
      Same = hasIRType(F.getArg(I)->getType(), Params[I]);
    if (Same)
      continue;
    std::string Want = irTypeName(B->Result).str() + " (";
    for (unsigned I = 0; I < Params.size(); ++I)
      Want += (I ? ", " : "") + irTypeName(Params[I]).str();
    return makeDiagnostic(FileName, 0, 0,
                          "device builtin '" + F.getName() + "' must have type '" +
                              Want + ")'");
  }
  return Error::success();
}

Error resolveBuiltins(Module &M, DeviceTarget &Target) {
  if (Function *Panic = M.getFunction(builtinName(BuiltinKind::Panic)); Panic && Panic->isDeclaration())
    if (Error E = definePanic(M, *Panic, Target))
      return E;
  std::vector<Function *> Builtins;
  for (Function &F : M)
    if (F.isDeclaration() && F.getName().starts_with(builtin::Prefix) &&
        !F.getName().starts_with(cpu_runner::Prefix))
      Builtins.push_back(&F);
  for (Function *F : Builtins) {
    StringRef Name = F->getName();
    std::optional<Builtin> U = builtinNamed(Name); // checked by checkBuiltinDeclarations
    using K = BuiltinKind;
    K Kind = U->Kind;
    bool AtomicAdd = Kind == K::AtomicAddF32 || Kind == K::AtomicAddF64;
    unsigned FrozenBits = 8u << U->Index;
    for (CallBase *CB : callsOf(*F)) {
      IRBuilder<> B(CB);
      Value *V = nullptr;
      if (Kind == K::FrozenLoad) {
        Value *Loaded = B.CreateAlignedLoad(F->getReturnType(), CB->getArgOperand(0),
                                            Align(FrozenBits / 8));
        V = B.CreateFreeze(Loaded);
      } else if (Kind == K::Trap) {
        B.CreateIntrinsic(Intrinsic::trap, {});
      } else if (AtomicAdd) {
        V = B.CreateAtomicRMW(AtomicRMWInst::FAdd, CB->getArgOperand(0),
                              CB->getArgOperand(1), MaybeAlign(),
                              AtomicOrdering::Monotonic);
      } else {
        V = Target.emitBuiltin(B, M, *U, F->getReturnType());
      }
      if (V)
        CB->replaceAllUsesWith(V);
      CB->eraseFromParent();
    }
    F->eraseFromParent();
  }
  return Error::success();
}

DenseSet<const Function *> reachBarrier(Module &M) {
  DenseSet<const Function *> Reach;
  std::vector<const Function *> Work;
  if (Function *F = M.getFunction(builtinName(BuiltinKind::SyncThreads)))
    Work.push_back(F);
  while (!Work.empty()) {
    const Function *F = Work.back();
    Work.pop_back();
    for (const User *U : F->users())
      if (auto *CB = dyn_cast<CallBase>(U))
        if (const Function *Caller = CB->getFunction(); Reach.insert(Caller).second)
          Work.push_back(Caller);
  }
  return Reach;
}

} // namespace offload::lower
