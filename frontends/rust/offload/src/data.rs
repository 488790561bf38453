//! What data may live on a device: [`DeviceCopy`] (plain values, copied
//! as bytes) and [`DeviceData`] (what a data region keeps there).

/// Types whose values can live in device memory and be copied to and from
/// it as bytes: `Copy`, without pointers or references anywhere in their
/// layout (the device cannot follow a host pointer), and valid when all
/// their bytes are zero ([`DeviceBuffer::zeroed`](crate::DeviceBuffer::zeroed)). Implemented for numbers,
/// `bool`, `char`, `()`, and arrays, tuples (up to 8), `MaybeUninit`,
/// `Wrapping` and `PhantomData` of them; with the feature `half`, for
/// `half::f16` and `half::bf16` (half 1.x).
///
/// # Safety
/// Implement it only for such types, in the crate that defines them (the
/// kernels crate for types kernels use: the trait exists on the device
/// too): `unsafe impl offload::DeviceCopy for Particle {}`. Rust's orphan
/// rule keeps other crates from implementing it for a type they do not
/// define: for another crate's plain type, wrap it in a
/// `#[repr(transparent)]` struct of your own. The toolkit also checks every
/// type a kernel receives at build time and refuses pointers. (There is no
/// blanket implementation for `bytemuck::Pod` types: it would conflict with
/// the implementations for `bool`, `char` and tuples, which are not `Pod`,
/// and `Pod` admits raw pointers under one of bytemuck's features.)
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not `offload::DeviceCopy`",
    note = "device memory holds plain data: numbers, bool, char, arrays and tuples of them; half's f16 and bf16 with `offload = {{ version = \"0.10\", features = [\"half\"] }}`; for a struct of your own made of such fields, `unsafe impl offload::DeviceCopy for MyType {{}}` next to its definition; for another crate's plain type, a `#[repr(transparent)]` struct of your own around it, with that impl"
)]
pub unsafe trait DeviceCopy: Copy {}

macro_rules! device_copy {
    ($($t:ty),*) => {$( unsafe impl DeviceCopy for $t {} )*};
}
device_copy!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64, bool, char, ());
unsafe impl<T: DeviceCopy, const N: usize> DeviceCopy for [T; N] {}
unsafe impl<T: DeviceCopy> DeviceCopy for core::mem::MaybeUninit<T> {}
unsafe impl<T: DeviceCopy> DeviceCopy for core::num::Wrapping<T> {}
unsafe impl<T: ?Sized> DeviceCopy for core::marker::PhantomData<T> {}
// IEEE binary16 and bfloat16: `#[repr(transparent)]` over a u16; zero bits
// are +0.0.
#[cfg(feature = "half")]
unsafe impl DeviceCopy for half::f16 {}
#[cfg(feature = "half")]
unsafe impl DeviceCopy for half::bf16 {}
macro_rules! device_copy_tuples {
    ($( ($($t:ident),+) )*) => {$( unsafe impl<$($t: DeviceCopy),+> DeviceCopy for ($($t,)+) {} )*};
}
device_copy_tuples! {
    (A) (A, B) (A, B, C) (A, B, C, D) (A, B, C, D, E) (A, B, C, D, E, F)
    (A, B, C, D, E, F, G) (A, B, C, D, E, F, G, H)
}

/// Data a [`data_region`](crate::data_region) can keep on the device: every [`DeviceCopy`] type,
/// and the atomics and `Cell`s of them, which kernels update through shared
/// references. Like `DeviceCopy`, it holds no pointer anywhere.
///
/// # Safety
/// As for [`DeviceCopy`], without the `Copy` and all-zero requirements: no
/// pointers or references in the layout.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be kept on the device by a data region",
    note = "a data region maps plain data (offload::DeviceCopy types, atomics, Cells of them): no pointers, Vecs or Strings inside; half's f16 and bf16 with offload's feature `half`"
)]
pub unsafe trait DeviceData {
    /// For an atomic: the runtime's cell table of one value (one cell of
    /// its size), so that a data region copies it with atomic loads and
    /// stores, never racing other host threads' atomic operations on it
    /// (the runtime's launch.h, "Atomic cells"). `None`: plain data.
    #[doc(hidden)]
    const __CELLS: Option<&'static [u32]> = None;
}

/// The cell table of an atomic of `width` bytes: stride, one run, then the
/// run (offset 0, width, count 1, step width).
pub(crate) const fn atomic_cells(width: usize) -> [u32; 6] {
    let w = width as u32;
    [w, 1, 0, w, 1, w]
}

unsafe impl<T: DeviceCopy> DeviceData for T {}
unsafe impl<T: DeviceCopy> DeviceData for core::cell::Cell<T> {}
macro_rules! device_data_atomics {
    ($($width:literal: $($t:ident),*;)*) => {$($(
        #[cfg(target_has_atomic = $width)]
        unsafe impl DeviceData for core::sync::atomic::$t {
            const __CELLS: Option<&'static [u32]> =
                Some(&atomic_cells(core::mem::size_of::<core::sync::atomic::$t>()));
        }
    )*)*};
}
device_data_atomics! {
    "8": AtomicBool, AtomicU8, AtomicI8;
    "16": AtomicU16, AtomicI16;
    "32": AtomicU32, AtomicI32;
    "64": AtomicU64, AtomicI64;
    "ptr": AtomicUsize, AtomicIsize;
}
