//===- Panics.cpp - The panic handler and the fault slot ------------------===//
//
// Defines the panic builtin: the first panicking thread of a launch writes
// the fault record the fault slot points to, and every panicking thread
// ends as its target ends a thread.
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "DeviceTarget.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace offload::lower {

/// A null pointer in global memory, visible to the plugin's symbol lookup
/// as the target has it (DeviceTarget::faultSlotVisibility), which the
/// launch runtime sets to a fault record.
GlobalVariable *faultSlot(Module &M, const DeviceTarget &Target) {
  if (GlobalVariable *G = M.getGlobalVariable(builtin::fault_slot, true))
    return G;
  auto *Ptr = PointerType::get(M.getContext(), 0);
  auto *G = new GlobalVariable(M, Ptr, false, GlobalValue::ExternalLinkage,
                               ConstantPointerNull::get(Ptr), builtin::fault_slot, nullptr,
                               GlobalValue::NotThreadLocal, Target.faultSlotAddressSpace());
  G->setAlignment(Align(8));
  G->setVisibility(Target.faultSlotVisibility());
  G->setDSOLocal(Target.isFaultSlotDSOLocal());
  return G;
}

/// The panic handler, BuiltinKind::Panic (declared by the frontend): the
/// first thread of the launch to panic claims the fault record with an
/// atomic exchange of its state, writes where it panicked (the strings
/// copied up to the record's room) and which thread it is, then every
/// panicking thread ends and the launch runs on. The thread and block
/// indices are builtin calls, resolved with the others.
Error definePanic(Module &M, Function &F, const DeviceTarget &Target) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Ptr = PointerType::get(Ctx, 0);
  F.setLinkage(GlobalValue::InternalLinkage);
  F.setDoesNotReturn();
  F.setDoesNotThrow();
  F.addFnAttr(Attribute::Cold);
  F.addFnAttr(Attribute::NoInline);
  auto *Entry = BasicBlock::Create(Ctx, "entry", &F);
  auto *Trap = BasicBlock::Create(Ctx, "no_record", &F);
  auto *Claim = BasicBlock::Create(Ctx, "claim", &F);
  auto *Write = BasicBlock::Create(Ctx, "write", &F);
  auto *End = BasicBlock::Create(Ctx, "end_thread", &F);
  IRBuilder<> B(Entry);
  GlobalVariable *Slot = faultSlot(M, Target);
  Value *Record = B.CreateAlignedLoad(Ptr, Slot, Align(8), "record");
  B.CreateCondBr(B.CreateIsNull(Record), Trap, Claim);

  B.SetInsertPoint(Trap);
  B.CreateIntrinsic(Intrinsic::trap, {});
  B.CreateUnreachable();

  B.SetInsertPoint(Claim);
  auto At = [&](unsigned Offset) { return B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Record, Offset); };
  B.CreateCondBr(Target.emitFaultClaim(B, M, At(fault::State)), Write, End);

  B.SetInsertPoint(Write);
  auto Store32 = [&](Value *V, unsigned Offset) { B.CreateAlignedStore(V, At(Offset), Align(4)); };
  auto Length32 = [&](Value *Len) { // saturated at 2^32 - 1
    return B.CreateTrunc(B.CreateBinaryIntrinsic(Intrinsic::umin, Len, B.getInt64(UINT32_MAX)), I32);
  };
  auto Copy = [&](Value *Src, Value *Len, unsigned Offset, unsigned Room) {
    B.CreateMemCpy(At(Offset), Align(1), Src, Align(1),
                   B.CreateBinaryIntrinsic(Intrinsic::umin, Len, B.getInt64(Room)));
  };
  Store32(F.getArg(2), fault::Line);
  Store32(F.getArg(3), fault::Column);
  Store32(Length32(F.getArg(1)), fault::FileLen);
  Store32(Length32(F.getArg(5)), fault::MessageLen);
  for (unsigned D = 0; D < 3; ++D) {
    Store32(B.CreateCall(M.getOrInsertFunction(builtinName(BuiltinKind::ThreadIdx, D), I32)), fault::ThreadIdx + 4 * D);
    Store32(B.CreateCall(M.getOrInsertFunction(builtinName(BuiltinKind::BlockIdx, D), I32)), fault::BlockIdx + 4 * D);
  }
  Copy(F.getArg(0), F.getArg(1), fault::File, fault::FileBytes);
  Copy(F.getArg(4), F.getArg(5), fault::Message, fault::MessageBytes);
  B.CreateFence(AtomicOrdering::SequentiallyConsistent);
  Target.emitFaultWritten(B, M);
  B.CreateBr(End);

  B.SetInsertPoint(End);
  Target.emitEndThread(B, M);
  B.CreateUnreachable();
  return Error::success();
}

Value *DeviceTarget::emitFaultClaim(IRBuilder<> &B, Module &M, Value *State) const {
  Value *Old = B.CreateAtomicRMW(AtomicRMWInst::Xchg, State, B.getInt32(1), Align(4),
                                 AtomicOrdering::SequentiallyConsistent);
  return B.CreateICmpEQ(Old, B.getInt32(0));
}

} // namespace offload::lower
