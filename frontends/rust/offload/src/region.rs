//! Regions: a [`Region`] (and [`Region2d`], [`Region3d`]) gives each kernel
//! thread mutable access to its own elements of an array, and to no other:
//! how a safely launched kernel writes its results.
// (One file over 500 lines: the three Region types share the ownership
// rule, its proof and the helpers that apply it.)
//!
//! Why: every thread of a launch runs the kernel with the same arguments.
//! A kernel that takes `&mut [T]` hands the whole slice to every thread at
//! once: many live `&mut` to the same memory, which Rust's aliasing rules
//! forbid, and any two threads that write one element race. Nothing in
//! such a kernel's signature stops it. A `Region` is built on the host from
//! a `&mut [T]` and maps like it (copied to the device and back); in the
//! kernel, [`Region::thread_element`] and [`Region::thread_chunk`] give the
//! calling thread the elements its global index owns. The index comes from the launch
//! geometry, never from the kernel, and the region is consumed by the call,
//! so no two threads (and no thread twice) get the same element, without
//! `unsafe` in kernel code.

use core::marker::PhantomData;

/// Mutable access to `data`, split between the threads of a
/// one-dimensional launch: thread `t` (its global index,
/// [`global_idx_x`](crate::global_idx_x)) owns elements `K * t .. K * (t +
/// 1)` (the last thread's chunk may be shorter, threads past the end own
/// none). `K` is 1 unless given: `Region<'_, f32, 4>`.
///
/// A kernel that takes a `Region` is launched with a one-dimensional
/// geometry (y and z extents of 1 in both grid and block):
/// [`launch`](crate::launch) refuses others with
/// [`LaunchErrorKind::InvalidConfig`](crate::LaunchErrorKind::InvalidConfig),
/// as only then does `global_idx_x` tell every thread apart. Arrays of rows
/// or planes, over 2-D and 3-D launches, are [`Region2d`] and [`Region3d`].
/// So a thread finds its element from the same index a CUDA kernel
/// computes, `blockIdx.x * blockDim.x + threadIdx.x`, and nothing more.
///
/// Its layout is a slice's (`data_ptr`, `length`), which the toolkit
/// recognises: it is mapped like `&mut [T]`.
#[repr(C)]
pub struct Region<'a, T, const K: usize = 1> {
    pub(crate) data_ptr: *mut T,
    pub(crate) length: usize,
    pub(crate) _borrow: PhantomData<&'a mut [T]>,
}

// A region moves to the device as `&mut [T]` would.
unsafe impl<'a, T: Send, const K: usize> Send for Region<'a, T, K> {}

impl<'a, T, const K: usize> Region<'a, T, K> {
    /// Splits `data` between the threads of the launch it is passed to.
    /// `K` must not be 0 (a compile-time error).
    #[inline(always)]
    pub fn new(data: &'a mut [T]) -> Self {
        const { assert!(K > 0, "a Region's chunk size K must be at least 1") };
        Region { data_ptr: data.as_mut_ptr(), length: data.len(), _borrow: PhantomData }
    }

    /// A region of `length` elements at `data_ptr`: device memory, whose
    /// address is never dereferenced on the host.
    ///
    /// # Safety
    /// `data_ptr` is valid for `length` elements on the launch's device and
    /// borrowed mutably for `'a`.
    #[inline(always)]
    pub(crate) unsafe fn from_raw_parts(data_ptr: *mut T, length: usize) -> Self {
        Region { data_ptr, length, _borrow: PhantomData }
    }

    /// Elements in the whole region.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.length
    }

    /// True when the region has no elements.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.length == 0
    }

    /// The former name of [`thread_chunk`](Self::thread_chunk).
    #[deprecated(since = "0.10.0", note = "renamed to `thread_chunk`")]
    #[inline(always)]
    pub fn chunk(self) -> &'a mut [T] {
        self.thread_chunk()
    }

    /// The elements the calling thread owns: `K` consecutive ones from
    /// `K * global_idx_x()`, fewer at the end, none past it.
    #[inline(always)]
    pub fn thread_chunk(self) -> &'a mut [T] {
        // Also here: a region from device memory is not built by `new`.
        const { assert!(K > 0, "a Region's chunk size K must be at least 1") };
        let start = crate::global_idx_x().saturating_mul(K).min(self.length);
        let end = start.saturating_add(K).min(self.length);
        // [start, end) is inside the region and belongs to this thread
        // alone: in a one-dimensional launch (which `launch` requires of a
        // kernel that takes a Region) distinct threads have distinct x.
        unsafe { core::slice::from_raw_parts_mut(self.data_ptr.add(start), end - start) }
    }
}

impl<'a, T> Region<'a, T, 1> {
    /// The element the calling thread owns (element `global_idx_x()`), or
    /// `None` for a thread past the end.
    #[inline(always)]
    pub fn thread_element(self) -> Option<&'a mut T> {
        let i = crate::global_idx_x();
        // Element i is inside the region and this thread's alone (as in
        // thread_chunk). A region's data pointer is a slice's, never null
        // (said so that `Some` needs no test of it).
        unsafe { core::hint::assert_unchecked(!self.data_ptr.is_null()) };
        (i < self.length).then(|| unsafe { &mut *self.data_ptr.add(i) })
    }

    /// Sets the calling thread's element, element `i = global_idx_x()`,
    /// to `f(i)`; a thread past the end does nothing and never calls `f`.
    ///
    /// ```
    /// # use offload::Region;
    /// /// `out[i] = a x[i] + y[i]`.
    /// pub fn axpy(a: f32, x: &[f32], y: &[f32], out: Region<'_, f32>) {
    ///     out.fill_with(|i| a * x[i] + y[i]);
    /// }
    /// ```
    #[inline(always)]
    pub fn fill_with(self, f: impl FnOnce(usize) -> T) {
        let i = crate::global_idx_x();
        if i < self.length {
            let value = f(i);
            // SAFETY: element i is inside the region and this thread's
            // alone (as in thread_chunk).
            unsafe { *self.data_ptr.add(i) = value };
        }
    }

    /// The former name of [`thread_element`](Self::thread_element).
    #[deprecated(since = "0.10.0", note = "renamed to `thread_element`")]
    #[inline(always)]
    pub fn mine(self) -> Option<&'a mut T> {
        self.thread_element()
    }
}

/// The size accessors a shaped region has: `len`, `is_empty`, `width`.
macro_rules! shaped_region_sizes {
    () => {
        /// Elements in the whole region.
        #[inline(always)]
        pub fn len(&self) -> usize {
            self.length
        }

        /// True when the region has no elements.
        #[inline(always)]
        pub fn is_empty(&self) -> bool {
            self.length == 0
        }

        /// Elements per row.
        #[inline(always)]
        pub fn width(&self) -> usize {
            self.width
        }
    };
}

/// Mutable access to a row-major 2-D array of `width` columns, split
/// between a launch's threads by their x and y: the thread at global
/// index (x, y, 0) ([`global_idx_x`](crate::global_idx_x),
/// [`global_idx_y`](crate::global_idx_y)) owns the element at row y,
/// column x, `data[y * width + x]`, when `x < width` and that element
/// exists. Threads past the right or bottom edge own nothing. A kernel
/// that takes a `Region2d` runs over a launch without a z extent (grid and
/// block z of 1: [`launch`](crate::launch) refuses others with
/// `InvalidConfig`): launch it with
/// [`LaunchConfig::covering`](crate::LaunchConfig::covering)`([width,
/// rows, 1], block)`.
///
/// **Stencils.** With a halo, `HALO` (0 unless given: `Region2d<'_, f32,
/// 1>`, or [`with_halo`](Region2d::with_halo) on the host), the array is a
/// grid whose outer `HALO` columns and rows belong to no thread: the thread
/// at (x, y, 0) owns the point (x + HALO, y + HALO) when `x + 2 * HALO <
/// width` and `y + 2 * HALO < rows`. Launch it over the interior,
/// `covering([width - 2 * HALO, rows - 2 * HALO, 1], block)`, and write it
/// with [`fill_with`](Region2d::fill_with), which hands the point to the
/// closure that computes its value: the kernel then reads its neighbours
/// at the point's index, the index the element's own is, and needs no
/// checks of its own. Device memory shaped as rows
/// ([`DeviceSliceMut::rows`](crate::DeviceSliceMut::rows)) passes for a
/// region with any halo: the kernel's type says which.
///
/// Its layout is a slice's (`data_ptr`, `length`), then the width and the
/// number of rows, which the toolkit recognises: it is mapped like `&mut
/// [T]`, and the width and the rows travel by value, each in a kernel slot
/// of its own. (The rows are `length / width`, worked out on the host once,
/// so that no thread divides or multiplies to bound its row.)
#[repr(C)]
pub struct Region2d<'a, T, const HALO: usize = 0> {
    pub(crate) data_ptr: *mut T,
    pub(crate) length: usize,
    pub(crate) width: usize,
    pub(crate) rows: usize,
    pub(crate) _borrow: PhantomData<&'a mut [T]>,
}

// A region moves to the device as `&mut [T]` would.
unsafe impl<'a, T: Send, const HALO: usize> Send for Region2d<'a, T, HALO> {}

impl<'a, T> Region2d<'a, T> {
    /// Splits `data`, rows of `width` elements one after another, between
    /// the threads of the launch it is passed to.
    ///
    /// # Panics
    /// When `data.len()` is not a multiple of `width` (a width of 0 only
    /// fits no data): the width is then not the array's.
    ///
    /// ```
    /// let mut image = vec![0u8; 1000 * 600];
    /// let r = offload::Region2d::new(&mut image, 1000);
    /// assert_eq!((r.width(), r.rows(), r.len()), (1000, 600, 600_000));
    /// ```
    ///
    /// ```should_panic
    /// let mut v = vec![0.0f32; 10];
    /// offload::Region2d::new(&mut v, 3); // 10 is not whole rows of 3
    /// ```
    #[inline]
    #[track_caller]
    pub fn new(data: &'a mut [T], width: usize) -> Self {
        assert!(
            if width == 0 { data.is_empty() } else { data.len() % width == 0 },
            "a Region2d's data must be whole rows of its width"
        );
        // SAFETY: the data is borrowed for 'a, whole rows of the width.
        unsafe { Self::from_raw_parts(data.as_mut_ptr(), data.len(), width) }
    }

    /// The same rows with a halo of `H` points around them: the thread at
    /// global index (x, y, 0) owns the element at row y + H, column x + H
    /// instead (see [`Region2d`]). `H` must be less than 2^31 (a
    /// compile-time error).
    ///
    /// ```
    /// let mut grid = vec![0.0f32; 64 * 48];
    /// let r: offload::Region2d<f32, 1> = offload::Region2d::new(&mut grid, 64).with_halo::<1>();
    /// assert_eq!((r.width(), r.rows()), (64, 48)); // the threads own 62 x 46 points
    /// ```
    #[inline(always)]
    pub fn with_halo<const H: usize>(self) -> Region2d<'a, T, H> {
        const { assert!(H < 1 << 31, "a region's halo must be less than 2^31") };
        Region2d { data_ptr: self.data_ptr, length: self.length, width: self.width, rows: self.rows, _borrow: PhantomData }
    }
}

impl<'a, T, const HALO: usize> Region2d<'a, T, HALO> {
    /// A 2-D region of `length` elements at `data_ptr`, rows of `width`:
    /// device memory, whose address is never dereferenced on the host.
    ///
    /// # Safety
    /// `data_ptr` is valid for `length` elements on the launch's device and
    /// borrowed mutably for `'a`; `length` is whole rows of `width`.
    #[inline(always)]
    pub(crate) unsafe fn from_raw_parts(data_ptr: *mut T, length: usize, width: usize) -> Self {
        let rows = length.checked_div(width).unwrap_or(0);
        Region2d { data_ptr, length, width, rows, _borrow: PhantomData }
    }

    shaped_region_sizes!();

    /// Rows: `len() / width()` (0 for a width of 0).
    #[inline(always)]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The element the calling thread owns, `data[(y + HALO) * width + x +
    /// HALO]` for the thread at global index (x, y, 0), or `None` for a
    /// thread outside the array's interior (`x + 2 * HALO >= width`, or
    /// `y + 2 * HALO` past the last row).
    #[inline(always)]
    pub fn thread_element(self) -> Option<&'a mut T> {
        const { assert!(HALO < 1 << 31, "a region's halo must be less than 2^31") };
        // SAFETY: data_ptr and length are a region's, borrowed for 'a, and
        // rows * width is its length (from_raw_parts); HALO < 2^31.
        unsafe { owned_element(self.data_ptr, self.length, [self.width, self.rows, 1], [HALO, HALO, 0], false) }
    }

    /// Sets the calling thread's element to `f([x, y])`, where (x, y) is
    /// the element's column and row (the thread's global index plus the
    /// halo); a thread that owns no element does nothing and never calls
    /// `f`. The form for stencils: `f` finds its inputs from the point,
    /// and the element's index is the one `f`'s `y * width + x` computes
    /// (the optimizer computes it once).
    ///
    /// ```
    /// # use offload::Region2d;
    /// /// Each interior point: the mean of its four neighbours in `inp`.
    /// pub fn smooth(inp: &[f32], out: Region2d<'_, f32, 1>) {
    ///     let w = out.width();
    ///     out.fill_with(|[x, y]| {
    ///         let at = |x: usize, y: usize| inp[y * w + x];
    ///         0.25 * (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1))
    ///     });
    /// }
    /// ```
    #[inline(always)]
    pub fn fill_with(self, f: impl FnOnce([usize; 2]) -> T) {
        const { assert!(HALO < 1 << 31, "a region's halo must be less than 2^31") };
        let shape = [self.width, self.rows, 1];
        // SAFETY: as thread_element's.
        unsafe { fill_owned(self.data_ptr, self.length, shape, [HALO, HALO, 0], false, |[x, y, _]| f([x, y])) }
    }

    /// The former name of [`thread_element`](Self::thread_element).
    #[deprecated(since = "0.10.0", note = "renamed to `thread_element`")]
    #[inline(always)]
    pub fn mine(self) -> Option<&'a mut T> {
        self.thread_element()
    }
}

/// Mutable access to a row-major 3-D array of `width` columns and
/// `height` rows per plane, split between a launch's threads by their x,
/// y and z: the thread at global index (x, y, z) owns
/// `data[(z * height + y) * width + x]`, when `x < width`, `y < height`
/// and that element exists; other threads own nothing. Launch it with
/// [`LaunchConfig::covering`](crate::LaunchConfig::covering)`([width,
/// height, planes], block)`.
///
/// **Stencils.** With a halo, `HALO` (0 unless given), the thread at (x,
/// y, z) owns the point (x + HALO, y + HALO, z + HALO) when it lies
/// `HALO` points or more inside every face (`x + 2 * HALO < width`, and so
/// for y and the height, z and the planes), as in [`Region2d`]: launch it
/// over the interior and write it with [`fill_with`](Region3d::fill_with).
///
/// Its layout is a slice's (`data_ptr`, `length`), then the width, the
/// height and the number of planes (`length / (width * height)`, worked
/// out on the host), each in a kernel slot of its own.
#[repr(C)]
pub struct Region3d<'a, T, const HALO: usize = 0> {
    pub(crate) data_ptr: *mut T,
    pub(crate) length: usize,
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) planes: usize,
    pub(crate) _borrow: PhantomData<&'a mut [T]>,
}

// A region moves to the device as `&mut [T]` would.
unsafe impl<'a, T: Send, const HALO: usize> Send for Region3d<'a, T, HALO> {}

impl<'a, T> Region3d<'a, T> {
    /// Splits `data`, planes of `height` rows of `width` elements, between
    /// the threads of the launch it is passed to.
    ///
    /// # Panics
    /// When `data.len()` is not a multiple of `width * height` (which must
    /// not overflow; 0 only fits no data).
    ///
    /// ```
    /// let mut grid = vec![0.0f64; 30 * 20 * 10];
    /// let r = offload::Region3d::new(&mut grid, 30, 20);
    /// assert_eq!((r.width(), r.height(), r.planes(), r.len()), (30, 20, 10, 6000));
    /// ```
    #[inline]
    #[track_caller]
    pub fn new(data: &'a mut [T], width: usize, height: usize) -> Self {
        let plane = width.checked_mul(height).expect("a Region3d's width * height overflows");
        assert!(
            if plane == 0 { data.is_empty() } else { data.len() % plane == 0 },
            "a Region3d's data must be whole planes of its width and height"
        );
        // SAFETY: the data is borrowed for 'a, whole planes.
        unsafe { Self::from_raw_parts(data.as_mut_ptr(), data.len(), width, height) }
    }

    /// The same planes with a halo of `H` points around them: the thread
    /// at global index (x, y, z) owns the point (x + H, y + H, z + H)
    /// instead (see [`Region3d`]). `H` must be less than 2^31 (a
    /// compile-time error).
    ///
    /// ```
    /// let mut grid = vec![0.0f64; 30 * 20 * 10];
    /// let r: offload::Region3d<f64, 1> = offload::Region3d::new(&mut grid, 30, 20).with_halo::<1>();
    /// assert_eq!((r.width(), r.height(), r.planes()), (30, 20, 10)); // 28 x 18 x 8 owned
    /// ```
    #[inline(always)]
    pub fn with_halo<const H: usize>(self) -> Region3d<'a, T, H> {
        const { assert!(H < 1 << 31, "a region's halo must be less than 2^31") };
        let Region3d { data_ptr, length, width, height, planes, .. } = self;
        Region3d { data_ptr, length, width, height, planes, _borrow: PhantomData }
    }
}

impl<'a, T, const HALO: usize> Region3d<'a, T, HALO> {
    /// A 3-D region of `length` elements at `data_ptr`, planes of
    /// `height` rows of `width`: device memory, whose address is never
    /// dereferenced on the host.
    ///
    /// # Safety
    /// `data_ptr` is valid for `length` elements on the launch's device and
    /// borrowed mutably for `'a`; `length` is whole planes of `width *
    /// height`.
    #[inline(always)]
    pub(crate) unsafe fn from_raw_parts(data_ptr: *mut T, length: usize, width: usize, height: usize) -> Self {
        // width * height does not overflow (the caller's promise).
        let planes = length.checked_div(width * height).unwrap_or(0);
        Region3d { data_ptr, length, width, height, planes, _borrow: PhantomData }
    }

    shaped_region_sizes!();

    /// Rows per plane.
    #[inline(always)]
    pub fn height(&self) -> usize {
        self.height
    }

    /// Planes: `len() / (width() * height())` (0 for a plane of no
    /// elements).
    #[inline(always)]
    pub fn planes(&self) -> usize {
        self.planes
    }

    /// The element the calling thread owns, `data[((z + HALO) * height + y
    /// + HALO) * width + x + HALO]` for the thread at global index (x, y,
    /// z), or `None` for a thread outside the array's interior (`x + 2 *
    /// HALO >= width`, `y + 2 * HALO >= height` or `z + 2 * HALO >=
    /// planes`).
    #[inline(always)]
    pub fn thread_element(self) -> Option<&'a mut T> {
        const { assert!(HALO < 1 << 31, "a region's halo must be less than 2^31") };
        // SAFETY: data_ptr and length are a region's, borrowed for 'a, and
        // planes * height * width is its length (from_raw_parts); HALO <
        // 2^31.
        unsafe { owned_element(self.data_ptr, self.length, [self.width, self.height, self.planes], [HALO; 3], true) }
    }

    /// Sets the calling thread's element to `f([x, y, z])`, where (x, y,
    /// z) is the element's column, row and plane (the thread's global
    /// index plus the halo); a thread that owns no element does nothing
    /// and never calls `f`. The form for stencils: `f` finds its inputs
    /// from the point, and the element's index is the one `f`'s `(z *
    /// height + y) * width + x` computes (the optimizer computes it once).
    ///
    /// ```
    /// # use offload::Region3d;
    /// /// Each interior point: its value in `inp` minus the mean of its
    /// /// neighbours along x.
    /// pub fn detrend(inp: &[f64], out: Region3d<'_, f64, 1>) {
    ///     let (w, h) = (out.width(), out.height());
    ///     out.fill_with(|[x, y, z]| {
    ///         let at = |x: usize| inp[(z * h + y) * w + x];
    ///         at(x) - 0.5 * (at(x - 1) + at(x + 1))
    ///     });
    /// }
    /// ```
    #[inline(always)]
    pub fn fill_with(self, f: impl FnOnce([usize; 3]) -> T) {
        const { assert!(HALO < 1 << 31, "a region's halo must be less than 2^31") };
        let shape = [self.width, self.height, self.planes];
        // SAFETY: as thread_element's.
        unsafe { fill_owned(self.data_ptr, self.length, shape, [HALO; 3], true, f) }
    }

    /// The former name of [`thread_element`](Self::thread_element).
    #[deprecated(since = "0.10.0", note = "renamed to `thread_element`")]
    #[inline(always)]
    pub fn mine(self) -> Option<&'a mut T> {
        self.thread_element()
    }
}

/// The calling thread's element of a shaped region at `data_ptr` of
/// `shape` = [width, height, planes] (a 2-D region is one plane of its
/// rows: [width, rows, 1]) with `halo` = [x, y, z] points of halo on each
/// side (a 2-D region's is [HALO, HALO, 0]), or `None`: element_of's rule.
///
/// # Safety
/// `data_ptr` must be valid for the region's `width * height * planes`
/// elements (its whole length: that product is exactly the length, as
/// the regions' constructors make it), borrowed mutably for `'a` by the
/// region the call consumes, which is `length` elements. Each of `halo`
/// is less than 2^31. `has_z` is
/// false for a Region2d, whose launch has no z extent (launch checks it).
#[inline(always)]
unsafe fn owned_element<'a, T>(data_ptr: *mut T, length: usize, shape: [usize; 3], halo: [usize; 3], has_z: bool) -> Option<&'a mut T> {
    // The data pointer is a slice's, never null (said before any branch, so
    // that the optimizer drops the test of `Some` on the way out).
    unsafe { core::hint::assert_unchecked(!data_ptr.is_null()) };
    // SAFETY: the caller's promise (owned_point's is a part of it).
    let point = unsafe { owned_point(shape, halo, has_z) }?;
    // SAFETY: the thread owns the point (owns), whose element is inside
    // the region and this thread's alone (element_of); the index computed
    // inside this branch, so that the optimizer sees the pointer in
    // bounds and drops the test of `Some` on the way out.
    let index = unsafe { element_of(point, shape) };
    // With a halo the index is the kernel's own centre index (the
    // kernel's `(i * n + j) * n + k` once it has checked width and height
    // against n): said used here (it is less than the length, element_of)
    // so that the optimizer keeps it one value, which it shares with the
    // kernel's, instead of splitting the address (a cost to regions
    // without halo, whose index is the kernel's in no case).
    if halo[0] > 0 {
        // SAFETY: element_of: the index is less than the length.
        unsafe { core::hint::assert_unchecked(index < length) };
    }
    // SAFETY: the element at index is the thread's own (above).
    unsafe { Some(&mut *data_ptr.add(index)) }
}

/// `fill_with`'s body: sets the calling thread's element of a shaped
/// region (as owned_element finds it) to `f(point)`, when it owns one.
///
/// # Safety
/// As owned_element's.
#[inline(always)]
unsafe fn fill_owned<T>(
    data_ptr: *mut T,
    length: usize,
    shape: [usize; 3],
    halo: [usize; 3],
    has_z: bool,
    f: impl FnOnce([usize; 3]) -> T,
) {
    // SAFETY: the caller's promise (owned_point's is a part of it).
    let Some(point) = (unsafe { owned_point(shape, halo, has_z) }) else { return };
    let value = f(point);
    // SAFETY: the thread owns the point (owned_point), whose element is
    // inside the region and this thread's alone (element_of).
    let index = unsafe { element_of(point, shape) };
    // SAFETY: as owned_element's: the index is less than the length; said
    // so that the optimizer keeps it the value `f` computed.
    unsafe { core::hint::assert_unchecked(index < length) };
    // SAFETY: the element is the thread's own, the data valid for 'a.
    unsafe { *data_ptr.add(index) = value };
}

/// The point (x, y, z) the calling thread owns in a shaped region of
/// `shape` with `halo` (its global index shifted by the halo), or `None`
/// when it owns none (`owns`).
///
/// # Safety
/// Each of `halo` is less than 2^31; `has_z` is false only for a launch
/// without a z extent.
#[inline(always)]
unsafe fn owned_point(shape: [usize; 3], halo: [usize; 3], has_z: bool) -> Option<[usize; 3]> {
    use crate::{global_idx_x, global_idx_y, global_idx_z};
    // A Region2d's launch has no z extent: z is 0, and its one plane
    // needs no test.
    let at = [global_idx_x(), global_idx_y(), if has_z { global_idx_z() } else { 0 }];
    // SAFETY: halo < 2^31 (the caller's promise), so no overflow (element_of).
    let point = unsafe { core::array::from_fn(|d| at[d].unchecked_add(halo[d])) };
    // SAFETY: as above.
    unsafe { owns(point, shape, halo) }.then_some(point)
}

/// Whether the point `point` = (x, y, z) = the calling thread's global
/// index shifted by `halo` belongs to the thread, in a region of `shape`
/// = [width, height, planes]: whether it lies inside the halo, `x +
/// halo[0] < width`, `y + halo[1] < height` and `z + halo[2] < planes`
/// (for a region without halo: `x < width`, `y < height` and `z <
/// planes`).
///
/// # Safety
/// `point` is a global index plus `halo`, each of `halo` less than 2^31:
/// then no sum overflows (element_of).
#[inline(always)]
unsafe fn owns(point: [usize; 3], shape: [usize; 3], halo: [usize; 3]) -> bool {
    let ([x, y, z], [width, height, planes], [hx, hy, hz]) = (point, shape, halo);
    // SAFETY: no overflow (the caller's promise).
    unsafe { z.unchecked_add(hz) < planes && y.unchecked_add(hy) < height && x.unchecked_add(hx) < width }
}

/// The row-major index, `(z * height + y) * width + x`, of the element
/// at the point `point` = (x, y, z) the calling thread owns in a region
/// of `shape` = [width, height, planes], whose length is `planes * height
/// * width` exactly (the regions' constructors work the planes (rows of
/// a 2-D region, its one plane's height) out on the host from the length
/// they check is whole planes (rows): no thread divides, or multiplies to
/// test that its plane exists). The point is the thread's global index
/// (gx, gy, gz) shifted by the region's halo [hx, hy, hz] (0 unless it
/// has one): (gx + hx, gy + hy, gz + hz).
///
/// Why no sum overflows: each global index is `block_idx * block_dim +
/// thread_idx`, three `u32` in a `usize` of 64 bits, with `thread_idx <
/// block_dim`, so it is at most `(2^32 - 1) * (2^32 - 1) + 2^32 - 2 =
/// 2^64 - 2^32 - 1`; the halo, less than 2^31 (a compile-time check),
/// is added at most twice (here and in `owns`), at most `2^32 - 2`: the
/// sums stay below 2^64.
///
/// Why no two threads of a launch ever get the same element, whatever the
/// geometry: distinct threads have distinct global indices (x, y, z)
/// (`thread_idx < block_dim`; a Region2d passes z = 0, and its launches
/// have one z), and adding the same halo to every thread's keeps them
/// distinct. The shape and the halo are the same for every thread
/// (fields of the one argument value the launch gives them all, fixed on
/// the host, and a constant of its type; the kernel cannot change them).
/// With `x < width` and `y < height` (`owns` requires `x + hx < width`,
/// `y + hy < height`, stronger), (x, y, z) -> `(z * height + y) * width
/// + x` is one-to-one (x is the index modulo width, y the quotient modulo
/// height, z what remains). Why the index is inside the array and no
/// step of it overflows: with also `z < planes`, `z * height + y <=
/// (planes - 1) * height + height - 1 = planes * height - 1`, so the
/// index is at most `(planes * height - 1) * width + width - 1 = planes
/// * height * width - 1`, one less than the length, and each partial
/// result is no larger. The points owned are the interior, each
/// coordinate from the halo to the halo before the far edge (`hx <= x <
/// width - hx`, ...): the halo's points belong to no thread. Widths that
/// are not multiples of the block, more threads than elements and fewer
/// change none of this: threads outside own nothing, and elements no
/// thread reaches are left as they are (on the device: what comes back to
/// the host for them is what the launch copied in, and for `MaybeUninit`
/// elements, which are never copied in, whatever the device memory held).
///
/// # Safety
/// `owns(point, shape, halo)` for the thread's point and the region's
/// halo, and `shape`'s product is a region's length.
#[inline(always)]
unsafe fn element_of(point: [usize; 3], shape: [usize; 3]) -> usize {
    let ([x, y, z], [width, height, _]) = (point, shape);
    // SAFETY: no overflow, as above.
    unsafe { z.unchecked_mul(height).unchecked_add(y).unchecked_mul(width).unchecked_add(x) }
}
