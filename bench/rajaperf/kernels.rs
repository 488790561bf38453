//! RAJAPerf kernels in Rust (bench/rajaperf; one file, as the suite is one
//! program): the Stream group (COPY, MUL,
//! ADD, TRIAD, DOT), the Basic group (DAXPY, INIT3, MULADDSUB, REDUCE3_INT),
//! the Lcals group (HYDRO_1D, FIRST_DIFF, DIFF_PREDICT), the Polybench
//! group (GEMM, ATAX, JACOBI_2D, HEAT_3D) and the Apps group (PRESSURE),
//! each the loop body of RAJAPerf's `*_BODY` macros for one index (or one
//! 2-D / 3-D point) per thread, as its CUDA variants write it: blocks of
//! 256 threads (16 x 16 in 2-D, 32 x 4 x 2 in 3-D); the reductions: a tree
//! in shared memory per block, one atomic per block and value.
//!
//! The kernels whose threads each write element i of their outputs write
//! them through a `Region` (thread i owns element i), and GEMM, JACOBI_2D
//! and HEAT_3D (one point of a 2-D or 3-D grid per thread) through a
//! `Region2d` or `Region3d` made of their device buffers (host.rs): the
//! safe form the host launches with `launch`. Each of those also comes as
//! `<name>_mut`: the unsafe form, kept to match CUDA's code line for line
//! (docs/benchmarks.md compares the two), with `&mut [f64]` outputs, which
//! the host launches with `launch_unchecked`; host.rs runs both forms, so
//! that one ncu run times both. DIFF_PREDICT (ten elements of `px` per
//! thread, a plane apart: no Region gives a thread those) has the `&mut
//! [f64]` form only, launched with `launch_unchecked`: its threads write
//! disjoint elements, as the comment at the kernel says. The safe forms
//! index as RAJAPerf's CUDA does, guarded by the index ranges alone (`i <
//! n && j < n`): the device pass tests their bounds checks once per loop
//! or straight run of reads (liblower's BoundsChecks.h).
#![no_std]
use core::sync::atomic::{AtomicI32, Ordering::Relaxed};
use offload::{
    block_dim_y, block_dim_z, block_idx_y, block_idx_z, global_idx_x, shared_array, sync_threads,
    thread_idx_x, thread_idx_y, thread_idx_z, AtomicF64, Region, Region2d, Region3d,
};

/// Threads per block of every launch (RAJAPerf's default GPU block size).
pub const BLOCK: usize = 256;

/// COPY: `c[i] = a[i]`.
pub fn copy(a: &[f64], c: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(c) = c.thread_element() {
        *c = a[i];
    }
}

/// MUL: `b[i] = alpha * c[i]`.
pub fn mul(alpha: f64, c: &[f64], b: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(b) = b.thread_element() {
        *b = alpha * c[i];
    }
}

/// ADD: `c[i] = a[i] + b[i]`.
pub fn add(a: &[f64], b: &[f64], c: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(c) = c.thread_element() {
        *c = a[i] + b[i];
    }
}

/// TRIAD: `a[i] = b[i] + alpha * c[i]`.
pub fn triad(alpha: f64, b: &[f64], c: &[f64], a: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(a) = a.thread_element() {
        *a = b[i] + alpha * c[i];
    }
}

/// DOT: `dot += a[i] * b[i]` (a block's products summed in shared memory,
/// each thread writing its own slot, then one atomic add).
pub fn dot(a: &[f64], b: &[f64], dot: &AtomicF64) {
    let tile = shared_array!(f64; BLOCK);
    let t = thread_idx_x() as usize;
    let i = global_idx_x();
    tile.set_thread_slot(if i < a.len() && i < b.len() { a[i] * b[i] } else { 0.0 });
    sync_threads();
    let mut half = BLOCK / 2;
    while half > 0 {
        if t < half {
            tile.set_thread_slot(tile.get(t) + tile.get(t + half));
        }
        sync_threads();
        half /= 2;
    }
    if t == 0 {
        dot.fetch_add(tile.get(0));
    }
}

/// DAXPY: `y[i] += a * x[i]`.
pub fn daxpy(a: f64, x: &[f64], y: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(y) = y.thread_element() {
        *y += a * x[i];
    }
}

/// INIT3: `out1[i] = out2[i] = out3[i] = -in1[i] - in2[i]`.
pub fn init3(out1: Region<'_, f64>, out2: Region<'_, f64>, out3: Region<'_, f64>, in1: &[f64], in2: &[f64]) {
    let i = global_idx_x();
    if let (Some(out1), Some(out2), Some(out3)) = (out1.thread_element(), out2.thread_element(), out3.thread_element()) {
        let v = -in1[i] - in2[i];
        *out1 = v;
        *out2 = v;
        *out3 = v;
    }
}

/// MULADDSUB: `out1[i] = in1[i] * in2[i]`, `out2[i] = in1[i] + in2[i]`,
/// `out3[i] = in1[i] - in2[i]`.
pub fn muladdsub(out1: Region<'_, f64>, out2: Region<'_, f64>, out3: Region<'_, f64>, in1: &[f64], in2: &[f64]) {
    let i = global_idx_x();
    if let (Some(out1), Some(out2), Some(out3)) = (out1.thread_element(), out2.thread_element(), out3.thread_element()) {
        *out1 = in1[i] * in2[i];
        *out2 = in1[i] + in2[i];
        *out3 = in1[i] - in2[i];
    }
}

/// REDUCE3_INT: the sum, minimum and maximum of `vec` into `out` (sum,
/// min, max; the caller starts them at 0, i32::MAX, i32::MIN): a tree per
/// block in shared memory (each thread writing its own slots), then one
/// atomic of each per block.
pub fn reduce3_int(vec: &[i32], out: &[AtomicI32]) {
    let sums = shared_array!(i32; BLOCK);
    let mins = shared_array!(i32; BLOCK);
    let maxs = shared_array!(i32; BLOCK);
    let t = thread_idx_x() as usize;
    let i = global_idx_x();
    let (s, lo, hi) = if i < vec.len() { (vec[i], vec[i], vec[i]) } else { (0, i32::MAX, i32::MIN) };
    sums.set_thread_slot(s);
    mins.set_thread_slot(lo);
    maxs.set_thread_slot(hi);
    sync_threads();
    let mut half = BLOCK / 2;
    while half > 0 {
        if t < half {
            sums.set_thread_slot(sums.get(t).wrapping_add(sums.get(t + half)));
            mins.set_thread_slot(mins.get(t).min(mins.get(t + half)));
            maxs.set_thread_slot(maxs.get(t).max(maxs.get(t + half)));
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
pub fn hydro_1d(q: f64, r: f64, t: f64, y: &[f64], z: &[f64], x: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(x) = x.thread_element() {
        *x = q + y[i] * (r * z[i + 10] + t * z[i + 11]);
    }
}

/// FIRST_DIFF: `x[i] = y[i + 1] - y[i]`.
pub fn first_diff(y: &[f64], x: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(x) = x.thread_element() {
        *x = y[i + 1] - y[i];
    }
}

/// DIFF_PREDICT: a chain of differences through 14 planes of `n`
/// elements (`px`, `cx`: 14 n each), `n` = the planes' stride. Thread i
/// reads and writes element i of planes 4 to 13 of `px` (no `Region`
/// gives a thread elements a plane apart): launched with
/// `launch_unchecked`, as are its other forms.
pub fn diff_predict(n: usize, px: &mut [f64], cx: &[f64]) {
    let i = global_idx_x();
    if i < n {
        let mut ar = cx[i + n * 4];
        let mut br = ar - px[i + n * 4];
        px[i + n * 4] = ar;
        let mut cr = br - px[i + n * 5];
        px[i + n * 5] = br;
        ar = cr - px[i + n * 6];
        px[i + n * 6] = cr;
        br = ar - px[i + n * 7];
        px[i + n * 7] = ar;
        cr = br - px[i + n * 8];
        px[i + n * 8] = br;
        ar = cr - px[i + n * 9];
        px[i + n * 9] = cr;
        br = ar - px[i + n * 10];
        px[i + n * 10] = ar;
        cr = br - px[i + n * 11];
        px[i + n * 11] = br;
        px[i + n * 13] = cr - px[i + n * 12];
        px[i + n * 12] = cr;
    }
}

fn global_idx_y() -> usize {
    block_idx_y() as usize * block_dim_y() as usize + thread_idx_y() as usize
}

fn global_idx_z() -> usize {
    block_idx_z() as usize * block_dim_z() as usize + thread_idx_z() as usize
}

/// GEMM: `d = alpha a b + beta c` for `n` x `n` row-major matrices; one
/// thread per element of `d` (x: column, y: row), the Region2d's element
/// the thread owns (`d` of width `n`).
pub fn gemm(n: usize, alpha: f64, beta: f64, a: &[f64], b: &[f64], c: &[f64], d: Region2d<'_, f64>) {
    let (j, i) = (global_idx_x(), global_idx_y());
    if i < n && j < n {
        let mut dot = 0.0;
        for k in 0..n {
            dot += a[i * n + k] * b[k * n + j];
        }
        let value = alpha * dot + beta * c[i * n + j];
        if let Some(d) = d.thread_element() {
            *d = value;
        }
    }
}

/// ATAX, first kernel: `tmp[i] = sum_j a[i][j] x[j]` (one thread per row).
pub fn atax_1(n: usize, a: &[f64], x: &[f64], tmp: Region<'_, f64>) {
    let i = global_idx_x();
    if i < n {
        let mut dot = 0.0;
        for j in 0..n {
            dot += a[i * n + j] * x[j];
        }
        if let Some(tmp) = tmp.thread_element() {
            *tmp = dot;
        }
    }
}

/// ATAX, second kernel: `y[j] = sum_i a[i][j] tmp[i]` (one thread per
/// column).
pub fn atax_2(n: usize, a: &[f64], tmp: &[f64], y: Region<'_, f64>) {
    let j = global_idx_x();
    if j < n {
        let mut dot = 0.0;
        for i in 0..n {
            dot += a[i * n + j] * tmp[i];
        }
        if let Some(y) = y.thread_element() {
            *y = dot;
        }
    }
}

/// JACOBI_2D, one half step: `out` at each interior point of an `n` x `n`
/// grid is 0.2 times the sum of `inp` there and at its four neighbours.
/// `out` is the whole output grid, rows of `n`, with a halo of 1: the
/// thread at (x, y) owns interior point (i, j) = (y + 1, x + 1), element
/// i n + j, the kernel's own centre index; the edge points belong to no
/// thread.
pub fn jacobi_2d(inp: &[f64], out: Region2d<'_, f64, 1>) {
    let n = out.width();
    out.fill_with(|[j, i]| {
        0.2 * (inp[i * n + j] + inp[i * n + j - 1] + inp[i * n + j + 1] + inp[(i + 1) * n + j] + inp[(i - 1) * n + j])
    });
}

/// HEAT_3D, one half step: `out` at each interior point of an `n`^3 grid
/// is `inp` there plus 0.125 times its second differences in the three
/// directions (x: k, fastest; y: j; z: i). `out` is the whole output
/// grid, planes of `n` x `n`, with a halo of 1: the thread at (x, y, z)
/// owns interior point (i, j, k) = (z + 1, y + 1, x + 1), element (i n +
/// j) n + k, the kernel's own centre index.
pub fn heat_3d(inp: &[f64], out: Region3d<'_, f64, 1>) {
    let (w, h) = (out.width(), out.height());
    out.fill_with(|[k, j, i]| {
        let at = |i: usize, j: usize, k: usize| inp[(i * h + j) * w + k];
        let c = at(i, j, k);
        0.125 * (at(i + 1, j, k) - 2.0 * c + at(i - 1, j, k))
            + 0.125 * (at(i, j + 1, k) - 2.0 * c + at(i, j - 1, k))
            + 0.125 * (at(i, j, k + 1) - 2.0 * c + at(i, j, k - 1))
            + c
    });
}

/// PRESSURE, first kernel: `bvc[i] = cls (compression[i] + 1)`.
pub fn pressure_1(cls: f64, compression: &[f64], bvc: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(bvc) = bvc.thread_element() {
        *bvc = cls * (compression[i] + 1.0);
    }
}

/// PRESSURE, second kernel: the new pressure from `bvc` and the old
/// energy, cut to 0 below `p_cut` in magnitude or where the volume reaches
/// `eosvmax`, and raised to `pmin`.
pub fn pressure_2(p_cut: f64, pmin: f64, eosvmax: f64, bvc: &[f64], e_old: &[f64], vnewc: &[f64], p_new: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(p_new) = p_new.thread_element() {
        let mut p = bvc[i] * e_old[i];
        if p.abs() < p_cut {
            p = 0.0;
        }
        if vnewc[i] >= eosvmax {
            p = 0.0;
        }
        if p < pmin {
            p = pmin;
        }
        *p_new = p;
    }
}

// The unsafe form, kept to match CUDA's code line for line
// (docs/benchmarks.md compares the two): the kernels above that write
// through a Region, with `&mut [f64]` outputs instead. Each thread writes
// element i (its global index) of each output, or (GEMM, JACOBI_2D,
// HEAT_3D) the point of the grid its (x, y, z) names, and reads no other
// element of it; host.rs launches them with `launch_unchecked`
// (RAJAPerf's "plain" form only).

/// COPY: `c[i] = a[i]`.
pub fn copy_mut(a: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() {
        c[i] = a[i];
    }
}

/// MUL: `b[i] = alpha * c[i]`.
pub fn mul_mut(alpha: f64, c: &[f64], b: &mut [f64]) {
    let i = global_idx_x();
    if i < b.len() && i < c.len() {
        b[i] = alpha * c[i];
    }
}

/// ADD: `c[i] = a[i] + b[i]`.
pub fn add_mut(a: &[f64], b: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() && i < b.len() {
        c[i] = a[i] + b[i];
    }
}

/// TRIAD: `a[i] = b[i] + alpha * c[i]`.
pub fn triad_mut(alpha: f64, b: &[f64], c: &[f64], a: &mut [f64]) {
    let i = global_idx_x();
    if i < a.len() && i < b.len() && i < c.len() {
        a[i] = b[i] + alpha * c[i];
    }
}

/// DAXPY: `y[i] += a * x[i]`.
pub fn daxpy_mut(a: f64, x: &[f64], y: &mut [f64]) {
    let i = global_idx_x();
    if i < y.len() && i < x.len() {
        y[i] += a * x[i];
    }
}

/// INIT3: `out1[i] = out2[i] = out3[i] = -in1[i] - in2[i]`.
pub fn init3_mut(out1: &mut [f64], out2: &mut [f64], out3: &mut [f64], in1: &[f64], in2: &[f64]) {
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
pub fn muladdsub_mut(out1: &mut [f64], out2: &mut [f64], out3: &mut [f64], in1: &[f64], in2: &[f64]) {
    let i = global_idx_x();
    if i < out1.len() && i < out2.len() && i < out3.len() && i < in1.len() && i < in2.len() {
        out1[i] = in1[i] * in2[i];
        out2[i] = in1[i] + in2[i];
        out3[i] = in1[i] - in2[i];
    }
}

/// HYDRO_1D: `x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11])`.
pub fn hydro_1d_mut(q: f64, r: f64, t: f64, y: &[f64], z: &[f64], x: &mut [f64]) {
    let i = global_idx_x();
    if i < x.len() && i < y.len() && i + 11 < z.len() {
        x[i] = q + y[i] * (r * z[i + 10] + t * z[i + 11]);
    }
}

/// FIRST_DIFF: `x[i] = y[i + 1] - y[i]`.
pub fn first_diff_mut(y: &[f64], x: &mut [f64]) {
    let i = global_idx_x();
    if i < x.len() && i + 1 < y.len() {
        x[i] = y[i + 1] - y[i];
    }
}

/// GEMM: `d = alpha a b + beta c` for `n` x `n` row-major matrices; one
/// thread per element of `d` (x: column, y: row), which it alone writes.
pub fn gemm_mut(n: usize, alpha: f64, beta: f64, a: &[f64], b: &[f64], c: &[f64], d: &mut [f64]) {
    let (j, i) = (global_idx_x(), global_idx_y());
    if i < n && j < n && n * n <= a.len() && n * n <= b.len() && n * n <= c.len() && n * n <= d.len() {
        let mut dot = 0.0;
        for k in 0..n {
            dot += a[i * n + k] * b[k * n + j];
        }
        d[i * n + j] = alpha * dot + beta * c[i * n + j];
    }
}

/// ATAX, first kernel: `tmp[i] = sum_j a[i][j] x[j]` (one thread per row).
pub fn atax_1_mut(n: usize, a: &[f64], x: &[f64], tmp: &mut [f64]) {
    let i = global_idx_x();
    if i < n && n * n <= a.len() && n <= x.len() && n <= tmp.len() {
        let mut dot = 0.0;
        for j in 0..n {
            dot += a[i * n + j] * x[j];
        }
        tmp[i] = dot;
    }
}

/// ATAX, second kernel: `y[j] = sum_i a[i][j] tmp[i]` (one thread per
/// column).
pub fn atax_2_mut(n: usize, a: &[f64], tmp: &[f64], y: &mut [f64]) {
    let j = global_idx_x();
    if j < n && n * n <= a.len() && n <= tmp.len() && n <= y.len() {
        let mut dot = 0.0;
        for i in 0..n {
            dot += a[i * n + j] * tmp[i];
        }
        y[j] = dot;
    }
}

/// JACOBI_2D, one half step: `out` at each interior point of an `n` x `n`
/// grid is 0.2 times the sum of `inp` there and at its four neighbours;
/// the thread at (x, y) writes interior point (y + 1, x + 1) alone.
pub fn jacobi_2d_mut(n: usize, inp: &[f64], out: &mut [f64]) {
    let (j, i) = (global_idx_x() + 1, global_idx_y() + 1);
    if i < n - 1 && j < n - 1 && n * n <= inp.len() && n * n <= out.len() {
        out[i * n + j] = 0.2
            * (inp[i * n + j] + inp[i * n + j - 1] + inp[i * n + j + 1] + inp[(i + 1) * n + j]
                + inp[(i - 1) * n + j]);
    }
}

/// HEAT_3D, one half step: `out` at each interior point of an `n`^3 grid
/// is `inp` there plus 0.125 times its second differences in the three
/// directions (x: k, fastest; y: j; z: i); the thread at (x, y, z)
/// writes interior point (z + 1, y + 1, x + 1) alone.
pub fn heat_3d_mut(n: usize, inp: &[f64], out: &mut [f64]) {
    let (k, j, i) = (global_idx_x() + 1, global_idx_y() + 1, global_idx_z() + 1);
    if i < n - 1 && j < n - 1 && k < n - 1 && n * n * n <= inp.len() && n * n * n <= out.len() {
        let at = |i: usize, j: usize, k: usize| inp[(i * n + j) * n + k];
        let c = at(i, j, k);
        out[(i * n + j) * n + k] = 0.125 * (at(i + 1, j, k) - 2.0 * c + at(i - 1, j, k))
            + 0.125 * (at(i, j + 1, k) - 2.0 * c + at(i, j - 1, k))
            + 0.125 * (at(i, j, k + 1) - 2.0 * c + at(i, j, k - 1))
            + c;
    }
}

/// PRESSURE, first kernel: `bvc[i] = cls (compression[i] + 1)`.
pub fn pressure_1_mut(cls: f64, compression: &[f64], bvc: &mut [f64]) {
    let i = global_idx_x();
    if i < bvc.len() && i < compression.len() {
        bvc[i] = cls * (compression[i] + 1.0);
    }
}

/// PRESSURE, second kernel: the new pressure from `bvc` and the old
/// energy, cut to 0 below `p_cut` in magnitude or where the volume reaches
/// `eosvmax`, and raised to `pmin`.
pub fn pressure_2_mut(p_cut: f64, pmin: f64, eosvmax: f64, bvc: &[f64], e_old: &[f64], vnewc: &[f64], p_new: &mut [f64]) {
    let i = global_idx_x();
    if i < p_new.len() && i < bvc.len() && i < e_old.len() && i < vnewc.len() {
        let mut p = bvc[i] * e_old[i];
        if p.abs() < p_cut {
            p = 0.0;
        }
        if vnewc[i] >= eosvmax {
            p = 0.0;
        }
        if p < pmin {
            p = pmin;
        }
        p_new[i] = p;
    }
}

// The same kernels with Rust's bounds checks turned off by hand
// (`get_unchecked`), only to measure what the checks cost (bench/rajaperf
// host.rs, `RAJAPERF_UNCHECKED=1`; docs/benchmarks.md). Their callers
// pass slices of the sizes the checked versions test. (Not to be confused
// with `launch_unchecked`, which launches the `&mut [f64]` kernels; ATAX's
// write through a Region here too, the others take `&mut [f64]` as their
// `_mut` forms do.)

/// DIFF_PREDICT without bounds checks.
pub fn diff_predict_unchecked(n: usize, px: &mut [f64], cx: &[f64]) {
    let i = global_idx_x();
    if i < n && 14 * n <= px.len() && 14 * n <= cx.len() {
        // SAFETY: i < n and both slices hold 14 n elements.
        unsafe {
            let p = |k: usize| i + n * k;
            let mut ar = *cx.get_unchecked(p(4));
            let mut br = ar - *px.get_unchecked(p(4));
            *px.get_unchecked_mut(p(4)) = ar;
            let mut cr = br - *px.get_unchecked(p(5));
            *px.get_unchecked_mut(p(5)) = br;
            ar = cr - *px.get_unchecked(p(6));
            *px.get_unchecked_mut(p(6)) = cr;
            br = ar - *px.get_unchecked(p(7));
            *px.get_unchecked_mut(p(7)) = ar;
            cr = br - *px.get_unchecked(p(8));
            *px.get_unchecked_mut(p(8)) = br;
            ar = cr - *px.get_unchecked(p(9));
            *px.get_unchecked_mut(p(9)) = cr;
            br = ar - *px.get_unchecked(p(10));
            *px.get_unchecked_mut(p(10)) = ar;
            cr = br - *px.get_unchecked(p(11));
            *px.get_unchecked_mut(p(11)) = br;
            *px.get_unchecked_mut(p(13)) = cr - *px.get_unchecked(p(12));
            *px.get_unchecked_mut(p(12)) = cr;
        }
    }
}

/// GEMM without bounds checks.
pub fn gemm_unchecked(n: usize, alpha: f64, beta: f64, a: &[f64], b: &[f64], c: &[f64], d: &mut [f64]) {
    let (j, i) = (global_idx_x(), global_idx_y());
    if i < n && j < n && n * n <= a.len() && n * n <= b.len() && n * n <= c.len() && n * n <= d.len() {
        // SAFETY: i, j, k < n and every matrix holds n * n elements.
        unsafe {
            let mut dot = 0.0;
            for k in 0..n {
                dot += *a.get_unchecked(i * n + k) * *b.get_unchecked(k * n + j);
            }
            *d.get_unchecked_mut(i * n + j) = alpha * dot + beta * *c.get_unchecked(i * n + j);
        }
    }
}

/// ATAX's first kernel without bounds checks on its reads (its output is
/// the Region's element).
pub fn atax_1_unchecked(n: usize, a: &[f64], x: &[f64], tmp: Region<'_, f64>) {
    let i = global_idx_x();
    if i < n && n * n <= a.len() && n <= x.len() && n <= tmp.len() {
        // SAFETY: i, j < n; a holds n * n elements, x n.
        unsafe {
            let mut dot = 0.0;
            for j in 0..n {
                dot += *a.get_unchecked(i * n + j) * *x.get_unchecked(j);
            }
            if let Some(tmp) = tmp.thread_element() {
                *tmp = dot;
            }
        }
    }
}

/// ATAX's second kernel without bounds checks on its reads (its output is
/// the Region's element).
pub fn atax_2_unchecked(n: usize, a: &[f64], tmp: &[f64], y: Region<'_, f64>) {
    let j = global_idx_x();
    if j < n && n * n <= a.len() && n <= tmp.len() && n <= y.len() {
        // SAFETY: i, j < n; a holds n * n elements, tmp n.
        unsafe {
            let mut dot = 0.0;
            for i in 0..n {
                dot += *a.get_unchecked(i * n + j) * *tmp.get_unchecked(i);
            }
            if let Some(y) = y.thread_element() {
                *y = dot;
            }
        }
    }
}

/// JACOBI_2D's half step without bounds checks.
pub fn jacobi_2d_unchecked(n: usize, inp: &[f64], out: &mut [f64]) {
    let (j, i) = (global_idx_x() + 1, global_idx_y() + 1);
    if i < n - 1 && j < n - 1 && n * n <= inp.len() && n * n <= out.len() {
        // SAFETY: 1 <= i, j < n - 1 and both grids hold n * n elements.
        unsafe {
            let at = |i: usize, j: usize| *inp.get_unchecked(i * n + j);
            *out.get_unchecked_mut(i * n + j) =
                0.2 * (at(i, j) + at(i, j - 1) + at(i, j + 1) + at(i + 1, j) + at(i - 1, j));
        }
    }
}

/// HEAT_3D's half step without bounds checks.
pub fn heat_3d_unchecked(n: usize, inp: &[f64], out: &mut [f64]) {
    let (k, j, i) = (global_idx_x() + 1, global_idx_y() + 1, global_idx_z() + 1);
    if i < n - 1 && j < n - 1 && k < n - 1 && n * n * n <= inp.len() && n * n * n <= out.len() {
        // SAFETY: 1 <= i, j, k < n - 1 and both grids hold n^3 elements.
        unsafe {
            let at = |i: usize, j: usize, k: usize| *inp.get_unchecked((i * n + j) * n + k);
            let c = at(i, j, k);
            *out.get_unchecked_mut((i * n + j) * n + k) = 0.125 * (at(i + 1, j, k) - 2.0 * c + at(i - 1, j, k))
                + 0.125 * (at(i, j + 1, k) - 2.0 * c + at(i, j - 1, k))
                + 0.125 * (at(i, j, k + 1) - 2.0 * c + at(i, j, k - 1))
                + c;
        }
    }
}

// The same kernels written so that the compiler can prove their indices in
// range (RAJAPERF_FORM=sliced, host.rs): each row, column walk or plane is
// a slice checked once (`chunks_exact`, sub-slices), and the loops index
// those with indices below their lengths. Safe Rust, no `unsafe` in the
// kernels (ATAX's write through a Region; DIFF_PREDICT, GEMM, JACOBI_2D and
// HEAT_3D take `&mut [f64]` and are launched with `launch_unchecked`, as
// DIFF_PREDICT's plain form and the others' `_mut` forms are).

/// DIFF_PREDICT over the planes of `px` as slices of `n`.
pub fn diff_predict_sliced(n: usize, px: &mut [f64], cx: &[f64]) {
    let i = global_idx_x();
    if i >= n {
        return;
    }
    let Some(c4) = cx.chunks_exact(n).nth(4) else { return };
    let mut planes = px.chunks_exact_mut(n).skip(4);
    let (Some(p4), Some(p5), Some(p6), Some(p7), Some(p8), Some(p9), Some(p10), Some(p11), Some(p12), Some(p13)) = (
        planes.next(), planes.next(), planes.next(), planes.next(), planes.next(),
        planes.next(), planes.next(), planes.next(), planes.next(), planes.next(),
    ) else {
        return;
    };
    let mut ar = c4[i];
    let mut br = ar - p4[i];
    p4[i] = ar;
    let mut cr = br - p5[i];
    p5[i] = br;
    ar = cr - p6[i];
    p6[i] = cr;
    br = ar - p7[i];
    p7[i] = ar;
    cr = br - p8[i];
    p8[i] = br;
    ar = cr - p9[i];
    p9[i] = cr;
    br = ar - p10[i];
    p10[i] = ar;
    cr = br - p11[i];
    p11[i] = br;
    p13[i] = cr - p12[i];
    p12[i] = cr;
}

/// GEMM: rows i of `a`, `c` and `d` as sub-slices of `n`; column j of `b`
/// read at `j + k n`, with `b` cut to the n x n square first.
pub fn gemm_sliced(n: usize, alpha: f64, beta: f64, a: &[f64], b: &[f64], c: &[f64], d: &mut [f64]) {
    let (j, i) = (global_idx_x(), global_idx_y());
    if i >= n || j >= n {
        return;
    }
    let (Some(arow), Some(crow), Some(drow), Some(bcol)) =
        (row(a, n, i), row(c, n, i), row_mut(d, n, i), b.get(j..n * n))
    else {
        return;
    };
    let mut dot = 0.0;
    for (x, y) in arow.iter().zip(bcol.iter().step_by(n)) {
        dot += x * y;
    }
    drow[j] = alpha * dot + beta * crow[j];
}

/// ATAX's first kernel: row i of `a` against `x`, into the Region's
/// element i.
pub fn atax_1_sliced(n: usize, a: &[f64], x: &[f64], tmp: Region<'_, f64>) {
    let i = global_idx_x();
    if i >= n {
        return;
    }
    let (Some(arow), Some(tmp)) = (row(a, n, i), tmp.thread_element()) else { return };
    let mut dot = 0.0;
    for (a, x) in arow.iter().zip(x) {
        dot += a * x;
    }
    *tmp = dot;
}

/// ATAX's second kernel: column j of `a` (every n-th element from j)
/// against `tmp`, into the Region's element j.
pub fn atax_2_sliced(n: usize, a: &[f64], tmp: &[f64], y: Region<'_, f64>) {
    let j = global_idx_x();
    if j >= n {
        return;
    }
    let (Some(acol), Some(y)) = (a.get(j..n * n), y.thread_element()) else { return };
    let mut dot = 0.0;
    for (a, t) in acol.iter().step_by(n).zip(tmp) {
        dot += a * t;
    }
    *y = dot;
}

/// JACOBI_2D's half step on the three rows around row i.
pub fn jacobi_2d_sliced(n: usize, inp: &[f64], out: &mut [f64]) {
    let (j, i) = (global_idx_x() + 1, global_idx_y() + 1);
    // Not `j >= n - 1`: with n = 0 that would wrap and prove nothing.
    if i + 1 >= n || j + 1 >= n {
        return;
    }
    let (Some(up), Some(mid), Some(down), Some(o)) =
        (row(inp, n, i - 1), row(inp, n, i), row(inp, n, i + 1), row_mut(out, n, i))
    else {
        return;
    };
    o[j] = 0.2 * (mid[j] + mid[j - 1] + mid[j + 1] + down[j] + up[j]);
}

/// HEAT_3D's half step on the five rows around point (i, j, k): rows j - 1,
/// j and j + 1 of plane i and rows j of planes i - 1 and i + 1.
pub fn heat_3d_sliced(n: usize, inp: &[f64], out: &mut [f64]) {
    let (k, j, i) = (global_idx_x() + 1, global_idx_y() + 1, global_idx_z() + 1);
    if i + 1 >= n || j + 1 >= n || k + 1 >= n {
        return;
    }
    let r = i * n + j;
    let (Some(c), Some(jm), Some(jp), Some(im), Some(ip), Some(o)) = (
        row(inp, n, r), row(inp, n, r - 1), row(inp, n, r + 1), row(inp, n, r - n), row(inp, n, r + n),
        row_mut(out, n, r),
    ) else {
        return;
    };
    let v = c[k];
    o[k] = 0.125 * (ip[k] - 2.0 * v + im[k])
        + 0.125 * (jp[k] - 2.0 * v + jm[k])
        + 0.125 * (c[k + 1] - 2.0 * v + c[k - 1])
        + v;
}

/// Row r of a matrix of rows of `n` held in `m`: `m[r n .. (r + 1) n]`,
/// or None when `m` is too short.
fn row(m: &[f64], n: usize, r: usize) -> Option<&[f64]> {
    m.get(r * n..)?.get(..n)
}

/// `row`, mutable.
fn row_mut(m: &mut [f64], n: usize, r: usize) -> Option<&mut [f64]> {
    m.get_mut(r * n..)?.get_mut(..n)
}
