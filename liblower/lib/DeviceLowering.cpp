//===- DeviceLowering.cpp - The device pass -------------------------------===//
#include "offload/lower/DeviceLowering.h"
#include "offload/lower/CodeGen.h"
#include "offload/lower/CpuRunner.h"
#include "offload/lower/KernelABI.h"
#include "offload/lower/StackAnalysis.h"
#include "offload/lower/WriteAnalysis.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/CodeGen/RuntimeLibcallUtil.h"
#include "llvm/CodeGen/ValueTypes.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/IR/RuntimeLibcalls.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/IPO/Internalize.h"

#include <map>

using namespace llvm;
using namespace offload::layout;
using offload::manifest::KernelInstance;
using offload::manifest::Manifest;
using offload::manifest::SourceLocation;

namespace offload::lower {

namespace {

enum class TargetKind { Host, NVPTX, AMDGPU };

Expected<TargetKind> targetKindOf(const Module &M) {
  const Triple &T = M.getTargetTriple();
  if (T.isNVPTX() && T.isArch64Bit())
    return TargetKind::NVPTX;
  if (T.isAMDGCN() && T.getOS() == Triple::AMDHSA)
    return TargetKind::AMDGPU;
  if (T.getArch() == Triple::x86_64)
    return TargetKind::Host;
  return createStringError("device target '" + T.str() +
                           "' is not supported (x86_64, nvptx64 and "
                           "amdgcn-amd-amdhsa are)");
}

/// Whether the target is a GPU (NVIDIA or AMD): threads run the entry point
/// once each, shared memory is address space 3.
bool isGPU(TargetKind T) { return T != TargetKind::Host; }

/// Where a build error about an instance goes: the user's first launch of
/// it, else its place in the manifest.
SourceLocation instanceLocation(const KernelInstance &K, StringRef FileName) {
  if (!K.LaunchSites.empty() && !K.LaunchSites.front().File.empty())
    return K.LaunchSites.front();
  if (!K.ReadFrom.File.empty())
    return K.ReadFrom;
  return {FileName.str(), 0, 0};
}

/// The source name of a function: its linkage name demangled (Rust v0,
/// Itanium, ... by llvm::demangle; `kernels::fill::<u8>`), else its name
/// (C).
std::string sourceNameOf(const DISubprogram &SP) {
  if (SP.getLinkageName().empty())
    return SP.getName().str();
  return llvm::demangle(SP.getLinkageName());
}

/// Every kernel's DISubprogram, by its source name (`kernels::fill::<u8>`):
/// from the functions and from the scopes of inlined code, so that a kernel
/// inlined into its unpack function is found too.
StringMap<const DISubprogram *> kernelSubprograms(const Module &M) {
  DebugInfoFinder Finder;
  Finder.processModule(M);
  StringMap<const DISubprogram *> Out;
  for (const DISubprogram *SP : Finder.subprograms())
    Out.try_emplace(sourceNameOf(*SP), SP);
  return Out;
}

/// Checks that the device lays out every argument of K as the host does
/// (the manifest's layouts), from the kernel's parameter types in the
/// device's debug info. Errors name the argument and the first field that
/// differs.
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

/// Thread-local launch geometry of the x86-64 image, read by the builtins.
struct HostGeometry {
  GlobalVariable *ThreadIdx, *BlockIdx, *BlockDim, *GridDim;
};

HostGeometry getHostGeometry(Module &M) {
  auto Get = [&](StringRef Name) {
    if (GlobalVariable *G = M.getGlobalVariable(Name, true))
      return G;
    auto *Ty = ArrayType::get(Type::getInt32Ty(M.getContext()), 3);
    auto *G = new GlobalVariable(M, Ty, false, GlobalValue::InternalLinkage,
                                 ConstantAggregateZero::get(Ty), Name);
    G->setThreadLocal(true);
    return G;
  };
  return {Get("__offload.thread_idx"), Get("__offload.block_idx"),
          Get("__offload.block_dim"), Get("__offload.grid_dim")};
}

/// Emits the body of an x86-64 entry point: loop over every (block, thread)
/// of the grid, publishing the indices for the builtins, calling Unpack.
/// A grid or block with a zero extent runs nothing (the runtime library
/// never launches one; this keeps the image right on its own).
void emitHostGridLoop(IRBuilder<> &B, Function &Entry, Function &Unpack,
                      Value *Slots, unsigned FirstGeometrySlot) {
  Module &M = *Entry.getParent();
  LLVMContext &Ctx = M.getContext();
  HostGeometry G = getHostGeometry(M);
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  auto *GeoTy = ArrayType::get(I32, 3);
  auto Elem = [&](GlobalVariable *GV, unsigned D) {
    return B.CreateConstInBoundsGEP2_32(GeoTy, GV, 0, D);
  };
  Value *Dim[6];
  for (unsigned D = 0; D < 6; ++D) {
    Dim[D] = B.CreateTrunc(Entry.getArg(FirstGeometrySlot + D + 1), I32);
    B.CreateStore(Dim[D], Elem(D < 3 ? G.GridDim : G.BlockDim, D % 3));
  }
  Value *Total = B.getInt64(1);
  for (unsigned D = 0; D < 6; ++D)
    Total = B.CreateMul(Total, B.CreateZExt(Dim[D], I64));

  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Loop = BasicBlock::Create(Ctx, "grid", &Entry);
  BasicBlock *Exit = BasicBlock::Create(Ctx, "done", &Entry);
  B.CreateCondBr(B.CreateICmpEQ(Total, B.getInt64(0)), Exit, Loop);
  B.SetInsertPoint(Loop);
  PHINode *I = B.CreatePHI(I64, 2, "i");
  I->addIncoming(B.getInt64(0), Pre);
  // Threads vary fastest (x, y, z), then blocks (x, y, z).
  Value *Rest = I;
  GlobalVariable *Order[6] = {G.ThreadIdx, G.ThreadIdx, G.ThreadIdx,
                              G.BlockIdx,  G.BlockIdx,  G.BlockIdx};
  unsigned DimOf[6] = {3, 4, 5, 0, 1, 2};
  for (unsigned D = 0; D < 6; ++D) {
    Value *Extent = B.CreateZExt(Dim[DimOf[D]], I64);
    B.CreateStore(B.CreateTrunc(B.CreateURem(Rest, Extent), I32),
                  Elem(Order[D], D % 3));
    Rest = B.CreateUDiv(Rest, Extent);
  }
  B.CreateCall(&Unpack, {Slots});
  Value *Next = B.CreateAdd(I, B.getInt64(1));
  I->addIncoming(Next, B.GetInsertBlock());
  B.CreateCondBr(B.CreateICmpULT(Next, Total), Loop, Exit);
  B.SetInsertPoint(Exit);
}

/// How the x86-64 image runs a kernel's grid: inline, one thread after
/// another (no barrier, no shared memory in the module), or through the CPU
/// runner (CpuRunner.h), which gives each block its shared memory and, for
/// a kernel that reaches the barrier, runs the block's threads concurrently.
struct CpuLaunch {
  bool Runner = false;
  bool Concurrent = false;
  uint64_t StaticSharedBytes = 0;
  /// The largest alignment of a static shared array (at least 16), which
  /// the runner's buffer gets.
  Align StaticSharedAlign = Align(16);
};

/// Emits the body of an x86-64 entry point that calls the CPU runner:
/// `__offload_cpu_run(unpack, slots, geometry, concurrent, dynamic, static,
/// static_align)`, the dynamic shared memory's size from its geometry slot.
void emitRunnerCall(IRBuilder<> &B, Function &Entry, Function &Unpack,
                    Value *Slots, unsigned FirstGeometrySlot, const CpuLaunch &L) {
  Module &M = *Entry.getParent();
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty(), *Ptr = B.getPtrTy();
  auto *GeoTy = ArrayType::get(I32, 6);
  Value *Geometry = B.CreateAlloca(GeoTy, nullptr, "geometry");
  for (unsigned D = 0; D < 6; ++D)
    B.CreateStore(B.CreateTrunc(Entry.getArg(FirstGeometrySlot + D + 1), I32),
                  B.CreateConstInBoundsGEP2_32(GeoTy, Geometry, 0, D));
  FunctionCallee Run = M.getOrInsertFunction(
      cpu_runner::Run,
      FunctionType::get(B.getVoidTy(), {Ptr, Ptr, Ptr, I32, I64, I64, I64}, false));
  Value *Dynamic = B.CreateZExt(
      B.CreateTrunc(Entry.getArg(FirstGeometrySlot + DynamicSharedSlot + 1), I32), I64);
  B.CreateCall(Run, {&Unpack, Slots, Geometry, B.getInt32(L.Concurrent), Dynamic,
                     B.getInt64(L.StaticSharedBytes), B.getInt64(L.StaticSharedAlign.value())});
}

/// Gives the entry point Entry a debug description when its unpack function
/// has one: an artificial subprogram at the unpack function's line, in its
/// compile unit. The kernel's code inlined into the entry point then keeps
/// its source lines (code generation emits lines only inside functions that
/// have a subprogram): the NVPTX image's `.loc`s, the AMD image's line
/// table. Returns the location for the entry point's own instructions, or
/// null.
const DILocation *describeEntryPoint(Module &M, Function &Entry, const Function &Unpack) {
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

/// Generates `void @<device_symbol>(ptr dyn_ptr, <slots>)`: it stores the
/// argument slots in an array and calls the instance's unpack function
/// (from the device roots) with it, once per thread on a GPU, over the whole
/// grid on the x86-64 image.
Expected<Function *> makeEntryPoint(Module &M, Function &Unpack,
                                    const KernelInstance &K,
                                    ArrayRef<ArgLayout> Layouts,
                                    TargetKind Target, const CpuLaunch &Cpu) {
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
  if (Target == TargetKind::NVPTX)
    Entry->setCallingConv(CallingConv::PTX_Kernel);
  if (Target == TargetKind::AMDGPU) {
    // As clang declares an OpenMP kernel for AMD GPUs: protected (the HSA
    // loader finds `<name>.kd`), and every work-group full, which our
    // launches (whole blocks, no remainder) guarantee.
    Entry->setCallingConv(CallingConv::AMDGPU_KERNEL);
    Entry->setVisibility(GlobalValue::ProtectedVisibility);
    Entry->addFnAttr("uniform-work-group-size", "true");
  }

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
  if (Target == TargetKind::Host && Cpu.Runner)
    emitRunnerCall(B, *Entry, Unpack, SlotsPtr, ArgSlots, Cpu);
  else if (Target == TargetKind::Host)
    emitHostGridLoop(B, *Entry, Unpack, SlotsPtr, ArgSlots);
  else
    B.CreateCall(&Unpack, {SlotsPtr});
  B.CreateRetVoid();
  return Entry;
}

/// The calls of F (not other uses).
std::vector<CallBase *> callsOf(Function &F) {
  std::vector<CallBase *> Calls;
  for (User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == &F)
      Calls.push_back(CB);
  return Calls;
}

/// The block's dynamic shared memory on GPUs: an external, 16-byte-aligned
/// array of no size in address space 3, which the driver places after the
/// static shared memory, with the bytes of the launch. NVIDIA: PTX
/// `.extern .shared` (cuLaunchKernel's sharedMemBytes); AMD: the backend's
/// "dynamic LDS" (AMDGPUUsage, the group segment's dynamic part).
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

/// The NVIDIA GPU's code for builtin U: PTX special registers (`%tid`,
/// `%ctaid`, `%ntid`, `%nctaid`, `%warpsize`, `%dynamic_smem_size`) and
/// `barrier.sync 0`.
Value *emitNVPTXBuiltin(IRBuilder<> &B, Module &M, Builtin U, Type *RetTy) {
  auto Register = [&](Intrinsic::ID X, Intrinsic::ID Y, Intrinsic::ID Z) {
    const Intrinsic::ID IDs[3] = {X, Y, Z};
    return B.CreateIntrinsic(IDs[U.Index], {});
  };
  switch (U.Kind) {
  case BuiltinKind::ThreadIdx:
    return Register(Intrinsic::nvvm_read_ptx_sreg_tid_x, Intrinsic::nvvm_read_ptx_sreg_tid_y,
                    Intrinsic::nvvm_read_ptx_sreg_tid_z);
  case BuiltinKind::BlockIdx:
    return Register(Intrinsic::nvvm_read_ptx_sreg_ctaid_x, Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                    Intrinsic::nvvm_read_ptx_sreg_ctaid_z);
  case BuiltinKind::BlockDim:
    return Register(Intrinsic::nvvm_read_ptx_sreg_ntid_x, Intrinsic::nvvm_read_ptx_sreg_ntid_y,
                    Intrinsic::nvvm_read_ptx_sreg_ntid_z);
  case BuiltinKind::GridDim:
    return Register(Intrinsic::nvvm_read_ptx_sreg_nctaid_x, Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
                    Intrinsic::nvvm_read_ptx_sreg_nctaid_z);
  case BuiltinKind::SyncThreads:
    // `barrier.sync 0`, not the `.aligned` form (`bar.sync 0`, CUDA's
    // __syncthreads): PTX ISA, "bar, barrier": an aligned barrier in
    // conditionally executed code is undefined unless every thread of the
    // CTA evaluates the condition identically, which a kernel whose
    // threads returned early does not; the non-aligned one waits for the
    // non-exited threads only, and `exit` releases a barrier that only
    // exited threads held up.
    B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_sync_all, {}, {B.getInt32(0)});
    return nullptr;
  case BuiltinKind::WarpSize:
    return B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_warpsize, {});
  case BuiltinKind::DynamicShared:
    return B.CreateAddrSpaceCast(dynamicSharedGlobal(M), RetTy);
  case BuiltinKind::DynamicSharedBytes:
    return B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_dynamic_smem_size, {});
  default: // the target-independent ones, resolveBuiltins's own
    llvm_unreachable("not an NVIDIA builtin");
  }
}

/// Byte offsets in the implicit kernel arguments of AMD GPU code objects
/// v5 and later, which libomptarget's AMDGPU plugin fills at every launch
/// (AMDGPUUsage, "Code Object V5 Kernel Argument Metadata Map";
/// offload/plugins-nextgen/amdgpu/utils/UtilitiesRTL.h,
/// AMDGPUImplicitArgsTy): hidden_block_count_x/y/z (u32), hidden_group_size
/// _x/y/z (u16), hidden_dynamic_lds_size (u32).
constexpr unsigned ImplicitBlockCount = 0, ImplicitGroupSize = 12,
                   ImplicitDynamicLdsSize = 120;

/// The AMD GPU's code for builtin U, as clang's amdgpuintrin.h has it:
/// work-item and work-group ids from their registers, sizes and counts
/// from the implicit kernel arguments, the wavefront size of the arch, and
/// the work-group barrier between a release and an acquire fence (HIP's
/// __syncthreads).
Value *emitAMDGPUBuiltin(IRBuilder<> &B, Module &M, Builtin U, Type *RetTy) {
  LLVMContext &Ctx = M.getContext();
  unsigned Dim = U.Index;
  // A load of the implicit argument at Offset, which stays the same for the
  // whole launch; Range: its values, when known.
  auto Implicit = [&](unsigned Offset, Type *Ty, std::optional<std::pair<uint64_t, uint64_t>> Range) {
    Value *Base = B.CreateIntrinsic(Intrinsic::amdgcn_implicitarg_ptr, {});
    LoadInst *L = B.CreateAlignedLoad(Ty, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, Offset),
                                      Align(Ty->getScalarSizeInBits() / 8));
    L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
    L->setMetadata(LLVMContext::MD_noundef, MDNode::get(Ctx, {}));
    if (Range)
      L->setMetadata(LLVMContext::MD_range,
                     MDBuilder(Ctx).createRange(APInt(Ty->getScalarSizeInBits(), Range->first),
                                                APInt(Ty->getScalarSizeInBits(), Range->second)));
    return B.CreateZExtOrTrunc(L, B.getInt32Ty());
  };
  switch (U.Kind) {
  case BuiltinKind::ThreadIdx: {
    const Intrinsic::ID IDs[3] = {Intrinsic::amdgcn_workitem_id_x, Intrinsic::amdgcn_workitem_id_y,
                                  Intrinsic::amdgcn_workitem_id_z};
    return B.CreateIntrinsic(IDs[Dim], {});
  }
  case BuiltinKind::BlockIdx: {
    const Intrinsic::ID IDs[3] = {Intrinsic::amdgcn_workgroup_id_x, Intrinsic::amdgcn_workgroup_id_y,
                                  Intrinsic::amdgcn_workgroup_id_z};
    return B.CreateIntrinsic(IDs[Dim], {});
  }
  case BuiltinKind::BlockDim: // 1..1024 work-items per work-group
    return Implicit(ImplicitGroupSize + 2 * Dim, B.getInt16Ty(), std::pair<uint64_t, uint64_t>(1, 1025));
  case BuiltinKind::GridDim:
    return Implicit(ImplicitBlockCount + 4 * Dim, B.getInt32Ty(), std::nullopt);
  case BuiltinKind::SyncThreads:
    B.CreateFence(AtomicOrdering::Release, Ctx.getOrInsertSyncScopeID("workgroup"));
    B.CreateIntrinsic(Intrinsic::amdgcn_s_barrier, {});
    B.CreateFence(AtomicOrdering::Acquire, Ctx.getOrInsertSyncScopeID("workgroup"));
    return nullptr;
  case BuiltinKind::WarpSize:
    return B.CreateIntrinsic(Intrinsic::amdgcn_wavefrontsize, {});
  case BuiltinKind::DynamicShared:
    return B.CreateAddrSpaceCast(dynamicSharedGlobal(M), RetTy);
  case BuiltinKind::DynamicSharedBytes:
    return Implicit(ImplicitDynamicLdsSize, B.getInt32Ty(), std::nullopt);
  default: // the target-independent ones, resolveBuiltins's own
    llvm_unreachable("not an AMD GPU builtin");
  }
}

/// The image's fault slot (builtin::fault_slot): a null pointer in global
/// memory, visible to the plugin's symbol lookup (NVIDIA: a `.visible
/// .global`; AMD: protected, as clang gives declare-target variables; the
/// CPU device: a protected dynamic symbol for dlsym: protected so that the
/// image's own code uses its own slot, as the HOST plugin loads one copy
/// of the image per device into the process and a default-visibility
/// reference would bind to the first copy's).
GlobalVariable *faultSlot(Module &M, TargetKind Target) {
  if (GlobalVariable *G = M.getGlobalVariable(builtin::fault_slot, true))
    return G;
  auto *Ptr = PointerType::get(M.getContext(), 0);
  auto *G = new GlobalVariable(M, Ptr, false, GlobalValue::ExternalLinkage,
                               ConstantPointerNull::get(Ptr), builtin::fault_slot, nullptr,
                               GlobalValue::NotThreadLocal, isGPU(Target) ? 1 : 0);
  G->setAlignment(Align(8));
  G->setVisibility(Target == TargetKind::NVPTX ? GlobalValue::DefaultVisibility
                                               : GlobalValue::ProtectedVisibility);
  G->setDSOLocal(Target != TargetKind::NVPTX);
  return G;
}

/// Defines the panic handler, BuiltinKind::Panic (declared by the frontend):
/// the first thread of the launch to panic claims the fault record with an
/// atomic exchange of its state, writes where it panicked (the strings
/// copied up to the record's room) and which thread it is, then every
/// panicking thread ends and the launch runs on. The thread and block
/// indices are builtin calls, resolved with the others.
Error definePanic(Module &M, Function &F, TargetKind Target, StringRef FileName) {
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
  Value *Old = B.CreateAtomicRMW(AtomicRMWInst::Xchg, At(fault::State), B.getInt32(1),
                                 Align(4), AtomicOrdering::SequentiallyConsistent);
  B.CreateCondBr(B.CreateICmpEQ(Old, B.getInt32(0)), Write, End);

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
  B.CreateBr(End);

  B.SetInsertPoint(End);
  if (Target == TargetKind::NVPTX)
    B.CreateIntrinsic(Intrinsic::nvvm_exit, {});
  else if (Target == TargetKind::AMDGPU)
    B.CreateIntrinsic(Intrinsic::amdgcn_endpgm, {});
  else
    B.CreateCall(M.getOrInsertFunction(cpu_runner::ExitThread, B.getVoidTy()));
  B.CreateUnreachable();
  return Error::success();
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

/// Checks every declared `__offload_*` function (the CPU runner's aside):
/// it must be a builtin of offload/abi/Builtins.def, of its type there.
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

/// Replaces every call of a declared `__offload_*` builtin. With the CPU
/// runner the index builtins and the barrier call its functions.
Error resolveBuiltins(Module &M, TargetKind Target, bool Runner,
                      StringRef FileName) {
  if (Function *Panic = M.getFunction(builtinName(BuiltinKind::Panic)); Panic && Panic->isDeclaration())
    if (Error E = definePanic(M, *Panic, Target, FileName))
      return E;
  std::vector<Function *> Builtins;
  for (Function &F : M)
    if (F.isDeclaration() && F.getName().starts_with(builtin::Prefix) &&
        !F.getName().starts_with(cpu_runner::Prefix))
      Builtins.push_back(&F);
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
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
      unsigned Dim = U->Index;
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
      } else if (Target == TargetKind::NVPTX) {
        V = emitNVPTXBuiltin(B, M, *U, F->getReturnType());
      } else if (Target == TargetKind::AMDGPU) {
        V = emitAMDGPUBuiltin(B, M, *U, F->getReturnType());
      } else if (Kind == K::DynamicShared) {
        V = B.CreateCall(M.getOrInsertFunction(cpu_runner::SharedDynamic, F->getReturnType()));
      } else if (Kind == K::DynamicSharedBytes) {
        V = B.CreateCall(M.getOrInsertFunction(cpu_runner::SharedDynamicBytes, I32));
      } else if (Kind == K::WarpSize) {
        V = B.getInt32(1);
      } else if (Kind == K::SyncThreads) {
        if (Runner)
          B.CreateCall(M.getOrInsertFunction(cpu_runner::Barrier, B.getVoidTy()));
        // Without the runner nothing calls the barrier.
      } else {
        // The geometry, on the CPU device: the runner's getters, else the
        // host image's globals.
        unsigned Which = Kind == K::ThreadIdx ? 0 : Kind == K::BlockIdx ? 1 : Kind == K::BlockDim ? 2 : 3;
        if (Runner) {
          const StringRef Getters[4] = {cpu_runner::ThreadIdx, cpu_runner::BlockIdx,
                                        cpu_runner::BlockDim, cpu_runner::GridDim};
          V = B.CreateCall(M.getOrInsertFunction(Getters[Which], I32, I32), {B.getInt32(Dim)});
        } else {
          HostGeometry G = getHostGeometry(M);
          GlobalVariable *GV[4] = {G.ThreadIdx, G.BlockIdx, G.BlockDim, G.GridDim};
          auto *Ty = ArrayType::get(B.getInt32Ty(), 3);
          V = B.CreateLoad(B.getInt32Ty(), B.CreateConstInBoundsGEP2_32(Ty, GV[Which], 0, Dim));
        }
      }
      if (V)
        CB->replaceAllUsesWith(V);
      CB->eraseFromParent();
    }
    F->eraseFromParent();
  }
  return Error::success();
}

/// The globals a value passed to BuiltinKind::SharedMemory stands for: V
/// without its pointer casts, or the globals of the phis and selects it is
/// made of. False when some part of it is none of these.
bool sharedStorageOf(Value *V, SmallPtrSetImpl<Value *> &Seen,
                     SetVector<GlobalVariable *> &Out) {
  V = V->stripPointerCasts();
  if (!Seen.insert(V).second)
    return true;
  if (auto *G = dyn_cast<GlobalVariable>(V)) {
    Out.insert(G);
    return true;
  }
  if (auto *Phi = dyn_cast<PHINode>(V))
    return all_of(Phi->incoming_values(),
                  [&](Value *In) { return sharedStorageOf(In, Seen, Out); });
  if (auto *Sel = dyn_cast<SelectInst>(V))
    return sharedStorageOf(Sel->getTrueValue(), Seen, Out) &&
           sharedStorageOf(Sel->getFalseValue(), Seen, Out);
  return false;
}

/// The block's static shared memory arrays: the globals that the calls of
/// BuiltinKind::SharedMemory name (the support crate's `shared_array!` and
/// `shared_atomics!` statics), in the module's order. Errors: the builtin
/// has the wrong type, or a call's argument is not made of globals.
Expected<std::vector<GlobalVariable *>>
sharedArrays(Module &M, StringRef FileName, DenseSet<const GlobalVariable *> &Zeroed) {
  std::vector<GlobalVariable *> Out;
  SetVector<GlobalVariable *> Used;
  for (StringRef Name : {builtinName(BuiltinKind::SharedMemory),
                         builtinName(BuiltinKind::SharedMemoryZeroed)}) {
    Function *F = M.getFunction(Name);
    if (!F)
      continue;
    for (CallBase *CB : callsOf(*F)) {
      SmallPtrSet<Value *, 8> Seen;
      SetVector<GlobalVariable *> These;
      if (!sharedStorageOf(CB->getArgOperand(0), Seen, These)) {
        const DebugLoc &DL = CB->getDebugLoc();
        return makeDiagnostic(DL ? layout::fileNameOf(DL->getScope()) : FileName.str(),
                              DL ? DL.getLine() : 0, DL ? DL.getCol() : 0,
                              "the argument of device builtin '" + F->getName() +
                                  "' is not a global variable of the device code "
                                  "(the shared array it stands for)");
      }
      for (GlobalVariable *G : These) {
        Used.insert(G);
        if (Name == builtinName(BuiltinKind::SharedMemoryZeroed))
          Zeroed.insert(G);
      }
    }
  }
  for (GlobalVariable &G : M.globals())
    if (Used.contains(&G))
      Out.push_back(&G);
  return Out;
}

/// The alignment of shared array G: the global's, else its type's ABI
/// alignment.
Align sharedAlignment(const GlobalVariable &G) {
  return G.getParent()->getDataLayout().getValueOrABITypeAlignment(G.getAlign(),
                                                                   G.getValueType());
}

/// Bytes of the CPU runner's static shared buffer that the arrays take,
/// each at its alignment, and each array's offset; MaxAlign becomes the
/// largest alignment (at least 16), which the buffer must have.
uint64_t layoutSharedArrays(const Module &M, ArrayRef<GlobalVariable *> Arrays,
                            std::vector<uint64_t> &Offsets, Align &MaxAlign) {
  const DataLayout &DL = M.getDataLayout();
  uint64_t Size = 0;
  MaxAlign = Align(16);
  for (GlobalVariable *G : Arrays) {
    Align A = sharedAlignment(*G);
    MaxAlign = std::max(MaxAlign, A);
    Size = alignTo(Size, A);
    Offsets.push_back(Size);
    Size += DL.getTypeAllocSize(G->getValueType());
  }
  return alignTo(Size, 16);
}

/// Gives every shared array its memory and replaces each call of
/// BuiltinKind::SharedMemory by the address of its array in the block, as a
/// generic pointer: on GPUs a global of the array's size and alignment in
/// address space 3 (NVIDIA `.shared`, AMD LDS), cast to the generic address
/// space (3 to 0, so that the backends' address-space inference turns the
/// accesses into `ld.shared` / `ds_read`); on the CPU device its part of the
/// runner's per-block buffer (`__offload_cpu_shared_static()` plus its
/// offset). The arrays' own globals go when nothing else uses them.
void placeSharedArrays(Module &M, TargetKind Target, ArrayRef<GlobalVariable *> Arrays,
                       ArrayRef<uint64_t> Offsets) {
  Function *F = M.getFunction(builtinName(BuiltinKind::SharedMemory));
  Function *FZ = M.getFunction(builtinName(BuiltinKind::SharedMemoryZeroed));
  if (!F && !FZ)
    return;
  auto *Generic = cast<PointerType>((F ? F : FZ)->getReturnType());
  DenseMap<const GlobalVariable *, unsigned> Index;
  std::vector<Constant *> GPUBase(Arrays.size());
  for (unsigned I = 0; I < Arrays.size(); ++I) {
    GlobalVariable *G = Arrays[I];
    Index[G] = I;
    if (!isGPU(Target))
      continue;
    auto *Shared = new GlobalVariable(M, G->getValueType(), false, GlobalValue::InternalLinkage,
                                      PoisonValue::get(G->getValueType()), G->getName() + ".block",
                                      nullptr, GlobalValue::NotThreadLocal, /*AddressSpace=*/3);
    Shared->setAlignment(sharedAlignment(*G));
    GPUBase[I] = ConstantExpr::getAddrSpaceCast(Shared, Generic);
  }
  // CPU device: each function reads the block's buffer once, at its entry
  // (the same for a thread's whole launch), so that the arrays' addresses
  // dominate every use, phis included.
  DenseMap<Function *, Instruction *> CPUBuffer;
  std::map<std::pair<Function *, unsigned>, Value *> CPUArray;
  auto BlockAddress = [&](GlobalVariable *G, Function &In) -> Value * {
    unsigned I = Index.at(G);
    if (isGPU(Target))
      return GPUBase[I];
    Instruction *&Buffer = CPUBuffer[&In];
    if (!Buffer)
      Buffer = IRBuilder<>(&*In.getEntryBlock().getFirstInsertionPt())
                   .CreateCall(M.getOrInsertFunction(cpu_runner::SharedStatic, Generic));
    Value *&V = CPUArray[{&In, I}];
    if (!V) {
      IRBuilder<> B(Buffer->getNextNode());
      V = B.CreateInBoundsPtrAdd(Buffer, B.getInt64(Offsets[I]), G->getName() + ".block");
    }
    return V;
  };
  // The block address of a builtin call's argument in function In: of a
  // global, or of phis and selects of globals (sharedArrays checked), each
  // made once.
  DenseMap<Value *, Value *> Mapped;
  std::function<Value *(Value *, Function &)> Map = [&](Value *V, Function &In) -> Value * {
    V = V->stripPointerCasts();
    if (auto *G = dyn_cast<GlobalVariable>(V))
      return BlockAddress(G, In);
    if (Value *Done = Mapped.lookup(V))
      return Done;
    if (auto *Phi = dyn_cast<PHINode>(V)) {
      PHINode *New = PHINode::Create(Generic, Phi->getNumIncomingValues(),
                                     Phi->getName() + ".block", Phi->getIterator());
      Mapped[V] = New;
      for (unsigned J = 0; J < Phi->getNumIncomingValues(); ++J)
        New->addIncoming(Map(Phi->getIncomingValue(J), In), Phi->getIncomingBlock(J));
      return New;
    }
    auto *Sel = cast<SelectInst>(V);
    Value *T = Map(Sel->getTrueValue(), In), *E = Map(Sel->getFalseValue(), In);
    Value *New = SelectInst::Create(Sel->getCondition(), T, E, Sel->getName() + ".block",
                                    Sel->getIterator());
    Mapped[V] = New;
    return New;
  };
  for (Function *Builtin : {F, FZ}) {
    if (!Builtin)
      continue;
    for (CallBase *CB : callsOf(*Builtin)) {
      CB->replaceAllUsesWith(Map(CB->getArgOperand(0), *CB->getFunction()));
      CB->eraseFromParent();
    }
  }
  // The phis and selects of the arguments, now unused.
  SmallVector<WeakTrackingVH, 8> Dead;
  for (auto &[Old, New] : Mapped)
    Dead.push_back(Old);
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  for (GlobalVariable *G : Arrays) {
    G->removeDeadConstantUsers();
    if (G->use_empty())
      G->eraseFromParent();
  }
  for (Function *Builtin : {F, FZ})
    if (Builtin && Builtin->use_empty())
      Builtin->eraseFromParent();
}

/// Makes the zeroed shared arrays (BuiltinKind::SharedMemoryZeroed) that
/// Unpack reaches zero when the kernel's own code starts: at Unpack's
/// entry, the block's threads store zeros over them, thread t (its index in
/// the block) at words t, t + threads, ..., then wait at the block barrier.
/// All the block's threads are there: none has run any of the kernel's
/// code yet, so none has returned. The stores and the barrier are builtin
/// calls that resolveBuiltins lowers for the target; the arrays' addresses
/// are SharedMemoryZeroed calls that placeSharedArrays resolves.
void zeroSharedAtEntry(Module &M, Function &Unpack, ArrayRef<GlobalVariable *> Arrays,
                       bool Dynamic) {
  const DataLayout &DL = M.getDataLayout();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  auto *Ptr = PointerType::getUnqual(Ctx);
  auto Declare = [&](StringRef Name, Type *Ret, ArrayRef<Type *> Params = {}) {
    return M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
  };
  // After the entry block's allocas, which must stay there (static).
  BasicBlock *Entry = &Unpack.getEntryBlock();
  BasicBlock::iterator At = Entry->getFirstInsertionPt();
  while (isa<AllocaInst>(*At))
    ++At;
  BasicBlock *Body = Entry->splitBasicBlock(At, "kernel.body");
  Entry->getTerminator()->eraseFromParent();
  IRBuilder<> B(Entry);
  Value *Dim[3], *Tid[3];
  for (unsigned D = 0; D < 3; ++D) {
    Dim[D] = B.CreateZExt(B.CreateCall(Declare(builtinName(BuiltinKind::BlockDim, D), I32)), I64);
    Tid[D] = B.CreateZExt(B.CreateCall(Declare(builtinName(BuiltinKind::ThreadIdx, D), I32)), I64);
  }
  Value *Threads = B.CreateMul(B.CreateMul(Dim[0], Dim[1]), Dim[2], "threads");
  Value *Thread = B.CreateAdd(
      B.CreateMul(B.CreateAdd(B.CreateMul(Tid[2], Dim[1]), Tid[1]), Dim[0]), Tid[0], "thread");
  // Words [0, Count) of WordBytes at Base: thread t stores t, t + threads, ...
  auto ZeroWords = [&](Value *Base, Value *Count, unsigned WordBytes) {
    Type *WordTy = IntegerType::get(Ctx, WordBytes * 8);
    BasicBlock *Loop = BasicBlock::Create(Ctx, "zero.loop", &Unpack, Body);
    BasicBlock *Done = BasicBlock::Create(Ctx, "zero.done", &Unpack, Body);
    BasicBlock *From = B.GetInsertBlock();
    B.CreateCondBr(B.CreateICmpULT(Thread, Count), Loop, Done);
    B.SetInsertPoint(Loop);
    PHINode *I = B.CreatePHI(I64, 2, "zero.i");
    I->addIncoming(Thread, From);
    B.CreateAlignedStore(ConstantInt::get(WordTy, 0), B.CreateInBoundsGEP(WordTy, Base, I),
                         Align(WordBytes));
    Value *Next = B.CreateAdd(I, Threads);
    I->addIncoming(Next, Loop);
    B.CreateCondBr(B.CreateICmpULT(Next, Count), Loop, Done);
    B.SetInsertPoint(Done);
  };
  for (GlobalVariable *G : Arrays) {
    uint64_t Bytes = DL.getTypeAllocSize(G->getValueType());
    unsigned Word = Bytes % 4 == 0 && sharedAlignment(*G).value() >= 4 ? 4 : 1;
    Value *Base = B.CreateCall(Declare(builtinName(BuiltinKind::SharedMemoryZeroed), Ptr, {Ptr}), {G});
    ZeroWords(Base, B.getInt64(Bytes / Word), Word);
  }
  if (Dynamic) {
    // 16-byte aligned, of the launch's bytes: whole words, then the bytes
    // after the last whole word.
    Value *Base = B.CreateCall(Declare(builtinName(BuiltinKind::DynamicShared), Ptr));
    Value *Bytes = B.CreateZExt(B.CreateCall(Declare(builtinName(BuiltinKind::DynamicSharedBytes), I32)), I64);
    Value *Words = B.CreateLShr(Bytes, 2);
    ZeroWords(Base, Words, 4);
    ZeroWords(B.CreateInBoundsPtrAdd(Base, B.CreateShl(Words, 2)),
              B.CreateAnd(Bytes, 3), 1);
  }
  B.CreateCall(Declare(builtinName(BuiltinKind::SyncThreads), Type::getVoidTy(Ctx)));
  B.CreateBr(Body);
}

struct Reached;
/// The zeroed shared arrays among what a function reaches, in Arrays' order.
std::vector<GlobalVariable *> zeroedArraysReachedFrom(const Reached &R,
                                                      ArrayRef<GlobalVariable *> Arrays,
                                                      const DenseSet<const GlobalVariable *> &Zeroed);

/// Bytes of static shared memory a block may have: on NVIDIA GPUs without
/// opting in (CUDA C Programming Guide, "Technical Specifications per
/// Compute Capability": 48 KB of static shared memory per block); on AMD
/// GPUs the LDS of a work-group (AMDGPUUsage, "Memory Spaces": 64 KiB on
/// gfx9, gfx10 and gfx11).
uint64_t maxStaticSharedBytes(TargetKind Target) {
  return Target == TargetKind::AMDGPU ? 64 * 1024 : 48 * 1024;
}

/// Bytes of the shared arrays reachable from F (through calls and uses).
/// What F's code names, and that of the functions it calls (declarations
/// included): the globals and the functions.
struct Reached {
  DenseSet<const GlobalVariable *> Globals;
  DenseSet<const Function *> Functions;
};
Reached reachedFrom(const Function &F) {
  DenseSet<const Function *> Seen{&F};
  std::vector<const Function *> Work{&F};
  DenseSet<const GlobalVariable *> Used;
  auto Visit = [&](const Value *V) {
    if (auto *G = dyn_cast<GlobalVariable>(V->stripPointerCasts()))
      Used.insert(G);
    else if (auto *Callee = dyn_cast<Function>(V->stripPointerCasts()))
      if (Seen.insert(Callee).second)
        Work.push_back(Callee);
  };
  while (!Work.empty()) {
    const Function *Fn = Work.back();
    Work.pop_back();
    for (const Instruction &I : instructions(*Fn))
      for (const Value *Op : I.operands()) {
        Visit(Op);
        if (auto *CE = dyn_cast<ConstantExpr>(Op))
          for (const Value *Inner : CE->operands())
            Visit(Inner);
      }
  }
  return {std::move(Used), std::move(Seen)};
}

uint64_t sharedBytesReachedFrom(const Function &F, ArrayRef<GlobalVariable *> Arrays) {
  const DataLayout &DL = F.getParent()->getDataLayout();
  DenseSet<const GlobalVariable *> Used = reachedFrom(F).Globals;
  uint64_t Bytes = 0;
  for (GlobalVariable *G : Arrays)
    if (Used.contains(G))
      Bytes += DL.getTypeAllocSize(G->getValueType());
  return Bytes;
}

std::vector<GlobalVariable *> zeroedArraysReachedFrom(const Reached &R,
                                                      ArrayRef<GlobalVariable *> Arrays,
                                                      const DenseSet<const GlobalVariable *> &Zeroed) {
  std::vector<GlobalVariable *> Out;
  for (GlobalVariable *G : Arrays)
    if (Zeroed.contains(G) && R.Globals.contains(G))
      Out.push_back(G);
  return Out;
}

/// The functions from which the block barrier can be reached.
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

/// Gives every definition but the entry points internal linkage (LLVM's
/// internalizeModule: comdats and llvm.used handled as LLVM does), so that
/// the optimizer may inline, specialize and delete them.
void internalize(Module &M, const StringSet<> &Keep) {
  internalizeModule(M, [&](const GlobalValue &GV) {
    return Keep.contains(GV.getName());
  });
}

/// Per device symbol, the arguments each instance's entry point may write
/// through (WriteAnalysis.h), on the optimized module. An instance without
/// layouts or without an entry point in M is left out: the host then
/// assumes it writes everything.
std::map<std::string, std::vector<unsigned>> analyseWrites(const Module &M,
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

/// Functions a device image may leave for its loader to resolve.
/// The functions the CPU runner calls from libc (pthreads, futexes, the
/// allocator): the process the image is loaded into defines them.
const StringSet<> &cpuRunnerImports() {
  static const StringSet<> Imports = [] {
    StringSet<> Names;
    LLVMContext Ctx;
    Expected<std::unique_ptr<Module>> R = loadCpuRunner(Ctx);
    if (!R) {
      consumeError(R.takeError());
      return Names;
    }
    for (const Function &F : **R)
      if (F.isDeclaration() && !F.isIntrinsic())
        Names.insert(F.getName());
    return Names;
  }();
  return Imports;
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
/// converted to an integer, not as its low bits: on an H200, a packed
/// struct's f64 field written in a kernel came back with its low byte equal
/// to the value (docs/gpu-runs.md). Stores at their natural alignment are
/// one instruction and not affected.
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

/// The arch of an image when none is asked for: x86-64, sm_90 (H100,
/// H200), gfx90a (MI200).
const char *defaultArch(TargetKind Target) {
  switch (Target) {
  case TargetKind::Host:
    return "x86-64";
  case TargetKind::NVPTX:
    return "sm_90";
  case TargetKind::AMDGPU:
    return "gfx90a";
  }
  llvm_unreachable("unknown target kind");
}

bool providedByLoader(TargetKind Target, StringRef Name) {
  if (Target != TargetKind::Host)
    return false;
  // The HOST plugin dlopen()s the image into a process that has libc.
  return Name == "memcpy" || Name == "memmove" || Name == "memset" ||
         Name == "memcmp" || Name == "bcmp" || cpuRunnerImports().contains(Name);
}

/// The libcall LLVM's RTLIB names for a conversion between i128 and f32 or
/// f64 (FPTOSINT_F64_I128, ...), as the x86-64 target spells it; nullptr
/// when LLVM has none.
const char *int128LibcallName(bool ToInt, bool Signed, bool Double) {
  EVT FP = Double ? MVT::f64 : MVT::f32, I128 = MVT::i128;
  RTLIB::Libcall LC = ToInt ? (Signed ? RTLIB::getFPTOSINT(FP, I128) : RTLIB::getFPTOUINT(FP, I128))
                            : (Signed ? RTLIB::getSINTTOFP(I128, FP) : RTLIB::getUINTTOFP(I128, FP));
  if (LC == RTLIB::UNKNOWN_LIBCALL)
    return nullptr;
  static const RTLIB::RuntimeLibcallsInfo X86(Triple("x86_64-unknown-linux-gnu"));
  for (unsigned I = 0; I < RTLIB::NumLibcallImpls; ++I) {
    auto Impl = static_cast<RTLIB::LibcallImpl>(I);
    if (RTLIB::RuntimeLibcallsInfo::getLibcallFromImpl(Impl) == LC && X86.isAvailable(Impl))
      return RTLIB::RuntimeLibcallsInfo::getLibcallImplName(Impl).data();
  }
  return nullptr;
}

/// Whether Name is one of the libcalls int128LibcallName gives.
bool isInt128Libcall(StringRef Name) {
  for (bool ToInt : {false, true})
    for (bool Signed : {false, true})
      for (bool Double : {false, true})
        if (const char *N = int128LibcallName(ToInt, Signed, Double); N && Name == N)
          return true;
  return false;
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
    return int128LibcallName(ToInt, Signed, FP->isDoubleTy());
  };
  std::vector<std::pair<Instruction *, const char *>> Work;
  for (Function &F : M) {
    // The implementations themselves are left alone.
    if (isInt128Libcall(F.getName()))
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

Error lowerDeviceModule(Module &M, const Manifest &Man, StringRef FileName,
                        const layout::Conventions &Conv) {
  Expected<TargetKind> Target = targetKindOf(M);
  if (!Target)
    return makeDiagnostic(FileName, 0, 0, toString(Target.takeError()));
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
        createTargetMachine(TargetName, defaultArch(*Target));
    if (!TM)
      return makeDiagnostic(FileName, 0, 0, toString(TM.takeError()));
    M.setDataLayout((*TM)->createDataLayout());
  }

  // Every instance's unpack function (from the device roots), aliases
  // resolved: rustc merges identical functions into aliases at -O2 and up.
  std::map<std::string, Function *> Unpacks;
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
  if (Problems)
    return Problems;

  // The CPU image needs the runner when a kernel uses the barrier or shared
  // memory (static or dynamic), or may panic (the runner ends a panicking
  // thread and goes on); every kernel of the image then runs through it.
  DenseSet<const GlobalVariable *> ZeroedShared;
  Expected<std::vector<GlobalVariable *>> SharedOrErr = sharedArrays(M, FileName, ZeroedShared);
  if (!SharedOrErr)
    return SharedOrErr.takeError();
  std::vector<GlobalVariable *> Shared = std::move(*SharedOrErr);
  std::vector<uint64_t> SharedOffsets;
  CpuLaunch Cpu;
  Cpu.StaticSharedBytes = layoutSharedArrays(M, Shared, SharedOffsets, Cpu.StaticSharedAlign);
  DenseSet<const Function *> Barrier = reachBarrier(M);
  if (*Target == TargetKind::Host &&
      (!Shared.empty() || M.getFunction(builtinName(BuiltinKind::SyncThreads)) ||
       M.getFunction(builtinName(BuiltinKind::Panic)) ||
       M.getFunction(builtinName(BuiltinKind::DynamicShared)) ||
       M.getFunction(builtinName(BuiltinKind::DynamicSharedZeroed)) ||
       M.getFunction(builtinName(BuiltinKind::DynamicSharedBytes)))) {
    Expected<std::unique_ptr<Module>> RunnerModule = loadCpuRunner(M.getContext());
    if (!RunnerModule)
      return RunnerModule.takeError();
    (*RunnerModule)->setDataLayout(M.getDataLayout());
    (*RunnerModule)->setTargetTriple(M.getTargetTriple());
    if (Linker::linkModules(M, std::move(*RunnerModule)))
      return createStringError("internal error: cannot link the CPU runner");
    Cpu.Runner = true;
  }

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
    if (isGPU(*Target)) {
      uint64_t Bytes = sharedBytesReachedFrom(*Unpacks[K.DeviceSymbol], Shared);
      if (Bytes > maxStaticSharedBytes(*Target)) {
        Fail(createStringError("kernel " + K.displayName() + " uses " +
                               Twine(Bytes) + " bytes of shared memory per block; " +
                               (*Target == TargetKind::AMDGPU ? "AMD" : "NVIDIA") +
                               " GPUs give a block " +
                               Twine(maxStaticSharedBytes(*Target)) +
                               " bytes of static shared memory"));
        continue;
      }
    }
    CpuLaunch ThisCpu = Cpu;
    ThisCpu.Concurrent = Barrier.contains(Unpacks[K.DeviceSymbol]);
    Expected<Function *> Entry =
        makeEntryPoint(M, *Unpacks[K.DeviceSymbol], K, Layouts, *Target, ThisCpu);
    if (!Entry) {
      Fail(Entry.takeError());
      continue;
    }
    EntryPoints.insert(K.DeviceSymbol);
  }
  if (Problems)
    return Problems;
  // Shared atomics start at zero: the CPU runner's buffers do; on GPUs each
  // kernel that reaches them zeroes them first (once per unpack function,
  // which instances of one kernel may share).
  Function *DynamicZeroed = M.getFunction(builtinName(BuiltinKind::DynamicSharedZeroed));
  if (isGPU(*Target) && (!ZeroedShared.empty() || DynamicZeroed)) {
    DenseSet<Function *> Zeroing;
    for (auto &[Symbol, Unpack] : Unpacks) {
      if (!EntryPoints.contains(Symbol) || !Zeroing.insert(Unpack).second)
        continue;
      Reached R = reachedFrom(*Unpack);
      std::vector<GlobalVariable *> Z = zeroedArraysReachedFrom(R, Shared, ZeroedShared);
      bool Dynamic = DynamicZeroed && R.Functions.contains(DynamicZeroed);
      if (!Z.empty() || Dynamic)
        zeroSharedAtEntry(M, *Unpack, Z, Dynamic);
    }
  }
  // Then the zeroed dynamic shared memory is the dynamic shared memory.
  if (DynamicZeroed) {
    if (DynamicZeroed->arg_size() != 0 || !DynamicZeroed->getReturnType()->isPointerTy())
      return makeDiagnostic(FileName, 0, 0,
                            "device builtin '" + DynamicZeroed->getName() +
                                "' must take nothing and return a pointer");
    DynamicZeroed->replaceAllUsesWith(
        M.getOrInsertFunction(builtinName(BuiltinKind::DynamicShared), DynamicZeroed->getFunctionType())
            .getCallee());
    DynamicZeroed->eraseFromParent();
  }
  placeSharedArrays(M, *Target, Shared, SharedOffsets);
  if (Error E = resolveBuiltins(M, *Target, Cpu.Runner, FileName))
    return E;
  faultSlot(M, *Target);
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

namespace {

/// ptxas: Explicit if given; else $CUDA_PATH/bin/ptxas when CUDA_PATH is
/// set; else /usr/local/cuda/bin/ptxas; else the first on PATH.
Expected<std::string> findPtxas(StringRef Explicit) {
  if (!Explicit.empty()) {
    if (!sys::fs::can_execute(Explicit))
      return createStringError("ptxas, and '" + Explicit +
                               "' (--ptxas) is not an executable");
    return Explicit.str();
  }
  std::string Where;
  if (std::optional<std::string> Cuda = sys::Process::GetEnv("CUDA_PATH")) {
    std::string P = *Cuda + "/bin/ptxas";
    if (sys::fs::can_execute(P))
      return P;
    Where = P;
  } else {
    if (sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
      return std::string("/usr/local/cuda/bin/ptxas");
    if (ErrorOr<std::string> P = sys::findProgramByName("ptxas"))
      return *P;
    Where = "/usr/local/cuda/bin/ptxas, PATH";
  }
  return createStringError("ptxas from the CUDA toolkit, and none was found (" +
                           Where + "); install the toolkit, set CUDA_PATH or "
                           "name one with --ptxas");
}

/// The manifest's kernel whose code an instruction of F at DL belongs to:
/// the outermost kernel in its inlining chain, else the entry point F is.
const KernelInstance *kernelAt(const Function &F, const DILocation *DL,
                               const Manifest &Man) {
  const KernelInstance *Found = nullptr;
  for (unsigned Links = 0; DL && Links < layout::MaxDebugInfoChain;
       DL = DL->getInlinedAt(), ++Links) {
    const DISubprogram *SP = layout::subprogramOf(DL->getScope());
    if (!SP)
      continue;
    std::string D = sourceNameOf(*SP);
    for (const KernelInstance &K : Man.Instances)
      if (D == K.displayName())
        Found = &K;
  }
  if (!Found)
    Found = Man.findByDeviceSymbol(F.getName());
  return Found;
}

/// An operation as a message shows it: `llvm.sin.f64 (double) -> double`,
/// `uitofp (i128) -> double`.
std::string describeOperation(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->getCalledFunction())
    OS << CB->getCalledFunction()->getName();
  else
    OS << I.getOpcodeName();
  OS << " (";
  unsigned N = 0;
  for (const Use &U : I.operands())
    if (!isa<Function>(U.get()) && !isa<BasicBlock>(U.get()) && !isa<MetadataAsValue>(U.get()))
      OS << (N++ ? ", " : "") << *U->getType();
  OS << ")";
  if (!I.getType()->isVoidTy())
    OS << " -> " << *I.getType();
  return S;
}

/// The first line of a backend message, without the addresses of its DAG
/// nodes and the node's source location, which the diagnostic gives anyway
/// (`Cannot select: f64 = fsin`, not `... 0x5f..., kernels.rs:5:17 @[ ... ]`).
std::string firstLine(StringRef Message) {
  std::string Out;
  StringRef Line = Message.trim().split('\n').first;
  for (size_t I = 0; I < Line.size();) {
    if (Line.substr(I).starts_with("0x")) {
      size_t J = I + 2;
      while (J < Line.size() && isHexDigit(Line[J]))
        ++J;
      if (J < Line.size() && Line[J] == ':')
        ++J;
      while (J < Line.size() && Line[J] == ' ')
        ++J;
      I = J;
      continue;
    }
    Out += Line[I++];
  }
  // SelectionDAG's dump ends a node with `, <file>:<line>:<col>` and the
  // inlining chain `@[ <file>:<line> ]` when the node has a location.
  static const Regex Location(",[ ]*[^ ,]+:[0-9]+(:[0-9]+)?( @\\[.*\\])?[ ]*$");
  SmallVector<StringRef> Match;
  std::string Trimmed = Out;
  if (Location.match(Out, &Match))
    Trimmed = Out.substr(0, Out.size() - Match[0].size());
  return StringRef(Trimmed).trim().str();
}

/// The instructions worth compiling alone: computations on values, which is
/// where a backend meets an operation it cannot lower (memory and control
/// flow it always can).
bool isComputation(const Instruction &I) {
  if (auto *II = dyn_cast<IntrinsicInst>(&I))
    return !II->isAssumeLikeIntrinsic() && !isa<DbgInfoIntrinsic>(II) &&
           !II->isLifetimeStartOrEnd();
  if (auto *CI = dyn_cast<CallInst>(&I))
    return CI->getCalledFunction() && CI->getCalledFunction()->isDeclaration();
  return isa<BinaryOperator>(I) || isa<UnaryOperator>(I) || isa<CastInst>(I) ||
         isa<CmpInst>(I) || isa<SelectInst>(I) || isa<AtomicRMWInst>(I) ||
         isa<AtomicCmpXchgInst>(I);
}

/// Whether TM can compile I on its own: a module with one function that
/// takes I's operands as parameters and stores its result.
bool compilesAlone(const Instruction &I, TargetMachine &TM) {
  LLVMContext &Ctx = I.getContext();
  Module Probe("probe", Ctx);
  Probe.setTargetTriple(TM.getTargetTriple());
  Probe.setDataLayout(TM.createDataLayout());
  std::vector<Type *> Params;
  for (const Use &U : I.operands())
    if (!isa<Function>(U.get()) && !isa<BasicBlock>(U.get()) && !isa<MetadataAsValue>(U.get()))
      Params.push_back(U->getType());
  Params.push_back(PointerType::get(Ctx, 0));
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                                 GlobalValue::ExternalLinkage, "probe", Probe);
  if (const Function *Parent = I.getFunction())
    for (StringRef A : {"target-cpu", "target-features"})
      if (Parent->hasFnAttribute(A))
        F->addFnAttr(Parent->getFnAttribute(A));
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  Instruction *C = I.clone();
  C->setDebugLoc(DebugLoc());
  unsigned Next = 0;
  for (Use &U : C->operands()) {
    if (auto *Callee = dyn_cast<Function>(U.get())) {
      U.set(Probe.getOrInsertFunction(Callee->getName(), Callee->getFunctionType())
                .getCallee());
      continue;
    }
    if (isa<MetadataAsValue>(U.get()))
      continue;
    U.set(F->getArg(Next++));
  }
  B.Insert(C);
  if (!C->getType()->isVoidTy())
    B.CreateStore(C, F->getArg(Next));
  B.CreateRetVoid();
  return static_cast<bool>(emitCode(Probe, TM, CodeGenFileType::AssemblyFile));
}

/// What a kernel over a resource limit of its target is told: what it
/// needs, what the arch gives, and what to do. Resource is LLVM's name of
/// it (DiagnosticInfoResourceLimit); registers are counted, the rest is in
/// bytes.
std::string describeLimit(const ResourceLimitError &R, StringRef Arch) {
  std::string Need = std::to_string(R.Size), Have = std::to_string(R.Limit);
  StringRef Name = R.Resource;
  if (Name == "stack frame size")
    return "its threads need " + Need + " bytes of stack each (their local variables, "
           "arrays among them), more than " + Arch.str() + " gives a thread (" + Have +
           " bytes): keep large arrays in device memory (a slice argument) or in shared "
           "memory";
  if (Name == "local memory")
    return "its blocks need " + Need + " bytes of shared memory (LDS), more than " +
           Arch.str() + " gives a block (" + Have + " bytes)";
  if (Name.contains("registers") || Name.contains("GPRs"))
    return "it needs " + Need + " " + Name.str() + ", more than " + Arch.str() + " has (" +
           Have + ")";
  return "its " + Name.str() + " (" + Need + ") exceeds what " + Arch.str() + " allows (" +
         Have + ")";
}

/// Diagnostics for the functions code generation found over a limit of the
/// target (Limits): each at the line of every kernel whose entry point is,
/// or calls, that function (the kernel's definition in WithDebugInfo, the
/// module as it went to the backend), naming the kernel, the arch and the
/// resource, with a note at the kernel's first launch; in source order.
Error locateResourceLimits(ArrayRef<ResourceLimitError> Limits, Module &WithDebugInfo,
                           const Manifest &Man, StringRef Arch) {
  StringMap<const DISubprogram *> Kernels = kernelSubprograms(WithDebugInfo);
  // The functions each entry point may call.
  std::map<std::string, DenseSet<const Function *>> Reached;
  for (const KernelInstance &K : Man.Instances) {
    const Function *Entry = WithDebugInfo.getFunction(K.DeviceSymbol);
    if (!Entry)
      continue;
    DenseSet<const Function *> &Seen = Reached[K.DeviceSymbol];
    std::vector<const Function *> Work{Entry};
    Seen.insert(Entry);
    while (!Work.empty()) {
      const Function *F = Work.back();
      Work.pop_back();
      for (const Instruction &I : instructions(*F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (const Function *Callee = CB->getCalledFunction(); Callee && Seen.insert(Callee).second)
            Work.push_back(Callee);
    }
  }
  struct Located {
    SourceLocation At;
    std::string Kernel, Message;
    std::vector<DiagnosticNote> Notes;
  };
  std::vector<Located> Found;
  for (const ResourceLimitError &R : Limits) {
    const Function *F = WithDebugInfo.getFunction(R.Function);
    bool Any = false;
    for (const KernelInstance &K : Man.Instances) {
      auto It = Reached.find(K.DeviceSymbol);
      if (!F || It == Reached.end() || !It->second.contains(F))
        continue;
      Any = true;
      Located L;
      L.Kernel = K.displayName();
      const DISubprogram *SP = Kernels.lookup(K.displayName());
      if (SP)
        L.At = {layout::fileNameOf(SP), SP->getLine(), 0};
      else
        L.At = instanceLocation(K, WithDebugInfo.getModuleIdentifier());
      std::string Through;
      if (F->getName() != K.DeviceSymbol) {
        const DISubprogram *Callee = F->getSubprogram();
        Through = " (in " + (Callee ? sourceNameOf(*Callee) : F->getName().str()) + ", which it calls)";
        if (Callee)
          L.Notes.push_back({layout::fileNameOf(Callee), Callee->getLine(), 0,
                             sourceNameOf(*Callee) + " is defined here"});
      }
      L.Message = Arch.str() + " cannot compile kernel " + K.displayName() + ": " +
                  describeLimit(R, Arch) + Through;
      if (SP && !K.LaunchSites.empty() && !K.LaunchSites.front().File.empty())
        L.Notes.push_back({K.LaunchSites.front().File, K.LaunchSites.front().Line,
                           K.LaunchSites.front().Column,
                           "kernel " + K.displayName() + " is launched here"});
      Found.push_back(std::move(L));
    }
    if (!Any) {
      const DISubprogram *SP = F ? F->getSubprogram() : nullptr;
      Located L;
      L.At = SP ? SourceLocation{layout::fileNameOf(SP), SP->getLine(), 0}
                : SourceLocation{WithDebugInfo.getModuleIdentifier(), 0, 0};
      L.Kernel = R.Function;
      L.Message = Arch.str() + " cannot compile function '" +
                  (SP ? sourceNameOf(*SP) : R.Function) + "': " + describeLimit(R, Arch);
      Found.push_back(std::move(L));
    }
  }
  llvm::stable_sort(Found, [](const Located &A, const Located &B) {
    return std::tie(A.At.File, A.At.Line, A.Kernel) < std::tie(B.At.File, B.At.Line, B.Kernel);
  });
  Error Out = Error::success();
  for (Located &L : Found)
    Out = joinErrors(std::move(Out), makeDiagnostic(L.At.File, L.At.Line, L.At.Column,
                                                    L.Message, std::move(L.Notes)));
  return Out;
}

/// Turns a code generation failure of the device module into diagnostics at
/// the source lines whose operations the backend cannot compile: each
/// computation of WithDebugInfo (the module as it went to the backend, with
/// its debug info) is compiled alone, and those that fail are reported,
/// naming the kernel and the target. Falls back to the backend's message.
Error locateCodegenFailure(Module &WithDebugInfo, TargetMachine &TM,
                           const Manifest &Man, StringRef Arch, Error Failure) {
  // Functions over a limit of the target: the kernels that have them.
  std::vector<ResourceLimitError> Limits;
  Failure = handleErrors(std::move(Failure), [&](const ResourceLimitError &R) {
    Limits.push_back(R);
  });
  if (!Limits.empty()) {
    Error Located = locateResourceLimits(Limits, WithDebugInfo, Man, Arch);
    if (!Failure)
      return Located;
    return joinErrors(std::move(Located),
                      locateCodegenFailure(WithDebugInfo, TM, Man, Arch, std::move(Failure)));
  }
  std::string Message = toString(std::move(Failure));
  Error Located = Error::success();
  std::map<std::pair<std::string, unsigned>, bool> Seen; // one error per line
  std::map<std::string, bool> Verdicts; // by the operation's printed form
  for (Function &F : WithDebugInfo)
    for (Instruction &I : instructions(F)) {
      if (!isComputation(I))
        continue;
      std::string Shape;
      raw_string_ostream OS(Shape);
      OS << I.getOpcodeName();
      if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->getCalledFunction())
        OS << " " << CB->getCalledFunction()->getName();
      OS << " " << *I.getType();
      for (const Use &U : I.operands())
        OS << " " << *U->getType();
      auto [It, New] = Verdicts.try_emplace(Shape, true);
      if (New)
        It->second = compilesAlone(I, TM);
      if (It->second)
        continue;
      const DILocation *DL = I.getDebugLoc().get();
      std::string File = DL ? layout::fileNameOf(DL->getScope()) : WithDebugInfo.getModuleIdentifier();
      unsigned Line = DL ? DL->getLine() : 0;
      if (!Seen.try_emplace({File, Line}, true).second)
        continue;
      const KernelInstance *K = kernelAt(F, DL, Man);
      Located = joinErrors(
          std::move(Located),
          makeDiagnostic(File, Line, DL ? DL->getColumn() : 0,
                         Arch + " cannot compile " +
                             (K ? "kernel " + K->displayName()
                                : "function '" + F.getName().str() + "'") +
                             ": its backend has no code for " + describeOperation(I) +
                             " (LLVM: " + firstLine(Message) + ")"));
    }
  if (Located)
    return Located;
  return createStringError("the " + Arch + " backend failed: " + firstLine(Message));
}

} // namespace

Expected<DeviceImage> buildDeviceImage(Module &M, const Manifest &Man,
                                       const DeviceOptions &Options) {
  Expected<TargetKind> Target = targetKindOf(M);
  if (!Target)
    return Target.takeError();
  DeviceImage Image;
  Image.Triple = M.getTargetTriple().str();
  Image.Arch = Options.Arch.empty() ? defaultArch(*Target) : Options.Arch;
  Image.Origin = M.getModuleIdentifier();

  auto TM = createTargetMachine(Image.Triple, Image.Arch);
  if (!TM)
    return TM.takeError();
  // One CPU for the whole image: the one asked for.
  for (Function &F : M)
    if (!F.isDeclaration())
      F.addFnAttr("target-cpu", Image.Arch);
  M.setDataLayout((*TM)->createDataLayout());
  // AMD: code object version 6, as clang 22 writes it (and LLVM 22's
  // default); libomptarget's AMDGPU plugin fills the v5+ implicit arguments
  // the builtins read.
  if (*Target == TargetKind::AMDGPU) {
    if (!M.getModuleFlag("amdhsa_code_object_version"))
      M.addModuleFlag(Module::Error, "amdhsa_code_object_version", 600);
    markCoarseGrainedAtomics(M);
  }
  // NVIDIA: each block's loads first (LoadHoisting.h: ptxas keeps much of
  // the PTX's order, and a load issued after arithmetic that waits on an
  // earlier one costs a memory latency), and one block order per CFG
  // (BlockOrder.h: ptxas schedules the backend's loop layouts differently).
  bool ForPtxas = *Target == TargetKind::NVPTX;
  optimizeModule(M, **TM, Options.OptLevel,
                 {Options.HoistLoads && ForPtxas, Options.OrderBlocks && ForPtxas});
  Image.Writes = analyseWrites(M, Man);
  // GPUs give each thread a fixed stack: the launch runtime raises it for
  // kernels whose stack cannot be bounded here (StackAnalysis.h).
  if (isGPU(*Target))
    for (const KernelInstance &K : Man.Instances)
      if (const Function *Entry = M.getFunction(K.DeviceSymbol))
        if (!unboundedStackReason(*Entry).empty())
          Image.UnboundedStack.insert(K.DeviceSymbol);

  std::string Undefined;
  for (Function &F : M)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty() &&
        !providedByLoader(*Target, F.getName())) {
      Undefined += "\n  " + llvm::demangle(F.getName());
    }
  if (!Undefined.empty())
    return createStringError("device code for " + Image.Triple +
                             " calls functions that no device provides "
                             "(link the bitcode that defines them with --lib):" +
                             Undefined);

  // The code as it goes to the backend, with its debug info: if the backend
  // fails, it tells which source line has the operation it cannot compile.
  std::unique_ptr<Module> WithDebugInfo;
  if (*Target == TargetKind::NVPTX) {
    copyUnalignedFloatStores(M);
    WithDebugInfo = CloneModule(M);
    keepLineDirectivesOnly(M);
  }
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
  if (*Target != TargetKind::NVPTX) {
    // An ELF shared object (x86-64 for the HOST plugin, an AMD GPU code
    // object for the AMDGPU plugin), linked by ld.lld. The module is used
    // again only if the backend fails; keep a copy.
    WithDebugInfo = CloneModule(M);
    Expected<std::string> Obj = emitCode(M, **TM, CodeGenFileType::ObjectFile);
    if (!Obj)
      return Failed(Obj.takeError());
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
  } else {
    Expected<std::string> PTX = emitCode(M, **TM, CodeGenFileType::AssemblyFile);
    if (!PTX)
      return Failed(PTX.takeError());
    Expected<std::string> Ptxas = findPtxas(Options.PtxasPath);
    if (!Ptxas)
      return createStringError("building " + Image.Arch + " images needs " +
                               toString(Ptxas.takeError()));
    Expected<std::string> Cubin =
        runTool(*Ptxas, {"-arch=" + Image.Arch, "-O3", "-lineinfo", "{in}", "-o", "{out}"},
                *PTX, "ptx", "cubin");
    if (!Cubin)
      return Cubin.takeError();
    Image.Bytes = std::move(*Cubin);
    Image.Kind = object::IMG_Cubin;
  }

  std::vector<std::string> Symbols;
  for (const KernelInstance &K : Man.Instances)
    Symbols.push_back(K.DeviceSymbol);
  if (Error E = checkKernelSymbols(Image, Symbols))
    return E;
  return Image;
}

} // namespace offload::lower
