//! Launches each kernel of kernels.rs over many shapes, in range and out
//! of range, and prints every launch's result (a panic's thread and line)
//! and every buffer: built with the pass and without it, the two outputs
//! must be the same (../../bounds-differential.test).
use bounds_diff_loops as k;
use offload::launch_unchecked;

include!("../report.rs");



fn main() {
    let a = au32(200);
    unsafe {
    // break_before(w,m,s,off,brk)
    for &(nt, w, m, s, off, brk, al) in &[(8usize,10usize,10usize,1usize,0usize,100usize,80usize),(8,10,10,1,0,100,79),(8,10,10,1,0,9,79),(8,10,10,1,0,10,79),(8,10,10,1,0,0,0),(8,10,0,1,0,5,0),(8,10,10,2,0,5,200),(8,10,10,2,3,4,86),(8,10,10,2,3,5,86),(8,10,10,usize::MAX,100,5,200),(8,10,10,usize::MAX,5,6,200),(8,10,10,usize::MAX,5,5,200)] {
        let mut out = vec![0u32; nt * m];
        let r = launch_unchecked(k::break_before, &cfg(nt, 4), (w, m, s, off, brk, &a[..al], &mut out[..]));
        rep(&format!("break_before {nt} {w} {m} {s} {off} {brk} {al}"), r, &[&out]);
    }
    for &(nt, w, m, brk, al) in &[(8usize,10usize,10usize,100usize,80usize),(8,10,10,100,79),(8,10,10,9,79),(8,10,10,8,79),(8,10,12,3,80),(8,10,12,100,80),(8,10,12,9,80),(8,10,12,10,80),(8,10,12,10,81)] {
        let mut out = vec![0u32; nt * m];
        let r = launch_unchecked(k::break_after, &cfg(nt, 4), (w, m, brk, &a[..al], &mut out[..]));
        rep(&format!("break_after {nt} {w} {m} {brk} {al}"), r, &[&out]);
    }
    for &(nt, w, m, md, al) in &[(8usize,10usize,10usize,3usize,80usize),(8,10,10,3,79),(8,10,10,3,78),(8,10,10,3,77),(8,10,10,9,79),(8,10,10,9,78),(8,10,13,4,79),(8,10,13,4,80),(8,10,13,13,70),(8,10,13,13,71)] {
        let mut out = vec![0u32; nt * m];
        let r = launch_unchecked(k::cond_check, &cfg(nt, 4), (w, m, md, &a[..al], &mut out[..]));
        rep(&format!("cond_check {nt} {w} {m} {md} {al}"), r, &[&out]);
    }
    for &(nt, m1, m2, al, bl) in &[(8usize,5usize,5usize,12usize,16usize),(8,5,5,11,16),(8,5,5,12,15),(8,5,5,12,14),(8,0,5,0,16),(8,5,0,12,0),(8,5,5,3,16)] {
        let mut out = vec![0u32; nt * (m1 + m2)];
        let r = launch_unchecked(k::two_loops, &cfg(nt, 4), (m1, m2, &a[..al], &a[50..50 + bl], &mut out[..]));
        rep(&format!("two_loops {nt} {m1} {m2} {al} {bl}"), r, &[&out]);
    }
    for &(nt, n, m, w, al) in &[(6usize,4usize,6usize,24usize,144usize),(6,4,6,24,143),(6,4,6,24,139),(6,5,6,24,144),(6,7,6,24,144),(6,4,6,20,120),(6,0,6,20,0),(6,4,0,20,0),(6,4,4,20,103)] {
        let mut out = vec![0u32; nt * n];
        let r = launch_unchecked(k::nested, &cfg(nt, 4), (n, m, w, &a[..al], &mut out[..]));
        rep(&format!("nested {nt} {n} {m} {w} {al}"), r, &[&out]);
    }
    for &(st, en, step, mul, off, al) in &[(0usize,10usize,1usize,1usize,0usize,17usize),(0,10,1,1,0,16),(0,10,3,2,0,30),(0,10,3,2,0,24),(0,10,3,2,0,25),(3,10,3,2,0,25),(5,5,1,1,0,0),(0,10,usize::MAX/2,1,0,20),(0,10,7,usize::MAX,30,40),(0,10,7,usize::MAX,6,40),(0,10,7,usize::MAX,7,40)] {
        let nt = 8;
        let mut out = vec![0u32; nt * 2];
        let r = launch_unchecked(k::while_loop, &cfg(nt, 4), (st, en, step, mul, off, &a[..al], &mut out[..]));
        rep(&format!("while_loop {st} {en} {step} {mul} {off} {al}"), r, &[&out]);
    }
    for &(lo, hi, st, al) in &[(0usize,20usize,3usize,30usize),(0,20,3,26),(0,20,3,25),(1,20,3,27),(1,20,3,26),(0,20,1,27),(0,20,1,26),(5,5,2,0),(0,20,19,26),(0,20,20,8),(0,20,20,7),(0,60,1,67),(0,60,1,66)] {
        let nt = 8;
        let mut out = vec![0u32; nt * 64];
        let r = launch_unchecked(k::step_by_k, &cfg(nt, 4), (lo, hi, st, &a[..al], &mut out[..]));
        rep(&format!("step_by {lo} {hi} {st} {al}"), r, &[&out]);
    }
    for &(n, sub, al) in &[(10usize,0usize,30usize),(10,0,25),(10,0,26),(11,0,27),(10,1,30),(10,2,30),(0,0,0),(1,0,10),(2,1,30)] {
        let nt = 8;
        let mut out = vec![0u32; nt * 64];
        let r = launch_unchecked(k::rev2, &cfg(nt, 4), (n, sub, &a[..al], &mut out[..]));
        rep(&format!("rev2 {n} {sub} {al}"), r, &[&out]);
    }
    for &(lo, hi, mul, al) in &[(0u32,10u32,1u32,17usize),(0,10,1,16),(0,10,3,35),(0,10,3,34),(5,10,u32::MAX,10),(0,3,0x8000_0000,20),(0,1,0x8000_0000,20),(10,3,1,0),(4,10,2,26),(4,10,2,25)] {
        let nt = 8;
        let mut out = vec![0u32; nt];
        let r = launch_unchecked(k::iv_u32, &cfg(nt, 4), (lo, hi, mul, &a[..al], &mut out[..]));
        rep(&format!("iv_u32 {lo} {hi} {mul} {al}"), r, &[&out]);
    }
    for &(lo, hi, off, al) in &[(0i32,10i32,0i32,17usize),(0,10,0,16),(-5,5,5,17),(-5,5,4,17),(-5,5,6,17),(-5,5,6,18),(3,-3,0,0),(i32::MAX-3,i32::MAX,-(i32::MAX-3),10),(i32::MAX-3,i32::MAX,-(i32::MAX-4),10)] {
        let nt = 8;
        let mut out = vec![0u32; nt];
        let r = launch_unchecked(k::iv_i32, &cfg(nt, 4), (lo, hi, off, &a[..al], &mut out[..]));
        rep(&format!("iv_i32 {lo} {hi} {off} {al}"), r, &[&out]);
    }
    let b8: Vec<u8> = (0..300u32).map(|i| (i * 37 + 11) as u8).collect();
    for &(lo, n, al) in &[(0u8,10u32,17usize),(0,10,16),(250,10,270),(250,10,263),(250,3,260),(250,6,263),(250,6,262),(255,300,300),(0,256,263),(0,257,263),(0,0,0)] {
        let nt = 8;
        let mut out = vec![0u8; nt];
        let r = launch_unchecked(k::iv_u8, &cfg(nt, 4), (lo, n, &b8[..al], &mut out[..]));
        rep(&format!("iv_u8 {lo} {n} {al}"), r, &[&out]);
    }
    for &(lo, hi, al) in &[(0u8,10u8,10usize),(0,10,9),(250,4,256),(250,4,255),(250,4,251),(250,4,250),(3,3,0),(4,3,256),(4,3,255)] {
        let nt = 4;
        let mut out = vec![0u8; nt];
        let r = launch_unchecked(k::iv_u8_while, &cfg(nt, 4), (lo, hi, &b8[..al], &mut out[..]));
        rep(&format!("iv_u8_while {lo} {hi} {al}"), r, &[&out]);
    }
    let a64: Vec<u64> = (0..100u64).map(|i| i * i + 3).collect();
    for &(m, stride, off, al) in &[(3usize,1usize<<63,0usize,20usize),(1,1<<63,0,20),(2,usize::MAX,10,20),(3,usize::MAX,10,20),(11,usize::MAX,10,20),(12,usize::MAX,10,20),(3,usize::MAX-1,usize::MAX,20),(2,3,usize::MAX-2,20),(2,3,usize::MAX-3,20),(4,1<<62,0,20),(5,1<<62,0,20),(4,(1usize<<62)+1,0,20),(2,0,usize::MAX,20),(5,0,12,20),(5,0,13,20),(0,5,usize::MAX,0)] {
        let nt = 8;
        let mut out = vec![0u64; nt * m.max(1)];
        let r = launch_unchecked(k::huge_stride, &cfg(nt, 4), (m, stride, off, &a64[..al], &mut out[..]));
        rep(&format!("huge_stride {m} {stride} {off} {al}"), r, &[&out]);
        let mut out = vec![0u64; nt];
        let r = launch_unchecked(k::plain_overflow, &cfg(nt, 4), (m, stride, off, &a64[..al], &mut out[..]));
        rep(&format!("plain_overflow {m} {stride} {off} {al}"), r, &[&out]);
    }
    let af: Vec<f32> = (0..200).map(|i| i as f32 * 0.5).collect();
    for &(len, base, step, al) in &[(10usize,0usize,2usize,30usize),(10,0,2,26),(10,0,2,25),(10,5,1,22),(10,5,1,21),(0,5,1,0),(10,usize::MAX,1,30),(10,1,usize::MAX,30)] {
        let nt = 8;
        let mut out = vec![0f32; nt * 16];
        let r = launch_unchecked(k::struct_len, &cfg(nt, 4), (k::Dims { len, base, step }, &af[..al], &mut out[..]));
        rep(&format!("struct_len {len} {base} {step} {al}"), r, &[&out]);
    }
    for &(x, m, al) in &[(5usize,10usize,22usize),(5,10,21),(22,0,22),(23,0,22),(0,0,0),(5,12,22),(5,17,22)] {
        let nt = 4;
        let mut out = vec![0u32; nt];
        let r = launch_unchecked(k::sub_slice, &cfg(nt, 4), (x, m, &a[..al], &mut out[..]));
        rep(&format!("sub_slice {x} {m} {al}"), r, &[&out]);
    }
    for &(w, m, d, al) in &[(10usize,8usize,2usize,80usize),(10,8,2,79),(10,8,3,80),(10,8,10,80),(10,10,0,80),(10,11,0,80),(10,0,5,0)] {
        let nt = 8;
        let mut buf = a[..al].to_vec();
        let r = launch_unchecked(k::write_self, &cfg(nt, 4), (w, m, d, &mut buf[..]));
        rep(&format!("write_self {w} {m} {d} {al}"), r, &[&buf]);
    }
    let v3: Vec<[f32; 3]> = (0..50).map(|i| [i as f32, i as f32 * 2.0, 1.0 - i as f32]).collect();
    for &(m, vl, ol) in &[(5usize,40usize,40usize),(5,39,40),(5,40,39),(5,36,40),(0,0,0)] {
        let nt = 8;
        let mut out = vec![[0f32; 3]; ol];
        let r = launch_unchecked(k::f3, &cfg(nt, 4), (m, &v3[..vl], &mut out[..]));
        rep(&format!("f3 {m} {vl} {ol}"), r, &[&out]);
    }
    for &(m, s, vl, ol) in &[(5usize,3usize,20usize,40usize),(5,3,19,40),(5,3,20,39),(5,3,13,40),(5,0,8,40),(5,0,7,40)] {
        let nt = 8;
        let mut out = vec![0u8; ol];
        let r = launch_unchecked(k::bytes, &cfg(nt, 4), (m, s, &b8[..vl], &mut out[..]));
        rep(&format!("bytes {m} {s} {vl} {ol}"), r, &[&out]);
    }
    for &(m, bt, al, ol) in &[(5usize,3usize,40usize,48usize),(5,7,40,48),(5,7,41,48),(5,7,41,47),(5,100,40,48)] {
        let nt = 8;
        let mut out = vec![0u32; ol];
        let r = launch_unchecked(k::only_thread, &cfg(nt, 4), (m, bt, &a[..al], &mut out[..]));
        rep(&format!("only_thread {m} {bt} {al} {ol}"), r, &[&out]);
    }
    }
}
