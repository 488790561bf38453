//! Runs the kernels of kernels.rs, each with threads that panic, and checks
//! that the launch returns `LaunchError::PANICKED` naming the kernel, its
//! launch and the panic, that the other threads' results came back, and
//! that the device still runs kernels afterwards. Each case prints `case
//! NAME`, the error (`error: ...`), then `PASS NAME` or `FAIL NAME: ...`
//! on stderr.
use offload::{launch, LaunchConfig, LaunchError};
use panics_kernels as k;

include!("../check.rs");

/// The error's code, after printing it.
fn code(r: Result<(), LaunchError>) -> i32 {
    match r {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            e.code
        }
    }
}

fn main() {
    let mut bad = 0;
    let n: usize = std::env::args().nth(1).map_or(1000, |s| s.parse().unwrap());

    eprintln!("case shift_left");
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let mut out = vec![-1f32; n];
    let rc = code(launch(k::shift_left, &LaunchConfig::linear(n, 128), (&x, &mut out)));
    check("shift_left code", rc, LaunchError::PANICKED, &mut bad);
    let want: Vec<f32> = (0..n).map(|i| if i + 1 < n { (i + 1) as f32 } else { -1.0 }).collect();
    check("shift_left", out, want, &mut bad);

    eprintln!("case after");
    let x: Vec<f32> = (0..=n).map(|i| i as f32).collect();
    let mut out = vec![-1f32; n];
    let rc = code(launch(k::shift_left, &LaunchConfig::linear(n, 128), (&x, &mut out)));
    check("after code", rc, 0, &mut bad);
    let want: Vec<f32> = (1..=n).map(|i| i as f32).collect();
    check("after", out, want, &mut bad);

    eprintln!("case give_up");
    let mut out = vec![7u32; n];
    let rc = code(launch(k::give_up, &LaunchConfig::linear(n, 256), (3, &mut out)));
    check("give_up code", rc, LaunchError::PANICKED, &mut bad);
    let want: Vec<u32> = (0..n as u32).map(|i| if i == 3 { 7 } else { 2 * i }).collect();
    check("give_up", out, want, &mut bad);

    eprintln!("case neighbours");
    let blocks = 4;
    let mut out = vec![0u32; blocks * k::BLOCK];
    let cfg = LaunchConfig::new([blocks as u32, 1, 1], [k::BLOCK as u32, 1, 1]);
    let rc = code(launch(k::neighbours, &cfg, (70, &mut out)));
    check("neighbours code", rc, LaunchError::PANICKED, &mut bad);
    // Thread 70 wrote nothing; thread 69 read its slot of shared memory,
    // which nobody wrote (its value is left unchecked).
    let b = k::BLOCK;
    let want: Vec<u32> = (0..blocks * b)
        .map(|i| match i { 70 => 0, 69 => out[69], _ => (i - i % b + (i % b + 1) % b + 1) as u32 })
        .collect();
    check("neighbours", out, want, &mut bad);

    eprintln!("case below");
    let m = 100 * n;
    let x: Vec<u32> = (0..m as u32).collect();
    let mut out = vec![u32::MAX; m];
    let rc = code(launch(k::below, &LaunchConfig::linear(m, 256), (&x, 0, &mut out)));
    check("below code", rc, LaunchError::PANICKED, &mut bad);
    check("below", out.iter().all(|&v| v == u32::MAX), true, &mut bad);

    eprintln!("case below_ok");
    let mut out = vec![u32::MAX; m];
    let rc = code(launch(k::below, &LaunchConfig::linear(m, 256), (&x, m as u32, &mut out)));
    check("below_ok code", rc, 0, &mut bad);
    check("below_ok", out, x, &mut bad);

    std::process::exit(if bad == 0 { 0 } else { 1 });
}
