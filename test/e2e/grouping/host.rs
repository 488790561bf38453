//! Launches in loops that the host pass groups (LaunchGrouping.h): every
//! case announces itself on stderr (`case NAME`), runs, checks its results
//! against values computed here, and prints `PASS NAME` or `FAIL NAME`.
//! The lit test checks the runtime's copies between those lines
//! (LIBOMPTARGET_INFO=32) and the pass's remarks at each loop. Each case's
//! loop is in a function of its own.
use grouping_kernels as k;
use offload::{data_region, launch, LaunchConfig, LaunchError, LaunchErrorKind, Queue};
use std::hint::black_box;
use std::sync::Mutex;

include!("../check.rs");

type Res = Result<(), Box<dyn std::error::Error>>;

const N: usize = 1000;

fn start() -> Vec<f32> {
    (0..N).map(|i| i as f32 * 0.25).collect()
}

/// x after `times` steps of x * a + 1, on the host.
fn stepped(mut x: Vec<f32>, a: f32, times: usize) -> Vec<f32> {
    for _ in 0..times {
        x.iter_mut().for_each(|v| *v = *v * a + 1.0);
    }
    x
}

/// Grouped: copied in before the loop, back after it.
#[inline(never)]
fn steps(cfg: &LaunchConfig, x: &mut [f32], times: usize) -> Result<(), LaunchError> {
    for _ in 0..times {
        launch(k::step, cfg, (0.5f32, &mut *x))?;
    }
    Ok(())
}

/// Grouped: x read by one kernel (copied in only), y by both.
#[inline(never)]
fn two_kernels(cfg: &LaunchConfig, x: &[f32], y: &mut [f32], times: usize) -> Result<(), LaunchError> {
    for _ in 0..times {
        launch(k::axpy, cfg, (2.0f32, x, &mut *y))?;
        launch(k::step, cfg, (0.5f32, &mut *y))?;
    }
    Ok(())
}

/// Grouped, left by `break` after three launches.
#[inline(never)]
fn early_break(cfg: &LaunchConfig, x: &mut [f32]) -> Result<(), LaunchError> {
    for i in 0..10 {
        launch(k::step, cfg, (0.5f32, &mut *x))?;
        if i == 2 {
            break;
        }
    }
    Ok(())
}

/// Grouped, left by `?` when launch `bad` panics.
#[inline(never)]
fn until_error(cfg: &LaunchConfig, x: &mut [f32], bad: u32) -> Result<(), LaunchError> {
    for i in 0..5u32 {
        launch(k::bump_or_panic, cfg, (i, bad, &mut *x))?;
    }
    Ok(())
}

/// The same copied at every launch: the host may look at x in the loop.
#[inline(never)]
fn until_error_seen(cfg: &LaunchConfig, x: &mut [f32], bad: u32) -> Result<(), LaunchError> {
    for i in 0..5u32 {
        launch(k::bump_or_panic, cfg, (i, bad, &mut *x))?;
        black_box(&mut *x);
    }
    Ok(())
}

/// Grouped; the host panics in the third iteration.
#[inline(never)]
fn host_panics(cfg: &LaunchConfig, x: &mut [f32]) -> Result<(), LaunchError> {
    for i in 0..5 {
        launch(k::step, cfg, (0.5f32, &mut *x))?;
        if i == 2 {
            panic!("the host stops the loop");
        }
    }
    Ok(())
}

/// Not grouped: the host reads x in the loop.
#[inline(never)]
fn host_reads(cfg: &LaunchConfig, x: &mut [f32]) -> Result<f32, LaunchError> {
    let mut seen = 0.0;
    for _ in 0..3 {
        launch(k::step, cfg, (0.5f32, &mut *x))?;
        seen += x[7];
    }
    Ok(seen)
}

/// Not grouped: the host writes x in the loop.
#[inline(never)]
fn host_writes(cfg: &LaunchConfig, x: &mut [f32]) -> Result<(), LaunchError> {
    for i in 0..3 {
        x[0] = i as f32;
        launch(k::step, cfg, (0.5f32, &mut *x))?;
    }
    Ok(())
}

/// Not grouped: x goes to code the compiler cannot see into.
#[inline(never)]
fn opaque(cfg: &LaunchConfig, x: &mut [f32]) -> Result<(), LaunchError> {
    for _ in 0..3 {
        launch(k::step, cfg, (0.5f32, &mut *x))?;
        black_box(&mut *x);
    }
    Ok(())
}

/// Not grouped: the host writes x through a raw pointer made before.
#[inline(never)]
fn raw_alias(cfg: &LaunchConfig, x: &mut [f32]) -> Result<(), LaunchError> {
    let p = x.as_mut_ptr();
    for _ in 0..3 {
        launch(k::step, cfg, (0.5f32, &mut *x))?;
        // SAFETY: p points at x[1]'s slot, and no reference to x is live.
        unsafe { *p.add(1) += 1.0 };
    }
    Ok(())
}

/// Grouped inside the user's data region: the region holds x, the group's
/// region finds it there, nothing more is copied.
#[inline(never)]
fn in_region(cfg: &LaunchConfig, x: &mut [f32]) -> Result<(), LaunchError> {
    data_region((&mut *x,), |(x,)| {
        for _ in 0..3 {
            launch(k::step, cfg, (0.5f32, &mut *x))?;
        }
        Ok(())
    })
}

/// Not grouped: launches on a queue (each copies its host data, as its
/// Pending holds it).
#[inline(never)]
fn on_queue(cfg: &LaunchConfig, x: &mut [f32]) -> Result<(), LaunchError> {
    let q = Queue::new().expect("a queue");
    for _ in 0..3 {
        q.launch(k::step, cfg, (0.5f32, &mut *x))?.wait()?;
    }
    Ok(())
}

/// Not grouped: two threads take turns on one vector behind a lock.
#[inline(never)]
fn threads(cfg: &LaunchConfig, m: &Mutex<Vec<f32>>) -> Result<(), LaunchError> {
    for _ in 0..3 {
        let mut x = m.lock().unwrap();
        launch(k::step, cfg, (0.5f32, &mut x[..]))?;
    }
    Ok(())
}

fn main() -> Res {
    let cfg = LaunchConfig::linear(N, 64);
    let mut bad = 0;

    eprintln!("case plain_loop");
    let mut x = start();
    steps(&cfg, &mut x, 5)?;
    check("plain_loop", x, stepped(start(), 0.5, 5), &mut bad);

    // No threads: every launch is skipped, and no region is left holding
    // x for the launches after.
    eprintln!("case zero_threads");
    let mut x = start();
    steps(&LaunchConfig::linear(0, 64), &mut x, 5)?;
    opaque(&cfg, &mut x)?;
    check("zero_threads", x, stepped(start(), 0.5, 3), &mut bad);

    eprintln!("case two_kernels");
    let xs = start();
    let mut y = vec![1f32; N];
    two_kernels(&cfg, &xs, &mut y, 3)?;
    let mut want = vec![1f32; N];
    for _ in 0..3 {
        for i in 0..N {
            want[i] = (want[i] + 2.0 * xs[i]) * 0.5 + 1.0;
        }
    }
    check("two_kernels", (y, xs), (want, start()), &mut bad);

    eprintln!("case early_break");
    let mut x = start();
    early_break(&cfg, &mut x)?;
    check("early_break", x, stepped(start(), 0.5, 3), &mut bad);

    eprintln!("case until_error");
    let (mut x, mut seen) = (start(), start());
    let e = until_error(&cfg, &mut x, 3).unwrap_err();
    eprintln!("error: {e}");
    let e_seen = until_error_seen(&cfg, &mut seen, 3).unwrap_err();
    // The same values, the same error, each at its own launch's line.
    check("until_error", (x, e.kind(), e.kernel()), (seen, e_seen.kind(), e_seen.kernel()), &mut bad);
    check("until_error kind", e_seen.kind(), LaunchErrorKind::Panicked, &mut bad);

    eprintln!("case host_panics");
    let mut x = start();
    std::panic::set_hook(Box::new(|_| eprintln!("host panic")));
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| host_panics(&cfg, &mut x)));
    let _ = std::panic::take_hook();
    check("host_panics", (caught.is_err(), x), (true, stepped(start(), 0.5, 3)), &mut bad);

    eprintln!("case host_reads");
    let mut x = start();
    let seen = host_reads(&cfg, &mut x)?;
    let want: f32 = (1..=3).map(|t| stepped(start(), 0.5, t)[7]).sum();
    check("host_reads", (seen, x), (want, stepped(start(), 0.5, 3)), &mut bad);

    eprintln!("case host_writes");
    let mut x = start();
    host_writes(&cfg, &mut x)?;
    let mut want = start();
    for i in 0..3 {
        want[0] = i as f32;
        want = stepped(want, 0.5, 1);
    }
    check("host_writes", x, want, &mut bad);

    eprintln!("case opaque");
    let mut x = start();
    opaque(&cfg, &mut x)?;
    check("opaque", x, stepped(start(), 0.5, 3), &mut bad);

    eprintln!("case raw_alias");
    let mut x = start();
    raw_alias(&cfg, &mut x)?;
    let mut want = start();
    for _ in 0..3 {
        want = stepped(want, 0.5, 1);
        want[1] += 1.0;
    }
    check("raw_alias", x, want, &mut bad);

    eprintln!("case in_region");
    let mut x = start();
    in_region(&cfg, &mut x)?;
    check("in_region", x, stepped(start(), 0.5, 3), &mut bad);

    eprintln!("case on_queue");
    let mut x = start();
    on_queue(&cfg, &mut x)?;
    check("on_queue", x, stepped(start(), 0.5, 3), &mut bad);

    eprintln!("case threads");
    let m = Mutex::new(start());
    std::thread::scope(|s| {
        let a = s.spawn(|| threads(&cfg, &m));
        let b = s.spawn(|| threads(&cfg, &m));
        a.join().unwrap().and(b.join().unwrap())
    })?;
    check("threads", m.into_inner().unwrap(), stepped(start(), 0.5, 6), &mut bad);

    if bad > 0 {
        eprintln!("{bad} failed");
        std::process::exit(1);
    }
    eprintln!("all passed");
    Ok(())
}
