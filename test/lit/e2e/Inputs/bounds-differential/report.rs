// What the three host programs share (include!d by each host.rs).
use std::fmt::Debug;

/// Prints a launch's result (`Ok`, or the error: the panic's thread and
/// line) and every buffer it wrote, in full.
fn rep<T: Debug>(name: &str, r: Result<(), offload::LaunchError>, bufs: &[&[T]]) {
    match r {
        Ok(()) => println!("{name}: Ok"),
        Err(e) => println!("{name}: Err {e}"),
    }
    for (i, b) in bufs.iter().enumerate() {
        println!("  buf{i} len={} {:?}", b.len(), b);
    }
}

/// `n` threads in blocks of `b`.
fn cfg(n: usize, b: usize) -> offload::LaunchConfig {
    offload::LaunchConfig::from_extents([(n + b - 1) / b, 1, 1], [b, 1, 1])
}

/// `n` scattered u32 values (a multiplicative hash of the index).
fn au32(n: usize) -> Vec<u32> {
    (0..n as u32).map(|i| i.wrapping_mul(2654435761) >> 20).collect()
}
