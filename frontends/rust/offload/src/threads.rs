//! What the public types promise to threads, checked at compile time: host
//! handles may move between threads and be shared (launches from several
//! host threads are sound: the launch runtime is thread-safe, and a launch
//! borrows what it passes until it returns). Shared-memory handles are
//! neither `Send` nor `Sync` (a block's memory belongs to its threads);
//! test/lit/e2e/unsound checks that.

use crate::*;

const _: () = {
    const fn send_sync<T: Send + Sync>() {}
    send_sync::<LaunchConfig>();
    send_sync::<LaunchError>();
    send_sync::<DeviceError>();
    send_sync::<Device>();
    send_sync::<DeviceBuffer<f32>>();
    send_sync::<DeviceSlice<'static, f32>>();
    send_sync::<DeviceSliceMut<'static, f32>>();
    send_sync::<PinnedBuffer<f32>>();
    send_sync::<DataRegion>();
    send_sync::<AtomicF32>();
    send_sync::<AtomicF64>();
    const fn send<T: Send>() {}
    send::<Region<'static, f32>>();
    send::<Region2d<'static, f32>>();
    send::<Region3d<'static, f32>>();
};
