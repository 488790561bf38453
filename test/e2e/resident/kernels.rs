//! Kernels for data that stays on the device: device buffers, data
//! regions, and launches that mix them with host data.
#![no_std]
use offload::global_idx_x;

/// x[i] *= a.
pub fn scale(a: f32, x: &mut [f32]) {
    let i = global_idx_x();
    if i < x.len() {
        x[i] *= a;
    }
}

/// y[i] += a * x[i].
pub fn axpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = global_idx_x();
    if i < x.len() && i < y.len() {
        y[i] += a * x[i];
    }
}

/// out[i] = a[i] + 10 * b[i] (a and b may view one allocation).
pub fn add_views(a: &[u32], b: &[u32], out: &mut [u32]) {
    let i = global_idx_x();
    if i < out.len() && i < a.len() && i < b.len() {
        out[i] = a[i] + 10 * b[i];
    }
}

/// out[i] = i * step, through a reference to the step.
pub fn ramp(step: &u64, out: &mut [u64]) {
    let i = global_idx_x();
    if i < out.len() {
        out[i] = i as u64 * *step;
    }
}

/// out[i] = a[i] + b[i] + c[i] + d[i] (views of one byte array).
pub fn add4(a: &[u8], b: &[u8], c: &[u8], d: &[u8], out: &mut [u32]) {
    let i = global_idx_x();
    if i < out.len() && i < a.len() && i < b.len() && i < c.len() && i < d.len() {
        out[i] = a[i] as u32 + b[i] as u32 + c[i] as u32 + d[i] as u32;
    }
}

/// A type aligned to 64 bytes, for device buffers and pinned memory (the
/// trait lives on both sides, so its impl sits with the type).
#[repr(C, align(64))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wide64 {
    pub v: [f32; 4],
}
unsafe impl offload::DeviceCopy for Wide64 {}
