; A device module whose kernel uses an operation the NVPTX backend has no
; code for (llvm.sin.f64 at kernels.rs:5:17): the unpack function of
; instance k::wave, hand-written with debug info.
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @__offload_unpack_k__wave(ptr %s) !dbg !5 {
  %p = load ptr, ptr %s, align 8, !dbg !10
  %x = load double, ptr %p, align 8, !dbg !10
  %y = call double @llvm.sin.f64(double %x), !dbg !11
  %z = fadd double %y, 1.0, !dbg !12
  store double %z, ptr %p, align 8, !dbg !12
  ret void, !dbg !12
}
declare double @llvm.sin.f64(double)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.rs", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "wave", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!10 = !DILocation(line: 4, column: 13, scope: !5)
!11 = !DILocation(line: 5, column: 17, scope: !5)
!12 = !DILocation(line: 6, column: 5, scope: !5)
