//! Kernels with bugs on purpose, for the GPU run's checks of device faults
//! (docs/gpu-runs.md): an unchecked read past the end, a misaligned read,
//! and a recursion deeper than the stack it is given.
#![no_std]
use offload::{global_idx_x, Region};

/// `out[i] = x[i + skip]`, unchecked: past the end of `x` when `skip` > 0.
pub fn read_past(x: &[f32], skip: usize, out: Region<'_, f32>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        *o = unsafe { *x.as_ptr().add(i + skip) }; // no SAFETY: out of bounds on purpose
    }
}

/// `out[i]` = the u64 at byte `offset + 8 * i` of `bytes`, read as aligned
/// (a fault when `offset` is not a multiple of 8).
pub fn read_misaligned(bytes: &[u8], offset: usize, out: Region<'_, u64>) {
    let i = global_idx_x();
    if offset + 8 * (i + 1) <= bytes.len() && let Some(o) = out.thread_element() {
        *o = unsafe { (bytes.as_ptr().add(offset + 8 * i) as *const u64).read() }; // no SAFETY: misaligned on purpose
    }
}

/// A recursion `depth` levels deep with a frame the optimizer keeps.
#[inline(never)]
pub fn deep(depth: u32, salt: u64) -> u64 {
    let frame = core::hint::black_box([salt ^ depth as u64; 16]);
    if depth == 0 { frame[3] } else { frame[5].wrapping_add(deep(depth - 1, frame[9])) }
}

/// `out[i] = deep(depth, i)`.
pub fn recurse(depth: u32, out: Region<'_, u64>) {
    let i = global_idx_x();
    if let Some(o) = out.thread_element() {
        *o = deep(depth, i as u64);
    }
}
