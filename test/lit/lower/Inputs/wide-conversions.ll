; Conversions between 128-bit integers and floats, as rustc writes them for
; `as` (saturating intrinsics) and as LLVM may (plain casts).
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @__offload_unpack_k__conv(ptr %s) {
  %p = load ptr, ptr %s, align 8
  %u = load i128, ptr %p, align 16
  %a = uitofp i128 %u to double
  %b = sitofp i128 %u to float
  %c = fptoui double %a to i128
  %d = call i128 @llvm.fptosi.sat.i128.f32(float %b)
  %e = call i128 @llvm.fptoui.sat.i128.f64(double %a)
  %f = add i128 %c, %d
  %g = add i128 %f, %e
  store i128 %g, ptr %p, align 16
  store double %a, ptr %p, align 8
  ret void
}
declare i128 @llvm.fptosi.sat.i128.f32(float)
declare i128 @llvm.fptoui.sat.i128.f64(double)
