//! Launches each kernel of kernels.rs over many shapes, in range and out
//! of range, and prints every launch's result (a panic's thread and line)
//! and every buffer: built with the pass and without it, the two outputs
//! must be the same (../../bounds-differential.test).
use bounds_diff_runs as k;
use offload::launch_unchecked;

include!("../report.rs");

fn main() { unsafe {
    let a = au32(300);
    let nt = 8;
    for &(n, p, len) in &[(8usize,8usize,64usize),(8,8,63),(8,8,60),(8,8,48),(8,8,41),(8,8,40),(8,8,33),(8,8,17),(8,8,8),(8,8,1),(8,usize::MAX/4,64),(8,usize::MAX/2,64),(8,1usize<<62,64),(8,0,8),(3,8,64),(8,9,64),(8,9,70)] {
        let mut px: Vec<f64> = (0..len).map(|e| (e % 7) as f64 - 3.0).collect();
        let r = launch_unchecked(k::chain1, &cfg(nt, 4), (n, p, &mut px[..]));
        rep(&format!("chain1 {n} {p} {len}"), r, &[&px]);
    }
    for &(q, rr, al, bl, ol) in &[(2usize,3usize,20usize,20usize,32usize),(2,3,14,20,32),(2,3,15,20,32),(2,3,20,17,32),(2,3,20,16,32),(2,3,20,15,32),(2,3,20,20,31),(2,3,20,20,30),(2,3,10,20,32),(usize::MAX,3,20,20,32),(1usize<<63,0,20,20,32),(0,usize::MAX,20,20,32),(3,2,22,24,32),(3,2,22,23,32),(3,2,21,24,32)] {
        let mut out = vec![0u32; ol];
        let r = launch_unchecked(k::chain2, &cfg(nt, 4), (q, rr, &a[..al], &a[100..100 + bl], &mut out[..]));
        rep(&format!("chain2 {q} {rr} {al} {bl} {ol}"), r, &[&out]);
    }
    for &(d, al, ol) in &[(1usize,8usize,24usize),(0,8,24),(2,8,24),(1,7,24),(1,8,23),(3,8,24),(usize::MAX,8,24),(1,8,22)] {
        let mut out = vec![0u32; ol];
        let r = launch_unchecked(k::chain3, &cfg(nt, 4), (d, &a[..al], &mut out[..]));
        rep(&format!("chain3 {d} {al} {ol}"), r, &[&out]);
    }
    for &(i, al, ol) in &[(3usize,20usize,24usize),(usize::MAX,20,24),(19,20,24),(18,20,24),(12,20,24),(11,20,24),(3,20,23)] {
        let mut out = vec![0u32; ol];
        let r = launch_unchecked(k::implied1, &cfg(nt, 4), (i, &a[..al], &mut out[..]));
        rep(&format!("implied1 {i} {al} {ol}"), r, &[&out]);
    }
    let v3: Vec<[f32; 3]> = (0..50).map(|i| [i as f32, i as f32 * 2.0, 1.0 - i as f32]).collect();
    let b8: Vec<u8> = (0..300u32).map(|i| (i * 37 + 11) as u8).collect();
    for &(o, vl, bl, ol, obl) in &[(1usize,20usize,30usize,16usize,16usize),(1,15,30,16,16),(1,16,30,16,16),(1,20,22,16,16),(1,20,23,16,16),(1,20,24,16,16),(1,20,30,15,16),(1,20,30,16,15),(4,20,30,16,16),(usize::MAX,20,30,16,16),(0,0,0,0,0)] {
        let mut out = vec![[0f32; 3]; ol];
        let mut ob = vec![0u8; obl];
        let r = launch_unchecked(k::chain4, &cfg(nt, 4), (o, &v3[..vl], &b8[..bl], &mut out[..], &mut ob[..]));
        rep(&format!("chain4 {o} {vl} {bl} {ol} {obl}"), r, &[&out]);
        println!("  ob {:?}", ob);
    }
    for &(lo, m, al) in &[(1usize,10usize,20usize),(0,10,20),(1,10,16),(1,10,17),(2,2,0),(5,3,0),(1,30,36),(1,30,37)] {
        let mut out = vec![0u32; nt * 32];
        let r = launch_unchecked(k::pair_loop, &cfg(nt, 4), (lo, m, &a[..al], &mut out[..]));
        rep(&format!("pair_loop {lo} {m} {al}"), r, &[&out]);
    }
    let mut z = au32(60); z[20] = 0; z[13] = 0;
    for &(m, al) in &[(10usize,60usize),(10,16),(10,17),(10,18),(31,60),(0,0),(20,14)] {
        let mut out = vec![0u32; nt * 32];
        let r = launch_unchecked(k::data_exit, &cfg(nt, 4), (m, &z[..al], &mut out[..]));
        rep(&format!("data_exit {m} {al}"), r, &[&out]);
    }
    for &(m, j, al) in &[(10usize,3usize,30usize),(10,3,20),(10,3,19),(10,3,9),(10,3,12),(0,3,0),(10,usize::MAX,30)] {
        let mut out = vec![0u32; nt * 32];
        let r = launch_unchecked(k::subslice_loop, &cfg(nt, 4), (m, j, &a[..al], &mut out[..]));
        rep(&format!("subslice_loop {m} {j} {al}"), r, &[&out]);
    }
    for &(n, al) in &[(5usize,50usize),(5,49),(5,45),(5,38),(0,0),(1,10),(6,55)] {
        let mut out = vec![0u32; nt * n];
        let r = launch_unchecked(k::tri, &cfg(nt, 4), (n, &a[..al], &mut out[..]));
        rep(&format!("tri {n} {al}"), r, &[&out]);
    }
    for &(st, m, lim, al) in &[(30usize,10usize,5000u32,50usize),(30,10,5000,38),(30,10,5000,37),(30,11,5000,50),(30,12,5000,50),(10,5,5000,50),(30,10,1000,38),(30,10,0,38),(0,3,5000,50),(1,3,5000,50)] {
        let mut out = vec![0u32; nt * 32];
        let r = launch_unchecked(k::down3, &cfg(nt, 4), (st, m, lim, &a[..al], &mut out[..]));
        rep(&format!("down3 {st} {m} {lim} {al}"), r, &[&out]);
    }
    for &(m, al) in &[(10usize,10usize),(11,10),(1,0),(0,0),(2,1)] {
        let mut buf = a[..al].to_vec();
        let r = launch_unchecked(k::prefix, &cfg(nt, 4), (m, &mut buf[..]));
        rep(&format!("prefix {m} {al}"), r, &[&buf]);
    }
    for &(m, n0) in &[(5usize,3usize),(5,11),(5,12),(10,2),(15,2),(14,2),(16,0)] {
        let mut b = k::Buf { n: n0, d: [7; 16] };
        let r = launch_unchecked(k::mem_len, &offload::LaunchConfig::from_extents([1,1,1],[1,1,1]), (m, &mut b));
        rep(&format!("mem_len {m} {n0}"), r, &[&b.d[..]]);
        println!("  n={}", b.n);
    }
    let g: Vec<f64> = (0..400).map(|e| ((e * 13) % 17) as f64 - 8.0).collect();
    let big = usize::MAX;
    for &(h, w, i0, j, kk, len, ol) in &[(4usize,5usize,1usize,1usize,1usize,260usize,8usize),(4,5,1,1,1,200,8),(4,5,1,1,1,207,8),(4,5,1,1,1,206,8),
        (4,5,1,1,1,192,8),(4,5,1,1,1,191,8),(4,5,1,1,1,187,8),(4,5,1,1,1,186,8),(4,5,1,1,1,150,8),(4,5,1,1,1,260,7),(4,5,0,1,1,260,8),
        (4,5,1,0,1,260,8),(4,5,1,1,0,260,8),(4,5,big,1,1,260,8),(1<<62,4,1,1,1,64,8),(big,3,1,1,1,64,8),(3,big/2,1,1,1,64,8),
        (0,5,1,1,1,64,8),(4,0,1,1,1,64,8),(1<<32,1<<32,1,1,1,64,8),(2,3,5,1,1,64,8),
        (0,5,1,1,1,11,8),(0,5,1,0,1,64,8),(4,0,1,1,0,64,8),(4,0,1,1,0,1,8)] {
        let mut out = vec![0.0f64; ol];
        let r = launch_unchecked(k::stencil3, &cfg(nt, 4), (h, w, i0, j, kk, &g[..len], &mut out[..]));
        rep(&format!("stencil3 {h} {w} {i0} {j} {kk} {len} {ol}"), r, &[&out]);
    }
    for &(n, i0, len, ol) in &[(5usize,1usize,60usize,24usize),(5,1,46,24),(5,1,45,24),(5,1,44,24),(5,1,41,24),(5,0,60,24),(5,1,60,23),
        (5,1,60,20),(big,1,60,24),(1<<63,1,60,24),(0,3,10,24),(7,big,60,24)] {
        let mut out = vec![0.0f64; ol];
        let r = launch_unchecked(k::stencil2w, &cfg(nt, 4), (n, i0, &g[..len], &mut out[..]));
        rep(&format!("stencil2w {n} {i0} {len} {ol}"), r, &[&out]);
    }
}}
