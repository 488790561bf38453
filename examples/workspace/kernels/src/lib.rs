//! The workspace's kernels: each thread writes its own element through a
//! Region.
#![no_std]

use offload::{global_linear_idx, Region};
use shapes::Point;

/// `out[i] = ln(1 + e^x[i])`, with libm's `expf` and `log1pf` (a packaged
/// `no_std` crate, compiled for the device like this one).
pub fn softplus(x: &[f32], out: Region<'_, f32>) {
    if let (Some(v), Some(o)) = (x.get(global_linear_idx()), out.thread_element()) {
        *o = libm::log1pf(libm::expf(*v));
    }
}

/// `inside[i] = 1` when `points[i]` lies within `radius` of the origin.
pub fn inside(points: &[Point], radius: f32, out: Region<'_, u32>) {
    if let (Some(p), Some(o)) = (points.get(global_linear_idx()), out.thread_element()) {
        *o = (p.norm2() <= radius * radius) as u32;
    }
}
