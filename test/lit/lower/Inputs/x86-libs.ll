; What the device code of saxpy-x86.ll calls from the support crate, core
; and compiler_builtins for x86-64 (--lib).
; Made by test/lit/make-inputs.py from {offload,core,compiler_builtins}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_a434a7e153ac922489f2ed192aeda5a5 = hidden unnamed_addr constant [55 x i8] c" index out of bounds: the len is \C0\12 but the index is \C0\00", align 1

; Function Attrs: noreturn nounwind nonlazybind uwtable
define void @_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #0 !dbg !7 {
start:
  tail call void @__offload_trap() #5, !dbg !13
  unreachable, !dbg !13
}

; Function Attrs: noreturn nounwind nonlazybind uwtable
declare void @__offload_trap() unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
define void @_RNvNtCskZSGfCsmI4P_4core9panicking9panic_fmt(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) unnamed_addr #2 {
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

; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsd_NtNtNtCskZSGfCsmI4P_4core3fmt3num3impyNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8), ptr noalias noundef align 8 captures(none) dereferenceable(24)) unnamed_addr #3

; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
define void @_RNvNtCskZSGfCsmI4P_4core9panicking18panic_bounds_check(i64 noundef %0, i64 noundef %1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) unnamed_addr #4 {
start:
  %args = alloca [32 x i8], align 8
  %len = alloca [8 x i8], align 8
  %index = alloca [8 x i8], align 8
  store i64 %0, ptr %index, align 8
  store i64 %1, ptr %len, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %len, ptr %args, align 8
  %_8.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXsd_NtNtNtCskZSGfCsmI4P_4core3fmt3num3impyNtB9_7Display3fmt, ptr %_8.sroa.4.0..sroa_idx, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 16
  store ptr %index, ptr %3, align 8
  %_9.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  store ptr @_RNvXsd_NtNtNtCskZSGfCsmI4P_4core3fmt3num3impyNtB9_7Display3fmt, ptr %_9.sroa.4.0..sroa_idx, align 8
  call void @_RNvNtCskZSGfCsmI4P_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_a434a7e153ac922489f2ed192aeda5a5, ptr noundef nonnull %args, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) #6
  unreachable
}

attributes #0 = { noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { noreturn nounwind }
attributes #6 = { noinline noreturn nounwind }

!llvm.ident = !{!0}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!3, !4, !5, !6}

!0 = !{!"rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball)"}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "/work/main/frontends/rust/offload/src/lib.rs/@/offload.f673f7265356c249-cgu.0", directory: "/work/main")
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 2, !"RtLibUseGOT", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 4}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "panic", linkageName: "_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind", scope: !9, file: !8, line: 172, type: !11, scopeLine: 172, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!8 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!9 = !DINamespace(name: "device", scope: !10)
!10 = !DINamespace(name: "offload", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 173, column: 18, scope: !7)
