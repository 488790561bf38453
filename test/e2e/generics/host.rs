//! Launches the generic kernels at their instances and checks each result.
use core::cell::Cell;
use core::marker::PhantomData;
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::{NonZeroU32, NonZeroU8, Saturating, Wrapping};
use core::ptr::NonNull;
use core::sync::atomic::{AtomicBool, AtomicI64, AtomicPtr, AtomicU32};
use generics_kernels as k;
use offload::{launch, LaunchConfig};

include!("../check.rs");

fn size<T>(name: &str, launch_it: fn(&mut u32), bad: &mut u32) {
    let mut out = 0u32;
    launch_it(&mut out);
    check(name, out as usize, std::mem::size_of::<T>(), bad);
}

macro_rules! sizes {
    ($bad:expr; $($t:ty),* $(,)?) => {$(
        size::<$t>(concat!("size::<", stringify!($t), ">"),
                   |o| launch(k::size::<$t>, &LaunchConfig::linear(1, 1), (o,)).unwrap(), $bad);
    )*};
}

fn main() {
    let one = LaunchConfig::linear(1, 1);
    let mut bad = 0;

    // Types whose definition paths are private or unstable.
    sizes!(&mut bad; NonZeroU32, Option<NonZeroU8>, AtomicU32, AtomicBool, AtomicI64, AtomicPtr<f32>,
           NonNull<f32>, MaybeUninit<u64>, ManuallyDrop<u16>, Wrapping<u8>, Saturating<i32>,
           core::ops::Range<u32>, core::ops::RangeInclusive<u16>, Cell<u32>, core::cmp::Reverse<u64>,
           core::time::Duration, PhantomData<fn(u8) -> u8>, fn(&u8) -> &u8, Option<fn() -> u32>,
           [Option<NonZeroU32>; 3], (u8, NonZeroU32), k::Square, k::public::Circle, char, ());

    let n = NonZeroU32::new(3).unwrap();
    let mut out = 0u32;
    launch(k::size_of_val::<NonZeroU32>, &one, (&n, &mut out)).unwrap();
    check("size_of_val::<NonZeroU32>", out, 4, &mut bad);
    let a = AtomicU32::new(1);
    launch(k::size_of_val, &one, (&a, &mut out)).unwrap();
    check("size_of_val::<AtomicU32>", out, 4, &mut bad);

    let sq = k::Square { side: 9 };
    let mut v = vec![k::Square { side: 0 }; 5];
    launch(k::fill, &LaunchConfig::linear(5, 4), (&sq, &mut v)).unwrap();
    check("fill::<Square>", v, vec![sq; 5], &mut bad);
    let w = Wrapping(250u8);
    let mut v = vec![Wrapping(0u8); 3];
    launch(k::fill, &LaunchConfig::linear(3, 4), (&w, &mut v)).unwrap();
    check("fill::<Wrapping<u8>>", v, vec![w; 3], &mut bad);
    let z = Some(NonZeroU32::new(77).unwrap());
    let mut v = vec![None; 4];
    launch(k::fill, &LaunchConfig::linear(4, 4), (&z, &mut v)).unwrap();
    check("fill::<Option<NonZeroU32>>", v, vec![z; 4], &mut bad);

    // Trait objects of the Fn traits, spelled with their sugar.
    sizes!(&mut bad; PhantomData<dyn Fn(u8) -> u8>, PhantomData<dyn FnMut(&u8, u16)>);

    // Kernels named through a re-export, raw identifiers, non-ASCII names,
    // #[track_caller].
    let mut v = [0u32; 4];
    launch(k::hid, &one, (&mut v[0],)).unwrap();
    launch(k::r#type::r#match, &one, (&mut v[1],)).unwrap();
    launch(k::größe, &one, (&mut v[2],)).unwrap();
    launch(k::tracked, &one, (&mut v[3],)).unwrap();
    check("hid, r#match, größe, tracked", v, [17, 23, 29, 31], &mut bad);

    // Types spelled with `->`.
    let s = k::Stride::<k::ByteMap> { step: 7, _kind: PhantomData };
    let mut out = vec![0u32; 10];
    launch(k::ramp, &LaunchConfig::linear(10, 4), (&s, &mut out)).unwrap();
    check("ramp", out, (0..10u32).map(|i| i * 7).collect::<Vec<_>>(), &mut bad);
    let s = k::Stride::<fn(&u8) -> Option<u64>> { step: 3, _kind: PhantomData };
    let mut out = vec![0u32; 4];
    launch(k::ramp_generic, &LaunchConfig::linear(4, 4), (&s, &mut out)).unwrap();
    check("ramp_generic", out, vec![1, 4, 7, 10], &mut bad);

    // Const generics.
    let mut out = vec![0i64; 3];
    launch(k::consts::<-12, true, 'ß'>, &one, (&mut out,)).unwrap();
    check("consts::<-12, true, 'ß'>", out.clone(), vec![-12, 1, 'ß' as i64], &mut bad);
    launch(k::consts::<7, false, '>'>, &one, (&mut out,)).unwrap();
    check("consts::<7, false, '>'>", out, vec![7, 0, '>' as i64], &mut bad);

    // Kernels rustc would inline or merge away.
    let (x, mut y) = (5u64, 0u64);
    launch(k::copy_u64, &one, (&x, &mut y)).unwrap();
    let (p, mut q) = (-5i64, 0i64);
    launch(k::copy_i64, &one, (&p, &mut q)).unwrap();
    check("copy_u64, copy_i64", (y, q), (5, -5), &mut bad);
    let (mut y, mut q) = (0u64, 0i64);
    launch(k::copy::<u64>, &one, (&x, &mut y)).unwrap();
    launch(k::copy::<i64>, &one, (&p, &mut q)).unwrap();
    check("copy::<u64>, copy::<i64>", (y, q), (5, -5), &mut bad);
    let mut r = 0u32;
    launch(k::inlined, &one, (41, &mut r)).unwrap();
    check("inlined", r, 42, &mut bad);

    eprintln!("generics: {} failed", bad);
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
