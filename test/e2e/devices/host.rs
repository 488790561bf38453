//! Several devices (the CPU devices of libomptarget's host plugin in the
//! suite): every case announces itself on stderr (`case NAME`), runs,
//! checks its results against values computed here, and prints `PASS NAME`
//! or `FAIL NAME: ...`. The lit test checks on which device each launch and
//! copy ran (LIBOMPTARGET_INFO) and the errors' messages.
use devices_kernels as k;
use offload::{launch, launch_on, DataRegion, Device, DeviceBuffer, DeviceErrorKind, LaunchConfig, LaunchErrorKind, SplitBuffer};

include!("../check.rs");

type Res = Result<(), Box<dyn std::error::Error>>;

fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::linear(n, 32)
}

/// Every device with its name and memory.
fn enumerate(bad: &mut u32) -> Res {
    eprintln!("case enumerate");
    let n = Device::count();
    for d in Device::all() {
        let memory = match d.memory()? {
            Some(m) => format!("{} MiB, {} free", m.total >> 20, if m.free <= m.total { "at most all" } else { "MORE THAN ALL" }),
            None => "not known".to_string(),
        };
        eprintln!("{d}: {}, {memory}", d.name()?);
    }
    check("enumerate", (n >= 2, Device::all().count()), (true, n), bad);
    let e = Device::nth(n).unwrap_err();
    eprintln!("error: {e}");
    check("enumerate_past", matches!(e.kind(), DeviceErrorKind::NoSuchDevice { devices, .. } if devices == n), true, bad);
    Ok(())
}

/// Plain launches of host data on a chosen device, and a data region there.
fn chosen(bad: &mut u32) -> Res {
    eprintln!("case chosen");
    let d1 = Device::nth(1)?;
    let mut y: Vec<f32> = (0..100).map(|i| i as f32).collect();
    launch_on(d1, k::affine, &cfg(100), (2.0f32, 1.0f32, &mut y))?;
    let want: Vec<f32> = (0..100).map(|i| 2.0 * i as f32 + 1.0).collect();
    check("launch_on", y.clone(), want.clone(), bad);
    // A region on device 1: launches on device 1 find the data there.
    DataRegion::new().on(d1).run((&mut y,), |(y,)| {
        launch_on(d1, k::affine, &cfg(100), (1.0f32, 1.0f32, &mut *y))?;
        launch_on(d1, k::affine, &cfg(100), (1.0f32, 1.0f32, &mut *y))
    })?;
    let want: Vec<f32> = want.iter().map(|v| v + 2.0).collect();
    check("region_on", y, want, bad);
    Ok(())
}

/// The default device set for the whole process, then back.
fn default_device(bad: &mut u32) -> Res {
    eprintln!("case default_device");
    let before = Device::default().number()?;
    Device::set_default(Device::nth(1)?)?;
    let buf = DeviceBuffer::<f32>::zeroed(8)?;
    let mut y = vec![1f32; 8];
    launch(k::affine, &cfg(8), (3.0f32, 0.0f32, &mut y))?;
    let from_thread = std::thread::spawn(|| Device::default().number().unwrap()).join().unwrap();
    check("set_default", (Device::default().number()?, buf.device().number()?, from_thread, y[0]), (1, 1, 1, 3.0), bad);
    Device::set_default(Device::default())?;
    check("set_default_back", Device::default().number()?, before, bad);
    Ok(())
}

/// Copies between device memory of two devices, and a buffer's copy on
/// another device.
fn between(bad: &mut u32) -> Res {
    eprintln!("case between");
    let (d0, d1) = (Device::nth(0)?, Device::nth(1)?);
    let host: Vec<f32> = (0..64).map(|i| i as f32 * 0.5).collect();
    let a = DeviceBuffer::from_slice_on(d0, &host)?;
    let mut b = DeviceBuffer::<f32>::zeroed_on(d1, 64)?;
    b.copy_from_device(a.as_slice())?;
    let c = b.to_device(d0)?;
    let mut part = DeviceBuffer::<f32>::zeroed_on(d1, 16)?;
    part.copy_from_device(a.slice(8..24)?)?;
    check("between", (b.to_vec()?, c.to_vec()?, c.device(), part.to_vec()?), (host.clone(), host.clone(), d0, host[8..24].to_vec()), bad);
    let e = part.copy_from_device(a.as_slice()).unwrap_err();
    eprintln!("error: {e}");
    check("between_lengths", e.kind(), DeviceErrorKind::DeviceLengthMismatch { dst_len: 16, src_len: 64 }, bad);
    Ok(())
}

/// A 1-D array over every device with halos of one element: a stencil
/// step on each part, the halos exchanged, the whole gathered.
fn split(bad: &mut u32) -> Res {
    eprintln!("case split");
    let devices: Vec<Device> = Device::all().collect();
    let n = 103;
    let host: Vec<f32> = (0..n).map(|i| (i * i % 17) as f32).collect();
    let mut x = SplitBuffer::scatter(&devices, &host, 1, 1)?;
    let mut y = SplitBuffer::scatter(&devices, &host, 1, 1)?;
    let mut want = host.clone();
    for _ in 0..3 {
        for (k, out) in y.parts_mut().iter_mut().enumerate() {
            let inp = x.part(k);
            launch(k::sum3, &cfg(inp.len()), (inp, &mut *out))?;
        }
        y.exchange_halos()?;
        std::mem::swap(&mut x, &mut y);
        let prev = want.clone();
        for i in 1..n - 1 {
            want[i] = prev[i - 1] + prev[i] + prev[i + 1];
        }
    }
    for k in 0..x.part_count() {
        eprintln!("part {k}: rows {:?} of its own, {:?} held, on {}", x.own_rows(k), x.held_rows(k), x.part(k).device());
    }
    check("split", (x.part_count(), x.to_vec()?), (devices.len(), want), bad);
    let e = SplitBuffer::scatter(&devices, &host[..5], 1, 2).unwrap_err();
    eprintln!("error: {e}");
    check("split_too_fine", e.kind(), DeviceErrorKind::SplitTooFine { rows: 5, parts: devices.len(), halo: 2 }, bad);
    Ok(())
}

/// Device memory of one device passed to a launch on another.
fn mixed(bad: &mut u32) -> Res {
    eprintln!("case mixed");
    let (d0, d1) = (Device::nth(0)?, Device::nth(1)?);
    let mut on1 = DeviceBuffer::<f32>::zeroed_on(d1, 4)?;
    let e = launch_on(d0, k::affine, &cfg(4), (1.0f32, 1.0f32, &mut on1)).unwrap_err();
    eprintln!("error: {e}");
    check("mixed", e.kind(), LaunchErrorKind::MixedDevices, bad);
    let on0 = DeviceBuffer::<f32>::zeroed_on(d0, 4)?;
    let e = launch(k::sum3, &cfg(4), (&on0, &mut on1)).unwrap_err();
    eprintln!("error: {e}");
    check("mixed_args", (e.kind(), on1.to_vec()?), (LaunchErrorKind::MixedDevices, vec![0.0; 4]), bad);
    Ok(())
}

fn main() {
    let mut bad = 0;
    for case in [enumerate, chosen, default_device, between, split, mixed] {
        if let Err(e) = case(&mut bad) {
            eprintln!("FAIL: {e}");
            bad += 1;
        }
    }
    if bad == 0 {
        eprintln!("all passed");
    } else {
        eprintln!("{bad} failed");
        std::process::exit(1);
    }
}
