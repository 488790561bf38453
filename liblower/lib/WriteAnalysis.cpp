//===- WriteAnalysis.cpp - What a kernel writes ---------------------------===//
#include "offload/lower/WriteAnalysis.h"
#include "offload/lower/CpuRunner.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/ModRef.h"

#include <optional>
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

/// Whether anything may be written through V or a value derived from it.
bool mayWriteThroughValue(const Value &V0) {
  SmallVector<const Value *, 16> Work{&V0};
  SmallPtrSet<const Value *, 16> Seen{&V0};
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

/// The CPU device's entry point stores its arguments in an array of 8-byte
/// slots and hands it to the runner (`__offload_cpu_run(unpack, slots,
/// ...)`, CpuRunner.h), which calls the kernel's unpack function with it.
/// For such an entry: whether anything may be written through argument
/// Arg, stored in slot Slot, judged from the unpack function's loads of
/// that slot; nullopt if the entry or the unpack function has another
/// shape.
std::optional<bool> mayWriteThroughRunnerSlot(const Function &Entry, unsigned Arg,
                                              unsigned Slot) {
  const DataLayout &DL = Entry.getParent()->getDataLayout();
  const Argument *A = Entry.getArg(Arg);
  // The argument's only use: a store of it into a slot of an alloca.
  if (!A->hasOneUse())
    return std::nullopt;
  auto *St = dyn_cast<StoreInst>(A->user_back());
  if (!St || St->getValueOperand() != A)
    return std::nullopt;
  APInt Offset(DL.getIndexTypeSizeInBits(St->getPointerOperandType()), 0);
  const Value *Base =
      St->getPointerOperand()->stripAndAccumulateConstantOffsets(DL, Offset, true);
  if (!isa<AllocaInst>(Base) || Offset != 8 * uint64_t(Slot))
    return std::nullopt;
  // The array goes to the runner, and nowhere else but into its stores.
  const Function *Unpack = nullptr;
  SmallVector<const Value *, 8> Work{Base};
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const User *U : V->users()) {
      if (isa<GetElementPtrInst>(U)) {
        Work.push_back(U);
      } else if (auto *S = dyn_cast<StoreInst>(U)) {
        if (S->getValueOperand() == V)
          return std::nullopt;
      } else if (auto *CB = dyn_cast<CallBase>(U)) {
        const Function *Callee = CB->getCalledFunction();
        if (!Callee || Callee->getName() != cpu_runner::Run || CB->arg_size() < 2 ||
            CB->getArgOperand(1) != V || CB->getArgOperand(0) == V)
          return std::nullopt;
        auto *F = dyn_cast<Function>(CB->getArgOperand(0));
        if (!F || F->isDeclaration() || F->arg_size() != 1 || (Unpack && Unpack != F))
          return std::nullopt;
        Unpack = F;
      } else if (!isa<IntrinsicInst>(U) ||
                 !cast<IntrinsicInst>(U)->isLifetimeStartOrEnd()) {
        return std::nullopt;
      }
    }
  }
  if (!Unpack)
    return std::nullopt;
  // In the unpack function, every use of the array is a load at a constant
  // offset; the loads of this slot are the argument.
  Work.assign({Unpack->getArg(0)});
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const User *U : V->users()) {
      if (isa<GetElementPtrInst>(U)) {
        Work.push_back(U);
        continue;
      }
      auto *L = dyn_cast<LoadInst>(U);
      if (!L)
        return std::nullopt;
      APInt At(DL.getIndexTypeSizeInBits(L->getPointerOperandType()), 0);
      if (L->getPointerOperand()->stripAndAccumulateConstantOffsets(DL, At, true) !=
          Unpack->getArg(0))
        return std::nullopt;
      uint64_t Bytes = DL.getTypeStoreSize(L->getType());
      uint64_t From = At.getZExtValue(), SlotAt = 8 * uint64_t(Slot);
      if (From + Bytes <= SlotAt || From >= SlotAt + 8)
        continue; // another slot
      if (From != SlotAt || !L->getType()->isPointerTy() || mayWriteThroughValue(*L))
        return true;
    }
  }
  return false;
}

} // namespace

bool mayWriteThrough(const Argument &Param) {
  return Param.getType()->isPtrOrPtrVectorTy() && mayWriteThroughValue(Param);
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
  for (unsigned I = 0; I < Slots.size(); ++I) {
    if (!IsPointerSlot(Slots[I]))
      continue;
    bool Writes = !Shaped;
    if (Shaped) {
      std::optional<bool> ViaRunner = mayWriteThroughRunnerSlot(Entry, I + 1, I);
      Writes = ViaRunner ? *ViaRunner : mayWriteThrough(*Entry.getArg(I + 1));
    }
    if (Writes)
      Written.insert(Slots[I].Arg);
  }
  return {Written.begin(), Written.end()};
}

} // namespace offload::lower
