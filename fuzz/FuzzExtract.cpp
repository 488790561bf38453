//===- FuzzExtract.cpp - libFuzzer target: launches in host bitcode ------===//
//
// Extracts the launch manifest from a host module (offload-manifest
// extract); a manifest it extracts must serialize, parse again, and be
// accepted by the host pass's own check of the module against it
// (hostPassManifest).
//
//===----------------------------------------------------------------------===//
#include "FuzzInput.h"

#include "offload/manifest/Manifest.h"
#include "offload/rust/Extract.h"

#include <cstdio>
#include <cstdlib>

using namespace offload;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M = fuzz::moduleFrom(Data, Size, Ctx);
  if (!M)
    return 0;
  llvm::Expected<manifest::Manifest> Man = rust::extractManifest(*M, "fuzz.bc");
  if (!Man) {
    llvm::consumeError(Man.takeError());
    return 0;
  }
  std::string Text = manifest::toJSON(*Man);
  llvm::Expected<manifest::Manifest> Again = manifest::parseManifest(Text, "fuzz.json");
  if (!Again) {
    std::fprintf(stderr, "an extracted manifest does not parse: %s\n%s\n",
                 llvm::toString(Again.takeError()).c_str(), Text.c_str());
    std::abort();
  }
  llvm::Expected<manifest::Manifest> Host = rust::hostPassManifest(*M, *Again, "fuzz.bc");
  if (!Host) {
    std::fprintf(stderr, "the host pass refuses the module's own manifest: %s\n%s\n",
                 llvm::toString(Host.takeError()).c_str(), Text.c_str());
    std::abort();
  }
  return 0;
}
