; Device code over an AMD GPU's limits, hand-written with debug info as
; rustc writes it: each unpack function (roots.rs) has its kernel
; (kernels.rs) inlined. k::first and k::second keep 160000 bytes of array
; per thread (a gfx90a thread's stack holds 131056); k::fine keeps 400;
; k::via calls k::helper (not inlined), whose frame is the large one;
; k::shared uses 70000 bytes of LDS (a block has 65536), k::fill::<u32> and
; k::fill::<u64> are two instances of one generic kernel.
target triple = "amdgcn-amd-amdhsa"

declare i32 @__offload_thread_idx_x()

define void @__offload_unpack_k__second(ptr %s) !dbg !20 {
  %i = call i32 @__offload_thread_idx_x(), !dbg !41
  call void @big(i32 %i), !dbg !41
  ret void, !dbg !41
}

define void @__offload_unpack_k__first(ptr %s) !dbg !21 {
  %i = call i32 @__offload_thread_idx_x(), !dbg !40
  call void @big(i32 %i), !dbg !40
  ret void, !dbg !40
}

define void @__offload_unpack_k__fine(ptr %s) !dbg !22 {
  %i = call i32 @__offload_thread_idx_x(), !dbg !42
  %a = alloca [100 x i32], align 4, addrspace(5)
  %x = zext i32 %i to i64
  %e = getelementptr [100 x i32], ptr addrspace(5) %a, i64 0, i64 %x, !dbg !42
  store volatile i32 %i, ptr addrspace(5) %e, !dbg !42
  ret void, !dbg !42
}

define void @__offload_unpack_k__via(ptr %s) !dbg !23 {
  %i = call i32 @__offload_thread_idx_x(), !dbg !43
  call void @k_helper(i32 %i), !dbg !43
  ret void, !dbg !43
}

define void @k_helper(i32 %i) noinline !dbg !14 {
  call void @big(i32 %i), !dbg !44
  ret void, !dbg !44
}

@lds = internal addrspace(3) global [70000 x i8] poison, align 4

define void @__offload_unpack_k__shared(ptr %s) !dbg !24 {
  %i = call i32 @__offload_thread_idx_x(), !dbg !45
  %x = zext i32 %i to i64
  %e = getelementptr [70000 x i8], ptr addrspace(3) @lds, i64 0, i64 %x, !dbg !45
  store volatile i8 1, ptr addrspace(3) %e, !dbg !45
  ret void, !dbg !45
}

define void @__offload_unpack_k__fill__u32(ptr %s) !dbg !25 {
  %i = call i32 @__offload_thread_idx_x(), !dbg !46
  call void @big(i32 %i), !dbg !46
  ret void, !dbg !46
}

define void @__offload_unpack_k__fill__u64(ptr %s) !dbg !26 {
  %i = call i32 @__offload_thread_idx_x(), !dbg !47
  call void @big(i32 %i), !dbg !47
  ret void, !dbg !47
}

; 160000 bytes of array, indexed by the thread: inlined into its callers.
define internal void @big(i32 %i) alwaysinline {
  %a = alloca [40000 x i32], align 4, addrspace(5)
  %x = zext i32 %i to i64
  %e = getelementptr [40000 x i32], ptr addrspace(5) %a, i64 0, i64 %x
  store volatile i32 %i, ptr addrspace(5) %e
  %v = load volatile i32, ptr addrspace(5) %e
  ret void
}

!llvm.dbg.cu = !{!0, !3}
!llvm.module.flags = !{!5, !6}
!0 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.rs", directory: "/src")
!2 = !DIFile(filename: "roots.rs", directory: "/src/roots")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !DISubroutineType(types: !8)
!8 = !{null}
; The kernels, in kernels.rs.
!10 = distinct !DISubprogram(name: "k::first", scope: !1, file: !1, line: 3, type: !7, scopeLine: 3, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!11 = distinct !DISubprogram(name: "k::second", scope: !1, file: !1, line: 8, type: !7, scopeLine: 8, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!12 = distinct !DISubprogram(name: "k::fine", scope: !1, file: !1, line: 12, type: !7, scopeLine: 12, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!13 = distinct !DISubprogram(name: "k::via", scope: !1, file: !1, line: 16, type: !7, scopeLine: 16, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!14 = distinct !DISubprogram(name: "k::helper", scope: !1, file: !1, line: 20, type: !7, scopeLine: 20, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!15 = distinct !DISubprogram(name: "k::shared", scope: !1, file: !1, line: 24, type: !7, scopeLine: 24, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!16 = distinct !DISubprogram(name: "k::fill::<u32>", scope: !1, file: !1, line: 28, type: !7, scopeLine: 28, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!17 = distinct !DISubprogram(name: "k::fill::<u64>", scope: !1, file: !1, line: 28, type: !7, scopeLine: 28, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
; The unpack functions, in roots.rs.
!20 = distinct !DISubprogram(name: "__offload_unpack_k__second", scope: !2, file: !2, line: 4, type: !7, scopeLine: 4, unit: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!21 = distinct !DISubprogram(name: "__offload_unpack_k__first", scope: !2, file: !2, line: 8, type: !7, scopeLine: 8, unit: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!22 = distinct !DISubprogram(name: "__offload_unpack_k__fine", scope: !2, file: !2, line: 12, type: !7, scopeLine: 12, unit: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!23 = distinct !DISubprogram(name: "__offload_unpack_k__via", scope: !2, file: !2, line: 16, type: !7, scopeLine: 16, unit: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!24 = distinct !DISubprogram(name: "__offload_unpack_k__shared", scope: !2, file: !2, line: 20, type: !7, scopeLine: 20, unit: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!25 = distinct !DISubprogram(name: "__offload_unpack_k__fill__u32", scope: !2, file: !2, line: 24, type: !7, scopeLine: 24, unit: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!26 = distinct !DISubprogram(name: "__offload_unpack_k__fill__u64", scope: !2, file: !2, line: 28, type: !7, scopeLine: 28, unit: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized)
; Each kernel's line, inlined into its unpack function.
!30 = !DILocation(line: 9, column: 5, scope: !21)
!31 = !DILocation(line: 5, column: 5, scope: !20)
!32 = !DILocation(line: 13, column: 5, scope: !22)
!33 = !DILocation(line: 17, column: 5, scope: !23)
!35 = !DILocation(line: 21, column: 5, scope: !24)
!36 = !DILocation(line: 25, column: 5, scope: !25)
!37 = !DILocation(line: 29, column: 5, scope: !26)
!40 = !DILocation(line: 4, column: 9, scope: !10, inlinedAt: !30)
!41 = !DILocation(line: 9, column: 9, scope: !11, inlinedAt: !31)
!42 = !DILocation(line: 13, column: 9, scope: !12, inlinedAt: !32)
!43 = !DILocation(line: 17, column: 9, scope: !13, inlinedAt: !33)
!44 = !DILocation(line: 21, column: 9, scope: !14)
!45 = !DILocation(line: 25, column: 9, scope: !15, inlinedAt: !35)
!46 = !DILocation(line: 29, column: 9, scope: !16, inlinedAt: !36)
!47 = !DILocation(line: 29, column: 9, scope: !17, inlinedAt: !37)
