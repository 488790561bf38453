//===- RustdocCrate.h - A crate as rustdoc's JSON documents it --*- C++ -*-===//
//
// The items of one crate's rustdoc JSON and the search for their public
// paths, from which publicPathsFromRustdoc makes its table. Private to
// OffloadRust.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_LIB_RUSTDOCCRATE_H
#define OFFLOAD_RUST_LIB_RUSTDOCCRATE_H

#include "RustdocJson.h"

#include "offload/rust/PublicPaths.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

namespace offload::rust::rustdoc {

enum class Kind {
  Module,
  Use,
  Struct,
  Enum,
  Union,
  TypeAlias,
  Trait,
  TraitAlias,
  ExternType,
  Function,
  Other
};

/// Kinds of the type namespace this table is about (modules are walked).
inline bool isType(Kind K) {
  return K == Kind::Struct || K == Kind::Enum || K == Kind::Union ||
         K == Kind::TypeAlias || K == Kind::Trait || K == Kind::TraitAlias ||
         K == Kind::ExternType;
}
/// Kinds whose items this table records: types, and functions (kernels
/// are named by the device roots too).
inline bool isRecorded(Kind K) { return isType(K) || K == Kind::Function; }

/// What makes a path worse. Unstable: rustc rejects the path on stable
/// (E0658). Hidden: a `#[doc(hidden)]` item, module or re-export is on it.
struct Flags {
  bool Unstable = false;
  bool Hidden = false;
};

/// A stability attribute (rustc's `#[stable]` / `#[unstable]`).
enum class Stability { None, Stable, Unstable };

struct Item {
  Kind K = Kind::Other;
  const json *Inner = nullptr; ///< inner.<kind>, when K is not Other
  bool Public = false;
  bool Local = false;               ///< crate_id 0
  Stability Stab = Stability::None; ///< its own attribute
  /// `#[stable(..)]` with `#[rustc_allowed_through_unstable_modules]`.
  bool AllowedThroughUnstableModules = false;
  bool Hidden = false; ///< `#[doc(hidden)]`
  std::string Name;    ///< its name; a `use`'s (re-exported) name
};

/// A name a module exports in the type namespace.
struct Binding {
  uint32_t Target;
  bool Hidden; ///< a re-export on the way or the target is doc(hidden)
};
using ExportMap = std::map<std::string, Binding>;

/// A public path and how good it is (PublicPaths::Paths says the order).
struct Rank {
  Flags F;
  unsigned Segments = 0;
  bool Prelude = false;
  std::string Path;
  bool operator<(const Rank &O) const {
    size_t Chars = Path.size(), OChars = O.Path.size();
    return std::tie(F.Unstable, F.Hidden, Segments, Prelude, Chars, Path) <
           std::tie(O.F.Unstable, O.F.Hidden, O.Segments, O.Prelude, OChars,
                    O.Path);
  }
  bool operator>(const Rank &O) const { return O < *this; }
};

/// The crate as rustdoc documents it, and the walk over it. What it reads
/// of rustdoc's JSON (src/rustdoc-json-types/lib.rs of Rust 1.96.0,
/// FORMAT_VERSION 57, and rustdoc 1.96.0's output for `core`):
///  * `paths[id].path` is the definition path ("currently ... the full path
///    to where the item was defined"), the same segments the v0 demangler
///    prints;
///  * stability is only in `Attribute::Other` strings
///    (`#[attr = Stability {stability: Stability {level: Unstable {...}`),
///    which rustdoc says are *not* covered by FORMAT_VERSION: a rustdoc that
///    prints them differently is reported as an unreadable shape;
///  * a module's `items` lists the items defined in it and its `use`
///    items (re-exports are not inlined);
///  * without --document-private-items, private items are absent, private
///    modules are either absent or present with `is_stripped`, and `pub`
///    items of private modules are present (their re-exports are `use`
///    items whose `id` names the target).
/// Its members are defined by concern: reading the items in
/// RustdocCrate.cpp, the exports and the walk in RustdocWalk.cpp, the
/// aliases in RustdocAliases.cpp, compute in PublicPaths.cpp.
class Crate {
public:
  explicit Crate(llvm::StringRef JsonName) : JsonName(JsonName) {}

  llvm::Expected<PublicPaths> compute(const json &Doc);

  const Item *item(uint32_t Id) const {
    auto It = Items.find(Id);
    return It == Items.end() ? nullptr : &It->second;
  }
  /// The definition path of Id (`paths`), empty if unknown.
  std::string definitionPath(uint32_t Id) const;
  /// The kind of Id in `paths` (`struct`, `type_alias`...), empty if unknown.
  llvm::StringRef pathKind(uint32_t Id) const {
    auto It = Paths.find(Id);
    return It == Paths.end() ? llvm::StringRef() : llvm::StringRef(It->second.first);
  }

private:
  llvm::Error shape(const llvm::Twine &Message) {
    return makeDiagnostic(JsonName, 0, 0, "rustdoc JSON: " + Message);
  }
  llvm::Error readItems(const json &Index);
  llvm::Error readItem(uint32_t Id, const json &J, Item &It);
  llvm::Error readAttrs(uint32_t Id, const json &J, Item &It);
  llvm::Error readPaths(const json &Paths);

  /// Follows a chain of `use` items from Id; std::nullopt when it loops.
  std::optional<uint32_t> throughUses(uint32_t Id, bool &Hidden) const;
  /// Whether rustc treats item Id as unstable: its own attribute, else its
  /// definition parent's instability (rustc_passes/src/stability.rs,
  /// lookup_stability: an unmarked item inherits an unstable parent's
  /// stability).
  bool isUnstable(uint32_t Id);

  const ExportMap &exports(uint32_t Module);
  void walk(uint32_t Root);
  void addAliases(PublicPaths &P);

  llvm::StringRef JsonName;
  llvm::DenseMap<uint32_t, Item> Items;
  /// paths: id -> (kind, definition path).
  llvm::DenseMap<uint32_t, std::pair<std::string, std::string>> Paths;

  enum class State { InProgress, Done };
  llvm::DenseMap<uint32_t, State> ExportState;
  llvm::DenseMap<uint32_t, std::unique_ptr<ExportMap>> Exports;
  /// The best public path of each type item found by walk.
  llvm::DenseMap<uint32_t, Rank> Best;
  /// Item -> the module that defines it (lists it, not through a `use`).
  llvm::DenseMap<uint32_t, uint32_t> DefParent;
  uint32_t RootId = 0;
  /// Whether the crate has stability attributes at all (staged_api).
  bool Staged = false;
  llvm::DenseMap<uint32_t, bool> UnstableMemo;
};

} // namespace offload::rust::rustdoc

#endif
