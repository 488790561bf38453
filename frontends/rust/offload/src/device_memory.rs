//! Device memory that stays on the device across launches (the manual
//! interface): [`DeviceBuffer`] and its views [`DeviceSlice`] and
//! [`DeviceSliceMut`].
// (One file over 500 lines: the buffer and its views share the copies and
// their checks.)

use crate::rt;
use crate::{Device, DeviceCopy, DeviceError, DeviceErrorKind};
use alloc::vec::Vec;
use core::ffi::c_void;
use core::marker::PhantomData;
use core::mem::{align_of, size_of};
use core::ops::{Bound, RangeBounds};
use core::ptr::NonNull;

/// The bytes of `len` elements of `T` (with room for `slack`); `TooLarge`
/// when they do not fit the address space. (The error is made here, not in
/// a closure, so that it carries the caller's location.)
#[track_caller]
pub(crate) fn bytes_of<T>(len: usize) -> Result<usize, DeviceError> {
    match len.checked_mul(size_of::<T>()) {
        Some(bytes) if bytes <= isize::MAX as usize - ALIGN_SLACK_MAX => Ok(bytes),
        _ => Err(DeviceError::new(DeviceErrorKind::TooLarge { len, element_bytes: size_of::<T>() })),
    }
}

/// The alignment the runtime's allocations have at least (malloc's on the
/// CPU device; the CUDA plugin's are aligned to 256).
const RUNTIME_ALIGN: usize = 16;
/// The most bytes `slack` adds (Rust's largest alignment is 2^29).
const ALIGN_SLACK_MAX: usize = 1 << 29;

/// Extra bytes to allocate so that an allocation aligned to RUNTIME_ALIGN
/// holds a `T` aligned to `align_of::<T>()` (up to 2^29) at `aligned::<T>`.
pub(crate) fn slack<T>() -> usize {
    align_of::<T>().saturating_sub(RUNTIME_ALIGN)
}

/// The first address at or after `base` aligned for `T`.
pub(crate) fn aligned<T>(base: *mut c_void) -> *mut T {
    let a = base as usize;
    let up = (a + align_of::<T>() - 1) & !(align_of::<T>() - 1);
    (base as *mut u8).wrapping_add(up - a) as *mut T
}

/// Copies between host memory and device memory of `device`.
#[track_caller]
unsafe fn copy<T>(device: Device, dst: *mut T, src: *const T, len: usize, to_device: bool) -> Result<(), DeviceError> {
    let bytes = len * size_of::<T>();
    let rc = unsafe { rt::__offload_rt_copy(device.raw(), dst as *mut c_void, src as *const c_void, bytes as u64, to_device as i32) };
    match rc {
        0 => Ok(()),
        rt::ERR_DEVICE_LOST => Err(DeviceError::new(DeviceErrorKind::DeviceLost { device })),
        _ => Err(DeviceError::new(DeviceErrorKind::CopyFailed { device, bytes })),
    }
}

/// Copies `len` elements from device memory of `from` to device memory of
/// `to` (the same device too): directly where the devices' plugin offers it
/// (a peer copy between CUDA GPUs), through the host otherwise.
#[track_caller]
unsafe fn copy_between<T>(to: Device, dst: *mut T, from: Device, src: *const T, len: usize) -> Result<(), DeviceError> {
    let bytes = len * size_of::<T>();
    let rc = unsafe { rt::__offload_rt_copy_between(to.raw(), dst as *mut c_void, from.raw(), src as *const c_void, bytes as u64) };
    match rc {
        0 => Ok(()),
        rt::ERR_DEVICE_LOST => {
            // Which of the two: the runtime refuses a lost device's memory
            // query.
            let lost = if matches!(from.memory(), Err(e) if matches!(e.kind(), DeviceErrorKind::DeviceLost { .. })) { from } else { to };
            Err(DeviceError::new(DeviceErrorKind::DeviceLost { device: lost }))
        }
        _ => Err(DeviceError::new(DeviceErrorKind::CopyBetweenFailed { from, to, bytes })),
    }
}

#[track_caller]
fn range_of(range: impl RangeBounds<usize>, len: usize) -> Result<(usize, usize), DeviceError> {
    let start = match range.start_bound() {
        Bound::Included(&s) => s,
        Bound::Excluded(&s) => s.saturating_add(1),
        Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => match e.checked_add(1) {
            Some(end) => end,
            None => return Err(DeviceError::new(DeviceErrorKind::OutOfRange { start, end: e, len })),
        },
        Bound::Excluded(&e) => e,
        Bound::Unbounded => len,
    };
    if start > end || end > len { Err(DeviceError::new(DeviceErrorKind::OutOfRange { start, end, len })) } else { Ok((start, end)) }
}

/// The accessors that device memory and its views share (fields `ptr`,
/// `len`, `device`).
macro_rules! accessors {
    () => {
        /// Elements.
        pub fn len(&self) -> usize {
            self.len
        }

        /// Whether it holds no element.
        pub fn is_empty(&self) -> bool {
            self.len == 0
        }

        /// The device it lives on.
        pub fn device(&self) -> Device {
            self.device
        }

        /// The device address of the first element, for vendor libraries
        /// (cuBLAS, rocBLAS) that work on device memory. Valid while the
        /// memory lives; never dereference it on the host.
        pub fn as_device_ptr(&self) -> *const T {
            self.ptr
        }
    };
}

/// `len` elements of `T` in the memory of one offload device, freed when
/// dropped. Launches take it (or a [`DeviceSlice`] of it) where a kernel
/// takes `&[T]` / `&mut [T]` and copy nothing for it; copies to and from
/// the host are explicit. The device address, for vendor libraries such as
/// cuBLAS, is [`DeviceBuffer::as_device_ptr`].
pub struct DeviceBuffer<T: DeviceCopy> {
    /// The first element (aligned for `T`); dangling (never used) when the
    /// buffer holds no bytes.
    ptr: *mut T,
    /// What the runtime allocated (null when nothing was).
    base: *mut c_void,
    len: usize,
    device: Device,
    _owns: PhantomData<T>,
}

// Device memory is only touched through the runtime, which is thread-safe.
unsafe impl<T: DeviceCopy + Send> Send for DeviceBuffer<T> {}
unsafe impl<T: DeviceCopy + Sync> Sync for DeviceBuffer<T> {}

impl<T: DeviceCopy> DeviceBuffer<T> {
    #[track_caller]
    fn alloc(device: Device, len: usize, zeroed: bool) -> Result<Self, DeviceError> {
        let device = device.resolved()?;
        let bytes = bytes_of::<T>(len)?;
        let mut ptr = NonNull::<T>::dangling().as_ptr();
        let mut base: *mut c_void = core::ptr::null_mut();
        if bytes > 0 {
            let mut out: *mut c_void = core::ptr::null_mut();
            let total = bytes + slack::<T>();
            match unsafe { rt::__offload_rt_device_alloc(device.raw(), total as u64, zeroed as i32, &mut out) } {
                0 if !out.is_null() => {
                    base = out;
                    ptr = aligned::<T>(out);
                }
                0 => return Err(DeviceError::new(DeviceErrorKind::OutOfDeviceMemory { device, bytes })),
                rt::ERR_NO_DEVICE => return Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device, devices: Device::count() })),
                rt::ERR_COPY => return Err(DeviceError::new(DeviceErrorKind::CopyFailed { device, bytes })),
                rt::ERR_DEVICE_LOST => return Err(DeviceError::new(DeviceErrorKind::DeviceLost { device })),
                _ => return Err(DeviceError::new(DeviceErrorKind::OutOfDeviceMemory { device, bytes })),
            }
        }
        Ok(DeviceBuffer { ptr, base, len, device, _owns: PhantomData })
    }

    /// `len` zero elements on the default device.
    #[track_caller]
    pub fn zeroed(len: usize) -> Result<Self, DeviceError> {
        Self::alloc(Device::default(), len, true)
    }

    /// `len` zero elements on `device`.
    #[track_caller]
    pub fn zeroed_on(device: Device, len: usize) -> Result<Self, DeviceError> {
        Self::alloc(device, len, true)
    }

    /// A copy of `host` on the default device.
    #[track_caller]
    pub fn from_slice(host: &[T]) -> Result<Self, DeviceError> {
        Self::from_slice_on(Device::default(), host)
    }

    /// A copy of `host` on `device`.
    #[track_caller]
    pub fn from_slice_on(device: Device, host: &[T]) -> Result<Self, DeviceError> {
        let mut buf = Self::alloc(device, host.len(), false)?;
        buf.copy_from_host(host)?;
        Ok(buf)
    }

    accessors!();

    /// As [`as_device_ptr`](Self::as_device_ptr), for libraries that write.
    pub fn as_mut_device_ptr(&mut self) -> *mut T {
        self.ptr
    }

    /// Copies `host` (exactly `len()` elements) to the device.
    #[track_caller]
    pub fn copy_from_host(&mut self, host: &[T]) -> Result<(), DeviceError> {
        self.as_slice_mut().copy_from_host(host)
    }

    /// Copies the device's elements to `host` (exactly `len()` elements).
    #[track_caller]
    pub fn copy_to_host(&self, host: &mut [T]) -> Result<(), DeviceError> {
        self.as_slice().copy_to_host(host)
    }

    /// The device's elements in a new vector.
    #[track_caller]
    pub fn to_vec(&self) -> Result<Vec<T>, DeviceError> {
        self.as_slice().to_vec()
    }

    /// Copies `src` (device memory of any device, exactly `len()`
    /// elements) into this buffer: see [`DeviceSliceMut::copy_from_device`].
    #[track_caller]
    pub fn copy_from_device(&mut self, src: DeviceSlice<'_, T>) -> Result<(), DeviceError> {
        self.as_slice_mut().copy_from_device(src)
    }

    /// A copy of this buffer on `device` (another device, or this one),
    /// copied between the devices without the host where their plugin
    /// offers it.
    #[track_caller]
    pub fn to_device(&self, device: Device) -> Result<DeviceBuffer<T>, DeviceError> {
        let mut copy = Self::alloc(device, self.len, false)?;
        copy.copy_from_device(self.as_slice())?;
        Ok(copy)
    }

    /// The whole buffer as a [`DeviceSlice`].
    pub fn as_slice(&self) -> DeviceSlice<'_, T> {
        DeviceSlice { ptr: self.ptr, len: self.len, device: self.device, _borrow: PhantomData }
    }

    /// The whole buffer as a [`DeviceSliceMut`].
    pub fn as_slice_mut(&mut self) -> DeviceSliceMut<'_, T> {
        DeviceSliceMut { ptr: self.ptr, len: self.len, device: self.device, _borrow: PhantomData }
    }

    /// The elements `range` (`2..10`, `..n`, ...); `OutOfRange` when it does
    /// not lie inside the buffer.
    #[track_caller]
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<DeviceSlice<'_, T>, DeviceError> {
        self.as_slice().into_slice(range)
    }

    /// The elements `range`, writable.
    #[track_caller]
    pub fn slice_mut(&mut self, range: impl RangeBounds<usize>) -> Result<DeviceSliceMut<'_, T>, DeviceError> {
        self.as_slice_mut().into_slice_mut(range)
    }

    /// The whole buffer as a row-major 2-D array of `width` columns, passed
    /// where a kernel takes a [`Region2d`](crate::Region2d):
    /// `as_slice_mut().rows(width)` ([`DeviceSliceMut::rows`]).
    #[track_caller]
    pub fn rows(&mut self, width: usize) -> Result<DeviceRows<'_, T>, DeviceError> {
        self.as_slice_mut().rows(width)
    }

    /// The whole buffer as a row-major 3-D array, passed where a kernel
    /// takes a [`Region3d`](crate::Region3d): `as_slice_mut().planes(width,
    /// height)` ([`DeviceSliceMut::planes`]).
    #[track_caller]
    pub fn planes(&mut self, width: usize, height: usize) -> Result<DevicePlanes<'_, T>, DeviceError> {
        self.as_slice_mut().planes(width, height)
    }
}

impl<T: DeviceCopy> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        if !self.base.is_null() {
            unsafe { rt::__offload_rt_device_free(self.device.raw(), self.base) };
        }
    }
}

impl<T: DeviceCopy> core::fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "DeviceBuffer<{}>[{}] on {}", core::any::type_name::<T>(), self.len, self.device)
    }
}

/// A view of elements of a [`DeviceBuffer`] (all of it or a sub-range),
/// read-only: passed where a kernel takes `&[T]`.
#[derive(Clone, Copy, Debug)]
pub struct DeviceSlice<'a, T: DeviceCopy> {
    ptr: *const T,
    len: usize,
    device: Device,
    _borrow: PhantomData<&'a [T]>,
}

/// A writable view of elements of a [`DeviceBuffer`]: passed where a
/// kernel takes `&mut [T]` (or `&[T]`).
#[derive(Debug)]
pub struct DeviceSliceMut<'a, T: DeviceCopy> {
    ptr: *mut T,
    len: usize,
    device: Device,
    _borrow: PhantomData<&'a mut [T]>,
}

unsafe impl<T: DeviceCopy + Sync> Send for DeviceSlice<'_, T> {}
unsafe impl<T: DeviceCopy + Sync> Sync for DeviceSlice<'_, T> {}
unsafe impl<T: DeviceCopy + Send> Send for DeviceSliceMut<'_, T> {}
unsafe impl<T: DeviceCopy + Sync> Sync for DeviceSliceMut<'_, T> {}

impl<'a, T: DeviceCopy> DeviceSlice<'a, T> {
    accessors!();

    /// The elements `range` of this view.
    #[track_caller]
    pub fn into_slice(self, range: impl RangeBounds<usize>) -> Result<DeviceSlice<'a, T>, DeviceError> {
        let (start, end) = range_of(range, self.len)?;
        Ok(DeviceSlice { ptr: self.ptr.wrapping_add(start), len: end - start, device: self.device, _borrow: PhantomData })
    }

    /// Copies the view's elements to `host` (exactly `len()` elements).
    #[track_caller]
    pub fn copy_to_host(&self, host: &mut [T]) -> Result<(), DeviceError> {
        if host.len() != self.len {
            return Err(DeviceError::new(DeviceErrorKind::LengthMismatch { device_len: self.len, host_len: host.len() }));
        }
        unsafe { copy(self.device, host.as_mut_ptr(), self.ptr, self.len, false) }
    }

    /// The view's elements in a new vector.
    #[track_caller]
    pub fn to_vec(&self) -> Result<Vec<T>, DeviceError> {
        let mut v: Vec<T> = Vec::with_capacity(self.len);
        unsafe {
            copy(self.device, v.as_mut_ptr(), self.ptr, self.len, false)?;
            v.set_len(self.len);
        }
        Ok(v)
    }
}

impl<'a, T: DeviceCopy> DeviceSliceMut<'a, T> {
    accessors!();

    /// The device address of its first element, for libraries that write.
    pub fn as_mut_device_ptr(&mut self) -> *mut T {
        self.ptr
    }

    /// A shorter-lived writable view of the same elements (to pass it to a
    /// launch and keep using it).
    pub fn reborrow(&mut self) -> DeviceSliceMut<'_, T> {
        DeviceSliceMut { ptr: self.ptr, len: self.len, device: self.device, _borrow: PhantomData }
    }

    /// A read-only view of the same elements.
    pub fn as_slice(&self) -> DeviceSlice<'_, T> {
        DeviceSlice { ptr: self.ptr, len: self.len, device: self.device, _borrow: PhantomData }
    }

    /// The elements `range` of this view, writable.
    #[track_caller]
    pub fn into_slice_mut(self, range: impl RangeBounds<usize>) -> Result<DeviceSliceMut<'a, T>, DeviceError> {
        let (start, end) = range_of(range, self.len)?;
        Ok(DeviceSliceMut { ptr: self.ptr.wrapping_add(start), len: end - start, device: self.device, _borrow: PhantomData })
    }

    /// This view as a row-major 2-D array of `width` columns (rows of
    /// `width` elements one after another), passed where a kernel takes a
    /// [`Region2d`](crate::Region2d): the thread at global (x, y, 0) owns
    /// element `y * width + x`. Like a `DeviceSliceMut` passed for a
    /// `Region`, the launch passes the device address as it is and copies
    /// nothing. The view is consumed: [`reborrow`](Self::reborrow) first to
    /// keep it.
    ///
    /// `ShapeMismatch` when `len()` is not a multiple of `width` (a width
    /// of 0 fits only an empty view).
    ///
    /// ```no_run
    /// // kernels crate:
    /// pub fn ramp(out: offload::Region2d<f32>) {
    ///     let (x, y) = (offload::global_idx_x(), offload::global_idx_y());
    ///     if let Some(e) = out.thread_element() {
    ///         *e = (y * 1000 + x) as f32;
    ///     }
    /// }
    /// # fn main() -> Result<(), Box<dyn core::error::Error>> {
    /// let (width, rows) = (37, 19);
    /// let mut image = offload::DeviceBuffer::<f32>::zeroed(width * rows)?;
    /// let cfg = offload::LaunchConfig::covering([width, rows, 1], [16, 16, 1]);
    /// offload::launch(ramp, &cfg, (image.as_slice_mut().rows(width)?,))?;
    /// assert_eq!(image.to_vec()?[width + 2], 1002.0);
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn rows(self, width: usize) -> Result<DeviceRows<'a, T>, DeviceError> {
        let whole = if width == 0 { self.len == 0 } else { self.len % width == 0 };
        if !whole {
            return Err(DeviceError::new(DeviceErrorKind::ShapeMismatch { len: self.len, width, height: None }));
        }
        Ok(DeviceRows { slice: self, width })
    }

    /// This view as a row-major 3-D array: planes of `height` rows of
    /// `width` elements, passed where a kernel takes a
    /// [`Region3d`](crate::Region3d): the thread at global (x, y, z) owns
    /// element `(z * height + y) * width + x`. The launch passes the device
    /// address as it is and copies nothing. The view is consumed.
    ///
    /// `ShapeMismatch` when `len()` is not a multiple of `width * height`
    /// (or that product overflows; a plane of 0 elements fits only an
    /// empty view).
    ///
    /// ```no_run
    /// // kernels crate:
    /// pub fn fill(v: f64, out: offload::Region3d<f64>) {
    ///     if let Some(e) = out.thread_element() {
    ///         *e = v;
    ///     }
    /// }
    /// # fn main() -> Result<(), Box<dyn core::error::Error>> {
    /// let (nx, ny, nz) = (30, 20, 10);
    /// let mut grid = offload::DeviceBuffer::<f64>::zeroed(nx * ny * nz)?;
    /// let cfg = offload::LaunchConfig::covering([nx, ny, nz], [8, 8, 4]);
    /// offload::launch(fill, &cfg, (1.5, grid.as_slice_mut().planes(nx, ny)?))?;
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn planes(self, width: usize, height: usize) -> Result<DevicePlanes<'a, T>, DeviceError> {
        let whole = match width.checked_mul(height) {
            Some(0) => self.len == 0,
            Some(plane) => self.len % plane == 0,
            None => false,
        };
        if !whole {
            return Err(DeviceError::new(DeviceErrorKind::ShapeMismatch { len: self.len, width, height: Some(height) }));
        }
        Ok(DevicePlanes { slice: self, width, height })
    }

    /// Copies `host` (exactly `len()` elements) to the device.
    #[track_caller]
    pub fn copy_from_host(&mut self, host: &[T]) -> Result<(), DeviceError> {
        if host.len() != self.len {
            return Err(DeviceError::new(DeviceErrorKind::LengthMismatch { device_len: self.len, host_len: host.len() }));
        }
        unsafe { copy(self.device, self.ptr, host.as_ptr(), self.len, true) }
    }

    /// Copies `src`, device memory of any device (exactly `len()`
    /// elements), into this view, after the work queued on either device:
    /// directly between the devices where their plugin offers it (a peer
    /// copy between two CUDA GPUs), through a host buffer otherwise
    /// (libomptarget's `omp_target_memcpy`), one `memmove` between CPU
    /// devices (whose memory is the host's). Errors: [`DeviceErrorKind::DeviceLengthMismatch`],
    /// [`DeviceErrorKind::CopyBetweenFailed`] naming both devices,
    /// [`DeviceErrorKind::DeviceLost`].
    #[track_caller]
    pub fn copy_from_device(&mut self, src: DeviceSlice<'_, T>) -> Result<(), DeviceError> {
        if src.len != self.len {
            return Err(DeviceError::new(DeviceErrorKind::DeviceLengthMismatch { dst_len: self.len, src_len: src.len }));
        }
        unsafe { copy_between(self.device, self.ptr, src.device, src.ptr, self.len) }
    }

    /// Copies the view's elements to `host` (exactly `len()` elements).
    #[track_caller]
    pub fn copy_to_host(&self, host: &mut [T]) -> Result<(), DeviceError> {
        self.as_slice().copy_to_host(host)
    }

    /// The view's elements in a new vector.
    #[track_caller]
    pub fn to_vec(&self) -> Result<Vec<T>, DeviceError> {
        self.as_slice().to_vec()
    }
}

/// The accessors shaped device memory has (field `slice`, the view it
/// borrows, and `width`): `len`, `is_empty`, `device`, `width`.
macro_rules! shaped_accessors {
    () => {
        /// Elements.
        pub fn len(&self) -> usize {
            self.slice.len
        }

        /// Whether it holds no element.
        pub fn is_empty(&self) -> bool {
            self.slice.len == 0
        }

        /// The device it lives on.
        pub fn device(&self) -> Device {
            self.slice.device
        }

        /// Elements per row.
        pub fn width(&self) -> usize {
            self.width
        }
    };
}

/// Writable device memory shaped as a row-major 2-D array, passed where a
/// kernel takes a [`Region2d`](crate::Region2d) (the launch copies nothing
/// for it): made by [`DeviceSliceMut::rows`] or [`DeviceBuffer::rows`],
/// which check that the memory is whole rows. It borrows the memory
/// mutably, as the view it was made from did.
#[derive(Debug)]
pub struct DeviceRows<'a, T: DeviceCopy> {
    slice: DeviceSliceMut<'a, T>,
    width: usize,
}

impl<'a, T: DeviceCopy> DeviceRows<'a, T> {
    shaped_accessors!();

    /// Rows: `len() / width()` (0 for a width of 0).
    pub fn rows(&self) -> usize {
        self.slice.len.checked_div(self.width).unwrap_or(0)
    }

    /// A shorter-lived view of the same rows (to pass it to a launch and
    /// keep using it).
    pub fn reborrow(&mut self) -> DeviceRows<'_, T> {
        DeviceRows { slice: self.slice.reborrow(), width: self.width }
    }

    /// The memory as a flat writable view again.
    pub fn into_slice_mut(self) -> DeviceSliceMut<'a, T> {
        self.slice
    }

    /// The device address and length.
    pub(crate) fn raw_parts(&self) -> (*mut T, usize) {
        (self.slice.ptr, self.slice.len)
    }
}

/// Writable device memory shaped as a row-major 3-D array, passed where a
/// kernel takes a [`Region3d`](crate::Region3d) (the launch copies nothing
/// for it): made by [`DeviceSliceMut::planes`] or
/// [`DeviceBuffer::planes`], which check that the memory is whole planes.
#[derive(Debug)]
pub struct DevicePlanes<'a, T: DeviceCopy> {
    slice: DeviceSliceMut<'a, T>,
    width: usize,
    height: usize,
}

impl<'a, T: DeviceCopy> DevicePlanes<'a, T> {
    shaped_accessors!();

    /// Rows per plane.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Planes: `len() / (width() * height())` (0 for an empty plane).
    pub fn planes(&self) -> usize {
        self.slice.len.checked_div(self.width * self.height).unwrap_or(0)
    }

    /// A shorter-lived view of the same planes (to pass it to a launch and
    /// keep using it).
    pub fn reborrow(&mut self) -> DevicePlanes<'_, T> {
        DevicePlanes { slice: self.slice.reborrow(), width: self.width, height: self.height }
    }

    /// The memory as a flat writable view again.
    pub fn into_slice_mut(self) -> DeviceSliceMut<'a, T> {
        self.slice
    }

    /// The device address and length.
    pub(crate) fn raw_parts(&self) -> (*mut T, usize) {
        (self.slice.ptr, self.slice.len)
    }
}
