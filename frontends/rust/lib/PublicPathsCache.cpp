//===- PublicPathsCache.cpp - Public-paths tables, built and kept ---------===//
//
// The public-paths tables the device roots need: core's, once per rustc
// version, and each kernel crate's, by a hash of its sources.
//
//===----------------------------------------------------------------------===//
#include "CargoInternal.h"

#include "offload/rust/CargoFlags.h"
#include "offload/rust/CargoStatus.h"
#include "offload/support/Files.h"
#include "offload/support/Programs.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

using namespace llvm;

namespace offload::rust::cargo {

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

Expected<std::string> kernelPublicPaths(const Plan &P, const rust::KernelCrate &K) {
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

Expected<rust::PublicPaths> loadPublicPaths(StringRef Path) {
  Expected<std::string> Text = readFile(Path);
  if (!Text)
    return Text.takeError();
  return rust::readPublicPaths(*Text, Path);
}

} // namespace offload::rust::cargo
