//! Generic kernels: each launch of another type or constant is another
//! kernel instance. The build compiles, for each device, the roots that
//! `offload-manifest roots` writes for the instances the host launches, so
//! that the device code has each of them; the crate needs nothing else.
//! Outputs are Regions: each thread writes only its own element (the host
//! passes `&mut [T]` as it would for a slice).
#![no_std]

use core::ops::{Add, Mul};
use offload::{global_linear_idx, Region};

/// `x[i] = a * x[i] + b` for every element.
pub fn affine<T: Copy + Mul<Output = T> + Add<Output = T>>(a: T, b: T, x: Region<'_, T>) {
    if let Some(v) = x.thread_element() {
        *v = a * *v + b;
    }
}

/// A small struct to fill buffers with.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pair {
    pub key: u32,
    pub weight: f64,
}

/// `out[i] = *value` for every element.
pub fn fill<T: Copy>(value: &T, out: Region<'_, T>) {
    if let Some(v) = out.thread_element() {
        *v = *value;
    }
}

/// `sums[i]` = the sum of row `i`, each row `N` numbers (thread `i` owns
/// `sums[i]`, and reads row `i`).
pub fn row_sums<const N: usize>(rows: &[[f32; N]], sums: Region<'_, f32>) {
    if let (Some(row), Some(sum)) = (rows.get(global_linear_idx()), sums.thread_element()) {
        let mut s = 0.0;
        for v in row.iter() {
            s += *v;
        }
        *sum = s;
    }
}

/// `x[i] += S`. Instances `shift::<1>` and `shift::<-1>` spell alike but for
/// the sign, and must stay two kernels.
pub fn shift<const S: i32>(x: Region<'_, i32>) {
    if let Some(v) = x.thread_element() {
        *v += S;
    }
}
