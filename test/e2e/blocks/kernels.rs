//! Kernels that need more than their indices: block barriers, shared
//! memory (static and dynamic), atomics (integer ones from `core`, float ones from the support
//! crate), and Regions, through which each thread writes only its own
//! elements. Each thread writes its own slot of a shared array; results one
//! thread per block writes go to atomics.
#![no_std]
use core::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};
use offload::{
    block_dim_x, dynamic_shared, dynamic_shared_atomics, global_idx_x,
    grid_dim_x, shared_array, shared_atomics, sync_threads, thread_idx_x, warp_size, AtomicF32,
    AtomicF64, Region,
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
    tile.set_thread_slot(acc);
    let mut half = block_dim_x() as usize / 2;
    while half > 0 {
        sync_threads();
        if t < half {
            tile.set_thread_slot(tile.get(t) + tile.get(t + half));
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
    let stride = threads * grid_dim_x() as usize;
    let mut i = global_idx_x();
    while i < data.len() {
        local.at((data[i] % 64) as usize).fetch_add(1, Relaxed);
        i += stride;
    }
    sync_threads();
    let mut j = t;
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
    a.set_thread_slot(t as u32);
    b.set_thread_slot((t * t) as u32);
    sync_threads();
    let n = (t + 1) % block_dim_x() as usize;
    if let Some(x) = out.thread_element() {
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
    if let Some(x) = r.thread_element() {
        *x *= *x;
    }
}

/// Writes `base + global index` into chunks of 4: thread t (its global x)
/// owns elements 4t .. 4t + 4.
pub fn number_chunks(r: Region<'_, u32, 4>, base: u32) {
    let first = global_idx_x() * 4;
    for (k, x) in r.thread_chunk().iter_mut().enumerate() {
        *x = base + (first + k) as u32;
    }
}

/// The warp size each thread sees.
pub fn warp(out: Region<'_, u32>) {
    if let Some(x) = out.thread_element() {
        *x = warp_size();
    }
}

/// DOT again, its tile in dynamic shared memory (as many f64 as the launch
/// gives bytes for; a launch gives exactly block_dim), next to a static
/// array that must not overlap it: each thread also keeps its index in the
/// static array and checks it after the reduction. Writes of dynamic
/// shared memory are `unsafe` (its views of different types overlap): this
/// kernel has one view, and each thread writes its own element.
pub fn dot_dynamic(a: &[f64], b: &[f64], sum: &AtomicF64, overlaps: &AtomicU32) {
    let tile = dynamic_shared::<f64>();
    let mark = shared_array!(u32; BLOCK);
    let t = thread_idx_x() as usize;
    mark.set_thread_slot(t as u32 + 1);
    let stride = block_dim_x() as usize * grid_dim_x() as usize;
    let mut acc = 0.0;
    let mut i = global_idx_x();
    while i < a.len() && i < b.len() {
        acc += a[i] * b[i];
        i += stride;
    }
    // SAFETY: element t is this thread's alone (the only view of the
    // dynamic shared memory, one element per thread).
    unsafe { tile.set(t, acc) };
    let mut half = tile.len() / 2;
    while half > 0 {
        sync_threads();
        if t < half {
            // SAFETY: as above; element t + half is only read, and its
            // thread wrote it before the barrier.
            unsafe { tile.set(t, tile.get(t) + tile.get(t + half)) };
        }
        half /= 2;
    }
    if mark.get(t) != t as u32 + 1 {
        overlaps.fetch_add(1, Relaxed);
    }
    if t == 0 {
        sum.fetch_add(tile.get(0));
    }
}

/// A histogram with as many bins as the launch's dynamic shared memory
/// holds `AtomicU32`s (`bins.len()` of them in the output).
pub fn histogram_dynamic(data: &[u32], bins: &[AtomicU32]) {
    let local = dynamic_shared_atomics::<AtomicU32>();
    let n = local.len();
    let t = thread_idx_x() as usize;
    let threads = block_dim_x() as usize;
    let stride = threads * grid_dim_x() as usize;
    let mut i = global_idx_x();
    while i < data.len() && n > 0 {
        local.at(data[i] as usize % n).fetch_add(1, Relaxed);
        i += stride;
    }
    sync_threads();
    let mut j = t;
    while j < n && j < bins.len() {
        bins[j].fetch_add(local.at(j).load(Relaxed), Relaxed);
        j += threads;
    }
}

/// Fills the whole dynamic shared memory (u32s; beyond the 48 KiB a block
/// gets by default on NVIDIA GPUs when the launch asks for it), reverses
/// it through the barrier, and writes each block's element count and
/// reversed checksum: out[2 b] = len, out[2 b + 1] = sum of i * tile[i]
/// (stored by thread 0 of block b).
pub fn reverse_dynamic(out: &[AtomicU64]) {
    let tile = dynamic_shared::<u32>();
    let n = tile.len();
    let t = thread_idx_x() as usize;
    let threads = block_dim_x() as usize;
    let b = offload::block_idx_x() as usize;
    let mut i = t;
    while i < n {
        // SAFETY: elements t, t + threads, ... are this thread's alone (the
        // only view of the dynamic shared memory).
        unsafe { tile.set(i, (i + b) as u32) };
        i += threads;
    }
    sync_threads();
    // Each pair (i, n - 1 - i) belongs to one thread.
    i = t;
    while i < n / 2 {
        let (x, y) = (tile.get(i), tile.get(n - 1 - i));
        // SAFETY: this thread alone accesses the pair (i, n - 1 - i)
        // between the barriers.
        unsafe {
            tile.set(i, y);
            tile.set(n - 1 - i, x);
        }
        i += threads;
    }
    sync_threads();
    if t == 0 && 2 * b + 1 < out.len() {
        let mut sum = 0u64;
        for j in 0..n {
            sum += j as u64 * tile.get(j) as u64;
        }
        out[2 * b].store(n as u64, Relaxed);
        out[2 * b + 1].store(sum, Relaxed);
    }
}

/// Every atomic operation the kernels issue lists, on global memory (the
/// arguments) and on shared memory, for i32, u32, i64, u64 (core's) and f32,
/// f64 (the support crate's). Thread `t` of `n` (global index) applies, to
/// each type's cells: [0] += v(t), [1] = min(.., v(t)), [2] = max(..,
/// v(t)), [3] += 2 by a compare-exchange loop, [4] swapped with v(t), [5]
/// += the value [4] held before the swap; `v(t) = t - 37` (t for the
/// unsigned types). Each block does the same in shared memory with its own
/// threads' `v` for u64 and f32, and thread 0 stores the block's cells in
/// `shared_out` (one row of 6 per type, a row per block); a fence sits
/// between the two phases.
pub fn atomic_ops(
    ints: &[core::sync::atomic::AtomicI32],
    uints: &[AtomicU32],
    longs: &[core::sync::atomic::AtomicI64],
    ulongs: &[AtomicU64],
    floats: &[AtomicF32],
    doubles: &[AtomicF64],
    shared_out: &[AtomicU64],
) {
    use core::sync::atomic::{fence, Ordering::SeqCst};
    let t = global_idx_x();
    if ints.len() < 6 || uints.len() < 6 || longs.len() < 6 || ulongs.len() < 6
        || floats.len() < 6 || doubles.len() < 6
    {
        return;
    }
    macro_rules! int_ops {
        ($cells:expr, $v:expr) => {{
            let (c, v) = ($cells, $v);
            c[0].fetch_add(v, Relaxed);
            c[1].fetch_min(v, Relaxed);
            c[2].fetch_max(v, Relaxed);
            let mut old = c[3].load(Relaxed);
            while let Err(x) = c[3].compare_exchange(old, old + 2, Relaxed, Relaxed) {
                old = x;
            }
            let was = c[4].swap(v, Relaxed);
            c[5].fetch_add(was, Relaxed);
        }};
    }
    macro_rules! float_ops {
        ($cells:expr, $v:expr) => {{
            let (c, v) = ($cells, $v);
            c[0].fetch_add(v);
            c[1].fetch_min(v);
            c[2].fetch_max(v);
            let mut old = c[3].load(Relaxed);
            while let Err(x) = c[3].compare_exchange(old, old + 2.0, Relaxed, Relaxed) {
                old = x;
            }
            let was = c[4].swap(v, Relaxed);
            c[5].fetch_add(was);
        }};
    }
    int_ops!(ints, t as i32 - 37);
    int_ops!(uints, t as u32);
    int_ops!(longs, t as i64 - 37);
    int_ops!(ulongs, t as u64);
    float_ops!(floats, t as f32 - 37.0);
    float_ops!(doubles, t as f64 - 37.0);
    fence(SeqCst);

    // They start at zero; thread 0 sets the cells that start elsewhere.
    let su = shared_atomics!(AtomicU64; 6);
    let sf = shared_atomics!(AtomicF32; 6);
    let me = thread_idx_x() as usize;
    if me == 0 {
        su.at(1).store(u64::MAX, Relaxed);
        sf.at(1).store(f32::MAX, Relaxed);
        sf.at(2).store(f32::MIN, Relaxed);
    }
    sync_threads();
    int_ops!(&[su.at(0), su.at(1), su.at(2), su.at(3), su.at(4), su.at(5)], t as u64);
    float_ops!(&[sf.at(0), sf.at(1), sf.at(2), sf.at(3), sf.at(4), sf.at(5)], t as f32 - 37.0);
    sync_threads();
    let b = offload::block_idx_x() as usize;
    if me == 0 && 12 * b + 12 <= shared_out.len() {
        for k in 0..6 {
            shared_out[12 * b + k].store(su.at(k).load(Relaxed), Relaxed);
            shared_out[12 * b + 6 + k].store(sf.at(k).load(Relaxed).to_bits() as u64, Relaxed);
        }
    }
}
