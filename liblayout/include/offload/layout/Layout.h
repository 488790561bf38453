//===- offload/layout/Layout.h - Kernel argument layouts --------*- C++ -*-===//
//
// From the debug type of a kernel argument (LLVM DI metadata, as a
// frontend writes it with -g) to what the offload runtime needs: the
// argument's size and alignment, what it points at, and its map type.
//
// Only DWARF's shapes are read here: basic types, pointers and references,
// structures, unions, arrays, enums with variant parts. What they mean in
// the frontend's language (names, which pointers the kernel may write
// through, which structures are slices, uninitialized and interiorly
// mutable data) the frontend's Conventions say (offload/layout/
// Conventions.h: C's here, Rust's in offload/rust/Conventions.h).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LAYOUT_LAYOUT_H
#define OFFLOAD_LAYOUT_LAYOUT_H

#include "offload/layout/Conventions.h"
#include "offload/layout/TypeTree.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Frontend/OpenMP/OMPConstants.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class DataLayout;
class DIType;
} // namespace llvm

namespace offload::layout {

/// Map-type bits: llvm::omp::OpenMPOffloadMappingFlags
/// (llvm/Frontend/OpenMP/OMPConstants.h, the OpenMP offload runtime ABI).
namespace map {
using Flags = llvm::omp::OpenMPOffloadMappingFlags;
inline constexpr uint64_t To = uint64_t(Flags::OMP_MAP_TO);
inline constexpr uint64_t From = uint64_t(Flags::OMP_MAP_FROM);
inline constexpr uint64_t TargetParam = uint64_t(Flags::OMP_MAP_TARGET_PARAM);
inline constexpr uint64_t Literal = uint64_t(Flags::OMP_MAP_LITERAL);
} // namespace map

/// How an argument travels.
enum class ArgKind {
  /// A value passed by value (a primitive, struct, tuple, array, enum; also
  /// zero-sized ones): its bytes are copied into ceil(Size / 8) 8-byte
  /// kernel slots (map type LITERAL); a zero-sized value takes none.
  Value,
  /// A reference to one sized value: the pointee is mapped.
  Reference,
  /// A slice reference (pointer and length): `length * PointeeSize` bytes
  /// are mapped, the length travels as a value, and so do the shape
  /// members after it, if any (SliceMembers::Shape).
  Slice,
};

/// The layout of one kernel argument.
struct ArgLayout {
  std::string TypeName;        ///< the type, as the debug info spells it
  ArgKind Kind = ArgKind::Value;
  uint64_t Size = 0;           ///< bytes of the argument value itself
  uint64_t Align = 1;          ///< bytes
  bool Mutable = false;        ///< Reference, Slice: the kernel may write
  /// Reference, Slice through a shared pointer (not Mutable): the pointee
  /// may change through it (Conventions::isInteriorMutable: Rust's
  /// UnsafeCell, in atomics, Cell). Never set with Mutable.
  bool InteriorMutable = false;
  /// Reference, Slice that the kernel may write (Mutable): the pointee (the
  /// element) is uninitialized data (Conventions::isUninit: Rust's
  /// `&mut MaybeUninit<..>`), whose bytes the kernel may not read before it
  /// writes them: never copied to the device. Shared ones are copied in.
  bool Uninit = false;
  /// Reference: bytes of the pointee (the mapped size, static).
  /// Slice: bytes of one element (mapped size = length * this).
  uint64_t PointeeSize = 0;
  uint64_t PointeeAlign = 0;   ///< bytes
  std::string PointeeType;     ///< the frontend's name of the pointee / element
  /// The argument value's TypeTree: a value's own tree; for a reference
  /// `{0: pointer -> <pointee>}`; for a slice its two members at their
  /// offsets, e.g. rustc's `{0: pointer -> <element>, 8: integer(64)}`
  /// (data_ptr, length), then its shape members (`16: integer(64), 24:
  /// integer(64)` for a Region2d's width and rows).
  std::shared_ptr<const TypeTree> Tree;

  /// True when the mapped size is only known at run time (slices:
  /// length * PointeeSize); false when it is PointeeSize (references).
  bool runtimeSize() const { return Kind == ArgKind::Slice; }

  /// True when the kernel may change the data behind a Reference or Slice,
  /// so it must be copied back: `&mut`, or interior mutability.
  bool writesBack() const { return Mutable || InteriorMutable; }

  /// The map type of the argument's (first) map entry, without
  /// TARGET_PARAM: Value -> LITERAL; Reference, Slice -> TO, or TO|FROM
  /// when writesBack(); Uninit ones without TO: FROM when writesBack(),
  /// else 0 (allocated on the device only). The host pass may still drop
  /// FROM when no device image writes the argument (refineMapTypes).
  uint64_t mapType() const;

  /// How many 8-byte kernel slots the argument takes: a Value ceil(Size /
  /// 8) (none when zero-sized), a Reference 1 (the device address), a Slice
  /// 2 (the device address, the length) and one per shape member.
  unsigned slotCount() const;

  /// Slice: the offsets in the argument value of its shape members, in
  /// order: the 8-byte integers of the tree after the length (none for a
  /// plain slice, or without a tree).
  std::vector<uint64_t> shapeOffsets() const;
};

/// The largest alignment, in bytes, of data behind a reference or slice
/// argument: the offload runtime's copies are aligned to 16 at least (the
/// HOST plugin allocates with malloc), so more could not be honoured.
inline constexpr uint64_t MaxMappedAlign = 16;

/// Computes the layout of a kernel argument of debug type T on the target
/// described by DL (alignments the debug info omits), with the frontend's
/// conventions Conv.
/// Errors (the message names the type, and the field where one is at
/// fault): no debug type; function pointers; what Conv refuses (Rust: raw
/// pointers, trait objects, closures); a pointer or reference inside a value or
/// inside the mapped data (the kernel would receive a host address), with
/// the field named; data behind a reference aligned to more than
/// MaxMappedAlign; an unsized pointee other than a slice; an array without
/// a static length.
llvm::Expected<ArgLayout> layoutOf(const llvm::DIType *T, const llvm::DataLayout &DL,
                                   const Conventions &Conv);

/// How describeLayoutMismatch compares alignments.
enum class AlignRule {
  Equal,           ///< the same on both sides (two manifests, old and new)
  /// The second side may be less aligned: the host's data then always
  /// satisfies the device's code (u128 is aligned to 16 on x86-64 but to 8
  /// on amdgcn; sizes and offsets still have to agree).
  SecondMayBeLess,
};

/// Compares the layouts of one type on two targets (Host as the manifest
/// records it, Device from the device's debug info). Returns an empty
/// string when size, alignment (by Rule) and TypeTree agree, else a
/// sentence naming the first field that differs, e.g. "field 'x' is
/// integer(128) at offset 16 on the host but at offset 8 on the device".
/// Kind, size, alignment, map type, pointee and TypeTree are compared;
/// First and Second name the two sides in the sentence.
std::string describeLayoutMismatch(const ArgLayout &Host, const ArgLayout &Device,
                                   llvm::StringRef First = "the host",
                                   llvm::StringRef Second = "the device",
                                   AlignRule Rule = AlignRule::Equal);

/// "to", "from", "tofrom", "alloc" (neither), "literal" (with "|target_param" when set) for a
/// map type, for listings and messages.
std::string mapTypeName(uint64_t MapType);

} // namespace offload::layout

#endif
