//! Runs the kernels of kernels.rs, whose bounds checks the device pass may
//! test once per loop or per chain of reads, in range and out of range.
//! In range every output must equal the host's computation exactly
//! (integers, or the same f64 operations in the same order). Out of range
//! the launch must fail with `LaunchErrorKind::Panicked` (the lit test
//! checks which thread and where: the same as with a check at every
//! access), and what the other threads wrote, and what the panicking
//! thread wrote before it panicked, must have come back. Each case prints
//! `case NAME`, the error (`error: ...`), then `PASS NAME` or
//! `FAIL NAME: ...` on stderr.
use bounds_kernels as k;
use offload::{launch, launch_unchecked, LaunchConfig, LaunchErrorKind, Region2d};

include!("../check.rs");

/// What no kernel writes: outputs start as it, and keep it where nothing
/// was written.
const NONE: f64 = -999.5;

const PANICKED: Option<LaunchErrorKind> = Some(LaunchErrorKind::Panicked);

/// `c = a b` (n x n), the column `skip` left as NONE (`usize::MAX`: none).
fn gemm_want(n: usize, a: &[f64], b: &[f64], skip: usize) -> Vec<f64> {
    let mut c = vec![NONE; n * n];
    for i in 0..n {
        for j in (0..n).filter(|&j| j != skip) {
            c[i * n + j] = (0..n).map(|k| a[i * n + k] * b[k * n + j]).sum();
        }
    }
    c
}

/// kernels.rs's `reverse_rows` on the host; `skip` (a thread) left as 0.
fn reverse_want(n: usize, rows: usize, off: usize, a: &[u64], skip: usize) -> Vec<u64> {
    (0..rows)
        .map(|i| {
            let base = (rows - 1 - i) * n;
            if i == skip {
                return 0;
            }
            (0..n).rev().fold(0u64, |s, k| s.wrapping_mul(31).wrapping_add(a[base + k - off]))
        })
        .collect()
}

/// JACOBI_2D over the interior of an n x n grid, in kernels.rs's order of
/// operations; the halo, and the rows from `skip_row` on, left as NONE.
fn jacobi_want(n: usize, inp: &[f64], skip_row: usize) -> Vec<f64> {
    let mut out = vec![NONE; n * n];
    for i in 1..(n - 1).min(skip_row) {
        for j in 1..n - 1 {
            out[i * n + j] = 0.2
                * (inp[i * n + j] + inp[i * n + j - 1] + inp[i * n + j + 1] + inp[(i + 1) * n + j]
                    + inp[(i - 1) * n + j]);
        }
    }
    out
}

/// `loop_with_store`'s marks and outputs when thread `t0` stops at
/// iteration `k0` (marks written for k <= k0, outputs for k < k0).
fn store_want(rows: usize, m: usize, a: &[u32], t0: usize, k0: usize) -> (Vec<u32>, Vec<u32>) {
    let (mut marks, mut out) = (vec![0u32; rows * m], vec![0u32; rows * m]);
    for t in 0..rows {
        for k in 0..m {
            if t != t0 || k <= k0 {
                marks[t * m + k] = k as u32 + 1;
            }
            if t != t0 || k < k0 {
                out[t * m + k] = 3 * a[t * m + k] + 1;
            }
        }
    }
    (marks, out)
}

/// CSR SpMV on the host; row `skip` left as NONE.
fn spmv_want(rowptr: &[usize], cols: &[usize], vals: &[f64], x: &[f64], skip: usize) -> Vec<f64> {
    (0..rowptr.len() - 1)
        .map(|i| if i == skip { NONE } else { (rowptr[i]..rowptr[i + 1]).map(|p| vals[p] * x[cols[p]]).sum() })
        .collect()
}

/// `planes` on the host over `px` (planes of `n`): each thread stops at
/// the first plane that does not fit in `px`.
fn planes_want(n: usize, mut px: Vec<f64>) -> Vec<f64> {
    for i in 0..n {
        for p in 1..5 {
            if i + p * n >= px.len() {
                break;
            }
            px[i + p * n] += px[i + (p - 1) * n];
        }
    }
    px
}

fn main() {
    let mut bad = 0;

    // An n x n product, one thread per (column, row), 2 x 2 blocks of 8 x 8.
    let n = 12;
    let a: Vec<f64> = (0..n * n).map(|i| ((i * 7) % 11) as f64 - 5.0).collect();
    let b: Vec<f64> = (0..n * n).map(|i| ((i * 5) % 13) as f64 - 6.0).collect();
    let cfg = LaunchConfig::covering([n, n, 1], [8, 8, 1]);

    eprintln!("case gemm_like");
    let mut c = vec![NONE; n * n];
    let r = kind(launch(k::gemm, &cfg, (n, &a, &b, Region2d::new(&mut c, n))));
    check("gemm_like kind", r, None, &mut bad);
    check("gemm_like", c, gemm_want(n, &a, &b, usize::MAX), &mut bad);

    // b[k n + n - 1] is past the end at k = n - 1: the threads of column
    // n - 1 panic there; the first of them the CPU device runs is (11, 0).
    eprintln!("case gemm_short_b");
    let mut c = vec![NONE; n * n];
    let r = kind(launch(k::gemm, &cfg, (n, &a, &b[..n * n - 1], Region2d::new(&mut c, n))));
    check("gemm_short_b kind", r, PANICKED, &mut bad);
    check("gemm_short_b", c, gemm_want(n, &a, &b, n - 1), &mut bad);

    // 40 rows of 6; blocks of 16 threads.
    let (rows, w) = (40, 6);
    let a: Vec<f64> = (0..rows * w).map(|i| ((i * 3) % 10) as f64).collect();
    let sums = |m: usize| -> Vec<f64> {
        (0..rows).map(|i| if i * w + m > a.len() { NONE } else { a[i * w..i * w + m].iter().sum() }).collect()
    };

    eprintln!("case row_sum");
    let mut out = vec![NONE; rows];
    let r = kind(launch(k::row_sum, &LaunchConfig::linear(rows, 16), (w, w, &a, &mut out)));
    check("row_sum kind", r, None, &mut bad);
    check("row_sum", out, sums(w), &mut bad);

    // m = w + 1: each row reads the next row's first element; the last row
    // (thread 39) reads a[240] at k = 6 and panics.
    eprintln!("case row_sum_over");
    let mut out = vec![NONE; rows];
    let r = kind(launch(k::row_sum, &LaunchConfig::linear(rows, 16), (w, w + 1, &a, &mut out)));
    check("row_sum_over kind", r, PANICKED, &mut bad);
    check("row_sum_over", out, sums(w + 1), &mut bad);

    // Indices k 2^63 + j, wrapping: with m = 3, j, j + 2^63, j.
    let len = 20;
    let a: Vec<u64> = (0..len as u64).map(|j| j * j + 1).collect();
    let stride = 1usize << 63;

    eprintln!("case wrapping_stride");
    let mut out = vec![0u64; len];
    let r = kind(launch(k::strided_sum, &LaunchConfig::linear(len, 8), (stride, 3, &a, &mut out)));
    check("wrapping_stride kind", r, PANICKED, &mut bad);
    // Every thread panicked at k = 1: nothing was written.
    check("wrapping_stride", out, vec![0u64; len], &mut bad);

    eprintln!("case wrapping_stride_one");
    let mut out = vec![0u64; len];
    let r = kind(launch(k::strided_sum, &LaunchConfig::linear(len, 8), (stride, 1, &a, &mut out)));
    check("wrapping_stride_one kind", r, None, &mut bad);
    check("wrapping_stride_one", out, a.clone(), &mut bad);

    // 30 rows of 5, each hashed from its end; thread i takes row 29 - i.
    let (rows, w) = (30, 5);
    let a: Vec<u64> = (0..(rows * w) as u64).map(|i| i * i % 97 + 1).collect();

    eprintln!("case reverse_loop");
    let mut out = vec![0u64; rows];
    let r = kind(launch(k::reverse_rows, &LaunchConfig::linear(rows, 8), (w, rows, 0, &a, &mut out)));
    check("reverse_loop kind", r, None, &mut bad);
    check("reverse_loop", out, reverse_want(w, rows, 0, &a, usize::MAX), &mut bad);

    // Shifted by one: the last thread (row 0) reads a[-1] at k = 0, its
    // last iteration, and panics.
    eprintln!("case reverse_loop_under");
    let mut out = vec![0u64; rows];
    let r = kind(launch(k::reverse_rows, &LaunchConfig::linear(rows, 8), (w, rows, 1, &a, &mut out)));
    check("reverse_loop_under kind", r, PANICKED, &mut bad);
    check("reverse_loop_under", out, reverse_want(w, rows, 1, &a, rows - 1), &mut bad);

    // A 10 x 10 grid: the 8 x 8 interior in 2 x 2 blocks of 4 x 4.
    let n = 10;
    let inp: Vec<f64> = (0..n * n).map(|i| ((i * 3) % 17) as f64).collect();
    let short = &inp[..(n - 1) * n];
    let cfg = LaunchConfig::covering([n - 2, n - 2, 1], [4, 4, 1]);

    eprintln!("case stencil");
    let mut out = vec![NONE; n * n];
    let r = kind(launch(k::jacobi, &cfg, (&inp, Region2d::new(&mut out, n).with_halo::<1>())));
    check("stencil kind", r, None, &mut bad);
    check("stencil", out, jacobi_want(n, &inp, n), &mut bad);

    // inp one row short: the last interior row (i = 8, threads y = 7)
    // panics on the read of row 9.
    eprintln!("case stencil_short");
    let mut out = vec![NONE; n * n];
    let r = kind(launch(k::jacobi, &cfg, (short, Region2d::new(&mut out, n).with_halo::<1>())));
    check("stencil_short kind", r, PANICKED, &mut bad);
    check("stencil_short", out, jacobi_want(n, &inp, n - 2), &mut bad);

    // SAFETY (the `&mut` stencils): the thread at (x, y) writes the point
    // (x + 1, y + 1) of `out` alone and reads only `inp`, another vector.
    eprintln!("case stencil_mut");
    let mut out = vec![NONE; n * n];
    let r = kind(unsafe { launch_unchecked(k::jacobi_mut, &cfg, (n, &inp, &mut out)) });
    check("stencil_mut kind", r, None, &mut bad);
    check("stencil_mut", out, jacobi_want(n, &inp, n), &mut bad);

    eprintln!("case stencil_mut_short");
    let mut out = vec![NONE; n * n];
    let r = kind(unsafe { launch_unchecked(k::jacobi_mut, &cfg, (n, short, &mut out)) });
    check("stencil_mut_short kind", r, PANICKED, &mut bad);
    check("stencil_mut_short", out, jacobi_want(n, &inp, n - 2), &mut bad);

    // 40 threads of 8 elements each, blocks of 8.
    let (rows, m) = (40, 8);
    let a: Vec<u32> = (0..(rows * m) as u32).map(|i| i % 50).collect();

    // SAFETY (both launches): thread t writes elements t m .. t m + m of
    // `marks` and `out` alone, and reads only `a`.
    eprintln!("case loop_with_store");
    let (mut marks, mut out) = (vec![0u32; rows * m], vec![0u32; rows * m]);
    let r = kind(unsafe { launch_unchecked(k::loop_with_store, &LaunchConfig::linear(rows, 8), (rows, m, &a, &mut marks, &mut out)) });
    check("loop_with_store kind", r, None, &mut bad);
    check("loop_with_store", (marks, out), store_want(rows, m, &a, usize::MAX, 0), &mut bad);

    // a three short: thread 39 panics at k0 = 5 on the read of a[317],
    // after marking iteration 5 and before writing its output.
    eprintln!("case loop_with_store_short");
    let (mut marks, mut out) = (vec![0u32; rows * m], vec![0u32; rows * m]);
    let r = kind(unsafe {
        launch_unchecked(k::loop_with_store, &LaunchConfig::linear(rows, 8), (rows, m, &a[..rows * m - 3], &mut marks, &mut out))
    });
    check("loop_with_store_short kind", r, PANICKED, &mut bad);
    check("loop_with_store_short", (marks, out), store_want(rows, m, &a, rows - 1, m - 3), &mut bad);

    // 24 rows of 1 to 4 nonzeros over 10 columns; blocks of 8.
    let (rows, ncols) = (24, 10);
    let mut rowptr = vec![0usize];
    let mut cols = Vec::new();
    for i in 0..rows {
        for _ in 0..i % 4 + 1 {
            cols.push((cols.len() * 3 + i) % ncols);
        }
        rowptr.push(cols.len());
    }
    let vals: Vec<f64> = (0..cols.len()).map(|p| (p % 9) as f64 - 4.0).collect();
    let x: Vec<f64> = (0..ncols).map(|c| (c * c) as f64 - 7.0).collect();
    let cfg = LaunchConfig::linear(rows, 8);

    eprintln!("case spmv");
    let mut out = vec![NONE; rows];
    let r = kind(launch(k::spmv, &cfg, (&rowptr, &cols, &vals, &x, &mut out)));
    check("spmv kind", r, None, &mut bad);
    check("spmv", out, spmv_want(&rowptr, &cols, &vals, &x, usize::MAX), &mut bad);

    // Row 13's second column index is 10, past x: thread 13 panics there.
    eprintln!("case spmv_bad_col");
    let mut bad_cols = cols.clone();
    bad_cols[rowptr[13] + 1] = ncols;
    let mut out = vec![NONE; rows];
    let r = kind(launch(k::spmv, &cfg, (&rowptr, &bad_cols, &vals, &x, &mut out)));
    check("spmv_bad_col kind", r, PANICKED, &mut bad);
    check("spmv_bad_col", out, spmv_want(&rowptr, &cols, &vals, &x, 13), &mut bad);

    // The last row ends one past vals (and cols): thread 23 panics on the
    // read of vals.
    eprintln!("case spmv_long_row");
    let mut long_rowptr = rowptr.clone();
    long_rowptr[rows] += 1;
    let mut out = vec![NONE; rows];
    let r = kind(launch(k::spmv, &cfg, (&long_rowptr, &cols, &vals, &x, &mut out)));
    check("spmv_long_row kind", r, PANICKED, &mut bad);
    check("spmv_long_row", out, spmv_want(&rowptr, &cols, &vals, &x, rows - 1), &mut bad);

    // Planes 0 to 4 of 20, read and written in turn, blocks of 8.
    let n = 20;
    let px: Vec<f64> = (0..5 * n).map(|e| (e % 7) as f64 - 3.0).collect();
    let cfg = LaunchConfig::linear(n, 8);

    eprintln!("case planes");
    let mut got = px.clone();
    let r = kind(unsafe { launch_unchecked(k::planes, &cfg, (n, &mut got[..])) });
    check("planes kind", r, None, &mut bad);
    check("planes", got, planes_want(n, px.clone()), &mut bad);

    // px ends two elements into plane 3: threads 0 and 1 panic on the read
    // of plane 4, the others on that of plane 3, each after writing the
    // planes before; the CPU device reports thread 0.
    eprintln!("case planes_short");
    let mut got = px[..3 * n + 2].to_vec();
    let r = kind(unsafe { launch_unchecked(k::planes, &cfg, (n, &mut got[..])) });
    check("planes_short kind", r, PANICKED, &mut bad);
    check("planes_short", got, planes_want(n, px[..3 * n + 2].to_vec()), &mut bad);

    std::process::exit(if bad == 0 { 0 } else { 1 });
}
