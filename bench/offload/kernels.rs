//! The benchmark kernels: Stream (COPY, MUL, ADD, TRIAD) as in
//! bench/baselines/cuda_stream.cu, the chain step of omp_chain.c, and an
//! empty kernel with one scalar argument (launch overhead).
//!
//! Each Stream kernel comes in two forms: the safe one (`copy`, ...),
//! whose output is a `Region` (thread i owns element i), and
//! `<name>_mut`, the unsafe form, kept to match CUDA's code line for line
//! (docs/benchmarks.md compares the two): it takes `&mut [f64]` and the
//! host launches it with `launch_unchecked`. host.rs runs both, so that
//! one ncu run times both.
#![no_std]
use offload::{global_idx_x, Region};

pub fn copy(a: &[f64], c: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(c) = c.thread_element() {
        *c = a[i];
    }
}

pub fn mul(scalar: f64, c: &[f64], b: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(b) = b.thread_element() {
        *b = scalar * c[i];
    }
}

pub fn add(a: &[f64], b: &[f64], c: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(c) = c.thread_element() {
        *c = a[i] + b[i];
    }
}

pub fn triad(scalar: f64, b: &[f64], c: &[f64], a: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(a) = a.thread_element() {
        *a = b[i] + scalar * c[i];
    }
}

/// One launch of the chain: a[i] = a[i] + b[i] + alpha * c[i].
pub fn chain_step(alpha: f64, a: Region<'_, f64>, b: &[f64], c: &[f64]) {
    let i = global_idx_x();
    if let Some(a) = a.thread_element() {
        *a = *a + b[i] + alpha * c[i];
    }
}

/// One step of the heat equation on an m x m grid: the interior point i of
/// `out` from its four neighbours in `inp`; the border is left as it is.
pub fn heat(m: usize, inp: &[f64], out: Region<'_, f64>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        let (r, c) = (i / m, i % m);
        if r > 0 && r + 1 < m && c > 0 && c + 1 < m {
            *o = inp[i] + 0.1 * (inp[i - 1] + inp[i + 1] + inp[i - m] + inp[i + m] - 4.0 * inp[i]);
        }
    }
}

// The unsafe form, kept to match CUDA's code line for line
// (docs/benchmarks.md compares the two): `&mut [f64]`, thread i writes
// element i and reads no other element of it. Launched with
// `launch_unchecked` (host.rs).

/// COPY, `&mut [f64]` form.
pub fn copy_mut(a: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() {
        c[i] = a[i];
    }
}

/// MUL, `&mut [f64]` form.
pub fn mul_mut(scalar: f64, c: &[f64], b: &mut [f64]) {
    let i = global_idx_x();
    if i < b.len() && i < c.len() {
        b[i] = scalar * c[i];
    }
}

/// ADD, `&mut [f64]` form.
pub fn add_mut(a: &[f64], b: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() && i < b.len() {
        c[i] = a[i] + b[i];
    }
}

/// TRIAD, `&mut [f64]` form.
pub fn triad_mut(scalar: f64, b: &[f64], c: &[f64], a: &mut [f64]) {
    let i = global_idx_x();
    if i < a.len() && i < b.len() && i < c.len() {
        a[i] = b[i] + scalar * c[i];
    }
}

/// Nothing: what a launch costs.
pub fn empty(x: u32) {
    let _ = x;
}

/// x[i] = x[i] * 1.0001 + 0.5, `iters` times: work whose time the queue
/// benchmark chooses, next to the copies of its pipeline.
pub fn work(iters: u32, x: Region<'_, f32>) {
    if let Some(x) = x.thread_element() {
        let mut v = *x;
        for _ in 0..iters {
            v = v * 1.0001 + 0.5;
        }
        *x = v;
    }
}

/// Nothing, with eight arguments: what each argument adds to a launch.
#[allow(clippy::too_many_arguments)]
pub fn empty8(a: u64, b: u64, c: u64, d: u64, e: u64, f: u64, g: u64, h: u64) {
    let _ = (a, b, c, d, e, f, g, h);
}

/// Stream's DOT as cuda_stream's k_dot writes it: a grid-stride loop, a
/// tree reduction of the block's sums in shared memory (a barrier per
/// level; each thread writes its own slot), one atomic add per block.
pub fn dot(a: &[f64], b: &[f64], sum: &offload::AtomicF64) {
    let sm = offload::shared_array!(f64; 256);
    let t = offload::thread_idx_x() as usize;
    let stride = offload::block_dim_x() as usize * offload::grid_dim_x() as usize;
    let n = a.len().min(b.len());
    let mut acc = 0.0;
    let mut i = offload::global_idx_x();
    while i < n {
        acc += a[i] * b[i];
        i += stride;
    }
    sm.set_thread_slot(acc);
    offload::sync_threads();
    let mut off = 128;
    while off > 0 {
        if t < off {
            sm.set_thread_slot(sm.get(t) + sm.get(t + off));
        }
        offload::sync_threads();
        off >>= 1;
    }
    if t == 0 {
        sum.fetch_add(sm.get(0));
    }
}
