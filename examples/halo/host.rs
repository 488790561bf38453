//! One program over every device: a 2-D heat stencil split by rows over
//! the offload devices (each part a `SplitBuffer` part with halos of one
//! row), each step a launch on every device at once (a `Queue` on each),
//! then the halos exchanged between neighbouring devices. The result is
//! checked against the same steps on the host; the program prints the time
//! of the steps on the first device alone and on all of them.
//!
//!   halo [--size N] [--steps S] [--devices D] [--reps R]
//!
//! N x N points (default 4096), S steps (default 100, even), the first D
//! devices (default all), the median of R timed runs (default 3). Exit
//! status 1 when a result differs from the host's by more than 1e-12
//! (relative), 2 for bad arguments.
use halo_kernels as k;
use offload::{Device, LaunchConfig, Pending, Queue, SplitBuffer};
use std::time::Instant;

const K: f64 = 0.1;

type Res<T> = Result<T, Box<dyn std::error::Error>>;

/// One step on the host: the reference.
fn step_host(inp: &[f64], out: &mut [f64], n: usize) {
    for y in 1..n - 1 {
        for x in 1..n - 1 {
            let at = |x: usize, y: usize| inp[y * n + x];
            let c = at(x, y);
            out[y * n + x] = c + K * (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4.0 * c);
        }
    }
}

/// `steps` steps over `devices`; the final grid and the steps' time (ms,
/// without the first scatter and the last gather).
fn run(devices: &[Device], grid: &[f64], n: usize, steps: usize) -> Res<(Vec<f64>, f64)> {
    let mut a = SplitBuffer::scatter(devices, grid, n, 1)?;
    let mut b = SplitBuffer::scatter(devices, grid, n, 1)?;
    let queues = devices.iter().map(|&d| Queue::on(d)).collect::<Result<Vec<_>, _>>()?;
    // Each part's launch: its interior, the rows it holds less the first
    // and last (the grid's border, or halos).
    let cfgs: Vec<LaunchConfig> = (0..a.part_count())
        .map(|p| LaunchConfig::covering([n - 2, a.held_rows(p).len() - 2, 1], [32, 8, 1]))
        .collect();
    let t = Instant::now();
    for _ in 0..steps {
        let work = a
            .parts()
            .iter()
            .zip(b.parts_mut())
            .zip(queues.iter().zip(&cfgs))
            .map(|((inp, out), (q, cfg))| Ok(q.launch(k::heat, cfg, (K, inp, out.rows(n)?))?))
            .collect::<Res<Vec<Pending>>>()?;
        for w in work {
            w.wait()?;
        }
        b.exchange_halos()?;
        std::mem::swap(&mut a, &mut b);
    }
    let ms = t.elapsed().as_secs_f64() * 1e3;
    Ok((a.to_vec()?, ms))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|x, y| x.partial_cmp(y).unwrap());
    v[v.len() / 2]
}

fn main() -> Res<()> {
    let (mut n, mut steps, mut want_devices, mut reps) = (4096usize, 100usize, usize::MAX, 3usize);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut num = |name: &str| -> usize {
            match args.next().and_then(|v| v.parse().ok()) {
                Some(v) => v,
                None => {
                    eprintln!("halo: {name} needs a number");
                    std::process::exit(2);
                }
            }
        };
        match a.as_str() {
            "--size" => n = num("--size"),
            "--steps" => steps = num("--steps"),
            "--devices" => want_devices = num("--devices"),
            "--reps" => reps = num("--reps").max(1),
            "-h" | "--help" => {
                println!("usage: halo [--size N] [--steps S] [--devices D] [--reps R]");
                return Ok(());
            }
            _ => {
                eprintln!("halo: unknown argument '{a}' (--help)");
                std::process::exit(2);
            }
        }
    }
    if n < 3 || steps % 2 != 0 || want_devices == 0 {
        eprintln!("halo: --size must be 3 or more, --steps even, --devices 1 or more");
        std::process::exit(2);
    }
    let devices: Vec<Device> = Device::all().take(want_devices).collect();
    if devices.is_empty() {
        return Err("no offload device".into());
    }
    for d in &devices {
        let memory = d.memory()?.map_or("memory not known".to_string(), |m| format!("{} MiB", m.total >> 20));
        println!("{d}: {}, {memory}", d.name()?);
    }
    let grid: Vec<f64> = (0..n * n).map(|i| 1.0 + ((i * 7919) % 1000) as f64 / 1000.0).collect();
    let mut want = grid.clone();
    let mut tmp = grid.clone();
    for _ in 0..steps / 2 {
        step_host(&want, &mut tmp, n);
        step_host(&tmp, &mut want, n);
    }
    let mut failed = false;
    let mut times = Vec::new();
    let counts: Vec<usize> = if devices.len() > 1 { vec![1, devices.len()] } else { vec![1] };
    for &count in &counts {
        let mut ms = Vec::new();
        let mut worst = 0.0f64;
        for _ in 0..reps {
            let (got, t) = run(&devices[..count], &grid, n, steps)?;
            ms.push(t);
            for (g, w) in got.iter().zip(&want) {
                worst = worst.max((g - w).abs() / w.abs());
            }
        }
        let t = median(ms);
        let ok = worst <= 1e-12;
        failed |= !ok;
        println!(
            "{count} device(s): {n} x {n} points, {steps} steps: {t:.1} ms (median of {reps}), largest relative difference from the host {worst:.1e}: {}",
            if ok { "PASS" } else { "FAIL" }
        );
        times.push(t);
    }
    if times.len() == 2 {
        println!("speed-up of {} devices over one: {:.2}x", devices.len(), times[0] / times[1]);
    }
    if failed {
        std::process::exit(1);
    }
    Ok(())
}
