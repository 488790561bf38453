//! Float atomics that `core` lacks: [`AtomicF32`] and [`AtomicF64`]
//! (`fetch_add` is `atom.add.f32` / `.f64` on NVIDIA GPUs, resolved by
//! `offload-lower device`). Integer atomics, `fence` and the rest of
//! `core::sync::atomic` work in kernels as they are.

use core::cell::UnsafeCell;

#[cfg(offload_device)]
use crate::abi::builtins::{__offload_atomic_add_f32, __offload_atomic_add_f64};

macro_rules! atomic_float {
    ($(#[$doc:meta])* $name:ident, $t:ty, $bits:ty, $atomic:ident, $add:ident) => {
        $(#[$doc])*
        #[repr(transparent)]
        pub struct $name(UnsafeCell<$t>);

        // Every access goes through atomic operations.
        unsafe impl Sync for $name {}
        unsafe impl crate::DeviceData for $name {
            const __CELLS: Option<&'static [u32]> =
                Some(&crate::data::atomic_cells(core::mem::size_of::<$name>()));
        }

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
                    $add(self.0.get() as *mut u8, v)
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

