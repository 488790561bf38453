//! Kernels that need more than their indices: block barriers, shared
//! memory, atomics (integer ones from `core`, float ones from the support
//! crate), and Regions, through which each thread writes only its own
//! elements.
#![no_std]
use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use offload::{
    block_dim_x, global_idx_x, global_linear_idx, grid_dim_x, shared_array, shared_atomics,
    sync_threads, thread_idx_x, warp_size, AtomicF32, AtomicF64, Region,
};

/// Threads per block the reductions are written for (a power of two).
pub const BLOCK: usize = 256;

/// Stream's DOT: every thread sums a[i] * b[i] over a grid-stride loop,
/// the block adds its threads' sums in shared memory (a tree, with a
/// barrier per level) and thread 0 adds the block's sum to `sum`.
pub fn dot(a: &[f64], b: &[f64], sum: &AtomicF64) {
    let tile = shared_array!(f64; BLOCK);
    let t = thread_idx_x() as usize;
    let stride = block_dim_x() as usize * grid_dim_x() as usize;
    let mut acc = 0.0;
    let mut i = global_idx_x();
    while i < a.len() && i < b.len() {
        acc += a[i] * b[i];
        i += stride;
    }
    tile.set(t, acc);
    let mut half = block_dim_x() as usize / 2;
    while half > 0 {
        sync_threads();
        if t < half {
            tile.set(t, tile.get(t) + tile.get(t + half));
        }
        half /= 2;
    }
    if t == 0 {
        sum.fetch_add(tile.get(0));
    }
}

/// A histogram of `data % 64`: each block counts into shared atomics, then
/// adds its counts to the global bins.
pub fn histogram(data: &[u32], bins: &[AtomicU32]) {
    let local = shared_atomics!(AtomicU32; 64);
    let t = thread_idx_x() as usize;
    let threads = block_dim_x() as usize;
    let mut j = t;
    while j < 64 {
        local.at(j).store(0, Relaxed);
        j += threads;
    }
    sync_threads();
    let stride = threads * grid_dim_x() as usize;
    let mut i = global_idx_x();
    while i < data.len() {
        local.at((data[i] % 64) as usize).fetch_add(1, Relaxed);
        i += stride;
    }
    sync_threads();
    j = t;
    while j < 64 && j < bins.len() {
        bins[j].fetch_add(local.at(j).load(Relaxed), Relaxed);
        j += threads;
    }
}

/// Two shared arrays in one kernel are two arrays: each thread writes its
/// index into one and its square into the other, then reads its
/// neighbour's from both after the barrier.
pub fn two_tiles(out: Region<'_, u32>) {
    let a = shared_array!(u32; 64);
    let b = shared_array!(u32; 64);
    let t = thread_idx_x() as usize;
    a.set(t, t as u32);
    b.set(t, (t * t) as u32);
    sync_threads();
    let n = (t + 1) % block_dim_x() as usize;
    if let Some(x) = out.mine() {
        *x = a.get(n) * 1000 + b.get(n);
    }
}

/// The sum of `x`, by float atomics.
pub fn sum_f32(x: &[f32], total: &AtomicF32) {
    let i = global_idx_x();
    if i < x.len() {
        total.fetch_add(x[i]);
    }
}

/// Squares each element in place: each thread its own, through a Region.
pub fn square(r: Region<'_, f32>) {
    if let Some(x) = r.mine() {
        *x *= *x;
    }
}

/// Writes `base + global index` into chunks of 4: thread t owns elements
/// 4t .. 4t + 4.
pub fn number_chunks(r: Region<'_, u32, 4>, base: u32) {
    let first = global_linear_idx() * 4;
    for (k, x) in r.chunk().iter_mut().enumerate() {
        *x = base + (first + k) as u32;
    }
}

/// The warp size each thread sees.
pub fn warp(out: Region<'_, u32>) {
    if let Some(x) = out.mine() {
        *x = warp_size();
    }
}
