//! `offload`: the small Rust side of the offload toolkit.
//!
//! One crate for both sides of a program:
//! * on the host: [`LaunchConfig`] and [`launch`], whose instances
//!   `offload-manifest extract` finds and `offload-lower host` rewrites into
//!   offload runtime calls; data that stays on the device: [`DeviceBuffer`]
//!   (the manual interface), [`data_region`] (host data kept on the device
//!   across launches) and [`PinnedBuffer`] (page-locked host memory);
//! * on the device (compiled with `--cfg offload_device`): thread and block
//!   index builtins that `offload-lower device` resolves for each target,
//!   the block barrier ([`sync_threads`]), shared memory
//!   ([`shared_array!`], [`shared_atomics!`]), float atomics
//!   ([`AtomicF32`], [`AtomicF64`]), the panic handler, and the helpers the
//!   generated device roots use to unpack kernel arguments;
//! * on both: [`Region`] (and [`Region2d`], [`Region3d`]), through which
//!   each kernel thread writes only its own elements of an array, without
//!   `unsafe`; [`FloatMath`], `std`'s float methods (`sqrt`, `exp`, `sin`,
//!   ...) for `no_std` kernel crates.
//!
//! The contract with the C++ tools is in `docs/design.md`.
#![no_std]
// Device builds only: core's float math (sqrt, fma, floor, ... as LLVM
// intrinsics); cargo offload lets this crate alone use it there.
#![cfg_attr(offload_device, feature(core_float_math))]

#[cfg(not(offload_device))]
extern crate alloc;
// Device builds only: the math library in each device sysroot (math.rs).
#[cfg(offload_device)]
extern crate libm;

mod disjoint;
mod gpu;
mod math;

pub use math::FloatMath;

pub use disjoint::{global_linear_idx, Region, Region2d, Region3d};
pub use gpu::{
    dynamic_shared, dynamic_shared_atomics, sync_threads, warp_size, AtomicF32, AtomicF64,
    SharedArray, SharedAtomicSlice, SharedAtomics, SharedSlice,
};
#[doc(hidden)]
pub use gpu::__shared_memory;

#[cfg(not(offload_device))]
mod args;
#[cfg(not(offload_device))]
mod memory;
#[cfg(not(offload_device))]
mod region;
#[cfg(not(offload_device))]
mod rt;

#[cfg(not(offload_device))]
pub use args::{LaunchArg, LaunchArgs};
#[cfg(not(offload_device))]
pub use memory::{device_count, device_name, DeviceBuffer, DeviceError, DeviceSlice, DeviceSliceMut, PinnedBuffer};

/// Types whose values can live in device memory and be copied to and from
/// it as bytes: `Copy`, without pointers or references anywhere in their
/// layout (the device cannot follow a host pointer), and valid when all
/// their bytes are zero ([`DeviceBuffer::zeroed`]). Implemented for numbers,
/// `bool`, `char`, `()`, and arrays, tuples (up to 8), `MaybeUninit`,
/// `Wrapping` and `PhantomData` of them; with the feature `half`, for
/// `half::f16` and `half::bf16` (half 1.x).
///
/// # Safety
/// Implement it only for such types, in the crate that defines them (the
/// kernels crate for types kernels use: the trait exists on the device
/// too): `unsafe impl offload::DeviceCopy for Particle {}`. Rust's orphan
/// rule keeps other crates from implementing it for a type they do not
/// define: for another crate's plain type, wrap it in a
/// `#[repr(transparent)]` struct of your own. The toolkit also checks every
/// type a kernel receives at build time and refuses pointers. (There is no
/// blanket implementation for `bytemuck::Pod` types: it would conflict with
/// the implementations for `bool`, `char` and tuples, which are not `Pod`,
/// and `Pod` admits raw pointers under one of bytemuck's features.)
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not `offload::DeviceCopy`",
    note = "device memory holds plain data: numbers, bool, char, arrays and tuples of them; half's f16 and bf16 with `offload = {{ version = \"0.9\", features = [\"half\"] }}`; for a struct of your own made of such fields, `unsafe impl offload::DeviceCopy for MyType {{}}` next to its definition; for another crate's plain type, a `#[repr(transparent)]` struct of your own around it, with that impl"
)]
pub unsafe trait DeviceCopy: Copy {}

macro_rules! device_copy {
    ($($t:ty),*) => {$( unsafe impl DeviceCopy for $t {} )*};
}
device_copy!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64, bool, char, ());
unsafe impl<T: DeviceCopy, const N: usize> DeviceCopy for [T; N] {}
unsafe impl<T: DeviceCopy> DeviceCopy for core::mem::MaybeUninit<T> {}
unsafe impl<T: DeviceCopy> DeviceCopy for core::num::Wrapping<T> {}
unsafe impl<T: ?Sized> DeviceCopy for core::marker::PhantomData<T> {}
// IEEE binary16 and bfloat16: `#[repr(transparent)]` over a u16; zero bits
// are +0.0.
#[cfg(feature = "half")]
unsafe impl DeviceCopy for half::f16 {}
#[cfg(feature = "half")]
unsafe impl DeviceCopy for half::bf16 {}
macro_rules! device_copy_tuples {
    ($( ($($t:ident),+) )*) => {$( unsafe impl<$($t: DeviceCopy),+> DeviceCopy for ($($t,)+) {} )*};
}
device_copy_tuples! {
    (A) (A, B) (A, B, C) (A, B, C, D) (A, B, C, D, E) (A, B, C, D, E, F)
    (A, B, C, D, E, F, G) (A, B, C, D, E, F, G, H)
}

/// Data a [`data_region`] can keep on the device: every [`DeviceCopy`] type,
/// and the atomics and `Cell`s of them, which kernels update through shared
/// references. Like `DeviceCopy`, it holds no pointer anywhere.
///
/// # Safety
/// As for [`DeviceCopy`], without the `Copy` and all-zero requirements: no
/// pointers or references in the layout.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be kept on the device by a data region",
    note = "a data region maps plain data (offload::DeviceCopy types, atomics, Cells of them): no pointers, Vecs or Strings inside; half's f16 and bf16 with offload's feature `half`"
)]
pub unsafe trait DeviceData {}

unsafe impl<T: DeviceCopy> DeviceData for T {}
unsafe impl<T: DeviceCopy> DeviceData for core::cell::Cell<T> {}
macro_rules! device_data_atomics {
    ($($width:literal: $($t:ident),*;)*) => {$($(
        #[cfg(target_has_atomic = $width)]
        unsafe impl DeviceData for core::sync::atomic::$t {}
    )*)*};
}
device_data_atomics! {
    "8": AtomicBool, AtomicU8, AtomicI8;
    "16": AtomicU16, AtomicI16;
    "32": AtomicU32, AtomicI32;
    "64": AtomicU64, AtomicI64;
    "ptr": AtomicUsize, AtomicIsize;
}
#[cfg(not(offload_device))]
pub use region::{data_region, DataRegion, RegionArg, RegionArgs};

/// The launch geometry: how many blocks (`grid`) of how many threads
/// (`block`), in x, y, z, how many bytes of dynamic shared memory each
/// block gets (`shared_bytes`, read in the kernel with
/// [`dynamic_shared`]), and how many bytes of stack each thread gets
/// (`stack_bytes`, 0: what the kernel needs). The layout is fixed
/// (`#[repr(C)]`, 32 bytes): the host pass reads `grid` at byte 0, `block`
/// at byte 12, `shared_bytes` at byte 24 and `stack_bytes` at byte 28.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per block: at most 227 KiB (232448,
    /// the most any NVIDIA GPU gives a block; more is refused with code
    /// -3), and a GPU refuses a launch whose static and dynamic shared
    /// memory together exceed what its blocks may have.
    pub shared_bytes: u32,
    /// Bytes of stack per thread on a CUDA device: 0 (the default) gives a
    /// kernel what it needs where the build could bound it (the driver
    /// grows the stack to what `ptxas` computed), and 16 KiB to a kernel
    /// whose stack the build cannot bound (recursion, `dyn` calls,
    /// `core::fmt`: its calls through function pointers); more for deeper
    /// recursion. At most 512 KiB (more is refused with code -3); a device
    /// that cannot give it refuses the launch with
    /// [`LaunchError::STACK`]. The CUDA driver reserves the stack for every
    /// thread the GPU can hold at once, and keeps the largest size set.
    /// The CPU device's threads have the operating system's stacks.
    pub stack_bytes: u32,
}

impl LaunchConfig {
    /// `grid` blocks of `block` threads, without dynamic shared memory.
    pub const fn new(grid: [u32; 3], block: [u32; 3]) -> LaunchConfig {
        LaunchConfig { grid, block, shared_bytes: 0, stack_bytes: 0 }
    }

    /// `grid` blocks of `block` threads, counted in `usize` (as lengths
    /// are). An extent above `u32::MAX` becomes `u32::MAX`, which the launch
    /// refuses with code -3 (as every extent above 2^31 - 1): it is never
    /// cut to a smaller launch.
    pub const fn from_extents(grid: [usize; 3], block: [usize; 3]) -> LaunchConfig {
        let (g, b) = (saturate3(grid), saturate3(block));
        LaunchConfig::new(g, b)
    }

    /// A one-dimensional launch of at least `n` threads in blocks of
    /// `block`: `n.div_ceil(block)` blocks. A block of 0 threads makes a
    /// launch that runs nothing; extents above `u32::MAX` saturate, which
    /// the launch refuses (code -3) rather than running too few threads.
    pub const fn linear(n: usize, block: usize) -> LaunchConfig {
        LaunchConfig::covering([n, 1, 1], [block, 1, 1])
    }

    /// Enough blocks of `block` threads to cover `extent` threads in each
    /// of x, y, z (`extent[d].div_ceil(block[d])` blocks): a 2-D launch
    /// over a `width` x `height` array is `covering([width, height, 1],
    /// [16, 16, 1])`. Threads past the extent exist when it is not a
    /// multiple of the block (a kernel tests its indices, or writes through
    /// a [`Region2d`]/[`Region3d`], whose threads outside own nothing). A
    /// block extent of 0 makes a launch that runs nothing; extents above
    /// `u32::MAX` saturate, which the launch refuses (code -3).
    pub const fn covering(extent: [usize; 3], block: [usize; 3]) -> LaunchConfig {
        let mut grid = [0usize; 3];
        let mut d = 0;
        while d < 3 {
            grid[d] = if block[d] == 0 { 0 } else { extent[d].div_ceil(block[d]) };
            d += 1;
        }
        LaunchConfig::from_extents(grid, block)
    }

    /// The same launch with `bytes` of dynamic shared memory per block.
    pub const fn with_shared_bytes(self, bytes: u32) -> LaunchConfig {
        LaunchConfig { shared_bytes: bytes, ..self }
    }

    /// The same launch with `bytes` of stack per thread (see
    /// [`stack_bytes`](LaunchConfig::stack_bytes)).
    pub const fn with_stack_bytes(self, bytes: u32) -> LaunchConfig {
        LaunchConfig { stack_bytes: bytes, ..self }
    }
}

/// Each extent as a `u32`, `u32::MAX` for those above it (which the
/// launch refuses: the runtime takes extents up to 2^31 - 1).
const fn saturate3(v: [usize; 3]) -> [u32; 3] {
    let mut out = [0u32; 3];
    let mut d = 0;
    while d < 3 {
        out[d] = if v[d] > u32::MAX as usize { u32::MAX } else { v[d] as u32 };
        d += 1;
    }
    out
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
        pub fn __offload_panic(
            file: *const u8,
            file_len: usize,
            line: u32,
            column: u32,
            message: *const u8,
            message_len: usize,
        ) -> !;
    }

    /// Hands where the kernel panicked to the toolkit's handler: the first
    /// panicking thread of the launch records it, every panicking thread
    /// ends, and the launch returns `LaunchError::PANICKED` on the host.
    /// The message is not passed: reading it keeps the `fmt::Arguments` of
    /// every panic site alive, and with them core's integer formatting in
    /// every kernel (measured on an H200: kernels with bounds checks ran
    /// 1.3 to 1.8 times longer, docs/benchmarks.md).
    #[panic_handler]
    fn panic(info: &core::panic::PanicInfo) -> ! {
        let (file, line, column) = match info.location() {
            Some(at) => (at.file(), at.line(), at.column()),
            None => ("", 0, 0),
        };
        unsafe { __offload_panic(file.as_ptr(), file.len(), line, column, core::ptr::null(), 0) }
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

/// The thread's index in the whole grid, y: `block_idx_y * block_dim_y +
/// thread_idx_y`.
#[inline(always)]
pub fn global_idx_y() -> usize {
    block_idx_y() as usize * block_dim_y() as usize + thread_idx_y() as usize
}

/// The thread's index in the whole grid, z: `block_idx_z * block_dim_z +
/// thread_idx_z`.
#[inline(always)]
pub fn global_idx_z() -> usize {
    block_idx_z() as usize * block_dim_z() as usize + thread_idx_z() as usize
}

/// Kept so that kernels crates written for earlier versions still build:
/// it expands to nothing. The build now compiles the device roots of every
/// kernel instance in a crate of their own (`docs/design.md`), so a kernels
/// crate needs nothing but its `pub fn`s.
#[macro_export]
macro_rules! kernel_instances {
    () => {};
}

/// A function that can be launched as a kernel with the signature `S`
/// (`fn(A0, A1, ...)`): every `fn` item and non-capturing function whose
/// parameters are the kernel's. `launch` takes the argument tuple as
/// `Self::Args`, so the kernel's parameter types decide the tuple's: rustc
/// infers a generic kernel's parameters from the arguments, coerces each
/// argument to its parameter (`&v` to `&[T]`, `&mut vec` to `&mut [T]`),
/// and reports a mismatched tuple at the launch.
pub trait Kernel<S> {
    /// The kernel's parameters as a tuple, in order.
    type Args;
}

macro_rules! kernel_signatures {
    ($( ($($a:ident),*) )*) => {$(
        impl<F, $($a),*> Kernel<fn($($a),*)> for F where F: Fn($($a),*) {
            type Args = ($($a,)*);
        }
    )*};
}

kernel_signatures! {
    ()
    (A0)
    (A0, A1)
    (A0, A1, A2)
    (A0, A1, A2, A3)
    (A0, A1, A2, A3, A4)
    (A0, A1, A2, A3, A4, A5)
    (A0, A1, A2, A3, A4, A5, A6)
    (A0, A1, A2, A3, A4, A5, A6, A7)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28, A29)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28, A29, A30)
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28, A29, A30, A31)
}

/// A launch that the offload runtime reported as failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchError {
    /// The non-zero value the offload runtime returned.
    pub code: i32,
    /// The kernel, as Rust names it (`saxpy_kernels::saxpy`).
    pub kernel: &'static str,
    /// Where it was launched.
    pub location: &'static core::panic::Location<'static>,
    /// What the launch runtime said beyond the code: for
    /// [`LaunchError::PANICKED`] which thread panicked and where; for
    /// [`LaunchError::DEVICE_OUT_OF_MEMORY`] the bytes it needed.
    #[cfg(not(offload_device))]
    detail: Option<alloc::string::String>,
}

impl LaunchError {
    /// The code of a launch refused before it reached the runtime because
    /// its device buffers live on different devices.
    pub const MIXED_DEVICES: i32 = -7;

    /// The code of a launch that found no device at all: no image of the
    /// program fits a device of the machine (the message says which archs
    /// the program has and which GPUs the machine has).
    pub const NO_IMAGE: i32 = -10;

    /// The code of a launch whose data the device cannot hold (it maps 64
    /// MiB or more that the device does not hold yet, and the device has
    /// less free): refused before anything is copied, so host data is as it
    /// was. The message says how many bytes it needed.
    pub const DEVICE_OUT_OF_MEMORY: i32 = -5;

    /// The code of a launch in which a thread of the kernel panicked (an
    /// index out of bounds, an overflow, `panic!`): the message says which
    /// thread and where (not the panic's own message). The panicking threads ended; the others ran
    /// to the end, and what the kernel writes was copied back as usual. The
    /// device stays usable.
    pub const PANICKED: i32 = -11;

    /// The code of a launch whose kernel faulted on the device: an illegal
    /// or misaligned address (through `unsafe` code), a stack overflow. The
    /// message gives the driver's report. A GPU cannot go on after that:
    /// the device is lost for the rest of the program (its later launches
    /// and copies return [`LaunchError::DEVICE_LOST`] or
    /// `DeviceError::DeviceLost`), and the launch's results were not copied
    /// back. Other devices are not affected.
    pub const DEVICE_FAULT: i32 = -12;

    /// The code of a launch on a device that an earlier fault lost (the
    /// message names that fault's kernel and place).
    pub const DEVICE_LOST: i32 = -13;

    /// The code of a launch whose stack per thread
    /// ([`LaunchConfig::stack_bytes`], or the default for a kernel whose
    /// stack cannot be bounded) the device could not give; the message
    /// says how much and why.
    pub const STACK: i32 = -14;

    /// What the code means: the launch runtime's own codes (-2, -3) and
    /// libomptarget's (-1).
    pub fn reason(&self) -> &'static str {
        match self.code {
            -1 => "no offload device could run it (OMP_TARGET_OFFLOAD is not mandatory)",
            -2 => "the launch runtime ran out of host memory",
            -3 => "a grid or block extent above 2^31 - 1, 2^64 threads or more, more than 227 KiB of dynamic shared memory, or more than 512 KiB of stack per thread",
            -4 => "a device buffer's device does not exist",
            LaunchError::DEVICE_OUT_OF_MEMORY => "the device has too little free memory for the data it maps",
            LaunchError::MIXED_DEVICES => "its device buffers live on different devices",
            -8 => "host data it passes partly overlaps data a data region holds (a view must lie inside the region's data, or outside it)",
            -9 => "it runs on its device buffers' device, but host data it passes is held by a data region on the default device",
            LaunchError::NO_IMAGE => "no offload device can run it: no image of the program fits a device of this machine",
            LaunchError::PANICKED => "the kernel panicked",
            LaunchError::DEVICE_FAULT => "the kernel faulted on the device",
            LaunchError::DEVICE_LOST => "the device was lost by an earlier fault",
            LaunchError::STACK => "the device cannot give its threads the stack they need",
            _ => "the offload runtime reported a failure",
        }
    }
}

impl core::fmt::Display for LaunchError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{}: launch of kernel {} failed: {} (code {})",
            self.location,
            self.kernel,
            self.reason(),
            self.code
        )?;
        #[cfg(not(offload_device))]
        if self.code == LaunchError::NO_IMAGE {
            // The runtime says which archs the program holds and which GPUs
            // the machine has.
            write!(f, ": {}", runtime_report(rt::__offload_rt_images_report))?;
        }
        #[cfg(not(offload_device))]
        if let Some(detail) = &self.detail {
            write!(f, ": {detail}")?;
        }
        Ok(())
    }
}

/// The text one of the launch runtime's report functions writes (snprintf
/// style, into a buffer of 512 bytes; longer reports are cut there).
#[cfg(not(offload_device))]
pub(crate) fn runtime_report(
    report: unsafe extern "C" fn(*mut core::ffi::c_char, usize) -> i32,
) -> alloc::string::String {
    let mut buf = [0u8; 512];
    unsafe { report(buf.as_mut_ptr().cast(), buf.len()) };
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    alloc::string::String::from_utf8_lossy(&buf[..end]).into_owned()
}

/// So that `launch(...)?` works in functions returning `Box<dyn Error>`.
impl core::error::Error for LaunchError {}

#[cfg(not(offload_device))]
unsafe extern "C" {
    /// Replaced by `offload-lower host`; a program that was not lowered
    /// fails to link, so a launch can never be a silent no-op.
    fn __offload_launch(
        kernel_name: *const u8,
        kernel_name_len: usize,
        cfg: *const LaunchConfig,
        args: *const u8,
        file: *const u8,
        file_len: usize,
        line: u32,
        column: u32,
        device: i64,
        device_args: u64,
    ) -> i32;
}

/// Launches `kernel` (a kernel function item, e.g. `kernels::saxpy`) over
/// the geometry `cfg`, with `args` as a tuple in the kernel's parameter
/// order (`(a, &x, &mut y)`).
///
/// Each argument is either of the parameter's own type, or converts to it
/// ([`LaunchArg`]): `&Vec<T>`, `&[T; N]` and `&mut` versions of both where
/// the kernel takes `&[T]` / `&mut [T]`, `&mut T` where it takes `&T`, and
/// device memory ([`DeviceBuffer`], [`DeviceSlice`], [`DeviceSliceMut`])
/// where it takes a slice. Generic kernels are inferred from the arguments.
///
/// What moves: `&T` / `&[T]` host data is copied to the device; `&mut`
/// host data there and back, unless the build found that the kernel never
/// writes it (then only there) or its elements are `MaybeUninit` (then only
/// back); `&T` whose data has interior mutability (atomics) like `&mut`;
/// values by value; device memory not at all. Host data that an enclosing
/// [`data_region`] holds is not copied either. The launch runs on the
/// device of its device-memory arguments (all on one device, or
/// [`LaunchError::MIXED_DEVICES`]), else on the default device. A launch
/// with no threads (a zero in `cfg`) runs nothing and returns `Ok`.
/// Returns when the kernel has finished and the results are back; runtime
/// messages and the error name the line of this call.
#[cfg(not(offload_device))]
#[track_caller]
#[inline(always)]
pub fn launch<F: Kernel<S>, S, A: LaunchArgs<F::Args>>(
    kernel: F,
    cfg: &LaunchConfig,
    args: A,
) -> Result<(), LaunchError> {
    if cfg.grid.contains(&0) || cfg.block.contains(&0) {
        return Ok(()); // no threads: nothing runs, nothing moves
    }
    let mut raw = core::mem::MaybeUninit::<F::Args>::uninit();
    // SAFETY: writes every field of the tuple; device arguments are written
    // as raw fat pointers that no Rust code on the host dereferences.
    let homes = unsafe { args.__write(raw.as_mut_ptr()) };
    let result = match homes.device() {
        Ok(device) => __launch_instance::<F, S>(kernel, cfg, raw.as_ptr(), device, homes.mask()),
        Err(()) => Err(LaunchError {
            code: LaunchError::MIXED_DEVICES,
            kernel: core::any::type_name::<F>(),
            location: core::panic::Location::caller(),
            detail: None,
        }),
    };
    // SAFETY: initialized above; dropping references reads nothing.
    unsafe { raw.assume_init_drop() };
    result
}

/// The launch instance the toolkit finds and lowers (docs/design.md): one
/// per kernel instance, reading the argument tuple in the kernel's own
/// types from `args`.
#[cfg(not(offload_device))]
#[track_caller]
#[inline(never)]
fn __launch_instance<F: Kernel<S>, S>(
    kernel: F,
    cfg: &LaunchConfig,
    args: *const F::Args,
    device: i64,
    device_args: u64,
) -> Result<(), LaunchError> {
    // The kernel's name makes every instance's body different, so that
    // function merging cannot fold two kernels' launches into one.
    let name = core::any::type_name::<F>();
    let at = core::panic::Location::caller();
    let _ = kernel;
    let code = unsafe {
        __offload_launch(
            name.as_ptr(),
            name.len(),
            cfg,
            args as *const u8,
            at.file().as_ptr(),
            at.file().len(),
            at.line(),
            at.column(),
            device,
            device_args,
        )
    };
    if code == 0 {
        return Ok(());
    }
    let detail = runtime_report(rt::__offload_rt_error_detail);
    Err(LaunchError { code, kernel: name, location: at, detail: (!detail.is_empty()).then_some(detail) })
}

/// Device side of the kernel ABI: the generated device roots unpack each
/// kernel's 8-byte argument slots with these and call the kernel, so that
/// rustc itself passes every argument the way the kernel's ABI wants it.
/// The types are inferred from the kernel's parameters. Not for user code.
#[cfg(offload_device)]
#[doc(hidden)]
pub mod __unpack {
    use core::ptr::read_unaligned;

    /// An argument passed by value: its bytes, in the slots from `first` on.
    #[inline(always)]
    pub unsafe fn value<T>(slots: *const u64, first: usize) -> T {
        unsafe { read_unaligned(slots.wrapping_add(first) as *const T) }
    }

    /// A `&T` whose pointee the runtime mapped (or, when it has no bytes,
    /// the host's non-null, aligned address, never dereferenced).
    #[inline(always)]
    pub unsafe fn reference<'a, T>(slots: *const u64, at: usize) -> &'a T {
        unsafe { &*read_unaligned(slots.wrapping_add(at) as *const *const T) }
    }

    /// A `&mut T`, as `reference`.
    #[inline(always)]
    pub unsafe fn reference_mut<'a, T>(slots: *const u64, at: usize) -> &'a mut T {
        unsafe { &mut *read_unaligned(slots.wrapping_add(at) as *const *mut T) }
    }

    /// A `&[T]` or `&str`: the elements' device address, then the length.
    #[inline(always)]
    pub unsafe fn slice<'a, P: crate::disjoint::__unpack_parts::SliceArg<'a>>(
        slots: *const u64,
        at: usize,
    ) -> P {
        unsafe {
            let data = read_unaligned(slots.wrapping_add(at) as *const *const P::Elem);
            let len = read_unaligned(slots.wrapping_add(at + 1)) as usize;
            P::from_parts(data, len)
        }
    }

    /// A `&mut [T]`, `&mut str` or a [`Region`](crate::Region), as `slice`;
    /// a [`Region2d`](crate::Region2d) or [`Region3d`](crate::Region3d)
    /// also reads its shape from the slots after the length.
    #[inline(always)]
    pub unsafe fn slice_mut<'a, P: crate::disjoint::__unpack_parts::MutSliceArg<'a>>(
        slots: *const u64,
        at: usize,
    ) -> P {
        unsafe {
            let data = read_unaligned(slots.wrapping_add(at) as *const *mut P::Elem);
            let len = read_unaligned(slots.wrapping_add(at + 1)) as usize;
            P::from_parts(data, len, slots.wrapping_add(at + 2))
        }
    }
}
