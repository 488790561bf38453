; The host crate of test/e2e/argkinds: the launch of argkinds_kernels::wide
; (u128, i128, &u128, &mut [u64]).
; Made by test/lit/make-inputs.py from test/e2e/argkinds/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.5afca82a5dfda1f7-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd = private unnamed_addr constant [22 x i8] c"argkinds_kernels::wide", align 1
@alloc_900264f3b2523f26e5567870dfe56066 = private unnamed_addr constant [26 x i8] c"test/e2e/argkinds/host.rs\00", align 1
@alloc_349b129c237deb9a95dc622c0870dbcd = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00(\00\00\00\05\00\00\00" }>, align 8

; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs9l0Oc0FNe3J_16argkinds_kernels4wideFonRoQSyEuECs7OjVhai8EsJ_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(32) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 !dbg !7 {
start:
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd, i64 noundef 22, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 40, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #3, !dbg !93
  %0 = icmp eq i32 %code, 0, !dbg !96
  br i1 %0, label %bb4, label %bb3, !dbg !96

bb3:                                              ; preds = %start
  %_18.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !98
  store i64 22, ptr %_18.sroa.4.0._0.sroa_idx, align 8, !dbg !98
  %_18.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !98
  store ptr @alloc_349b129c237deb9a95dc622c0870dbcd, ptr %_18.sroa.5.0._0.sroa_idx, align 8, !dbg !98
  %_18.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !98
  store i32 %code, ptr %_18.sroa.6.0._0.sroa_idx, align 8, !dbg !98
  br label %bb4, !dbg !99

bb4:                                              ; preds = %bb3, %start
  %alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd.sink = phi ptr [ @alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd, %bb3 ], [ null, %start ], !dbg !100
  store ptr %alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd.sink, ptr %_0, align 8, !dbg !100
  ret void, !dbg !101
}

; Function Attrs: noreturn nonlazybind uwtable
define hidden void @_RNvCs7OjVhai8EsJ_4host4main() unnamed_addr #1 !dbg !102 {
start:
  call fastcc void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs9l0Oc0FNe3J_16argkinds_kernels4wideFonRoQSyEuECs7OjVhai8EsJ_4host(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(32) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !106
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_launch(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, i64 noundef, i64 noundef) unnamed_addr #2

attributes #0 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "test/e2e/argkinds/host.rs/@/host.5afca82a5dfda1f7-cgu.0", directory: "/work/main")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(u128, i128, &u128, &mut [u64]), fn(u128, i128, &u128, &mut [u64])>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs9l0Oc0FNe3J_16argkinds_kernels4wideFonRoQSyEuECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 410, type: !10, scopeLine: 410, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !65, !76, !85, !92, !64, !41}
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), offload::LaunchError>", scope: !14, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !16, identifier: "e6fb2f5e2f4d0c4d77a0e24af185185")
!13 = !DIFile(filename: "<unknown>", directory: "")
!14 = !DINamespace(name: "result", scope: !15)
!15 = !DINamespace(name: "core", scope: null)
!16 = !{!17}
!17 = !DICompositeType(tag: DW_TAG_variant_part, scope: !12, file: !13, size: 256, align: 64, elements: !18, identifier: "5ed9dd279a6056f373583a53187670cb", discriminator: !63)
!18 = !{!19, !24}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !17, file: !13, baseType: !20, size: 256, align: 64, extraData: i64 0)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !12, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !21, identifier: "8fe0f275cc54fad45b731b183b9bd353")
!21 = !{!22}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !20, file: !13, baseType: !23, align: 8, flags: DIFlagPublic)
!23 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !17, file: !13, baseType: !25, size: 256, align: 64)
!25 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !12, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !26, identifier: "822e5ce0a489d025aea43147dc891781")
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !25, file: !13, baseType: !28, size: 256, align: 64, flags: DIFlagPublic)
!28 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchError", scope: !9, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !29, identifier: "a8a15781160601b99b5c6bea3674cba2")
!29 = !{!30, !32, !40}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !28, file: !13, baseType: !31, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!31 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "kernel", scope: !28, file: !13, baseType: !33, size: 128, align: 64, flags: DIFlagPublic)
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !13, size: 128, align: 64, elements: !34, identifier: "9277eecd40495f85161460476aacc992")
!34 = !{!35, !38}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !33, file: !13, baseType: !36, size: 64, align: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, align: 64, dwarfAddressSpace: 0)
!37 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !33, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!39 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "location", scope: !28, file: !13, baseType: !41, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !43, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !45, identifier: "411096404becd422b55fed6ea1d8f5da")
!43 = !DINamespace(name: "location", scope: !44)
!44 = !DINamespace(name: "panic", scope: !15)
!45 = !{!46, !56, !58, !59}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !42, file: !13, baseType: !47, size: 128, align: 64, flags: DIFlagPrivate)
!47 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !48, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !50, identifier: "613f956491235032922093b1fe555d4c")
!48 = !DINamespace(name: "non_null", scope: !49)
!49 = !DINamespace(name: "ptr", scope: !15)
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !47, file: !13, baseType: !52, size: 128, align: 64, flags: DIFlagPrivate)
!52 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !13, size: 128, align: 64, elements: !53, identifier: "238a44609877474087c05adf26cd41fa")
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !52, file: !13, baseType: !36, size: 64, align: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !52, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !42, file: !13, baseType: !57, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!57 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !42, file: !13, baseType: !57, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !42, file: !13, baseType: !60, align: 8, offset: 192, flags: DIFlagPrivate)
!60 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !61, file: !13, align: 8, flags: DIFlagPublic, elements: !62, identifier: "afc06b112710e7ead839860a2412149")
!61 = !DINamespace(name: "marker", scope: !15)
!62 = !{}
!63 = !DIDerivedType(tag: DW_TAG_member, scope: !12, file: !13, baseType: !64, size: 64, align: 64, flags: DIFlagArtificial)
!64 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(u128, i128, &u128, &mut [u64])", baseType: !66, align: 8, dwarfAddressSpace: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !69, !70, !71}
!68 = !DIBasicType(name: "u128", size: 128, encoding: DW_ATE_unsigned)
!69 = !DIBasicType(name: "i128", size: 128, encoding: DW_ATE_signed)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u128", baseType: !68, size: 64, align: 64, dwarfAddressSpace: 0)
!71 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [u64]", file: !13, size: 128, align: 64, elements: !72, identifier: "75e4b4267ae329175f87d6f5f28c5d25")
!72 = !{!73, !75}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !71, file: !13, baseType: !74, size: 64, align: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64, align: 64, dwarfAddressSpace: 0)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !71, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::LaunchConfig", baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !9, file: !13, size: 224, align: 32, flags: DIFlagPublic, elements: !78, identifier: "717330000871f0ea6103dddce5731f5e")
!78 = !{!79, !83, !84}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !77, file: !13, baseType: !80, size: 96, align: 32, flags: DIFlagPublic)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 96, align: 32, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 3, lowerBound: 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !77, file: !13, baseType: !80, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !77, file: !13, baseType: !57, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (u128, i128, &u128, &mut [u64])", baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "(u128, i128, &u128, &mut [u64])", file: !13, size: 512, align: 128, elements: !87, identifier: "57a2e4dcf7c1008ea32ce32c285e777")
!87 = !{!88, !89, !90, !91}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !86, file: !13, baseType: !68, size: 128, align: 128)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !86, file: !13, baseType: !69, size: 128, align: 128, offset: 128)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !86, file: !13, baseType: !70, size: 64, align: 64, offset: 256)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !86, file: !13, baseType: !71, size: 128, align: 64, offset: 320)
!92 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!93 = !DILocation(line: 423, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !8, line: 420, column: 5)
!95 = distinct !DILexicalBlock(scope: !7, file: !8, line: 419, column: 5)
!96 = !DILocation(line: 436, column: 8, scope: !97)
!97 = distinct !DILexicalBlock(scope: !94, file: !8, line: 422, column: 5)
!98 = !DILocation(line: 436, column: 36, scope: !97)
!99 = !DILocation(line: 436, column: 5, scope: !97)
!100 = !DILocation(line: 436, scope: !97)
!101 = !DILocation(line: 437, column: 2, scope: !7)
!102 = distinct !DISubprogram(name: "main", linkageName: "_RNvCs7OjVhai8EsJ_4host4main", scope: !104, file: !103, line: 12, type: !105, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!103 = !DIFile(filename: "test/e2e/argkinds/host.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "58cad373dd1b34d869da21a0b021548b")
!104 = !DINamespace(name: "host", scope: null)
!105 = !DISubroutineType(types: !62)
!106 = !DILocation(line: 392, column: 23, scope: !107, inlinedAt: !111)
!107 = distinct !DILexicalBlock(scope: !108, file: !8, line: 392, column: 9)
!108 = distinct !DILexicalBlock(scope: !109, file: !8, line: 390, column: 5)
!109 = distinct !DILexicalBlock(scope: !110, file: !8, line: 387, column: 5)
!110 = distinct !DISubprogram(name: "launch<fn(u128, i128, &u128, &mut [u64]), fn(u128, i128, &u128, &mut [u64]), (u128, i128, &u128, &mut alloc::vec::Vec<u64, alloc::alloc::Global>)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload6launchNvCs9l0Oc0FNe3J_16argkinds_kernels4wideFonRoQSyEuTonB1b_QINtNtCs9jvVb34GBdE_5alloc3vec3VecyEEECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 379, type: !105, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!111 = distinct !DILocation(line: 40, column: 5, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !103, line: 39, column: 5)
!113 = distinct !DILexicalBlock(scope: !114, file: !103, line: 38, column: 5)
!114 = distinct !DILexicalBlock(scope: !115, file: !103, line: 37, column: 5)
!115 = distinct !DILexicalBlock(scope: !116, file: !103, line: 36, column: 5)
!116 = distinct !DILexicalBlock(scope: !117, file: !103, line: 31, column: 5)
!117 = distinct !DILexicalBlock(scope: !118, file: !103, line: 25, column: 5)
!118 = distinct !DILexicalBlock(scope: !119, file: !103, line: 24, column: 5)
!119 = distinct !DILexicalBlock(scope: !120, file: !103, line: 23, column: 5)
!120 = distinct !DILexicalBlock(scope: !121, file: !103, line: 18, column: 5)
!121 = distinct !DILexicalBlock(scope: !122, file: !103, line: 17, column: 5)
!122 = distinct !DILexicalBlock(scope: !123, file: !103, line: 14, column: 5)
!123 = distinct !DILexicalBlock(scope: !102, file: !103, line: 13, column: 5)
