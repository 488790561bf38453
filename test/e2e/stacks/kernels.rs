//! Kernels whose stack the build cannot bound: recursion (direct, mutual,
//! data-dependent depth), `core::fmt` (calls through `dyn Write` and
//! function pointers), trait objects, core's sorts, and a deep recursion
//! that needs more than the default stack. On a GPU each thread's stack is
//! fixed; the toolkit marks these kernels and the launch runtime gives them
//! a larger one (docs/design.md, "Stack per thread"). Each thread writes
//! its own elements through Regions.
#![no_std]
use core::fmt::Write;
use offload::{global_idx_x, Region};

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
pub fn recursion(ns: &[u32], out: Region<'_, u64>, parity: Region<'_, bool>) {
    let i = global_idx_x();
    if let (Some(&n), Some(o), Some(p)) = (ns.get(i), out.thread_element(), parity.thread_element()) {
        *o = fib(n);
        *p = is_even(n);
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
pub fn deep_recursion(depth: u32, out: Region<'_, u64>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        *o = deep(depth, i as u64);
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

/// Formats `xs[i]` (and integers) into `out[i * LINE ..]`, the thread's
/// chunk, with core::fmt; `lens[i]` is the length written, or u32::MAX
/// when it did not fit.
pub fn format(xs: &[f64], out: Region<'_, u8, LINE>, lens: Region<'_, u32>) {
    let i = global_idx_x();
    let line = out.thread_chunk();
    if let (Some(&x), Some(len), LINE) = (xs.get(i), lens.thread_element(), line.len()) {
        let mut w = Buf { b: line, n: 0 };
        let r = write!(w, "{}|{:.3}|{:x}|{:>5}|{:e}", i, x, i * 255, -(i as i64), x);
        *len = if r.is_ok() { w.n as u32 } else { u32::MAX };
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
pub fn dyn_calls(kinds: &[u32], ks: &[f64], out: Region<'_, f64>) {
    let i = global_idx_x();
    if let (Some(&kind), Some(&k), Some(o)) = (kinds.get(i), ks.get(i), out.thread_element()) {
        let s = pick(core::hint::black_box(kind), k);
        *o = s.scale(k);
    }
}

/// Each thread sorts its own 32 values, its chunks (core's
/// `sort_unstable`, an introsort with recursion, and `sort_unstable_by`
/// through a closure) and writes them back sorted.
pub fn sorts(data: Region<'_, u32, 32>, descending: Region<'_, i32, 32>) {
    if let (Some(data), Some(descending)) =
        (data.thread_chunk().first_chunk_mut::<32>(), descending.thread_chunk().first_chunk_mut::<32>())
    {
        data.sort_unstable();
        descending.sort_unstable_by(|a, b| b.cmp(a));
    }
}
