//! Data that stays on the device: every case announces itself on stderr
//! (`case NAME`), runs, checks its results against values computed here,
//! and prints `PASS NAME` or `FAIL NAME: ...`. The lit test checks the
//! runtime's copies between those lines (LIBOMPTARGET_INFO=48).
use offload::{
    data_region, launch, DataRegion, Device, DeviceBuffer, DeviceError, DeviceErrorKind, LaunchConfig, LaunchError,
    LaunchErrorKind, PinnedBuffer,
};
use resident_kernels as k;

include!("../check.rs");

fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::linear(n, 32)
}

fn device_buffers(bad: &mut u32) -> Result<(), Box<dyn std::error::Error>> {
    // A round trip through a kernel: nothing moves at the launch.
    eprintln!("case buffer_scale");
    let host: Vec<f32> = (0..100).map(|i| i as f32).collect();
    let mut buf = DeviceBuffer::from_slice(&host)?;
    launch(k::scale, &cfg(100), (3.0f32, &mut buf))?;
    let want: Vec<f32> = host.iter().map(|v| v * 3.0).collect();
    check("buffer_scale", (buf.len(), buf.to_vec()?), (100, want.clone()), bad);

    // A sub-range: only its elements change; a read-only view beside it.
    eprintln!("case buffer_subrange");
    launch(k::scale, &cfg(4), (0.5f32, buf.slice_mut(10..14)?))?;
    let mut got = vec![0f32; 100];
    buf.copy_to_host(&mut got)?;
    let mut want2 = want.clone();
    for v in &mut want2[10..14] {
        *v *= 0.5;
    }
    check("buffer_subrange", got, want2.clone(), bad);

    // Device data read, host data written: only the host data moves.
    eprintln!("case buffer_and_host");
    let x = DeviceBuffer::from_slice(&[1f32, 2.0, 3.0, 4.0])?;
    let mut y = vec![10f32; 4];
    launch(k::axpy, &cfg(4), (2.0f32, &x, &mut y))?;
    check("buffer_and_host", y, vec![12f32, 14.0, 16.0, 18.0], bad);

    // A view of a view, and zeroed memory.
    eprintln!("case buffer_views");
    let mut z = DeviceBuffer::<f32>::zeroed(8)?;
    z.copy_from_host(&[1.0; 8])?;
    let src = DeviceBuffer::from_slice(&[5f32; 8])?;
    let inner = src.as_slice().into_slice(2..)?.into_slice(..3)?;
    launch(k::axpy, &cfg(3), (1.0f32, inner, z.slice_mut(4..7)?))?;
    check("buffer_views", z.to_vec()?, vec![1f32, 1.0, 1.0, 1.0, 6.0, 6.0, 6.0, 1.0], bad);

    // Errors say what failed; nothing aborts.
    eprintln!("case buffer_errors");
    let devices = Device::nth(1000).and_then(|d| DeviceBuffer::<u8>::zeroed_on(d, 4)).unwrap_err();
    let mismatch = z.copy_from_host(&[0.0; 3]).unwrap_err();
    let range = z.slice(6..9).unwrap_err();
    let huge = DeviceBuffer::<u64>::zeroed(usize::MAX / 4).unwrap_err();
    let oom = DeviceBuffer::<u8>::zeroed(1 << 60).unwrap_err();
    eprintln!("  {devices}\n  {mismatch}\n  {range}\n  {huge}\n  {oom}");
    check(
        "buffer_errors",
        (
            matches!(devices.kind(), DeviceErrorKind::NoSuchDevice { device, devices } if device.to_string() == "device 1000"
                && devices == Device::count()),
            mismatch.kind(),
            range.kind(),
            matches!(huge.kind(), DeviceErrorKind::TooLarge { .. }),
            matches!(oom.kind(), DeviceErrorKind::OutOfDeviceMemory { bytes, .. } if bytes == 1 << 60),
            z.to_vec()?,
        ),
        (
            true,
            DeviceErrorKind::LengthMismatch { device_len: 8, host_len: 3 },
            DeviceErrorKind::OutOfRange { start: 6, end: 9, len: 8 },
            true,
            true,
            vec![1f32, 1.0, 1.0, 1.0, 6.0, 6.0, 6.0, 1.0],
        ),
        bad,
    );

    // Every error carries the line of the user's call that failed (here),
    // not a line of the crate: `(line!(), call)` on one line each, through
    // helpers (from_slice -> from_slice_on -> copy_from_host), views
    // (slice -> into_slice -> range_of), shapes and allocation.
    eprintln!("case buffer_error_lines");
    let mut w = DeviceBuffer::<f32>::zeroed(12)?;
    let lines: Vec<(&str, u32, DeviceError)> = vec![
        ("nth", line!(), Device::nth(1000).unwrap_err()),
        ("slice", line!(), w.slice(6..13).unwrap_err()),
        ("slice_mut", line!(), w.slice_mut(..=12).unwrap_err()),
        ("into_slice", line!(), w.as_slice().into_slice(13..).unwrap_err()),
        ("into_slice_mut", line!(), w.as_slice_mut().into_slice_mut(4..2).unwrap_err()),
        ("copy_from_host", line!(), w.copy_from_host(&[0.0; 3]).unwrap_err()),
        ("copy_to_host", line!(), w.copy_to_host(&mut [0.0; 3]).unwrap_err()),
        ("view copy_to_host", line!(), w.slice(0..2)?.copy_to_host(&mut [0.0; 3]).unwrap_err()),
        ("view copy_from_host", line!(), w.slice_mut(0..2)?.copy_from_host(&[0.0; 3]).unwrap_err()),
        ("rows", line!(), w.rows(5).unwrap_err()),
        ("view rows", line!(), w.as_slice_mut().rows(0).unwrap_err()),
        ("planes", line!(), w.planes(5, 2).unwrap_err()),
        ("view planes", line!(), w.as_slice_mut().planes(usize::MAX, 2).unwrap_err()),
        ("zeroed", line!(), DeviceBuffer::<u64>::zeroed(usize::MAX / 4).unwrap_err()),
        ("zeroed_on", line!(), DeviceBuffer::<u8>::zeroed_on(Device::default(), 1 << 60).unwrap_err()),
        ("pinned zeroed", line!(), PinnedBuffer::<u64>::zeroed(usize::MAX / 4).map(drop).unwrap_err()),
    ];
    eprintln!("  {}", lines[1].2);
    check("buffer_error_lines", (off_line(&lines), lines.len()), (Vec::<&str>::new(), 16), bad);

    // A launch runs on its buffers' device; buffers of two devices are refused.
    eprintln!("case buffer_devices");
    let mut on1 = DeviceBuffer::from_slice_on(Device::nth(1)?, &[1f32, 2.0])?;
    launch(k::scale, &cfg(2), (10.0f32, &mut on1))?;
    let on0 = DeviceBuffer::from_slice_on(Device::nth(0)?, &[1f32, 1.0])?;
    let mixed = launch(k::axpy, &cfg(2), (1.0f32, &on0, &mut on1)).unwrap_err();
    eprintln!("  {mixed}");
    check(
        "buffer_devices",
        (on1.device(), on0.device().number()?, on1.to_vec()?, mixed.kind()),
        (Device::nth(1)?, 0, vec![10f32, 20.0], LaunchErrorKind::MixedDevices),
        bad,
    );
    Ok(())
}

/// The errors of `lines` that do not carry their line of this file (a call
/// and `line!()` on one line): `location()` and the start of `Display`.
fn off_line<'a>(lines: &[(&'a str, u32, DeviceError)]) -> Vec<&'a str> {
    let mut wrong = Vec::new();
    for (name, line, e) in lines {
        let display = e.to_string();
        let at = format!("{}:{}:{}: ", e.location().file(), e.location().line(), e.location().column());
        if e.location().line() != *line || !e.location().file().ends_with("host.rs") || !display.starts_with(&at) {
            eprintln!("  {name}: {display} (want line {line} of host.rs)");
            wrong.push(*name);
        }
    }
    wrong
}

/// With `OMP_DEFAULT_DEVICE` naming no device (`resident no-default`):
/// everything on the default device fails with `NoSuchDevice`, through
/// `resolved` -> `number`, at the caller's line.
fn no_default(bad: &mut u32) {
    eprintln!("case no_default");
    let lines: Vec<(&str, u32, DeviceError)> = vec![
        ("number", line!(), Device::default().number().unwrap_err()),
        ("name", line!(), Device::default().name().unwrap_err()),
        ("zeroed", line!(), DeviceBuffer::<f32>::zeroed(4).unwrap_err()),
        ("from_slice", line!(), DeviceBuffer::from_slice(&[1f32, 2.0]).unwrap_err()),
        ("from_slice_on", line!(), DeviceBuffer::from_slice_on(Device::default(), &[1u8]).unwrap_err()),
        ("pinned zeroed", line!(), PinnedBuffer::<f32>::zeroed(4).map(drop).unwrap_err()),
        ("pinned from_slice", line!(), PinnedBuffer::from_slice(&[1u32]).map(drop).unwrap_err()),
    ];
    eprintln!("  {}", lines[3].2);
    let kinds = lines.iter().all(|(_, _, e)| matches!(e.kind(), DeviceErrorKind::NoSuchDevice { device, .. } if device.is_default()));
    check("no_default", (off_line(&lines), kinds), (Vec::<&str>::new(), true), bad);
}

/// 3 launches in a region: copied in once, back once.
fn region_three(bad: &mut u32) -> Result<(), LaunchError> {
    eprintln!("case region_three");
    let x = vec![1f32; 64];
    let mut y = vec![0f32; 64];
    data_region((&x, &mut y), |(x, y)| {
        for _ in 0..3 {
            launch(k::axpy, &cfg(64), (2.0f32, &*x, &mut *y))?;
        }
        Ok::<(), LaunchError>(())
    })?;
    check("region_three", y, vec![6f32; 64], bad);
    Ok(())
}

/// `?` inside the region: the data still comes back.
fn region_early(bad: &mut u32) {
    eprintln!("case region_early");
    let mut y = vec![1f32; 16];
    let r: Result<(), LaunchError> = data_region((&mut y,), |(y,)| {
        launch(k::scale, &cfg(16), (4.0f32, &mut *y))?;
        launch(k::scale, &LaunchConfig::new([1 << 31, 1, 1], [1, 1, 1]), (4.0f32, &mut *y))?;
        launch(k::scale, &cfg(16), (100.0f32, &mut *y))?;
        Ok(())
    });
    check("region_early", (r.map_err(|e| e.kind()), y), (Err(LaunchErrorKind::InvalidConfig), vec![4f32; 16]), bad);
}

/// Nested regions over the same data, and views of it inside.
fn region_nested(bad: &mut u32) -> Result<(), LaunchError> {
    eprintln!("case region_nested");
    let buf: Vec<u32> = (0..16).collect();
    let mut out = vec![0u32; 8];
    data_region((&buf, &mut out), |(buf, out)| {
        data_region((&buf[..], &mut *out), |(buf, out)| {
            // Overlapping views of buf: inside the region, no cover.
            launch(k::add_views, &cfg(8), (&buf[4..12], &buf[0..8], &mut *out))
        })?;
        launch(k::add_views, &cfg(8), (&buf[8..16], &buf[8..16], &mut *out))
    })?;
    let want: Vec<u32> = (0..8).map(|i| 11 * (8 + i)).collect();
    check("region_nested", out, want, bad);
    Ok(())
}

/// All three interfaces in one computation: a device buffer, a region over
/// host data, and a plain launch, against a CPU reference.
fn mixed(bad: &mut u32) -> Result<(), Box<dyn std::error::Error>> {
    eprintln!("case mixed");
    let n = 50;
    let step = 3u64;
    let mut ramp = DeviceBuffer::<u64>::zeroed(n)?;
    launch(k::ramp, &cfg(n), (&step, &mut ramp))?;
    let ramp_host = ramp.to_vec()?;
    let x: Vec<f32> = ramp_host.iter().map(|v| *v as f32).collect();
    let mut y = PinnedBuffer::<f32>::from_slice(&vec![1f32; n])?;
    DataRegion::new().pinned().run((&x, &mut y[..]), |(x, y)| {
        launch(k::axpy, &cfg(n), (0.5f32, x, &mut *y))?;
        launch(k::scale, &cfg(n), (2.0f32, &mut *y))
    })?;
    let xs = DeviceBuffer::from_slice(&x)?;
    launch(k::axpy, &cfg(n), (1.0f32, &xs, &mut y[..]))?;
    let want: Vec<f32> = (0..n).map(|i| (1.0 + 0.5 * (3 * i) as f32) * 2.0 + (3 * i) as f32).collect();
    check("mixed", y.to_vec(), want, bad);
    Ok(())
}

/// Views in one 16-byte block, and a region over data next to a launch's
/// views: every group maps without touching another's bytes.
fn covers_apart(bad: &mut u32) -> Result<(), LaunchError> {
    eprintln!("case covers_apart");
    let x: Vec<u8> = (0..32).collect();
    let mut out = vec![0u32; 4];
    launch(k::add4, &cfg(4), (&x[0..4], &x[2..6], &x[8..12], &x[10..14], &mut out))?;
    let want: Vec<u32> = (0..4u32).map(|i| i + (i + 2) + (i + 8) + (i + 10)).collect();
    let mut y: Vec<u8> = (0..32).collect();
    let (head, body) = y.split_at_mut(4);
    let mut out2 = vec![0u32; 4];
    data_region((&mut *head,), |_| {
        launch(k::add4, &cfg(4), (&body[0..4], &body[2..6], &body[0..4], &body[2..6], &mut out2))
    })?;
    let want2: Vec<u32> = (0..4u32).map(|i| 2 * ((i + 4) + (i + 6))).collect();
    check("covers_apart", (out, out2), (want, want2), bad);
    Ok(())
}

/// Launches a data region cannot serve are refused with an error, not an
/// abort: a view that extends the region's data (PartialOverlap, -8), and
/// a launch on another device with data the region holds (HeldElsewhere,
/// -9); an inner region wider than the outer one panics at its line.
fn region_refusals(bad: &mut u32) -> Result<(), Box<dyn std::error::Error>> {
    eprintln!("case region_refusals");
    let x = vec![1f32; 16];
    let mut y = vec![0f32; 16];
    let extends = data_region((&x[0..8],), |_| launch(k::axpy, &cfg(16), (1.0f32, &x[4..12], &mut y)));
    let x1 = DeviceBuffer::from_slice_on(Device::nth(1)?, &[1f32; 4])?;
    let mut z = vec![1f32; 4];
    let elsewhere = data_region((&mut z,), |(z,)| launch(k::axpy, &cfg(4), (1.0f32, &x1, &mut *z)));
    let wider = std::panic::catch_unwind(|| {
        data_region((&x[0..8],), |_| data_region((&x[..],), |_| ()));
    });
    check(
        "region_refusals",
        (extends.map_err(|e| e.kind()), elsewhere.map_err(|e| e.kind()), wider.is_err(), y, z),
        (Err(LaunchErrorKind::PartialOverlap), Err(LaunchErrorKind::HeldElsewhere), true, vec![0f32; 16], vec![1f32; 4]),
        bad,
    );
    Ok(())
}

/// Alignment beyond 16, page-locking overlapping views, an empty region,
/// zero extents with buffers of two devices, and edge ranges.
fn edges(bad: &mut u32) -> Result<(), Box<dyn std::error::Error>> {
    eprintln!("case edges");
    let w = k::Wide64 { v: [1.0, 2.0, 3.0, 4.0] };
    let pinned = PinnedBuffer::from_slice(&[w; 3])?;
    let dev = DeviceBuffer::from_slice(&[w; 3])?;
    let aligned = (pinned.as_ptr() as usize % 64, dev.as_device_ptr() as usize % 64, dev.to_vec()?);
    let v: Vec<u8> = (0..16).collect();
    let mut out = vec![0u32; 8];
    DataRegion::new().pinned().run((&v[0..8], &v[4..12]), |(a, b)| {
        launch(k::add4, &cfg(8), (a, b, a, b, &mut out))
    })?;
    let empty = data_region((), |()| 7);
    let on0 = DeviceBuffer::from_slice_on(Device::nth(0)?, &[1f32])?;
    let mut on1 = DeviceBuffer::from_slice_on(Device::nth(1)?, &[1f32])?;
    let none = launch(k::axpy, &LaunchConfig::linear(0, 32), (1.0f32, &on0, &mut on1));
    let units = DeviceBuffer::<()>::zeroed(usize::MAX)?;
    let past = units.slice(..=usize::MAX).map(|_| ()).map_err(|e| e.kind().to_string());
    let mut m = DeviceBuffer::from_slice(&[5u32, 6, 7])?;
    let tail = m.slice_mut(1..)?.to_vec()?;
    let cfgs = (LaunchConfig::linear(10, 0).grid[0], LaunchConfig::linear(1 << 33, 1).grid[0]);
    let too_many = launch(k::scale, &LaunchConfig::linear(1 << 33, 1), (1.0f32, &mut on1)).map_err(|e| e.kind());
    let want_out: Vec<u32> = (0..8u32).map(|i| 2 * (i + (i + 4))).collect();
    check(
        "edges",
        (aligned, out, empty, none.is_ok(), past, tail, cfgs, too_many),
        (
            (0, 0, vec![w; 3]),
            want_out,
            7,
            true,
            Err("range 0..18446744073709551615 is outside device memory of 18446744073709551615 elements".to_string()),
            vec![6u32, 7],
            (0, u32::MAX),
            Err(LaunchErrorKind::InvalidConfig),
        ),
        bad,
    );
    Ok(())
}

/// Counts a case that stopped on an error (its checks count themselves).
fn ran<E: std::fmt::Display>(name: &str, r: Result<(), E>, bad: &mut u32) {
    if let Err(e) = r {
        eprintln!("FAIL {name}: {e}");
        *bad += 1;
    }
}

/// Launches from several host threads at once (`resident threads`): each
/// thread runs its own data through plain launches, a device buffer and a
/// data region, ROUNDS times, and checks every result. Bounded: 8 threads,
/// 25 rounds, 1000 to 1700 elements.
fn threads(bad: &mut u32) {
    const THREADS: usize = 8;
    const ROUNDS: usize = 25;
    eprintln!("case threads");
    let results: Vec<Result<bool, String>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..THREADS)
            .map(|t| {
                s.spawn(move || -> Result<bool, Box<dyn std::error::Error + Send + Sync>> {
                    let n = 1000 + 100 * t;
                    let a = t as f32 + 0.5;
                    let x: Vec<f32> = (0..n).map(|i| (i % 97) as f32).collect();
                    let mut y = vec![1f32; n];
                    let mut want = y.clone();
                    let mut buf = DeviceBuffer::from_slice(&x)?;
                    for _ in 0..ROUNDS {
                        // host data, copied both ways
                        launch(k::axpy, &cfg(n), (a, &x, &mut y))?;
                        // device data: scaled by 1, then read into y
                        launch(k::scale, &cfg(n), (1.0f32, &mut buf))?;
                        launch(k::axpy, &cfg(n), (1.0f32, &buf, &mut y))?;
                        // a region around two more launches
                        data_region((&x, &mut y), |(x, y)| {
                            launch(k::axpy, &cfg(n), (a, &*x, &mut *y))?;
                            launch(k::axpy, &cfg(n), (-a, &*x, &mut *y))
                        })?;
                        for (w, v) in want.iter_mut().zip(&x) {
                            *w += a * v;
                            *w += v;
                            *w += a * v;
                            *w += -a * v;
                        }
                    }
                    Ok(y == want)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a launching thread panicked").map_err(|e| e.to_string()))
            .collect()
    });
    let ok = results.iter().filter(|r| matches!(r, Ok(true))).count();
    for (t, r) in results.iter().enumerate() {
        match r {
            Ok(true) => {}
            Ok(false) => eprintln!("  thread {t}: wrong results"),
            Err(e) => eprintln!("  thread {t}: {e}"),
        }
    }
    check("threads", ok, THREADS, bad);
}

fn main() {
    let mut bad = 0;
    if std::env::args().nth(1).as_deref() == Some("no-default") {
        no_default(&mut bad);
        if bad > 0 {
            std::process::exit(1);
        }
        return;
    }
    if std::env::args().nth(1).as_deref() == Some("threads") {
        threads(&mut bad);
        if bad > 0 {
            std::process::exit(1);
        }
        return;
    }
    let r = device_buffers(&mut bad);
    ran("device buffers", r, &mut bad);
    let r = region_three(&mut bad);
    ran("region_three", r, &mut bad);
    region_early(&mut bad);
    let r = region_nested(&mut bad);
    ran("region_nested", r, &mut bad);
    let r = mixed(&mut bad);
    ran("mixed", r, &mut bad);
    let r = covers_apart(&mut bad);
    ran("covers_apart", r, &mut bad);
    let r = region_refusals(&mut bad);
    ran("region_refusals", r, &mut bad);
    let r = edges(&mut bad);
    ran("edges", r, &mut bad);
    if bad > 0 {
        eprintln!("{bad} failed");
        std::process::exit(1);
    }
    eprintln!("all passed");
}
