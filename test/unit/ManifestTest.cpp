// Unit tests of libmanifest: reading, writing, names, diagnostics.
#include "offload/support/Diagnostic.h"
#include "offload/rust/Extract.h"
#include "offload/manifest/Manifest.h"
#include "offload/rust/RustSpelling.h"

#include <doctest/doctest.h>

using namespace offload;
using namespace offload::manifest;
using namespace offload::rust;

namespace {

Manifest sample() {
  Manifest M;
  M.Producer = "unit test";
  KernelInstance K;
  K.Kernel = "kernels::scale";
  K.GenericArgs = {"f64", "16"};
  K.DeviceSymbol = deviceSymbolFor(K.Kernel, K.GenericArgs);
  K.HostSymbols = {"_RINvCs1_7offload6launchB2_"};
  K.LaunchSites = {{"host.rs", 9, 5}, {"host.rs", 3, 7}};
  K.Args = {{"f64", std::nullopt, std::nullopt}, {"&mut [f64; 16]", std::nullopt, std::nullopt}};
  KernelInstance S;
  S.Kernel = "kernels::add";
  S.DeviceSymbol = deviceSymbolFor(S.Kernel, {});
  S.HostSymbols = {"_RINvCs1_7offload6launchB3_"};
  M.Instances = {K, S};
  M.sort();
  return M;
}

/// The diagnostic of a failed parse, as "line:col: message".
std::string parseError(llvm::StringRef Text) {
  llvm::Expected<Manifest> M = parseManifest(Text, "m.json");
  REQUIRE_FALSE(static_cast<bool>(M));
  std::string Out;
  llvm::handleAllErrors(M.takeError(), [&](const DiagnosticError &D) {
    Out = std::to_string(D.Line) + ":" + std::to_string(D.Column) + ": " + D.Message;
  });
  return Out;
}

} // namespace

TEST_CASE("device symbols are identifiers derived from the instance") {
  CHECK(deviceSymbolFor("kernels::saxpy", {}) == "kernels__saxpy");
  CHECK(deviceSymbolFor("k::scale", {"f64", "16"}) == "k__scale__f64__16");
  // Lossy spellings get a hash of the whole name, so they stay apart.
  std::string Ref = deviceSymbolFor("k::m", {"&[f32]"});
  CHECK(Ref.rfind("k__m__f32__h", 0) == 0);
  CHECK(Ref.size() > std::string("k__m__f32__h").size());
  CHECK(deviceSymbolFor("k::shift", {"1"}) == "k__shift__1");
  CHECK(deviceSymbolFor("k::shift", {"-1"}).rfind("k__shift__1__h", 0) == 0);
  CHECK(deviceSymbolFor("k::a__b", {}) != deviceSymbolFor("k::a::b", {}));
  CHECK(deviceSymbolFor("k::shift", {"-1"}) == deviceSymbolFor("k::shift", {"-1"}));
}

TEST_CASE("sort orders instances by kernel and launch sites by place") {
  Manifest M = sample();
  REQUIRE(M.Instances.size() == 2);
  CHECK(M.Instances[0].Kernel == "kernels::add");
  CHECK(M.Instances[1].LaunchSites[0].Line == 3);
  CHECK(M.Instances[1].LaunchSites[1].Line == 9);
  CHECK(M.Instances[1].displayName() == "kernels::scale::<f64, 16>");
}

TEST_CASE("a written manifest reads back equal, and writing is deterministic") {
  Manifest M = sample();
  std::string Text = toJSON(M);
  llvm::Expected<Manifest> Back = parseManifest(Text, "m.json");
  REQUIRE(static_cast<bool>(Back));
  CHECK(Back->Producer == "unit test");
  REQUIRE(Back->Instances.size() == 2);
  const KernelInstance &K = Back->Instances[1];
  CHECK(K.Kernel == "kernels::scale");
  CHECK(K.GenericArgs == std::vector<std::string>{"f64", "16"});
  CHECK(K.DeviceSymbol == "kernels__scale__f64__16");
  CHECK(K.LaunchSites.size() == 2);
  CHECK(K.Args.size() == 2);
  CHECK(K.Args[1].TypeName == "&mut [f64; 16]");
  CHECK(toJSON(*Back) == Text);
  CHECK(Back->findByDeviceSymbol("kernels__add") == &Back->Instances[0]);
  CHECK(Back->findByDeviceSymbol("nope") == nullptr);
}

TEST_CASE("parse errors carry line and column") {
  CHECK(parseError("{\n  \"format\": \"offload-manifest\",\n  \"version\" \"2.0\"\n}")
            .rfind("3:17: ", 0) == 0); // where the parser stopped: the end of "2.0"
  CHECK(parseError("{\"format\": \"offload-manifest\", \"version\": \"2.0\",\n"
                   " \"instances\": 7}") ==
        "2:15: 'instances' must be an array");
  CHECK(parseError("{\"format\": \"offload-manifest\", \"version\": \"1.0\", "
                   "\"instances\": []}") ==
        "1:43: manifest format version 1.0 is not supported (this tool reads 2.x to 3.x)");
  CHECK(parseError("{\"format\": \"offload-manifest\", \"version\": \"4.0\", "
                   "\"instances\": []}") ==
        "1:43: manifest format version 4.0 is not supported (this tool reads 2.x to 3.x)");
  CHECK(parseError("{\"format\": \"x\", \"format\": \"y\"}") ==
        "1:17: duplicate key 'format'");
  CHECK(parseError("{\"format\": \"offload-manifest\", \"version\": \"2.0\"}") ==
        "1:1: missing field 'instances'");
  CHECK(parseError(std::string(100, '[') + std::string(100, ']'))
            .find("nesting deeper than 64 levels") != std::string::npos);
}

TEST_CASE("launch instance names give the kernel and its generic arguments") {
  auto P = parseLaunchInstanceName(
      "offload::launch::<kernels::saxpy, fn(f32, &[f32], &mut [f32])>");
  REQUIRE(static_cast<bool>(P));
  CHECK(P->Kernel == "kernels::saxpy");
  CHECK(P->GenericArgs.empty());

  auto G = parseLaunchInstanceName(
      "offload::launch::<kernels::scale<f64, 16>, fn(kernels::Params, &mut [f64; 16])>");
  REQUIRE(static_cast<bool>(G));
  CHECK(G->Kernel == "kernels::scale");
  CHECK(G->GenericArgs == std::vector<std::string>{"f64", "16"});

  // `->`, character constants and lifetimes are not brackets.
  auto A = parseLaunchInstanceName(
      "offload::launch::<k::ramp<core::marker::PhantomData<fn(u8) -> u8>, '>', -1>, "
      "fn(&k::Stride<for<'a> fn(&'a u8) -> &'a u8>, &mut [u32])>");
  REQUIRE(static_cast<bool>(A));
  CHECK(A->Kernel == "k::ramp");
  CHECK(A->GenericArgs ==
        std::vector<std::string>{"core::marker::PhantomData<fn(u8) -> u8>", "'>'", "-1"});

  for (const char *Bad : {"offload::launch", "offload::launch::<k::a>",
                          "offload::launch::<k::a, fn(), u8>", "offload::launch::<k::a, fn(>"}) {
    auto B = parseLaunchInstanceName(Bad);
    CHECK_FALSE(static_cast<bool>(B));
    llvm::consumeError(B.takeError());
  }
}

TEST_CASE("layouts survive a write and a read") {
  Manifest M = sample();
  // A slice argument with its full layout and tree.
  layout::ArgLayout L;
  L.TypeName = "&mut [f64]";
  L.Kind = layout::ArgKind::Slice;
  L.Size = 16;
  L.Align = 8;
  L.Mutable = true;
  L.PointeeSize = 8;
  L.PointeeAlign = 8;
  L.PointeeType = "f64";
  auto Elem = std::make_shared<layout::TypeTree>();
  Elem->Size = 8;
  Elem->Align = 8;
  Elem->Entries.push_back({0, layout::LeafKind::Double, 8, 1, 0, "", nullptr, ""});
  auto Tree = std::make_shared<layout::TypeTree>();
  Tree->Size = 16;
  Tree->Align = 8;
  Tree->Entries.push_back({0, layout::LeafKind::Pointer, 8, 1, 0, "data_ptr", Elem, ""});
  Tree->Entries.push_back({8, layout::LeafKind::Integer, 8, 1, 0, "length", nullptr, ""});
  L.Tree = Tree;
  M.Instances[1].Args[1].Layout = L;

  std::string Text = toJSON(M);
  llvm::Expected<Manifest> Back = parseManifest(Text, "m.json");
  REQUIRE(static_cast<bool>(Back));
  const auto &R = Back->Instances[1].Args[1].Layout;
  REQUIRE(R.has_value());
  CHECK(R->Kind == layout::ArgKind::Slice);
  CHECK(R->Mutable);
  CHECK(R->mapType() == (layout::map::To | layout::map::From));
  CHECK(R->PointeeSize == 8);
  CHECK(R->Tree->str() == "{0: pointer -> {0: double}, 8: integer(64)}");
  CHECK(R->Tree->Entries[0].Field == "data_ptr");
  CHECK(layout::describeLayoutMismatch(L, *R) == "");
  CHECK(toJSON(*Back) == Text);

  std::string Bad = Text;
  Bad.replace(Bad.find("\"double\""), 8, "\"quad\"");
  CHECK(parseError(Bad).find("'kind' must be one of integer, half, float, double, "
                             "pointer, anything, padding, not 'quad'") != std::string::npos);
}

TEST_CASE("values and interior mutability survive a write and a read") {
  Manifest M = sample();
  layout::ArgLayout V;
  V.TypeName = "f64";
  V.Kind = layout::ArgKind::Value;
  V.Size = 8;
  V.Align = 8;
  auto Leaf = std::make_shared<layout::TypeTree>();
  Leaf->Size = 8;
  Leaf->Align = 8;
  Leaf->Entries.push_back({0, layout::LeafKind::Double, 8, 1, 0, "", nullptr, ""});
  V.Tree = Leaf;
  M.Instances[1].Args[0].Layout = V;
  // &[AtomicU32]: shared, yet copied back.
  layout::ArgLayout A;
  A.TypeName = "&[core::sync::atomic::Atomic<u32>]";
  A.Kind = layout::ArgKind::Slice;
  A.Size = 16;
  A.Align = 8;
  A.InteriorMutable = true;
  A.PointeeSize = 4;
  A.PointeeAlign = 4;
  A.PointeeType = "Atomic<u32>";
  A.Tree = Leaf;
  M.Instances[1].Args[1] = {A.TypeName, A, std::nullopt};
  std::string Text = toJSON(M);
  CHECK(Text.find("\"kind\": \"value\"") != std::string::npos);
  CHECK(Text.find("\"interior_mutable\": true") != std::string::npos);
  llvm::Expected<Manifest> Back = parseManifest(Text, "m.json");
  REQUIRE(static_cast<bool>(Back));
  const auto &R0 = Back->Instances[1].Args[0].Layout;
  const auto &R1 = Back->Instances[1].Args[1].Layout;
  REQUIRE((R0 && R1));
  CHECK(R0->Kind == layout::ArgKind::Value);
  CHECK(R0->mapType() == layout::map::Literal);
  CHECK(R0->slotCount() == 1);
  CHECK(R1->InteriorMutable);
  CHECK_FALSE(R1->Mutable);
  CHECK(R1->mapType() == (layout::map::To | layout::map::From));
  CHECK(toJSON(*Back) == Text);

  std::string Bad = Text;
  std::string Literal = "\"map_type\": \"literal\"", ToFrom = "\"map_type\": \"tofrom\"";
  Bad.replace(Bad.find(Literal), Literal.size(), "\"map_type\": \"to\"");
  CHECK(parseError(Bad).find("'map_type' of a value must be 'literal', not 'to'") !=
        std::string::npos);
  Bad = Text;
  Bad.replace(Bad.find(ToFrom), ToFrom.size(), "\"map_type\": \"to\"");
  CHECK(parseError(Bad).find("data with interior mutability is mapped 'tofrom'") !=
        std::string::npos);
}

TEST_CASE("MaybeUninit layouts need version 2.1 and survive a write and a read") {
  Manifest M = sample();
  auto Leaf = std::make_shared<layout::TypeTree>();
  Leaf->Size = 4;
  Leaf->Align = 4;
  Leaf->Entries.push_back({0, layout::LeafKind::Anything, 4, 1, 0, "", nullptr, ""});
  // &mut [MaybeUninit<f32>]: never copied in, copied back.
  layout::ArgLayout U;
  U.TypeName = "&mut [core::mem::maybe_uninit::MaybeUninit<f32>]";
  U.Kind = layout::ArgKind::Slice;
  U.Size = 16;
  U.Align = 8;
  U.Mutable = true;
  U.Uninit = true;
  U.PointeeSize = 4;
  U.PointeeAlign = 4;
  U.PointeeType = "MaybeUninit<f32>";
  U.Tree = Leaf;
  // Uninit without writes back: neither to nor from (`extract` no longer
  // writes it, shared MaybeUninit data being copied in, but a manifest may
  // say so: the device pass then finds the map type differs).
  layout::ArgLayout S = U;
  S.TypeName = "&[core::mem::maybe_uninit::MaybeUninit<f32>]";
  S.Mutable = false;
  M.Instances[1].Args = {{U.TypeName, U, std::nullopt}, {S.TypeName, S, std::nullopt}};

  CHECK(toJSON(sample()).find("\"version\": \"3.0\"") != std::string::npos);
  std::string Text = toJSON(M);
  CHECK(Text.find("\"version\": \"3.0\"") != std::string::npos);
  CHECK(Text.find("\"uninit\": true") != std::string::npos);
  CHECK(Text.find("\"map_type\": \"from\"") != std::string::npos);
  CHECK(Text.find("\"map_type\": \"alloc\"") != std::string::npos);
  llvm::Expected<Manifest> Back = parseManifest(Text, "m.json");
  REQUIRE(static_cast<bool>(Back));
  CHECK(Back->Major == 3);
  CHECK(Back->Minor == 0);
  const auto &R0 = Back->Instances[1].Args[0].Layout;
  const auto &R1 = Back->Instances[1].Args[1].Layout;
  REQUIRE((R0 && R1));
  CHECK(R0->Uninit);
  CHECK(R0->Mutable);
  CHECK(R0->mapType() == layout::map::From);
  CHECK(R1->Uninit);
  CHECK_FALSE(R1->Mutable);
  CHECK(R1->mapType() == 0);
  CHECK(toJSON(*Back) == Text);

  // A 2.0 file cannot have the field (2.1 can); uninit data is never
  // mapped `to`.
  auto Replace = [](std::string S, const std::string &From, const std::string &To) {
    size_t At = S.find(From);
    REQUIRE(At != std::string::npos);
    while (At != std::string::npos) {
      S.replace(At, From.size(), To);
      At = S.find(From, At + To.size());
    }
    return S;
  };
  std::string Old = Replace(Replace(Text, "\"3.0\"", "\"2.0\""), "\"type\":", "\"rust_type\":");
  CHECK(parseError(Old).find("'uninit' needs format version 2.1 or later") !=
        std::string::npos);
  llvm::Expected<Manifest> Old21 = parseManifest(Replace(Old, "\"2.0\"", "\"2.1\""), "m.json");
  REQUIRE(static_cast<bool>(Old21));
  CHECK(Old21->Instances[1].Args[0].TypeName == U.TypeName);
  CHECK(toJSON(*Old21) == Text); // read as 2.1, written as 3.0
  CHECK(parseError(Replace(Text, "\"map_type\": \"from\"", "\"map_type\": \"tofrom\""))
            .find("must be 'alloc' or 'from', not 'tofrom'") != std::string::npos);
}
