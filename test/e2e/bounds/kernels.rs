//! Kernels whose slice indexing the device pass may check once instead of
//! at every access: loops whose indices are affine in the induction
//! variable (a row times a column, a reversed loop, a stride that wraps),
//! straight-line stencil reads, a loop that stores as it goes, and loops
//! whose indices or bounds come from memory. Plain safe indexing, no
//! `get_unchecked`, no length hints: every check is the compiler's. Each is
//! run in range (exact results) and out of range, where a thread must
//! panic at the same iteration, in the same thread, at the same line as
//! with a check at every access.
#![no_std]
use offload::{global_idx_x, global_idx_y, Region, Region2d};

/// GEMM without scaling: the thread at (x, y) = (j, i) writes
/// `c[i n + j] = sum over k of a[i n + k] b[k n + j]`. With `b` one
/// element short (n n - 1), the threads of column j = n - 1 panic at
/// k = n - 1 on the read of `b`.
pub fn gemm(n: usize, a: &[f64], b: &[f64], c: Region2d<'_, f64>) {
    let (j, i) = (global_idx_x(), global_idx_y());
    if i < n && j < n {
        let mut dot = 0.0;
        for k in 0..n {
            dot += a[i * n + k] * b[k * n + j];
        }
        if let Some(o) = c.thread_element() {
            *o = dot;
        }
    }
}

/// Row sums over `m` columns of rows `n` wide: thread i writes
/// `out[i] = sum over k < m of a[i n + k]`. With m > n each row reads into
/// the next; the last row reads past the end of `a` (rows n elements) at
/// k = n and panics there.
pub fn row_sum(n: usize, m: usize, a: &[f64], out: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        let mut s = 0.0;
        for k in 0..m {
            s += a[i * n + k];
        }
        *o = s;
    }
}

/// `out[j] = sum over k < m of a[k stride + j]`, in wrapping `usize`
/// arithmetic. With stride = 2^63 and m = 3 the indices are j, j + 2^63,
/// j: every thread panics at k = 1 (the largest index of the loop, taken
/// modulo 2^64, is j, in range). With m = 1 only a[j] is read.
pub fn strided_sum(stride: usize, m: usize, a: &[u64], out: Region<'_, u64>) {
    let j = global_idx_x();
    if let Some(o) = out.thread_element() {
        let mut s = 0u64;
        for k in 0..m {
            s += a[k.wrapping_mul(stride).wrapping_add(j)];
        }
        *o = s;
    }
}

/// Thread i hashes row r = rows - 1 - i of `a` (rows `n` wide) from its
/// last element down, shifted left by `off`:
/// `out[i] = fold over k = n - 1 down to 0 of s 31 + a[r n + k - off]`.
/// With off = 1 the last thread (row 0) reads a[-1] at its last
/// iteration, k = 0: the index wraps and it panics there.
pub fn reverse_rows(n: usize, rows: usize, off: usize, a: &[u64], out: Region<'_, u64>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        let base = (rows - 1 - i) * n;
        let mut s = 0u64;
        for k in (0..n).rev() {
            s = s.wrapping_mul(31).wrapping_add(a[(base + k).wrapping_sub(off)]);
        }
        *o = s;
    }
}

/// JACOBI_2D as RAJAPerf writes it: each interior point (j, i) of an
/// n x n grid gets 0.2 times the sum of `inp` there and at its four
/// neighbours; the thread at (x, y) owns (x + 1, y + 1). With `inp` one
/// row short, the last interior row (i = n - 2) panics on the read of
/// row i + 1.
pub fn jacobi(inp: &[f64], out: Region2d<'_, f64, 1>) {
    let n = out.width();
    out.fill_with(|[j, i]| {
        0.2 * (inp[i * n + j] + inp[i * n + j - 1] + inp[i * n + j + 1] + inp[(i + 1) * n + j] + inp[(i - 1) * n + j])
    });
}

/// `jacobi` through `&mut [f64]` (launched with `launch_unchecked`: the
/// thread at (x, y) writes the point (x + 1, y + 1) alone), guarded only by
/// the interior's bounds; it panics where `jacobi` does.
pub fn jacobi_mut(n: usize, inp: &[f64], out: &mut [f64]) {
    let (j, i) = (global_idx_x() + 1, global_idx_y() + 1);
    if i + 1 < n && j + 1 < n {
        out[i * n + j] =
            0.2 * (inp[i * n + j] + inp[i * n + j - 1] + inp[i * n + j + 1] + inp[(i + 1) * n + j] + inp[(i - 1) * n + j]);
    }
}

/// Thread t < rows walks its m elements, each iteration marking
/// `marks[t m + k] = k + 1`, then writing `out[t m + k] = 3 a[t m + k] + 1`
/// (launched with `launch_unchecked`: threads write disjoint elements).
/// With `a` three elements short the last thread panics at k0 = m - 3, on
/// the read of `a`: its marks are written for k <= k0, its outputs for
/// k < k0, and nothing after.
pub fn loop_with_store(rows: usize, m: usize, a: &[u32], marks: &mut [u32], out: &mut [u32]) {
    let t = global_idx_x();
    if t < rows {
        for k in 0..m {
            marks[t * m + k] = k as u32 + 1;
            out[t * m + k] = 3 * a[t * m + k] + 1;
        }
    }
}

/// CSR sparse matrix times vector, one thread per row: the loop's bounds
/// are loaded from `rowptr`, the index into `x` from `cols`:
/// `out[i] = sum over p in rowptr[i]..rowptr[i + 1] of vals[p] x[cols[p]]`.
/// A column index past `x` panics on the read of `x`; a last row that
/// ends past `vals` panics on the read of `vals`.
pub fn spmv(rowptr: &[usize], cols: &[usize], vals: &[f64], x: &[f64], out: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        let mut s = 0.0;
        for p in rowptr[i]..rowptr[i + 1] {
            s += vals[p] * x[cols[p]];
        }
        *o = s;
    }
}

/// DIFF_PREDICT's shape, straight-line: thread i < n carries a running
/// sum through planes 1 to 4 of `px` (planes of `n`), reading each plane's
/// element and writing it back before the next: `px[i + p n] +=
/// px[i + (p - 1) n]` (plane 0 read only). Launched with
/// `launch_unchecked`: threads write disjoint elements. With `px` short,
/// a thread panics at the read of the first plane past the end, having
/// written the planes before it, and no other.
pub fn planes(n: usize, px: &mut [f64]) {
    let i = global_idx_x();
    if i < n {
        let a = px[i];
        let b = px[i + n] + a;
        px[i + n] = b;
        let c = px[i + 2 * n] + b;
        px[i + 2 * n] = c;
        let d = px[i + 3 * n] + c;
        px[i + 3 * n] = d;
        let e = px[i + 4 * n] + d;
        px[i + 4 * n] = e;
    }
}
