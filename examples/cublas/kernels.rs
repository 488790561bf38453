//! Kernels around a vendor library call: `init` before cuBLAS, `finish`
//! after it, all on device buffers.
#![no_std]
use offload::global_idx_x;

/// x[i] = i / 4, y[i] = 1.
pub fn init(x: &mut [f64], y: &mut [f64]) {
    let i = global_idx_x();
    if i < x.len() && i < y.len() {
        x[i] = i as f64 / 4.0;
        y[i] = 1.0;
    }
}

/// y[i] = y[i] * y[i] + 1.
pub fn finish(y: &mut [f64]) {
    let i = global_idx_x();
    if i < y.len() {
        y[i] = y[i] * y[i] + 1.0;
    }
}
