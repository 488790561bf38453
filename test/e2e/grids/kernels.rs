//! Regions over 2-D and 3-D arrays (offload::Region2d, Region3d): each
//! thread writes its global (x, y, z) into the element it owns and counts
//! itself, so the host can tell which thread wrote each element, and how
//! many threads got one.
#![no_std]

use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use offload::{Region, Region2d, Region3d};

/// The thread's global index, packed: x + 1000 * y + 1000000 * z, plus 1
/// (0 is what the host fills in).
fn me() -> u32 {
    (offload::global_idx_x() + 1000 * offload::global_idx_y() + 1_000_000 * offload::global_idx_z())
        as u32
        + 1
}

/// Element (row y, column x) gets the thread (x, y); `owners` counts the
/// threads that got one.
pub fn stamp_2d(out: Region2d<'_, u32>, owners: &AtomicU32) {
    if let Some(e) = out.thread_element() {
        *e = me();
        owners.fetch_add(1, Relaxed);
    }
}

/// As stamp_2d, for planes of rows.
pub fn stamp_3d(out: Region3d<'_, u32>, owners: &AtomicU32) {
    if let Some(e) = out.thread_element() {
        *e = me();
        owners.fetch_add(1, Relaxed);
    }
}

/// A five-point heat stencil step over a width x rows grid: each interior
/// element of `next` from `prev`, the border copied.
pub fn heat(prev: &[f32], next: Region2d<'_, f32>, alpha: f32) {
    let (x, y, w) = (offload::global_idx_x(), offload::global_idx_y(), next.width());
    let rows = next.rows();
    if let Some(e) = next.thread_element() {
        let at = |r: usize, c: usize| prev[r * w + c];
        *e = if x == 0 || y == 0 || x + 1 >= w || y + 1 >= rows {
            at(y, x)
        } else {
            at(y, x) + alpha * (at(y - 1, x) + at(y + 1, x) + at(y, x - 1) + at(y, x + 1) - 4.0 * at(y, x))
        };
    }
}

/// As stamp_2d over a grid with a halo of 1: the thread (x, y) owns the
/// point (x + 1, y + 1) of the interior, and writes its stamp there
/// through `fill_with`, which hands it the point (written at the point's
/// index: 1000 + the stamp where the point is not the thread's + 1).
pub fn stamp_halo_2d(out: Region2d<'_, u32, 1>, owners: &AtomicU32) {
    let (gx, gy) = (offload::global_idx_x(), offload::global_idx_y());
    out.fill_with(|[x, y]| {
        owners.fetch_add(1, Relaxed);
        if [x, y] == [gx + 1, gy + 1] { me() } else { 1000 + me() }
    });
}

/// As stamp_3d over a grid with a halo of 2, through `thread_element`.
pub fn stamp_halo_3d(out: Region3d<'_, u32, 2>, owners: &AtomicU32) {
    if let Some(e) = out.thread_element() {
        *e = me();
        owners.fetch_add(1, Relaxed);
    }
}

/// A five-point heat step over the interior of a grid (a halo of 1), the
/// stencil's form: the value at each point from `prev` around it; the
/// border belongs to no thread and keeps what `next` holds.
pub fn heat_interior(prev: &[f32], next: Region2d<'_, f32, 1>, alpha: f32) {
    let w = next.width();
    next.fill_with(|[x, y]| {
        let at = |x: usize, y: usize| prev[y * w + x];
        at(x, y) + alpha * (at(x, y - 1) + at(x, y + 1) + at(x - 1, y) + at(x + 1, y) - 4.0 * at(x, y))
    });
}

/// Element i of a 1-D region gets i * i, through `fill_with`.
pub fn squares(out: Region<'_, u64>) {
    out.fill_with(|i| (i * i) as u64);
}

/// A region of atomics (each thread's own, so plain stores would do; the
/// type must still build and map as a region): element i gets i + 1.
pub fn atomic_region(out: Region<'_, AtomicU32>) {
    out.fill_with(|i| AtomicU32::new(i as u32 + 1));
}
