// Shared by the end-to-end programs (`include!("../check.rs")`): compares a
// result with the value the host computed and reports the case on stderr,
// where the offload runtime's messages about it are, as `PASS NAME` or
// `FAIL NAME: got ..., want ...`, counting failures in `bad`; and a launch's
// code, after printing its error (`error: ...`).
fn check<T: PartialEq + std::fmt::Debug>(name: &str, got: T, want: T, bad: &mut u32) {
    if got == want {
        eprintln!("PASS {name}");
    } else {
        eprintln!("FAIL {name}: got {got:?}, want {want:?}");
        *bad += 1;
    }
}

#[allow(dead_code)]
fn code(r: Result<(), offload::LaunchError>) -> i32 {
    match r {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            e.code
        }
    }
}
