//===- offload/layout/Layout.h - Kernel argument layouts --------*- C++ -*-===//
//
// From the debug type of a kernel argument (LLVM DI metadata, as rustc -g
// writes it) to what the offload runtime needs: the argument's size and
// alignment, what it points at, and its map type.
//
// Facts about rustc's debug info this relies on (rustc 1.96, checked on the
// example; shared/reference/toolchain.md):
//  * scalars are DIBasicTypes (`f32`, `u16`, `usize`, `bool`, `char`);
//  * `&T`, `&mut T`, `*const T`, `*mut T` to a sized T are pointer types
//    whose name is the Rust spelling;
//  * `&[T]`, `&mut [T]`, `&str` are structures with the same name and two
//    members, `data_ptr` (pointer to T) and `length` (usize).
// Mutability is known only from that spelling (`&mut `, `*mut `).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LAYOUT_LAYOUT_H
#define OFFLOAD_LAYOUT_LAYOUT_H

#include "offload/layout/TypeTree.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace llvm {
class DIType;
} // namespace llvm

namespace offload::layout {

/// Map-type bits, values of llvm::omp::OpenMPOffloadMappingFlags
/// (llvm/Frontend/OpenMP/OMPConstants.h; the OpenMP offload runtime ABI).
namespace map {
inline constexpr uint64_t To = 0x1;
inline constexpr uint64_t From = 0x2;
inline constexpr uint64_t TargetParam = 0x20;
inline constexpr uint64_t Literal = 0x100;
} // namespace map

/// How an argument travels.
enum class ArgKind {
  /// A value copied into its 8-byte kernel slot (map type LITERAL).
  Scalar,
  /// A thin pointer to one sized value: the pointee is mapped.
  Reference,
  /// A slice reference (pointer and length): `length * ElementSize` bytes
  /// are mapped, the length travels as a scalar.
  Slice,
};

/// What a scalar is, for widening to and narrowing from an 8-byte slot.
enum class ScalarKind { None, SignedInt, UnsignedInt, Bool, Char, Float };

/// The layout of one kernel argument.
struct ArgLayout {
  std::string RustType;        ///< as the debug info spells it
  ArgKind Kind = ArgKind::Scalar;
  uint64_t Size = 0;           ///< bytes of the argument value itself
  uint64_t Align = 0;          ///< bytes
  ScalarKind Scalar = ScalarKind::None; ///< Scalar only
  bool Mutable = false;        ///< Reference, Slice: `&mut` / `*mut`
  /// Reference: bytes of the pointee (the mapped size, static).
  /// Slice: bytes of one element (mapped size = length * this).
  uint64_t PointeeSize = 0;
  uint64_t PointeeAlign = 0;   ///< bytes
  std::string PointeeType;     ///< Rust spelling of the pointee / element
  /// The argument value's TypeTree: a scalar's own leaf; for a reference
  /// `{0: pointer -> <pointee>}`; for a slice `{0: pointer -> <element>,
  /// 8: integer(64)}` (data_ptr, length).
  std::shared_ptr<const TypeTree> Tree;

  /// True when the mapped size is only known at run time (slices:
  /// length * PointeeSize); false when it is PointeeSize (references).
  bool runtimeSize() const { return Kind == ArgKind::Slice; }

  /// The map type of the argument's (first) map entry, without
  /// TARGET_PARAM: Scalar -> LITERAL, `&T` -> TO, `&mut T` -> TO|FROM.
  uint64_t mapType() const;
};

/// Computes the layout of a kernel argument of debug type T.
/// Errors (message names the type, and the field where one is at fault): no
/// debug type, an unsized or zero-sized pointee, trait objects, closures and
/// function pointers, aggregates passed by value (not supported yet),
/// 128-bit or wider scalars, a pointer or reference inside the mapped data
/// (the kernel would receive a host address), recursive types.
llvm::Expected<ArgLayout> layoutOf(const llvm::DIType *T);

/// Compares the layouts of one type on two targets (Host as the manifest
/// records it, Device from the device's debug info). Returns an empty
/// string when size, alignment and TypeTree agree, else a sentence naming
/// the first field that differs, e.g. "field 'x' is integer(128) at offset
/// 16 on the host but at offset 8 on the device".
/// Kind, size, alignment, map type, pointee and TypeTree are compared;
/// First and Second name the two sides in the sentence.
std::string describeLayoutMismatch(const ArgLayout &Host, const ArgLayout &Device,
                                   llvm::StringRef First = "the host",
                                   llvm::StringRef Second = "the device");

/// "to", "from", "tofrom", "literal" (with "|target_param" when set) for a
/// map type, for listings and messages.
std::string mapTypeName(uint64_t MapType);

} // namespace offload::layout

#endif
