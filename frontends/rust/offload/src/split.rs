//! An array split over several devices by rows, with halos:
//! [`SplitBuffer`].

use crate::{Device, DeviceBuffer, DeviceCopy, DeviceError, DeviceErrorKind};
use alloc::vec::Vec;
use core::ops::Range;

/// A row-major array of `rows` rows of `width` elements split over several
/// devices by whole rows: part `k` lives in a [`DeviceBuffer`] on
/// `devices[k]` and owns the rows [`own_rows(k)`](Self::own_rows) (as even
/// a share as whole rows allow, the first parts a row more). It also holds
/// up to `halo` rows of each neighbouring part next to its own (its halos,
/// [`held_rows(k)`](Self::held_rows)), which
/// [`exchange_halos`](Self::exchange_halos) refreshes from the parts that
/// own them, by copies between their devices (peer copies between CUDA
/// GPUs). A 1-D array is rows of width 1.
///
/// A stencil over several GPUs: each part's kernel reads its halos and
/// writes its own rows, then the halos are exchanged, step after step.
///
/// ```no_run
/// # pub fn step(inp: &[f64], out: offload::Region2d<'_, f64, 1>) {}
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let (width, rows) = (1024, 1024);
/// let grid = vec![1.0f64; width * rows];
/// let devices: Vec<offload::Device> = offload::Device::all().collect();
/// let mut a = offload::SplitBuffer::scatter(&devices, &grid, width, 1)?;
/// let mut b = offload::SplitBuffer::scatter(&devices, &grid, width, 1)?;
/// for k in 0..a.part_count() {
///     let held = a.held_rows(k).len();
///     let cfg = offload::LaunchConfig::covering([width - 2, held - 2, 1], [32, 8, 1]);
///     let (inp, out) = (a.part(k), b.part_mut(k));
///     offload::launch(step, &cfg, (inp, out.rows(width)?))?;
/// }
/// b.exchange_halos()?;
/// let mut result = vec![0.0; width * rows];
/// b.gather(&mut result)?;
/// # Ok(()) }
/// ```
pub struct SplitBuffer<T: DeviceCopy> {
    parts: Vec<DeviceBuffer<T>>,
    /// Part k owns rows starts[k]..starts[k + 1].
    starts: Vec<usize>,
    rows: usize,
    width: usize,
    halo: usize,
}

impl<T: DeviceCopy> SplitBuffer<T> {
    /// Splits `host`, whole rows of `width` elements, over `devices` (a
    /// device may appear more than once), each part with halos of `halo`
    /// rows, copied from `host`. Errors:
    /// [`DeviceErrorKind::ShapeMismatch`] when `host` is not whole rows;
    /// [`DeviceErrorKind::SplitTooFine`] when there are no devices or a
    /// part would own fewer than `max(halo, 1)` rows; those of
    /// [`DeviceBuffer::from_slice_on`].
    #[track_caller]
    pub fn scatter(devices: &[Device], host: &[T], width: usize, halo: usize) -> Result<Self, DeviceError> {
        if width == 0 || host.len() % width != 0 {
            return Err(DeviceError::new(DeviceErrorKind::ShapeMismatch { len: host.len(), width, height: None }));
        }
        let rows = host.len() / width;
        let n = devices.len();
        if n == 0 || rows / n < halo.max(1) {
            return Err(DeviceError::new(DeviceErrorKind::SplitTooFine { rows, parts: n, halo }));
        }
        let starts: Vec<usize> = (0..=n).map(|k| k * (rows / n) + k.min(rows % n)).collect();
        let mut split = SplitBuffer { parts: Vec::with_capacity(n), starts, rows, width, halo };
        for (k, &device) in devices.iter().enumerate() {
            let held = split.held_rows(k);
            split.parts.push(DeviceBuffer::from_slice_on(device, &host[held.start * width..held.end * width])?);
        }
        Ok(split)
    }

    /// How many parts (devices) it is split over.
    pub fn part_count(&self) -> usize {
        self.parts.len()
    }

    /// Rows of the whole array.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Elements per row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The rows of the whole array part `k` owns. Panics when `k` is not
    /// below [`part_count`](Self::part_count).
    pub fn own_rows(&self, k: usize) -> Range<usize> {
        self.starts[k]..self.starts[k + 1]
    }

    /// The rows of the whole array part `k` holds: its own and its halos
    /// (`halo` rows on each side that has a neighbour). Element `(r, x)`
    /// of the array is element `(r - held_rows(k).start) * width + x` of
    /// [`part(k)`](Self::part). Panics when `k` is not below
    /// [`part_count`](Self::part_count).
    pub fn held_rows(&self, k: usize) -> Range<usize> {
        let own = self.own_rows(k);
        let start = if k == 0 { own.start } else { own.start - self.halo };
        let end = if k + 1 == self.starts.len() - 1 { own.end } else { own.end + self.halo };
        start..end
    }

    /// Part `k`: the rows [`held_rows(k)`](Self::held_rows), on its device.
    pub fn part(&self, k: usize) -> &DeviceBuffer<T> {
        &self.parts[k]
    }

    /// Part `k`, writable (to launch a kernel that writes its own rows).
    pub fn part_mut(&mut self, k: usize) -> &mut DeviceBuffer<T> {
        &mut self.parts[k]
    }

    /// Every part, in order.
    pub fn parts(&self) -> &[DeviceBuffer<T>] {
        &self.parts
    }

    /// Every part, writable: to keep launches on several devices in flight
    /// at once (a [`Queue`](crate::Queue) on each).
    pub fn parts_mut(&mut self) -> &mut [DeviceBuffer<T>] {
        &mut self.parts
    }

    /// Copies each part's rows next to a neighbour into that neighbour's
    /// halo, between their devices ([`DeviceSliceMut::copy_from_device`](crate::DeviceSliceMut::copy_from_device)),
    /// after the work queued on them.
    #[track_caller]
    pub fn exchange_halos(&mut self) -> Result<(), DeviceError> {
        let (w, h) = (self.width, self.halo);
        if h == 0 {
            return Ok(());
        }
        for k in 0..self.parts.len().saturating_sub(1) {
            let (upper, lower) = (self.held_rows(k), self.held_rows(k + 1));
            let boundary = self.starts[k + 1];
            let (a, b) = self.parts.split_at_mut(k + 1);
            let (up, down) = (&mut a[k], &mut b[0]);
            // The lower part's first own rows into the upper part's halo.
            let from = (boundary - lower.start) * w;
            let to = (boundary - upper.start) * w;
            up.slice_mut(to..to + h * w)?.copy_from_device(down.slice(from..from + h * w)?)?;
            // The upper part's last own rows into the lower part's halo.
            let from = (boundary - h - upper.start) * w;
            down.slice_mut(0..h * w)?.copy_from_device(up.slice(from..from + h * w)?)?;
        }
        Ok(())
    }

    /// Copies every part's own rows to `host` (exactly `rows() * width()`
    /// elements): [`DeviceErrorKind::LengthMismatch`] otherwise.
    #[track_caller]
    pub fn gather(&self, host: &mut [T]) -> Result<(), DeviceError> {
        if host.len() != self.rows * self.width {
            return Err(DeviceError::new(DeviceErrorKind::LengthMismatch { device_len: self.rows * self.width, host_len: host.len() }));
        }
        let w = self.width;
        for (k, part) in self.parts.iter().enumerate() {
            let (own, held) = (self.own_rows(k), self.held_rows(k));
            let local = (own.start - held.start) * w;
            part.slice(local..local + own.len() * w)?.copy_to_host(&mut host[own.start * w..own.end * w])?;
        }
        Ok(())
    }

    /// The whole array's elements in a new vector ([`gather`](Self::gather)).
    #[track_caller]
    pub fn to_vec(&self) -> Result<Vec<T>, DeviceError>
    where
        T: Default + Clone,
    {
        let mut v = alloc::vec![T::default(); self.rows * self.width];
        self.gather(&mut v)?;
        Ok(v)
    }
}

impl<T: DeviceCopy> core::fmt::Debug for SplitBuffer<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "SplitBuffer<{}>[{} x {}] over", core::any::type_name::<T>(), self.rows, self.width)?;
        for (k, part) in self.parts.iter().enumerate() {
            write!(f, " {} (rows {:?})", part.device(), self.own_rows(k))?;
        }
        Ok(())
    }
}
