//! The CPU device's yardstick (issue 30, item 4): four kernels written as
//! a CUDA programmer would write them, which host.rs runs on the CPU device
//! next to a sequential loop and a rayon loop of the same work.
//!
//! * `triad`: Stream's TRIAD, one thread per element (memory bound, no
//!   barrier).
//! * `heat`: one step of a 5-point stencil on an n x n grid, one thread per
//!   interior point of a 2-D launch (no barrier).
//! * `nbody`: the classic CUDA N-body: one thread per body, bodies loaded
//!   in tiles of `TILE` into shared memory, `sync_threads()` before and
//!   after each tile (compute bound, two barriers per tile).
//! * `scan_blocks`, `scan_totals`, `add_offsets`: an inclusive prefix sum
//!   in three launches: a Hillis-Steele scan of each block in shared memory
//!   (17 barriers per block), one block scanning the blocks' totals, and a
//!   pass adding each block's offset.
//! * `scan_tiles`, `scan_totals`, `add_tile_offsets`: the same prefix sum,
//!   work-efficient as GPU libraries write it (CUB's items per thread): each
//!   thread scans `ITEMS` consecutive elements itself, and only the threads'
//!   totals go through the block's Hillis-Steele scan.
#![no_std]
use offload::{
    block_dim_x, block_idx_x, global_idx_x, shared_array, sync_threads, thread_idx_x, FloatMath,
    Region, Region2d, SharedArray,
};

/// Threads per block of every launch (the shared tiles' size).
pub const BLOCK: usize = 256;
/// At most this many threads in the one block of `scan_totals`.
pub const TOTALS_THREADS: usize = 1024;
/// Block totals each thread of `scan_totals` takes.
pub const TOTALS_PER_THREAD: usize = 256;
/// Elements each thread of `scan_tiles` scans: a block's tile is
/// `BLOCK * ITEMS` elements.
pub const ITEMS: usize = 32;

/// a[i] = b[i] + s * c[i].
pub fn triad(s: f64, b: &[f64], c: &[f64], a: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(a) = a.thread_element() {
        *a = b[i] + s * c[i];
    }
}

/// One heat step: each interior point of `out` (width `out.width()`) from
/// the point and its four neighbours in `inp`; the border is left alone
/// (a halo of 1). Launched over the interior, one thread per point.
pub fn heat(k: f64, inp: &[f64], out: Region2d<'_, f64, 1>) {
    let w = out.width();
    out.fill_with(|[x, y]| {
        let at = |x: usize, y: usize| inp[y * w + x];
        let c = at(x, y);
        c + k * (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4.0 * c)
    });
}

/// The acceleration body `i` at `me` gets from body `p` (x, y, z, mass),
/// softened by `eps2`, added to `acc`. Host loops use it too, so every way
/// computes the same operations in the same order.
#[inline(always)]
pub fn interact(me: [f32; 4], p: [f32; 4], eps2: f32, acc: &mut [f32; 3]) {
    let (dx, dy, dz) = (p[0] - me[0], p[1] - me[1], p[2] - me[2]);
    let r2 = dx * dx + dy * dy + dz * dz + eps2;
    let inv = 1.0 / r2.sqrt();
    let s = p[3] * (inv * inv * inv);
    acc[0] += dx * s;
    acc[1] += dy * s;
    acc[2] += dz * s;
}

/// All-pairs gravity, one thread per body (blocks of `BLOCK` threads): each
/// block loads the bodies tile by tile into shared memory, each thread
/// thread_idx_x() loading one, with a barrier before the tile is read and
/// one after. acc[i] = (ax, ay, az, 0).
pub fn nbody(pos: &[[f32; 4]], eps2: f32, acc: Region<'_, [f32; 4]>) {
    let tile = shared_array!([f32; 4]; BLOCK);
    let t = thread_idx_x() as usize;
    let i = global_idx_x();
    let n = pos.len();
    let me = if i < n { pos[i] } else { [0.0; 4] };
    let mut a = [0.0f32; 3];
    let mut base = 0;
    while base < n {
        let j = base + t;
        tile.set_thread_slot(if j < n { pos[j] } else { [0.0; 4] });
        sync_threads();
        let live = (n - base).min(BLOCK);
        for k in 0..live {
            interact(me, tile.get(k), eps2, &mut a);
        }
        sync_threads();
        base += BLOCK;
    }
    if let Some(o) = acc.thread_element() {
        *o = [a[0], a[1], a[2], 0.0];
    }
}

/// Step 1 of the scan: out[i] = x[b * BLOCK] + ... + x[i] (wrapping) within
/// block b, a Hillis-Steele scan in shared memory: log2(BLOCK) rounds, each
/// a read, a barrier, a write and a barrier. The block's total is then its
/// last element, out[(b + 1) * BLOCK - 1] (or the array's last).
pub fn scan_blocks(x: &[u32], out: Region<'_, u32>) {
    let sh = shared_array!(u32; BLOCK);
    let t = thread_idx_x() as usize;
    let i = global_idx_x();
    let v = block_scan(&sh, t, BLOCK, if i < x.len() { x[i] } else { 0 });
    if let Some(o) = out.thread_element() {
        *o = v;
    }
}

/// The inclusive scan of the block's values (thread t's is `v`, n threads)
/// in shared memory, Hillis-Steele: log2(n) rounds of two barriers.
#[inline(always)]
fn block_scan<const N: usize>(sh: &SharedArray<u32, N>, t: usize, n: usize, mut v: u32) -> u32 {
    sh.set_thread_slot(v);
    sync_threads();
    let mut off = 1;
    while off < n {
        if t >= off {
            v = v.wrapping_add(sh.get(t - off));
        }
        sync_threads();
        sh.set_thread_slot(v);
        sync_threads();
        off <<= 1;
    }
    v
}

/// Step 2, one block of up to `TOTALS_THREADS` threads: offsets[b] = the
/// sum of the totals of tiles 0..b of step 1 (read from its output
/// `scanned`, tiles of `tile` elements: `BLOCK` for `scan_blocks`, `BLOCK *
/// ITEMS` for `scan_tiles`). Thread t takes tiles t * 256 .. t * 256 + 256:
/// it sums their totals, the block scans those sums in shared memory
/// (Hillis-Steele), and the thread writes its tiles' offsets.
pub fn scan_totals(scanned: &[u32], tile: usize, offsets: Region<'_, u32, TOTALS_PER_THREAD>) {
    let sh = shared_array!(u32; TOTALS_THREADS);
    let t = thread_idx_x() as usize;
    let nt = block_dim_x() as usize;
    let n = scanned.len();
    let total_of = |b: usize| scanned[((b + 1) * tile).min(n) - 1];
    let first = t * TOTALS_PER_THREAD;
    let mine = offsets.thread_chunk();
    let mut sum = 0u32;
    for k in 0..mine.len() {
        sum = sum.wrapping_add(total_of(first + k));
    }
    let v = block_scan(&sh, t, nt, sum);
    let mut run = v.wrapping_sub(sum); // exclusive: the tiles before `first`
    for (k, o) in mine.iter_mut().enumerate() {
        *o = run;
        run = run.wrapping_add(total_of(first + k));
    }
}

/// Step 3: out[i] += offsets[block], blocks of `BLOCK` threads.
pub fn add_offsets(offsets: &[u32], out: Region<'_, u32>) {
    let b = block_idx_x() as usize;
    if let Some(o) = out.thread_element() {
        *o = o.wrapping_add(offsets[b]);
    }
}

/// Step 1 of the work-efficient scan: out[i] = the sum of tile b's
/// elements up to i (wrapping), tiles of `BLOCK * ITEMS`. Thread t of
/// block b owns the `ITEMS` elements from `ITEMS * global_idx_x()`: it sums
/// them, the block scans the threads' sums (Hillis-Steele, 17 barriers),
/// and the thread scans its elements again from the sum of the threads
/// before it.
pub fn scan_tiles(x: &[u32], out: Region<'_, u32, ITEMS>) {
    let sh = shared_array!(u32; BLOCK);
    let t = thread_idx_x() as usize;
    let first = (global_idx_x() * ITEMS).min(x.len());
    let mine = &x[first..(first + ITEMS).min(x.len())];
    let mut sum = 0u32;
    for &v in mine {
        sum = sum.wrapping_add(v);
    }
    let mut run = block_scan(&sh, t, BLOCK, sum).wrapping_sub(sum);
    for (o, &v) in out.thread_chunk().iter_mut().zip(mine) {
        run = run.wrapping_add(v);
        *o = run;
    }
}

/// Step 3 of the work-efficient scan: each thread adds its tile's offset,
/// offsets[block], to its `ITEMS` elements.
pub fn add_tile_offsets(offsets: &[u32], out: Region<'_, u32, ITEMS>) {
    let off = offsets[block_idx_x() as usize];
    for o in out.thread_chunk() {
        *o = o.wrapping_add(off);
    }
}
