//===- Layout.cpp - Kernel argument layouts -------------------------------===//
#include "offload/layout/Layout.h"

#include "llvm/BinaryFormat/Dwarf.h"
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

bool isMutableSpelling(StringRef Name) {
  return Name.starts_with("&mut ") || Name.starts_with("*mut ");
}

Error setPointee(ArgLayout &L, const DIType *Pointee, StringRef Outer) {
  Pointee = strip(Pointee);
  if (!Pointee)
    return unsupported(Outer, "points at a type without debug info");
  if (isa<DISubroutineType>(Pointee))
    return unsupported(Outer, "is a function pointer; kernels cannot take "
                              "host functions");
  if (Pointee->getSizeInBits() == 0)
    return unsupported(Outer, "points at a zero-sized or unsized type '" +
                                  Pointee->getName() + "'");
  L.PointeeSize = bytes(Pointee->getSizeInBits());
  L.PointeeAlign = Pointee->getAlignInBits() ? bytes(Pointee->getAlignInBits())
                                             : 1;
  L.PointeeType = Pointee->getName().str();
  return Error::success();
}

} // namespace

uint64_t ArgLayout::mapType() const {
  if (Kind == ArgKind::Scalar)
    return map::Literal;
  return Mutable ? (map::To | map::From) : map::To;
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

Expected<ArgLayout> layoutOf(const DIType *T) {
  T = strip(T);
  if (!T)
    return createStringError("argument has no debug type");
  ArgLayout L;
  L.RustType = T->getName().str();
  L.Size = bytes(T->getSizeInBits());
  L.Align = T->getAlignInBits() ? bytes(T->getAlignInBits()) : L.Size;
  StringRef Name = T->getName();

  if (auto *B = dyn_cast<DIBasicType>(T)) {
    L.Kind = ArgKind::Scalar;
    switch (B->getEncoding()) {
    case dwarf::DW_ATE_float:
      L.Scalar = ScalarKind::Float;
      break;
    case dwarf::DW_ATE_signed:
      L.Scalar = ScalarKind::SignedInt;
      break;
    case dwarf::DW_ATE_unsigned:
      L.Scalar = ScalarKind::UnsignedInt;
      break;
    case dwarf::DW_ATE_boolean:
      L.Scalar = ScalarKind::Bool;
      break;
    case dwarf::DW_ATE_UTF:
      L.Scalar = ScalarKind::Char;
      break;
    default:
      return unsupported(Name, "has an unknown scalar encoding");
    }
    if (L.Size == 0)
      return unsupported(Name, "is zero-sized; leave it out of the arguments");
    if (L.Size > 8)
      return unsupported(Name, "is wider than a kernel argument slot "
                               "(8 bytes); pass it behind a reference");
    return L;
  }

  if (auto *D = dyn_cast<DIDerivedType>(T)) {
    if (D->getTag() != dwarf::DW_TAG_pointer_type &&
        D->getTag() != dwarf::DW_TAG_reference_type &&
        D->getTag() != dwarf::DW_TAG_rvalue_reference_type)
      return unsupported(Name, "has an unsupported debug type tag");
    if (isa_and_nonnull<DISubroutineType>(strip(D->getBaseType())) ||
        Name.starts_with("fn(") || Name.starts_with("unsafe fn("))
      return unsupported(Name, "is a function pointer; kernels cannot take "
                               "host functions");
    L.Kind = ArgKind::Reference;
    L.Mutable = isMutableSpelling(Name);
    if (L.Size == 0)
      L.Size = 8;
    if (Error E = setPointee(L, D->getBaseType(), Name))
      return E;
    return L;
  }

  if (auto *C = dyn_cast<DICompositeType>(T)) {
    const DIDerivedType *Data = member(C, "data_ptr");
    const DIDerivedType *Length = member(C, "length");
    if (Data && Length && (Name.starts_with("&") || Name.starts_with("*"))) {
      L.Kind = ArgKind::Slice;
      L.Mutable = isMutableSpelling(Name);
      auto *Ptr = dyn_cast_or_null<DIDerivedType>(strip(Data->getBaseType()));
      if (!Ptr)
        return unsupported(Name, "has a data_ptr that is not a pointer");
      if (Error E = setPointee(L, Ptr->getBaseType(), Name))
        return E;
      return L;
    }
    if (member(C, "vtable") || Name.starts_with("&dyn ") ||
        Name.starts_with("&mut dyn "))
      return unsupported(Name, "is a trait object; kernels need concrete "
                               "types");
    if (Name.contains("{closure"))
      return unsupported(Name, "is a closure; pass its captures as arguments");
    return unsupported(Name, "is an aggregate passed by value, which is not "
                             "supported yet; pass it by reference");
  }
  return unsupported(Name, "has an unsupported debug type");
}

} // namespace offload::layout
