//! `faults MODE`: a kernel that faults on a GPU must make `launch` return
//! `LaunchErrorKind::DeviceFault` (naming the kernel, the launch and the
//! driver's report) instead of ending the program; later work on that
//! device must say it is lost, work on other devices must go on, and the
//! program must exit with its own status. MODE:
//!   `oob [SKIP]`  read_past SKIP elements past a 4 KiB buffer (default 2^28)
//!   `misaligned`  read_misaligned at byte offset 4
//!   `stack DEPTH BYTES`  recurse DEPTH levels with BYTES of stack per thread
//!                 (0: the default), too deep for it
//!   `stackok DEPTH BYTES`  the same, deep enough: the results are checked
//!   `ok`          the launches above, in bounds: every result checked
//! Prints `error: ...` for each failed launch and `PASS NAME` / `FAIL NAME`.
use faults_kernels::{read_misaligned, read_past, recurse};
use offload::{launch, Device, DeviceBuffer, LaunchConfig, LaunchError, LaunchErrorKind};

fn check(name: &str, ok: bool, bad: &mut u32) {
    println!("{} {name}", if ok { "PASS" } else { "FAIL" });
    *bad += !ok as u32;
}

/// The launch's error kind (printed), or None when it succeeded.
fn outcome(r: Result<(), LaunchError>) -> Option<LaunchErrorKind> {
    match r {
        Ok(()) => None,
        Err(e) => {
            println!("error: {e}");
            Some(e.kind())
        }
    }
}

fn deep(depth: u32, salt: u64) -> u64 {
    let frame = [salt ^ depth as u64; 16];
    if depth == 0 { frame[3] } else { frame[5].wrapping_add(deep(depth - 1, frame[9])) }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map_or("oob", |s| s.as_str());
    let num = |i: usize, default: u64| args.get(i).map_or(default, |s| s.parse().expect("a number"));
    let mut bad = 0;
    let x: Vec<f32> = (0..1024).map(|i| i as f32).collect();
    let mut out = vec![0f32; 1024];
    let cfg = LaunchConfig::new([4, 1, 1], [256, 1, 1]);
    let expect_fault = mode != "ok" && mode != "stackok";
    let rc = match mode {
        "oob" => outcome(launch(read_past, &cfg, (&x, num(1, 1 << 28) as usize, &mut out))),
        "misaligned" => {
            let bytes = vec![1u8; 4096];
            let mut words = vec![0u64; 256];
            outcome(launch(read_misaligned, &LaunchConfig::linear(256, 256), (&bytes, 4usize, &mut words)))
        }
        "stack" | "stackok" => {
            let (depth, bytes) = (num(1, 100_000) as u32, num(2, 1024) as u32);
            let mut r = vec![0u64; 64];
            let c = outcome(launch(recurse, &LaunchConfig::linear(64, 64).with_stack_bytes(bytes), (depth, &mut r)));
            if c.is_none() {
                check("stack results", r.iter().enumerate().all(|(i, v)| *v == deep(depth, i as u64)), &mut bad);
            }
            c
        }
        "ok" => {
            let c = outcome(launch(read_past, &cfg, (&x, 0usize, &mut out)));
            check("oob in bounds", out == x, &mut bad);
            let bytes: Vec<u8> = (0..4096u32).map(|i| i as u8).collect();
            let mut words = vec![0u64; 256];
            let c2 = outcome(launch(read_misaligned, &LaunchConfig::linear(256, 256), (&bytes, 8usize, &mut words)));
            let want: Vec<u64> = (0..256).map(|i| u64::from_ne_bytes(bytes[8 + 8 * i..16 + 8 * i].try_into().unwrap())).collect();
            check("aligned read", c2.is_none() && words == want, &mut bad);
            c
        }
        _ => panic!("unknown mode {mode} (oob, misaligned, stack, stackok, ok)"),
    };
    if !expect_fault {
        check("launch ok", rc.is_none(), &mut bad);
    } else {
        check("launch faulted (code -12)", rc == Some(LaunchErrorKind::DeviceFault), &mut bad);
        // The device is lost now: launches and device memory say so.
        let rc2 = outcome(launch(read_past, &cfg, (&x, 0usize, &mut out)));
        check("later launch: device lost (code -13)", rc2 == Some(LaunchErrorKind::DeviceLost), &mut bad);
        match DeviceBuffer::from_slice(&x) {
            Err(e) => {
                println!("error: {e}");
                check("device buffer: device lost", matches!(e.kind(), offload::DeviceErrorKind::DeviceLost { .. }), &mut bad);
            }
            Ok(_) => check("device buffer: device lost", false, &mut bad),
        }
        // Another device (the CPU, after the GPUs) still runs kernels.
        let devices = Device::count();
        if devices > 1 {
            let cpu = Device::nth(devices - 1).expect("the last device");
            let mut on_cpu = DeviceBuffer::<f32>::zeroed_on(cpu, 1024).expect("a buffer on the CPU device");
            let xs = DeviceBuffer::from_slice_on(cpu, &x).expect("x on the CPU device");
            let rc3 = outcome(launch(read_past, &cfg, (&xs, 0usize, &mut on_cpu)));
            let back = on_cpu.to_vec().expect("copy back");
            check("another device still runs", rc3.is_none() && back == x, &mut bad);
        }
    }
    println!("faults {mode}: {}", if bad == 0 { "PASS" } else { "FAIL" });
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
