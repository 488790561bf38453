//! Kernels written to break the device pass's bounds-check versioning
//! (liblower/BoundsChecks.h): loops with `continue`, truncated counters, run-time steps, assertions, a shared panic path, three loops in sequence and a nest. Each is launched in range and
//! out of range at chosen iterations (../../bounds-differential.test).
#![no_std]
use offload::global_idx_x;

pub fn cont(m: usize, s3: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in 0..m {
        if k % 3 == s3 { continue; }
        s = s.wrapping_add(a[k * 2 + t]);
        out[t * 32 + k] = s;
    }
}

pub fn trunc8(m: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in 0..m {
        s = s.wrapping_add(a[(k as u8) as usize + t]);
    }
    out[t] = s;
}

pub fn rt_step(st: usize, n: usize, start: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut k = start;
    let mut s = 0u32;
    for c in 0..n {
        s = s.wrapping_add(a[k]);
        out[t * 16 + c] = s;
        k = k.wrapping_add(st);
    }
}

pub fn asserts(m: usize, n: usize, stop: usize, off: usize, out: &mut [u32]) {
    let t = global_idx_x();
    for k in 0..m {
        assert!(k + off < n);
        assert!(k != stop);
        assert!(!(k * 2 >= n + off));
        out[t * 32 + k] = k as u32;
    }
}

pub fn shared_panic(m: usize, a: &[u32], b: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in 0..m {
        let (x, y) = match (a.get(k + t), b.get(2 * k)) {
            (Some(x), Some(y)) => (*x, *y),
            _ => panic!("oops {}", k),
        };
        s = s.wrapping_add(x ^ y);
        out[t * 32 + k] = s;
    }
}

#[inline(always)]
fn sum(a: &[u32], lo: usize, n: usize) -> u32 {
    let mut s = 0u32;
    for k in 0..n { s = s.wrapping_add(a[lo + k]); }
    s
}
pub fn three_loops(n1: usize, n2: usize, n3: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    out[t * 3] = sum(a, t, n1);
    out[t * 3 + 1] = sum(a, t * 2, n2);
    out[t * 3 + 2] = sum(a, t * 3, n3);
}

pub fn nested_outer_iv(n: usize, m: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    for i in (0..n).rev() {
        let mut s = 0u32;
        for j in (0..m).step_by(2) {
            s = s.wrapping_add(a[i * m + j + t]);
            if j > i * 3 + 5 { break; }
        }
        out[t * 8 + i] = s;
    }
}
