//! What kernels need beyond their indices: the block barrier, shared
//! memory (static: [`shared_array!`](crate::shared_array); dynamic, sized
//! at launch: [`dynamic_shared`]), atomics that `core` lacks, the warp
//! size. Each is a device
//! builtin that `offload-lower device` resolves for every target (NVIDIA:
//! `barrier.sync`, shared memory in `.shared`, `atom.add.f32`; AMD:
//! `s_barrier`, shared memory in LDS; the CPU device: the block's threads
//! run as threads of their own, with a barrier and a buffer per block). Integer atomics, `fence` and the rest of
//! `core::sync::atomic` work in kernels as they are: use them.

use core::cell::UnsafeCell;
use core::marker::PhantomData;

#[cfg(offload_device)]
unsafe extern "C" {
    fn __offload_sync_threads();
    fn __offload_warp_size() -> u32;
    fn __offload_atomic_add_f32(p: *mut f32, v: f32) -> f32;
    fn __offload_atomic_add_f64(p: *mut f64, v: f64) -> f64;
    fn __offload_dynamic_shared() -> *mut u8;
    fn __offload_dynamic_shared_bytes() -> u32;
    fn __offload_shared_memory(storage: *mut u8) -> *mut u8;
}

/// Waits until every thread of the block has reached this call, and makes
/// the shared and global memory writes made before it visible to the
/// block's threads after it (CUDA's `__syncthreads()`). A thread that has
/// returned from the kernel (or panicked) counts as arrived at every later
/// barrier of its block, on every device: threads past the end of the data
/// may `return` before it. The threads still running must all reach the
/// same call (one in each branch of an `if` is two barriers).
#[inline(always)]
pub fn sync_threads() {
    #[cfg(offload_device)]
    unsafe {
        __offload_sync_threads()
    }
    #[cfg(not(offload_device))]
    panic!("sync_threads is a device builtin; it cannot run on the host")
}

/// Threads that execute in lockstep on the device: 32 on NVIDIA GPUs, 1 on
/// the CPU device.
#[inline(always)]
pub fn warp_size() -> u32 {
    #[cfg(offload_device)]
    unsafe {
        __offload_warp_size()
    }
    #[cfg(not(offload_device))]
    panic!("warp_size is a device builtin; it has no value on the host")
}

macro_rules! atomic_float {
    ($(#[$doc:meta])* $name:ident, $t:ty, $bits:ty, $atomic:ident, $add:ident) => {
        $(#[$doc])*
        #[repr(transparent)]
        pub struct $name(UnsafeCell<$t>);

        // Every access goes through atomic operations.
        unsafe impl Sync for $name {}
        unsafe impl crate::DeviceData for $name {}

        impl $name {
            /// A new atomic holding `v`.
            pub const fn new(v: $t) -> Self {
                $name(UnsafeCell::new(v))
            }

            fn bits(&self) -> &core::sync::atomic::$atomic {
                // Same size and alignment; only ever accessed atomically.
                unsafe { &*(self.0.get() as *const core::sync::atomic::$atomic) }
            }

            /// Adds `v` and returns the previous value (relaxed ordering,
            /// as CUDA's `atomicAdd`), in one device instruction.
            #[inline(always)]
            pub fn fetch_add(&self, v: $t) -> $t {
                #[cfg(offload_device)]
                unsafe {
                    $add(self.0.get(), v)
                }
                #[cfg(not(offload_device))]
                {
                    self.fetch_update(|x| x + v)
                }
            }

            /// Stores `min(current, v)` and returns the previous value
            /// (a NaN `v` leaves it unchanged).
            pub fn fetch_min(&self, v: $t) -> $t {
                self.fetch_update(|x| if v < x { v } else { x })
            }

            /// Stores `max(current, v)` and returns the previous value
            /// (a NaN `v` leaves it unchanged).
            pub fn fetch_max(&self, v: $t) -> $t {
                self.fetch_update(|x| if v > x { v } else { x })
            }

            /// Stores `v` and returns the previous value.
            pub fn swap(&self, v: $t, order: core::sync::atomic::Ordering) -> $t {
                <$t>::from_bits(self.bits().swap(v.to_bits(), order))
            }

            /// Stores `new` if the value is bitwise equal to `current`;
            /// returns the previous value, `Ok` when it stored.
            pub fn compare_exchange(
                &self,
                current: $t,
                new: $t,
                success: core::sync::atomic::Ordering,
                failure: core::sync::atomic::Ordering,
            ) -> Result<$t, $t> {
                self.bits()
                    .compare_exchange(current.to_bits(), new.to_bits(), success, failure)
                    .map(<$t>::from_bits)
                    .map_err(<$t>::from_bits)
            }

            /// The value.
            pub fn load(&self, order: core::sync::atomic::Ordering) -> $t {
                <$t>::from_bits(self.bits().load(order))
            }

            /// Replaces the value.
            pub fn store(&self, v: $t, order: core::sync::atomic::Ordering) {
                self.bits().store(v.to_bits(), order)
            }

            /// The value, through exclusive access.
            pub fn into_inner(self) -> $t {
                self.0.into_inner()
            }

            fn fetch_update(&self, f: impl Fn($t) -> $t) -> $t {
                use core::sync::atomic::Ordering::Relaxed;
                let mut old: $bits = self.bits().load(Relaxed);
                loop {
                    let new = f(<$t>::from_bits(old)).to_bits();
                    match self.bits().compare_exchange_weak(old, new, Relaxed, Relaxed) {
                        Ok(_) => return <$t>::from_bits(old),
                        Err(x) => old = x,
                    }
                }
            }
        }
    };
}

atomic_float!(
    /// An `f32` that threads update atomically (`core` has no float
    /// atomics): `fetch_add` is one `atom.add.f32` on NVIDIA GPUs. In a
    /// kernel's arguments, `&AtomicF32` and `&[AtomicF32]` are copied to the
    /// device and back, as every interior-mutable type is.
    AtomicF32, f32, u32, AtomicU32, __offload_atomic_add_f32
);
atomic_float!(
    /// An `f64` that threads update atomically, as [`AtomicF32`].
    AtomicF64, f64, u64, AtomicU64, __offload_atomic_add_f64
);

/// A block's shared memory array of `N` elements of `T`, declared in a
/// kernel with [`shared_array!`](crate::shared_array): one per block, seen
/// by every thread of the block, at `T`'s alignment (any, `#[repr(align)]`
/// included), uninitialized on the GPU (zeroed on the CPU device) when the
/// block starts. Element access is bounds-checked and
/// goes through raw pointers, never references, so threads never hold
/// overlapping `&mut`; ordering between threads is the program's, with
/// [`sync_threads`] (or atomics).
#[derive(Clone, Copy)]
pub struct SharedArray<T: Copy, const N: usize> {
    base: *mut T,
    _no_send: PhantomData<*mut T>,
}

impl<T: Copy, const N: usize> SharedArray<T, N> {
    #[doc(hidden)]
    #[inline(always)]
    pub unsafe fn __new(base: *mut [T; N]) -> Self {
        SharedArray { base: base as *mut T, _no_send: PhantomData }
    }

    #[doc(hidden)]
    pub fn __on_host() -> Self {
        panic!("shared memory exists on the device only")
    }

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

    /// Element `i` (panics, that is traps, when `i >= N`).
    #[inline(always)]
    pub fn get(&self, i: usize) -> T {
        assert!(i < N);
        unsafe { self.base.add(i).read() }
    }

    /// Sets element `i` (panics, that is traps, when `i >= N`).
    #[inline(always)]
    pub fn set(&self, i: usize, v: T) {
        assert!(i < N);
        unsafe { self.base.add(i).write(v) }
    }

    /// Element `i` as a shared reference, for atomics in shared memory
    /// (`SharedArray<AtomicU32, N>` is not `Copy`; use
    /// [`shared_atomics!`](crate::shared_atomics)).
    #[inline(always)]
    pub fn as_ptr(&self) -> *mut T {
        self.base
    }
}

/// Shared memory of atomics: a block's array of `N` atomics (`AtomicU32`,
/// `AtomicF32`, ...) that its threads update through `&A`.
pub struct SharedAtomics<A: 'static, const N: usize> {
    base: *const A,
    _no_send: PhantomData<*mut A>,
}

impl<A: 'static, const N: usize> SharedAtomics<A, N> {
    #[doc(hidden)]
    #[inline(always)]
    pub unsafe fn __new(base: *mut [A; N]) -> Self {
        SharedAtomics { base: base as *const A, _no_send: PhantomData }
    }

    #[doc(hidden)]
    pub fn __on_host() -> Self {
        panic!("shared memory exists on the device only")
    }

    /// Atomic `i` (panics, that is traps, when `i >= N`).
    #[inline(always)]
    pub fn at(&self, i: usize) -> &A {
        assert!(i < N);
        unsafe { &*self.base.add(i) }
    }
}

/// A block's dynamic shared memory seen as `len()` elements of `T`: the
/// bytes the launch asked for ([`LaunchConfig::shared_bytes`](crate::LaunchConfig))
/// divided by `T`'s size. Like [`SharedArray`], one per block, seen by every
/// thread of the block, uninitialized on the GPU (zeroed on the CPU
/// device), accessed through raw pointers with bounds checks. Every view of
/// a block's dynamic shared memory starts at the same byte, as CUDA's
/// `extern __shared__` arrays do.
#[derive(Clone, Copy)]
pub struct SharedSlice<T: Copy> {
    base: *mut T,
    len: usize,
    _no_send: PhantomData<*mut T>,
}

impl<T: Copy> SharedSlice<T> {
    /// Elements: the launch's dynamic shared bytes / `size_of::<T>()`.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the launch gave fewer bytes than one `T`.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Element `i` (panics, that is traps, when `i >= len()`).
    #[inline(always)]
    pub fn get(&self, i: usize) -> T {
        assert!(i < self.len);
        unsafe { self.base.add(i).read() }
    }

    /// Sets element `i` (panics, that is traps, when `i >= len()`).
    #[inline(always)]
    pub fn set(&self, i: usize, v: T) {
        assert!(i < self.len);
        unsafe { self.base.add(i).write(v) }
    }

    /// The first element's address.
    #[inline(always)]
    pub fn as_ptr(&self) -> *mut T {
        self.base
    }
}

/// A block's dynamic shared memory as `len()` atomics (`AtomicU32`,
/// `AtomicF32`, ...) that its threads update through `&A`; uninitialized on
/// the GPU (store before use, then [`sync_threads`]), zeroed on the CPU
/// device.
pub struct SharedAtomicSlice<A: 'static> {
    base: *const A,
    len: usize,
    _no_send: PhantomData<*mut A>,
}

impl<A: 'static> SharedAtomicSlice<A> {
    /// Atomics: the launch's dynamic shared bytes / `size_of::<A>()`.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the launch gave fewer bytes than one `A`.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Atomic `i` (panics, that is traps, when `i >= len()`).
    #[inline(always)]
    pub fn at(&self, i: usize) -> &A {
        assert!(i < self.len);
        unsafe { &*self.base.add(i) }
    }
}

/// The block's dynamic shared memory (16-byte aligned) and its length in
/// elements of `T`.
#[inline(always)]
fn dynamic_shared_parts<T>() -> (*mut T, usize) {
    const {
        assert!(
            core::mem::size_of::<T>() > 0 && core::mem::align_of::<T>() <= 16,
            "dynamic shared memory holds sized types aligned to at most 16 bytes"
        )
    };
    #[cfg(offload_device)]
    unsafe {
        let bytes = __offload_dynamic_shared_bytes() as usize;
        (__offload_dynamic_shared() as *mut T, bytes / core::mem::size_of::<T>())
    }
    #[cfg(not(offload_device))]
    panic!("shared memory exists on the device only")
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
    let (base, len) = dynamic_shared_parts::<T>();
    SharedSlice { base, len, _no_send: PhantomData }
}

/// The block's dynamic shared memory as atomics
/// (`offload::dynamic_shared_atomics::<AtomicU32>()`), as many as the
/// launch's [`shared_bytes`](crate::LaunchConfig::shared_bytes) hold.
#[inline(always)]
pub fn dynamic_shared_atomics<A: 'static>() -> SharedAtomicSlice<A> {
    let (base, len) = dynamic_shared_parts::<A>();
    SharedAtomicSlice { base, len, _no_send: PhantomData }
}

/// Declares a block's shared memory array in a kernel:
/// `let tile = offload::shared_array!(f32; 256);` gives a
/// [`SharedArray<f32, 256>`](SharedArray). Each use of the macro is one
/// array per block (like a `static`: the same in every call of the kernel
/// within a block). `T` must be a concrete `Copy` type.
#[macro_export]
macro_rules! shared_array {
    ($t:ty; $n:expr) => {
        $crate::__offload_shared!(SharedArray, $t, $n)
    };
}

/// Declares a block's shared array of atomics in a kernel:
/// `let bins = offload::shared_atomics!(core::sync::atomic::AtomicU32; 64);`
/// gives a [`SharedAtomics`] whose atomics start at zero on the CPU device
/// and are uninitialized on a GPU (store before use, then `sync_threads`).
#[macro_export]
macro_rules! shared_atomics {
    ($t:ty; $n:expr) => {
        $crate::__offload_shared!(SharedAtomics, $t, $n)
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
    unsafe {
        __offload_shared_memory(storage.cast()).cast()
    }
    #[cfg(not(offload_device))]
    {
        let _ = storage;
        panic!("shared memory exists on the device only")
    }
}

/// What both macros expand to: on the device a `static` of
/// `MaybeUninit<[T; N]>` (one per use of the macro, as a `static` is one
/// per declaration; rustc gives it the size and the alignment of `[T; N]`)
/// whose block copy [`__shared_memory`] gives.
#[doc(hidden)]
#[macro_export]
macro_rules! __offload_shared {
    ($wrapper:ident, $t:ty, $n:expr) => {{
        #[cfg(offload_device)]
        {
            static mut SHARED: ::core::mem::MaybeUninit<[$t; $n]> =
                ::core::mem::MaybeUninit::uninit();
            unsafe { $crate::$wrapper::<$t, { $n }>::__new($crate::__shared_memory(&raw mut SHARED).cast()) }
        }
        #[cfg(not(offload_device))]
        {
            $crate::$wrapper::<$t, { $n }>::__on_host()
        }
    }};
}
