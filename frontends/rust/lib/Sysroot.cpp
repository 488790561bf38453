//===- Sysroot.cpp - Device sysroots of core ------------------------------===//
//
// ensureSysroot: `core`, `compiler_builtins` and `libm` for a device target,
// with their bitcode, built once per rustc version, target and CPU.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/CargoBuild.h"

#include "CargoInternal.h"

#include "offload/support/Files.h"
#include "offload/support/Programs.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace offload::rust::cargo {

std::vector<std::string> deviceCodegenFlags(const DeviceTarget &T) {
  std::vector<std::string> F{"-Ctarget-cpu=" + T.Cpu, "--emit=llvm-bc,link"};
  if (T.Triple == AmdgcnTriple)
    F.push_back("-Clinker-plugin-lto");
  return F;
}

std::string sysrootCache(const Plan &P, const DeviceTarget &T) {
  return joinPath(P.Cache, T.Triple + "-" + T.Cpu);
}

/// The sysroot of `core` and `compiler_builtins` for T, with their
/// bitcode: built from the standard library's source with Cargo's
/// -Zbuild-std, once per rustc version, target and CPU.
/// Adds Rust's `libm` (the copy in the standard library's source, which
/// compiler_builtins builds its math from on targets without a C library)
/// to the sysroot in Dir: `liblibm.rlib` beside core, so that the support
/// crate's device build finds it as `extern crate libm`, and `libm.bc`.
/// Written into place only when whole; a sysroot built before this step
/// existed gets it here, without being rebuilt.
static Error ensureSysrootLibm(const Plan &P, const DeviceTarget &T, StringRef Dir) {
  if (sys::fs::exists(joinPath(Dir, "libm.bc")))
    return Error::success();
  std::string Source = P.RustSrc + "/library/compiler-builtins/libm/src/lib.rs";
  if (!sys::fs::exists(Source))
    return createStringError("no " + Source + " (the math functions of device code; "
                             "install rust-web-src, or set RUST_SRC)");
  status("Compiling", "libm for " + T.Triple + " (" + T.Cpu + "), once per rustc version");
  std::string Tmp = joinPath(Dir, "libm.tmp");
  sys::fs::remove_directories(Tmp);
  if (std::error_code EC = sys::fs::create_directories(Tmp))
    return createFileError(Tmp, EC);
  std::vector<std::string> Args{P.Rustc, "--crate-name", "libm", "--crate-type", "rlib",
                                "--edition", "2021", Source, "--target", T.Triple,
                                "--sysroot", joinPath(Dir, "sysroot"), "-Copt-level=3",
                                "-Cpanic=abort", "-Csymbol-mangling-version=v0",
                                "-Cmetadata=offload-libm", "--cap-lints", "allow",
                                "--out-dir", Tmp};
  for (const std::string &F : deviceCodegenFlags(T))
    Args.push_back(F);
  if (Expected<std::string> Out = runChecked(Args, environment({}), "building libm for " + T.Triple);
      !Out)
    return Out.takeError();
  std::string Lib = joinPath(Dir, "sysroot/lib/rustlib", T.Triple + "/lib");
  // The rlib first: libm.bc marks the step done.
  for (auto [From, To] : {std::pair<std::string, std::string>{joinPath(Tmp, "liblibm.rlib"),
                                                              joinPath(Lib, "liblibm.rlib")},
                          {joinPath(Tmp, "libm.bc"), joinPath(Dir, "libm.bc")}})
    if (std::error_code EC = sys::fs::rename(From, To))
      return createFileError(To, EC);
  sys::fs::remove_directories(Tmp);
  return Error::success();
}

Error ensureSysroot(const Plan &P, const DeviceTarget &T) {
  std::string Dir = sysrootCache(P, T);
  if (std::error_code EC = sys::fs::create_directories(P.Cache))
    return createFileError(P.Cache, EC);
  FileLock Lock(Dir + ".lock");
  if (sys::fs::exists(joinPath(Dir, "done")))
    return ensureSysrootLibm(P, T, Dir);
  status("Compiling", "core for " + T.Triple + " (" + T.Cpu +
                          "), once per rustc version");
  sys::fs::remove_directories(Dir);
  std::string Lib = joinPath(Dir, "sysroot/lib/rustlib", T.Triple + "/lib");
  for (const std::string &D : {joinPath(Dir, "cargo-home"), Lib})
    if (std::error_code EC = sys::fs::create_directories(D))
      return createFileError(D, EC);
  Expected<std::string> Config = readFile(joinPath(P.SysrootDir, "cargo-config.toml"));
  if (!Config)
    return Config.takeError();
  // The standard library's dependencies come from its vendored sources.
  std::string Text;
  for (StringRef Line : split(*Config, '\n')) {
    if (Line.trim().starts_with("directory"))
      Text += "directory = \"" + P.RustSrc + "/library/vendor\"\n";
    else
      Text += Line.str() + "\n";
  }
  if (Error E = writeFileAtomically(joinPath(Dir, "cargo-home/config.toml"), Text))
    return E;
  std::string TargetDir = joinPath(Dir, "target");
  // The configuration as a --config file: it outranks a project's own (a
  // Debian source replacement would hide the standard library's crates).
  std::vector<std::string> Args{P.Cargo, "build", "--quiet", "--release", "--offline",
                                "--config", joinPath(Dir, "cargo-home/config.toml"),
                                "-Zbuild-std=core", "--manifest-path",
                                joinPath(P.SysrootDir, "Cargo.toml"), "--target", T.Triple,
                                "--target-dir", TargetDir};
  std::vector<std::string> Env = environment(
      {{"CARGO_HOME", joinPath(Dir, "cargo-home")}, {"RUSTC_BOOTSTRAP", "1"},
       {"RUSTC", P.Rustc},
       {"CARGO_ENCODED_RUSTFLAGS",
        join(concat<std::string>(std::vector<std::string>{"-Csymbol-mangling-version=v0"},
                                 deviceCodegenFlags(T)),
             "\x1f")}},
      {"RUSTFLAGS", "CARGO_TARGET_DIR", "CARGO_BUILD_TARGET", "MAKEFLAGS", "MFLAGS",
       "CARGO_MAKEFLAGS"});
  if (Expected<std::string> Out = runChecked(Args, Env, "building core for " + T.Triple); !Out)
    return Out.takeError();
  std::error_code EC;
  std::string Deps = joinPath(TargetDir, T.Triple, "release/deps");
  for (sys::fs::directory_iterator I(Deps, EC), End; I != End && !EC; I.increment(EC)) {
    StringRef Name = sys::path::filename(I->path());
    std::string To;
    if ((Name.starts_with("libcore-") || Name.starts_with("libcompiler_builtins-")) &&
        Name.ends_with(".rlib"))
      To = joinPath(Lib, Name);
    else if (Name.starts_with("core-") && Name.ends_with(".bc"))
      To = joinPath(Dir, "core.bc");
    else if (Name.starts_with("compiler_builtins-") && Name.ends_with(".bc"))
      To = joinPath(Dir, "compiler_builtins.bc");
    if (!To.empty())
      if (std::error_code CE = sys::fs::copy_file(I->path(), To))
        return createFileError(To, CE);
  }
  sys::fs::remove_directories(TargetDir);
  for (const char *Needed : {"core.bc", "compiler_builtins.bc"})
    if (!sys::fs::exists(joinPath(Dir, Needed)))
      return createStringError(Twine("building core for ") + T.Triple + " left no " + Needed);
  if (Error E = writeFileAtomically(joinPath(Dir, "done"), ""))
    return E;
  return ensureSysrootLibm(P, T, Dir);
}

} // namespace offload::rust::cargo
