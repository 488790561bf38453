// Unit tests of liblayout (argument layouts from debug types, as rustc and
// clang write them) and of the kernel slot list built from them. One file
// per library tested, hence its length.
#include "offload/layout/Layout.h"
#include "offload/rust/Conventions.h"
#include "offload/lower/Images.h"
#include "offload/lower/KernelABI.h"

#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <doctest/doctest.h>

using namespace llvm;
using namespace offload::layout;
using namespace offload::lower;

namespace {

/// Data layouts of the targets (rustc 1.96's target specs): i128 is
/// aligned to 16 on x86-64 and nvptx64, to 8 on amdgcn (no i128 entry).
const DataLayout X86(
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128");
const DataLayout AMDGCN(
    "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-"
    "p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-"
    "v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-"
    "S32-A5-G1-ni:7:8:9");

Expected<ArgLayout> layoutOf(const DIType *T) {
  return offload::layout::layoutOf(T, X86, offload::rust::rustConventions());
}
Expected<std::shared_ptr<const TypeTree>> typeTreeOf(const DIType *T) {
  return offload::layout::typeTreeOf(T, X86, offload::rust::rustConventions());
}

/// Builds debug types the way rustc 1.96 spells them.
struct RustTypes {
  LLVMContext Ctx;
  Module M{"t", Ctx};
  DIBuilder DIB{M};
  DIFile *File = DIB.createFile("t.rs", "/");
  DINamespace *Core = DIB.createNameSpace(nullptr, "core", false);
  DINamespace *CellNs = DIB.createNameSpace(Core, "cell", false);

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
  /// `core::cell::UnsafeCell<T>` { value: T }.
  DICompositeType *unsafeCell(DIType *T, StringRef Name) {
    auto *S = DIB.createStructType(CellNs, Name, File, 0, T->getSizeInBits(), 0,
                                   DINode::FlagZero, nullptr, DINodeArray());
    Metadata *Members[] = {DIB.createMemberType(S, "value", File, 0, T->getSizeInBits(), 0, 0,
                                                DINode::FlagZero, T)};
    DIB.replaceArrays(S, DIB.getOrCreateArray(Members));
    return S;
  }
  /// `core::mem::MaybeUninit<T>`, a union { uninit: (), value: T } in
  /// namespace core::mem::maybe_uninit (rustc 1.96 wraps T in ManuallyDrop;
  /// the layout does not depend on it). Ns overrides the namespace.
  DICompositeType *maybeUninit(DIType *T, StringRef Name, DIScope *Ns = nullptr) {
    if (!Ns)
      Ns = DIB.createNameSpace(DIB.createNameSpace(Core, "mem", false),
                               "maybe_uninit", false);
    auto *U = DIB.createUnionType(Ns, Name, File, 0, T->getSizeInBits(), 0,
                                  DINode::FlagZero, DINodeArray());
    Metadata *Members[] = {
        DIB.createMemberType(U, "uninit", File, 0, uint64_t(0), 8, uint64_t(0), DINode::FlagZero,
                             basic("()", 0, dwarf::DW_ATE_unsigned)),
        DIB.createMemberType(U, "value", File, 0, T->getSizeInBits(), 0, 0,
                             DINode::FlagZero, T)};
    DIB.replaceArrays(U, DIB.getOrCreateArray(Members));
    return U;
  }
  /// A Rust enum: a variant part whose members are the variants' structs.
  DICompositeType *enumeration(StringRef Name, uint64_t Bytes,
                               std::vector<std::pair<StringRef, DIType *>> Variants) {
    auto *E = DIB.createStructType(File, Name, File, 0, Bytes * 8, 64,
                                   DINode::FlagZero, nullptr, DINodeArray());
    auto *Part = DIB.createVariantPart(E, "", File, 0, Bytes * 8, 64, DINode::FlagZero,
                                       nullptr, DINodeArray());
    std::vector<Metadata *> Members;
    for (auto &[VName, VType] : Variants)
      Members.push_back(DIB.createMemberType(Part, VName, File, 0, VType->getSizeInBits(), 0,
                                             0, DINode::FlagZero, VType));
    DIB.replaceArrays(Part, DIB.getOrCreateArray(Members));
    Metadata *Elems[] = {Part};
    DIB.replaceArrays(E, DIB.getOrCreateArray(Elems));
    return E;
  }
  DIType *array(DIType *Elem, uint64_t N, StringRef Name) {
    Metadata *Range[] = {DIB.getOrCreateSubrange(0, N)};
    auto *A = DIB.createArrayType(N * Elem->getSizeInBits(), Elem->getSizeInBits(),
                                  Elem, DIB.getOrCreateArray(Range));
    (void)Name;
    return A;
  }

  /// The example's Stats { sum: f64, count: u32, max: f64, tag: u16 }:
  /// 32 bytes, aligned to 8, with 4 and 6 bytes of padding.
  DIType *stats() {
    return structure("Stats", 32, 8,
                     {{"sum", f64(), 0},
                      {"count", basic("u32", 32, dwarf::DW_ATE_unsigned), 8},
                      {"max", f64(), 16},
                      {"tag", basic("u16", 16, dwarf::DW_ATE_unsigned), 24}});
  }
};

std::string errorOf(const DIType *T) {
  Expected<ArgLayout> L = layoutOf(T);
  REQUIRE_FALSE(static_cast<bool>(L));
  return toString(L.takeError());
}

} // namespace

TEST_CASE("primitives travel by value, in as many slots as they need") {
  RustTypes R;
  Expected<ArgLayout> F = layoutOf(R.f32());
  REQUIRE(static_cast<bool>(F));
  CHECK(F->Kind == ArgKind::Value);
  CHECK(F->Size == 4);
  CHECK(F->Align == 4);
  CHECK(F->mapType() == map::Literal);
  CHECK(F->slotCount() == 1);

  Expected<ArgLayout> U = layoutOf(R.basic("u16", 16, dwarf::DW_ATE_unsigned));
  REQUIRE(static_cast<bool>(U));
  CHECK(U->Size == 2);
  CHECK(U->Align == 2);

  // The debug info gives u128 no alignment: the target's data layout does.
  DIType *U128 = R.basic("u128", 128, dwarf::DW_ATE_unsigned);
  Expected<ArgLayout> W = layoutOf(U128);
  REQUIRE(static_cast<bool>(W));
  CHECK(W->Kind == ArgKind::Value);
  CHECK(W->Size == 16);
  CHECK(W->Align == 16);
  CHECK(W->slotCount() == 2);
  ArgLayout OnAMD = cantFail(offload::layout::layoutOf(R.pointer(U128, "&u128"), AMDGCN, offload::rust::rustConventions()));
  CHECK(OnAMD.PointeeAlign == 8);
  ArgLayout OnX86 = cantFail(layoutOf(R.pointer(U128, "&u128")));
  CHECK(OnX86.PointeeAlign == 16);
  CHECK(describeLayoutMismatch(OnX86, OnAMD) ==
        "the data behind '<value>' is 16 bytes aligned to 16 on the host but 16 "
        "bytes aligned to 8 on the device");
  // A device that asks for less alignment than the host gives is content;
  // one that asks for more is not.
  CHECK(describeLayoutMismatch(OnX86, OnAMD, "the host", "the device",
                               AlignRule::SecondMayBeLess) == "");
  CHECK(describeLayoutMismatch(OnAMD, OnX86, "the host", "the device",
                               AlignRule::SecondMayBeLess) ==
        "the data behind '<value>' is 16 bytes aligned to 8 on the host but 16 "
        "bytes aligned to 16 on the device");

  // () has no bytes and takes no slot.
  Expected<ArgLayout> Unit = layoutOf(R.basic("()", 0, dwarf::DW_ATE_unsigned));
  REQUIRE(static_cast<bool>(Unit));
  CHECK(Unit->Kind == ArgKind::Value);
  CHECK(Unit->slotCount() == 0);
}

TEST_CASE("structs, tuples, arrays and enums travel by value") {
  RustTypes R;
  DIType *Stats = R.stats();
  Expected<ArgLayout> S = layoutOf(Stats);
  REQUIRE(static_cast<bool>(S));
  CHECK(S->Kind == ArgKind::Value);
  CHECK(S->TypeName == "Stats");
  CHECK(S->slotCount() == 4);
  CHECK(S->Tree->str() == "{0: double, 8: integer(32), 12: padding(4), 16: double, "
                          "24: integer(16), 26: padding(6)}");

  // Arrays are unnamed in rustc's debug info; their spelling is built.
  DIType *Grid = R.array(R.array(R.basic("u16", 16, dwarf::DW_ATE_unsigned), 2, ""), 3, "");
  Expected<ArgLayout> A = layoutOf(Grid);
  REQUIRE(static_cast<bool>(A));
  CHECK(A->TypeName == "[[u16; 2]; 3]");
  CHECK(A->Size == 12);
  CHECK(A->slotCount() == 2);

  DIType *Op = R.enumeration("Op", 8, {{"Add", R.structure("Add", 8, 4, {{"__0", R.f32(), 4}})},
                                       {"Nothing", R.structure("Nothing", 8, 4, {})}});
  Expected<ArgLayout> E = layoutOf(Op);
  REQUIRE(static_cast<bool>(E));
  CHECK(E->Kind == ArgKind::Value);
  CHECK(E->Tree->str() == "{0: anything(8)}");

  // A zero-sized struct (PhantomData, a unit struct).
  Expected<ArgLayout> Z = layoutOf(R.structure("PhantomData<f64>", 0, 1, {}));
  REQUIRE(static_cast<bool>(Z));
  CHECK(Z->slotCount() == 0);
}

TEST_CASE("raw pointers, and pointers inside values, are refused with the field named") {
  RustTypes R;
  CHECK(errorOf(R.pointer(R.f32(), "*mut f32")) ==
        "argument type '*mut f32' is a raw pointer: how many bytes it points at is "
        "unknown, so they cannot be copied to the device; pass a slice (`&[T]`, "
        "`&mut [T]`) or a reference instead");
  CHECK(errorOf(R.pointer(R.f32(), "*const f32")).find("is a raw pointer") != std::string::npos);
  CHECK(errorOf(R.slice(R.f32(), "*const [f32]")).find("is a raw pointer") != std::string::npos);

  DIType *Holder = R.structure("Holder", 16, 8,
                               {{"n", R.usize(), 0}, {"p", R.pointer(R.f32(), "*const f32"), 8}});
  CHECK(errorOf(Holder) == "argument type 'Holder' holds a pointer or reference (field 'p'); "
                           "the kernel would receive a host address: pass the data it "
                           "points at as its own argument");
  // Inside an enum's variant: Option<&u32>.
  DIType *Some = R.structure("Some", 8, 8, {{"__0", R.pointer(R.f32(), "&f32"), 0}});
  DIType *Opt = R.enumeration("Option<&f32>", 8, {{"None", R.structure("None", 8, 8, {})},
                                                  {"Some", Some}});
  CHECK(errorOf(Opt).find("(field '<Some>.__0')") != std::string::npos);
  CHECK(errorOf(R.pointer(Opt, "&Option<&f32>")).find("points at data holding a pointer "
                                                      "(field '<Some>.__0'") != std::string::npos);
}

TEST_CASE("owning pointers are refused with what to pass instead") {
  RustTypes R;
  DIType *U32 = R.basic("u32", 32, dwarf::DW_ATE_unsigned);
  DINamespace *Alloc = R.DIB.createNameSpace(nullptr, "alloc", false);
  // Box<T> (T sized) is a pointer type named after the Box: not a shared
  // reference, whatever its spelling says about mutability.
  DIType *Box = R.pointer(U32, "alloc::boxed::Box<u32, alloc::alloc::Global>");
  CHECK(errorOf(Box) ==
        "argument type 'alloc::boxed::Box<u32, alloc::alloc::Global>' is a `Box`, "
        "which owns host memory; the kernel would receive a host address: take "
        "`&T` in the kernel and pass `&*b` (`&mut T` and `&mut *b` where the "
        "kernel writes it)");
  // Any pointer type that is no reference.
  CHECK(errorOf(R.pointer(U32, "core::ptr::Unique<u32>")) ==
        "argument type 'core::ptr::Unique<u32>' is a pointer but not a reference; "
        "the kernel would receive a host address: take a reference in the kernel "
        "and pass one");
  // Inside an Option (a variant), and behind a reference.
  DIType *Opt = R.enumeration("Option<alloc::boxed::Box<u32, alloc::alloc::Global>>", 8,
                              {{"None", R.structure("None", 8, 8, {})},
                               {"Some", R.structure("Some", 8, 8, {{"__0", Box, 0}})}});
  CHECK(errorOf(Opt).find("holds a pointer or reference (field '<Some>.__0'); the "
                          "kernel would receive a host address: pass the data it "
                          "points at as its own argument") != std::string::npos);
  CHECK(errorOf(R.pointer(Box, "&alloc::boxed::Box<u32, alloc::alloc::Global>")) ==
        "argument type '&alloc::boxed::Box<u32, alloc::alloc::Global>' points at data "
        "holding a pointer ('alloc::boxed::Box<u32, alloc::alloc::Global>' is one); the "
        "kernel would receive a host address: pass the data that pointer points at as "
        "an argument of its own");
  // Box<[T]> is a structure like a slice's; Vec<T>, String, Rc<T> hold
  // pointers deep inside.
  DIType *BoxSlice = R.slice(U32, "alloc::boxed::Box<[u32], alloc::alloc::Global>");
  CHECK(errorOf(BoxSlice).find("(field 'data_ptr'); the kernel would receive a host "
                               "address: take `&[T]` in the kernel and pass `&b[..]`") !=
        std::string::npos);
  auto InAlloc = [&](StringRef Module, StringRef Name, StringRef Field) {
    auto *S = R.DIB.createStructType(R.DIB.createNameSpace(Alloc, Module, false), Name,
                                     R.File, 0, 192, 64, DINode::FlagZero, nullptr,
                                     DINodeArray());
    Metadata *Members[] = {
        R.DIB.createMemberType(S, Field, R.File, 0, 64, 64, 0, DINode::FlagZero,
                               R.pointer(U32, "*const u32")),
        R.DIB.createMemberType(S, "len", R.File, 0, 64, 64, 64, DINode::FlagZero,
                               R.usize())};
    R.DIB.replaceArrays(S, R.DIB.getOrCreateArray(Members));
    return S;
  };
  CHECK(errorOf(InAlloc("vec", "Vec<u32, alloc::alloc::Global>", "buf"))
            .find("(field 'buf'); the kernel would receive a host address: take "
                  "`&[T]` in the kernel and pass `&v`") != std::string::npos);
  CHECK(errorOf(InAlloc("string", "String", "vec"))
            .find("take `&str` in the kernel and pass `&s`") != std::string::npos);
  CHECK(errorOf(InAlloc("rc", "Rc<u32, alloc::alloc::Global>", "ptr"))
            .find("take `&T` in the kernel and pass `&*r`") != std::string::npos);
  CHECK(errorOf(InAlloc("sync", "Arc<u32, alloc::alloc::Global>", "ptr"))
            .find("take `&T` in the kernel and pass `&*r`") != std::string::npos);
  // Only alloc's: a Vec of another crate gets the general advice.
  auto *Mine = R.DIB.createStructType(R.DIB.createNameSpace(nullptr, "mine", false),
                                      "Vec<u32>", R.File, 0, 64, 64, DINode::FlagZero,
                                      nullptr, DINodeArray());
  Metadata *MineMembers[] = {R.DIB.createMemberType(Mine, "p", R.File, 0, 64, 64, 0,
                                                    DINode::FlagZero,
                                                    R.pointer(U32, "&u32"))};
  R.DIB.replaceArrays(Mine, R.DIB.getOrCreateArray(MineMembers));
  CHECK(errorOf(Mine).find("pass the data it points at as its own argument") !=
        std::string::npos);
  // Slices of strings and of slices: one joined slice and the ends.
  DIType *U8 = R.basic("u8", 8, dwarf::DW_ATE_unsigned);
  CHECK(errorOf(R.slice(R.slice(U8, "&str"), "&[&str]")) ==
        "argument type '&[&str]' points at data holding a pointer (field 'data_ptr' "
        "of '&str'); the kernel would receive a host address: pass the strings "
        "joined as one `&str` and where each ends as a `&[usize]`");
  CHECK(errorOf(R.slice(R.slice(U32, "&[u32]"), "&[&[u32]]"))
            .find("pass the elements joined as one slice and where each part ends "
                  "as a `&[usize]`") != std::string::npos);
}

TEST_CASE("packed types are aligned as the debug info says, nested and in arrays") {
  RustTypes R;
  DIType *U8 = R.basic("u8", 8, dwarf::DW_ATE_unsigned);
  DIType *U16 = R.basic("u16", 16, dwarf::DW_ATE_unsigned);
  DIType *U32 = R.basic("u32", 32, dwarf::DW_ATE_unsigned);
  DIType *U64 = R.basic("u64", 64, dwarf::DW_ATE_unsigned);
  // rustc gives every composite its alignment: #[repr(packed)] 1 (7 bytes),
  // #[repr(C, packed(2))] 2, #[repr(C, packed(4))] 4.
  DIType *P1 = R.structure("P1", 7, 1, {{"a", U8, 0}, {"b", U32, 1}, {"c", U16, 5}});
  DIType *P2 = R.structure("P2", 12, 2, {{"a", U8, 0}, {"b", U64, 2}, {"c", U16, 10}});
  DIType *P4 = R.structure("P4", 16, 4, {{"a", U8, 0}, {"b", R.f64(), 4}, {"c", U16, 12}});
  ArgLayout A = cantFail(layoutOf(P1));
  CHECK(A.Size == 7);
  CHECK(A.Align == 1);
  CHECK(A.slotCount() == 1);
  CHECK(A.Tree->str() == "{0: integer(8), 1: integer(32), 5: integer(16)}");
  CHECK(cantFail(layoutOf(P2)).Align == 2);
  CHECK(cantFail(layoutOf(P4)).Align == 4);
  CHECK(cantFail(layoutOf(P4)).Tree->str() ==
        "{0: integer(8), 1: padding(3), 4: double, 12: integer(16), 14: padding(2)}");
  // Slices of them map exactly their elements, aligned as they are.
  ArgLayout S = cantFail(layoutOf(R.slice(P1, "&[P1]")));
  CHECK(S.PointeeSize == 7);
  CHECK(S.PointeeAlign == 1);
  // Arrays (rustc gives them their element's alignment), and a repr(C)
  // struct holding packed ones (and an array of one): aligned to 4 by P4,
  // each member at rustc's offset.
  Metadata *Three[] = {R.DIB.getOrCreateSubrange(0, 3)};
  DIType *Arr = R.DIB.createArrayType(21 * 8, 8, P1, R.DIB.getOrCreateArray(Three));
  ArgLayout InArray = cantFail(layoutOf(Arr));
  CHECK(InArray.Size == 21);
  CHECK(InArray.Align == 1);
  CHECK(InArray.Tree->str() ==
        "{0: integer(8) x3 +7, 1: integer(32) x3 +7, 5: integer(16) x3 +7}");
  Metadata *One[] = {R.DIB.getOrCreateSubrange(0, 1)};
  DIType *Arr1 = R.DIB.createArrayType(7 * 8, 8, P1, R.DIB.getOrCreateArray(One));
  DIType *Nest = R.structure("Nest", 40, 4,
                             {{"x", U8, 0}, {"p2", P2, 2}, {"p4", P4, 16}, {"arr", Arr1, 32}});
  ArgLayout N = cantFail(layoutOf(R.slice(Nest, "&[Nest]")));
  CHECK(N.PointeeSize == 40);
  CHECK(N.PointeeAlign == 4);
  CHECK(N.Tree->Entries[0].Pointee->str() ==
        "{0: integer(8), 1: padding(1), 2: integer(8), 3: padding(1), 4: integer(64), "
        "12: integer(16), 14: padding(2), 16: integer(8), 17: padding(3), 20: double, "
        "28: integer(16), 30: padding(2), 32: integer(8), 33: integer(32), "
        "37: integer(16), 39: padding(1)}");
  // The host's and the device's agree (rustc's alignments do not depend
  // on the target here).
  ArgLayout OnAMD = cantFail(offload::layout::layoutOf(R.slice(Nest, "&[Nest]"), AMDGCN,
                                                       offload::rust::rustConventions()));
  CHECK(describeLayoutMismatch(N, OnAMD) == "");
}

TEST_CASE("without an alignment in the debug info, member offsets bound it (clang's packed structs)") {
  RustTypes R;
  auto CLayout = [](const DIType *T) {
    return offload::layout::layoutOf(T, X86, cConventions());
  };
  DIType *Char = R.basic("char", 8, dwarf::DW_ATE_signed_char);
  DIType *Short = R.basic("short", 16, dwarf::DW_ATE_signed);
  DIType *Int = R.basic("int", 32, dwarf::DW_ATE_signed);
  DIType *Double = R.basic("double", 64, dwarf::DW_ATE_float);
  // struct __attribute__((packed)) { char a; int b; short c; }: clang
  // writes no alignment; b at 1 says the struct is aligned to 1.
  DIType *P = R.structure("P", 7, 0, {{"a", Char, 0}, {"b", Int, 1}, {"c", Short, 5}});
  CHECK(cantFail(CLayout(P)).Align == 1);
  // #pragma pack(2) { char a; double b; }: b at 2.
  CHECK(cantFail(CLayout(R.structure("Q", 10, 0, {{"a", Char, 0}, {"b", Double, 2}}))).Align == 2);
  // A size that is no multiple of the members' alignment: packed too.
  CHECK(cantFail(CLayout(R.structure("S", 6, 0, {{"a", Short, 0}, {"b", Int, 2}}))).Align == 2);
  // An ordinary struct holding the packed one: aligned to its double.
  DIType *N = R.structure("N", 16, 0, {{"a", Char, 0}, {"p", P, 1}, {"d", Double, 8}});
  CHECK(cantFail(CLayout(N)).Align == 8);
  CHECK(cantFail(CLayout(R.structure("Plain", 16, 0, {{"a", Char, 0}, {"d", Double, 8}}))).Align == 8);
}

TEST_CASE("atomics are atomic leaves of the TypeTree; Cells and look-alikes are not") {
  RustTypes R;
  DINamespace *AtomicNs = R.DIB.createNameSpace(
      R.DIB.createNameSpace(R.Core, "sync", false), "atomic", false);
  auto Atomic = [&](DIType *T, StringRef Name, uint64_t Bytes) {
    auto *S = R.DIB.createStructType(AtomicNs, Name, R.File, 0, Bytes * 8, Bytes * 8,
                                     DINode::FlagZero, nullptr, DINodeArray());
    Metadata *Members[] = {R.DIB.createMemberType(
        S, "v", R.File, 0, Bytes * 8, 0, 0, DINode::FlagZero,
        R.unsafeCell(T, ("UnsafeCell<" + T->getName() + ">").str()))};
    R.DIB.replaceArrays(S, R.DIB.getOrCreateArray(Members));
    return S;
  };
  DIType *U32 = R.basic("u32", 32, dwarf::DW_ATE_unsigned);
  DIType *U64 = R.basic("u64", 64, dwarf::DW_ATE_unsigned);
  DIType *A32 = Atomic(U32, "Atomic<u32>", 4), *A64 = Atomic(U64, "Atomic<u64>", 8);
  auto Pointee = [&](DIType *P) {
    ArgLayout L = cantFail(layoutOf(P));
    REQUIRE(static_cast<bool>(L.Tree));
    REQUIRE(!L.Tree->Entries.empty());
    REQUIRE(static_cast<bool>(L.Tree->Entries[0].Pointee));
    return L.Tree->Entries[0].Pointee;
  };
  // A slice of atomics: one atomic leaf.
  auto T = Pointee(R.slice(A32, "&[core::sync::atomic::Atomic<u32>]"));
  CHECK(T->str() == "{0: atomic integer(32)}");
  CHECK(cantFail(typeTreeOf(A64))->str() == "{0: atomic integer(64)}");
  CHECK(T->hasAtomics());
  // A struct of a plain u32, an AtomicU32 and an array of two AtomicU64.
  DIType *Pair = R.array(A64, 2, "[Atomic<u64>; 2]");
  DIType *Mixed = R.structure("Mixed", 24, 8, {{"n", U32, 0}, {"hits", A32, 4}, {"big", Pair, 8}});
  T = Pointee(R.pointer(Mixed, "&Mixed"));
  CHECK(T->str() == "{0: integer(32), 4: atomic integer(32), 8: atomic integer(64) x2 +8}");
  CHECK_FALSE(T->HiddenAtomics);
  // A Cell (not Sync: no other thread holds it) is interior mutable, not atomic.
  DIType *Cell = R.structure("Cell<u32>", 4, 4, {{"value", R.unsafeCell(U32, "UnsafeCell<u32>"), 0}});
  T = Pointee(R.pointer(Cell, "&Cell<u32>"));
  CHECK(T->InteriorMutable);
  CHECK_FALSE(T->hasAtomics());
  // A struct named Atomic<u32> outside core::sync::atomic is not one.
  DIType *Fake = R.structure("Atomic<u32>", 4, 4, {{"v", R.unsafeCell(U32, "UnsafeCell<u32>"), 0}});
  CHECK_FALSE(Pointee(R.pointer(Fake, "&Atomic<u32>"))->hasAtomics());
  // Atomics in an enum's variant: there, but not among the entries.
  DIType *Opt = R.enumeration("Option<Atomic<u32>>", 8,
                              {{"Some", R.structure("Some", 8, 4, {{"__0", A32, 4}})}});
  T = cantFail(typeTreeOf(Opt));
  CHECK(T->HiddenAtomics);
  CHECK(T->hasAtomics());
  // ... and in a struct holding such an enum.
  DIType *Holder = R.structure("Holder", 16, 8, {{"n", U64, 0}, {"o", Opt, 8}});
  CHECK(cantFail(typeTreeOf(Holder))->HiddenAtomics);
  // Behind a shared reference such atomics cannot be copied one by one:
  // refused, with the reason. Behind `&mut` (exclusive) they can be copied.
  Expected<ArgLayout> Refused = layoutOf(R.pointer(Holder, "&Holder"));
  REQUIRE_FALSE(static_cast<bool>(Refused));
  CHECK(toString(Refused.takeError()).find("points at atomics inside an enum") != std::string::npos);
  CHECK(static_cast<bool>(cantFail(layoutOf(R.pointer(Holder, "&mut Holder"))).Mutable));
}

TEST_CASE("data with interior mutability behind & is copied back") {
  RustTypes R;
  DIType *U32 = R.basic("u32", 32, dwarf::DW_ATE_unsigned);
  DIType *Atomic = R.structure("Atomic<u32>", 4, 4, {{"v", R.unsafeCell(U32, "UnsafeCell<u32>"), 0}});
  Expected<ArgLayout> Bins = layoutOf(R.slice(Atomic, "&[core::sync::atomic::Atomic<u32>]"));
  REQUIRE(static_cast<bool>(Bins));
  CHECK_FALSE(Bins->Mutable);
  CHECK(Bins->InteriorMutable);
  CHECK(Bins->mapType() == (map::To | map::From));
  // Deeper inside a struct, and inside an enum.
  DIType *Counter = R.structure("Counter", 8, 4, {{"n", U32, 0}, {"hits", Atomic, 4}});
  CHECK(cantFail(layoutOf(R.pointer(Counter, "&Counter"))).InteriorMutable);
  DIType *Opt = R.enumeration("Option<Atomic<u32>>", 8,
                              {{"Some", R.structure("Some", 8, 4, {{"__0", Atomic, 4}})}});
  CHECK(cantFail(layoutOf(R.pointer(Opt, "&Option<Atomic<u32>>"))).InteriorMutable);
  // A struct merely named UnsafeCell outside core::cell is not one.
  DIType *Fake = R.structure("UnsafeCell<u32>", 4, 4, {{"value", U32, 0}});
  CHECK_FALSE(cantFail(layoutOf(R.pointer(Fake, "&UnsafeCell<u32>"))).InteriorMutable);
  CHECK(cantFail(layoutOf(R.pointer(Fake, "&UnsafeCell<u32>"))).mapType() == map::To);
}

TEST_CASE("MaybeUninit data is never copied in") {
  RustTypes R;
  DIType *F32 = R.f32();
  Expected<ArgLayout> Out =
      layoutOf(R.slice(R.maybeUninit(F32, "MaybeUninit<f32>"),
                       "&mut [core::mem::maybe_uninit::MaybeUninit<f32>]"));
  REQUIRE(static_cast<bool>(Out));
  CHECK(Out->Kind == ArgKind::Slice);
  CHECK(Out->Uninit);
  CHECK(Out->Mutable);
  CHECK(Out->PointeeSize == 4);
  CHECK(Out->mapType() == map::From);
  CHECK(mapTypeName(Out->mapType()) == "from");
  // A reference to one.
  DIType *U64 = R.basic("u64", 64, dwarf::DW_ATE_unsigned);
  Expected<ArgLayout> One = layoutOf(
      R.pointer(R.maybeUninit(U64, "MaybeUninit<u64>"),
                "&mut core::mem::maybe_uninit::MaybeUninit<u64>"));
  REQUIRE(static_cast<bool>(One));
  CHECK(One->Kind == ArgKind::Reference);
  CHECK(One->Uninit);
  CHECK(One->PointeeSize == 8);
  CHECK(One->mapType() == map::From);
  // Shared ones are copied in: the kernel can only read them (through
  // `unsafe`), so the host has initialized them. A slice, and a reference
  // to a struct.
  Expected<ArgLayout> Shared =
      layoutOf(R.slice(R.maybeUninit(F32, "MaybeUninit<f32>"),
                       "&[core::mem::maybe_uninit::MaybeUninit<f32>]"));
  REQUIRE(static_cast<bool>(Shared));
  CHECK_FALSE(Shared->Uninit);
  CHECK(Shared->mapType() == map::To);
  CHECK(mapTypeName(Shared->mapType() | map::TargetParam) == "to|target_param");
  Expected<ArgLayout> SharedStats = layoutOf(
      R.pointer(R.maybeUninit(R.stats(), "MaybeUninit<Stats>"),
                "&core::mem::maybe_uninit::MaybeUninit<Stats>"));
  REQUIRE(static_cast<bool>(SharedStats));
  CHECK(SharedStats->Kind == ArgKind::Reference);
  CHECK_FALSE(SharedStats->Uninit);
  CHECK(SharedStats->PointeeSize == 32);
  CHECK(SharedStats->mapType() == map::To);
  // MaybeUninit<AtomicU32> behind &: written through it, so copied there
  // and back, as any interior mutability.
  DIType *Atomic = R.structure("Atomic<u32>", 4, 4,
                               {{"v", R.unsafeCell(R.basic("u32", 32, dwarf::DW_ATE_unsigned),
                                                   "UnsafeCell<u32>"), 0}});
  Expected<ArgLayout> Cells = layoutOf(R.slice(R.maybeUninit(Atomic, "MaybeUninit<Atomic<u32>>"),
                                               "&[core::mem::maybe_uninit::MaybeUninit<Atomic<u32>>]"));
  REQUIRE(static_cast<bool>(Cells));
  CHECK_FALSE(Cells->Uninit);
  CHECK(Cells->mapType() == (map::To | map::From));
  // Behind &mut it is never copied in, interior mutability or not.
  Expected<ArgLayout> MutCells = layoutOf(R.slice(R.maybeUninit(Atomic, "MaybeUninit<Atomic<u32>>"),
                                                  "&mut [core::mem::maybe_uninit::MaybeUninit<Atomic<u32>>]"));
  REQUIRE(static_cast<bool>(MutCells));
  CHECK(MutCells->Uninit);
  CHECK(MutCells->mapType() == map::From);
  // Only core's MaybeUninit: a union of that name elsewhere is data, and an
  // element that merely holds a MaybeUninit is copied as usual.
  DIType *Fake = R.maybeUninit(F32, "MaybeUninit<f32>", R.DIB.createNameSpace(nullptr, "mine", false));
  Expected<ArgLayout> Other = layoutOf(R.slice(Fake, "&mut [mine::MaybeUninit<f32>]"));
  REQUIRE(static_cast<bool>(Other));
  CHECK_FALSE(Other->Uninit);
  CHECK(Other->mapType() == (map::To | map::From));
  DIType *Holder = R.structure("Holder", 4, 4, {{"m", R.maybeUninit(F32, "MaybeUninit<f32>"), 0}});
  CHECK_FALSE(cantFail(layoutOf(R.slice(Holder, "&mut [Holder]"))).Uninit);
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

TEST_CASE("string slices are slices of bytes") {
  RustTypes R;
  DIType *U8 = R.basic("u8", 8, dwarf::DW_ATE_unsigned);
  ArgLayout S = cantFail(layoutOf(R.slice(U8, "&str")));
  CHECK(S.Kind == ArgKind::Slice);
  CHECK(S.TypeName == "&str");
  CHECK_FALSE(S.Mutable);
  CHECK(S.PointeeSize == 1);
  CHECK(S.PointeeAlign == 1);
  CHECK(S.mapType() == map::To);
  CHECK(S.Tree->str() == "{0: pointer -> {0: integer(8)}, 8: integer(64)}");
  ArgLayout M = cantFail(layoutOf(R.slice(U8, "&mut str")));
  CHECK(M.Kind == ArgKind::Slice);
  CHECK(M.Mutable);
  CHECK(M.mapType() == (map::To | map::From));
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

TEST_CASE("function pointers are refused") {
  RustTypes R;
  auto *FnTy = R.DIB.createSubroutineType(R.DIB.getOrCreateTypeArray({}));
  CHECK(errorOf(R.pointer(FnTy, "fn()")).find("function pointer") != std::string::npos);
  CHECK(errorOf(nullptr) == "argument has no debug type");
}

TEST_CASE("kernel slots: values by size, one per reference, two per slice, seven geometry") {
  RustTypes R;
  std::vector<ArgLayout> Args;
  for (DIType *T : {R.f32(), R.slice(R.f32(), "&[f32]"), R.slice(R.f32(), "&mut [f32]")})
    Args.push_back(cantFail(layoutOf(T)));
  std::vector<ArgLayout> Wide = Args;
  Wide.insert(Wide.begin() + 1, cantFail(layoutOf(R.basic("i128", 128, dwarf::DW_ATE_signed))));
  Wide.insert(Wide.begin(), cantFail(layoutOf(R.structure("Z", 0, 1, {}))));
  std::vector<KernelSlot> WideSlots = kernelSlots(Wide);
  REQUIRE(WideSlots.size() == 14);
  CHECK(WideSlots[0].Arg == 1); // the zero-sized argument has no slot
  CHECK(WideSlots[1].Role == SlotRole::Value);
  CHECK(WideSlots[1].Arg == 2);
  CHECK(WideSlots[1].Part == 0);
  CHECK(WideSlots[2].Arg == 2);
  CHECK(WideSlots[2].Part == 1);
  CHECK(WideSlots[3].Role == SlotRole::SliceData);
  CHECK(slotName(WideSlots[0], Wide, "args.") == "args.1");
  CHECK(slotName(WideSlots[2], Wide, "args.") == "args.2.1");
  CHECK(slotName(WideSlots[4], Wide, "arg") == "arg3.len");
  CHECK(slotName(WideSlots[12], Wide, "args.") == "block.z");
  CHECK(slotName(WideSlots[13], Wide, "arg") == "shared.dynamic");
  std::vector<KernelSlot> Slots = kernelSlots(Args);
  REQUIRE(Slots.size() == 12);
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

/// `offload::region::<Name>` { data_ptr: *mut f32, length: usize, then
/// the shape members (usize each) }.
static DIType *shapedRegion(RustTypes &R, StringRef Name, std::vector<StringRef> Shape) {
  DINamespace *Disjoint =
      R.DIB.createNameSpace(R.DIB.createNameSpace(nullptr, "offload", false), "region", false);
  uint64_t Bytes = 16 + 8 * Shape.size();
  auto *S = R.DIB.createStructType(Disjoint, Name, R.File, 0, Bytes * 8, 64, DINode::FlagZero,
                                   nullptr, DINodeArray());
  std::vector<Metadata *> Members{
      R.DIB.createMemberType(S, "data_ptr", R.File, 0, 64, 64, 0, DINode::FlagZero,
                             R.pointer(R.f32(), "*mut f32")),
      R.DIB.createMemberType(S, "length", R.File, 0, 64, 64, 64, DINode::FlagZero, R.usize())};
  for (size_t I = 0; I < Shape.size(); ++I)
    Members.push_back(R.DIB.createMemberType(S, Shape[I], R.File, 0, 64, 64, 128 + 64 * I,
                                             DINode::FlagZero, R.usize()));
  R.DIB.replaceArrays(S, R.DIB.getOrCreateArray(Members));
  return S;
}

TEST_CASE("Region2d and Region3d are slices whose shape takes a slot per member") {
  RustTypes R;
  std::vector<ArgLayout> Args;
  for (DIType *T : {shapedRegion(R, "Region2d<f32>", {"width", "rows"}),
                    shapedRegion(R, "Region3d<f32>", {"width", "height", "planes"}),
                    shapedRegion(R, "Region<f32, 1>", {})})
    Args.push_back(cantFail(layoutOf(T)));
  CHECK(Args[0].Kind == ArgKind::Slice);
  CHECK(Args[0].Mutable);
  CHECK(Args[0].Size == 32);
  CHECK(Args[0].slotCount() == 4);
  CHECK(Args[0].shapeOffsets() == std::vector<uint64_t>{16, 24});
  CHECK(Args[1].slotCount() == 5);
  CHECK(Args[1].shapeOffsets() == std::vector<uint64_t>{16, 24, 32});
  CHECK(Args[2].slotCount() == 2);
  CHECK(Args[2].shapeOffsets().empty());
  std::vector<KernelSlot> Slots = kernelSlots(Args);
  REQUIRE(Slots.size() == 11 + NumGeometrySlots);
  CHECK(Slots[2].Role == SlotRole::SliceShape);
  CHECK(Slots[2].MapType == 0x120);
  CHECK(slotName(Slots[2], Args, "args.") == "args.0.shape0");
  CHECK(slotName(Slots[3], Args, "args.") == "args.0.shape1");
  CHECK(Slots[6].Role == SlotRole::SliceShape);
  CHECK(Slots[8].Part == 2);
  CHECK(slotName(Slots[8], Args, "args.") == "args.1.shape2");
  CHECK(Slots[9].Role == SlotRole::SliceData);
  // A region whose shape member is missing is another support crate's
  // (an older one's Region2d had no rows, its Region3d no planes).
  CHECK(errorOf(shapedRegion(R, "Region3d<f32>", {"width"})).find("'height'") !=
        std::string::npos);
  CHECK(errorOf(shapedRegion(R, "Region2d<f32>", {"width"})).find("'rows'") !=
        std::string::npos);
  CHECK(errorOf(shapedRegion(R, "Region3d<f32>", {"width", "height"})).find("'planes'") !=
        std::string::npos);
}

TEST_CASE("struct TypeTrees mark padding and name fields") {
  RustTypes R;
  // The example's Stats: f64, u32, (4 padding), f64, u16, (6 padding).
  DIType *Stats = R.stats();
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
             "'next' of 'Node'); the kernel would receive a host address: pass "
             "the data that pointer points at as an argument of its own");
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

TEST_CASE("C's conventions: names, const pointers, slices by member names") {
  // Debug types as clang -g writes them: unnamed pointer types, const as a
  // qualifier, typedefs.
  RustTypes R;
  const Conventions &C = cConventions();
  DIType *Float = R.basic("float", 32, dwarf::DW_ATE_float);
  DIType *ConstFloat = R.DIB.createQualifiedType(dwarf::DW_TAG_const_type, Float);
  DIType *SizeT = R.DIB.createTypedef(R.basic("unsigned long", 64, dwarf::DW_ATE_unsigned),
                                      "size_t", R.File, 0, nullptr);
  auto CLayout = [&](DIType *T) { return offload::layout::layoutOf(T, X86, C); };

  ArgLayout In = cantFail(CLayout(R.pointer(ConstFloat, "")));
  CHECK(In.TypeName == "const float *");
  CHECK(In.Kind == ArgKind::Reference);
  CHECK(In.PointeeType == "float");
  CHECK(In.PointeeSize == 4);
  CHECK(In.mapType() == map::To);
  ArgLayout InOut = cantFail(CLayout(R.pointer(Float, "")));
  CHECK(InOut.TypeName == "float *");
  CHECK(InOut.mapType() == (map::To | map::From));

  // A structure { T *data; size_t length; } is a slice; its members may be
  // in either order, the tree says where each one is.
  auto Slice = [&](StringRef Name, DIType *Elem, bool LengthFirst) {
    DIType *Ptr = R.pointer(Elem, "");
    return R.structure(Name, 16, 8,
                       {{"data", Ptr, LengthFirst ? 8u : 0u},
                        {"length", SizeT, LengthFirst ? 0u : 8u}});
  };
  DIType *Typedef = R.DIB.createTypedef(Slice("f32_cslice", ConstFloat, false),
                                        "f32_cslice", R.File, 0, nullptr);
  ArgLayout S = cantFail(CLayout(Typedef));
  CHECK(S.TypeName == "f32_cslice");
  CHECK(S.Kind == ArgKind::Slice);
  CHECK(S.PointeeSize == 4);
  CHECK(S.mapType() == map::To);
  REQUIRE(S.Tree->Entries.size() == 2);
  CHECK(S.Tree->Entries[0].Kind == LeafKind::Pointer);
  CHECK(S.Tree->Entries[0].Field == "data");
  ArgLayout Swapped = cantFail(CLayout(Slice("back", Float, true)));
  CHECK(Swapped.TypeName == "struct back");
  CHECK(Swapped.mapType() == (map::To | map::From));
  REQUIRE(Swapped.Tree->Entries.size() == 2);
  CHECK(Swapped.Tree->Entries[0].Field == "length");
  CHECK(Swapped.Tree->Entries[0].Offset == 0);
  CHECK(Swapped.Tree->Entries[1].Field == "data");
  CHECK(Swapped.Tree->Entries[1].Offset == 8);

  // Anything else is a value, which may not hold a pointer: a third
  // member, or other names.
  Expected<ArgLayout> Three = CLayout(R.structure(
      "triple", 24, 8,
      {{"data", R.pointer(Float, ""), 0}, {"length", SizeT, 8}, {"x", SizeT, 16}}));
  REQUIRE_FALSE(static_cast<bool>(Three));
  CHECK(toString(Three.takeError()).find("(field 'data')") != std::string::npos);
  Expected<ArgLayout> Holder = CLayout(R.structure(
      "holder", 16, 8, {{"ptr", R.pointer(Float, ""), 0}, {"n", SizeT, 8}}));
  REQUIRE_FALSE(static_cast<bool>(Holder));
  CHECK(toString(Holder.takeError()) ==
        "argument type 'struct holder' holds a pointer or reference (field "
        "'ptr'); the kernel would receive a host address: pass the data it "
        "points at as its own argument");
  ArgLayout Arr = cantFail(CLayout(R.array(Float, 4, "")));
  CHECK(Arr.TypeName == "float[4]");
  CHECK(Arr.Size == 16);

  // Rust's spellings mean nothing to C: `&mut` is just a name here, and the
  // pointee's const-ness decides.
  CHECK(cantFail(CLayout(R.pointer(ConstFloat, "&mut f32"))).mapType() == map::To);
  CHECK(cantFail(layoutOf(R.pointer(R.f32(), "&mut f32"))).mapType() ==
        (map::To | map::From));
}
