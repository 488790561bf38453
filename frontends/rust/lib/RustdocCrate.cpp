//===- RustdocCrate.cpp - Reading a crate's rustdoc items -----------------===//
//
// Crate's reading of `index` and `paths`: each item's kind, name,
// visibility, stability and `#[doc(hidden)]`, checked for the shapes it
// needs.
//
//===----------------------------------------------------------------------===//
#include "ControlCharacters.h"
#include "RustdocCrate.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace offload::rust::rustdoc {

Error Crate::readAttrs(uint32_t Id, const json &J, Item &It) {
  const json *Attrs = member(J, "attrs");
  if (!Attrs)
    return Error::success();
  if (!Attrs->is_array())
    return shape("item " + Twine(Id) + ": 'attrs' is not an array");
  for (const json &A : *Attrs) {
    const std::string *Other = stringMember(A, "other");
    if (!Other)
      continue;
    StringRef S = *Other;
    // HIR printing (rustdoc 1.96): `#[attr = Stability {stability:
    // Stability {level: Unstable {...}, feature: "..."}}]`; source form
    // (`#[unstable(...)]`) is accepted too.
    if (S.starts_with("#[attr = Stability {")) {
      size_t L = S.find("level: ");
      StringRef Level =
          L == StringRef::npos ? StringRef() : S.drop_front(L + 7);
      if (Level.starts_with("Unstable")) {
        It.Stab = Stability::Unstable;
      } else if (Level.starts_with("Stable")) {
        It.Stab = Stability::Stable;
        // `allowed_through_unstable_modules: "..."` (absent when None).
        It.AllowedThroughUnstableModules =
            S.contains("allowed_through_unstable_modules: \"");
      } else {
        return shape("item " + Twine(Id) +
                     ": cannot read the stability attribute '" + printable(S) +
                     "'");
      }
    } else if (S.starts_with("#[unstable(")) {
      It.Stab = Stability::Unstable;
    } else if (S.starts_with("#[stable(")) {
      It.Stab = Stability::Stable;
    } else if (S.starts_with("#[doc(")) {
      // `#[doc(hidden)]`, possibly among other doc arguments.
      StringRef Args = S.drop_front(6);
      for (StringRef Part :
           split(Args.take_until([](char C) { return C == ')'; }), ','))
        if (Part.trim() == "hidden")
          It.Hidden = true;
    }
  }
  return Error::success();
}

Error Crate::readItem(uint32_t Id, const json &J, Item &It) {
  if (!J.is_object())
    return shape("item " + Twine(Id) + " is not an object");
  const json *Inner = member(J, "inner");
  // A unit variant of ItemEnum (`"extern_type"`) is a bare string.
  if (!Inner || !(Inner->is_object() || Inner->is_string()))
    return shape("item " + Twine(Id) + ": 'inner' is not an object");
  const json *Vis = member(J, "visibility");
  if (!Vis || !(Vis->is_string() || Vis->is_object()))
    return shape("item " + Twine(Id) + ": no 'visibility'");
  It.Public =
      Vis->is_string() && Vis->get_ref<const std::string &>() == "public";
  std::optional<uint32_t> CrateId = asId(member(J, "crate_id"));
  if (!CrateId)
    return shape("item " + Twine(Id) + ": no 'crate_id'");
  It.Local = *CrateId == 0;
  // Items of the other kinds had their `inner` dropped while parsing, or
  // are of a kind this file does not know: they stay Kind::Other.
  if (Inner->is_string() || Inner->size() != 1) {
    if (*Inner == "extern_type") {
      It.K = Kind::ExternType;
      const std::string *Name = stringMember(J, "name");
      if (!Name || Name->empty() || hasControl(*Name))
        return shape("item " + Twine(Id) + " (extern_type) has no name");
      It.Name = *Name;
      return readAttrs(Id, J, It);
    }
    return Error::success();
  }
  const std::string &KindName = Inner->begin().key();
  static const std::pair<const char *, Kind> Kinds[] = {
      {"module", Kind::Module}, {"use", Kind::Use},
      {"struct", Kind::Struct}, {"enum", Kind::Enum},
      {"union", Kind::Union},   {"type_alias", Kind::TypeAlias},
      {"trait", Kind::Trait},   {"trait_alias", Kind::TraitAlias},
      {"function", Kind::Function}};
  for (const auto &[Name, K] : Kinds)
    if (KindName == Name)
      It.K = K;
  if (It.K == Kind::Other)
    return Error::success();
  It.Inner = &Inner->begin().value();
  if (!It.Inner->is_object())
    return shape("item " + Twine(Id) + ": '" + KindName + "' is not an object");
  const std::string *Name = It.K == Kind::Use ? stringMember(*It.Inner, "name")
                                              : stringMember(J, "name");
  if (!Name)
    return shape("item " + Twine(Id) + " (" + KindName + ") has no name");
  if (Name->empty() || hasControl(*Name))
    return shape("item " + Twine(Id) + ": name '" + printable(*Name) +
                 "' is not an identifier");
  It.Name = *Name;
  if (It.K == Kind::Module) {
    const json *ModItems = member(*It.Inner, "items");
    if (!ModItems || !ModItems->is_array())
      return shape("module " + Twine(Id) + ": 'items' is not an array");
    for (const json &M : *ModItems)
      if (!asId(&M))
        return shape("module " + Twine(Id) +
                     ": an entry of 'items' is not an id");
  }
  if (It.K == Kind::Use) {
    const json *Target = member(*It.Inner, "id");
    const json *Glob = member(*It.Inner, "is_glob");
    if (!Target || !(Target->is_null() || asId(Target)) || !Glob ||
        !Glob->is_boolean())
      return shape("use " + Twine(Id) +
                   ": needs 'id' (an id or null) and 'is_glob'");
  }
  return readAttrs(Id, J, It);
}

Error Crate::readItems(const json &Index) {
  if (!Index.is_object())
    return shape("'index' is not an object");
  Items.reserve(Index.size());
  for (auto It = Index.begin(); It != Index.end(); ++It) {
    std::optional<uint32_t> Id = idKey(It.key());
    if (!Id)
      return shape("index key '" + printable(It.key()) + "' is not an id");
    Item &I = Items[*Id];
    if (Error E = readItem(*Id, It.value(), I))
      return E;
  }
  return Error::success();
}

Error Crate::readPaths(const json &PathsJ) {
  if (!PathsJ.is_object())
    return shape("'paths' is not an object");
  for (auto It = PathsJ.begin(); It != PathsJ.end(); ++It) {
    std::optional<uint32_t> Key = idKey(It.key());
    if (!Key)
      return shape("paths key '" + printable(It.key()) + "' is not an id");
    uint32_t Id = *Key;
    const std::string *K = stringMember(It.value(), "kind");
    const json *Segments = member(It.value(), "path");
    if (!K || !Segments || !Segments->is_array() || Segments->empty())
      return shape("paths entry " + Twine(Id) + ": needs 'kind' and 'path'");
    std::string Path;
    for (const json &S : *Segments) {
      if (!S.is_string() || S.get_ref<const std::string &>().empty() ||
          hasControl(S.get_ref<const std::string &>()))
        return shape("paths entry " + Twine(Id) +
                     ": a segment of 'path' is not a name");
      if (!Path.empty())
        Path += "::";
      Path += S.get_ref<const std::string &>();
    }
    Paths[Id] = {*K, std::move(Path)};
  }
  return Error::success();
}

std::string Crate::definitionPath(uint32_t Id) const {
  auto It = Paths.find(Id);
  return It == Paths.end() ? std::string() : It->second.second;
}

} // namespace offload::rust::rustdoc
