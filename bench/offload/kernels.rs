//! The benchmark kernels: Stream (COPY, MUL, ADD, TRIAD) as in
//! bench/baselines/cuda_stream.cu, the chain step of omp_chain.c, and an
//! empty kernel with one scalar argument (launch overhead).
#![no_std]
use offload::global_idx_x;

pub fn copy(a: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() {
        c[i] = a[i];
    }
}

pub fn mul(scalar: f64, c: &[f64], b: &mut [f64]) {
    let i = global_idx_x();
    if i < b.len() && i < c.len() {
        b[i] = scalar * c[i];
    }
}

pub fn add(a: &[f64], b: &[f64], c: &mut [f64]) {
    let i = global_idx_x();
    if i < c.len() && i < a.len() && i < b.len() {
        c[i] = a[i] + b[i];
    }
}

pub fn triad(scalar: f64, b: &[f64], c: &[f64], a: &mut [f64]) {
    let i = global_idx_x();
    if i < a.len() && i < b.len() && i < c.len() {
        a[i] = b[i] + scalar * c[i];
    }
}

/// One launch of the chain: a[i] = a[i] + b[i] + alpha * c[i].
pub fn chain_step(alpha: f64, a: &mut [f64], b: &[f64], c: &[f64]) {
    let i = global_idx_x();
    if i < a.len() && i < b.len() && i < c.len() {
        a[i] = a[i] + b[i] + alpha * c[i];
    }
}

/// Nothing: what a launch costs.
pub fn empty(x: u32) {
    let _ = x;
}

/// Nothing, with eight arguments: what each argument adds to a launch.
#[allow(clippy::too_many_arguments)]
pub fn empty8(a: u64, b: u64, c: u64, d: u64, e: u64, f: u64, g: u64, h: u64) {
    let _ = (a, b, c, d, e, f, g, h);
}

/// Stream's DOT as cuda_stream's k_dot writes it: a grid-stride loop, a
/// tree reduction of the block's sums in shared memory (a barrier per
/// level), one atomic add per block.
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
    sm.set(t, acc);
    offload::sync_threads();
    let mut off = 128;
    while off > 0 {
        if t < off {
            sm.set(t, sm.get(t) + sm.get(t + off));
        }
        offload::sync_threads();
        off >>= 1;
    }
    if t == 0 {
        sum.fetch_add(sm.get(0));
    }
}
