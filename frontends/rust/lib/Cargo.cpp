//===- Cargo.cpp - Cargo workspaces and kernel crates ---------------------===//
#include "offload/rust/Cargo.h"

#include "offload/support/Diagnostic.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

using namespace llvm;
using json = nlohmann::json;

namespace offload::rust {

namespace {

/// A member of Object that must be a string.
Expected<std::string> stringField(const json &Object, const char *Key, StringRef Name,
                                  StringRef Where) {
  auto It = Object.find(Key);
  if (It == Object.end() || !It->is_string())
    return makeDiagnostic(Name, 0, 0,
                          Twine("cargo metadata: ") + Where + " has no string '" +
                              Key + "'");
  return It->get<std::string>();
}

/// Whether a package asks to be a kernel crate (metadata.offload.kernels);
/// errors are located at its Cargo.toml (Where).
Expected<bool> isKernelCrate(const json &Package, StringRef PackageName, StringRef Where) {
  auto Meta = Package.find("metadata");
  if (Meta == Package.end() || !Meta->is_object())
    return false;
  auto Offload = Meta->find("offload");
  if (Offload == Meta->end())
    return false;
  if (!Offload->is_object())
    return makeDiagnostic(Where, 0, 0,
                          "package '" + PackageName +
                              "': [package.metadata.offload] must be a table");
  for (const auto &[Key, Value] : Offload->items())
    if (Key != "kernels")
      return makeDiagnostic(Where, 0, 0,
                            "package '" + PackageName + "': unknown key '" + Key +
                                "' in [package.metadata.offload] (the one key is "
                                "`kernels = true`)");
  auto Kernels = Offload->find("kernels");
  if (Kernels == Offload->end())
    return false;
  if (!Kernels->is_boolean())
    return makeDiagnostic(Where, 0, 0,
                          "package '" + PackageName +
                              "': package.metadata.offload.kernels must be true or false");
  return Kernels->get<bool>();
}

/// The features the resolver turned on per package id (resolve.nodes).
std::map<std::string, std::vector<std::string>> resolvedFeatures(const json &J) {
  std::map<std::string, std::vector<std::string>> Out;
  auto Resolve = J.find("resolve");
  if (Resolve == J.end() || !Resolve->is_object())
    return Out;
  auto Nodes = Resolve->find("nodes");
  if (Nodes == Resolve->end() || !Nodes->is_array())
    return Out;
  for (const json &N : *Nodes) {
    if (!N.is_object() || !N.contains("id") || !N["id"].is_string())
      continue;
    std::vector<std::string> &F = Out[N["id"].get<std::string>()];
    if (auto Features = N.find("features"); Features != N.end() && Features->is_array())
      for (const json &X : *Features)
        if (X.is_string())
          F.push_back(X.get<std::string>());
    std::sort(F.begin(), F.end());
  }
  return Out;
}

} // namespace

Expected<CargoWorkspace> parseCargoMetadata(StringRef Text, StringRef Name) {
  json J = json::parse(Text.begin(), Text.end(), nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.is_object())
    return makeDiagnostic(Name, 0, 0, "cargo metadata: the output is not a JSON object");
  auto Version = J.find("version");
  if (Version == J.end() || !Version->is_number_integer() || *Version != 1)
    return makeDiagnostic(Name, 0, 0,
                          "cargo metadata: expected format version 1 "
                          "(--format-version 1)");
  CargoWorkspace W;
  Expected<std::string> Root = stringField(J, "workspace_root", Name, "the output");
  if (!Root)
    return Root.takeError();
  Expected<std::string> Target = stringField(J, "target_directory", Name, "the output");
  if (!Target)
    return Target.takeError();
  W.Root = *Root;
  W.TargetDir = *Target;
  auto Packages = J.find("packages");
  if (Packages == J.end() || !Packages->is_array())
    return makeDiagnostic(Name, 0, 0, "cargo metadata: the output has no 'packages' array");
  StringSet<> Libs;
  std::map<std::string, std::vector<std::string>> Features = resolvedFeatures(J);
  for (const json &P : *Packages) {
    if (!P.is_object())
      return makeDiagnostic(Name, 0, 0, "cargo metadata: a package is not an object");
    Expected<std::string> PackageName = stringField(P, "name", Name, "a package");
    if (!PackageName)
      return PackageName.takeError();
    Expected<std::string> Manifest =
        stringField(P, "manifest_path", Name, "package '" + *PackageName + "'");
    if (!Manifest)
      return Manifest.takeError();
    Expected<bool> Kernels = isKernelCrate(P, *PackageName, *Manifest);
    if (!Kernels)
      return Kernels.takeError();
    if (!*Kernels)
      continue;
    KernelCrate K;
    K.Package = *PackageName;
    K.ManifestPath = *Manifest;
    if (auto Id = P.find("id"); Id != P.end() && Id->is_string()) {
      K.Id = Id->get<std::string>();
      K.Features = Features[K.Id];
    }
    K.Dir = sys::path::parent_path(K.ManifestPath).str();
    auto Targets = P.find("targets");
    if (Targets != P.end() && Targets->is_array())
      for (const json &T : *Targets) {
        auto Kinds = T.find("kind");
        if (!T.is_object() || Kinds == T.end() || !Kinds->is_array())
          continue;
        bool IsLib = std::any_of(Kinds->begin(), Kinds->end(), [](const json &Kind) {
          return Kind.is_string() && (Kind == "lib" || Kind == "rlib");
        });
        if (!IsLib)
          continue;
        Expected<std::string> Lib = stringField(T, "name", Name, "a target of '" + K.Package + "'");
        if (!Lib)
          return Lib.takeError();
        // Cargo names a library target as its package is named; the crate
        // name rustc sees has '-' as '_'.
        K.Lib = *Lib;
        std::replace(K.Lib.begin(), K.Lib.end(), '-', '_');
      }
    if (K.Lib.empty())
      return makeDiagnostic(K.ManifestPath, 0, 0,
                            "package '" + K.Package +
                                "' is marked as a kernel crate "
                                "(package.metadata.offload.kernels) but has no "
                                "library target: the kernels go in its lib.rs");
    if (!Libs.insert(K.Lib).second)
      return makeDiagnostic(K.ManifestPath, 0, 0,
                            "two kernel crates have a library named '" + K.Lib + "'");
    W.KernelCrates.push_back(std::move(K));
  }
  std::sort(W.KernelCrates.begin(), W.KernelCrates.end(),
            [](const KernelCrate &A, const KernelCrate &B) { return A.Package < B.Package; });
  return W;
}

const KernelCrate *kernelCrateOf(const CargoWorkspace &W, StringRef Kernel) {
  StringRef Crate = Kernel.split("::").first;
  for (const KernelCrate &K : W.KernelCrates)
    if (K.Lib == Crate)
      return &K;
  return nullptr;
}

} // namespace offload::rust
