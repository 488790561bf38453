//! The kernel of the several-devices example (host.rs): one step of a 2-D
//! heat stencil.
#![no_std]
use offload::Region2d;

/// One heat step: each interior point of `out` (width `out.width()`, the
/// border of one left alone) from the point and its four neighbours in
/// `inp`, an array of the same shape. Launched over the interior, one
/// thread per point.
pub fn heat(k: f64, inp: &[f64], out: Region2d<'_, f64, 1>) {
    let w = out.width();
    out.fill_with(|[x, y]| {
        let at = |x: usize, y: usize| inp[y * w + x];
        let c = at(x, y);
        c + k * (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4.0 * c)
    });
}
