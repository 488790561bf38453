//! Offload devices: [`Device`], a handle naming one (or the default one).

use crate::rt;
use crate::{DeviceError, DeviceErrorKind};
use alloc::string::String;

/// An offload device: the default one ([`Device::default`], chosen by the
/// runtime when it is used: the one [`Device::set_default`] chose, else the
/// first GPU, or `OMP_DEFAULT_DEVICE`), or the device with a given number
/// ([`Device::nth`]). Devices are numbered GPUs first (0, 1, ...), then the
/// CPU devices of libomptarget's host plugin, among those some image of the
/// program fits. Everything that runs or keeps data takes one: plain
/// launches ([`launch_on`](crate::launch_on)), data regions
/// ([`DataRegion::on`](crate::DataRegion::on)), queues
/// ([`Queue::on`](crate::Queue::on)) and device memory
/// ([`DeviceBuffer::zeroed_on`](crate::DeviceBuffer::zeroed_on)).
///
/// ```no_run
/// # fn main() -> Result<(), offload::DeviceError> {
/// for device in offload::Device::all() {
///     let memory = device.memory()?.map_or("unknown".to_string(), |m| format!("{} bytes", m.total));
///     println!("{device}: {}, {memory}", device.name()?);
/// }
/// let on_second = offload::DeviceBuffer::<f32>::zeroed_on(offload::Device::nth(1)?, 1024)?;
/// # Ok(()) }
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Device(Selector);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum Selector {
    #[default]
    Default,
    Number(u32),
}

impl Device {
    /// The default device, as a constant ([`Device::default`]).
    pub const DEFAULT: Device = Device(Selector::Default);

    /// How many offload devices this process has: those some image of the
    /// program fits. 0 when the program holds no image that fits.
    pub fn count() -> usize {
        unsafe { rt::__offload_rt_num_devices() }.max(0) as usize
    }

    /// Every device, in number order.
    pub fn all() -> impl Iterator<Item = Device> {
        (0..Device::count() as u32).map(|n| Device(Selector::Number(n)))
    }

    /// Device number `n`; [`DeviceErrorKind::NoSuchDevice`] when there are
    /// not that many.
    #[track_caller]
    pub fn nth(n: usize) -> Result<Device, DeviceError> {
        let count = Device::count();
        if n < count {
            Ok(Device(Selector::Number(n as u32)))
        } else {
            Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device: Device::number_unchecked(n), devices: count }))
        }
    }

    /// Makes `device` the default device of every thread of the process,
    /// for what starts from now on (launches, data regions, queues, device
    /// memory that name no device); `Device::default()` goes back to the
    /// runtime's choice. [`DeviceErrorKind::NoSuchDevice`] when `device`
    /// does not exist (nothing changes).
    #[track_caller]
    pub fn set_default(device: Device) -> Result<(), DeviceError> {
        match unsafe { rt::__offload_rt_set_default_device(device.raw()) } {
            0 => Ok(()),
            _ => Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device, devices: Device::count() })),
        }
    }

    /// The device's memory in bytes, in all and free now: a CUDA GPU's from
    /// its driver, a CPU device's from the host (physical and available
    /// memory); `None` for a device whose runtime does not say (AMD GPUs).
    /// [`DeviceErrorKind::NoSuchDevice`], or
    /// [`DeviceErrorKind::DeviceLost`] after a device fault.
    #[track_caller]
    pub fn memory(self) -> Result<Option<DeviceMemory>, DeviceError> {
        let (mut total, mut free) = (0u64, 0u64);
        match unsafe { rt::__offload_rt_device_memory(self.raw(), &mut total, &mut free) } {
            0 if total == 0 => Ok(None),
            0 => Ok(Some(DeviceMemory { total, free })),
            rt::ERR_DEVICE_LOST => Err(DeviceError::new(DeviceErrorKind::DeviceLost { device: self.resolved()? })),
            _ => Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device: self, devices: Device::count() })),
        }
    }

    /// Whether this is the default device (rather than a number).
    pub fn is_default(self) -> bool {
        self.0 == Selector::Default
    }

    /// The device's number: for the default device, the one the runtime
    /// chooses; [`DeviceErrorKind::NoSuchDevice`] when it does not exist.
    #[track_caller]
    pub fn number(self) -> Result<usize, DeviceError> {
        let mut out = 0i64;
        match unsafe { rt::__offload_rt_resolve_device(self.raw(), &mut out) } {
            0 => Ok(out as usize),
            _ => Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device: self, devices: Device::count() })),
        }
    }

    /// The device's name, for messages: the GPU's name from its driver
    /// (`NVIDIA H200`), or `the CPU (libomptarget's host plugin)` for the CPU
    /// device.
    #[track_caller]
    pub fn name(self) -> Result<String, DeviceError> {
        let number = self.number()?;
        let mut buf = [0u8; 256];
        match unsafe { rt::__offload_rt_device_name(number as i64, buf.as_mut_ptr().cast(), buf.len()) } {
            0 => {
                let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
                Ok(String::from_utf8_lossy(&buf[..end]).into_owned())
            }
            _ => Err(DeviceError::new(DeviceErrorKind::NoSuchDevice { device: self, devices: Device::count() })),
        }
    }

    /// The device numbered `n`, unchecked (for devices the runtime named).
    pub(crate) fn number_unchecked(n: usize) -> Device {
        Device(Selector::Number(n.min(u32::MAX as usize) as u32))
    }

    /// The runtime's device argument: the number, or -1 for the default.
    pub(crate) fn raw(self) -> i64 {
        match self.0 {
            Selector::Default => -1,
            Selector::Number(n) => n as i64,
        }
    }

    /// This device resolved to its number (the default one too).
    #[track_caller]
    pub(crate) fn resolved(self) -> Result<Device, DeviceError> {
        let number = self.number()?;
        Ok(Device::number_unchecked(number))
    }
}

/// A device's memory in bytes ([`Device::memory`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceMemory {
    /// All of it.
    pub total: u64,
    /// What is free now (other processes and this one's allocations use the
    /// rest).
    pub free: u64,
}

impl core::fmt::Display for Device {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            Selector::Default => write!(f, "the default device"),
            Selector::Number(n) => write!(f, "device {n}"),
        }
    }
}
