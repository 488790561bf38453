// Unit tests of liblayout (argument layouts from debug types, as rustc
// writes them) and of the kernel slot list built from them.
#include "offload/layout/Layout.h"
#include "offload/lower/Images.h"
#include "offload/lower/KernelABI.h"

#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <doctest/doctest.h>

using namespace llvm;
using namespace offload::layout;
using namespace offload::lower;

namespace {

/// Builds debug types the way rustc 1.96 spells them.
struct RustTypes {
  LLVMContext Ctx;
  Module M{"t", Ctx};
  DIBuilder DIB{M};
  DIFile *File = DIB.createFile("t.rs", "/");

  DIType *basic(StringRef Name, uint64_t Bits, unsigned Encoding) {
    return DIB.createBasicType(Name, Bits, Encoding);
  }
  DIType *f32() { return basic("f32", 32, dwarf::DW_ATE_float); }
  DIType *f64() { return basic("f64", 64, dwarf::DW_ATE_float); }
  DIType *usize() { return basic("usize", 64, dwarf::DW_ATE_unsigned); }
  DIType *pointer(DIType *To, StringRef Name) {
    return DIB.createPointerType(To, 64, 64, std::nullopt, Name);
  }
  DIType *slice(DIType *Elem, StringRef Name) {
    auto *S = DIB.createStructType(File, Name, File, 0, 128, 64,
                                   DINode::FlagZero, nullptr, DINodeArray());
    Metadata *Members[] = {
        DIB.createMemberType(S, "data_ptr", File, 0, 64, 64, 0, DINode::FlagZero,
                             pointer(Elem, "")),
        DIB.createMemberType(S, "length", File, 0, 64, 64, 64, DINode::FlagZero,
                             usize())};
    DIB.replaceArrays(S, DIB.getOrCreateArray(Members));
    return S;
  }
  /// A #[repr(C)] struct from (name, type, byte offset) members.
  DICompositeType *structure(StringRef Name, uint64_t Bytes, uint64_t Align,
                             std::vector<std::tuple<StringRef, DIType *, uint64_t>> Fields) {
    auto *S = DIB.createStructType(File, Name, File, 0, Bytes * 8, Align * 8,
                                   DINode::FlagZero, nullptr, DINodeArray());
    std::vector<Metadata *> Members;
    for (auto &[FieldName, T, Offset] : Fields)
      Members.push_back(DIB.createMemberType(S, FieldName, File, 0,
                                             T->getSizeInBits(), 0, Offset * 8,
                                             DINode::FlagZero, T));
    DIB.replaceArrays(S, DIB.getOrCreateArray(Members));
    return S;
  }
  DIType *array(DIType *Elem, uint64_t N, StringRef Name) {
    Metadata *Range[] = {DIB.getOrCreateSubrange(0, N)};
    auto *A = DIB.createArrayType(N * Elem->getSizeInBits(), Elem->getSizeInBits(),
                                  Elem, DIB.getOrCreateArray(Range));
    (void)Name;
    return A;
  }
};

std::string errorOf(const DIType *T) {
  Expected<ArgLayout> L = layoutOf(T);
  REQUIRE_FALSE(static_cast<bool>(L));
  return toString(L.takeError());
}

} // namespace

TEST_CASE("scalars travel by value") {
  RustTypes R;
  Expected<ArgLayout> F = layoutOf(R.f32());
  REQUIRE(static_cast<bool>(F));
  CHECK(F->Kind == ArgKind::Scalar);
  CHECK(F->Scalar == ScalarKind::Float);
  CHECK(F->Size == 4);
  CHECK(F->Align == 4);
  CHECK(F->mapType() == map::Literal);

  Expected<ArgLayout> U = layoutOf(R.basic("u16", 16, dwarf::DW_ATE_unsigned));
  REQUIRE(static_cast<bool>(U));
  CHECK(U->Scalar == ScalarKind::UnsignedInt);
  CHECK(U->Size == 2);

  CHECK(errorOf(R.basic("u128", 128, dwarf::DW_ATE_unsigned)).find("wider than") !=
        std::string::npos);
}

TEST_CASE("slices map their elements; &mut maps both ways") {
  RustTypes R;
  Expected<ArgLayout> X = layoutOf(R.slice(R.f32(), "&[f32]"));
  REQUIRE(static_cast<bool>(X));
  CHECK(X->Kind == ArgKind::Slice);
  CHECK(X->Size == 16);
  CHECK(X->PointeeSize == 4);
  CHECK(X->PointeeType == "f32");
  CHECK_FALSE(X->Mutable);
  CHECK(X->mapType() == map::To);

  Expected<ArgLayout> Y = layoutOf(R.slice(R.f64(), "&mut [f64]"));
  REQUIRE(static_cast<bool>(Y));
  CHECK(Y->Mutable);
  CHECK(Y->PointeeSize == 8);
  CHECK(Y->mapType() == (map::To | map::From));
  CHECK(mapTypeName(Y->mapType() | map::TargetParam) == "tofrom|target_param");
}

TEST_CASE("references map their pointee's static size") {
  RustTypes R;
  Expected<ArgLayout> A = layoutOf(R.pointer(R.array(R.f64(), 16, ""), "&[f64; 16]"));
  REQUIRE(static_cast<bool>(A));
  CHECK(A->Kind == ArgKind::Reference);
  CHECK(A->Size == 8);
  CHECK(A->PointeeSize == 128);
  CHECK(A->PointeeAlign == 8);
  CHECK(A->mapType() == map::To);

  Expected<ArgLayout> M = layoutOf(R.pointer(R.f64(), "&mut f64"));
  REQUIRE(static_cast<bool>(M));
  CHECK(M->mapType() == (map::To | map::From));
}

TEST_CASE("function pointers and by-value aggregates are refused") {
  RustTypes R;
  auto *FnTy = R.DIB.createSubroutineType(R.DIB.getOrCreateTypeArray({}));
  CHECK(errorOf(R.pointer(FnTy, "fn()")).find("function pointer") != std::string::npos);
  auto *S = R.DIB.createStructType(R.File, "host::Params", R.File, 0, 64, 32,
                                   DINode::FlagZero, nullptr, DINodeArray());
  CHECK(errorOf(S).find("aggregate passed by value") != std::string::npos);
  CHECK(errorOf(nullptr) == "argument has no debug type");
}

TEST_CASE("kernel slots: one per scalar and reference, two per slice, six geometry") {
  RustTypes R;
  std::vector<ArgLayout> Args;
  for (DIType *T : {R.f32(), R.slice(R.f32(), "&[f32]"), R.slice(R.f32(), "&mut [f32]")})
    Args.push_back(cantFail(layoutOf(T)));
  std::vector<KernelSlot> Slots = kernelSlots(Args);
  REQUIRE(Slots.size() == 11);
  CHECK(Slots[0].Role == SlotRole::Value);
  CHECK(Slots[0].MapType == 0x120);
  CHECK(Slots[1].Role == SlotRole::SliceData);
  CHECK(Slots[1].MapType == 0x21);
  CHECK(Slots[2].Role == SlotRole::SliceLength);
  CHECK(Slots[2].Arg == 1);
  CHECK(Slots[3].MapType == 0x23);
  for (unsigned G = 0; G < NumGeometrySlots; ++G) {
    CHECK(Slots[5 + G].Role == SlotRole::Geometry);
    CHECK(Slots[5 + G].Arg == G);
    CHECK(Slots[5 + G].MapType == 0x120);
  }
}

TEST_CASE("struct TypeTrees mark padding and name fields") {
  RustTypes R;
  // The example's Stats: f64, u32, (4 padding), f64, u16, (6 padding).
  DIType *Stats = R.structure("Stats", 32, 8,
                              {{"sum", R.f64(), 0},
                               {"count", R.basic("u32", 32, dwarf::DW_ATE_unsigned), 8},
                               {"max", R.f64(), 16},
                               {"tag", R.basic("u16", 16, dwarf::DW_ATE_unsigned), 24}});
  auto T = typeTreeOf(Stats);
  REQUIRE(static_cast<bool>(T));
  CHECK((*T)->str() == "{0: double, 8: integer(32), 12: padding(4), 16: double, "
                       "24: integer(16), 26: padding(6)}");
  REQUIRE((*T)->Entries.size() == 6);
  CHECK((*T)->Entries[4].Field == "tag");
  CHECK((*T)->Size == 32);
  CHECK((*T)->Align == 8);

  Expected<ArgLayout> L = layoutOf(R.pointer(Stats, "&mut Stats"));
  REQUIRE(static_cast<bool>(L));
  CHECK(L->PointeeSize == 32);
  CHECK(L->Tree->str() == "{0: pointer -> " + (*T)->str() + "}");
}

TEST_CASE("arrays repeat their element; arrays of structs repeat each field") {
  RustTypes R;
  DIType *Pair = R.structure("Pair", 8, 4,
                             {{"a", R.f32(), 0},
                              {"b", R.basic("i16", 16, dwarf::DW_ATE_signed), 4}});
  auto T = typeTreeOf(R.array(Pair, 3, ""));
  REQUIRE(static_cast<bool>(T));
  CHECK((*T)->str() == "{0: float x3 +8, 4: integer(16) x3 +8, 6: padding(2) x3 +8}");
  CHECK((*T)->Entries[1].Field == "[].b");
  CHECK((*T)->Size == 24);
}

TEST_CASE("a recursive type is cut at the pointer that closes the cycle") {
  RustTypes R;
  // struct Node { value: f64, next: *mut Node }
  auto *Node = R.DIB.createStructType(R.File, "Node", R.File, 0, 128, 64,
                                      DINode::FlagZero, nullptr, DINodeArray());
  DIType *Next = R.pointer(Node, "*mut Node");
  Metadata *Members[] = {
      R.DIB.createMemberType(Node, "value", R.File, 0, 64, 64, 0, DINode::FlagZero, R.f64()),
      R.DIB.createMemberType(Node, "next", R.File, 0, 64, 64, 64, DINode::FlagZero, Next)};
  R.DIB.replaceArrays(Node, R.DIB.getOrCreateArray(Members));
  auto T = typeTreeOf(Node);
  REQUIRE(static_cast<bool>(T));
  CHECK((*T)->str() == "{0: double, 8: pointer -> (recursive Node)}");

  // Mapping a Node would hand the kernel a host address in `next`.
  std::string E = errorOf(R.pointer(Node, "&Node"));
  CHECK(E == "argument type '&Node' points at data holding a pointer (field "
             "'next' of 'Node'); the kernel would receive a host address");
}

TEST_CASE("layout mismatches name the field") {
  RustTypes R;
  DIType *U16 = R.basic("u16", 16, dwarf::DW_ATE_unsigned);
  ArgLayout Host = cantFail(layoutOf(R.pointer(
      R.structure("S", 16, 8, {{"x", R.f64(), 0}, {"tag", U16, 8}}), "&S")));
  ArgLayout Same = cantFail(layoutOf(R.pointer(
      R.structure("S", 16, 8, {{"x", R.f64(), 0}, {"tag", U16, 8}}), "&S")));
  ArgLayout Moved = cantFail(layoutOf(R.pointer(
      R.structure("S", 16, 8, {{"x", R.f64(), 0}, {"tag", U16, 12}}), "&S")));
  CHECK(describeLayoutMismatch(Host, Same) == "");
  CHECK(describeLayoutMismatch(Host, Moved) ==
        "field 'tag' is integer(16 bits) at offset 8 on the host but "
        "integer(16 bits) at offset 12 on the device");
}

TEST_CASE("registration puts GPU images before the host image") {
  std::vector<DeviceImage> Images(3);
  Images[0].Triple = "x86_64-unknown-linux-gnu";
  Images[1].Triple = "nvptx64-nvidia-cuda";
  Images[1].Arch = "sm_90";
  Images[2].Triple = "amdgcn-amd-amdhsa";
  CHECK(Images[0].isHostImage());
  CHECK_FALSE(Images[1].isHostImage());
  orderForRegistration(Images);
  CHECK(Images[0].Triple == "nvptx64-nvidia-cuda");
  CHECK(Images[1].Triple == "amdgcn-amd-amdhsa");
  CHECK(Images[2].Triple == "x86_64-unknown-linux-gnu");
}
