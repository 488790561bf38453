//! f16 and bf16 through device buffers (round trips, zeroed buffers), a
//! data region and kernels, checked against the same computed here; each
//! case prints `case NAME` and `PASS NAME` or `FAIL NAME: ...` on stderr.
use half::{bf16, f16};
use half_kernels::{self as k, Storage};
use offload::{data_region, launch, DeviceBuffer, LaunchConfig, Region};

fn check<T: PartialEq + std::fmt::Debug>(name: &str, got: T, want: T, bad: &mut u32) {
    if got == want {
        eprintln!("PASS {name}");
    } else {
        eprintln!("FAIL {name}: got {got:?}, want {want:?}");
        *bad += 1;
    }
}

/// Bits, so that NaNs and signed zeros compare exactly.
fn bits<T: Copy>(v: &[T]) -> Vec<u16> {
    v.iter().map(|x| unsafe { std::mem::transmute_copy::<T, u16>(x) }).collect()
}

/// rmsnorm as the kernel computes it.
fn rmsnorm<T: Storage>(x: &[T], w: &[T]) -> Vec<T> {
    let sum: f32 = x.iter().fold(0.0, |s, v| s + v.widen() * v.widen());
    let scale = 1.0 / (sum / x.len() as f32 + 1e-6).sqrt();
    x.iter().zip(w).map(|(a, b)| T::narrow(a.widen() * scale * b.widen())).collect()
}

/// The cases for one type T and its kernels (launches name the kernel
/// itself, so this is a macro rather than a generic function).
macro_rules! run {
    ($t:ty, $name:literal, $rmsnorm:path, $double:path, $bad:expr) => {{
        let (name, bad): (&str, &mut u32) = ($name, $bad);
        let n = 300;
        // Every value in range, specials included (NaN, infinities, -0).
        let mut x: Vec<$t> = (0..n).map(|i| <$t>::narrow((i as f32 - 150.0) * 0.37)).collect();
        x[0] = <$t>::narrow(f32::NAN);
        x[1] = <$t>::narrow(f32::INFINITY);
        x[2] = <$t>::narrow(-0.0);
        x[3] = <$t>::narrow(f32::NEG_INFINITY);
        let w: Vec<$t> = (0..n).map(|i| <$t>::narrow(1.0 + (i % 7) as f32 * 0.125)).collect();

        eprintln!("case {name} buffer");
        let d = DeviceBuffer::from_slice(&x).unwrap();
        check(&format!("{name} buffer round trip"), bits(&d.to_vec().unwrap()), bits(&x), bad);
        let z = DeviceBuffer::<$t>::zeroed(n).unwrap();
        check(&format!("{name} zeroed"), bits(&z.to_vec().unwrap()), vec![0u16; n], bad);

        // The kernel on device buffers: no copies but the buffers' own.
        eprintln!("case {name} kernel on buffers");
        let (x4, w4) = (&x[4..], &w[4..]);
        let (dx, dw) = (DeviceBuffer::from_slice(x4).unwrap(), DeviceBuffer::from_slice(w4).unwrap());
        let mut dout = DeviceBuffer::<$t>::zeroed(x4.len()).unwrap();
        launch($rmsnorm, &LaunchConfig::linear(x4.len(), 64), (&dx, &dw, &mut dout)).unwrap();
        check(&format!("{name} rmsnorm"), bits(&dout.to_vec().unwrap()), bits(&rmsnorm(x4, w4)), bad);

        // A data region: in once, back once, around three launches.
        eprintln!("case {name} data region");
        let mut out = x.clone();
        data_region((&mut out,), |(out,)| {
            for _ in 0..3 {
                launch($double, &LaunchConfig::linear(n, 64), (Region::new(&mut *out),))?;
            }
            Ok::<(), offload::LaunchError>(())
        })
        .unwrap();
        let want: Vec<$t> = x.iter().map(|v| <$t>::narrow(v.widen() * 8.0)).collect();
        check(&format!("{name} region"), bits(&out), bits(&want), bad);
    }};
}

fn main() {
    let mut bad = 0;
    run!(f16, "f16", k::rmsnorm_f16, k::double_f16, &mut bad);
    run!(bf16, "bf16", k::rmsnorm_bf16, k::double_bf16, &mut bad);
    if bad > 0 {
        eprintln!("{bad} FAILED");
        std::process::exit(1);
    }
    println!("f16 and bf16 passed");
}
