//! The kernels of the saxpy example. This crate is compiled twice: for the
//! host (so that `host.rs` can name the kernels) and, with
//! `--cfg offload_device`, for each device target.
#![no_std]

use offload::global_idx_x;

/// `y[i] = a * x[i] + y[i]` for every `i < y.len()`, one element per thread.
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = global_idx_x();
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}
