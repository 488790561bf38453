//===- PublicPaths.cpp - Public names of a crate's types ------------------===//
#include "offload/rust/PublicPaths.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <queue>
#include <tuple>

using namespace llvm;
using json = nlohmann::json;

namespace offload::rust {

bool Alias::operator<(const Alias &O) const {
  return std::tie(Pattern, Replacement, Params) <
         std::tie(O.Pattern, O.Replacement, O.Params);
}

namespace {

//===----------------------------------------------------------------------===//
// Parsing the JSON
//===----------------------------------------------------------------------===//

/// Whether the value of key Key, Depth containers deep, is kept only as an
/// empty object: a function's `inner.function` (its signature and generics
/// are never read; that it is a function is).
bool hollowed(size_t Depth, const std::string &Key) {
  return Depth == 4 && Key == "function";
}

/// Whether the value of key Key, Depth containers deep (1: a member of the
/// document), is never read here. Dropping these while parsing keeps the
/// document of core (~54 MB of text) small: an item's docs, span and links
/// (depth 3: document -> "index" -> item), and the bodies of item kinds
/// that are never types or modules (depth 4: item -> "inner"; such an item
/// keeps an empty `inner`). No other member of the document has keys of
/// these names at these depths.
bool dropped(size_t Depth, const std::string &Key) {
  if (Depth == 3)
    return Key == "docs" || Key == "span" || Key == "links" ||
           Key == "deprecation";
  if (Depth == 4)
    return Key == "impl" || Key == "assoc_type" ||
           Key == "assoc_const" || Key == "struct_field" || Key == "constant" ||
           Key == "static" || Key == "variant" || Key == "macro" ||
           Key == "proc_macro" || Key == "extern_crate";
  return false;
}

/// Builds the document, leaving out the values `dropped` names. (nlohmann's
/// own parser callback does this too, but erases each dropped value with a
/// scan of the enclosing object: quadratic on `index`.) Records where and
/// why a parse failed.
class FilteringBuilder : public nlohmann::json_sax<json> {
public:
  bool null() override { return value(nullptr); }
  bool boolean(bool B) override { return value(B); }
  bool number_integer(number_integer_t V) override { return value(V); }
  bool number_unsigned(number_unsigned_t V) override { return value(V); }
  bool number_float(number_float_t V, const string_t &) override {
    return value(V);
  }
  bool string(string_t &S) override { return value(std::move(S)); }
  bool binary(binary_t &) override { return true; }
  bool start_object(std::size_t) override { return open(json::object()); }
  bool start_array(std::size_t) override { return open(json::array()); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t &K) override {
    if (Skipping)
      return true;
    if (dropped(Stack.size(), K)) {
      SkipNext = true;
      return true;
    }
    HollowNext = hollowed(Stack.size(), K);
    PendingKey = std::move(K);
    return true;
  }
  bool parse_error(std::size_t Position, const std::string &,
                   const nlohmann::detail::exception &Ex) override {
    ErrorOffset = Position ? Position - 1 : 0;
    // nlohmann's message is "[json.exception.parse_error.101] parse error at
    // line 1, column 2: syntax error while parsing value - ..."; keep the
    // part after the position, which the diagnostic prints itself.
    StringRef What = Ex.what();
    size_t Colon = What.find(": ");
    ErrorMessage =
        (Colon == StringRef::npos ? What : What.drop_front(Colon + 2)).str();
    return false;
  }

  json Root;
  size_t ErrorOffset = 0;
  std::string ErrorMessage;

private:
  /// Where a new value goes (not called while skipping).
  json *place() {
    if (Stack.empty())
      return &Root;
    json &Parent = *Stack.back();
    if (Parent.is_array()) {
      Parent.push_back(nullptr);
      return &Parent.back();
    }
    return &Parent[PendingKey];
  }
  template <typename T> bool value(T &&V) {
    if (Skipping)
      return true;
    if (SkipNext) {
      SkipNext = false;
      return true;
    }
    if (HollowNext) {
      HollowNext = false;
      *place() = json::object();
      return true;
    }
    *place() = std::forward<T>(V);
    return true;
  }
  bool open(json Empty) {
    if (Skipping) {
      ++Skipping;
      return true;
    }
    if (SkipNext) {
      SkipNext = false;
      Skipping = 1;
      return true;
    }
    if (HollowNext) { // kept as an empty object, its contents skipped
      HollowNext = false;
      *place() = json::object();
      Skipping = 1;
      return true;
    }
    json *Slot = place();
    *Slot = std::move(Empty);
    Stack.push_back(Slot);
    return true;
  }
  bool close() {
    if (Skipping)
      --Skipping;
    else
      Stack.pop_back();
    return true;
  }

  /// The open containers (pointers stay valid: an array only grows at its
  /// end while its last element is not open, and std::map nodes stay put).
  std::vector<json *> Stack;
  std::string PendingKey;
  bool SkipNext = false;
  bool HollowNext = false;
  unsigned Skipping = 0; ///< depth inside a dropped container
};

//===----------------------------------------------------------------------===//
// Reading rustdoc's items
//===----------------------------------------------------------------------===//

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
bool isType(Kind K) {
  return K == Kind::Struct || K == Kind::Enum || K == Kind::Union ||
         K == Kind::TypeAlias || K == Kind::Trait || K == Kind::TraitAlias ||
         K == Kind::ExternType;
}
/// Kinds whose items this table records: types, and functions (kernels
/// are named by the device roots too).
bool isRecorded(Kind K) { return isType(K) || K == Kind::Function; }

/// Export-map keys of the value namespace (functions) begin with this byte,
/// which no identifier has: a tuple struct and a function may share a name.
constexpr char ValueKey = '\x01';
/// Kinds that live in Rust's type namespace (and can be path segments).
bool isTypeNamespace(Kind K) { return K == Kind::Module || isType(K); }

/// `paths[id].kind` strings of the type namespace (rustdoc's ItemKind).
bool isTypeNamespaceKind(StringRef K) {
  return K == "module" || K == "struct" || K == "enum" || K == "union" ||
         K == "type_alias" || K == "trait" || K == "trait_alias" ||
         K == "extern_type";
}

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

/// The largest item id accepted (rustdoc's Id is a u32; the two largest
/// values are DenseMap's reserved keys).
constexpr uint64_t MaxId = 0xfffffffd;

/// An item id (a JSON number), std::nullopt for anything else.
std::optional<uint32_t> asId(const json *J) {
  if (!J)
    return std::nullopt;
  if (J->is_number_unsigned() && J->get<uint64_t>() <= MaxId)
    return static_cast<uint32_t>(J->get<uint64_t>());
  if (J->is_number_integer() && J->get<int64_t>() >= 0 &&
      static_cast<uint64_t>(J->get<int64_t>()) <= MaxId)
    return static_cast<uint32_t>(J->get<int64_t>());
  return std::nullopt;
}

/// An item id spelled as an object key (`index`, `paths`).
std::optional<uint32_t> idKey(StringRef Key) {
  uint64_t V;
  if (to_integer(Key, V, 10) && V <= MaxId)
    return static_cast<uint32_t>(V);
  return std::nullopt;
}

const json *member(const json &O, const char *Key) {
  if (!O.is_object())
    return nullptr;
  auto It = O.find(Key);
  return It == O.end() ? nullptr : &*It;
}

const std::string *stringMember(const json &O, const char *Key) {
  const json *J = member(O, Key);
  return J && J->is_string() ? &J->get_ref<const std::string &>() : nullptr;
}

bool hasControl(StringRef S) {
  return llvm::any_of(S, [](char C) {
    return static_cast<unsigned char>(C) < 0x20 || C == 0x7f;
  });
}

bool isDecimal(StringRef S) {
  return !S.empty() && llvm::all_of(S, [](char C) { return isDigit(C); });
}

/// The crate as rustdoc documents it, and the walk over it.
class Crate {
public:
  explicit Crate(StringRef JsonName) : JsonName(JsonName) {}

  Expected<PublicPaths> compute(const json &Doc);

  const Item *item(uint32_t Id) const {
    auto It = Items.find(Id);
    return It == Items.end() ? nullptr : &It->second;
  }
  /// The definition path of Id (`paths`), empty if unknown.
  std::string definitionPath(uint32_t Id) const;
  /// The kind of Id in `paths` (`struct`, `type_alias`...), empty if unknown.
  StringRef pathKind(uint32_t Id) const {
    auto It = Paths.find(Id);
    return It == Paths.end() ? StringRef() : StringRef(It->second.first);
  }

private:
  Error shape(const Twine &Message) {
    return makeDiagnostic(JsonName, 0, 0, "rustdoc JSON: " + Message);
  }
  Error readItems(const json &Index);
  Error readItem(uint32_t Id, const json &J, Item &It);
  Error readAttrs(uint32_t Id, const json &J, Item &It);
  Error readPaths(const json &Paths);

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

  StringRef JsonName;
  DenseMap<uint32_t, Item> Items;
  /// paths: id -> (kind, definition path).
  DenseMap<uint32_t, std::pair<std::string, std::string>> Paths;

  enum class State { InProgress, Done };
  DenseMap<uint32_t, State> ExportState;
  DenseMap<uint32_t, std::unique_ptr<ExportMap>> Exports;
  /// The best public path of each type item found by walk.
  DenseMap<uint32_t, Rank> Best;
  /// Item -> the module that defines it (lists it, not through a `use`).
  DenseMap<uint32_t, uint32_t> DefParent;
  uint32_t RootId = 0;
  /// Whether the crate has stability attributes at all (staged_api).
  bool Staged = false;
  DenseMap<uint32_t, bool> UnstableMemo;
};

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

std::optional<uint32_t> Crate::throughUses(uint32_t Id, bool &Hidden) const {
  // A `use` naming a `use` (not seen from rustdoc 1.96, which resolves
  // re-exports to their final item) is followed, a bounded number of steps.
  for (unsigned Step = 0; Step < 64; ++Step) {
    const Item *I = item(Id);
    if (!I || I->K != Kind::Use)
      return Id;
    std::optional<uint32_t> Next = asId(member(*I->Inner, "id"));
    if (!Next)
      return std::nullopt;
    Hidden = Hidden || I->Hidden;
    Id = *Next;
  }
  return std::nullopt;
}

/// The names Module exports in the type namespace: its public types and
/// modules, its public non-glob re-exports, and the public names of the
/// modules it glob-re-exports that are not shadowed (by a type-namespace
/// name of Module, public or not) or ambiguous (two globs, two items).
/// Functions, the same way in the value namespace (keys prefixed with
/// ValueKey; shadowed by Module's own functions and function re-exports).
/// A glob cycle is cut where it closes: the module still being computed
/// contributes nothing there (a name may be missed, never invented).
const ExportMap &Crate::exports(uint32_t Module) {
  auto Done = Exports.find(Module);
  if (Done != Exports.end())
    return *Done->second;
  ExportState[Module] = State::InProgress;
  const Item &M = Items.find(Module)->second;
  ExportMap Out;
  std::set<std::string> Shadow, ValueShadow;
  std::vector<std::pair<uint32_t, bool>> Globs; // target, hidden
  for (const json &Entry : (*M.Inner)["items"]) {
    uint32_t Id = *asId(&Entry);
    const Item *I = item(Id);
    if (!I)
      continue;
    if (I->K == Kind::Use) {
      const json &Use = *I->Inner;
      std::optional<uint32_t> Target = asId(member(Use, "id"));
      if (Use["is_glob"].get<bool>()) {
        if (I->Public && Target)
          Globs.push_back({*Target, I->Hidden});
        continue;
      }
      if (!Target) { // a primitive type (`pub use u32;`)
        Shadow.insert(I->Name);
        continue;
      }
      bool Hidden = I->Hidden;
      std::optional<uint32_t> Final = throughUses(*Target, Hidden);
      const Item *T = Final ? item(*Final) : nullptr;
      if (!T) {
        // Another crate's item (or a loop): it still shadows glob imports
        // unless rustdoc says it is not in the type namespace.
        auto P = Final ? Paths.find(*Final) : Paths.end();
        if (P == Paths.end() || isTypeNamespaceKind(P->second.first))
          Shadow.insert(I->Name);
        continue;
      }
      if (T->K == Kind::Function) {
        ValueShadow.insert(I->Name);
        if (I->Public)
          Out.emplace(ValueKey + I->Name, Binding{*Final, Hidden || T->Hidden});
        continue;
      }
      if (!isTypeNamespace(T->K))
        continue;
      Shadow.insert(I->Name);
      if (I->Public)
        Out.emplace(I->Name, Binding{*Final, Hidden || T->Hidden});
      continue;
    }
    if (I->K == Kind::Function) {
      ValueShadow.insert(I->Name);
      if (I->Public)
        Out.emplace(ValueKey + I->Name, Binding{Id, I->Hidden});
      continue;
    }
    if (!isTypeNamespace(I->K))
      continue;
    Shadow.insert(I->Name);
    if (I->Public)
      Out.emplace(I->Name, Binding{Id, I->Hidden});
  }

  ExportMap FromGlobs;
  std::set<std::string> Ambiguous;
  for (auto [Target, GlobHidden] : Globs) {
    std::optional<uint32_t> Final = throughUses(Target, GlobHidden);
    const Item *T = Final ? item(*Final) : nullptr;
    // Globs of enums bring variants (not types); other crates' modules are
    // not documented here.
    if (!T || T->K != Kind::Module)
      continue;
    auto St = ExportState.find(*Final);
    if (St != ExportState.end() && St->second == State::InProgress)
      continue;
    for (const auto &[Name, B] : exports(*Final)) {
      bool Value = !Name.empty() && Name[0] == ValueKey;
      if (Value ? ValueShadow.count(Name.substr(1)) : Shadow.count(Name))
        continue;
      Binding New{B.Target, B.Hidden || GlobHidden};
      auto [It, Inserted] = FromGlobs.emplace(Name, New);
      if (Inserted)
        continue;
      if (It->second.Target != New.Target)
        Ambiguous.insert(Name);
      else if (!New.Hidden)
        It->second = New;
    }
  }
  for (auto &[Name, B] : FromGlobs)
    if (!Ambiguous.count(Name))
      Out.emplace(Name, B);

  ExportState[Module] = State::Done;
  auto &Slot = Exports[Module];
  Slot = std::make_unique<ExportMap>(std::move(Out));
  return *Slot;
}

bool Crate::isUnstable(uint32_t Id) {
  auto Known = UnstableMemo.find(Id);
  if (Known != UnstableMemo.end())
    return Known->second;
  // Definition parents form a tree; the guard only protects against a
  // document that lists an item in two modules' items.
  UnstableMemo[Id] = false;
  bool U = false;
  if (const Item *I = item(Id)) {
    auto Parent = DefParent.find(Id);
    if (I->Stab != Stability::None)
      U = I->Stab == Stability::Unstable;
    else if (Id == RootId)
      U = false;
    else if (Parent != DefParent.end())
      U = isUnstable(Parent->second);
    else
      // Defined in a module rustdoc left out (a private one). In a crate
      // with stability attributes (staged_api), rustc requires every
      // reachable item to have a stability, and an unmarked item only
      // inherits an *unstable* one (MissingStabilityAnnotations and
      // lookup_stability): so the hidden ancestor is unstable, as with
      // core's `mod variance` (`#![unstable(...)]`).
      U = Staged;
  }
  UnstableMemo[Id] = U;
  return U;
}

/// Finds the best public path of every type item reachable from Root.
///
/// rustc (rustc_passes/src/stability.rs, Checker::visit_path) rejects a
/// path on stable when its item is unstable, or when a module its segments
/// resolve to is unstable, unless the item is stable with
/// allowed_through_unstable_modules; the stability attributes of `use`
/// items are not consulted (checked: `core::ops::AsyncFn`, re-exported by
/// an `#[unstable]` use, compiles on stable 1.96). So a module path carries
/// "a module on it is unstable", and an item's path is unstable when the
/// item is, or the module path is and the item is not allowed through.
///
/// A Dijkstra search over (module, flags, prelude): a module is expanded
/// once per combination, first with its best path for that combination,
/// which is then best for every name below it too (Rank's order is kept
/// when the same suffix is appended to two paths with equal flags and
/// prelude). Each path is longer than the one it extends, and a module is
/// expanded at most 8 times: re-export cycles end.
void Crate::walk(uint32_t Root) {
  struct Entry {
    Rank R;
    uint32_t Module;
    bool operator>(const Entry &O) const { return R > O.R; }
  };
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> Queue;
  DenseSet<uint64_t> Expanded;
  const Item &RootItem = Items.find(Root)->second;
  Queue.push({Rank{Flags{isUnstable(Root), RootItem.Hidden}, 1,
                   RootItem.Name == "prelude", RootItem.Name},
              Root});
  while (!Queue.empty()) {
    Entry E = Queue.top();
    Queue.pop();
    uint64_t Key = (uint64_t(E.Module) << 3) | (E.R.F.Unstable ? 4 : 0) |
                   (E.R.F.Hidden ? 2 : 0) | (E.R.Prelude ? 1 : 0);
    if (!Expanded.insert(Key).second)
      continue;
    for (const auto &[Key, B] : exports(E.Module)) {
      const Item &T = Items.find(B.Target)->second;
      StringRef Name = Key;
      Name.consume_front(StringRef(&ValueKey, 1));
      Rank R{Flags{false, E.R.F.Hidden || B.Hidden}, E.R.Segments + 1,
             E.R.Prelude || Name == "prelude", E.R.Path + "::" + Name.str()};
      if (T.K == Kind::Module) {
        R.F.Unstable = E.R.F.Unstable || isUnstable(B.Target);
        Queue.push({std::move(R), B.Target});
        continue;
      }
      R.F.Unstable = isUnstable(B.Target) ||
                     (E.R.F.Unstable && !T.AllowedThroughUnstableModules);
      auto [It, Inserted] = Best.try_emplace(B.Target, R);
      if (!Inserted && R < It->second)
        It->second = std::move(R);
    }
  }
}

/// Renders rustdoc Types in the demangler's spelling; generic parameter
/// names of Params render as themselves (and are recorded in Used).
/// std::nullopt for what it cannot spell (dyn, fn pointers, projections,
/// `impl Trait`, `_`, const expressions, paths through type aliases).
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

} // namespace

Expected<PublicPaths> publicPathsFromRustdoc(StringRef JsonText,
                                             StringRef JsonName) {
  FilteringBuilder Builder;
  if (!json::sax_parse(JsonText.begin(), JsonText.end(), &Builder,
                       nlohmann::detail::input_format_t::json,
                       /*strict=*/true, /*ignore_comments=*/false)) {
    auto [Line, Column] = lineAndColumn(JsonText, Builder.ErrorOffset);
    return makeDiagnostic(JsonName, Line, Column, Builder.ErrorMessage);
  }
  return Crate(JsonName).compute(Builder.Root);
}

//===----------------------------------------------------------------------===//
// Text form
//===----------------------------------------------------------------------===//

std::string writePublicPaths(const PublicPaths &P) {
  std::string S = std::string(PublicPathsHeader) + "\n";
  if (!P.Crate.empty())
    S += "crate\t" + P.Crate + "\n";
  for (const auto &[D, Public] : P.Paths)
    S += "path\t" + D + "\t" + Public + "\n";
  for (const std::string &D : P.Unstable)
    S += "unstable\t" + D + "\n";
  for (const std::string &D : P.Unreachable)
    S += "unreachable\t" + D + "\n";
  std::vector<Alias> Sorted = P.Aliases;
  std::sort(Sorted.begin(), Sorted.end());
  for (const Alias &A : Sorted) {
    S += "alias\t" + A.Pattern + "\t" + A.Replacement;
    for (const std::string &Param : A.Params)
      S += "\t" + Param;
    S += "\n";
  }
  return S;
}

Expected<PublicPaths> readPublicPaths(StringRef Text, StringRef FileName) {
  PublicPaths P;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  if (!Lines.empty() && Lines.back().empty())
    Lines.pop_back(); // the final line break
  if (Lines.empty() || Lines[0] != PublicPathsHeader) {
    StringRef First = Lines.empty() ? StringRef() : Lines[0];
    if (First.starts_with("offload-public-paths "))
      return makeDiagnostic(FileName, 1, 1,
                            "unsupported version '" + printable(First) +
                                "' (this reads '" + PublicPathsHeader + "')");
    return makeDiagnostic(FileName, 1, 1,
                          "not a public-paths table: the first line must be '" +
                              Twine(PublicPathsHeader) + "'");
  }
  bool HaveCrate = false;
  std::set<std::string> Patterns;
  for (size_t L = 1; L < Lines.size(); ++L) {
    unsigned LineNo = L + 1;
    StringRef Line = Lines[L];
    SmallVector<StringRef, 4> Fields;
    Line.split(Fields, '\t');
    // Columns are 1-based byte offsets of each field.
    std::vector<unsigned> Columns;
    unsigned Col = 1;
    for (StringRef F : Fields) {
      Columns.push_back(Col);
      Col += F.size() + 1;
    }
    for (size_t F = 0; F < Fields.size(); ++F) {
      if (Fields[F].empty())
        return makeDiagnostic(FileName, LineNo, Columns[F],
                              Line.empty() ? "empty line" : "empty field");
      for (size_t C = 0; C < Fields[F].size(); ++C)
        if (hasControl(Fields[F].substr(C, 1)))
          return makeDiagnostic(FileName, LineNo, Columns[F] + C,
                                "control character in a field");
    }
    StringRef Kind = Fields[0];
    auto Expect = [&](size_t N) -> Error {
      if (Fields.size() == N)
        return Error::success();
      return makeDiagnostic(FileName, LineNo, 1,
                            "a '" + Kind + "' record has " + Twine(N - 1) +
                                " field(s) after its name, not " +
                                Twine(Fields.size() - 1));
    };
    if (Kind == "crate") {
      if (Error E = Expect(2))
        return E;
      if (HaveCrate)
        return makeDiagnostic(FileName, LineNo, 1, "a second 'crate' record");
      HaveCrate = true;
      P.Crate = Fields[1].str();
    } else if (Kind == "path") {
      if (Error E = Expect(3))
        return E;
      if (!P.Paths.emplace(Fields[1].str(), Fields[2].str()).second)
        return makeDiagnostic(FileName, LineNo, Columns[1],
                              "'" + printable(Fields[1]) + "' is mapped twice");
    } else if (Kind == "unstable" || Kind == "unreachable") {
      if (Error E = Expect(2))
        return E;
      std::set<std::string> &Set =
          Kind == "unstable" ? P.Unstable : P.Unreachable;
      if (!Set.insert(Fields[1].str()).second)
        return makeDiagnostic(FileName, LineNo, Columns[1],
                              "'" + printable(Fields[1]) + "' is listed twice");
    } else if (Kind == "alias") {
      if (Fields.size() < 3)
        return makeDiagnostic(
            FileName, LineNo, 1,
            "an 'alias' record needs a pattern and a replacement");
      Alias A;
      A.Pattern = Fields[1].str();
      A.Replacement = Fields[2].str();
      for (size_t F = 3; F < Fields.size(); ++F)
        A.Params.push_back(Fields[F].str());
      if (!Patterns.insert(A.Pattern).second)
        return makeDiagnostic(FileName, LineNo, Columns[1],
                              "a second alias for '" + printable(A.Pattern) +
                                  "'");
      P.Aliases.push_back(std::move(A));
    } else {
      return makeDiagnostic(FileName, LineNo, 1,
                            "unknown record '" + printable(Kind) + "'");
    }
  }
  std::sort(P.Aliases.begin(), P.Aliases.end());
  return P;
}

} // namespace offload::rust
