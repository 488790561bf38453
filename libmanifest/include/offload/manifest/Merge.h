//===- offload/manifest/Merge.h - Merging and comparing manifests -*- C++ -*-=//
//
// A program of several crates has one manifest per crate; the device pass
// wants them all. Instances are the same when their device symbols are
// (the symbol is derived from the kernel path and generic arguments).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_MANIFEST_MERGE_H
#define OFFLOAD_MANIFEST_MERGE_H

#include "offload/manifest/Manifest.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace offload::manifest {

/// Merges manifests: instances with the same device symbol are unified
/// (their host symbols and launch sites united), the result is sorted.
/// Errors, one per conflict, at the instances' places in their files: two
/// instances with one device symbol but different kernels, argument types
/// or layouts; one host symbol in two different instances.
llvm::Expected<Manifest> mergeManifests(llvm::ArrayRef<Manifest> Inputs);

/// The differences from Old to New, one line each, in a stable order:
/// `+ K` (instance added), `- K` (removed), `~ K: what changed` (argument
/// types or layouts, kernel, host symbols, launch sites). Empty when equal.
std::vector<std::string> diffManifests(const Manifest &Old, const Manifest &New);

} // namespace offload::manifest

#endif
