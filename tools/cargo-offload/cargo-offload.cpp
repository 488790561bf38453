//===- cargo-offload.cpp - `cargo offload`: Cargo projects with kernels ---===//
//
// `cargo offload build|run|test`: Cargo's host build through offload-link,
// and the device command that builds a program's images (the passes of
// docs/design.md). Options: docs/reference/cargo-offload.md.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/Cargo.h"
#include "offload/rust/CargoBuild.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#ifndef OFFLOAD_RUST_SOURCE_DIR
#define OFFLOAD_RUST_SOURCE_DIR ""
#endif

using namespace llvm;
using namespace offload;
using namespace offload::rust::cargo;

namespace {

const char *Tool = "cargo-offload";

//===----------------------------------------------------------------------===//
// The outer run: `cargo offload build|run|test`
//===----------------------------------------------------------------------===//

struct Options {
  std::string Command;               ///< build, run, test
  std::vector<std::string> CargoArgs; ///< passed to cargo as they are
  std::vector<std::string> FeatureArgs; ///< the feature options among them
  std::string Targets;               ///< --targets
  bool TargetsGiven = false;
  std::string ManifestPath, TargetDir;
  bool Release = false, Verbose = false, Offline = false;
};

void printHelp() {
  outs() << "Build, run and test Cargo projects whose kernel crates run on offload devices\n\n"
            "USAGE: cargo offload <build|run|test> [--targets LIST] [CARGO OPTIONS] [-- ARGS]\n\n"
            "  --targets LIST   device images to build, comma-separated: host (the CPU,\n"
            "                   through libomptarget's host plugin), NVIDIA archs such\n"
            "                   as sm_90 (sm_75 and newer) and AMD ones such as gfx90a,\n"
            "                   gfx942, gfx1030, gfx1100. Default: host, gfx90a when\n"
            "                   ld.lld is found, sm_90 when ptxas is (CUDA_PATH,\n"
            "                   /usr/local/cuda, PATH)\n"
            "  -v, --verbose    also print every command\n"
            "  --version        the toolkit's version\n\n"
            "Every other option is Cargo's (--release, -p, --target-dir, --features,\n"
            "--bin, --test, ...) and goes to it unchanged, but --target: the host is\n"
            "x86_64-unknown-linux-gnu, and device targets go in --targets.\n"
            "Kernel crates say `[package.metadata.offload] kernels = true` in their\n"
            "Cargo.toml and depend on `offload = \"0.10\"`, which this tool supplies.\n"
            "Environment: CARGO, RUSTC, RUSTDOC (default /usr/bin/...), CUDA_PATH,\n"
            "OFFLOAD_SYSROOT_CACHE (default ~/.cache/offload-toolkit).\n"
            "See docs/reference/cargo-offload.md.\n";
}

Expected<Options> parseOptions(ArrayRef<std::string> Args) {
  Options O;
  O.Command = Args.front();
  if (O.Command != "build" && O.Command != "run" && O.Command != "test")
    return createStringError("unknown command '" + printable(O.Command) +
                             "': cargo offload builds, runs or tests (build, run, test)");
  bool Rest = false;
  for (size_t I = 1; I < Args.size(); ++I) {
    StringRef A = Args[I];
    auto Value = [&](StringRef Flag) -> Expected<std::string> {
      if (A.consume_front(Flag)) {
        if (A.consume_front("="))
          return A.str();
        if (A.empty() && I + 1 < Args.size())
          return Args[++I];
      }
      return createStringError(Flag + " needs a value");
    };
    if (Rest || A == "--") {
      Rest = true;
      O.CargoArgs.push_back(A.str());
      continue;
    }
    if (A == "--targets" || A.starts_with("--targets=")) {
      if (O.TargetsGiven)
        return createStringError("--targets is given twice (name every target in one "
                                 "comma-separated list)");
      Expected<std::string> V = Value("--targets");
      if (!V)
        return V.takeError();
      if (StringRef(*V).trim().empty())
        return createStringError("--targets names no target (host, sm_90, gfx90a, ...)");
      O.Targets = *V;
      O.TargetsGiven = true;
      continue;
    }
    if (A == "--target" || A.starts_with("--target="))
      return createStringError("--target is chosen by cargo offload (the host is " +
                               Twine(HostTriple) + "); device targets go in --targets");
    if (A == "--manifest-path" || A.starts_with("--manifest-path=") || A == "--target-dir" ||
        A.starts_with("--target-dir=")) {
      bool IsManifest = A.starts_with("--manifest-path");
      Expected<std::string> V = Value(IsManifest ? "--manifest-path" : "--target-dir");
      if (!V)
        return V.takeError();
      (IsManifest ? O.ManifestPath : O.TargetDir) = *V;
      O.CargoArgs.push_back(IsManifest ? "--manifest-path" : "--target-dir");
      O.CargoArgs.push_back(*V);
      continue;
    }
    // Feature options also go to `cargo metadata`, whose resolve then says
    // what the kernel crates' device builds turn on.
    if (A == "--all-features" || A == "--no-default-features") {
      O.FeatureArgs.push_back(A.str());
    } else if (A == "--features" || A == "-F" || A.starts_with("--features=")) {
      Expected<std::string> V = Value(A == "-F" ? "-F" : "--features");
      if (!V)
        return V.takeError();
      O.FeatureArgs.insert(O.FeatureArgs.end(), {"--features", *V});
      O.CargoArgs.insert(O.CargoArgs.end(), {"--features", *V});
      continue;
    }
    if (A == "--release" || A == "-r")
      O.Release = true;
    if (A == "-v" || A == "--verbose" || A == "-vv")
      O.Verbose = true;
    if (A == "--offline" || A == "--frozen")
      O.Offline = true;
    O.CargoArgs.push_back(A.str());
  }
  return O;
}

/// This tool's own folder and the folder of the Rust files it needs (the
/// support crate, the sysroot project): installed, `<prefix>/share/offload-
/// toolkit/rust`; in the build tree, the source tree's frontends/rust.
struct Layout {
  std::string Self, Bin, Rust;
};

Expected<Layout> findLayout(const char *Argv0) {
  Layout L;
  L.Self = sys::fs::getMainExecutable(Argv0, (void *)&findLayout);
  L.Bin = sys::path::parent_path(L.Self).str();
  std::string Installed = joinPath(sys::path::parent_path(L.Bin), "share/offload-toolkit/rust");
  if (std::optional<std::string> Env = sys::Process::GetEnv("OFFLOAD_RUST_DIR"))
    L.Rust = *Env;
  else if (sys::fs::exists(joinPath(Installed, "offload/Cargo.toml")))
    L.Rust = Installed;
  else
    L.Rust = OFFLOAD_RUST_SOURCE_DIR;
  if (!sys::fs::exists(joinPath(L.Rust, "offload/Cargo.toml")))
    return createStringError("the support crate is not in '" + L.Rust +
                             "' (install the toolkit, or set OFFLOAD_RUST_DIR)");
  return L;
}

/// Text without its ANSI color sequences (ESC [ ... letter).
std::string withoutColors(StringRef Line) {
  std::string Out;
  for (size_t I = 0; I < Line.size(); ++I) {
    if (Line[I] == '\x1b' && I + 1 < Line.size() && Line[I + 1] == '[') {
      I += 2;
      while (I < Line.size() && !isAlpha(Line[I]))
        ++I;
      continue;
    }
    Out += Line[I];
  }
  return Out;
}

/// Passes Cargo's stderr on, line by line, but for rustc's report of a
/// failed link whose reason offload-link or the device command has printed
/// on the terminal already (the report then carries ReportedOnTerminal):
/// the report is the linker's whole command line and that reason again.
/// Its end: the first empty line.
class LinkFailureFilter {
  std::vector<std::string> Block;
  bool InBlock = false;

  void flush() {
    bool Ours = llvm::any_of(Block, [](const std::string &L) {
      return StringRef(L).contains(ReportedOnTerminal);
    });
    if (!Ours)
      for (const std::string &L : Block)
        errs() << L;
    Block.clear();
    InBlock = false;
  }

public:
  void line(const std::string &L) {
    std::string Plain = withoutColors(L);
    if (!InBlock && StringRef(Plain).starts_with("error: linking with `"))
      InBlock = true;
    if (!InBlock) {
      errs() << L;
      return;
    }
    Block.push_back(L);
    if (StringRef(Plain).rtrim("\r\n").empty())
      flush();
  }
  ~LinkFailureFilter() { flush(); }
};

/// Runs Cargo with its stderr through a LinkFailureFilter (stdout, the
/// programs' output, is this process's). Returns the exit status, or -2 and
/// the signal in *Signal.
Expected<int> runCargoFiltered(ArrayRef<std::string> Args, ArrayRef<std::string> Env,
                               std::string &Signal) {
  if (verbose())
    status("Running", "`" + quoted(Args) + "`");
  int Pipe[2];
  if (::pipe2(Pipe, O_CLOEXEC) != 0)
    return createStringError("cannot create a pipe: " + Twine(strerror(errno)));
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_adddup2(&Actions, Pipe[1], 2);
  std::vector<char *> Argv, Envp;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  for (const std::string &E : Env)
    Envp.push_back(const_cast<char *>(E.c_str()));
  Envp.push_back(nullptr);
  pid_t Pid;
  int Err = posix_spawn(&Pid, Args[0].c_str(), &Actions, nullptr, Argv.data(), Envp.data());
  posix_spawn_file_actions_destroy(&Actions);
  ::close(Pipe[1]);
  if (Err != 0) {
    ::close(Pipe[0]);
    return createStringError("cannot run '" + Args[0] + "': " + strerror(Err));
  }
  {
    LinkFailureFilter Filter;
    FILE *In = fdopen(Pipe[0], "r");
    char *Line = nullptr;
    size_t Cap = 0;
    ssize_t N;
    while ((N = getline(&Line, &Cap, In)) > 0) {
      Filter.line(std::string(Line, N));
      errs().flush();
    }
    free(Line);
    fclose(In);
  }
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(Status)) {
    Signal = strsignal(WTERMSIG(Status));
    return -2;
  }
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : 1;
}

Expected<int> runCargo(const Options &O, const Layout &L) {
  Plan P;
  Expected<std::vector<DeviceTarget>> Targets =
      deviceTargets(O.Targets, O.Targets.empty() ? installedTools() : InstalledTools{});
  if (!Targets)
    return Targets.takeError();
  P.Targets = std::move(*Targets);
  if (Error E = checkArchs(P.Targets, L.Bin))
    return E;
  P.Cargo = envOr("CARGO_OFFLOAD_CARGO", envOr("CARGO", "/usr/bin/cargo"));
  // Cargo sets CARGO to itself when it runs a subcommand; a rustup proxy
  // there would pick another toolchain than Debian's.
  if (StringRef(P.Cargo).contains(".rustup") || StringRef(P.Cargo).contains(".cargo/bin"))
    P.Cargo = "/usr/bin/cargo";
  P.Rustc = envOr("RUSTC", "/usr/bin/rustc");
  P.Rustdoc = envOr("RUSTDOC", "/usr/bin/rustdoc");
  for (const std::string &T : {P.Cargo, P.Rustc, P.Rustdoc})
    if (!sys::fs::can_execute(T))
      return createStringError("no " + T + " (install rustc-web and cargo-web, or set "
                               "CARGO, RUSTC, RUSTDOC)");
  P.ToolsDir = L.Bin;
  P.SupportDir = joinPath(L.Rust, "offload");
  P.SysrootDir = joinPath(L.Rust, "sysroot");
  P.Offline = O.Offline;
  Expected<std::string> Version = runChecked({P.Rustc, "--version"}, environment({}), "rustc --version");
  if (!Version)
    return Version.takeError();
  SmallVector<StringRef> Words;
  StringRef(*Version).split(Words, ' ');
  std::string RustVersion = Words.size() > 1 ? Words[1].str() : "unknown";
  P.Cache = joinPath(envOr("OFFLOAD_SYSROOT_CACHE",
                           envOr("XDG_CACHE_HOME", envOr("HOME", "/tmp") + "/.cache") +
                               "/offload-toolkit"),
                     "rustc-" + RustVersion);
  P.RustSrc = envOr("RUST_SRC", "/usr/src/rustc-" + RustVersion);
  if (!sys::fs::is_directory(P.RustSrc + "/library/vendor"))
    return createStringError("no Rust standard library source in " + P.RustSrc +
                             " (install rust-web-src, or set RUST_SRC)");

  std::vector<std::string> Meta{P.Cargo, "metadata", "--format-version", "1"};
  if (!O.ManifestPath.empty())
    Meta.insert(Meta.end(), {"--manifest-path", O.ManifestPath});
  Meta.insert(Meta.end(), O.FeatureArgs.begin(), O.FeatureArgs.end());
  for (const std::string &A : cargoCommon(P, /*Nested=*/false))
    Meta.push_back(A);
  Expected<std::string> MetaText =
      runChecked(Meta, environment({{"RUSTC", P.Rustc}}), "cargo metadata");
  if (!MetaText)
    return MetaText.takeError();
  Expected<rust::CargoWorkspace> W = rust::parseCargoMetadata(*MetaText, "cargo metadata");
  if (!W)
    return W.takeError();
  P.Workspace = std::move(*W);
  if (!O.TargetDir.empty()) {
    SmallString<256> Abs(O.TargetDir);
    sys::fs::make_absolute(Abs);
    P.Workspace.TargetDir = std::string(Abs);
  }
  P.WorkspaceRoot = P.Workspace.Root;
  // The tools and the launch runtime that offload-link links into every
  // program (lib/liboffload-rt.a beside bin/, as offload-link finds it).
  // The stamp is in the plan, whose hash names the plan file in every
  // crate's flags: a new toolkit changes them, and Cargo rebuilds and
  // relinks rather than keep programs with the old runtime.
  P.ToolsStamp = toolsStamp({L.Self, joinPath(L.Bin, "offload-link"),
                             joinPath(L.Bin, "offload-lower"),
                             joinPath(L.Bin, "offload-manifest"),
                             joinPath(sys::path::parent_path(L.Bin), "lib/liboffload-rt.a")});
  P.RemapFlags = remapFlags(userRustFlags());
  P.OffloadDir = joinPath(P.Workspace.TargetDir, "offload");
  if (P.Workspace.KernelCrates.empty())
    WithColor::warning(statusStream(), Tool)
        << "no kernel crate in the workspace: mark one with "
           "`[package.metadata.offload] kernels = true` in its Cargo.toml\n";
  std::vector<std::string> TargetNames;
  for (const DeviceTarget &T : P.Targets)
    TargetNames.push_back(T.Name);
  status("Offloading", "to " + join(TargetNames, ", ") +
                           (O.Targets.empty() ? " (the default; --targets chooses)" : ""));
  for (const DeviceTarget &T : P.Targets)
    if (Error E = ensureSysroot(P, T))
      return E;

  // The plan's name carries a hash of its content: a new plan (other
  // targets, kernel crates, tools) changes the host's flags, so Cargo
  // relinks with it.
  std::string Text = planText(P);
  std::string PlanPath =
      joinPath(P.OffloadDir, "plan-" + sha256Hex(Text).substr(0, 16) + ".json");
  if (Error E = writeIfChanged(PlanPath, Text))
    return E;

  std::vector<std::string> Args{P.Cargo, O.Command, "--target", HostTriple};
  // --offline, when given, is among the user's arguments.
  Args.insert(Args.end(), {"--config", P.patchConfig()});
  Args.insert(Args.end(), O.CargoArgs.begin(), O.CargoArgs.end());
  std::vector<std::string> Flags =
      hostFlags(joinPath(L.Bin, "offload-link"), L.Self, PlanPath, O.Release);
  // Status lines of the device command reach this terminal through a
  // descriptor cargo and rustc pass on (they capture the linker's stderr).
  int StatusFD = dup(2);
  std::map<std::string, std::string> Env{
      {"RUSTC", P.Rustc},
      {"RUSTDOC", P.Rustdoc},
      {"CARGO_ENCODED_RUSTFLAGS", join(Flags, "\x1f")},
      {"CARGO_ENCODED_RUSTDOCFLAGS", join(Flags, "\x1f")},
      {"OFFLOAD_VERBOSE", O.Verbose ? "1" : "0"}};
  if (StatusFD >= 0)
    Env["OFFLOAD_STATUS_FD"] = std::to_string(StatusFD);
  // Cargo's stderr goes through a pipe: colors as on the terminal.
  if (errs().has_colors() && !llvm::any_of(O.CargoArgs, [](StringRef A) {
        return A.starts_with("--color");
      }))
    Args.insert(Args.begin() + 2, "--color=always");
  std::string Signal;
  Expected<int> R = runCargoFiltered(
      Args, environment(Env, {"RUSTFLAGS", "RUSTDOCFLAGS"}), Signal);
  if (!R)
    return R.takeError();
  if (*R == -2) {
    // `cargo run` and `cargo test` hand the terminal to the program (run
    // replaces Cargo with it): a program that crashed ends them so.
    WithColor::error(errs(), Tool) << "cargo " << O.Command << " stopped: " << Signal
                                   << (O.Command == "build" ? "" : " (the program it ran)")
                                   << "\n";
    return 134;
  }
  return *R;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  prepareTool();
  if (verbose())
    setCommandObserver([](ArrayRef<std::string> Command) { status("Running", "`" + quoted(Command) + "`"); });
  std::vector<std::string> Args(argv + 1, argv + argc);
  // Cargo runs `cargo-offload offload ARGS` for `cargo offload ARGS`.
  if (!Args.empty() && Args.front() == "offload")
    Args.erase(Args.begin());
  if (Args.empty() || Args.front() == "--help" || Args.front() == "-h" ||
      Args.front() == "help") {
    printHelp();
    return Args.empty() ? 1 : 0;
  }
  if (Args.front() == "--version" || Args.front() == "-V") {
    outs() << versionLine(Tool) << "\n";
    return 0;
  }
  if (Args.front() == "__device-images") {
    if (Args.size() != 4) {
      WithColor::error(errs(), Tool) << "usage: cargo-offload __device-images PLAN MANIFEST PACKAGE\n";
      return 2;
    }
    if (Error E = buildDeviceImages(Args[1], Args[2], Args[3])) {
      // The terminal hears it; offload-link's caller only sees the failure.
      reportErrors(std::move(E), Tool, statusStream());
      errs() << "cargo-offload: the device images could not be built " << ReportedOnTerminal
             << "\n";
      return 1;
    }
    return 0;
  }
  Expected<Options> O = parseOptions(Args);
  if (!O) {
    reportErrors(O.takeError(), Tool);
    return 2;
  }
  Expected<Layout> L = findLayout(argv[0]);
  if (!L) {
    reportErrors(L.takeError(), Tool);
    return 1;
  }
  Expected<int> Status = runCargo(*O, *L);
  if (!Status) {
    reportErrors(Status.takeError(), Tool);
    return 1;
  }
  return *Status;
}
