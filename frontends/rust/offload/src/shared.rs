//! A block's shared memory: static arrays ([`shared_array!`](crate::shared_array),
//! [`shared_atomics!`](crate::shared_atomics)) and the dynamic shared memory
//! sized at launch ([`dynamic_shared`], [`dynamic_shared_atomics`]).
//! `offload-lower device` places it for every target (NVIDIA: `.shared`;
//! AMD: LDS; the CPU device: a buffer per block).
//!
//! What safe code can do with it, and why that cannot race:
//! * write its own slot ([`SharedArray::set_thread_slot`]: the element at
//!   the thread's index in its block, which no other thread of the block
//!   has);
//! * read any element ([`SharedArray::get`]) of a [`SharedValue`] type, in
//!   which every bit pattern is a value: the read is *frozen* (the device
//!   pass loads the bits and freezes them, LLVM's `freeze`), so a read that
//!   races with a write, or of an element no thread wrote yet, returns some
//!   value of the type, never undefined behaviour. Order writes before
//!   reads with [`sync_threads`](crate::sync_threads) to read what was
//!   written;
//! * update atomics ([`SharedAtomics::at`]), which are zero when the
//!   kernel's code starts (on GPUs each kernel that uses them zeroes them
//!   at its entry, before any of its threads can return; the CPU device's
//!   shared memory starts zeroed).
//!
//! Everything else (writing another thread's element, reading types with
//! invalid bit patterns, writing dynamic shared memory, whose views of
//! different element types overlap) is `unsafe`, with its contract.

use core::marker::PhantomData;

#[cfg(offload_device)]
use crate::abi::builtins::{
    __offload_dynamic_shared, __offload_dynamic_shared_bytes, __offload_dynamic_shared_zeroed,
    __offload_frozen_load_16, __offload_frozen_load_32, __offload_frozen_load_64,
    __offload_frozen_load_8, __offload_shared_memory, __offload_shared_memory_zeroed,
};

/// Types shared memory hands out by value from any element: `Copy`, and
/// every bit pattern of their size is a valid value (integers, floats,
/// arrays of them; with the feature `half`, `half::f16` and `half::bf16`),
/// so that a read racing with a write, or of an element nobody wrote,
/// still gives a value of the type.
///
/// # Safety
/// Implement it only for such types (`#[repr(C)]` structs of such fields
/// without padding): not for `bool`, `char`, references, enums, or types
/// with padding bytes.
pub unsafe trait SharedValue: Copy {}

macro_rules! shared_values {
    ($($t:ty),*) => {$( unsafe impl SharedValue for $t {} )*};
}
shared_values!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64);
unsafe impl<T: SharedValue, const N: usize> SharedValue for [T; N] {}
unsafe impl<T: SharedValue> SharedValue for core::num::Wrapping<T> {}
#[cfg(feature = "half")]
unsafe impl SharedValue for half::f16 {}
#[cfg(feature = "half")]
unsafe impl SharedValue for half::bf16 {}

/// Reads the `T` at `p` as frozen bits: some value of `T` whatever the
/// memory holds (see the module's documentation).
///
/// # Safety
/// `p` is aligned and in bounds of the block's shared memory.
#[inline(always)]
unsafe fn frozen_read<T: SharedValue>(p: *const T) -> T {
    #[cfg(offload_device)]
    {
        let mut out = core::mem::MaybeUninit::<T>::uninit();
        let (size, align) = (core::mem::size_of::<T>(), core::mem::align_of::<T>());
        let dst = out.as_mut_ptr() as *mut u8;
        let src = p as *mut u8;
        // Word by word at T's alignment (up to 8 bytes); the size of a
        // type is a multiple of its alignment.
        let word = if align >= 8 { 8 } else { align };
        let mut at = 0;
        while at < size {
            unsafe {
                match word {
                    8 => (dst.add(at) as *mut u64).write(__offload_frozen_load_64(src.add(at))),
                    4 => (dst.add(at) as *mut u32).write(__offload_frozen_load_32(src.add(at))),
                    2 => (dst.add(at) as *mut u16).write(__offload_frozen_load_16(src.add(at))),
                    _ => dst.add(at).write(__offload_frozen_load_8(src.add(at))),
                }
            }
            at += word;
        }
        // SAFETY: every byte written; every bit pattern is a T.
        unsafe { out.assume_init() }
    }
    #[cfg(not(offload_device))]
    {
        let _ = p;
        panic!("shared memory exists on the device only")
    }
}

/// A block's shared memory array of `N` elements of `T`, declared in a
/// kernel with [`shared_array!`](crate::shared_array): one per block, seen
/// by every thread of the block, at `T`'s alignment (any, `#[repr(align)]`
/// included), uninitialized on the GPU (zeroed on the CPU device) when the
/// block starts. Accesses are bounds-checked (out of bounds panics) and go
/// through raw pointers, never references, so threads never hold
/// overlapping `&mut`.
///
/// ```no_run
/// // A block's sum, in a kernel launched with 256 threads per block.
/// use offload::{shared_array, sync_threads, thread_linear_idx};
/// pub fn block_sums(x: &[f32], sums: offload::Region<f32>) {
///     let tile = shared_array!(f32; 256);
///     let t = thread_linear_idx();
///     tile.set_thread_slot(x.get(offload::global_idx_x()).copied().unwrap_or(0.0));
///     sync_threads();
///     if t == 0 {
///         let sum = (0..256).map(|i| tile.get(i)).sum();
///         // one thread per block writes the block's element
///     #   let _: f32 = sum;
///     }
/// #   let _ = sums;
/// }
/// ```
#[derive(Clone, Copy)]
pub struct SharedArray<T: Copy, const N: usize> {
    base: *mut T,
    _no_send: PhantomData<*mut T>,
}

impl<T: Copy, const N: usize> SharedArray<T, N> {
    /// Elements: `N`.
    #[inline(always)]
    pub const fn len(&self) -> usize {
        N
    }

    /// Always false unless `N` is 0.
    #[inline(always)]
    pub const fn is_empty(&self) -> bool {
        N == 0
    }

    /// Element `i`, frozen (see the module's documentation): what the last
    /// write before the latest [`sync_threads`](crate::sync_threads) wrote,
    /// or some value of `T` when the element is being written now or was
    /// never written. Panics when `i >= N`.
    #[inline(always)]
    pub fn get(&self, i: usize) -> T
    where
        T: SharedValue,
    {
        assert!(i < N);
        unsafe { frozen_read(self.base.add(i)) }
    }

    /// Sets the calling thread's own element, element
    /// [`thread_linear_idx()`](crate::thread_linear_idx): no other thread of
    /// the block writes it. Panics when the block has more threads than
    /// elements and this thread has none.
    #[inline(always)]
    pub fn set_thread_slot(&self, v: T) {
        let i = crate::thread_linear_idx();
        assert!(i < N);
        // SAFETY: in bounds; only this thread of the block writes element i.
        unsafe { self.base.add(i).write(v) }
    }

    /// Element `i`, read as it is (for types that are not
    /// [`SharedValue`]).
    ///
    /// # Safety
    /// Element `i` was written, and no thread writes it while this reads:
    /// a [`sync_threads`](crate::sync_threads) lies between. Panics when
    /// `i >= N`.
    #[inline(always)]
    pub unsafe fn read(&self, i: usize) -> T {
        assert!(i < N);
        unsafe { self.base.add(i).read() }
    }

    /// Sets element `i`, of any thread.
    ///
    /// # Safety
    /// No other thread accesses element `i` between the barriers
    /// ([`sync_threads`](crate::sync_threads)) around this write, unless
    /// only through frozen reads ([`get`](Self::get)), which then read an
    /// unspecified value. Panics when `i >= N`.
    #[inline(always)]
    pub unsafe fn set(&self, i: usize, v: T) {
        assert!(i < N);
        unsafe { self.base.add(i).write(v) }
    }

    /// The first element's address, for accesses of your own (`unsafe`
    /// to use, with the contract of [`set`](Self::set) and
    /// [`read`](Self::read)).
    #[inline(always)]
    pub fn as_ptr(&self) -> *mut T {
        self.base
    }
}

/// `len` and `is_empty` of a view with a `len` field, documented as given.
macro_rules! shared_len {
    ($len_doc:literal, $empty_doc:literal) => {
        #[doc = $len_doc]
        #[inline(always)]
        pub fn len(&self) -> usize {
            self.len
        }

        #[doc = $empty_doc]
        #[inline(always)]
        pub fn is_empty(&self) -> bool {
            self.len == 0
        }
    };
}

/// A block's shared atomics (`AtomicU32`, `AtomicF32`, ...), that its
/// threads update through `&A`: [`shared_atomics!`](crate::shared_atomics)
/// (static) or [`dynamic_shared_atomics`]. They are zero when the kernel's
/// code starts, in every block.
///
/// ```no_run
/// use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
/// pub fn histogram(x: &[u8], bins: &[AtomicU32]) {
///     let local = offload::shared_atomics!(AtomicU32; 256);
///     if let Some(&v) = x.get(offload::global_idx_x()) {
///         local.at(v as usize).fetch_add(1, Relaxed);
///     }
///     offload::sync_threads();
///     let t = offload::thread_linear_idx();
///     if t < 256 {
///         bins[t].fetch_add(local.at(t).load(Relaxed), Relaxed);
///     }
/// }
/// ```
#[derive(Clone, Copy)]
pub struct SharedAtomics<A: 'static> {
    base: *const A,
    len: usize,
    _no_send: PhantomData<*mut A>,
}

impl<A: 'static> SharedAtomics<A> {
    shared_len!("Atomics.", "Whether there are none.");

    /// Atomic `i` (panics when `i >= len()`).
    #[inline(always)]
    pub fn at(&self, i: usize) -> &A {
        assert!(i < self.len);
        unsafe { &*self.base.add(i) }
    }
}

/// A block's dynamic shared memory seen as `len()` elements of `T`: the
/// bytes the launch asked for ([`LaunchConfig::shared_bytes`](crate::LaunchConfig))
/// divided by `T`'s size. Like [`SharedArray`], one per block, seen by every
/// thread of the block, uninitialized on the GPU (zeroed on the CPU
/// device), accessed through raw pointers with bounds checks. Every view of
/// a block's dynamic shared memory starts at the same byte, as CUDA's
/// `extern __shared__` arrays do; so views of different element types
/// overlap, and writes are `unsafe` ([`set`](Self::set)).
#[derive(Clone, Copy)]
pub struct SharedSlice<T: Copy> {
    base: *mut T,
    len: usize,
    _no_send: PhantomData<*mut T>,
}

impl<T: Copy> SharedSlice<T> {
    shared_len!(
        "Elements: the launch's dynamic shared bytes / `size_of::<T>()`.",
        "Whether the launch gave fewer bytes than one `T`."
    );

    /// Element `i`, frozen, as [`SharedArray::get`]. Panics when
    /// `i >= len()`.
    #[inline(always)]
    pub fn get(&self, i: usize) -> T
    where
        T: SharedValue,
    {
        assert!(i < self.len);
        unsafe { frozen_read(self.base.add(i)) }
    }

    /// Element `i`, read as it is.
    ///
    /// # Safety
    /// As [`SharedArray::read`]. Panics when `i >= len()`.
    #[inline(always)]
    pub unsafe fn read(&self, i: usize) -> T {
        assert!(i < self.len);
        unsafe { self.base.add(i).read() }
    }

    /// Sets element `i`.
    ///
    /// # Safety
    /// No other thread accesses its bytes (through this view or a view of
    /// another type) between the barriers around this write, unless only
    /// through frozen reads ([`get`](Self::get)). Panics when `i >= len()`.
    #[inline(always)]
    pub unsafe fn set(&self, i: usize, v: T) {
        assert!(i < self.len);
        unsafe { self.base.add(i).write(v) }
    }

    /// The first element's address.
    #[inline(always)]
    pub fn as_ptr(&self) -> *mut T {
        self.base
    }
}

/// The block's dynamic shared memory (16-byte aligned) and its length in
/// elements of `T`; `zeroed`: the kernel zeroes it at its entry (for
/// atomics).
#[inline(always)]
fn dynamic_shared_parts<T>(zeroed: bool) -> (*mut T, usize) {
    const {
        assert!(
            core::mem::size_of::<T>() > 0 && core::mem::align_of::<T>() <= 16,
            "dynamic shared memory holds sized types aligned to at most 16 bytes"
        )
    };
    #[cfg(offload_device)]
    unsafe {
        let bytes = __offload_dynamic_shared_bytes() as usize;
        let base = if zeroed { __offload_dynamic_shared_zeroed() } else { __offload_dynamic_shared() };
        (base as *mut T, bytes / core::mem::size_of::<T>())
    }
    #[cfg(not(offload_device))]
    {
        let _ = zeroed;
        panic!("shared memory exists on the device only")
    }
}

/// The block's dynamic shared memory as elements of `T`: as many as the
/// launch's [`shared_bytes`](crate::LaunchConfig::shared_bytes) hold
/// (`let tile = offload::dynamic_shared::<f32>();`). It starts 16-byte
/// aligned on every device (as CUDA's `extern __shared__` arrays usually
/// are), so `T` must be sized and aligned to at most 16 bytes (a
/// compile-time error otherwise; put more-aligned types in
/// [`shared_array!`](crate::shared_array)).
#[inline(always)]
pub fn dynamic_shared<T: Copy>() -> SharedSlice<T> {
    let (base, len) = dynamic_shared_parts::<T>(false);
    SharedSlice { base, len, _no_send: PhantomData }
}

/// The block's dynamic shared memory as atomics
/// (`offload::dynamic_shared_atomics::<AtomicU32>()`), as many as the
/// launch's [`shared_bytes`](crate::LaunchConfig::shared_bytes) hold, zero
/// when the kernel's code starts (a kernel that uses them zeroes all its
/// dynamic shared memory at its entry on a GPU). Every view of dynamic
/// shared memory starts at the same byte: a kernel that also writes it
/// through [`dynamic_shared`] does so under `unsafe`.
#[inline(always)]
pub fn dynamic_shared_atomics<A: Sync + 'static>() -> SharedAtomics<A> {
    let (base, len) = dynamic_shared_parts::<A>(true);
    SharedAtomics { base, len, _no_send: PhantomData }
}

/// Declares a block's shared memory array in a kernel:
/// `let tile = offload::shared_array!(f32; 256);` gives a
/// [`SharedArray<f32, 256>`](SharedArray). Each use of the macro is one
/// array per block (like a `static`: the same in every call of the kernel
/// within a block). `T` must be a concrete `Copy` type.
#[macro_export]
macro_rules! shared_array {
    ($t:ty; $n:expr) => {
        $crate::__offload_shared!(__shared_array, __shared_memory, $t, $n)
    };
}

/// Declares a block's shared array of atomics in a kernel:
/// `let bins = offload::shared_atomics!(core::sync::atomic::AtomicU32; 64);`
/// gives a [`SharedAtomics`] of 64 atomics, zero when the kernel's code
/// starts, in every block.
#[macro_export]
macro_rules! shared_atomics {
    ($t:ty; $n:expr) => {
        $crate::__offload_shared!(__shared_atomics, __shared_memory_zeroed, $t, $n)
    };
}

/// The block's shared memory that stands for `storage`, a `static` of the
/// macros below: `offload-lower device` gives each such static its memory in
/// every block (`.shared` on NVIDIA GPUs, LDS on AMD GPUs, a part of the
/// block's buffer on the CPU device), at the static's size and alignment,
/// and makes this call that memory's address. The static itself is never
/// read or written.
#[doc(hidden)]
#[inline(always)]
pub fn __shared_memory<S>(storage: *mut S) -> *mut S {
    #[cfg(offload_device)]
    return block_copy(storage, __offload_shared_memory);
    #[cfg(not(offload_device))]
    block_copy(storage)
}

/// As [`__shared_memory`], for memory that is zero when the kernel's code
/// starts (`offload-lower device` zeroes it at the kernel's entry on GPUs).
#[doc(hidden)]
#[inline(always)]
pub fn __shared_memory_zeroed<S>(storage: *mut S) -> *mut S {
    #[cfg(offload_device)]
    return block_copy(storage, __offload_shared_memory_zeroed);
    #[cfg(not(offload_device))]
    block_copy(storage)
}

/// The block's copy of `storage`, through one of the two builtins.
#[cfg(offload_device)]
#[inline(always)]
fn block_copy<S>(storage: *mut S, builtin: unsafe extern "C" fn(*mut u8) -> *mut u8) -> *mut S {
    unsafe { builtin(storage.cast()).cast() }
}

/// A host build has no shared memory.
#[cfg(not(offload_device))]
fn block_copy<S>(_: *mut S) -> *mut S {
    panic!("shared memory exists on the device only")
}

/// What both macros expand to: on the device a `static` of
/// `MaybeUninit<[T; N]>` (one per use of the macro, as a `static` is one
/// per declaration; rustc gives it the size and the alignment of `[T; N]`)
/// whose block copy [`__shared_memory`] gives.
#[doc(hidden)]
#[macro_export]
macro_rules! __offload_shared {
    ($wrapper:ident, $memory:ident, $t:ty, $n:expr) => {{
        #[cfg(offload_device)]
        {
            static mut SHARED: ::core::mem::MaybeUninit<[$t; $n]> =
                ::core::mem::MaybeUninit::uninit();
            unsafe { $crate::$wrapper::<$t, { $n }>($crate::$memory(&raw mut SHARED).cast()) }
        }
        #[cfg(not(offload_device))]
        {
            unsafe { $crate::$wrapper::<$t, { $n }>($crate::__shared_on_host()) }
        }
    }};
}

/// A [`shared_array!`](crate::shared_array) at `base`, the block's copy of
/// its static.
#[doc(hidden)]
#[inline(always)]
pub unsafe fn __shared_array<T: Copy, const N: usize>(base: *mut [T; N]) -> SharedArray<T, N> {
    SharedArray { base: base as *mut T, _no_send: PhantomData }
}

/// A [`shared_atomics!`](crate::shared_atomics) at `base`.
#[doc(hidden)]
#[inline(always)]
pub unsafe fn __shared_atomics<A: Sync + 'static, const N: usize>(base: *mut [A; N]) -> SharedAtomics<A> {
    SharedAtomics { base: base as *const A, len: N, _no_send: PhantomData }
}

/// What the macros give in a host build, which never runs kernels.
#[doc(hidden)]
pub fn __shared_on_host<R>() -> R {
    panic!("shared memory exists on the device only")
}
