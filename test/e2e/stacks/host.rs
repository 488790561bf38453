//! `stacks [DEPTH]`: runs the kernels of kernels.rs whose stack the build
//! cannot bound and checks every result against the host: recursion,
//! core::fmt, trait objects, core's sorts; then `deep_recursion` to DEPTH
//! (default 400) levels with 128 KiB of stack per thread, and a launch
//! asking for more stack than any device gives (refused: InvalidConfig,
//! code -3).
//! Each case prints `case NAME`, then `PASS NAME` or `FAIL NAME: ...` on
//! stderr.
use offload::{launch, LaunchConfig, LaunchErrorKind};
use stacks_kernels as k;

include!("../check.rs");


fn fib(n: u32) -> u64 {
    if n < 2 { n as u64 } else { fib(n - 1) + fib(n - 2) }
}

fn deep(depth: u32, salt: u64) -> u64 {
    let mut frame = [0u64; 8];
    for (k, f) in frame.iter_mut().enumerate() {
        *f = salt.wrapping_mul(k as u64 + 1) ^ depth as u64;
    }
    if depth == 0 {
        frame[0]
    } else {
        frame.iter().fold(0u64, |a, &b| a.wrapping_add(b)).wrapping_add(deep(depth - 1, salt ^ frame[7]))
    }
}

fn main() {
    let depth: u32 = std::env::args().nth(1).map_or(400, |s| s.parse().expect("DEPTH is a number"));
    let mut bad = 0;

    eprintln!("case recursion");
    let ns: Vec<u32> = (0..200u32).map(|k| (k * 7) % 25).collect();
    let mut out = vec![0u64; ns.len()];
    let mut parity = vec![false; ns.len()];
    let r = kind(launch(k::recursion, &LaunchConfig::linear(ns.len(), 64), (&ns, &mut out, &mut parity)));
    check("recursion kind", r, None, &mut bad);
    check("recursion fib", out, ns.iter().map(|&n| fib(n)).collect::<Vec<_>>(), &mut bad);
    check("recursion parity", parity, ns.iter().map(|&n| n % 2 == 0).collect::<Vec<_>>(), &mut bad);

    eprintln!("case format");
    let xs: Vec<f64> = (0..300).map(|i| (i as f64 - 150.0) * 1.37e-3 + (i % 7) as f64 * 1.0e5).collect();
    let mut text = vec![0u8; xs.len() * k::LINE];
    let mut lens = vec![0u32; xs.len()];
    let r = kind(launch(k::format, &LaunchConfig::linear(xs.len(), 128), (&xs, &mut text, &mut lens)));
    check("format kind", r, None, &mut bad);
    let want: Vec<String> = xs
        .iter()
        .enumerate()
        .map(|(i, x)| format!("{}|{:.3}|{:x}|{:>5}|{:e}", i, x, i * 255, -(i as i64), x))
        .collect();
    let got: Vec<String> = (0..xs.len())
        .map(|i| {
            let n = (lens[i] as usize).min(k::LINE);
            String::from_utf8_lossy(&text[i * k::LINE..i * k::LINE + n]).into_owned()
        })
        .collect();
    check("format text", got, want, &mut bad);

    eprintln!("case dyn_calls");
    let kinds: Vec<u32> = (0..500u32).map(|i| i * 13 % 7).collect();
    let ks: Vec<f64> = (0..500).map(|i| 0.5 + i as f64 * 0.25).collect();
    let mut areas = vec![0f64; kinds.len()];
    let r = kind(launch(k::dyn_calls, &LaunchConfig::linear(kinds.len(), 128), (&kinds, &ks, &mut areas)));
    check("dyn_calls kind", r, None, &mut bad);
    let want: Vec<f64> = kinds
        .iter()
        .zip(&ks)
        .map(|(&kind, &s)| match kind % 3 {
            0 => 9.0 * s,
            1 => 10.0 * s,
            _ => 6.0 * s * 2.0,
        })
        .collect();
    check("dyn_calls", areas, want, &mut bad);

    eprintln!("case sorts");
    let threads = 100;
    let mut data: Vec<u32> = (0..threads * 32).map(|i| (i as u32).wrapping_mul(2654435761) >> 7).collect();
    let mut desc: Vec<i32> = (0..threads * 32).map(|i| ((i as i32).wrapping_mul(40503) % 1000) - 500).collect();
    let mut want_data = data.clone();
    let mut want_desc = desc.clone();
    for c in want_data.chunks_mut(32) {
        c.sort_unstable();
    }
    for c in want_desc.chunks_mut(32) {
        c.sort_unstable_by(|a, b| b.cmp(a));
    }
    let r = kind(launch(k::sorts, &LaunchConfig::linear(threads, 32), (&mut data, &mut desc)));
    check("sorts kind", r, None, &mut bad);
    check("sorts ascending", data, want_data, &mut bad);
    check("sorts descending", desc, want_desc, &mut bad);

    eprintln!("case deep");
    let mut deep_out = vec![0u64; 256];
    let cfg = LaunchConfig::linear(deep_out.len(), 128).with_stack_bytes(128 * 1024);
    let r = kind(launch(k::deep_recursion, &cfg, (depth, &mut deep_out)));
    check("deep kind", r, None, &mut bad);
    check("deep", deep_out, (0..256u64).map(|i| deep(depth, i)).collect::<Vec<_>>(), &mut bad);

    eprintln!("case too_much_stack");
    let mut small = vec![7u64; 4];
    let cfg = LaunchConfig::linear(small.len(), 4).with_stack_bytes(512 * 1024 + 1);
    let r = kind(launch(k::deep_recursion, &cfg, (1, &mut small)));
    check("too_much_stack kind", r, Some(LaunchErrorKind::InvalidConfig), &mut bad);
    check("too_much_stack untouched", small, vec![7u64; 4], &mut bad);

    println!("{}", if bad == 0 { "PASS" } else { "FAIL" });
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
