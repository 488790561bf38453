// Reads a manifest with the installed libmanifest and prints each kernel
// instance with its arguments' map types (liblayout), through the public
// headers only.
#include "offload/layout/Layout.h"
#include "offload/lower/KernelABI.h"
#include "offload/manifest/Manifest.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: consumer MANIFEST\n";
    return 2;
  }
  llvm::Expected<offload::manifest::Manifest> M =
      offload::manifest::readManifest(argv[1]);
  if (!M) {
    llvm::errs() << llvm::toString(M.takeError()) << "\n";
    return 1;
  }
  for (const offload::manifest::KernelInstance &K : M->Instances) {
    llvm::outs() << K.displayName() << ":";
    std::vector<offload::layout::ArgLayout> Layouts;
    for (const auto &A : K.Args)
      if (A.Layout) {
        Layouts.push_back(*A.Layout);
        llvm::outs() << " " << offload::layout::mapTypeName(A.Layout->mapType());
      }
    llvm::outs() << " (" << offload::lower::kernelSlots(Layouts).size() << " slots)\n";
  }
  return 0;
}
