//! Errors: [`LaunchError`] (a launch that failed, with a
//! [`LaunchErrorKind`]) and [`DeviceError`] (devices, device memory and
//! pinned memory, with a [`DeviceErrorKind`]). Both name what failed and
//! the caller's line; both are `core::error::Error`.

#[cfg(not(offload_device))]
use crate::Device;
#[cfg(not(offload_device))]
use alloc::boxed::Box;
#[cfg(not(offload_device))]
use alloc::string::String;

/// What went wrong in a failed launch. The launch runtime's status codes
/// (and libomptarget's -1) map to one kind each; [`LaunchError::code`]
/// keeps the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LaunchErrorKind {
    /// No offload device could run it and the runtime did not insist
    /// (`OMP_TARGET_OFFLOAD` is not `mandatory`). Code -1.
    NotOffloaded,
    /// The launch runtime ran out of host memory. Code -2.
    OutOfHostMemory,
    /// A grid or block extent above 2^31 - 1, 2^64 threads or more, more
    /// than 227 KiB of dynamic shared memory, more than 512 KiB of stack
    /// per thread, or a kernel that takes a one-dimensional
    /// [`Region`](crate::Region) launched with a y or z extent above 1.
    /// Code -3.
    InvalidConfig,
    /// A device buffer's device does not exist. Code -4.
    NoSuchDevice,
    /// The data it maps does not fit the device's free memory (it maps 64
    /// MiB or more that the device does not hold yet): refused before
    /// anything is copied, so host data is as it was; the message says how
    /// many bytes it needed. Code -5.
    DeviceOutOfMemory,
    /// The runtime failed to copy the launch's data. Code -6.
    CopyFailed,
    /// Its device memory is not all on the device it runs on (buffers of
    /// two devices, or a buffer of another device than
    /// [`launch_on`](crate::launch_on)'s or the queue's); refused before it
    /// reached the runtime. Code -7.
    MixedDevices,
    /// Host data it passes partly overlaps data a data region holds (a view
    /// must lie inside the region's data, or outside it). Code -8.
    PartialOverlap,
    /// It runs on a device other than the default one (its device
    /// buffers', or its queue's), but host data it passes is held by a
    /// data region on the default device. Code -9.
    HeldElsewhere,
    /// No image of the program fits a device of this machine (the message
    /// says which archs the program has and which GPUs the machine has).
    /// Code -10.
    NoImage,
    /// A thread of the kernel panicked (an index out of bounds, an overflow,
    /// `panic!`): the message says which thread and where (not the panic's
    /// own message). The panicking threads ended; the others ran to the
    /// end, and what the kernel writes was copied back as usual. The device
    /// stays usable. Code -11.
    Panicked,
    /// The kernel faulted on the device: an illegal or misaligned address
    /// (through `unsafe` code), a stack overflow. The message gives the
    /// driver's report. A GPU cannot go on after that: the device is lost
    /// for the rest of the program (its later launches return
    /// [`DeviceLost`](LaunchErrorKind::DeviceLost), its copies
    /// [`DeviceErrorKind::DeviceLost`]), and the launch's results were not
    /// copied back. Other devices are not affected. Code -12.
    DeviceFault,
    /// The device was lost by an earlier fault (the message names that
    /// fault's kernel and place). Code -13.
    DeviceLost,
    /// The device cannot give the threads the stack per thread they need
    /// ([`LaunchConfig::stack_bytes`](crate::LaunchConfig::stack_bytes), or
    /// the default for a kernel whose stack cannot be bounded); the message
    /// says how much and why. Code -14.
    Stack,
    /// Another failure the offload runtime reported ([`LaunchError::code`]).
    Other,
}

impl LaunchErrorKind {
    /// The kind of a launch runtime status code (non-zero). The codes, and
    /// the kind of each, are the toolkit's list (`offload/abi/Status.def`).
    ///
    /// ```
    /// use offload::LaunchErrorKind;
    /// assert_eq!(LaunchErrorKind::from_code(-11), LaunchErrorKind::Panicked);
    /// assert_eq!(LaunchErrorKind::from_code(-99), LaunchErrorKind::Other);
    /// ```
    pub const fn from_code(code: i32) -> LaunchErrorKind {
        LaunchErrorKind::of_status(code)
    }

    /// What it means, in a few words.
    ///
    /// ```
    /// use offload::LaunchErrorKind;
    /// assert_eq!(LaunchErrorKind::Panicked.reason(), "the kernel panicked");
    /// ```
    pub const fn reason(self) -> &'static str {
        match self.status_message() {
            Some(message) => message,
            None => "the offload runtime reported a failure",
        }
    }
}

/// A launch that failed: its [`kind`](LaunchError::kind), the kernel, the
/// line of the launch and what the runtime said. `Display` gives all of
/// them: `src/main.rs:12:5: launch of kernel kernels::saxpy failed: the
/// kernel panicked (code -11): thread 7 of block 0 panicked at
/// kernels/src/lib.rs:9:13`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchError {
    pub(crate) code: i32,
    pub(crate) kernel: &'static str,
    pub(crate) location: &'static core::panic::Location<'static>,
    #[cfg(not(offload_device))]
    // A boxed str, not a String: the Result of a launch then takes its
    // niche from a pointer that is a constant where the error is made, so
    // the optimizer sees that an error leaves the caller's launch loop (the
    // host pass keeps such loops' data on the device, LaunchGrouping.h).
    pub(crate) detail: Option<Box<str>>,
}

impl LaunchError {
    /// What went wrong.
    pub fn kind(&self) -> LaunchErrorKind {
        LaunchErrorKind::from_code(self.code)
    }

    /// The launch runtime's status code (negative).
    pub fn code(&self) -> i32 {
        self.code
    }

    /// The kernel, as Rust names it (`saxpy_kernels::saxpy`).
    pub fn kernel(&self) -> &'static str {
        self.kernel
    }

    /// Where it was launched.
    pub fn location(&self) -> &'static core::panic::Location<'static> {
        self.location
    }

    /// What the launch runtime said beyond the kind: for `Panicked` which
    /// thread panicked and where; for `DeviceOutOfMemory` the bytes it
    /// needed; for `DeviceFault` the driver's report.
    #[cfg(not(offload_device))]
    pub fn detail(&self) -> Option<&str> {
        self.detail.as_deref()
    }
}

impl core::fmt::Display for LaunchError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{}: launch of kernel {} failed: {} (code {})",
            self.location,
            self.kernel,
            self.kind().reason(),
            self.code
        )?;
        #[cfg(not(offload_device))]
        if self.kind() == LaunchErrorKind::NoImage {
            // The runtime says which archs the program holds and which GPUs
            // the machine has.
            write!(f, ": {}", runtime_report(crate::rt::__offload_rt_images_report))?;
        }
        #[cfg(not(offload_device))]
        if let Some(detail) = &self.detail {
            write!(f, ": {detail}")?;
        }
        Ok(())
    }
}

/// So that `launch(...)?` works in functions returning `Box<dyn Error>`.
impl core::error::Error for LaunchError {}

/// The text one of the launch runtime's report functions writes (snprintf
/// style, into a buffer of 512 bytes; longer reports are cut there).
#[cfg(not(offload_device))]
pub(crate) fn runtime_report(
    report: unsafe extern "C" fn(*mut core::ffi::c_char, usize) -> i32,
) -> String {
    let mut buf = [0u8; 512];
    unsafe { report(buf.as_mut_ptr().cast(), buf.len()) };
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    String::from_utf8_lossy(&buf[..end]).into_owned()
}

/// What went wrong in a failed device, device-memory or pinned-memory
/// operation ([`DeviceError::kind`]). `Display` gives its message alone
/// (a [`DeviceError`]'s adds where it was called).
#[cfg(not(offload_device))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DeviceErrorKind {
    /// There is no such offload device (`devices` is how many there are;
    /// the default device does not exist when there are none, or when
    /// `OMP_DEFAULT_DEVICE` names one that does not).
    NoSuchDevice { device: Device, devices: usize },
    /// The device could not allocate `bytes` bytes.
    OutOfDeviceMemory { device: Device, bytes: usize },
    /// Page-locked host memory of `bytes` bytes could not be allocated.
    OutOfHostMemory { bytes: usize },
    /// `len` elements do not fit the address space.
    TooLarge { len: usize, element_bytes: usize },
    /// A copy between buffers of different lengths (elements).
    LengthMismatch { device_len: usize, host_len: usize },
    /// A copy between device memory of `dst_len` and of `src_len` elements.
    DeviceLengthMismatch { dst_len: usize, src_len: usize },
    /// The offload runtime failed to copy `bytes` bytes from device memory
    /// of `from` to device memory of `to`.
    CopyBetweenFailed { from: Device, to: Device, bytes: usize },
    /// `rows` rows cannot be split over `parts` devices with halos of
    /// `halo` rows: each part must own at least `max(halo, 1)` rows
    /// ([`SplitBuffer`](crate::SplitBuffer)).
    SplitTooFine { rows: usize, parts: usize, halo: usize },
    /// A sub-range `start..end` outside a buffer of `len` elements.
    OutOfRange { start: usize, end: usize, len: usize },
    /// Device memory of `len` elements is not whole rows of `width`
    /// (`height: None`, [`DeviceSliceMut::rows`](crate::DeviceSliceMut::rows))
    /// or whole planes of `width * height`
    /// ([`DeviceSliceMut::planes`](crate::DeviceSliceMut::planes)): the shape
    /// is not the array's. A row or plane of 0 elements fits only no
    /// memory.
    ShapeMismatch { len: usize, width: usize, height: Option<usize> },
    /// The offload runtime reported a failed copy of `bytes` bytes.
    CopyFailed { device: Device, bytes: usize },
    /// A kernel faulted on `device` earlier (its launch failed with
    /// [`LaunchErrorKind::DeviceFault`]): the device's context is lost,
    /// nothing more runs or copies there.
    DeviceLost { device: Device },
}

#[cfg(not(offload_device))]
impl core::fmt::Display for DeviceErrorKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            DeviceErrorKind::NoSuchDevice { devices: 0, .. } => {
                write!(f, "there is no offload device (a program finds the devices of the images it launches kernels from)")
            }
            DeviceErrorKind::NoSuchDevice { device, devices } if device.is_default() => write!(
                f,
                "the default offload device (OMP_DEFAULT_DEVICE) does not exist (this machine has {devices}: 0 to {})",
                devices - 1
            ),
            DeviceErrorKind::NoSuchDevice { device, devices } => {
                write!(f, "there is no offload {device} (this machine has {devices}: 0 to {})", devices - 1)
            }
            DeviceErrorKind::OutOfDeviceMemory { device, bytes } => {
                write!(f, "{device} is out of memory: {bytes} bytes could not be allocated")
            }
            DeviceErrorKind::OutOfHostMemory { bytes } => {
                write!(f, "{bytes} bytes of page-locked host memory could not be allocated")
            }
            DeviceErrorKind::TooLarge { len, element_bytes } => {
                write!(f, "{len} elements of {element_bytes} bytes do not fit the address space")
            }
            DeviceErrorKind::LengthMismatch { device_len, host_len } => write!(
                f,
                "length mismatch: the device memory holds {device_len} elements, the host slice {host_len}"
            ),
            DeviceErrorKind::DeviceLengthMismatch { dst_len, src_len } => write!(
                f,
                "length mismatch: the destination device memory holds {dst_len} elements, the source {src_len}"
            ),
            DeviceErrorKind::SplitTooFine { rows, parts: 0, .. } => {
                write!(f, "{rows} rows cannot be split over no devices")
            }
            DeviceErrorKind::SplitTooFine { rows, parts, halo } => write!(
                f,
                "{rows} rows cannot be split over {parts} devices with halos of {halo} rows (each part must own at least {} rows)",
                halo.max(1)
            ),
            DeviceErrorKind::CopyBetweenFailed { from, to, bytes } => {
                write!(f, "the offload runtime failed to copy {bytes} bytes from {from} to {to}")
            }
            DeviceErrorKind::OutOfRange { start, end, len } => {
                write!(f, "range {start}..{end} is outside device memory of {len} elements")
            }
            DeviceErrorKind::ShapeMismatch { len, width, height: None } => {
                write!(f, "device memory of {len} elements is not whole rows of {width} elements (a 2-D region's width must divide its length)")
            }
            DeviceErrorKind::ShapeMismatch { len, width, height: Some(height) } => write!(
                f,
                "device memory of {len} elements is not whole planes of {width} x {height} elements (a 3-D region's width * height must divide its length)"
            ),
            DeviceErrorKind::CopyFailed { device, bytes } => {
                write!(f, "the offload runtime failed to copy {bytes} bytes to or from {device}")
            }
            DeviceErrorKind::DeviceLost { device } => write!(
                f,
                "{device} was lost when a kernel faulted on it earlier (that launch failed with LaunchErrorKind::DeviceFault): nothing more runs or copies there"
            ),
        }
    }
}

/// A device, device-memory or pinned-memory operation that failed: its
/// [`kind`](DeviceError::kind) and the [`location`](DeviceError::location)
/// of the call that failed (the caller's line, not the crate's). `Display`
/// gives both: `src/main.rs:14:19: range 6..9 is outside device memory of
/// 8 elements`. Match on [`kind`](DeviceError::kind):
///
/// ```no_run
/// use offload::{DeviceBuffer, DeviceErrorKind};
/// # fn main() -> Result<(), offload::DeviceError> {
/// let buf = DeviceBuffer::<f32>::zeroed(8)?;
/// let e = buf.slice(6..9).unwrap_err();
/// assert_eq!(e.kind(), DeviceErrorKind::OutOfRange { start: 6, end: 9, len: 8 });
/// assert_eq!(e.location().line(), line!() - 2);
/// # Ok(()) }
/// ```
#[cfg(not(offload_device))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceError {
    kind: DeviceErrorKind,
    location: &'static core::panic::Location<'static>,
}

#[cfg(not(offload_device))]
impl DeviceError {
    /// An error of `kind` at the caller's location: every function on the
    /// way from the user's call here is `#[track_caller]` (no closure in
    /// between), so that is the user's call.
    #[track_caller]
    pub(crate) fn new(kind: DeviceErrorKind) -> DeviceError {
        DeviceError { kind, location: core::panic::Location::caller() }
    }

    /// What went wrong.
    pub fn kind(&self) -> DeviceErrorKind {
        self.kind
    }

    /// Where the operation that failed was called.
    pub fn location(&self) -> &'static core::panic::Location<'static> {
        self.location
    }
}

#[cfg(not(offload_device))]
impl core::fmt::Display for DeviceError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}: {}", self.location, self.kind)
    }
}

#[cfg(not(offload_device))]
impl core::error::Error for DeviceError {}
