//===- NeedsStd.cpp - Device builds that need std -------------------------===//
//
// needsStdError: what to say when a device build fails because a crate
// needs `std` or `alloc`, and through which dependency.
//
//===----------------------------------------------------------------------===//
#include "CargoInternal.h"

#include "offload/rust/CargoFlags.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/Files.h"
#include "offload/support/Programs.h"

#include "llvm/ADT/StringExtras.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

using namespace llvm;
using json = nlohmann::json;

namespace offload::rust::cargo {

/// The first line of Toml (a Cargo.toml) that declares dependency Name
/// (`name = ...`, `name.workspace = ...` or a `[...dependencies.name]`
/// table), 1-based; 0 when none does.
static unsigned dependencyLine(StringRef Toml, StringRef Name) {
  unsigned Line = 0;
  for (StringRef L : split(Toml, '\n')) {
    ++Line;
    L = L.trim();
    if (L.starts_with("[")) {
      StringRef Table = L.trim("[] ");
      if (Table.contains("dependencies.") && Table.rsplit('.').second.trim("\"' ") == Name)
        return Line;
      continue;
    }
    StringRef Key = L.split('=').first.split('.').first.trim().trim("\"'");
    if (L.contains('=') && Key == Name)
      return Line;
  }
  return 0;
}

std::optional<Error> needsStdError(const Plan &P, const DeviceTarget &T,
                                   StringRef RootsDir, ArrayRef<std::string> Flags,
                                   StringRef CargoJson) {
  // package id -> (crate, the library it needs)
  std::map<std::string, std::pair<std::string, std::string>> Needy;
  std::map<std::string, std::optional<manifest::SourceLocation>> FirstSpan;
  for (StringRef Line : split(CargoJson, '\n')) {
    json J = json::parse(Line, nullptr, false);
    if (!J.is_object() || J.value("reason", "") != "compiler-message")
      continue;
    const json &M = J["message"];
    std::string Id = J.value("package_id", "");
    if (M.is_object() && M["spans"].is_array())
      for (const json &S : M["spans"])
        if (S.is_object() && S.value("is_primary", false) && !FirstSpan[Id])
          FirstSpan[Id] = manifest::SourceLocation{S.value("file_name", ""),
                                                   S.value("line_start", 0u),
                                                   S.value("column_start", 0u)};
    if (!M.is_object() || !M["code"].is_object() || M["code"].value("code", "") != "E0463")
      continue;
    for (const char *Lib : {"std", "alloc"})
      if (M.value("message", "") == std::string("can't find crate for `") + Lib + "`" &&
          !Needy.count(Id)) {
        std::string Crate = J["target"].value("name", "");
        std::replace(Crate.begin(), Crate.end(), '-', '_');
        Needy[Id] = {Crate, Lib};
      }
  }
  if (Needy.empty())
    return std::nullopt;

  // The dependency graph the device build saw.
  std::vector<std::string> Meta{P.Cargo, "metadata", "--format-version", "1",
                                "--manifest-path", joinPath(RootsDir, "Cargo.toml"),
                                "--filter-platform", T.Triple};
  for (const std::string &A : cargoCommon(P))
    Meta.push_back(A);
  std::map<std::string, std::string> Names, Manifests;
  std::map<std::string, std::vector<std::pair<std::string, std::string>>> Deps; // id -> (id, name)
  if (Expected<std::string> Text = runChecked(Meta, nestedCargoEnv(P, Flags), "cargo metadata")) {
    json J = json::parse(*Text, nullptr, false);
    if (J.is_object() && J["packages"].is_array())
      for (const json &Pkg : J["packages"]) {
        Names[Pkg.value("id", "")] = Pkg.value("name", "");
        Manifests[Pkg.value("id", "")] = Pkg.value("manifest_path", "");
      }
    if (J.is_object() && J["resolve"].is_object() && J["resolve"]["nodes"].is_array())
      for (const json &N : J["resolve"]["nodes"])
        for (const json &D : N.value("deps", json::array())) {
          bool Normal = false;
          for (const json &K : D.value("dep_kinds", json::array()))
            Normal |= K.is_object() && K["kind"].is_null();
          if (Normal)
            Deps[N.value("id", "")].push_back({D.value("pkg", ""), D.value("name", "")});
        }
  } else {
    consumeError(Text.takeError());
  }

  Error Out = Error::success();
  for (const auto &[Id, What] : Needy) {
    const auto &[Crate, Lib] = What;
    // The shortest chain from a kernel crate to the crate, breadth first.
    std::vector<std::string> Chain;
    const rust::KernelCrate *Kernel = nullptr;
    for (const rust::KernelCrate &K : P.Workspace.KernelCrates) {
      std::string Start;
      for (const auto &[PkgId, Path] : Manifests)
        if (Path == K.ManifestPath)
          Start = PkgId;
      if (Start.empty())
        continue;
      std::map<std::string, std::string> From{{Start, ""}};
      std::vector<std::string> Queue{Start};
      for (size_t I = 0; I < Queue.size() && !From.count(Id); ++I)
        for (const auto &[Next, Name] : Deps[Queue[I]])
          if (From.emplace(Next, Queue[I]).second)
            Queue.push_back(Next);
      if (!From.count(Id))
        continue;
      std::vector<std::string> Path;
      for (std::string At = Id; !At.empty(); At = From[At])
        Path.insert(Path.begin(), At);
      if (Chain.empty() || Path.size() < Chain.size()) {
        Chain = std::move(Path);
        Kernel = &K;
      }
    }
    std::string Named = "`" + Lib + "`";
    std::string Why = Lib == "std" ? "which no device has" : "which no device has (no heap)";
    if (Chain.size() == 1 && Kernel) {
      // The kernel crate itself.
      std::optional<manifest::SourceLocation> At = FirstSpan[Id];
      Out = joinErrors(std::move(Out),
                       makeDiagnostic(At ? At->File : Kernel->ManifestPath, At ? At->Line : 0,
                                      At ? At->Column : 0,
                                      "kernel crate `" + Crate + "` needs " + Named + ", " +
                                          Why + ": kernel crates are compiled for each device "
                                          "with `core` alone; declare `#![no_std]` in the "
                                          "crate's root (`#![cfg_attr(offload_device, "
                                          "no_std)]` keeps `std` for the host build) and use " +
                                          Named + " only in code under "
                                          "`#[cfg(not(offload_device))]`"));
      continue;
    }
    std::string Through, Direct = Crate;
    unsigned Line = 0;
    if (Kernel && Chain.size() > 1) {
      for (const std::string &C : Chain)
        Through += (Through.empty() ? "" : " -> ") + Names[C];
      for (const auto &[Next, Name] : Deps[Chain[0]])
        if (Next == Chain[1])
          Direct = Name;
      if (Expected<std::string> Toml = readFile(Kernel->ManifestPath))
        Line = dependencyLine(*Toml, Direct);
      else
        consumeError(Toml.takeError());
    }
    std::string Message =
        "crate `" + Crate + "` needs " + Named + ", " + Why + ", and " +
        (Kernel ? "kernel crate `" + Kernel->Lib + "` depends on it (" + Through + ")"
                : std::string("the device build depends on it")) +
        ": device code can use only `no_std` crates";
    std::string Help =
        "make `" + Direct + "` a dependency of the host build alone:\n"
        "    [target.'cfg(not(offload_device))'.dependencies]\n    " + Direct +
        " = ...\n  and use it only in code under `#[cfg(not(offload_device))]`; or use a "
        "crate (or features of it: `default-features = false`) without " + Named +
        ". A feature cannot make it host-only: the device build turns on the features "
        "the host build resolved";
    if (!Kernel) {
      Out = joinErrors(std::move(Out), createStringError(Message + "; " + Help));
      continue;
    }
    Out = joinErrors(std::move(Out),
                     makeDiagnostic(Kernel->ManifestPath, Line, 0, Message,
                                    {{Kernel->ManifestPath, Line, 0, Help}}));
  }
  return Out;
}

} // namespace offload::rust::cargo
