//! Kernels over packed types, whose layouts rustc gives exactly in its
//! debug info: `#[repr(packed)]` (alignment 1), `packed(2)`, `repr(C,
//! packed)`, `repr(C, packed(4))`, packed structs nested in a `repr(C)`
//! struct and in arrays, by value and in slices that start at odd
//! addresses. `sizes` reports the device's own sizes, alignments and field
//! offsets, which the host compares with its own. How `&mut` slices of
//! packed types map is part of the subject, so the kernels take `&mut` and
//! the host launches them with `launch_unchecked` (each thread writes only
//! its own elements, or only thread 0 writes); `floats_region` is `floats`
//! through a Region.
#![no_std]
use core::mem::{align_of, offset_of, size_of};
use offload::{global_idx_x, Region};

/// 7 bytes, alignment 1; rustc may reorder the fields.
#[repr(packed)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct P1 { pub a: u8, pub b: u32, pub c: u16 }

/// Alignment 2, 12 bytes (rustc puts `b` first).
#[repr(packed(2))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct P2 { pub a: u8, pub b: u64, pub c: u16 }

/// C order, no padding: `b` at 1, `c` at 9, 11 bytes.
#[repr(C, packed)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct P1C { pub a: u8, pub b: f64, pub c: u16 }

/// C order, alignment 4: `b` at 4, `c` at 12, 16 bytes.
#[repr(C, packed(4))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct P4C { pub a: u8, pub b: f64, pub c: u16 }

/// Packed structs inside a C struct and an array: `p2` at 2 (12 bytes),
/// `y` at 16, `p4` at 20, `arr` at 36 (three 7-byte elements), `z` at 64;
/// 72 bytes, alignment 8.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outer { pub x: u8, pub p2: P2, pub y: u32, pub p4: P4C, pub arr: [P1; 3], pub z: u64 }

fn sum_p1(p: P1) -> f64 { p.a as f64 + { p.b } as f64 + { p.c } as f64 }
fn sum_p2(p: P2) -> f64 { p.a as f64 + { p.b } as f64 + { p.c } as f64 }
fn sum_p4(p: P4C) -> f64 { p.a as f64 + { p.b } + { p.c } as f64 }

/// Packed values, an array of them: out[k] = the sum of each one's fields.
pub fn by_value(a: P1, b: P2, c: P1C, d: P4C, e: [P1; 3], out: &mut [f64]) {
    if global_idx_x() == 0 {
        out[0] = sum_p1(a);
        out[1] = sum_p2(b);
        out[2] = c.a as f64 + { c.b } + { c.c } as f64;
        out[3] = sum_p4(d);
        out[4] = sum_p1(e[0]) + 10.0 * sum_p1(e[1]) + 100.0 * sum_p1(e[2]);
    }
}

/// Floats at odd offsets: an f32 and an f16-sized integer beside it, for
/// the stores of floating-point values below their natural alignment.
#[repr(C, packed)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PF { pub a: u8, pub x: f32, pub y: f64 }

/// `x = x * 3 - 1`, `y = y / 4 + a` in every element, in place.
pub fn floats(qs: &mut [PF]) {
    let i = global_idx_x();
    if i < qs.len() {
        let q = qs[i];
        qs[i] = PF { a: q.a, x: { q.x } * 3.0 - 1.0, y: { q.y } / 4.0 + q.a as f64 };
    }
}

/// `floats` through a Region.
pub fn floats_region(qs: Region<'_, PF>) {
    if let Some(q) = qs.thread_element() {
        let old = *q;
        *q = PF { a: old.a, x: { old.x } * 3.0 - 1.0, y: { old.y } / 4.0 + old.a as f64 };
    }
}

/// Reads packed elements (from a slice that may start at an odd address)
/// and rewrites others in place.
pub fn slices(ps: &[P1], qs: &mut [P1C], out: &mut [u32]) {
    let i = global_idx_x();
    if i < ps.len() && i < qs.len() && i < out.len() {
        let p = ps[i];
        out[i] = p.a as u32 + { p.b } + { p.c } as u32;
        let q = qs[i];
        qs[i] = P1C { a: q.a.wrapping_add(1), b: { q.b } * 2.0, c: { q.c } ^ 0xFF };
    }
}

/// Structs holding packed ones: each thread reads one and writes a changed
/// copy.
pub fn nested(src: &[Outer], dst: &mut [Outer]) {
    let i = global_idx_x();
    if i < src.len() && i < dst.len() {
        let mut o = src[i];
        o.x += 1;
        o.p2.b = { o.p2.b } + 1000;
        o.p4.b = { o.p4.b } * 0.5;
        o.arr[1].b = { o.arr[0].b } + { o.arr[2].b };
        o.z = sum_p2(o.p2) as u64 + o.y as u64;
        dst[i] = o;
    }
}

/// The device's sizes, alignments and field offsets of the types above.
pub fn sizes(out: &mut [usize]) {
    if global_idx_x() == 0 {
        let facts = layout_facts();
        for (k, f) in facts.iter().enumerate() {
            if k < out.len() { out[k] = *f; }
        }
    }
}

/// Sizes, alignments and offsets, in the order `sizes` writes them; the
/// host computes the same list.
pub fn layout_facts() -> [usize; 26] {
    [
        size_of::<P1>(), align_of::<P1>(), offset_of!(P1, a), offset_of!(P1, b), offset_of!(P1, c),
        size_of::<P2>(), align_of::<P2>(), offset_of!(P2, a), offset_of!(P2, b), offset_of!(P2, c),
        size_of::<P1C>(), align_of::<P1C>(), offset_of!(P1C, b), offset_of!(P1C, c),
        size_of::<P4C>(), align_of::<P4C>(), offset_of!(P4C, b), offset_of!(P4C, c),
        size_of::<Outer>(), align_of::<Outer>(), offset_of!(Outer, p2), offset_of!(Outer, y),
        offset_of!(Outer, p4), offset_of!(Outer, arr), offset_of!(Outer, z),
        size_of::<[P1; 3]>(),
    ]
}
