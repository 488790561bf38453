//! Checks every FloatMath function the kernels compute on the device
//! against the host's std, within the accuracy docs/tasks/write-a-kernel.md documents
//! (in ulps against the exact result). f32 results are compared with std's
//! f64 function rounded to f32 (within a few f64 ulps of exact, so at most
//! one f32 ulp from the correctly rounded value in the rare cases close to
//! halfway: the bound gets that one ulp more); f64 results with std's f64
//! (glibc's, itself up to 1-2 ulp from exact: the bound gets 2 more).
//! Special values (NaN, infinities, zeros, subnormals, huge arguments) are
//! among the inputs; a NaN must meet a NaN. Each case prints `case NAME`,
//! then `PASS NAME (max N ulp, bound B)` or `FAIL ...` on stderr.
use math_kernels as k;
use offload::{launch, LaunchConfig, Region};

include!("../check.rs");

/// (name, f64 reference, documented ulps on the device; 0: exact).
const UNARY: [(&str, fn(f64) -> f64, u64); 34] = [
    ("sqrt", f64::sqrt, 0),
    ("cbrt", f64::cbrt, 0),
    ("exp", f64::exp, 1),
    ("exp2", f64::exp2, 1),
    ("exp_m1", f64::exp_m1, 1),
    ("ln", f64::ln, 1),
    ("log2", f64::log2, 1),
    ("log10", f64::log10, 1),
    ("ln_1p", f64::ln_1p, 1),
    ("sin", f64::sin, 1),
    ("cos", f64::cos, 1),
    ("tan", f64::tan, 1),
    ("asin", f64::asin, 1),
    ("acos", f64::acos, 1),
    ("atan", f64::atan, 1),
    ("sinh", f64::sinh, 2),
    ("cosh", f64::cosh, 1),
    ("tanh", f64::tanh, 2),
    ("asinh", f64::asinh, 2),
    ("acosh", f64::acosh, 4),
    ("atanh", atanh, 2),
    ("floor", f64::floor, 0),
    ("ceil", f64::ceil, 0),
    ("round", f64::round, 0),
    ("round_ties_even", f64::round_ties_even, 0),
    ("trunc", f64::trunc, 0),
    ("fract", f64::fract, 0),
    ("abs", f64::abs, 0),
    ("signum", f64::signum, 0),
    ("recip", f64::recip, 0),
    ("to_degrees", f64::to_degrees, 1),
    ("to_radians", f64::to_radians, 1),
    ("sin_cos.0", f64::sin, 1),
    ("sin_cos.1", f64::cos, 1),
];

/// atanh as glibc computes it, from |x|: std's f64::atanh works on x
/// itself and loses accuracy near -1 (26 ulp at -0.9996, where this and
/// glibc's agree).
fn atanh(x: f64) -> f64 {
    (0.5 * (2.0 * x.abs() / (1.0 - x.abs())).ln_1p()).copysign(x)
}

/// As UNARY, for functions of two arguments.
const BINARY: [(&str, fn(f64, f64) -> f64, u64); 7] = [
    ("powf", f64::powf, 1),
    ("atan2", f64::atan2, 2),
    ("hypot", f64::hypot, 1),
    ("log", f64::log, 3),
    ("copysign", f64::copysign, 0),
    ("min", f64::min, 0),
    ("max", f64::max, 0),
];

/// Distance in ulps of f32 or f64 (as their bits, widened): 0 for equal
/// values and for two NaNs, u64::MAX for a NaN against a number.
fn ulps(a: u64, b: u64, sign: u64, a_nan: bool, b_nan: bool) -> u64 {
    if a_nan || b_nan {
        return if a_nan && b_nan { 0 } else { u64::MAX };
    }
    // Ordered: negative values below positive ones, -0 and +0 together.
    let ord = |x: u64| if x & sign != 0 { -((x & !sign) as i128) } else { x as i128 };
    ord(a).abs_diff(ord(b)) as u64
}
fn ulps32(a: f32, b: f32) -> u64 {
    ulps(a.to_bits() as u64, b.to_bits() as u64, 1 << 31, a.is_nan(), b.is_nan())
}
fn ulps64(a: f64, b: f64) -> u64 {
    ulps(a.to_bits(), b.to_bits(), 1 << 63, a.is_nan(), b.is_nan())
}

/// Inputs: special values, a sweep of magnitudes from 1e-45 to 1e300 of
/// both signs, and dense ones in [-4, 4] and near 1.
fn inputs() -> Vec<f64> {
    let mut v = vec![
        0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1.0, -1.0, 0.5, -0.5, 2.0,
        f64::MIN_POSITIVE, 1e-310, -1e-310, f32::MIN_POSITIVE as f64, 1e-40, f64::MAX,
        f32::MAX as f64, 1e30, -1e30, 1e22, 88.7, 89.0, -103.0, 709.0, 710.0, -745.0,
        core::f64::consts::PI, core::f64::consts::FRAC_PI_2, 2.5, -2.5, 3.5, 0.49999997,
        1.0000001, 0.9999999, 1e-8, -1e-8, 123456789.0, 4503599627370497.0, 8388609.0,
    ];
    for i in -450..3000 {
        let m = 10f64.powf(i as f64 / 10.0);
        v.extend([m, -m, m * 1.37, -m * 0.71]);
    }
    for i in -2000..=2000 {
        v.push(i as f64 / 500.0);
    }
    for i in 0..500 {
        v.push(1.0 + i as f64 * 1e-4);
        v.push(1.0 - i as f64 * 1e-4);
    }
    v
}

fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::linear(n, 128)
}

fn main() {
    let mut bad = 0;
    let xs = inputs();
    let x32: Vec<f32> = xs.iter().map(|&x| x as f32).collect();
    let n = xs.len();

    for (op, &(name, f, bound)) in UNARY.iter().enumerate() {
        let case = format!("{name} f32");
        eprintln!("case {case}");
        let mut out = vec![0f32; n];
        launch(k::apply_unary::<f32>, &cfg(n), (op as u32, &x32, Region::new(&mut out))).unwrap();
        let worst = (0..n).map(|i| ulps32(out[i], f(x32[i] as f64) as f32)).max().unwrap();
        let bound = if bound == 0 { 0 } else { bound + 1 };
        report(&case, worst, bound, &mut bad);

        let case = format!("{name} f64");
        eprintln!("case {case}");
        let mut out = vec![0f64; n];
        launch(k::apply_unary::<f64>, &cfg(n), (op as u32, &xs, Region::new(&mut out))).unwrap();
        let worst = (0..n).map(|i| ulps64(out[i], f(xs[i]))).max().unwrap();
        let bound = if bound == 0 { 0 } else { bound + 2 };
        report(&case, worst, bound, &mut bad);
    }

    // Pairs: every value of a smaller set with every other.
    let some: Vec<f64> = xs.iter().copied().step_by(97).chain([0.0, -0.0, 1.0, -1.0, 2.0, 0.5, -3.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY]).collect();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &p in &some {
        for &q in &some {
            a.push(p);
            b.push(q);
        }
    }
    let (a32, b32): (Vec<f32>, Vec<f32>) = (a.iter().map(|&x| x as f32).collect(), b.iter().map(|&x| x as f32).collect());
    let m = a.len();
    for (op, &(name, f, bound)) in BINARY.iter().enumerate() {
        let case = format!("{name} f32");
        eprintln!("case {case}");
        let mut out = vec![0f32; m];
        launch(k::apply_binary::<f32>, &cfg(m), (op as u32, &a32, &b32, Region::new(&mut out))).unwrap();
        let worst = (0..m).map(|i| ulps32(out[i], f(a32[i] as f64, b32[i] as f64) as f32)).max().unwrap();
        report(&case, worst, if bound == 0 { 0 } else { bound + 1 }, &mut bad);

        let case = format!("{name} f64");
        eprintln!("case {case}");
        let mut out = vec![0f64; m];
        launch(k::apply_binary::<f64>, &cfg(m), (op as u32, &a, &b, Region::new(&mut out))).unwrap();
        let worst = (0..m).map(|i| ulps64(out[i], f(a[i], b[i]))).max().unwrap();
        report(&case, worst, if bound == 0 { 0 } else { bound + 2 }, &mut bad);
    }

    // powi against std's (the same repeated squaring: equal), mul_add
    // against std's (one rounding: equal).
    eprintln!("case powi mul_add");
    let ns: Vec<i32> = (0..m).map(|i| [0, 1, -1, 2, 3, -3, 7, 16, -31, 100, i32::MAX, i32::MIN][i % 12]).collect();
    let c: Vec<f64> = b.iter().rev().copied().collect();
    let c32: Vec<f32> = c.iter().map(|&x| x as f32).collect();
    let mut out32 = vec![[0f32; 2]; m];
    launch(k::powi_fma::<f32>, &cfg(m), (&a32, &ns, &b32, &c32, Region::new(&mut out32))).unwrap();
    let mut out64 = vec![[0f64; 2]; m];
    launch(k::powi_fma::<f64>, &cfg(m), (&a, &ns, &b, &c, Region::new(&mut out64))).unwrap();
    let w = |g: &dyn Fn(usize) -> u64| (0..m).map(g).max().unwrap();
    report("powi f32", w(&|i| ulps32(out32[i][0], a32[i].powi(ns[i]))), 0, &mut bad);
    report("mul_add f32", w(&|i| ulps32(out32[i][1], a32[i].mul_add(b32[i], c32[i]))), 0, &mut bad);
    report("powi f64", w(&|i| ulps64(out64[i][0], a[i].powi(ns[i]))), 0, &mut bad);
    report("mul_add f64", w(&|i| ulps64(out64[i][1], a[i].mul_add(b[i], c[i]))), 0, &mut bad);

    // The instruction kernel computes what the host does.
    eprintln!("case instructions");
    let mut out = vec![[0f64; 2]; n];
    launch(k::instructions, &cfg(n), (&x32, &xs, Region::new(&mut out))).unwrap();
    let want: Vec<[f64; 2]> = (0..n)
        .map(|i| {
            let (a, b) = (x32[i], xs[i]);
            let f = a.sqrt().mul_add(a, 1.5).floor() + a.ceil() + a.round_ties_even()
                + a.trunc() + a.abs().copysign(-a).min(a).max(-a);
            let d = b.sqrt().mul_add(b, 1.5).floor() + b.ceil() + b.round_ties_even()
                + b.trunc() + b.abs().copysign(-b).min(b).max(-b);
            [f as f64, d]
        })
        .collect();
    let worst = (0..n).map(|i| ulps64(out[i][0], want[i][0]).max(ulps64(out[i][1], want[i][1]))).max().unwrap();
    report("instructions", worst, 0, &mut bad);

    if bad > 0 {
        eprintln!("{bad} FAILED");
        std::process::exit(1);
    }
    println!("all math cases passed ({} inputs, {} pairs)", n, m);
}

fn report(case: &str, worst: u64, bound: u64, bad: &mut u32) {
    let shown = if worst == u64::MAX { "NaN against a number".to_string() } else { format!("max {worst} ulp") };
    check(&format!("{case} ({shown}, bound {bound})"), worst <= bound, true, bad);
}
