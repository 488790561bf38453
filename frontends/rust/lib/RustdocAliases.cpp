//===- RustdocAliases.cpp - Stable aliases of unstable types --------------===//
//
// Crate::addAliases: the crate's public type aliases of its unstable types
// as patterns in the v0 demangler's spelling, which TypeRenderer writes
// from rustdoc's types.
//
//===----------------------------------------------------------------------===//
#include "ControlCharacters.h"
#include "RustdocCrate.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <set>
#include <vector>

using namespace llvm;

namespace offload::rust::rustdoc {

namespace {

bool isDecimal(StringRef S) {
  return !S.empty() && llvm::all_of(S, [](char C) { return isDigit(C); });
}

/// Renders rustdoc Types in the demangler's spelling; generic parameter
/// names of Params render as themselves (and are recorded in Used).
/// std::nullopt for what it cannot spell (dyn, fn pointers, projections,
/// `impl Trait`, `_`, const expressions, paths through type aliases).
/// The demangler's spellings (llvm-cxxfilt 22 on rustc 1.96.0's
/// -Csymbol-mangling-version=v0 symbols): `*mut T`, `&mut T`, `[T; 4]`,
/// `[T]`, `(A,)`, `(A, B)`, `Path<A, B>` without trailing default arguments
/// and without erased lifetimes.
class TypeRenderer {
public:
  TypeRenderer(const Crate &C, std::set<std::string> Params)
      : C(C), Params(std::move(Params)) {}

  std::optional<std::string> type(const json &T);
  /// A rustdoc Path (`resolved_path`), by its definition path.
  std::optional<std::string> path(const json &P);
  /// The parameter names met so far.
  std::set<std::string> Used;

private:
  std::optional<std::string> constant(StringRef Expr);
  const Crate &C;
  std::set<std::string> Params;
};

std::optional<std::string> TypeRenderer::constant(StringRef Expr) {
  // The demangler prints integer constants in decimal, without suffix.
  std::string Digits;
  for (char C : Expr)
    if (C != '_')
      Digits += C;
  if (isDecimal(Digits))
    return Digits;
  if (Params.count(Expr.str())) {
    Used.insert(Expr.str());
    return Expr.str();
  }
  return std::nullopt;
}

std::optional<std::string> TypeRenderer::type(const json &T) {
  if (!T.is_object() || T.size() != 1)
    return std::nullopt;
  const std::string &K = T.begin().key();
  const json &V = T.begin().value();
  if (K == "primitive" && V.is_string()) {
    const std::string &P = V.get_ref<const std::string &>();
    if (P.empty() || hasControl(P))
      return std::nullopt;
    return P == "never" ? std::string("!") : P;
  }
  if (K == "generic" && V.is_string()) {
    const std::string &G = V.get_ref<const std::string &>();
    if (!Params.count(G))
      return std::nullopt;
    Used.insert(G);
    return G;
  }
  if (K == "tuple" && V.is_array()) {
    std::string S = "(";
    for (size_t I = 0; I < V.size(); ++I) {
      std::optional<std::string> E = type(V[I]);
      if (!E)
        return std::nullopt;
      S += (I ? ", " : "") + *E;
    }
    return S + (V.size() == 1 ? ",)" : ")");
  }
  if (K == "slice") {
    std::optional<std::string> E = type(V);
    return E ? std::optional<std::string>("[" + *E + "]") : std::nullopt;
  }
  if (K == "array") {
    const json *Elem = member(V, "type");
    const std::string *Len = stringMember(V, "len");
    if (!Elem || !Len)
      return std::nullopt;
    std::optional<std::string> E = type(*Elem);
    std::optional<std::string> N = constant(*Len);
    if (!E || !N)
      return std::nullopt;
    return "[" + *E + "; " + *N + "]";
  }
  if (K == "raw_pointer" || K == "borrowed_ref") {
    const json *Mut = member(V, "is_mutable");
    const json *Pointee = member(V, "type");
    if (!Mut || !Mut->is_boolean() || !Pointee)
      return std::nullopt;
    std::optional<std::string> E = type(*Pointee);
    if (!E)
      return std::nullopt;
    bool M = Mut->get<bool>();
    // Lifetimes of references are erased in an instance's symbol.
    if (K == "raw_pointer")
      return (M ? "*mut " : "*const ") + *E;
    return (M ? "&mut " : "&") + *E;
  }
  if (K == "resolved_path")
    return path(V);
  return std::nullopt; // dyn, fn pointers, projections, impl Trait, _
}

std::optional<std::string> TypeRenderer::path(const json &P) {
  std::optional<uint32_t> Id = asId(member(P, "id"));
  if (!Id)
    return std::nullopt;
  std::string Base = C.definitionPath(*Id);
  // An alias is expanded in a symbol: its own path never appears there.
  if (Base.empty() || C.pathKind(*Id) == "type_alias")
    return std::nullopt;
  const json *Args = member(P, "args");
  if (!Args || Args->is_null())
    return Base;
  const json *Angle = member(*Args, "angle_bracketed");
  if (!Angle)
    return std::nullopt; // Fn(A) -> B sugar, return type notation
  const json *Constraints = member(*Angle, "constraints");
  if (Constraints && !(Constraints->is_array() && Constraints->empty()))
    return std::nullopt;
  const json *List = member(*Angle, "args");
  if (!List || !List->is_array())
    return std::nullopt;
  std::vector<std::string> Out;
  for (const json &A : *List) {
    if (member(A, "lifetime"))
      continue; // erased in an instance's symbol
    if (const json *Ty = member(A, "type")) {
      std::optional<std::string> S = type(*Ty);
      if (!S)
        return std::nullopt;
      Out.push_back(*S);
      continue;
    }
    const std::string *Expr =
        member(A, "const") ? stringMember(A["const"], "expr") : nullptr;
    std::optional<std::string> S = Expr ? constant(*Expr) : std::nullopt;
    if (!S)
      return std::nullopt; // `_`, a const expression
    Out.push_back(*S);
  }
  // The demangler leaves out trailing arguments equal to the parameter's
  // default (`HashMap<u8, u8>`). Defaults are known for this crate's types.
  if (const Item *Target = C.item(*Id); Target && Target->Inner) {
    const json *Generics = member(*Target->Inner, "generics");
    const json *Params = Generics ? member(*Generics, "params") : nullptr;
    std::vector<const json *> NonLifetime;
    if (Params && Params->is_array())
      for (const json &Param : *Params)
        if (const json *PK = member(Param, "kind");
            PK && !member(*PK, "lifetime"))
          NonLifetime.push_back(PK);
    while (!Out.empty() && Out.size() <= NonLifetime.size()) {
      const json &PK = *NonLifetime[Out.size() - 1];
      std::optional<std::string> Default;
      // A default may name earlier parameters: rendered without any, it
      // then matches nothing.
      TypeRenderer Plain(C, {});
      if (const json *TyParam = member(PK, "type")) {
        const json *D = member(*TyParam, "default");
        if (D && !D->is_null())
          Default = Plain.type(*D);
      } else if (const json *ConstParam = member(PK, "const")) {
        const std::string *D = stringMember(*ConstParam, "default");
        if (D)
          Default = Plain.constant(*D);
      }
      if (!Default || *Default != Out.back())
        break;
      Out.pop_back();
    }
  }
  if (Out.empty())
    return Base;
  std::string S = Base + "<";
  for (size_t I = 0; I < Out.size(); ++I)
    S += (I ? ", " : "") + Out[I];
  return S + ">";
}

} // namespace

void Crate::addAliases(PublicPaths &P) {
  // Pattern -> (rank of the alias's path, alias).
  std::map<std::string, std::pair<Rank, Alias>> ByPattern;
  for (const auto &[Id, I] : Items) {
    if (I.K != Kind::TypeAlias || !I.Local)
      continue;
    auto B = Best.find(Id);
    if (B == Best.end() || B->second.F.Unstable)
      continue;
    const json *Ty = member(*I.Inner, "type");
    const json *Target = Ty ? member(*Ty, "resolved_path") : nullptr;
    std::optional<uint32_t> TargetId =
        Target ? asId(member(*Target, "id")) : std::nullopt;
    if (!TargetId || !P.Unstable.count(definitionPath(*TargetId)))
      continue;
    const json *Generics = member(*I.Inner, "generics");
    const json *Params = Generics ? member(*Generics, "params") : nullptr;
    std::vector<std::string> Names;
    bool Renderable = true;
    if (Params && Params->is_array()) {
      for (const json &Param : *Params) {
        const std::string *Name = stringMember(Param, "name");
        const json *PK = member(Param, "kind");
        // Lifetime parameters have no place in an instance's spelling.
        if (!Name || !PK || member(*PK, "lifetime") || hasControl(*Name) ||
            Name->empty()) {
          Renderable = false;
          break;
        }
        Names.push_back(*Name);
      }
    }
    if (!Renderable)
      continue;
    std::set<std::string> NameSet(Names.begin(), Names.end());
    TypeRenderer R(*this, NameSet);
    std::optional<std::string> Pattern = R.path(*Target);
    // Every parameter must be bound by the pattern.
    if (!Pattern || R.Used != NameSet || NameSet.size() != Names.size())
      continue;
    Alias A;
    A.Pattern = *Pattern;
    A.Replacement = B->second.Path;
    if (!Names.empty()) {
      A.Replacement += "<";
      for (size_t K = 0; K < Names.size(); ++K)
        A.Replacement += (K ? ", " : "") + Names[K];
      A.Replacement += ">";
    }
    A.Params = Names;
    auto [It, Inserted] = ByPattern.try_emplace(A.Pattern, B->second, A);
    if (!Inserted &&
        std::tie(B->second, A) < std::tie(It->second.first, It->second.second))
      It->second = {B->second, A};
  }
  for (auto &[Pattern, RA] : ByPattern)
    P.Aliases.push_back(std::move(RA.second));
  std::sort(P.Aliases.begin(), P.Aliases.end());
}

} // namespace offload::rust::rustdoc
