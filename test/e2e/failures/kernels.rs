//! Kernels for launches that fail. Some panic on purpose: an index out of
//! bounds, `panic!` with a message, a panic before a block barrier, and an
//! assertion that fails in every thread (a panicking thread ends; the
//! others run on, and the launch fails with `LaunchErrorKind::Panicked`).
//! `fill` is launched on more data than the device can hold.
#![no_std]
use offload::{global_idx_x, shared_array, sync_threads, thread_idx_x, Region};

/// `out[i] = x[i + 1]`: the last thread indexes past the end of `x`.
pub fn shift_left(x: &[f32], out: Region<'_, f32>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        *o = x[i + 1];
    }
}

/// `out[i] = 2 i`, except thread `bad`, which panics with a message.
pub fn give_up(bad: usize, out: Region<'_, u32>) {
    let i = global_idx_x();
    if i == bad {
        panic!("thread gave up on purpose");
    }
    if let Some(o) = out.thread_element() {
        *o = 2 * i as u32;
    }
}

/// Threads per block of `neighbours`.
pub const BLOCK: usize = 64;

/// Each thread puts `i + 1` in shared memory and, after two barriers,
/// reads its neighbour's: `out[i] = i + 2` (`i + 2 - BLOCK` at the end of
/// a block). Thread `bad` panics before the barriers, which the others
/// must still pass.
pub fn neighbours(bad: usize, out: Region<'_, u32>) {
    let tile = shared_array!(u32; BLOCK);
    let t = thread_idx_x() as usize;
    let i = global_idx_x();
    if i == bad {
        panic!("before the barrier");
    }
    tile.set_thread_slot(i as u32 + 1);
    sync_threads();
    sync_threads();
    if let Some(o) = out.thread_element() {
        *o = tile.get((t + 1) % BLOCK);
    }
}

/// `out[i] = x[i]` where `x[i] < limit`; an assertion fails otherwise.
pub fn below(x: &[u32], limit: u32, out: Region<'_, u32>) {
    let i = global_idx_x();
    if i < x.len() {
        assert!(x[i] < limit);
        if let Some(o) = out.thread_element() {
            *o = x[i];
        }
    }
}

/// `x[i] = v` for every element the launch covers.
pub fn fill(x: Region<'_, u8>, v: u8) {
    if let Some(e) = x.thread_element() {
        *e = v;
    }
}
