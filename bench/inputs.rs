// Shared by the Rust benchmark programs (`include!("../inputs.rs")` in
// bench/offload/host.rs and bench/rajaperf/host.rs): the inputs of
// bench/baselines/bench_common.h, so that every variant of a benchmark
// computes on the same values.

/// Per-element distinct values in [1, 2): splitmix64's finaliser of
/// `i + 1` and `salt`.
fn init_val(i: u64, salt: u64) -> f64 {
    let mut x = (i + 1).wrapping_mul(0x9E3779B97F4A7C15) ^ salt;
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58476D1CE4E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D049BB133111EB);
    x ^= x >> 31;
    1.0 + (x >> 11) as f64 * (1.0 / 9007199254740992.0)
}

/// `n` values of init_val with `salt`.
fn inputs(n: usize, salt: u64) -> Vec<f64> {
    (0..n as u64).map(|i| init_val(i, salt)).collect()
}
