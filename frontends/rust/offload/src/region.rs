//! Regions: a [`Region`] (and [`Region2d`], [`Region3d`]) gives each kernel
//! thread mutable access to its own elements of an array, and to no other:
//! how a safely launched kernel writes its results.
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
/// Its layout is a slice's (`data_ptr`, `length`), then the width and the
/// number of rows, which the toolkit recognises: it is mapped like `&mut
/// [T]`, and the width and the rows travel by value, each in a kernel slot
/// of its own. (The rows are `length / width`, worked out on the host once,
/// so that no thread divides or multiplies to bound its row.)
#[repr(C)]
pub struct Region2d<'a, T> {
    pub(crate) data_ptr: *mut T,
    pub(crate) length: usize,
    pub(crate) width: usize,
    pub(crate) rows: usize,
    pub(crate) _borrow: PhantomData<&'a mut [T]>,
}

// A region moves to the device as `&mut [T]` would.
unsafe impl<'a, T: Send> Send for Region2d<'a, T> {}

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

    /// The element the calling thread owns, `data[y * width + x]` for the
    /// thread at global index (x, y, 0), or `None` for a thread outside
    /// the array (x >= width, or past the last row).
    #[inline(always)]
    pub fn thread_element(self) -> Option<&'a mut T> {
        // SAFETY: data_ptr and length are a region's, borrowed for 'a, and
        // rows * width is its length (from_raw_parts).
        unsafe { owned_element(self.data_ptr, [self.width, self.rows, 1], false) }
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
/// Its layout is a slice's (`data_ptr`, `length`), then the width, the
/// height and the number of planes (`length / (width * height)`, worked
/// out on the host), each in a kernel slot of its own.
#[repr(C)]
pub struct Region3d<'a, T> {
    pub(crate) data_ptr: *mut T,
    pub(crate) length: usize,
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) planes: usize,
    pub(crate) _borrow: PhantomData<&'a mut [T]>,
}

// A region moves to the device as `&mut [T]` would.
unsafe impl<'a, T: Send> Send for Region3d<'a, T> {}

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

    /// The element the calling thread owns, `data[(z * height + y) * width
    /// + x]` for the thread at global index (x, y, z), or `None` for a
    /// thread outside the array.
    #[inline(always)]
    pub fn thread_element(self) -> Option<&'a mut T> {
        // SAFETY: data_ptr and length are a region's, borrowed for 'a, and
        // planes * height * width is its length (from_raw_parts).
        unsafe { owned_element(self.data_ptr, [self.width, self.height, self.planes], true) }
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
/// rows: [width, rows, 1]), or `None`: element_of's rule.
///
/// # Safety
/// `data_ptr` must be valid for the region's `width * height * planes`
/// elements (its whole length: that product is exactly the length, as
/// the regions' constructors make it), borrowed mutably for `'a` by the
/// region the call consumes. `has_z` is false for a Region2d, whose
/// launch has no z extent (launch checks it).
#[inline(always)]
unsafe fn owned_element<'a, T>(data_ptr: *mut T, shape: [usize; 3], has_z: bool) -> Option<&'a mut T> {
    use crate::{global_idx_x, global_idx_y, global_idx_z};
    // The data pointer is a slice's, never null (said before any branch, so
    // that the optimizer drops the test of `Some` on the way out).
    unsafe { core::hint::assert_unchecked(!data_ptr.is_null()) };
    // A Region2d's launch has no z extent: z is 0, and its one plane
    // needs no test.
    let at = [global_idx_x(), global_idx_y(), if has_z { global_idx_z() } else { 0 }];
    if !owns(at, shape) {
        return None;
    }
    // SAFETY: the thread owns the element (owns), which is inside the
    // region and this thread's alone (element_of); the index computed
    // inside this branch, so that the optimizer sees the pointer in
    // bounds and drops the test of `Some` on the way out.
    unsafe { Some(&mut *data_ptr.add(element_of(at, shape))) }
}

/// Whether the thread at global index `at` = (x, y, z) owns an element of
/// a region of `shape` = [width, height, planes]: `x < width`, `y <
/// height` and `z < planes`.
#[inline(always)]
fn owns(at: [usize; 3], shape: [usize; 3]) -> bool {
    let ([x, y, z], [width, height, planes]) = (at, shape);
    z < planes && y < height && x < width
}

/// The row-major index, `(z * height + y) * width + x`, of the element
/// the thread at global index `at` = (x, y, z) owns in a region of
/// `shape` = [width, height, planes], whose length is `planes * height *
/// width` exactly (the regions' constructors work the planes (rows of a
/// 2-D region, its one plane's height) out on the host from the length
/// they check is whole planes (rows): no thread divides, or multiplies to
/// test that its plane exists).
///
/// Why no two threads of a launch ever get the same element, whatever the
/// geometry: each global index is `block_idx * block_dim + thread_idx`
/// with `thread_idx < block_dim`, so distinct threads have distinct (x, y,
/// z) (a Region2d passes z = 0, and its launches have one z). The shape
/// is the same for every thread (fields of the one argument value the
/// launch gives them all, fixed on the host; the kernel cannot change
/// them). With `x < width` and `y < height` required (`owns`), (x, y, z)
/// -> `(z * height + y) * width + x` is one-to-one (x is the index modulo
/// width, y the quotient modulo height, z what remains). Why the index is
/// inside the array and no step of it overflows: with also `z < planes`,
/// `z * height + y <= (planes - 1) * height + height - 1 = planes *
/// height - 1`, so the index is at most `(planes * height - 1) * width +
/// width - 1 = planes * height * width - 1`, one less than the length,
/// and each partial result is no larger. Widths that are not multiples of
/// the block, more threads than elements and fewer change none of this:
/// threads outside own nothing, and elements no thread reaches are left as
/// they are.
///
/// # Safety
/// `owns(at, shape)`, and `shape`'s product is a region's length.
#[inline(always)]
unsafe fn element_of(at: [usize; 3], shape: [usize; 3]) -> usize {
    let ([x, y, z], [width, height, _]) = (at, shape);
    // SAFETY: no overflow, as above.
    unsafe { z.unchecked_mul(height).unchecked_add(y).unchecked_mul(width).unchecked_add(x) }
}
