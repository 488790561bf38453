//! `offload`: the small Rust side of the offload toolkit.
//!
//! One crate for both sides of a program:
//! * on the host: [`LaunchConfig`] and [`launch`], whose instances
//!   `offload-manifest extract` finds and `offload-lower host` rewrites into
//!   offload runtime calls;
//! * on the device (compiled with `--cfg offload_device`): thread and block
//!   index builtins that `offload-lower device` resolves for each target, and
//!   the panic handler.
//!
//! The contract with the C++ tools is in `docs/design.md`.
#![no_std]

/// The launch geometry: how many blocks (`grid`) of how many threads
/// (`block`), in x, y, z. The layout is fixed (`#[repr(C)]`, 24 bytes): the
/// host pass reads `grid` at byte 0 and `block` at byte 12.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
}

impl LaunchConfig {
    /// A one-dimensional launch of at least `n` threads in blocks of `block`.
    pub const fn linear(n: usize, block: u32) -> LaunchConfig {
        let blocks = n.div_ceil(block as usize) as u32;
        LaunchConfig { grid: [blocks, 1, 1], block: [block, 1, 1] }
    }
}

#[cfg(offload_device)]
mod device {
    unsafe extern "C" {
        pub fn __offload_thread_idx_x() -> u32;
        pub fn __offload_thread_idx_y() -> u32;
        pub fn __offload_thread_idx_z() -> u32;
        pub fn __offload_block_idx_x() -> u32;
        pub fn __offload_block_idx_y() -> u32;
        pub fn __offload_block_idx_z() -> u32;
        pub fn __offload_block_dim_x() -> u32;
        pub fn __offload_block_dim_y() -> u32;
        pub fn __offload_block_dim_z() -> u32;
        pub fn __offload_grid_dim_x() -> u32;
        pub fn __offload_grid_dim_y() -> u32;
        pub fn __offload_grid_dim_z() -> u32;
        pub fn __offload_trap() -> !;
    }

    #[panic_handler]
    fn panic(_: &core::panic::PanicInfo) -> ! {
        unsafe { __offload_trap() }
    }
}

macro_rules! builtins {
    ($($(#[$doc:meta])* $name:ident => $sym:ident;)*) => {$(
        $(#[$doc])*
        #[inline(always)]
        pub fn $name() -> u32 {
            #[cfg(offload_device)]
            { unsafe { device::$sym() } }
            #[cfg(not(offload_device))]
            { panic!(concat!(stringify!($name), " is a device builtin; it has no value on the host")) }
        }
    )*};
}

builtins! {
    /// The thread's index in its block, x.
    thread_idx_x => __offload_thread_idx_x;
    /// The thread's index in its block, y.
    thread_idx_y => __offload_thread_idx_y;
    /// The thread's index in its block, z.
    thread_idx_z => __offload_thread_idx_z;
    /// The block's index in the grid, x.
    block_idx_x => __offload_block_idx_x;
    /// The block's index in the grid, y.
    block_idx_y => __offload_block_idx_y;
    /// The block's index in the grid, z.
    block_idx_z => __offload_block_idx_z;
    /// Threads per block, x.
    block_dim_x => __offload_block_dim_x;
    /// Threads per block, y.
    block_dim_y => __offload_block_dim_y;
    /// Threads per block, z.
    block_dim_z => __offload_block_dim_z;
    /// Blocks in the grid, x.
    grid_dim_x => __offload_grid_dim_x;
    /// Blocks in the grid, y.
    grid_dim_y => __offload_grid_dim_y;
    /// Blocks in the grid, z.
    grid_dim_z => __offload_grid_dim_z;
}

/// The thread's index in the whole grid, x: `block_idx_x * block_dim_x +
/// thread_idx_x`.
#[inline(always)]
pub fn global_idx_x() -> usize {
    block_idx_x() as usize * block_dim_x() as usize + thread_idx_x() as usize
}

/// Gives the device crate code for every kernel instance the host launches.
///
/// Write `offload::kernel_instances!();` once at the root of the kernels
/// crate. On the host it expands to nothing. On the device
/// (`--cfg offload_device`) it includes the roots that `offload-manifest
/// roots` generated from the manifest (the file named by the environment
/// variable `OFFLOAD_KERNEL_ROOTS` when the crate is compiled): one function
/// that takes each instance's address, so that rustc generates code for
/// generic kernels at exactly the types and constants the host uses.
#[macro_export]
macro_rules! kernel_instances {
    () => {
        #[cfg(offload_device)]
        include!(env!("OFFLOAD_KERNEL_ROOTS"));
    };
}

/// A launch that the offload runtime reported as failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchError {
    /// The non-zero value `__tgt_target_kernel` returned.
    pub code: i32,
}

impl core::fmt::Display for LaunchError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "kernel launch failed (offload runtime returned {})", self.code)
    }
}

#[cfg(not(offload_device))]
unsafe extern "C" {
    /// Replaced by `offload-lower host`; a program that was not lowered
    /// fails to link, so a launch can never be a silent no-op.
    fn __offload_launch(
        kernel_name: *const u8,
        kernel_name_len: usize,
        cfg: *const LaunchConfig,
        args: *const u8,
    ) -> i32;
}

/// Launches `kernel` (a kernel function item, e.g. `kernels::saxpy`) on
/// the default offload device over the geometry `cfg`, with `args` as a
/// tuple in the kernel's parameter order (`(a, &x[..], &mut y[..])`).
///
/// `&T` arguments are copied to the device, `&mut T` copied there and back,
/// scalars passed by value. Returns when the kernel has finished and the
/// results are back.
#[cfg(not(offload_device))]
#[inline(never)]
pub fn launch<F, A>(kernel: F, cfg: &LaunchConfig, args: A) -> Result<(), LaunchError> {
    // The kernel's name makes every instance's body different, so that
    // function merging cannot fold two kernels' launches into one.
    let name = core::any::type_name::<F>();
    let _ = kernel;
    let code = unsafe {
        __offload_launch(name.as_ptr(), name.len(), cfg, &args as *const A as *const u8)
    };
    if code == 0 { Ok(()) } else { Err(LaunchError { code }) }
}
