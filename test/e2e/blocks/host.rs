//! Runs the kernels of kernels.rs and checks every result against values
//! computed here; each case prints `case NAME` on stderr, then `PASS NAME`
//! or `FAIL NAME: ...`.
use core::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use blocks_kernels as k;
use offload::{launch, AtomicF32, AtomicF64, LaunchConfig, LaunchErrorKind, Region};

include!("../check.rs");

fn main() {
    let mut bad = 0;
    let n: usize = std::env::args().nth(1).map_or(100_000, |s| s.parse().unwrap());

    eprintln!("case dot");
    let a: Vec<f64> = (0..n).map(|i| (i % 17) as f64 * 0.5).collect();
    let b: Vec<f64> = (0..n).map(|i| (i % 5) as f64 + 1.0).collect();
    let sum = AtomicF64::new(0.0);
    // Fewer blocks than elements / BLOCK: the grid-stride loop covers the rest.
    let cfg = LaunchConfig::new([8, 1, 1], [k::BLOCK as u32, 1, 1]);
    launch(k::dot, &cfg, (&a, &b, &sum)).unwrap();
    let want: f64 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
    // Every term is a multiple of 0.5 and the sum is below 2^52: exact.
    check("dot", sum.load(Ordering::Relaxed), want, &mut bad);

    eprintln!("case histogram");
    let data: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(2654435761) >> 7).collect();
    let bins: Vec<AtomicU32> = (0..64).map(|_| AtomicU32::new(0)).collect();
    launch(k::histogram, &LaunchConfig::new([6, 1, 1], [128, 1, 1]), (&data, &bins))
        .unwrap();
    let mut want = vec![0u32; 64];
    for x in &data {
        want[(x % 64) as usize] += 1;
    }
    let got: Vec<u32> = bins.iter().map(|b| b.load(Ordering::Relaxed)).collect();
    check("histogram", got, want, &mut bad);

    eprintln!("case two_tiles");
    let mut out = vec![0u32; 128];
    launch(k::two_tiles, &LaunchConfig::new([2, 1, 1], [64, 1, 1]),
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
    // 4 blocks of 64 threads own 4 each: 1024 >= 1002, the last chunk short.
    let cfg = LaunchConfig::new([4, 1, 1], [64, 1, 1]);
    launch(k::number_chunks, &cfg, (Region::new(&mut v), 7)).unwrap();
    let want: Vec<u32> = (0..1002).map(|i| 7 + i).collect();
    // A one-dimensional Region tells threads apart by x alone: a 2-D
    // launch of it is refused before anything runs or moves.
    let mut untouched = vec![0u32; 1002];
    let refused = launch(k::number_chunks, &LaunchConfig::new([2, 2, 1], [8, 8, 1]),
                         (Region::new(&mut untouched), 7));
    let refused = refused.map_err(|e| (e.kind(), e.code()));
    check("number_chunks", (v, refused, untouched.iter().all(|&x| x == 0)),
          (want, Err((offload::LaunchErrorKind::InvalidConfig, -3)), true), &mut bad);

    eprintln!("case warp");
    let mut w = vec![0u32; 4];
    launch(k::warp, &LaunchConfig::linear(4, 4), (Region::new(&mut w),)).unwrap();
    let size = w[0];
    check("warp", (w.iter().all(|&x| x == size), size == 1 || size == 32), (true, true), &mut bad);
    println!("warp size {size}");

    eprintln!("case dot_dynamic");
    let a: Vec<f64> = (0..n).map(|i| (i % 17) as f64 * 0.5).collect();
    let b: Vec<f64> = (0..n).map(|i| (i % 5) as f64 + 1.0).collect();
    let sum = AtomicF64::new(0.0);
    let overlaps = AtomicU32::new(0);
    let cfg = LaunchConfig::new([8, 1, 1], [k::BLOCK as u32, 1, 1])
        .with_shared_bytes((k::BLOCK * 8) as u32);
    launch(k::dot_dynamic, &cfg, (&a, &b, &sum, &overlaps)).unwrap();
    let want: f64 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
    check("dot_dynamic", (sum.load(Ordering::Relaxed), overlaps.load(Ordering::Relaxed)),
          (want, 0), &mut bad);

    eprintln!("case histogram_dynamic");
    // 48 bins: 192 bytes, and 3 more that hold no whole bin.
    let bins: Vec<AtomicU32> = (0..48).map(|_| AtomicU32::new(0)).collect();
    let cfg = LaunchConfig::new([5, 1, 1], [96, 1, 1]).with_shared_bytes(48 * 4 + 3);
    launch(k::histogram_dynamic, &cfg, (&data, &bins)).unwrap();
    let mut want = vec![0u32; 48];
    for x in &data {
        want[(x % 48) as usize] += 1;
    }
    let got: Vec<u32> = bins.iter().map(|b| b.load(Ordering::Relaxed)).collect();
    check("histogram_dynamic", got, want, &mut bad);

    eprintln!("case reverse_dynamic");
    // 80000 bytes: more than the 48 KiB a GPU block gets without asking.
    let out: Vec<AtomicU64> = (0..6).map(|_| AtomicU64::new(0)).collect();
    let cfg = LaunchConfig::new([3, 1, 1], [256, 1, 1]).with_shared_bytes(80_000);
    launch(k::reverse_dynamic, &cfg, (&out,)).unwrap();
    let out: Vec<u64> = out.into_iter().map(AtomicU64::into_inner).collect();
    let n = 20_000u64;
    let want: Vec<u64> = (0..3u64)
        .flat_map(|b| [n, (0..n).map(|j| j * (n - 1 - j + b)).sum()])
        .collect();
    check("reverse_dynamic", out, want, &mut bad);

    eprintln!("case dynamic_too_big");
    // More than 227 KiB is refused before the runtime is called.
    let out: Vec<AtomicU64> = (0..2).map(|_| AtomicU64::new(0)).collect();
    let cfg = LaunchConfig::new([1, 1, 1], [32, 1, 1]).with_shared_bytes(227 * 1024 + 1);
    let error = launch(k::reverse_dynamic, &cfg, (&out,)).err().map(|e| (e.kind(), e.code()));
    let out: Vec<u64> = out.into_iter().map(AtomicU64::into_inner).collect();
    check("dynamic_too_big", (error, out), (Some((LaunchErrorKind::InvalidConfig, -3)), vec![0, 0]), &mut bad);

    eprintln!("case atomic_ops");
    atomic_ops(&mut bad);

    std::process::exit(if bad == 0 { 0 } else { 1 });
}

/// Checks k::atomic_ops on 2 blocks of 64 threads: per type, the sum, min,
/// max, compare-exchange count, and the swap chain (the last value swapped
/// in plus the sum of those swapped out is the start value plus every
/// thread's value; the last one is some thread's); then each block's shared
/// cells (u64 and f32), which start at 0, MAX, 0 (MIN for f32), 0, 0, 0.
fn atomic_ops(bad: &mut u32) {
    use core::sync::atomic::{AtomicI32, AtomicI64};
    const N: i64 = 128;
    macro_rules! cells {
        ($ty:ident, $t:ty) => {
            [0 as $t, <$t>::MAX, <$t>::MIN, 0 as $t, 1000 as $t, 0 as $t].map($ty::new)
        };
    }
    let ints = cells!(AtomicI32, i32);
    let uints = cells!(AtomicU32, u32);
    let longs = cells!(AtomicI64, i64);
    let ulongs = cells!(AtomicU64, u64);
    let floats = cells!(AtomicF32, f32);
    let doubles = cells!(AtomicF64, f64);
    let shared: Vec<AtomicU64> = (0..24).map(|_| AtomicU64::new(0)).collect();
    launch(k::atomic_ops, &LaunchConfig::new([2, 1, 1], [64, 1, 1]),
           (&ints, &uints, &longs, &ulongs, &floats, &doubles, &shared[..])).unwrap();
    let shared: Vec<u64> = shared.into_iter().map(AtomicU64::into_inner).collect();
    // Per type: (sum, min, max, 2 * threads, last swapped + swapped out, last in range)
    macro_rules! want {
        ($cells:expr, $offset:expr) => {{
            let c: Vec<f64> = $cells.iter().map(|x| x.load(Ordering::Relaxed) as f64).collect();
            let v: Vec<f64> = (0..N).map(|t| (t - $offset) as f64).collect();
            let sum: f64 = v.iter().sum();
            let got = (c[0], c[1], c[2], c[3], c[4] + c[5], v.contains(&c[4]));
            let want = (sum, v[0], v[v.len() - 1], 2.0 * N as f64, 1000.0 + sum, true);
            (got, want)
        }};
    }
    let results = [
        want!(ints, 37), want!(uints, 0), want!(longs, 37), want!(ulongs, 0),
        want!(floats, 37), want!(doubles, 37),
    ];
    let (got, want): (Vec<_>, Vec<_>) = results.into_iter().unzip();
    check("atomic_ops global", got, want, bad);
    let mut got = Vec::new();
    let mut want = Vec::new();
    for b in 0..2usize {
        let row = &shared[12 * b..12 * b + 12];
        let f: Vec<f64> = row[6..].iter().map(|&x| f32::from_bits(x as u32) as f64).collect();
        let ts: Vec<i64> = (64 * b as i64..64 * b as i64 + 64).collect();
        let sum_u: u64 = ts.iter().map(|&t| t as u64).sum();
        let sum_f: f64 = ts.iter().map(|&t| (t - 37) as f64).sum();
        got.push((row[0], row[1], row[2], row[3], row[4] + row[5],
                  (f[0], f[1], f[2], f[3], f[4] + f[5])));
        want.push((sum_u, ts[0] as u64, ts[63] as u64, 128, sum_u,
                   (sum_f, (ts[0] - 37) as f64, (ts[63] - 37) as f64, 128.0, sum_f)));
    }
    check("atomic_ops shared", got, want, bad);
}
