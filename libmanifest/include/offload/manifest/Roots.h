//===- offload/manifest/Roots.h - Device-side roots for instances -*- C++ -*-=//
//
// Stock rustc generates code for a generic function only where it is used.
// The device crate never calls its kernels, so the host's instances must be
// made roots there: a generated Rust source, included by the kernels crate
// on the device (`offload::kernel_instances!()`), takes the address of every
// instance the manifest lists, e.g.
//
//   core::hint::black_box::<fn(_, _, _)>(crate::affine::<f32>);
//
// which makes rustc emit `generic_kernels::affine::<f32>` for the device
// pass to find.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_MANIFEST_ROOTS_H
#define OFFLOAD_MANIFEST_ROOTS_H

#include "offload/manifest/Manifest.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace offload::manifest {

/// The Rust source of the roots of every instance of M whose kernel lives
/// in crate Crate (paths `Crate::...`; `Crate::` is rewritten to `crate::`
/// wherever it appears, generic arguments included). Instances of other
/// crates are left out and their display names appended to Skipped.
/// Deterministic: the same manifest gives the same bytes.
/// Errors (at the instance's place in the manifest): a kernel path that is
/// not `ident::ident...`, or a generic argument that is not spelled like a
/// Rust type or constant (only identifiers, numbers, `::`, `<>`, `[]`,
/// `()`, `&`, `*`, `;`, `,`, `'`, `-`, `.`, spaces, brackets balanced):
/// the manifest's text goes into Rust source, so nothing else may.
llvm::Expected<std::string> kernelRootsSource(const Manifest &M,
                                              llvm::StringRef Crate,
                                              llvm::StringRef ManifestName,
                                              std::vector<std::string> &Skipped);

} // namespace offload::manifest

#endif
