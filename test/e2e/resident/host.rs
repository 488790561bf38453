//! Data that stays on the device: every case announces itself on stderr
//! (`case NAME`), runs, checks its results against values computed here,
//! and prints `PASS NAME` or `FAIL NAME: ...`. The lit test checks the
//! runtime's copies between those lines (LIBOMPTARGET_INFO=48).
use offload::{data_region, launch, DataRegion, DeviceBuffer, DeviceError, LaunchConfig, LaunchError, PinnedBuffer};
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
    let devices = DeviceBuffer::<u8>::zeroed_on(1000, 4).unwrap_err();
    let mismatch = z.copy_from_host(&[0.0; 3]).unwrap_err();
    let range = z.slice(6..9).unwrap_err();
    let huge = DeviceBuffer::<u64>::zeroed(usize::MAX / 4).unwrap_err();
    let oom = DeviceBuffer::<u8>::zeroed(1 << 60).unwrap_err();
    eprintln!("  {devices}\n  {mismatch}\n  {range}\n  {huge}\n  {oom}");
    check(
        "buffer_errors",
        (
            matches!(devices, DeviceError::NoSuchDevice { device: 1000, .. }),
            mismatch,
            range,
            matches!(huge, DeviceError::TooLarge { .. }),
            matches!(oom, DeviceError::OutOfDeviceMemory { bytes, .. } if bytes == 1 << 60),
            z.to_vec()?,
        ),
        (
            true,
            DeviceError::LengthMismatch { device_len: 8, host_len: 3 },
            DeviceError::OutOfRange { start: 6, end: 9, len: 8 },
            true,
            true,
            vec![1f32, 1.0, 1.0, 1.0, 6.0, 6.0, 6.0, 1.0],
        ),
        bad,
    );

    // A launch runs on its buffers' device; buffers of two devices are refused.
    eprintln!("case buffer_devices");
    let mut on1 = DeviceBuffer::from_slice_on(1, &[1f32, 2.0])?;
    launch(k::scale, &cfg(2), (10.0f32, &mut on1))?;
    let on0 = DeviceBuffer::from_slice_on(0, &[1f32, 1.0])?;
    let mixed = launch(k::axpy, &cfg(2), (1.0f32, &on0, &mut on1)).unwrap_err();
    eprintln!("  {mixed}");
    check(
        "buffer_devices",
        (on1.device(), on1.to_vec()?, mixed.code),
        (1, vec![10f32, 20.0], LaunchError::MIXED_DEVICES),
        bad,
    );
    Ok(())
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
        launch(k::scale, &LaunchConfig { grid: [1 << 31, 1, 1], block: [1, 1, 1] }, (4.0f32, &mut *y))?;
        launch(k::scale, &cfg(16), (100.0f32, &mut *y))?;
        Ok(())
    });
    check("region_early", (r.map_err(|e| e.code), y), (Err(-3), vec![4f32; 16]), bad);
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

fn main() {
    let mut bad = 0;
    if let Err(e) = device_buffers(&mut bad) {
        eprintln!("FAIL device buffers: {e}");
        bad += 1;
    }
    if let Err(e) = region_three(&mut bad) {
        eprintln!("FAIL region_three: {e}");
        bad += 1;
    }
    region_early(&mut bad);
    if let Err(e) = region_nested(&mut bad) {
        eprintln!("FAIL region_nested: {e}");
        bad += 1;
    }
    if let Err(e) = mixed(&mut bad) {
        eprintln!("FAIL mixed: {e}");
        bad += 1;
    }
    if bad > 0 {
        eprintln!("{bad} failed");
        std::process::exit(1);
    }
    eprintln!("all passed");
}
