//! Interop with a vendor library on data that stays on the device: a
//! kernel of ours fills two device buffers, cuBLAS (`cublasDaxpy`, y = 3 x +
//! y) works on them in place through their device addresses, and a second
//! kernel of ours finishes; the result is checked against the CPU.
//!
//! cuBLAS is opened at run time (`libcublas.so.13`, `.12`, or the name in
//! $CUBLAS_LIB, searched on LD_LIBRARY_PATH and in $CUDA_PATH/lib64 or
//! /usr/local/cuda/lib64), so the program builds and runs everywhere: where
//! there is no cuBLAS or the default offload device is not a CUDA GPU, it
//! says why and skips the vendor step (exit code 0).
//!
//! cuBLAS and the offload runtime share the GPU's primary context, so the
//! device addresses are valid for both. Our launches return when the
//! kernel is done; cuBLAS runs asynchronously on its stream, so the program
//! synchronizes (`cudaDeviceSynchronize`) before the next launch reads the
//! data.
use core::ffi::{c_char, c_int, c_void};
use cublas_kernels as k;
use offload::{launch, DeviceBuffer, LaunchConfig};

unsafe extern "C" {
    fn dlopen(file: *const c_char, mode: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, name: *const c_char) -> *mut c_void;
}
const RTLD_NOW: c_int = 2;

/// The few cuBLAS and CUDA runtime functions used (cublas_api.h,
/// cuda_runtime_api.h).
struct Cuda {
    create: unsafe extern "C" fn(*mut *mut c_void) -> c_int,
    destroy: unsafe extern "C" fn(*mut c_void) -> c_int,
    daxpy: unsafe extern "C" fn(*mut c_void, c_int, *const f64, *const f64, c_int, *mut f64, c_int) -> c_int,
    synchronize: unsafe extern "C" fn() -> c_int,
    /// cudaPointerGetAttributes: the memory type is the first int of the
    /// attributes (cudaMemoryTypeDevice = 2).
    attributes: unsafe extern "C" fn(*mut [u64; 8], *const c_void) -> c_int,
}

fn open_library(names: &[String]) -> Option<*mut c_void> {
    names.iter().find_map(|n| {
        let c = std::ffi::CString::new(n.as_str()).ok()?;
        let h = unsafe { dlopen(c.as_ptr(), RTLD_NOW) };
        (!h.is_null()).then_some(h)
    })
}

fn symbol(lib: *mut c_void, name: &str) -> Result<*mut c_void, String> {
    let c = std::ffi::CString::new(name).unwrap();
    let p = unsafe { dlsym(lib, c.as_ptr()) };
    if p.is_null() { Err(format!("{name} not found")) } else { Ok(p) }
}

fn load_cuda() -> Result<Cuda, String> {
    let lib64 = std::env::var("CUDA_PATH").unwrap_or_else(|_| "/usr/local/cuda".into()) + "/lib64/";
    let mut blas: Vec<String> = std::env::var("CUBLAS_LIB").into_iter().collect();
    for v in ["13", "12"] {
        blas.push(format!("libcublas.so.{v}"));
        blas.push(format!("{lib64}libcublas.so.{v}"));
    }
    let mut rt = Vec::new();
    for v in ["13", "12"] {
        rt.push(format!("libcudart.so.{v}"));
        rt.push(format!("{lib64}libcudart.so.{v}"));
    }
    let blas = open_library(&blas).ok_or("no cuBLAS library (libcublas.so.13 or .12; set CUBLAS_LIB or CUDA_PATH)")?;
    let rt = open_library(&rt).ok_or("no CUDA runtime library (libcudart.so.13 or .12)")?;
    unsafe {
        Ok(Cuda {
            create: std::mem::transmute(symbol(blas, "cublasCreate_v2")?),
            destroy: std::mem::transmute(symbol(blas, "cublasDestroy_v2")?),
            daxpy: std::mem::transmute(symbol(blas, "cublasDaxpy_v2")?),
            synchronize: std::mem::transmute(symbol(rt, "cudaDeviceSynchronize")?),
            attributes: std::mem::transmute(symbol(rt, "cudaPointerGetAttributes")?),
        })
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: usize = std::env::args().nth(1).map(|s| s.parse()).transpose()?.unwrap_or(1 << 20);
    let cfg = LaunchConfig::linear(n, 256);
    let mut x = DeviceBuffer::<f64>::zeroed(n)?;
    let mut y = DeviceBuffer::<f64>::zeroed(n)?;
    launch(k::init, &cfg, (&mut x, &mut y))?;

    let cuda = load_cuda().and_then(|cuda| {
        let mut attrs = [0u64; 8];
        let rc = unsafe { (cuda.attributes)(&mut attrs, x.as_device_ptr() as *const c_void) };
        if rc != 0 || attrs[0] as u32 != 2 {
            return Err(format!(
                "the buffers are not CUDA device memory (offload {} is not a CUDA GPU)",
                x.device()
            ));
        }
        Ok(cuda)
    });
    let cuda = match cuda {
        Ok(c) => c,
        Err(why) => {
            // Without the vendor step y stays 1: finish makes it 2.
            println!("SKIPPED the cuBLAS step: {why}");
            launch(k::finish, &cfg, (&mut y,))?;
            let bad = y.to_vec()?.iter().filter(|v| **v != 2.0).count();
            if bad > 0 {
                return Err(format!("{bad} of {n} elements differ from the CPU reference").into());
            }
            println!("ok: init and finish (ours) on device buffers: {n} elements match the CPU reference");
            return Ok(());
        }
    };
    let mut handle = std::ptr::null_mut();
    if unsafe { (cuda.create)(&mut handle) } != 0 {
        return Err("cublasCreate failed".into());
    }
    let alpha = 3.0f64;
    let status = unsafe { (cuda.daxpy)(handle, n as c_int, &alpha, x.as_device_ptr(), 1, y.as_mut_device_ptr(), 1) };
    let synced = unsafe { (cuda.synchronize)() };
    unsafe { (cuda.destroy)(handle) };
    if status != 0 || synced != 0 {
        return Err(format!("cublasDaxpy failed (status {status}, synchronize {synced})").into());
    }
    launch(k::finish, &cfg, (&mut y,))?;

    let got = y.to_vec()?;
    let bad = (0..n)
        .filter(|&i| {
            let v = 3.0 * (i as f64 / 4.0) + 1.0;
            got[i] != v * v + 1.0
        })
        .count();
    if bad > 0 {
        return Err(format!("{bad} of {n} elements differ from the CPU reference").into());
    }
    println!("ok: init (ours), cublasDaxpy on device buffers, finish (ours): {n} elements match the CPU reference");
    Ok(())
}
