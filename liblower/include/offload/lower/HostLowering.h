//===- offload/lower/HostLowering.h - The host pass -------------*- C++ -*-===//
//
// Rewrites every kernel launch of a host module into a call of the toolkit's
// runtime library and embeds and registers the device images. The host
// pass knows no language: a frontend's host code launches a kernel by
// calling a marker function (LaunchMarker) from a function the manifest
// lists as the instance's host symbol, and the manifest gives each
// argument's layout and offset in the argument block. Each marker call
// becomes, with one map entry per KernelSlot (KernelABI.h):
//
//   args = {version, size, device, region_id, "kernel::path", file,
//           file_len, line, column, geometry, N, 0, bases, ptrs, sizes,
//           maptypes, names, entry_args, device_args, cells}
//   rc = __offload_rt_launch(&args)
//
// (args: a launch_args record, offload/abi/Records.def, on the stack. The
// runtime, runtime/include/offload/runtime/launch.h, skips launches without
// threads, gives every launch site its own source location, and maps
// empty and overlapping arguments before __tgt_target_data_begin_mapper /
// __tgt_target_kernel / __tgt_target_data_end_mapper), and `rc` replaces
// the marker call's result. A pointer or slice that no image writes (the
// images' `offload.writes.` records, Images.h) is not copied back
// (refineMapTypes, KernelABI.h). Shared data holding atomics gets a cell
// table from its TypeTree's atomic leaves, and the runtime copies it cell
// by cell (launch.h, "Atomic cells"). A by-value argument is copied into
// zero-padded 8-byte slots. Each instance gets a region id and an offload
// entry (section llvm_offload_entries); the images are registered once per
// program by llvm::offloading::wrapOpenMPBinaries, each as an OffloadBinary
// of its own (as clang's linker wrapper does), so LLVM's tools
// (llvm-objdump --offloading, llvm-offload-binary) read the program.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_HOSTLOWERING_H
#define OFFLOAD_LOWER_HOSTLOWERING_H

#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace offload::lower {

/// How a frontend's host code launches a kernel: a call of the function
/// Name (declared, never defined, so that a program linked without the
/// host pass fails to link) with these operands, in order:
///
///   i32 Name(ptr kernel_name, i64 kernel_name_len, ptr cfg, ptr args,
///            ptr file, i64 file_len, i32 line, i32 column, i64 device,
///            i64 device_args)
///
/// `cfg` points at the launch geometry: three u32 grid sizes (blocks) at
/// GridOffset and three u32 block sizes (threads) at BlockOffset, and, when
/// the marker has a DynamicSharedOffset, a u32 there: the bytes of dynamic
/// shared memory each block gets (none without it), and, when it has a
/// StackBytesOffset, a u32 there: the bytes of stack per thread the launch
/// asks for (0, or none: what the kernel needs). Offsets in bytes.
/// `args` points at the argument block, each argument at its manifest
/// offset. `file`/`line`/`column` are the launch site, for the runtime's
/// messages. `device` is the device number (-1: the default device); bit k
/// of `device_args` says that argument k already holds device memory (its
/// address is passed as it is, nothing is mapped). The result is the
/// runtime's status (0: done; launch.h lists the errors). The Rust
/// frontend's marker is offload/rust/Contract.h's.
struct LaunchMarker {
  std::string Name;
  uint64_t GridOffset = 0;  ///< bytes
  uint64_t BlockOffset = 0; ///< bytes
  std::optional<uint64_t> DynamicSharedOffset; ///< bytes; none: 0 bytes
  std::optional<uint64_t> StackBytesOffset;    ///< bytes; none: 0 bytes
};

/// The toolkit's own marker (offload/abi/Launch.def, `__offload_launch`),
/// its config a launch_config record (Records.def): the Rust support
/// crate's, and the C frontend's without the stack size (WithStackBytes
/// false: its config ends before that field).
LaunchMarker toolkitLaunchMarker(bool WithStackBytes = true);

/// Lowers every launch of M and registers Images (reordered GPU first);
/// before that, loops and runs of launches that leave their host data alone
/// between launches get one data region for it (LaunchGrouping.h; off with
/// the hidden option -offload-group-launches=false);
/// records of images left out at build time (DeviceImage::isLeftOut) are
/// not registered, but the launch runtime is told of them, so that a
/// launch no image can run names them. The instances lowered are those of Man with a host symbol M defines;
/// every call of Marker in that function is one launch. M must be the
/// whole program's host bitcode, linked into one module, because
/// registration happens once per program.
/// Errors: a function calls the marker but the manifest lists no instance
/// for it; a listed host function never calls it; an argument without a
/// layout or offset in the manifest; a marker call of the wrong shape; an
/// image lacks a kernel symbol; no images (but records of images left
/// out, which the error names); two images for one target and
/// arch; the lowered module fails LLVM's verifier (an internal error).
llvm::Error lowerHostModule(llvm::Module &M, const manifest::Manifest &Man,
                            std::vector<DeviceImage> Images,
                            llvm::StringRef FileName,
                            const LaunchMarker &Marker);

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
                                        const LaunchMarker &Marker,
                                        unsigned OptLevel);

} // namespace offload::lower

#endif
