//! Safe disjoint writes: a [`Region`] gives each kernel thread mutable
//! access to its own elements of an array, and to no other.
//!
//! Why: every thread of a launch runs the kernel with the same arguments.
//! A kernel that takes `&mut [T]` hands the whole slice to every thread at
//! once: many live `&mut` to the same memory, which Rust's aliasing rules
//! forbid, and any two threads that write one element race. Nothing in
//! such a kernel's signature stops it. A `Region` is built on the host from
//! a `&mut [T]` and maps like it (copied to the device and back); in the
//! kernel, [`Region::mine`] and [`Region::chunk`] give the calling thread
//! the elements its global index owns. The index comes from the launch
//! geometry, never from the kernel, and the region is consumed by the call,
//! so no two threads (and no thread twice) get the same element, without
//! `unsafe` in kernel code.

use core::marker::PhantomData;

/// Mutable access to `data`, split between a launch's threads: thread `t`
/// (its global linear index, [`global_linear_idx`]) owns elements
/// `K * t .. K * (t + 1)` (the last thread's chunk may be shorter, threads
/// past the end own none). `K` is 1 unless given: `Region<'_, f32, 4>`.
///
/// Its layout is a slice's (`data_ptr`, `length`), which the toolkit
/// recognises: it is mapped like `&mut [T]`.
#[repr(C)]
pub struct Region<'a, T, const K: usize = 1> {
    data_ptr: *mut T,
    length: usize,
    _borrow: PhantomData<&'a mut [T]>,
}

// A region moves to the device as `&mut [T]` would.
unsafe impl<'a, T: Send, const K: usize> Send for Region<'a, T, K> {}

impl<'a, T, const K: usize> Region<'a, T, K> {
    /// Splits `data` between the threads of the launch it is passed to.
    /// `K` must not be 0 (a compile-time error).
    #[inline(always)]
    pub fn new(data: &'a mut [T]) -> Self {
        const { assert!(K > 0, "a Region's chunk size K must be at least 1") };
        Region { data_ptr: data.as_mut_ptr(), length: data.len(), _borrow: PhantomData }
    }

    /// A region of device memory (the address is never dereferenced on the
    /// host).
    #[doc(hidden)]
    #[inline(always)]
    pub fn __from_raw(data_ptr: *mut T, length: usize) -> Self {
        Region { data_ptr, length, _borrow: PhantomData }
    }

    /// Elements in the whole region.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.length
    }

    /// True when the region has no elements.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.length == 0
    }

    /// The elements the calling thread owns: `K` consecutive ones from
    /// `K * global_linear_idx()`, fewer at the end, none past it.
    #[inline(always)]
    pub fn chunk(self) -> &'a mut [T] {
        let start = global_linear_idx().saturating_mul(K).min(self.length);
        let end = start.saturating_add(K).min(self.length);
        // [start, end) is inside the region and belongs to this thread
        // alone: distinct threads have distinct global indices.
        unsafe { core::slice::from_raw_parts_mut(self.data_ptr.add(start), end - start) }
    }
}

impl<'a, T> Region<'a, T, 1> {
    /// The element the calling thread owns (element `global_linear_idx()`),
    /// or `None` for a thread past the end.
    #[inline(always)]
    pub fn mine(self) -> Option<&'a mut T> {
        self.chunk().first_mut()
    }
}

/// The calling thread's index among all threads of the launch: threads are
/// numbered x fastest within a block, blocks x fastest within the grid:
/// `block_linear * threads_per_block + thread_linear`. For a
/// one-dimensional launch it is [`global_idx_x`](crate::global_idx_x).
#[inline(always)]
pub fn global_linear_idx() -> usize {
    use crate::*;
    let (bx, by, bz) = (block_dim_x() as usize, block_dim_y() as usize, block_dim_z() as usize);
    let thread = (thread_idx_z() as usize * by + thread_idx_y() as usize) * bx + thread_idx_x() as usize;
    let block = (block_idx_z() as usize * grid_dim_y() as usize + block_idx_y() as usize)
        * grid_dim_x() as usize
        + block_idx_x() as usize;
    block * (bx * by * bz) + thread
}

#[cfg(offload_device)]
#[doc(hidden)]
pub mod __unpack_parts {
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

    /// A mutable slice argument as the device roots rebuild it from its two
    /// slots: `&mut [T]`, `&mut str` or a [`Region`](super::Region).
    pub trait MutSliceArg<'a> {
        type Elem;
        unsafe fn from_parts(data: *mut Self::Elem, len: usize) -> Self;
    }

    impl<'a, T> MutSliceArg<'a> for &'a mut [T] {
        type Elem = T;
        #[inline(always)]
        unsafe fn from_parts(data: *mut T, len: usize) -> Self {
            unsafe { core::slice::from_raw_parts_mut(data, len) }
        }
    }

    /// The bytes are a copy of the host's `&mut str`, so they are UTF-8;
    /// safe code keeps them so, and they go back over the host's string.
    impl<'a> MutSliceArg<'a> for &'a mut str {
        type Elem = u8;
        #[inline(always)]
        unsafe fn from_parts(data: *mut u8, len: usize) -> Self {
            unsafe { core::str::from_utf8_unchecked_mut(core::slice::from_raw_parts_mut(data, len)) }
        }
    }

    impl<'a, T, const K: usize> MutSliceArg<'a> for super::Region<'a, T, K> {
        type Elem = T;
        #[inline(always)]
        unsafe fn from_parts(data: *mut T, len: usize) -> Self {
            super::Region { data_ptr: data, length: len, _borrow: core::marker::PhantomData }
        }
    }
}
