//===- RustdocWalk.cpp - Public paths through modules and re-exports ------===//
//
// What each module exports (its items, re-exports and globs) and the
// search from the crate root for every item's best public path, with
// rustc's view of stability.
//
//===----------------------------------------------------------------------===//
#include "RustdocCrate.h"

#include "llvm/ADT/DenseSet.h"

#include <queue>
#include <set>
#include <vector>

using namespace llvm;

namespace offload::rust::rustdoc {

namespace {

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

} // namespace

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

} // namespace offload::rust::rustdoc
