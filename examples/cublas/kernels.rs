//! Kernels around a vendor library call: `init` before cuBLAS, `finish`
//! after it, all on device buffers, each thread writing its own element of
//! each through a Region.
#![no_std]
use offload::{global_idx_x, Region};

/// x[i] = i / 4, y[i] = 1.
pub fn init(x: Region<'_, f64>, y: Region<'_, f64>) {
    let i = global_idx_x();
    if let (Some(x), Some(y)) = (x.thread_element(), y.thread_element()) {
        *x = i as f64 / 4.0;
        *y = 1.0;
    }
}

/// y[i] = y[i] * y[i] + 1.
pub fn finish(y: Region<'_, f64>) {
    if let Some(y) = y.thread_element() {
        *y = *y * *y + 1.0;
    }
}
