//! A kernel with a bug on purpose: it reads `x` at `i + skip` without a
//! bounds check.
#![no_std]
use offload::global_idx_x;

/// `out[i] = x[i + skip]`, unchecked: past the end of `x` when `skip` > 0.
pub fn read_past(x: &[f32], skip: usize, out: &mut [f32]) {
    let i = global_idx_x();
    if i < out.len() {
        out[i] = unsafe { *x.as_ptr().add(i + skip) };
    }
}
