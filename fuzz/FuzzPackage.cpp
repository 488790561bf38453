//===- FuzzPackage.cpp - libFuzzer target: device image packages ---------===//
//
// Reads the input as a device image package (concatenated OffloadBinaries);
// one that reads must be written and read again to the same images.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/Images.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace offload::lower;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // An aligned copy, as a file read into memory is.
  std::string Bytes(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<std::vector<DeviceImage>> Images = parsePackage(Bytes, "fuzz.offload");
  if (!Images) {
    llvm::consumeError(Images.takeError());
    return 0;
  }
  std::string Written = writePackage(*Images);
  llvm::Expected<std::vector<DeviceImage>> Again = parsePackage(Written, "again.offload");
  if (!Again) {
    std::fprintf(stderr, "writePackage wrote a package parsePackage refuses: %s\n",
                 llvm::toString(Again.takeError()).c_str());
    std::abort();
  }
  if (Again->size() != Images->size())
    std::abort();
  for (size_t I = 0; I < Images->size(); ++I) {
    const DeviceImage &A = (*Images)[I], &B = (*Again)[I];
    if (A.Triple != B.Triple || A.Arch != B.Arch || A.Kind != B.Kind || A.Bytes != B.Bytes ||
        A.Writes != B.Writes) {
      std::fprintf(stderr, "image %zu does not survive a round trip\n", I);
      std::abort();
    }
  }
  return 0;
}
