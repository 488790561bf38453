//! Kernels for launches the host pass groups (LaunchGrouping.h): element
//! updates through Regions, one that reads a slice, one that panics.
#![no_std]
use offload::{global_idx_x, Region};

/// x[i] = x[i] * a + 1.
pub fn step(a: f32, x: Region<'_, f32>) {
    if let Some(x) = x.thread_element() {
        *x = *x * a + 1.0;
    }
}

/// y[i] += a * x[i].
pub fn axpy(a: f32, x: &[f32], y: Region<'_, f32>) {
    let i = global_idx_x();
    if let (Some(y), Some(&x)) = (y.thread_element(), x.get(i)) {
        *y += a * x;
    }
}

/// x[i] += 1, except that thread 0 panics when `now == bad`.
pub fn bump_or_panic(now: u32, bad: u32, x: Region<'_, f32>) {
    if now == bad && global_idx_x() == 0 {
        panic!("launch {} asked to fail", now);
    }
    if let Some(x) = x.thread_element() {
        *x += 1.0;
    }
}
