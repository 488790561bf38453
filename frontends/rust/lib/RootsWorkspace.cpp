//===- RootsWorkspace.cpp - The device roots as a Cargo workspace ---------===//
//
// writeRoots: the Cargo workspace of a manifest's device roots, one package
// per kernel crate with instances, that the device build compiles.
//
//===----------------------------------------------------------------------===//
#include "CargoInternal.h"

#include "offload/rust/Roots.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/Files.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <nlohmann/json.hpp>

#include <map>

using namespace llvm;
using json = nlohmann::json;

namespace offload::rust::cargo {

Expected<std::vector<RootsCrate>> writeRoots(const Plan &P, const manifest::Manifest &Man,
                                             StringRef Dir, StringRef Tag) {
  std::map<std::string, manifest::Manifest> ByCrate;
  std::map<std::string, const rust::KernelCrate *> Crates;
  // Launches of kernels no kernel crate holds, reported in source order.
  std::vector<std::pair<manifest::SourceLocation, std::string>> Unmarked;
  for (const manifest::KernelInstance &K : Man.Instances) {
    const rust::KernelCrate *C = rust::kernelCrateOf(P.Workspace, K.Kernel);
    // What no kernel crate holds (a closure, a method, a host function) goes
    // to the only kernel crate, whose roots refuse it with the reason.
    if (!C && P.Workspace.KernelCrates.size() == 1)
      C = &P.Workspace.KernelCrates.front();
    if (!C) {
      Unmarked.push_back({K.LaunchSites.empty() ? manifest::SourceLocation{}
                                                : K.LaunchSites.front(),
                          K.displayName()});
      continue;
    }
    manifest::Manifest &Sub = ByCrate[C->Lib];
    Sub.Producer = Man.Producer;
    Sub.Instances.push_back(K);
    // The manifest is offload-link's temporary file: point at launches only.
    Sub.Instances.back().ReadFrom = {};
    Crates[C->Lib] = C;
  }
  if (!Unmarked.empty()) {
    llvm::stable_sort(Unmarked);
    Error Problems = Error::success();
    for (const auto &[At, Kernel] : Unmarked)
      Problems = joinErrors(
          std::move(Problems),
          makeDiagnostic(At.File, At.Line, At.Column,
                         "kernel " + Kernel + " is not in a kernel crate: mark "
                         "the crate that defines it with `[package.metadata.offload] "
                         "kernels = true` in its Cargo.toml (kernels are `pub fn`s of "
                         "a kernel crate's library)"));
    return Problems;
  }
  Expected<std::string> Core = corePublicPaths(P);
  if (!Core)
    return Core.takeError();
  Expected<rust::PublicPaths> CoreNames = loadPublicPaths(*Core);
  if (!CoreNames)
    return CoreNames.takeError();
  std::vector<std::string> Members;
  std::vector<RootsCrate> Names;
  for (auto &[Lib, Sub] : ByCrate) {
    const rust::KernelCrate &C = *Crates[Lib];
    Expected<std::string> Table = kernelPublicPaths(P, C);
    if (!Table)
      return Table.takeError();
    Expected<rust::PublicPaths> Own = loadPublicPaths(*Table);
    if (!Own)
      return Own.takeError();
    rust::RootsOptions Options;
    Options.KernelsCrate = Lib;
    Options.AllInCrate = true;
    Options.Names = {*CoreNames, std::move(*Own)};
    std::vector<std::string> Skipped;
    Expected<std::string> Source = rust::kernelRootsSource(Sub, Options, "manifest.json", Skipped);
    if (!Source)
      return Source.takeError();
    std::string Package = Lib + "_roots_" + Tag.str();
    std::string PackageDir = joinPath(Dir, Package);
    // The kernel crate with the features the host build resolved for it.
    std::vector<std::string> Features;
    for (const std::string &F : C.Features)
      Features.push_back(json(F).dump());
    std::string Toml = "# Written by cargo-offload: the device roots of " + C.Package +
                       "'s kernel instances.\n[package]\nname = \"" + Package +
                       "\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n"
                       "[lib]\npath = \"roots.rs\"\n\n[dependencies]\n" + Lib +
                       " = { path = " + json(C.Dir).dump() + ", package = " +
                       json(C.Package).dump() + ", default-features = false, features = [" +
                       join(Features, ", ") + "] }\noffload = \"0.10\"\n";
    if (Error E = writeIfChanged(joinPath(PackageDir, "Cargo.toml"), Toml))
      return E;
    if (Error E = writeIfChanged(joinPath(PackageDir, "roots.rs"), *Source))
      return E;
    Members.push_back("\"" + Package + "\"");
    Names.push_back({Package, Lib});
  }
  // The workspace's own lock, so that the roots use the versions the host
  // build resolved (Cargo adds the roots packages to it).
  if (Expected<std::string> Lock = readFile(joinPath(P.WorkspaceRoot, "Cargo.lock"))) {
    if (Error E = writeIfChanged(joinPath(Dir, "Cargo.lock"), *Lock))
      return E;
  } else {
    consumeError(Lock.takeError());
  }
  std::string Workspace = "# Written by cargo-offload.\n[workspace]\nresolver = \"2\"\n"
                          "members = [" + join(Members, ", ") + "]\n\n"
                          "[profile.release]\npanic = \"abort\"\n";
  if (Error E = writeIfChanged(joinPath(Dir, "Cargo.toml"), Workspace))
    return E;
  return Names;
}

} // namespace offload::rust::cargo
