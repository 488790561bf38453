//! Device builtins: where the calling thread is in the launch (indices and
//! extents), the block barrier and the warp width. `offload-lower device`
//! resolves each for its target (PTX special registers on NVIDIA GPUs, the
//! AMDGPU intrinsics, the CPU runner's functions); on the host they panic.

#[cfg(offload_device)]
use crate::abi::builtins as ffi;

macro_rules! builtins {
    ($($(#[$doc:meta])* $name:ident => $sym:ident;)*) => {$(
        $(#[$doc])*
        #[inline(always)]
        pub fn $name() -> u32 {
            #[cfg(offload_device)]
            { unsafe { ffi::$sym() } }
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


/// The calling thread's index among all threads of the launch: threads are
/// numbered x fastest within a block, blocks x fastest within the grid:
/// `block_linear * threads_per_block + thread_linear`. For a
/// one-dimensional launch it is [`global_idx_x`].
#[inline(always)]
pub fn global_linear_idx() -> usize {
    let (bx, by, bz) = (block_dim_x() as usize, block_dim_y() as usize, block_dim_z() as usize);
    let block = (block_idx_z() as usize * grid_dim_y() as usize + block_idx_y() as usize)
        * grid_dim_x() as usize
        + block_idx_x() as usize;
    block * (bx * by * bz) + thread_linear_idx()
}

/// The calling thread's index within its block, x fastest:
/// `(thread_idx_z * block_dim_y + thread_idx_y) * block_dim_x +
/// thread_idx_x`, from 0 to the block's threads - 1. A thread's own slot of
/// shared memory ([`SharedArray::set_thread_slot`](crate::SharedArray::set_thread_slot)) is
/// this element.
#[inline(always)]
pub fn thread_linear_idx() -> usize {
    (thread_idx_z() as usize * block_dim_y() as usize + thread_idx_y() as usize)
        * block_dim_x() as usize
        + thread_idx_x() as usize
}

/// Waits until every thread of the block has reached this call, and makes
/// the shared and global memory writes made before it visible to the
/// block's threads after it (CUDA's `__syncthreads()`). A thread that has
/// returned from the kernel (or panicked) counts as arrived at every later
/// barrier of its block, on every device: threads past the end of the data
/// may `return` before it. The threads still running must all reach the
/// same call (one in each branch of an `if` is two barriers).
#[inline(always)]
pub fn sync_threads() {
    #[cfg(offload_device)]
    unsafe {
        ffi::__offload_sync_threads()
    }
    #[cfg(not(offload_device))]
    panic!("sync_threads is a device builtin; it cannot run on the host")
}

/// Threads that execute in lockstep on the device: 32 on NVIDIA GPUs, 1 on
/// the CPU device.
#[inline(always)]
pub fn warp_size() -> u32 {
    #[cfg(offload_device)]
    unsafe {
        ffi::__offload_warp_size()
    }
    #[cfg(not(offload_device))]
    panic!("warp_size is a device builtin; it has no value on the host")
}
