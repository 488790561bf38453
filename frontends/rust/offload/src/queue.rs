//! Queues of device work: [`Queue`], the [`Pending`] work on it, and the
//! [`Event`]s between.

use crate::launch::{start, Kernel, KernelParams};
use crate::{rt, Device, DeviceCopy, DeviceError, DeviceErrorKind, DeviceSlice, DeviceSliceMut, PinnedBuffer};
use crate::{LaunchArgs, LaunchConfig, LaunchError};
use alloc::vec::Vec;
use core::cell::RefCell;
use core::ffi::c_void;
use core::marker::PhantomData;
use core::panic::Location;
use core::ptr::NonNull;

/// A queue (a stream) of work on one device: launches and copies run in
/// the order they were enqueued, and the host goes on without waiting for
/// them. Each piece of work is a [`Pending`], which keeps everything the
/// work uses borrowed until it is waited for: the borrow checker, not the
/// documentation, keeps the host from touching data a kernel may still be
/// using. Work on two queues may run at the same time; an [`Event`]
/// orders them, and times them.
///
/// What the work reports when it runs (a kernel that panicked or faulted,
/// a failed copy) comes back from the wait that covers it, naming the
/// kernel and the line that enqueued it; what is wrong before it runs (a
/// launch with no threads to tell apart, device memory of another device)
/// comes back when it is enqueued.
///
/// ```no_run
/// # fn scale(_: f32, _: offload::Region<f32>) {}
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let queue = offload::Queue::new()?;
/// let mut y = vec![1.0f32; 1 << 20];
/// let cfg = offload::LaunchConfig::linear(y.len(), 256);
/// let work = queue.launch(scale, &cfg, (2.0, &mut y))?;
/// // ... the host does other things; `y` stays borrowed ...
/// work.wait()?;
/// assert_eq!(y[0], 2.0);
/// # Ok(()) }
/// ```
///
/// On an NVIDIA GPU a queue is a CUDA stream. On the CPU devices (and
/// AMD GPUs, for now) each piece of work runs when it is enqueued: the
/// same values, copies and errors, without the overlap
/// (`docs/design.md`, "How a host thread waits, and queues").
pub struct Queue {
    raw: NonNull<c_void>,
    device: Device,
    /// Work not waited for yet: its ticket, what it is and where it was
    /// enqueued (for the errors of `synchronize`).
    open: RefCell<Vec<Work>>,
    /// Errors of work whose `Pending` was dropped without `wait`, for the
    /// next `synchronize`.
    dropped: RefCell<Vec<LaunchError>>,
}

#[derive(Clone, Copy)]
struct Work {
    ticket: u64,
    what: &'static str,
    location: &'static Location<'static>,
}

// The runtime's queue is safe to use from any thread (it locks); the
// bookkeeping here is not shared between threads (`Queue` is not `Sync`).
unsafe impl Send for Queue {}

unsafe extern "C" {
    fn __offload_rt_queue_create(device: i64, out: *mut *mut c_void) -> i32;
    fn __offload_rt_queue_destroy(q: *mut c_void);
    pub(crate) fn __offload_rt_queue_select(q: *mut c_void);
    fn __offload_rt_queue_take_ticket() -> u64;
    fn __offload_rt_queue_copy(q: *mut c_void, dst: *mut c_void, src: *const c_void, bytes: u64, flags: i32, ticket: *mut u64) -> i32;
    fn __offload_rt_queue_record(q: *mut c_void, ticket: *mut u64) -> i32;
    fn __offload_rt_queue_forget(q: *mut c_void, ticket: u64);
    fn __offload_rt_queue_wait_for(q: *mut c_void, other: *const c_void, ticket: u64) -> i32;
    fn __offload_rt_queue_wait(q: *mut c_void, first: u64, last: u64, failed: *mut u64) -> i32;
    fn __offload_rt_queue_release(q: *mut c_void, ticket: u64) -> i32;
    fn __offload_rt_queue_elapsed(q0: *const c_void, t0: u64, q1: *const c_void, t1: u64, ms: *mut f64) -> i32;
}

/// What a copy on a queue is called in its errors.
const TO_DEVICE: &str = "copy to the device";
const TO_HOST: &str = "copy to the host";

/// Work not waited for that a queue remembers by name.
const MAX_OPEN: usize = 8192;

/// `__offload_rt_queue_copy`'s flags (launch.h).
const COPY_TO_DEVICE: i32 = 0x1;
const COPY_OWNED: i32 = 0x2;

impl Queue {
    /// A queue on the default device.
    #[track_caller]
    pub fn new() -> Result<Queue, DeviceError> {
        Queue::on(Device::default())
    }

    /// A queue on `device`: [`DeviceErrorKind::NoSuchDevice`] when it does
    /// not exist, [`DeviceErrorKind::DeviceLost`] after a device fault.
    #[track_caller]
    pub fn on(device: Device) -> Result<Queue, DeviceError> {
        let device = device.resolved()?;
        let mut raw = core::ptr::null_mut();
        match unsafe { __offload_rt_queue_create(device.raw(), &mut raw) } {
            0 => {}
            rt::ERR_DEVICE_LOST => return Err(DeviceError::new(DeviceErrorKind::DeviceLost { device })),
            rt::ERR_NO_DEVICE => {
                return Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device, devices: Device::count() }));
            }
            _ => return Err(DeviceError::new(DeviceErrorKind::OutOfHostMemory { bytes: 0 })),
        }
        let raw = NonNull::new(raw).ok_or_else(|| DeviceError::new(DeviceErrorKind::OutOfHostMemory { bytes: 0 }))?;
        Ok(Queue { raw, device, open: RefCell::new(Vec::new()), dropped: RefCell::new(Vec::new()) })
    }

    /// The queue's device.
    pub fn device(&self) -> Device {
        self.device
    }

    /// Enqueues a launch of `kernel`, as [`launch`](crate::launch) runs one
    /// (the same kernels, arguments and checks), on this queue's device,
    /// without waiting for it. Everything `args` borrows stays borrowed
    /// until the returned [`Pending`] is waited for or dropped. Host data
    /// moves as for `launch`: to the device before the kernel, back when
    /// the work is waited for. Device memory of another device is
    /// [`LaunchErrorKind::MixedDevices`](crate::LaunchErrorKind::MixedDevices).
    #[track_caller]
    pub fn launch<'a, F: Kernel<S>, S, A: LaunchArgs<F::Args> + 'a>(
        &'a self,
        kernel: F,
        cfg: &LaunchConfig,
        args: A,
    ) -> Result<Pending<'a>, LaunchError>
    where
        F::Args: KernelParams,
    {
        crate::launch::check_dimensions::<F, S>(cfg)?;
        // SAFETY: `launch`'s checks, above and in `start`.
        unsafe { self.enqueue_launch(kernel, cfg, args) }
    }

    /// Enqueues a launch of any kernel, as
    /// [`launch_unchecked`](crate::launch_unchecked) runs one.
    ///
    /// # Safety
    /// `launch_unchecked`'s contract.
    #[track_caller]
    pub unsafe fn launch_unchecked<'a, F: Kernel<S>, S, A: LaunchArgs<F::Args> + 'a>(
        &'a self,
        kernel: F,
        cfg: &LaunchConfig,
        args: A,
    ) -> Result<Pending<'a>, LaunchError> {
        unsafe { self.enqueue_launch(kernel, cfg, args) }
    }

    #[track_caller]
    unsafe fn enqueue_launch<'a, F: Kernel<S>, S, A: LaunchArgs<F::Args> + 'a>(
        &'a self,
        kernel: F,
        cfg: &LaunchConfig,
        args: A,
    ) -> Result<Pending<'a>, LaunchError> {
        let result = start(kernel, cfg, args, self.raw.as_ptr(), Some(self.device));
        // The ticket of the launch (0: it ran nothing), and the end of the
        // selection `start` made, whatever happened.
        let ticket = unsafe { __offload_rt_queue_take_ticket() };
        result?;
        Ok(self.pending(ticket, core::any::type_name::<F>(), Location::caller()))
    }

    /// Enqueues a copy of `src` to device memory `dst` of this queue's
    /// device (as long as `src`). Both stay borrowed until the returned
    /// [`Pending`] is waited for or dropped.
    #[track_caller]
    pub fn copy_to_device<'a, T: DeviceCopy>(
        &'a self,
        src: &'a [T],
        mut dst: DeviceSliceMut<'a, T>,
    ) -> Result<Pending<'a>, DeviceError> {
        self.check_copy(dst.device(), dst.len(), src.len())?;
        let bytes = core::mem::size_of_val(src) as u64;
        let dst_ptr = dst.as_mut_device_ptr() as *mut c_void;
        self.enqueue_copy(dst_ptr, src.as_ptr() as *const c_void, bytes, COPY_TO_DEVICE)
    }

    /// Enqueues a copy of device memory `src` of this queue's device to
    /// `dst` (as long as `src`). Both stay borrowed until the returned
    /// [`Pending`] is waited for or dropped; `dst` holds the copy then.
    #[track_caller]
    pub fn copy_to_host<'a, T: DeviceCopy>(
        &'a self,
        src: DeviceSlice<'a, T>,
        dst: &'a mut [T],
    ) -> Result<Pending<'a>, DeviceError> {
        self.check_copy(src.device(), src.len(), dst.len())?;
        let bytes = core::mem::size_of_val(dst) as u64;
        self.enqueue_copy(dst.as_mut_ptr() as *mut c_void, src.as_device_ptr() as *const c_void, bytes, 0)
    }

    /// Enqueues a copy of page-locked host memory `src` to device memory
    /// `dst` of this queue's device (as long as `src`), which runs while
    /// the host goes on: the queue holds `src` until the returned
    /// [`Transfer`] is waited for, which gives it back. (The borrowed
    /// copies, [`Queue::copy_to_device`], are done with the host memory
    /// before they return.) `dst` is free again at once: later work on it,
    /// on this queue or another, runs after the copy, and the host's own
    /// uses of it (copies, launches, dropping it) wait for it.
    #[track_caller]
    pub fn upload<'a, T: DeviceCopy>(
        &'a self,
        src: PinnedBuffer<T>,
        mut dst: DeviceSliceMut<'_, T>,
    ) -> Result<Transfer<'a, T>, DeviceError> {
        self.check_copy(dst.device(), dst.len(), src.len())?;
        let bytes = core::mem::size_of_val(&*src) as u64;
        let dst_ptr = dst.as_mut_device_ptr() as *mut c_void;
        let pending = self.enqueue_copy(dst_ptr, src.as_ptr() as *const c_void, bytes, COPY_TO_DEVICE | COPY_OWNED)?;
        Ok(Transfer { pending, buffer: Some(src) })
    }

    /// Enqueues a copy of device memory `src` of this queue's device to
    /// page-locked host memory `dst` (as long as `src`), which runs while
    /// the host goes on: the returned [`Transfer`]'s wait gives `dst` back
    /// holding the copy.
    #[track_caller]
    pub fn download<'a, T: DeviceCopy>(
        &'a self,
        src: DeviceSlice<'_, T>,
        mut dst: PinnedBuffer<T>,
    ) -> Result<Transfer<'a, T>, DeviceError> {
        self.check_copy(src.device(), src.len(), dst.len())?;
        let bytes = core::mem::size_of_val(&*dst) as u64;
        let pending =
            self.enqueue_copy(dst.as_mut_ptr() as *mut c_void, src.as_device_ptr() as *const c_void, bytes, COPY_OWNED)?;
        Ok(Transfer { pending, buffer: Some(dst) })
    }

    #[track_caller]
    fn check_copy(&self, device: Device, device_len: usize, host_len: usize) -> Result<(), DeviceError> {
        if device_len != host_len {
            return Err(DeviceError::new(DeviceErrorKind::LengthMismatch { device_len, host_len }));
        }
        // Device memory names its device by number; the queue's is resolved.
        let theirs = device.resolved()?;
        if theirs != self.device {
            return Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device: theirs, devices: Device::count() }));
        }
        Ok(())
    }

    #[track_caller]
    fn enqueue_copy<'a>(&'a self, dst: *mut c_void, src: *const c_void, bytes: u64, flags: i32) -> Result<Pending<'a>, DeviceError> {
        let mut ticket = 0u64;
        let to_device = flags & COPY_TO_DEVICE != 0;
        match unsafe { __offload_rt_queue_copy(self.raw.as_ptr(), dst, src, bytes, flags, &mut ticket) } {
            0 => Ok(self.pending(ticket, if to_device { TO_DEVICE } else { TO_HOST }, Location::caller())),
            rt::ERR_DEVICE_LOST => Err(DeviceError::new(DeviceErrorKind::DeviceLost { device: self.device })),
            _ => Err(DeviceError::new(DeviceErrorKind::CopyFailed { device: self.device, bytes: bytes as usize })),
        }
    }

    fn pending<'a>(&'a self, ticket: u64, what: &'static str, location: &'static Location<'static>) -> Pending<'a> {
        if ticket != 0 {
            let mut open = self.open.borrow_mut();
            // A loop of work left to run on, never synchronized: the oldest
            // entries go (an error of theirs then names the synchronize).
            if open.len() >= MAX_OPEN {
                open.drain(..MAX_OPEN / 2);
            }
            open.push(Work { ticket, what, location });
        }
        Pending { queue: self, ticket, what, location, _borrows: PhantomData }
    }

    /// Records the point after everything enqueued so far: wait for it,
    /// order another queue after it ([`Queue::wait_for`]), or time the work
    /// between two of them ([`Event::elapsed_since`]).
    #[track_caller]
    pub fn record(&self) -> Result<Event<'_>, DeviceError> {
        let mut ticket = 0u64;
        match unsafe { __offload_rt_queue_record(self.raw.as_ptr(), &mut ticket) } {
            0 => Ok(Event { queue: self, ticket }),
            _ => Err(DeviceError::new(DeviceErrorKind::OutOfHostMemory { bytes: 0 })),
        }
    }

    /// Makes the work enqueued on this queue from now on wait until the
    /// work before `event` (of any queue of the same device) is done,
    /// without the host waiting.
    #[track_caller]
    pub fn wait_for(&self, event: &Event<'_>) -> Result<(), DeviceError> {
        let theirs = event.queue.device;
        if theirs != self.device {
            return Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device: theirs, devices: Device::count() }));
        }
        let rc = unsafe { __offload_rt_queue_wait_for(self.raw.as_ptr(), event.queue.raw.as_ptr(), event.ticket) };
        debug_assert_eq!(rc, 0, "an event names a point its queue made");
        Ok(())
    }

    /// Waits until everything enqueued on this queue is done. Returns the
    /// first error of work not waited for yet: of work whose [`Pending`] was
    /// dropped, or still held (its own `wait` then returns `Ok`).
    #[track_caller]
    pub fn synchronize(&self) -> Result<(), LaunchError> {
        let mut failed = 0u64;
        let code = unsafe { __offload_rt_queue_wait(self.raw.as_ptr(), 1, u64::MAX, &mut failed) };
        let mut open = self.open.borrow_mut();
        let error = if code != 0 {
            let work = open.iter().find(|w| w.ticket == failed).copied();
            // Work too old to be remembered is named by this call.
            let (what, location) = work.map_or(("work on the queue", Location::caller()), |w| (w.what, w.location));
            Some(error_of(code, what, location))
        } else {
            None
        };
        // Everything enqueued is done: dropped work is forgotten (work still
        // held is waited for by its Pending).
        if error.is_none() {
            open.clear();
        } else {
            open.retain(|w| w.ticket != failed);
        }
        drop(open);
        let mut dropped = self.dropped.borrow_mut();
        if !dropped.is_empty() {
            let first = dropped.remove(0);
            // The later error, if any, stays for the next call.
            if let Some(e) = error {
                dropped.push(e);
            }
            return Err(first);
        }
        error.map_or(Ok(()), Err)
    }
}

impl Drop for Queue {
    fn drop(&mut self) {
        // Every Pending borrowed the queue, so all were waited for or
        // dropped: the work is done.
        unsafe { __offload_rt_queue_destroy(self.raw.as_ptr()) };
    }
}

impl core::fmt::Debug for Queue {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Queue on {}", self.device)
    }
}

/// The error of work on a queue: the runtime's code and error detail.
fn error_of(code: i32, what: &'static str, location: &'static Location<'static>) -> LaunchError {
    let detail = crate::error::runtime_report(crate::rt::__offload_rt_error_detail);
    LaunchError { code, kernel: what, location, detail: (!detail.is_empty()).then(|| detail.into_boxed_str()) }
}

/// Work enqueued on a [`Queue`] that may not have run yet. It keeps
/// everything the work uses borrowed (`'a`) until [`Pending::wait`] or
/// until it is dropped. Dropped, work that maps host data waits (the data
/// comes back before the borrow ends); other work (device memory and
/// values only) runs on. Either way an error then comes back from the
/// queue's next [`Queue::synchronize`].
#[must_use = "work on a queue keeps its data borrowed until it is waited for: call `wait()` to see its errors"]
pub struct Pending<'a> {
    queue: &'a Queue,
    ticket: u64,
    what: &'static str,
    location: &'static Location<'static>,
    _borrows: PhantomData<&'a mut ()>,
}

impl Pending<'_> {
    /// Waits until the work is done (and the work before it on its queue),
    /// then gives back its data. Its error names the kernel (or the copy)
    /// and the line that enqueued it.
    pub fn wait(mut self) -> Result<(), LaunchError> {
        let r = self.finish();
        core::mem::forget(self);
        r
    }

    fn finish(&mut self) -> Result<(), LaunchError> {
        if self.ticket == 0 {
            return Ok(());
        }
        let ticket = core::mem::replace(&mut self.ticket, 0);
        let mut failed = 0u64;
        let code = unsafe { __offload_rt_queue_wait(self.queue.raw.as_ptr(), ticket, ticket, &mut failed) };
        self.queue.open.borrow_mut().retain(|w| w.ticket != ticket);
        if code == 0 { Ok(()) } else { Err(error_of(code, self.what, self.location)) }
    }
}

impl Drop for Pending<'_> {
    fn drop(&mut self) {
        // Work with no host data to copy back runs on; what it reports
        // comes from the queue's next synchronize (its entry in `open`
        // names it). Work with host data is waited for: the data comes
        // back before its borrow ends.
        if self.ticket != 0 && unsafe { __offload_rt_queue_release(self.queue.raw.as_ptr(), self.ticket) } == 0 {
            return;
        }
        if let Err(e) = self.finish() {
            self.queue.dropped.borrow_mut().push(e);
        }
    }
}

impl core::fmt::Debug for Pending<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Pending {} from {}", self.what, self.location)
    }
}

/// A copy between page-locked host memory and the device on a [`Queue`]
/// ([`Queue::upload`], [`Queue::download`]): the queue holds the
/// [`PinnedBuffer`] until [`Transfer::wait`] gives it back. Dropped, it
/// waits and frees the buffer; leaked, the buffer is never freed nor seen
/// again, so the copy can never touch memory the host uses.
#[must_use = "the copy holds the buffer until it is waited for: call `wait()` to get it back"]
pub struct Transfer<'a, T: DeviceCopy> {
    // Dropped first: the wait, then the buffer.
    pending: Pending<'a>,
    buffer: Option<PinnedBuffer<T>>,
}

impl<T: DeviceCopy> Transfer<'_, T> {
    /// Waits until the copy is done, then gives the buffer back (after a
    /// download, holding the copy). A copy that failed frees the buffer
    /// and names the line that enqueued it.
    pub fn wait(mut self) -> Result<PinnedBuffer<T>, LaunchError> {
        let r = self.pending.finish();
        let buffer = self.buffer.take().expect("a Transfer holds its buffer until its wait");
        r.map(|()| buffer)
    }
}

impl<T: DeviceCopy> core::fmt::Debug for Transfer<'_, T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.pending.fmt(f)
    }
}

/// A point in a [`Queue`]: after everything enqueued before
/// [`Queue::record`] made it.
pub struct Event<'q> {
    queue: &'q Queue,
    ticket: u64,
}

impl Event<'_> {
    /// Waits until the work before the point is done. Errors of that work
    /// come back from its own waits and the queue's `synchronize`.
    pub fn wait(&self) {
        let mut failed = 0u64;
        // A wait over no ticket: the wait, without taking any error.
        unsafe { __offload_rt_queue_wait(self.queue.raw.as_ptr(), self.ticket, self.ticket, &mut failed) };
    }

    /// The time from `earlier` to this point, on the device's clock, both
    /// waited for ([`Event::wait`]).
    pub fn elapsed_since(&self, earlier: &Event<'_>) -> core::time::Duration {
        let mut ms = 0f64;
        let rc = unsafe {
            __offload_rt_queue_elapsed(earlier.queue.raw.as_ptr(), earlier.ticket, self.queue.raw.as_ptr(), self.ticket, &mut ms)
        };
        debug_assert_eq!(rc, 0, "both points were recorded and are kept");
        core::time::Duration::from_secs_f64((ms / 1e3).max(0.0))
    }
}

impl Drop for Event<'_> {
    fn drop(&mut self) {
        unsafe { __offload_rt_queue_forget(self.queue.raw.as_ptr(), self.ticket) };
    }
}
