//! 128-bit integer <-> float conversions, which GPU backends cannot lower
//! on their own (the device pass links compiler_builtins' implementations).
#![no_std]
use offload::global_idx_x;

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
