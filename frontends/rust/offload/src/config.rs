//! The launch geometry: [`LaunchConfig`].

/// The launch geometry: how many blocks (`grid`) of how many threads
/// (`block`), in x, y, z, how many bytes of dynamic shared memory each
/// block gets (`shared_bytes`, read in the kernel with
/// [`dynamic_shared`](crate::dynamic_shared)), and how many bytes of
/// stack each thread gets
/// (`stack_bytes`, 0: what the kernel needs). The layout is fixed
/// (`#[repr(C)]`, 32 bytes; the toolkit's record `launch_config`, which
/// the host pass reads).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per block: at most 227 KiB (232448,
    /// the most any NVIDIA GPU gives a block; more is refused,
    /// `InvalidConfig`), and a GPU refuses a launch whose static and dynamic shared
    /// memory together exceed what its blocks may have.
    pub shared_bytes: u32,
    /// Bytes of stack per thread on a CUDA device: 0 (the default) gives a
    /// kernel what it needs where the build could bound it (the driver
    /// grows the stack to what `ptxas` computed), and 16 KiB to a kernel
    /// whose stack the build cannot bound (recursion, `dyn` calls,
    /// `core::fmt`: its calls through function pointers); more for deeper
    /// recursion. At most 512 KiB (more is refused: [`LaunchErrorKind::InvalidConfig`](crate::LaunchErrorKind::InvalidConfig)); a device
    /// that cannot give it refuses the launch with
    /// [`LaunchErrorKind::Stack`](crate::LaunchErrorKind::Stack). The CUDA driver reserves the stack for every
    /// thread the GPU can hold at once, and keeps the largest size set.
    /// The CPU device's threads have the operating system's stacks.
    pub stack_bytes: u32,
}

crate::abi::assert_launch_config_layout!(LaunchConfig);

impl LaunchConfig {
    /// `grid` blocks of `block` threads, without dynamic shared memory.
    pub const fn new(grid: [u32; 3], block: [u32; 3]) -> LaunchConfig {
        LaunchConfig { grid, block, shared_bytes: 0, stack_bytes: 0 }
    }

    /// `grid` blocks of `block` threads, counted in `usize` (as lengths
    /// are). An extent above `u32::MAX` becomes `u32::MAX`, which the launch
    /// refuses (`InvalidConfig`, as every extent above 2^31 - 1): it is never
    /// cut to a smaller launch.
    pub const fn from_extents(grid: [usize; 3], block: [usize; 3]) -> LaunchConfig {
        let (g, b) = (saturate3(grid), saturate3(block));
        LaunchConfig::new(g, b)
    }

    /// A one-dimensional launch of at least `n` threads in blocks of
    /// `block`: `n.div_ceil(block)` blocks. A block of 0 threads makes a
    /// launch that runs nothing; extents above `u32::MAX` saturate, which
    /// the launch refuses (`InvalidConfig`) rather than running too few threads.
    ///
    /// ```
    /// let cfg = offload::LaunchConfig::linear(1000, 256);
    /// assert_eq!((cfg.grid, cfg.block), ([4, 1, 1], [256, 1, 1]));
    /// ```
    pub const fn linear(n: usize, block: usize) -> LaunchConfig {
        LaunchConfig::covering([n, 1, 1], [block, 1, 1])
    }

    /// Enough blocks of `block` threads to cover `extent` threads in each
    /// of x, y, z (`extent[d].div_ceil(block[d])` blocks): a 2-D launch
    /// over a `width` x `height` array is `covering([width, height, 1],
    /// [16, 16, 1])`. Threads past the extent exist when it is not a
    /// multiple of the block (a kernel tests its indices, or writes through
    /// a [`Region2d`](crate::Region2d)/[`Region3d`](crate::Region3d), whose threads outside own nothing). A
    /// block extent of 0 makes a launch that runs nothing; extents above
    /// `u32::MAX` saturate, which the launch refuses (`InvalidConfig`).
    ///
    /// ```
    /// // A 1000 x 600 image in 16 x 16 tiles: 63 x 38 blocks.
    /// let cfg = offload::LaunchConfig::covering([1000, 600, 1], [16, 16, 1]);
    /// assert_eq!(cfg.grid, [63, 38, 1]);
    /// let big = offload::LaunchConfig::with_shared_bytes(cfg, 4096);
    /// assert_eq!(big.shared_bytes, 4096);
    /// ```
    pub const fn covering(extent: [usize; 3], block: [usize; 3]) -> LaunchConfig {
        let mut grid = [0usize; 3];
        let mut d = 0;
        while d < 3 {
            grid[d] = if block[d] == 0 { 0 } else { extent[d].div_ceil(block[d]) };
            d += 1;
        }
        LaunchConfig::from_extents(grid, block)
    }

    /// How many dimensions the launch spans: 3 when a z extent (of the
    /// grid or the block) is above 1, else 2 when a y extent is, else 1.
    pub const fn dimensions(&self) -> u32 {
        if self.grid[2] > 1 || self.block[2] > 1 {
            3
        } else if self.grid[1] > 1 || self.block[1] > 1 {
            2
        } else {
            1
        }
    }

    /// The same launch with `bytes` of dynamic shared memory per block.
    pub const fn with_shared_bytes(self, bytes: u32) -> LaunchConfig {
        LaunchConfig { shared_bytes: bytes, ..self }
    }

    /// The same launch with `bytes` of stack per thread (see
    /// [`stack_bytes`](LaunchConfig::stack_bytes)).
    pub const fn with_stack_bytes(self, bytes: u32) -> LaunchConfig {
        LaunchConfig { stack_bytes: bytes, ..self }
    }
}

/// Each extent as a `u32`, `u32::MAX` for those above it (which the
/// launch refuses: the runtime takes extents up to 2^31 - 1).
const fn saturate3(v: [usize; 3]) -> [u32; 3] {
    let mut out = [0u32; 3];
    let mut d = 0;
    while d < 3 {
        out[d] = if v[d] > u32::MAX as usize { u32::MAX } else { v[d] as u32 };
        d += 1;
    }
    out
}

