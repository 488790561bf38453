//! Packed types through every path an argument takes (by value, in slices
//! that start at odd addresses, inside other structs and arrays): every
//! case announces itself on stderr (`case NAME`), launches, checks the
//! kernel's results against values computed here, and prints `PASS NAME`
//! or `FAIL NAME: ...`. The kernels that take `&mut` are launched with
//! `launch_unchecked`.
use offload::{launch, launch_unchecked, LaunchConfig};
use packed_kernels as k;
use k::{Outer, P1, P1C, P2, P4C, PF};

include!("../check.rs");

fn p1(n: u32) -> P1 { P1 { a: n as u8, b: n * 1000 + 7, c: (n * 3) as u16 } }
fn p2(n: u32) -> P2 { P2 { a: n as u8 + 1, b: (n as u64) << 40 | 5, c: 0xABCD - n as u16 } }
fn p1c(n: u32) -> P1C { P1C { a: n as u8, b: n as f64 + 0.5, c: n as u16 } }
fn p4c(n: u32) -> P4C { P4C { a: n as u8 + 2, b: n as f64 * 0.25 - 3.0, c: 17 * n as u16 } }
fn outer(n: u32) -> Outer {
    Outer { x: n as u8, p2: p2(n), y: 40 + n, p4: p4c(n), arr: [p1(n), p1(n + 1), p1(n + 2)], z: 0 }
}
fn sum_p1(p: P1) -> f64 { p.a as f64 + { p.b } as f64 + { p.c } as f64 }
fn sum_p2(p: P2) -> f64 { p.a as f64 + { p.b } as f64 + { p.c } as f64 }

fn main() {
    let mut bad = 0;
    let cfg1 = LaunchConfig::linear(1, 1);

    // The device's sizes, alignments and offsets are the host's.
    eprintln!("case sizes");
    let mut facts = vec![0usize; 26];
    // SAFETY: only thread 0 writes (the launch has no other).
    unsafe { launch_unchecked(k::sizes, &cfg1, (&mut facts,)) }.unwrap();
    check("sizes", facts, k::layout_facts().to_vec(), &mut bad);

    eprintln!("case by_value");
    let mut out = vec![0f64; 5];
    let e = [p1(1), p1(2), p1(3)];
    // SAFETY: only thread 0 writes (the launch has no other).
    unsafe { launch_unchecked(k::by_value, &cfg1, (p1(9), p2(3), p1c(4), p4c(5), e, &mut out)) }.unwrap();
    let c = p1c(4);
    let d = p4c(5);
    let want = vec![
        sum_p1(p1(9)),
        sum_p2(p2(3)),
        c.a as f64 + { c.b } + { c.c } as f64,
        d.a as f64 + { d.b } + { d.c } as f64,
        sum_p1(e[0]) + 10.0 * sum_p1(e[1]) + 100.0 * sum_p1(e[2]),
    ];
    check("by_value", out, want, &mut bad);

    // Sub-slices from element 1: 7 and 11 bytes past their allocations,
    // so at odd addresses; the element before each must stay as it was.
    eprintln!("case odd_slices");
    let v: Vec<P1> = (0..21).map(p1).collect();
    let mut w: Vec<P1C> = (0..21).map(p1c).collect();
    let ps = &v[1..];
    let n = ps.len();
    let mut out = vec![0u32; n];
    // SAFETY: thread i writes qs[i] and out[i] alone.
    unsafe { launch_unchecked(k::slices, &LaunchConfig::linear(n, 8), (ps, &mut w[1..], &mut out[..])) }.unwrap();
    let want_out: Vec<u32> = ps.iter().map(|p| p.a as u32 + { p.b } + { p.c } as u32).collect();
    let want_w: Vec<P1C> = (0..21u32)
        .map(|k| {
            let q = p1c(k);
            if k == 0 { q } else { P1C { a: q.a.wrapping_add(1), b: { q.b } * 2.0, c: { q.c } ^ 0xFF } }
        })
        .collect();
    check("odd_slices", (out, w), (want_out, want_w), &mut bad);

    // Floating-point fields at odd offsets, rewritten in place: every byte
    // of each value (a store split into bytes must store the value's bits).
    eprintln!("case floats");
    let pf = |n: u32| PF { a: n as u8, x: n as f32 * 1.25 + 0.1, y: n as f64 * 1e10 + 0.3 };
    let mut fs: Vec<PF> = (0..33).map(pf).collect();
    // SAFETY: thread i reads and writes qs[i] alone.
    unsafe { launch_unchecked(k::floats, &LaunchConfig::linear(32, 8), (&mut fs[1..],)) }.unwrap();
    let want: Vec<PF> = (0..33)
        .map(|n| {
            let q = pf(n);
            if n == 0 { q } else { PF { a: q.a, x: { q.x } * 3.0 - 1.0, y: { q.y } / 4.0 + q.a as f64 } }
        })
        .collect();
    check("floats", fs, want.clone(), &mut bad);

    // The same through a Region.
    eprintln!("case floats_region");
    let mut fs: Vec<PF> = (0..33).map(pf).collect();
    launch(k::floats_region, &LaunchConfig::linear(32, 8), (&mut fs[1..],)).unwrap();
    check("floats_region", fs, want, &mut bad);

    // Four Outers from element 1 (offset 72, aligned to 8 as Outer is).
    eprintln!("case nested");
    let src: Vec<Outer> = (0..5).map(outer).collect();
    let mut dst: Vec<Outer> = (0..5).map(|_| outer(99)).collect();
    // SAFETY: thread i writes dst[i] alone.
    unsafe { launch_unchecked(k::nested, &LaunchConfig::linear(4, 4), (&src[1..], &mut dst[1..])) }.unwrap();
    let want: Vec<Outer> = (0..5)
        .map(|i| {
            if i == 0 { return outer(99); }
            let mut o = outer(i);
            o.x += 1;
            o.p2.b = { o.p2.b } + 1000;
            o.p4.b = { o.p4.b } * 0.5;
            o.arr[1].b = { o.arr[0].b } + { o.arr[2].b };
            o.z = sum_p2(o.p2) as u64 + o.y as u64;
            o
        })
        .collect();
    check("nested", dst, want, &mut bad);

    if bad > 0 {
        std::process::exit(1);
    }
    eprintln!("PASS all");
}
