//===- HostLowering.cpp - The host pass -----------------------------------===//
#include "offload/lower/HostLowering.h"
#include "offload/lower/CodeGen.h"
#include "offload/lower/KernelABI.h"
#include "offload/manifest/Diagnostic.h"
#include "offload/manifest/Extract.h"

#include "llvm/Frontend/Offloading/OffloadWrapper.h"
#include "llvm/Frontend/Offloading/Utility.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Object/OffloadBinary.h"

#include <map>
#include <optional>

using namespace llvm;
using namespace offload::layout;
using offload::manifest::KernelInstance;
using offload::manifest::Manifest;

namespace offload::lower {

namespace {

/// Byte offsets of LaunchConfig { grid: [u32; 3], block: [u32; 3] }
/// (#[repr(C)] in tools/rust/offload/src/lib.rs).
constexpr unsigned GridOffset = 0, BlockOffset = 12;

/// One argument of a launch: its layout and where it sits in the tuple.
struct LaunchArg {
  ArgLayout Layout;
  uint64_t Offset = 0;       ///< bytes from the tuple's start
  uint64_t DataOffset = 0;   ///< Slice: data_ptr's offset inside the value
  uint64_t LengthOffset = 8; ///< Slice: length's offset inside the value
};

const DIDerivedType *memberNamed(const DIType *T, StringRef Name) {
  if (auto *C = dyn_cast_or_null<DICompositeType>(T))
    for (const DINode *N : C->getElements())
      if (auto *M = dyn_cast_or_null<DIDerivedType>(N))
        if (M->getName() == Name)
          return M;
  return nullptr;
}

Expected<std::vector<LaunchArg>> launchArgs(const Function &F,
                                            const KernelInstance &K) {
  auto Tuple = manifest::launchArgumentTuple(F);
  if (!Tuple)
    return Tuple.takeError();
  auto Members = manifest::tupleMembers(**Tuple);
  if (!Members)
    return Members.takeError();
  std::vector<LaunchArg> Args;
  for (const DIType *Member : *Members) {
    auto *MD = cast<DIDerivedType>(Member);
    Expected<ArgLayout> L = layoutOf(MD->getBaseType());
    if (!L)
      return createStringError("kernel " + K.displayName() + ", argument " +
                               std::to_string(Args.size()) + ": " +
                               toString(L.takeError()));
    LaunchArg A;
    A.Layout = std::move(*L);
    A.Offset = MD->getOffsetInBits() / 8;
    if (A.Layout.Kind == ArgKind::Slice) {
      const DIDerivedType *Data = memberNamed(MD->getBaseType(), "data_ptr");
      const DIDerivedType *Len = memberNamed(MD->getBaseType(), "length");
      A.DataOffset = Data->getOffsetInBits() / 8;
      A.LengthOffset = Len->getOffsetInBits() / 8;
    }
    Args.push_back(std::move(A));
  }
  return Args;
}

/// Checks every launch found in M against the manifest, which must list it
/// (by host symbol) with the same kernel, device symbol and argument types.
/// Instances of the manifest that M does not launch are ignored: a manifest
/// merged from several programs may list them. Returns, per launched
/// instance, the manifest's record with M's host symbols.
Expected<std::vector<KernelInstance>>
matchManifest(const Manifest &Found, const Manifest &Man, StringRef FileName) {
  std::map<std::string, const KernelInstance *> ByHost;
  for (const KernelInstance &K : Man.Instances)
    for (const std::string &H : K.HostSymbols)
      ByHost[H] = &K;
  std::string Problems;
  std::vector<KernelInstance> Launched;
  for (const KernelInstance &F : Found.Instances) {
    const KernelInstance *K = nullptr;
    for (const std::string &H : F.HostSymbols) {
      auto It = ByHost.find(H);
      if (It == ByHost.end()) {
        Problems += "\n  the manifest lacks " + F.displayName() +
                    ", launched by '" + H + "'";
        continue;
      }
      if (K && K != It->second)
        Problems += "\n  " + F.displayName() +
                    " is two instances in the manifest";
      K = It->second;
    }
    if (!K)
      continue;
    std::string At = K->ReadFrom.File.empty()
                         ? ""
                         : " (" + K->ReadFrom.File + ":" +
                               std::to_string(K->ReadFrom.Line) + ":" +
                               std::to_string(K->ReadFrom.Column) + ")";
    if (F.Kernel != K->Kernel || F.GenericArgs != K->GenericArgs)
      Problems += "\n  '" + F.HostSymbols.front() + "' launches " +
                  F.displayName() + ", the manifest says " +
                  printable(K->displayName()) + At;
    if (F.DeviceSymbol != K->DeviceSymbol)
      Problems += "\n  " + F.displayName() + ": device symbol '" +
                  printable(K->DeviceSymbol) + "' in the manifest, '" +
                  F.DeviceSymbol + "' from the bitcode" + At;
    for (size_t I = 0; I < std::max(F.Args.size(), K->Args.size()); ++I) {
      std::string Want = I < K->Args.size() ? K->Args[I].RustType : "(none)";
      std::string Have = I < F.Args.size() ? F.Args[I].RustType : "(none)";
      if (Want != Have)
        Problems += "\n  " + F.displayName() + ", argument " +
                    std::to_string(I) + ": '" + printable(Want) +
                    "' in the manifest, '" + Have + "' in the bitcode" + At;
    }
    KernelInstance L = *K;
    L.HostSymbols = F.HostSymbols;
    Launched.push_back(std::move(L));
  }
  if (!Problems.empty())
    return makeDiagnostic(FileName, 0, 0,
                          "the manifest does not match the host bitcode "
                          "(re-run offload-manifest extract):" + Problems);
  return Launched;
}

/// Replaces ';' so that a field cannot break the runtime's psource parsing.
std::string sourceField(StringRef S) {
  std::string Out = S.str();
  std::replace(Out.begin(), Out.end(), ';', ',');
  return Out;
}

/// The runtime's source-location struct `ident_t` for a launch; psource is
/// `;file;function;line;column;;` with numeric line and column, which the
/// runtime parses even with info output off (a malformed one aborts).
GlobalVariable *makeIdent(Module &M, const KernelInstance &K) {
  LLVMContext &Ctx = M.getContext();
  manifest::SourceLocation At;
  if (!K.LaunchSites.empty())
    At = K.LaunchSites.front();
  std::string PSource = ";" + sourceField(At.File.empty() ? "unknown" : At.File) +
                        ";" + sourceField(K.Kernel) + ";" +
                        std::to_string(At.Line) + ";" +
                        std::to_string(At.Column) + ";;";
  Constant *Str = IRBuilder<>(Ctx).CreateGlobalString(
      PSource, K.DeviceSymbol + ".psource", 0, &M);
  Type *I32 = Type::getInt32Ty(Ctx);
  auto *Ty = StructType::get(Ctx, {I32, I32, I32, I32, PointerType::get(Ctx, 0)});
  // flags 2 = KMP_IDENT_KMPC; reserved_3 is the psource length, as clang sets it.
  Constant *Init = ConstantStruct::get(
      Ty, {ConstantInt::get(I32, 0), ConstantInt::get(I32, 2),
           ConstantInt::get(I32, 0), ConstantInt::get(I32, PSource.size()), Str});
  return new GlobalVariable(M, Ty, true, GlobalValue::PrivateLinkage, Init,
                            K.DeviceSymbol + ".ident");
}

/// `KernelArgsTy` version 3, 104 bytes (offload-runtime-abi.md section 2).
StructType *kernelArgsType(LLVMContext &Ctx) {
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  Type *Ptr = PointerType::get(Ctx, 0);
  Type *Dim3 = ArrayType::get(I32, 3);
  return StructType::get(Ctx, {I32, I32, Ptr, Ptr, Ptr, Ptr, Ptr, Ptr, I64, I64,
                               Dim3, Dim3, I32});
}

FunctionCallee mapperFunction(Module &M, StringRef Name) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::get(Ctx, 0);
  return M.getOrInsertFunction(
      Name, FunctionType::get(Type::getVoidTy(Ctx),
                              {Ptr, Type::getInt64Ty(Ctx), Type::getInt32Ty(Ctx),
                               Ptr, Ptr, Ptr, Ptr, Ptr, Ptr},
                              false));
}

/// Widens a scalar read from memory into an i64 slot value.
Value *widen(IRBuilder<> &B, Value *Ptr, const ArgLayout &L) {
  Type *I64 = B.getInt64Ty();
  unsigned Bits = L.Size * 8;
  Type *IntTy = B.getIntNTy(Bits);
  Value *V = B.CreateLoad(IntTy, Ptr); // the bits, whatever the scalar is
  if (L.Scalar == ScalarKind::SignedInt)
    return B.CreateSExt(V, I64);
  return B.CreateZExt(V, I64);
}

/// What every launch of one instance shares: its region id and offload
/// entry, source location, slots, map types and names.
struct InstanceGlobals {
  GlobalVariable *RegionId, *Ident, *MapTypes, *Names;
  std::vector<KernelSlot> Slots;
};

InstanceGlobals makeInstanceGlobals(Module &M, const KernelInstance &K,
                                    ArrayRef<LaunchArg> Args) {
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx), *I8 = Type::getInt8Ty(Ctx);
  Type *Ptr = PointerType::get(Ctx, 0);
  std::vector<ArgLayout> Layouts;
  for (const LaunchArg &A : Args)
    Layouts.push_back(A.Layout);
  std::vector<KernelSlot> Slots = kernelSlots(Layouts);
  unsigned N = Slots.size();

  // Region id: a one-byte constant whose address identifies the kernel on
  // the host; never merged (no unnamed_addr).
  auto *RegionId = new GlobalVariable(M, I8, true, GlobalValue::InternalLinkage,
                                      ConstantInt::get(I8, 0),
                                      K.DeviceSymbol + ".region_id");
  offloading::emitOffloadingEntry(M, object::OFK_OpenMP, RegionId,
                                  K.DeviceSymbol, /*Size=*/0, /*Flags=*/0,
                                  /*Data=*/0);
  GlobalVariable *Ident = makeIdent(M, K);

  // Constant map types and names.
  std::vector<Constant *> MapTypes, Names;
  manifest::SourceLocation At =
      K.LaunchSites.empty() ? manifest::SourceLocation{} : K.LaunchSites.front();
  for (const KernelSlot &S : Slots) {
    MapTypes.push_back(ConstantInt::get(I64, S.MapType));
    std::string Name =
        S.Role == SlotRole::Geometry
            ? std::string(S.Arg < 3 ? "grid." : "block.") + "xyz"[S.Arg % 3]
            : "args." + std::to_string(S.Arg) +
                  (S.Role == SlotRole::SliceLength ? ".len" : "");
    std::string Full = ";" + Name + ";" + sourceField(At.File.empty() ? "unknown" : At.File) +
                       ";" + std::to_string(At.Line) + ";" +
                       std::to_string(At.Column) + ";;";
    Names.push_back(IRBuilder<>(Ctx).CreateGlobalString(
        Full, K.DeviceSymbol + ".name", 0, &M));
  }
  auto *MapTy = ArrayType::get(I64, N);
  auto *MapGV = new GlobalVariable(M, MapTy, true, GlobalValue::PrivateLinkage,
                                   ConstantArray::get(MapTy, MapTypes),
                                   K.DeviceSymbol + ".maptypes");
  auto *NamesTy = ArrayType::get(Ptr, N);
  auto *NamesGV = new GlobalVariable(M, NamesTy, true,
                                     GlobalValue::PrivateLinkage,
                                     ConstantArray::get(NamesTy, Names),
                                     K.DeviceSymbol + ".names");
  return {RegionId, Ident, MapGV, NamesGV, std::move(Slots)};
}

/// Rewrites the marker call in one launch function of an instance.
Error lowerLaunch(Module &M, Function &F, CallBase &Marker,
                  const InstanceGlobals &G, ArrayRef<LaunchArg> Args) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  Type *Ptr = PointerType::get(Ctx, 0);
  const std::vector<KernelSlot> &Slots = G.Slots;
  unsigned N = Slots.size();
  auto *PtrArr = ArrayType::get(Ptr, N);
  GlobalVariable *RegionId = G.RegionId, *Ident = G.Ident, *MapGV = G.MapTypes,
                 *NamesGV = G.Names;

  // Stack arrays live in the entry block.
  IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
  Value *Bases = Entry.CreateAlloca(PtrArr, nullptr, "offload.bases");
  Value *Ptrs = Entry.CreateAlloca(PtrArr, nullptr, "offload.ptrs");
  Value *Sizes = Entry.CreateAlloca(ArrayType::get(I64, N), nullptr, "offload.sizes");
  StructType *KATy = kernelArgsType(Ctx);
  Value *KArgs = Entry.CreateAlloca(KATy, nullptr, "offload.kernel_args");

  IRBuilder<> B(&Marker);
  B.SetCurrentDebugLocation(Marker.getDebugLoc());
  Value *Cfg = Marker.getArgOperand(2);
  Value *Tuple = Marker.getArgOperand(3);
  auto At8 = [&](Value *Base, uint64_t Off) {
    return B.CreateInBoundsPtrAdd(Base, B.getInt64(Off));
  };
  Value *Grid[3], *Block[3];
  for (unsigned D = 0; D < 3; ++D) {
    Grid[D] = B.CreateLoad(I32, At8(Cfg, GridOffset + 4 * D), "grid");
    Block[D] = B.CreateLoad(I32, At8(Cfg, BlockOffset + 4 * D), "block");
  }
  for (unsigned I = 0; I < N; ++I) {
    const KernelSlot &S = Slots[I];
    Value *Base = nullptr, *Size = nullptr;
    if (S.Role == SlotRole::Geometry) {
      Value *V = S.Arg < 3 ? Grid[S.Arg] : Block[S.Arg - 3];
      Base = B.CreateIntToPtr(B.CreateZExt(V, I64), Ptr);
      Size = B.getInt64(4);
    } else {
      const LaunchArg &A = Args[S.Arg];
      Value *Field = At8(Tuple, A.Offset);
      switch (S.Role) {
      case SlotRole::Value:
        Base = B.CreateIntToPtr(widen(B, Field, A.Layout), Ptr);
        Size = B.getInt64(A.Layout.Size);
        break;
      case SlotRole::Pointer:
        Base = B.CreateLoad(Ptr, Field, "arg.ptr");
        Size = B.getInt64(A.Layout.PointeeSize);
        break;
      case SlotRole::SliceData: {
        Base = B.CreateLoad(Ptr, At8(Field, A.DataOffset), "arg.data");
        Value *Len = B.CreateLoad(I64, At8(Field, A.LengthOffset), "arg.len");
        Size = B.CreateMul(Len, B.getInt64(A.Layout.PointeeSize), "arg.bytes",
                           /*HasNUW=*/true);
        break;
      }
      case SlotRole::SliceLength:
        Base = B.CreateIntToPtr(
            B.CreateLoad(I64, At8(Field, A.LengthOffset), "arg.len"), Ptr);
        Size = B.getInt64(8);
        break;
      case SlotRole::Geometry:
        break;
      }
    }
    B.CreateStore(Base, B.CreateConstInBoundsGEP2_32(PtrArr, Bases, 0, I));
    B.CreateStore(Base, B.CreateConstInBoundsGEP2_32(PtrArr, Ptrs, 0, I));
    B.CreateStore(Size, B.CreateConstInBoundsGEP2_32(ArrayType::get(I64, N),
                                                     Sizes, 0, I));
  }

  Value *Device = B.getInt64(-1); // the default device
  Value *Count = B.getInt32(N);
  Value *Null = ConstantPointerNull::get(cast<PointerType>(Ptr));
  Value *MapperArgs[] = {Ident, Device, Count, Bases, Ptrs, Sizes, MapGV,
                         NamesGV, Null};
  B.CreateCall(mapperFunction(M, "__tgt_target_data_begin_mapper"), MapperArgs);

  auto Field = [&](unsigned I) { return B.CreateStructGEP(KATy, KArgs, I); };
  B.CreateStore(B.getInt32(3), Field(0)); // version
  B.CreateStore(Count, Field(1));
  B.CreateStore(Bases, Field(2));
  B.CreateStore(Ptrs, Field(3));
  B.CreateStore(Sizes, Field(4));
  B.CreateStore(MapGV, Field(5));
  B.CreateStore(NamesGV, Field(6));
  B.CreateStore(Null, Field(7)); // mappers
  B.CreateStore(B.getInt64(0), Field(8)); // tripcount
  B.CreateStore(B.getInt64(0), Field(9)); // flags
  auto *Dim3 = ArrayType::get(I32, 3);
  for (unsigned D = 0; D < 3; ++D) {
    B.CreateStore(Grid[D], B.CreateConstInBoundsGEP2_32(Dim3, Field(10), 0, D));
    B.CreateStore(Block[D], B.CreateConstInBoundsGEP2_32(Dim3, Field(11), 0, D));
  }
  B.CreateStore(B.getInt32(0), Field(12)); // dynamic shared memory

  FunctionCallee Launch = M.getOrInsertFunction(
      "__tgt_target_kernel",
      FunctionType::get(I32, {Ptr, I64, I32, I32, Ptr, Ptr}, false));
  Value *RC = B.CreateCall(Launch, {Ident, Device, Grid[0], Block[0], RegionId,
                                    KArgs}, "offload.rc");
  B.CreateCall(mapperFunction(M, "__tgt_target_data_end_mapper"), MapperArgs);

  if (!Marker.getType()->isIntegerTy(32))
    return createStringError(Twine("'") + manifest::LaunchMarker +
                             "' must return i32");
  Marker.replaceAllUsesWith(RC);
  Marker.eraseFromParent();
  return Error::success();
}

} // namespace

Error lowerHostModule(Module &M, const Manifest &Man,
                      std::vector<DeviceImage> Images, StringRef FileName) {
  Expected<Manifest> Found = manifest::extractManifest(M, FileName);
  if (!Found)
    return Found.takeError();
  Expected<std::vector<KernelInstance>> Launched =
      matchManifest(*Found, Man, FileName);
  if (!Launched)
    return Launched.takeError();
  if (Launched->empty())
    return Error::success(); // nothing to launch, nothing to register
  if (Images.empty())
    return makeDiagnostic(FileName, 0, 0,
                          "the host launches kernels but no device image was "
                          "given");
  std::vector<std::string> Symbols;
  for (const KernelInstance &K : *Launched)
    Symbols.push_back(K.DeviceSymbol);
  for (const DeviceImage &I : Images)
    if (Error E = checkKernelSymbols(I, Symbols))
      return makeDiagnostic(I.Origin, 0, 0, toString(std::move(E)));

  Function *Marker = M.getFunction(manifest::LaunchMarker);
  for (const KernelInstance &K : *Launched) {
    manifest::SourceLocation At =
        K.LaunchSites.empty() ? manifest::SourceLocation{} : K.LaunchSites.front();
    auto Fail = [&](Error E) {
      return makeDiagnostic(At.File.empty() ? FileName.str() : At.File, At.Line,
                            At.Column, toString(std::move(E)));
    };
    std::optional<InstanceGlobals> G;
    for (const std::string &H : K.HostSymbols) {
      Function *F = M.getFunction(H);
      CallBase *Call = nullptr;
      for (User *U : Marker->users())
        if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getFunction() == F)
          Call = CB;
      if (!F || !Call) // extract found it: cannot happen
        return makeDiagnostic(FileName, 0, 0,
                              "no launch of " + K.displayName() + " in '" + H + "'");
      Expected<std::vector<LaunchArg>> Args = launchArgs(*F, K);
      if (!Args)
        return Fail(Args.takeError());
      if (!G)
        G = makeInstanceGlobals(M, K, *Args);
      if (Error E = lowerLaunch(M, *F, *Call, *G, *Args))
        return Fail(std::move(E));
    }
  }
  if (Marker->use_empty())
    Marker->eraseFromParent();

  orderForRegistration(Images);
  std::vector<ArrayRef<char>> Raw;
  for (const DeviceImage &I : Images)
    Raw.emplace_back(I.Bytes.data(), I.Bytes.size());
  if (Error E = offloading::wrapOpenMPBinaries(
          M, Raw, offloading::getOffloadEntryArray(M)))
    return makeDiagnostic(FileName, 0, 0,
                          "cannot register the device images: " +
                              toString(std::move(E)));
  return Error::success();
}

Expected<std::string> compileHostModule(Module &M, unsigned OptLevel) {
  std::string CPU = "x86-64";
  for (const Function &F : M)
    if (F.hasFnAttribute("target-cpu")) {
      CPU = F.getFnAttribute("target-cpu").getValueAsString().str();
      break;
    }
  auto TM = createTargetMachine(M.getTargetTriple().str(), CPU, "",
                                OptLevel ? CodeGenOptLevel::Default
                                         : CodeGenOptLevel::None);
  if (!TM)
    return TM.takeError();
  M.setDataLayout((*TM)->createDataLayout());
  optimizeModule(M, **TM, OptLevel);
  return emitCode(M, **TM, CodeGenFileType::ObjectFile);
}

} // namespace offload::lower
