//===- offload-link.cpp - A linker wrapper for Rust host programs ---------===//
//
// rustc's linker (`-Clinker=offload-link -Clinker-plugin-lto`): links the
// bitcode objects, runs the host pass, then the system linker driver.
// Options and behaviour: docs/reference/offload-link.md.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/CodeGen.h"
#include "offload/lower/HostLowering.h"
#include "offload/lower/Images.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/ToolSupport.h"
#include "offload/rust/CargoStatus.h"
#include "offload/rust/Extract.h"
#include "offload/manifest/Manifest.h"

#include "offload/support/Programs.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#ifndef OFFLOAD_LLVM_LIB_DIR
#define OFFLOAD_LLVM_LIB_DIR "/usr/lib/llvm-22/lib"
#endif

using namespace llvm;
using namespace offload;
using namespace offload::lower;

static const char *Tool = "offload-link";

namespace {

/// The device command failed; it has said why itself.
class DeviceCommandFailed : public ErrorInfo<DeviceCommandFailed> {
public:
  static char ID;
  explicit DeviceCommandFailed(std::string Message) : Message(std::move(Message)) {}
  void log(raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override { return inconvertibleErrorCode(); }
  std::string Message;
};
char DeviceCommandFailed::ID = 0;

/// How far a link got: errors before the native link are about the program
/// (its launches, its images); the native link's are the system linker's.
enum class Stage { Lowering, NativeLink };

struct Invocation {
  std::string ManifestPath;
  std::vector<std::string> ImagePaths;
  std::string DeviceCommand;
  std::vector<std::string> DeviceArgs;
  std::string CC = "cc";
  std::string Runtime;
  unsigned OptLevel = 2;
  std::vector<std::string> Bitcode;    // inputs that are LLVM bitcode
  std::vector<std::string> LinkerArgs; // everything else, in order
  size_t BitcodeSlot = 0;              // where the lowered object goes
};

bool isBitcodeFile(StringRef Path) {
  if (Path.starts_with("-") || !sys::fs::is_regular_file(Path))
    return false;
  file_magic Magic;
  return !identify_magic(Path, Magic) && Magic == file_magic::bitcode;
}

/// `-Wl,-plugin-opt=...` are for an LTO linker plugin, which is not used:
/// the bitcode is compiled here.
bool isPluginOption(StringRef Arg) {
  if (!Arg.consume_front("-Wl,"))
    return false;
  SmallVector<StringRef> Parts;
  Arg.split(Parts, ',');
  return llvm::all_of(Parts, [](StringRef P) { return P.starts_with("-plugin-opt"); });
}

Expected<Invocation> parseArgs(ArrayRef<const char *> Args) {
  Invocation Inv;
  bool SlotSet = false;
  for (StringRef A : Args) {
    if (A.starts_with("--offload-") && A.ends_with("=") &&
        A != "--offload-device-arg=")
      return createStringError("'" + A + "' needs a value");
    if (A.consume_front("--offload-manifest="))
      Inv.ManifestPath = A.str();
    else if (A.consume_front("--offload-image="))
      Inv.ImagePaths.push_back(A.str());
    else if (A.consume_front("--offload-device-command="))
      Inv.DeviceCommand = A.str();
    else if (A.consume_front("--offload-device-arg="))
      Inv.DeviceArgs.push_back(A.str());
    else if (A.consume_front("--offload-cc="))
      Inv.CC = A.str();
    else if (A.consume_front("--offload-runtime="))
      Inv.Runtime = A.str();
    else if (A.consume_front("--offload-opt=")) {
      if (A.getAsInteger(10, Inv.OptLevel) || Inv.OptLevel > 3)
        return createStringError("--offload-opt wants 0-3, not '" + A + "'");
    } else if (A.starts_with("--offload-"))
      return createStringError("unknown option '" + A + "'");
    else if (isPluginOption(A))
      continue;
    else if (isBitcodeFile(A)) {
      Inv.Bitcode.push_back(A.str());
      if (!SlotSet) {
        Inv.BitcodeSlot = Inv.LinkerArgs.size();
        SlotSet = true;
      }
    } else
      Inv.LinkerArgs.push_back(A.str());
  }
  if (Inv.Bitcode.empty() && (!Inv.ManifestPath.empty() || !Inv.ImagePaths.empty()))
    return createStringError("offload images or a manifest were given, but no "
                             "input is LLVM bitcode: compile the host crate "
                             "with -Clinker-plugin-lto");
  return Inv;
}

/// Moves the archives whose object members are all LLVM bitcode (rlibs of
/// crates built with -Clinker-plugin-lto) from the native link into the
/// module: their members are written to Dir and added to Inv.Bitcode, and
/// the lowered object takes the first one's place when no plain bitcode
/// object came before. Errors: an archive that mixes bitcode and native
/// objects (the linker could not read it either), a member that cannot be
/// written.
Error takeBitcodeArchives(Invocation &Inv, StringRef Dir) {
  bool SlotSet = !Inv.Bitcode.empty();
  std::vector<std::string> Kept;
  unsigned Member = 0;
  for (const std::string &A : Inv.LinkerArgs) {
    auto Keep = [&] { Kept.push_back(A); };
    if (StringRef(A).starts_with("-") || !sys::fs::is_regular_file(A)) {
      Keep();
      continue;
    }
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(A);
    if (!Buf || identify_magic((*Buf)->getBuffer()) != file_magic::archive) {
      Keep();
      continue;
    }
    Expected<std::unique_ptr<object::Archive>> Ar =
        object::Archive::create((*Buf)->getMemBufferRef());
    if (!Ar) {
      consumeError(Ar.takeError());
      Keep();
      continue;
    }
    std::vector<MemoryBufferRef> Bitcode;
    bool Native = false;
    Error Err = Error::success();
    for (const object::Archive::Child &C : (*Ar)->children(Err)) {
      // rustc's metadata member is an ELF file of no code.
      Expected<StringRef> Name = C.getName();
      if (!Name || *Name == "lib.rmeta") {
        consumeError(Name.takeError());
        continue;
      }
      Expected<MemoryBufferRef> M = C.getMemoryBufferRef();
      if (!M) {
        consumeError(M.takeError());
        continue;
      }
      file_magic Magic = identify_magic(M->getBuffer());
      if (Magic == file_magic::bitcode)
        Bitcode.push_back(*M);
      else if (Magic == file_magic::elf_relocatable)
        Native = true;
    }
    if (Err)
      return joinErrors(createStringError("cannot read the archive '" + A + "'"),
                        std::move(Err));
    if (Bitcode.empty()) {
      Keep();
      continue;
    }
    if (Native)
      return createStringError("the archive '" + A + "' holds both LLVM bitcode "
                               "and native objects");
    for (MemoryBufferRef M : Bitcode) {
      SmallString<256> Path(Dir);
      sys::path::append(Path, std::to_string(Member++) + ".bc");
      int FD;
      if (std::error_code EC = sys::fs::openFileForWrite(Path, FD))
        return createFileError(Path, EC);
      if (Error E = writeToDescriptor(FD, Path, M.getBuffer()))
        return E;
      Inv.Bitcode.push_back(std::string(Path));
    }
    if (!SlotSet) {
      Inv.BitcodeSlot = Kept.size();
      SlotSet = true;
    }
  }
  Inv.LinkerArgs = std::move(Kept);
  return Error::success();
}

/// The image package for Man from the device command: the manifest goes to
/// a file in Dir, the command writes the package beside it.
Expected<std::vector<DeviceImage>> buildDeviceImages(const Invocation &Inv,
                                                     const manifest::Manifest &Man,
                                                     StringRef Dir) {
  SmallString<256> ManifestPath(Dir), PackagePath(Dir);
  sys::path::append(ManifestPath, "manifest.json");
  sys::path::append(PackagePath, "images.offload");
  if (Error E = manifest::writeManifest(Man, ManifestPath))
    return E;
  Expected<std::string> Command = findProgram(Inv.DeviceCommand, {});
  if (!Command)
    return Command.takeError();
  std::vector<std::string> Args{*Command};
  Args.insert(Args.end(), Inv.DeviceArgs.begin(), Inv.DeviceArgs.end());
  Args.push_back(std::string(ManifestPath));
  Args.push_back(std::string(PackagePath));
  if (Error E = runProgram(*Command, Args))
    return make_error<DeviceCommandFailed>(toString(std::move(E)));
  return readPackages({std::string(PackagePath)});
}

/// Prints the remarks of the toolkit's own passes (pass names `offload-`)
/// as `remark: file:line:column: text`, on the terminal `cargo offload`
/// runs in (rustc hides a linker's stderr) or stderr: with OFFLOAD_REMARKS
/// set (docs/reference/offload-link.md), since rustc gives a linker no way
/// to pass LLVM's -pass-remarks.
struct RemarkPrinter : DiagnosticHandler {
  static bool ours(StringRef PassName) { return PassName.starts_with("offload-"); }
  bool isAnalysisRemarkEnabled(StringRef) const override { return false; }
  bool isMissedOptRemarkEnabled(StringRef P) const override { return ours(P); }
  bool isPassedOptRemarkEnabled(StringRef P) const override { return ours(P); }
  bool isAnyRemarkEnabled() const override { return true; }
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    auto *R = dyn_cast<DiagnosticInfoOptimizationBase>(&DI);
    if (!R)
      return false; // everything else as LLVM handles it
    if (R->isEnabled()) {
      raw_ostream &OS = rust::cargo::statusStream();
      DiagnosticPrinterRawOStream DP(OS);
      OS << "remark: ";
      DI.print(DP);
      OS << "\n";
    }
    return true;
  }
};

Expected<std::string> lowerBitcode(const Invocation &Inv, StringRef TempDir) {
  LLVMContext Ctx;
  if (const char *Remarks = getenv("OFFLOAD_REMARKS"); Remarks && *Remarks)
    Ctx.setDiagnosticHandler(std::make_unique<RemarkPrinter>());
  Expected<std::unique_ptr<Module>> M = loadAndLink(Ctx, Inv.Bitcode);
  if (!M)
    return M.takeError();

  manifest::Manifest Man;
  if (!Inv.ManifestPath.empty()) {
    Expected<manifest::Manifest> Read = manifest::readManifest(Inv.ManifestPath);
    if (!Read)
      return Read.takeError();
    Expected<manifest::Manifest> Launched =
        rust::hostPassManifest(**M, *Read, Inv.Bitcode.front());
    if (!Launched)
      return Launched.takeError();
    Man = std::move(*Launched);
  } else {
    Expected<manifest::Manifest> Found =
        rust::extractManifest(**M, Inv.Bitcode.front());
    if (!Found)
      return Found.takeError();
    Man = std::move(*Found);
    Man.Producer = "offload-link";
  }
  // A program that launches nothing needs no images: its bitcode is only
  // compiled.
  if (Man.Instances.empty() && Inv.ImagePaths.empty())
    return compileHostModule(**M, Inv.OptLevel);
  Expected<std::vector<DeviceImage>> Images =
      Inv.ImagePaths.empty() && !Inv.DeviceCommand.empty()
          ? buildDeviceImages(Inv, Man, TempDir)
          : readPackages(Inv.ImagePaths);
  if (!Images)
    return Images.takeError();
  return runHostPass(**M, Man, std::move(*Images), Inv.Bitcode.front(),
                     rust::launchMarker(), Inv.OptLevel);
}

/// Whether an object file refers to the launch marker without defining it.
bool callsMarker(MemoryBufferRef Buf) {
  Expected<std::unique_ptr<object::ObjectFile>> Obj =
      object::ObjectFile::createObjectFile(Buf);
  if (!Obj) {
    consumeError(Obj.takeError());
    return false;
  }
  for (const object::SymbolRef &Sym : (*Obj)->symbols()) {
    Expected<StringRef> Name = Sym.getName();
    Expected<uint32_t> Flags = Sym.getFlags();
    if (!Name || !Flags) {
      consumeError(Name.takeError());
      consumeError(Flags.takeError());
      continue;
    }
    if (*Name == rust::launchMarker().Name && (*Flags & object::SymbolRef::SF_Undefined))
      return true;
  }
  return false;
}

/// The native inputs (objects, archives such as rlibs) that launch kernels:
/// their launches were compiled without the host pass, so the link fails on
/// the undefined marker. Only looked for once a link has failed.
std::vector<std::string> nativeLaunchers(ArrayRef<std::string> Args) {
  std::vector<std::string> Found;
  for (const std::string &A : Args) {
    if (StringRef(A).starts_with("-") || !sys::fs::is_regular_file(A))
      continue;
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(A);
    if (!Buf)
      continue;
    file_magic Magic = identify_magic((*Buf)->getBuffer());
    bool Calls = false;
    if (Magic == file_magic::archive) {
      Expected<std::unique_ptr<object::Archive>> Ar =
          object::Archive::create((*Buf)->getMemBufferRef());
      if (!Ar) {
        consumeError(Ar.takeError());
        continue;
      }
      Error Err = Error::success();
      for (const object::Archive::Child &C : (*Ar)->children(Err)) {
        Expected<MemoryBufferRef> M = C.getMemoryBufferRef();
        if (!M) {
          consumeError(M.takeError());
          continue;
        }
        if (identify_magic(M->getBuffer()) == file_magic::elf_relocatable && callsMarker(*M)) {
          Calls = true;
          break;
        }
      }
      consumeError(std::move(Err));
    } else if (Magic == file_magic::elf_relocatable) {
      Calls = callsMarker((*Buf)->getMemBufferRef());
    }
    if (Calls)
      Found.push_back(A);
  }
  return Found;
}

/// The launch runtime archive: as given, else lib/liboffload-rt.a beside
/// the folder this tool is in (the build tree and an installation alike).
Expected<std::string> runtimeArchive(const Invocation &Inv, const char *Argv0) {
  std::string Path = Inv.Runtime;
  if (Path.empty()) {
    std::string Self = sys::fs::getMainExecutable(Argv0, (void *)&runtimeArchive);
    SmallString<256> P(sys::path::parent_path(sys::path::parent_path(Self)));
    sys::path::append(P, "lib", "liboffload-rt.a");
    Path = std::string(P);
  }
  if (!sys::fs::is_regular_file(Path))
    return createStringError("the launch runtime '" + Path +
                             "' does not exist (build the OffloadRuntime "
                             "target, or pass --offload-runtime=FILE)");
  return Path;
}

Error run(ArrayRef<const char *> Args, const char *Argv0, Stage &At) {
  At = Stage::Lowering;
  Expected<Invocation> Inv = parseArgs(Args);
  if (!Inv)
    return Inv.takeError();
  SmallString<128> TempDir;
  if (std::error_code EC = sys::fs::createUniqueDirectory("offload-link", TempDir))
    return createStringError("cannot create a temporary folder: " + EC.message());
  scope_exit RemoveTemp([&] { sys::fs::remove_directories(TempDir); });
  if (Error E = takeBitcodeArchives(*Inv, TempDir))
    return E;
  std::vector<std::string> Final = Inv->LinkerArgs;
  std::optional<FileRemover> Remove;
  if (!Inv->Bitcode.empty()) {
    Expected<std::string> Runtime = runtimeArchive(*Inv, Argv0);
    if (!Runtime)
      return Runtime.takeError();
    Expected<std::string> Obj = lowerBitcode(*Inv, TempDir);
    if (!Obj)
      return Obj.takeError();
    SmallString<128> ObjPath;
    int FD;
    if (std::error_code EC =
            sys::fs::createTemporaryFile("offload-host", "o", FD, ObjPath))
      return createStringError("cannot create a temporary file: " + EC.message());
    Remove.emplace(ObjPath);
    if (Error E = writeToDescriptor(FD, ObjPath, *Obj))
      return E;
    Final.insert(Final.begin() + Inv->BitcodeSlot, std::string(ObjPath));
    Final.push_back(*Runtime);
    Final.push_back("-L" OFFLOAD_LLVM_LIB_DIR);
    Final.push_back("-Wl,-rpath," OFFLOAD_LLVM_LIB_DIR);
    Final.push_back("-lomptarget");
  }
  Expected<std::string> CC = findProgram("", {Inv->CC});
  if (!CC)
    return CC.takeError();
  Final.insert(Final.begin(), *CC);
  At = Stage::NativeLink;
  Error Linked = runProgram(*CC, Final);
  if (!Linked)
    return Linked;
  // A launch in a crate linked natively (not the host crate) leaves the
  // marker undefined: say so, instead of the linker's bare message.
  std::vector<std::string> Launchers = nativeLaunchers(Inv->LinkerArgs);
  if (Launchers.empty())
    return Linked;
  std::string Names;
  for (const std::string &L : Launchers)
    Names += "\n  " + L;
  return joinErrors(std::move(Linked),
                    createStringError(
                        "these inputs launch kernels but were compiled without "
                        "the host pass (only the crate linked with "
                        "-Clinker-plugin-lto is lowered): launch from the host "
                        "crate, or from a generic function instantiated there:" +
                        Names));
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  prepareTool();
  if (argc == 2 && (StringRef(argv[1]) == "--version" || StringRef(argv[1]) == "-version")) {
    outs() << versionLine(Tool) << "\n";
    return 0;
  }
  if (argc == 2 && (StringRef(argv[1]) == "--help" || StringRef(argv[1]) == "-help")) {
    outs() << "USAGE: offload-link [--offload-manifest=FILE] "
              "[--offload-image=FILE]... [--offload-cc=PROGRAM] "
              "[--offload-opt=N] [--offload-runtime=FILE] <linker arguments>\n\n"
              "rustc's linker for GPU offload: use with -Clinker-plugin-lto "
              "-Clinker=offload-link\nand pass the options with -Clink-arg=. "
              "See docs/reference/offload-link.md.\n";
    return 0;
  }
  Stage At;
  if (Error E = run(ArrayRef(argv + 1, argv + argc), argv[0], At)) {
    raw_fd_ostream *Terminal = terminalStream();
    if (At == Stage::NativeLink || !Terminal) {
      reportErrors(std::move(E), Tool);
      return 1;
    }
    // Under cargo offload, whose rustc keeps this tool's stderr for its
    // report of the failed link (the whole command line): errors about the
    // program go to the terminal, as the device command's do, and the
    // report is left out. A failed device command has printed its own.
    Error Rest = handleErrors(std::move(E), [](const DeviceCommandFailed &D) {
      errs() << Tool << ": " << D.Message << "\n";
    });
    if (Rest) {
      reportErrors(std::move(Rest), Tool, *Terminal);
      errs() << Tool << ": the program was not linked " << ReportedOnTerminal << "\n";
    }
    return 1;
  }
  return 0;
}
