//! Checks what a launch copies once the device pass has found what each
//! kernel writes: every case announces itself on stderr (`case NAME`),
//! launches, checks its results against values computed here, and prints
//! `PASS NAME` or `FAIL NAME: ...`. The kernels that take `&mut` (what the
//! device pass finds in them is the subject) are launched with
//! `launch_unchecked`: in each, thread i writes only element i.
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicU32, Ordering};
use offload::{launch, launch_unchecked, LaunchConfig};
use writes_kernels as k;

include!("../check.rs");

fn main() {
    let mut bad = 0;

    eprintln!("case mut_slice_read");
    let mut src: Vec<f32> = (0..10).map(|i| i as f32 * 0.5).collect();
    let mut dst = vec![0f32; 10];
    // SAFETY: thread i writes dst[i] alone; src is only read.
    unsafe { launch_unchecked(k::double, &LaunchConfig::linear(10, 4), (&mut src, &mut dst)) }.unwrap();
    let want: Vec<f32> = (0..10).map(|i| i as f32).collect();
    check("mut_slice_read", (src[3], dst), (1.5, want), &mut bad);

    eprintln!("case mut_ref_read");
    let mut n = 1000u64;
    let mut out = vec![0u64; 6];
    // SAFETY: thread i writes out[i] alone; n is only read.
    unsafe { launch_unchecked(k::add_n, &LaunchConfig::linear(6, 4), (&mut n, &mut out)) }.unwrap();
    check("mut_ref_read", (n, out), (1000, (1000..1006).collect()), &mut bad);

    eprintln!("case uninit_out");
    let mut out = vec![MaybeUninit::<f32>::uninit(); 12];
    // SAFETY: thread i writes out[i] alone.
    unsafe { launch_unchecked(k::fill_uninit, &LaunchConfig::linear(12, 8), (&mut out, 0.25)) }.unwrap();
    // Every element was written by the kernel and copied back.
    let got: Vec<f32> = out.iter().map(|x| unsafe { x.assume_init() }).collect();
    check("uninit_out", got, (0..12).map(|i| 0.25 + i as f32).collect(), &mut bad);

    // The same through a Region: mapped as the &mut slice is.
    eprintln!("case uninit_out_region");
    let mut out = vec![MaybeUninit::<f32>::uninit(); 12];
    launch(k::fill_uninit_region, &LaunchConfig::linear(12, 8), (&mut out, 0.5)).unwrap();
    let got: Vec<f32> = out.iter().map(|x| unsafe { x.assume_init() }).collect();
    check("uninit_out_region", got, (0..12).map(|i| 0.5 + i as f32).collect(), &mut bad);

    eprintln!("case uninit_unwritten");
    let mut scratch = vec![MaybeUninit::<u32>::uninit(); 64];
    let mut out = vec![0u32; 5];
    // SAFETY: thread i writes out[i] alone; scratch is not touched.
    unsafe { launch_unchecked(k::ignore_scratch, &LaunchConfig::linear(5, 4), (&mut scratch, &mut out)) }
        .unwrap();
    check("uninit_unwritten", out, (0..5).map(|i| 7 * i + 64).collect(), &mut bad);

    eprintln!("case atomics_read");
    let a: Vec<AtomicU32> = (0..8).map(|i| AtomicU32::new(i * i)).collect();
    let mut out = vec![0u32; 8];
    // SAFETY: thread i writes out[i] alone; the atomics are only loaded.
    unsafe { launch_unchecked(k::load_atomics, &LaunchConfig::linear(8, 4), (&a, &mut out)) }.unwrap();
    check("atomics_read", out, (0..8).map(|i| i * i).collect(), &mut bad);

    eprintln!("case atomics_add");
    let a: Vec<AtomicU32> = (0..3).map(|_| AtomicU32::new(100)).collect();
    launch(k::bump, &LaunchConfig::linear(9, 3), (&a,)).unwrap();
    let got: Vec<u32> = a.iter().map(|x| x.load(Ordering::Relaxed)).collect();
    // Counter c gets c + (c + 3) + (c + 6).
    check("atomics_add", got, vec![109, 112, 115], &mut bad);

    eprintln!("case helpers");
    let mut src: Vec<i32> = (0..7).map(|i| 10 * i).collect();
    let mut out = vec![0i32; 7];
    // SAFETY: thread i writes out[i] alone (through `put`); src is only read.
    unsafe { launch_unchecked(k::through_helpers, &LaunchConfig::linear(7, 4), (&mut src, &mut out)) }
        .unwrap();
    check("helpers", out, (0..7).map(|i| 10 * i + 1).collect(), &mut bad);

    eprintln!("case conditional");
    let mut v: Vec<f32> = (0..8).map(|i| i as f32).collect();
    // SAFETY: thread i reads and writes v[i] alone.
    unsafe { launch_unchecked(k::clamp, &LaunchConfig::linear(8, 4), (&mut v, 4.5)) }.unwrap();
    check("conditional", v, vec![0.0, 1.0, 2.0, 3.0, 4.0, 4.5, 4.5, 4.5], &mut bad);

    eprintln!("case conditional_region");
    let mut v: Vec<f32> = (0..8).map(|i| i as f32).collect();
    launch(k::clamp_region, &LaunchConfig::linear(8, 4), (&mut v, 2.5)).unwrap();
    check("conditional_region", v, vec![0.0, 1.0, 2.0, 2.5, 2.5, 2.5, 2.5, 2.5], &mut bad);

    eprintln!("writes: {} failed", bad);
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
