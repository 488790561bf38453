//! Regions over 2-D and 3-D arrays (offload::Region2d, Region3d): each
//! thread writes its global (x, y, z) into the element it owns and counts
//! itself, so the host can tell which thread wrote each element, and how
//! many threads got one.
#![no_std]

use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use offload::{Region2d, Region3d};

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
