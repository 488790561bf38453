//! Kernels written to break the device pass's bounds-check versioning
//! (liblower/BoundsChecks.h): loops the bounds-check versioning may copy (early exits, checks in an `if`, loops in sequence and nested, strides and steps of every sign, narrow induction variables, wrapping indices). Each is launched in range and
//! out of range at chosen iterations (../../bounds-differential.test).
#![no_std]
use offload::global_idx_x;

/// thread t writes out[t*m + k]; reads a[t*w + k*s + off] until k == brk (break before check)
pub fn break_before(w: usize, m: usize, s: usize, off: usize, brk: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    for k in 0..m {
        if k == brk { break; }
        out[t * m + k] = a[t * w + k * s + off] + 1;
    }
}

/// check then break
pub fn break_after(w: usize, m: usize, brk: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut acc = 0u32;
    for k in 0..m {
        acc = acc.wrapping_mul(3).wrapping_add(a[t * w + k]);
        out[t * m + k] = acc;
        if a[t * w + k] == 77 || k == brk { return; }
    }
    out[t * m] = acc ^ 0xffff;
}

/// check only on some iterations
pub fn cond_check(w: usize, m: usize, md: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in 0..m {
        if k % md == 0 {
            s = s.wrapping_add(a[t * w + k]);
        }
        out[t * m + k] = s;
    }
}

/// two loops in sequence
pub fn two_loops(m1: usize, m2: usize, a: &[u32], b: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in 0..m1 {
        s = s.wrapping_add(a[t + k]);
        out[t * (m1 + m2) + k] = s;
    }
    for k in 0..m2 {
        s = s.wrapping_mul(7).wrapping_add(b[k * 2 + t]);
        out[t * (m1 + m2) + m1 + k] = s;
    }
}

/// nested, inner depends on outer
pub fn nested(n: usize, m: usize, w: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    for i in 0..n {
        let mut s = 0u32;
        for j in i..m {
            s = s.wrapping_add(a[t * w + i * m + j - i]);
        }
        out[t * n + i] = s;
    }
}

/// while loop with invariant step
pub fn while_loop(start: usize, end: usize, st: usize, mul: usize, off: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut k = start;
    let mut s = 0u32;
    let mut c = 0usize;
    while k < end {
        s = s.wrapping_add(a[k.wrapping_mul(mul).wrapping_add(off).wrapping_add(t)]);
        k += st;
        c += 1;
    }
    out[t * 2] = s;
    out[t * 2 + 1] = c as u32;
}

/// step_by
pub fn step_by_k(lo: usize, hi: usize, st: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    let mut c = 0;
    for k in (lo..hi).step_by(st) {
        s = s.wrapping_mul(5).wrapping_add(a[k + t]);
        out[t * 64 + c] = s;
        c += 1;
    }
}

/// rev and step -2
pub fn rev2(n: usize, sub: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    let mut k = n;
    let mut c = 0;
    while k >= 2 {
        k -= 2;
        s = s.wrapping_mul(5).wrapping_add(a[(k + t).wrapping_sub(sub)]);
        out[t * 64 + c] = s;
        c += 1;
    }
    for k in (0..n).rev() {
        s = s.wrapping_add(a[k * 2 + t]);
    }
    out[t * 64 + 63] = s;
}

pub fn iv_u32(lo: u32, hi: u32, mul: u32, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in lo..hi {
        s = s.wrapping_add(a[(k.wrapping_mul(mul)) as usize + t]);
    }
    out[t] = s;
}

pub fn iv_i32(lo: i32, hi: i32, off: i32, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in lo..hi {
        s = s.wrapping_add(a[(k + off) as usize + t]);
    }
    out[t] = s;
}

pub fn iv_u8(lo: u8, n: u32, a: &[u8], out: &mut [u8]) {
    let t = global_idx_x();
    let mut k = lo;
    let mut s = 0u8;
    for _ in 0..n {
        s = s.wrapping_add(a[k as usize + t]);
        k = k.wrapping_add(1);
    }
    out[t] = s;
}

pub fn iv_u8_while(lo: u8, hi: u8, a: &[u8], out: &mut [u8]) {
    let t = global_idx_x();
    let mut k = lo;
    let mut s = 0u8;
    while k != hi {
        s = s.wrapping_add(a[k as usize]);
        k = k.wrapping_add(1);
    }
    out[t] = s;
}

pub fn huge_stride(m: usize, stride: usize, off: usize, a: &[u64], out: &mut [u64]) {
    let t = global_idx_x();
    let mut s = 0u64;
    for k in 0..m {
        s = s.wrapping_add(a[k.wrapping_mul(stride).wrapping_add(off).wrapping_add(t)]);
        out[t * m + k] = s;
    }
}

pub fn plain_overflow(m: usize, stride: usize, off: usize, a: &[u64], out: &mut [u64]) {
    let t = global_idx_x();
    let mut s = 0u64;
    for k in 0..m {
        s = s.wrapping_add(a[k * stride + off + t]);
    }
    out[t] = s;
}

#[derive(Clone, Copy)]
pub struct Dims { pub len: usize, pub base: usize, pub step: usize }

pub fn struct_len(d: Dims, a: &[f32], out: &mut [f32]) {
    let t = global_idx_x();
    let mut s = 0.0f32;
    for k in 0..d.len {
        s += a[d.base + k * d.step + t];
        out[t * 16 + (k & 15)] = s;
    }
}

pub fn sub_slice(x: usize, m: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let b = &a[x..];
    let mut s = 0u32;
    for k in 0..m {
        s = s.wrapping_add(b[k + t]);
    }
    out[t] = s;
}

/// single-thread-ish: thread t owns chunk a[t*w..t*w+w] and writes as it indexes
pub fn write_self(w: usize, m: usize, d: usize, a: &mut [u32]) {
    let t = global_idx_x();
    for k in 0..m {
        a[t * w + k + d] = a[t * w + k].wrapping_mul(3).wrapping_add(1);
    }
}

pub fn f3(m: usize, v: &[[f32; 3]], out: &mut [[f32; 3]]) {
    let t = global_idx_x();
    for k in 0..m {
        let p = v[t * m + k];
        out[t * m + k] = [p[0] + 1.0, p[1] * 2.0, p[2] - p[0]];
    }
}

pub fn bytes(m: usize, s: usize, v: &[u8], out: &mut [u8]) {
    let t = global_idx_x();
    for k in (0..m).rev() {
        out[t * m + k] = v[t + k * s] ^ 0x5a;
    }
}

pub fn only_thread(m: usize, bad_t: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let extra = if t == bad_t { 1 } else { 0 };
    for k in 0..m + extra {
        out[t * (m + 1) + k] = a[t * m + k];
    }
}
