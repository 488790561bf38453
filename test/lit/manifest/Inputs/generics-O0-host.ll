; The host crate of test/e2e/generics at -O0: three of its launches (in a
; closure, of a generic kernel, of a plain one), cut down to the calls that
; carry their launch sites.
; Made by test/lit/make-inputs.py from test/e2e/generics-O0/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.5afca82a5dfda1f7-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nonlazybind uwtable
define internal void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceINvCs3bUHcxUCXET_16generics_kernels4fillNtNtBL_6shapes6SquareEFRB1m_QSB1m_EuECs7OjVhai8EsJ_4host(ptr sret([32 x i8]) align 8 %_0, ptr align 4 %cfg, ptr %args, i64 %device, i64 %device_args, ptr align 8 %0) unnamed_addr #0 !dbg !7 {
start:
  %code = call i32 @__offload_launch(ptr null, i64 0, ptr null, ptr null, ptr null, i64 0, i32 0, i32 0, i64 0, i64 0) #4
  ret void
}

; Function Attrs: noinline nonlazybind uwtable
define internal void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceINvCs3bUHcxUCXET_16generics_kernels4sizecEFQmEuECs7OjVhai8EsJ_4host(ptr sret([32 x i8]) align 8 %_0, ptr align 4 %cfg, ptr %args, i64 %device, i64 %device_args, ptr align 8 %0) unnamed_addr #0 !dbg !94 {
start:
  %code = call i32 @__offload_launch(ptr null, i64 0, ptr null, ptr null, ptr null, i64 0, i32 0, i32 0, i64 0, i64 0) #4
  ret void
}

; Function Attrs: noinline nonlazybind uwtable
define internal void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs3bUHcxUCXET_16generics_kernels8copy_u64FRyQyEuECs7OjVhai8EsJ_4host(ptr sret([32 x i8]) align 8 %_0, ptr align 4 %cfg, ptr %args, i64 %device, i64 %device_args, ptr align 8 %0) unnamed_addr #0 !dbg !105 {
start:
  %code = call i32 @__offload_launch(ptr null, i64 0, ptr null, ptr null, ptr null, i64 0, i32 0, i32 0, i64 0, i64 0) #4
  ret void
}

; Function Attrs: inlinehint nonlazybind uwtable
define internal void @_RNCNvCs7OjVhai8EsJ_4host4mainsm_0B3_(ptr %_1, ptr align 4 %o) unnamed_addr #1 !dbg !118 {
start:
  call void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceINvCs3bUHcxUCXET_16generics_kernels4sizecEFQmEuECs7OjVhai8EsJ_4host(ptr sret([32 x i8]) align 8 null, ptr align 4 null, ptr null, i64 0, i64 0, ptr align 8 null), !dbg !123
  unreachable
}

; Function Attrs: nonlazybind uwtable
define hidden void @_RNvCs7OjVhai8EsJ_4host4main() unnamed_addr #2 !dbg !129 {
start:
  call void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceINvCs3bUHcxUCXET_16generics_kernels4fillNtNtBL_6shapes6SquareEFRB1m_QSB1m_EuECs7OjVhai8EsJ_4host(ptr sret([32 x i8]) align 8 null, ptr align 4 null, ptr null, i64 0, i64 0, ptr align 8 null), !dbg !130
  call void @_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs3bUHcxUCXET_16generics_kernels8copy_u64FRyQyEuECs7OjVhai8EsJ_4host(ptr sret([32 x i8]) align 8 null, ptr align 4 null, ptr null, i64 0, i64 0, ptr align 8 null), !dbg !143
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @__offload_launch(ptr, i64, ptr, ptr, ptr, i64, i32, i32, i64, i64) unnamed_addr #3

attributes #0 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "test/e2e/generics/host.rs/@/host.5afca82a5dfda1f7-cgu.0", directory: "/work/main")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(&generics_kernels::shapes::Square, &mut [generics_kernels::shapes::Square]), fn(&generics_kernels::shapes::Square, &mut [generics_kernels::shapes::Square])>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceINvCs3bUHcxUCXET_16generics_kernels4fillNtNtBL_6shapes6SquareEFRB1m_QSB1m_EuECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 410, type: !10, scopeLine: 410, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5)
!8 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !65, !79, !88, !93, !64, !41}
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
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&generics_kernels::shapes::Square, &mut [generics_kernels::shapes::Square])", baseType: !66, align: 8, dwarfAddressSpace: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !74}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&generics_kernels::shapes::Square", baseType: !69, size: 64, align: 64, dwarfAddressSpace: 0)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "Square", scope: !70, file: !13, size: 32, align: 32, flags: DIFlagPublic, elements: !72, identifier: "2f4e101251a75e843fb9e04a9ccc6992")
!70 = !DINamespace(name: "shapes", scope: !71)
!71 = !DINamespace(name: "generics_kernels", scope: null)
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "side", scope: !69, file: !13, baseType: !57, size: 32, align: 32, flags: DIFlagPublic)
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [generics_kernels::shapes::Square]", file: !13, size: 128, align: 64, elements: !75, identifier: "f9fb9a7d1ad3158020218a97a16be3e1")
!75 = !{!76, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !74, file: !13, baseType: !77, size: 64, align: 64)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64, align: 64, dwarfAddressSpace: 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !74, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::LaunchConfig", baseType: !80, size: 64, align: 64, dwarfAddressSpace: 0)
!80 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !9, file: !13, size: 224, align: 32, flags: DIFlagPublic, elements: !81, identifier: "717330000871f0ea6103dddce5731f5e")
!81 = !{!82, !86, !87}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !80, file: !13, baseType: !83, size: 96, align: 32, flags: DIFlagPublic)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 96, align: 32, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 3, lowerBound: 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !80, file: !13, baseType: !83, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !80, file: !13, baseType: !57, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&generics_kernels::shapes::Square, &mut [generics_kernels::shapes::Square])", baseType: !89, size: 64, align: 64, dwarfAddressSpace: 0)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&generics_kernels::shapes::Square, &mut [generics_kernels::shapes::Square])", file: !13, size: 192, align: 64, elements: !90, identifier: "8220fa45c14af68672819055267a12c6")
!90 = !{!91, !92}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !89, file: !13, baseType: !68, size: 64, align: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !89, file: !13, baseType: !74, size: 128, align: 64, offset: 64)
!93 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!94 = distinct !DISubprogram(name: "__launch_instance<fn(&mut u32), fn(&mut u32)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceINvCs3bUHcxUCXET_16generics_kernels4sizecEFQmEuECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 410, type: !95, scopeLine: 410, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5)
!95 = !DISubroutineType(types: !96)
!96 = !{!12, !97, !79, !101, !93, !64, !41}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&mut u32)", baseType: !98, align: 8, dwarfAddressSpace: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut u32", baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&mut u32)", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&mut u32)", file: !13, size: 64, align: 64, elements: !103, identifier: "642f2051324c6ae1288f5ad45eeec503")
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !102, file: !13, baseType: !100, size: 64, align: 64)
!105 = distinct !DISubprogram(name: "__launch_instance<fn(&u64, &mut u64), fn(&u64, &mut u64)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload17___launch_instanceNvCs3bUHcxUCXET_16generics_kernels8copy_u64FRyQyEuECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 410, type: !106, scopeLine: 410, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5)
!106 = !DISubroutineType(types: !107)
!107 = !{!12, !108, !79, !113, !93, !64, !41}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&u64, &mut u64)", baseType: !109, align: 8, dwarfAddressSpace: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111, !112}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !64, size: 64, align: 64, dwarfAddressSpace: 0)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut u64", baseType: !64, size: 64, align: 64, dwarfAddressSpace: 0)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&u64, &mut u64)", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&u64, &mut u64)", file: !13, size: 128, align: 64, elements: !115, identifier: "24be83fe18f3f9e87a4e21b78b3b0144")
!115 = !{!116, !117}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !114, file: !13, baseType: !111, size: 64, align: 64)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !114, file: !13, baseType: !112, size: 64, align: 64, offset: 64)
!118 = distinct !DISubprogram(name: "{closure#24}", linkageName: "_RNCNvCs7OjVhai8EsJ_4host4mainsm_0B3_", scope: !120, file: !119, line: 22, type: !122, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5)
!119 = !DIFile(filename: "test/e2e/generics/host.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "48d0099c2e3ca19afd93aa86dae1f001")
!120 = !DINamespace(name: "main", scope: !121)
!121 = !DINamespace(name: "host", scope: null)
!122 = !DISubroutineType(types: !62)
!123 = !DILocation(line: 392, column: 23, scope: !124, inlinedAt: !128)
!124 = distinct !DILexicalBlock(scope: !125, file: !8, line: 392, column: 9)
!125 = distinct !DILexicalBlock(scope: !126, file: !8, line: 390, column: 5)
!126 = distinct !DILexicalBlock(scope: !127, file: !8, line: 387, column: 5)
!127 = distinct !DISubprogram(name: "launch<fn(&mut u32), fn(&mut u32), (&mut u32)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload6launchINvCs3bUHcxUCXET_16generics_kernels4sizecEFQmEuTB1c_EECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 379, type: !122, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5)
!128 = distinct !DILocation(line: 22, column: 24, scope: !118)
!129 = distinct !DISubprogram(name: "main", linkageName: "_RNvCs7OjVhai8EsJ_4host4main", scope: !121, file: !119, line: 26, type: !122, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagMainSubprogram, unit: !5)
!130 = !DILocation(line: 392, column: 23, scope: !131, inlinedAt: !135)
!131 = distinct !DILexicalBlock(scope: !132, file: !8, line: 392, column: 9)
!132 = distinct !DILexicalBlock(scope: !133, file: !8, line: 390, column: 5)
!133 = distinct !DILexicalBlock(scope: !134, file: !8, line: 387, column: 5)
!134 = distinct !DISubprogram(name: "launch<fn(&generics_kernels::shapes::Square, &mut [generics_kernels::shapes::Square]), fn(&generics_kernels::shapes::Square, &mut [generics_kernels::shapes::Square]), (&generics_kernels::shapes::Square, &mut alloc::vec::Vec<generics_kernels::shapes::Square, alloc::alloc::Global>)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload6launchINvCs3bUHcxUCXET_16generics_kernels4fillNtNtBy_6shapes6SquareEFRB19_QSB19_EuTB1w_QINtNtCs9jvVb34GBdE_5alloc3vec3VecB19_EEECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 379, type: !122, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5)
!135 = distinct !DILocation(line: 47, column: 5, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !119, line: 46, column: 5)
!137 = distinct !DILexicalBlock(scope: !138, file: !119, line: 45, column: 5)
!138 = distinct !DILexicalBlock(scope: !139, file: !119, line: 41, column: 5)
!139 = distinct !DILexicalBlock(scope: !140, file: !119, line: 38, column: 5)
!140 = distinct !DILexicalBlock(scope: !141, file: !119, line: 37, column: 5)
!141 = distinct !DILexicalBlock(scope: !142, file: !119, line: 28, column: 5)
!142 = distinct !DILexicalBlock(scope: !129, file: !119, line: 27, column: 5)
!143 = !DILocation(line: 392, column: 23, scope: !144, inlinedAt: !148)
!144 = distinct !DILexicalBlock(scope: !145, file: !8, line: 392, column: 9)
!145 = distinct !DILexicalBlock(scope: !146, file: !8, line: 390, column: 5)
!146 = distinct !DILexicalBlock(scope: !147, file: !8, line: 387, column: 5)
!147 = distinct !DISubprogram(name: "launch<fn(&u64, &mut u64), fn(&u64, &mut u64), (&u64, &mut u64)>", linkageName: "_RINvCsl9Rxe3HYsL5_7offload6launchNvCs3bUHcxUCXET_16generics_kernels8copy_u64FRyQyEuTB1d_B1f_EECs7OjVhai8EsJ_4host", scope: !9, file: !8, line: 379, type: !122, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !5)
!148 = distinct !DILocation(line: 89, column: 5, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !119, line: 88, column: 5)
!150 = distinct !DILexicalBlock(scope: !151, file: !119, line: 81, column: 5)
!151 = distinct !DILexicalBlock(scope: !152, file: !119, line: 76, column: 5)
!152 = distinct !DILexicalBlock(scope: !153, file: !119, line: 75, column: 5)
!153 = distinct !DILexicalBlock(scope: !154, file: !119, line: 72, column: 5)
!154 = distinct !DILexicalBlock(scope: !155, file: !119, line: 71, column: 5)
!155 = distinct !DILexicalBlock(scope: !156, file: !119, line: 63, column: 5)
!156 = distinct !DILexicalBlock(scope: !157, file: !119, line: 54, column: 5)
!157 = distinct !DILexicalBlock(scope: !158, file: !119, line: 53, column: 5)
!158 = distinct !DILexicalBlock(scope: !159, file: !119, line: 50, column: 5)
!159 = distinct !DILexicalBlock(scope: !136, file: !119, line: 49, column: 5)
