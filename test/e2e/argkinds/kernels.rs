//! Kernels taking every kind of argument the toolkit passes: values of
//! every size (primitives, 128-bit integers, structs in C and Rust layout,
//! padded and over-aligned ones, tuples, arrays, enums, zero-sized types),
//! references and slices (to zero-sized data too), string slices, shared
//! `MaybeUninit` data, and many at once. Results come back through Regions
//! (thread 0 owns the first K elements of a `Region<T, K>`), except where
//! a `&mut` parameter is itself a kind under test (`&mut str`, empty and
//! zero-sized `&mut` slices, `&mut T`): those kernels are launched with
//! `launch_unchecked`.
#![no_std]
use core::marker::PhantomData;
use core::mem::MaybeUninit;
use offload::{global_idx_x, Region};

#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stats { pub sum: f64, pub count: u32, pub max: f64, pub tag: u16 }

/// Default (Rust) layout: rustc reorders the fields.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mixed { pub a: u8, pub b: u64, pub c: u16, pub d: f32 }

#[repr(C, align(16))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Aligned { pub x: f32, pub y: u8 }

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Op { Add(i32), Scale(f32), Nothing }

#[derive(Clone, Copy)]
pub struct Marker;

/// out = [sum, count, max, tag] of a by-value C struct.
pub fn by_value_c(s: Stats, out: Region<'_, f64, 4>) {
    if let Some(out) = out.thread_chunk().first_chunk_mut() {
        *out = [s.sum, s.count as f64, s.max, s.tag as f64];
    }
}

/// A Rust-layout struct, an over-aligned one and a tuple, by value.
pub fn by_value_rust(m: Mixed, al: Aligned, t: (u8, i64, bool), out: Region<'_, f64, 9>) {
    if let Some(out) = out.thread_chunk().first_chunk_mut() {
        *out = [
            m.a as f64, m.b as f64, m.c as f64, m.d as f64,
            al.x as f64, al.y as f64,
            t.0 as f64, t.1 as f64, t.2 as u8 as f64,
        ];
    }
}

/// Arrays by value, nested too.
pub fn by_value_arrays(g: [f32; 3], m: [[u16; 2]; 3], out: Region<'_, f32>) {
    let i = global_idx_x();
    if let (Some(o), true) = (out.thread_element(), i < 3) {
        *o = g[i] + m[i][0] as f32 * 10.0 + m[i][1] as f32 * 100.0;
    }
}

/// 128-bit integers by value and behind references.
pub fn wide(a: u128, b: i128, c: &u128, out: Region<'_, u64, 6>) {
    if let Some(out) = out.thread_chunk().first_chunk_mut() {
        let s = a.wrapping_add(*c);
        *out = [(a >> 64) as u64, a as u64, (b >> 64) as u64, b as u64, (s >> 64) as u64, s as u64];
    }
}

/// Scalars of every width, char and bool.
pub fn scalars(a: i8, b: u16, c: i32, d: u64, e: f32, f: f64, g: bool, h: char, i: isize, out: Region<'_, f64, 9>) {
    if let Some(out) = out.thread_chunk().first_chunk_mut() {
        *out = [
            a as f64, b as f64, c as f64, d as f64, e as f64, f, g as u8 as f64, h as u32 as f64,
            i as f64,
        ];
    }
}

/// Enums by value (each variant).
pub fn enums(ops: [Op; 3], x: f32, out: Region<'_, f32>) {
    let i = global_idx_x();
    if let (Some(o), true) = (out.thread_element(), i < 3) {
        *o = match ops[i] { Op::Add(k) => x + k as f32, Op::Scale(s) => x * s, Op::Nothing => -1.0 };
    }
}

/// Zero-sized arguments: (), PhantomData, a unit struct, and references to
/// zero-sized data (`z`, a `&mut` one, is what makes it `launch_unchecked`).
pub fn zero_sized(u: (), p: PhantomData<f64>, m: Marker, e: &[f32; 0], r: &PhantomData<u8>, z: &mut [(); 0], y: Region<'_, f32>) {
    let _ = (u, p, m, r, z);
    if let Some(y) = y.thread_element() { *y = e.len() as f32 + 7.0; }
}

/// No arguments at all: it can only be launched, which is the test.
pub fn no_args() {}

/// Empty slices, shared and mutable, and `&mut T` (launched with
/// `launch_unchecked`: only thread 0 writes `n`).
pub fn empties(a: &[f32], b: &mut [u8], n: &mut u32) {
    if global_idx_x() == 0 { *n = (a.len() + b.len()) as u32 + 1; }
}

/// Seventeen arguments of mixed kinds, `&mut` ones among them (launched
/// with `launch_unchecked`: only thread 0 writes).
pub fn many(a0: u8, a1: &[f32], a2: Stats, a3: &mut [f64], a4: u128, a5: (), a6: &u16, a7: [i32; 2],
            a8: f64, a9: &[u8], a10: bool, a11: Mixed, a12: PhantomData<u8>, a13: i16, a14: &mut u64,
            a15: char, a16: f32) {
    let _ = (a5, a12);
    if global_idx_x() == 0 {
        a3[0] = a0 as f64 + a1.iter().sum::<f32>() as f64 + a2.sum + (a4 >> 64) as f64 + *a6 as f64
            + (a7[0] + a7[1]) as f64 + a8 + a9.len() as f64 + a10 as u8 as f64 + a11.b as f64
            + a13 as f64 + a15 as u32 as f64 + a16 as f64;
        *a14 = a2.count as u64 + a11.a as u64;
    }
}

/// A generic kernel whose type parameter is inferred from the arguments.
pub fn fill<T: Copy>(v: T, y: Region<'_, T>) {
    if let Some(y) = y.thread_element() { *y = v; }
}

/// String slices travel like `&[u8]`: for each of s, t, e, out gets its
/// length in bytes, its number of chars, its count of b'l' and the sum of
/// its chars.
pub fn strs(s: &str, t: &str, e: &str, out: Region<'_, u32, 12>) {
    for (x, o) in [s, t, e].iter().zip(out.thread_chunk().chunks_exact_mut(4)) {
        o[0] = x.len() as u32;
        o[1] = x.chars().count() as u32;
        o[2] = x.bytes().filter(|&b| b == b'l').count() as u32;
        o[3] = x.chars().map(|c| c as u32).sum();
    }
}

/// A `&mut str` changed in place: ASCII letters upper-cased (still UTF-8);
/// launched with `launch_unchecked` (only thread 0 writes).
pub fn shout(s: &mut str) {
    if global_idx_x() == 0 {
        s.make_ascii_uppercase();
    }
}

/// Shared `MaybeUninit` data (a struct and a slice) that the host
/// initialized: out[i] = sum + count + xs[i].
pub fn read_uninit(v: &MaybeUninit<Stats>, xs: &[MaybeUninit<f32>], out: Region<'_, f64>) {
    let i = global_idx_x();
    if let (Some(o), Some(x)) = (out.thread_element(), xs.get(i)) {
        // SAFETY: the host initialized both before the launch.
        let s = unsafe { v.assume_init_ref() };
        *o = s.sum + s.count as f64 + unsafe { x.assume_init() } as f64;
    }
}
