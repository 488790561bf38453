//===- offload/rust/Conventions.h - rustc's debug info ----------*- C++ -*-===//
//
// What rustc's debug info means (layout::Conventions).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_CONVENTIONS_H
#define OFFLOAD_RUST_CONVENTIONS_H

#include "offload/layout/Conventions.h"

namespace llvm {
class Module;
} // namespace llvm

namespace offload::rust {

/// rustc's conventions (see above).
///
/// What rustc's debug info means (layout::Conventions). Facts about rustc
/// 1.96's DI metadata this relies on (checked on the examples and tests):
///  * primitives are DIBasicTypes (`f32`, `u16`, `u128`, `bool`, `char`,
///    and `()` with size 0), without an alignment;
///  * `&T`, `&mut T`, `*const T`, `*mut T` to a sized T are pointer types
///    whose name is the Rust spelling, and so is `Box<T>`, named
///    `alloc::boxed::Box<T, alloc::alloc::Global>` (with an unsized T, a
///    structure of that name with `data_ptr` and `length` or `vtable`);
///  * `&[T]`, `&mut [T]`, `&str` are structures with the same name and two
///    members, `data_ptr` (pointer to T) and `length` (usize);
///  * arrays are unnamed DW_TAG_array_types; structs, tuples, enums and
///    unions are composites named as Rust spells them;
///  * `core::cell::UnsafeCell<T>` is a composite in namespace core::cell;
///  * `core::mem::MaybeUninit<T>` is a union named `MaybeUninit<T>` in
///    namespace core::mem::maybe_uninit (members `uninit: ()` and `value:
///    ManuallyDrop<T>`); references to it are named
///    `&mut core::mem::maybe_uninit::MaybeUninit<T>`.
/// Mutability is known only from the spelling (`&mut `), and from an
/// UnsafeCell inside the pointee.
class RustConventions : public layout::Conventions {
public:
  /// The Rust spelling: the type's name, or for the arrays rustc leaves
  /// unnamed `[<element>; <length>]` (`[[f32; 3]; 2]`); empty when neither
  /// is known.
  std::string typeName(const llvm::DIType *T) const override;
  /// `&mut T` may be written; `&T` not. Errors: raw pointers (how many
  /// bytes they point at is unknown), function pointers, and every other
  /// pointer type (rustc's `Box<T>`: the device would get a host address).
  llvm::Expected<bool> pointerMutable(const llvm::DIDerivedType *P,
                                      llvm::StringRef Name) const override;
  /// `&[T]`, `&mut [T]`, `&str` (members data_ptr, length), and the support
  /// crate's `offload::Region<T, K>` (the same members; mutable). Errors:
  /// raw slices, trait objects, closures.
  llvm::Expected<std::optional<layout::SliceMembers>>
  slice(const llvm::DICompositeType *C, llvm::StringRef Name) const override;
  /// What rustc leaves unnamed, spelled from the reference (`&[f64; 16]`
  /// points at `[f64; 16]`, a slice `&[E]` at E).
  std::string pointeeName(const llvm::DIType *Pointee, llvm::StringRef Outer,
                          bool IsSlice) const override;
  /// For `Box`, `Vec`, `String`, `Rc` and `Arc` (of `alloc`) by value: the
  /// reference or slice to take in the kernel instead and what to pass;
  /// behind a reference or slice, for slices and strings
  /// (`&[&str]`, `&[Vec<T>]`): one joined slice and the parts' ends.
  std::string pointerAdvice(const llvm::DIType *T, llvm::StringRef Name,
                            bool Behind) const override;
  /// `core::mem::MaybeUninit<T>`.
  bool isUninit(const llvm::DIType *Pointee) const override;
  /// `core::cell::UnsafeCell<T>` (and the unstable SyncUnsafeCell): the one
  /// type through which Rust lets shared data change (atomics, Cell,
  /// RefCell, Mutex all hold one).
  bool isInteriorMutable(const llvm::DICompositeType *C) const override;
  /// core's atomics (`Atomic<u32>`, `AtomicU32`, ..., `AtomicBool`) and the
  /// support crate's `AtomicF32` / `AtomicF64`.
  bool isAtomic(const llvm::DICompositeType *C) const override;
  /// `&core::panic::location::Location`: a #[track_caller] function's
  /// caller location.
  bool isHiddenParameter(const llvm::DIType *T) const override;

private:
  /// typeName at array nesting level Depth (at most
  /// layout::MaxDebugInfoChain: damaged debug info can make an unnamed
  /// array its own element type).
  std::string arrayTypeName(const llvm::DIType *T, unsigned Depth) const;
};

/// The one RustConventions object.
const layout::Conventions &rustConventions();

/// The conventions of M's frontend: Rust's when one of its compile units is
/// Rust (DW_LANG_Rust), C's otherwise (layout::cConventions()).
const layout::Conventions &conventionsFor(const llvm::Module &M);

} // namespace offload::rust

#endif
