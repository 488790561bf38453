//! Checks every 128-bit conversion against the host's `as`, edge cases
//! included (NaN, infinities, negatives, values beyond the integer range).
use offload::{launch, LaunchConfig};
use wide_kernels as k;

include!("../check.rs");

fn main() {
    let mut bad = 0;
    let a: Vec<u64> = (1..=9u64).map(|k| k * 0x0123_4567_89AB_CDEF).collect();
    let mut out = vec![0.0f64; a.len()];
    launch(k::to_float, &LaunchConfig::linear(a.len(), 8), (&a, &mut out)).unwrap();
    check("to_float", out, a.iter().map(|&x| ((x as u128) << 20) as f64).collect(), &mut bad);

    let u: Vec<u128> = vec![0, 1, 3 << 100, u128::MAX, (1 << 24) + 1, (1u128 << 53) + 1, 0xffff_ffff_ffff_ffff_ffff, 12345];
    let s: Vec<i128> = vec![0, -1, i128::MIN, i128::MAX, -(1 << 100) - 7, (1 << 60) + 3, -12345, 99];
    let n = u.len();
    let (mut f, mut d, mut g, mut e) = (vec![0f32; n], vec![0f64; n], vec![0f32; n], vec![0f64; n]);
    launch(k::int_to_float, &LaunchConfig::linear(n, 4), (&u, &s, &mut f, &mut d, &mut g, &mut e)).unwrap();
    check("u128 as f32", f, u.iter().map(|&x| x as f32).collect(), &mut bad);
    check("u128 as f64", d, u.iter().map(|&x| x as f64).collect(), &mut bad);
    check("i128 as f32", g, s.iter().map(|&x| x as f32).collect(), &mut bad);
    check("i128 as f64", e, s.iter().map(|&x| x as f64).collect(), &mut bad);

    let fl: Vec<f32> = vec![0.0, -1.5, 1e30, f32::NAN, f32::INFINITY, f32::NEG_INFINITY, 3.99, -3e38, 16777217.0];
    let db: Vec<f64> = vec![0.0, -1.5, 1e40, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 3.99, -1e300, 1.7e38];
    let n = fl.len();
    let (mut uu, mut ss, mut vv, mut tt) = (vec![7u128; n], vec![7i128; n], vec![7u128; n], vec![7i128; n]);
    launch(k::float_to_int, &LaunchConfig::linear(n, 4), (&fl, &db, &mut uu, &mut ss, &mut vv, &mut tt)).unwrap();
    check("f32 as u128", uu, fl.iter().map(|&x| x as u128).collect(), &mut bad);
    check("f32 as i128", ss, fl.iter().map(|&x| x as i128).collect(), &mut bad);
    check("f64 as u128", vv, db.iter().map(|&x| x as u128).collect(), &mut bad);
    check("f64 as i128", tt, db.iter().map(|&x| x as i128).collect(), &mut bad);

    let a: Vec<u128> = (1..10u128).map(|k| (k << 100) + k * 977).collect();
    let s: Vec<i128> = (1..10i128).map(|k| -(k << 90) + k * 31).collect();
    let f: Vec<f64> = (0..9).map(|k| k as f64 * 1.7 - 4.0).collect();
    let b = 12345u128 << 70;
    let n = a.len();
    let (mut q, mut r, mut g) = (vec![0u128; n], vec![0i128; n], vec![0f64; n]);
    launch(k::arith, &LaunchConfig::linear(n, 4), (&a, &s, b, &f, &mut q, &mut r, &mut g)).unwrap();
    check("u128 / and %", q, a.iter().map(|x| x / b + x % (b + 1)).collect(), &mut bad);
    check("i128 / and %", r, s.iter().map(|x| x / -7 + x % 1000).collect(), &mut bad);
    check("f64 %", g, f.iter().map(|x| x % 3.5 + (*x as i64).pow(3) as f64).collect(), &mut bad);

    eprintln!("wide: {} failed", bad);
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
