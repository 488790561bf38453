//===- Targets/GPU.cpp - What NVIDIA and AMD GPUs share -------------------===//
//
// The entry point's launch and the shared memory of the GPU targets.
//
//===----------------------------------------------------------------------===//
#include "GPU.h"
#include "DevicePass.h"

#include "llvm/IR/Module.h"

using namespace llvm;

namespace offload::lower {

namespace {

/// Each shared array as a global of its size and alignment in address
/// space 3, cast to the generic address space (3 to 0, so that the
/// backends' address-space inference turns the accesses into `ld.shared` /
/// `ds_read`).
class GPUSharedArrays : public SharedArrayPlacement {
public:
  GPUSharedArrays(Module &M, ArrayRef<GlobalVariable *> Arrays, PointerType *Generic) {
    for (GlobalVariable *G : Arrays) {
      auto *Shared = new GlobalVariable(M, G->getValueType(), false, GlobalValue::InternalLinkage,
                                        PoisonValue::get(G->getValueType()), G->getName() + ".block",
                                        nullptr, GlobalValue::NotThreadLocal, /*AddressSpace=*/3);
      Shared->setAlignment(sharedAlignment(*G));
      Base.push_back(ConstantExpr::getAddrSpaceCast(Shared, Generic));
    }
  }
  Value *addressOf(unsigned I, Function &In) override { return Base[I]; }

private:
  std::vector<Constant *> Base;
};

} // namespace

void GPUTarget::emitLaunch(IRBuilder<> &B, Function &Entry, Function &Unpack, Value *Slots,
                           unsigned FirstGeometrySlot) {
  B.CreateCall(&Unpack, {Slots});
}

std::unique_ptr<SharedArrayPlacement>
GPUTarget::placeSharedArrays(Module &M, ArrayRef<GlobalVariable *> Arrays, PointerType *Generic) {
  return std::make_unique<GPUSharedArrays>(M, Arrays, Generic);
}

GlobalVariable *dynamicSharedGlobal(Module &M) {
  const char *Name = "__offload_dynamic_shared_memory"; // a PTX identifier
  if (GlobalVariable *G = M.getGlobalVariable(Name, true))
    return G;
  auto *Ty = ArrayType::get(Type::getInt8Ty(M.getContext()), 0);
  auto *G = new GlobalVariable(M, Ty, false, GlobalValue::ExternalLinkage, nullptr,
                               Name, nullptr, GlobalValue::NotThreadLocal,
                               /*AddressSpace=*/3);
  G->setAlignment(Align(16));
  return G;
}

} // namespace offload::lower
