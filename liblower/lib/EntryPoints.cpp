//===- EntryPoints.cpp - The kernels' entry points ------------------------===//
//
// Finds the manifest's kernels in device code, checks that the device lays
// out their arguments as the host does, and generates each instance's entry
// point, which calls its unpack function as the target runs a kernel.
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "DeviceTarget.h"
#include "offload/layout/Layout.h"
#include "offload/support/Diagnostic.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace offload::layout;
using offload::manifest::KernelInstance;
using offload::manifest::SourceLocation;

namespace offload::lower {

SourceLocation instanceLocation(const KernelInstance &K, StringRef FileName) {
  if (!K.LaunchSites.empty() && !K.LaunchSites.front().File.empty())
    return K.LaunchSites.front();
  if (!K.ReadFrom.File.empty())
    return K.ReadFrom;
  return {FileName.str(), 0, 0};
}

/// Rust v0, Itanium, ... by llvm::demangle (`kernels::fill::<u8>`); C's
/// names as they are.
std::string sourceNameOf(const DISubprogram &SP) {
  if (SP.getLinkageName().empty())
    return SP.getName().str();
  return llvm::demangle(SP.getLinkageName());
}

/// From the functions and from the scopes of inlined code, so that a kernel
/// inlined into its unpack function is found too.
StringMap<const DISubprogram *> kernelSubprograms(const Module &M) {
  DebugInfoFinder Finder;
  Finder.processModule(M);
  StringMap<const DISubprogram *> Out;
  for (const DISubprogram *SP : Finder.subprograms())
    Out.try_emplace(sourceNameOf(*SP), SP);
  return Out;
}

/// The host's layouts are the manifest's, the device's come from the
/// kernel's parameter types in the device's debug info. Errors name the
/// argument and the first field that differs.
Error checkLayouts(const KernelInstance &K, const DISubprogram &SP,
                   const DataLayout &DL, StringRef Target,
                   const layout::Conventions &Conv) {
  DITypeRefArray Types = SP.getType()->getTypeArray();
  // A parameter the frontend adds (Rust's #[track_caller] location) comes
  // last and is not the launch's.
  size_t Params = Types.size() ? Types.size() - 1 : 0;
  if (Params == K.Args.size() + 1 && Conv.isHiddenParameter(Types[Params]))
    --Params;
  if (Types.size() == 0 || Params != K.Args.size())
    return createStringError("kernel " + K.displayName() + " takes " +
                             Twine(Params) +
                             " arguments on " + Target +
                             ", but the host launches it with " +
                             Twine(K.Args.size()));
  for (unsigned I = 0; I < K.Args.size(); ++I) {
    Expected<ArgLayout> L = layoutOf(Types[I + 1], DL, Conv);
    if (!L)
      return createStringError("kernel " + K.displayName() + ", argument " +
                               Twine(I) + " on " + Target + ": " +
                               toString(L.takeError()));
    if (L->TypeName != K.Args[I].TypeName)
      return createStringError("kernel " + K.displayName() + ", argument " +
                               Twine(I) + " is '" + L->TypeName + "' on " +
                               Target + ", but the host passes '" +
                               printable(K.Args[I].TypeName) + "'");
    // Host and device must lay the same type out alike: sizes and offsets
    // (a struct holding a u128 has another on amdgcn, which aligns u128 to
    // 8). Less alignment on the device is fine: the host's data meets it.
    std::string Why = describeLayoutMismatch(*K.Args[I].Layout, *L, "the host", "the device",
                                             AlignRule::SecondMayBeLess);
    if (!Why.empty())
      return createStringError("kernel " + K.displayName() + ", argument " +
                               Twine(I) + ": type '" + K.Args[I].TypeName +
                               "' is laid out differently on " + Target +
                               ": " + Why);
  }
  return Error::success();
}

/// Gives the entry point Entry a debug description when its unpack function
/// has one: an artificial subprogram at the unpack function's line, in its
/// compile unit. The kernel's code inlined into the entry point then keeps
/// its source lines (code generation emits lines only inside functions that
/// have a subprogram): the NVPTX image's `.loc`s, the AMD image's line
/// table. Returns the location for the entry point's own instructions, or
/// null.
static const DILocation *describeEntryPoint(Module &M, Function &Entry, const Function &Unpack) {
  DISubprogram *Of = Unpack.getSubprogram();
  if (!Of || !Of->getUnit())
    return nullptr;
  DIBuilder DIB(M, /*AllowUnresolved=*/false, Of->getUnit());
  DISubprogram *SP = DIB.createFunction(
      Of->getFile(), Entry.getName(), Entry.getName(), Of->getFile(), Of->getLine(),
      DIB.createSubroutineType(DIB.getOrCreateTypeArray({})), Of->getLine(),
      DINode::FlagArtificial,
      DISubprogram::SPFlagDefinition |
          (Of->isOptimized() ? DISubprogram::SPFlagOptimized : DISubprogram::SPFlagZero));
  Entry.setSubprogram(SP);
  DIB.finalizeSubprogram(SP);
  return DILocation::get(M.getContext(), Of->getLine(), 0, SP);
}

/// The entry point stores the argument slots in an array and hands it to
/// the instance's unpack function (from the device roots), as the target
/// launches it (DeviceTarget::emitLaunch).
Expected<Function *> makeEntryPoint(Module &M, Function &Unpack,
                                    const KernelInstance &K,
                                    ArrayRef<ArgLayout> Layouts,
                                    DeviceTarget &Target) {
  LLVMContext &Ctx = M.getContext();
  std::vector<KernelSlot> Slots = kernelSlots(Layouts);
  Type *Ptr = PointerType::get(Ctx, 0);
  Type *I64 = Type::getInt64Ty(Ctx);
  std::vector<Type *> Params{Ptr}; // dyn_ptr
  for (const KernelSlot &S : Slots)
    Params.push_back(S.Role == SlotRole::Pointer || S.Role == SlotRole::SliceData
                         ? Ptr
                         : I64);
  if (GlobalValue *Clash = M.getNamedValue(K.DeviceSymbol))
    return createStringError("device symbol '" + K.DeviceSymbol + "' for " +
                             K.displayName() +
                             " is already defined in the device bitcode (" +
                             Clash->getName() + ")");
  FunctionType *UnpackTy = Unpack.getFunctionType();
  if (!UnpackTy->getReturnType()->isVoidTy() || UnpackTy->getNumParams() != 1 ||
      !UnpackTy->getParamType(0)->isPointerTy())
    return createStringError("'" + Unpack.getName() +
                             "' is not `void (ptr)` (it reads the kernel slots "
                             "through its one pointer); "
                             "regenerate the device roots with offload-manifest "
                             "roots");
  auto *FT = FunctionType::get(Type::getVoidTy(Ctx), Params, false);
  Function *Entry =
      Function::Create(FT, GlobalValue::ExternalLinkage, K.DeviceSymbol, M);
  Entry->setVisibility(GlobalValue::DefaultVisibility);
  Entry->setDSOLocal(false);
  Entry->addFnAttr(Attribute::NoUnwind);
  for (StringRef A : {"target-cpu", "target-features"})
    if (Unpack.hasFnAttribute(A))
      Entry->addFnAttr(Unpack.getFnAttribute(A));
  Entry->getArg(0)->setName("dyn_ptr");
  for (unsigned I = 0; I < Slots.size(); ++I) {
    const KernelSlot &S = Slots[I];
    Entry->getArg(I + 1)->setName(slotName(S, Layouts, "arg"));
    if (Params[I + 1]->isPointerTy())
      Entry->addParamAttr(I + 1, Attribute::NoUndef);
  }
  Target.setKernelConvention(*Entry);

  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  if (const DILocation *At = describeEntryPoint(M, *Entry, Unpack))
    B.SetCurrentDebugLocation(At);
  unsigned ArgSlots = Slots.size() - NumGeometrySlots;
  Value *Array = B.CreateAlloca(ArrayType::get(I64, std::max(ArgSlots, 1u)),
                                nullptr, "slots");
  cast<AllocaInst>(Array)->setAlignment(Align(8));
  for (unsigned I = 0; I < ArgSlots; ++I)
    B.CreateAlignedStore(Entry->getArg(I + 1), B.CreateConstInBoundsGEP1_32(I64, Array, I),
                         Align(8));
  Value *SlotsPtr = B.CreatePointerBitCastOrAddrSpaceCast(Array, UnpackTy->getParamType(0));
  Target.emitLaunch(B, *Entry, Unpack, SlotsPtr, ArgSlots);
  B.CreateRetVoid();
  return Entry;
}

} // namespace offload::lower
