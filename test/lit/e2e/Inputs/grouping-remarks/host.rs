//! A plain loop of launches (kept on the device) and one that prints
//! between its launches (copied at each).
use grouping_remarks as k;
use offload::{launch, LaunchConfig, LaunchError};

#[inline(never)]
fn quiet(cfg: &LaunchConfig, x: &mut [f32], n: usize) -> Result<(), LaunchError> {
    for _ in 0..n {
        launch(k::scale, cfg, (0.5f32, &mut *x))?;
    }
    Ok(())
}

#[inline(never)]
fn chatty(cfg: &LaunchConfig, x: &mut [f32], n: usize) -> Result<(), LaunchError> {
    for i in 0..n {
        launch(k::scale, cfg, (0.5f32, &mut *x))?;
        eprintln!("step {i}");
    }
    Ok(())
}

fn main() -> Result<(), LaunchError> {
    let n: usize = std::env::args().nth(1).map_or(4, |s| s.parse().unwrap());
    let cfg = LaunchConfig::linear(256, 64);
    let mut x = vec![3f32; 256];
    eprintln!("quiet");
    quiet(&cfg, &mut x, n)?;
    eprintln!("chatty");
    chatty(&cfg, &mut x, n)?;
    let mut want = 3f32;
    for _ in 0..2 * n {
        want = want * 0.5 + 1.0;
    }
    assert!(x.iter().all(|v| *v == want));
    eprintln!("done {}", x[0]);
    Ok(())
}
