//! An integration test: it links the library, whose launches it carries.
#[test]
fn pi_from_a_grid() {
    let pi = stats::estimate_pi(250_000).unwrap();
    assert!((pi - std::f64::consts::PI).abs() < 1e-3, "pi estimated as {pi}");
}
