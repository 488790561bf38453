//! Kernels whose written arguments the device pass finds, so that the host
//! copies back only what a kernel may write: `&mut` data that is only
//! read, MaybeUninit outputs, atomics that are only loaded, writes through
//! a helper that is not inlined, and writes under a condition. What the
//! pass finds in `&mut` parameters is the subject, so most kernels take
//! `&mut` and the host launches them with `launch_unchecked` (each thread
//! writes only its own elements); `clamp_region` and `fill_uninit_region`
//! are the same through a Region, which maps like `&mut [T]`.
#![no_std]
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicU32, Ordering};
use offload::{global_idx_x, Region};

/// dst[i] = 2 * src[i]: src is `&mut` but only read.
pub fn double(src: &mut [f32], dst: &mut [f32]) {
    let i = global_idx_x();
    if i < src.len() && i < dst.len() { dst[i] = 2.0 * src[i]; }
}

/// out[i] = i + *n: n is `&mut` but only read.
pub fn add_n(n: &mut u64, out: &mut [u64]) {
    let i = global_idx_x();
    if i < out.len() { out[i] = i as u64 + *n; }
}

/// out[i] = base + i into memory the host never initialized.
pub fn fill_uninit(out: &mut [MaybeUninit<f32>], base: f32) {
    let i = global_idx_x();
    if i < out.len() { out[i].write(base + i as f32); }
}

/// fill_uninit through a Region: out[i] = base + i.
pub fn fill_uninit_region(out: Region<'_, MaybeUninit<f32>>, base: f32) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() { o.write(base + i as f32); }
}

/// A MaybeUninit buffer the kernel never touches: allocated, never copied.
pub fn ignore_scratch(scratch: &mut [MaybeUninit<u32>], out: &mut [u32]) {
    let i = global_idx_x();
    if i < out.len() { out[i] = 7 * i as u32 + scratch.len() as u32; }
}

/// out[i] = a[i] loaded: the atomics are never written.
pub fn load_atomics(a: &[AtomicU32], out: &mut [u32]) {
    let i = global_idx_x();
    if i < a.len() && i < out.len() { out[i] = a[i].load(Ordering::Relaxed); }
}

/// Every thread adds its index to one of the counters.
pub fn bump(a: &[AtomicU32]) {
    let i = global_idx_x();
    if !a.is_empty() { a[i % a.len()].fetch_add(i as u32, Ordering::Relaxed); }
}

#[inline(never)]
fn put(out: &mut [i32], i: usize, v: i32) {
    if i < out.len() { out[i] = v; }
}

#[inline(never)]
fn get(src: &[i32], i: usize) -> i32 {
    if i < src.len() { src[i] } else { 0 }
}

/// out[i] = src[i] + 1, both through helpers that are not inlined: src
/// (`&mut`) is only read by its helper, out written by its.
pub fn through_helpers(src: &mut [i32], out: &mut [i32]) {
    let i = global_idx_x();
    put(out, i, get(src, i) + 1);
}

/// Values above the limit are clamped: written only under a condition.
pub fn clamp(v: &mut [f32], limit: f32) {
    let i = global_idx_x();
    if i < v.len() && v[i] > limit { v[i] = limit; }
}

/// clamp through a Region: the write under a condition is a write.
pub fn clamp_region(v: Region<'_, f32>, limit: f32) {
    if let Some(v) = v.thread_element() {
        if *v > limit { *v = limit; }
    }
}
