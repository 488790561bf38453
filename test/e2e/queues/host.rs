//! Work on queues: every case announces itself on stderr (`case NAME`),
//! runs, checks its results against values computed here, and prints
//! `PASS NAME` or `FAIL NAME: ...`. The lit test checks the runtime's
//! copies between those lines (LIBOMPTARGET_INFO=48).
use offload::{data_region, Device, DeviceBuffer, LaunchConfig, LaunchErrorKind, PinnedBuffer, Queue};
use queues_kernels as k;

include!("../check.rs");

type Res = Result<(), Box<dyn std::error::Error>>;

fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::linear(n, 32)
}

/// In order on one queue: a copy in, three launches, a copy out.
fn order(bad: &mut u32) -> Res {
    eprintln!("case order");
    let q = Queue::new()?;
    let host: Vec<f32> = (0..64).map(|i| i as f32).collect();
    let mut buf = DeviceBuffer::<f32>::zeroed(64)?;
    let mut out = vec![0f32; 64];
    let w = q.copy_to_device(&host, buf.as_slice_mut())?;
    w.wait()?;
    for _ in 0..3 {
        q.launch(k::scale, &cfg(64), (2.0f32, &mut buf))?.wait()?;
    }
    q.copy_to_host(buf.as_slice(), &mut out)?.wait()?;
    q.synchronize()?;
    let want: Vec<f32> = host.iter().map(|v| v * 8.0).collect();
    check("order", out, want, bad);
    Ok(())
}

/// Host data in a queued launch: in before the kernel, back at the wait.
fn host_data(bad: &mut u32) -> Res {
    eprintln!("case host_data");
    let q = Queue::new()?;
    let x = vec![1f32, 2.0, 3.0, 4.0];
    let mut y = vec![10f32; 4];
    let work = q.launch(k::axpy, &cfg(4), (2.0f32, &x, &mut y))?;
    work.wait()?;
    check("host_data", y, vec![12f32, 14.0, 16.0, 18.0], bad);
    Ok(())
}

/// A kernel that panics: the launch is enqueued, its wait returns the
/// panic naming the kernel and the line that enqueued it; the queue goes on.
fn panic_at_wait(bad: &mut u32) -> Res {
    eprintln!("case panic_at_wait");
    let q = Queue::new()?;
    let mut x = vec![0u32; 64];
    let line = line!() + 1;
    let work = q.launch(k::bump_or_panic, &cfg(64), (5u32, &mut x))?;
    let err = work.wait().unwrap_err();
    eprintln!("  {err}");
    check(
        "panic_at_wait",
        (err.kind(), err.kernel(), err.location().line(), err.detail().is_some_and(|d| d.contains("panicked at test/e2e/queues/kernels.rs:25:9") || d.contains("kernels.rs:25:9"))),
        (LaunchErrorKind::Panicked, "queues_kernels::bump_or_panic", line, true),
        bad,
    );
    // The threads that did not panic wrote their elements.
    check("panic_at_wait_others", (x[4], x[5], x[6]), (1, 0, 1), bad);
    q.launch(k::bump_or_panic, &cfg(64), (1000u32, &mut x))?.wait()?;
    check("panic_at_wait_after", (x[0], x[5], x[63]), (2, 1, 2), bad);
    Ok(())
}

/// Work dropped without a wait: the drop waits, and the queue's next
/// synchronize returns its error, once.
fn dropped(bad: &mut u32) -> Res {
    eprintln!("case dropped");
    let q = Queue::new()?;
    let mut x = vec![0u32; 32];
    let line = line!() + 1;
    drop(q.launch(k::bump_or_panic, &cfg(32), (3u32, &mut x))?);
    let first = q.synchronize().unwrap_err();
    eprintln!("  {first}");
    let second = q.synchronize();
    check(
        "dropped",
        (first.kind(), first.location().line(), second.is_ok(), x[0], x[3]),
        (LaunchErrorKind::Panicked, line, true, 1, 0),
        bad,
    );
    // A failure still held by its Pending: synchronize reports it, and the
    // Pending's own wait then has nothing more to say.
    let held = q.launch(k::bump_or_panic, &cfg(32), (4u32, &mut x))?;
    let sync = q.synchronize().map_err(|e| e.kind());
    check("held", (sync, held.wait().is_ok()), (Err(LaunchErrorKind::Panicked), true), bad);
    Ok(())
}

/// Launches on device memory alone run on when their Pending is dropped;
/// synchronize waits for them. Page-locked buffers go to the device and
/// back while the queue holds them, and come back at the wait.
fn run_on(bad: &mut u32) -> Res {
    eprintln!("case run_on");
    let q = Queue::new()?;
    let mut buf = DeviceBuffer::from_slice(&[1f32; 64])?;
    for _ in 0..10 {
        let _ = q.launch(k::scale, &cfg(64), (2.0f32, &mut buf))?;
    }
    q.synchronize()?;
    let v = buf.to_vec()?;
    check("run_on", (v[0], v[63]), (1024.0, 1024.0), bad);

    eprintln!("case transfers");
    let host: Vec<f32> = (0..256).map(|i| i as f32).collect();
    let pinned = PinnedBuffer::from_slice(&host)?;
    let mut dev = DeviceBuffer::<f32>::zeroed(256)?;
    let pinned = q.upload(pinned, dev.as_slice_mut())?.wait()?;
    let _ = q.launch(k::scale, &cfg(256), (3.0f32, &mut dev))?;
    let mut out = PinnedBuffer::<f32>::zeroed(256)?;
    out = q.download(dev.as_slice(), out)?.wait()?;
    let want: Vec<f32> = host.iter().map(|v| v * 3.0).collect();
    check("transfers", (&out[..] == &want[..], &pinned[..] == &host[..]), (true, true), bad);
    Ok(())
}

/// Two queues ordered by an event; events waited for and timed.
fn events(bad: &mut u32) -> Res {
    eprintln!("case events");
    let (a, b) = (Queue::new()?, Queue::new()?);
    let mut buf = DeviceBuffer::from_slice(&[1f32; 256])?;
    let start = a.record()?;
    a.launch(k::scale, &cfg(256), (3.0f32, &mut buf))?.wait()?;
    let done = a.record()?;
    b.wait_for(&done)?;
    b.launch(k::scale, &cfg(256), (2.0f32, &mut buf))?.wait()?;
    done.wait();
    start.wait();
    let took = done.elapsed_since(&start);
    let v = buf.to_vec()?;
    check("events", (v[0], v[255], took < std::time::Duration::from_secs(60)), (6.0, 6.0, true), bad);
    Ok(())
}

/// What is wrong before the work runs comes back when it is enqueued.
fn enqueue_errors(bad: &mut u32) -> Res {
    eprintln!("case enqueue_errors");
    let q = Queue::on(Device::nth(0)?)?;
    let nowhere = Device::nth(1000).and_then(Queue::on).unwrap_err();
    eprintln!("  {nowhere}");
    let mut small = DeviceBuffer::<f32>::zeroed(4)?;
    let host = [0f32; 3];
    let mismatch = q.copy_to_device(&host, small.as_slice_mut()).unwrap_err();
    eprintln!("  {mismatch}");
    let mut mixed = Device::count() > 1;
    if mixed {
        let mut other = DeviceBuffer::<f32>::zeroed_on(Device::nth(1)?, 4)?;
        let e = q.launch(k::scale, &cfg(4), (1.0f32, &mut other)).unwrap_err();
        eprintln!("  {e}");
        mixed = e.kind() == LaunchErrorKind::MixedDevices;
        // Host data a region holds on the default device, launched on a
        // queue of another: refused, the data as it was.
        let q1 = Queue::on(Device::nth(1)?)?;
        let mut z = vec![1f32; 4];
        let held = data_region((&mut z,), |(z,)| q1.launch(k::scale, &cfg(4), (2.0f32, &mut *z)).map(drop));
        let e = held.unwrap_err();
        eprintln!("  {e}");
        mixed &= e.kind() == LaunchErrorKind::HeldElsewhere && z == [1f32; 4];
    }
    // A launch with no threads enqueues nothing and runs nothing.
    let mut x = vec![1f32; 4];
    q.launch(k::scale, &LaunchConfig::linear(0, 32), (5.0f32, &mut x))?.wait()?;
    check("enqueue_errors", (mixed || Device::count() == 1, x[0]), (true, 1.0), bad);
    Ok(())
}

fn main() {
    let mut bad = 0;
    for (name, case) in [
        ("order", order as fn(&mut u32) -> Res),
        ("host_data", host_data),
        ("panic_at_wait", panic_at_wait),
        ("dropped", dropped),
        ("run_on", run_on),
        ("events", events),
        ("enqueue_errors", enqueue_errors),
    ] {
        if let Err(e) = case(&mut bad) {
            eprintln!("FAIL {name}: {e}");
            bad += 1;
        }
    }
    if bad > 0 {
        eprintln!("{bad} failed");
        std::process::exit(1);
    }
    eprintln!("all passed");
}
