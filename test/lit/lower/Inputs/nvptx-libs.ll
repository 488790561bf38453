; What the device code of saxpy-nvptx.ll and argkinds-wide-nvptx.ll calls
; from the support crate, core and compiler_builtins for sm_90 (--lib).
; Made by test/lit/make-inputs.py from {offload,core,compiler_builtins}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alloc_a434a7e153ac922489f2ed192aeda5a5 = hidden unnamed_addr constant [55 x i8] c" index out of bounds: the len is \C0\12 but the index is \C0\00", align 1

; Function Attrs: convergent noreturn nounwind
define void @_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %info) unnamed_addr #0 !dbg !6 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %info, i64 8, !dbg !12
  %at = load ptr, ptr %0, align 8, !dbg !12, !nonnull !11, !align !130, !noundef !11
  %_9.0 = load ptr, ptr %at, align 8, !dbg !131, !nonnull !11, !noundef !11
  %1 = getelementptr inbounds nuw i8, ptr %at, i64 8, !dbg !131
  %_9.1 = load i64, ptr %1, align 8, !dbg !131, !noundef !11
  %2 = getelementptr inbounds nuw i8, ptr %at, i64 16, !dbg !141
  %line = load i32, ptr %2, align 8, !dbg !141, !noundef !11
  %3 = getelementptr inbounds nuw i8, ptr %at, i64 20, !dbg !145
  %column = load i32, ptr %3, align 4, !dbg !145, !noundef !11
  tail call void @__offload_panic(ptr noundef nonnull %_9.0, i64 noundef %_9.1, i32 noundef %line, i32 noundef %column, ptr noundef null, i64 noundef 0) #5, !dbg !149
  unreachable, !dbg !149
}

; Function Attrs: convergent noreturn nounwind
declare void @__offload_panic(ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) unnamed_addr #0

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
!2 = !DIFile(filename: "frontends/rust/offload/src/lib.rs/@/offload.a1b22f3dd8610aeb-cgu.0", directory: "frontends/rust/offload")
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "panic", linkageName: "_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind", scope: !8, file: !7, line: 24, type: !10, scopeLine: 24, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!7 = !DIFile(filename: "src/panic.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "1a1270f36675b717ff4f8fd307e53f76")
!8 = !DINamespace(name: "panic", scope: !9)
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 94, column: 14, scope: !13, inlinedAt: !129)
!13 = distinct !DISubprogram(name: "location", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core5panic10panic_infoNtB2_9PanicInfo8location", scope: !15, file: !14, line: 91, type: !10, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !128)
!14 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/panic/panic_info.rs", directory: "", checksumkind: CSK_MD5, checksum: "159d79a4d32fbd5db8734e5d368978b4")
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PanicInfo", scope: !17, file: !16, size: 192, align: 64, flags: DIFlagPublic, elements: !20, identifier: "f616c9bf6b0d21aa597047cf83905897")
!16 = !DIFile(filename: "<unknown>", directory: "")
!17 = !DINamespace(name: "panic_info", scope: !18)
!18 = !DINamespace(name: "panic", scope: !19)
!19 = !DINamespace(name: "core", scope: null)
!20 = !{!21, !107, !125, !127}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "message", scope: !15, file: !16, baseType: !22, size: 64, align: 64, flags: DIFlagPrivate)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Arguments", baseType: !23, size: 64, align: 64, dwarfAddressSpace: 0)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !24, file: !16, size: 128, align: 64, flags: DIFlagPublic, elements: !25, identifier: "64cc04898cd681abaf74e51e72102c7d")
!24 = !DINamespace(name: "fmt", scope: !19)
!25 = !{!26, !34}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !23, file: !16, baseType: !27, size: 64, align: 64, flags: DIFlagPrivate)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !28, file: !16, size: 64, align: 64, flags: DIFlagPublic, elements: !30, identifier: "43bfd9cb50d95a355fe1423f69ba3a72")
!28 = !DINamespace(name: "non_null", scope: !29)
!29 = !DINamespace(name: "ptr", scope: !19)
!30 = !{!31}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !27, file: !16, baseType: !32, size: 64, align: 64, flags: DIFlagPrivate)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !33, size: 64, align: 64, dwarfAddressSpace: 0)
!33 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !23, file: !16, baseType: !35, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !28, file: !16, size: 64, align: 64, flags: DIFlagPublic, elements: !36, identifier: "55540b10c778882fcfac6682bfb4b6b")
!36 = !{!37}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !35, file: !16, baseType: !38, size: 64, align: 64, flags: DIFlagPrivate)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !40, file: !16, size: 128, align: 64, flags: DIFlagPublic, elements: !41, identifier: "994deb77217f27d8bb799a9dd1de56eb")
!40 = !DINamespace(name: "rt", scope: !24)
!41 = !{!42}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !39, file: !16, baseType: !43, size: 128, align: 64, flags: DIFlagPrivate)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !40, file: !16, size: 128, align: 64, flags: DIFlagPrivate, elements: !44, identifier: "2fdbab4fc4170eaec844ef9cd7eccadd")
!44 = !{!45}
!45 = distinct !DICompositeType(tag: DW_TAG_variant_part, scope: !43, file: !16, size: 128, align: 64, elements: !46, identifier: "290e47089644d32bb2cbaaa4c0d437c4", discriminator: !105)
!46 = !{!47, !101}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !45, file: !16, baseType: !48, size: 128, align: 64)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !43, file: !16, size: 128, align: 64, flags: DIFlagPrivate, elements: !49, identifier: "3500c94c2993483e5d4715b55890c88d")
!49 = !{!50, !56, !98}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !48, file: !16, baseType: !51, size: 64, align: 64, flags: DIFlagPrivate)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !28, file: !16, size: 64, align: 64, flags: DIFlagPublic, elements: !52, identifier: "46d91b83c7c44d9dd12ee6906b80bf26")
!52 = !{!53}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !51, file: !16, baseType: !54, size: 64, align: 64, flags: DIFlagPrivate)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !55, size: 64, align: 64, dwarfAddressSpace: 0)
!55 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !48, file: !16, baseType: !57, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !58, size: 64, align: 64, dwarfAddressSpace: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !51, !75}
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !61, file: !16, size: 8, align: 8, flags: DIFlagPublic, elements: !62, identifier: "58a7b3419e326c8535b972c9dafa35f4")
!61 = !DINamespace(name: "result", scope: !19)
!62 = !{!63}
!63 = distinct !DICompositeType(tag: DW_TAG_variant_part, scope: !60, file: !16, size: 8, align: 8, elements: !64, identifier: "7cd79bb7f433f5c39bd149bdf1216bed", discriminator: !74)
!64 = !{!65, !69}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !63, file: !16, baseType: !66, size: 8, align: 8, extraData: i8 0)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !60, file: !16, size: 8, align: 8, flags: DIFlagPublic, elements: !67, identifier: "833edcefd5ec902eb18555b18c37f00b")
!67 = !{!68}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !66, file: !16, baseType: !55, align: 8, offset: 8, flags: DIFlagPublic)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !63, file: !16, baseType: !70, size: 8, align: 8, extraData: i8 1)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !60, file: !16, size: 8, align: 8, flags: DIFlagPublic, elements: !71, identifier: "a2ec6d246241d9b3f4fb724ae7a43901")
!71 = !{!72}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !70, file: !16, baseType: !73, align: 8, offset: 8, flags: DIFlagPublic)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !24, file: !16, align: 8, flags: DIFlagPublic, elements: !11, identifier: "5870a9cc865b7491cb75647b9aaf1cbc")
!74 = !DIDerivedType(tag: DW_TAG_member, scope: !60, file: !16, baseType: !33, size: 8, align: 8, flags: DIFlagArtificial)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !76, size: 64, align: 64, dwarfAddressSpace: 0)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !24, file: !16, size: 192, align: 64, flags: DIFlagPublic, elements: !77, identifier: "3b836afd0c9b56ea12dd5ee009094f8b")
!77 = !{!78, !86}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !76, file: !16, baseType: !79, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !24, file: !16, size: 64, align: 32, flags: DIFlagPublic, elements: !80, identifier: "460e7cb7aca68086a9f31a85b00d6a1c")
!80 = !{!81, !83, !85}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !79, file: !16, baseType: !82, size: 32, align: 32, flags: DIFlagPrivate)
!82 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !79, file: !16, baseType: !84, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!84 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !79, file: !16, baseType: !84, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !76, file: !16, baseType: !87, size: 128, align: 64, flags: DIFlagPrivate)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !16, size: 128, align: 64, elements: !88, identifier: "c0715b0c35b77fa0139d3abfae4b7465")
!88 = !{!89, !92}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !87, file: !16, baseType: !90, size: 64, align: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !16, align: 8, elements: !11, identifier: "a45c09c958cb0c9132d9281741b0315")
!92 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !87, file: !16, baseType: !93, size: 64, align: 64, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 384, align: 64, elements: !96)
!95 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!96 = !{!97}
!97 = !DISubrange(count: 6, lowerBound: 0)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !48, file: !16, baseType: !99, align: 8, offset: 128, flags: DIFlagPrivate)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !100, file: !16, align: 8, flags: DIFlagPublic, elements: !11, identifier: "d4bd96dea56f01f267db80775a6f9e4")
!100 = !DINamespace(name: "marker", scope: !19)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !45, file: !16, baseType: !102, size: 128, align: 64, extraData: i64 0)
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !43, file: !16, size: 128, align: 64, flags: DIFlagPrivate, elements: !103, identifier: "8734418d428bf2d8e915afc366171953")
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !102, file: !16, baseType: !84, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!105 = !DIDerivedType(tag: DW_TAG_member, scope: !43, file: !16, baseType: !106, size: 64, align: 64, flags: DIFlagArtificial)
!106 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "location", scope: !15, file: !16, baseType: !108, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !109, size: 64, align: 64, dwarfAddressSpace: 0)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !110, file: !16, size: 192, align: 64, flags: DIFlagPublic, elements: !111, identifier: "6c311a5f9d8ba456cb1da6dc62aa8806")
!110 = !DINamespace(name: "location", scope: !18)
!111 = !{!112, !121, !122, !123}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !109, file: !16, baseType: !113, size: 128, align: 64, flags: DIFlagPrivate)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !28, file: !16, size: 128, align: 64, flags: DIFlagPublic, elements: !114, identifier: "4c5b442fb507c89a4c8fa758c6ca4a57")
!114 = !{!115}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !113, file: !16, baseType: !116, size: 128, align: 64, flags: DIFlagPrivate)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !16, size: 128, align: 64, elements: !117, identifier: "238a44609877474087c05adf26cd41fa")
!117 = !{!118, !120}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !116, file: !16, baseType: !119, size: 64, align: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64, align: 64, dwarfAddressSpace: 0)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !116, file: !16, baseType: !95, size: 64, align: 64, offset: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !109, file: !16, baseType: !82, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !109, file: !16, baseType: !82, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !109, file: !16, baseType: !124, align: 8, offset: 192, flags: DIFlagPrivate)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !100, file: !16, align: 8, flags: DIFlagPublic, elements: !11, identifier: "fec58e12a1ada73182678e705d2c2504")
!125 = !DIDerivedType(tag: DW_TAG_member, name: "can_unwind", scope: !15, file: !16, baseType: !126, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!126 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "force_no_backtrace", scope: !15, file: !16, baseType: !126, size: 8, align: 8, offset: 136, flags: DIFlagPrivate)
!128 = !DISubprogram(name: "location", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core5panic10panic_infoNtB2_9PanicInfo8location", scope: !15, file: !14, line: 91, type: !10, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!129 = !DILocation(line: 25, column: 43, scope: !6)
!130 = !{i64 8}
!131 = !DILocation(line: 444, column: 20, scope: !132, inlinedAt: !135)
!132 = distinct !DISubprogram(name: "as_ref<str>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulleE6as_refCsdSHEUvygioh_7offload", scope: !113, file: !133, line: 440, type: !10, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !134)
!133 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!134 = !DISubprogram(name: "as_ref<str>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulleE6as_refCsdSHEUvygioh_7offload", scope: !113, file: !133, line: 440, type: !10, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!135 = !DILocation(line: 222, column: 32, scope: !136, inlinedAt: !139)
!136 = distinct !DISubprogram(name: "file", linkageName: "_RNvMs4_NtNtCsduWobj5wX1U_4core5panic8locationNtB5_8Location4file", scope: !109, file: !137, line: 220, type: !10, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !138)
!137 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/panic/location.rs", directory: "", checksumkind: CSK_MD5, checksum: "bfd79aaf5fcb3673f7c8370e2924ddd5")
!138 = !DISubprogram(name: "file", linkageName: "_RNvMs4_NtNtCsduWobj5wX1U_4core5panic8locationNtB5_8Location4file", scope: !109, file: !137, line: 220, type: !10, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!139 = !DILocation(line: 26, column: 25, scope: !140)
!140 = distinct !DILexicalBlock(scope: !6, file: !7, line: 26, column: 9)
!141 = !DILocation(line: 269, column: 9, scope: !142, inlinedAt: !144)
!142 = distinct !DISubprogram(name: "line", linkageName: "_RNvMs4_NtNtCsduWobj5wX1U_4core5panic8locationNtB5_8Location4line", scope: !109, file: !137, line: 268, type: !10, scopeLine: 268, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !143)
!143 = !DISubprogram(name: "line", linkageName: "_RNvMs4_NtNtCsduWobj5wX1U_4core5panic8locationNtB5_8Location4line", scope: !109, file: !137, line: 268, type: !10, scopeLine: 268, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!144 = !DILocation(line: 26, column: 36, scope: !140)
!145 = !DILocation(line: 294, column: 9, scope: !146, inlinedAt: !148)
!146 = distinct !DISubprogram(name: "column", linkageName: "_RNvMs4_NtNtCsduWobj5wX1U_4core5panic8locationNtB5_8Location6column", scope: !109, file: !137, line: 293, type: !10, scopeLine: 293, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !147)
!147 = !DISubprogram(name: "column", linkageName: "_RNvMs4_NtNtCsduWobj5wX1U_4core5panic8locationNtB5_8Location6column", scope: !109, file: !137, line: 293, type: !10, scopeLine: 293, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!148 = !DILocation(line: 26, column: 47, scope: !140)
!149 = !DILocation(line: 29, column: 14, scope: !150)
!150 = distinct !DILexicalBlock(scope: !6, file: !7, line: 25, column: 5)
