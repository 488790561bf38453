//===- CargoFlags.cpp - cargo offload's Cargo and rustc flags -------------===//
//
// The rustc flags of every host crate, and the options and environment of
// every Cargo run.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/CargoFlags.h"

#include "CargoInternal.h"

#include "offload/support/Programs.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace offload::rust::cargo {

std::vector<std::string> nestedCargoEnv(const Plan &P, ArrayRef<std::string> Flags,
                                        std::map<std::string, std::string> More) {
  More["RUSTC"] = P.Rustc;
  More["RUSTDOC"] = P.Rustdoc;
  More["CARGO_ENCODED_RUSTFLAGS"] = join(Flags, "\x1f");
  return environment(More, {"RUSTFLAGS", "CARGO_TARGET_DIR", "CARGO_BUILD_TARGET",
                            "MAKEFLAGS", "MFLAGS", "CARGO_MAKEFLAGS", "RUSTC_WRAPPER",
                            "RUSTC_WORKSPACE_WRAPPER", "CARGO_ENCODED_RUSTDOCFLAGS",
                            "RUSTDOCFLAGS"});
}

/// Options of every Cargo run: the support crate's patch, and --offline
/// when the user asked for it. Nested runs are always offline: the host
/// build before them has every package they need.
std::vector<std::string> cargoCommon(const Plan &P, bool Nested) {
  std::vector<std::string> A{"--config", P.patchConfig()};
  if (P.Offline || Nested)
    A.push_back("--offline");
  return A;
}

/// The user's own rustc flags: Cargo reads CARGO_ENCODED_RUSTFLAGS, else
/// RUSTFLAGS split at spaces (this tool sets the former for Cargo).
std::vector<std::string> userRustFlags() {
  std::vector<std::string> F;
  std::string Encoded = envOr("CARGO_ENCODED_RUSTFLAGS", "");
  std::string Spaced = envOr("RUSTFLAGS", "");
  if (!Encoded.empty())
    for (StringRef S : split(Encoded, '\x1f'))
      F.push_back(S.str());
  else
    for (StringRef S : split(Spaced, ' '))
      if (!S.trim().empty())
        F.push_back(S.trim().str());
  return F;
}

/// The --remap-path-prefix flags among Flags (`--remap-path-prefix=A=B`,
/// or the flag and its value as two).
std::vector<std::string> remapFlags(ArrayRef<std::string> Flags) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Flags.size(); ++I) {
    if (StringRef(Flags[I]).starts_with("--remap-path-prefix="))
      Out.push_back(Flags[I]);
    else if (Flags[I] == "--remap-path-prefix" && I + 1 < Flags.size())
      Out.push_back("--remap-path-prefix=" + Flags[++I]);
  }
  return Out;
}

/// The flags every host crate gets: bitcode for offload-link, the symbol
/// names and debug info the manifest is read from, the linker and its
/// device command.
std::vector<std::string> hostFlags(StringRef OffloadLink, StringRef DeviceCommand,
                                   StringRef PlanPath, bool Release) {
  std::vector<std::string> F = userRustFlags();
  for (const std::string &S :
       {std::string("-Clinker-plugin-lto"), "-Clinker=" + OffloadLink.str(),
        std::string("-Csymbol-mangling-version=v0"), std::string("-Cdebuginfo=2"),
        std::string("--check-cfg=cfg(offload_device)"),
        "-Clink-arg=--offload-device-command=" + DeviceCommand.str(),
        std::string("-Clink-arg=--offload-device-arg=__device-images"),
        "-Clink-arg=--offload-device-arg=" + PlanPath.str(),
        std::string("-Clink-arg=--offload-opt=") + (Release ? "3" : "0")})
    F.push_back(S);
  return F;
}

} // namespace offload::rust::cargo
