//! Kernels for work on queues: element-wise updates through Regions, and
//! one that panics in one thread.
#![no_std]
use offload::{global_idx_x, Region};

/// x[i] *= a.
pub fn scale(a: f32, x: Region<'_, f32>) {
    if let Some(x) = x.thread_element() {
        *x *= a;
    }
}

/// y[i] += a * x[i].
pub fn axpy(a: f32, x: &[f32], y: Region<'_, f32>) {
    let i = global_idx_x();
    if let (Some(y), Some(&x)) = (y.thread_element(), x.get(i)) {
        *y += a * x;
    }
}

/// x[i] += 1, except that thread `bad` panics.
pub fn bump_or_panic(bad: u32, x: Region<'_, u32>) {
    let i = global_idx_x();
    if i == bad as usize {
        panic!("thread asked to fail");
    }
    if let Some(x) = x.thread_element() {
        *x += 1;
    }
}
