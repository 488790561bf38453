//===- FuzzManifest.cpp - libFuzzer target: manifest JSON ----------------===//
//
// Parses the input as a manifest; one that parses must serialize and parse
// again to the same JSON (toJSON is the only writer of manifests).
//
//===----------------------------------------------------------------------===//
#include "FuzzInput.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace offload;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::optional<manifest::Manifest> M = fuzz::manifestFrom(Data, Size);
  if (!M)
    return 0;
  std::string Once = manifest::toJSON(*M);
  llvm::Expected<manifest::Manifest> Again = manifest::parseManifest(Once, "again.json");
  if (!Again) {
    std::fprintf(stderr, "toJSON wrote a manifest parseManifest refuses: %s\n%s\n",
                 llvm::toString(Again.takeError()).c_str(), Once.c_str());
    std::abort();
  }
  if (manifest::toJSON(*Again) != Once) {
    std::fprintf(stderr, "a manifest does not survive a round trip:\n%s\n", Once.c_str());
    std::abort();
  }
  return 0;
}
