//===- offload/layout/Conventions.h - A frontend's debug info ---*- C++ -*-===//
//
// DWARF (LLVM's DI metadata) says how a type is built: sizes, offsets,
// members, pointers, arrays. It does not say what a frontend means by it:
// how the language names the type, whether a kernel may write through a
// pointer, which structure is a slice (a pointer and an element count),
// which data may change behind a shared pointer. Each frontend answers
// these in a Conventions object; liblayout reads only DWARF's shapes and
// asks it the rest. The C conventions (clang -g) are here; Rust's (rustc
// -g) are in the Rust frontend (offload/rust/Conventions.h).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LAYOUT_CONVENTIONS_H
#define OFFLOAD_LAYOUT_CONVENTIONS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <vector>
#include <string>

namespace llvm {
class DICompositeType;
class DIDerivedType;
class DILocalScope;
class DIScope;
class DISubprogram;
class DIType;
} // namespace llvm

namespace offload::layout {

/// The two members of a structure a frontend passes as a slice.
struct SliceMembers {
  /// The pointer to the first element (a DW_TAG_member of pointer type).
  const llvm::DIDerivedType *Data = nullptr;
  /// The element count (a DW_TAG_member of an integer type, 8 bytes).
  const llvm::DIDerivedType *Length = nullptr;
  /// More 8-byte integer members that travel by value after the length,
  /// in this order: the shape of a multi-dimensional slice (Rust's
  /// `offload::Region2d` width, rows; `Region3d` width, height, planes).
  /// Each takes a kernel slot of its own; plain slices have none.
  std::vector<const llvm::DIDerivedType *> Shape;
  /// The kernel may write the elements.
  bool Mutable = false;
};

/// What a frontend's debug info means where DWARF does not say.
class Conventions {
public:
  virtual ~Conventions();

  /// The frontend's name of T (the manifest's `type`, and in messages);
  /// empty when the debug info gives none.
  virtual std::string typeName(const llvm::DIType *T) const = 0;

  /// For an argument of pointer or reference type P (named Name): true when
  /// the kernel may write the pointee. Errors: a pointer the frontend's
  /// kernels cannot receive (the message says what to pass instead).
  virtual llvm::Expected<bool> pointerMutable(const llvm::DIDerivedType *P,
                                              llvm::StringRef Name) const = 0;

  /// For an argument of composite type C (named Name): its members when it
  /// is a slice, std::nullopt when it is a value like any other. Errors: a
  /// composite the kernels cannot receive (the message says why).
  virtual llvm::Expected<std::optional<SliceMembers>>
  slice(const llvm::DICompositeType *C, llvm::StringRef Name) const = 0;

  /// The name of the data a pointer or slice named Outer points at, when
  /// typeName(Pointee) is empty. The default is typeName(Pointee).
  virtual std::string pointeeName(const llvm::DIType *Pointee,
                                  llvm::StringRef Outer, bool IsSlice) const;

  /// True when the pointee may hold uninitialized bytes that the kernel may
  /// not read before it writes them (Rust's MaybeUninit): behind a pointer
  /// the kernel may write (pointerMutable, a mutable slice) it is never
  /// copied to the device; behind a shared one it is copied as usual (the
  /// kernel can only read it, so the host has initialized it). Default:
  /// false.
  virtual bool isUninit(const llvm::DIType *Pointee) const;

  /// What to pass instead of a value of type T (named Name) that holds a
  /// pointer, where the kernel would receive a host address: a clause such
  /// as "take `&[T]` in the kernel and pass `&v`". Behind is true when T is
  /// the data behind a reference or slice argument (its pointee or
  /// element). Empty (the default): the generic advice, pass the data it
  /// points at as an argument of its own.
  virtual std::string pointerAdvice(const llvm::DIType *T, llvm::StringRef Name,
                                    bool Behind) const;

  /// True when data of composite type C may change through a shared pointer
  /// (Rust's UnsafeCell), so it is copied back. Default: false.
  virtual bool isInteriorMutable(const llvm::DICompositeType *C) const;

  /// True when composite C is one atomic value (Rust's `AtomicU32`): its
  /// bytes change only by atomic operations of its size, which other host
  /// threads may be doing while a launch copies it, so the launch copies
  /// it with atomic loads and stores (TypeTreeEntry::Atomic). Default:
  /// false.
  virtual bool isAtomic(const llvm::DICompositeType *C) const;

  /// True when a kernel's last parameter of type T is one the frontend adds
  /// and launches do not pass (Rust's #[track_caller] location). Default:
  /// false.
  virtual bool isHiddenParameter(const llvm::DIType *T) const;
};

/// The conventions of C and C++ debug info (clang-22 -g):
///  * names as C spells them: `float`, `size_t` (typedefs kept), `struct
///    pair`, `const float *`, `float[4]`;
///  * `T *` and `T &` may be written through unless T is const-qualified;
///  * a structure whose members are exactly a pointer named DataMember and
///    an 8-byte integer named LengthMember is a slice of the pointee
///    (mutable unless the pointee is const-qualified);
///  * no type is uninitialized or interiorly mutable.
class CConventions : public Conventions {
public:
  explicit CConventions(std::string DataMember = "data",
                        std::string LengthMember = "length")
      : DataMember(std::move(DataMember)), LengthMember(std::move(LengthMember)) {}

  std::string typeName(const llvm::DIType *T) const override;
  llvm::Expected<bool> pointerMutable(const llvm::DIDerivedType *P,
                                      llvm::StringRef Name) const override;
  llvm::Expected<std::optional<SliceMembers>>
  slice(const llvm::DICompositeType *C, llvm::StringRef Name) const override;

private:
  std::string DataMember, LengthMember;
};

/// The C conventions with the default slice member names.
const Conventions &cConventions();

/// The most links any walk along a debug-info chain follows (typedefs and
/// qualifiers, scopes, inlining): real chains are a few links long, and
/// damaged debug info can make one a cycle, which LLVM's verifier does not
/// always refuse. A walk that reaches it gives up as on a broken chain.
inline constexpr unsigned MaxDebugInfoChain = 256;

/// The file name of the debug-info scope S (a subprogram, a lexical block,
/// a DILocation's scope): "" when S is null or its file field is not a
/// DIFile, which LLVM's verifier lets through on some scopes and LLVM's own
/// accessor (DIScope::getFilename) would then read as one.
std::string fileNameOf(const llvm::DIScope *S);

/// The subprogram a local scope (a DILocation's) belongs to, up through its
/// lexical blocks: DILocalScope::getSubprogram, but null for a chain longer
/// than MaxDebugInfoChain (a cycle of blocks, which LLVM's accessor would
/// follow for ever) or one that ends elsewhere.
const llvm::DISubprogram *subprogramOf(const llvm::DILocalScope *S);

/// T without typedefs and qualifiers (const, volatile, restrict, _Atomic),
/// which carry no layout (null for null, and for a chain longer than
/// MaxDebugInfoChain: a cycle).
const llvm::DIType *stripQualifiers(const llvm::DIType *T);

} // namespace offload::layout

#endif
