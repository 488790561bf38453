//! Uses the stats library; never names a kernel.
fn main() {
    let n: usize = std::env::args().nth(1).map_or(1_000_000, |s| s.parse().unwrap());
    match stats::estimate_pi(n) {
        Ok(pi) => println!("pi is about {pi:.6} ({n} points)"),
        Err(e) => {
            eprintln!("app: {e}");
            std::process::exit(2);
        }
    }
}
