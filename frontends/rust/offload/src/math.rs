//! Float math in kernels: `use offload::FloatMath;`, then `x.sqrt()`,
//! `x.exp()`, `y.atan2(x)`, ... on `f32` and `f64`, as `std` writes them
//! (a `#![no_std]` kernel crate has `core`, whose floats lack these).
//!
//! Where each function comes from and how accurate it is: [`FloatMath`].

#[cfg(offload_device)]
use core::{f32::math as f32_core, f64::math as f64_core};

/// The float methods of `std` for kernels (`#![no_std]` crates): `f32` and
/// `f64` implement it, so `use offload::FloatMath;` makes `x.sqrt()`,
/// `x.exp()`, `x.powf(y)`, `x.sin_cos()`, ... compile on the host and on
/// every device target; generic code takes `T: FloatMath`. Methods
/// `core` already has on floats (`abs`, `min`, `max`, `copysign`,
/// `signum`, `recip`, `to_degrees`, `to_radians`) are `core`'s, listed
/// here for generic code.
///
/// # Where each function comes from
/// * device builds (`--cfg offload_device`): `sqrt`, `mul_add`, `floor`,
///   `ceil`, `round`, `round_ties_even` and `trunc` are LLVM's intrinsics
///   (through `core`'s float math), one instruction each on NVIDIA and AMD
///   GPUs (`sqrt.rn`, `fma.rn`, `cvt.rmi`, ...; on AMD `sqrt` is a short
///   correctly rounded sequence); on the x86-64 image, which has no SSE4.1
///   or FMA to count on, all but `sqrt` come from `libm`, exactly. `abs`,
///   `copysign`, `signum`, `min`, `max`, `recip`, `to_degrees` and
///   `to_radians` are `core`'s (`abs`, `copysign`, `min`, `max` single
///   instructions). The rest come from `libm`, the Rust port of musl's
///   math library that `compiler_builtins` builds into Rust's own targets
///   without a C library, compiled from the standard library's source
///   (rust-web-src) into each device sysroot: the same code, and so the
///   same results, on every device.
/// * the host build: the C library's functions (glibc's), which is what
///   `std`'s methods call on Linux; `powi` as below.
///
/// # Accuracy
/// On the device, in units in the last place (ulp) of the result
/// against the exact value (libm's own bounds, which its tests check
/// against MPFR: `libm-test/src/precision.rs` in rust-web-src): exact
/// (correctly rounded) for `sqrt`, `cbrt`, `mul_add` (one rounding),
/// `floor`, `ceil`, `round`, `round_ties_even`, `trunc`, `fract`, `abs`,
/// `copysign`, `signum`, `min`, `max`, `recip`; 1 ulp for `exp`, `exp2`,
/// `exp_m1`, `ln`, `log2`, `log10`, `ln_1p`, `powf`, `sin`, `cos`, `tan`,
/// `sin_cos`, `asin`, `acos`, `atan`, `cosh`, `hypot`; 2 ulp for `atan2`,
/// `sinh`, `tanh`, `asinh`, `atanh`; 4 ulp for `acosh`. `log(base)` is
/// `ln(x) / ln(base)` (as `std`'s); `powi` multiplies by repeated
/// squaring (as compiler-rt's `__powisf2`, which `std`'s calls), one
/// rounding per multiplication, at most 2 log2 |n| + 1 of them;
/// `to_degrees` and `to_radians` are `core`'s. Special values (NaN,
/// infinities, signed zeros, subnormals) follow C's `math.h`, as `std`'s.
pub trait FloatMath:
    Copy
    + PartialOrd
    + core::ops::Add<Output = Self>
    + core::ops::Sub<Output = Self>
    + core::ops::Mul<Output = Self>
    + core::ops::Div<Output = Self>
    + core::ops::Neg<Output = Self>
{
    /// Square root (NaN for negative numbers other than -0.0); exact.
    fn sqrt(self) -> Self;
    /// Cube root; exact on the device.
    fn cbrt(self) -> Self;
    /// e^self; 1 ulp.
    fn exp(self) -> Self;
    /// 2^self; 1 ulp.
    fn exp2(self) -> Self;
    /// e^self - 1, accurate near 0; 1 ulp.
    fn exp_m1(self) -> Self;
    /// Natural logarithm; 1 ulp.
    fn ln(self) -> Self;
    /// Base-2 logarithm; 1 ulp.
    fn log2(self) -> Self;
    /// Base-10 logarithm; 1 ulp.
    fn log10(self) -> Self;
    /// ln(1 + self), accurate near 0; 1 ulp.
    fn ln_1p(self) -> Self;
    /// Logarithm to `base`: `ln(self) / ln(base)`.
    fn log(self, base: Self) -> Self;
    /// self^n; 1 ulp.
    fn powf(self, n: Self) -> Self;
    /// self^n by repeated squaring: one rounding per multiplication.
    fn powi(self, n: i32) -> Self;
    /// Sine (radians); 1 ulp.
    fn sin(self) -> Self;
    /// Cosine (radians); 1 ulp.
    fn cos(self) -> Self;
    /// Tangent (radians); 1 ulp.
    fn tan(self) -> Self;
    /// (sine, cosine) at once; 1 ulp each.
    fn sin_cos(self) -> (Self, Self);
    /// Arcsine in [-pi/2, pi/2] (NaN outside [-1, 1]); 1 ulp.
    fn asin(self) -> Self;
    /// Arccosine in [0, pi] (NaN outside [-1, 1]); 1 ulp.
    fn acos(self) -> Self;
    /// Arctangent in [-pi/2, pi/2]; 1 ulp.
    fn atan(self) -> Self;
    /// The angle of the point (other, self) in [-pi, pi] (`y.atan2(x)`); 2 ulp.
    fn atan2(self, other: Self) -> Self;
    /// Hyperbolic sine; 2 ulp.
    fn sinh(self) -> Self;
    /// Hyperbolic cosine; 1 ulp.
    fn cosh(self) -> Self;
    /// Hyperbolic tangent; 2 ulp.
    fn tanh(self) -> Self;
    /// Inverse hyperbolic sine; 2 ulp.
    fn asinh(self) -> Self;
    /// Inverse hyperbolic cosine (NaN below 1); 4 ulp.
    fn acosh(self) -> Self;
    /// Inverse hyperbolic tangent (NaN outside [-1, 1]); 2 ulp.
    fn atanh(self) -> Self;
    /// sqrt(self^2 + other^2) without overflow on the way; 1 ulp.
    fn hypot(self, other: Self) -> Self;
    /// Largest integer not above self; exact.
    fn floor(self) -> Self;
    /// Smallest integer not below self; exact.
    fn ceil(self) -> Self;
    /// Nearest integer, halfway cases away from 0; exact.
    fn round(self) -> Self;
    /// Nearest integer, halfway cases to even; exact.
    fn round_ties_even(self) -> Self;
    /// Integer part (toward 0); exact.
    fn trunc(self) -> Self;
    /// `self - self.trunc()`; exact.
    fn fract(self) -> Self;
    /// self * a + b with one rounding (fused multiply-add); exact.
    fn mul_add(self, a: Self, b: Self) -> Self;
    /// Absolute value (`core`'s).
    fn abs(self) -> Self;
    /// 1.0, -1.0 by the sign, or NaN (`core`'s).
    fn signum(self) -> Self;
    /// self's magnitude with sign's sign (`core`'s).
    fn copysign(self, sign: Self) -> Self;
    /// The smaller; the other when one is NaN (`core`'s).
    fn min(self, other: Self) -> Self;
    /// The larger; the other when one is NaN (`core`'s).
    fn max(self, other: Self) -> Self;
    /// 1 / self (`core`'s).
    fn recip(self) -> Self;
    /// Radians to degrees (`core`'s).
    fn to_degrees(self) -> Self;
    /// Degrees to radians (`core`'s).
    fn to_radians(self) -> Self;
}

/// self^n by repeated squaring, as compiler-rt's `__powisf2` /
/// `__powidf2` compute it.
macro_rules! powi_by_squaring {
    ($x:expr, $n:expr) => {{
        let (mut a, mut r, mut b) = ($x, 1.0, $n);
        loop {
            if b & 1 != 0 {
                r *= a;
            }
            b /= 2;
            if b == 0 {
                break;
            }
            a *= a;
        }
        if $n < 0 { 1.0 / r } else { r }
    }};
}

macro_rules! impl_float_math {
    (
        $t:ident, $core:ident, $host:ident, sqrt: $sqrt:ident, fma: $fma:ident,
        sincos: $sincos:ident,
        unary { $( $name:ident => $sym:ident ),* $(,)? }
        binary { $( $name2:ident => $sym2:ident ),* $(,)? }
        rounding { $( $round:ident => $round_sym:ident / $round_core:ident ),* $(,)? }
    ) => {
        #[cfg(not(offload_device))]
        mod $host {
            // The C library's math, which `std` calls on Linux (libm.so,
            // which every Rust program links).
            unsafe extern "C" {
                $( pub safe fn $sym(x: $t) -> $t; )*
                $( pub safe fn $sym2(x: $t, y: $t) -> $t; )*
                $( pub safe fn $round_sym(x: $t) -> $t; )*
                pub safe fn $sqrt(x: $t) -> $t;
                pub safe fn $fma(x: $t, y: $t, z: $t) -> $t;
            }
        }

        impl FloatMath for $t {
            $(
                #[inline]
                fn $name(self) -> $t {
                    #[cfg(offload_device)]
                    { libm::$sym(self) }
                    #[cfg(not(offload_device))]
                    { $host::$sym(self) }
                }
            )*
            $(
                #[inline]
                fn $name2(self, other: $t) -> $t {
                    #[cfg(offload_device)]
                    { libm::$sym2(self, other) }
                    #[cfg(not(offload_device))]
                    { $host::$sym2(self, other) }
                }
            )*
            $(
                #[inline(always)]
                fn $round(self) -> $t {
                    // On GPUs one instruction; the x86-64 image cannot
                    // count on SSE4.1 (LLVM would call the C library).
                    #[cfg(all(offload_device, not(target_arch = "x86_64")))]
                    { $core::$round_core(self) }
                    #[cfg(all(offload_device, target_arch = "x86_64"))]
                    { libm::$round_sym(self) }
                    #[cfg(not(offload_device))]
                    { $host::$round_sym(self) }
                }
            )*
            #[inline(always)]
            fn sqrt(self) -> $t {
                #[cfg(offload_device)]
                { $core::sqrt(self) }
                #[cfg(not(offload_device))]
                { $host::$sqrt(self) }
            }
            #[inline(always)]
            fn mul_add(self, a: $t, b: $t) -> $t {
                #[cfg(all(offload_device, not(target_arch = "x86_64")))]
                { $core::mul_add(self, a, b) }
                #[cfg(all(offload_device, target_arch = "x86_64"))]
                { libm::$fma(self, a, b) }
                #[cfg(not(offload_device))]
                { $host::$fma(self, a, b) }
            }
            #[inline]
            fn log(self, base: $t) -> $t {
                self.ln() / base.ln()
            }
            #[inline]
            fn powi(self, n: i32) -> $t {
                powi_by_squaring!(self, n)
            }
            #[inline]
            fn sin_cos(self) -> ($t, $t) {
                #[cfg(offload_device)]
                { libm::$sincos(self) }
                #[cfg(not(offload_device))]
                { (FloatMath::sin(self), FloatMath::cos(self)) }
            }
            #[inline(always)]
            fn fract(self) -> $t {
                self - FloatMath::trunc(self)
            }
            #[inline(always)]
            fn abs(self) -> $t {
                <$t>::abs(self)
            }
            #[inline(always)]
            fn signum(self) -> $t {
                <$t>::signum(self)
            }
            #[inline(always)]
            fn copysign(self, sign: $t) -> $t {
                <$t>::copysign(self, sign)
            }
            #[inline(always)]
            fn min(self, other: $t) -> $t {
                <$t>::min(self, other)
            }
            #[inline(always)]
            fn max(self, other: $t) -> $t {
                <$t>::max(self, other)
            }
            #[inline(always)]
            fn recip(self) -> $t {
                <$t>::recip(self)
            }
            #[inline(always)]
            fn to_degrees(self) -> $t {
                <$t>::to_degrees(self)
            }
            #[inline(always)]
            fn to_radians(self) -> $t {
                <$t>::to_radians(self)
            }
        }
    };
}

impl_float_math! {
    f32, f32_core, c_f32, sqrt: sqrtf, fma: fmaf, sincos: sincosf,
    unary {
        cbrt => cbrtf, exp => expf, exp2 => exp2f, exp_m1 => expm1f, ln => logf,
        log2 => log2f, log10 => log10f, ln_1p => log1pf, sin => sinf, cos => cosf,
        tan => tanf, asin => asinf, acos => acosf, atan => atanf, sinh => sinhf,
        cosh => coshf, tanh => tanhf, asinh => asinhf, acosh => acoshf, atanh => atanhf,
    }
    binary { powf => powf, atan2 => atan2f, hypot => hypotf }
    rounding {
        floor => floorf / floor, ceil => ceilf / ceil, round => roundf / round,
        round_ties_even => roundevenf / round_ties_even, trunc => truncf / trunc,
    }
}

impl_float_math! {
    f64, f64_core, c_f64, sqrt: sqrt, fma: fma, sincos: sincos,
    unary {
        cbrt => cbrt, exp => exp, exp2 => exp2, exp_m1 => expm1, ln => log,
        log2 => log2, log10 => log10, ln_1p => log1p, sin => sin, cos => cos,
        tan => tan, asin => asin, acos => acos, atan => atan, sinh => sinh,
        cosh => cosh, tanh => tanh, asinh => asinh, acosh => acosh, atanh => atanh,
    }
    binary { powf => pow, atan2 => atan2, hypot => hypot }
    rounding {
        floor => floor / floor, ceil => ceil / ceil, round => round / round,
        round_ties_even => roundeven / round_ties_even, trunc => trunc / trunc,
    }
}
