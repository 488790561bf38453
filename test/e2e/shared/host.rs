//! Runs the kernels of kernels.rs (barriers after threads have returned,
//! shared memory of every alignment, 64-bit shared atomics) and checks
//! every result against values computed here; each case prints `case NAME`
//! on stderr, then `PASS NAME` or `FAIL NAME: ...`.
use core::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};
use offload::{launch, LaunchConfig, Region2d};
use shared_kernels as k;

include!("../check.rs");

fn main() {
    let mut bad = 0;

    eprintln!("case partial_sums");
    // 3 blocks of 128: the last has 44 threads with data, 84 that return.
    let x: Vec<u32> = (0..300u32).map(|i| i * 3 + 1).collect();
    let sums: Vec<AtomicU32> = (0..3).map(|_| AtomicU32::new(0)).collect();
    launch(k::partial_sums, &LaunchConfig::new([3, 1, 1], [128, 1, 1]), (&x[..], &sums[..]))
        .unwrap();
    let sums: Vec<u32> = sums.into_iter().map(AtomicU32::into_inner).collect();
    let want: Vec<u32> = x.chunks(128).map(|c| c.iter().sum()).collect();
    check("partial_sums", sums, want, &mut bad);

    eprintln!("case row_sums_2d");
    // 21 x 13 pixels in 3 x 2 blocks of 8 x 8: the right and bottom blocks
    // have threads outside the image, which return.
    let (w, h) = (21usize, 13usize);
    let img: Vec<u32> = (0..(w * h) as u32).map(|i| i % 11 + 1).collect();
    let mut out = vec![0u32; w * h];
    launch(k::row_sums_2d, &LaunchConfig::new([3, 2, 1], [8, 8, 1]), (&img[..], w, h, Region2d::new(&mut out, w)))
        .unwrap();
    let want: Vec<u32> = (0..w * h)
        .map(|p| {
            let (x, y) = (p % w, p / w);
            let x0 = x / 8 * 8;
            (x0..(x0 + 8).min(w)).map(|c| img[y * w + c]).sum()
        })
        .collect();
    check("row_sums_2d", out, want, &mut bad);

    eprintln!("case two_barriers");
    let n = 255usize;
    let mut out = vec![0u32; 2 * n];
    launch(k::two_barriers, &LaunchConfig::new([2, 1, 1], [n as u32, 1, 1]), (&mut out[..],))
        .unwrap();
    let total = (n * (n + 1) / 2) as u32;
    let want: Vec<u32> = (0..2 * n)
        .map(|i| match i % n % 3 {
            0 => total,
            1 => (i % n + 1) as u32 * 10 + total,
            _ => (i % n - 1) as u32 * 10 + total,
        })
        .collect();
    check("two_barriers", out, want, &mut bad);

    eprintln!("case tiled_sums");
    // 150 points in 3 blocks of 64 (42 threads past the end): 3 tiles.
    let pos: Vec<[f32; 4]> = (0..150)
        .map(|i| [(i % 7) as f32, (i % 5) as f32 * 0.5, (i % 3) as f32, 1.0 + (i % 4) as f32])
        .collect();
    let mut out = vec![0f32; 150];
    launch(k::tiled_sums, &LaunchConfig::new([3, 1, 1], [64, 1, 1]), (&pos[..], &mut out[..]))
        .unwrap();
    let want: Vec<f32> = (0..150)
        .map(|i| {
            let me = pos[i];
            let mut acc = [0.0f32; 3];
            for base in (0..150).step_by(64) {
                for k in 0..64 {
                    let p = if base + k < 150 { pos[base + k] } else { [0.0; 4] };
                    let d = p[0] - me[0] + (p[1] - me[1]) * 0.5;
                    acc[0] += d * p[3];
                    acc[1] += p[2] * 0.25;
                    acc[2] += 1.0;
                }
            }
            acc[0] + acc[1] + acc[2]
        })
        .collect();
    check("tiled_sums", out, want, &mut bad);

    eprintln!("case warp_returns");
    let sums: Vec<AtomicU32> = (0..3).map(|_| AtomicU32::new(7)).collect();
    launch(k::warp_returns, &LaunchConfig::new([3, 1, 1], [256, 1, 1]), (&sums[..],))
        .unwrap();
    let sums: Vec<u32> = sums.into_iter().map(AtomicU32::into_inner).collect();
    let stayed: u32 = (0..256u32).filter(|t| !(32..64).contains(t)).map(|t| t + 1).sum();
    check("warp_returns", sums, vec![stayed, 7, stayed], &mut bad);

    eprintln!("case loop_returns");
    let mut out = vec![0u32; 200];
    launch(k::loop_returns, &LaunchConfig::new([2, 1, 1], [100, 1, 1]), (&mut out[..],))
        .unwrap();
    let upto = |r: usize| (0..=r as u32).map(|k| k * 7 + 1).sum::<u32>();
    let want: Vec<u32> = (0..200)
        .map(|i| {
            let t = i % 100;
            if t % 2 == 1 { upto(t % 5) } else { upto(5) }
        })
        .collect();
    check("loop_returns", out, want, &mut bad);

    eprintln!("case aligned_arrays");
    // 5 V4 of dynamic shared memory after the static arrays.
    let mut mis = vec![99u64; 8];
    let mut out = vec![0u64; 2];
    let cfg = LaunchConfig::new([2, 1, 1], [32, 1, 1]).with_shared_bytes(5 * 16);
    launch(k::aligned_arrays, &cfg, (&mut mis[..], &mut out[..])).unwrap();
    // Per element v = 1, 2, 3: odd v, A64 2v + 3v, tags 1 + 2, Packed 4v,
    // A32 5v, u128 v + 6v, Packed2 7v, V4 8v + 6, u16 9v; dynamic t + 1.
    let statics: u64 = (1..=3u64).map(|v| v * (1 + 2 + 3 + 4 + 5 + 1 + 6 + 7 + 8 + 9) + 3 + 6).sum();
    let dynamic: u64 = (0..5u64).map(|t| t + 1).sum();
    check("aligned_arrays", (mis, out), (vec![0; 8], vec![statics + dynamic, 5]), &mut bad);

    eprintln!("case atomics64");
    let count = 1000usize;
    // Multiples of 1/4: every partial sum is exact. Mixed signs, values
    // above 2^63 when read unsigned.
    let w: Vec<f64> = (0..count).map(|i| ((i % 37) as f64 - 18.0) * 0.25).collect();
    let v: Vec<i64> = (0..count as i64)
        .map(|i| (if i % 3 == 0 { -1 } else { 1 }) * (i * 7_919 * 1_000_003 % 4_000_000_000_000) + i % 5 - 2)
        .collect();
    let blocks = count.div_ceil(128);
    let out: Vec<AtomicU64> = (0..6 * blocks).map(|_| AtomicU64::new(0)).collect();
    let fails = AtomicU64::new(0);
    let cfg = LaunchConfig::new([blocks as u32, 1, 1], [128, 1, 1]).with_shared_bytes(8);
    launch(k::atomics64, &cfg, (&w[..], &v[..], &out[..], &fails)).unwrap();
    let out: Vec<u64> = out.into_iter().map(AtomicU64::into_inner).collect();
    let want: Vec<u64> = w
        .chunks(128)
        .zip(v.chunks(128))
        .flat_map(|(w, v)| {
            [
                w.iter().fold(0.0f64, |a, b| a + b).to_bits(),
                *v.iter().min().unwrap() as u64,
                *v.iter().max().unwrap() as u64,
                v.iter().map(|&x| x as u64).min().unwrap(),
                v.iter().map(|&x| x as u64).max().unwrap(),
                v.len() as u64,
            ]
        })
        .collect();
    check("atomics64", (out, fails.load(Relaxed)), (want, 0), &mut bad);

    std::process::exit(if bad == 0 { 0 } else { 1 });
}
