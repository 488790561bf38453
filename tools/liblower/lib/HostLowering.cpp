//===- HostLowering.cpp - The host pass -----------------------------------===//
#include "offload/lower/HostLowering.h"
#include "offload/lower/CodeGen.h"
#include "offload/lower/KernelABI.h"
#include "offload/support/Diagnostic.h"
#include "offload/manifest/Extract.h"

#include "llvm/Frontend/Offloading/OffloadWrapper.h"
#include "llvm/Frontend/Offloading/Utility.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
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

/// Operands of the marker call `__offload_launch(kernel_name,
/// kernel_name_len, cfg, args, file, file_len, line, column, device,
/// device_args)` (offload/manifest/Extract.h).
enum MarkerOperand {
  MCfg = 2,
  MArgs = 3,
  MFile = 4,
  MFileLen = 5,
  MLine = 6,
  MColumn = 7,
  MDevice = 8,
  MDeviceArgs = 9
};
constexpr unsigned MarkerOperands = 10;

/// The launch entry point of the runtime library (tools/runtime/, linked by
/// offload-link): zero-extent launches, per-launch source locations, empty
/// and overlapping mappings, then begin / kernel / end.
constexpr const char *RuntimeLaunch = "__offload_rt_launch";

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
  auto Members = manifest::launchArguments(F);
  if (!Members)
    return Members.takeError();
  std::vector<LaunchArg> Args;
  for (const DIDerivedType *MD : *Members) {
    Expected<ArgLayout> L = layoutOf(MD->getBaseType(), F.getParent()->getDataLayout());
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
      std::string Want = I < K->Args.size() ? K->Args[I].TypeName : "(none)";
      std::string Have = I < F.Args.size() ? F.Args[I].TypeName : "(none)";
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

/// What every launch of one instance shares: its region id and offload
/// entry, its name, slots, map types and slot names.
struct InstanceGlobals {
  GlobalVariable *RegionId, *KernelName, *MapTypes, *Names, *EntryArgs;
  std::vector<KernelSlot> Slots;
};

/// Makes the globals of instance K; its map types are those of its
/// argument layouts, without FROM where no image writes the argument
/// (refineMapTypes, from the images' write records).
InstanceGlobals makeInstanceGlobals(Module &M, const KernelInstance &K,
                                    ArrayRef<LaunchArg> Args,
                                    ArrayRef<DeviceImage> Images) {
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx), *I8 = Type::getInt8Ty(Ctx);
  Type *Ptr = PointerType::get(Ctx, 0);
  std::vector<ArgLayout> Layouts;
  for (const LaunchArg &A : Args)
    Layouts.push_back(A.Layout);
  std::vector<KernelSlot> Slots = kernelSlots(Layouts);
  refineMapTypes(Slots, [&](unsigned Arg) {
    return mayAnyImageWrite(Images, K.DeviceSymbol, Arg);
  });
  unsigned N = Slots.size();

  // Region id: a one-byte constant whose address identifies the kernel on
  // the host; never merged (no unnamed_addr).
  auto *RegionId = new GlobalVariable(M, I8, true, GlobalValue::InternalLinkage,
                                      ConstantInt::get(I8, 0),
                                      K.DeviceSymbol + ".region_id");
  offloading::emitOffloadingEntry(M, object::OFK_OpenMP, RegionId,
                                  K.DeviceSymbol, /*Size=*/0, /*Flags=*/0,
                                  /*Data=*/0);
  IRBuilder<> B(Ctx);
  auto *KernelName =
      B.CreateGlobalString(K.displayName(), K.DeviceSymbol + ".kernel_name", 0, &M);

  // Constant map types and slot names; the runtime library adds the launch
  // site to the names.
  // EntryArgs: the argument whose data pointer each entry carries (-1 for
  // the others), so that the runtime passes a device buffer's address as it
  // is (offload_rt_device_entries).
  Type *I32 = Type::getInt32Ty(Ctx);
  std::vector<Constant *> MapTypes, Names, EntryArgs;
  for (const KernelSlot &S : Slots) {
    MapTypes.push_back(ConstantInt::get(I64, S.MapType));
    bool Data = S.Role == SlotRole::Pointer || S.Role == SlotRole::SliceData;
    EntryArgs.push_back(ConstantInt::getSigned(I32, Data ? int64_t(S.Arg) : -1));
    std::string Name = slotName(S, Layouts, "args.");
    Names.push_back(B.CreateGlobalString(Name, K.DeviceSymbol + ".name", 0, &M));
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
  auto *EntryTy = ArrayType::get(I32, N);
  auto *EntryGV = new GlobalVariable(M, EntryTy, true, GlobalValue::PrivateLinkage,
                                     ConstantArray::get(EntryTy, EntryArgs),
                                     K.DeviceSymbol + ".entry_args");
  return {RegionId, cast<GlobalVariable>(KernelName), MapGV, NamesGV, EntryGV,
          std::move(Slots)};
}

/// Rewrites the marker call in one launch function of an instance into a
/// call of the runtime library's launch.
Error lowerLaunch(Module &M, Function &F, CallBase &Marker,
                  const InstanceGlobals &G, ArrayRef<LaunchArg> Args) {
  if (Marker.arg_size() != MarkerOperands || !Marker.getType()->isIntegerTy(32))
    return createStringError(Twine("'") + manifest::LaunchMarker +
                             "' must take " + Twine(MarkerOperands) +
                             " arguments and return i32 (rebuild with this "
                             "toolkit's offload crate)");
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  Type *Ptr = PointerType::get(Ctx, 0);
  const std::vector<KernelSlot> &Slots = G.Slots;
  unsigned N = Slots.size();
  auto *PtrArr = ArrayType::get(Ptr, N);
  auto *SizeArr = ArrayType::get(I64, N);

  // Stack arrays live in the entry block.
  IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
  Value *Bases = Entry.CreateAlloca(PtrArr, nullptr, "offload.bases");
  Value *Ptrs = Entry.CreateAlloca(PtrArr, nullptr, "offload.ptrs");
  Value *Sizes = Entry.CreateAlloca(SizeArr, nullptr, "offload.sizes");
  Value *Geometry = Entry.CreateAlloca(ArrayType::get(I32, 6), nullptr, "offload.geometry");
  // A by-value argument's bytes, zero-padded to whole slots.
  std::vector<Value *> ValueBuffers(Args.size(), nullptr);
  for (unsigned I = 0; I < Args.size(); ++I)
    if (Args[I].Layout.Kind == ArgKind::Value && Args[I].Layout.Size)
      ValueBuffers[I] = Entry.CreateAlloca(
          ArrayType::get(I64, divideCeil(Args[I].Layout.Size, 8)), nullptr,
          "offload.value");

  IRBuilder<> B(&Marker);
  B.SetCurrentDebugLocation(Marker.getDebugLoc());
  Value *Cfg = Marker.getArgOperand(MCfg);
  Value *Tuple = Marker.getArgOperand(MArgs);
  auto At8 = [&](Value *Base, uint64_t Off) {
    return B.CreateInBoundsPtrAdd(Base, B.getInt64(Off));
  };
  for (unsigned D = 0; D < 3; ++D) {
    B.CreateStore(B.CreateLoad(I32, At8(Cfg, GridOffset + 4 * D), "grid"),
                  B.CreateConstInBoundsGEP1_32(I32, Geometry, D));
    B.CreateStore(B.CreateLoad(I32, At8(Cfg, BlockOffset + 4 * D), "block"),
                  B.CreateConstInBoundsGEP1_32(I32, Geometry, 3 + D));
  }
  for (unsigned I = 0; I < Args.size(); ++I)
    if (Value *Buf = ValueBuffers[I]) {
      uint64_t Size = Args[I].Layout.Size;
      B.CreateMemSet(Buf, B.getInt8(0), alignTo(Size, 8), Align(8));
      B.CreateMemCpy(Buf, Align(8), At8(Tuple, Args[I].Offset), Align(1), Size);
    }
  for (unsigned I = 0; I < N; ++I) {
    const KernelSlot &S = Slots[I];
    Value *Base = nullptr, *Size = nullptr;
    if (S.Role == SlotRole::Geometry) {
      Value *V = B.CreateLoad(I32, B.CreateConstInBoundsGEP1_32(I32, Geometry, S.Arg));
      Base = B.CreateIntToPtr(B.CreateZExt(V, I64), Ptr);
      Size = B.getInt64(4);
    } else {
      const LaunchArg &A = Args[S.Arg];
      Value *Field = At8(Tuple, A.Offset);
      switch (S.Role) {
      case SlotRole::Value: {
        Value *Bits = B.CreateLoad(
            I64, B.CreateConstInBoundsGEP1_32(I64, ValueBuffers[S.Arg], S.Part),
            "arg.bits");
        Base = B.CreateIntToPtr(Bits, Ptr);
        Size = B.getInt64(8);
        break;
      }
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
    B.CreateStore(Size, B.CreateConstInBoundsGEP2_32(SizeArr, Sizes, 0, I));
  }

  FunctionCallee Launch = M.getOrInsertFunction(
      RuntimeLaunch,
      FunctionType::get(I32, {I64, Ptr, Ptr, Ptr, I64, I32, I32, Ptr, I32, Ptr,
                              Ptr, Ptr, Ptr, Ptr, Ptr, I64},
                        false));
  Value *RC = B.CreateCall(
      Launch,
      {Marker.getArgOperand(MDevice), G.RegionId, G.KernelName,
       Marker.getArgOperand(MFile), Marker.getArgOperand(MFileLen),
       Marker.getArgOperand(MLine), Marker.getArgOperand(MColumn), Geometry,
       B.getInt32(N), Bases, Ptrs, Sizes, G.MapTypes, G.Names, G.EntryArgs,
       Marker.getArgOperand(MDeviceArgs)},
      "offload.rc");
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
  // One image per target and arch: the runtime would register both and
  // use whichever comes first.
  for (size_t I = 0; I < Images.size(); ++I)
    for (size_t J = 0; J < I; ++J)
      if (Images[I].Triple == Images[J].Triple && Images[I].Arch == Images[J].Arch)
        return makeDiagnostic(Images[I].Origin, 0, 0,
                              "a second device image for " + Images[I].Triple + " (" +
                                  Images[I].Arch + "); the first is from '" +
                                  Images[J].Origin + "'");
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
        G = makeInstanceGlobals(M, K, *Args, Images);
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
  std::string Problems;
  raw_string_ostream OS(Problems);
  if (verifyModule(M, &OS))
    return createStringError("internal error: the host module is invalid "
                             "after lowering:\n" + Problems);
  return Error::success();
}

Expected<std::string> runHostPass(Module &M, const Manifest &Man,
                                  std::vector<DeviceImage> Images,
                                  StringRef FileName, unsigned OptLevel) {
  if (Error E = lowerHostModule(M, Man, std::move(Images), FileName))
    return E;
  return compileHostModule(M, OptLevel);
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
