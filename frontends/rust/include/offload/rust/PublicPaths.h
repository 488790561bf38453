//===- offload/rust/PublicPaths.h - Public names of types --*- C++ -*-===//
//
// Per crate, a table from the definition paths the v0 demangler prints
// (`core::num::nonzero::NonZero<u32>`) to paths other crates can name
// (`core::num::NonZero<u32>`), for the generated Rust of the device roots
// (docs/design.md "Device roots"), computed from rustdoc's JSON.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_PUBLICPATHS_H
#define OFFLOAD_RUST_PUBLICPATHS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace offload::rust {

/// The rustdoc JSON format versions publicPathsFromRustdoc reads (only those
/// whose shapes were checked).
inline constexpr unsigned MinRustdocFormatVersion = 57;
inline constexpr unsigned MaxRustdocFormatVersion = 57;

/// The first line of the text form written by writePublicPaths.
inline constexpr const char *PublicPathsHeader = "offload-public-paths 1";

/// A stable public type alias of an unstable generic type, in the
/// demangler's spelling: a demangled type that matches Pattern, where each
/// name of Params stands for any type or constant (the same one at every
/// occurrence), can be written as Replacement with the same substitution.
/// E.g. Pattern `core::sync::atomic::Atomic<*mut T>`, Replacement
/// `core::sync::atomic::AtomicPtr<T>`, Params {`T`}; Pattern
/// `core::sync::atomic::Atomic<u32>`, Replacement
/// `core::sync::atomic::AtomicU32`, no Params.
struct Alias {
  std::string Pattern;
  std::string Replacement;
  /// The alias's own generic parameter names (types and constants), in
  /// declaration order; each occurs in Pattern.
  std::vector<std::string> Params;

  bool operator==(const Alias &O) const {
    return Pattern == O.Pattern && Replacement == O.Replacement &&
           Params == O.Params;
  }
  bool operator<(const Alias &O) const;
};

/// A crate's public names for its types (struct, enum, union, type alias,
/// trait, trait alias, extern type; primitives need none: the demangler
/// spells them `u32`). All paths start with the crate's name and are
/// `::`-separated.
struct PublicPaths {
  /// The crate's name (`core`); empty when unknown.
  std::string Crate;
  /// Definition path of a type or a function (`core::num::nonzero::NonZero`,
  /// `kernels::private_module::kernel`) -> best public path
  /// (`core::num::NonZero`, `kernels::kernel`), only where the two differ. "Best" is the first
  /// of all public paths ordered by: stable before unstable, not
  /// `#[doc(hidden)]` before hidden, fewer segments, no `prelude` segment,
  /// fewer characters, lexicographic. Types in Unstable have entries too
  /// (their best path, unstable, e.g. `core::marker::PhantomInvariant`).
  std::map<std::string, std::string> Paths;
  /// Definition paths of types that have public paths but no stable one
  /// (the type, or a module on every path, is unstable as rustc sees it):
  /// naming them needs a nightly feature, or an alias below.
  std::set<std::string> Unstable;
  /// Definition paths of types rustdoc documents that no public path
  /// reaches (e.g. a `pub` struct in a private module, never re-exported).
  std::set<std::string> Unreachable;
  /// Stable public aliases of the types in Unstable, sorted, at most one
  /// per Pattern (the one with the best Replacement path).
  std::vector<Alias> Aliases;

  bool operator==(const PublicPaths &O) const {
    return Crate == O.Crate && Paths == O.Paths && Unstable == O.Unstable &&
           Unreachable == O.Unreachable && Aliases == O.Aliases;
  }
};

/// Computes the table of the crate documented by JsonText, rustdoc's JSON
/// output (format_version MinRustdocFormatVersion..MaxRustdocFormatVersion);
/// core's, for example, comes from
///
///   RUSTC_BOOTSTRAP=1 rustdoc -Zunstable-options --output-format json
///     --crate-name core .../library/core/src/lib.rs --edition 2024 -o DIR
///
/// A public path is found by walking from the crate root through public
/// modules and public `use` re-exports: a non-glob re-export names its
/// target (a re-exported module exposes its items under the new name); a
/// glob re-export of a module exposes its public items, unless the
/// importing module has an item of that name in the type namespace or two
/// globs bring different items of one name. Re-export cycles end.
/// Stability follows rustc (rustc_passes/src/stability.rs, 1.96): a path
/// is unstable when its type is, or a module its segments name is and the
/// type is not `allowed_through_unstable_modules`; the stability attribute
/// of a `use` is not consulted (`core::ops::AsyncFn`, re-exported by an
/// `#[unstable]` use, compiles on stable); an item without attribute
/// inherits its defining module's instability, and in a crate that has
/// stability attributes one defined in a module rustdoc left out is taken
/// as unstable (rustc demands a stability of every reachable item, and
/// only instability is inherited). A crate without any stability attribute
/// (a user crate) is all stable.
/// Only items of this crate are in the table (a re-export of another
/// crate's type belongs to that crate's table); so are only the aliases of
/// this crate's unstable types. Aliases whose target arguments cannot be
/// spelled (lifetime parameters, `dyn`, fn pointers, projections, const
/// expressions, paths through other aliases) are left out.
/// Errors (DiagnosticError in JsonName): not JSON (with line:col), no
/// format_version or one not supported (the message lists the supported
/// ones), no root module, a field this needs that has another shape, a
/// stability attribute it cannot read, a name with control characters.
llvm::Expected<PublicPaths> publicPathsFromRustdoc(llvm::StringRef JsonText,
                                                   llvm::StringRef JsonName);

/// The table as text: the line PublicPathsHeader, then one tab-separated
/// record per line, each line ending in '\n':
///   `crate <name>`                       (when Crate is not empty)
///   `path <definition path> <public path>`  (sorted by definition path)
///   `unstable <definition path>`         (sorted)
///   `unreachable <definition path>`      (sorted)
///   `alias <pattern> <replacement> [<param>...]`  (sorted)
/// Deterministic: equal tables give equal bytes. Fields must not hold tabs,
/// line breaks or other control characters (publicPathsFromRustdoc never
/// produces them).
std::string writePublicPaths(const PublicPaths &P);

/// Reads writePublicPaths's text (records in any order; a final line break
/// is optional). Errors (DiagnosticError at FileName:line:col): another
/// first line (another version is named as such), an unknown record, a
/// wrong number of fields, an empty field or one with control characters,
/// a duplicate (a second `crate`, one definition path mapped twice or
/// listed twice, a second alias with one pattern).
llvm::Expected<PublicPaths> readPublicPaths(llvm::StringRef Text,
                                            llvm::StringRef FileName);

} // namespace offload::rust

#endif
