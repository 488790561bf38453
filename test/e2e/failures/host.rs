//! `failures [N]`: runs the kernels of kernels.rs, each with threads that
//! panic, and checks that the launch fails with `LaunchErrorKind::Panicked`
//! naming the kernel, its launch and the panic, that the other threads'
//! results came back, and that the device still runs kernels afterwards.
//! `failures oom MIB [HOLD_GIB]`: takes HOLD_GIB GiB of device memory (a
//! device buffer), then launches `fill` on MIB MiB of host data, which must
//! be refused with `LaunchErrorKind::DeviceOutOfMemory` (on the CPU device
//! the test runs it with too little address space for a second copy),
//! leaving the data as it was; then a small launch must run. `failures fits
//! MIB`: the same launch must run. Each case prints `case NAME`, the
//! error (`error: ...`), then `PASS NAME` or `FAIL NAME: ...` on stderr.
use offload::{launch, Device, DeviceBuffer, LaunchConfig, LaunchErrorKind};
use failures_kernels as k;

include!("../check.rs");


/// Launches `fill` on `mib` MiB of host data, first taking `hold_gib` GiB
/// of device memory; the launch must be refused when `refused`, else run.
fn oom(mib: usize, hold_gib: usize, refused: bool, bad: &mut u32) {
    let _held = (hold_gib > 0).then(|| DeviceBuffer::<u8>::zeroed(hold_gib << 30).unwrap());
    if !refused {
        eprintln!("case fits");
        let mut big = vec![0u8; mib << 20];
        let r = kind(launch(k::fill, &LaunchConfig::linear(big.len(), 256), (&mut big, 1u8)));
        check("fits kind", r, None, bad);
        check("fits", big.iter().all(|&v| v == 1), true, bad);
        return;
    }
    eprintln!("case oom");
    let n = mib << 20;
    let mut big = vec![0u8; n]; // zeroed pages the program never touches
    big[0] = 7;
    big[n - 1] = 9;
    let r = kind(launch(k::fill, &LaunchConfig::linear(n, 256), (&mut big, 1u8)));
    check("oom kind", r, Some(LaunchErrorKind::DeviceOutOfMemory), bad);
    check("oom host data", (big[0], big[n / 2], big[n - 1]), (7, 0, 9), bad);
    drop(big);

    eprintln!("case small");
    let mut small = vec![0u8; 1000];
    let r = kind(launch(k::fill, &LaunchConfig::linear(small.len(), 256), (&mut small, 3u8)));
    check("small kind", r, None, bad);
    check("small", small.iter().all(|&v| v == 3), true, bad);
}

fn main() {
    let mut bad = 0;
    let mut args = std::env::args().skip(1);
    let mode = args.next();
    if let Some(mode @ ("oom" | "fits")) = mode.as_deref() {
        let mib = args.next().map_or(4096, |s| s.parse().unwrap());
        let hold = args.next().map_or(0, |s| s.parse().unwrap());
        oom(mib, hold, mode == "oom", &mut bad);
        std::process::exit(if bad == 0 { 0 } else { 1 });
    }
    let n: usize = mode.map_or(1000, |s| s.parse().unwrap());

    eprintln!("case shift_left");
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let mut out = vec![-1f32; n];
    let r = kind(launch(k::shift_left, &LaunchConfig::linear(n, 128), (&x, &mut out)));
    check("shift_left kind", r, Some(LaunchErrorKind::Panicked), &mut bad);
    let want: Vec<f32> = (0..n).map(|i| if i + 1 < n { (i + 1) as f32 } else { -1.0 }).collect();
    check("shift_left", out, want, &mut bad);

    eprintln!("case after");
    let x: Vec<f32> = (0..=n).map(|i| i as f32).collect();
    let mut out = vec![-1f32; n];
    let r = kind(launch(k::shift_left, &LaunchConfig::linear(n, 128), (&x, &mut out)));
    check("after kind", r, None, &mut bad);
    let want: Vec<f32> = (1..=n).map(|i| i as f32).collect();
    check("after", out, want, &mut bad);

    eprintln!("case give_up");
    let mut out = vec![7u32; n];
    let r = kind(launch(k::give_up, &LaunchConfig::linear(n, 256), (3, &mut out)));
    check("give_up kind", r, Some(LaunchErrorKind::Panicked), &mut bad);
    let want: Vec<u32> = (0..n as u32).map(|i| if i == 3 { 7 } else { 2 * i }).collect();
    check("give_up", out, want, &mut bad);

    // On another device (the second offload device: a CPU device of the
    // HOST plugin, beside the default device), through device memory.
    eprintln!("case give_up_on_device_1");
    let mut buffer = DeviceBuffer::<u32>::zeroed_on(Device::nth(1).unwrap(), n).unwrap();
    let r = kind(launch(k::give_up, &LaunchConfig::linear(n, 256), (5, &mut buffer)));
    check("give_up_on_device_1 kind", r, Some(LaunchErrorKind::Panicked), &mut bad);
    let want: Vec<u32> = (0..n as u32).map(|i| if i == 5 { 0 } else { 2 * i }).collect();
    check("give_up_on_device_1", buffer.to_vec().unwrap(), want, &mut bad);

    eprintln!("case neighbours");
    let blocks = 4;
    let mut out = vec![0u32; blocks * k::BLOCK];
    let cfg = LaunchConfig::new([blocks as u32, 1, 1], [k::BLOCK as u32, 1, 1]);
    let r = kind(launch(k::neighbours, &cfg, (70, &mut out)));
    check("neighbours kind", r, Some(LaunchErrorKind::Panicked), &mut bad);
    // Thread 70 wrote nothing; thread 69 read its slot of shared memory,
    // which nobody wrote (its value is left unchecked).
    let b = k::BLOCK;
    let want: Vec<u32> = (0..blocks * b)
        .map(|i| match i { 70 => 0, 69 => out[69], _ => (i - i % b + (i % b + 1) % b + 1) as u32 })
        .collect();
    check("neighbours", out, want, &mut bad);

    eprintln!("case below");
    let m = 100 * n;
    let x: Vec<u32> = (0..m as u32).collect();
    let mut out = vec![u32::MAX; m];
    let r = kind(launch(k::below, &LaunchConfig::linear(m, 256), (&x, 0, &mut out)));
    check("below kind", r, Some(LaunchErrorKind::Panicked), &mut bad);
    check("below", out.iter().all(|&v| v == u32::MAX), true, &mut bad);

    eprintln!("case below_ok");
    let mut out = vec![u32::MAX; m];
    let r = kind(launch(k::below, &LaunchConfig::linear(m, 256), (&x, m as u32, &mut out)));
    check("below_ok kind", r, None, &mut bad);
    check("below_ok", out, x, &mut bad);

    std::process::exit(if bad == 0 { 0 } else { 1 });
}
