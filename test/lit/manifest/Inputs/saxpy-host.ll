; The host crate of examples/saxpy: the launch instances of both kernels and
; host::main, which calls them.
; Made by test/lit/make-inputs.py from examples/saxpy/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.5afca82a5dfda1f7-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_4c0085719508aa6422f9a6558f658fb2 = private unnamed_addr constant [20 x i8] c"saxpy_kernels::saxpy", align 1
@alloc_41a7b7a7e131d4e3295c7dd510c54573 = private unnamed_addr constant [24 x i8] c"saxpy_kernels::summarize", align 1
@alloc_d8c959e43638d54b3090238249ba6acb = private unnamed_addr constant [23 x i8] c"examples/saxpy/host.rs\00", align 1
@alloc_8fbdc683356378fe08ed5efd32c0df69 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d8c959e43638d54b3090238249ba6acb, [16 x i8] c"\16\00\00\00\00\00\00\00X\00\00\00\15\00\00\00" }>, align 8
@alloc_c4277096793956185ca987b67ce10ea3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d8c959e43638d54b3090238249ba6acb, [16 x i8] c"\16\00\00\00\00\00\00\002\00\00\00\15\00\00\00" }>, align 8

; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs4w7S95IAcjH_13saxpy_kernels5saxpyFfRSfINtNtB2_8disjoint6RegionfEEuECs7OjVhai8EsJ_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(32) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 !dbg !7 {
start:
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_4c0085719508aa6422f9a6558f658fb2, i64 noundef 20, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_d8c959e43638d54b3090238249ba6acb, i64 noundef 22, i32 noundef 50, i32 noundef 21, i64 noundef %device, i64 noundef %device_args) #3, !dbg !98
  %0 = icmp eq i32 %code, 0, !dbg !101
  br i1 %0, label %bb4, label %bb3, !dbg !101

bb3:                                              ; preds = %start
  %_18.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !103
  store i64 20, ptr %_18.sroa.4.0._0.sroa_idx, align 8, !dbg !103
  %_18.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !103
  store ptr @alloc_c4277096793956185ca987b67ce10ea3, ptr %_18.sroa.5.0._0.sroa_idx, align 8, !dbg !103
  %_18.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !103
  store i32 %code, ptr %_18.sroa.6.0._0.sroa_idx, align 8, !dbg !103
  br label %bb4, !dbg !104

bb4:                                              ; preds = %bb3, %start
  %alloc_4c0085719508aa6422f9a6558f658fb2.sink = phi ptr [ @alloc_4c0085719508aa6422f9a6558f658fb2, %bb3 ], [ null, %start ], !dbg !105
  store ptr %alloc_4c0085719508aa6422f9a6558f658fb2.sink, ptr %_0, align 8, !dbg !105
  ret void, !dbg !106
}

; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs4w7S95IAcjH_13saxpy_kernels9summarizeFRAdj100_dtQNtBK_5StatsEuECs7OjVhai8EsJ_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(32) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 !dbg !107 {
start:
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_41a7b7a7e131d4e3295c7dd510c54573, i64 noundef 24, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_d8c959e43638d54b3090238249ba6acb, i64 noundef 22, i32 noundef 88, i32 noundef 21, i64 noundef %device, i64 noundef %device_args) #3, !dbg !134
  %0 = icmp eq i32 %code, 0, !dbg !137
  br i1 %0, label %bb4, label %bb3, !dbg !137

bb3:                                              ; preds = %start
  %_18.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !139
  store i64 24, ptr %_18.sroa.4.0._0.sroa_idx, align 8, !dbg !139
  %_18.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !139
  store ptr @alloc_8fbdc683356378fe08ed5efd32c0df69, ptr %_18.sroa.5.0._0.sroa_idx, align 8, !dbg !139
  %_18.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !139
  store i32 %code, ptr %_18.sroa.6.0._0.sroa_idx, align 8, !dbg !139
  br label %bb4, !dbg !140

bb4:                                              ; preds = %bb3, %start
  %alloc_41a7b7a7e131d4e3295c7dd510c54573.sink = phi ptr [ @alloc_41a7b7a7e131d4e3295c7dd510c54573, %bb3 ], [ null, %start ], !dbg !141
  store ptr %alloc_41a7b7a7e131d4e3295c7dd510c54573.sink, ptr %_0, align 8, !dbg !141
  ret void, !dbg !142
}

; Function Attrs: nonlazybind uwtable
define hidden noundef i8 @_RNvCs7OjVhai8EsJ_4host4main() unnamed_addr #1 !dbg !143 {
start:
  call fastcc void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs4w7S95IAcjH_13saxpy_kernels5saxpyFfRSfINtNtB2_8disjoint6RegionfEEuECs7OjVhai8EsJ_4host(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(32) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !147
  call fastcc void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs4w7S95IAcjH_13saxpy_kernels9summarizeFRAdj100_dtQNtBK_5StatsEuECs7OjVhai8EsJ_4host(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(32) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !166
  ret i8 0
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_launch(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, i64 noundef, i64 noundef) unnamed_addr #2

attributes #0 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
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
!6 = !DIFile(filename: "examples/saxpy/host.rs/@/host.5afca82a5dfda1f7-cgu.0", directory: "/work/main")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(f32, &[f32], offload::disjoint::Region<f32, 1>), fn(f32, &[f32], offload::disjoint::Region<f32, 1>)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs4w7S95IAcjH_13saxpy_kernels5saxpyFfRSfINtNtB2_8disjoint6RegionfEEuECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 410, type: !10, scopeLine: 410, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !65, !82, !91, !97, !64, !41}
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
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(f32, &[f32], offload::disjoint::Region<f32, 1>)", baseType: !66, align: 8, dwarfAddressSpace: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !69, !74}
!68 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f32]", file: !13, size: 128, align: 64, elements: !70, identifier: "e7193ce1890c77a4ff44c72207b247fe")
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !69, file: !13, baseType: !72, size: 64, align: 64)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, align: 64, dwarfAddressSpace: 0)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !69, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f32, 1>", scope: !75, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !76, identifier: "cc63c14f5ecf47434c52b31302f28b87")
!75 = !DINamespace(name: "disjoint", scope: !9)
!76 = !{!77, !79, !80}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !74, file: !13, baseType: !78, size: 64, align: 64, flags: DIFlagPrivate)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !68, size: 64, align: 64, dwarfAddressSpace: 0)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !74, file: !13, baseType: !39, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !74, file: !13, baseType: !81, align: 8, offset: 128, flags: DIFlagPrivate)
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [f32]>", scope: !61, file: !13, align: 8, flags: DIFlagPublic, elements: !62, identifier: "863e1b391b944d7a7ac8891b8e6ffbf0")
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::LaunchConfig", baseType: !83, size: 64, align: 64, dwarfAddressSpace: 0)
!83 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !9, file: !13, size: 224, align: 32, flags: DIFlagPublic, elements: !84, identifier: "717330000871f0ea6103dddce5731f5e")
!84 = !{!85, !89, !90}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !83, file: !13, baseType: !86, size: 96, align: 32, flags: DIFlagPublic)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 96, align: 32, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 3, lowerBound: 0)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !83, file: !13, baseType: !86, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !83, file: !13, baseType: !57, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (f32, &[f32], offload::disjoint::Region<f32, 1>)", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "(f32, &[f32], offload::disjoint::Region<f32, 1>)", file: !13, size: 320, align: 64, elements: !93, identifier: "4863c4bd11c6110d523f6caf0da55347")
!93 = !{!94, !95, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !92, file: !13, baseType: !68, size: 32, align: 32, offset: 128)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !92, file: !13, baseType: !69, size: 128, align: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !92, file: !13, baseType: !74, size: 128, align: 64, offset: 192)
!97 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!98 = !DILocation(line: 423, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !8, line: 420, column: 5)
!100 = distinct !DILexicalBlock(scope: !7, file: !8, line: 419, column: 5)
!101 = !DILocation(line: 436, column: 8, scope: !102)
!102 = distinct !DILexicalBlock(scope: !99, file: !8, line: 422, column: 5)
!103 = !DILocation(line: 436, column: 36, scope: !102)
!104 = !DILocation(line: 436, column: 5, scope: !102)
!105 = !DILocation(line: 436, scope: !102)
!106 = !DILocation(line: 437, column: 2, scope: !7)
!107 = distinct !DISubprogram(name: "__launch_instance<fn(&[f64; 256], f64, u16, &mut saxpy_kernels::Stats), fn(&[f64; 256], f64, u16, &mut saxpy_kernels::Stats)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs4w7S95IAcjH_13saxpy_kernels9summarizeFRAdj100_dtQNtBK_5StatsEuECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 410, type: !108, scopeLine: 410, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!108 = !DISubroutineType(types: !109)
!109 = !{!12, !110, !82, !127, !97, !64, !41}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&[f64; 256], f64, u16, &mut saxpy_kernels::Stats)", baseType: !111, align: 8, dwarfAddressSpace: 0)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !115, !118, !119}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 16384, align: 64, elements: !116)
!115 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!116 = !{!117}
!117 = !DISubrange(count: 256, lowerBound: 0)
!118 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut saxpy_kernels::Stats", baseType: !120, size: 64, align: 64, dwarfAddressSpace: 0)
!120 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !121, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !122, identifier: "4e8a9e5db832831f312ae5e71ec296a2")
!121 = !DINamespace(name: "saxpy_kernels", scope: null)
!122 = !{!123, !124, !125, !126}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !120, file: !13, baseType: !115, size: 64, align: 64, flags: DIFlagPublic)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !120, file: !13, baseType: !57, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !120, file: !13, baseType: !115, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !120, file: !13, baseType: !118, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&[f64; 256], f64, u16, &mut saxpy_kernels::Stats)", baseType: !128, size: 64, align: 64, dwarfAddressSpace: 0)
!128 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&[f64; 256], f64, u16, &mut saxpy_kernels::Stats)", file: !13, size: 256, align: 64, elements: !129, identifier: "112f120a9de61c80c0b7bfa78a9a4c5b")
!129 = !{!130, !131, !132, !133}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !128, file: !13, baseType: !113, size: 64, align: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !128, file: !13, baseType: !115, size: 64, align: 64, offset: 64)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !128, file: !13, baseType: !118, size: 16, align: 16, offset: 128)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !128, file: !13, baseType: !119, size: 64, align: 64, offset: 192)
!134 = !DILocation(line: 423, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !8, line: 420, column: 5)
!136 = distinct !DILexicalBlock(scope: !107, file: !8, line: 419, column: 5)
!137 = !DILocation(line: 436, column: 8, scope: !138)
!138 = distinct !DILexicalBlock(scope: !135, file: !8, line: 422, column: 5)
!139 = !DILocation(line: 436, column: 36, scope: !138)
!140 = !DILocation(line: 436, column: 5, scope: !138)
!141 = !DILocation(line: 436, scope: !138)
!142 = !DILocation(line: 437, column: 2, scope: !107)
!143 = distinct !DISubprogram(name: "main", linkageName: "_RNvCs7OjVhai8EsJ_4host4main", scope: !145, file: !144, line: 110, type: !146, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!144 = !DIFile(filename: "examples/saxpy/host.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "73613cca952c23c095d28e74bae692c1")
!145 = !DINamespace(name: "host", scope: null)
!146 = !DISubroutineType(types: !62)
!147 = !DILocation(line: 392, column: 23, scope: !148, inlinedAt: !152)
!148 = distinct !DILexicalBlock(scope: !149, file: !8, line: 392, column: 9)
!149 = distinct !DILexicalBlock(scope: !150, file: !8, line: 390, column: 5)
!150 = distinct !DILexicalBlock(scope: !151, file: !8, line: 387, column: 5)
!151 = distinct !DISubprogram(name: "launch<fn(f32, &[f32], offload::disjoint::Region<f32, 1>), fn(f32, &[f32], offload::disjoint::Region<f32, 1>), (f32, &[f32], &mut [f32])>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload6launchNvCs4w7S95IAcjH_13saxpy_kernels5saxpyFfRSfINtNtB2_8disjoint6RegionfEEuTfB18_QB19_EECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 379, type: !146, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!152 = distinct !DILocation(line: 50, column: 21, scope: !153, inlinedAt: !160)
!153 = distinct !DILexicalBlock(scope: !154, file: !144, line: 50, column: 81)
!154 = distinct !DILexicalBlock(scope: !155, file: !144, line: 49, column: 5)
!155 = distinct !DILexicalBlock(scope: !156, file: !144, line: 44, column: 5)
!156 = distinct !DILexicalBlock(scope: !157, file: !144, line: 43, column: 5)
!157 = distinct !DILexicalBlock(scope: !158, file: !144, line: 42, column: 5)
!158 = distinct !DILexicalBlock(scope: !159, file: !144, line: 41, column: 5)
!159 = distinct !DISubprogram(name: "run_saxpy", linkageName: "_RNvCs7OjVhai8EsJ_4host9run_saxpy", scope: !145, file: !144, line: 40, type: !146, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!160 = distinct !DILocation(line: 117, column: 20, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !144, line: 116, column: 5)
!162 = distinct !DILexicalBlock(scope: !163, file: !144, line: 114, column: 5)
!163 = distinct !DILexicalBlock(scope: !164, file: !144, line: 113, column: 5)
!164 = distinct !DILexicalBlock(scope: !165, file: !144, line: 112, column: 5)
!165 = distinct !DILexicalBlock(scope: !143, file: !144, line: 111, column: 5)
!166 = !DILocation(line: 392, column: 23, scope: !167, inlinedAt: !171)
!167 = distinct !DILexicalBlock(scope: !168, file: !8, line: 392, column: 9)
!168 = distinct !DILexicalBlock(scope: !169, file: !8, line: 390, column: 5)
!169 = distinct !DILexicalBlock(scope: !170, file: !8, line: 387, column: 5)
!170 = distinct !DISubprogram(name: "launch<fn(&[f64; 256], f64, u16, &mut saxpy_kernels::Stats), fn(&[f64; 256], f64, u16, &mut saxpy_kernels::Stats), (&[f64; 256], f64, u16, &mut saxpy_kernels::Stats)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload6launchNvCs4w7S95IAcjH_13saxpy_kernels9summarizeFRAdj100_dtQNtBx_5StatsEuTB1b_dtB1l_EECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 379, type: !146, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!171 = distinct !DILocation(line: 88, column: 21, scope: !172, inlinedAt: !180)
!172 = distinct !DILexicalBlock(scope: !173, file: !144, line: 88, column: 88)
!173 = distinct !DILexicalBlock(scope: !174, file: !144, line: 87, column: 5)
!174 = distinct !DILexicalBlock(scope: !175, file: !144, line: 78, column: 5)
!175 = distinct !DILexicalBlock(scope: !176, file: !144, line: 76, column: 5)
!176 = distinct !DILexicalBlock(scope: !177, file: !144, line: 75, column: 5)
!177 = distinct !DILexicalBlock(scope: !178, file: !144, line: 74, column: 5)
!178 = distinct !DILexicalBlock(scope: !179, file: !144, line: 70, column: 5)
!179 = distinct !DISubprogram(name: "run_summarize", linkageName: "_RNvCs7OjVhai8EsJ_4host13run_summarize", scope: !145, file: !144, line: 69, type: !146, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!180 = distinct !DILocation(line: 117, column: 44, scope: !161)
