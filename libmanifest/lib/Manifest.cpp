//===- Manifest.cpp - Kernel-instance manifests ---------------------------===//
//
// The manifest's model: instances, their names and symbols. Reading and
// writing the JSON format: ManifestReader.cpp, ManifestWriter.cpp.
//
//===----------------------------------------------------------------------===//
#include "offload/manifest/Manifest.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <tuple>

using namespace llvm;

namespace offload::manifest {

bool SourceLocation::operator<(const SourceLocation &O) const {
  return std::tie(File, Line, Column) < std::tie(O.File, O.Line, O.Column);
}

std::string KernelInstance::displayName() const {
  if (GenericArgs.empty())
    return Kernel;
  std::string S = Kernel + "::<";
  for (size_t I = 0; I < GenericArgs.size(); ++I)
    S += (I ? ", " : "") + GenericArgs[I];
  return S + ">";
}

void Manifest::sort() {
  for (KernelInstance &I : Instances) {
    std::sort(I.HostSymbols.begin(), I.HostSymbols.end());
    I.HostSymbols.erase(std::unique(I.HostSymbols.begin(), I.HostSymbols.end()),
                        I.HostSymbols.end());
    std::sort(I.LaunchSites.begin(), I.LaunchSites.end());
    I.LaunchSites.erase(std::unique(I.LaunchSites.begin(), I.LaunchSites.end()),
                        I.LaunchSites.end());
  }
  std::stable_sort(Instances.begin(), Instances.end(),
                   [](const KernelInstance &A, const KernelInstance &B) {
                     return std::tie(A.Kernel, A.GenericArgs) <
                            std::tie(B.Kernel, B.GenericArgs);
                   });
}

const KernelInstance *Manifest::findByDeviceSymbol(StringRef Symbol) const {
  for (const KernelInstance &I : Instances)
    if (I.DeviceSymbol == Symbol)
      return &I;
  return nullptr;
}

std::string unpackSymbolFor(StringRef DeviceSymbol) {
  return ("__offload_unpack_" + DeviceSymbol).str();
}

std::string deviceSymbolFor(StringRef Kernel,
                            const std::vector<std::string> &GenericArgs) {
  KernelInstance I;
  I.Kernel = Kernel.str();
  I.GenericArgs = GenericArgs;
  std::string Name = I.displayName();
  std::string Out;
  bool LastWasSep = false;
  // The readable form keeps identifier characters and turns each run of
  // separators (`::`, `<`, `, `, `>`) into `__`. It loses information when
  // an identifier holds `__` or the name holds anything else (`-1`, `&`,
  // `[f32; 4]`): then a hash of the whole name keeps instances apart
  // (`shift::<1>` and `shift::<-1>` must not share a symbol).
  bool Lossless = !StringRef(Name).contains("__");
  for (size_t P = 0; P < Name.size(); ++P) {
    char C = Name[P];
    if (isAlnum(C) || C == '_') {
      Out += C;
      LastWasSep = false;
      continue;
    }
    if (!StringRef(":<>, ").contains(C))
      Lossless = false;
    if (!LastWasSep) {
      Out += "__";
      LastWasSep = true;
    }
  }
  if (LastWasSep) // a trailing `>` leaves a separator behind
    Out.resize(Out.size() - 2);
  if (!Lossless)
    Out += "__h" + utohexstr(xxh3_64bits(Name), /*LowerCase=*/true);
  return Out;
}

} // namespace offload::manifest
