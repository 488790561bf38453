// Unit tests of the Rust frontend's PublicPaths (one file per unit tested,
// hence its length): public paths from rustdoc JSON, the
// text form. The fixtures are small hand-written rustdoc JSON documents
// (format_version 57) in the shapes rustdoc 1.96.0 writes for `core`; a
// last test checks real facts of core when OFFLOAD_CORE_RUSTDOC_JSON names
// its JSON (see PublicPaths.h for the rustdoc command).
#include "offload/rust/PublicPaths.h"
#include "offload/support/Diagnostic.h"

#include "llvm/Support/MemoryBuffer.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>

using namespace offload;
using namespace offload::rust;

namespace {

//===- Fixture builders: one rustdoc JSON item each -----------------------===//

const char *Stable =
    R"({"other": "#[attr = Stability {stability: Stability {level: Stable {since: Version(RustcVersion { major: 1, minor: 0, patch: 0 })},\nfeature: \"rust1\"}}]"})";
const char *Unstable =
    R"({"other": "#[attr = Stability {stability: Stability {level: Unstable {reason: None,\nissue: 130539}, feature: \"generic_atomic\"}}]"})";
const char *Hidden = R"({"other": "#[doc(hidden)]"})";
// rustdoc's const-stability attribute must not be read as stability.
const char *ConstUnstable =
    R"({"other": "#[attr = RustcConstStability {stability: PartialConstStability {level: Unstable {reason: None, issue: 1}, feature: \"x\"}}]"})";

std::string item(int Id, const std::string &Name, const std::string &Vis,
                 const std::string &Attrs, const std::string &Inner) {
  std::string NameJ = Name.empty() ? "null" : "\"" + Name + "\"";
  std::string VisJ = Vis[0] == '{' ? Vis : "\"" + Vis + "\"";
  return "\"" + std::to_string(Id) + "\": {\"id\": " + std::to_string(Id) +
         ", \"crate_id\": 0, \"name\": " + NameJ +
         ", \"span\": null, \"visibility\": " + VisJ +
         ", \"docs\": \"Docs are dropped.\", \"links\": {}, \"attrs\": [" +
         Attrs + "], \"deprecation\": null, \"inner\": " + Inner + "}";
}

std::string module(int Id, const std::string &Name, const std::string &Vis,
                   const std::string &Items, bool Stripped = false,
                   const std::string &Attrs = Stable) {
  return item(Id, Name, Vis, Attrs,
              "{\"module\": {\"is_crate\": false, \"items\": [" + Items +
                  "], \"is_stripped\": " + (Stripped ? "true" : "false") +
                  "}}");
}

std::string structItem(int Id, const std::string &Name,
                       const std::string &Attrs = Stable,
                       const std::string &Vis = "public",
                       const std::string &Params = "") {
  return item(Id, Name, Vis, Attrs,
              "{\"struct\": {\"kind\": {\"plain\": {\"fields\": [], "
              "\"has_stripped_fields\": true}}, \"generics\": {\"params\": [" +
                  Params + "], \"where_predicates\": []}, \"impls\": []}}");
}

std::string use(int Id, const std::string &Name, const std::string &Target,
                bool Glob = false, const std::string &Attrs = Stable) {
  return item(Id, "", "public", Attrs,
              "{\"use\": {\"source\": \"some::" + Name + "\", \"name\": \"" +
                  Name + "\", \"id\": " + Target +
                  ", \"is_glob\": " + (Glob ? "true" : "false") + "}}");
}

std::string typeParam(const std::string &Name,
                      const std::string &Default = "null") {
  return "{\"name\": \"" + Name +
         "\", \"kind\": {\"type\": {\"bounds\": [], "
         "\"default\": " +
         Default + ", \"is_synthetic\": false}}}";
}

std::string typeAlias(int Id, const std::string &Name, const std::string &Type,
                      const std::string &Params = "",
                      const std::string &Attrs = Stable) {
  return item(Id, Name, "public", Attrs,
              "{\"type_alias\": {\"type\": " + Type +
                  ", \"generics\": {\"params\": [" + Params +
                  "], \"where_predicates\": []}}}");
}

/// `resolved_path` to Id with angle-bracketed Args (JSON GenericArgs).
std::string resolved(int Id, const std::string &Args) {
  return "{\"resolved_path\": {\"path\": \"Atomic\", \"id\": " +
         std::to_string(Id) + ", \"args\": {\"angle_bracketed\": {\"args\": [" +
         Args + "], \"constraints\": []}}}}";
}

std::string pathEntry(int Id, const std::string &Path, const std::string &Kind,
                      int Crate = 0) {
  std::string Segments;
  size_t Start = 0;
  while (true) {
    size_t End = Path.find("::", Start);
    Segments +=
        (Start ? ", \"" : "\"") +
        Path.substr(Start, End == std::string::npos ? End : End - Start) + "\"";
    if (End == std::string::npos)
      break;
    Start = End + 2;
  }
  return "\"" + std::to_string(Id) +
         "\": {\"crate_id\": " + std::to_string(Crate) + ", \"path\": [" +
         Segments + "], \"kind\": \"" + Kind + "\"}";
}

std::string document(const std::vector<std::string> &Items,
                     const std::vector<std::string> &Paths,
                     const std::string &Version = "57") {
  std::string S = "{\"root\": 0, \"crate_version\": null, "
                  "\"includes_private\": false, \"index\": {";
  for (size_t I = 0; I < Items.size(); ++I)
    S += (I ? ",\n" : "\n") + Items[I];
  S += "},\n\"paths\": {";
  for (size_t I = 0; I < Paths.size(); ++I)
    S += (I ? ",\n" : "\n") + Paths[I];
  S += "},\n\"external_crates\": {\"1\": {\"name\": \"core\", "
       "\"html_root_url\": null, "
       "\"path\": \"/x/libcore.rlib\"}},\n\"target\": {\"triple\": "
       "\"x86_64-unknown-linux-gnu\", \"target_features\": []},\n"
       "\"format_version\": " +
       Version + "}\n";
  return S;
}

/// A crate `mini` modelled on what rustdoc writes for core. Ids:
///   0 root; 1-9 num (NonZero-like); 10-19 sync::atomic (Atomic-like);
///   20-29 globs; 30-39 a re-exported module; 40-49 plain items;
///   50-59 a re-export cycle; 60-69 prelude / stability / hidden;
///   70-79 unreachable; 80-89 other kinds; 900 another crate's item.
std::string miniCrate(const std::string &Version = "57") {
  std::string U8 = R"({"type": {"primitive": "u8"}})";
  std::vector<std::string> Items = {
      module(0, "mini", "public",
             "1, 10, 20, 25, 30, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, "
             "80, 81, 82, 83, 88, 94, 96"),
      // pub mod num { pub use nonzero::NonZero; pub use gated::Gated;
      //   pub use crate::x::Inherits; }
      // (mod nonzero is private: rustdoc leaves it out).
      module(1, "num", "public", "2, 66, 90"),
      use(2, "NonZero", "3"),
      structItem(3, "NonZero", Stable, "public", typeParam("T")),
      // pub mod sync { pub mod atomic { #[unstable] pub struct Atomic<T>;
      //   pub type AtomicU32 = Atomic<u32>; ... } }
      module(10, "sync", "public", "11"),
      module(11, "atomic", "public",
             "12, 13, 14, 15, 16, 17, 18, 19, 84, 85, 86"),
      structItem(12, "Atomic", std::string(Unstable) + ", " + ConstUnstable,
                 "public", typeParam("T")),
      typeAlias(13, "AtomicU32",
                resolved(12, R"({"type": {"primitive": "u32"}})")),
      typeAlias(
          14, "AtomicPtr",
          resolved(
              12,
              R"({"type": {"raw_pointer": {"is_mutable": true, "type": {"generic": "T"}}}})"),
          typeParam("T")),
      // An unstable alias is no stable spelling.
      typeAlias(15, "AtomicI8",
                resolved(12, R"({"type": {"primitive": "i8"}})"), "", Unstable),
      // A lifetime parameter cannot be spelled in an instance: skipped.
      item(
          16, "AtomicRef", "public", Stable,
          std::string(R"({"type_alias": {"type": )") +
              resolved(
                  12,
                  R"({"type": {"borrowed_ref": {"lifetime": "'a", "is_mutable": false, "type": {"primitive": "u8"}}}})") +
              R"(, "generics": {"params": [{"name": "'a", "kind": {"lifetime": {"outlives": []}}}], "where_predicates": []}}})"),
      // dyn Trait is not rendered: skipped.
      typeAlias(
          17, "AtomicDyn",
          resolved(
              12,
              R"({"type": {"dyn_trait": {"traits": [], "lifetime": null}}})")),
      // A const parameter, an array and a tuple.
      item(
          18, "AtomicArray", "public", Stable,
          std::string(R"({"type_alias": {"type": )") +
              resolved(
                  12,
                  R"({"type": {"array": {"type": {"primitive": "u16"}, "len": "N"}}})") +
              R"(, "generics": {"params": [{"name": "N", "kind": {"const": {"type": {"primitive": "usize"}, "default": null}}}], "where_predicates": []}}})"),
      typeAlias(
          19, "AtomicPair",
          resolved(
              12,
              R"({"type": {"tuple": [{"primitive": "u8"}, {"raw_pointer": {"is_mutable": false, "type": {"slice": {"primitive": "i8"}}}}]}})")),
      // pub use self::shapes::*; pub use self::more::*; (private modules)
      use(20, "shapes", "21", true),
      module(21, "shapes", "crate", "22, 23, 24, 26", true),
      structItem(22, "Circle"),
      structItem(23, "Square"),   // shadowed by the root's own Square (41)
      structItem(24, "Triangle"), // ambiguous with more::Triangle (28)
      structItem(26, "Internal", Stable, "crate"), // not public
      use(25, "more", "27", true),
      module(27, "more", "crate", "28", true),
      structItem(28, "Triangle"),
      // mod inner { pub struct Deep; } pub use self::inner as reexported;
      use(30, "reexported", "31"),
      module(31, "inner", "crate", "32", true),
      structItem(32, "Deep"),
      // pub struct Plain; pub struct Square; (defined where they are public)
      structItem(40, "Plain"),
      structItem(41, "Square"),
      // pub use core::num::NonZero as ExtNonZero; (another crate)
      use(42, "ExtNonZero", "900"),
      // pub use self::Mode::*; (variants: not types)
      item(
          43, "Mode", "public", Stable,
          R"({"enum": {"generics": {"params": [], "where_predicates": []}, "has_stripped_variants": false, "variants": [], "impls": []}})"),
      // pub mod cyc { pub use super::cyc as again; pub use loop_a::*; }
      // mod loop_a { pub use super::loop_b::*; }
      // mod loop_b { pub use super::loop_a::*; pub struct InLoop; }
      module(50, "cyc", "public", "51, 52"),
      use(51, "again", "50"),
      use(52, "loop_a", "53", true),
      module(53, "loop_a", "crate", "54", true),
      use(54, "loop_b", "55", true),
      module(55, "loop_b", "crate", "56, 57", true),
      use(56, "loop_a", "53", true),
      structItem(57, "InLoop"),
      // pub mod prelude { pub use crate::detail::Tied; }
      // pub mod zeta { pub use crate::detail::Tied; }: same length, the
      // prelude loses although it sorts first.
      module(60, "prelude", "public", "67"),
      module(61, "zeta", "public", "68"),
      // #[unstable] pub mod x { pub use crate::num::gated::Gated;
      //   pub struct Inherits; (no attribute: inherits x's instability)
      //   #[stable(allowed_through_unstable_modules)] pub struct Through;
      //   #[stable] pub struct Stuck; }
      module(62, "x", "public", "79, 89, 91, 92", false, Unstable),
      use(79, "Gated", "69"),
      structItem(89, "Inherits", ""),
      use(90, "Inherits", "89"),
      structItem(
          91, "Through",
          R"({"other": "#[attr = Stability {stability: Stability {level: Stable {since: Version(RustcVersion { major: 1, minor: 0, patch: 0 }),\nallowed_through_unstable_modules: \"import this via `mini::num` instead\"},\nfeature: \"rust1\"}}]"})"),
      structItem(92, "Stuck"),
      // #[unstable] pub use detail::Callable; rustc ignores the stability
      // of re-exports (core::ops::AsyncFn is re-exported like this).
      use(88, "Callable", "87", false, Unstable),
      structItem(87, "Callable"),
      // mod variance { #![unstable] pub struct Marker; } (rustdoc leaves the
      // private module out) and #[unstable] pub use variance::Marker;
      structItem(93, "Marker", ""),
      use(94, "Marker", "93", false, Unstable),
      // mod ffi { extern "C" { pub type Opaque; } } pub use ffi::Opaque;
      // (rustdoc writes this unit kind as a bare string)
      item(95, "Opaque", "public", Stable, R"("extern_type")"),
      use(96, "Opaque", "95"),
      // #[doc(hidden)] pub mod __private { pub use ...::Internal; pub use
      // ...::Shown; }
      module(63, "__private", "public", "71, 72", false,
             std::string(Stable) + ", " + Hidden),
      // pub mod visible { pub mod deeper { pub use ...::Shown; } }
      module(64, "visible", "public", "73"),
      module(73, "deeper", "public", "74"),
      // mod orphanage { pub struct Orphan; } (never re-exported)
      module(65, "orphanage", "crate", "75", true),
      use(66, "Gated", "69"),
      use(67, "Tied", "76"),
      use(68, "Tied", "76"),
      structItem(69, "Gated"),
      use(71, "Internal", "77"),
      use(72, "Shown", "78"),
      use(74, "Shown", "78"),
      structItem(75, "Orphan"),
      structItem(76, "Tied"),
      structItem(77, "Internal"),
      structItem(78, "Shown"),
      // Other kinds: a function, a trait, a re-exported primitive.
      item(
          80, "helper", "public", Stable,
          R"({"function": {"sig": {"inputs": [], "output": null, "is_c_variadic": false}, "generics": {"params": [], "where_predicates": []}, "header": {}, "has_body": true}})"),
      item(
          81, "Shape", "public", Stable,
          R"({"trait": {"is_auto": false, "is_unsafe": false, "is_dyn_compatible": true, "items": [], "generics": {"params": [], "where_predicates": []}, "bounds": [], "implementations": []}})"),
      item(
          82, "", "public", Stable,
          R"({"use": {"source": "u32", "name": "u32", "id": null, "is_glob": false}})"),
      use(83, "Mode", "43", true),
      // pub struct Boxed<T, A = crate::Plain>; (unstable) and an alias
      // that spells the default: the demangler leaves it out.
      structItem(
          84, "Boxed", Unstable, "public",
          typeParam("T") + ", " +
              typeParam(
                  "A",
                  R"({"resolved_path": {"path": "crate::Plain", "id": 40, "args": null}})")),
      typeAlias(
          85, "BoxedU8",
          resolved(
              84,
              U8 +
                  R"(, {"type": {"resolved_path": {"path": "Plain", "id": 40, "args": null}}})")),
      // An alias through another alias is not what a symbol shows: skipped.
      typeAlias(
          86, "AtomicOfAlias",
          resolved(
              12,
              R"({"type": {"resolved_path": {"path": "AtomicU32", "id": 13, "args": null}}})")),
  };
  std::vector<std::string> Paths = {
      pathEntry(0, "mini", "module"),
      pathEntry(1, "mini::num", "module"),
      pathEntry(3, "mini::num::nonzero::NonZero", "struct"),
      pathEntry(10, "mini::sync", "module"),
      pathEntry(11, "mini::sync::atomic", "module"),
      pathEntry(12, "mini::sync::atomic::Atomic", "struct"),
      pathEntry(13, "mini::sync::atomic::AtomicU32", "type_alias"),
      pathEntry(14, "mini::sync::atomic::AtomicPtr", "type_alias"),
      pathEntry(15, "mini::sync::atomic::AtomicI8", "type_alias"),
      pathEntry(16, "mini::sync::atomic::AtomicRef", "type_alias"),
      pathEntry(17, "mini::sync::atomic::AtomicDyn", "type_alias"),
      pathEntry(18, "mini::sync::atomic::AtomicArray", "type_alias"),
      pathEntry(19, "mini::sync::atomic::AtomicPair", "type_alias"),
      pathEntry(22, "mini::shapes::Circle", "struct"),
      pathEntry(23, "mini::shapes::Square", "struct"),
      pathEntry(24, "mini::shapes::Triangle", "struct"),
      pathEntry(26, "mini::shapes::Internal", "struct"),
      pathEntry(28, "mini::more::Triangle", "struct"),
      pathEntry(32, "mini::inner::Deep", "struct"),
      pathEntry(40, "mini::Plain", "struct"),
      pathEntry(41, "mini::Square", "struct"),
      pathEntry(43, "mini::Mode", "enum"),
      pathEntry(50, "mini::cyc", "module"),
      pathEntry(57, "mini::cyc::loop_b::InLoop", "struct"),
      pathEntry(60, "mini::prelude", "module"),
      pathEntry(61, "mini::zeta", "module"),
      pathEntry(62, "mini::x", "module"),
      pathEntry(87, "mini::detail::Callable", "struct"),
      pathEntry(89, "mini::x::Inherits", "struct"),
      pathEntry(91, "mini::x::Through", "struct"),
      pathEntry(92, "mini::x::Stuck", "struct"),
      pathEntry(93, "mini::marker::variance::Marker", "struct"),
      pathEntry(95, "mini::ffi::Opaque", "extern_type"),
      pathEntry(63, "mini::__private", "module"),
      pathEntry(64, "mini::visible", "module"),
      pathEntry(69, "mini::num::gated::Gated", "struct"),
      pathEntry(73, "mini::visible::deeper", "module"),
      pathEntry(75, "mini::orphanage::Orphan", "struct"),
      pathEntry(76, "mini::detail::Tied", "struct"),
      pathEntry(77, "mini::detail::Internal", "struct"),
      pathEntry(78, "mini::detail::Shown", "struct"),
      pathEntry(80, "mini::helper", "function"),
      pathEntry(81, "mini::Shape", "trait"),
      pathEntry(84, "mini::sync::atomic::Boxed", "struct"),
      pathEntry(85, "mini::sync::atomic::BoxedU8", "type_alias"),
      pathEntry(86, "mini::sync::atomic::AtomicOfAlias", "type_alias"),
      pathEntry(900, "core::num::nonzero::NonZero", "struct", 1),
  };
  return document(Items, Paths, Version);
}

PublicPaths compute(const std::string &Json) {
  llvm::Expected<PublicPaths> P = publicPathsFromRustdoc(Json, "mini.json");
  if (!P) {
    std::string Message = llvm::toString(P.takeError());
    FAIL("publicPathsFromRustdoc failed: " << Message);
  }
  return std::move(*P);
}

/// The diagnostic of a failure, as "line:col: message" (0 when unknown).
template <typename T> std::string diagnostic(llvm::Expected<T> R) {
  REQUIRE_FALSE(static_cast<bool>(R));
  std::string Out;
  llvm::handleAllErrors(R.takeError(), [&](const DiagnosticError &D) {
    Out = std::to_string(D.Line) + ":" + std::to_string(D.Column) + ": " +
          D.Message;
  });
  return Out;
}

std::string lookup(const PublicPaths &P, const std::string &Definition) {
  auto It = P.Paths.find(Definition);
  return It == P.Paths.end() ? std::string("<none>") : It->second;
}

} // namespace

TEST_CASE("public paths: a private module's re-export names the type") {
  PublicPaths P = compute(miniCrate());
  CHECK(P.Crate == "mini");
  CHECK(lookup(P, "mini::num::nonzero::NonZero") == "mini::num::NonZero");
  CHECK(lookup(P, "mini::ffi::Opaque") == "mini::Opaque"); // an extern type
  CHECK_FALSE(P.Unstable.count("mini::num::nonzero::NonZero"));
  CHECK_FALSE(P.Unreachable.count("mini::num::nonzero::NonZero"));
}

TEST_CASE("public paths: types defined where they are public need no entry") {
  PublicPaths P = compute(miniCrate());
  for (const char *D : {"mini::Plain", "mini::Square", "mini::Mode",
                        "mini::Shape", "mini::sync::atomic::AtomicU32"}) {
    CAPTURE(D);
    CHECK(lookup(P, D) == "<none>");
    CHECK_FALSE(P.Unstable.count(D));
    CHECK_FALSE(P.Unreachable.count(D));
  }
  // Only this crate's types: not another crate's, not functions, no
  // primitives.
  for (const auto &[D, Public] : P.Paths)
    CHECK(llvm::StringRef(D).starts_with("mini::"));
  CHECK(lookup(P, "core::num::nonzero::NonZero") == "<none>");
  CHECK(lookup(P, "mini::helper") == "<none>");
}

TEST_CASE("public paths: glob re-exports, shadowing and ambiguity") {
  PublicPaths P = compute(miniCrate());
  CHECK(lookup(P, "mini::shapes::Circle") == "mini::Circle");
  // The root's own Square shadows the glob's: shapes::Square has no name.
  CHECK(lookup(P, "mini::shapes::Square") == "<none>");
  CHECK(P.Unreachable.count("mini::shapes::Square"));
  // Two globs bring two different Triangles: neither is nameable there.
  CHECK(P.Unreachable.count("mini::shapes::Triangle"));
  CHECK(P.Unreachable.count("mini::more::Triangle"));
  // A pub(crate) item of a glob-imported module is not re-exported.
  CHECK(P.Unreachable.count("mini::shapes::Internal"));
}

TEST_CASE(
    "public paths: a re-exported module exposes its items under the new name") {
  PublicPaths P = compute(miniCrate());
  CHECK(lookup(P, "mini::inner::Deep") == "mini::reexported::Deep");
}

TEST_CASE(
    "public paths: re-export cycles end and still give the shortest path") {
  PublicPaths P = compute(miniCrate());
  CHECK(lookup(P, "mini::cyc::loop_b::InLoop") == "mini::cyc::InLoop");
}

TEST_CASE("public paths: stability as rustc checks it") {
  PublicPaths P = compute(miniCrate());
  // mini::x::Gated goes through an unstable module; mini::num::Gated not.
  CHECK(lookup(P, "mini::num::gated::Gated") == "mini::num::Gated");
  CHECK_FALSE(P.Unstable.count("mini::num::gated::Gated"));
  // An #[unstable] re-export does not make its path unstable.
  CHECK(lookup(P, "mini::detail::Callable") == "mini::Callable");
  CHECK_FALSE(P.Unstable.count("mini::detail::Callable"));
  // An item without attribute in an unstable module is unstable wherever
  // it is re-exported.
  CHECK(P.Unstable.count("mini::x::Inherits"));
  CHECK(lookup(P, "mini::x::Inherits") == "<none>");
  // A stable item in an unstable module has no stable path...
  CHECK(P.Unstable.count("mini::x::Stuck"));
  // ...unless it is allowed through unstable modules.
  CHECK_FALSE(P.Unstable.count("mini::x::Through"));
  CHECK(lookup(P, "mini::x::Through") == "<none>");
  // Unmarked, defined in a module rustdoc left out, in a crate with
  // stability attributes: that module must be unstable.
  CHECK(P.Unstable.count("mini::marker::variance::Marker"));
  CHECK(lookup(P, "mini::marker::variance::Marker") == "mini::Marker");
}

TEST_CASE("public paths: a crate without stability attributes (a user crate)") {
  // mod detail { pub struct Thing<T>; } pub use detail::Thing;
  // pub type Thing8 = Thing<u8>;
  std::string Json = document(
      {module(0, "user", "public", "1, 3", false, ""),
       use(1, "Thing", "2", false, ""),
       structItem(2, "Thing", "", "public", typeParam("T")),
       typeAlias(3, "Thing8", resolved(2, R"({"type": {"primitive": "u8"}})"),
                 "", "")},
      {pathEntry(0, "user", "module"),
       pathEntry(2, "user::detail::Thing", "struct"),
       pathEntry(3, "user::Thing8", "type_alias")});
  PublicPaths P = compute(Json);
  CHECK(P.Crate == "user");
  CHECK(P.Paths == std::map<std::string, std::string>{
                       {"user::detail::Thing", "user::Thing"}});
  CHECK(P.Unstable.empty());
  CHECK(P.Unreachable.empty());
  CHECK(P.Aliases.empty()); // aliases only of unstable types
}

TEST_CASE("public paths: short before long, no prelude, hidden only as a last "
          "resort") {
  PublicPaths P = compute(miniCrate());
  // mini::prelude::Tied and mini::zeta::Tied have equal length.
  CHECK(lookup(P, "mini::detail::Tied") == "mini::zeta::Tied");
  // Only a #[doc(hidden)] module reaches Internal: it is still named.
  CHECK(lookup(P, "mini::detail::Internal") == "mini::__private::Internal");
  // Shown has a longer path that is not hidden.
  CHECK(lookup(P, "mini::detail::Shown") == "mini::visible::deeper::Shown");
  // Unreachable: documented, but no public path.
  CHECK(P.Unreachable.count("mini::orphanage::Orphan"));
  CHECK(lookup(P, "mini::orphanage::Orphan") == "<none>");
}

TEST_CASE("public paths: an unstable generic type and its stable aliases") {
  PublicPaths P = compute(miniCrate());
  CHECK(P.Unstable == std::set<std::string>{
                          "mini::sync::atomic::Atomic",
                          "mini::sync::atomic::Boxed",
                          "mini::sync::atomic::AtomicI8", "mini::x::Inherits",
                          "mini::x::Stuck", "mini::marker::variance::Marker"});
  // Atomic is public where it is defined: no path entry.
  CHECK(lookup(P, "mini::sync::atomic::Atomic") == "<none>");
  std::vector<Alias> Expected = {
      {"mini::sync::atomic::Atomic<(u8, *const [i8])>",
       "mini::sync::atomic::AtomicPair",
       {}},
      {"mini::sync::atomic::Atomic<*mut T>",
       "mini::sync::atomic::AtomicPtr<T>",
       {"T"}},
      {"mini::sync::atomic::Atomic<[u16; N]>",
       "mini::sync::atomic::AtomicArray<N>",
       {"N"}},
      {"mini::sync::atomic::Atomic<u32>", "mini::sync::atomic::AtomicU32", {}},
      {"mini::sync::atomic::Boxed<u8>", "mini::sync::atomic::BoxedU8", {}},
  };
  std::sort(Expected.begin(), Expected.end());
  CHECK(P.Aliases == Expected);
}

TEST_CASE(
    "public paths: the result does not depend on the order of the document") {
  // Same items, index in reverse order: same table.
  std::string Json = miniCrate();
  PublicPaths A = compute(Json);
  size_t Begin = Json.find("\"index\": {") + 10;
  size_t End = Json.find("},\n\"paths\"");
  llvm::SmallVector<llvm::StringRef, 0> Parts;
  llvm::StringRef(Json).slice(Begin, End).split(Parts, ",\n");
  std::string Reversed;
  for (size_t I = Parts.size(); I-- > 0;)
    Reversed += Parts[I].trim().str() + (I ? ",\n" : "\n");
  std::string Json2 =
      Json.substr(0, Begin) + "\n" + Reversed + Json.substr(End);
  PublicPaths B = compute(Json2);
  CHECK(A == B);
  CHECK(writePublicPaths(A) == writePublicPaths(B));
}

TEST_CASE("public paths: unsupported input is an error that says why") {
  CHECK(diagnostic(publicPathsFromRustdoc(miniCrate("56"), "old.json")) ==
        "0:0: rustdoc JSON: format_version 56 is not supported (this reads "
        "format_version 57)");
  CHECK(
      diagnostic(publicPathsFromRustdoc("{\"root\": 0}", "v.json")) ==
      "0:0: rustdoc JSON: no 'format_version' (this reads format_version 57)");
  // Malformed JSON: located.
  std::string Bad = diagnostic(
      publicPathsFromRustdoc("{\"root\": 0,\n \"index\": [1,]}", "bad.json"));
  CHECK(llvm::StringRef(Bad).starts_with("2:14: syntax error"));
  CHECK(llvm::StringRef(diagnostic(publicPathsFromRustdoc("", "empty.json")))
            .starts_with("1:1: "));
  // No root module.
  std::string NoRoot = document({structItem(0, "S")}, {}, "57");
  CHECK(diagnostic(publicPathsFromRustdoc(NoRoot, "r.json")) ==
        "0:0: rustdoc JSON: no root module ('root' does not name a module of "
        "'index')");
  // A shape this cannot read.
  std::string BadItems = document(
      {item(
          0, "m", "public", "",
          R"({"module": {"is_crate": true, "items": 3, "is_stripped": false}})")},
      {});
  CHECK(diagnostic(publicPathsFromRustdoc(BadItems, "s.json")) ==
        "0:0: rustdoc JSON: module 0: 'items' is not an array");
  std::string BadStability = document(
      {module(
          0, "m", "public", "", false,
          R"({"other": "#[attr = Stability {stability: Stability {level: Deprecated}}]"})")},
      {});
  CHECK(llvm::StringRef(
            diagnostic(publicPathsFromRustdoc(BadStability, "s.json")))
            .starts_with("0:0: rustdoc JSON: item 0: cannot read the stability "
                         "attribute"));
  CHECK(diagnostic(publicPathsFromRustdoc("[1, 2]", "a.json")) ==
        "0:0: rustdoc JSON: the document is not an object");
}

TEST_CASE("public paths: the text form is deterministic and reads back") {
  PublicPaths P = compute(miniCrate());
  std::string Text = writePublicPaths(P);
  CHECK(llvm::StringRef(Text).starts_with(
      "offload-public-paths 1\ncrate\tmini\n"));
  CHECK(Text.find("path\tmini::num::nonzero::NonZero\tmini::num::NonZero\n") !=
        std::string::npos);
  CHECK(Text.find("unstable\tmini::sync::atomic::Atomic\n") !=
        std::string::npos);
  CHECK(Text.find("unreachable\tmini::orphanage::Orphan\n") !=
        std::string::npos);
  CHECK(Text.find("alias\tmini::sync::atomic::Atomic<*mut "
                  "T>\tmini::sync::atomic::AtomicPtr<T>\tT\n") !=
        std::string::npos);
  llvm::Expected<PublicPaths> Back = readPublicPaths(Text, "p.txt");
  REQUIRE(static_cast<bool>(Back));
  CHECK(*Back == P);
  CHECK(writePublicPaths(*Back) == Text);
  // Records in another order and without the final line break read the same.
  PublicPaths Small;
  Small.Crate = "k";
  Small.Paths["k::a::T"] = "k::T";
  Small.Unstable.insert("k::U");
  Small.Aliases.push_back({"k::U<u8>", "k::U8", {}});
  llvm::Expected<PublicPaths> Shuffled =
      readPublicPaths("offload-public-paths "
                      "1\nalias\tk::U<u8>\tk::U8\nunstable\tk::U\npath\tk::a::"
                      "T\tk::T\ncrate\tk",
                      "s.txt");
  REQUIRE(static_cast<bool>(Shuffled));
  CHECK(*Shuffled == Small);
  CHECK(
      writePublicPaths(Small) ==
      "offload-public-paths 1\ncrate\tk\npath\tk::a::T\tk::T\nunstable\tk::U\n"
      "alias\tk::U<u8>\tk::U8\n");
  // An empty table.
  llvm::Expected<PublicPaths> Empty =
      readPublicPaths("offload-public-paths 1\n", "e.txt");
  REQUIRE(static_cast<bool>(Empty));
  CHECK(*Empty == PublicPaths());
}

TEST_CASE("public paths: bad text is located") {
  auto Error = [](llvm::StringRef Text) {
    return diagnostic(readPublicPaths(Text, "p.txt"));
  };
  CHECK(Error("") == "1:1: not a public-paths table: the first line must be "
                     "'offload-public-paths 1'");
  CHECK(Error("offload-public-paths 2\n") ==
        "1:1: unsupported version 'offload-public-paths 2' (this reads "
        "'offload-public-paths 1')");
  CHECK(Error("offload-public-paths 1\nmap\ta\tb\n") ==
        "2:1: unknown record 'map'");
  CHECK(Error("offload-public-paths 1\npath\ta\n") ==
        "2:1: a 'path' record has 2 field(s) after its name, not 1");
  CHECK(Error("offload-public-paths 1\npath\ta\t\n") == "2:8: empty field");
  CHECK(Error("offload-public-paths 1\n\npath\ta\tb\n") == "2:1: empty line");
  CHECK(Error("offload-public-paths 1\npath\ta\tb\npath\ta\tc\n") ==
        "3:6: 'a' is mapped twice");
  CHECK(Error("offload-public-paths 1\nunstable\tx\nunstable\tx\n") ==
        "3:10: 'x' is listed twice");
  CHECK(Error("offload-public-paths 1\ncrate\ta\ncrate\tb\n") ==
        "3:1: a second 'crate' record");
  CHECK(Error("offload-public-paths 1\nalias\tp\n") ==
        "2:1: an 'alias' record needs a pattern and a replacement");
  CHECK(Error("offload-public-paths 1\nalias\tp\tq\nalias\tp\tr\n") ==
        "3:7: a second alias for 'p'");
  CHECK(Error("offload-public-paths 1\nunstable\tx\r\n") ==
        "2:11: control character in a field");
}

TEST_CASE("public paths: real facts of core (OFFLOAD_CORE_RUSTDOC_JSON)") {
  const char *Path = std::getenv("OFFLOAD_CORE_RUSTDOC_JSON");
  if (!Path || !*Path) {
    MESSAGE("skipped: set OFFLOAD_CORE_RUSTDOC_JSON to rustdoc's JSON of core "
            "(see frontends/rust/include/offload/rust/PublicPaths.h)");
    return;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getFile(Path);
  REQUIRE_MESSAGE(static_cast<bool>(Buf), "cannot read " << Path);
  auto Start = std::chrono::steady_clock::now();
  llvm::Expected<PublicPaths> R =
      publicPathsFromRustdoc((*Buf)->getBuffer(), Path);
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  if (!R)
    FAIL(llvm::toString(R.takeError()));
  const PublicPaths &P = *R;
  MESSAGE("publicPathsFromRustdoc("
          << std::string(Path) << "): " << Seconds << " s, " << P.Paths.size()
          << " paths, " << P.Unstable.size() << " unstable, "
          << P.Unreachable.size() << " unreachable, " << P.Aliases.size()
          << " aliases");
  CHECK(P.Crate == "core");
  CHECK(lookup(P, "core::num::nonzero::NonZero") == "core::num::NonZero");
  CHECK(lookup(P, "core::ptr::non_null::NonNull") == "core::ptr::NonNull");
  CHECK(lookup(P, "core::mem::maybe_uninit::MaybeUninit") ==
        "core::mem::MaybeUninit");
  CHECK(lookup(P, "core::ops::range::Range") == "core::ops::Range");
  CHECK(lookup(P, "core::num::wrapping::Wrapping") == "core::num::Wrapping");
  CHECK(lookup(P, "core::option::Option") == "<none>");
  CHECK(P.Unstable.count("core::sync::atomic::Atomic"));
  // Unmarked, in core's private `#![unstable]` mod variance.
  CHECK(P.Unstable.count("core::marker::variance::PhantomInvariant"));
  CHECK(lookup(P, "core::marker::variance::PhantomInvariant") ==
        "core::marker::PhantomInvariant");
  // Re-exported by an #[unstable] use, which rustc does not check.
  CHECK(lookup(P, "core::ops::async_function::AsyncFn") ==
        "core::ops::AsyncFn");
  CHECK_FALSE(P.Unstable.count("core::ops::async_function::AsyncFn"));
  auto HasAlias = [&](const Alias &A) {
    return std::find(P.Aliases.begin(), P.Aliases.end(), A) != P.Aliases.end();
  };
  CHECK(HasAlias({"core::sync::atomic::Atomic<u32>",
                  "core::sync::atomic::AtomicU32",
                  {}}));
  CHECK(HasAlias({"core::sync::atomic::Atomic<bool>",
                  "core::sync::atomic::AtomicBool",
                  {}}));
  CHECK(HasAlias({"core::sync::atomic::Atomic<*mut T>",
                  "core::sync::atomic::AtomicPtr<T>",
                  {"T"}}));
  // The text form reads back.
  llvm::Expected<PublicPaths> Back =
      readPublicPaths(writePublicPaths(P), "core.txt");
  REQUIRE(static_cast<bool>(Back));
  CHECK(*Back == P);
}
