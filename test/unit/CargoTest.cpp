//===- CargoTest.cpp - Kernel crates from `cargo metadata` ---------------===//
#include "offload/rust/Cargo.h"

#include "llvm/Support/Error.h"

#include <doctest/doctest.h>

#include <string>

using namespace offload::rust;

namespace {

/// A `cargo metadata --format-version 1` document with these packages
/// (JSON objects, comma-separated).
std::string metadata(const std::string &Packages) {
  return R"({"version": 1, "workspace_root": "/ws", "target_directory": "/ws/target",
             "packages": [)" + Packages + "]}";
}

std::string package(const std::string &Name, const std::string &Meta,
                    const std::string &Targets = R"([{"kind": ["lib"], "name": "NAME"}])") {
  std::string T = Targets;
  for (size_t At; (At = T.find("NAME")) != std::string::npos;)
    T.replace(At, 4, Name);
  return R"({"name": ")" + Name + R"(", "manifest_path": "/ws/)" + Name +
         R"(/Cargo.toml", "targets": )" + T + R"(, "metadata": )" + Meta + "}";
}

std::string errorOf(const std::string &Json) {
  auto W = parseCargoMetadata(Json, "meta.json");
  if (W) return "";
  return llvm::toString(W.takeError());
}

} // namespace

TEST_CASE("cargo metadata: kernel crates are the marked packages with a library") {
  std::string Json = metadata(
      package("zeta-kernels", R"({"offload": {"kernels": true}})") + "," +
      package("app", "null", R"([{"kind": ["bin"], "name": "app"}])") + "," +
      package("alpha", R"({"offload": {"kernels": true}})",
              R"([{"kind": ["bin"], "name": "tool"}, {"kind": ["rlib"], "name": "alpha_k"}])") + "," +
      package("off", R"({"offload": {"kernels": false}})") + "," +
      package("other", R"({"docs": {"rs": true}})"));
  auto W = parseCargoMetadata(Json, "meta.json");
  REQUIRE(static_cast<bool>(W));
  CHECK(W->Root == "/ws");
  CHECK(W->TargetDir == "/ws/target");
  REQUIRE(W->KernelCrates.size() == 2);
  // Sorted by package; the library's crate name has '_' for '-'.
  CHECK(W->KernelCrates[0].Package == "alpha");
  CHECK(W->KernelCrates[0].Lib == "alpha_k");
  CHECK(W->KernelCrates[0].Dir == "/ws/alpha");
  CHECK(W->KernelCrates[1].Package == "zeta-kernels");
  CHECK(W->KernelCrates[1].Lib == "zeta_kernels");
  CHECK(W->KernelCrates[1].ManifestPath == "/ws/zeta-kernels/Cargo.toml");

  CHECK(kernelCrateOf(*W, "zeta_kernels::scale") == &W->KernelCrates[1]);
  CHECK(kernelCrateOf(*W, "alpha_k::m::f") == &W->KernelCrates[0]);
  CHECK(kernelCrateOf(*W, "alpha::f") == nullptr);
  CHECK(kernelCrateOf(*W, "app::main") == nullptr);
}

TEST_CASE("cargo metadata: a kernel crate's resolved features") {
  std::string Packages =
      R"({"name": "k", "id": "path+file:///ws/k#0.1.0", "manifest_path": "/ws/k/Cargo.toml",
          "targets": [{"kind": ["lib"], "name": "k"}], "metadata": {"offload": {"kernels": true}}},
         {"name": "j", "id": "path+file:///ws/j#0.1.0", "manifest_path": "/ws/j/Cargo.toml",
          "targets": [{"kind": ["lib"], "name": "j"}], "metadata": {"offload": {"kernels": true}}})";
  std::string Json = R"({"version": 1, "workspace_root": "/ws", "target_directory": "/t",
      "packages": [)" + Packages + R"(],
      "resolve": {"nodes": [{"id": "path+file:///ws/k#0.1.0", "features": ["extra", "default"]},
                            {"id": "path+file:///ws/j#0.1.0", "features": []}]}})";
  auto W = parseCargoMetadata(Json, "meta.json");
  REQUIRE(static_cast<bool>(W));
  REQUIRE(W->KernelCrates.size() == 2);
  CHECK(W->KernelCrates[0].Package == "j");
  CHECK(W->KernelCrates[0].Features.empty());
  CHECK(W->KernelCrates[1].Id == "path+file:///ws/k#0.1.0");
  CHECK(W->KernelCrates[1].Features == std::vector<std::string>{"default", "extra"});
}

TEST_CASE("cargo metadata: what is wrong is named") {
  CHECK(errorOf("not json") == "meta.json: cargo metadata: the output is not a JSON object");
  CHECK(errorOf(R"({"version": 2})") ==
        "meta.json: cargo metadata: expected format version 1 (--format-version 1)");
  CHECK(errorOf(R"({"version": 1, "target_directory": "/t", "packages": []})") ==
        "meta.json: cargo metadata: the output has no string 'workspace_root'");
  CHECK(errorOf(R"({"version": 1, "workspace_root": "/w", "target_directory": "/t"})") ==
        "meta.json: cargo metadata: the output has no 'packages' array");
  CHECK(errorOf(metadata(package("k", R"({"offload": {"kernels": "yes"}})"))) ==
        "/ws/k/Cargo.toml: package 'k': package.metadata.offload.kernels must be true or false");
  CHECK(errorOf(metadata(package("k", R"({"offload": true})"))) ==
        "/ws/k/Cargo.toml: package 'k': [package.metadata.offload] must be a table");
  CHECK(errorOf(metadata(package("k", R"({"offload": {"kernel": true}})"))) ==
        "/ws/k/Cargo.toml: package 'k': unknown key 'kernel' in "
        "[package.metadata.offload] (the one key is `kernels = true`)");
  CHECK(errorOf(metadata(package("k", R"({"offload": {"kernels": true}})",
                                 R"([{"kind": ["bin"], "name": "k"}])"))) ==
        "/ws/k/Cargo.toml: package 'k' is marked as a kernel crate "
        "(package.metadata.offload.kernels) but has no library target: the "
        "kernels go in its lib.rs");
  CHECK(errorOf(metadata(package("a-b", R"({"offload": {"kernels": true}})") + "," +
                         package("a_b", R"({"offload": {"kernels": true}})"))) ==
        "/ws/a_b/Cargo.toml: two kernel crates have a library named 'a_b'");
  CHECK(errorOf(metadata(R"({"manifest_path": "/x"})")) ==
        "meta.json: cargo metadata: a package has no string 'name'");
}
