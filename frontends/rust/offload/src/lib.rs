//! `offload`: the Rust side of the offload toolkit, for both sides of a
//! program.
//!
//! On the host: [`launch`] runs a kernel (a plain `fn` of a kernels crate)
//! on a device and waits for it, over a [`LaunchConfig`]; `offload-manifest
//! extract` finds each launch and `offload-lower host` rewrites it into
//! offload runtime calls. `launch` accepts only kernels whose threads cannot
//! race ([`KernelParam`]): kernels write through a [`Region`] (each thread
//! its own elements), atomics, or device memory passed as one of those;
//! [`launch_unchecked`] takes any kernel, under a written contract. Data
//! that stays on the device: [`data_region`] (host data kept there across
//! launches), [`DeviceBuffer`] (device memory you manage) and
//! [`PinnedBuffer`] (page-locked host memory), on a [`Device`]. Failures
//! are [`LaunchError`] and [`DeviceError`].
//!
//! In kernels (compiled with `--cfg offload_device`): where the thread is
//! ([`global_idx_x`], [`thread_linear_idx`], ...), the block barrier
//! ([`sync_threads`]), shared memory ([`shared_array!`],
//! [`shared_atomics!`], [`dynamic_shared`]), float atomics ([`AtomicF32`],
//! [`AtomicF64`]), `std`'s float methods ([`FloatMath`]), and panics, which
//! end the thread and fail the launch with [`LaunchErrorKind::Panicked`].
//!
//! ```no_run
//! // The kernels crate (no_std): each thread writes its own element of y.
//! pub fn saxpy(a: f32, x: &[f32], y: offload::Region<f32>) {
//!     if let (Some(x), Some(y)) = (x.get(offload::global_idx_x()), y.thread_element()) {
//!         *y += a * x;
//!     }
//! }
//!
//! // The host program.
//! # fn main() -> Result<(), offload::LaunchError> {
//! let (x, mut y) = (vec![1.0f32; 1 << 20], vec![2.0f32; 1 << 20]);
//! offload::launch(saxpy, &offload::LaunchConfig::linear(x.len(), 256), (2.0, &x, &mut y))?;
//! # Ok(()) }
//! ```
//!
//! The contract with the C++ tools is in `docs/design.md`; what safe code
//! cannot do, and why, in `docs/user-guide.md`.
#![no_std]
// Device builds only: core's float math (sqrt, fma, floor, ... as LLVM
// intrinsics); cargo offload lets this crate alone use it there.
#![cfg_attr(offload_device, feature(core_float_math))]

#[cfg(not(offload_device))]
extern crate alloc;
// Device builds only: the math library in each device sysroot (math.rs).
#[cfg(offload_device)]
extern crate libm;

mod atomic;
mod builtins;
mod config;
mod data;
mod error;
mod launch;
mod math;
mod region;
mod shared;

#[cfg(offload_device)]
mod panic;
#[cfg(offload_device)]
#[doc(hidden)]
#[path = "unpack.rs"]
pub mod __unpack;

#[cfg(not(offload_device))]
mod args;
#[cfg(not(offload_device))]
mod data_region;
#[cfg(not(offload_device))]
mod device;
#[cfg(not(offload_device))]
mod device_memory;
#[cfg(not(offload_device))]
mod pinned;
#[cfg(not(offload_device))]
mod rt;
#[cfg(not(offload_device))]
mod threads;

pub use atomic::{AtomicF32, AtomicF64};
pub use builtins::{
    block_dim_x, block_dim_y, block_dim_z, block_idx_x, block_idx_y, block_idx_z, global_idx_x,
    global_idx_y, global_idx_z, global_linear_idx, grid_dim_x, grid_dim_y, grid_dim_z, sync_threads,
    thread_idx_x, thread_idx_y, thread_idx_z, thread_linear_idx, warp_size,
};
pub use config::LaunchConfig;
pub use data::{DeviceCopy, DeviceData};
pub use error::{LaunchError, LaunchErrorKind};
pub use launch::{Kernel, KernelParam, KernelParams};
pub use math::FloatMath;
pub use region::{Region, Region2d, Region3d};
pub use shared::{dynamic_shared, dynamic_shared_atomics, SharedArray, SharedAtomics, SharedSlice, SharedValue};
#[doc(hidden)]
pub use shared::{
    __shared_array, __shared_atomics, __shared_memory, __shared_memory_zeroed, __shared_on_host,
};

#[cfg(not(offload_device))]
pub use args::{LaunchArg, LaunchArgs};
#[cfg(not(offload_device))]
pub use data_region::{data_region, DataRegion, RegionArg, RegionArgs};
#[cfg(not(offload_device))]
pub use device::Device;
#[cfg(not(offload_device))]
pub use device_memory::{DeviceBuffer, DevicePlanes, DeviceRows, DeviceSlice, DeviceSliceMut};
#[cfg(not(offload_device))]
pub use error::{DeviceError, DeviceErrorKind};
#[cfg(not(offload_device))]
pub use launch::{launch, launch_unchecked};
#[cfg(not(offload_device))]
pub use pinned::PinnedBuffer;


