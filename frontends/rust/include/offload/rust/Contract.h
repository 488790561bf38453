//===- offload/rust/Contract.h - The support crate's contract ---*- C++ -*-===//
//
// What the toolkit and the Rust support crate (frontends/rust/offload, see
// docs/design.md) agree on, in one place:
//
//  * `offload::launch(kernel, &cfg, args)` calls the launch instance
//    `offload::__launch_instance::<K, S>` (#[inline(never)]), one per kernel
//    instance, which calls the marker
//      __offload_launch(kernel_name: *const u8, kernel_name_len: usize,
//                       cfg: *const LaunchConfig, args: *const A,
//                       file: *const u8, file_len: usize, line: u32,
//                       column: u32, device: i64, device_args: u64) -> i32
//    whose operands are those the host pass reads (lower::LaunchMarker;
//    the marker is offload/abi/Launch.def's);
//  * `LaunchConfig` has the layout of the record `launch_config`
//    (offload/abi/Records.def; the crate's build script checks it);
//  * `A` is the kernel's parameter tuple in Rust's layout: the host pass
//    reads each argument at the offset of its tuple member (`__0`, ...);
//  * the support crate's functions are in the debug-info namespace
//    `offload` (launch sites are found by peeling its frames);
//  * the device roots define `__offload_unpack_<device symbol>(s: *const
//    u64)` (manifest::unpackSymbolFor) through `offload::__unpack`.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_CONTRACT_H
#define OFFLOAD_RUST_CONTRACT_H

#include "offload/lower/HostLowering.h"


namespace offload::rust {

/// The support crate's name (its functions' outermost debug-info namespace).
inline constexpr const char *SupportCrate = "offload";

/// The marker function the support crate's launch instance calls: the
/// toolkit's own (offload/abi/Launch.def).
inline lower::LaunchMarker launchMarker() { return lower::toolkitLaunchMarker(); }

} // namespace offload::rust

#endif
