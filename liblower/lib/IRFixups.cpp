//===- IRFixups.cpp - Changes device IR needs for its backends -------------===//
//
// Internalization, and the IR changes a backend or its assembler needs:
// coarse-grained atomics (AMDGPU), integer copies of under-aligned float
// stores and line directives only (NVPTX), 128-bit conversions as libcalls.
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"

#include "llvm/CodeGen/RuntimeLibcallUtil.h"
#include "llvm/CodeGen/ValueTypes.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/RuntimeLibcalls.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/Internalize.h"

using namespace llvm;

namespace offload::lower {

/// Gives every definition but those in Keep (the entry points) internal
/// linkage (LLVM's internalizeModule: comdats and llvm.used handled as LLVM
/// does), so that the optimizer may inline, specialize and delete them.
void internalize(Module &M, const StringSet<> &Keep) {
  internalizeModule(M, [&](const GlobalValue &GV) {
    return Keep.contains(GV.getName());
  });
}

/// Tells the AMDGPU backend that no atomic of M touches fine-grained or
/// remote memory (`!amdgpu.no.fine.grained.memory`,
/// `!amdgpu.no.remote.memory`, AMDGPUUsage "Memory Model"), as clang does
/// for HIP and OpenMP unless told otherwise: kernels see only what
/// libomptarget's AMDGPU plugin allocates from the device's coarse-grained
/// pool. Without it, atomics that PCIe cannot carry (min, max, float add)
/// become compare-and-swap loops. The panic handler's exchange is left as
/// it is: the fault record is host memory.
void markCoarseGrainedAtomics(Module &M) {
  LLVMContext &Ctx = M.getContext();
  MDNode *Empty = MDNode::get(Ctx, {});
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (F.getName() != builtinName(BuiltinKind::Panic) &&
          (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))) {
        I.setMetadata("amdgpu.no.fine.grained.memory", Empty);
        I.setMetadata("amdgpu.no.remote.memory", Empty);
      }
}

/// NVIDIA: makes every under-aligned store of a floating-point value store
/// the value's bits through an integer copy (PTX `mov.b16/32/64` in an
/// inline asm the optimizer cannot look through). The NVPTX backend splits
/// such a store into byte stores, the lowest of them straight from the
/// register the float operation wrote (`add.rn.f64 %rd41, ...; st.global.b8
/// [%rd16+1], %rd41`), and ptxas (CUDA 13.0) stores that byte as the value
/// converted to an integer, not as its low bits (docs/gpu-runs.md). Stores
/// at their natural alignment are one instruction and not affected.
void copyUnalignedFloatStores(Module &M) {
  const DataLayout &DL = M.getDataLayout();
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        auto *St = dyn_cast<StoreInst>(&I);
        if (!St || !St->getValueOperand()->getType()->isFloatingPointTy())
          continue;
        Type *Ty = St->getValueOperand()->getType();
        uint64_t Bits = DL.getTypeSizeInBits(Ty);
        if (St->getAlign().value() * 8 >= Bits ||
            (Bits != 16 && Bits != 32 && Bits != 64))
          continue;
        IRBuilder<> B(St);
        Type *IntTy = B.getIntNTy(Bits);
        const char *Reg = Bits == 16 ? "=h,h" : Bits == 32 ? "=r,r" : "=l,l";
        std::string Mov = "mov.b" + std::to_string(Bits) + " $0, $1;";
        InlineAsm *Copy = InlineAsm::get(FunctionType::get(IntTy, {IntTy}, false), Mov, Reg,
                                         /*hasSideEffects=*/false);
        Value *Bitsv = B.CreateCall(Copy, {B.CreateBitCast(St->getValueOperand(), IntTy)});
        St->setOperand(0, Bitsv);
      }
}

/// Reduces M's debug info to line information emitted as directives only
/// (DICompileUnit::DebugDirectivesOnly): the NVPTX backend then writes
/// `.file` and `.loc` for every instruction's Rust source line, and no
/// DWARF sections and no `debug` in `.target`, which ptxas -O3 refuses
/// ("Optimized debugging not supported"); ptxas -lineinfo keeps the lines in
/// the cubin for profilers and compute-sanitizer.
void keepLineDirectivesOnly(Module &M) {
  stripNonLineTableDebugInfo(M);
  NamedMDNode *Units = M.getNamedMetadata("llvm.dbg.cu");
  if (!Units)
    return;
  DenseMap<const DICompileUnit *, DICompileUnit *> Replaced;
  for (unsigned I = 0; I < Units->getNumOperands(); ++I) {
    auto *CU = dyn_cast<DICompileUnit>(Units->getOperand(I));
    if (!CU)
      continue;
    auto *New = DICompileUnit::getDistinct(
        M.getContext(), CU->getSourceLanguage(), CU->getFile(), CU->getProducer(),
        CU->isOptimized(), CU->getFlags(), CU->getRuntimeVersion(),
        CU->getSplitDebugFilename(), DICompileUnit::DebugDirectivesOnly,
        CU->getEnumTypes(), CU->getRetainedTypes(), CU->getGlobalVariables(),
        CU->getImportedEntities(), CU->getMacros(), CU->getDWOId(),
        CU->getSplitDebugInlining(), CU->getDebugInfoForProfiling(),
        CU->getNameTableKind(), CU->getRangesBaseAddress(), CU->getSysRoot(),
        CU->getSDK());
    Replaced[CU] = New;
    Units->setOperand(I, New);
  }
  DebugInfoFinder Finder;
  Finder.processModule(M);
  for (DISubprogram *SP : Finder.subprograms())
    if (DICompileUnit *New = Replaced.lookup(SP->getUnit()))
      SP->replaceUnit(New);
}

namespace {

/// The libcall LLVM's RTLIB names for Call (FPTOSINT_F64_I128, ...), as
/// the x86-64 target spells it; nullptr when LLVM has none.
const char *x86LibcallName(RTLIB::Libcall Call) {
  if (Call == RTLIB::UNKNOWN_LIBCALL)
    return nullptr;
  static const RTLIB::RuntimeLibcallsInfo X86(Triple("x86_64-unknown-linux-gnu"));
  for (unsigned I = 0; I < RTLIB::NumLibcallImpls; ++I) {
    auto Impl = static_cast<RTLIB::LibcallImpl>(I);
    if (RTLIB::RuntimeLibcallsInfo::getLibcallFromImpl(Impl) == Call && X86.isAvailable(Impl))
      return RTLIB::RuntimeLibcallsInfo::getLibcallImplName(Impl).data();
  }
  return nullptr;
}

/// The conversions between i128 and f32 / f64, looked up once: Names[ToInt]
/// [Signed][Double].
struct Int128Libcalls {
  const char *Names[2][2][2] = {};
  Int128Libcalls() {
    for (bool Double : {false, true}) {
      EVT FP = Double ? MVT::f64 : MVT::f32, I128 = MVT::i128;
      Names[1][1][Double] = x86LibcallName(RTLIB::getFPTOSINT(FP, I128));
      Names[1][0][Double] = x86LibcallName(RTLIB::getFPTOUINT(FP, I128));
      Names[0][1][Double] = x86LibcallName(RTLIB::getSINTTOFP(I128, FP));
      Names[0][0][Double] = x86LibcallName(RTLIB::getUINTTOFP(I128, FP));
    }
  }
  /// Whether Name is one of them.
  bool contains(StringRef Name) const {
    for (auto &ByKind : Names)
      for (auto &ByFloat : ByKind)
        for (const char *N : ByFloat)
          if (N && Name == N)
            return true;
    return false;
  }
};

const Int128Libcalls &int128Libcalls() {
  static const Int128Libcalls Calls;
  return Calls;
}

} // namespace

Expected<bool> expandUnsupportedOperations(Module &M) {
  LLVMContext &Ctx = M.getContext();
  Type *I128 = Type::getInt128Ty(Ctx);
  // The conversions between 128-bit integers and floats that the device
  // backends cannot select become calls of the libcalls LLVM's RTLIB names
  // for them (on x86-64: compiler_builtins' `__fixdfti` and its kind, which
  // implement Rust's `as`: saturating, NaN -> 0).
  auto NameFor = [&](bool ToInt, bool Signed, Type *FP) -> const char * {
    if (!FP->isFloatTy() && !FP->isDoubleTy())
      return nullptr;
    return int128Libcalls().Names[ToInt][Signed][FP->isDoubleTy()];
  };
  std::vector<std::pair<Instruction *, const char *>> Work;
  for (Function &F : M) {
    // The implementations themselves are left alone.
    if (int128Libcalls().contains(F.getName()))
      continue;
    for (Instruction &I : instructions(F)) {
      const char *Name = nullptr;
      if (auto *C = dyn_cast<CastInst>(&I)) {
        unsigned Op = C->getOpcode();
        if ((Op == Instruction::UIToFP || Op == Instruction::SIToFP) &&
            C->getSrcTy() == I128)
          Name = NameFor(false, Op == Instruction::SIToFP, C->getDestTy());
        else if ((Op == Instruction::FPToUI || Op == Instruction::FPToSI) &&
                 C->getDestTy() == I128)
          Name = NameFor(true, Op == Instruction::FPToSI, C->getSrcTy());
      } else if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
        Intrinsic::ID ID = II->getIntrinsicID();
        if ((ID == Intrinsic::fptosi_sat || ID == Intrinsic::fptoui_sat) &&
            II->getType() == I128)
          Name = NameFor(true, ID == Intrinsic::fptosi_sat,
                         II->getArgOperand(0)->getType());
      }
      if (Name)
        Work.emplace_back(&I, Name);
    }
  }
  for (auto [I, Name] : Work) {
    Value *Op = I->getOperand(0);
    FunctionCallee Callee = M.getOrInsertFunction(
        Name, FunctionType::get(I->getType(), {Op->getType()}, false));
    if (!isa<Function>(Callee.getCallee()) ||
        cast<Function>(Callee.getCallee())->getFunctionType() != Callee.getFunctionType())
      return createStringError(Twine("'") + Name +
                               "' is defined in the device bitcode with another type");
    IRBuilder<> B(I);
    CallInst *Call = B.CreateCall(Callee, {Op});
    Call->setDebugLoc(I->getDebugLoc());
    I->replaceAllUsesWith(Call);
    I->eraseFromParent();
  }
  return !Work.empty();
}

} // namespace offload::lower
