//! Launches each kernel of kernels.rs over many shapes, in range and out
//! of range, and prints every launch's result (a panic's thread and line)
//! and every buffer: built with the pass and without it, the two outputs
//! must be the same (../../bounds-differential.test).
use bounds_diff_shapes as k;
use offload::launch_unchecked;

include!("../report.rs");

fn main() { unsafe {
    let a = au32(400);
    let nt = 8;
    for &(m, s3, al) in &[(10usize,0usize,26usize),(10,0,25),(10,2,25),(10,1,25),(10,1,24),(10,0,24),(10,5,24),(0,0,0)] {
        let mut out = vec![0u32; nt * 32];
        let r = launch_unchecked(k::cont, &cfg(nt, 4), (m, s3, &a[..al], &mut out[..]));
        rep(&format!("cont {m} {s3} {al}"), r, &[&out]);
    }
    for &(m, al) in &[(10usize,17usize),(10,16),(300,263),(300,262),(256,263),(257,262)] {
        let mut out = vec![0u32; nt];
        let r = launch_unchecked(k::trunc8, &cfg(nt, 4), (m, &a[..al], &mut out[..]));
        rep(&format!("trunc8 {m} {al}"), r, &[&out]);
    }
    for &(st, n, start, al) in &[(usize::MAX-1,5usize,9usize,10usize),(usize::MAX-1,5,8,10),(usize::MAX-1,5,7,10),(usize::MAX-1,5,10,10),(3,5,0,13),(3,5,0,12),(0,5,9,10),(0,5,10,10),(usize::MAX,10,9,10),(usize::MAX,11,9,10)] {
        let mut out = vec![0u32; nt * 16];
        let r = launch_unchecked(k::rt_step, &cfg(nt, 4), (st, n, start, &a[..al], &mut out[..]));
        rep(&format!("rt_step {st} {n} {start} {al}"), r, &[&out]);
    }
    for &(m, n, stop, off) in &[(10usize,20usize,100usize,0usize),(10,20,9,0),(10,20,0,0),(10,10,100,0),(10,10,100,1),(10,19,100,0),(10,18,100,0),(10,20,100,usize::MAX),(0,0,0,0),(10,20,100,11)] {
        let mut out = vec![0u32; nt * 32];
        let r = launch_unchecked(k::asserts, &cfg(nt, 4), (m, n, stop, off, &mut out[..]));
        rep(&format!("asserts {m} {n} {stop} {off}"), r, &[&out]);
    }
    for &(m, al, bl) in &[(10usize,17usize,20usize),(10,16,20),(10,17,19),(10,17,18),(0,0,0)] {
        let mut out = vec![0u32; nt * 32];
        let r = launch_unchecked(k::shared_panic, &cfg(nt, 4), (m, &a[..al], &a[..bl], &mut out[..]));
        rep(&format!("shared_panic {m} {al} {bl}"), r, &[&out]);
    }
    for &(n1, n2, n3, al) in &[(5usize,5usize,5usize,26usize),(5,5,5,25),(5,5,5,21),(5,5,5,11),(5,8,2,23),(5,8,2,22),(0,0,0,0)] {
        let mut out = vec![0u32; nt * 3];
        let r = launch_unchecked(k::three_loops, &cfg(nt, 4), (n1, n2, n3, &a[..al], &mut out[..]));
        rep(&format!("three_loops {n1} {n2} {n3} {al}"), r, &[&out]);
    }
    for &(n, m, al) in &[(4usize,20usize,87usize),(4,20,86),(4,20,80),(4,20,75),(4,20,70),(0,20,0),(4,0,0),(8,10,100),(8,10,85)] {
        let mut out = vec![0u32; nt * 8];
        let r = launch_unchecked(k::nested_outer_iv, &cfg(nt, 4), (n, m, &a[..al], &mut out[..]));
        rep(&format!("nested_outer_iv {n} {m} {al}"), r, &[&out]);
    }
}}
