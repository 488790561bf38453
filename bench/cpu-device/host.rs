//! The CPU device's yardstick (issue 30, item 4): each kernel of
//! kernels.rs run four ways (the scan five) in one process, in turn, one warm-up round then
//! `--reps` timed rounds (median):
//!
//!   plain    the kernel launched on host slices (the default data movement:
//!            each launch copies its data in and back; launches written one
//!            after another may be grouped by the build, as a newcomer gets);
//!   buffers  the data in DeviceBuffers made once; only the launches are
//!            timed (uploads and downloads are not);
//!   seq      a plain sequential Rust loop computing the same result;
//!   rayon    the same work with rayon (par_iter, par_chunks_mut);
//!   rayon-hs (scan only) scan_blocks' own algorithm by hand with rayon:
//!            each block of 256 scanned Hillis-Steele in a local array.
//!
//! Every result of every round is checked against the sequential one (exact
//! for triad, heat and scan, within 1e-4 of the largest magnitude for
//! N-body's f32): a mismatch prints FAIL and exits 1.
//!
//!   cpu-device-bench [--quick] [--reps N] [--budget SECS] [--ways w,w]
//!                    [--triad-log2 K] [--heat N] [--steps S] [--nbody N]
//!                    [--scan-log2 K] [triad heat nbody scan scan-tiles]
//!
//! `--quick` (or CPU_DEVICE_BENCH_QUICK=1) takes small sizes. When a
//! kernel's warm-up round says its timed rounds would take longer than
//! `--budget` seconds (default 120), it runs fewer (at least 1), and says so
//! in the `runs` column. Output: one line per kernel and way, `ms` the
//! median, `/seq` and `/rayon` the ratios of the medians (above 1: slower).
//!
//! Each kernel is behind a Cargo feature of its name (all on by default),
//! so that a program can be built without a kernel the toolkit fails to
//! build.
#![cfg_attr(
    not(all(feature = "triad", feature = "heat", feature = "nbody", feature = "scan", feature = "scan-tiles")),
    allow(dead_code, unused_imports)
)]
use cpu_device_kernels as k;
use offload::{launch, DeviceBuffer, LaunchConfig, Region2d};
use rayon::prelude::*;
use std::time::Instant;

type Res<T> = Result<T, Box<dyn std::error::Error>>;

const WAYS: [&str; 5] = ["plain", "buffers", "seq", "rayon", "rayon-hs"];

struct Opts {
    reps: usize,
    budget: f64,
    ways: Vec<String>,
    triad_n: usize,
    heat_n: usize,
    steps: usize,
    nbody_n: usize,
    scan_n: usize,
}

/// splitmix64's finaliser of `i + 1` and `salt` (bench/inputs.rs).
fn mix(i: u64, salt: u64) -> u64 {
    let mut x = (i + 1).wrapping_mul(0x9E3779B97F4A7C15) ^ salt;
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58476D1CE4E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D049BB133111EB);
    x ^ (x >> 31)
}

/// A value in [1, 2).
fn unit(i: u64, salt: u64) -> f64 {
    1.0 + (mix(i, salt) >> 11) as f64 * (1.0 / 9007199254740992.0)
}

fn ms_since(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    if n % 2 == 1 { v[n / 2] } else { 0.5 * (v[n / 2 - 1] + v[n / 2]) }
}

fn fail(kernel: &str, way: &str, what: String) -> Box<dyn std::error::Error> {
    format!("FAIL {kernel} {way}: {what}").into()
}

/// Exact comparison (the first mismatch named).
fn same<T: PartialEq + std::fmt::Debug>(kernel: &str, way: &str, got: &[T], want: &[T]) -> Res<()> {
    if got.len() != want.len() {
        return Err(fail(kernel, way, format!("{} elements, want {}", got.len(), want.len())));
    }
    match got.iter().zip(want).position(|(g, w)| g != w) {
        None => Ok(()),
        Some(i) => Err(fail(kernel, way, format!("element {i}: {:?}, want {:?}", got[i], want[i]))),
    }
}

/// Each way: one run, its time in ms; the closure checks its result.
type Way<'a> = Box<dyn FnMut() -> Res<f64> + 'a>;

/// Runs the ways in turn: a warm-up round, then the timed rounds; prints a
/// line per way.
fn bench(kernel: &str, what: &str, o: &Opts, mut ways: Vec<(&str, Way<'_>)>) -> Res<()> {
    ways.retain(|(name, _)| o.ways.iter().any(|w| w == name));
    println!("# {kernel}: {what}");
    let t0 = Instant::now();
    let mut warm = Vec::new();
    for (name, f) in ways.iter_mut() {
        let t = f()?;
        eprintln!("  {kernel} {name}: warm-up {t:.2} ms");
        warm.push(t);
    }
    let round: f64 = warm.iter().sum::<f64>() / 1e3;
    let mut reps = o.reps;
    if round * reps as f64 > o.budget {
        reps = ((o.budget / round).floor() as usize).clamp(1, o.reps);
        println!("# {kernel}: a round takes {round:.1} s: {reps} timed rounds instead of {} (--budget {})", o.reps, o.budget);
    }
    let mut times = vec![Vec::new(); ways.len()];
    for _ in 0..reps {
        for (w, (_, f)) in ways.iter_mut().enumerate() {
            times[w].push(f()?);
        }
    }
    let med: Vec<f64> = times.iter_mut().map(|t| median(t)).collect();
    let find = |n: &str| ways.iter().position(|(name, _)| *name == n).map(|w| med[w]);
    let (seq, ray) = (find("seq"), find("rayon"));
    let ratio = |m: f64, base: Option<f64>| base.map_or("-".to_string(), |b| format!("{:.2}", m / b));
    for (w, (name, _)) in ways.iter().enumerate() {
        println!(
            "{kernel:<10} {name:<8} {:>11.2} {:>9} {:>9} {:>5}",
            med[w],
            ratio(med[w], seq),
            ratio(med[w], ray),
            reps
        );
    }
    eprintln!("  {kernel}: {:.1} s in all", t0.elapsed().as_secs_f64());
    Ok(())
}

// --- TRIAD ---------------------------------------------------------------

#[cfg(feature = "triad")]
fn triad(o: &Opts) -> Res<()> {
    let n = o.triad_n;
    let s = 3.0f64;
    let b: Vec<f64> = (0..n as u64).map(|i| unit(i, 0x2222)).collect();
    let c: Vec<f64> = (0..n as u64).map(|i| unit(i, 0x3333)).collect();
    let want: Vec<f64> = b.iter().zip(&c).map(|(b, c)| b + s * c).collect();
    let cfg = LaunchConfig::linear(n, k::BLOCK);
    let (db, dc) = (DeviceBuffer::from_slice(&b)?, DeviceBuffer::from_slice(&c)?);
    let mut da = DeviceBuffer::<f64>::zeroed(n)?;
    let (b, c, want) = (&b, &c, &want);
    let mut a_plain = vec![0.0f64; n];
    let mut a_buf = vec![0.0f64; n];
    let mut a_seq = vec![0.0f64; n];
    let mut a_ray = vec![0.0f64; n];
    let ways: Vec<(&str, Way)> = vec![
        ("plain", Box::new(move || {
            let t = Instant::now();
            launch(k::triad, &cfg, (s, b, c, &mut a_plain))?;
            let ms = ms_since(t);
            same("triad", "plain", &a_plain, want)?;
            Ok(ms)
        })),
        ("buffers", Box::new(move || {
            let t = Instant::now();
            launch(k::triad, &cfg, (s, &db, &dc, &mut da))?;
            let ms = ms_since(t);
            da.copy_to_host(&mut a_buf)?;
            same("triad", "buffers", &a_buf, want)?;
            Ok(ms)
        })),
        ("seq", Box::new(move || {
            let t = Instant::now();
            for ((a, b), c) in a_seq.iter_mut().zip(b).zip(c) {
                *a = b + s * c;
            }
            let ms = ms_since(t);
            same("triad", "seq", &a_seq, want)?;
            Ok(ms)
        })),
        ("rayon", Box::new(move || {
            let t = Instant::now();
            a_ray.par_iter_mut().zip(b.par_iter()).zip(c.par_iter()).for_each(|((a, b), c)| *a = b + s * c);
            let ms = ms_since(t);
            same("triad", "rayon", &a_ray, want)?;
            Ok(ms)
        })),
    ];
    bench("triad", &format!("a[i] = b[i] + s*c[i], n = {n} f64, blocks of {}", k::BLOCK), o, ways)
}

// --- heat ----------------------------------------------------------------

const HEAT_K: f64 = 0.2;

/// One step over the interior rows `rows` of `out` (rows of `n`), the
/// kernel's arithmetic in the kernel's order.
fn heat_row(inp: &[f64], out_row: &mut [f64], y: usize, n: usize) {
    let r = y * n;
    for x in 1..n - 1 {
        let c = inp[r + x];
        out_row[x] = c + HEAT_K * (inp[r + x - 1] + inp[r + x + 1] + inp[r - n + x] + inp[r + n + x] - 4.0 * c);
    }
}

fn heat_seq(inp: &[f64], out: &mut [f64], n: usize) {
    for y in 1..n - 1 {
        heat_row(inp, &mut out[y * n..(y + 1) * n], y, n);
    }
}

fn heat_rayon(inp: &[f64], out: &mut [f64], n: usize) {
    out.par_chunks_mut(n).enumerate().skip(1).take(n - 2).for_each(|(y, row)| heat_row(inp, row, y, n));
}

#[cfg(feature = "heat")]
fn heat(o: &Opts) -> Res<()> {
    let (n, steps) = (o.heat_n, o.steps);
    assert!(n >= 3 && steps % 2 == 0, "heat: n >= 3 and an even number of steps");
    let u0: Vec<f64> = (0..(n * n) as u64).map(|i| unit(i, 0x4444)).collect();
    let want = {
        let (mut a, mut b) = (u0.clone(), u0.clone());
        for _ in 0..steps / 2 {
            heat_seq(&a, &mut b, n);
            heat_seq(&b, &mut a, n);
        }
        a
    };
    let cfg = LaunchConfig::covering([n - 2, n - 2, 1], [32, 8, 1]);
    let (u0, want) = (&u0, &want);
    let (mut da, mut db) = (DeviceBuffer::from_slice(u0)?, DeviceBuffer::from_slice(u0)?);
    let fresh = || (u0.clone(), u0.clone());
    let (mut pa, mut pb) = fresh();
    let mut got = vec![0.0; n * n];
    let (mut sa, mut sb) = fresh();
    let (mut ra, mut rb) = fresh();
    let ways: Vec<(&str, Way)> = vec![
        ("plain", Box::new(move || {
            pa.copy_from_slice(u0);
            pb.copy_from_slice(u0);
            let t = Instant::now();
            for _ in 0..steps / 2 {
                launch(k::heat, &cfg, (HEAT_K, &pa, Region2d::new(&mut pb, n).with_halo::<1>()))?;
                launch(k::heat, &cfg, (HEAT_K, &pb, Region2d::new(&mut pa, n).with_halo::<1>()))?;
            }
            let ms = ms_since(t);
            same("heat", "plain", &pa, want)?;
            Ok(ms)
        })),
        ("buffers", Box::new(move || {
            da.copy_from_host(u0)?;
            db.copy_from_host(u0)?;
            let t = Instant::now();
            for _ in 0..steps / 2 {
                launch(k::heat, &cfg, (HEAT_K, &da, db.rows(n)?))?;
                launch(k::heat, &cfg, (HEAT_K, &db, da.rows(n)?))?;
            }
            let ms = ms_since(t);
            da.copy_to_host(&mut got)?;
            same("heat", "buffers", &got, want)?;
            Ok(ms)
        })),
        ("seq", Box::new(move || {
            sa.copy_from_slice(u0);
            sb.copy_from_slice(u0);
            let t = Instant::now();
            for _ in 0..steps / 2 {
                heat_seq(&sa, &mut sb, n);
                heat_seq(&sb, &mut sa, n);
            }
            let ms = ms_since(t);
            same("heat", "seq", &sa, want)?;
            Ok(ms)
        })),
        ("rayon", Box::new(move || {
            ra.copy_from_slice(u0);
            rb.copy_from_slice(u0);
            let t = Instant::now();
            for _ in 0..steps / 2 {
                heat_rayon(&ra, &mut rb, n);
                heat_rayon(&rb, &mut ra, n);
            }
            let ms = ms_since(t);
            same("heat", "rayon", &ra, want)?;
            Ok(ms)
        })),
    ];
    bench("heat", &format!("{n}x{n} f64 5-point stencil, {steps} steps, blocks of 32x8"), o, ways)
}

// --- N-body --------------------------------------------------------------

const EPS2: f32 = 0.01;

fn nbody_one(pos: &[[f32; 4]], i: usize) -> [f32; 4] {
    let me = pos[i];
    let mut a = [0.0f32; 3];
    for &p in pos {
        k::interact(me, p, EPS2, &mut a);
    }
    [a[0], a[1], a[2], 0.0]
}

/// Within 1e-4 of the largest magnitude (f32 sums of n terms; the kernel
/// adds in the same order, so differences come from the compilers alone).
fn close(way: &str, got: &[[f32; 4]], want: &[[f32; 4]]) -> Res<()> {
    let scale = want.iter().flat_map(|a| a.iter()).fold(0.0f32, |m, v| m.max(v.abs()));
    let tol = 1e-4 * scale;
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        for d in 0..4 {
            let e = (g[d] - w[d]).abs();
            if !(e <= tol) {
                return Err(fail("nbody", way, format!("body {i}: {g:?}, want {w:?} (tolerance {tol:e})")));
            }
        }
    }
    Ok(())
}

#[cfg(feature = "nbody")]
fn nbody(o: &Opts) -> Res<()> {
    let n = o.nbody_n;
    let pos: Vec<[f32; 4]> = (0..n as u64)
        .map(|i| {
            let c = |s: u64| (unit(i, s) * 2.0 - 3.0) as f32; // [-1, 1)
            [c(0x5555), c(0x6666), c(0x7777), (unit(i, 0x8888) / n as f64) as f32]
        })
        .collect();
    let t = Instant::now();
    let want: Vec<[f32; 4]> = (0..n).into_par_iter().map(|i| nbody_one(&pos, i)).collect();
    eprintln!("  nbody: reference in {:.0} ms (rayon)", ms_since(t));
    let cfg = LaunchConfig::linear(n, k::BLOCK);
    let (pos, want) = (&pos, &want);
    let dpos = DeviceBuffer::from_slice(pos)?;
    let mut dacc = DeviceBuffer::<[f32; 4]>::zeroed(n)?;
    let mut acc_plain = vec![[0.0f32; 4]; n];
    let mut acc_buf = vec![[0.0f32; 4]; n];
    let mut acc_seq = vec![[0.0f32; 4]; n];
    let mut acc_ray = vec![[0.0f32; 4]; n];
    let ways: Vec<(&str, Way)> = vec![
        ("plain", Box::new(move || {
            let t = Instant::now();
            launch(k::nbody, &cfg, (pos, EPS2, &mut acc_plain))?;
            let ms = ms_since(t);
            close("plain", &acc_plain, want)?;
            Ok(ms)
        })),
        ("buffers", Box::new(move || {
            let t = Instant::now();
            launch(k::nbody, &cfg, (&dpos, EPS2, &mut dacc))?;
            let ms = ms_since(t);
            dacc.copy_to_host(&mut acc_buf)?;
            close("buffers", &acc_buf, want)?;
            Ok(ms)
        })),
        ("seq", Box::new(move || {
            let t = Instant::now();
            for (i, a) in acc_seq.iter_mut().enumerate() {
                *a = nbody_one(pos, i);
            }
            let ms = ms_since(t);
            close("seq", &acc_seq, want)?;
            Ok(ms)
        })),
        ("rayon", Box::new(move || {
            let t = Instant::now();
            acc_ray.par_iter_mut().enumerate().for_each(|(i, a)| *a = nbody_one(pos, i));
            let ms = ms_since(t);
            close("rayon", &acc_ray, want)?;
            Ok(ms)
        })),
    ];
    bench("nbody", &format!("n = {n} bodies, f32, tiles of {} in shared memory, 2 barriers a tile", k::BLOCK), o, ways)
}

// --- scan ----------------------------------------------------------------

fn scan_seq(x: &[u32], out: &mut [u32]) {
    let mut run = 0u32;
    for (o, v) in out.iter_mut().zip(x) {
        run = run.wrapping_add(*v);
        *o = run;
    }
}

/// Per-chunk sequential scans in parallel, the chunks' offsets, then a
/// parallel pass adding them.
fn scan_rayon(x: &[u32], out: &mut [u32], chunk: usize) {
    out.par_chunks_mut(chunk).zip(x.par_chunks(chunk)).for_each(|(o, x)| scan_seq(x, o));
    add_chunk_offsets(out, chunk);
}

/// Adds to each chunk of `out` (scanned chunk by chunk) the sum of the
/// chunks before it, in parallel.
fn add_chunk_offsets(out: &mut [u32], chunk: usize) {
    let mut run = 0u32;
    let offsets: Vec<u32> = out
        .chunks(chunk)
        .map(|c| {
            let off = run;
            run = run.wrapping_add(c[c.len() - 1]);
            off
        })
        .collect();
    out.par_chunks_mut(chunk).zip(offsets.par_iter()).skip(1).for_each(|(o, &off)| {
        for v in o {
            *v = v.wrapping_add(off);
        }
    });
}

/// `scan_blocks`' own algorithm written by hand for rayon, the floor of
/// what a compiler of it can reach on this CPU: each block of `BLOCK`
/// elements scanned Hillis-Steele in a local array (log2(BLOCK) passes
/// over it, each vectorizable), then the blocks' offsets added.
fn scan_rayon_hillis_steele(x: &[u32], out: &mut [u32]) {
    out.par_chunks_mut(k::BLOCK).zip(x.par_chunks(k::BLOCK)).with_min_len(64).for_each(|(o, x)| {
        let (mut a, mut b) = ([0u32; k::BLOCK], [0u32; k::BLOCK]);
        a[..x.len()].copy_from_slice(x);
        let (mut p, mut q) = (&mut a, &mut b);
        let mut off = 1;
        while off < k::BLOCK {
            q[..off].copy_from_slice(&p[..off]);
            for t in off..k::BLOCK {
                q[t] = p[t].wrapping_add(p[t - off]);
            }
            std::mem::swap(&mut p, &mut q);
            off <<= 1;
        }
        o.copy_from_slice(&p[..o.len()]);
    });
    add_chunk_offsets(out, k::BLOCK);
}

/// The prefix sum on the CPU device in three launches, step 1 either
/// `scan_blocks` (one element a thread, `tiles` false) or `scan_tiles`
/// (`ITEMS` a thread), checked against the sequential scan.
#[cfg(any(feature = "scan", feature = "scan-tiles"))]
fn scan(o: &Opts, tiles: bool) -> Res<()> {
    let name = if tiles { "scan-tiles" } else { "scan" };
    let n = o.scan_n;
    let per_thread = if tiles { k::ITEMS } else { 1 };
    let tile = k::BLOCK * per_thread;
    let blocks = n.div_ceil(tile);
    let threads2 = blocks.div_ceil(k::TOTALS_PER_THREAD);
    let most = tile * k::TOTALS_THREADS * k::TOTALS_PER_THREAD;
    if n == 0 || threads2 > k::TOTALS_THREADS {
        return Err(format!("{name}: n must be 1 to {most}").into());
    }
    let x: Vec<u32> = (0..n as u64).map(|i| mix(i, 0x9999) as u32).collect();
    let mut want = vec![0u32; n];
    scan_seq(&x, &mut want);
    let cfg = LaunchConfig::linear(n.div_ceil(per_thread), k::BLOCK);
    let cfg2 = LaunchConfig::from_extents([1, 1, 1], [threads2, 1, 1]);
    let chunk = n.div_ceil(rayon::current_num_threads() * 4).max(4096);
    let (x, want) = (&x, &want);
    let dx = DeviceBuffer::from_slice(x)?;
    let mut dout = DeviceBuffer::<u32>::zeroed(n)?;
    let mut doff = DeviceBuffer::<u32>::zeroed(blocks)?;
    let mut out_plain = vec![0u32; n];
    let mut off_plain = vec![0u32; blocks];
    let mut out_buf = vec![0u32; n];
    let mut out_seq = vec![0u32; n];
    let mut out_ray = vec![0u32; n];
    let mut out_ray_hs = vec![0u32; n];
    let mut ways: Vec<(&str, Way)> = vec![
        ("plain", Box::new(move || {
            let t = Instant::now();
            if tiles {
                launch(k::scan_tiles, &cfg, (x, &mut out_plain))?;
                launch(k::scan_totals, &cfg2, (&out_plain, tile, &mut off_plain))?;
                launch(k::add_tile_offsets, &cfg, (&off_plain, &mut out_plain))?;
            } else {
                launch(k::scan_blocks, &cfg, (x, &mut out_plain))?;
                launch(k::scan_totals, &cfg2, (&out_plain, tile, &mut off_plain))?;
                launch(k::add_offsets, &cfg, (&off_plain, &mut out_plain))?;
            }
            let ms = ms_since(t);
            same(name, "plain", &out_plain, want)?;
            Ok(ms)
        })),
        ("buffers", Box::new(move || {
            let t = Instant::now();
            if tiles {
                launch(k::scan_tiles, &cfg, (&dx, &mut dout))?;
                launch(k::scan_totals, &cfg2, (&dout, tile, &mut doff))?;
                launch(k::add_tile_offsets, &cfg, (&doff, &mut dout))?;
            } else {
                launch(k::scan_blocks, &cfg, (&dx, &mut dout))?;
                launch(k::scan_totals, &cfg2, (&dout, tile, &mut doff))?;
                launch(k::add_offsets, &cfg, (&doff, &mut dout))?;
            }
            let ms = ms_since(t);
            dout.copy_to_host(&mut out_buf)?;
            same(name, "buffers", &out_buf, want)?;
            Ok(ms)
        })),
        ("seq", Box::new(move || {
            let t = Instant::now();
            scan_seq(x, &mut out_seq);
            let ms = ms_since(t);
            same(name, "seq", &out_seq, want)?;
            Ok(ms)
        })),
        ("rayon", Box::new(move || {
            let t = Instant::now();
            scan_rayon(x, &mut out_ray, chunk);
            let ms = ms_since(t);
            same(name, "rayon", &out_ray, want)?;
            Ok(ms)
        })),
    ];
    if !tiles {
        ways.push(("rayon-hs", Box::new(move || {
            let t = Instant::now();
            scan_rayon_hillis_steele(x, &mut out_ray_hs);
            let ms = ms_since(t);
            same(name, "rayon-hs", &out_ray_hs, want)?;
            Ok(ms)
        })));
    }
    let how = if tiles {
        format!("{blocks} blocks of {} threads, {} elements each (17 barriers a block)", k::BLOCK, k::ITEMS)
    } else {
        format!("{blocks} blocks of {}, one element a thread (17 barriers each)", k::BLOCK)
    };
    bench(name, &format!("inclusive u32 prefix sum, n = {n}: {how}, 1 block of {threads2}, then the offsets"), o, ways)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let quick = std::env::var("CPU_DEVICE_BENCH_QUICK").is_ok_and(|v| !v.is_empty() && v != "0")
        || args.iter().any(|a| a == "--quick");
    let mut o = if quick {
        Opts { reps: 5, budget: 120.0, ways: vec![], triad_n: 1 << 20, heat_n: 512, steps: 10, nbody_n: 2048, scan_n: 1 << 18 }
    } else {
        Opts { reps: 5, budget: 120.0, ways: vec![], triad_n: 1 << 24, heat_n: 2048, steps: 10, nbody_n: 16384, scan_n: 1 << 24 }
    };
    o.ways = WAYS.iter().map(|s| s.to_string()).collect();
    let mut kernels = Vec::new();
    let mut it = std::mem::take(&mut args).into_iter();
    while let Some(a) = it.next() {
        let mut val = |name: &str| -> String { it.next().unwrap_or_else(|| panic!("{name} needs a value")) };
        let num = |s: String| -> usize { s.parse().unwrap_or_else(|_| panic!("not a number: {s}")) };
        match a.as_str() {
            "--quick" => {}
            "--reps" => o.reps = num(val("--reps")).max(1),
            "--budget" => o.budget = val("--budget").parse().expect("--budget SECS"),
            "--ways" => o.ways = val("--ways").split(',').map(str::to_string).collect(),
            "--triad-log2" => o.triad_n = 1 << num(val("--triad-log2")),
            "--heat" => o.heat_n = num(val("--heat")),
            "--steps" => o.steps = num(val("--steps")),
            "--nbody" => o.nbody_n = num(val("--nbody")),
            "--scan-log2" => o.scan_n = 1 << num(val("--scan-log2")),
            "triad" | "heat" | "nbody" | "scan" | "scan-tiles" => kernels.push(a),
            _ => {
                eprintln!("usage: cpu-device-bench [--quick] [--reps N] [--budget SECS] [--ways plain,buffers,seq,rayon,rayon-hs] [--triad-log2 K] [--heat N] [--steps S] [--nbody N] [--scan-log2 K] [triad heat nbody scan scan-tiles]");
                std::process::exit(2);
            }
        }
    }
    if kernels.is_empty() {
        kernels = ["triad", "heat", "nbody", "scan", "scan-tiles"].iter().map(|s| s.to_string()).collect();
    }
    println!(
        "# rayon threads: {}, available parallelism: {}, OMP_TARGET_OFFLOAD={}",
        rayon::current_num_threads(),
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        std::env::var("OMP_TARGET_OFFLOAD").unwrap_or_default()
    );
    println!("{:<10} {:<8} {:>11} {:>9} {:>9} {:>5}", "kernel", "way", "ms", "/seq", "/rayon", "runs");
    for kname in &kernels {
        let r: Res<()> = match kname.as_str() {
            #[cfg(feature = "triad")]
            "triad" => triad(&o),
            #[cfg(feature = "heat")]
            "heat" => heat(&o),
            #[cfg(feature = "nbody")]
            "nbody" => nbody(&o),
            #[cfg(feature = "scan")]
            "scan" => scan(&o, false),
            #[cfg(feature = "scan-tiles")]
            "scan-tiles" => scan(&o, true),
            _ => Err(format!("{kname} is not in this build (its feature is off)").into()),
        };
        if let Err(e) = r {
            println!("{e}");
            eprintln!("error: {kname}: {e}");
            std::process::exit(1);
        }
    }
}
