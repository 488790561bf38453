//===- FuzzRoots.cpp - libFuzzer target: device roots from a manifest ----===//
//
// Writes the device roots source (offload-manifest roots) for a manifest
// the input parses to, for a kernels crate named `kernels`; the source
// must be deterministic (the same bytes twice).
//
//===----------------------------------------------------------------------===//
#include "FuzzInput.h"
#include "offload/rust/Roots.h"

#include <cstdio>
#include <cstdlib>

using namespace offload;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::optional<manifest::Manifest> M = fuzz::manifestFrom(Data, Size);
  if (!M)
    return 0;
  for (bool AllInCrate : {false, true}) {
    rust::RootsOptions Options;
    Options.KernelsCrate = "kernels";
    Options.DeviceCrates = {"core", "offload", "kernels"};
    Options.AllInCrate = AllInCrate;
    std::vector<std::string> Skipped, SkippedAgain;
    llvm::Expected<std::string> Source = rust::kernelRootsSource(*M, Options, "fuzz.json", Skipped);
    if (!Source) {
      llvm::consumeError(Source.takeError());
      continue;
    }
    llvm::Expected<std::string> Again =
        rust::kernelRootsSource(*M, Options, "fuzz.json", SkippedAgain);
    if (!Again || *Again != *Source || Skipped != SkippedAgain) {
      if (!Again)
        llvm::consumeError(Again.takeError());
      std::fprintf(stderr, "the roots source is not deterministic\n");
      std::abort();
    }
  }
  return 0;
}
