//! 128-bit integer <-> float conversions, which GPU backends cannot lower
//! on their own (the device pass links compiler_builtins' implementations).
//! Each thread writes its own elements through Regions.
#![no_std]
use offload::{global_idx_x, Region};

// Kernels crates written for earlier versions of the toolkit have this; it
// must still build (it expands to nothing now).
offload::kernel_instances!();

pub fn to_float(a: &[u64], out: Region<'_, f64>) {
    let i = global_idx_x();
    if let (Some(&a), Some(o)) = (a.get(i), out.thread_element()) { *o = ((a as u128) << 20) as f64; }
}

pub fn int_to_float(u: &[u128], s: &[i128], f: Region<'_, f32>, d: Region<'_, f64>, g: Region<'_, f32>, e: Region<'_, f64>) {
    let i = global_idx_x();
    if let (Some(&u), Some(&s), Some(f), Some(d), Some(g), Some(e)) =
        (u.get(i), s.get(i), f.thread_element(), d.thread_element(), g.thread_element(), e.thread_element())
    {
        (*f, *d, *g, *e) = (u as f32, u as f64, s as f32, s as f64);
    }
}

pub fn float_to_int(f: &[f32], d: &[f64], u: Region<'_, u128>, s: Region<'_, i128>, v: Region<'_, u128>, t: Region<'_, i128>) {
    let i = global_idx_x();
    if let (Some(&f), Some(&d), Some(u), Some(s), Some(v), Some(t)) =
        (f.get(i), d.get(i), u.thread_element(), s.thread_element(), v.thread_element(), t.thread_element())
    {
        (*u, *s, *v, *t) = (f as u128, f as i128, d as u128, d as i128);
    }
}

/// 128-bit division and remainder, and f64 remainder: library calls on the
/// host backend (resolved when the image is loaded), expanded in IR on GPUs.
pub fn arith(a: &[u128], s: &[i128], b: u128, f: &[f64], q: Region<'_, u128>, r: Region<'_, i128>, g: Region<'_, f64>) {
    let i = global_idx_x();
    if let (Some(&a), Some(&s), Some(&f), Some(q), Some(r), Some(g)) =
        (a.get(i), s.get(i), f.get(i), q.thread_element(), r.thread_element(), g.thread_element())
    {
        *q = a / b + a % (b + 1);
        *r = s / -7 + s % 1000;
        *g = f % 3.5 + (f as i64).pow(3) as f64;
    }
}
