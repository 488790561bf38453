//! Runs the Region2d / Region3d kernels of kernels.rs over launches whose
//! extents are not multiples of the block, have more threads than
//! elements, fewer, and a z the 2-D region ignores, and checks that every
//! element was written by the thread at its (column, row, plane), exactly
//! once (the values name the writer; the count of threads that got an
//! element equals the count of elements written). Each case prints `case
//! NAME`, then `PASS NAME` or `FAIL NAME: ...` on stderr.
use core::sync::atomic::{AtomicU32, Ordering::Relaxed};
use grids_kernels as k;
use offload::{launch, LaunchConfig, Region, Region2d, Region3d};

include!("../check.rs");

/// What thread (x, y, z) writes (kernels.rs's `me`).
fn stamp(x: usize, y: usize, z: usize) -> u32 {
    (x + 1000 * y + 1_000_000 * z) as u32 + 1
}

/// The 2-D case: a width x rows array, launched over `cfg`: element (r, c)
/// must hold thread (c, r, 0)'s stamp when that thread exists, 0 when it
/// does not; the owners counted must be the elements written.
fn case_2d(name: &str, width: usize, rows: usize, cfg: LaunchConfig, bad: &mut u32) {
    eprintln!("case {name}");
    let mut out = vec![0u32; width * rows];
    let owners = AtomicU32::new(0);
    launch(k::stamp_2d, &cfg, (Region2d::new(&mut out, width), &owners)).unwrap();
    let threads = |d: usize| cfg.grid[d] as usize * cfg.block[d] as usize;
    let mut want = vec![0u32; width * rows];
    for r in 0..rows.min(threads(1)) {
        for c in 0..width.min(threads(0)) {
            want[r * width + c] = stamp(c, r, 0);
        }
    }
    let written = want.iter().filter(|&&v| v != 0).count() as u32;
    check(&format!("{name} elements"), out, want, bad);
    check(&format!("{name} owners"), owners.load(Relaxed), written, bad);
}

fn main() {
    let mut bad = 0;
    // 37 columns in blocks of 8 (5 blocks: 3 threads past the right edge
    // in each row), 23 rows in blocks of 4 (one past the bottom).
    case_2d("width_37", 37, 23, LaunchConfig::covering([37, 23, 1], [8, 4, 1]), &mut bad);
    // A wide block: 16 x 16 threads over 5 x 3 elements.
    case_2d("more_threads", 5, 3, LaunchConfig::covering([5, 3, 1], [16, 16, 1]), &mut bad);
    // Fewer threads than elements: the rest stays as it was.
    case_2d("fewer_threads", 100, 9, LaunchConfig::new([2, 1, 1], [16, 4, 1]), &mut bad);
    // Two planes of threads: a Region2d tells threads apart by x and y, so
    // its kernel's launch may have no z extent; launch refuses this one
    // (InvalidConfig) before anything runs or moves.
    eprintln!("case z_refused");
    let mut out = vec![0u32; 12 * 6];
    let owners = AtomicU32::new(0);
    let refused = launch(k::stamp_2d, &LaunchConfig::new([2, 3, 2], [6, 2, 1]),
                         (Region2d::new(&mut out, 12), &owners))
        .map_err(|e| (e.kind(), e.code()));
    check("z_refused", (refused, out.iter().all(|&v| v == 0), owners.load(Relaxed)),
          (Err((offload::LaunchErrorKind::InvalidConfig, -3)), true, 0), &mut bad);
    // A 1-D launch: its threads are row 0.
    case_2d("one_row", 10, 4, LaunchConfig::linear(64, 32), &mut bad);

    eprintln!("case region_3d");
    let (w, h, planes) = (13, 7, 5);
    let mut out = vec![0u32; w * h * planes];
    let owners = AtomicU32::new(0);
    let cfg = LaunchConfig::covering([w, h, planes], [4, 4, 2]);
    launch(k::stamp_3d, &cfg, (Region3d::new(&mut out, w, h), &owners)).unwrap();
    let mut want = vec![0u32; w * h * planes];
    for z in 0..planes {
        for y in 0..h {
            for x in 0..w {
                want[(z * h + y) * w + x] = stamp(x, y, z);
            }
        }
    }
    check("region_3d elements", out, want, &mut bad);
    check("region_3d owners", owners.load(Relaxed), (w * h * planes) as u32, &mut bad);

    // A row-major heat stencil, 2 steps, against the same on the host.
    eprintln!("case heat");
    let (w, rows) = (45, 29);
    let mut a: Vec<f32> = (0..w * rows).map(|i| ((i * 7919) % 101) as f32).collect();
    let mut b = vec![0f32; w * rows];
    let (mut ha, mut hb) = (a.clone(), b.clone());
    let cfg = LaunchConfig::covering([w, rows, 1], [16, 8, 1]);
    for _ in 0..2 {
        launch(k::heat, &cfg, (&a, Region2d::new(&mut b, w), 0.2f32)).unwrap();
        std::mem::swap(&mut a, &mut b);
        for y in 0..rows {
            for x in 0..w {
                let at = |r: usize, c: usize| ha[r * w + c];
                hb[y * w + x] = if x == 0 || y == 0 || x + 1 >= w || y + 1 >= rows {
                    at(y, x)
                } else {
                    at(y, x) + 0.2 * (at(y - 1, x) + at(y + 1, x) + at(y, x - 1) + at(y, x + 1) - 4.0 * at(y, x))
                };
            }
        }
        std::mem::swap(&mut ha, &mut hb);
    }
    check("heat", a, ha, &mut bad);

    // Regions with a halo: only the interior's points have owners, thread
    // (x, y) the point (x + 1, y + 1); the border stays as it was. 13 x 9
    // points, 11 x 7 inside, in blocks of 4 x 4 (threads past the
    // interior own nothing).
    eprintln!("case halo_2d");
    let (w, rows) = (13, 9);
    let mut out = vec![0u32; w * rows];
    let owners = AtomicU32::new(0);
    let cfg = LaunchConfig::covering([w - 2, rows - 2, 1], [4, 4, 1]);
    launch(k::stamp_halo_2d, &cfg, (Region2d::new(&mut out, w).with_halo::<1>(), &owners)).unwrap();
    let mut want = vec![0u32; w * rows];
    for y in 1..rows - 1 {
        for x in 1..w - 1 {
            want[y * w + x] = stamp(x - 1, y - 1, 0);
        }
    }
    check("halo_2d elements", out, want, &mut bad);
    check("halo_2d owners", owners.load(Relaxed), ((w - 2) * (rows - 2)) as u32, &mut bad);

    // A halo of 2 in 3-D, over more threads than the interior has points
    // (the whole grid's extent): 9 x 8 x 6 points, 5 x 4 x 2 inside.
    eprintln!("case halo_3d");
    let (w, h, planes) = (9, 8, 6);
    let mut out = vec![0u32; w * h * planes];
    let owners = AtomicU32::new(0);
    let cfg = LaunchConfig::covering([w, h, planes], [4, 4, 2]);
    launch(k::stamp_halo_3d, &cfg, (Region3d::new(&mut out, w, h).with_halo::<2>(), &owners)).unwrap();
    let mut want = vec![0u32; w * h * planes];
    for z in 2..planes - 2 {
        for y in 2..h - 2 {
            for x in 2..w - 2 {
                want[(z * h + y) * w + x] = stamp(x - 2, y - 2, z - 2);
            }
        }
    }
    check("halo_3d elements", out, want, &mut bad);
    check("halo_3d owners", owners.load(Relaxed), ((w - 4) * (h - 4) * (planes - 4)) as u32, &mut bad);

    // A grid too small for its halo (3 columns, a halo of 2 each side):
    // no thread owns anything, nothing is written.
    eprintln!("case halo_too_wide");
    let mut out = vec![0u32; 3 * 8 * 6];
    let owners = AtomicU32::new(0);
    launch(k::stamp_halo_3d, &LaunchConfig::covering([3, 8, 6], [4, 4, 2]),
           (Region3d::new(&mut out, 3, 8).with_halo::<2>(), &owners)).unwrap();
    check("halo_too_wide", (out.iter().all(|&v| v == 0), owners.load(Relaxed)), (true, 0), &mut bad);

    // The heat stencil over the interior only, 2 steps from device memory
    // shaped as rows (a DeviceRows passes for a region with a halo), the
    // border carried over from the start.
    eprintln!("case heat_interior");
    let (w, rows) = (45, 29);
    let start: Vec<f32> = (0..w * rows).map(|i| ((i * 7919) % 101) as f32).collect();
    let mut a = offload::DeviceBuffer::from_slice(&start).unwrap();
    let mut b = offload::DeviceBuffer::from_slice(&start).unwrap();
    let cfg = LaunchConfig::covering([w - 2, rows - 2, 1], [16, 8, 1]);
    let (mut ha, mut hb) = (start.clone(), start.clone());
    for _ in 0..2 {
        launch(k::heat_interior, &cfg, (&a, b.rows(w).unwrap(), 0.2f32)).unwrap();
        std::mem::swap(&mut a, &mut b);
        for y in 1..rows - 1 {
            for x in 1..w - 1 {
                let at = |x: usize, y: usize| ha[y * w + x];
                hb[y * w + x] = at(x, y) + 0.2 * (at(x, y - 1) + at(x, y + 1) + at(x - 1, y) + at(x + 1, y) - 4.0 * at(x, y));
            }
        }
        std::mem::swap(&mut ha, &mut hb);
    }
    check("heat_interior", a.to_vec().unwrap(), ha, &mut bad);

    // fill_with on a 1-D region: 1000 elements, 1024 threads.
    eprintln!("case squares");
    let mut out = vec![7u64; 1000];
    launch(k::squares, &LaunchConfig::linear(1000, 128), (Region::new(&mut out),)).unwrap();
    check("squares", out, (0..1000u64).map(|i| i * i).collect::<Vec<_>>(), &mut bad);

    // A region of atomics maps like `&mut [AtomicU32]` (in and back).
    eprintln!("case atomic_region");
    let mut out: Vec<AtomicU32> = (0..100).map(|_| AtomicU32::new(7)).collect();
    launch(k::atomic_region, &LaunchConfig::linear(90, 32), (Region::new(&mut out),)).unwrap();
    let got: Vec<u32> = out.iter().map(|a| a.load(Relaxed)).collect();
    check("atomic_region", got, (0..100).map(|i| if i < 96 { i + 1 } else { 7 }).collect::<Vec<u32>>(), &mut bad);

    eprintln!("case whole_rows");
    std::panic::set_hook(Box::new(|_| {}));
    let refused = std::panic::catch_unwind(|| Region2d::new(&mut [0u32; 10][..], 3).width()).is_err();
    let _ = std::panic::take_hook();
    check("whole_rows", refused, true, &mut bad);

    if bad > 0 {
        eprintln!("{bad} FAILED");
        std::process::exit(1);
    }
}
