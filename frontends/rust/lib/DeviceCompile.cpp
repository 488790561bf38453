//===- DeviceCompile.cpp - Compiling the roots for a device ---------------===//
//
// compileForDevice: Cargo's build of the roots workspace for one device
// target, and the bitcode of every crate it compiled.
//
//===----------------------------------------------------------------------===//
#include "CargoInternal.h"

#include "offload/rust/CargoFlags.h"
#include "offload/rust/CargoStatus.h"
#include "offload/support/Files.h"
#include "offload/support/Programs.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

using namespace llvm;
using json = nlohmann::json;

namespace offload::rust::cargo {

/// The bitcode rustc wrote (--emit=llvm-bc) for the rlib at Path:
/// `deps/<crate>-<hash>.bc` beside `deps/lib<crate>-<hash>.rlib`; for a
/// workspace member's rlib, which Cargo links into the profile folder as
/// `lib<crate>.rlib`, beside the rlib in deps/ that is the same file.
static std::optional<std::string> bitcodeOf(StringRef Path) {
  StringRef Name = sys::path::filename(Path);
  if (!Name.starts_with("lib") || !Name.ends_with(".rlib"))
    return std::nullopt;
  StringRef Dir = sys::path::parent_path(Path);
  if (sys::path::filename(Dir) == "deps") {
    std::string Bc = joinPath(Dir, Name.drop_front(3).drop_back(5) + ".bc");
    return sys::fs::exists(Bc) ? std::optional(Bc) : std::nullopt;
  }
  std::string Deps = joinPath(Dir, "deps");
  std::string Prefix = (Name.drop_back(5) + "-").str();
  std::error_code EC;
  for (sys::fs::directory_iterator I(Deps, EC), End; I != End && !EC; I.increment(EC)) {
    StringRef Candidate = sys::path::filename(I->path());
    if (Candidate.starts_with(Prefix) && Candidate.ends_with(".rlib") &&
        sys::fs::equivalent(I->path(), Path))
      return bitcodeOf(I->path());
  }
  return std::nullopt;
}

/// What a failed Cargo run with `--message-format json` said: rustc's
/// diagnostics as rustc renders them (the `rendered` text of Cargo's
/// compiler messages on stdout, Out), then Cargo's own stderr (Err) without
/// its status lines.
static std::string cargoFailure(StringRef Out, StringRef Err) {
  std::string Text;
  for (StringRef Line : split(Out, '\n')) {
    json J = json::parse(Line, nullptr, false);
    if (J.is_object() && J.value("reason", "") == "compiler-message" &&
        J["message"].is_object() && J["message"]["rendered"].is_string())
      Text += J["message"]["rendered"].get<std::string>();
  }
  for (StringRef Line : split(Err, '\n')) {
    StringRef Word = Line.ltrim().split(' ').first;
    if (Line.starts_with(" ") &&
        llvm::is_contained({"Compiling", "Checking", "Fresh", "Finished", "Blocking",
                            "Locking", "Adding", "Updating", "Downloaded", "Downloading"},
                           Word))
      continue;
    Text += Line.str() + "\n";
  }
  return Text;
}

Expected<DeviceBitcode> compileForDevice(const Plan &P, const DeviceTarget &T,
                                         StringRef RootsDir,
                                         ArrayRef<RootsCrate> Roots) {
  std::set<std::string> PrimaryCrates;
  std::map<std::string, std::string> Shown; // crate -> its name in status lines
  for (const RootsCrate &R : Roots) {
    PrimaryCrates.insert(R.Name);
    PrimaryCrates.insert(R.KernelsLib);
    Shown[R.Name] = "device roots of " + R.KernelsLib;
  }
  std::string Sysroot = sysrootCache(P, T);
  std::vector<std::string> Flags{"--sysroot", joinPath(Sysroot, "sysroot"),
                                 "--cfg", "offload_device",
                                 "--check-cfg=cfg(offload_device)", "-Cpanic=abort",
                                 "-Csymbol-mangling-version=v0", "-g", "-Copt-level=3"};
  for (const std::string &F : deviceCodegenFlags(T))
    Flags.push_back(F);
  Flags.insert(Flags.end(), P.RemapFlags.begin(), P.RemapFlags.end());
  std::string TargetDir = joinPath(P.OffloadDir, "device", T.Triple + "-" + T.Cpu);
  std::vector<std::string> Args{P.Cargo, "build", "--release", "--target", T.Triple,
                                "--target-dir", TargetDir, "--manifest-path",
                                joinPath(RootsDir, "Cargo.toml"), "--message-format",
                                "json"};
  for (const std::string &A : cargoCommon(P))
    Args.push_back(A);
  // The support crate may use unstable library features on the device
  // (core's float math: sqrt, fma, floor as single instructions); what the
  // user's RUSTC_BOOTSTRAP allows stays allowed.
  std::string Bootstrap = "offload";
  if (const char *Own = getenv("RUSTC_BOOTSTRAP"); Own && *Own)
    Bootstrap = StringRef(Own) == "1" ? "1" : std::string(Own) + ",offload";
  Expected<RunResult> R = runCommand(
      Args, nestedCargoEnv(P, Flags, {{"RUSTC_BOOTSTRAP", Bootstrap}}), /*Capture=*/true);
  if (!R)
    return R.takeError();
  // Cargo builds what build scripts and proc macros need for the machine
  // it runs on, outside the target's folder (<target dir>/release/): host
  // tools, never device code. The device's own artifacts are under
  // <target dir>/<triple>/.
  std::string DeviceArtifacts = joinPath(TargetDir, T.Triple) + "/";
  auto ForDevice = [&](const json &J) {
    for (const json &F : J.value("filenames", json::array()))
      if (F.is_string() && StringRef(F.get_ref<const std::string &>()).starts_with(DeviceArtifacts))
        return true;
    return false;
  };
  DeviceBitcode Out;
  for (StringRef Line : split(R->Out, '\n')) {
    json J = json::parse(Line, nullptr, false);
    if (!J.is_object() || J.value("reason", "") != "compiler-artifact")
      continue;
    const json &Target = J["target"];
    json Kinds = Target.value("kind", json::array());
    if (std::find(Kinds.begin(), Kinds.end(), "lib") == Kinds.end() &&
        std::find(Kinds.begin(), Kinds.end(), "rlib") == Kinds.end())
      continue; // build scripts, proc macros: host tools
    if (!ForDevice(J))
      continue; // a library of a build script or proc macro: a host tool too
    std::string Crate = Target.value("name", "");
    std::replace(Crate.begin(), Crate.end(), '-', '_');
    if (!J.value("fresh", true))
      status("Compiling", (Shown.count(Crate) ? Shown[Crate] : Crate) + " (" + T.Name + ")");
    for (const json &F : J.value("filenames", json::array())) {
      if (!F.is_string() || !StringRef(F.get_ref<const std::string &>()).ends_with(".rlib"))
        continue;
      std::optional<std::string> Bc = bitcodeOf(F.get<std::string>());
      if (!Bc)
        return createStringError("no LLVM bitcode beside '" + F.get<std::string>() +
                                 "' (cargo's artifact for " + Crate + ")");
      (PrimaryCrates.count(Crate) ? Out.Primary : Out.Libraries).push_back(*Bc);
      Out.ByCrate[Crate] = *Bc;
    }
  }
  if (R->Status != 0) {
    if (std::optional<Error> E = needsStdError(P, T, RootsDir, Flags, R->Out))
      return std::move(*E);
    return createStringError("compiling the kernel crates for " + T.Name + " failed:\n" +
                             StringRef(cargoFailure(R->Out, R->Err)).rtrim());
  }
  // Cargo reports artifacts as they finish; the image's key must not
  // depend on that order.
  llvm::sort(Out.Primary);
  llvm::sort(Out.Libraries);
  Out.Libraries.push_back(joinPath(Sysroot, "core.bc"));
  Out.Libraries.push_back(joinPath(Sysroot, "compiler_builtins.bc"));
  Out.Libraries.push_back(joinPath(Sysroot, "libm.bc"));
  return Out;
}

} // namespace offload::rust::cargo
