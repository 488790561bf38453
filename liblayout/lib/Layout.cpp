//===- Layout.cpp - Kernel argument layouts -------------------------------===//
#include "offload/layout/Layout.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"

using namespace llvm;

namespace offload::layout {

namespace {

/// Strips typedefs and qualifiers, which carry no layout.
const DIType *strip(const DIType *T) {
  while (auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    unsigned Tag = D->getTag();
    if (Tag != dwarf::DW_TAG_typedef && Tag != dwarf::DW_TAG_const_type &&
        Tag != dwarf::DW_TAG_volatile_type)
      break;
    T = D->getBaseType();
  }
  return T;
}

uint64_t bytes(uint64_t Bits) { return Bits / 8; }

Error unsupported(StringRef Type, const Twine &Why) {
  return createStringError("argument type '" + Type + "' " + Why);
}

/// The member of a composite named Name, or null.
const DIDerivedType *member(const DICompositeType *C, StringRef Name) {
  for (const DINode *N : C->getElements())
    if (auto *M = dyn_cast_or_null<DIDerivedType>(N))
      if (M->getTag() == dwarf::DW_TAG_member && M->getName() == Name)
        return M;
  return nullptr;
}

bool isMutableSpelling(StringRef Name) { return Name.starts_with("&mut "); }

bool isRawPointerSpelling(StringRef Name) {
  return Name.starts_with("*const ") || Name.starts_with("*mut ");
}

Error rawPointer(StringRef Name) {
  return unsupported(Name, "is a raw pointer: how many bytes it points at is "
                           "unknown, so they cannot be copied to the device; "
                           "pass a slice (`&[T]`, `&mut [T]`) or a reference "
                           "instead");
}

/// `core::mem::MaybeUninit<T>`: a union of that name in namespace
/// core::mem::maybe_uninit, as rustc 1.96 describes it.
bool isMaybeUninit(const DIType *T) {
  auto *C = dyn_cast_or_null<DICompositeType>(T);
  if (!C || C->getTag() != dwarf::DW_TAG_union_type ||
      !C->getName().starts_with("MaybeUninit<"))
    return false;
  auto *MU = dyn_cast_or_null<DINamespace>(C->getScope());
  auto *Mem = MU ? dyn_cast_or_null<DINamespace>(MU->getScope()) : nullptr;
  auto *Core = Mem ? dyn_cast_or_null<DINamespace>(Mem->getScope()) : nullptr;
  return Core && MU->getName() == "maybe_uninit" && Mem->getName() == "mem" &&
         Core->getName() == "core" && !Core->getScope();
}

/// Sets the pointee facts and the argument's tree `{0: pointer -> ...}`
/// (plus the length for slices). Refuses pointers inside the mapped data.
Error setPointee(ArgLayout &L, const DIType *Pointee, StringRef Outer,
                 const DataLayout &DL) {
  Pointee = strip(Pointee);
  if (!Pointee)
    return unsupported(Outer, "points at a type without debug info");
  if (isa<DISubroutineType>(Pointee))
    return unsupported(Outer, "is a function pointer; kernels cannot take "
                              "host functions");
  L.PointeeType = rustTypeName(Pointee);
  if (L.PointeeType.empty()) {
    // Spell what rustc left unnamed from the reference: `&[f64; 16]`.
    StringRef Spelled = Outer;
    for (StringRef Prefix : {"&mut ", "&"})
      if (Spelled.consume_front(Prefix))
        break;
    // A slice `&[E]` points at elements E.
    if (L.Kind == ArgKind::Slice && Spelled.starts_with("[") && Spelled.ends_with("]"))
      Spelled = Spelled.drop_front().drop_back();
    L.PointeeType = Spelled.str();
  }
  Expected<std::shared_ptr<const TypeTree>> PT = typeTreeOf(Pointee, DL);
  if (!PT)
    return unsupported(Outer, toString(PT.takeError()));
  L.PointeeSize = (*PT)->Size;
  L.PointeeAlign = (*PT)->Align;
  if ((*PT)->HoldsPointer)
    return unsupported(Outer, "points at data holding a pointer (field '" +
                                  ((*PT)->PointerField.empty()
                                       ? std::string("<value>")
                                       : (*PT)->PointerField) +
                                  "' of '" + L.PointeeType +
                                  "'); the kernel would receive a host address");
  if (L.PointeeAlign > MaxMappedAlign)
    return unsupported(Outer, "points at data aligned to " + Twine(L.PointeeAlign) +
                                  " bytes; the offload runtime aligns its copies to " +
                                  Twine(MaxMappedAlign) +
                                  " bytes only, so the kernel would see it "
                                  "misaligned: pass it by value, or align it to " +
                                  Twine(MaxMappedAlign) + " at most");
  L.InteriorMutable = (*PT)->InteriorMutable;
  L.Uninit = isMaybeUninit(Pointee);
  auto Tree = std::make_shared<TypeTree>();
  Tree->Size = L.Size;
  Tree->Align = L.Align;
  Tree->HoldsPointer = true;
  TypeTreeEntry Ptr;
  Ptr.Kind = LeafKind::Pointer;
  Ptr.Size = 8;
  Ptr.Pointee = *PT;
  if (L.Kind == ArgKind::Slice) {
    Ptr.Field = "data_ptr";
    Tree->Entries.push_back(Ptr);
    TypeTreeEntry Len;
    Len.Offset = 8;
    Len.Kind = LeafKind::Integer;
    Len.Size = 8;
    Len.Field = "length";
    Tree->Entries.push_back(Len);
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
    return (Size + 7) / 8;
  case ArgKind::Reference:
    return 1;
  case ArgKind::Slice:
    return 2;
  }
  return 0;
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

/// The first difference between two trees, or "".
std::string firstDifference(const TypeTree &H, const TypeTree &D,
                            const std::string &Where, StringRef First,
                            StringRef Second) {
  if (H.Size != D.Size || H.Align != D.Align)
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
                                        First, Second);
      if (!Sub.empty())
        return Sub;
    }
  }
  return "";
}

} // namespace

std::string describeLayoutMismatch(const ArgLayout &Host, const ArgLayout &Device,
                                   StringRef First, StringRef Second) {
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
  if (Host.Size != Device.Size || Host.Align != Device.Align)
    return Differs("the value", Twine(Host.Size) + " bytes aligned to " + Twine(Host.Align),
                   Twine(Device.Size) + " bytes aligned to " + Twine(Device.Align));
  if (!Host.Tree || !Device.Tree)
    return "";
  return firstDifference(*Host.Tree, *Device.Tree, "the value", First, Second);
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

Expected<ArgLayout> layoutOf(const DIType *T, const DataLayout &DL) {
  T = strip(T);
  if (!T)
    return createStringError("argument has no debug type");
  ArgLayout L;
  L.TypeName = rustTypeName(T);
  if (L.TypeName.empty())
    return createStringError("an argument type has no name in the debug info");
  StringRef Name = L.TypeName;
  L.Size = bytes(T->getSizeInBits());

  if (auto *D = dyn_cast<DIDerivedType>(T)) {
    if (D->getTag() != dwarf::DW_TAG_pointer_type &&
        D->getTag() != dwarf::DW_TAG_reference_type &&
        D->getTag() != dwarf::DW_TAG_rvalue_reference_type)
      return unsupported(Name, "has an unsupported debug type tag");
    if (isa_and_nonnull<DISubroutineType>(strip(D->getBaseType())) ||
        Name.starts_with("fn(") || Name.starts_with("unsafe fn(") ||
        Name.starts_with("extern ") || Name.starts_with("unsafe extern "))
      return unsupported(Name, "is a function pointer; kernels cannot take "
                               "host functions");
    if (isRawPointerSpelling(Name))
      return rawPointer(Name);
    L.Kind = ArgKind::Reference;
    L.Mutable = isMutableSpelling(Name);
    if (L.Size == 0)
      L.Size = 8;
    L.Align = DL.getPointerABIAlignment(0).value();
    if (Error E = setPointee(L, D->getBaseType(), Name, DL))
      return E;
    return L;
  }

  if (auto *C = dyn_cast<DICompositeType>(T)) {
    const DIDerivedType *Data = member(C, "data_ptr");
    const DIDerivedType *Length = member(C, "length");
    if (Data && Length && isRawPointerSpelling(Name))
      return rawPointer(Name);
    if (Data && Length && Name.starts_with("&") &&
        !Name.starts_with("&dyn ") && !Name.starts_with("&mut dyn ")) {
      L.Kind = ArgKind::Slice;
      L.Mutable = isMutableSpelling(Name);
      L.Align = DL.getPointerABIAlignment(0).value();
      auto *Ptr = dyn_cast_or_null<DIDerivedType>(strip(Data->getBaseType()));
      if (!Ptr)
        return unsupported(Name, "has a data_ptr that is not a pointer");
      if (Error E = setPointee(L, Ptr->getBaseType(), Name, DL))
        return E;
      return L;
    }
    if (member(C, "vtable") || Name.starts_with("&dyn ") ||
        Name.starts_with("&mut dyn ") || Name.starts_with("*const dyn ") ||
        Name.starts_with("*mut dyn "))
      return unsupported(Name, "is a trait object; kernels need concrete "
                               "types");
    if (Name.contains("{closure"))
      return unsupported(Name, "is a closure; pass its captures as arguments");
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
  Expected<std::shared_ptr<const TypeTree>> Tree = typeTreeOf(T, DL);
  if (!Tree)
    return unsupported(Name, toString(Tree.takeError()));
  if ((*Tree)->HoldsPointer)
    return unsupported(Name, (*Tree)->PointerField.empty()
                                 ? std::string("is a pointer; the kernel would "
                                               "receive a host address")
                                 : "holds a pointer or reference (field '" +
                                       (*Tree)->PointerField +
                                       "'); the kernel would receive a host "
                                       "address: pass the data it points at "
                                       "as its own argument");
  L.Align = (*Tree)->Align;
  L.Tree = *Tree;
  return L;
}

} // namespace offload::layout
