; The device code of manifest/Inputs/saxpy.json's two instances for sm_90,
; hand-written. Each instance's unpack function reads the kernel slots (8
; bytes each) and calls its kernel; each kernel has the debug info the
; device pass reads: a subprogram named as the manifest names the kernel,
; at a line, with its parameter types as rustc describes them (a Rust
; compile unit: the pass reads them with rustc's conventions). Both kernels
; write through their Region, and only there. saxpy-device-x86.ll is the
; same module for x86-64.
target triple = "nvptx64-nvidia-cuda"

declare i32 @__offload_thread_idx_x()
declare i32 @__offload_block_idx_x()
declare i32 @__offload_block_dim_x()

define i64 @global_idx() {
  %t = call i32 @__offload_thread_idx_x()
  %b = call i32 @__offload_block_idx_x()
  %d = call i32 @__offload_block_dim_x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %i64 = zext i32 %i to i64
  ret i64 %i64
}

; y[i] = a * x[i] + y[i] for the thread's i < y.len
define void @saxpy(float %a, ptr %x, i64 %x.len, ptr %y, i64 %y.len) !dbg !11 {
  %i = call i64 @global_idx()
  %in = icmp ult i64 %i, %y.len
  br i1 %in, label %body, label %done
body:
  %xp = getelementptr inbounds float, ptr %x, i64 %i
  %xv = load float, ptr %xp, align 4
  %yp = getelementptr inbounds float, ptr %y, i64 %i
  %yv = load float, ptr %yp, align 4
  %ax = fmul float %a, %xv
  %r = fadd float %ax, %yv
  store float %r, ptr %yp, align 4
  br label %done
done:
  ret void
}

; out[i].{sum, max, tag} = s, s, tag where s = scale * w[i % 256]
define void @summarize(ptr %w, double %scale, i16 %tag, ptr %out, i64 %out.len) !dbg !20 {
  %i = call i64 @global_idx()
  %in = icmp ult i64 %i, %out.len
  br i1 %in, label %body, label %done
body:
  %k = and i64 %i, 255
  %wp = getelementptr inbounds double, ptr %w, i64 %k
  %wv = load double, ptr %wp, align 8
  %s = fmul double %scale, %wv
  %o = getelementptr inbounds [32 x i8], ptr %out, i64 %i
  store double %s, ptr %o, align 8
  %max = getelementptr inbounds i8, ptr %o, i64 16
  store double %s, ptr %max, align 8
  %t = getelementptr inbounds i8, ptr %o, i64 24
  store i16 %tag, ptr %t, align 8
  br label %done
done:
  ret void
}

; Slots: a; x, x.len; y, y.len.
define void @__offload_unpack_saxpy_kernels__saxpy(ptr %s) {
  %a = load float, ptr %s, align 8
  %x.p = getelementptr i8, ptr %s, i64 8
  %x = load ptr, ptr %x.p, align 8
  %x.len.p = getelementptr i8, ptr %s, i64 16
  %x.len = load i64, ptr %x.len.p, align 8
  %y.p = getelementptr i8, ptr %s, i64 24
  %y = load ptr, ptr %y.p, align 8
  %y.len.p = getelementptr i8, ptr %s, i64 32
  %y.len = load i64, ptr %y.len.p, align 8
  call void @saxpy(float %a, ptr %x, i64 %x.len, ptr %y, i64 %y.len)
  ret void
}

; Slots: w; scale; tag; out, out.len.
define void @__offload_unpack_saxpy_kernels__summarize(ptr %s) {
  %w = load ptr, ptr %s, align 8
  %scale.p = getelementptr i8, ptr %s, i64 8
  %scale = load double, ptr %scale.p, align 8
  %tag.p = getelementptr i8, ptr %s, i64 16
  %tag = load i16, ptr %tag.p, align 8
  %out.p = getelementptr i8, ptr %s, i64 24
  %out = load ptr, ptr %out.p, align 8
  %out.len.p = getelementptr i8, ptr %s, i64 32
  %out.len = load i64, ptr %out.len.p, align 8
  call void @summarize(ptr %w, double %scale, i16 %tag, ptr %out, i64 %out.len)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.rs", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DINamespace(name: "region", scope: !9)
; saxpy_kernels::saxpy at kernels.rs:10: (f32, &[f32], Region<f32, 1>).
!11 = distinct !DISubprogram(name: "saxpy_kernels::saxpy", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !{null, !4, !13, !17})
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f32]", size: 128, align: 64, elements: !{!14, !16})
!14 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", baseType: !15, size: 64, align: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f32", baseType: !4, size: 64, align: 64)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "length", baseType: !8, size: 64, align: 64, offset: 64)
!17 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f32, 1>", scope: !10, size: 128, align: 64, elements: !{!18, !16})
!18 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", baseType: !19, size: 64, align: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !4, size: 64, align: 64)
; saxpy_kernels::summarize at kernels.rs:20: (&[f64; 256], f64, u16,
; Region<saxpy_kernels::Stats, 1>).
!20 = distinct !DISubprogram(name: "saxpy_kernels::summarize", scope: !1, file: !1, line: 20, type: !21, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DISubroutineType(types: !{null, !22, !5, !6, !24})
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !23, size: 64, align: 64)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, align: 64, elements: !{!DISubrange(count: 256, lowerBound: 0)})
!24 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<saxpy_kernels::Stats, 1>", scope: !10, size: 128, align: 64, elements: !{!25, !16})
!25 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", baseType: !26, size: 64, align: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut saxpy_kernels::Stats", baseType: !27, size: 64, align: 64)
; struct Stats { sum: f64, count: u32, max: f64, tag: u16 }: 32 bytes.
!27 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", size: 256, align: 64, elements: !{!28, !29, !30, !31})
!28 = !DIDerivedType(tag: DW_TAG_member, name: "sum", baseType: !5, size: 64, align: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "count", baseType: !7, size: 32, align: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "max", baseType: !5, size: 64, align: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "tag", baseType: !6, size: 16, align: 16, offset: 192)
