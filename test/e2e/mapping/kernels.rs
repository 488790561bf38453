//! Kernels whose arguments test what the runtime maps: data with interior
//! mutability behind shared references, launches without threads, and
//! arguments that view one allocation. Results come back through Regions;
//! `cells` takes `&[Cell<u32>]` (what the runtime maps for it is the
//! subject), so the host launches it with `launch_unchecked`.
#![no_std]
use core::cell::Cell;
use core::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use offload::{global_idx_x, Region};

/// Histogram: every thread bumps one bin through a shared slice of atomics.
pub fn histogram(data: &[u32], bins: &[AtomicU32]) {
    let i = global_idx_x();
    if i < data.len() && !bins.is_empty() {
        bins[data[i] as usize % bins.len()].fetch_add(1, Ordering::Relaxed);
    }
}

/// One atomic behind a shared reference, and a struct holding one.
pub struct Counter { pub hits: AtomicU64, pub scale: u32 }
pub fn count(total: &AtomicU64, c: &Counter, n: &u32) {
    let i = global_idx_x();
    if (i as u32) < *n {
        total.fetch_add(i as u64, Ordering::Relaxed);
        c.hits.fetch_add(c.scale as u64, Ordering::Relaxed);
    }
}

/// Cells: each thread sets its own.
pub fn cells(v: &[Cell<u32>]) {
    let i = global_idx_x();
    if i < v.len() { v[i].set(v[i].get() * 2 + 1); }
}

/// Every launched thread stamps its slot; thread 0 also counts the launch
/// (`launches` is a one-element Region, thread 0's).
pub fn stamp(out: Region<'_, u32>, launches: Region<'_, u32>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() { *o = 100 + i as u32; }
    if let Some(n) = launches.thread_element() { *n += 1; }
}

/// out[i] = a[i] + 10 * b[i]; a and b may be views of one buffer.
pub fn add_views(a: &[i32], b: &[i32], out: Region<'_, i32>) {
    let i = global_idx_x();
    if let (Some(o), Some(&a), Some(&b)) = (out.thread_element(), a.get(i), b.get(i)) { *o = a + 10 * b; }
}

/// Three views, and a reference into one of them.
pub fn three_views(a: &[i32], b: &[i32], c: &[i32], d: &i32, out: Region<'_, i32>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() { *o = a[i] + b[i] + c[i] + *d; }
}

/// Two overlapping views of atomics: an add through one is seen through
/// the other.
pub fn atomic_views(a: &[AtomicU32], b: &[AtomicU32]) {
    if global_idx_x() == 0 {
        a[2].fetch_add(5, Ordering::Relaxed);
        let seen = b[0].load(Ordering::Relaxed);
        b[1].store(seen + 100, Ordering::Relaxed);
    }
}

#[repr(C, align(16))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct A16 { pub v: [u32; 4] }
#[repr(C)]
pub struct S { pub a: u64, pub pad: u64, pub b: A16 }

/// A byte view and a typed view of one struct: the typed one must stay
/// aligned to 16 on the device. out gets *b, info the bytes' sum and b's
/// address modulo 16 as the kernel sees it (both thread 0's).
pub fn mixed_views(bytes: &[u8], b: &A16, out: Region<'_, A16>, info: Region<'_, u64, 2>) {
    if let Some(out) = out.thread_element() { *out = *b; }
    if let Some(info) = info.thread_chunk().first_chunk_mut() {
        *info = [bytes.iter().map(|&x| x as u64).sum(), (b as *const A16 as usize % 16) as u64];
    }
}

/// Adds 1 to the even-numbered counters (thread i to counter 2 i) and
/// leaves the others, which host threads update meanwhile.
pub fn bump_even(a: &[AtomicU32]) {
    let i = global_idx_x();
    if 2 * i < a.len() {
        a[2 * i].fetch_add(1, Ordering::Relaxed);
    }
}
