#![no_std]
use offload::Region;

/// x[i] = x[i] * a + 1.
pub fn scale(a: f32, x: Region<'_, f32>) {
    if let Some(x) = x.thread_element() {
        *x = *x * a + 1.0;
    }
}
