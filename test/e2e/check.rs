// Shared by the end-to-end programs (`include!("../check.rs")`): compares a
// result with the value the host computed and reports the case on stderr,
// where the offload runtime's messages about it are, as `PASS NAME` or
// `FAIL NAME: got ..., want ...`, counting failures in `bad`; and what a
// launch returned, as its error's kind (`None` when it ran), after
// printing the error (`error: ...`).
fn check<T: PartialEq + std::fmt::Debug>(name: &str, got: T, want: T, bad: &mut u32) {
    if got == want {
        eprintln!("PASS {name}");
    } else {
        eprintln!("FAIL {name}: got {got:?}, want {want:?}");
        *bad += 1;
    }
}

#[allow(dead_code)]
fn kind(r: Result<(), offload::LaunchError>) -> Option<offload::LaunchErrorKind> {
    match r {
        Ok(()) => None,
        Err(e) => {
            eprintln!("error: {e}");
            Some(e.kind())
        }
    }
}
