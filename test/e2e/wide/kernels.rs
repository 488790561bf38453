//! 128-bit integer <-> float conversions, which GPU backends cannot lower
//! on their own (the device pass links compiler_builtins' implementations).
#![no_std]
use offload::global_idx_x;

// Kernels crates written for earlier versions of the toolkit have this; it
// must still build (it expands to nothing now).
offload::kernel_instances!();

pub fn to_float(a: &[u64], out: &mut [f64]) {
    let i = global_idx_x();
    if i < a.len() && i < out.len() { out[i] = ((a[i] as u128) << 20) as f64; }
}

pub fn int_to_float(u: &[u128], s: &[i128], f: &mut [f32], d: &mut [f64], g: &mut [f32], e: &mut [f64]) {
    let i = global_idx_x();
    if i < u.len() { f[i] = u[i] as f32; d[i] = u[i] as f64; g[i] = s[i] as f32; e[i] = s[i] as f64; }
}

pub fn float_to_int(f: &[f32], d: &[f64], u: &mut [u128], s: &mut [i128], v: &mut [u128], t: &mut [i128]) {
    let i = global_idx_x();
    if i < f.len() { u[i] = f[i] as u128; s[i] = f[i] as i128; v[i] = d[i] as u128; t[i] = d[i] as i128; }
}

/// 128-bit division and remainder, and f64 remainder: library calls on the
/// host backend (resolved when the image is loaded), expanded in IR on GPUs.
pub fn arith(a: &[u128], s: &[i128], b: u128, f: &[f64], q: &mut [u128], r: &mut [i128], g: &mut [f64]) {
    let i = global_idx_x();
    if i < a.len() {
        q[i] = a[i] / b + a[i] % (b + 1);
        r[i] = s[i] / -7 + s[i] % 1000;
        g[i] = f[i] % 3.5 + (f[i] as i64).pow(3) as f64;
    }
}
