//! Launches every kernel of kernels.rs with known inputs and checks the
//! results against values computed here. Each case is announced on stderr
//! (`case NAME`) before its launch, so that the offload runtime's messages
//! (LIBOMPTARGET_INFO) that follow belong to it; `PASS NAME` or
//! `FAIL NAME: ...` ends it.
use core::marker::PhantomData;
use argkinds_kernels as k;
use offload::{launch, launch_unchecked, LaunchConfig};

include!("../check.rs");

fn s_stats() -> k::Stats {
    k::Stats { sum: 1.5, count: 7, max: -2.25, tag: 513 }
}

fn main() {
    let one = LaunchConfig::linear(1, 1);
    let mut bad = 0;

    eprintln!("case by_value_c");
    let s = k::Stats { sum: 1.5, count: 7, max: -2.25, tag: 513 };
    let mut out = vec![0f64; 4];
    launch(k::by_value_c, &one, (s, &mut out)).unwrap();
    check("by_value_c", out, vec![1.5, 7.0, -2.25, 513.0], &mut bad);

    eprintln!("case by_value_rust");
    let m = k::Mixed { a: 200, b: 1 << 40, c: 65535, d: 0.5 };
    let al = k::Aligned { x: 3.25, y: 9 };
    let mut out = vec![0f64; 9];
    launch(k::by_value_rust, &one, (m, al, (17u8, -(1i64 << 50), true), &mut out[..])).unwrap();
    check("by_value_rust", out,
          vec![200.0, (1u64 << 40) as f64, 65535.0, 0.5, 3.25, 9.0, 17.0, -(1i64 << 50) as f64, 1.0], &mut bad);

    eprintln!("case by_value_arrays");
    let mut out = vec![0f32; 3];
    launch(k::by_value_arrays, &LaunchConfig::linear(3, 2), ([1.0, 2.0, 3.0], [[1, 2], [3, 4], [5, 6]], &mut out)).unwrap();
    check("by_value_arrays", out, vec![211.0, 432.0, 653.0], &mut bad);

    eprintln!("case wide");
    let a: u128 = (0x0123_4567_89ab_cdef << 64) | 0xfedc_ba98_7654_3210;
    let b: i128 = -(7i128 << 80) - 3;
    let c: u128 = u128::MAX - 5;
    let mut out = vec![0u64; 6];
    launch(k::wide, &one, (a, b, &c, &mut out)).unwrap();
    let sum = a.wrapping_add(c);
    check("wide", out, vec![(a >> 64) as u64, a as u64, (b >> 64) as u64, b as u64, (sum >> 64) as u64, sum as u64], &mut bad);

    eprintln!("case scalars");
    let mut out = vec![0f64; 9];
    launch(k::scalars, &one, (-5i8, 65000u16, -2_000_000_000i32, u64::MAX, 1.25f32, -1e300f64, true, 'é', -42isize, &mut out)).unwrap();
    check("scalars", out, vec![-5.0, 65000.0, -2e9, u64::MAX as f64, 1.25, -1e300, 1.0, 'é' as u32 as f64, -42.0], &mut bad);

    eprintln!("case enums");
    let mut out = vec![0f32; 3];
    launch(k::enums, &LaunchConfig::linear(3, 4), ([k::Op::Add(3), k::Op::Scale(0.5), k::Op::Nothing], 10.0, &mut out)).unwrap();
    check("enums", out, vec![13.0, 5.0, -1.0], &mut bad);

    eprintln!("case zero_sized");
    let mut y = vec![0f32; 5];
    let mut z: [(); 0] = [];
    // SAFETY: z has no elements to write; y is a Region.
    unsafe {
        launch_unchecked(k::zero_sized, &LaunchConfig::linear(5, 2), ((), PhantomData, k::Marker, &[], &PhantomData, &mut z, &mut y))
    }
    .unwrap();
    check("zero_sized", y, vec![7.0; 5], &mut bad);

    eprintln!("case no_args");
    let r = launch(k::no_args, &one, ());
    check("no_args", r.is_ok(), true, &mut bad);

    eprintln!("case empties");
    let mut n = 0u32;
    let mut b: Vec<u8> = Vec::new();
    // SAFETY: only thread 0 writes (the launch has no other).
    unsafe { launch_unchecked(k::empties, &one, (&[], &mut b, &mut n)) }.unwrap();
    check("empties", n, 1, &mut bad);

    eprintln!("case many");
    let xs = [1.0f32, 2.0, 3.0];
    let mut acc = vec![0f64; 1];
    let w: u16 = 40;
    let bytes = [9u8; 11];
    let mut cnt = 0u64;
    let m = k::Mixed { a: 3, b: 1000, c: 1, d: 1.0 };
    // SAFETY: only thread 0 writes (the launch has no other).
    unsafe {
        launch_unchecked(k::many, &one, (5u8, &xs[..], s, &mut acc, 2u128 << 64, (), &w, [6, 7], 0.5, &bytes, true, m,
                                         PhantomData, -9i16, &mut cnt, 'A', 0.25f32))
    }
    .unwrap();
    let want = 5.0 + 6.0 + 1.5 + 2.0 + 40.0 + 13.0 + 0.5 + 11.0 + 1.0 + 1000.0 - 9.0 + 65.0 + 0.25;
    check("many", (acc[0], cnt), (want, 10u64), &mut bad);

    eprintln!("case fill_inferred");
    let mut y = vec![0f32; 6];
    launch(k::fill, &LaunchConfig::linear(6, 4), (2.5f32, &mut y)).unwrap();
    let mut p = vec![(0u8, 0u32); 3];
    launch(k::fill, &LaunchConfig::linear(3, 4), ((7u8, 9u32), &mut p[..])).unwrap();
    check("fill_inferred", (y, p), (vec![2.5f32; 6], vec![(7u8, 9u32); 3]), &mut bad);

    // &String converts to &str; a non-ASCII string and an empty one.
    eprintln!("case strs");
    let s = String::from("hello, world");
    let t = "h\u{e9}llo w\u{f6}rld \u{2713} \u{3bb}";
    let mut out = vec![0u32; 12];
    launch(k::strs, &one, (&s, t, "", &mut out)).unwrap();
    let facts = |x: &str| {
        [x.len() as u32, x.chars().count() as u32, x.bytes().filter(|&b| b == b'l').count() as u32,
         x.chars().map(|c| c as u32).sum()]
    };
    check("strs", out, [facts(&s), facts(t), facts("")].concat(), &mut bad);

    // &mut String converts to &mut str; the bytes come back.
    eprintln!("case mut_str");
    let mut m = String::from("gr\u{fc}\u{df}e, world");
    // SAFETY: only thread 0 writes (the launch has no other).
    unsafe { launch_unchecked(k::shout, &one, (&mut m,)) }.unwrap();
    check("mut_str", m.as_str(), "GR\u{fc}\u{df}E, WORLD", &mut bad);

    // Shared MaybeUninit data the host initialized is copied in.
    eprintln!("case uninit_shared");
    let v = core::mem::MaybeUninit::new(s_stats());
    let xs: Vec<core::mem::MaybeUninit<f32>> =
        (0..5).map(|i| core::mem::MaybeUninit::new(i as f32 * 0.5)).collect();
    let mut out = vec![0f64; 5];
    launch(k::read_uninit, &LaunchConfig::linear(5, 4), (&v, &xs[..], &mut out)).unwrap();
    check("uninit_shared", out, (0..5).map(|i| 1.5 + 7.0 + i as f64 * 0.5).collect(), &mut bad);

    eprintln!("argkinds: {} failed", bad);
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
