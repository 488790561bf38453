//! The kernels of the example. This crate is compiled twice: for the host
//! (so that `host.rs` can name the kernels) and, with `--cfg offload_device`,
//! for each device target.
#![no_std]

use offload::{global_idx_x, Region};

/// `y[i] = a * x[i] + y[i]` for every `i < y.len()`, one element per thread:
/// through the Region each thread reaches only its own `y[i]`.
pub fn saxpy(a: f32, x: &[f32], y: Region<'_, f32>) {
    let i = global_idx_x();
    if let Some(yi) = y.thread_element() {
        *yi = a * x[i] + *yi;
    }
}

/// Number of weights `summarize` reads.
pub const WEIGHTS: usize = 256;

/// A summary with mixed float and integer fields and padding: 32 bytes,
/// padding at 12..16 and 26..32.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    pub sum: f64,
    pub count: u32,
    pub max: f64,
    pub tag: u16,
}

/// Thread 0 summarises `w` scaled by `scale` into `out`, a region of one
/// element that thread 0 owns: the sum and the largest value, `count` grows
/// by WEIGHTS (so the old value must reach the device) and `tag` is stored.
/// Other threads own nothing and do nothing.
pub fn summarize(w: &[f64; WEIGHTS], scale: f64, tag: u16, out: Region<'_, Stats>) {
    let Some(out) = out.thread_element() else {
        return;
    };
    let mut sum = 0.0;
    let mut max = f64::NEG_INFINITY;
    for v in w.iter() {
        let s = v * scale;
        sum += s;
        if s > max {
            max = s;
        }
    }
    out.sum = sum;
    out.max = max;
    out.count += WEIGHTS as u32;
    out.tag = tag;
}
