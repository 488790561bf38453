//! Float math in kernels (offload::FloatMath): every function of f32 and
//! f64, through generic kernels over `T: FloatMath` (so the trait's own
//! methods are called), written the way `std` code writes them.
#![no_std]

use offload::{FloatMath, Region};

/// The unary functions, numbered as `UNARY` in host.rs.
#[inline(always)]
fn unary<T: FloatMath>(op: u32, v: T) -> T {
    match op {
        0 => v.sqrt(),
        1 => v.cbrt(),
        2 => v.exp(),
        3 => v.exp2(),
        4 => v.exp_m1(),
        5 => v.ln(),
        6 => v.log2(),
        7 => v.log10(),
        8 => v.ln_1p(),
        9 => v.sin(),
        10 => v.cos(),
        11 => v.tan(),
        12 => v.asin(),
        13 => v.acos(),
        14 => v.atan(),
        15 => v.sinh(),
        16 => v.cosh(),
        17 => v.tanh(),
        18 => v.asinh(),
        19 => v.acosh(),
        20 => v.atanh(),
        21 => v.floor(),
        22 => v.ceil(),
        23 => v.round(),
        24 => v.round_ties_even(),
        25 => v.trunc(),
        26 => v.fract(),
        27 => v.abs(),
        28 => v.signum(),
        29 => v.recip(),
        30 => v.to_degrees(),
        31 => v.to_radians(),
        32 => v.sin_cos().0,
        _ => v.sin_cos().1,
    }
}

/// The binary functions, numbered as `BINARY` in host.rs.
#[inline(always)]
fn binary<T: FloatMath>(op: u32, x: T, y: T) -> T {
    match op {
        0 => x.powf(y),
        1 => x.atan2(y),
        2 => x.hypot(y),
        3 => x.log(y),
        4 => x.copysign(y),
        5 => x.min(y),
        _ => x.max(y),
    }
}

/// out[i] = function `op` of x[i].
pub fn apply_unary<T: FloatMath>(op: u32, x: &[T], out: Region<'_, T>) {
    let i = offload::global_idx_x();
    if let (Some(o), Some(&v)) = (out.thread_element(), x.get(i)) {
        *o = unary(op, v);
    }
}

/// out[i] = function `op` of (x[i], y[i]).
pub fn apply_binary<T: FloatMath>(op: u32, x: &[T], y: &[T], out: Region<'_, T>) {
    let i = offload::global_idx_x();
    if let (Some(o), Some(&a), Some(&b)) = (out.thread_element(), x.get(i), y.get(i)) {
        *o = binary(op, a, b);
    }
}

/// out[i] = x[i]^n[i] (powi) and x[i] * y[i] + z[i] (mul_add, fused).
pub fn powi_fma<T: FloatMath>(x: &[T], n: &[i32], y: &[T], z: &[T], out: Region<'_, [T; 2]>) {
    let i = offload::global_idx_x();
    if let (Some(o), Some(&a), Some(&k), Some(&b), Some(&c)) =
        (out.thread_element(), x.get(i), n.get(i), y.get(i), z.get(i))
    {
        *o = [a.powi(k), a.mul_add(b, c)];
    }
}

/// The functions that are single instructions on GPUs, alone in one
/// kernel (the lit test reads its PTX): sqrt, mul_add, floor, ceil,
/// round_ties_even, trunc, abs, copysign, min, max of f32 and f64.
pub fn instructions(x: &[f32], y: &[f64], out: Region<'_, [f64; 2]>) {
    let i = offload::global_idx_x();
    if let (Some(o), Some(&a), Some(&b)) = (out.thread_element(), x.get(i), y.get(i)) {
        let f = a.sqrt().mul_add(a, 1.5).floor() + a.ceil() + a.round_ties_even()
            + a.trunc() + a.abs().copysign(-a).min(a).max(-a);
        let d = b.sqrt().mul_add(b, 1.5).floor() + b.ceil() + b.round_ties_even()
            + b.trunc() + b.abs().copysign(-b).min(b).max(-b);
        *o = [f as f64, d];
    }
}
