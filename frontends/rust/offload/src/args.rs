//! How launch arguments reach the kernel's parameter types.

use crate::{Device, DeviceBuffer, DeviceCopy, DevicePlanes, DeviceRows, DeviceSlice, DeviceSliceMut};
use alloc::string::String;
use alloc::vec::Vec;

/// Where an argument's data lives.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgMemory {
    /// Host memory (or no data): the launch maps it.
    Host,
    /// Memory of this device: the kernel gets the address as it is.
    Device(Device),
}

/// Where a launch's arguments live: which are device memory, and on which
/// device.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ArgPlacement {
    device_args: u64,
    /// The first argument of device memory and its device.
    first: Option<(u32, Device)>,
    /// The first argument of device memory on another device than `first`'s.
    other: Option<(u32, Device)>,
}

impl ArgPlacement {
    #[inline(always)]
    fn add(&mut self, index: u32, memory: ArgMemory) {
        if let ArgMemory::Device(d) = memory {
            self.device_args |= 1u64 << index;
            match self.first {
                None => self.first = Some((index, d)),
                Some((_, e)) if e != d && self.other.is_none() => self.other = Some((index, d)),
                Some(_) => {}
            }
        }
    }

    /// Bit k set: argument k is device memory.
    pub(crate) fn device_args(&self) -> u64 {
        self.device_args
    }

    /// The launch's device: that of its device memory, or `chosen` (the
    /// default device when none); else why not: the arguments' devices
    /// differ from each other or from `chosen` (resolved). Inlined, so that
    /// a launch of host data alone names the default device as a constant,
    /// which the host pass's grouping of launches looks for.
    #[inline(always)]
    pub(crate) fn device(&self, chosen: Option<Device>) -> Result<Device, DeviceMismatch> {
        match (self.first, self.other, chosen) {
            (Some(first), Some(other), _) => Err(DeviceMismatch::Arguments { first, other }),
            (Some((i, d)), None, Some(c)) if d != c => Err(DeviceMismatch::Launch { device: c, arg: (i, d) }),
            (Some((_, d)), None, _) => Ok(d),
            (None, _, c) => Ok(c.unwrap_or_default()),
        }
    }
}

/// Why a launch's device memory is not all on its device (argument index
/// and device).
#[derive(Clone, Copy, Debug)]
pub(crate) enum DeviceMismatch {
    /// Two arguments of device memory on different devices.
    Arguments { first: (u32, Device), other: (u32, Device) },
    /// An argument of device memory on another device than the launch's.
    Launch { device: Device, arg: (u32, Device) },
}

impl DeviceMismatch {
    /// The error's detail.
    #[cold]
    #[inline(never)]
    pub(crate) fn describe(self) -> String {
        match self {
            DeviceMismatch::Arguments { first: (i, d), other: (j, e) } => {
                alloc::format!("argument {i} is memory of {d} and argument {j} of {e}")
            }
            DeviceMismatch::Launch { device, arg: (i, d) } => {
                alloc::format!("the launch runs on {device} and argument {i} is memory of {d}")
            }
        }
    }
}

/// An argument that can be passed where a kernel takes a parameter of type
/// `P`: `P` itself, and the conversions [`launch`](crate::launch) lists.
/// rustc reports an argument that fits none at the launch.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be passed where the kernel takes `{P}`",
    label = "this argument",
    note = "pass the kernel's own parameter type, or `&Vec<T>` / `&[T; N]` / a DeviceBuffer or DeviceSlice where it takes a slice, or their `&mut` forms (and `&mut T` for one element) where it takes a Region; `Region2d::new(..)` or `buf.rows(width)?` where it takes a Region2d, `Region3d::new(..)` or `buf.planes(width, height)?` where it takes a Region3d; `&String` where it takes `&str`"
)]
pub trait LaunchArg<P>: Sized {
    /// Writes the argument, as a `P`, to `out`, and says where its data is.
    #[doc(hidden)]
    unsafe fn __write(self, out: *mut P) -> ArgMemory;
}

impl<P> LaunchArg<P> for P {
    unsafe fn __write(self, out: *mut P) -> ArgMemory {
        unsafe { out.write(self) };
        ArgMemory::Host
    }
}

impl<'a, T: ?Sized> LaunchArg<&'a T> for &'a mut T {
    unsafe fn __write(self, out: *mut &'a T) -> ArgMemory {
        unsafe { out.write(self) };
        ArgMemory::Host
    }
}

macro_rules! host_slices {
    ($( [$($gen:tt)*] $from:ty => $to:ty, $conv:ident; )*) => {$(
        impl<'a, T, $($gen)*> LaunchArg<$to> for $from {
            unsafe fn __write(self, out: *mut $to) -> ArgMemory {
                unsafe { out.write(self.$conv()) };
                ArgMemory::Host
            }
        }
    )*};
}

host_slices! {
    [] &'a Vec<T> => &'a [T], as_slice;
    [] &'a mut Vec<T> => &'a [T], as_slice;
    [] &'a mut Vec<T> => &'a mut [T], as_mut_slice;
    [const N: usize] &'a [T; N] => &'a [T], as_slice;
    [const N: usize] &'a mut [T; N] => &'a [T], as_slice;
    [const N: usize] &'a mut [T; N] => &'a mut [T], as_mut_slice;
}

macro_rules! host_strs {
    ($( $from:ty => $to:ty, $conv:ident; )*) => {$(
        impl<'a> LaunchArg<$to> for $from {
            unsafe fn __write(self, out: *mut $to) -> ArgMemory {
                unsafe { out.write(self.$conv()) };
                ArgMemory::Host
            }
        }
    )*};
}

host_strs! {
    &'a String => &'a str, as_str;
    &'a mut String => &'a str, as_str;
    &'a mut String => &'a mut str, as_mut_str;
}

/// Device memory as a slice parameter: the device address and length,
/// written as the raw pointer that has a reference's layout (a reference
/// to device memory is never made on the host).
unsafe fn write_device<T>(out: *mut u8, ptr: *const T, len: usize, device: Device) -> ArgMemory {
    unsafe { (out as *mut *const [T]).write(core::ptr::slice_from_raw_parts(ptr, len)) };
    ArgMemory::Device(device)
}

macro_rules! device_slices {
    ($( [$($gen:tt)*] $from:ty => $to:ty; )*) => {$(
        impl<'a, T: DeviceCopy $($gen)*> LaunchArg<$to> for $from {
            unsafe fn __write(self, out: *mut $to) -> ArgMemory {
                unsafe { write_device(out as *mut u8, self.as_device_ptr(), self.len(), self.device()) }
            }
        }
    )*};
}

device_slices! {
    [] &'a DeviceBuffer<T> => &'a [T];
    [] &'a mut DeviceBuffer<T> => &'a [T];
    [] &'a mut DeviceBuffer<T> => &'a mut [T];
    [] DeviceSlice<'a, T> => &'a [T];
    [] DeviceSliceMut<'a, T> => &'a [T];
    [] DeviceSliceMut<'a, T> => &'a mut [T];
}

/// Host data where a kernel takes a [`Region`](crate::Region): the slice it
/// splits between the threads.
macro_rules! host_regions {
    ($( [$($gen:tt)*] $from:ty, $conv:ident; )*) => {$(
        impl<'a, T, const K: usize, $($gen)*> LaunchArg<crate::Region<'a, T, K>> for $from {
            unsafe fn __write(self, out: *mut crate::Region<'a, T, K>) -> ArgMemory {
                unsafe { out.write(crate::Region::new(self.$conv())) };
                ArgMemory::Host
            }
        }
    )*};
}
host_regions! {
    [] &'a mut [T], into;
    [] &'a mut Vec<T>, as_mut_slice;
    [const N: usize] &'a mut [T; N], as_mut_slice;
}

/// One value where a kernel takes a [`Region`](crate::Region): a region of
/// one element, which thread 0 of the launch owns (a single result).
impl<'a, T, const K: usize> LaunchArg<crate::Region<'a, T, K>> for &'a mut T {
    unsafe fn __write(self, out: *mut crate::Region<'a, T, K>) -> ArgMemory {
        unsafe { out.write(crate::Region::new(core::slice::from_mut(self))) };
        ArgMemory::Host
    }
}

/// Device memory where a kernel takes a [`Region`](crate::Region).
macro_rules! device_regions {
    ($( $from:ty; )*) => {$(
        impl<'a, T: DeviceCopy, const K: usize> LaunchArg<crate::Region<'a, T, K>> for $from {
            unsafe fn __write(self, out: *mut crate::Region<'a, T, K>) -> ArgMemory {
                unsafe { out.write(crate::Region::from_raw_parts(self.as_device_ptr() as *mut T, self.len())) };
                ArgMemory::Device(self.device())
            }
        }
    )*};
}
device_regions! {
    &'a mut DeviceBuffer<T>;
    DeviceSliceMut<'a, T>;
}

/// Device memory shaped as rows where a kernel takes a
/// [`Region2d`](crate::Region2d): the device address, the length and the
/// width (checked whole rows by [`DeviceSliceMut::rows`]), with or
/// without a halo (the kernel's type says).
impl<'a, T: DeviceCopy, const HALO: usize> LaunchArg<crate::Region2d<'a, T, HALO>> for DeviceRows<'a, T> {
    unsafe fn __write(self, out: *mut crate::Region2d<'a, T, HALO>) -> ArgMemory {
        let (ptr, len) = self.raw_parts();
        // SAFETY: the memory is the device's, `len` elements, borrowed
        // mutably for 'a by `self`, and whole rows of the width.
        unsafe { out.write(crate::Region2d::from_raw_parts(ptr, len, self.width())) };
        ArgMemory::Device(self.device())
    }
}

/// Device memory shaped as planes where a kernel takes a
/// [`Region3d`](crate::Region3d) (checked by [`DeviceSliceMut::planes`]),
/// with or without a halo.
impl<'a, T: DeviceCopy, const HALO: usize> LaunchArg<crate::Region3d<'a, T, HALO>> for DevicePlanes<'a, T> {
    unsafe fn __write(self, out: *mut crate::Region3d<'a, T, HALO>) -> ArgMemory {
        let (ptr, len) = self.raw_parts();
        // SAFETY: as for DeviceRows, whole planes of width * height.
        unsafe { out.write(crate::Region3d::from_raw_parts(ptr, len, self.width(), self.height())) };
        ArgMemory::Device(self.device())
    }
}

/// A tuple of launch arguments for a kernel whose parameters are the tuple
/// `P`: each element is a [`LaunchArg`] of its parameter.
#[diagnostic::on_unimplemented(
    message = "these arguments do not fit the kernel's parameters `{P}`",
    label = "arguments `{Self}`",
    note = "pass one argument per kernel parameter, in order, as a tuple: `(a, &x, &mut y)`; a single argument is `(x,)`"
)]
pub trait LaunchArgs<P> {
    /// Writes every argument, as the kernel's parameter types, to `out`.
    #[doc(hidden)]
    unsafe fn __write(self, out: *mut P) -> ArgPlacement;
}

macro_rules! launch_args {
    ($( ($($i:tt $a:ident $p:ident),*) )*) => {$(
        impl<$($a: LaunchArg<$p>, $p),*> LaunchArgs<($($p,)*)> for ($($a,)*) {
            #[allow(unused_variables, unused_mut)]
            unsafe fn __write(self, out: *mut ($($p,)*)) -> ArgPlacement {
                let mut placement = ArgPlacement::default();
                $( placement.add($i, unsafe { self.$i.__write(&raw mut (*out).$i) }); )*
                placement
            }
        }
    )*};
}

launch_args! {
    ()
    (0 A0 P0)
    (0 A0 P0, 1 A1 P1)
    (0 A0 P0, 1 A1 P1, 2 A2 P2)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24, 25 A25 P25)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24, 25 A25 P25, 26 A26 P26)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24, 25 A25 P25, 26 A26 P26, 27 A27 P27)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24, 25 A25 P25, 26 A26 P26, 27 A27 P27, 28 A28 P28)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24, 25 A25 P25, 26 A26 P26, 27 A27 P27, 28 A28 P28, 29 A29 P29)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24, 25 A25 P25, 26 A26 P26, 27 A27 P27, 28 A28 P28, 29 A29 P29, 30 A30 P30)
    (0 A0 P0, 1 A1 P1, 2 A2 P2, 3 A3 P3, 4 A4 P4, 5 A5 P5, 6 A6 P6, 7 A7 P7, 8 A8 P8, 9 A9 P9, 10 A10 P10, 11 A11 P11, 12 A12 P12, 13 A13 P13, 14 A14 P14, 15 A15 P15, 16 A16 P16, 17 A17 P17, 18 A18 P18, 19 A19 P19, 20 A20 P20, 21 A21 P21, 22 A22 P22, 23 A23 P23, 24 A24 P24, 25 A25 P25, 26 A26 P26, 27 A27 P27, 28 A28 P28, 29 A29 P29, 30 A30 P30, 31 A31 P31)
}
