//! Generic kernels: each launch of another type or constant is another
//! kernel instance. The build compiles, for each device, the roots that
//! `offload-manifest roots` writes for the instances the host launches, so
//! that the device code has each of them; the crate needs nothing else.
#![no_std]

use core::ops::{Add, Mul};
use offload::global_idx_x;

/// `x[i] = a * x[i] + b` for every element.
pub fn affine<T: Copy + Mul<Output = T> + Add<Output = T>>(a: T, b: T, x: &mut [T]) {
    let i = global_idx_x();
    if i < x.len() {
        x[i] = a * x[i] + b;
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
pub fn fill<T: Copy>(value: &T, out: &mut [T]) {
    let i = global_idx_x();
    if i < out.len() {
        out[i] = *value;
    }
}

/// `sums[i]` = the sum of row `i`, each row `N` numbers.
pub fn row_sums<const N: usize>(rows: &[[f32; N]], sums: &mut [f32]) {
    let i = global_idx_x();
    if i < rows.len() && i < sums.len() {
        let mut s = 0.0;
        for v in rows[i].iter() {
            s += *v;
        }
        sums[i] = s;
    }
}

/// `x[i] += S`. Instances `shift::<1>` and `shift::<-1>` spell alike but for
/// the sign, and must stay two kernels.
pub fn shift<const S: i32>(x: &mut [i32]) {
    let i = global_idx_x();
    if i < x.len() {
        x[i] += S;
    }
}
