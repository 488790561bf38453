; What the device code of saxpy-nvptx.ll and argkinds-wide-nvptx.ll calls
; from the support crate, core and compiler_builtins for sm_90 (--lib).
; Made by test/lit/make-inputs.py from {offload,core,compiler_builtins}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alloc_a434a7e153ac922489f2ed192aeda5a5 = hidden unnamed_addr constant [55 x i8] c" index out of bounds: the len is \C0\12 but the index is \C0\00", align 1

; Function Attrs: convergent noreturn nounwind
define void @_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #0 !dbg !6 {
start:
  tail call void @__offload_trap() #5, !dbg !12
  unreachable, !dbg !12
}

; Function Attrs: convergent noreturn nounwind
declare void @__offload_trap() unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: cold convergent noinline noreturn nounwind
define void @_RNvNtCsduWobj5wX1U_4core9panicking9panic_fmt(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) unnamed_addr #2 {
start:
  %pi = alloca [24 x i8], align 8
  %fmt = alloca [16 x i8], align 8
  store ptr %0, ptr %fmt, align 8
  %3 = getelementptr inbounds nuw i8, ptr %fmt, i64 8
  store ptr %1, ptr %3, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %pi)
  store ptr %fmt, ptr %pi, align 8
  %4 = getelementptr inbounds nuw i8, ptr %pi, i64 8
  store ptr %2, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %pi, i64 16
  store i8 1, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %pi, i64 17
  store i8 0, ptr %6, align 1
  call void @_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %pi) #5
  unreachable
}

; Function Attrs: nounwind
declare noundef zeroext i1 @_RNvXsi_NtNtNtCsduWobj5wX1U_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8), ptr noalias noundef align 8 captures(none) dereferenceable(24)) unnamed_addr #3

; Function Attrs: cold convergent minsize noinline noreturn nounwind optsize
define void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef %0, i64 noundef %1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) unnamed_addr #4 {
start:
  %args = alloca [32 x i8], align 8
  %len = alloca [8 x i8], align 8
  %index = alloca [8 x i8], align 8
  store i64 %0, ptr %index, align 8
  store i64 %1, ptr %len, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %len, ptr %args, align 8
  %_8.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXsi_NtNtNtCsduWobj5wX1U_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_8.sroa.4.0..sroa_idx, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 16
  store ptr %index, ptr %3, align 8
  %_9.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  store ptr @_RNvXsi_NtNtNtCsduWobj5wX1U_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_9.sroa.4.0..sroa_idx, align 8
  call void @_RNvNtCsduWobj5wX1U_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_a434a7e153ac922489f2ed192aeda5a5, ptr noundef nonnull %args, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) #6
  unreachable
}

attributes #0 = { convergent noreturn nounwind "target-cpu"="sm_90" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { cold convergent noinline noreturn nounwind "target-cpu"="sm_90" }
attributes #3 = { nounwind "target-cpu"="sm_90" }
attributes #4 = { cold convergent minsize noinline noreturn nounwind optsize "target-cpu"="sm_90" }
attributes #5 = { noreturn nounwind }
attributes #6 = { noinline noreturn nounwind }

!llvm.ident = !{!0}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!3, !4, !5}

!0 = !{!"rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball)"}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "/work/main/frontends/rust/offload/src/lib.rs/@/offload.f673f7265356c249-cgu.0", directory: "/work/main")
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "panic", linkageName: "_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind", scope: !8, file: !7, line: 172, type: !10, scopeLine: 172, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!7 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!8 = !DINamespace(name: "device", scope: !9)
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 173, column: 18, scope: !6)
