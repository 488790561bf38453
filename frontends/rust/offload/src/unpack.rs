//! Device side of the kernel ABI: the generated device roots unpack each
//! kernel's 8-byte argument slots with these and call the kernel, so that
//! rustc itself passes every argument the way the kernel's ABI wants it.
//! The types are inferred from the kernel's parameters. Not for user code.
use crate::abi::{SLICE_DATA_SLOT, SLICE_LENGTH_SLOT, SLICE_SHAPE_SLOT, SLOT_BYTES};
use core::ptr::read_unaligned;

// A slot is a u64 (offload/abi/Slots.def).
const _: () = assert!(SLOT_BYTES == core::mem::size_of::<u64>());

/// An argument passed by value: its bytes, in the slots from `first` on.
#[inline(always)]
pub unsafe fn value<T>(slots: *const u64, first: usize) -> T {
    unsafe { read_unaligned(slots.wrapping_add(first) as *const T) }
}

/// A `&T` whose pointee the runtime mapped (or, when it has no bytes,
/// the host's non-null, aligned address, never dereferenced).
#[inline(always)]
pub unsafe fn reference<'a, T>(slots: *const u64, at: usize) -> &'a T {
    unsafe { &*read_unaligned(slots.wrapping_add(at) as *const *const T) }
}

/// A `&mut T`, as `reference`.
#[inline(always)]
pub unsafe fn reference_mut<'a, T>(slots: *const u64, at: usize) -> &'a mut T {
    unsafe { &mut *read_unaligned(slots.wrapping_add(at) as *const *mut T) }
}

/// A `&[T]` or `&str`: the elements' device address, then the length.
#[inline(always)]
pub unsafe fn slice<'a, P: SliceArg<'a>>(
    slots: *const u64,
    at: usize,
) -> P {
    unsafe {
        let data = read_unaligned(slots.wrapping_add(at + SLICE_DATA_SLOT) as *const *const P::Elem);
        let len = read_unaligned(slots.wrapping_add(at + SLICE_LENGTH_SLOT)) as usize;
        P::from_parts(data, len)
    }
}

/// A `&mut [T]`, `&mut str` or a [`Region`](crate::Region), as `slice`;
/// a [`Region2d`](crate::Region2d) or [`Region3d`](crate::Region3d)
/// also reads its shape from the slots after the length.
#[inline(always)]
pub unsafe fn slice_mut<'a, P: MutSliceArg<'a>>(
    slots: *const u64,
    at: usize,
) -> P {
    unsafe {
        let data = read_unaligned(slots.wrapping_add(at + SLICE_DATA_SLOT) as *const *mut P::Elem);
        let len = read_unaligned(slots.wrapping_add(at + SLICE_LENGTH_SLOT)) as usize;
        P::from_parts(data, len, slots.wrapping_add(at + SLICE_SHAPE_SLOT))
    }
}

/// A shared slice argument as the device roots rebuild it from its two
/// slots: `&[T]` or `&str`.
pub trait SliceArg<'a> {
    type Elem;
    unsafe fn from_parts(data: *const Self::Elem, len: usize) -> Self;
}

impl<'a, T> SliceArg<'a> for &'a [T] {
    type Elem = T;
    #[inline(always)]
    unsafe fn from_parts(data: *const T, len: usize) -> Self {
        unsafe { core::slice::from_raw_parts(data, len) }
    }
}

/// The bytes are a copy of the host's `&str`, so they are UTF-8.
impl<'a> SliceArg<'a> for &'a str {
    type Elem = u8;
    #[inline(always)]
    unsafe fn from_parts(data: *const u8, len: usize) -> Self {
        unsafe { core::str::from_utf8_unchecked(core::slice::from_raw_parts(data, len)) }
    }
}

/// A mutable slice argument as the device roots rebuild it from its
/// slots: `&mut [T]`, `&mut str` or a [`Region`](crate::Region) from two
/// (address, length), a [`Region2d`](crate::Region2d) or
/// [`Region3d`](crate::Region3d) from those and the slots of its shape
/// that follow (`shape`: width, rows; width, height, planes).
pub trait MutSliceArg<'a> {
    type Elem;
    unsafe fn from_parts(data: *mut Self::Elem, len: usize, shape: *const u64) -> Self;
}

impl<'a, T> MutSliceArg<'a> for &'a mut [T] {
    type Elem = T;
    #[inline(always)]
    unsafe fn from_parts(data: *mut T, len: usize, _: *const u64) -> Self {
        unsafe { core::slice::from_raw_parts_mut(data, len) }
    }
}

/// The bytes are a copy of the host's `&mut str`, so they are UTF-8;
/// safe code keeps them so, and they go back over the host's string.
impl<'a> MutSliceArg<'a> for &'a mut str {
    type Elem = u8;
    #[inline(always)]
    unsafe fn from_parts(data: *mut u8, len: usize, _: *const u64) -> Self {
        unsafe { core::str::from_utf8_unchecked_mut(core::slice::from_raw_parts_mut(data, len)) }
    }
}

impl<'a, T, const K: usize> MutSliceArg<'a> for crate::Region<'a, T, K> {
    type Elem = T;
    #[inline(always)]
    unsafe fn from_parts(data: *mut T, len: usize, _: *const u64) -> Self {
        crate::Region { data_ptr: data, length: len, _borrow: core::marker::PhantomData }
    }
}

impl<'a, T, const HALO: usize> MutSliceArg<'a> for crate::Region2d<'a, T, HALO> {
    type Elem = T;
    #[inline(always)]
    unsafe fn from_parts(data: *mut T, len: usize, shape: *const u64) -> Self {
        let (width, rows) = unsafe {
            (shape.read_unaligned() as usize, shape.wrapping_add(1).read_unaligned() as usize)
        };
        crate::Region2d { data_ptr: data, length: len, width, rows, _borrow: core::marker::PhantomData }
    }
}

impl<'a, T, const HALO: usize> MutSliceArg<'a> for crate::Region3d<'a, T, HALO> {
    type Elem = T;
    #[inline(always)]
    unsafe fn from_parts(data: *mut T, len: usize, shape: *const u64) -> Self {
        let (width, height, planes) = unsafe {
            (
                shape.read_unaligned() as usize,
                shape.wrapping_add(1).read_unaligned() as usize,
                shape.wrapping_add(2).read_unaligned() as usize,
            )
        };
        crate::Region3d {
            data_ptr: data,
            length: len,
            width,
            height,
            planes,
            _borrow: core::marker::PhantomData,
        }
    }
}
