//! faults [SKIP]: launches read_past on 1024 elements, reading `skip`
//! elements past their start (default 2^28: 1 GiB past a 4 KiB buffer, an
//! address the device never mapped). With SKIP 0 the read is in bounds and
//! the program checks the result.
use faults_kernels::read_past;
use offload::{LaunchConfig, launch};

fn main() {
    let skip: usize = std::env::args().nth(1).map_or(1 << 28, |s| s.parse().expect("SKIP is a number"));
    let x: Vec<f32> = (0..1024).map(|i| i as f32).collect();
    let mut out = vec![0f32; 1024];
    let cfg = LaunchConfig::new([4, 1, 1], [256, 1, 1]);
    if let Err(e) = launch(read_past, &cfg, (&x, skip, &mut out)) {
        eprintln!("faults: {e}");
        std::process::exit(2);
    }
    let ok = skip == 0 && out.iter().enumerate().all(|(i, v)| *v == i as f32);
    println!("faults: skip {skip}: {}", if ok { "PASS" } else { "read past the end (no fault seen)" });
}
