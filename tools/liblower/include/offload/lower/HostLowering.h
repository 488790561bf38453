//===- offload/lower/HostLowering.h - The host pass -------------*- C++ -*-===//
//
// Rewrites every kernel launch of a host module into a call of the toolkit's
// runtime library and embeds and registers the device images. For each
// launch instance (see offload/manifest/Extract.h) the call of the marker
// `__offload_launch` becomes, with one map entry per KernelSlot
// (KernelABI.h):
//
//   rc = __offload_rt_launch(-1, region_id, "kernel::path", file, file_len,
//                            line, column, geometry[6], N, bases, ptrs,
//                            sizes, maptypes, names)
//
// (tools/runtime/include/offload/runtime/launch.h: it skips launches without
// threads, gives every launch site its own source location, and maps
// empty and overlapping arguments before __tgt_target_data_begin_mapper /
// __tgt_target_kernel / __tgt_target_data_end_mapper), and `rc` is returned
// to the Rust caller. A reference or slice that no image writes (the
// images' `offload.writes.` records, Images.h) is not copied back
// (refineMapTypes, KernelABI.h). A by-value argument is copied into zero-padded 8-byte
// slots. Each instance gets a region id and an offload entry (section
// llvm_offload_entries); the images are registered once per program by
// llvm::offloading::wrapOpenMPBinaries.
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
/// kernel symbol; no images; two images for one target and arch; an
/// argument type without a layout; the lowered module fails LLVM's
/// verifier (an internal error).
llvm::Error lowerHostModule(llvm::Module &M, const manifest::Manifest &Man,
                            std::vector<DeviceImage> Images,
                            llvm::StringRef FileName);

/// Optimizes the (lowered) host module at OptLevel (0-3) and compiles it to
/// a position-independent object file for its own target triple and the CPU
/// its functions ask for ("target-cpu", rustc's x86-64 by default).
/// Errors: LLVM lacks the target.
llvm::Expected<std::string> compileHostModule(llvm::Module &M,
                                              unsigned OptLevel);

/// The host pass, as every tool runs it: lowerHostModule, then
/// compileHostModule at OptLevel (0-3). Returns the object file's bytes.
/// Errors: those of the two steps.
llvm::Expected<std::string> runHostPass(llvm::Module &M,
                                        const manifest::Manifest &Man,
                                        std::vector<DeviceImage> Images,
                                        llvm::StringRef FileName,
                                        unsigned OptLevel);

} // namespace offload::lower

#endif
