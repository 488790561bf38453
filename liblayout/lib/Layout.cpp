//===- Layout.cpp - Kernel argument layouts -------------------------------===//
#include "offload/layout/Layout.h"
#include "offload/abi/ABI.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"

using namespace llvm;

namespace offload::layout {

namespace {

const DIType *strip(const DIType *T) { return stripQualifiers(T); }

uint64_t bytes(uint64_t Bits) { return Bits / 8; }

Error unsupported(StringRef Type, const Twine &Why) {
  return createStringError("argument type '" + Type + "' " + Why);
}

/// What to pass instead of T (named Name), which holds a pointer.
std::string advice(const Conventions &Conv, const DIType *T, StringRef Name,
                   bool Behind) {
  std::string A = Conv.pointerAdvice(T, Name, Behind);
  if (!A.empty())
    return A;
  return Behind ? "pass the data that pointer points at as an argument of its own"
                : "pass the data it points at as its own argument";
}

/// Sets the pointee facts and the argument's tree `{0: pointer -> ...}`
/// (plus the length for slices). Refuses pointers inside the mapped data.
Error setPointee(ArgLayout &L, const DIType *Pointee, StringRef Outer,
                 const DataLayout &DL, const Conventions &Conv,
                 const SliceMembers *Slice) {
  Pointee = strip(Pointee);
  if (!Pointee)
    return unsupported(Outer, "points at a type without debug info");
  if (isa<DISubroutineType>(Pointee))
    return unsupported(Outer, "is a function pointer; kernels cannot take "
                              "host functions");
  L.PointeeType = Conv.typeName(Pointee);
  if (L.PointeeType.empty())
    L.PointeeType = Conv.pointeeName(Pointee, Outer, L.Kind == ArgKind::Slice);
  Expected<std::shared_ptr<const TypeTree>> PT = typeTreeOf(Pointee, DL, Conv);
  if (!PT)
    return unsupported(Outer, toString(PT.takeError()));
  L.PointeeSize = (*PT)->Size;
  L.PointeeAlign = (*PT)->Align;
  if ((*PT)->HoldsPointer)
    return unsupported(Outer,
                       "points at data holding a pointer (" +
                           ((*PT)->PointerField.empty()
                                ? "'" + L.PointeeType + "' is one"
                                : "field '" + (*PT)->PointerField + "' of '" +
                                      L.PointeeType + "'") +
                           "); the kernel would receive a host address: " +
                           advice(Conv, Pointee, L.PointeeType, /*Behind=*/true));
  if (L.PointeeAlign > MaxMappedAlign)
    return unsupported(Outer, "points at data aligned to " + Twine(L.PointeeAlign) +
                                  " bytes; the offload runtime aligns its copies to " +
                                  Twine(MaxMappedAlign) +
                                  " bytes only, so the kernel would see it "
                                  "misaligned: pass it by value, or align it to " +
                                  Twine(MaxMappedAlign) + " at most");
  // Atomics behind a shared pointer are copied cell by cell (other host
  // threads may be updating them): their bytes must be known.
  if (!L.Mutable && (*PT)->HiddenAtomics)
    return unsupported(Outer,
                       "points at atomics inside an enum or a very long array; other "
                       "threads may update them during the launch, and the launch "
                       "copies atomics one by one, which it cannot do where their "
                       "bytes are not known: pass the atomics themselves (a slice or "
                       "reference of atomics, or a struct holding them)");
  // Through an exclusive pointer the kernel may write anyway: interior
  // mutability is a shared pointer's property only (and the manifest reads
  // a writable pointer without it as exclusive).
  L.InteriorMutable = !L.Mutable && (*PT)->InteriorMutable;
  // Only data the kernel may write can be uninitialized for it: through a
  // shared pointer the kernel can only read it (Rust: `assume_init_ref`),
  // so the host has initialized it and it is copied like any other.
  L.Uninit = L.Mutable && Conv.isUninit(Pointee);
  auto Tree = std::make_shared<TypeTree>();
  Tree->Size = L.Size;
  Tree->Align = L.Align;
  Tree->HoldsPointer = true;
  TypeTreeEntry Ptr;
  Ptr.Kind = LeafKind::Pointer;
  Ptr.Size = 8;
  Ptr.Pointee = *PT;
  if (Slice) {
    // In the order of their offsets, as a tree's entries are.
    Ptr.Field = Slice->Data->getName().str();
    Ptr.Offset = bytes(Slice->Data->getOffsetInBits());
    TypeTreeEntry Len;
    Len.Offset = bytes(Slice->Length->getOffsetInBits());
    Len.Kind = LeafKind::Integer;
    Len.Size = 8;
    Len.Field = Slice->Length->getName().str();
    Tree->Entries.push_back(Ptr.Offset < Len.Offset ? Ptr : Len);
    Tree->Entries.push_back(Ptr.Offset < Len.Offset ? Len : Ptr);
    // The shape members follow the length (shapeOffsets reads them back).
    uint64_t Last = std::max(Ptr.Offset, Len.Offset);
    for (const DIDerivedType *M : Slice->Shape) {
      TypeTreeEntry E;
      E.Offset = bytes(M->getOffsetInBits());
      if (E.Offset <= Last)
        return unsupported(Outer, "has its shape member '" + M->getName() +
                                      "' before its length");
      Last = E.Offset;
      E.Kind = LeafKind::Integer;
      E.Size = 8;
      E.Field = M->getName().str();
      Tree->Entries.push_back(E);
    }
  } else {
    Tree->Entries.push_back(Ptr);
  }
  L.Tree = std::move(Tree);
  return Error::success();
}

} // namespace

unsigned ArgLayout::slotCount() const {
  switch (Kind) {
  case ArgKind::Value:
    return (Size + OFFLOAD_RT_SLOT_BYTES - 1) / OFFLOAD_RT_SLOT_BYTES;
  case ArgKind::Reference:
    return 1;
  case ArgKind::Slice:
    return OFFLOAD_RT_SLICE_SLOT_SHAPE + shapeOffsets().size();
  }
  return 0;
}

std::vector<uint64_t> ArgLayout::shapeOffsets() const {
  std::vector<uint64_t> Offsets;
  if (Kind != ArgKind::Slice || !Tree)
    return Offsets;
  bool Length = false;
  for (const TypeTreeEntry &E : Tree->Entries) {
    if (E.Kind != LeafKind::Integer || E.Size != 8)
      continue;
    if (Length)
      Offsets.push_back(E.Offset);
    Length = true;
  }
  return Offsets;
}

uint64_t ArgLayout::mapType() const {
  if (Kind == ArgKind::Value)
    return map::Literal;
  uint64_t In = Uninit ? 0 : map::To;
  return writesBack() ? (In | map::From) : In;
}

namespace {

std::string describeEntry(const TypeTreeEntry &E) {
  std::string S = leafKindName(E.Kind);
  S += "(" + std::to_string(E.Size * 8) + " bits) at offset " + std::to_string(E.Offset);
  if (E.Count > 1)
    S += " x" + std::to_string(E.Count) + " stride " + std::to_string(E.Stride);
  if (!E.RecursiveType.empty())
    S += " -> (recursive " + E.RecursiveType + ")";
  return S;
}

bool alignAgrees(uint64_t First, uint64_t Second, AlignRule Rule) {
  return Rule == AlignRule::SecondMayBeLess ? Second <= First : First == Second;
}

/// The first difference between two trees, or "".
std::string firstDifference(const TypeTree &H, const TypeTree &D,
                            const std::string &Where, StringRef First,
                            StringRef Second, AlignRule Rule) {
  if (H.Size != D.Size || !alignAgrees(H.Align, D.Align, Rule))
    return Where + " is " + std::to_string(H.Size) + " bytes aligned to " +
           std::to_string(H.Align) + " on " + First.str() + " but " +
           std::to_string(D.Size) + " bytes aligned to " +
           std::to_string(D.Align) + " on " + Second.str();
  // Padding follows from the fields and the size: compare the fields.
  auto Fields = [](const TypeTree &T) {
    std::vector<const TypeTreeEntry *> Out;
    for (const TypeTreeEntry &E : T.Entries)
      if (E.Kind != LeafKind::Padding)
        Out.push_back(&E);
    return Out;
  };
  std::vector<const TypeTreeEntry *> HF = Fields(H), DF = Fields(D);
  size_t N = std::max(HF.size(), DF.size());
  for (size_t I = 0; I < N; ++I) {
    const TypeTreeEntry *A = I < HF.size() ? HF[I] : nullptr;
    const TypeTreeEntry *B = I < DF.size() ? DF[I] : nullptr;
    std::string Field = (A && !A->Field.empty()) ? A->Field
                        : (B && !B->Field.empty()) ? B->Field
                                                   : "<value>";
    if (!A || !B)
      return "field '" + Field + "' exists only on " +
             (A ? First : Second).str();
    if (A->Kind != B->Kind || A->Offset != B->Offset || A->Size != B->Size ||
        A->Count != B->Count || A->Stride != B->Stride ||
        A->RecursiveType != B->RecursiveType)
      return "field '" + Field + "' is " + describeEntry(*A) + " on " +
             First.str() + " but " + describeEntry(*B) + " on " + Second.str();
    if (A->Pointee && B->Pointee) {
      std::string Sub = firstDifference(*A->Pointee, *B->Pointee,
                                        "the data behind '" + Field + "'",
                                        First, Second, Rule);
      if (!Sub.empty())
        return Sub;
    }
  }
  return "";
}

} // namespace

std::string describeLayoutMismatch(const ArgLayout &Host, const ArgLayout &Device,
                                   StringRef First, StringRef Second, AlignRule Rule) {
  auto Differs = [&](const Twine &What, const Twine &A, const Twine &B) {
    return (What + " is " + A + " on " + First + " but " + B + " on " + Second).str();
  };
  if (Host.Kind != Device.Kind)
    return "it is passed differently on " + First.str() + " and on " + Second.str();
  if (Host.mapType() != Device.mapType())
    return Differs("the map type", mapTypeName(Host.mapType()),
                   mapTypeName(Device.mapType()));
  if (Host.InteriorMutable != Device.InteriorMutable)
    return Differs("interior mutability", Host.InteriorMutable ? "present" : "absent",
                   Device.InteriorMutable ? "present" : "absent");
  if (Host.Kind != ArgKind::Value &&
      (Host.PointeeSize != Device.PointeeSize || Host.PointeeType != Device.PointeeType))
    return Differs("the pointee", "'" + Host.PointeeType + "' of " + Twine(Host.PointeeSize) + " bytes",
                   "'" + Device.PointeeType + "' of " + Twine(Device.PointeeSize) + " bytes");
  if (Host.Size != Device.Size || !alignAgrees(Host.Align, Device.Align, Rule))
    return Differs("the value", Twine(Host.Size) + " bytes aligned to " + Twine(Host.Align),
                   Twine(Device.Size) + " bytes aligned to " + Twine(Device.Align));
  if (!Host.Tree || !Device.Tree)
    return "";
  return firstDifference(*Host.Tree, *Device.Tree, "the value", First, Second, Rule);
}

std::string mapTypeName(uint64_t MapType) {
  std::string S;
  if (MapType & map::Literal)
    S = "literal";
  else if ((MapType & (map::To | map::From)) == (map::To | map::From))
    S = "tofrom";
  else if (MapType & map::To)
    S = "to";
  else if (MapType & map::From)
    S = "from";
  else
    S = "alloc";
  if (MapType & map::TargetParam)
    S += "|target_param";
  return S;
}

Expected<ArgLayout> layoutOf(const DIType *T, const DataLayout &DL,
                             const Conventions &Conv) {
  if (!strip(T))
    return createStringError("argument has no debug type");
  ArgLayout L;
  L.TypeName = Conv.typeName(T);
  T = strip(T);
  if (L.TypeName.empty())
    L.TypeName = Conv.typeName(T);
  if (L.TypeName.empty())
    return createStringError("an argument type has no name in the debug info");
  StringRef Name = L.TypeName;
  L.Size = bytes(T->getSizeInBits());

  if (auto *D = dyn_cast<DIDerivedType>(T)) {
    if (D->getTag() != dwarf::DW_TAG_pointer_type &&
        D->getTag() != dwarf::DW_TAG_reference_type &&
        D->getTag() != dwarf::DW_TAG_rvalue_reference_type)
      return unsupported(Name, "has an unsupported debug type tag");
    if (isa_and_nonnull<DISubroutineType>(strip(D->getBaseType())))
      return unsupported(Name, "is a function pointer; kernels cannot take "
                               "host functions");
    Expected<bool> Mutable = Conv.pointerMutable(D, Name);
    if (!Mutable)
      return unsupported(Name, toString(Mutable.takeError()));
    L.Kind = ArgKind::Reference;
    L.Mutable = *Mutable;
    if (L.Size == 0)
      L.Size = DL.getPointerSize(0);
    L.Align = DL.getPointerABIAlignment(0).value();
    if (Error E = setPointee(L, D->getBaseType(), Name, DL, Conv, nullptr))
      return E;
    return L;
  }

  if (auto *C = dyn_cast<DICompositeType>(T)) {
    Expected<std::optional<SliceMembers>> Slice = Conv.slice(C, Name);
    if (!Slice)
      return unsupported(Name, toString(Slice.takeError()));
    if (*Slice) {
      L.Kind = ArgKind::Slice;
      L.Mutable = (*Slice)->Mutable;
      L.Align = DL.getPointerABIAlignment(0).value();
      auto *Ptr = dyn_cast_or_null<DIDerivedType>(strip((*Slice)->Data->getBaseType()));
      if (!Ptr)
        return unsupported(Name, "has a '" + (*Slice)->Data->getName() +
                                     "' that is not a pointer");
      if (Error E = setPointee(L, Ptr->getBaseType(), Name, DL, Conv, &**Slice))
        return E;
      return L;
    }
  }

  // Everything else travels by value: its bytes, exactly.
  L.Kind = ArgKind::Value;
  if (auto *B = dyn_cast<DIBasicType>(T)) {
    switch (B->getEncoding()) {
    case dwarf::DW_ATE_float:
    case dwarf::DW_ATE_signed:
    case dwarf::DW_ATE_unsigned:
    case dwarf::DW_ATE_boolean:
    case dwarf::DW_ATE_UTF:
    case dwarf::DW_ATE_signed_char:
    case dwarf::DW_ATE_unsigned_char:
      break;
    default:
      return unsupported(Name, "has an unknown primitive encoding");
    }
  }
  Expected<std::shared_ptr<const TypeTree>> Tree = typeTreeOf(T, DL, Conv);
  if (!Tree)
    return unsupported(Name, toString(Tree.takeError()));
  if ((*Tree)->HoldsPointer)
    return unsupported(Name, ((*Tree)->PointerField.empty()
                                  ? std::string("is a pointer")
                                  : "holds a pointer or reference (field '" +
                                        (*Tree)->PointerField + "')") +
                                 "; the kernel would receive a host address: " +
                                 advice(Conv, T, Name, /*Behind=*/false));
  L.Align = (*Tree)->Align;
  L.Tree = *Tree;
  return L;
}

} // namespace offload::layout
