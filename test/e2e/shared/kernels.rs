//! Block barriers after threads have returned, and shared memory of every
//! alignment. A thread that returns counts as arrived at every later
//! barrier of its block; the rest of the block waits only for the others.
//! Every shared array sits at its type's Rust alignment; each kernel that
//! can records its arrays' misalignment (address % `align_of`), which must
//! be 0. Threads write their own slots of shared arrays
//! (`set_thread_slot`); where a kernel writes other threads' slots on
//! purpose, the write is `unsafe`, with why no other thread touches the
//! element. Results one thread per block writes go to atomics; those of
//! each thread through Regions.
#![no_std]
use core::mem::align_of;
use core::sync::atomic::{AtomicI64, AtomicU32, AtomicU64, Ordering::{AcqRel, Acquire, Relaxed}};
use offload::{
    block_dim_x, block_dim_y, block_idx_x, block_idx_y, dynamic_shared, dynamic_shared_atomics,
    global_idx_x, shared_array, shared_atomics, sync_threads, thread_idx_x, thread_idx_y, Region,
    Region2d,
};

/// Each block's sum of its part of `x` (blocks of up to 128 threads): the
/// threads past the end of `x` return before the barrier. Thread 0 stores
/// it in `sums[block]`.
pub fn partial_sums(x: &[u32], sums: &[AtomicU32]) {
    let sh = shared_array!(u32; 128);
    let t = thread_idx_x() as usize;
    let i = block_idx_x() as usize * block_dim_x() as usize + t;
    if i >= x.len() {
        return;
    }
    sh.set_thread_slot(x[i]);
    sync_threads();
    if t == 0 {
        let start = block_idx_x() as usize * block_dim_x() as usize;
        let live = (x.len() - start).min(block_dim_x() as usize);
        let mut s = 0u32;
        for k in 0..live {
            s += sh.get(k);
        }
        sums[block_idx_x() as usize].store(s, Relaxed);
    }
}

/// A `w` x `h` image in 8 x 8 blocks: the threads outside it return before
/// the barrier; each other thread writes the sum of its tile row's pixels
/// that lie inside the image (its own pixel of `out`, `w` wide).
pub fn row_sums_2d(img: &[u32], w: usize, h: usize, out: Region2d<'_, u32>) {
    let tile = shared_array!(u32; 64);
    let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
    let x0 = block_idx_x() as usize * block_dim_x() as usize;
    let (x, y) = (x0 + tx, block_idx_y() as usize * block_dim_y() as usize + ty);
    if x >= w || y >= h {
        return;
    }
    // Slot ty * 8 + tx: the thread's own in its 8 x 8 block.
    tile.set_thread_slot(img[y * w + x]);
    sync_threads();
    let mut s = 0;
    for k in 0..8 {
        if x0 + k < w {
            s += tile.get(ty * 8 + k);
        }
    }
    if let Some(o) = out.thread_element() {
        *o = s;
    }
}

/// Two barriers; every third thread returns between them. Phase 1: each
/// thread writes t + 1, then reads the block's total. Phase 2: the others
/// pair up (t % 3 == 1 with t + 1) and swap their values through shared
/// memory. out[i]: the total for the threads that returned, else the
/// partner's t * 10 + total.
pub fn two_barriers(out: Region<'_, u32>) {
    let a = shared_array!(u32; 255);
    let b = shared_array!(u32; 255);
    let t = thread_idx_x() as usize;
    let n = block_dim_x() as usize;
    let own = out.thread_element();
    a.set_thread_slot(t as u32 + 1);
    sync_threads();
    let mut total = 0;
    for k in 0..n {
        total += a.get(k);
    }
    if t % 3 == 0 {
        if let Some(o) = own {
            *o = total;
        }
        return;
    }
    b.set_thread_slot(t as u32 * 10 + total);
    sync_threads();
    let partner = if t % 3 == 1 { t + 1 } else { t - 1 };
    if let Some(o) = own {
        *o = b.get(partner);
    }
}

/// A tree reduction with a barrier in its loop, in blocks of 256 threads of
/// which a whole NVIDIA warp (threads 32 to 63) returns at once, and block
/// 1 returns whole: threads 0 to 31 zero the missing threads' slots and
/// take their steps. sums[b]: the sum of t + 1 over the threads of block b
/// that stayed (sums[1] is left alone), stored by thread 0.
pub fn warp_returns(sums: &[AtomicU32]) {
    let sh = shared_array!(u32; 256);
    let t = thread_idx_x() as usize;
    if block_idx_x() == 1 || (32..64).contains(&t) {
        return;
    }
    sh.set_thread_slot(t as u32 + 1);
    if t < 32 {
        // SAFETY: thread t + 32 has returned; thread t alone stands in for
        // it, and no other thread accesses slot t + 32 before the barrier.
        unsafe { sh.set(t + 32, 0) };
    }
    let mut half = 128;
    while half > 0 {
        sync_threads();
        if t < half {
            sh.set_thread_slot(sh.get(t) + sh.get(t + half));
        }
        if half >= 64 && t < 32 {
            // the step of thread t + 32, which is gone
            // SAFETY: thread t alone accesses slot t + 32 between these
            // barriers (the others read slots t + half >= 64 and write
            // their own); slot t + 32 + half (>= 96) is only read.
            unsafe { sh.set(t + 32, sh.get(t + 32) + sh.get(t + 32 + half)) };
        }
        half /= 2;
    }
    if t == 0 {
        sums[block_idx_x() as usize].store(sh.get(0), Relaxed);
    }
}

/// Rounds of a loop with two barriers each, threads returning from it at
/// different rounds: thread 0 publishes round r's value r * 7 + 1, every
/// thread still there adds it. Odd threads return after round t % 5 (with
/// what they have); even threads finish all 6 rounds. out[i]: the sum.
pub fn loop_returns(out: Region<'_, u32>) {
    let sh = shared_array!(u32; 6);
    let t = thread_idx_x() as usize;
    let mut own = out.thread_element();
    let mut acc = 0;
    for r in 0..6 {
        if t == 0 {
            // SAFETY: thread 0 alone writes element r, and the others read
            // it only between the next two barriers.
            unsafe { sh.set(r, r as u32 * 7 + 1) };
        }
        sync_threads();
        acc += sh.get(r);
        sync_threads();
        if t % 2 == 1 && r == t % 5 {
            if let Some(o) = own.take() {
                *o = acc;
            }
            return;
        }
    }
    if let Some(o) = own {
        *o = acc;
    }
}

/// A 16-byte-aligned vector (as r48's `V4`).
#[derive(Clone, Copy)]
#[repr(C, align(16))]
pub struct V4 {
    pub x: f32,
    pub y: f32,
    pub z: f32,
    pub w: f32,
}

/// 32-byte alignment, 32 bytes.
#[derive(Clone, Copy)]
#[repr(C, align(32))]
pub struct A32 {
    pub v: u64,
}

/// 64-byte alignment (a cache line), 64 bytes.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
pub struct A64 {
    pub v: u32,
    pub w: u16,
}

/// 5 bytes, alignment 1.
#[derive(Clone, Copy)]
#[repr(C, packed)]
pub struct Packed {
    pub tag: u8,
    pub v: u32,
}

/// 10 bytes, alignment 2.
#[derive(Clone, Copy)]
#[repr(C, packed(2))]
pub struct Packed2 {
    pub tag: u8,
    pub v: u64,
}

/// Shared arrays of alignment 1 to 64 in an order that leaves gaps (odd
/// sizes between over-aligned types), and a 16-byte-aligned view of the
/// dynamic shared memory after them. Thread 0 writes each array's address
/// modulo its alignment to mis (8 values); threads t < 3 store into every
/// array (their own slots), then thread 0 reads them back and writes their
/// sum to out[0] and the dynamic length to out[1]. (The regions are global
/// thread 0's: block 0 reports.)
pub fn aligned_arrays(mis: Region<'_, u64, 8>, out: Region<'_, u64, 2>) {
    let odd = shared_array!(u8; 3);
    let a64 = shared_array!(A64; 3);
    let p1 = shared_array!(Packed; 3);
    let a32 = shared_array!(A32; 3);
    let wide = shared_array!(u128; 3);
    let p2 = shared_array!(Packed2; 3);
    let v4 = shared_array!(V4; 3);
    let half = shared_array!(u16; 3);
    let dy = dynamic_shared::<V4>();
    let t = thread_idx_x() as usize;
    if t == 0 {
        let m = |p: usize, a: usize| (p % a) as u64;
        let values = [
            m(a64.as_ptr() as usize, align_of::<A64>()),
            m(p1.as_ptr() as usize, align_of::<Packed>()),
            m(a32.as_ptr() as usize, align_of::<A32>()),
            m(wide.as_ptr() as usize, align_of::<u128>()),
            m(p2.as_ptr() as usize, align_of::<Packed2>()),
            m(v4.as_ptr() as usize, align_of::<V4>()),
            m(half.as_ptr() as usize, align_of::<u16>()),
            m(dy.as_ptr() as usize, 16),
        ];
        for (m, v) in mis.thread_chunk().iter_mut().zip(values) {
            *m = v;
        }
    }
    if t < 3 {
        let v = t as u64 + 1;
        odd.set_thread_slot(v as u8);
        a64.set_thread_slot(A64 { v: v as u32 * 2, w: v as u16 * 3 });
        p1.set_thread_slot(Packed { tag: 1, v: v as u32 * 4 });
        a32.set_thread_slot(A32 { v: v * 5 });
        wide.set_thread_slot((v as u128) << 96 | v as u128 * 6);
        p2.set_thread_slot(Packed2 { tag: 2, v: v * 7 });
        v4.set_thread_slot(V4 { x: v as f32 * 8.0, y: 1.0, z: 2.0, w: 3.0 });
        half.set_thread_slot(v as u16 * 9);
    }
    if t < dy.len() {
        // SAFETY: element t is this thread's alone (the only view of the
        // dynamic shared memory).
        unsafe { dy.set(t, V4 { x: t as f32, y: 0.5, z: 0.25, w: 0.25 }) };
    }
    sync_threads();
    if t == 0 {
        let mut s = 0u64;
        for k in 0..3 {
            // SAFETY: thread k wrote element k of each array before the
            // barrier, and nothing writes them after it. (The structs are
            // read as they are: they have padding, so are not SharedValue.)
            let (a, p, q, v, a32k) = unsafe { (a64.read(k), p1.read(k), p2.read(k), v4.read(k), a32.read(k)) };
            let w = wide.get(k);
            s += odd.get(k) as u64 + a.v as u64 + a.w as u64 + (p.tag + q.tag) as u64;
            s += p.v as u64 + a32k.v + (w >> 96) as u64 + (w as u64 & 0xffff);
            s += q.v + (v.x + v.y + v.z + v.w) as u64 + half.get(k) as u64;
        }
        for k in 0..dy.len() {
            // SAFETY: as above (thread k wrote element k).
            let v = unsafe { dy.read(k) };
            s += (v.x + v.y + v.z + v.w) as u64;
        }
        if let Some(out) = out.thread_chunk().first_chunk_mut() {
            *out = [s, dy.len() as u64];
        }
    }
}

/// f64 addition by a compare-exchange loop on the bits (at most 100000
/// tries; false when they run out).
#[inline(always)]
fn add_f64(a: &AtomicU64, v: f64) -> bool {
    let mut old = a.load(Relaxed);
    for _ in 0..100_000 {
        let new = (f64::from_bits(old) + v).to_bits();
        match a.compare_exchange_weak(old, new, AcqRel, Acquire) {
            Ok(_) => return true,
            Err(x) => old = x,
        }
    }
    false
}

/// 64-bit atomics in static and dynamic shared memory: per block, the sum
/// of `w` by a compare-exchange loop on f64 bits, signed min and max and
/// unsigned min and max of `v`, and a fetch_add count in dynamic shared
/// memory. Thread 0 stores its block's row of 6 in `out` (f64 bits for
/// the sum, the others as i64 / u64 bits); `fails` counts loops that ran
/// out. The atomics start zeroed (0.0 is 0's bits); thread 0 sets those
/// that start elsewhere.
pub fn atomics64(w: &[f64], v: &[i64], out: &[AtomicU64], fails: &AtomicU64) {
    let sum = shared_atomics!(AtomicU64; 1);
    let signed = shared_atomics!(AtomicI64; 2);
    let unsigned = shared_atomics!(AtomicU64; 2);
    let count = dynamic_shared_atomics::<AtomicU64>();
    let t = thread_idx_x() as usize;
    if t == 0 {
        signed.at(0).store(i64::MAX, Relaxed);
        signed.at(1).store(i64::MIN, Relaxed);
        unsigned.at(0).store(u64::MAX, Relaxed);
    }
    sync_threads();
    let i = global_idx_x();
    if i < w.len() && i < v.len() {
        if !add_f64(sum.at(0), w[i]) {
            fails.fetch_add(1, Relaxed);
        }
        signed.at(0).fetch_min(v[i], Relaxed);
        signed.at(1).fetch_max(v[i], Relaxed);
        unsigned.at(0).fetch_min(v[i] as u64, Relaxed);
        unsigned.at(1).fetch_max(v[i] as u64, Relaxed);
        if !count.is_empty() {
            count.at(0).fetch_add(1, Relaxed);
        }
    }
    sync_threads();
    let b = block_idx_x() as usize;
    if t == 0 && 6 * b + 5 < out.len() {
        let row = [
            sum.at(0).load(Relaxed),
            signed.at(0).load(Relaxed) as u64,
            signed.at(1).load(Relaxed) as u64,
            unsigned.at(0).load(Relaxed),
            unsigned.at(1).load(Relaxed),
            if count.is_empty() { u64::MAX } else { count.at(0).load(Relaxed) },
        ];
        for (o, v) in out[6 * b..].iter().zip(row) {
            o.store(v, Relaxed);
        }
    }
}

/// The N-body shape: each thread sums, over tiles of 64 of `pos` loaded
/// into shared memory between two barriers, weights of the tile's points;
/// a tile slot past the end of `pos` holds `[0.0; 4]`, chosen per thread
/// (an aggregate picked by a condition, live across the barriers, with the
/// accumulators). Blocks of 64 threads; thread i writes out[i] if i < n.
pub fn tiled_sums(pos: &[[f32; 4]], out: Region<'_, f32>) {
    let tile = shared_array!([f32; 4]; 64);
    let t = thread_idx_x() as usize;
    let i = block_idx_x() as usize * 64 + t;
    let n = pos.len();
    let me = if i < n { pos[i] } else { [0.0; 4] };
    let mut acc = [0.0f32; 3];
    let mut base = 0;
    while base < n {
        let j = base + t;
        tile.set_thread_slot(if j < n { pos[j] } else { [0.0; 4] });
        sync_threads();
        for k in 0..64 {
            let p = tile.get(k);
            let d = p[0] - me[0] + (p[1] - me[1]) * 0.5;
            acc[0] += d * p[3];
            acc[1] += p[2] * 0.25;
            acc[2] += 1.0;
        }
        sync_threads();
        base += 64;
    }
    if let Some(o) = out.thread_element() {
        *o = acc[0] + acc[1] + acc[2];
    }
}
