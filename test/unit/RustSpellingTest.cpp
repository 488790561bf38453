// Unit tests of Rust type spellings (tokens, splitting, what may be pasted
// into Rust source) and of the device roots' spelling of types (absolute
// paths, public paths, stable aliases, crates the device cannot use).
#include "offload/rust/PublicPaths.h"
#include "offload/rust/Roots.h"
#include "offload/rust/RustSpelling.h"

#include <doctest/doctest.h>

using namespace offload::manifest;
using namespace offload::rust;

namespace {

std::vector<std::string> split(llvm::StringRef S) {
  auto P = splitTopLevel(S);
  REQUIRE(static_cast<bool>(P));
  return *P;
}

std::string errorOf(llvm::Error E) {
  REQUIRE(static_cast<bool>(E));
  return llvm::toString(std::move(E));
}

/// The table rustdoc's JSON of core gives (a part of it).
PublicPaths coreNames() {
  PublicPaths P;
  P.Crate = "core";
  P.Paths["core::num::nonzero::NonZero"] = "core::num::NonZero";
  P.Paths["core::ptr::non_null::NonNull"] = "core::ptr::NonNull";
  P.Unstable.insert("core::sync::atomic::Atomic");
  P.Aliases.push_back({"core::sync::atomic::Atomic<*mut T>", "core::sync::atomic::AtomicPtr<T>", {"T"}});
  P.Aliases.push_back({"core::sync::atomic::Atomic<u32>", "core::sync::atomic::AtomicU32", {}});
  return P;
}

} // namespace

TEST_CASE("spellings split on tokens: arrows, lifetimes and char constants are no brackets") {
  CHECK(split("u8, fn(u8) -> u8, [u8; 2]") ==
        std::vector<std::string>{"u8", "fn(u8) -> u8", "[u8; 2]"});
  CHECK(split("'>', '<', ',', -1") == std::vector<std::string>{"'>'", "'<'", "','", "-1"});
  CHECK(split("for<'a> fn(&'a u8) -> &'a u8, '\\''") ==
        std::vector<std::string>{"for<'a> fn(&'a u8) -> &'a u8", "'\\''"});
  CHECK(split("'\\u{1f600}', 'é'") == std::vector<std::string>{"'\\u{1f600}'", "'é'"});
  CHECK(split("dyn Iterator<Item = (u8, u16)> + Send, <T as Tr>::X") ==
        std::vector<std::string>{"dyn Iterator<Item = (u8, u16)> + Send", "<T as Tr>::X"});
  CHECK(split("").empty());

  auto K = splitKernelPath("k::ramp<core::marker::PhantomData<fn(u8) -> u8>, '>'>");
  REQUIRE(static_cast<bool>(K));
  CHECK(K->Kernel == "k::ramp");
  CHECK(K->GenericArgs == std::vector<std::string>{"core::marker::PhantomData<fn(u8) -> u8>", "'>'"});
  auto V = splitKernelPath("k::shift::<-1>");
  REQUIRE(static_cast<bool>(V));
  CHECK(V->Kernel == "k::shift");
  CHECK(V->GenericArgs == std::vector<std::string>{"-1"});
  auto Plain = splitKernelPath("k::fn_returning_u8");
  REQUIRE(static_cast<bool>(Plain));
  CHECK(Plain->GenericArgs.empty());
}

TEST_CASE("bad spellings are errors naming the place") {
  for (auto [S, Want] : std::vector<std::pair<const char *, const char *>>{
           {"u8>", "'>' closes no bracket at byte 2"},
           {"Vec<u8", "'<' is never closed"},
           {"(u8]", "']' closes no bracket at byte 3"},
           {"'a", ""},
           {"'x", ""},
           {"\"abc", "unterminated string constant at byte 0"},
           {"u8 $ u16", "unexpected character '$' at byte 3"},
           {"' ", "a lone quote at byte 0"}}) {
    auto T = tokenizeRustSpelling(S);
    if (!*Want) { // a lifetime: fine
      CHECK(static_cast<bool>(T));
      if (!T)
        llvm::consumeError(T.takeError());
      continue;
    }
    REQUIRE_FALSE(static_cast<bool>(T));
    CHECK(llvm::toString(T.takeError()) == Want);
  }
  std::string Deep(300, '(');
  auto D = tokenizeRustSpelling(Deep);
  REQUIRE_FALSE(static_cast<bool>(D));
  CHECK(llvm::toString(D.takeError()) == "nesting deeper than 256 levels at byte 256");
}

TEST_CASE("only type and constant spellings may be pasted into Rust source") {
  for (const char *Good : {"u8", "[[u8; 4]; 2]", "-1", "'}'", "fn(&u8) -> &u8",
                           "unsafe extern \"C\" fn(u32)", "dyn Fn(u8) + Send", "()", "!",
                           "k::Stride<for<'a> fn(&'a u8) -> &'a u8>"})
    CHECK_MESSAGE(!checkPastable(Good), Good);
  CHECK(errorOf(checkPastable("{closure#0}")).find("cannot be named in Rust source") !=
        std::string::npos);
  CHECK(errorOf(checkPastable("u8>(); } fn evil() { (<u8")) ==
        "'>' closes no bracket at byte 2");
  CHECK(errorOf(checkPastable("[u8; 1] // x")) == "it contains a comment");
  CHECK(errorOf(checkPastable("\"s\"")).find("is a string constant") != std::string::npos);
  CHECK(errorOf(checkPastable("a.b")).find("is not part of a type or constant") !=
        std::string::npos);
  CHECK(errorOf(checkPastable("  ")) == "it is empty");
}

TEST_CASE("the roots spell absolute, public, stable paths") {
  std::vector<PublicPaths> Names{coreNames()};
  std::vector<std::string> Crates{"k", "core", "offload"};
  auto Spell = [&](llvm::StringRef S) {
    auto R = publicSpelling(S, Crates, Names);
    REQUIRE(static_cast<bool>(R));
    return *R;
  };
  CHECK(Spell("u32") == "u32");
  CHECK(Spell("k::Pair") == "::k::Pair");
  CHECK(Spell("core::num::nonzero::NonZero<u32>") == "::core::num::NonZero<u32>");
  CHECK(Spell("core::option::Option<core::num::nonzero::NonZero<u8>>") ==
        "::core::option::Option<::core::num::NonZero<u8>>");
  CHECK(Spell("core::sync::atomic::Atomic<u32>") == "::core::sync::atomic::AtomicU32");
  CHECK(Spell("core::sync::atomic::Atomic<*mut core::ptr::non_null::NonNull<f32>>") ==
        "::core::sync::atomic::AtomicPtr<::core::ptr::NonNull<f32>>");
  CHECK(Spell("[(u8, core::num::nonzero::NonZero<u32>); 3]") ==
        "[(u8, ::core::num::NonZero<u32>); 3]");
  CHECK(Spell("fn(&k::A) -> core::num::nonzero::NonZero<u8>") ==
        "fn(&::k::A) -> ::core::num::NonZero<u8>");
  // No alias matches Atomic<u64> here: the definition path stays.
  CHECK(Spell("core::sync::atomic::Atomic<u64>") == "::core::sync::atomic::Atomic<u64>");

  auto Host = publicSpelling("host::Tick", Crates, Names);
  REQUIRE_FALSE(static_cast<bool>(Host));
  CHECK(llvm::toString(Host.takeError()) ==
        "'host::Tick' is defined in crate 'host', which the device code cannot use");
  auto Alloc = publicSpelling("core::option::Option<alloc::vec::Vec<u8>>", Crates, Names);
  REQUIRE_FALSE(static_cast<bool>(Alloc));
  CHECK(llvm::toString(Alloc.takeError()) ==
        "'alloc::vec::Vec' is defined in crate 'alloc', which the device code cannot use");
}

TEST_CASE("roots: one unpack function per instance, slots counted by kind") {
  Manifest M;
  KernelInstance K;
  K.Kernel = "k::mix";
  K.GenericArgs = {"core::num::nonzero::NonZero<u32>"};
  K.DeviceSymbol = deviceSymbolFor(K.Kernel, K.GenericArgs);
  offload::layout::ArgLayout Wide, Slice, Ref, Unit;
  Wide.Kind = offload::layout::ArgKind::Value;
  Wide.Size = 16; // two slots
  Slice.Kind = offload::layout::ArgKind::Slice;
  Slice.Mutable = true; // two slots
  Ref.Kind = offload::layout::ArgKind::Reference; // one slot
  Unit.Kind = offload::layout::ArgKind::Value;     // zero-sized: none
  K.Args = {{"u128", Wide, std::nullopt}, {"&mut [f32]", Slice, std::nullopt},
            {"()", Unit, std::nullopt}, {"&u8", Ref, std::nullopt}};
  M.Instances.push_back(K);
  KernelInstance Other;
  Other.Kernel = "other::k";
  Other.DeviceSymbol = "other__k";
  M.Instances.push_back(Other);
  RootsOptions Options;
  Options.KernelsCrate = "k";
  Options.Names = {coreNames()};
  std::vector<std::string> Skipped;
  auto S = kernelRootsSource(M, Options, "m.json", Skipped);
  REQUIRE(static_cast<bool>(S));
  CHECK(S->find("extern crate k;\n") != std::string::npos);
  CHECK(S->find("pub unsafe extern \"C\" fn " + offload::manifest::unpackSymbolFor(K.DeviceSymbol) +
                "(s: *const u64) {") != std::string::npos);
  CHECK(S->find("unsafe { ::k::mix::<::core::num::NonZero<u32>>(u::value(s, 0), "
                "u::slice_mut(s, 2), u::value(s, 4), u::reference(s, 4)) }") !=
        std::string::npos);
  CHECK(Skipped == std::vector<std::string>{"other::k"});
  std::vector<std::string> Again;
  CHECK(*kernelRootsSource(M, Options, "m.json", Again) == *S);
}
