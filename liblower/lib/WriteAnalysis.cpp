//===- WriteAnalysis.cpp - What a kernel writes ---------------------------===//
#include "offload/lower/WriteAnalysis.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/ModRef.h"

#include <set>

using namespace llvm;

namespace offload::lower {

namespace {

/// What one use of a derived value does.
enum class UseKind {
  Harmless, ///< reads, compares: nothing is written through it
  Derives,  ///< the user's result derives from the value: walk it too
  Writes,   ///< a write through it, or something the walk cannot follow
};

/// Integer instructions whose result still carries the address bits of a
/// derived integer (so an inttoptr of it derives from the parameter).
bool carriesAddress(const Instruction &I) {
  return isa<BinaryOperator>(I) || isa<TruncInst>(I) || isa<ZExtInst>(I) ||
         isa<SExtInst>(I);
}

/// A call argument: harmless when the callee only reads through it and
/// cannot keep it; written otherwise.
UseKind classifyCallArgument(const CallBase &CB, unsigned ArgNo) {
  bool ReadsOnly =
      CB.onlyReadsMemory(ArgNo) ||
      !isModSet(CB.getMemoryEffects().getModRef(IRMemLocation::ArgMem));
  return ReadsOnly && CB.doesNotCapture(ArgNo) ? UseKind::Harmless
                                               : UseKind::Writes;
}

UseKind classifyCall(const CallBase &CB, const Use &U) {
  if (CB.isCallee(&U))
    return UseKind::Writes;
  if (CB.isBundleOperand(&U)) {
    // llvm.assume's bundles ("align", "nonnull", ...) only state facts.
    if (auto *II = dyn_cast<IntrinsicInst>(&CB);
        II && II->getIntrinsicID() == Intrinsic::assume)
      return UseKind::Harmless;
    return UseKind::Writes;
  }
  unsigned ArgNo = CB.getArgOperandNo(&U);
  if (isa<MemIntrinsic>(CB)) {
    if (ArgNo == 0)
      return UseKind::Writes; // the destination
    return UseKind::Harmless; // the source, length, value or volatility
  }
  if (auto *II = dyn_cast<IntrinsicInst>(&CB);
      II && II->getIntrinsicID() == Intrinsic::ptrmask && ArgNo == 0)
    return UseKind::Derives;
  return classifyCallArgument(CB, ArgNo);
}

/// Classifies the use U of a value derived from the parameter.
UseKind classify(const Use &U) {
  auto *I = dyn_cast<Instruction>(U.getUser());
  if (!I)
    return UseKind::Writes; // a constant expression or metadata user
  if (isa<LoadInst>(I) || isa<CmpInst>(I))
    return UseKind::Harmless;
  // Through it, or the pointer itself stored somewhere: either way.
  if (isa<StoreInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return UseKind::Writes;
  if (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I) ||
      isa<AddrSpaceCastInst>(I) || isa<PtrToIntInst>(I) ||
      isa<IntToPtrInst>(I) || isa<PHINode>(I) || isa<FreezeInst>(I) ||
      isa<InsertElementInst>(I) || isa<ExtractElementInst>(I) ||
      isa<ShuffleVectorInst>(I) || carriesAddress(*I))
    return UseKind::Derives;
  if (auto *Sel = dyn_cast<SelectInst>(I))
    return &U == &Sel->getOperandUse(0) ? UseKind::Harmless : UseKind::Derives;
  if (auto *CB = dyn_cast<CallBase>(I))
    return classifyCall(*CB, U);
  return UseKind::Writes; // returned, or an instruction the walk does not know
}

} // namespace

bool mayWriteThrough(const Argument &Param) {
  if (!Param.getType()->isPtrOrPtrVectorTy())
    return false;
  SmallVector<const Value *, 16> Work{&Param};
  SmallPtrSet<const Value *, 16> Seen{&Param};
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const Use &U : V->uses()) {
      switch (classify(U)) {
      case UseKind::Harmless:
        break;
      case UseKind::Writes:
        return true;
      case UseKind::Derives:
        if (Seen.insert(U.getUser()).second)
          Work.push_back(U.getUser());
        break;
      }
    }
  }
  return false;
}

std::vector<unsigned> writtenArguments(const Function &Entry,
                                       ArrayRef<KernelSlot> Slots) {
  std::set<unsigned> Written;
  auto IsPointerSlot = [](const KernelSlot &S) {
    return S.Role == SlotRole::Pointer || S.Role == SlotRole::SliceData;
  };
  bool Shaped = Entry.arg_size() == Slots.size() + 1;
  for (unsigned I = 0; Shaped && I < Slots.size(); ++I)
    if (IsPointerSlot(Slots[I]) && !Entry.getArg(I + 1)->getType()->isPointerTy())
      Shaped = false;
  for (unsigned I = 0; I < Slots.size(); ++I)
    if (IsPointerSlot(Slots[I]) &&
        (!Shaped || mayWriteThrough(*Entry.getArg(I + 1))))
      Written.insert(Slots[I].Arg);
  return {Written.begin(), Written.end()};
}

} // namespace offload::lower
