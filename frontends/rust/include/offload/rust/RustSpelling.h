//===- offload/rust/RustSpelling.h - Rust type spellings ----*- C++ -*-===//
//
// Rust types and generic arguments as LLVM's Rust v0 demangler
// (llvm/Demangle/RustDemangle.cpp) spells them: paths with generic
// arguments (`kernels::fill<kernels::Pair>`), references, raw pointers,
// arrays and slices, tuples, function pointers (`fn(u8) -> u8`, with
// `for<'a>` binders, `unsafe`, `extern "C"`), trait objects (`dyn A<Item
// = u8> + Send`), qualified paths (`<T as Trait>::X`), and constants
// (`16`, `-1`, `true`, `'a'`, `"s"`, `{...}`).
//
// The spellings are split on tokens, never on characters, so that the
// `>` of `->`, a `'>'` character constant or a lifetime cannot be taken for
// a bracket.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_RUSTSPELLING_H
#define OFFLOAD_RUST_RUSTSPELLING_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace offload::rust {

/// One token of a spelling.
struct SpellingToken {
  enum Kind {
    Ident,    ///< identifier or keyword (`u32`, `mut`, `dyn`, `_`)
    Number,   ///< integer constant, with its sign (`16`, `-1`)
    Lifetime, ///< `'a`, `'_`, `'static`
    Char,     ///< character constant (`'x'`, `'\''`, `'\u{1f600}'`)
    String,   ///< string constant (`"C"`, `"a\"b"`)
    Open,     ///< `<` `(` `[` `{`
    Close,    ///< `>` `)` `]` `}`
    Arrow,    ///< `->`
    PathSep,  ///< `::`
    Punct,    ///< one of `, ; & * + = ! # : .`
  };
  Kind K;
  llvm::StringRef Text; ///< points into the spelling
  size_t Offset;        ///< byte offset in the spelling
};

/// Splits Spelling into tokens (spaces dropped). Errors, naming the byte
/// offset: a character no spelling uses, an unterminated character or
/// string constant, unbalanced or mismatched brackets, nesting deeper than
/// 256 levels.
llvm::Expected<std::vector<SpellingToken>>
tokenizeRustSpelling(llvm::StringRef Spelling);

/// Splits S at the commas that are not nested in any bracket, trimming
/// spaces: `u8, fn(u8) -> u8, [u8; 2]` -> {"u8", "fn(u8) -> u8", "[u8; 2]"}.
/// An empty S gives no parts. Errors: as tokenizeRustSpelling.
llvm::Expected<std::vector<std::string>> splitTopLevel(llvm::StringRef S);

/// A path with its trailing generic arguments split off:
/// `kernels::scale::<f32, 16>` (value position) or `kernels::scale<f32, 16>`
/// (type position) -> {"kernels::scale", {"f32", "16"}}.
struct KernelPath {
  std::string Kernel;
  std::vector<std::string> GenericArgs;
};

/// Splits S into its path and its trailing generic argument list (when S
/// ends in one). Errors: as tokenizeRustSpelling.
llvm::Expected<KernelPath> splitKernelPath(llvm::StringRef S);

/// Splits a demangled launch-instance name `<path>::launch::<K, M>` into the
/// kernel K (split by splitKernelPath). Errors: the name does not end in a
/// generic argument list of two arguments, or does not tokenize.
llvm::Expected<KernelPath> parseLaunchInstanceName(llvm::StringRef Demangled);

/// Checks that S can be pasted into Rust source as a type or constant
/// without changing the meaning of the text around it: every token is one a
/// type or constant spelling uses, brackets are balanced, there are no
/// comments, braces (closures, shims and block constants cannot be named)
/// or string constants other than an ABI name after `extern`. Errors: name
/// the first token that is not allowed.
llvm::Error checkPastable(llvm::StringRef S);

} // namespace offload::rust

#endif
