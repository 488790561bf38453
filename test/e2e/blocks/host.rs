//! Runs the kernels of kernels.rs and checks every result against values
//! computed here; each case prints `case NAME` on stderr, then `PASS NAME`
//! or `FAIL NAME: ...`.
use core::sync::atomic::{AtomicU32, Ordering};
use blocks_kernels as k;
use offload::{launch, AtomicF32, AtomicF64, LaunchConfig, Region};

include!("../check.rs");

fn main() {
    let mut bad = 0;
    let n: usize = std::env::args().nth(1).map_or(100_000, |s| s.parse().unwrap());

    eprintln!("case dot");
    let a: Vec<f64> = (0..n).map(|i| (i % 17) as f64 * 0.5).collect();
    let b: Vec<f64> = (0..n).map(|i| (i % 5) as f64 + 1.0).collect();
    let sum = AtomicF64::new(0.0);
    // Fewer blocks than elements / BLOCK: the grid-stride loop covers the rest.
    let cfg = LaunchConfig { grid: [8, 1, 1], block: [k::BLOCK as u32, 1, 1] };
    launch(k::dot, &cfg, (&a, &b, &sum)).unwrap();
    let want: f64 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
    // Every term is a multiple of 0.5 and the sum is below 2^52: exact.
    check("dot", sum.load(Ordering::Relaxed), want, &mut bad);

    eprintln!("case histogram");
    let data: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(2654435761) >> 7).collect();
    let bins: Vec<AtomicU32> = (0..64).map(|_| AtomicU32::new(0)).collect();
    launch(k::histogram, &LaunchConfig { grid: [6, 1, 1], block: [128, 1, 1] }, (&data, &bins))
        .unwrap();
    let mut want = vec![0u32; 64];
    for x in &data {
        want[(x % 64) as usize] += 1;
    }
    let got: Vec<u32> = bins.iter().map(|b| b.load(Ordering::Relaxed)).collect();
    check("histogram", got, want, &mut bad);

    eprintln!("case two_tiles");
    let mut out = vec![0u32; 128];
    launch(k::two_tiles, &LaunchConfig { grid: [2, 1, 1], block: [64, 1, 1] },
           (Region::new(&mut out),)).unwrap();
    let want: Vec<u32> = (0..128).map(|i| { let m = (i % 64 + 1) % 64; m * 1000 + m * m }).collect();
    check("two_tiles", out, want, &mut bad);

    eprintln!("case sum_f32");
    let x: Vec<f32> = (0..1000).map(|i| (i % 10) as f32).collect();
    let total = AtomicF32::new(0.5);
    launch(k::sum_f32, &LaunchConfig::linear(x.len(), 128), (&x, &total)).unwrap();
    check("sum_f32", total.load(Ordering::Relaxed), 4500.5, &mut bad);

    eprintln!("case square");
    let mut v: Vec<f32> = (0..1000).map(|i| i as f32 * 0.5).collect();
    let want: Vec<f32> = v.iter().map(|x| x * x).collect();
    // More threads than elements: the last ones own nothing.
    launch(k::square, &LaunchConfig::linear(1100, 64), (Region::new(&mut v),)).unwrap();
    check("square", v, want, &mut bad);

    eprintln!("case region_conversions");
    // Where a kernel takes a Region: &mut Vec, &mut [T; N], device memory.
    let mut v: Vec<f32> = vec![3.0; 5];
    launch(k::square, &LaunchConfig::linear(5, 4), (&mut v,)).unwrap();
    let mut a = [2.0f32; 3];
    launch(k::square, &LaunchConfig::linear(3, 4), (&mut a,)).unwrap();
    let mut d = offload::DeviceBuffer::from_slice(&[4.0f32, 5.0, 6.0, 7.0]).unwrap();
    launch(k::square, &LaunchConfig::linear(4, 4), (&mut d,)).unwrap();
    launch(k::square, &LaunchConfig::linear(2, 4), (d.slice_mut(2..4).unwrap(),)).unwrap();
    check("region_conversions", (v, a.to_vec(), d.to_vec().unwrap()),
          (vec![9.0; 5], vec![4.0; 3], vec![16.0, 25.0, 1296.0, 2401.0]), &mut bad);

    eprintln!("case number_chunks");
    let mut v = vec![0u32; 1002];
    // A 2-D grid of 2-D blocks: 2 x 2 blocks of 8 x 8 threads own 4 each.
    let cfg = LaunchConfig { grid: [2, 2, 1], block: [8, 8, 1] };
    launch(k::number_chunks, &cfg, (Region::new(&mut v), 7)).unwrap();
    let want: Vec<u32> = (0..1002).map(|i| 7 + i).collect();
    check("number_chunks", v, want, &mut bad);

    eprintln!("case warp");
    let mut w = vec![0u32; 4];
    launch(k::warp, &LaunchConfig::linear(4, 4), (Region::new(&mut w),)).unwrap();
    let size = w[0];
    check("warp", (w.iter().all(|&x| x == size), size == 1 || size == 32), (true, true), &mut bad);
    println!("warp size {size}");

    std::process::exit(if bad == 0 { 0 } else { 1 });
}
