//===- CargoTest.cpp - Kernel crates from `cargo metadata` ---------------===//
#include "offload/rust/Cargo.h"
#include "offload/rust/CargoBuild.h"

#include "llvm/Support/Error.h"

#include <doctest/doctest.h>

#include <algorithm>
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

TEST_CASE("cargo offload: device targets from --targets") {
  using namespace offload::rust::cargo;
  auto Names = [](llvm::StringRef List, InstalledTools Tools = {}) {
    std::vector<std::string> Out;
    auto T = deviceTargets(List, Tools);
    if (!T)
      return std::vector<std::string>{"error: " + llvm::toString(T.takeError())};
    for (const DeviceTarget &D : *T)
      Out.push_back(D.Name + "/" + D.Triple + "/" + D.Cpu);
    return Out;
  };
  // Sorted and without duplicates, whatever the order given.
  CHECK(Names("sm_90,host,gfx942,sm_90") ==
        std::vector<std::string>{"gfx942/amdgcn-amd-amdhsa/gfx942",
                                 "host/x86_64-unknown-linux-gnu/x86-64",
                                 "sm_90/nvptx64-nvidia-cuda/sm_90"});
  CHECK(Names("sm_90a") == std::vector<std::string>{"sm_90a/nvptx64-nvidia-cuda/sm_90a"});
  CHECK(Names("gfx1100,gfx90a,gfx1030") ==
        std::vector<std::string>{"gfx1030/amdgcn-amd-amdhsa/gfx1030",
                                 "gfx1100/amdgcn-amd-amdhsa/gfx1100",
                                 "gfx90a/amdgcn-amd-amdhsa/gfx90a"});
  // The default: the host, and one arch per GPU family whose tools are there.
  CHECK(Names("", {true, true}) ==
        std::vector<std::string>{"gfx90a/amdgcn-amd-amdhsa/gfx90a",
                                 "host/x86_64-unknown-linux-gnu/x86-64",
                                 "sm_90/nvptx64-nvidia-cuda/sm_90"});
  CHECK(Names("", {true, false}) ==
        std::vector<std::string>{"host/x86_64-unknown-linux-gnu/x86-64",
                                 "sm_90/nvptx64-nvidia-cuda/sm_90"});
  CHECK(Names("", {false, true}) ==
        std::vector<std::string>{"gfx90a/amdgcn-amd-amdhsa/gfx90a",
                                 "host/x86_64-unknown-linux-gnu/x86-64"});
  CHECK(Names("", {}) == std::vector<std::string>{"host/x86_64-unknown-linux-gnu/x86-64"});
  // Default targets are not named: an image of theirs that cannot be built
  // is left out; named ones fail the build.
  auto Named = [](llvm::StringRef List) {
    std::vector<bool> Out;
    if (auto T = deviceTargets(List, {true, true}))
      for (const DeviceTarget &D : *T)
        Out.push_back(D.Named);
    return Out;
  };
  CHECK(Named("") == std::vector<bool>{false, false, false});
  CHECK(Named("host,gfx90a") == std::vector<bool>{true, true});
  CHECK(defaultTargets({true, true}) == "host,gfx90a,sm_90");
  const char *Unknown = " in --targets (host, an NVIDIA arch such as sm_90 or an AMD one "
                        "such as gfx90a)";
  CHECK(Names("gfx") == std::vector<std::string>{std::string("error: unknown target 'gfx'") + Unknown});
  CHECK(Names("gfx90a:xnack+") ==
        std::vector<std::string>{std::string("error: unknown target 'gfx90a:xnack+'") + Unknown});
  CHECK(Names("radeon") == std::vector<std::string>{std::string("error: unknown target 'radeon'") + Unknown});
  CHECK(Names("sm_70") == std::vector<std::string>{
                              "error: target 'sm_70': ptxas of CUDA 13 builds sm_75 and newer"});
  CHECK(Names("host,,sm_90") ==
        std::vector<std::string>{std::string("error: unknown target ''") + Unknown});
}

TEST_CASE("cargo offload: remap flags, host flags, the plan's text") {
  using namespace offload::rust::cargo;
  CHECK(remapFlags({"--cfg", "x", "--remap-path-prefix", "/a/=", "--remap-path-prefix=/b=c", "-O"}) ==
        std::vector<std::string>{"--remap-path-prefix=/a/=", "--remap-path-prefix=/b=c"});
  std::vector<std::string> F = hostFlags("/bin/offload-link", "/bin/cargo-offload", "/t/plan.json", true);
  REQUIRE(F.size() >= 4);
  CHECK(std::find(F.begin(), F.end(), "-Clinker-plugin-lto") != F.end());
  CHECK(std::find(F.begin(), F.end(), "-Clinker=/bin/offload-link") != F.end());
  CHECK(std::find(F.begin(), F.end(), "-Clink-arg=--offload-device-command=/bin/cargo-offload") != F.end());
  CHECK(F.back() == "-Clink-arg=--offload-opt=3");

  Plan P;
  P.Cargo = "/usr/bin/cargo";
  P.SupportDir = "/s/offload \"q\"";
  P.Targets = {{"host", HostTriple, "x86-64"}};
  P.RemapFlags = {"--remap-path-prefix=/w/="};
  P.Workspace.KernelCrates.push_back({"k", "id", "k", "/w/k/Cargo.toml", "/w/k", {"default"}});
  std::string Text = planText(P);
  CHECK(Text == planText(P)); // deterministic: the host side names it by its hash
  // Whether a target was named is part of the plan (a new plan relinks).
  P.Targets.front().Named = false;
  CHECK(planText(P) != Text);
  CHECK(P.patchConfig() == "patch.crates-io.offload.path=\"/s/offload \\\"q\\\"\"");
}
