//! Kernels whose stack the build cannot bound: recursion (direct, mutual,
//! data-dependent depth), `core::fmt` (calls through `dyn Write` and
//! function pointers), trait objects, core's sorts, and a deep recursion
//! that needs more than the default stack. On a GPU each thread's stack is
//! fixed; the toolkit marks these kernels and the launch runtime gives them
//! a larger one (docs/design.md, "Stack per thread").
#![no_std]
use core::fmt::Write;
use offload::global_idx_x;

/// Fibonacci by recursion, depth n.
#[inline(never)]
pub fn fib(n: u32) -> u64 {
    if n < 2 { n as u64 } else { fib(n - 1) + fib(n - 2) }
}

#[inline(never)]
fn is_even(n: u32) -> bool {
    if n == 0 { true } else { is_odd(n - 1) }
}
#[inline(never)]
fn is_odd(n: u32) -> bool {
    if n == 0 { false } else { is_even(n - 1) }
}

/// `out[i] = fib(ns[i])`, `parity[i] = ns[i] is even` (mutual recursion).
pub fn recursion(ns: &[u32], out: &mut [u64], parity: &mut [bool]) {
    let i = global_idx_x();
    if i < ns.len() && i < out.len() && i < parity.len() {
        out[i] = fib(ns[i]);
        parity[i] = is_even(ns[i]);
    }
}

/// A sum by recursion with a 64-byte frame that the optimizer cannot
/// remove: depth `depth`, about 100 bytes of stack per level.
#[inline(never)]
pub fn deep(depth: u32, salt: u64) -> u64 {
    let mut frame = [0u64; 8];
    for (k, f) in frame.iter_mut().enumerate() {
        *f = salt.wrapping_mul(k as u64 + 1) ^ depth as u64;
    }
    let frame = core::hint::black_box(frame);
    if depth == 0 {
        frame[0]
    } else {
        frame.iter().fold(0u64, |a, &b| a.wrapping_add(b)).wrapping_add(deep(depth - 1, salt ^ frame[7]))
    }
}

/// `out[i] = deep(depth, i)`.
pub fn deep_recursion(depth: u32, out: &mut [u64]) {
    let i = global_idx_x();
    if i < out.len() {
        out[i] = deep(depth, i as u64);
    }
}

struct Buf<'a> {
    b: &'a mut [u8],
    n: usize,
}
impl Write for Buf<'_> {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        let bytes = s.as_bytes();
        if self.n + bytes.len() > self.b.len() {
            return Err(core::fmt::Error);
        }
        self.b[self.n..self.n + bytes.len()].copy_from_slice(bytes);
        self.n += bytes.len();
        Ok(())
    }
}

/// Bytes of text each thread of `format` may write.
pub const LINE: usize = 48;

/// Formats `xs[i]` (and integers) into `out[i * LINE ..]` with core::fmt;
/// `lens[i]` is the length written, or u32::MAX when it did not fit.
pub fn format(xs: &[f64], out: &mut [u8], lens: &mut [u32]) {
    let i = global_idx_x();
    if i < xs.len() && (i + 1) * LINE <= out.len() && i < lens.len() {
        let mut w = Buf { b: &mut out[i * LINE..(i + 1) * LINE], n: 0 };
        let r = write!(w, "{}|{:.3}|{:x}|{:>5}|{:e}", i, xs[i], i * 255, -(i as i64), xs[i]);
        lens[i] = if r.is_ok() { w.n as u32 } else { u32::MAX };
    }
}

/// Shapes behind a trait object: each thread calls through `&dyn Shape`.
pub trait Shape {
    fn area(&self) -> f64;
    fn scale(&self, k: f64) -> f64 {
        self.area() * k
    }
}
struct Square(f64);
struct Rect(f64, f64);
struct Tri(f64, f64);
impl Shape for Square {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
}
impl Shape for Rect {
    fn area(&self) -> f64 {
        self.0 * self.1
    }
}
impl Shape for Tri {
    fn area(&self) -> f64 {
        0.5 * self.0 * self.1
    }
    fn scale(&self, k: f64) -> f64 {
        self.area() * k * 2.0
    }
}

#[inline(never)]
fn pick(kind: u32, a: f64) -> &'static dyn Shape {
    // Leaked into statics: the shapes are constants per kind.
    static S: Square = Square(3.0);
    static R: Rect = Rect(2.0, 5.0);
    static T: Tri = Tri(4.0, 3.0);
    let _ = a;
    match kind % 3 {
        0 => &S,
        1 => &R,
        _ => &T,
    }
}

/// `out[i] = shape(kinds[i]).scale(ks[i])`, through `dyn Shape`.
pub fn dyn_calls(kinds: &[u32], ks: &[f64], out: &mut [f64]) {
    let i = global_idx_x();
    if i < kinds.len() && i < ks.len() && i < out.len() {
        let s = pick(core::hint::black_box(kinds[i]), ks[i]);
        out[i] = s.scale(ks[i]);
    }
}

/// Each thread sorts its own 32 values (core's `sort_unstable`, an
/// introsort with recursion, and `sort_unstable_by` through a closure) and
/// writes them back sorted.
pub fn sorts(data: &mut [u32], descending: &mut [i32]) {
    let i = global_idx_x();
    if (i + 1) * 32 <= data.len() && (i + 1) * 32 <= descending.len() {
        data[i * 32..(i + 1) * 32].sort_unstable();
        descending[i * 32..(i + 1) * 32].sort_unstable_by(|a, b| b.cmp(a));
    }
}
