//===- Roots.cpp - Device roots of kernel instances -----------------------===//
#include "offload/rust/Roots.h"
#include "offload/support/Diagnostic.h"
#include "offload/rust/RustSpelling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace offload::rust {

using namespace manifest;

namespace {

using Tokens = std::vector<SpellingToken>;

/// Where the bracket opened at Tokens[Open] closes.
size_t matchingClose(const Tokens &T, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < T.size(); ++I) {
    Depth += T[I].K == SpellingToken::Open ? 1 : T[I].K == SpellingToken::Close ? -1 : 0;
    if (Depth == 0)
      return I;
  }
  return T.size() - 1;
}

/// Text of tokens [Begin, End), spaced as the demangler spaces them.
std::string join(const Tokens &T, size_t Begin, size_t End) {
  std::string S;
  for (size_t I = Begin; I < End; ++I) {
    const SpellingToken &Tok = T[I];
    bool Glue = S.empty() || Tok.K == SpellingToken::PathSep ||
                Tok.K == SpellingToken::Close ||
                (Tok.K == SpellingToken::Punct && (Tok.Text == "," || Tok.Text == ";")) ||
                (Tok.K == SpellingToken::Open && Tok.Text != "{" &&
                 (T[I - 1].K == SpellingToken::Ident || T[I - 1].K == SpellingToken::PathSep ||
                  T[I - 1].K == SpellingToken::Close)) ||
                T[I - 1].K == SpellingToken::PathSep ||
                (T[I - 1].K == SpellingToken::Open && T[I - 1].Text != "{") ||
                (T[I - 1].K == SpellingToken::Punct &&
                 (T[I - 1].Text == "&" || T[I - 1].Text == "*" || T[I - 1].Text == "!"));
    if (!Glue)
      S += ' ';
    S += Tok.Text;
  }
  return S;
}

/// Matches an alias pattern's generic argument against an actual one:
/// exact tokens, where a parameter name matches any tokens (bound in
/// Bindings). Supports a parameter as the last token (`*mut T`) or alone.
bool matchArg(StringRef Pattern, StringRef Actual, ArrayRef<std::string> Params,
              std::map<std::string, std::string> &Bindings) {
  Expected<Tokens> P = tokenizeRustSpelling(Pattern);
  Expected<Tokens> A = tokenizeRustSpelling(Actual);
  if (!P || !A) {
    consumeError(P.takeError());
    consumeError(A.takeError());
    return false;
  }
  bool LastIsParam = !P->empty() && P->back().K == SpellingToken::Ident &&
                     is_contained(Params, P->back().Text.str());
  size_t Fixed = LastIsParam ? P->size() - 1 : P->size();
  if (A->size() < Fixed || (!LastIsParam && A->size() != Fixed))
    return false;
  for (size_t I = 0; I < Fixed; ++I)
    if ((*P)[I].Text != (*A)[I].Text)
      return false;
  if (LastIsParam) {
    if (A->size() == Fixed)
      return false;
    std::string Value = join(*A, Fixed, A->size());
    auto [It, New] = Bindings.try_emplace(P->back().Text.str(), Value);
    return New || It->second == Value;
  }
  return true;
}

/// Rust's keywords (strict and reserved, edition 2024): an item named by
/// one is spelled `r#name` (the demangler prints the bare name).
bool isKeyword(StringRef S) {
  static const char *const Keywords[] = {
      "abstract", "as",     "async",  "await",   "become",  "box",      "break",
      "const",    "continue", "do",   "dyn",     "else",    "enum",     "extern",
      "false",    "final",  "fn",     "for",     "gen",     "if",       "impl",
      "in",       "let",    "loop",   "macro",   "match",   "mod",      "move",
      "mut",      "override", "priv", "pub",     "ref",     "return",   "static",
      "struct",   "trait",  "true",   "try",     "type",    "typeof",   "unsafe",
      "unsized",  "use",    "virtual", "where",  "while",   "yield"};
  return is_contained(Keywords, S);
}

/// A path `a::b::c` with each segment that is a keyword spelled raw.
std::string rawPath(StringRef Path) {
  SmallVector<StringRef> Parts;
  Path.split(Parts, "::");
  std::string Out;
  for (StringRef P : Parts)
    Out += (Out.empty() ? "" : "::") + (isKeyword(P) ? "r#" + P.str() : P.str());
  return Out;
}

/// The Fn traits, which stable Rust spells only with their sugar
/// (`Fn(u8) -> u8`, not `Fn<(u8,), Output = u8>` as the demangler does).
bool isFnTrait(StringRef Path) {
  return Path == "core::ops::function::Fn" || Path == "core::ops::function::FnMut" ||
         Path == "core::ops::function::FnOnce";
}

class Speller {
public:
  Speller(ArrayRef<std::string> Crates, ArrayRef<PublicPaths> Names)
      : Crates(Crates), Names(Names) {}

  /// An absolute, public, raw-where-needed spelling of an item's path.
  std::string spellPath(const std::string &Path) {
    return "::" + rawPath(publicPath(Path));
  }

  Expected<std::string> spell(StringRef S) {
    if (Error E = checkPastable(S))
      return E;
    Expected<Tokens> T = tokenizeRustSpelling(S);
    if (!T)
      return T.takeError();
    return spellTokens(*T, 0, T->size());
  }

private:
  /// The public path of a definition path, if a table knows a better one.
  std::string publicPath(const std::string &Path) {
    for (const PublicPaths &P : Names) {
      auto It = P.Paths.find(Path);
      if (It != P.Paths.end())
        return It->second;
    }
    return Path;
  }

  Expected<std::string> spellTokens(const Tokens &T, size_t Begin, size_t End) {
    std::string Out;
    for (size_t I = Begin; I < End;) {
      const SpellingToken &Tok = T[I];
      bool StartsPath = Tok.K == SpellingToken::Ident && I + 1 < End &&
                        T[I + 1].K == SpellingToken::PathSep &&
                        (I == 0 || T[I - 1].K != SpellingToken::PathSep);
      if (!StartsPath) {
        Out += (Out.empty() ? "" : spaceBefore(T, I)) + Tok.Text.str();
        ++I;
        continue;
      }
      // A path: crate::a::b ... possibly followed by generic arguments.
      std::string Crate = Tok.Text.str();
      if (!is_contained(Crates, Crate))
        return createStringError(
            "'" + printable(join(T, I, pathEnd(T, I, End))) + "' is defined in crate '" +
            printable(Crate) + "', which the device code cannot use");
      size_t J = pathEnd(T, I, End);
      std::string Path = join(T, I, J);
      std::string Spelled;
      // An unstable type with a stable alias (core's Atomic<u32> is spelled
      // AtomicU32).
      if (J < End && T[J].K == SpellingToken::Open && T[J].Text == "<") {
        size_t Close = matchingClose(T, J);
        Expected<std::string> Alias = isFnTrait(Path)
                                          ? fnSugar(Path, T, J, Close)
                                          : viaAlias(Path, join(T, J + 1, Close));
        if (!Alias)
          return Alias.takeError();
        if (!Alias->empty()) {
          Spelled = *Alias;
          J = Close + 1;
        }
      }
      if (Spelled.empty())
        Spelled = spellPath(Path);
      Out += (Out.empty() ? "" : spaceBefore(T, I)) + Spelled;
      I = J;
    }
    return Out;
  }

  /// A path's tokens end after its last `:: ident`.
  static size_t pathEnd(const Tokens &T, size_t I, size_t End) {
    size_t J = I + 1;
    while (J + 1 < End && T[J].K == SpellingToken::PathSep &&
           T[J + 1].K == SpellingToken::Ident)
      J += 2;
    return J;
  }

  static std::string spaceBefore(const Tokens &T, size_t I) {
    std::string Two = join(T, I - 1, I + 1);
    return Two.size() > T[I - 1].Text.size() + T[I].Text.size() ? " " : "";
  }

  /// `Fn<(A, B), Output = R>` (tokens Open..Close of T) spelled
  /// `::core::ops::Fn(A, B) -> R`; "" when the arguments are not that shape.
  Expected<std::string> fnSugar(const std::string &Path, const Tokens &T,
                                size_t Open, size_t Close) {
    size_t I = Open + 1;
    if (I >= Close || T[I].Text != "(")
      return std::string();
    size_t TupleEnd = matchingClose(T, I);
    Expected<std::vector<std::string>> Params =
        splitTopLevel(join(T, I + 1, TupleEnd));
    if (!Params)
      return Params.takeError();
    std::string Out = spellPath(Path) + "(";
    size_t N = 0;
    for (const std::string &P : *Params) {
      if (P.empty()) // the trailing comma of a one-element tuple
        continue;
      Expected<std::string> S = spell(P);
      if (!S)
        return S.takeError();
      Out += (N++ ? ", " : "") + *S;
    }
    Out += ")";
    I = TupleEnd + 1;
    if (I == Close)
      return Out;
    // `, Output = R`
    if (I + 3 >= Close + 1 || T[I].Text != "," || T[I + 1].Text != "Output" ||
        T[I + 2].Text != "=")
      return std::string();
    Expected<std::string> Ret = spell(join(T, I + 3, Close));
    if (!Ret)
      return Ret.takeError();
    return Out + " -> " + *Ret;
  }

  /// Path<Args> spelled through a stable alias, or "" when none applies.
  Expected<std::string> viaAlias(const std::string &Path, const std::string &Args) {
    for (const PublicPaths &P : Names)
      for (const Alias &A : P.Aliases) {
        Expected<KernelPath> Pat = splitKernelPath(A.Pattern);
        Expected<std::vector<std::string>> Actual = splitTopLevel(Args);
        if (!Pat || !Actual) {
          consumeError(Pat.takeError());
          consumeError(Actual.takeError());
          continue;
        }
        if (Pat->Kernel != Path || Pat->GenericArgs.size() != Actual->size())
          continue;
        std::map<std::string, std::string> Bindings;
        bool Match = true;
        for (size_t I = 0; Match && I < Actual->size(); ++I)
          Match = matchArg(Pat->GenericArgs[I], (*Actual)[I], A.Params, Bindings);
        if (!Match)
          continue;
        // The replacement, its parameters bound (each spelled publicly).
        Expected<Tokens> R = tokenizeRustSpelling(A.Replacement);
        if (!R)
          return R.takeError();
        std::string Out;
        for (size_t I = 0; I < R->size(); ++I) {
          std::string Piece = (*R)[I].Text.str();
          auto It = Bindings.find(Piece);
          if ((*R)[I].K == SpellingToken::Ident && It != Bindings.end()) {
            Expected<std::string> Bound = spell(It->second);
            if (!Bound)
              return Bound.takeError();
            Piece = *Bound;
          } else if (I == 0 && (*R)[I].K == SpellingToken::Ident) {
            Piece = "::" + Piece;
          }
          Out += (I ? spaceBefore(*R, I) : "") + Piece;
        }
        return Out;
      }
    return std::string();
  }

  ArrayRef<std::string> Crates;
  ArrayRef<PublicPaths> Names;
};

/// `ident::ident...`, identifiers being ASCII letters, digits, `_` and
/// (UTF-8) non-ASCII characters, as Rust's are.
bool isPath(StringRef S) {
  SmallVector<StringRef> Parts;
  S.split(Parts, "::");
  return llvm::all_of(Parts, [](StringRef P) {
    return !P.empty() && !isDigit(P[0]) && llvm::all_of(P, [](char C) {
      return isAlnum(C) || C == '_' || (unsigned char)C >= 0x80;
    });
  });
}

} // namespace

Error checkPublicPaths(const PublicPaths &P) {
  auto CrateOf = [](StringRef Path) { return Path.split("::").first; };
  for (const auto &[Definition, Public] : P.Paths)
    if (!isPath(Definition) || !isPath(Public) || CrateOf(Definition) != CrateOf(Public))
      return createStringError("the public path of '" + printable(Definition) + "' is '" +
                               printable(Public) +
                               "', which is not a path of the same crate");
  for (const Alias &A : P.Aliases) {
    Expected<KernelPath> Pattern = splitKernelPath(A.Pattern);
    Expected<KernelPath> Replacement = splitKernelPath(A.Replacement);
    bool Good = Pattern && Replacement && isPath(Pattern->Kernel) &&
                isPath(Replacement->Kernel) &&
                CrateOf(Pattern->Kernel) == CrateOf(Replacement->Kernel) &&
                !checkPastable(A.Pattern) && !checkPastable(A.Replacement) &&
                llvm::all_of(A.Params, [](const std::string &N) { return isPath(N) && !StringRef(N).contains(':'); });
    if (!Pattern)
      consumeError(Pattern.takeError());
    if (!Replacement)
      consumeError(Replacement.takeError());
    if (!Good)
      return createStringError("the alias '" + printable(A.Replacement) + "' of '" +
                               printable(A.Pattern) +
                               "' is not a type spelling of one crate");
  }
  return Error::success();
}

Expected<std::string> publicSpelling(StringRef Spelling, ArrayRef<std::string> Crates,
                                     ArrayRef<PublicPaths> Names) {
  return Speller(Crates, Names).spell(Spelling);
}

Expected<std::string> kernelRootsSource(const Manifest &M, const RootsOptions &Options,
                                        StringRef ManifestName,
                                        std::vector<std::string> &Skipped) {
  StringRef Crate = Options.KernelsCrate;
  // The tables' text goes into Rust source too.
  for (const PublicPaths &P : Options.Names)
    if (Error E = checkPublicPaths(P))
      return createStringError("public names of crate '" + printable(P.Crate) +
                               "': " + toString(std::move(E)));
  std::vector<std::string> Crates{Crate.str(), "core", "offload"};
  for (const std::string &C : Options.DeviceCrates)
    if (!is_contained(Crates, C))
      Crates.push_back(C);
  std::string CrateList;
  for (size_t I = 1; I < Crates.size(); ++I)
    CrateList += (I > 1 ? ", " : "") + Crates[I];

  std::string S =
      "// Generated by `offload-manifest roots` from " + printable(ManifestName) +
      ". Do not edit.\n"
      "// The device roots of the kernels crate `" + Crate.str() + "`: for every kernel\n"
      "// instance the host launches, a function that reads the kernel's arguments\n"
      "// from its 8-byte slots and calls it. Compile it for each device target as a\n"
      "// crate of its own, with --extern " + Crate.str() + "=... --extern offload=...\n"
      "#![no_std]\n"
      "#![allow(unused_unsafe, unused_imports, unused_qualifications, clippy::all)]\n"
      "extern crate offload;\n"
      "extern crate " + Crate.str() + ";\n"
      "use offload::__unpack as u;\n";
  std::string Prefix = (Crate + "::").str();
  // Every problem, reported in source order.
  struct Problem {
    SourceLocation At;
    std::string Message;
    std::vector<DiagnosticNote> Notes;
  };
  std::vector<Problem> Problems;
  for (const KernelInstance &K : M.Instances) {
    bool InCrate = StringRef(K.Kernel).starts_with(Prefix) && isPath(K.Kernel);
    if (!InCrate && !Options.AllInCrate) {
      Skipped.push_back(K.displayName());
      continue;
    }
    // A problem with the manifest's text is reported where the manifest
    // has it; one with the program (a type the device cannot name) at the
    // user's launch, with the manifest's place as a note.
    bool AtLaunch = !K.LaunchSites.empty() && !K.LaunchSites.front().File.empty();
    auto Refuse = [&](bool InProgram, const Twine &Why) {
      const SourceLocation &At = InProgram && AtLaunch ? K.LaunchSites.front() : K.ReadFrom;
      std::vector<DiagnosticNote> Notes;
      if (InProgram && AtLaunch && !K.ReadFrom.File.empty())
        Notes.push_back({K.ReadFrom.File, K.ReadFrom.Line, K.ReadFrom.Column,
                         "the instance in the manifest"});
      Problems.push_back({At,
                          "cannot write the device root of " +
                              printable(K.displayName()) + ": " + Why.str(),
                          std::move(Notes)});
    };
    if (!InCrate) {
      Refuse(true, "only `pub fn`s of the kernels crate '" + Crate +
                       "' can be launched, not a closure, a method, a function "
                       "pointer or a function of another crate");
      continue;
    }
    std::string Path = Speller({}, Options.Names).spellPath(K.Kernel);
    bool Bad = false;
    if (!K.GenericArgs.empty()) {
      Path += "::<";
      for (size_t I = 0; I < K.GenericArgs.size() && !Bad; ++I) {
        const std::string &Arg = K.GenericArgs[I];
        // Text that does not even tokenize is the manifest's fault; a
        // spelling of what Rust cannot name (a closure type) the program's.
        Expected<std::vector<SpellingToken>> Tokens = tokenizeRustSpelling(Arg);
        if (!Tokens) {
          Refuse(false, "generic argument '" + printable(Arg) +
                            "' is not spelled like a Rust type or constant: " +
                            toString(Tokens.takeError()));
          Bad = true;
          break;
        }
        if (Error E = checkPastable(Arg)) {
          Refuse(true, "generic argument '" + printable(Arg) +
                           "' cannot be named in Rust source: " + toString(std::move(E)));
          Bad = true;
          break;
        }
        Expected<std::string> G = publicSpelling(Arg, Crates, Options.Names);
        if (!G) {
          Refuse(true, "generic argument '" + printable(Arg) + "': " +
                           toString(G.takeError()) +
                           "; a kernel's generic arguments must be types and "
                           "constants of the kernels crate or of the crates it "
                           "uses on the device (" + CrateList + ")");
          Bad = true;
          break;
        }
        Path += (I ? ", " : "") + *G;
      }
      Path += ">";
    }
    if (Bad)
      continue;
    std::string Call;
    unsigned Slot = 0;
    for (size_t I = 0; I < K.Args.size(); ++I) {
      const KernelArgument &A = K.Args[I];
      if (!A.Layout) {
        Refuse(false, "the manifest gives no layout for argument " + Twine(I) +
                          "; write it with offload-manifest extract");
        Bad = true;
        break;
      }
      const layout::ArgLayout &L = *A.Layout;
      const char *Helper = L.Kind == layout::ArgKind::Value ? "value"
                           : L.Kind == layout::ArgKind::Reference
                               ? (L.Mutable ? "reference_mut" : "reference")
                               : (L.Mutable ? "slice_mut" : "slice");
      Call += std::string(I ? ", " : "") + "u::" + Helper + "(s, " + std::to_string(Slot) + ")";
      Slot += L.slotCount();
    }
    if (Bad)
      continue;
    S += "\n// " + printable(K.displayName(), SIZE_MAX) + " -> " + K.DeviceSymbol + "\n";
    S += "#[unsafe(no_mangle)]\n";
    S += "pub unsafe extern \"C\" fn " + manifest::unpackSymbolFor(K.DeviceSymbol) +
         "(s: *const u64) {\n";
    S += "    let _ = s;\n";
    S += "    unsafe { " + Path + "(" + Call + ") }\n";
    S += "}\n";
  }
  if (!Problems.empty()) {
    std::stable_sort(Problems.begin(), Problems.end(),
                     [](const Problem &A, const Problem &B) { return A.At < B.At; });
    Error All = Error::success();
    for (Problem &P : Problems)
      All = joinErrors(std::move(All), makeDiagnostic(P.At.File, P.At.Line, P.At.Column,
                                                      P.Message, std::move(P.Notes)));
    return All;
  }
  return S;
}

} // namespace offload::rust
