//===- Plan.cpp - The device command's plan -------------------------------===//
//
// The plan as JSON text and back, its Cargo patch, and the stamp of the
// tools it names.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/Plan.h"

#include "offload/support/Diagnostic.h"
#include "offload/support/Files.h"
#include "offload/support/ToolSupport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <nlohmann/json.hpp>

using namespace llvm;
using json = nlohmann::json;

namespace offload::rust::cargo {

static json toJSON(const Plan &P) {
  json Targets = json::array(), Crates = json::array();
  for (const DeviceTarget &T : P.Targets)
    Targets.push_back(
        {{"name", T.Name}, {"triple", T.Triple}, {"cpu", T.Cpu}, {"named", T.Named}});
  for (const rust::KernelCrate &K : P.Workspace.KernelCrates)
    Crates.push_back({{"package", K.Package}, {"lib", K.Lib},
                      {"manifest_path", K.ManifestPath}, {"dir", K.Dir},
                      {"features", K.Features}});
  return {{"cargo", P.Cargo}, {"rustc", P.Rustc}, {"rustdoc", P.Rustdoc},
          {"tools", P.ToolsDir}, {"support", P.SupportDir}, {"sysroot", P.SysrootDir},
          {"cache", P.Cache}, {"rust_src", P.RustSrc},
          {"workspace_root", P.WorkspaceRoot}, {"offload_dir", P.OffloadDir},
          {"target_dir", P.Workspace.TargetDir}, {"targets", Targets},
          {"kernel_crates", Crates}, {"remap", P.RemapFlags},
          {"toolkit", toolkitVersion().str()}, {"tools_stamp", P.ToolsStamp}};
}

Expected<Plan> readPlan(StringRef Path) {
  Expected<std::string> Text = readFile(Path);
  if (!Text)
    return Text.takeError();
  json J = json::parse(*Text, nullptr, false);
  Plan P;
  try {
    P.Cargo = J.at("cargo");
    P.Rustc = J.at("rustc");
    P.Rustdoc = J.at("rustdoc");
    P.ToolsDir = J.at("tools");
    P.SupportDir = J.at("support");
    P.SysrootDir = J.at("sysroot");
    P.Cache = J.at("cache");
    P.RustSrc = J.at("rust_src");
    P.WorkspaceRoot = J.at("workspace_root");
    P.OffloadDir = J.at("offload_dir");
    P.Workspace.Root = P.WorkspaceRoot;
    P.Workspace.TargetDir = J.at("target_dir");
    P.RemapFlags = J.at("remap").get<std::vector<std::string>>();
    P.ToolsStamp = J.at("tools_stamp");
    for (const json &T : J.at("targets"))
      P.Targets.push_back({T.at("name"), T.at("triple"), T.at("cpu"), T.at("named")});
    for (const json &K : J.at("kernel_crates"))
      P.Workspace.KernelCrates.push_back({K.at("package"), "", K.at("lib"),
                                          K.at("manifest_path"), K.at("dir"),
                                          K.at("features")});
  } catch (const json::exception &) {
    return makeDiagnostic(Path, 0, 0,
                          "not a plan written by this version of cargo-offload; "
                          "run `cargo offload build` again");
  }
  return P;
}

std::string Plan::patchConfig() const {
  return "patch.crates-io.offload.path=" + json(SupportDir).dump();
}

std::string toolsStamp(ArrayRef<std::string> Tools) {
  std::string Stamp;
  for (const std::string &T : Tools) {
    sys::fs::file_status S;
    if (sys::fs::status(T, S))
      continue;
    Stamp += sys::path::filename(T).str() + ":" + std::to_string(S.getSize()) + ":" +
             std::to_string(S.getLastModificationTime().time_since_epoch().count()) + ";";
  }
  return sha256Hex(Stamp).substr(0, 16);
}

std::string planText(const Plan &P) { return toJSON(P).dump(2) + "\n"; }

} // namespace offload::rust::cargo
