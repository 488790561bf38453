//===- offload/layout/TypeTree.h - Simplified TypeTrees ---------*- C++ -*-===//
//
// Simplified TypeTrees: what each byte of a value is.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LAYOUT_TYPETREE_H
#define OFFLOAD_LAYOUT_TYPETREE_H

#include "offload/layout/Conventions.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class DataLayout;
class DIType;
} // namespace llvm

namespace offload::layout {

/// What a run of bytes holds.
enum class LeafKind { Integer, Half, Float, Double, Pointer, Anything, Padding };

/// "integer", "half", "float", "double", "pointer", "anything", "padding".
const char *leafKindName(LeafKind K);

struct TypeTree;

/// One leaf of a TypeTree, possibly repeated.
struct TypeTreeEntry {
  uint64_t Offset = 0; ///< bytes from the start of the value
  LeafKind Kind = LeafKind::Anything;
  uint64_t Size = 0;   ///< bytes of one leaf (Integer(8 * Size))
  uint64_t Count = 1;  ///< number of repetitions (array elements)
  uint64_t Stride = 0; ///< bytes between repetitions (0 when Count == 1)
  /// Where the leaf is in the value: a member path such as `max`,
  /// `pos[]`, `data_ptr`; empty for a scalar value itself.
  std::string Field;
  /// Pointer only: the pointee's tree (shared between uses of one type).
  std::shared_ptr<const TypeTree> Pointee;
  /// Pointer only: set when the pointee is not expanded because it is the
  /// type that contains this pointer (a recursive type): its name.
  std::string RecursiveType;
  /// The leaf is (the value of) an atomic (Conventions::isAtomic): its
  /// bytes change only by atomic operations of Size bytes.
  bool Atomic = false;
};

/// The bytes of one value.
///
/// A simplified TypeTree says what each byte of a value is, in the
/// vocabulary of Enzyme's TypeTree and rustc's offload TypeTrees: byte offset
/// -> Integer(size) / Half / Float / Double / Pointer(child) / Anything, with
/// padding marked. Arrays are one entry repeated (Count, Stride).
///
/// Trees are computed over a type graph (Boost.Graph): nodes are debug types,
/// edges are member / element / pointee / enum-variant. A depth-first search
/// finds the edges that close cycles (recursive types), and the rest is walked
/// in reverse topological order, so each type's tree is computed once and
/// shared by every use.
///
/// Sizes and offsets come from the debug info, and so does every alignment it
/// gives (rustc's for each composite: 1 for `#[repr(packed)]`). One it leaves
/// out comes, for a primitive (rustc writes none, e.g. for u128), from the
/// target's DataLayout, as rustc's own layout does; for a composite (clang
/// writes none for most structures), from its parts: the largest of their
/// alignments, each bounded by the largest power of two that divides the
/// part's offset, then by the one that divides the size (a packed
/// structure's members sit at offsets their types would not allow).
struct TypeTree {
  uint64_t Size = 0;  ///< bytes
  uint64_t Align = 1; ///< bytes
  std::vector<TypeTreeEntry> Entries; ///< sorted by Offset, covering Size

  /// Some byte of the value (not behind a pointer, enum variants included)
  /// lies inside a `core::cell::UnsafeCell` (atomics, `Cell`, ...): data
  /// reached through a shared reference may still change.
  bool InteriorMutable = false;
  /// Some atomic of the value is not among Entries: it lies in an enum's
  /// variant, or in an array too long to list (an Anything leaf), so its
  /// bytes cannot be told apart from the others'.
  bool HiddenAtomics = false;
  /// Some part of the value (not behind a pointer, enum variants included)
  /// is a pointer or reference; PointerField names the first one (a member
  /// path such as `a.<Some>.__0`, empty for the value itself).
  bool HoldsPointer = false;
  std::string PointerField;

  /// True when some leaf is Atomic or HiddenAtomics is set.
  bool hasAtomics() const;

  /// Compact text, e.g. `{0: double x16 +8}` or
  /// `{0: pointer -> {0: float}, 8: integer(8)}`; padding as `padding(4)`,
  /// an atomic leaf as `atomic integer(32)`.
  std::string str() const;
};

/// Computes the tree of a value of debug type T on the target described by
/// DL (used for alignments the debug info omits; see above). Pointers become
/// Pointer leaves whose Pointee is the pointee's tree; a pointer that closes
/// a cycle (a recursive type, e.g. a list node) gets a null Pointee and
/// RecursiveType names the type it points back to. Enums are one Anything
/// leaf (their bytes depend on the variant), but their variants count for
/// InteriorMutable and HoldsPointer; which composites make data
/// InteriorMutable, the frontend's Conventions say.
/// Errors: T is null; an array without a static length.
llvm::Expected<std::shared_ptr<const TypeTree>>
typeTreeOf(const llvm::DIType *T, const llvm::DataLayout &DL,
           const Conventions &Conv);

} // namespace offload::layout

#endif
