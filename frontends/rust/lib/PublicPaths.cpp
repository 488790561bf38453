//===- PublicPaths.cpp - Public names of a crate's types ------------------===//
//
// publicPathsFromRustdoc: a crate's rustdoc JSON to its table of public
// paths (Crate::compute), and Alias's order.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/PublicPaths.h"

#include "RustdocCrate.h"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

using namespace llvm;

namespace offload::rust {

bool Alias::operator<(const Alias &O) const {
  return std::tie(Pattern, Replacement, Params) <
         std::tie(O.Pattern, O.Replacement, O.Params);
}

namespace rustdoc {

Expected<PublicPaths> Crate::compute(const json &Doc) {
  if (!Doc.is_object())
    return shape("the document is not an object");
  const json *Version = member(Doc, "format_version");
  std::optional<uint32_t> V = asId(Version);
  std::string Supported = MinRustdocFormatVersion == MaxRustdocFormatVersion
                              ? std::to_string(MinRustdocFormatVersion)
                              : std::to_string(MinRustdocFormatVersion) + ".." +
                                    std::to_string(MaxRustdocFormatVersion);
  if (!V)
    return shape("no 'format_version' (this reads format_version " + Supported +
                 ")");
  if (*V < MinRustdocFormatVersion || *V > MaxRustdocFormatVersion)
    return shape("format_version " + Twine(*V) +
                 " is not supported (this reads format_version " + Supported +
                 ")");
  const json *Index = member(Doc, "index");
  const json *PathsJ = member(Doc, "paths");
  if (!Index || !PathsJ)
    return shape("no 'index' or no 'paths'");
  if (Error E = readItems(*Index))
    return E;
  if (Error E = readPaths(*PathsJ))
    return E;
  for (const auto &[Id, I] : Items) {
    Staged = Staged || (I.Local && I.Stab != Stability::None);
    if (I.K == Kind::Module)
      for (const json &Entry : (*I.Inner)["items"])
        if (const Item *Child = item(*asId(&Entry));
            Child && Child->K != Kind::Use) {
          // Listed by two modules (not seen): the lower id, deterministically.
          auto [It, New] = DefParent.try_emplace(*asId(&Entry), Id);
          if (!New)
            It->second = std::min(It->second, Id);
        }
  }
  std::optional<uint32_t> Root = asId(member(Doc, "root"));
  const Item *RootItem = Root ? item(*Root) : nullptr;
  if (!RootItem || RootItem->K != Kind::Module)
    return shape("no root module ('root' does not name a module of 'index')");
  RootId = *Root;

  walk(*Root);

  PublicPaths P;
  P.Crate = RootItem->Name;
  // Definition path -> best rank of the items with that path (two items
  // share one only in odd cases, e.g. items of two blocks of a function).
  std::map<std::string, std::optional<Rank>> ByDefinition;
  for (const auto &[Id, I] : Items) {
    if (!I.Local || !isRecorded(I.K))
      continue;
    std::string D = definitionPath(Id);
    if (D.empty())
      continue;
    std::optional<Rank> &Slot = ByDefinition[D];
    auto B = Best.find(Id);
    if (B != Best.end() && (!Slot || B->second < *Slot))
      Slot = B->second;
  }
  for (auto &[D, R] : ByDefinition) {
    if (!R) {
      P.Unreachable.insert(D);
      continue;
    }
    if (R->Path != D)
      P.Paths[D] = R->Path;
    if (R->F.Unstable)
      P.Unstable.insert(D);
  }
  addAliases(P);
  return P;
}

} // namespace rustdoc

Expected<PublicPaths> publicPathsFromRustdoc(StringRef JsonText,
                                             StringRef JsonName) {
  Expected<rustdoc::json> Doc = rustdoc::parse(JsonText, JsonName);
  if (!Doc)
    return Doc.takeError();
  return rustdoc::Crate(JsonName).compute(*Doc);
}

} // namespace offload::rust
