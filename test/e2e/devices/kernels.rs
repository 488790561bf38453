//! Kernels of the several-devices test (test/e2e/devices/host.rs).
#![no_std]
use offload::{global_idx_x, Region};

/// y[i] = a * y[i] + b.
pub fn affine(a: f32, b: f32, y: Region<'_, f32>) {
    if let Some(y) = y.thread_element() {
        *y = a * *y + b;
    }
}

/// out[i] = x[i - 1] + x[i] + x[i + 1] for the interior of x (out[0] and
/// the last element are left alone): a 1-D stencil over a part of an array
/// split with halos of one element.
pub fn sum3(x: &[f32], out: Region<'_, f32>) {
    let i = global_idx_x();
    if i == 0 || i + 1 >= x.len() {
        return;
    }
    if let Some(o) = out.thread_element() {
        *o = x[i - 1] + x[i] + x[i + 1];
    }
}
