//! The device's panic handler (device builds only): a kernel thread that
//! panics ends, and its launch returns
//! [`LaunchErrorKind::Panicked`](crate::LaunchErrorKind::Panicked) on the host.

use crate::abi::builtins::__offload_panic;

/// Hands where the kernel panicked to the toolkit's handler: the first
/// panicking thread of the launch records it, every panicking thread ends,
/// and the launch returns `Panicked` on the host. The message is not
/// passed: reading it keeps the `fmt::Arguments` of every panic site alive,
/// and with them core's integer formatting in every kernel, which slows
/// every kernel with bounds checks (docs/benchmarks.md).
#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    let (file, line, column) = match info.location() {
        Some(at) => (at.file(), at.line(), at.column()),
        None => ("", 0, 0),
    };
    // The handler only reads the strings.
    let file_ptr = file.as_ptr() as *mut u8;
    unsafe { __offload_panic(file_ptr, file.len() as u64, line, column, core::ptr::null_mut(), 0) }
}
