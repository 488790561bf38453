//===- CargoBuild.cpp - cargo offload's passes over a Cargo workspace -----===//
//
// See offload/rust/CargoBuild.h.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/CargoBuild.h"

#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"
#include "offload/rust/PublicPaths.h"
#include "offload/rust/Roots.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/Files.h"
#include "offload/support/Programs.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/WithColor.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>

using namespace llvm;
using json = nlohmann::json;

namespace offload::rust::cargo {

namespace {
const char *Tool = "cargo-offload";
} // namespace

//===----------------------------------------------------------------------===//
// Output
//===----------------------------------------------------------------------===//

/// Where status lines go: the terminal the user started `cargo offload` in
/// (OFFLOAD_STATUS_FD, inherited through cargo, rustc and offload-link),
/// else stderr.
raw_fd_ostream &statusStream() {
  if (raw_fd_ostream *Terminal = terminalStream())
    return *Terminal;
  static raw_fd_ostream *OS = [] {
    auto *Out = new raw_fd_ostream(2, /*shouldClose=*/false, /*unbuffered=*/true);
    Out->enable_colors(Out->has_colors());
    return Out;
  }();
  return *OS;
}

bool verbose() {
  std::optional<std::string> V = sys::Process::GetEnv("OFFLOAD_VERBOSE");
  return V && *V == "1";
}

/// A status line as Cargo prints one: the verb right-aligned in 12 columns,
/// bold green on a terminal.
void status(StringRef Verb, const Twine &Message) {
  raw_fd_ostream &OS = statusStream();
  OS.enable_colors(OS.has_colors());
  OS.indent(Verb.size() < 12 ? 12 - Verb.size() : 0);
  WithColor(OS, raw_ostream::GREEN, /*Bold=*/true) << Verb;
  OS << " " << Message << "\n";
}

//===----------------------------------------------------------------------===//
// The plan: what the device command needs, written by the outer run
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// Device sysroots and core's public names (once per rustc version)
//===----------------------------------------------------------------------===//

/// How rustc compiles crates for device T: for its CPU, and to bitcode
/// (which the device pass reads) as well as the rlib later crates link.
/// amdgcn rlibs hold bitcode too (-Clinker-plugin-lto), as nvptx64 ones do
/// by the target's definition: rustc's AMDGPU code generation would stop
/// at operations that need a library call (128-bit division), which the
/// device pass resolves from compiler_builtins' bitcode instead.
static std::vector<std::string> deviceCodegenFlags(const DeviceTarget &T) {
  std::vector<std::string> F{"-Ctarget-cpu=" + T.Cpu, "--emit=llvm-bc,link"};
  if (T.Triple == AmdgcnTriple)
    F.push_back("-Clinker-plugin-lto");
  return F;
}

static std::string sysrootCache(const Plan &P, const DeviceTarget &T) {
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

/// The table of core's public type names (rustdoc's JSON of core, through
/// `offload-manifest public-paths`), once per rustc version.
Expected<std::string> corePublicPaths(const Plan &P) {
  std::string Table = joinPath(P.Cache, "core.public-paths");
  if (std::error_code EC = sys::fs::create_directories(P.Cache))
    return createFileError(P.Cache, EC);
  FileLock Lock(Table + ".lock");
  if (sys::fs::exists(Table))
    return Table;
  status("Documenting", "core's public type names, once per rustc version");
  SmallString<128> Tmp;
  if (std::error_code EC = sys::fs::createUniqueDirectory("cargo-offload-core", Tmp))
    return createStringError("cannot create a temporary folder: " + EC.message());
  std::vector<std::string> Args{P.Rustdoc, "-Zunstable-options", "--output-format", "json",
                                "--crate-name", "core", "--edition", "2024",
                                P.RustSrc + "/library/core/src/lib.rs", "-o", std::string(Tmp)};
  Expected<std::string> Out =
      runChecked(Args, environment({{"RUSTC_BOOTSTRAP", "1"}}), "rustdoc on core");
  if (Out)
    Out = runChecked({joinPath(P.ToolsDir, "offload-manifest"), "public-paths",
                      joinPath(Tmp, "core.json"), "-o", Table},
                     environment({}), "offload-manifest public-paths");
  sys::fs::remove_directories(Tmp);
  if (!Out)
    return Out.takeError();
  return Table;
}

//===----------------------------------------------------------------------===//
// The device command: a manifest's image package
//===----------------------------------------------------------------------===//

/// The environment of a nested Cargo: its own jobs (not the outer build's
/// jobserver, whose tokens the linking rustc holds), Flags as its rustc
/// flags.
static std::vector<std::string> nestedCargoEnv(const Plan &P, ArrayRef<std::string> Flags,
                                        std::map<std::string, std::string> More = {}) {
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

/// Hash of every file under Dir that Cargo would compile from (Rust
/// sources, Cargo.toml), skipping target folders: the key of a kernel
/// crate's public names.
static std::string sourceHash(StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator I(Dir, EC), End; I != End && !EC;
       I.increment(EC)) {
    StringRef Name = sys::path::filename(I->path());
    if (I->type() == sys::fs::file_type::directory_file) {
      if (Name == "target" || Name.starts_with("."))
        I.no_push();
      continue;
    }
    if (Name.ends_with(".rs") || Name == "Cargo.toml")
      Files.push_back(I->path());
  }
  llvm::sort(Files);
  SHA256 H;
  for (const std::string &F : Files) {
    H.update(F);
    if (ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(F))
      H.update((*B)->getBuffer());
  }
  return toHex(H.final(), true);
}

/// The public names of a kernel crate's types (rustdoc's JSON through
/// `offload-manifest public-paths`), kept by a hash of its sources.
static Expected<std::string> kernelPublicPaths(const Plan &P, const rust::KernelCrate &K) {
  std::string Dir = joinPath(P.OffloadDir, "public-paths");
  std::string Table = joinPath(Dir, K.Lib + "-" + sourceHash(K.Dir).substr(0, 16));
  if (sys::fs::exists(Table))
    return Table;
  std::string DocDir = joinPath(P.OffloadDir, "doc");
  std::vector<std::string> Args{P.Cargo, "rustdoc", "--quiet", "--lib", "-p", K.Package,
                                "--target", HostTriple, "--target-dir", DocDir,
                                "--manifest-path", K.ManifestPath};
  for (const std::string &A : cargoCommon(P))
    Args.push_back(A);
  for (const char *A : {"--", "-Zunstable-options", "--output-format", "json",
                        "--cap-lints", "allow"})
    Args.push_back(A);
  std::vector<std::string> Env = nestedCargoEnv(P, {}, {{"RUSTC_BOOTSTRAP", "1"}});
  if (Expected<std::string> Out = runChecked(Args, Env, "rustdoc on " + K.Package); !Out)
    return Out.takeError();
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createFileError(Dir, EC);
  Expected<std::string> Out =
      runChecked({joinPath(P.ToolsDir, "offload-manifest"), "public-paths",
                  joinPath(DocDir, HostTriple, "doc/" + K.Lib + ".json"), "-o", Table},
                 environment({}), "offload-manifest public-paths");
  if (!Out)
    return Out.takeError();
  return Table;
}

static Expected<rust::PublicPaths> loadPublicPaths(StringRef Path) {
  Expected<std::string> Text = readFile(Path);
  if (!Text)
    return Text.takeError();
  return rust::readPublicPaths(*Text, Path);
}

namespace {
/// A roots crate and the kernel crate it calls.
struct RootsCrate {
  std::string Name, KernelsLib;
};
} // namespace

/// Writes the roots workspace of Man in Dir: one package per kernel crate
/// with instances (`<lib>_roots_<Tag>`, depending on the kernel crate and
/// the support crate; Tag tells the roots of different programs apart,
/// whose artifacts share one target folder).
static Expected<std::vector<RootsCrate>> writeRoots(const Plan &P, const manifest::Manifest &Man,
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

namespace {
/// The LLVM bitcode of one device build: the roots and kernel crates (linked
/// whole), and the rest (linked as needed).
struct DeviceBitcode {
  std::vector<std::string> Primary, Libraries;
  std::map<std::string, std::string> ByCrate; ///< crate name -> its bitcode
};
} // namespace

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

/// When the failed device build R (Cargo's JSON messages in CargoJson)
/// failed because a crate needs `std` or `alloc` (rustc's E0463, "can't
/// find crate for `std`": the device sysroot has `core` alone), an error
/// that says which crate, through which dependency of which kernel crate
/// (located at that dependency's line of the kernel crate's Cargo.toml),
/// and how to keep it out of the device build. The chain comes from `cargo
/// metadata` of the roots workspace for T, with the device's flags (so
/// that `cfg(offload_device)` dependencies are left out as in the build).
static std::optional<Error> needsStdError(const Plan &P, const DeviceTarget &T,
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

/// Compiles the roots workspace in RootsDir for T with Cargo and returns
/// its bitcode files, from Cargo's artifact messages.
static Expected<DeviceBitcode> compileForDevice(const Plan &P, const DeviceTarget &T,
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

/// The image package of Man for T, kept under a hash of its inputs.
static Expected<std::string> deviceImage(const Plan &P, const DeviceTarget &T,
                                  StringRef ManifestPath, StringRef ManifestText,
                                  const DeviceBitcode &Bc, StringRef Crates) {
  SHA256 H;
  H.update(toolkitVersion());
  H.update(P.ToolsStamp);
  H.update(T.Name);
  H.update(T.Named ? "named" : "optional");
  H.update(ManifestText);
  for (const std::vector<std::string> *List : {&Bc.Primary, &Bc.Libraries})
    for (const std::string &F : *List) {
      ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(F);
      if (!B)
        return createFileError(F, B.getError());
      H.update((*B)->getBuffer());
      H.update(List == &Bc.Primary ? "p" : "l");
    }
  std::string Dir = joinPath(P.OffloadDir, "images");
  std::string Image = joinPath(Dir, T.Name + "-" + toHex(H.final(), true).substr(0, 24) + ".offload");
  if (sys::fs::exists(Image))
    return Image;
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createFileError(Dir, EC);
  status("Lowering", Crates + " (" + T.Name + ")");
  std::vector<std::string> Args{joinPath(P.ToolsDir, "offload-lower"), "device"};
  Args.insert(Args.end(), Bc.Primary.begin(), Bc.Primary.end());
  for (const std::string &L : Bc.Libraries) {
    Args.push_back("--lib");
    Args.push_back(L);
  }
  for (const std::string &A : {std::string("--manifest"), ManifestPath.str(),
                               std::string("-O3"), std::string("--arch"), T.Cpu,
                               std::string("-o"), Image})
    Args.push_back(A);
  // A default target's image that cannot be built is left out, recorded
  // in the package (which buildDeviceImages reports).
  if (!T.Named)
    Args.push_back("--optional");
  if (statusStream().has_colors())
    Args.push_back("--color");
  Expected<RunResult> R = runCommand(Args, environment({}), /*Capture=*/true);
  if (!R)
    return R.takeError();
  if (R->Status == 1 && !R->Err.empty())
    return make_error<PrintedDiagnostics>(R->Err); // its diagnostics, as they are
  if (R->Status != 0)
    return createStringError("offload-lower device failed (" +
                             (R->Status == -2 ? "stopped: " + R->Signal
                                              : "exit status " + std::to_string(R->Status)) +
                             ")" + (R->Err.empty() ? "" : ":\n" + StringRef(R->Err).rtrim()));
  return Image;
}

/// With OFFLOAD_KEEP_DIR set (offload-rustc's --work), copies what the
/// device step read and made there, in offload-rustc's layout:
/// manifest.json, kernel_roots.rs (of the first kernel crate) and, per
/// target, <triple>-<cpu>/{kernels,roots,offload}.bc and images.offload.
static Error keepIntermediates(const DeviceTarget &T, StringRef ManifestText, StringRef RootsDir,
                        ArrayRef<RootsCrate> Roots, const DeviceBitcode &Bc,
                        StringRef Image) {
  std::optional<std::string> Keep = sys::Process::GetEnv("OFFLOAD_KEEP_DIR");
  if (!Keep || Keep->empty() || Roots.empty())
    return Error::success();
  std::string Dir = joinPath(*Keep, T.Triple + "-" + T.Cpu);
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createFileError(Dir, EC);
  if (Error E = writeIfChanged(joinPath(*Keep, "manifest.json"), ManifestText))
    return E;
  std::vector<std::pair<std::string, std::string>> Copies{
      {joinPath(RootsDir, Roots.front().Name, "roots.rs"), joinPath(*Keep, "kernel_roots.rs")},
      {Image.str(), joinPath(Dir, "images.offload")}};
  for (auto [Crate, Name] : {std::pair{Roots.front().KernelsLib, "kernels.bc"},
                             std::pair{Roots.front().Name, "roots.bc"},
                             std::pair{std::string("offload"), "offload.bc"}}) {
    auto It = Bc.ByCrate.find(Crate);
    if (It != Bc.ByCrate.end())
      Copies.push_back({It->second, joinPath(Dir, Name)});
  }
  for (const auto &[From, To] : Copies)
    if (std::error_code EC = sys::fs::copy_file(From, To))
      return createFileError(To, EC);
  return Error::success();
}

/// `cargo-offload __device-images PLAN MANIFEST PACKAGE`: the device
/// command offload-link runs.
Error buildDeviceImages(StringRef PlanPath, StringRef ManifestPath, StringRef PackagePath) {
  Expected<Plan> P = readPlan(PlanPath);
  if (!P)
    return P.takeError();
  Expected<std::string> ManifestText = readFile(ManifestPath);
  if (!ManifestText)
    return ManifestText.takeError();
  Expected<manifest::Manifest> Man = manifest::parseManifest(*ManifestText, ManifestPath);
  if (!Man)
    return Man.takeError();
  // Nested Cargo runs look for their configuration (a Debian source
  // replacement, say) from the workspace, as the outer one did.
  if (std::error_code EC = sys::fs::set_current_path(P->WorkspaceRoot))
    return createFileError(P->WorkspaceRoot, EC);
  if (std::error_code EC = sys::fs::create_directories(P->OffloadDir))
    return createFileError(P->OffloadDir, EC);
  FileLock Lock(joinPath(P->OffloadDir, "device.lock"));

  std::string Tag = sha256Hex(*ManifestText).substr(0, 16);
  std::string RootsDir = joinPath(P->OffloadDir, "roots", Tag);
  Expected<std::vector<RootsCrate>> Roots = writeRoots(*P, *Man, RootsDir, Tag);
  if (!Roots)
    return Roots.takeError();
  std::vector<std::string> CrateNames;
  for (const RootsCrate &R : *Roots)
    CrateNames.push_back(R.KernelsLib);
  std::string Package;
  std::vector<std::string> LeftOut;
  for (const DeviceTarget &T : P->Targets) {
    if (Error E = ensureSysroot(*P, T))
      return E;
    Expected<DeviceBitcode> Bc = compileForDevice(*P, T, RootsDir, *Roots);
    if (!Bc)
      return Bc.takeError();
    Expected<std::string> Image =
        deviceImage(*P, T, ManifestPath, *ManifestText, *Bc, join(CrateNames, ", "));
    if (!Image)
      return Image.takeError();
    Expected<std::string> Bytes = readFile(*Image);
    if (!Bytes)
      return Bytes.takeError();
    // An image left out (a default target): its diagnostics, as warnings,
    // every time the program is linked, a new package or a kept one.
    Expected<std::vector<lower::DeviceImage>> Entries = lower::parsePackage(*Bytes, *Image);
    if (!Entries)
      return Entries.takeError();
    for (const lower::DeviceImage &I : *Entries)
      if (I.isLeftOut()) {
        raw_fd_ostream &OS = statusStream();
        OS << I.LeftOutReport;
        WithColor::warning(OS, Tool)
            << "the program gets no " << T.Name << " image (" << T.Name
            << " is a default target; name it in --targets to make this an error)\n";
        LeftOut.push_back(T.Name);
      }
    Package += *Bytes; // OffloadBinaries concatenate
    if (Error E = keepIntermediates(T, *ManifestText, RootsDir, *Roots, *Bc, *Image))
      return E;
  }
  if (LeftOut.size() == P->Targets.size())
    return createStringError("no device image of the program could be built (" +
                             join(LeftOut, ", ") + ": see the warnings above)");
  return writeFileAtomically(PackagePath, Package);
}

/// ptxas as offload-lower looks for it: $CUDA_PATH/bin, /usr/local/cuda/bin,
/// PATH.
bool havePtxas() {
  if (std::optional<std::string> Cuda = sys::Process::GetEnv("CUDA_PATH"))
    return sys::fs::can_execute(*Cuda + "/bin/ptxas");
  return sys::fs::can_execute("/usr/local/cuda/bin/ptxas") ||
         static_cast<bool>(sys::findProgramByName("ptxas"));
}

InstalledTools installedTools() {
  InstalledTools T;
  T.Ptxas = havePtxas();
  if (Expected<std::string> Lld = findProgram("", {"ld.lld"}))
    T.Lld = true;
  else
    consumeError(Lld.takeError());
  return T;
}

std::string defaultTargets(const InstalledTools &Tools) {
  std::string Names = "host";
  if (Tools.Lld)
    Names += ",gfx90a";
  if (Tools.Ptxas)
    Names += ",sm_90";
  return Names;
}

Expected<std::vector<DeviceTarget>> deviceTargets(StringRef List, const InstalledTools &Tools) {
  std::vector<DeviceTarget> Out;
  std::string Names = List.str();
  bool Named = !List.empty();
  if (Names.empty()) {
    Names = defaultTargets(Tools);
    if (!Tools.Ptxas)
      WithColor::note(statusStream(), Tool)
          << "no ptxas (the CUDA toolkit; set CUDA_PATH): no NVIDIA image\n";
    if (!Tools.Lld)
      WithColor::note(statusStream(), Tool) << "no ld.lld (lld-22): no AMD image\n";
  }
  const char *Known = "host, an NVIDIA arch such as sm_90 or an AMD one such as gfx90a";
  std::set<std::string> Seen;
  for (StringRef N : split(Names, ',')) {
    N = N.trim();
    if (!Seen.insert(N.str()).second)
      continue;
    if (N == "host") {
      Out.push_back({"host", HostTriple, "x86-64", Named});
      continue;
    }
    if (N.starts_with("gfx")) {
      // A processor name: gfx, then hex digits of the version and stepping
      // (gfx90a, gfx942, gfx1100). Target-id features (`:xnack+`) are not
      // taken: images are built for any setting of them.
      if (N.size() < 6 || !llvm::all_of(N.drop_front(3), [](char C) {
            return isDigit(C) || (C >= 'a' && C <= 'f');
          }))
        return createStringError("unknown target '" + printable(N) + "' in --targets (" +
                                 Known + ")");
      Out.push_back({N.str(), AmdgcnTriple, N.str(), Named});
      continue;
    }
    unsigned SM = 0;
    StringRef Digits = N;
    bool Arch = Digits.consume_front("sm_");
    Digits.consume_back("a");
    if (!Arch || Digits.getAsInteger(10, SM))
      return createStringError("unknown target '" + printable(N) + "' in --targets (" +
                               Known + ")");
    if (SM < 75)
      return createStringError("target '" + N + "': ptxas of CUDA 13 builds sm_75 and newer");
    Out.push_back({N.str(), NvptxTriple, N.str(), Named});
  }
  if (Out.empty())
    return createStringError("--targets names no target (host, sm_90, gfx90a, ...)");
  // One order whatever the command line's: the plan (and so the host's
  // flags) does not change with it, and the host pass registers GPU images
  // first anyway.
  llvm::sort(Out, [](const DeviceTarget &A, const DeviceTarget &B) { return A.Name < B.Name; });
  return Out;
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

Error checkArchs(ArrayRef<DeviceTarget> Targets, StringRef ToolsDir) {
  for (const auto &Family : {std::pair(NvptxTriple, "an NVIDIA"), std::pair(AmdgcnTriple, "an AMD")}) {
    std::string Triple = Family.first, Vendor = Family.second;
    if (llvm::none_of(Targets, [&](const DeviceTarget &T) { return T.Triple == Triple; }))
      continue;
    Expected<std::string> Archs =
        runChecked({joinPath(ToolsDir, "offload-lower"), "archs", Triple}, environment({}),
                   "offload-lower archs");
    if (!Archs)
      return Archs.takeError();
    SmallVector<StringRef> Known;
    StringRef(*Archs).split(Known, '\n', -1, false);
    for (const DeviceTarget &T : Targets)
      if (T.Triple == Triple && !llvm::is_contained(Known, T.Cpu))
        return createStringError("target '" + T.Name + "' is not " + Vendor +
                                 " arch LLVM knows (offload-lower archs " + Triple +
                                 " lists them)");
  }
  return Error::success();
}

} // namespace offload::rust::cargo
