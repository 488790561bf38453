//===- offload/lower/HostLowering.h - The host pass -------------*- C++ -*-===//
//
// Rewrites every kernel launch of a host module into offload runtime calls
// and embeds and registers the device images. For each launch instance (see
// offload/manifest/Extract.h) the call of the marker `__offload_launch`
// becomes, with one map entry per KernelSlot (KernelABI.h):
//
//   __tgt_target_data_begin_mapper(ident, -1, N, bases, ptrs, sizes, maps, names, null)
//   rc = __tgt_target_kernel(ident, -1, grid.x, block.x, region_id, &KernelArgsTy{v3,...})
//   __tgt_target_data_end_mapper(ident, -1, N, bases, ptrs, sizes, maps, names, null)
//
// and `rc` is returned to the Rust caller. Each instance gets a region id
// and an offload entry (section llvm_offload_entries); the images are
// registered once per program by llvm::offloading::wrapOpenMPBinaries.
// Signatures and struct layouts: shared/reference/offload-runtime-abi.md.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_HOSTLOWERING_H
#define OFFLOAD_LOWER_HOSTLOWERING_H

#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace offload::lower {

/// Lowers every launch of M and registers Images (reordered GPU first).
/// M must be the whole program's host bitcode, linked into one module,
/// because registration happens once per program.
/// Errors: the manifest and M disagree (an instance the bitcode lacks, a
/// launch the manifest lacks, different argument types); an image lacks a
/// kernel symbol; no images; an argument type without a layout.
llvm::Error lowerHostModule(llvm::Module &M, const manifest::Manifest &Man,
                            std::vector<DeviceImage> Images,
                            llvm::StringRef FileName);

/// Optimizes the (lowered) host module at OptLevel (0-3) and compiles it to
/// a position-independent object file for its own target triple and the CPU
/// its functions ask for ("target-cpu", rustc's x86-64 by default).
/// Errors: LLVM lacks the target.
llvm::Expected<std::string> compileHostModule(llvm::Module &M,
                                              unsigned OptLevel);

} // namespace offload::lower

#endif
