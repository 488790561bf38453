//! A library whose functions run kernels: the launches are in this crate,
//! and the programs that use it (binaries, tests, examples) carry the
//! kernels' images.
use offload::{launch, LaunchConfig, LaunchError};
use shapes::Point;

/// ln(1 + e^x) of every element, on the default device.
pub fn softplus(x: &[f32]) -> Result<Vec<f32>, LaunchError> {
    let mut out = vec![0.0; x.len()];
    launch(kernels::softplus, &LaunchConfig::linear(x.len(), 128), (x, &mut out[..]))?;
    Ok(out)
}

/// How many points lie within `radius` of the origin, on the default device.
pub fn count_inside(points: &[Point], radius: f32) -> Result<usize, LaunchError> {
    let mut flags = vec![0u32; points.len()];
    launch(kernels::inside, &LaunchConfig::linear(points.len(), 128),
           (points, radius, &mut flags[..]))?;
    Ok(flags.iter().filter(|&&f| f == 1).count())
}

/// An estimate of pi from `n` points of a grid over the unit square.
pub fn estimate_pi(n: usize) -> Result<f64, LaunchError> {
    let side = (n as f64).sqrt().ceil() as usize;
    let points: Vec<Point> = (0..side * side)
        .map(|i| Point { x: ((i % side) as f32 + 0.5) / side as f32,
                         y: ((i / side) as f32 + 0.5) / side as f32 })
        .collect();
    Ok(4.0 * count_inside(&points, 1.0)? as f64 / points.len() as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn softplus_matches_the_cpu() {
        let x: Vec<f32> = (0..1000).map(|i| (i as f32 - 500.0) / 50.0).collect();
        let got = softplus(&x).unwrap();
        for (v, g) in x.iter().zip(&got) {
            let want = (1.0 + v.exp()).ln();
            assert!((g - want).abs() <= 1e-5 * want.max(1.0), "softplus({v}) = {g}, want {want}");
        }
    }

    #[test]
    fn count_inside_counts_the_disc() {
        let points = [Point { x: 0.0, y: 0.0 }, Point { x: 3.0, y: 4.0 },
                      Point { x: 3.0, y: 4.1 }, Point { x: -1.0, y: 0.5 }];
        assert_eq!(count_inside(&points, 5.0).unwrap(), 3);
        assert_eq!(count_inside(&points, 0.5).unwrap(), 1);
        assert_eq!(count_inside(&[], 1.0).unwrap(), 0);
    }
}
