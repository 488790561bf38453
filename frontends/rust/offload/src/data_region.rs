//! Data regions: host data kept on the device across launches, as OpenMP's
//! `target data` keeps it.

use crate::rt;
use crate::Device;
use crate::DeviceData;
use alloc::vec::Vec;
use core::ffi::{c_char, c_void};
use core::mem::size_of_val;

/// Host data a data region maps: its address, bytes and map type.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Range {
    ptr: *mut c_void,
    bytes: usize,
    map_type: i64,
    /// The element's cell table when it is an atomic, else null.
    cells: *const u32,
}

/// Host data a [`data_region`] can keep on the device, and what the
/// region's body gets back for it: `&[T]`, `&Vec<T>` and `&T` are copied to
/// the device when the region opens; `&mut [T]`, `&mut Vec<T>` and `&mut T`
/// there too, and back when it closes. Atomics behind `&` (`&[AtomicU32]`)
/// come back too: each one the kernels changed is stored back atomically,
/// so other host threads may keep using them while the region is open (an
/// update of theirs to an atomic a kernel also changed is overwritten).
/// The body gets slices for vectors (`&mut Vec<T>` becomes `&mut [T]`: the
/// vector cannot grow or move while its elements are on the device) and
/// the references themselves otherwise. `T` must be [`DeviceData`]: plain data without pointers.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be mapped by a data region",
    note = "a data region maps `&[T]`, `&Vec<T>`, `&T` and their `&mut` forms, for plain data T (offload::DeviceData); a PinnedBuffer as `&pinned[..]`; device buffers are on the device already"
)]
pub trait RegionArg {
    /// What the body gets for it.
    type View;
    #[doc(hidden)]
    fn __range(&self) -> Range;
    #[doc(hidden)]
    fn __view(self) -> Self::View;
}

fn range_of<T: ?Sized>(data: &T, map_type: i64) -> Range {
    Range { ptr: data as *const T as *const u8 as *mut c_void, bytes: size_of_val(data), map_type, cells: core::ptr::null() }
}

/// Shared data of element type `T`: copied in; atomics (which kernels
/// update through shared references) back too, both ways cell by cell.
fn shared_range<T: DeviceData, D: ?Sized>(data: &D) -> Range {
    match T::__CELLS {
        Some(cells) => Range { cells: cells.as_ptr(), ..range_of(data, rt::MAP_TO | rt::MAP_FROM) },
        None => range_of(data, rt::MAP_TO),
    }
}

impl<'a, T: DeviceData> RegionArg for &'a [T] {
    type View = &'a [T];
    fn __range(&self) -> Range {
        shared_range::<T, _>(*self)
    }
    fn __view(self) -> &'a [T] {
        self
    }
}
impl<'a, T: DeviceData> RegionArg for &'a mut [T] {
    type View = &'a mut [T];
    fn __range(&self) -> Range {
        range_of(&**self, rt::MAP_TO | rt::MAP_FROM)
    }
    fn __view(self) -> &'a mut [T] {
        self
    }
}
impl<'a, T: DeviceData> RegionArg for &'a Vec<T> {
    type View = &'a [T];
    fn __range(&self) -> Range {
        shared_range::<T, _>(self.as_slice())
    }
    fn __view(self) -> &'a [T] {
        self.as_slice()
    }
}
impl<'a, T: DeviceData> RegionArg for &'a mut Vec<T> {
    type View = &'a mut [T];
    fn __range(&self) -> Range {
        range_of(self.as_slice(), rt::MAP_TO | rt::MAP_FROM)
    }
    fn __view(self) -> &'a mut [T] {
        self.as_mut_slice()
    }
}
impl<'a, T: DeviceData> RegionArg for &'a T {
    type View = &'a T;
    fn __range(&self) -> Range {
        shared_range::<T, _>(*self)
    }
    fn __view(self) -> &'a T {
        self
    }
}
impl<'a, T: DeviceData> RegionArg for &'a mut T {
    type View = &'a mut T;
    fn __range(&self) -> Range {
        range_of(&**self, rt::MAP_TO | rt::MAP_FROM)
    }
    fn __view(self) -> &'a mut T {
        self
    }
}

/// A tuple of [`RegionArg`]s (up to 12), or `()`.
pub trait RegionArgs {
    /// What the body gets: the tuple of each argument's view.
    type Views;
    #[doc(hidden)]
    fn __ranges(&self) -> Vec<Range>;
    #[doc(hidden)]
    fn __views(self) -> Self::Views;
}

impl RegionArgs for () {
    type Views = ();
    fn __ranges(&self) -> Vec<Range> {
        Vec::new()
    }
    fn __views(self) {}
}

macro_rules! region_args {
    ($( ($($i:tt $a:ident),*) )*) => {$(
        impl<$($a: RegionArg),*> RegionArgs for ($($a,)*) {
            type Views = ($($a::View,)*);
            fn __ranges(&self) -> Vec<Range> {
                alloc::vec![$( self.$i.__range() ),*]
            }
            fn __views(self) -> Self::Views {
                ($( self.$i.__view(), )*)
            }
        }
    )*};
}

region_args! {
    (0 A0)
    (0 A0, 1 A1)
    (0 A0, 1 A1, 2 A2)
    (0 A0, 1 A1, 2 A2, 3 A3)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4, 5 A5)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4, 5 A5, 6 A6)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4, 5 A5, 6 A6, 7 A7)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4, 5 A5, 6 A6, 7 A7, 8 A8)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4, 5 A5, 6 A6, 7 A7, 8 A8, 9 A9)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4, 5 A5, 6 A6, 7 A7, 8 A8, 9 A9, 10 A10)
    (0 A0, 1 A1, 2 A2, 3 A3, 4 A4, 5 A5, 6 A6, 7 A7, 8 A8, 9 A9, 10 A10, 11 A11)
}

/// The names of a region's ranges in the runtime's messages.
const NAMES: [&core::ffi::CStr; 12] = [
    c"data.0", c"data.1", c"data.2", c"data.3", c"data.4", c"data.5",
    c"data.6", c"data.7", c"data.8", c"data.9", c"data.10", c"data.11",
];

/// How a data region is opened: on the default device or another
/// ([`DataRegion::on`]), and optionally with its host data page-locked for
/// the region's duration (faster copies on CUDA GPUs; elsewhere, and for
/// memory locked already, it does nothing).
#[derive(Clone, Copy, Debug, Default)]
pub struct DataRegion {
    pinned: bool,
    device: Device,
}

/// The disjoint host spans the ranges cover (overlapping and touching
/// ranges merged), as (start, bytes): memory is page-locked once per span.
fn spans(ranges: &[Range]) -> Vec<(*mut c_void, usize)> {
    let mut r: Vec<(usize, usize)> =
        ranges.iter().filter(|r| r.bytes > 0).map(|r| (r.ptr as usize, r.ptr as usize + r.bytes)).collect();
    r.sort_unstable();
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (b, e) in r {
        match out.last_mut() {
            Some(last) if b <= last.1 => last.1 = last.1.max(e),
            _ => out.push((b, e)),
        }
    }
    out.into_iter().map(|(b, e)| (b as *mut c_void, e - b)).collect()
}

/// An open region: closed (data copied back, released, unlocked) when
/// dropped, so early returns, `?` and panics in the body close it too.
struct Open {
    handle: *mut c_void,
    locked: Vec<*mut c_void>,
    device: i64,
}

impl Drop for Open {
    fn drop(&mut self) {
        unsafe { rt::__offload_rt_data_end(self.handle) };
        for p in &self.locked {
            unsafe { rt::__offload_rt_unlock(self.device, *p) };
        }
    }
}

impl DataRegion {
    /// A region on the default device.
    pub const fn new() -> Self {
        DataRegion { pinned: false, device: Device::DEFAULT }
    }

    /// The region on `device` instead: launches on that device
    /// ([`launch_on`](crate::launch_on), a [`Queue`](crate::Queue) on it)
    /// find the data there; a launch on another device that passes it is
    /// [`LaunchErrorKind::HeldElsewhere`](crate::LaunchErrorKind::HeldElsewhere)
    /// when the region is on the default device, and copies it otherwise.
    pub const fn on(self, device: Device) -> Self {
        DataRegion { pinned: self.pinned, device }
    }

    /// Page-locks the region's host data while the region is open.
    pub const fn pinned(self) -> Self {
        DataRegion { pinned: true, device: self.device }
    }

    /// Runs `body` with `args` (a tuple of [`RegionArg`]s) kept on the
    /// device: copied in when the region opens (`&` data to the device,
    /// `&mut` data too), copied back once when it closes (`&mut` data),
    /// whatever way `body` ends. Launches inside `body` that pass this data
    /// (or parts of it) copy nothing for it. Host code in `body` sees the
    /// host copy, which launches on a GPU do not update until the region
    /// closes; on the CPU device, whose memory is the host's, the region
    /// copies nothing and launches update it at once (unless
    /// `OFFLOAD_HOST_COPIES=1`).
    /// Regions nest: an inner region over data an outer one holds copies
    /// nothing. Panics when the region's device does not exist, and when
    /// the runtime cannot allocate host memory for the region's
    /// bookkeeping.
    #[track_caller]
    pub fn run<A: RegionArgs, R>(self, args: A, body: impl FnOnce(A::Views) -> R) -> R {
        let at = core::panic::Location::caller();
        let ranges = args.__ranges();
        let mut locked = Vec::new();
        if self.pinned {
            for (p, bytes) in spans(&ranges) {
                if unsafe { rt::__offload_rt_lock(self.device.raw(), p, bytes as u64) } == 1 {
                    locked.push(p);
                }
            }
        }
        let ptrs: Vec<*mut c_void> = ranges.iter().map(|r| r.ptr).collect();
        let sizes: Vec<i64> = ranges.iter().map(|r| r.bytes as i64).collect();
        let types: Vec<i64> = ranges.iter().map(|r| r.map_type).collect();
        let names: Vec<*const c_char> = NAMES.iter().take(ranges.len()).map(|n| n.as_ptr()).collect();
        let cells: Vec<*const u32> = ranges.iter().map(|r| r.cells).collect();
        let mut handle: *mut c_void = core::ptr::null_mut();
        let rc = unsafe {
            rt::__offload_rt_data_begin(
                self.device.raw(),
                at.file().as_ptr(),
                at.file().len() as u64,
                at.line(),
                at.column(),
                ranges.len() as i32,
                ptrs.as_ptr(),
                sizes.as_ptr(),
                types.as_ptr(),
                names.as_ptr(),
                cells.as_ptr(),
                &mut handle,
            )
        };
        let open = Open { handle, locked, device: self.device.raw() };
        if rc != 0 {
            drop(open);
            match rc {
                rt::ERR_EXTENDS => panic!("{at}: the data region's data partly overlaps data an enclosing data region holds (an inner region must map data inside the outer one's, or outside it)"),
                rt::ERR_NO_DEVICE => panic!(
                    "{at}: the data region could not be opened: there is no offload {} (this machine has {})",
                    self.device,
                    Device::count()
                ),
                rt::ERR_DEVICE_FAULT | rt::ERR_DEVICE_LOST => {
                    panic!("{at}: the data region could not be opened: {}", crate::error::runtime_report(rt::__offload_rt_error_detail))
                }
                _ => panic!("{at}: the data region could not be opened (offload runtime code {rc})"),
            }
        }
        let result = body(args.__views());
        drop(open);
        result
    }
}

/// Runs `body` with `args` kept on the default device:
/// `DataRegion::new().run(args, body)` (see [`DataRegion::run`]).
///
/// ```no_run
/// # mod kernels {
/// #     pub fn step(x: &[f32], y: offload::Region<f32>) {
/// #         if let (Some(x), Some(y)) = (x.get(offload::global_idx_x()), y.thread_element()) {
/// #             *y += x;
/// #         }
/// #     }
/// # }
/// # fn main() -> Result<(), offload::LaunchError> {
/// # let (x, mut y) = (vec![1.0f32; 1024], vec![0.0f32; 1024]);
/// # let cfg = offload::LaunchConfig::linear(x.len(), 256);
/// offload::data_region((&x, &mut y), |(x, y)| {
///     for _ in 0..100 {
///         offload::launch(kernels::step, &cfg, (&*x, &mut *y))?;
///     }
///     Ok::<(), offload::LaunchError>(())
/// })?;
/// # Ok(()) }
/// ```
#[track_caller]
pub fn data_region<A: RegionArgs, R>(args: A, body: impl FnOnce(A::Views) -> R) -> R {
    DataRegion::new().run(args, body)
}
