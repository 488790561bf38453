//! Benchmarks of data that stays on the device, side by side with
//! bench/baselines (same sizes, geometry, inputs and checks):
//!
//!   offload-bench stream [N] [reps] [dot_gs_blocks]
//!                                       Stream kernels on device buffers, in
//!                                       both forms (COPY: the Region form,
//!                                       COPY_mut: the `&mut [f64]` form), DOT
//!                                       on a full-occupancy grid (DOT_gs)
//!   offload-bench chain [N] [launches] [per_launch_cap_s]
//!                                       100 dependent launches, four ways
//!   offload-bench heat [m] [steps] [reps]
//!                                       a heat stencil written plainly against
//!                                       its data-region form
//!   offload-bench launch [reps]         a one-scalar launch (and an eight-scalar
//!                                       one), host wall time
//!   offload-bench queue [rounds] [MiB] [chunks] [iters] [queues]
//!                                       1000 queued launches, then a pipeline of
//!                                       chunks (in, computed, out) serialized and
//!                                       on several queues
//!   offload-bench transfer [MiB] [reps] host<->device copies, pinned and pageable
//!
//! Every result is checked against a CPU reference; figures go to stdout
//! and, when $OUT is set, to $OUT/offload_<mode>.csv.
use offload::{data_region, launch, launch_unchecked, DataRegion, DeviceBuffer, LaunchConfig, PinnedBuffer, Queue};
use offload_bench_kernels as k;
use std::time::Instant;

const TB: u32 = 256;

include!("../inputs.rs");

const SALT_A: u64 = 0x1111111111111111;
const SALT_B: u64 = 0x2222222222222222;
const SALT_C: u64 = 0x3333333333333333;

/// min, median, max, mean.
fn stats(t: &mut [f64]) -> (f64, f64, f64, f64) {
    t.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = t.len();
    let med = if n % 2 == 1 { t[n / 2] } else { 0.5 * (t[n / 2 - 1] + t[n / 2]) };
    (t[0], med, t[n - 1], t.iter().sum::<f64>() / n as f64)
}

fn max_rel_err(got: &[f64], want: &[f64]) -> (f64, usize) {
    let mut m = 0f64;
    let mut bad = 0;
    for (g, w) in got.iter().zip(want) {
        let r = if *w != 0.0 { ((g - w) / w).abs() } else { (g - w).abs() };
        let r = if r.is_nan() { f64::INFINITY } else { r };
        if r > 1e-12 {
            bad += 1;
        }
        m = m.max(r);
    }
    (m, bad)
}

struct Csv(Option<std::fs::File>);

impl Csv {
    fn new(mode: &str, header: &str) -> Csv {
        use std::io::Write;
        let f = std::env::var("OUT").ok().filter(|o| !o.is_empty()).map(|o| {
            let mut f = std::fs::File::create(format!("{o}/offload_{mode}.csv")).expect("cannot write the CSV");
            writeln!(f, "{header}").unwrap();
            f
        });
        Csv(f)
    }
    fn row(&mut self, line: String) {
        use std::io::Write;
        if let Some(f) = &mut self.0 {
            writeln!(f, "{line}").unwrap();
        }
    }
}

type Res<T> = Result<T, Box<dyn std::error::Error>>;

fn arg(i: usize, default: usize) -> usize {
    std::env::args().nth(i).map(|s| s.parse().expect("a number")).unwrap_or(default)
}

fn stream() -> Res<bool> {
    let n = arg(2, 1 << 26);
    let reps = arg(3, 50);
    let cfg = LaunchConfig::linear(n, TB as usize);
    let scalar = 0.4f64;
    let (a0, b0, c0) = (inputs(n, SALT_A), inputs(n, SALT_B), inputs(n, SALT_C));
    let mut a = DeviceBuffer::from_slice(&a0)?;
    let mut b = DeviceBuffer::from_slice(&b0)?;
    let mut c = DeviceBuffer::from_slice(&c0)?;
    let mut csv = Csv::new("stream", "binary,kernel,timer,n,grid,block,reps,bytes,min_us,median_us,max_us,mean_us,gbs_at_min,gbs_at_median,wall_median_us,max_rel_err,nbad,status");
    println!("offload-bench stream: N = {n} doubles, block {TB}, grid {}, {reps} reps (+5 warm-up), device buffers", cfg.grid[0]);
    println!("{:<9} {:>10} {:>10} {:>10} {:>10} {:>10}  check", "kernel", "min_us", "median_us", "max_us", "GB/s@min", "GB/s@med");
    let mut all = true;
    // Each kernel in its two forms: the Region form (COPY, ...), then the
    // `&mut [f64]` form (COPY_mut, ...), each from an output reset to NaN,
    // so that each form's result is its own.
    let nan = vec![f64::NAN; n];
    for kernel in ["COPY", "COPY_mut", "MUL", "MUL_mut", "ADD", "ADD_mut", "TRIAD", "TRIAD_mut"] {
        let base = kernel.trim_end_matches("_mut");
        let words = if base == "COPY" || base == "MUL" { 2 } else { 3 };
        let bytes = (words * n * 8) as f64;
        match base {
            "COPY" | "ADD" => c.copy_from_host(&nan)?,
            "MUL" => b.copy_from_host(&nan)?,
            _ => a.copy_from_host(&nan)?,
        }
        let mut t = Vec::new();
        for rep in 0..reps + 5 {
            let start = Instant::now();
            // SAFETY: the `_mut` forms (launch_unchecked) keep their threads
            // apart: thread i writes element i of the output alone and
            // reads no other element of it; the inputs are other buffers.
            match kernel {
                "COPY" => launch(k::copy, &cfg, (&a, &mut c))?,
                "MUL" => launch(k::mul, &cfg, (scalar, &c, &mut b))?,
                "ADD" => launch(k::add, &cfg, (&a, &b, &mut c))?,
                "TRIAD" => launch(k::triad, &cfg, (scalar, &b, &c, &mut a))?,
                "COPY_mut" => unsafe { launch_unchecked(k::copy_mut, &cfg, (&a, &mut c))? },
                "MUL_mut" => unsafe { launch_unchecked(k::mul_mut, &cfg, (scalar, &c, &mut b))? },
                "ADD_mut" => unsafe { launch_unchecked(k::add_mut, &cfg, (&a, &b, &mut c))? },
                _ => unsafe { launch_unchecked(k::triad_mut, &cfg, (scalar, &b, &c, &mut a))? },
            }
            if rep >= 5 {
                t.push(start.elapsed().as_secs_f64() * 1e6);
            }
        }
        // Against the CPU: from a0, b0, c0, COPY c = a0; MUL b = s c; ADD
        // c = a + b; TRIAD a = b + s c (each idempotent over its reps and
        // forms).
        let (got, want): (Vec<f64>, Vec<f64>) = match base {
            "COPY" => (c.to_vec()?, a0.clone()),
            "MUL" => (b.to_vec()?, a0.iter().map(|x| scalar * x).collect()),
            "ADD" => (c.to_vec()?, a0.iter().map(|x| x + scalar * x).collect()),
            _ => (a.to_vec()?, a0.iter().map(|x| scalar * x + scalar * (x + scalar * x)).collect()),
        };
        let (err, bad) = max_rel_err(&got, &want);
        let pass = bad == 0;
        all &= pass;
        let (mn, med, mx, mean) = stats(&mut t);
        println!("{kernel:<9} {mn:>10.1} {med:>10.1} {mx:>10.1} {:>10.1} {:>10.1}  {} (max rel err {err:.1e})", bytes / mn / 1e3, bytes / med / 1e3, if pass { "PASS" } else { "FAIL" });
        csv.row(format!("offload_stream,{kernel},wall,{n},{},{TB},{reps},{bytes:.0},{mn:.3},{med:.3},{mx:.3},{mean:.3},{:.2},{:.2},{med:.3},{err:.3e},{bad},{}", cfg.grid[0], bytes / mn / 1e3, bytes / med / 1e3, if pass { "PASS" } else { "FAIL" }));
    }
    // DOT_gs: cuda_stream's DOT on its full-occupancy grid (1056 blocks of
    // 256 on the H200), sum(a * b) checked against the CPU's every time.
    let gs = arg(4, 1056) as u32;
    let dcfg = LaunchConfig::new([gs, 1, 1], [TB, 1, 1]);
    let (ha, hb) = (a.to_vec()?, b.to_vec()?);
    let want: f64 = ha.iter().zip(&hb).map(|(x, y)| x * y).sum();
    let bytes = (2 * n * 8) as f64;
    let mut t = Vec::new();
    let mut err = 0f64;
    for rep in 0..reps + 5 {
        let sum = offload::AtomicF64::new(0.0);
        let start = Instant::now();
        launch(k::dot, &dcfg, (&a, &b, &sum))?;
        if rep >= 5 {
            t.push(start.elapsed().as_secs_f64() * 1e6);
        }
        err = err.max(((sum.into_inner() - want) / want).abs());
    }
    let pass = err < 1e-12;
    all &= pass;
    let (mn, med, mx, mean) = stats(&mut t);
    println!("{:<9} {mn:>10.1} {med:>10.1} {mx:>10.1} {:>10.1} {:>10.1}  {} (max rel err {err:.1e}, grid {gs})", "DOT_gs", bytes / mn / 1e3, bytes / med / 1e3, if pass { "PASS" } else { "FAIL" });
    csv.row(format!("offload_stream,DOT_gs,wall,{n},{gs},{TB},{reps},{bytes:.0},{mn:.3},{med:.3},{mx:.3},{mean:.3},{:.2},{:.2},{med:.3},{err:.3e},{},{}", bytes / mn / 1e3, bytes / med / 1e3, if pass { 0 } else { 1 }, if pass { "PASS" } else { "FAIL" }));
    let _ = (&b0, &c0);
    Ok(all)
}

fn chain() -> Res<bool> {
    let n = arg(2, 32 << 20);
    let launches = arg(3, 100);
    let cap_s = arg(4, 60) as f64;
    let reps = arg(5, 3);
    let cfg = LaunchConfig::linear(n, TB as usize);
    let alpha = 0.4f64;
    let a0 = inputs(n, SALT_A);
    let b = inputs(n, SALT_B);
    let c = inputs(n, SALT_C);
    let bytes = (n * 8) as f64;
    let mut csv = Csv::new("chain", "binary,variant,rep,n,grid,block,launches,launches_done,capped,wall_s,min_xfer_bytes,max_rel_err,status");
    println!("offload-bench chain: N = {n} doubles ({:.0} MiB per array, 3 arrays), block {TB}, {launches} dependent launches; region and device buffers x{reps}, per launch x1 (cap {cap_s} s)", bytes / 1048576.0);
    let check = |a: &[f64], k: usize| -> (f64, usize) {
        let want: Vec<f64> = (0..n).map(|i| a0[i] + k as f64 * (b[i] + alpha * c[i])).collect();
        max_rel_err(a, &want)
    };
    let mut all = true;
    let mut best = std::collections::BTreeMap::new();
    for variant in ["data-region", "device-buffers", "plain", "per-launch"] {
        let runs = if variant == "per-launch" { 1 } else { reps };
        for rep in 0..runs {
            let mut a = a0.clone();
            let start = Instant::now();
            let mut done = 0;
            let mut capped = false;
            match variant {
                "data-region" => {
                    data_region((&mut a, &b, &c), |(a, b, c)| {
                        for _ in 0..launches {
                            launch(k::chain_step, &cfg, (alpha, &mut *a, b, c))?;
                        }
                        Ok::<(), offload::LaunchError>(())
                    })?;
                    done = launches;
                }
                "device-buffers" => {
                    let mut da = DeviceBuffer::from_slice(&a)?;
                    let db = DeviceBuffer::from_slice(&b)?;
                    let dc = DeviceBuffer::from_slice(&c)?;
                    for _ in 0..launches {
                        launch(k::chain_step, &cfg, (alpha, &mut da, &db, &dc))?;
                    }
                    da.copy_to_host(&mut a)?;
                    done = launches;
                }
                "plain" => {
                    // Written plainly: the host pass keeps a, b and c on the
                    // device from the first launch to the last.
                    chain_plain(&cfg, alpha, &mut a, &b, &c, launches)?;
                    done = launches;
                }
                _ => {
                    // A host call in the loop (the clock): copied at every
                    // launch, as without the host pass.
                    while done < launches {
                        launch(k::chain_step, &cfg, (alpha, &mut a, &b, &c))?;
                        done += 1;
                        if start.elapsed().as_secs_f64() > cap_s && done < launches {
                            capped = true;
                            break;
                        }
                    }
                }
            }
            let wall = start.elapsed().as_secs_f64();
            let (err, bad) = check(&a, done);
            let pass = bad == 0;
            all &= pass;
            let per_full = wall * launches as f64 / done as f64;
            let xfer = if variant == "per-launch" { 4.0 * bytes * done as f64 } else { 4.0 * bytes };
            println!("{variant:<15} rep {rep}: {done} launches in {wall:.4} s{}  max_rel_err={err:.2e} {}", if capped { " (CAPPED)" } else { "" }, if pass { "PASS" } else { "FAIL" });
            csv.row(format!("offload_chain,{variant},{rep},{n},{},{TB},{launches},{done},{},{wall:.6},{xfer:.0},{err:.3e},{}", cfg.grid[0], capped as i32, if pass { "PASS" } else { "FAIL" }));
            let e = best.entry(variant).or_insert(f64::INFINITY);
            *e = f64::min(*e, per_full);
        }
    }
    println!("\nbest wall time for {launches} launches (incl. transfers):");
    for (v, t) in &best {
        println!("  {v:<15} {t:9.4} s");
    }
    let pl = best["per-launch"];
    println!("  per-launch / data-region = {:.1}x, per-launch / device-buffers = {:.1}x", pl / best["data-region"], pl / best["device-buffers"]);
    println!("  plain / data-region = {:.3}x", best["plain"] / best["data-region"]);
    Ok(all)
}

/// The chain written plainly (its own function, so that its loop is all
/// there is between the launches).
#[inline(never)]
fn chain_plain(cfg: &LaunchConfig, alpha: f64, a: &mut [f64], b: &[f64], c: &[f64], launches: usize) -> Result<(), offload::LaunchError> {
    for _ in 0..launches {
        launch(k::chain_step, cfg, (alpha, &mut *a, b, c))?;
    }
    Ok(())
}

/// `steps` double steps of the heat stencil on an m x m grid, from a to b
/// and back, written plainly.
#[inline(never)]
fn heat_plain(cfg: &LaunchConfig, m: usize, a: &mut [f64], b: &mut [f64], steps: usize) -> Result<(), offload::LaunchError> {
    for _ in 0..steps {
        launch(k::heat, cfg, (m, &*a, &mut *b))?;
        launch(k::heat, cfg, (m, &*b, &mut *a))?;
    }
    Ok(())
}

/// The same in a data region.
#[inline(never)]
fn heat_region(cfg: &LaunchConfig, m: usize, a: &mut [f64], b: &mut [f64], steps: usize) -> Result<(), offload::LaunchError> {
    data_region((a, b), |(a, b)| {
        for _ in 0..steps {
            launch(k::heat, cfg, (m, &*a, &mut *b))?;
            launch(k::heat, cfg, (m, &*b, &mut *a))?;
        }
        Ok(())
    })
}

/// The heat stencil written plainly against its data-region form,
/// alternating, `reps` times each; both results must be equal.
fn heat() -> Res<bool> {
    let m = arg(2, 2048);
    let steps = arg(3, 50);
    let reps = arg(4, 9);
    let cfg = LaunchConfig::linear(m * m, TB as usize);
    let a0 = inputs(m * m, SALT_A);
    let mut csv = Csv::new("heat", "binary,variant,rep,m,steps,wall_s,status");
    println!("offload-bench heat: {m} x {m} doubles, {steps} double steps, {reps} runs of each form, alternating");
    let (mut plain, mut region) = (Vec::new(), Vec::new());
    let mut all = true;
    let mut ratios = Vec::new();
    for rep in 0..reps {
        let (mut pa, mut pb) = (a0.clone(), a0.clone());
        let (mut ra, mut rb) = (a0.clone(), a0.clone());
        // Each form first in every other run, so that neither always finds
        // the machine as the other left it.
        let (mut tp, mut tr) = (0.0, 0.0);
        for form in if rep % 2 == 0 { [0, 1] } else { [1, 0] } {
            let start = Instant::now();
            if form == 0 {
                heat_plain(&cfg, m, &mut pa, &mut pb, steps)?;
                tp = start.elapsed().as_secs_f64();
            } else {
                heat_region(&cfg, m, &mut ra, &mut rb, steps)?;
                tr = start.elapsed().as_secs_f64();
            }
        }
        ratios.push(tp / tr);
        let pass = pa == ra && pb == rb && pa != a0;
        all &= pass;
        let status = if pass { "PASS" } else { "FAIL" };
        println!("rep {rep}: plain {tp:.4} s, data region {tr:.4} s, equal results: {status}");
        csv.row(format!("offload_heat,plain,{rep},{m},{steps},{tp:.6},{status}"));
        csv.row(format!("offload_heat,data-region,{rep},{m},{steps},{tr:.6},{status}"));
        plain.push(tp);
        region.push(tr);
    }
    let (p, r, q) = (stats(&mut plain), stats(&mut region), stats(&mut ratios));
    println!("median: plain {:.4} s, data region {:.4} s; best: plain {:.4} s, data region {:.4} s, plain / data region = {:.3}x; median of the runs' ratios {:.3}x", p.1, r.1, p.0, r.0, p.0 / r.0, q.1);
    Ok(all)
}

fn launch_overhead() -> Res<bool> {
    let reps = arg(2, 2000);
    let cfg = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
    // Blocks of 100 launches of each kernel in turn, so that both see the
    // same machine state; the first block of each is a warm-up.
    let (mut one, mut eight) = (Vec::new(), Vec::new());
    for block in 0..reps / 100 + 1 {
        for rep in 0..100u64 {
            let start = Instant::now();
            launch(k::empty, &cfg, (rep as u32,))?;
            let t = start.elapsed().as_secs_f64() * 1e6;
            if block > 0 {
                one.push(t);
            }
        }
        for rep in 0..100u64 {
            let start = Instant::now();
            launch(k::empty8, &cfg, (rep, 1, 2, 3, 4, 5, 6, 7))?;
            let t = start.elapsed().as_secs_f64() * 1e6;
            if block > 0 {
                eight.push(t);
            }
        }
    }
    let mut csv = Csv::new("launch", "binary,kernel,timer,n,grid,block,reps,bytes,min_us,median_us,max_us,mean_us,status");
    for (name, t) in [("EMPTY", &mut one), ("EMPTY8", &mut eight)] {
        let (mn, med, mx, mean) = stats(t);
        println!("offload-bench launch {name}: grid 1, block 32, {} reps: min {mn:.1} us, median {med:.1} us, max {mx:.1} us, mean {mean:.1} us (host wall time, launch and synchronization)", t.len());
        csv.row(format!("offload_launch,{name},wall,0,1,32,{},0,{mn:.3},{med:.3},{mx:.3},{mean:.3},PASS", t.len()));
    }
    Ok(true)
}

/// Queues: 1000 queued launches of the one-scalar kernel, then one
/// synchronize (per launch, rounds); a pipeline of chunks copied in from
/// page-locked memory, computed and copied out, on one queue with a wait
/// after each step (serialized) and round-robin on QUEUES queues, the same
/// work, checked.
fn queue_bench() -> Res<bool> {
    let rounds = arg(2, 20);
    let mib = arg(3, 256);
    let chunks = arg(4, 16);
    let iters = arg(5, 200) as u32;
    let nqueues = arg(6, 3);
    let mut csv = Csv::new("queue", "binary,kernel,timer,n,grid,block,reps,bytes,min_us,median_us,max_us,mean_us,status");
    let cfg = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
    let q = Queue::new()?;
    let mut per = Vec::new();
    for round in 0..=rounds {
        let start = Instant::now();
        for i in 0..1000u32 {
            let _ = q.launch(k::empty, &cfg, (i,))?;
        }
        q.synchronize()?;
        if round > 0 {
            per.push(start.elapsed().as_secs_f64() * 1e6 / 1000.0);
        }
    }
    let (mn, med, mx, mean) = stats(&mut per);
    println!("offload-bench queue QUEUED: 1000 launches then one synchronize, {rounds} rounds, per launch: min {mn:.2} us, median {med:.2} us, max {mx:.2} us");
    csv.row(format!("offload_queue,QUEUED,wall,0,1,32,{},0,{mn:.3},{med:.3},{mx:.3},{mean:.3},PASS", rounds * 1000));

    // The pipeline: `chunks` chunks of mib / chunks MiB of f32.
    let n = (mib << 20) / 4 / chunks * chunks;
    let per_chunk = n / chunks;
    let host: Vec<f32> = (0..n).map(|i| (i % 1000) as f32).collect();
    // The first elements of every chunk, computed here.
    let checked = per_chunk.min(4096);
    let want: Vec<Vec<f32>> = host
        .chunks(per_chunk)
        .map(|c| {
            c[..checked]
                .iter()
                .map(|&x| {
                    let mut v = x;
                    for _ in 0..iters {
                        v = v * 1.0001 + 0.5;
                    }
                    v
                })
                .collect()
        })
        .collect();
    let ccfg = LaunchConfig::linear(per_chunk, 256);
    let mut all = true;
    for (variant, queues) in [("serialized", 1usize), ("pipelined", nqueues), ("serialized", 1), ("pipelined", nqueues)] {
        let qs: Vec<Queue> = (0..queues).map(|_| Queue::new()).collect::<Result<_, _>>()?;
        let mut dev: Vec<DeviceBuffer<f32>> = (0..queues).map(|_| DeviceBuffer::zeroed(per_chunk)).collect::<Result<_, _>>()?;
        let mut inputs: Vec<Option<PinnedBuffer<f32>>> =
            host.chunks(per_chunk).map(|c| PinnedBuffer::from_slice(c).map(Some)).collect::<Result<_, _>>()?;
        let mut outputs: Vec<Option<PinnedBuffer<f32>>> =
            (0..chunks).map(|_| PinnedBuffer::zeroed(per_chunk).map(Some)).collect::<Result<_, _>>()?;
        let start = Instant::now();
        if queues == 1 {
            let q = &qs[0];
            for c in 0..chunks {
                inputs[c] = Some(q.upload(inputs[c].take().unwrap(), dev[0].as_slice_mut())?.wait()?);
                q.launch(k::work, &ccfg, (iters, &mut dev[0]))?.wait()?;
                outputs[c] = Some(q.download(dev[0].as_slice(), outputs[c].take().unwrap())?.wait()?);
            }
        } else {
            let mut pending = Vec::new();
            for c in 0..chunks {
                let i = c % queues;
                let q = &qs[i];
                let up = q.upload(inputs[c].take().unwrap(), dev[i].as_slice_mut())?;
                let _ = q.launch(k::work, &ccfg, (iters, &mut dev[i]))?;
                let down = q.download(dev[i].as_slice(), outputs[c].take().unwrap())?;
                pending.push((c, up, down));
            }
            for (c, up, down) in pending {
                inputs[c] = Some(up.wait()?);
                outputs[c] = Some(down.wait()?);
            }
        }
        let wall = start.elapsed().as_secs_f64();
        let ok = outputs.iter().zip(&want).all(|(o, w)| o.as_ref().is_some_and(|o| o[..checked] == w[..]));
        all &= ok;
        let status = if ok { "PASS" } else { "FAIL" };
        println!("offload-bench queue {variant}: {chunks} chunks of {:.1} MiB, {queues} queue(s), {iters} iterations: {:.3} ms {status}", per_chunk as f64 * 4.0 / 1048576.0, wall * 1e3);
        csv.row(format!("offload_queue,{variant},wall,{n},{},256,{queues},{},{:.3},{:.3},{:.3},{:.3},{status}", ccfg.grid[0], n * 8, wall * 1e6, wall * 1e6, wall * 1e6, wall * 1e6));
    }
    Ok(all)
}

fn transfer() -> Res<bool> {
    let mib = arg(2, 1024);
    let reps = arg(3, 5);
    let n = mib << 20;
    let mut csv = Csv::new("transfer", "binary,host_memory,direction,bytes,reps,min_s,median_s,gbs_at_median,status");
    println!("offload-bench transfer: {mib} MiB, {reps} reps each, GB/s = 1e9 bytes/s at the median");
    let mut dev = DeviceBuffer::<u8>::zeroed(n)?;
    let mut all = true;
    for kind in ["pinned", "pageable", "registered"] {
        let mut pinned;
        let mut pageable;
        let host: &mut [u8] = if kind == "pinned" {
            pinned = PinnedBuffer::<u8>::zeroed(n)?;
            &mut pinned[..]
        } else {
            pageable = vec![0u8; n];
            &mut pageable[..]
        };
        for (i, v) in host.iter_mut().enumerate() {
            *v = (i * 7 + 3) as u8;
        }
        for dir in ["h2d", "d2h"] {
            let mut t = Vec::new();
            for _ in 0..reps {
                if kind == "registered" {
                    // An existing slice, page-locked by a data region for
                    // its duration; the copy inside the region is timed.
                    let mut took = 0.0;
                    DataRegion::new().pinned().run((&mut *host,), |(h,)| {
                        let start = Instant::now();
                        let r = if dir == "h2d" { dev.copy_from_host(h) } else { dev.copy_to_host(h) };
                        took = start.elapsed().as_secs_f64();
                        r
                    })?;
                    t.push(took);
                } else {
                    let start = Instant::now();
                    if dir == "h2d" {
                        dev.copy_from_host(host)?;
                    } else {
                        dev.copy_to_host(host)?;
                    }
                    t.push(start.elapsed().as_secs_f64());
                }
            }
            let back = dev.to_vec()?;
            let ok = back.iter().enumerate().all(|(i, v)| *v == (i * 7 + 3) as u8)
                && host.iter().enumerate().all(|(i, v)| *v == (i * 7 + 3) as u8);
            all &= ok;
            let (mn, med, _, _) = stats(&mut t);
            let gbs = n as f64 / med / 1e9;
            println!("  {kind:<10} {dir}: median {:.2} ms, {gbs:.1} GB/s  {}", med * 1e3, if ok { "PASS" } else { "FAIL" });
            csv.row(format!("offload_transfer,{kind},{dir},{n},{reps},{mn:.6},{med:.6},{gbs:.2},{}", if ok { "PASS" } else { "FAIL" }));
        }
    }
    Ok(all)
}

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_default();
    let r = match mode.as_str() {
        "stream" => stream(),
        "chain" => chain(),
        "heat" => heat(),
        "launch" => launch_overhead(),
        "queue" => queue_bench(),
        "transfer" => transfer(),
        _ => {
            eprintln!("usage: offload-bench stream|chain|heat|launch|queue|transfer [args] (see the source's header)");
            std::process::exit(64);
        }
    };
    match r {
        Ok(true) => println!("offload-bench {mode}: ALL PASS"),
        Ok(false) => {
            println!("offload-bench {mode}: SOME FAIL");
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("offload-bench {mode}: error: {e}");
            std::process::exit(1);
        }
    }
}
