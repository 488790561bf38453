//! Kernels for data that stays on the device: device buffers, data
//! regions, and launches that mix them with host data. Each thread writes
//! its own element through a Region (of host data or device memory).
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

/// out[i] = a[i] + 10 * b[i] (a and b may view one allocation).
pub fn add_views(a: &[u32], b: &[u32], out: Region<'_, u32>) {
    let i = global_idx_x();
    if let (Some(o), Some(&a), Some(&b)) = (out.thread_element(), a.get(i), b.get(i)) {
        *o = a + 10 * b;
    }
}

/// out[i] = i * step, through a reference to the step.
pub fn ramp(step: &u64, out: Region<'_, u64>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        *o = i as u64 * *step;
    }
}

/// out[i] = a[i] + b[i] + c[i] + d[i] (views of one byte array).
pub fn add4(a: &[u8], b: &[u8], c: &[u8], d: &[u8], out: Region<'_, u32>) {
    let i = global_idx_x();
    if let (Some(o), Some(&a), Some(&b), Some(&c), Some(&d)) = (out.thread_element(), a.get(i), b.get(i), c.get(i), d.get(i)) {
        *o = a as u32 + b as u32 + c as u32 + d as u32;
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
