//===- DeviceLowering.cpp - The device pass -------------------------------===//
#include "offload/lower/DeviceLowering.h"
#include "offload/lower/CodeGen.h"
#include "offload/lower/KernelABI.h"
#include "offload/manifest/Diagnostic.h"
#include "offload/manifest/Extract.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace offload::layout;
using offload::manifest::KernelInstance;
using offload::manifest::Manifest;

namespace offload::lower {

namespace {

enum class TargetKind { Host, NVPTX };

Expected<TargetKind> targetKindOf(const Module &M) {
  const Triple &T = M.getTargetTriple();
  if (T.isNVPTX() && T.isArch64Bit())
    return TargetKind::NVPTX;
  if (T.getArch() == Triple::x86_64)
    return TargetKind::Host;
  return createStringError("device target '" + T.str() +
                           "' is not supported (x86_64 and nvptx64 are)");
}

/// The Rust-level layouts of F's parameters, from its DISubprogram, checked
/// against the argument types the host launches it with.
Expected<std::vector<ArgLayout>> parameterLayouts(const Function &F,
                                                  const KernelInstance &K) {
  const DISubprogram *SP = F.getSubprogram();
  if (!SP || !SP->getType())
    return createStringError("kernel " + K.displayName() +
                             " has no debug info in the device bitcode; "
                             "compile the device crate with -g");
  DITypeRefArray Types = SP->getType()->getTypeArray();
  std::vector<ArgLayout> Layouts;
  for (unsigned I = 1; I < Types.size(); ++I) {
    Expected<ArgLayout> L = layoutOf(Types[I]);
    if (!L)
      return createStringError("kernel " + K.displayName() + ", argument " +
                               std::to_string(I - 1) + ": " +
                               toString(L.takeError()));
    Layouts.push_back(std::move(*L));
  }
  if (Layouts.size() != K.Args.size())
    return createStringError("kernel " + K.displayName() + " takes " +
                             std::to_string(Layouts.size()) +
                             " arguments on the device, but the host "
                             "launches it with " +
                             std::to_string(K.Args.size()));
  for (unsigned I = 0; I < Layouts.size(); ++I) {
    if (Layouts[I].RustType != K.Args[I].RustType)
      return createStringError("kernel " + K.displayName() + ", argument " +
                               std::to_string(I) + " is '" +
                               Layouts[I].RustType +
                               "' on the device, but the host passes '" +
                               printable(K.Args[I].RustType) + "'");
    // Host and device must lay the same type out alike (128-bit integers,
    // for one, are aligned differently on some GPU targets).
    if (K.Args[I].Layout) {
      std::string Why = describeLayoutMismatch(*K.Args[I].Layout, Layouts[I]);
      if (!Why.empty())
        return createStringError(
            "kernel " + K.displayName() + ", argument " + std::to_string(I) +
            ": type '" + K.Args[I].RustType + "' is laid out differently on " +
            F.getParent()->getTargetTriple().str() + ": " + Why);
    }
  }
  return Layouts;
}

/// Narrows an 8-byte slot value into a scalar parameter of type T.
Expected<Value *> narrow(IRBuilder<> &B, Value *Slot, Type *T) {
  if (T->isIntegerTy())
    return B.CreateZExtOrTrunc(Slot, T);
  if (T->isFloatingPointTy()) {
    unsigned Bits = T->getPrimitiveSizeInBits();
    return B.CreateBitCast(B.CreateTrunc(Slot, B.getIntNTy(Bits)), T);
  }
  if (T->isPointerTy())
    return B.CreateIntToPtr(Slot, T);
  std::string S;
  raw_string_ostream(S) << *T;
  return createStringError("a scalar parameter of IR type " + S +
                           " cannot be filled from a kernel slot");
}

/// The values the Rust function F takes, built from the entry point's slot
/// parameters. Rust passes a slice reference as two IR parameters (data
/// pointer and length), or as one two-element aggregate on some ABIs.
Expected<std::vector<Value *>>
buildCallArguments(IRBuilder<> &B, Function &F, Function &Entry,
                   ArrayRef<ArgLayout> Layouts,
                   const KernelInstance &K) {
  std::vector<Value *> Args;
  unsigned P = 0; // next IR parameter of F
  unsigned S = 0; // next slot (Entry parameter S + 1, after dyn_ptr)
  auto SlotValue = [&](unsigned Index) { return Entry.getArg(Index + 1); };
  auto Mismatch = [&](unsigned Arg, const Twine &Why) {
    return createStringError("kernel " + K.displayName() + ", argument " +
                             std::to_string(Arg) + " ('" +
                             Layouts[Arg].RustType + "'): " + Why);
  };
  for (unsigned A = 0; A < Layouts.size(); ++A) {
    const ArgLayout &L = Layouts[A];
    if (P >= F.arg_size())
      return Mismatch(A, "the IR function has too few parameters");
    Type *T = F.getArg(P)->getType();
    switch (L.Kind) {
    case ArgKind::Scalar: {
      Expected<Value *> V = narrow(B, SlotValue(S++), T);
      if (!V)
        return Mismatch(A, toString(V.takeError()));
      Args.push_back(*V);
      ++P;
      break;
    }
    case ArgKind::Reference:
      if (!T->isPointerTy())
        return Mismatch(A, "expected a pointer parameter in the IR");
      Args.push_back(B.CreateAddrSpaceCast(SlotValue(S++), T));
      ++P;
      break;
    case ArgKind::Slice: {
      Value *Data = SlotValue(S++);
      Value *Len = SlotValue(S++);
      if (T->isPointerTy() && P + 1 < F.arg_size() &&
          F.getArg(P + 1)->getType()->isIntegerTy()) {
        Args.push_back(B.CreateAddrSpaceCast(Data, T));
        Args.push_back(B.CreateZExtOrTrunc(Len, F.getArg(P + 1)->getType()));
        P += 2;
        break;
      }
      if (auto *AT = dyn_cast<ArrayType>(T); AT && AT->getNumElements() == 2 &&
                                             AT->getElementType()->isIntegerTy(64)) {
        Value *Agg = PoisonValue::get(AT);
        Agg = B.CreateInsertValue(Agg, B.CreatePtrToInt(Data, B.getInt64Ty()), 0);
        Agg = B.CreateInsertValue(Agg, Len, 1);
        Args.push_back(Agg);
        ++P;
        break;
      }
      return Mismatch(A, "expected a (pointer, length) pair in the IR");
    }
    }
  }
  if (P != F.arg_size())
    return createStringError("kernel " + K.displayName() + " has " +
                             std::to_string(F.arg_size()) +
                             " IR parameters; its Rust signature accounts for " +
                             std::to_string(P));
  return Args;
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
/// of the grid, publishing the indices for the builtins, calling F.
void emitHostGridLoop(IRBuilder<> &B, Function &Entry, Function &F,
                      ArrayRef<Value *> Args, unsigned FirstGeometrySlot) {
  Module &M = *Entry.getParent();
  LLVMContext &Ctx = M.getContext();
  HostGeometry G = getHostGeometry(M);
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  auto *GeoTy = ArrayType::get(I32, 3);
  auto Elem = [&](GlobalVariable *GV, unsigned D) {
    return B.CreateConstInBoundsGEP2_32(GeoTy, GV, 0, D);
  };
  // Dimensions: 0 counts as 1, as the GPU plugins do.
  Value *Dim[6];
  for (unsigned D = 0; D < 6; ++D) {
    Value *V = B.CreateTrunc(Entry.getArg(FirstGeometrySlot + D + 1), I32);
    Dim[D] = B.CreateSelect(B.CreateICmpEQ(V, B.getInt32(0)), B.getInt32(1), V);
    B.CreateStore(Dim[D], Elem(D < 3 ? G.GridDim : G.BlockDim, D % 3));
  }
  Value *Total = B.getInt64(1);
  for (unsigned D = 0; D < 6; ++D)
    Total = B.CreateMul(Total, B.CreateZExt(Dim[D], I64));

  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Loop = BasicBlock::Create(Ctx, "grid", &Entry);
  BasicBlock *Exit = BasicBlock::Create(Ctx, "done", &Entry);
  B.CreateBr(Loop);
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
  B.CreateCall(&F, Args);
  Value *Next = B.CreateAdd(I, B.getInt64(1));
  I->addIncoming(Next, B.GetInsertBlock());
  B.CreateCondBr(B.CreateICmpULT(Next, Total), Loop, Exit);
  B.SetInsertPoint(Exit);
}

Expected<Function *> makeEntryPoint(Module &M, Function &F,
                                    const KernelInstance &K,
                                    ArrayRef<ArgLayout> Layouts,
                                    TargetKind Target) {
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
  auto *FT = FunctionType::get(Type::getVoidTy(Ctx), Params, false);
  Function *Entry =
      Function::Create(FT, GlobalValue::ExternalLinkage, K.DeviceSymbol, M);
  Entry->setVisibility(GlobalValue::DefaultVisibility);
  Entry->setDSOLocal(false);
  Entry->addFnAttr(Attribute::NoUnwind);
  for (StringRef A : {"target-cpu", "target-features"})
    if (F.hasFnAttribute(A))
      Entry->addFnAttr(F.getFnAttribute(A));
  Entry->getArg(0)->setName("dyn_ptr");
  for (unsigned I = 0; I < Slots.size(); ++I) {
    const KernelSlot &S = Slots[I];
    std::string Name =
        S.Role == SlotRole::Geometry
            ? std::string(S.Arg < 3 ? "grid." : "block.") + "xyz"[S.Arg % 3]
            : "arg" + std::to_string(S.Arg) +
                  (S.Role == SlotRole::SliceLength ? ".len" : "");
    Entry->getArg(I + 1)->setName(Name);
    if (Params[I + 1]->isPointerTy())
      Entry->addParamAttr(I + 1, Attribute::NoUndef);
  }
  if (Target == TargetKind::NVPTX)
    Entry->setCallingConv(CallingConv::PTX_Kernel);

  // Pointers now come from the device: drop facts rustc proved for host
  // pointers that need not hold for a zero-length mapping.
  for (Argument &A : F.args())
    if (A.getType()->isPointerTy()) {
      A.removeAttr(Attribute::NonNull);
      A.removeAttr(Attribute::Dereferenceable);
    }

  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  Expected<std::vector<Value *>> Args =
      buildCallArguments(B, F, *Entry, Layouts, K);
  if (!Args) {
    Entry->eraseFromParent();
    return Args.takeError();
  }
  if (Target == TargetKind::Host)
    emitHostGridLoop(B, *Entry, F, *Args,
                     Slots.size() - NumGeometrySlots);
  else
    B.CreateCall(&F, *Args);
  B.CreateRetVoid();
  return Entry;
}

/// Replaces every call of a declared `__offload_*` builtin.
Error resolveBuiltins(Module &M, TargetKind Target, StringRef FileName) {
  std::vector<Function *> Builtins;
  for (Function &F : M)
    if (F.isDeclaration() && F.getName().starts_with(builtin::Prefix))
      Builtins.push_back(&F);
  for (Function *F : Builtins) {
    StringRef Name = F->getName();
    int Kind = -1, Dim = -1; // 0 tid, 1 ctaid, 2 ntid, 3 nctaid, 4 trap
    for (unsigned D = 0; D < 3; ++D) {
      if (Name == builtin::ThreadIdx[D]) Kind = 0, Dim = D;
      if (Name == builtin::BlockIdx[D]) Kind = 1, Dim = D;
      if (Name == builtin::BlockDim[D]) Kind = 2, Dim = D;
      if (Name == builtin::GridDim[D]) Kind = 3, Dim = D;
    }
    if (Name == builtin::Trap)
      Kind = 4;
    if (Kind < 0)
      return makeDiagnostic(FileName, 0, 0,
                            "unknown device builtin '" + Name + "'");
    if (Kind < 4 && !F->getReturnType()->isIntegerTy(32))
      return makeDiagnostic(FileName, 0, 0,
                            "device builtin '" + Name + "' must return u32");
    std::vector<CallBase *> Calls;
    for (User *U : F->users())
      if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == F)
        Calls.push_back(CB);
    for (CallBase *CB : Calls) {
      IRBuilder<> B(CB);
      Value *V = nullptr;
      if (Kind == 4) {
        B.CreateIntrinsic(Intrinsic::trap, {});
      } else if (Target == TargetKind::NVPTX) {
        static const Intrinsic::ID IDs[4][3] = {
            {Intrinsic::nvvm_read_ptx_sreg_tid_x, Intrinsic::nvvm_read_ptx_sreg_tid_y,
             Intrinsic::nvvm_read_ptx_sreg_tid_z},
            {Intrinsic::nvvm_read_ptx_sreg_ctaid_x, Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
             Intrinsic::nvvm_read_ptx_sreg_ctaid_z},
            {Intrinsic::nvvm_read_ptx_sreg_ntid_x, Intrinsic::nvvm_read_ptx_sreg_ntid_y,
             Intrinsic::nvvm_read_ptx_sreg_ntid_z},
            {Intrinsic::nvvm_read_ptx_sreg_nctaid_x, Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
             Intrinsic::nvvm_read_ptx_sreg_nctaid_z}};
        V = B.CreateIntrinsic(IDs[Kind][Dim], {});
      } else {
        HostGeometry G = getHostGeometry(M);
        GlobalVariable *GV[4] = {G.ThreadIdx, G.BlockIdx, G.BlockDim, G.GridDim};
        auto *Ty = ArrayType::get(B.getInt32Ty(), 3);
        V = B.CreateLoad(B.getInt32Ty(),
                         B.CreateConstInBoundsGEP2_32(Ty, GV[Kind], 0, Dim));
      }
      if (V)
        CB->replaceAllUsesWith(V);
      CB->eraseFromParent();
    }
    F->eraseFromParent();
  }
  return Error::success();
}

/// Gives every definition but the entry points internal linkage, so that
/// the optimizer may inline, specialize and delete them.
void internalize(Module &M, const StringSet<> &Keep) {
  for (GlobalValue &GV : M.global_values()) {
    if (GV.isDeclaration() || Keep.contains(GV.getName()))
      continue;
    if (auto *GO = dyn_cast<GlobalObject>(&GV))
      GO->setComdat(nullptr);
    GV.setLinkage(GlobalValue::InternalLinkage);
    GV.setVisibility(GlobalValue::DefaultVisibility);
  }
  M.getComdatSymbolTable().clear();
}

/// Functions a device image may leave for its loader to resolve.
bool providedByLoader(TargetKind Target, StringRef Name) {
  if (Target != TargetKind::Host)
    return false;
  // The HOST plugin dlopen()s the image into a process that has libc.
  return Name == "memcpy" || Name == "memmove" || Name == "memset" ||
         Name == "memcmp" || Name == "bcmp";
}

} // namespace

Error lowerDeviceModule(Module &M, const Manifest &Man, StringRef FileName) {
  Expected<TargetKind> Target = targetKindOf(M);
  if (!Target)
    return makeDiagnostic(FileName, 0, 0, toString(Target.takeError()));

  StringMap<Function *> ByPath;
  for (Function &F : M)
    if (!F.isDeclaration()) {
      std::string D = manifest::demangleRust(F.getName());
      if (!D.empty())
        ByPath[D] = &F;
    }

  // One error per missing instance, at its place in the manifest.
  Error Missing = Error::success();
  for (const KernelInstance &K : Man.Instances)
    if (!ByPath.count(K.displayName())) {
      const manifest::SourceLocation &At = K.ReadFrom;
      Missing = joinErrors(
          std::move(Missing),
          makeDiagnostic(At.File.empty() ? FileName.str() : At.File, At.Line,
                         At.Column,
                         "the device bitcode " + FileName.str() +
                             " lacks kernel instance " + K.displayName() +
                             " (make the kernel a `pub fn` of the kernels "
                             "crate, include offload::kernel_instances!() "
                             "for generic kernels, and compile with "
                             "-Csymbol-mangling-version=v0)"));
    }
  if (Missing)
    return Missing;

  StringSet<> EntryPoints;
  for (const KernelInstance &K : Man.Instances) {
    Function *F = ByPath[K.displayName()];
    auto Fail = [&](Error E) {
      const DISubprogram *SP = F->getSubprogram();
      return makeDiagnostic(SP ? SP->getFilename() : FileName,
                            SP ? SP->getLine() : 0, 0, toString(std::move(E)));
    };
    Expected<std::vector<ArgLayout>> Layouts = parameterLayouts(*F, K);
    if (!Layouts)
      return Fail(Layouts.takeError());
    Expected<Function *> Entry = makeEntryPoint(M, *F, K, *Layouts, *Target);
    if (!Entry)
      return Fail(Entry.takeError());
    EntryPoints.insert(K.DeviceSymbol);
  }
  if (Error E = resolveBuiltins(M, *Target, FileName))
    return E;
  internalize(M, EntryPoints);
  return Error::success();
}

namespace {

/// ptxas: Explicit if given; else $CUDA_PATH/bin/ptxas when CUDA_PATH is
/// set; else /usr/local/cuda/bin/ptxas; else the first on PATH.
Expected<std::string> findPtxas(StringRef Explicit) {
  if (!Explicit.empty())
    return findProgram(Explicit, {"ptxas"});
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

} // namespace

Expected<DeviceImage> buildDeviceImage(Module &M, const Manifest &Man,
                                       const DeviceOptions &Options) {
  Expected<TargetKind> Target = targetKindOf(M);
  if (!Target)
    return Target.takeError();
  DeviceImage Image;
  Image.Triple = M.getTargetTriple().str();
  Image.Arch = Options.Arch.empty()
                   ? (*Target == TargetKind::Host ? "x86-64" : "sm_90")
                   : Options.Arch;
  Image.Origin = M.getModuleIdentifier();

  auto TM = createTargetMachine(Image.Triple, Image.Arch);
  if (!TM)
    return TM.takeError();
  // One CPU for the whole image: the one asked for.
  for (Function &F : M)
    if (!F.isDeclaration())
      F.addFnAttr("target-cpu", Image.Arch);
  M.setDataLayout((*TM)->createDataLayout());
  if (*Target == TargetKind::NVPTX)
    StripDebugInfo(M); // ptxas -O3 rejects debug PTX (toolchain.md)
  optimizeModule(M, **TM, Options.OptLevel);

  std::string Undefined;
  for (Function &F : M)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty() &&
        !providedByLoader(*Target, F.getName())) {
      std::string D = manifest::demangleRust(F.getName());
      Undefined += "\n  " + (D.empty() ? F.getName().str() : D);
    }
  if (!Undefined.empty())
    return createStringError("device code for " + Image.Triple +
                             " calls functions that no device provides "
                             "(link the bitcode that defines them with --lib):" +
                             Undefined);

  if (*Target == TargetKind::Host) {
    Expected<std::string> Obj = emitCode(M, **TM, CodeGenFileType::ObjectFile);
    if (!Obj)
      return Obj.takeError();
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
      return PTX.takeError();
    Expected<std::string> Ptxas = findPtxas(Options.PtxasPath);
    if (!Ptxas)
      return createStringError("building " + Image.Arch + " images needs " +
                               toString(Ptxas.takeError()));
    Expected<std::string> Cubin =
        runTool(*Ptxas, {"-arch=" + Image.Arch, "-O3", "{in}", "-o", "{out}"},
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
