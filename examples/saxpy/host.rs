//! The saxpy example's host program: fills `x` and `y` with random numbers,
//! runs `saxpy_kernels::saxpy` on the default offload device, and checks
//! every element against the same computation on the CPU.
//!
//! Usage: saxpy [N] [SEED]   (defaults: 1000003 elements, seed 42)

use offload::{launch, LaunchConfig};
use std::process::ExitCode;

/// xorshift64*: a small deterministic generator, enough for test inputs.
struct Rng(u64);
impl Rng {
    fn next_f32(&mut self) -> f32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let bits = self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 40; // 24 bits
        bits as f32 / (1u32 << 24) as f32 * 200.0 - 100.0
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).map_or(1_000_003, |s| s.parse().expect("N must be a number"));
    let seed: u64 = args.get(2).map_or(42, |s| s.parse().expect("SEED must be a number"));

    let mut rng = Rng(seed.max(1));
    let a = rng.next_f32();
    let x: Vec<f32> = (0..n).map(|_| rng.next_f32()).collect();
    let mut y: Vec<f32> = (0..n).map(|_| rng.next_f32()).collect();
    let expected: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a * x + y).collect();

    println!("saxpy: n={n} a={a} x@{:p} ({} bytes) y@{:p} ({} bytes)",
             x.as_ptr(), n * 4, y.as_ptr(), n * 4);
    let cfg = LaunchConfig::linear(n, 256);
    if let Err(e) = launch(saxpy_kernels::saxpy, &cfg, (a, &x[..], &mut y[..])) {
        eprintln!("saxpy: {e}");
        return ExitCode::from(2);
    }

    // a*x+y may be fused into one fma on a GPU: allow one rounding's worth.
    let mut wrong = 0;
    for i in 0..n {
        let tolerance = 1e-6 * expected[i].abs().max(1.0);
        if (y[i] - expected[i]).abs() > tolerance {
            if wrong < 5 {
                eprintln!("saxpy: y[{i}] = {} but the CPU reference is {}", y[i], expected[i]);
            }
            wrong += 1;
        }
    }
    if wrong > 0 {
        eprintln!("saxpy: FAIL: {wrong} of {n} elements differ from the CPU reference");
        return ExitCode::from(1);
    }
    println!("saxpy: PASS: all {n} elements match the CPU reference");
    ExitCode::SUCCESS
}
