//! The example's host program. It fills its inputs with random numbers,
//! runs two kernels on the default offload device and checks every result
//! against the same computation on the CPU:
//!
//! * `saxpy(a: f32, x: &[f32], y: Region<f32>)` over N elements;
//! * `summarize(w: &[f64; 256], scale: f64, tag: u16, out: Region<Stats>)`,
//!   whose one element thread 0 writes.
//!
//! It prints each buffer's host address and size (a test matches the
//! runtime's copies to them) and the device that ran it. Usage: saxpy [N]
//! [SEED] (defaults: 1000003 elements, seed 42). Exit status: 0 all results
//! right, 1 a wrong result, 2 a failed launch.

use offload::{launch, LaunchConfig};
use saxpy_kernels::{Stats, WEIGHTS};
use std::process::ExitCode;

/// xorshift64*: a small deterministic generator, enough for test inputs.
struct Rng(u64);
impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in [-100, 100).
    fn next_f32(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u32 << 24) as f32 * 200.0 - 100.0
    }
    fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * 200.0 - 100.0
    }
}

/// Within one rounding of `expected` (a*b+c may become one fma on a GPU).
fn close(got: f64, expected: f64, rel: f64) -> bool {
    (got - expected).abs() <= rel * expected.abs().max(1.0)
}

fn run_saxpy(rng: &mut Rng, n: usize) -> Result<usize, ExitCode> {
    let a = rng.next_f32();
    let x: Vec<f32> = (0..n).map(|_| rng.next_f32()).collect();
    let mut y: Vec<f32> = (0..n).map(|_| rng.next_f32()).collect();
    let expected: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a * x + y).collect();

    println!("saxpy: n={n} a={a}");
    println!("buffer x {:p} {}", x.as_ptr(), n * 4);
    println!("buffer y {:p} {}", y.as_ptr(), n * 4);
    let cfg = LaunchConfig::linear(n, 256);
    if let Err(e) = launch(saxpy_kernels::saxpy, &cfg, (a, &x[..], &mut y[..])) {
        eprintln!("saxpy: {e}");
        return Err(ExitCode::from(2));
    }
    let mut wrong = 0;
    for i in 0..n {
        if !close(y[i] as f64, expected[i] as f64, 1e-6) {
            if wrong < 5 {
                eprintln!("saxpy: y[{i}] = {} but the CPU reference is {}", y[i], expected[i]);
            }
            wrong += 1;
        }
    }
    if wrong == 0 {
        println!("saxpy: PASS: all {n} elements match the CPU reference");
    }
    Ok(wrong)
}

fn run_summarize(rng: &mut Rng, seed: u64) -> Result<usize, ExitCode> {
    let mut w = [0.0f64; WEIGHTS];
    for v in w.iter_mut() {
        *v = rng.next_f64();
    }
    let scale = rng.next_f64();
    let tag = (seed % 65_521) as u16 + 7;
    let mut out = Stats { sum: -1.0, count: 1000 + (seed % 1000) as u32, max: -1.0, tag: 0 };

    let mut expected = out;
    expected.sum = w.iter().map(|v| v * scale).sum();
    expected.max = w.iter().map(|v| v * scale).fold(f64::NEG_INFINITY, f64::max);
    expected.count += WEIGHTS as u32;
    expected.tag = tag;

    println!("summarize: scale={scale} tag={tag}");
    println!("buffer w {:p} {}", w.as_ptr(), std::mem::size_of_val(&w));
    println!("buffer out {:p} {}", &out as *const Stats, std::mem::size_of::<Stats>());
    let cfg = LaunchConfig::linear(32, 32);
    if let Err(e) = launch(saxpy_kernels::summarize, &cfg, (&w, scale, tag, &mut out)) {
        eprintln!("summarize: {e}");
        return Err(ExitCode::from(2));
    }
    let mut wrong = 0;
    for (field, ok) in [
        ("sum", close(out.sum, expected.sum, 1e-9)),
        ("max", out.max == expected.max),
        ("count", out.count == expected.count),
        ("tag", out.tag == expected.tag),
    ] {
        if !ok {
            eprintln!("summarize: out.{field} is wrong: got {out:?}, CPU reference {expected:?}");
            wrong += 1;
        }
    }
    if wrong == 0 {
        println!("summarize: PASS: all 4 fields match the CPU reference");
    }
    Ok(wrong)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).map_or(1_000_003, |s| s.parse().expect("N must be a number"));
    let seed: u64 = args.get(2).map_or(42, |s| s.parse().expect("SEED must be a number"));
    let mut rng = Rng(seed.max(1));

    let mut wrong = 0;
    for result in [run_saxpy(&mut rng, n), run_summarize(&mut rng, seed)] {
        match result {
            Ok(w) => wrong += w,
            Err(code) => return code,
        }
    }
    // Which device ran them: both launches went to the default device.
    match offload::Device::default().name() {
        Ok(name) => println!("ran on: {name}"),
        Err(e) => println!("ran on: no device ({e})"),
    }
    if wrong > 0 {
        eprintln!("FAIL: {wrong} results differ from the CPU reference");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
