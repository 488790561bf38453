//===- DeviceCommand.cpp - The device command -----------------------------===//
//
// buildDeviceImages: a program's manifest to its image package, every
// device target's image lowered and kept under a hash of its inputs.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/CargoBuild.h"

#include "CargoInternal.h"

#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/Files.h"
#include "offload/support/Programs.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

namespace offload::rust::cargo {

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

} // namespace offload::rust::cargo
