//! Kernels written to break the device pass's bounds-check versioning
//! (liblower/BoundsChecks.h): straight runs of checks between stores (DIFF_PREDICT's shape over planes, two slices, a division), implied-check candidates, loops whose bounds or lengths come from memory, and stencils whose indices the pass rebases. Each is launched in range and
//! out of range at chosen iterations (../../bounds-differential.test).
#![no_std]
use offload::global_idx_x;

/// DIFF_PREDICT-like: read/write/read/write over planes of p
pub fn chain1(n: usize, p: usize, px: &mut [f64]) {
    let i = global_idx_x();
    if i < n {
        let a = px[i];
        px[i + p] = a + 1.0;
        let b = px[i + 2 * p];
        px[i + 3 * p] = b + a;
        let c = px[i.wrapping_sub(p).wrapping_add(5 * p)];
        px[i + 5 * p] = c * 2.0;
        let d = px[i + 6 * p];
        px[i + 7 * p] = d - c;
    }
}

/// two slices, out of range in the middle; index overflow with huge q
pub fn chain2(q: usize, r: usize, a: &[u32], b: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let x = a[t * q];
    out[t * 4] = x;
    let y = b[t.wrapping_mul(q).wrapping_add(r)];
    out[t * 4 + 1] = y;
    let z = a[t + r];
    out[t * 4 + 2] = z ^ y;
    let w = b[(t + 1).wrapping_mul(q)];
    out[t * 4 + 3] = w;
}

/// division in a chain
pub fn chain3(d: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let x = a[t];
    out[t * 3] = x;
    let y = a[t / d];
    out[t * 3 + 1] = y;
    let z = a[t * 2 / (d + 1)];
    out[t * 3 + 2] = z;
}

/// implied checks: a[i+1] then a[i] with i a parameter that can be usize::MAX
pub fn implied1(i: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let x = a[i.wrapping_add(1)];
    out[t * 3] = x;
    let y = a[i];
    out[t * 3 + 1] = y;
    let z = a[i + t];
    out[t * 3 + 2] = z;
}

/// u8 and [f32;3] chains
pub fn chain4(o: usize, v: &[[f32; 3]], by: &[u8], out: &mut [[f32; 3]], ob: &mut [u8]) {
    let t = global_idx_x();
    let p = v[t + o];
    out[t * 2] = [p[2], p[1], p[0]];
    let b = by[t * 3 + o];
    ob[t * 2] = b;
    let q = v[t * 2 + o];
    out[t * 2 + 1] = [q[0] + 1.0, q[1], q[2]];
    ob[t * 2 + 1] = by[t * 3 + 2 * o];
}

/// loop: a[k] and a[k-1] with lo possibly 0; implied-check shapes in a loop
pub fn pair_loop(lo: usize, m: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in lo..m {
        s = s.wrapping_add(a[k + t]);
        s = s.wrapping_mul(3).wrapping_add(a[(k + t).wrapping_sub(1)]);
        out[t * 32 + (k & 31)] = s;
    }
}

/// loop ending on loaded data plus a count
pub fn data_exit(m: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut k = 0;
    while k < m && a[t + k] != 0 {
        out[t * 32 + k] = a[t + k + 1];
        k += 1;
    }
}

/// sub-slice inside the loop
pub fn subslice_loop(m: usize, j: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut s = 0u32;
    for k in 0..m {
        let b = &a[k..];
        s = s.wrapping_add(b[j + t]);
        out[t * 32 + k] = s;
    }
}

/// triangular nest; inner uses outer var as start and bound
pub fn tri(n: usize, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    for i in 0..n {
        let mut s = 0u32;
        let mut j = i;
        while j > 0 {
            j -= 1;
            s = s.wrapping_add(a[t * n + i * (i + 1) / 2 + j]);
        }
        out[t * n + i] = s;
    }
}

/// loop with check in an if and a break after, step 3 down
pub fn down3(start: usize, m: usize, lim: u32, a: &[u32], out: &mut [u32]) {
    let t = global_idx_x();
    let mut k = start;
    let mut c = 0;
    while c < m {
        if k % 2 == 0 {
            let v = a[k + t];
            out[t * 32 + c] = v;
            if v > lim { break; }
        }
        k = k.wrapping_sub(3);
        c += 1;
    }
}

/// writes the array it indexes with a running index
pub fn prefix(m: usize, a: &mut [u32]) {
    let t = global_idx_x();
    if t == 0 {
        for k in 1..m {
            a[k] = a[k].wrapping_add(a[k - 1]);
        }
    }
}

/// the length lives in memory the loop writes
pub struct Buf { pub n: usize, pub d: [u32; 16] }
pub fn mem_len(m: usize, b: &mut Buf) {
    for k in 0..m {
        b.d[k] = k as u32;
        if k == 3 { b.n = 2; }
        let n = b.n;
        b.d[n + k] += 1;
    }
}

/// HEAT_3D's reads alone, every product wrapping: the centre (i h + j) w
/// + k, its neighbours in i and j (products of their own, which the pass
/// computes as the centre plus or minus h w and w) and in k; i = i0 + t
pub fn stencil3(h: usize, w: usize, i0: usize, j: usize, k: usize, inp: &[f64], out: &mut [f64]) {
    let t = global_idx_x();
    let i = i0.wrapping_add(t);
    let at = |i: usize, j: usize, k: usize| i.wrapping_mul(h).wrapping_add(j).wrapping_mul(w).wrapping_add(k);
    let c = inp[at(i, j, k)];
    let s = inp[at(i.wrapping_add(1), j, k)]
        + inp[at(i.wrapping_sub(1), j, k)]
        + inp[at(i, j.wrapping_add(1), k)]
        + inp[at(i, j.wrapping_sub(1), k)]
        + inp[at(i, j, k.wrapping_add(1))]
        + inp[at(i, j, k.wrapping_sub(1))];
    out[t] = s - 6.0 * c;
}

/// rows i - 1, i, i + 1 of width n, each read then written: a chain with
/// stores whose indices the pass also computes from the first
pub fn stencil2w(n: usize, i0: usize, inp: &[f64], out: &mut [f64]) {
    let t = global_idx_x();
    let i = i0.wrapping_add(t);
    let c = inp[i.wrapping_mul(n).wrapping_add(1)];
    out[t * 3] = c;
    let u = inp[i.wrapping_add(1).wrapping_mul(n).wrapping_add(1)];
    out[t * 3 + 1] = u + c;
    let d = inp[i.wrapping_sub(1).wrapping_mul(n).wrapping_add(1)];
    out[t * 3 + 2] = d - u;
}
