//! The launch runtime's C interface for device memory and data regions
//! (`runtime/include/offload/runtime/launch.h`, `liboffload-rt.a`,
//! which every program built by the toolkit links).

use core::ffi::{c_char, c_void};

/// The runtime's status codes and the map-type bits, from the toolkit's
/// ABI lists.
pub use crate::abi::{ERR_COPY, ERR_DEVICE_FAULT, ERR_DEVICE_LOST, ERR_EXTENDS, ERR_NO_DEVICE, MAP_FROM, MAP_TO};

unsafe extern "C" {
    pub fn __offload_rt_num_devices() -> i32;
    pub fn __offload_rt_resolve_device(device: i64, out: *mut i64) -> i32;
    pub fn __offload_rt_set_default_device(device: i64) -> i32;
    pub fn __offload_rt_device_memory(device: i64, total: *mut u64, free: *mut u64) -> i32;
    pub fn __offload_rt_copy_between(dst_device: i64, dst: *mut c_void, src_device: i64, src: *const c_void, bytes: u64) -> i32;
    pub fn __offload_rt_device_name(device: i64, out: *mut c_char, cap: usize) -> i32;
    pub fn __offload_rt_images_report(out: *mut c_char, cap: usize) -> i32;
    pub fn __offload_rt_error_detail(out: *mut c_char, cap: usize) -> i32;
    pub fn __offload_rt_device_alloc(device: i64, bytes: u64, zeroed: i32, out: *mut *mut c_void) -> i32;
    pub fn __offload_rt_device_free(device: i64, ptr: *mut c_void);
    pub fn __offload_rt_copy(device: i64, dst: *mut c_void, src: *const c_void, bytes: u64, to_device: i32) -> i32;
    pub fn __offload_rt_pinned_alloc(device: i64, bytes: u64, out: *mut *mut c_void) -> i32;
    pub fn __offload_rt_pinned_free(device: i64, ptr: *mut c_void);
    pub fn __offload_rt_lock(device: i64, ptr: *mut c_void, bytes: u64) -> i32;
    pub fn __offload_rt_unlock(device: i64, ptr: *mut c_void);
    pub fn __offload_rt_data_begin(
        device: i64,
        file: *const u8,
        file_len: u64,
        line: u32,
        column: u32,
        n: i32,
        ptrs: *const *mut c_void,
        sizes: *const i64,
        types: *const i64,
        names: *const *const c_char,
        cells: *const *const u32,
        handle: *mut *mut c_void,
    ) -> i32;
    pub fn __offload_rt_data_end(handle: *mut c_void);
}
