//! `cargo offload run --example softplus -p stats`: a Cargo example that
//! launches a kernel itself.
use offload::{launch, LaunchConfig};

fn main() {
    let x = [-2.0f32, 0.0, 2.0];
    let mut y = [0.0f32; 3];
    launch(kernels::softplus, &LaunchConfig::linear(3, 32), (&x, &mut y)).unwrap();
    println!("softplus {x:?} = {y:?}");
}
