//===- HostLowering.cpp - The host pass -----------------------------------===//
//
// Each launch marker call becomes a call of the launch runtime with its map
// entries and launch record; the images are embedded and registered. (One
// file over 500 lines: the entries, the record and the registration are
// built from one walk of each launch.)
//
//===----------------------------------------------------------------------===//
#include "offload/lower/HostLowering.h"
#include "offload/lower/CodeGen.h"
#include "offload/lower/KernelABI.h"
#include "offload/lower/LaunchGrouping.h"
#include "offload/runtime/launch.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Frontend/Offloading/OffloadWrapper.h"
#include "llvm/Frontend/Offloading/Utility.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Object/OffloadBinary.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <set>

using namespace llvm;
using namespace offload::layout;
using offload::manifest::KernelInstance;
using offload::manifest::Manifest;

static cl::opt<bool> GroupLaunchesOpt(
    "offload-group-launches", cl::Hidden, cl::init(true),
    cl::desc("Keep host data on the device across the launches of a loop that "
             "does not touch it (LaunchGrouping.h)"));

namespace offload::lower {

namespace {

/// Operands of a launch marker call (LaunchMarker, HostLowering.h).
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

/// The launch entry point of the runtime library (runtime/, linked by
/// offload-link): zero-extent launches, per-launch source locations, empty
/// and overlapping mappings, then begin / kernel / end. It takes a pointer
/// to a launch_args record (offload/abi/Records.def).
constexpr const char *RuntimeLaunch = "__offload_rt_launch";
/// The runtime library's record of the program's images (launch.h).
constexpr const char *RegisterImages = "__offload_rt_register_images";
constexpr const char *RegisterFaultSlot = "__offload_rt_register_fault_slot";
constexpr const char *RegisterBinaries = "__offload_rt_register_binaries";

/// One argument of a launch: its layout and where it sits in the block.
struct LaunchArg {
  ArgLayout Layout;
  uint64_t Offset = 0;       ///< bytes from the argument block's start
  uint64_t DataOffset = 0;   ///< Slice: the data pointer's offset in the value
  uint64_t LengthOffset = 0; ///< Slice: the length's offset in the value
  std::vector<uint64_t> ShapeOffsets; ///< Slice: its shape members' offsets
  /// Shared data holding atomics: the cell table the runtime copies it by
  /// (launch.h, "Atomic cells"); empty for other arguments.
  std::vector<uint32_t> Cells;
};

/// The pointee's (a slice's element's) tree of a Reference or Slice.
const TypeTree *pointeeTree(const ArgLayout &L) {
  if (!L.Tree)
    return nullptr;
  for (const TypeTreeEntry &E : L.Tree->Entries)
    if (E.Kind == LeafKind::Pointer)
      return E.Pointee.get();
  return nullptr;
}

/// The cell table of data behind a shared Reference or Slice whose element
/// holds atomics (other host threads may update them during the launch),
/// from its tree's atomic leaves; empty when it holds none.
Expected<std::vector<uint32_t>> cellTable(const ArgLayout &L) {
  const TypeTree *T = pointeeTree(L);
  if (L.Kind == ArgKind::Value || L.Mutable || !T || !T->hasAtomics())
    return std::vector<uint32_t>();
  if (T->HiddenAtomics) // offload-manifest refuses such arguments
    return createStringError("'" + L.TypeName + "' holds atomics that the manifest "
                             "does not locate (hidden_atomics)");
  std::vector<uint32_t> Cells = {0, 0};
  uint64_t Runs = 0;
  for (const TypeTreeEntry &E : T->Entries) {
    if (!E.Atomic)
      continue;
    if (E.Size != 1 && E.Size != 2 && E.Size != 4 && E.Size != 8)
      return createStringError("'" + L.TypeName + "' holds an atomic of " +
                               Twine(E.Size) + " bytes at offset " + Twine(E.Offset) +
                               " of its element; the launch copies atomics of 1, 2, "
                               "4 or 8 bytes");
    uint64_t Step = E.Count > 1 ? E.Stride : E.Size;
    if (E.Offset > UINT32_MAX || E.Count > UINT32_MAX || Step > UINT32_MAX)
      return createStringError("'" + L.TypeName + "' is too large for its atomics to be copied");
    Cells.insert(Cells.end(), {uint32_t(E.Offset), uint32_t(E.Size), uint32_t(E.Count),
                               uint32_t(Step)});
    ++Runs;
  }
  if (L.PointeeSize == 0 || L.PointeeSize > UINT32_MAX)
    return createStringError("'" + L.TypeName + "' is too large for its atomics to be copied");
  static_assert(OFFLOAD_RT_CELLS_HEADER_WORDS == 2 && OFFLOAD_RT_CELL_RUN_WORDS == 4,
                "the cell table written here: stride, runs, then (offset, width, "
                "count, step) per run");
  Cells[0] = uint32_t(L.PointeeSize);
  Cells[1] = uint32_t(Runs);
  return Cells;
}

/// The arguments of instance K from the manifest, which must give each
/// one's layout and offset.
Expected<std::vector<LaunchArg>> launchArgs(const KernelInstance &K) {
  std::vector<LaunchArg> Args;
  for (const manifest::KernelArgument &A : K.Args) {
    std::string Which = "kernel " + K.displayName() + ", argument " +
                        std::to_string(Args.size());
    if (!A.Layout || !A.Offset)
      return createStringError(Which + ": the manifest gives no " +
                               (A.Layout ? "offset" : "layout") +
                               " (the host pass needs both)");
    LaunchArg L;
    L.Layout = *A.Layout;
    L.Offset = *A.Offset;
    if (L.Layout.Kind == ArgKind::Slice) {
      // The slice's tree holds its two members: the pointer and the length.
      bool Data = false, Length = false;
      if (L.Layout.Tree)
        for (const TypeTreeEntry &E : L.Layout.Tree->Entries) {
          if (E.Kind == LeafKind::Pointer && !Data) {
            L.DataOffset = E.Offset;
            Data = true;
          } else if (E.Kind == LeafKind::Integer && E.Size == 8 && !Length) {
            L.LengthOffset = E.Offset;
            Length = true;
          }
        }
      if (!Data || !Length)
        return createStringError(Which + ": a slice's type tree must hold a "
                                         "pointer and an 8-byte length");
      L.ShapeOffsets = L.Layout.shapeOffsets();
    }
    Expected<std::vector<uint32_t>> Cells = cellTable(L.Layout);
    if (!Cells)
      return createStringError(Which + ": " + toString(Cells.takeError()));
    L.Cells = std::move(*Cells);
    Args.push_back(std::move(L));
  }
  return Args;
}

/// The slots of instance K, without FROM where no image writes the argument
/// (refineMapTypes, from the images' write records).
std::vector<KernelSlot> refinedSlots(const KernelInstance &K, ArrayRef<LaunchArg> Args,
                                     ArrayRef<DeviceImage> Images) {
  std::vector<ArgLayout> Layouts;
  for (const LaunchArg &A : Args)
    Layouts.push_back(A.Layout);
  std::vector<KernelSlot> Slots = kernelSlots(Layouts);
  refineMapTypes(Slots, [&](unsigned Arg) {
    return mayAnyImageWrite(Images, K.DeviceSymbol, Arg);
  });
  return Slots;
}

/// The calls of Marker in F.
std::vector<CallBase *> markerCalls(Function *Marker, const Function &F) {
  std::vector<CallBase *> Calls;
  if (Marker)
    for (User *U : Marker->users())
      if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getFunction() == &F)
        Calls.push_back(CB);
  return Calls;
}

/// Launch function F of instance K for launch grouping (LaunchGrouping.h),
/// when its one launch (Marker) takes its argument block, device and
/// device-memory bits straight from F's parameters.
std::optional<LaunchFunction> launchFunction(Function &F, CallBase &Marker,
                                             ArrayRef<LaunchArg> Args,
                                             ArrayRef<KernelSlot> Slots) {
  auto *Block = dyn_cast<Argument>(Marker.getArgOperand(MArgs));
  auto *Device = dyn_cast<Argument>(Marker.getArgOperand(MDevice));
  auto *DeviceArgs = dyn_cast<Argument>(Marker.getArgOperand(MDeviceArgs));
  if (!Block || !Device || !DeviceArgs || Block->getParent() != &F)
    return std::nullopt;
  LaunchFunction LF;
  LF.F = &F;
  LF.ArgsParam = Block->getArgNo();
  LF.DeviceParam = Device->getArgNo();
  LF.DeviceArgsParam = DeviceArgs->getArgNo();
  for (const KernelSlot &S : Slots) {
    if (S.Role != SlotRole::Pointer && S.Role != SlotRole::SliceData)
      continue;
    const LaunchArg &A = Args[S.Arg];
    GroupableArg G;
    G.Arg = S.Arg;
    G.PointerOffset = A.Offset + (S.Role == SlotRole::SliceData ? A.DataOffset : 0);
    if (S.Role == SlotRole::SliceData)
      G.LengthOffset = A.Offset + A.LengthOffset;
    G.ElemSize = A.Layout.PointeeSize;
    G.MapType = S.MapType & (map::To | map::From);
    // Atomic cells are copied by the runtime cell by cell, and data that is
    // only allocated has nothing to keep: both stay with their launch.
    if (!A.Cells.empty() || G.MapType == 0 || G.ElemSize == 0)
      LF.OtherPointerOffsets.push_back(G.PointerOffset);
    else
      LF.Args.push_back(G);
  }
  return LF;
}

/// What every launch of one instance shares: its region id and offload
/// entry, its name, slots, map types and slot names.
struct InstanceGlobals {
  GlobalVariable *RegionId, *KernelName, *MapTypes, *Names, *EntryArgs;
  /// Each entry's cell table or null (null when no entry has one).
  Constant *Cells;
  std::vector<KernelSlot> Slots;
  uint32_t KernelFlags = 0; ///< KernelWord's bits
};

/// Makes the globals of instance K from its slots (refinedSlots: FROM
/// only where some image may write the argument).
InstanceGlobals makeInstanceGlobals(Module &M, const KernelInstance &K,
                                    ArrayRef<LaunchArg> Args, std::vector<KernelSlot> Slots,
                                    ArrayRef<DeviceImage> Images) {
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx), *I8 = Type::getInt8Ty(Ctx);
  Type *Ptr = PointerType::get(Ctx, 0);
  std::vector<ArgLayout> Layouts;
  for (const LaunchArg &A : Args)
    Layouts.push_back(A.Layout);
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
  // The cell tables of the data entries of shared data holding atomics.
  std::vector<Constant *> CellTables(N, ConstantPointerNull::get(cast<PointerType>(Ptr)));
  bool AnyCells = false;
  for (unsigned I = 0; I < N; ++I) {
    const KernelSlot &S = Slots[I];
    if ((S.Role != SlotRole::Pointer && S.Role != SlotRole::SliceData) ||
        Args[S.Arg].Cells.empty())
      continue;
    CellTables[I] = new GlobalVariable(
        M, ArrayType::get(I32, Args[S.Arg].Cells.size()), true,
        GlobalValue::PrivateLinkage,
        ConstantDataArray::get(Ctx, ArrayRef<uint32_t>(Args[S.Arg].Cells)),
        K.DeviceSymbol + ".cells");
    AnyCells = true;
  }
  Constant *Cells = ConstantPointerNull::get(cast<PointerType>(Ptr));
  if (AnyCells) {
    auto *CellsTy = ArrayType::get(Ptr, N);
    Cells = new GlobalVariable(M, CellsTy, true, GlobalValue::PrivateLinkage,
                               ConstantArray::get(CellsTy, CellTables),
                               K.DeviceSymbol + ".cell_tables");
  }
  uint32_t Flags = anyImageUnboundedStack(Images, K.DeviceSymbol) ? KernelUnboundedStack : 0;
  return {RegionId, cast<GlobalVariable>(KernelName), MapGV, NamesGV, EntryGV, Cells,
          std::move(Slots), Flags};
}

/// Stores a launch_args record (offload/abi/Records.def) at Args, field by
/// field in the list's order: each field's value from Values by name, at
/// the offset ABI.h gives the field. A field without a value, a value of
/// another size than its field, or a value for no field is an internal
/// error (the list and this pass disagree).
Error storeLaunchArgs(IRBuilder<> &B, Value *Args, const StringMap<Value *> &Values) {
  const DataLayout &DL = B.GetInsertBlock()->getModule()->getDataLayout();
  unsigned Stored = 0;
  auto Store = [&](StringRef Name, uint64_t Offset, uint64_t Size) -> Error {
    Value *V = Values.lookup(Name);
    if (!V || DL.getTypeStoreSize(V->getType()) != Size)
      return createStringError("internal error: the host pass has " +
                               Twine(V ? "a value of another size" : "no value") +
                               " for the launch_args field '" + Name + "' (Records.def)");
    B.CreateStore(V, Offset ? B.CreateInBoundsPtrAdd(Args, B.getInt64(Offset)) : Args);
    ++Stored;
    return Error::success();
  };
#define OFFLOAD_FIELD(Record, Name, Type)                                      \
  if (StringRef(#Record) == "launch_args")                                     \
    if (Error E = Store(#Name, offsetof(offload_rt_##Record, Name),            \
                        sizeof(offload_rt_##Record::Name)))                    \
      return E;
#define OFFLOAD_ARRAY(Record, Name, Type, N)                                   \
  if (StringRef(#Record) == "launch_args")                                     \
    return createStringError("internal error: the host pass stores no array "  \
                             "(the launch_args field '" #Name "', Records.def)");
#include "offload/abi/Records.def"
  if (Stored != Values.size())
    return createStringError("internal error: the host pass has values for "
                             "fields launch_args lacks (Records.def)");
  return Error::success();
}

/// Rewrites the marker call in one launch function of an instance into a
/// call of the runtime library's launch.
Error lowerLaunch(Module &M, Function &F, CallBase &Marker,
                  const InstanceGlobals &G, ArrayRef<LaunchArg> Args,
                  const LaunchMarker &Contract) {
  if (Marker.arg_size() != MarkerOperands || !Marker.getType()->isIntegerTy(32))
    return createStringError("'" + Contract.Name + "' must take " +
                             Twine(MarkerOperands) +
                             " arguments and return i32 (HostLowering.h, "
                             "LaunchMarker, lists them): the program was built "
                             "with another version of the frontend's support "
                             "library than this toolkit's");
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
  Value *Geometry = Entry.CreateAlloca(ArrayType::get(I32, NumLaunchWords),
                                       nullptr, "offload.geometry");
  AllocaInst *LaunchArgs = Entry.CreateAlloca(
      ArrayType::get(Entry.getInt8Ty(), sizeof(offload_rt_launch_args)), nullptr,
      "offload.launch");
  LaunchArgs->setAlignment(Align(alignof(offload_rt_launch_args)));
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
    B.CreateStore(B.CreateLoad(I32, At8(Cfg, Contract.GridOffset + 4 * D), "grid"),
                  B.CreateConstInBoundsGEP1_32(I32, Geometry, D));
    B.CreateStore(B.CreateLoad(I32, At8(Cfg, Contract.BlockOffset + 4 * D), "block"),
                  B.CreateConstInBoundsGEP1_32(I32, Geometry, 3 + D));
  }
  B.CreateStore(Contract.DynamicSharedOffset
                    ? static_cast<Value *>(B.CreateLoad(
                          I32, At8(Cfg, *Contract.DynamicSharedOffset), "shared.dynamic"))
                    : B.getInt32(0),
                B.CreateConstInBoundsGEP1_32(I32, Geometry, DynamicSharedSlot));
  B.CreateStore(Contract.StackBytesOffset
                    ? static_cast<Value *>(
                          B.CreateLoad(I32, At8(Cfg, *Contract.StackBytesOffset), "stack.bytes"))
                    : B.getInt32(0),
                B.CreateConstInBoundsGEP1_32(I32, Geometry, StackBytesWord));
  B.CreateStore(B.getInt32(G.KernelFlags), B.CreateConstInBoundsGEP1_32(I32, Geometry, KernelWord));
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
      case SlotRole::SliceShape:
        Base = B.CreateIntToPtr(
            B.CreateLoad(I64, At8(Field, A.ShapeOffsets[S.Part]), "arg.shape"), Ptr);
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

  StringMap<Value *> Fields = {
      {"version", B.getInt32(OFFLOAD_RT_LAUNCH_ARGS_VERSION)},
      {"size", B.getInt32(sizeof(offload_rt_launch_args))},
      {"device", Marker.getArgOperand(MDevice)},
      {"region_id", G.RegionId},
      {"kernel_name", G.KernelName},
      {"file", Marker.getArgOperand(MFile)},
      {"file_len", Marker.getArgOperand(MFileLen)},
      {"line", Marker.getArgOperand(MLine)},
      {"column", Marker.getArgOperand(MColumn)},
      {"geometry", Geometry},
      {"num_entries", B.getInt32(N)},
      {"reserved", B.getInt32(0)},
      {"bases", Bases},
      {"ptrs", Ptrs},
      {"sizes", Sizes},
      {"map_types", G.MapTypes},
      {"names", G.Names},
      {"entry_args", G.EntryArgs},
      {"device_args", Marker.getArgOperand(MDeviceArgs)},
      {"cells", G.Cells}};
  if (Error E = storeLaunchArgs(B, LaunchArgs, Fields))
    return E;
  FunctionCallee Launch =
      M.getOrInsertFunction(RuntimeLaunch, FunctionType::get(I32, {Ptr}, false));
  Value *RC = B.CreateCall(Launch, {LaunchArgs}, "offload.rc");
  Marker.replaceAllUsesWith(RC);
  // A marker reached by `invoke` (a launcher with cleanups) ends its block:
  // the runtime's call does not unwind, so continue at the normal successor.
  if (auto *II = dyn_cast<InvokeInst>(&Marker)) {
    B.CreateBr(II->getNormalDest());
    II->getUnwindDest()->removePredecessor(II->getParent());
  }
  Marker.eraseFromParent();
  return Error::success();
}

} // namespace

/// The program's fault slot: a pointer global of the host whose offload
/// entry is named builtin::fault_slot, so that libomptarget maps it to the
/// global of that name every image defines (the device pass's); the launch
/// runtime finds each device's copy through it and points it at the
/// device's fault record.
static GlobalVariable *addFaultSlot(Module &M) {
  auto *Ptr = PointerType::get(M.getContext(), 0);
  auto *Slot = new GlobalVariable(M, Ptr, /*isConstant=*/false, GlobalValue::InternalLinkage,
                                  ConstantPointerNull::get(Ptr), ".offload.fault_slot");
  Slot->setAlignment(Align(8));
  offloading::emitOffloadingEntry(M, object::OFK_OpenMP, Slot, builtin::fault_slot,
                                  /*Size=*/8, /*Flags=*/0, /*Data=*/0);
  return Slot;
}

/// Tells the launch runtime which images the program holds, and which were
/// left out when it was built and why, so that a launch that finds no
/// device can say why, and where the fault slot is: a constructor (after
/// the images' registration, priority 101) passes "<triple> <arch>" lines
/// (then " <why>" for an image left out; launch.h) to RegisterImages and
/// the slot's address to RegisterFaultSlot, both referenced weakly (a
/// program linked without the launch runtime skips the calls).
/// Whether the registration descriptor has the layout launch.h's
/// offload_rt_bin_desc reads: { i32, ptr, ptr, ptr }, its images
/// { ptr, ptr, ptr, ptr }.
static bool hasDescriptorLayout(const GlobalVariable *Desc) {
  auto *T = dyn_cast<StructType>(Desc->getValueType());
  auto IsPtr = [](Type *E) { return E->isPointerTy(); };
  if (!T || T->getNumElements() != 4 || !T->getElementType(0)->isIntegerTy(32) ||
      !std::all_of(T->element_begin() + 1, T->element_end(), IsPtr))
    return false;
  auto *Init = dyn_cast_or_null<ConstantStruct>(Desc->getInitializer());
  auto *Images = Init ? dyn_cast<GlobalVariable>(Init->getOperand(1)->stripPointerCasts())
                      : nullptr;
  auto *Array = Images ? dyn_cast<ArrayType>(Images->getValueType()) : nullptr;
  auto *Image = Array ? dyn_cast<StructType>(Array->getElementType()) : nullptr;
  return Image && Image->getNumElements() == 4 &&
         std::all_of(Image->element_begin(), Image->element_end(), IsPtr);
}

static void describeImagesToRuntime(Module &M, ArrayRef<DeviceImage> Images,
                                    ArrayRef<DeviceImage> LeftOut,
                                    GlobalVariable *FaultSlot) {
  std::string List;
  for (const DeviceImage &I : Images)
    List += I.Triple + " " + I.Arch + "\n";
  for (const DeviceImage &I : LeftOut)
    List += I.Triple + " " + I.Arch + " " + I.LeftOut + "\n";
  LLVMContext &Ctx = M.getContext();
  auto *Text = new GlobalVariable(M, ArrayType::get(Type::getInt8Ty(Ctx), List.size() + 1),
                                  /*isConstant=*/true, GlobalValue::PrivateLinkage,
                                  ConstantDataArray::getString(Ctx, List),
                                  ".offload.image_list");
  auto *Ptr = PointerType::get(Ctx, 0);
  Function *Ctor = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                    GlobalValue::InternalLinkage, ".offload.describe_images", M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Ctor));
  // Calls Name(Arg) when the runtime defines it.
  auto CallIfDefined = [&](const char *Name, Constant *Arg) {
    Function *Register = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false),
                                          GlobalValue::ExternalWeakLinkage, Name, M);
    BasicBlock *Call = BasicBlock::Create(Ctx, "call", Ctor);
    BasicBlock *Done = BasicBlock::Create(Ctx, "done", Ctor);
    B.CreateCondBr(B.CreateIsNotNull(Register), Call, Done);
    B.SetInsertPoint(Call);
    B.CreateCall(Register, {Arg});
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
  };
  CallIfDefined(RegisterImages, Text);
  CallIfDefined(RegisterFaultSlot, FaultSlot);
  // The runtime loads the GPU images itself for its queues (launch.h,
  // "Queues"): the registration descriptor wrapOpenMPBinaries made, in
  // libomptarget's layout (__tgt_bin_desc, __tgt_device_image), with the
  // list above naming its images in order.
  if (GlobalVariable *Desc = M.getNamedGlobal(".omp_offloading.descriptor");
      Desc && hasDescriptorLayout(Desc)) {
    Function *Register = Function::Create(
        FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Ptr}, false),
        GlobalValue::ExternalWeakLinkage, RegisterBinaries, M);
    BasicBlock *Call = BasicBlock::Create(Ctx, "call", Ctor);
    BasicBlock *Done = BasicBlock::Create(Ctx, "done", Ctor);
    B.CreateCondBr(B.CreateIsNotNull(Register), Call, Done);
    B.SetInsertPoint(Call);
    B.CreateCall(Register, {Desc, Text});
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
  }
  B.CreateRetVoid();
  appendToGlobalCtors(M, Ctor, /*Priority=*/102);
}

Error lowerHostModule(Module &M, const Manifest &Man,
                      std::vector<DeviceImage> Images, StringRef FileName,
                      const LaunchMarker &Contract) {
  // Records of images left out at build time: no image to register, but
  // the runtime names them when no image fits a device.
  auto Built = std::stable_partition(Images.begin(), Images.end(),
                                     [](const DeviceImage &I) { return !I.isLeftOut(); });
  std::vector<DeviceImage> LeftOut(std::make_move_iterator(Built),
                                   std::make_move_iterator(Images.end()));
  Images.erase(Built, Images.end());
  // The instances M launches: those with a host symbol M defines.
  std::vector<const KernelInstance *> Launched;
  std::set<const Function *> Launchers;
  for (const KernelInstance &K : Man.Instances) {
    bool Here = false;
    for (const std::string &H : K.HostSymbols)
      if (const Function *F = M.getFunction(H); F && !F->isDeclaration()) {
        Here = true;
        Launchers.insert(F);
      }
    if (Here)
      Launched.push_back(&K);
  }
  Function *Marker = M.getFunction(Contract.Name);
  if (Marker)
    for (const User *U : Marker->users())
      if (auto *CB = dyn_cast<CallBase>(U);
          CB && !Launchers.count(CB->getFunction()))
        return makeDiagnostic(FileName, 0, 0,
                              "'" + CB->getFunction()->getName() + "' calls " +
                                  Contract.Name + " but the manifest lists "
                                  "no instance it launches");
  if (Launched.empty())
    return Error::success(); // nothing to launch, nothing to register
  if (Images.empty()) {
    std::string Why;
    for (const DeviceImage &I : LeftOut)
      Why += "; " + I.Arch + " was left out: " + I.LeftOut;
    return makeDiagnostic(FileName, 0, 0,
                          "the host launches kernels but no device image was "
                          "given" + Why);
  }
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
  for (const KernelInstance *K : Launched)
    Symbols.push_back(K->DeviceSymbol);
  for (const DeviceImage &I : Images)
    if (Error E = checkKernelSymbols(I, Symbols))
      return makeDiagnostic(I.Origin, 0, 0, toString(std::move(E)));

  // Each instance's arguments and slots, once.
  struct Planned {
    const KernelInstance *K;
    std::vector<LaunchArg> Args;
    std::vector<KernelSlot> Slots;
    manifest::SourceLocation At; ///< where its errors are reported
  };
  std::vector<Planned> Plans;
  for (const KernelInstance *KP : Launched) {
    Planned P{KP, {}, {}, KP->LaunchSites.empty() ? manifest::SourceLocation{}
                                                  : KP->LaunchSites.front()};
    Expected<std::vector<LaunchArg>> Args = launchArgs(*KP);
    if (!Args)
      return makeDiagnostic(P.At.File.empty() ? FileName.str() : P.At.File, P.At.Line,
                            P.At.Column, toString(Args.takeError()));
    P.Args = std::move(*Args);
    P.Slots = refinedSlots(*KP, P.Args, Images);
    Plans.push_back(std::move(P));
  }

  // Launches of loops and runs that leave their data alone share a data
  // region: decided on the callers before the launches are lowered.
  if (GroupLaunchesOpt && Marker) {
    std::vector<LaunchFunction> Groupable;
    for (const Planned &P : Plans)
      for (const std::string &H : P.K->HostSymbols) {
        Function *F = M.getFunction(H);
        if (!F || F->isDeclaration())
          continue;
        std::vector<CallBase *> Calls = markerCalls(Marker, *F);
        if (Calls.size() == 1)
          if (std::optional<LaunchFunction> LF =
                  launchFunction(*F, *Calls.front(), P.Args, P.Slots))
            Groupable.push_back(std::move(*LF));
      }
    groupLaunches(M, Groupable);
  }

  for (const Planned &P : Plans) {
    const KernelInstance &K = *P.K;
    auto Fail = [&](Error E) {
      return makeDiagnostic(P.At.File.empty() ? FileName.str() : P.At.File, P.At.Line,
                            P.At.Column, toString(std::move(E)));
    };
    std::optional<InstanceGlobals> G;
    for (const std::string &H : K.HostSymbols) {
      Function *F = M.getFunction(H);
      if (!F || F->isDeclaration())
        continue;
      std::vector<CallBase *> Calls = markerCalls(Marker, *F);
      if (Calls.empty())
        return Fail(createStringError("'" + H + "' launches " + K.displayName() +
                                      " in the manifest but calls no " +
                                      Contract.Name));
      if (!G)
        G = makeInstanceGlobals(M, K, P.Args, P.Slots, Images);
      for (CallBase *Call : Calls)
        if (Error E = lowerLaunch(M, *F, *Call, *G, P.Args, Contract))
          return Fail(std::move(E));
    }
  }
  if (Marker && Marker->use_empty())
    Marker->eraseFromParent();

  GlobalVariable *FaultSlot = addFaultSlot(M);
  orderForRegistration(Images);
  // Each image goes in as an OffloadBinary of its own, as clang's linker
  // wrapper embeds them: wrapOpenMPBinaries then points the runtime at the
  // image inside, and the program's .llvm.offloading section is one that
  // llvm-objdump --offloading and llvm-offload-binary read.
  std::vector<std::string> Wrapped;
  for (const DeviceImage &I : Images)
    Wrapped.push_back(writePackage({I}));
  std::vector<ArrayRef<char>> Buffers;
  for (const std::string &W : Wrapped)
    Buffers.emplace_back(W.data(), W.size());
  if (Error E = offloading::wrapOpenMPBinaries(
          M, Buffers, offloading::getOffloadEntryArray(M)))
    return makeDiagnostic(FileName, 0, 0,
                          "cannot register the device images: " +
                              toString(std::move(E)));
  describeImagesToRuntime(M, Images, LeftOut, FaultSlot);
  return verifyLowered(M, "host");
}

Expected<std::string> runHostPass(Module &M, const Manifest &Man,
                                  std::vector<DeviceImage> Images,
                                  StringRef FileName, const LaunchMarker &Contract,
                                  unsigned OptLevel) {
  if (Error E = lowerHostModule(M, Man, std::move(Images), FileName, Contract))
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

LaunchMarker toolkitLaunchMarker(bool WithStackBytes) {
  std::string Name;
#define OFFLOAD_LAUNCH_MARKER(N, Result, Params) Name = "__offload_" #N;
#include "offload/abi/Launch.def"
  LaunchMarker M{Name, offsetof(offload_rt_launch_config, grid),
                 offsetof(offload_rt_launch_config, block),
                 offsetof(offload_rt_launch_config, shared_bytes), std::nullopt};
  if (WithStackBytes)
    M.StackBytesOffset = offsetof(offload_rt_launch_config, stack_bytes);
  return M;
}

} // namespace offload::lower
