//! Launching kernels: [`launch`] (safe: only kernels whose threads cannot
//! race) and [`launch_unchecked`] (`unsafe`, for any kernel), the
//! [`Kernel`] and [`KernelParam`] traits, and the launch instance the
//! toolkit finds and lowers (docs/design.md).

#[cfg(not(offload_device))]
use crate::{LaunchArgs, LaunchConfig, LaunchError};

/// Kept so that kernels crates written for earlier versions still build:
/// it expands to nothing. The build compiles the device roots of every
/// kernel instance in a crate of their own (`docs/design.md`), so a kernels
/// crate needs nothing but its `pub fn`s.
#[macro_export]
macro_rules! kernel_instances {
    () => {};
}

/// A function that can be launched as a kernel with the signature `S`
/// (`fn(A0, A1, ...)`): every `fn` item and non-capturing function whose
/// parameters are the kernel's. `launch` takes the argument tuple as
/// `Self::Args`, so the kernel's parameter types decide the tuple's: rustc
/// infers a generic kernel's parameters from the arguments, converts
/// each argument to its parameter ([`LaunchArg`](crate::LaunchArg)),
/// and reports a mismatched tuple at the launch.
pub trait Kernel<S> {
    /// The kernel's parameters as a tuple, in order.
    type Args;
}

macro_rules! kernel_signatures {
    ($( ($($a:ident),*) )*) => {$(
        impl<F, $($a),*> Kernel<fn($($a),*)> for F where F: Fn($($a),*) {
            type Args = ($($a,)*);
        }
    )*};
}

/// Calls `$m!` with every kernel arity's parameter list, 0 to 32.
macro_rules! arities {
    ($m:ident) => {
        $m! {
        ()
        (A0)
        (A0, A1)
        (A0, A1, A2)
        (A0, A1, A2, A3)
        (A0, A1, A2, A3, A4)
        (A0, A1, A2, A3, A4, A5)
        (A0, A1, A2, A3, A4, A5, A6)
        (A0, A1, A2, A3, A4, A5, A6, A7)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28, A29)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28, A29, A30)
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, A24, A25, A26, A27, A28, A29, A30, A31)
        }
    };
}

arities!(kernel_signatures);


/// A kernel parameter type that every thread of a launch can hold at once
/// without two threads racing on one element: `launch` accepts a kernel
/// only when all its parameters are `KernelParam`.
///
/// Every thread of a launch runs the kernel with the same arguments, as if
/// each got a copy on a thread of its own. So a parameter type is one whose
/// values may be copied and sent to other threads (`Copy + Send`): numbers
/// and other plain values, `&T` and `&[T]` whose data is `Sync` (no `Cell`
/// or other non-atomic interior mutability), atomics (`&AtomicU32`,
/// `&[AtomicU32]`, [`AtomicF32`](crate::AtomicF32)), `&str`. `&mut T` and
/// `&mut [T]` are not: every thread would hold the same exclusive
/// reference. [`Region`](crate::Region), [`Region2d`](crate::Region2d) and
/// [`Region3d`](crate::Region3d) are, though not `Copy`: each thread takes
/// only its own elements from them. Device memory is passed as one of
/// these (a [`DeviceBuffer`](crate::DeviceBuffer) where the kernel takes
/// `&[T]` or a `Region`, its [`rows`](crate::DeviceBuffer::rows) or
/// [`planes`](crate::DeviceBuffer::planes) where it takes a `Region2d` or
/// `Region3d`).
///
/// # Safety
/// Implement it only for types whose values the threads of a launch may
/// all hold at once without data races. The crate's implementations cover
/// the cases above; a type of your own that is `Copy + Send` is one
/// already.
#[diagnostic::on_unimplemented(
    message = "a kernel that takes `{Self}` cannot be launched safely: every thread of the launch gets the same `{Self}`, and two threads could write one element",
    label = "the kernel takes `{Self}` here",
    note = "every thread of a launch runs the kernel with the same arguments, so `offload::launch` accepts only parameters all threads may hold at once: values, `&T` and `&[T]` without `Cell` or other non-atomic interior mutability, atomics, and Regions",
    note = "safe alternatives: let each thread write its own elements through an `offload::Region<T>` (or `Region<T, K>`, `Region2d<T>`, `Region3d<T>`), pass `&mut data` where the kernel takes the Region; update shared results through atomics (`&[AtomicU32]`, `&offload::AtomicF32`); read through `&[T]`",
    note = "or, where the kernel itself keeps its threads apart, launch it with `unsafe {{ offload::launch_unchecked(...) }}` and keep its safety contract"
)]
pub unsafe trait KernelParam {
    /// The most dimensions a launch of a kernel that takes it may have: 1
    /// for a [`Region`](crate::Region) (its threads are told apart by x
    /// alone), 2 for a [`Region2d`](crate::Region2d) (x and y), else 3.
    #[doc(hidden)]
    const __MAX_DIMENSIONS: u32 = 3;
}

#[diagnostic::do_not_recommend]
unsafe impl<P: Copy + Send> KernelParam for P {}
// Each thread takes only its own elements (region.rs): distinct threads,
// distinct elements (a Region's, in a one-dimensional launch).
unsafe impl<T: Send, const K: usize> KernelParam for crate::Region<'_, T, K> {
    const __MAX_DIMENSIONS: u32 = 1;
}
unsafe impl<T: Send, const HALO: usize> KernelParam for crate::Region2d<'_, T, HALO> {
    const __MAX_DIMENSIONS: u32 = 2;
}
unsafe impl<T: Send, const HALO: usize> KernelParam for crate::Region3d<'_, T, HALO> {}

/// A kernel's parameter tuple whose every element is a [`KernelParam`]:
/// the kernels [`launch`] accepts.
pub trait KernelParams {
    /// The most dimensions its launches may have (the least of the
    /// parameters').
    #[doc(hidden)]
    const __MAX_DIMENSIONS: u32;
}

macro_rules! kernel_params {
    ($( ($($a:ident),*) )*) => {$(
        impl<$($a: KernelParam),*> KernelParams for ($($a,)*) {
            const __MAX_DIMENSIONS: u32 = {
                let most = 3;
                $( let most = if $a::__MAX_DIMENSIONS < most { $a::__MAX_DIMENSIONS } else { most }; )*
                most
            };
        }
    )*};
}

arities!(kernel_params);
#[cfg(not(offload_device))]
// The launch marker (offload/abi/Launch.def), replaced by `offload-lower
// host`; a program that was not lowered fails to link, so a launch can
// never be a silent no-op.
use crate::abi::marker::__offload_launch;

/// Launches `kernel` (a kernel function item, e.g. `kernels::saxpy`) over
/// the geometry `cfg`, with `args` as a tuple in the kernel's parameter
/// order (`(a, &x, &mut y)`), and waits for it.
///
/// Only kernels whose threads cannot race are accepted: every parameter is
/// a [`KernelParam`] (values, `&T` / `&[T]` without non-atomic interior
/// mutability, atomics, Regions). A kernel that takes `&mut [T]`, `&mut T`
/// or `&[Cell<T>]` is a compile-time error here; write through a
/// [`Region`](crate::Region) instead, or launch it with
/// [`launch_unchecked`].
///
/// Each argument is either of the parameter's own type, or converts to it
/// ([`LaunchArg`](crate::LaunchArg)): `&Vec<T>` and `&[T; N]` where the
/// kernel takes `&[T]`, `&mut Vec<T>`, `&mut [T; N]` and `&mut [T]` where
/// it takes a `Region`, `&mut T` where it takes `&T`, and device memory
/// ([`DeviceBuffer`](crate::DeviceBuffer), [`DeviceSlice`](crate::DeviceSlice),
/// [`DeviceSliceMut`](crate::DeviceSliceMut)) where it takes a slice or a
/// `Region`. Generic kernels are inferred from the arguments.
///
/// What moves: `&T` / `&[T]` host data is copied to the device; data a
/// `Region` writes there and back, unless the build found that the kernel
/// never writes it (then only there) or its elements are `MaybeUninit`
/// (then only back); `&T` whose data has interior mutability (atomics) like
/// a `Region`'s; values by value; device memory not at all. Host data that
/// an enclosing [`data_region`](crate::data_region) holds is not copied
/// either. The launch runs on the device of its device-memory arguments
/// (all on one device, or [`LaunchErrorKind::MixedDevices`](crate::LaunchErrorKind::MixedDevices)), else on the
/// default device. A launch with no threads (a zero in `cfg`) runs nothing
/// and returns `Ok`. Returns when the kernel has finished and the results
/// are back; runtime messages and the error name the line of this call.
///
/// ```no_run
/// // kernels crate:
/// pub fn saxpy(a: f32, x: &[f32], mut y: offload::Region<f32>) {
///     let i = offload::global_idx_x();
///     if let (Some(x), Some(y)) = (x.get(i), y.thread_element()) {
///         *y += a * x;
///     }
/// }
/// # fn main() -> Result<(), offload::LaunchError> {
/// let (x, mut y) = (vec![1.0f32; 1000], vec![2.0f32; 1000]);
/// let cfg = offload::LaunchConfig::linear(x.len(), 256);
/// offload::launch(saxpy, &cfg, (2.0, &x, &mut y))?;
/// # Ok(()) }
/// ```
#[cfg(not(offload_device))]
#[track_caller]
#[inline(always)]
pub fn launch<F: Kernel<S>, S, A: LaunchArgs<F::Args>>(
    kernel: F,
    cfg: &LaunchConfig,
    args: A,
) -> Result<(), LaunchError>
where
    F::Args: KernelParams,
{
    check_dimensions::<F, S>(cfg)?;
    start(kernel, cfg, args, core::ptr::null_mut(), None)
}

/// [`launch`] on `device`: host data moves to that device and back, and
/// device memory passed must be that device's
/// ([`LaunchErrorKind::MixedDevices`](crate::LaunchErrorKind::MixedDevices)
/// otherwise, naming the argument and both devices); a device that does not
/// exist is [`LaunchErrorKind::NoSuchDevice`](crate::LaunchErrorKind::NoSuchDevice).
/// Host data a [`DataRegion`](crate::DataRegion) holds on another device is
/// [`LaunchErrorKind::HeldElsewhere`](crate::LaunchErrorKind::HeldElsewhere).
///
/// ```no_run
/// # pub fn scale(a: f32, y: offload::Region<f32>) {}
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let mut y = vec![1.0f32; 1 << 20];
/// let (lo, hi) = y.split_at_mut(1 << 19);
/// let cfg = offload::LaunchConfig::linear(lo.len(), 256);
/// offload::launch_on(offload::Device::nth(0)?, scale, &cfg, (2.0, lo))?;
/// offload::launch_on(offload::Device::nth(1)?, scale, &cfg, (2.0, hi))?;
/// # Ok(()) }
/// ```
#[cfg(not(offload_device))]
#[track_caller]
#[inline(always)]
pub fn launch_on<F: Kernel<S>, S, A: LaunchArgs<F::Args>>(
    device: crate::Device,
    kernel: F,
    cfg: &LaunchConfig,
    args: A,
) -> Result<(), LaunchError>
where
    F::Args: KernelParams,
{
    check_dimensions::<F, S>(cfg)?;
    let device = match device.resolved() {
        Ok(d) => d,
        Err(_) => {
            return Err(LaunchError {
                code: crate::abi::ERR_NO_DEVICE,
                kernel: core::any::type_name::<F>(),
                location: core::panic::Location::caller(),
                detail: Some(alloc::format!("there is no offload {device} (this machine has {})", crate::Device::count()).into_boxed_str()),
            });
        }
    };
    start(kernel, cfg, args, core::ptr::null_mut(), Some(device))
}

/// `launch`'s check of the geometry against the kernel's Regions.
#[cfg(not(offload_device))]
#[track_caller]
#[inline(always)]
pub(crate) fn check_dimensions<F: Kernel<S>, S>(cfg: &LaunchConfig) -> Result<(), LaunchError>
where
    F::Args: KernelParams,
{
    let most = <F::Args as KernelParams>::__MAX_DIMENSIONS;
    if most < 3 && !cfg.grid.contains(&0) && !cfg.block.contains(&0) && cfg.dimensions() > most {
        let (what, apart, fix) = if most == 1 {
            ("a one-dimensional Region", "x alone", "y and z extents of 1, or take a Region2d / Region3d")
        } else {
            ("a Region2d", "x and y", "a z extent of 1, or take a Region3d")
        };
        return Err(LaunchError {
            code: crate::abi::ERR_INVALID,
            kernel: core::any::type_name::<F>(),
            location: core::panic::Location::caller(),
            detail: Some(
                alloc::format!(
                    "the kernel takes {what}, whose threads are told apart by {apart}, and the launch has grid {:?} and block {:?}: launch it with {fix}",
                    cfg.grid, cfg.block
                )
                .into_boxed_str(),
            ),
        });
    }
    Ok(())
}

/// Launches any kernel, as [`launch`] does, including kernels whose
/// parameters are not [`KernelParam`]: `&mut [T]`, `&mut T`, `&[Cell<T>]`,
/// raw pointers. For kernels that keep their threads apart themselves, as
/// CUDA kernels do (`y[i] = a * x[i] + y[i]` at `i = global_idx_x()`).
///
/// # Safety
/// Every thread of the launch runs `kernel` with the same arguments, so
/// every thread holds the same `&mut` references at once. A kernel that
/// takes a one-dimensional [`Region`](crate::Region) must be launched with
/// y and z extents of 1 (its threads are told apart by x alone), one that
/// takes a [`Region2d`](crate::Region2d) with z extents of 1. The kernel must
/// not let two threads access one memory location where at least one of
/// them writes it, unless the accesses are atomic or a
/// [`sync_threads`](crate::sync_threads) barrier orders them: each element
/// of a `&mut [T]` is written by at most one thread and read by no other, a
/// `&mut T` is written by one thread at most and then read by no other, a
/// `Cell` alike. A data race is undefined behaviour on every device, as on
/// the host. Raw pointers must point where the kernel may access them on
/// the device.
#[cfg(not(offload_device))]
#[track_caller]
#[inline(always)]
pub unsafe fn launch_unchecked<F: Kernel<S>, S, A: LaunchArgs<F::Args>>(
    kernel: F,
    cfg: &LaunchConfig,
    args: A,
) -> Result<(), LaunchError> {
    start(kernel, cfg, args, core::ptr::null_mut(), None)
}

/// What every launch does: the arguments as the kernel's parameter tuple,
/// then the launch instance on their device; on `queue` (a runtime queue)
/// when it is not null (the runtime then hands out a ticket, which the
/// caller takes). `device`: the device the launch must run on (resolved),
/// else that of its device memory or the default.
#[cfg(not(offload_device))]
#[track_caller]
#[inline(always)]
pub(crate) fn start<F: Kernel<S>, S, A: LaunchArgs<F::Args>>(
    kernel: F,
    cfg: &LaunchConfig,
    args: A,
    queue: *mut core::ffi::c_void,
    device: Option<crate::Device>,
) -> Result<(), LaunchError> {
    if cfg.grid.contains(&0) || cfg.block.contains(&0) {
        return Ok(()); // no threads: nothing runs, nothing moves
    }
    let mut raw = core::mem::MaybeUninit::<F::Args>::uninit();
    // SAFETY: writes every field of the tuple; device arguments are written
    // as raw fat pointers that no Rust code on the host dereferences.
    let placement = unsafe { args.__write(raw.as_mut_ptr()) };
    let result = match placement.device(device) {
        Ok(device) => {
            if !queue.is_null() {
                // The runtime's next launch on this thread is the queue's.
                unsafe { crate::queue::__offload_rt_queue_select(queue) };
            }
            __launch_instance::<F, S>(kernel, cfg, raw.as_ptr(), device.raw(), placement.device_args())
        }
        Err(why) => Err(LaunchError {
            code: crate::abi::ERR_MIXED_DEVICES,
            kernel: core::any::type_name::<F>(),
            location: core::panic::Location::caller(),
            detail: Some(why.describe().into_boxed_str()),
        }),
    };
    // SAFETY: initialized above; dropping references reads nothing.
    unsafe { raw.assume_init_drop() };
    result
}

/// The launch instance the toolkit finds and lowers (docs/design.md): one
/// per kernel instance, reading the argument tuple in the kernel's own
/// types from `args`.
#[cfg(not(offload_device))]
#[track_caller]
#[inline(never)]
fn __launch_instance<F: Kernel<S>, S>(
    kernel: F,
    cfg: &LaunchConfig,
    args: *const F::Args,
    device: i64,
    device_args: u64,
) -> Result<(), LaunchError> {
    // The kernel's name makes every instance's body different, so that
    // function merging cannot fold two kernels' launches into one.
    let name = core::any::type_name::<F>();
    let at = core::panic::Location::caller();
    let _ = kernel;
    let code = unsafe {
        // The marker only reads through its pointers.
        __offload_launch(
            name.as_ptr() as *mut u8,
            name.len() as u64,
            cfg as *const LaunchConfig as *mut u8,
            args as *const u8 as *mut u8,
            at.file().as_ptr() as *mut u8,
            at.file().len() as u64,
            at.line(),
            at.column(),
            device,
            device_args,
        )
    };
    if code == 0 {
        return Ok(());
    }
    let detail = crate::error::runtime_report(crate::rt::__offload_rt_error_detail);
    Err(LaunchError { code, kernel: name, location: at, detail: (!detail.is_empty()).then(|| detail.into_boxed_str()) })
}

