// Unit tests of libmanifest: reading, writing, names, diagnostics.
#include "offload/manifest/Diagnostic.h"
#include "offload/manifest/Extract.h"
#include "offload/manifest/Manifest.h"

#include <doctest/doctest.h>

using namespace offload;
using namespace offload::manifest;

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
  K.Args = {{"f64", std::nullopt}, {"&mut [f64; 16]", std::nullopt}};
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
  CHECK(K.Args[1].RustType == "&mut [f64; 16]");
  CHECK(toJSON(*Back) == Text);
  CHECK(Back->findByDeviceSymbol("kernels__add") == &Back->Instances[0]);
  CHECK(Back->findByDeviceSymbol("nope") == nullptr);
}

TEST_CASE("parse errors carry line and column") {
  CHECK(parseError("{\n  \"format\": \"offload-manifest\",\n  \"version\" \"1.0\"\n}")
            .rfind("3:17: ", 0) == 0); // where the parser stopped: the end of "1.0"
  CHECK(parseError("{\"format\": \"offload-manifest\", \"version\": \"1.0\",\n"
                   " \"instances\": 7}") ==
        "2:15: 'instances' must be an array");
  CHECK(parseError("{\"format\": \"offload-manifest\", \"version\": \"2.0\", "
                   "\"instances\": []}") ==
        "1:43: manifest format version 2.0 is not supported (this tool reads 1.x)");
  CHECK(parseError("{\"format\": \"x\", \"format\": \"y\"}") ==
        "1:17: duplicate key 'format'");
  CHECK(parseError("{\"format\": \"offload-manifest\", \"version\": \"1.0\"}") ==
        "1:1: missing field 'instances'");
  CHECK(parseError(std::string(100, '[') + std::string(100, ']'))
            .find("nesting deeper than 64 levels") != std::string::npos);
}

TEST_CASE("launch instance names split into kernel and argument tuple") {
  auto P = parseLaunchInstanceName(
      "offload::launch::<kernels::saxpy, (f32, &[f32], &mut [f32])>");
  REQUIRE(static_cast<bool>(P));
  CHECK(P->first.Kernel == "kernels::saxpy");
  CHECK(P->first.GenericArgs.empty());
  CHECK(P->second == "(f32, &[f32], &mut [f32])");

  auto G = parseLaunchInstanceName(
      "offload::launch::<host::scale::<f64, 16>, (host::Params, &mut [f64; 16])>");
  REQUIRE(static_cast<bool>(G));
  CHECK(G->first.Kernel == "host::scale");
  CHECK(G->first.GenericArgs == std::vector<std::string>{"f64", "16"});

  auto Bad = parseLaunchInstanceName("offload::launch");
  CHECK_FALSE(static_cast<bool>(Bad));
  llvm::consumeError(Bad.takeError());
}

TEST_CASE("layouts survive a write and a read") {
  Manifest M = sample();
  // A slice argument with its full layout and tree.
  layout::ArgLayout L;
  L.RustType = "&mut [f64]";
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
