//! Checks what the runtime maps: every case announces itself on stderr
//! (`case NAME`), launches, checks its results against values computed
//! here, and prints `PASS NAME` or `FAIL NAME: ...`.
use core::cell::Cell;
use core::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use mapping_kernels as k;
use offload::{launch, launch_unchecked, LaunchConfig};

include!("../check.rs");

fn add_views(name: &str, a: &[i32], b: &[i32], bad: &mut u32) {
    eprintln!("case {name}");
    let n = a.len().min(b.len());
    let want: Vec<i32> = (0..n).map(|i| a[i] + 10 * b[i]).collect();
    let mut out = vec![0i32; n];
    match launch(k::add_views, &LaunchConfig::linear(n, 4), (a, b, &mut out)) {
        Err(e) => { eprintln!("FAIL {name}: {e}"); *bad += 1; }
        Ok(()) => check(name, out, want, bad),
    }
}

fn main() {
    let mut bad = 0;

    eprintln!("case histogram");
    let data: Vec<u32> = (0..200u32).map(|k| (k * 37 + 11) % 23).collect();
    let bins: Vec<AtomicU32> = (0..5).map(|_| AtomicU32::new(0)).collect();
    let mut want = [0u32; 5];
    for d in &data { want[*d as usize % 5] += 1; }
    launch(k::histogram, &LaunchConfig::linear(data.len(), 64), (&data, &bins)).unwrap();
    let got: Vec<u32> = bins.iter().map(|b| b.load(Ordering::Relaxed)).collect();
    check("histogram", got, want.to_vec(), &mut bad);
    let want_bins = want;

    eprintln!("case count");
    let total = AtomicU64::new(1000);
    let c = k::Counter { hits: AtomicU64::new(1), scale: 3 };
    launch(k::count, &LaunchConfig::linear(50, 16), (&total, &c, &50u32)).unwrap();
    check("count", (total.load(Ordering::Relaxed), c.hits.load(Ordering::Relaxed)), (1000 + 49 * 50 / 2, 1 + 3 * 50), &mut bad);

    eprintln!("case cells");
    let v: Vec<Cell<u32>> = (0..6).map(Cell::new).collect();
    // SAFETY: thread i alone reads and sets v[i].
    unsafe { launch_unchecked(k::cells, &LaunchConfig::linear(6, 4), (&v,)) }.unwrap();
    check("cells", v.iter().map(Cell::get).collect::<Vec<_>>(), vec![1, 3, 5, 7, 9, 11], &mut bad);

    // Launches without threads run nothing, on every device, and succeed.
    for (name, cfg) in [
        ("grid_x_0", LaunchConfig::linear(0, 64)),
        ("grid_y_0", LaunchConfig::new([2, 0, 1], [4, 1, 1])),
        ("grid_z_0", LaunchConfig::new([2, 1, 0], [4, 1, 1])),
        ("block_x_0", LaunchConfig::new([2, 1, 1], [0, 1, 1])),
        ("block_y_0", LaunchConfig::new([2, 1, 1], [4, 0, 1])),
        ("block_z_0", LaunchConfig::new([2, 1, 1], [4, 1, 0])),
    ] {
        eprintln!("case {name}");
        let mut out = vec![0u32; 8];
        let mut launches = 0u32;
        let r = launch(k::stamp, &cfg, (&mut out, &mut launches));
        check(name, (r.is_ok(), launches, out), (true, 0, vec![0u32; 8]), &mut bad);
    }

    // Views of one allocation, in every arrangement.
    let buf: Vec<i32> = (0..16).map(|k| k * k - 7).collect();
    add_views("overlap_later_first", &buf[4..12], &buf[0..8], &mut bad);
    add_views("overlap_earlier_first", &buf[0..8], &buf[4..12], &mut bad);
    add_views("nested_small_first", &buf[2..6], &buf[0..16], &mut bad);
    add_views("nested_large_first", &buf[0..16], &buf[5..9], &mut bad);
    add_views("same_view_twice", &buf[3..9], &buf[3..9], &mut bad);
    add_views("adjacent", &buf[0..8], &buf[8..16], &mut bad);

    eprintln!("case chain_and_reference");
    let mut out = vec![0i32; 4];
    launch(k::three_views, &LaunchConfig::linear(4, 4), (&buf[0..4], &buf[3..7], &buf[6..10], &buf[5], &mut out)).unwrap();
    let want: Vec<i32> = (0..4).map(|i| buf[i] + buf[3 + i] + buf[6 + i] + buf[5]).collect();
    check("chain_and_reference", out, want, &mut bad);

    eprintln!("case atomic_views");
    let a: Vec<AtomicU32> = (0..6).map(AtomicU32::new).collect();
    launch(k::atomic_views, &LaunchConfig::linear(1, 1), (&a[0..4], &a[2..6])).unwrap();
    check("atomic_views", a.iter().map(|x| x.load(Ordering::Relaxed)).collect::<Vec<_>>(),
          vec![0, 1, 7, 107, 4, 5], &mut bad);

    eprintln!("case mixed_views");
    let st = k::S { a: 1, pad: 0x0101_0101_0101_0101, b: k::A16 { v: [1, 2, 3, 4] } };
    // The bytes of `st` (no padding, no interior mutability), as bytemuck's
    // bytes_of would give them; the view starts 8 bytes in, so the cover of
    // both views starts at an address that is 8 modulo 16.
    let all: &[u8] = unsafe { std::slice::from_raw_parts(&st as *const k::S as *const u8, 32) };
    let mut out = k::A16 { v: [0; 4] };
    let mut info = vec![0u64; 2];
    launch(k::mixed_views, &LaunchConfig::linear(1, 1), (&all[8..24], &st.b, &mut out, &mut info)).unwrap();
    check("mixed_views", (out, info), (st.b, vec![8 + 1 + 2, 0]), &mut bad);

    // Host threads keep updating atomics while launches use them: the
    // runtime copies them cell by cell with atomic loads and stores, and
    // stores back only the cells the kernel changed, so no update of the
    // host thread's (to the odd counters) is lost.
    eprintln!("case host_threads");
    let counters: Vec<AtomicU32> = (0..64).map(|_| AtomicU32::new(0)).collect();
    let launches = 100u32;
    let stop = AtomicBool::new(false);
    let host_rounds = std::thread::scope(|s| {
        let host = s.spawn(|| {
            let mut rounds = 0u32;
            while !stop.load(Ordering::Acquire) {
                for c in counters.iter().skip(1).step_by(2) {
                    c.fetch_add(1, Ordering::Relaxed);
                }
                rounds += 1;
            }
            rounds
        });
        while counters[1].load(Ordering::Relaxed) == 0 {
            std::hint::spin_loop();
        }
        for _ in 0..launches {
            launch(k::bump_even, &LaunchConfig::linear(32, 32), (&counters,)).unwrap();
        }
        stop.store(true, Ordering::Release);
        host.join().unwrap()
    });
    let got: Vec<u32> = counters.iter().map(|c| c.load(Ordering::Relaxed)).collect();
    let want: Vec<u32> = (0..64).map(|i| if i % 2 == 0 { launches } else { host_rounds }).collect();
    check("host_threads", got, want, &mut bad);

    // Atomics a data region holds come back when it closes, with the
    // kernels' updates (cell by cell, as a launch's).
    eprintln!("case data_region_atomics");
    let bins: Vec<AtomicU32> = (0..5).map(|_| AtomicU32::new(1)).collect();
    offload::data_region((&data, &bins), |(data, bins)| {
        for _ in 0..2 {
            launch(k::histogram, &LaunchConfig::linear(data.len(), 64), (data, bins)).unwrap();
        }
    });
    let got: Vec<u32> = bins.iter().map(|b| b.load(Ordering::Relaxed)).collect();
    check("data_region_atomics", got, want_bins.iter().map(|w| 1 + 2 * w).collect::<Vec<_>>(), &mut bad);

    // One kernel instance launched from three places: the runtime's
    // messages name each launch site (LIBOMPTARGET_INFO=1).
    eprintln!("case sites");
    let mut out = vec![0u32; 2];
    let mut launches = 0u32;
    let cfg = LaunchConfig::linear(2, 2);
    launch(k::stamp, &cfg, (&mut out, &mut launches)).unwrap(); // site 1
    for _ in 0..2 {
        launch(k::stamp, &cfg, (&mut out, &mut launches)).unwrap(); // site 2
    }
      launch(k::stamp, &cfg, (&mut out, &mut launches)).unwrap(); // site 3
    check("sites", (launches, out), (4, vec![100, 101]), &mut bad);

    eprintln!("mapping: {} failed", bad);
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
