//! Generic kernels launched at types whose definition paths are private or
//! unstable (the device roots must spell a public path), at types spelled
//! with `->`, const generics of every kind, and kernels small or identical
//! enough for rustc to inline or merge them away. Results come back
//! through Regions (a single result: thread 0's one-element Region).
#![no_std]
use core::marker::PhantomData;
use offload::{global_idx_x, Region};

mod shapes {
    /// Defined in a private module, public through the re-export below.
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Square { pub side: u32 }
}
pub use shapes::Square;

pub mod public {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Circle { pub r: f32 }
}

/// size_of::<T>() of a type the kernel never holds a value of.
pub fn size<T>(out: Region<'_, u32>) {
    if let Some(out) = out.thread_element() { *out = core::mem::size_of::<T>() as u32; }
}

/// size_of_val of a value behind a reference.
pub fn size_of_val<T>(v: &T, out: Region<'_, u32>) {
    if let Some(out) = out.thread_element() { *out = core::mem::size_of_val(v) as u32; }
}

/// out[i] = *value.
pub fn fill<T: Copy>(value: &T, out: Region<'_, T>) {
    if let Some(out) = out.thread_element() { *out = *value; }
}

/// Plain data tagged by a zero-sized marker whose type spells an arrow.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Stride<M> { pub step: u32, pub _kind: PhantomData<M> }
pub type ByteMap = fn(u8) -> u8;
pub fn ramp(s: &Stride<ByteMap>, out: Region<'_, u32>) {
    let i = global_idx_x();
    if let Some(out) = out.thread_element() { *out = i as u32 * s.step; }
}
pub fn ramp_generic<M>(s: &Stride<M>, out: Region<'_, u32>) {
    let i = global_idx_x();
    if let Some(out) = out.thread_element() { *out = i as u32 * s.step + 1; }
}

/// Const generics: integers (negative too), bool, char.
pub fn consts<const N: i32, const B: bool, const C: char>(out: Region<'_, i64, 3>) {
    if let Some(out) = out.thread_chunk().first_chunk_mut() { *out = [N as i64, B as i64, C as i64]; }
}

/// Tiny kernels rustc inlines into their callers, and identical ones it
/// merges into one symbol.
pub fn copy_u64(v: &u64, out: Region<'_, u64>) { if let Some(out) = out.thread_element() { *out = *v; } }
pub fn copy_i64(v: &i64, out: Region<'_, i64>) { if let Some(out) = out.thread_element() { *out = *v; } }
pub fn copy<T: Copy>(v: &T, out: Region<'_, T>) { if let Some(out) = out.thread_element() { *out = *v; } }
#[inline]
pub fn inlined(v: u32, out: Region<'_, u32>) { if let Some(out) = out.thread_element() { *out = v + 1; } }

mod hidden {
    /// A kernel defined in a private module, launched by its re-export.
    pub fn hid(out: super::Region<'_, u32>) { if let Some(out) = out.thread_element() { *out = 17; } }
}
pub use hidden::hid;

/// Raw identifiers: a module and a kernel named by keywords.
pub mod r#type {
    pub fn r#match(out: crate::Region<'_, u32>) { if let Some(out) = out.thread_element() { *out = 23; } }
}

/// A non-ASCII name.
pub fn größe(out: Region<'_, u32>) { if let Some(out) = out.thread_element() { *out = 29; } }

/// A kernel with #[track_caller] (its caller's location is a hidden argument).
#[track_caller]
pub fn tracked(out: Region<'_, u32>) { if let Some(out) = out.thread_element() { *out = 31; } }
