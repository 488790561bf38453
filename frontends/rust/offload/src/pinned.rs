//! Page-locked (pinned) host memory, for copies at the link's speed:
//! [`PinnedBuffer`].

use crate::device_memory::{aligned, bytes_of, slack};
use crate::rt;
use crate::{Device, DeviceCopy, DeviceError, DeviceErrorKind};
use core::ffi::c_void;
use core::ops::{Deref, DerefMut};
use core::ptr::NonNull;

/// `len` elements of `T` in page-locked (pinned) host memory, allocated
/// through the offload runtime for the default device, so that copies
/// between it and the device run at the link's speed. It is an ordinary
/// host slice otherwise (`Deref<Target = [T]>`): pass it to launches,
/// data regions and `DeviceBuffer` copies.
pub struct PinnedBuffer<T: DeviceCopy> {
    /// The first element (aligned for `T`; dangling when empty).
    ptr: NonNull<T>,
    /// What the runtime allocated (null when nothing was).
    base: *mut c_void,
    len: usize,
    device: Device,
}

unsafe impl<T: DeviceCopy + Send> Send for PinnedBuffer<T> {}
unsafe impl<T: DeviceCopy + Sync> Sync for PinnedBuffer<T> {}

impl<T: DeviceCopy> PinnedBuffer<T> {
    /// `len` zero elements.
    #[track_caller]
    pub fn zeroed(len: usize) -> Result<Self, DeviceError> {
        let device = Device::default().resolved()?;
        let bytes = bytes_of::<T>(len)?;
        let mut ptr = NonNull::<T>::dangling();
        let mut base: *mut c_void = core::ptr::null_mut();
        if bytes > 0 {
            let total = bytes + slack::<T>();
            let mut out: *mut c_void = core::ptr::null_mut();
            if unsafe { rt::__offload_rt_pinned_alloc(device.raw(), total as u64, &mut out) } != 0 || out.is_null() {
                return Err(DeviceError::new(DeviceErrorKind::OutOfHostMemory { bytes }));
            }
            base = out;
            let first = aligned::<T>(out);
            unsafe { core::ptr::write_bytes(first as *mut u8, 0, bytes) };
            ptr = unsafe { NonNull::new_unchecked(first) };
        }
        Ok(PinnedBuffer { ptr, base, len, device })
    }

    /// A copy of `host`.
    #[track_caller]
    pub fn from_slice(host: &[T]) -> Result<Self, DeviceError> {
        let mut buf = Self::zeroed(host.len())?;
        buf.copy_from_slice(host);
        Ok(buf)
    }
}

impl<T: DeviceCopy> Deref for PinnedBuffer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        unsafe { core::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: DeviceCopy> DerefMut for PinnedBuffer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        unsafe { core::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: DeviceCopy> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        if !self.base.is_null() {
            unsafe { rt::__offload_rt_pinned_free(self.device.raw(), self.base) };
        }
    }
}
