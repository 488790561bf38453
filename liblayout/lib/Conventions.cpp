//===- Conventions.cpp - A frontend's debug info, C's conventions ---------===//
#include "offload/layout/Conventions.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"

using namespace llvm;

namespace offload::layout {

Conventions::~Conventions() = default;

std::string Conventions::pointeeName(const DIType *Pointee, StringRef,
                                     bool) const {
  return typeName(Pointee);
}

bool Conventions::isUninit(const DIType *) const { return false; }

std::string Conventions::pointerAdvice(const DIType *, StringRef, bool) const {
  return "";
}

bool Conventions::isInteriorMutable(const DICompositeType *) const {
  return false;
}

bool Conventions::isAtomic(const DICompositeType *) const { return false; }

bool Conventions::isHiddenParameter(const DIType *) const { return false; }

const DISubprogram *subprogramOf(const DILocalScope *S) {
  const Metadata *M = S;
  for (unsigned Links = 0; M && Links < MaxDebugInfoChain; ++Links) {
    if (auto *SP = dyn_cast<DISubprogram>(M))
      return SP;
    auto *Block = dyn_cast<DILexicalBlockBase>(M);
    if (!Block)
      return nullptr;
    M = Block->getRawScope();
  }
  return nullptr;
}

std::string fileNameOf(const DIScope *S) {
  auto *F = S ? dyn_cast_or_null<DIFile>(S->getRawFile()) : nullptr;
  return F ? F->getFilename().str() : std::string();
}

const DIType *stripQualifiers(const DIType *T) {
  unsigned Links = 0;
  while (auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    if (++Links > MaxDebugInfoChain)
      return nullptr;
    unsigned Tag = D->getTag();
    if (Tag != dwarf::DW_TAG_typedef && Tag != dwarf::DW_TAG_const_type &&
        Tag != dwarf::DW_TAG_volatile_type && Tag != dwarf::DW_TAG_restrict_type &&
        Tag != dwarf::DW_TAG_atomic_type)
      break;
    T = D->getBaseType();
  }
  return T;
}

namespace {

bool isConstQualified(const DIType *T) {
  auto *D = dyn_cast_or_null<DIDerivedType>(T);
  for (unsigned Links = 0;
       D && Links < MaxDebugInfoChain &&
       (D->getTag() == dwarf::DW_TAG_typedef || D->getTag() == dwarf::DW_TAG_volatile_type ||
        D->getTag() == dwarf::DW_TAG_const_type);
       ++Links) {
    if (D->getTag() == dwarf::DW_TAG_const_type)
      return true;
    D = dyn_cast_or_null<DIDerivedType>(D->getBaseType());
  }
  return false;
}

/// An 8-byte integer type (through typedefs: `size_t`).
bool isInteger64(const DIType *T) {
  auto *B = dyn_cast_or_null<DIBasicType>(stripQualifiers(T));
  return B && B->getSizeInBits() == 64 &&
         (B->getEncoding() == dwarf::DW_ATE_unsigned ||
          B->getEncoding() == dwarf::DW_ATE_signed);
}

bool isPointer(const DIType *T) {
  auto *D = dyn_cast_or_null<DIDerivedType>(T);
  return D && (D->getTag() == dwarf::DW_TAG_pointer_type ||
               D->getTag() == dwarf::DW_TAG_reference_type ||
               D->getTag() == dwarf::DW_TAG_rvalue_reference_type);
}

} // namespace

std::string CConventions::typeName(const DIType *T) const {
  if (!T)
    return "void";
  if (auto *B = dyn_cast<DIBasicType>(T))
    return B->getName().str();
  if (auto *D = dyn_cast<DIDerivedType>(T)) {
    std::string Base = typeName(D->getBaseType());
    switch (D->getTag()) {
    case dwarf::DW_TAG_typedef:
      return D->getName().str();
    case dwarf::DW_TAG_const_type:
      return isPointer(D->getBaseType()) ? Base + " const" : "const " + Base;
    case dwarf::DW_TAG_volatile_type:
      return isPointer(D->getBaseType()) ? Base + " volatile"
                                         : "volatile " + Base;
    case dwarf::DW_TAG_atomic_type:
      return "_Atomic " + Base;
    case dwarf::DW_TAG_restrict_type:
      return Base + " restrict";
    case dwarf::DW_TAG_pointer_type:
      if (auto *F = dyn_cast_or_null<DISubroutineType>(D->getBaseType())) {
        // `int (*)(float, char *)`
        DITypeRefArray Types = F->getTypeArray();
        std::string S = (Types.size() ? typeName(Types[0]) : "void") + " (*)(";
        for (size_t I = 1; I < Types.size(); ++I)
          S += (I > 1 ? ", " : "") + typeName(Types[I]);
        return S + (Types.size() > 1 ? ")" : "void)");
      }
      return Base + " *";
    case dwarf::DW_TAG_reference_type:
      return Base + " &";
    case dwarf::DW_TAG_rvalue_reference_type:
      return Base + " &&";
    default:
      return D->getName().str();
    }
  }
  if (auto *C = dyn_cast<DICompositeType>(T)) {
    switch (C->getTag()) {
    case dwarf::DW_TAG_array_type: {
      std::string S = typeName(C->getBaseType());
      for (const DINode *N : C->getElements())
        if (auto *R = dyn_cast_or_null<DISubrange>(N)) {
          auto *Count = dyn_cast_if_present<ConstantInt *>(R->getCount());
          S += Count ? "[" + std::to_string(Count->getZExtValue()) + "]" : "[]";
        }
      return S;
    }
    case dwarf::DW_TAG_structure_type:
      return C->getName().empty() ? "" : "struct " + C->getName().str();
    case dwarf::DW_TAG_union_type:
      return C->getName().empty() ? "" : "union " + C->getName().str();
    case dwarf::DW_TAG_enumeration_type:
      return C->getName().empty() ? "" : "enum " + C->getName().str();
    default:
      return C->getName().str();
    }
  }
  return "";
}

Expected<bool> CConventions::pointerMutable(const DIDerivedType *P,
                                            StringRef) const {
  return !isConstQualified(P->getBaseType());
}

Expected<std::optional<SliceMembers>>
CConventions::slice(const DICompositeType *C, StringRef) const {
  if (C->getTag() != dwarf::DW_TAG_structure_type)
    return std::nullopt;
  SliceMembers S;
  unsigned Members = 0;
  for (const DINode *N : C->getElements()) {
    auto *M = dyn_cast_or_null<DIDerivedType>(N);
    if (!M || M->getTag() != dwarf::DW_TAG_member || M->isStaticMember())
      continue;
    ++Members;
    if (M->getName() == DataMember && isPointer(stripQualifiers(M->getBaseType())))
      S.Data = M;
    else if (M->getName() == LengthMember && isInteger64(M->getBaseType()))
      S.Length = M;
  }
  if (Members != 2 || !S.Data || !S.Length)
    return std::nullopt;
  S.Mutable = !isConstQualified(
      cast<DIDerivedType>(stripQualifiers(S.Data->getBaseType()))->getBaseType());
  return S;
}

const Conventions &cConventions() {
  static const CConventions C;
  return C;
}

} // namespace offload::layout
