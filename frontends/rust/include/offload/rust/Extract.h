//===- offload/rust/Extract.h - Manifests from host bitcode -*- C++ -*-===//
//
// Finds the kernel instances a host module launches, in the host bitcode
// rustc writes with the support crate (offload/rust/Contract.h).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_EXTRACT_H
#define OFFLOAD_RUST_EXTRACT_H

#include "offload/manifest/Manifest.h"
#include "offload/rust/Contract.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace llvm {
class DIDerivedType;
class Function;
class Module;
} // namespace llvm

namespace offload::rust {

/// Demangles a Rust v0 symbol (llvm::rustDemangle); empty if Name is not
/// one.
std::string demangleRust(llvm::StringRef Name);

/// The arguments of a launch instance from its debug info: the members of
/// its argument tuple in order (`__0`, `__1`, ...; each a DW_TAG_member
/// whose base type is the argument's type and whose offset is the argument's
/// place in the tuple), none for `()`. Errors: no debug info (compile with
/// -g), no tuple parameter, a tuple member missing or misnamed.
llvm::Expected<std::vector<const llvm::DIDerivedType *>>
launchArguments(const llvm::Function &LaunchInstance);

/// Where the launches of F are: the user's lines that reach its direct
/// calls through the support crate (see the contract above), sorted,
/// without duplicates (empty when it has none).
std::vector<manifest::SourceLocation> launchSites(const llvm::Function &F);

/// Kernel parameter bytes a GPU accepts: CUDA's limit on a kernel's
/// parameters is 4 KiB (CUDA C Programming Guide, "Function Parameters").
inline constexpr uint64_t MaxKernelParameterBytes = 4096;

/// Every launch instance in M, one KernelInstance each, sorted, with every
/// argument's layout (rustConventions()) and offset in the tuple. FileName
/// is for diagnostics. Errors are reported for every instance at fault, each at
/// its first launch site (the user's line): a marker call outside a launch
/// instance, missing debug info (compile with -g), a symbol that is not
/// Rust v0, an argument type without a layout (layoutOf), arguments passed
/// by value that need more than MaxKernelParameterBytes.
///
/// What it relies on in rustc's bitcode with the support crate
/// (offload/rust/Contract.h):
///
///  * A launch instance is a host function that calls the marker
///    `__offload_launch`. With rustc it is an instance of the generic
///    `offload::__launch_instance::<F, S>`, which `offload::launch` calls.
///  * Its Rust v0 symbol (`-Csymbol-mangling-version=v0`) demangles to
///    `<path>::<name>::<K, S>`: K names the kernel and its concrete generic
///    arguments, S is the kernel's signature `fn(...)`.
///  * Its DISubprogram's type lists the Rust parameters (kernel, &cfg, args,
///    ...): the third is the argument tuple (or a pointer to it), whose
///    members `__0`, `__1`, ... give each argument's type and offset, or
///    `()` when the kernel takes none.
///  * The launch sites are the user's calls that reach the instance: the
///    calls' debug locations without the support crate's (namespace
///    `offload`) inlined frames, or the calls of the support function that
///    calls the instance when it was not inlined.
llvm::Expected<manifest::Manifest> extractManifest(const llvm::Module &M,
                                                   llvm::StringRef FileName);

/// The launches of M as the host pass takes them: extracts M's instances
/// and checks them against Man, which must list each (by host symbol) with
/// the same kernel, device symbol and argument types; instances of Man that
/// M does not launch are left out (a manifest merged from several programs
/// may list them). Each instance is Man's record with M's host symbols and
/// M's argument layouts and offsets. Errors: those of extractManifest; one
/// diagnostic listing every disagreement (re-run offload-manifest extract).
llvm::Expected<manifest::Manifest>
resolveLaunches(const llvm::Module &M, const manifest::Manifest &Man,
                llvm::StringRef FileName);

/// The manifest the host pass takes for M: resolveLaunches for a module
/// rustc wrote (conventionsFor), else Man as it is (another frontend's,
/// which must give every argument's layout and offset).
llvm::Expected<manifest::Manifest>
hostPassManifest(const llvm::Module &M, const manifest::Manifest &Man,
                 llvm::StringRef FileName);

} // namespace offload::rust

#endif
