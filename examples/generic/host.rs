//! Launches four generic kernels at nine instances (element types, a
//! struct type parameter, const-generic row lengths, a negative constant)
//! and checks each result against the CPU. Usage: generic [N] [SEED] (defaults 10007, 7).
//! Exit status: 0 all right, 1 a wrong result, 2 a failed launch.

use generic_kernels::{affine, fill, row_sums, shift, Pair};
use offload::{launch, LaunchConfig};
use std::process::ExitCode;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Reports one instance's result; returns 1 when it is wrong.
fn report(name: &str, wrong: usize, total: usize) -> usize {
    if wrong == 0 {
        println!("{name}: PASS: all {total} results match the CPU reference");
        0
    } else {
        eprintln!("{name}: FAIL: {wrong} of {total} results differ from the CPU reference");
        1
    }
}

fn check<T: Copy + PartialEq + std::fmt::Debug>(name: &str, got: &[T], want: &[T]) -> usize {
    let wrong = got.iter().zip(want).filter(|(g, w)| g != w).count();
    if let Some(i) = got.iter().zip(want).position(|(g, w)| g != w) {
        eprintln!("{name}: first difference at {i}: {:?} vs {:?}", got[i], want[i]);
    }
    report(name, wrong, got.len())
}

fn close(name: &str, got: &[f32], want: &[f32]) -> usize {
    let wrong = got
        .iter()
        .zip(want)
        .filter(|(g, w)| (**g - **w).abs() > 1e-5 * w.abs().max(1.0))
        .count();
    report(name, wrong, got.len())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).map_or(10_007, |s| s.parse().expect("N must be a number"));
    let seed: u64 = args.get(2).map_or(7, |s| s.parse().expect("SEED must be a number"));
    let mut rng = Rng(seed.max(1));
    let cfg = LaunchConfig::linear(n, 128);
    let mut wrong = 0;
    macro_rules! go {
        ($launch:expr) => {
            if let Err(e) = $launch {
                eprintln!("launch failed: {e}");
                return ExitCode::from(2);
            }
        };
    }

    // affine::<f32>, ::<f64>, ::<i32>: x = a * x + b.
    let mut xf: Vec<f32> = (0..n).map(|_| rng.unit() as f32 * 10.0 - 5.0).collect();
    let wf: Vec<f32> = xf.iter().map(|x| 1.5f32 * x + 0.25).collect();
    go!(launch(affine::<f32>, &cfg, (1.5f32, 0.25f32, &mut xf[..])));
    wrong += close("affine::<f32>", &xf, &wf);

    let mut xd: Vec<f64> = (0..n).map(|_| rng.unit() * 1e3).collect();
    let wd: Vec<f64> = xd.iter().map(|x| -2.0 * x + 3.5).collect();
    go!(launch(affine::<f64>, &cfg, (-2.0f64, 3.5f64, &mut xd[..])));
    let wrong_d = xd.iter().zip(&wd).filter(|(g, w)| (**g - **w).abs() > 1e-9 * w.abs().max(1.0)).count();
    wrong += report("affine::<f64>", wrong_d, n);

    let mut xi: Vec<i32> = (0..n).map(|_| (rng.next() % 20001) as i32 - 10000).collect();
    let wi: Vec<i32> = xi.iter().map(|x| 7 * x - 3).collect();
    go!(launch(affine::<i32>, &cfg, (7i32, -3i32, &mut xi[..])));
    wrong += check("affine::<i32>", &xi, &wi);

    // fill::<Pair> (a struct type parameter) and fill::<u16>.
    let p = Pair { key: (rng.next() % 1000) as u32, weight: rng.unit() };
    let mut pairs = vec![Pair { key: 0, weight: 0.0 }; n];
    go!(launch(fill::<Pair>, &cfg, (&p, &mut pairs[..])));
    wrong += check("fill::<Pair>", &pairs, &vec![p; n]);

    let h = (rng.next() % 65536) as u16;
    let mut halves = vec![0u16; n];
    go!(launch(fill::<u16>, &cfg, (&h, &mut halves[..])));
    wrong += check("fill::<u16>", &halves, &vec![h; n]);

    // row_sums::<4> and ::<16>: const-generic row lengths.
    let rows4: Vec<[f32; 4]> = (0..n).map(|_| std::array::from_fn(|_| rng.unit() as f32)).collect();
    let mut sums4 = vec![0.0f32; n];
    go!(launch(row_sums::<4>, &cfg, (&rows4[..], &mut sums4[..])));
    let want4: Vec<f32> = rows4.iter().map(|r| r.iter().sum()).collect();
    wrong += close("row_sums::<4>", &sums4, &want4);

    let rows16: Vec<[f32; 16]> = (0..n).map(|_| std::array::from_fn(|_| rng.unit() as f32)).collect();
    let mut sums16 = vec![0.0f32; n];
    go!(launch(row_sums::<16>, &cfg, (&rows16[..], &mut sums16[..])));
    let want16: Vec<f32> = rows16.iter().map(|r| r.iter().sum()).collect();
    wrong += close("row_sums::<16>", &sums16, &want16);

    // shift::<1> then shift::<-1>: back where it started (two kernels whose
    // names differ only in a sign).
    let start: Vec<i32> = (0..n).map(|_| (rng.next() % 1000) as i32).collect();
    let mut s = start.clone();
    go!(launch(shift::<1>, &cfg, (&mut s[..],)));
    let plus: Vec<i32> = start.iter().map(|v| v + 1).collect();
    wrong += check("shift::<1>", &s, &plus);
    go!(launch(shift::<-1>, &cfg, (&mut s[..],)));
    wrong += check("shift::<-1>", &s, &start);

    if wrong > 0 {
        return ExitCode::from(1);
    }
    println!("generic: all 9 kernel instances match the CPU reference");
    ExitCode::SUCCESS
}
