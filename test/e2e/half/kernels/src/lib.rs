//! Kernels over half-precision data: RMSNorm of f16 and bf16 vectors,
//! computed in f32, generic over the storage type.
#![no_std]

use half::{bf16, f16};
use offload::{FloatMath, Region};

/// A storage type whose arithmetic is done in f32.
pub trait Storage: Copy {
    fn widen(self) -> f32;
    fn narrow(x: f32) -> Self;
}
impl Storage for f16 {
    fn widen(self) -> f32 { self.to_f32() }
    fn narrow(x: f32) -> Self { f16::from_f32(x) }
}
impl Storage for bf16 {
    fn widen(self) -> f32 { self.to_f32() }
    fn narrow(x: f32) -> Self { bf16::from_f32(x) }
}

/// out[i] = x[i] * weight[i] / sqrt(mean(x^2) + eps): each thread sums the
/// squares itself (the vectors are short), in order, in f32.
#[inline(always)]
fn rmsnorm<T: Storage>(x: &[T], weight: &[T], out: Region<'_, T>) {
    let i = offload::global_idx_x();
    let Some(o) = out.thread_element() else { return };
    let (Some(&xi), Some(&wi)) = (x.get(i), weight.get(i)) else { return };
    let mut sum = 0.0f32;
    for v in x {
        sum += v.widen() * v.widen();
    }
    let scale = (sum / x.len() as f32 + 1e-6).sqrt().recip();
    *o = T::narrow(xi.widen() * scale * wi.widen());
}

/// Doubles each element in place (the exact operation in every format).
#[inline(always)]
fn double<T: Storage>(v: Region<'_, T>) {
    if let Some(e) = v.thread_element() {
        *e = T::narrow(e.widen() * 2.0);
    }
}

// The kernels, one per type: a generic kernel's type arguments must be
// types of core, offload or this crate (docs/tasks/write-a-kernel.md), and f16 and
// bf16 are half's.

/// rmsnorm of f16 data.
pub fn rmsnorm_f16(x: &[f16], weight: &[f16], out: Region<'_, f16>) {
    rmsnorm(x, weight, out)
}
/// rmsnorm of bf16 data.
pub fn rmsnorm_bf16(x: &[bf16], weight: &[bf16], out: Region<'_, bf16>) {
    rmsnorm(x, weight, out)
}
/// double of f16 data.
pub fn double_f16(v: Region<'_, f16>) {
    double(v)
}
/// double of bf16 data.
pub fn double_bf16(v: Region<'_, bf16>) {
    double(v)
}
