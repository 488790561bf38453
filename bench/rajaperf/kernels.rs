//! RAJAPerf kernels in Rust (bench/rajaperf): the Stream group (COPY, MUL,
//! ADD, TRIAD, DOT), the Basic group (DAXPY, INIT3, MULADDSUB, REDUCE3_INT)
//! and the Lcals group (HYDRO_1D, FIRST_DIFF), each the loop body of
//! RAJAPerf's `*_BODY` macro for one index per thread, as its CUDA variants
//! write it (one thread per element, blocks of 256; the reductions: a tree
//! in shared memory per block, one atomic per block and value).
#![no_std]
use core::sync::atomic::{AtomicI32, Ordering::Relaxed};
use offload::{global_idx_x, shared_array, sync_threads, thread_idx_x, AtomicF64};

/// Threads per block of every launch (RAJAPerf's default GPU block size).
pub const BLOCK: usize = 256;

/// COPY: `c[i] = a[i]`.
pub fn copy(a: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() {
        c[i] = a[i];
    }
}

/// MUL: `b[i] = alpha * c[i]`.
pub fn mul(alpha: f64, c: &[f64], b: &mut [f64]) {
    let i = global_idx_x();
    if i < b.len() && i < c.len() {
        b[i] = alpha * c[i];
    }
}

/// ADD: `c[i] = a[i] + b[i]`.
pub fn add(a: &[f64], b: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() && i < b.len() {
        c[i] = a[i] + b[i];
    }
}

/// TRIAD: `a[i] = b[i] + alpha * c[i]`.
pub fn triad(alpha: f64, b: &[f64], c: &[f64], a: &mut [f64]) {
    let i = global_idx_x();
    if i < a.len() && i < b.len() && i < c.len() {
        a[i] = b[i] + alpha * c[i];
    }
}

/// DOT: `dot += a[i] * b[i]` (a block's products summed in shared memory,
/// then one atomic add).
pub fn dot(a: &[f64], b: &[f64], dot: &AtomicF64) {
    let tile = shared_array!(f64; BLOCK);
    let t = thread_idx_x() as usize;
    let i = global_idx_x();
    tile.set(t, if i < a.len() && i < b.len() { a[i] * b[i] } else { 0.0 });
    sync_threads();
    let mut half = BLOCK / 2;
    while half > 0 {
        if t < half {
            tile.set(t, tile.get(t) + tile.get(t + half));
        }
        sync_threads();
        half /= 2;
    }
    if t == 0 {
        dot.fetch_add(tile.get(0));
    }
}

/// DAXPY: `y[i] += a * x[i]`.
pub fn daxpy(a: f64, x: &[f64], y: &mut [f64]) {
    let i = global_idx_x();
    if i < y.len() && i < x.len() {
        y[i] += a * x[i];
    }
}

/// INIT3: `out1[i] = out2[i] = out3[i] = -in1[i] - in2[i]`.
pub fn init3(out1: &mut [f64], out2: &mut [f64], out3: &mut [f64], in1: &[f64], in2: &[f64]) {
    let i = global_idx_x();
    if i < out1.len() && i < out2.len() && i < out3.len() && i < in1.len() && i < in2.len() {
        let v = -in1[i] - in2[i];
        out1[i] = v;
        out2[i] = v;
        out3[i] = v;
    }
}

/// MULADDSUB: `out1[i] = in1[i] * in2[i]`, `out2[i] = in1[i] + in2[i]`,
/// `out3[i] = in1[i] - in2[i]`.
pub fn muladdsub(out1: &mut [f64], out2: &mut [f64], out3: &mut [f64], in1: &[f64], in2: &[f64]) {
    let i = global_idx_x();
    if i < out1.len() && i < out2.len() && i < out3.len() && i < in1.len() && i < in2.len() {
        out1[i] = in1[i] * in2[i];
        out2[i] = in1[i] + in2[i];
        out3[i] = in1[i] - in2[i];
    }
}

/// REDUCE3_INT: the sum, minimum and maximum of `vec` into `out` (sum,
/// min, max; the caller starts them at 0, i32::MAX, i32::MIN): a tree per
/// block in shared memory, then one atomic of each per block.
pub fn reduce3_int(vec: &[i32], out: &[AtomicI32]) {
    let sums = shared_array!(i32; BLOCK);
    let mins = shared_array!(i32; BLOCK);
    let maxs = shared_array!(i32; BLOCK);
    let t = thread_idx_x() as usize;
    let i = global_idx_x();
    let (s, lo, hi) = if i < vec.len() { (vec[i], vec[i], vec[i]) } else { (0, i32::MAX, i32::MIN) };
    sums.set(t, s);
    mins.set(t, lo);
    maxs.set(t, hi);
    sync_threads();
    let mut half = BLOCK / 2;
    while half > 0 {
        if t < half {
            sums.set(t, sums.get(t).wrapping_add(sums.get(t + half)));
            mins.set(t, mins.get(t).min(mins.get(t + half)));
            maxs.set(t, maxs.get(t).max(maxs.get(t + half)));
        }
        sync_threads();
        half /= 2;
    }
    if t == 0 && out.len() >= 3 {
        out[0].fetch_add(sums.get(0), Relaxed);
        out[1].fetch_min(mins.get(0), Relaxed);
        out[2].fetch_max(maxs.get(0), Relaxed);
    }
}

/// HYDRO_1D: `x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11])`.
pub fn hydro_1d(q: f64, r: f64, t: f64, y: &[f64], z: &[f64], x: &mut [f64]) {
    let i = global_idx_x();
    if i < x.len() && i < y.len() && i + 11 < z.len() {
        x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11]);
    }
}

/// FIRST_DIFF: `x[i] = y[i + 1] - y[i]`.
pub fn first_diff(y: &[f64], x: &mut [f64]) {
    let i = global_idx_x();
    if i < x.len() && i + 1 < y.len() {
        x[i] = y[i + 1] - y[i];
    }
}
