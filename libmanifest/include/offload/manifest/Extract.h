//===- offload/manifest/Extract.h - Manifests from host bitcode -*- C++ -*-===//
//
// Finds the kernel instances a host module launches. The contract with the
// Rust support crate (tools/rust/offload, docs/design.md):
//
//  * A launch instance is a host function that calls the marker
//    `__offload_launch(kernel_name: *const u8, kernel_name_len: usize,
//    cfg: *const LaunchConfig, args: *const A) -> i32`. With rustc it is an
//    instance of the generic `offload::launch::<F, A>`.
//  * Its Rust v0 symbol (`-Csymbol-mangling-version=v0`) demangles to
//    `<path>::launch::<K, A>`: K names the kernel and its concrete generic
//    arguments, A is the argument tuple.
//  * Its DISubprogram's second template type parameter is the argument
//    tuple's debug type: members `__0`, `__1`, ... give each argument's Rust
//    type, in kernel-parameter order.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_MANIFEST_EXTRACT_H
#define OFFLOAD_MANIFEST_EXTRACT_H

#include "offload/manifest/Manifest.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace llvm {
class DICompositeType;
class DIType;
class Function;
class Module;
} // namespace llvm

namespace offload::manifest {

/// The marker function the support crate's `launch` calls.
inline constexpr const char *LaunchMarker = "__offload_launch";

/// Demangles a Rust v0 symbol (llvm::rustDemangle); empty if Name is not
/// one.
std::string demangleRust(llvm::StringRef Name);

/// A kernel type as the demangler spells it, split: `kernels::scale::<f32,
/// 16>` -> {"kernels::scale", {"f32", "16"}}.
struct KernelPath {
  std::string Kernel;
  std::vector<std::string> GenericArgs;
};

/// Splits a demangled launch-instance name `<path>::launch::<K, A>` into
/// the kernel K and the argument tuple spelling A. Errors: the name does not
/// end in generic arguments, or there are not exactly two of them.
llvm::Expected<std::pair<KernelPath, std::string>>
parseLaunchInstanceName(llvm::StringRef Demangled);

/// The debug type of a launch instance's argument tuple (its DISubprogram's
/// second template type parameter), or an error naming the function.
llvm::Expected<const llvm::DICompositeType *>
launchArgumentTuple(const llvm::Function &LaunchInstance);

/// The tuple's members in order (`__0`, `__1`, ...), each a DIDerivedType
/// member whose base type is the argument's type.
llvm::Expected<std::vector<const llvm::DIType *>>
tupleMembers(const llvm::DICompositeType &Tuple);

/// Every launch instance in M, one KernelInstance each, sorted. FileName is
/// for diagnostics. Errors: a marker call outside a launch instance, missing
/// debug info (compile with -g), a symbol that is not Rust v0.
llvm::Expected<Manifest> extractManifest(const llvm::Module &M,
                                         llvm::StringRef FileName);

} // namespace offload::manifest

#endif
