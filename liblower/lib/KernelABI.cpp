//===- KernelABI.cpp - Kernel argument slots ------------------------------===//
#include "offload/lower/KernelABI.h"

#include "llvm/Support/ErrorHandling.h"

#include <iterator>

namespace offload::lower {

using namespace offload::layout;

std::vector<KernelSlot> kernelSlots(llvm::ArrayRef<ArgLayout> Args) {
  std::vector<KernelSlot> Slots;
  for (unsigned I = 0; I < Args.size(); ++I) {
    const ArgLayout &A = Args[I];
    uint64_t Map = A.mapType() | map::TargetParam;
    switch (A.Kind) {
    case ArgKind::Value:
      for (unsigned Part = 0; Part < A.slotCount(); ++Part)
        Slots.push_back({SlotRole::Value, I, Map, Part});
      break;
    case ArgKind::Reference:
      Slots.push_back({SlotRole::Pointer, I, Map});
      break;
    case ArgKind::Slice:
      // The slice's slots in offload/abi/Slots.def's order.
      static_assert(OFFLOAD_RT_SLICE_SLOT_DATA == 0 && OFFLOAD_RT_SLICE_SLOT_LENGTH == 1 &&
                    OFFLOAD_RT_SLICE_SLOT_SHAPE == 2);
      Slots.push_back({SlotRole::SliceData, I, Map});
      Slots.push_back({SlotRole::SliceLength, I, map::Literal | map::TargetParam});
      for (unsigned Part = 0; Part + 2 < A.slotCount(); ++Part)
        Slots.push_back({SlotRole::SliceShape, I, map::Literal | map::TargetParam, Part});
      break;
    }
  }
  for (unsigned G = 0; G < NumGeometrySlots; ++G)
    Slots.push_back({SlotRole::Geometry, G, map::Literal | map::TargetParam});
  return Slots;
}

std::string slotName(const KernelSlot &S, llvm::ArrayRef<ArgLayout> Args,
                     llvm::StringRef ArgPrefix) {
  if (S.Role == SlotRole::Geometry)
    return launchWordName(S.Arg).str();
  std::string Name = ArgPrefix.str() + std::to_string(S.Arg);
  if (S.Role == SlotRole::SliceLength)
    Name += ".len";
  else if (S.Role == SlotRole::SliceShape)
    Name += ".shape" + std::to_string(S.Part);
  else if (S.Role == SlotRole::Value && Args[S.Arg].slotCount() > 1)
    Name += "." + std::to_string(S.Part);
  return Name;
}

void refineMapTypes(llvm::MutableArrayRef<KernelSlot> Slots,
                    llvm::function_ref<bool(unsigned Arg)> MayWrite) {
  for (KernelSlot &S : Slots)
    if ((S.Role == SlotRole::Pointer || S.Role == SlotRole::SliceData) &&
        (S.MapType & map::From) && !MayWrite(S.Arg))
      S.MapType &= ~map::From;
}

llvm::StringRef launchWordName(unsigned W) {
  static const char *const Names[] = {
#define OFFLOAD_LAUNCH_WORD(Name, CName, Slot, Geometry) Slot,
#include "offload/abi/Launch.def"
  };
  return W < std::size(Names) ? Names[W] : "";
}

llvm::ArrayRef<Builtin> builtins() {
  static const Builtin All[] = {
#define OFFLOAD_BUILTIN(Name, Kind, Index, Result, Params)                     \
  {"__offload_" #Name, BuiltinKind::Kind, Index, #Result, #Params},
#include "offload/abi/Builtins.def"
  };
  return All;
}

std::optional<Builtin> builtinNamed(llvm::StringRef Name) {
  if (!Name.starts_with(builtin::Prefix))
    return std::nullopt;
  for (const Builtin &B : builtins())
    if (B.Name == Name)
      return B;
  return std::nullopt;
}

llvm::StringRef builtinName(BuiltinKind Kind, unsigned Index) {
  for (const Builtin &B : builtins())
    if (B.Kind == Kind && B.Index == Index)
      return B.Name;
  llvm_unreachable("no builtin of this kind and index in Builtins.def");
}

} // namespace offload::lower
