//! The RAJAPerf kernels of kernels.rs, timed and checked (one file: one
//! timing loop and one check per kernel):
//!
//!   rajaperf [N] [REPS] [RUNS] [KERNEL...]
//!
//! N elements (default 1000000, RAJAPerf's default size; the 2-D kernels
//! take a square of about N points, HEAT_3D a cube), REPS repetitions per
//! run (default 100; a repetition of ATAX or PRESSURE is its two kernels,
//! enqueued on one queue and waited for once as CUDA's program does, of
//! JACOBI_2D or HEAT_3D two half steps), RUNS whole-program runs
//! (default 5); KERNEL names choose some (default: all). A run is what a
//! program does: copy the inputs to device buffers, launch REPS times, copy
//! the outputs back. Each kernel's results are checked against a CPU
//! reference of the same REPS repetitions. Prints, per kernel, the median
//! wall time of one launch (host clock, the launch returns when the kernel
//! is done) and of a whole run, and the medians of a run's three phases
//! (inputs to the device, the repetitions, outputs back); with $OUT set,
//! also writes
//! $OUT/rajaperf_rust.csv. RAJAPERF_FORM=sliced or =unchecked runs the
//! other forms of the kernels that have them (`form`; the CSV is then
//! rajaperf_rust_<form>.csv).
//!
//! The kernels that write through a Region (kernels.rs; GEMM, JACOBI_2D
//! and HEAT_3D through a Region2d or Region3d made of their device
//! buffers, `rows` and `planes`, launched with `launch` too) also have the
//! unsafe `&mut [f64]` form (`<name>_mut`, launched with
//! `launch_unchecked`): in the plain form, each such kernel runs both ways,
//! each run of the Region form followed by one of the `&mut` form, so that
//! one ncu run times both; the `&mut` form's line follows the kernel's,
//! with `&mut [T]` for its group, and its CSV rows have the variant
//! `rust_mut`. Both forms' results are checked.
use core::sync::atomic::{AtomicI32, Ordering::Relaxed};
use offload::{launch, launch_unchecked, AtomicF64, DeviceBuffer, LaunchConfig, Queue};
use rajaperf_kernels as k;
use std::time::Instant;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

include!("../inputs.rs");

/// The median of t (sorts it); 0 when empty.
fn median(t: &mut [f64]) -> f64 {
    t.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = t.len();
    if n == 0 { 0.0 } else if n % 2 == 1 { t[n / 2] } else { 0.5 * (t[n / 2 - 1] + t[n / 2]) }
}

/// Whether got matches want to a relative `tol` (element by element).
fn close_to(got: &[f64], want: &[f64], tol: f64) -> bool {
    got.len() == want.len() && got.iter().zip(want).all(|(g, w)| (g - w).abs() <= tol * w.abs().max(1e-300))
}

/// Whether got matches want to a relative 1e-12.
fn close(got: &[f64], want: &[f64]) -> bool {
    close_to(got, want, 1e-12)
}

/// The side of a square of about `n` points (RAJAPerf's 2-D kernels at
/// size n), at least 3.
fn isqrt(n: usize) -> usize {
    ((n as f64).sqrt().round() as usize).max(3)
}

/// The side of a cube of about `n` points, at least 3.
fn icbrt(n: usize) -> usize {
    ((n as f64).cbrt().round() as usize).max(3)
}

/// Blocks of `b` threads that cover `m`.
fn blocks(m: usize, b: u32) -> u32 {
    m.div_ceil(b as usize) as u32
}

/// DIFF_PREDICT on the CPU (kernels.rs).
fn diff_predict_ref(n: usize, px: &mut [f64], cx: &[f64]) {
    for i in 0..n {
        let mut ar = cx[i + n * 4];
        let mut br = ar - px[i + n * 4];
        px[i + n * 4] = ar;
        let mut cr = br - px[i + n * 5];
        px[i + n * 5] = br;
        ar = cr - px[i + n * 6];
        px[i + n * 6] = cr;
        br = ar - px[i + n * 7];
        px[i + n * 7] = ar;
        cr = br - px[i + n * 8];
        px[i + n * 8] = br;
        ar = cr - px[i + n * 9];
        px[i + n * 9] = cr;
        br = ar - px[i + n * 10];
        px[i + n * 10] = ar;
        cr = br - px[i + n * 11];
        px[i + n * 11] = br;
        px[i + n * 13] = cr - px[i + n * 12];
        px[i + n * 12] = cr;
    }
}

/// One half step of JACOBI_2D (dims 2) or HEAT_3D (dims 3) on the CPU,
/// the same arithmetic as kernels.rs.
fn stencil_ref(m: usize, dims: u32, inp: &[f64], out: &mut [f64]) {
    if dims == 2 {
        for i in 1..m - 1 {
            for j in 1..m - 1 {
                out[i * m + j] = 0.2
                    * (inp[i * m + j] + inp[i * m + j - 1] + inp[i * m + j + 1] + inp[(i + 1) * m + j]
                        + inp[(i - 1) * m + j]);
            }
        }
        return;
    }
    let at = |i: usize, j: usize, k: usize| inp[(i * m + j) * m + k];
    for i in 1..m - 1 {
        for j in 1..m - 1 {
            for k in 1..m - 1 {
                let c = at(i, j, k);
                out[(i * m + j) * m + k] = 0.125 * (at(i + 1, j, k) - 2.0 * c + at(i - 1, j, k))
                    + 0.125 * (at(i, j + 1, k) - 2.0 * c + at(i, j - 1, k))
                    + 0.125 * (at(i, j, k + 1) - 2.0 * c + at(i, j, k - 1))
                    + c;
            }
        }
    }
}

/// One run's figures: its launches' wall times (us), its span, and
/// whether its results matched the reference.
struct Run {
    launches: Timed,
    span: Span,
    ok: bool,
}

/// A run's time, from when its host inputs exist to when its outputs are
/// back on the host.
struct Span {
    start: Instant,
    end: Instant,
}

/// The span from `start` to now.
fn span(start: Instant) -> Span {
    Span { start, end: Instant::now() }
}

/// The wall times (us) of a run's launches, and when the first began and
/// the last returned.
struct Timed {
    us: Vec<f64>,
    began: Instant,
    ended: Instant,
}

/// Times `reps` calls of `step` (each one launch, or one repetition).
fn timed(reps: usize, mut step: impl FnMut() -> Result<()>) -> Result<Timed> {
    let mut us = Vec::with_capacity(reps);
    let began = Instant::now();
    for _ in 0..reps {
        let s = Instant::now();
        step()?;
        us.push(s.elapsed().as_secs_f64() * 1e6);
    }
    Ok(Timed { us, began, ended: Instant::now() })
}

/// Milliseconds from `a` to `b`.
fn ms_between(a: Instant, b: Instant) -> f64 {
    b.duration_since(a).as_secs_f64() * 1e3
}

impl Run {
    /// The run's time in ms, whole and in three phases: inputs to the
    /// device (allocations, copies, zeroing), the repetitions, outputs
    /// back.
    fn phases(&self) -> [f64; 4] {
        let (s, t) = (&self.span, &self.launches);
        [ms_between(s.start, s.end), ms_between(s.start, t.began), ms_between(t.began, t.ended), ms_between(t.ended, s.end)]
    }
}

const ALPHA: f64 = 0.5;
const SALTS: [u64; 5] = [0x1111111111111111, 0x2222222222222222, 0x3333333333333333, 0x4444, 0x5555];

/// Which form of the kernels that have several the program runs
/// (`RAJAPERF_FORM`): "plain" (the default: indices as RAJAPerf writes
/// them, each access bounds-checked), "sliced" (safe Rust whose indices
/// the compiler proves in range) or "unchecked" (`get_unchecked`: what
/// the checks cost). `RAJAPERF_UNCHECKED=1` means "unchecked".
fn form() -> &'static str {
    static FORM: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();
    FORM.get_or_init(|| {
        match std::env::var("RAJAPERF_FORM").as_deref() {
            Ok("sliced") => "sliced",
            Ok("unchecked") => "unchecked",
            _ if std::env::var("RAJAPERF_UNCHECKED").is_ok_and(|v| v == "1") => "unchecked",
            _ => "plain",
        }
    })
}

/// Launches the Region form `$region` or, when `$mutable`, the `&mut
/// [f64]` form `$mut_form` (kernels are launched as function items, so the
/// choice is made here).
macro_rules! launch_form {
    ($mutable:expr, $region:expr, $mut_form:expr, $cfg:expr, $args:expr) => {
        if $mutable {
            // SAFETY: the `_mut` kernels keep their threads apart as CUDA's
            // do: each thread writes element i (its global index) of each
            // output alone and reads no other element of it, and the
            // outputs are not inputs of the same launch (kernels.rs).
            unsafe { launch_unchecked($mut_form, $cfg, $args) }
        } else {
            launch($region, $cfg, $args)
        }
    };
    // The same, enqueued on queue $q (its Pending dropped: device memory
    // only, so the work runs on; an error comes back at `synchronize`).
    (on $q:expr, $mutable:expr, $region:expr, $mut_form:expr, $cfg:expr, $args:expr) => {
        if $mutable {
            // SAFETY: as above.
            unsafe { $q.launch_unchecked($mut_form, $cfg, $args) }.map(drop)
        } else {
            $q.launch($region, $cfg, $args).map(drop)
        }
    };
}

/// Launches `$plain`, `$sliced` or `$raw` as `form()` says, or the `&mut
/// [f64]` form `$mut_form` when `$mutable` (the plain form's).
macro_rules! launch_either {
    ($mutable:expr, $plain:expr, $sliced:expr, $raw:expr, $mut_form:expr, $cfg:expr, $args:expr) => {
        match form() {
            "sliced" => launch($sliced, $cfg, $args),
            "unchecked" => launch($raw, $cfg, $args),
            _ => launch_form!($mutable, $plain, $mut_form, $cfg, $args),
        }
    };
    (on $q:expr, $mutable:expr, $plain:expr, $sliced:expr, $raw:expr, $mut_form:expr, $cfg:expr, $args:expr) => {
        match form() {
            "sliced" => $q.launch($sliced, $cfg, $args).map(drop),
            "unchecked" => $q.launch($raw, $cfg, $args).map(drop),
            _ => launch_form!(on $q, $mutable, $plain, $mut_form, $cfg, $args),
        }
    };
}

/// Launches `$plain`, `$sliced` or `$raw` as `form()` says, all three
/// kernels that take `&mut [f64]` (DIFF_PREDICT: no Region fits it,
/// kernels.rs), with `launch_unchecked`. The caller says why its kernels
/// keep their threads apart.
macro_rules! launch_either_unchecked {
    ($plain:expr, $sliced:expr, $raw:expr, $cfg:expr, $args:expr) => {
        match form() {
            "sliced" => launch_unchecked($sliced, $cfg, $args),
            "unchecked" => launch_unchecked($raw, $cfg, $args),
            _ => launch_unchecked($plain, $cfg, $args),
        }
    };
}

/// Launches the kernels of GEMM, JACOBI_2D and HEAT_3D: in the plain form
/// the Region2d / Region3d kernel `$region` with `launch` and `$args` or,
/// when `$mutable`, its `&mut [f64]` form `$mut_form`; in the other forms
/// `$sliced` or `$raw`, which take `&mut [f64]` too. The `&mut` kernels
/// take `$mut_args` (the output as its whole device buffer).
macro_rules! launch_grid {
    ($mutable:expr, $region:expr, $sliced:expr, $raw:expr, $mut_form:expr, $cfg:expr, $args:expr, $mut_args:expr) => {
        match form() {
            // SAFETY: each caller says, above the call, why the `&mut`
            // kernels it names keep their threads apart.
            "sliced" => unsafe { launch_unchecked($sliced, $cfg, $mut_args) },
            // SAFETY: as above.
            "unchecked" => unsafe { launch_unchecked($raw, $cfg, $mut_args) },
            // SAFETY: as above.
            _ if $mutable => unsafe { launch_unchecked($mut_form, $cfg, $mut_args) },
            _ => launch($region, $cfg, $args),
        }
    };
}

/// The kernels that have the `&mut [f64]` form (`<name>_mut`) beside the
/// Region form.
const WITH_MUT_FORM: [&str; 14] = [
    "COPY", "MUL", "ADD", "TRIAD", "DAXPY", "INIT3", "MULADDSUB", "HYDRO_1D", "FIRST_DIFF", "GEMM", "ATAX",
    "JACOBI_2D", "HEAT_3D", "PRESSURE",
];

/// One run of `kernel` (its `&mut [f64]` form when `mutable`): the clock
/// starts when the host inputs exist and stops when the outputs are back;
/// the reference is computed after.
fn run(kernel: &str, n: usize, reps: usize, mutable: bool) -> Result<Run> {
    let cfg = LaunchConfig::linear(n, k::BLOCK);
    let (launches, span, ok) = match kernel {
        "COPY" => {
            let a0 = inputs(n, SALTS[0]);
            let start = Instant::now();
            let a = DeviceBuffer::from_slice(&a0)?;
            let mut c = DeviceBuffer::<f64>::zeroed(n)?;
            let t = timed(reps, || Ok(launch_form!(mutable, k::copy, k::copy_mut, &cfg, (&a, &mut c))?))?;
            let got = c.to_vec()?;
            (t, span(start), got == a0)
        }
        "MUL" => {
            let c0 = inputs(n, SALTS[2]);
            let start = Instant::now();
            let c = DeviceBuffer::from_slice(&c0)?;
            let mut b = DeviceBuffer::<f64>::zeroed(n)?;
            let t = timed(reps, || Ok(launch_form!(mutable, k::mul, k::mul_mut, &cfg, (ALPHA, &c, &mut b))?))?;
            let (got, total) = (b.to_vec()?, span(start));
            let want: Vec<f64> = c0.iter().map(|c| ALPHA * c).collect();
            (t, total, close(&got, &want))
        }
        "ADD" => {
            let (a0, b0) = (inputs(n, SALTS[0]), inputs(n, SALTS[1]));
            let start = Instant::now();
            let (a, b) = (DeviceBuffer::from_slice(&a0)?, DeviceBuffer::from_slice(&b0)?);
            let mut c = DeviceBuffer::<f64>::zeroed(n)?;
            let t = timed(reps, || Ok(launch_form!(mutable, k::add, k::add_mut, &cfg, (&a, &b, &mut c))?))?;
            let (got, total) = (c.to_vec()?, span(start));
            let want: Vec<f64> = a0.iter().zip(&b0).map(|(a, b)| a + b).collect();
            (t, total, close(&got, &want))
        }
        "TRIAD" => {
            let (b0, c0) = (inputs(n, SALTS[1]), inputs(n, SALTS[2]));
            let start = Instant::now();
            let (b, c) = (DeviceBuffer::from_slice(&b0)?, DeviceBuffer::from_slice(&c0)?);
            let mut a = DeviceBuffer::<f64>::zeroed(n)?;
            let t = timed(reps, || Ok(launch_form!(mutable, k::triad, k::triad_mut, &cfg, (ALPHA, &b, &c, &mut a))?))?;
            let (got, total) = (a.to_vec()?, span(start));
            let want: Vec<f64> = b0.iter().zip(&c0).map(|(b, c)| b + ALPHA * c).collect();
            (t, total, close(&got, &want))
        }
        "DOT" => {
            let (a0, b0) = (inputs(n, SALTS[0]), inputs(n, SALTS[1]));
            let start = Instant::now();
            let (a, b) = (DeviceBuffer::from_slice(&a0)?, DeviceBuffer::from_slice(&b0)?);
            let mut got = 0.0;
            let t = timed(reps, || {
                let dot = AtomicF64::new(0.0);
                launch(k::dot, &cfg, (&a, &b, &dot))?;
                got = dot.load(Relaxed);
                Ok(())
            })?;
            let total = span(start);
            let want: f64 = a0.iter().zip(&b0).map(|(a, b)| a * b).sum();
            (t, total, (got - want).abs() <= 1e-9 * want.abs())
        }
        "DAXPY" => {
            let (x0, y0) = (inputs(n, SALTS[0]), inputs(n, SALTS[1]));
            let start = Instant::now();
            let x = DeviceBuffer::from_slice(&x0)?;
            let mut y = DeviceBuffer::from_slice(&y0)?;
            let t = timed(reps, || Ok(launch_form!(mutable, k::daxpy, k::daxpy_mut, &cfg, (ALPHA, &x, &mut y))?))?;
            let (got, total) = (y.to_vec()?, span(start));
            let mut want = y0;
            for _ in 0..reps {
                for (w, x) in want.iter_mut().zip(&x0) {
                    *w += ALPHA * x;
                }
            }
            (t, total, close(&got, &want))
        }
        "INIT3" | "MULADDSUB" => {
            let (in1_0, in2_0) = (inputs(n, SALTS[0]), inputs(n, SALTS[1]));
            let start = Instant::now();
            let (in1, in2) = (DeviceBuffer::from_slice(&in1_0)?, DeviceBuffer::from_slice(&in2_0)?);
            let mut outs = [DeviceBuffer::<f64>::zeroed(n)?, DeviceBuffer::zeroed(n)?, DeviceBuffer::zeroed(n)?];
            let init3 = kernel == "INIT3";
            let t = timed(reps, || {
                let [o1, o2, o3] = &mut outs;
                if init3 {
                    launch_form!(mutable, k::init3, k::init3_mut, &cfg, (&mut *o1, &mut *o2, &mut *o3, &in1, &in2))?;
                } else {
                    launch_form!(mutable, k::muladdsub, k::muladdsub_mut, &cfg, (&mut *o1, &mut *o2, &mut *o3, &in1, &in2))?;
                }
                Ok(())
            })?;
            let got = [outs[0].to_vec()?, outs[1].to_vec()?, outs[2].to_vec()?];
            let total = span(start);
            let pairs = in1_0.iter().zip(&in2_0);
            let want: [Vec<f64>; 3] = if init3 {
                let v: Vec<f64> = pairs.map(|(a, b)| -a - b).collect();
                [v.clone(), v.clone(), v]
            } else {
                [pairs.clone().map(|(a, b)| a * b).collect(),
                 pairs.clone().map(|(a, b)| a + b).collect(),
                 pairs.map(|(a, b)| a - b).collect()]
            };
            (t, total, got.iter().zip(&want).all(|(g, w)| close(g, w)))
        }
        "REDUCE3_INT" => {
            // Values in [-500, 500), so that the sum fits an i32.
            let v0: Vec<i32> = (0..n as u64).map(|i| (init_val(i, SALTS[3]) * 1000.0) as i32 - 1500).collect();
            let start = Instant::now();
            let v = DeviceBuffer::from_slice(&v0)?;
            let mut got = (0, 0, 0);
            let t = timed(reps, || {
                let out = [AtomicI32::new(0), AtomicI32::new(i32::MAX), AtomicI32::new(i32::MIN)];
                launch(k::reduce3_int, &cfg, (&v, &out[..]))?;
                got = (out[0].load(Relaxed), out[1].load(Relaxed), out[2].load(Relaxed));
                Ok(())
            })?;
            let total = span(start);
            let want = (
                v0.iter().fold(0i32, |s, x| s.wrapping_add(*x)),
                *v0.iter().min().unwrap_or(&i32::MAX),
                *v0.iter().max().unwrap_or(&i32::MIN),
            );
            (t, total, got == want)
        }
        "HYDRO_1D" => {
            let (q, r, tt) = (0.1, 0.2, 0.3);
            let (y0, z0) = (inputs(n, SALTS[1]), inputs(n + 12, SALTS[2]));
            let start = Instant::now();
            let (y, z) = (DeviceBuffer::from_slice(&y0)?, DeviceBuffer::from_slice(&z0)?);
            let mut x = DeviceBuffer::<f64>::zeroed(n)?;
            let t = timed(reps, || Ok(launch_form!(mutable, k::hydro_1d, k::hydro_1d_mut, &cfg, (q, r, tt, &y, &z, &mut x))?))?;
            let (got, total) = (x.to_vec()?, span(start));
            let want: Vec<f64> = (0..n).map(|i| q + y0[i] * (r * z0[i + 10] + tt * z0[i + 11])).collect();
            (t, total, close(&got, &want))
        }
        "FIRST_DIFF" => {
            let y0 = inputs(n + 1, SALTS[1]);
            let start = Instant::now();
            let y = DeviceBuffer::from_slice(&y0)?;
            let mut x = DeviceBuffer::<f64>::zeroed(n)?;
            let t = timed(reps, || Ok(launch_form!(mutable, k::first_diff, k::first_diff_mut, &cfg, (&y, &mut x))?))?;
            let (got, total) = (x.to_vec()?, span(start));
            let want: Vec<f64> = (0..n).map(|i| y0[i + 1] - y0[i]).collect();
            (t, total, close(&got, &want))
        }
        "DIFF_PREDICT" => {
            let (px0, cx0) = (inputs(14 * n, SALTS[0]), inputs(14 * n, SALTS[1]));
            let start = Instant::now();
            let mut px = DeviceBuffer::from_slice(&px0)?;
            let cx = DeviceBuffer::from_slice(&cx0)?;
            // SAFETY: thread i reads and writes element i of planes 4 to 13
            // of px alone (kernels.rs), and px is not cx.
            let t = timed(reps, || Ok(unsafe { launch_either_unchecked!(k::diff_predict, k::diff_predict_sliced, k::diff_predict_unchecked, &cfg, (n, &mut px, &cx)) }?))?;
            let (got, total) = (px.to_vec()?, span(start));
            let mut want = px0;
            for _ in 0..reps {
                diff_predict_ref(n, &mut want, &cx0);
            }
            (t, total, close(&got, &want))
        }
        "GEMM" => {
            let m = isqrt(n);
            let (a0, b0, c0) = (inputs(m * m, SALTS[0]), inputs(m * m, SALTS[1]), inputs(m * m, SALTS[2]));
            let (alpha, beta) = (1.5, 1.2);
            let cfg2 = LaunchConfig::new([blocks(m, 16), blocks(m, 16), 1], [16, 16, 1]);
            let start = Instant::now();
            let (a, b, c) = (DeviceBuffer::from_slice(&a0)?, DeviceBuffer::from_slice(&b0)?, DeviceBuffer::from_slice(&c0)?);
            let mut d = DeviceBuffer::<f64>::zeroed(m * m)?;
            // SAFETY (the `&mut` forms): the thread at (x, y) writes d[y m +
            // x] alone and reads no element of d (kernels.rs); the grid
            // covers each element once.
            let t = timed(reps, || {
                Ok(launch_grid!(mutable, k::gemm, k::gemm_sliced, k::gemm_unchecked, k::gemm_mut, &cfg2,
                    (m, alpha, beta, &a, &b, &c, d.rows(m)?), (m, alpha, beta, &a, &b, &c, &mut d))?)
            })?;
            let (got, total) = (d.to_vec()?, span(start));
            let mut want = vec![0.0; m * m];
            for i in 0..m {
                for j in 0..m {
                    let dot: f64 = (0..m).map(|k| a0[i * m + k] * b0[k * m + j]).sum();
                    want[i * m + j] = alpha * dot + beta * c0[i * m + j];
                }
            }
            (t, total, close_to(&got, &want, 1e-12))
        }
        "ATAX" => {
            let m = isqrt(n);
            let (a0, x0) = (inputs(m * m, SALTS[0]), inputs(m, SALTS[1]));
            let cfg1 = LaunchConfig::linear(m, k::BLOCK);
            let start = Instant::now();
            let (a, x) = (DeviceBuffer::from_slice(&a0)?, DeviceBuffer::from_slice(&x0)?);
            let (mut tmp, mut y) = (DeviceBuffer::<f64>::zeroed(m)?, DeviceBuffer::<f64>::zeroed(m)?);
            let q = Queue::new()?;
            let t = timed(reps, || {
                launch_either!(on q, mutable, k::atax_1, k::atax_1_sliced, k::atax_1_unchecked, k::atax_1_mut, &cfg1, (m, &a, &x, &mut tmp))?;
                launch_either!(on q, mutable, k::atax_2, k::atax_2_sliced, k::atax_2_unchecked, k::atax_2_mut, &cfg1, (m, &a, &tmp, &mut y))?;
                Ok(q.synchronize()?)
            })?;
            let (got, total) = (y.to_vec()?, span(start));
            let tmp0: Vec<f64> = (0..m).map(|i| (0..m).map(|j| a0[i * m + j] * x0[j]).sum()).collect();
            let want: Vec<f64> = (0..m).map(|j| (0..m).map(|i| a0[i * m + j] * tmp0[i]).sum()).collect();
            (t, total, close_to(&got, &want, 1e-12))
        }
        "JACOBI_2D" => {
            let m = isqrt(n);
            let (a0, b0) = (inputs(m * m, SALTS[0]), inputs(m * m, SALTS[1]));
            let cfg2 = LaunchConfig::new([blocks(m - 2, 16), blocks(m - 2, 16), 1], [16, 16, 1]);
            let start = Instant::now();
            let (mut a, mut b) = (DeviceBuffer::from_slice(&a0)?, DeviceBuffer::from_slice(&b0)?);
            // SAFETY (the `&mut` forms): the thread at (x, y) writes the
            // interior point (x + 1, y + 1) of its output alone and reads
            // only its input, another buffer (kernels.rs).
            let t = timed(reps, || {
                launch_grid!(mutable, k::jacobi_2d, k::jacobi_2d_sliced, k::jacobi_2d_unchecked, k::jacobi_2d_mut, &cfg2,
                    (&a, b.rows(m)?), (m, &a, &mut b))?;
                launch_grid!(mutable, k::jacobi_2d, k::jacobi_2d_sliced, k::jacobi_2d_unchecked, k::jacobi_2d_mut, &cfg2,
                    (&b, a.rows(m)?), (m, &b, &mut a))?;
                Ok(())
            })?;
            let (got, total) = (a.to_vec()?, span(start));
            let (mut wa, mut wb) = (a0, b0);
            for _ in 0..reps {
                stencil_ref(m, 2, &wa, &mut wb);
                stencil_ref(m, 2, &wb, &mut wa);
            }
            (t, total, close(&got, &wa))
        }
        "HEAT_3D" => {
            let m = icbrt(n);
            let (a0, b0) = (inputs(m * m * m, SALTS[0]), inputs(m * m * m, SALTS[1]));
            let cfg3 = LaunchConfig::new([blocks(m - 2, 32), blocks(m - 2, 4), blocks(m - 2, 2)], [32, 4, 2]);
            let start = Instant::now();
            let (mut a, mut b) = (DeviceBuffer::from_slice(&a0)?, DeviceBuffer::from_slice(&b0)?);
            // SAFETY (the `&mut` forms): the thread at (x, y, z) writes the
            // interior point (x + 1, y + 1, z + 1) of its output alone and
            // reads only its input, another buffer (kernels.rs).
            let t = timed(reps, || {
                launch_grid!(mutable, k::heat_3d, k::heat_3d_sliced, k::heat_3d_unchecked, k::heat_3d_mut, &cfg3,
                    (&a, b.planes(m, m)?), (m, &a, &mut b))?;
                launch_grid!(mutable, k::heat_3d, k::heat_3d_sliced, k::heat_3d_unchecked, k::heat_3d_mut, &cfg3,
                    (&b, a.planes(m, m)?), (m, &b, &mut a))?;
                Ok(())
            })?;
            let (got, total) = (a.to_vec()?, span(start));
            let (mut wa, mut wb) = (a0, b0);
            for _ in 0..reps {
                stencil_ref(m, 3, &wa, &mut wb);
                stencil_ref(m, 3, &wb, &mut wa);
            }
            (t, total, close(&got, &wa))
        }
        "PRESSURE" => {
            let (cls, p_cut, pmin, eosvmax) = (0.5, 1e-7, 0.25, 1.5);
            let (comp0, e0, v0) = (inputs(n, SALTS[0]), inputs(n, SALTS[1]), inputs(n, SALTS[2]));
            let start = Instant::now();
            let (comp, e_old, vnewc) = (DeviceBuffer::from_slice(&comp0)?, DeviceBuffer::from_slice(&e0)?, DeviceBuffer::from_slice(&v0)?);
            let (mut bvc, mut p_new) = (DeviceBuffer::<f64>::zeroed(n)?, DeviceBuffer::<f64>::zeroed(n)?);
            let q = Queue::new()?;
            let t = timed(reps, || {
                launch_form!(on q, mutable, k::pressure_1, k::pressure_1_mut, &cfg, (cls, &comp, &mut bvc))?;
                launch_form!(on q, mutable, k::pressure_2, k::pressure_2_mut, &cfg, (p_cut, pmin, eosvmax, &bvc, &e_old, &vnewc, &mut p_new))?;
                Ok(q.synchronize()?)
            })?;
            let (got, total) = (p_new.to_vec()?, span(start));
            let want: Vec<f64> = (0..n)
                .map(|i| {
                    let mut p = cls * (comp0[i] + 1.0) * e0[i];
                    if p.abs() < p_cut || v0[i] >= eosvmax {
                        p = 0.0;
                    }
                    p.max(pmin)
                })
                .collect();
            (t, total, close(&got, &want))
        }
        other => return Err(format!("unknown kernel '{other}'").into()),
    };
    Ok(Run { launches, span, ok })
}

/// (name, group) of every kernel, in RAJAPerf's order.
const KERNELS: [(&str, &str); 17] = [
    ("COPY", "Stream"), ("MUL", "Stream"), ("ADD", "Stream"), ("TRIAD", "Stream"), ("DOT", "Stream"),
    ("DAXPY", "Basic"), ("INIT3", "Basic"), ("MULADDSUB", "Basic"), ("REDUCE3_INT", "Basic"),
    ("HYDRO_1D", "Lcals"), ("FIRST_DIFF", "Lcals"), ("DIFF_PREDICT", "Lcals"),
    ("GEMM", "Polybench"), ("ATAX", "Polybench"), ("JACOBI_2D", "Polybench"), ("HEAT_3D", "Polybench"),
    ("PRESSURE", "Apps"),
];

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: usize| -> Result<usize> {
        Ok(args.get(i).map(|s| s.parse()).transpose()?.unwrap_or(default))
    };
    let (n, reps, runs) = (num(0, 1_000_000)?, num(1, 100)?, num(2, 5)?);
    if n == 0 || reps == 0 || runs == 0 {
        return Err("N, REPS and RUNS must be at least 1".into());
    }
    let chosen: Vec<&str> = args.iter().skip(3).map(String::as_str).collect();
    for c in &chosen {
        if !KERNELS.iter().any(|(k, _)| k == c) {
            return Err(format!("unknown kernel '{c}'").into());
        }
    }
    let mut csv = String::from(
        "kernel,group,variant,n,reps,runs,launch_median_us,run_median_ms,to_device_median_ms,reps_median_ms,from_device_median_ms,check\n",
    );
    let mut failed = 0;
    println!(
        "rajaperf: n={n} reps={reps} runs={runs} (launch: median wall us; run: median wall ms \
         = inputs to the device + repetitions + outputs back, medians over the runs; \
         &mut [T]: the kernel's unsafe form, launch_unchecked)"
    );
    for (name, group) in KERNELS.iter().filter(|(k, _)| chosen.is_empty() || chosen.contains(k)) {
        // The Region form (or the form RAJAPERF_FORM names), and in the
        // plain form the `&mut [f64]` one where the kernel has it: a run of
        // each in turn.
        let forms: &[bool] = if form() == "plain" && WITH_MUT_FORM.contains(name) { &[false, true] } else { &[false] };
        let mut launches = vec![Vec::new(); forms.len()];
        let mut phases: Vec<[Vec<f64>; 4]> = vec![Default::default(); forms.len()];
        let mut ok = vec![true; forms.len()];
        for _ in 0..runs {
            for (f, &mutable) in forms.iter().enumerate() {
                let r = run(name, n, reps, mutable)?;
                for (v, p) in phases[f].iter_mut().zip(r.phases()) {
                    v.push(p);
                }
                launches[f].extend(r.launches.us);
                ok[f] &= r.ok;
            }
        }
        for (f, &mutable) in forms.iter().enumerate() {
            let l = median(&mut launches[f]);
            let [t, to, rp, from] = phases[f].clone().map(|mut v| median(&mut v));
            let verdict = if ok[f] { "PASS" } else { "FAIL" };
            failed += !ok[f] as u32;
            let label = if mutable { "&mut [T]" } else { group };
            println!("{name:<12} {label:<9} launch {l:>10.2} us  run {t:>10.3} ms = {to:.3} + {rp:.3} + {from:.3}  {verdict}");
            let variant = match (form(), mutable) {
                (_, true) => "rust_mut".to_string(),
                ("plain", _) => "rust".to_string(),
                (f, _) => format!("rust_{f}"),
            };
            csv += &format!("{name},{group},{variant},{n},{reps},{runs},{l:.3},{t:.4},{to:.4},{rp:.4},{from:.4},{verdict}\n");
        }
    }
    if let Ok(dir) = std::env::var("OUT") {
        if !dir.is_empty() {
            let file = if form() == "plain" { "rajaperf_rust.csv".to_string() } else { format!("rajaperf_rust_{}.csv", form()) };
            std::fs::write(std::path::Path::new(&dir).join(file), csv)?;
        }
    }
    if failed > 0 {
        return Err(format!("{failed} kernel(s) gave wrong results").into());
    }
    Ok(())
}
