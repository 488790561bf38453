; The host crate of test/e2e/generics at -O3: three of its launches (in a
; closure, of a generic kernel, of a plain one), cut down to the calls that
; carry their launch sites.
; Made by test/lit/make-inputs.py from test/e2e/generics/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.70bcdbf3df568dde-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceINvCsiRFyfCcQWmv_16generics_kernels4fillNtNtBU_6shapes6SquareEFRB1v_INtNtB4_6region6RegionB1v_EEuECs9G6dxMD0sSE_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 !dbg !7 {
start:
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull null, i64 noundef 0, ptr noundef nonnull null, ptr noundef nonnull null, ptr noundef nonnull null, i64 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef 0) #3
  ret void
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceINvCsiRFyfCcQWmv_16generics_kernels4sizecEFINtNtB4_6region6RegionmEEuECs9G6dxMD0sSE_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 !dbg !151 {
start:
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull null, i64 noundef 0, ptr noundef nonnull null, ptr noundef nonnull null, ptr noundef nonnull null, i64 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef 0) #3
  ret void
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsiRFyfCcQWmv_16generics_kernels8copy_u64FRyINtNtB4_6region6RegionyEEuECs9G6dxMD0sSE_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 !dbg !168 {
start:
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull null, i64 noundef 0, ptr noundef nonnull null, ptr noundef nonnull null, ptr noundef nonnull null, i64 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef 0) #3
  ret void
}

; Function Attrs: noreturn nonlazybind uwtable
define hidden void @_RNvCs9G6dxMD0sSE_4host4main() unnamed_addr #1 !dbg !187 {
start:
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceINvCsiRFyfCcQWmv_16generics_kernels4sizecEFINtNtB4_6region6RegionmEEuECs9G6dxMD0sSE_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !191
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceINvCsiRFyfCcQWmv_16generics_kernels4fillNtNtBU_6shapes6SquareEFRB1v_INtNtB4_6region6RegionB1v_EEuECs9G6dxMD0sSE_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !213
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsiRFyfCcQWmv_16generics_kernels8copy_u64FRyINtNtB4_6region6RegionyEEuECs9G6dxMD0sSE_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !226
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_launch(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, i64 noundef, i64 noundef) unnamed_addr #2

attributes #0 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
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
!6 = !DIFile(filename: "test/e2e/generics/host.rs/@/host.70bcdbf3df568dde-cgu.0", directory: "build/test/e2e/generics/work/package")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>), fn(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceINvCsiRFyfCcQWmv_16generics_kernels4fillNtNtBU_6shapes6SquareEFRB1v_INtNtB4_6region6RegionB1v_EEuECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 277, type: !11, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "src/launch.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "c6f8fac2fc04a223281a76aa4cfcf00a")
!9 = !DINamespace(name: "launch", scope: !10)
!10 = !DINamespace(name: "offload", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !117, !134, !145, !150, !115, !43}
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), offload::error::LaunchError>", scope: !15, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !17, identifier: "5243e9ca43102c397bb5319d604625a2")
!14 = !DIFile(filename: "<unknown>", directory: "")
!15 = !DINamespace(name: "result", scope: !16)
!16 = !DINamespace(name: "core", scope: null)
!17 = !{!18}
!18 = !DICompositeType(tag: DW_TAG_variant_part, scope: !13, file: !14, size: 448, align: 64, elements: !19, identifier: "1ef41ffc81d230d7dec227b81f70586d", discriminator: !116)
!19 = !{!20, !25}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !18, file: !14, baseType: !21, size: 448, align: 64, extraData: i64 -9223372036854775807)
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !13, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !22, identifier: "61e5884da795cb5fea6397c23e62f65d")
!22 = !{!23}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !21, file: !14, baseType: !24, align: 8, flags: DIFlagPublic)
!24 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !18, file: !14, baseType: !26, size: 448, align: 64)
!26 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !13, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !27, identifier: "c3ae3028bb9170f7652332dd5db66ff2")
!27 = !{!28}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !26, file: !14, baseType: !29, size: 448, align: 64, flags: DIFlagPublic)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchError", scope: !30, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !31, identifier: "f13d785cb6e9dd409ea71aaf5de442")
!30 = !DINamespace(name: "error", scope: !10)
!31 = !{!32, !34, !42, !65}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !29, file: !14, baseType: !33, size: 32, align: 32, offset: 384, flags: DIFlagProtected)
!33 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "kernel", scope: !29, file: !14, baseType: !35, size: 128, align: 64, offset: 192, flags: DIFlagProtected)
!35 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !14, size: 128, align: 64, elements: !36, identifier: "9277eecd40495f85161460476aacc992")
!36 = !{!37, !40}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !35, file: !14, baseType: !38, size: 64, align: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!39 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !35, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!41 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "location", scope: !29, file: !14, baseType: !43, size: 64, align: 64, offset: 320, flags: DIFlagProtected)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !45, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !47, identifier: "411096404becd422b55fed6ea1d8f5da")
!45 = !DINamespace(name: "location", scope: !46)
!46 = !DINamespace(name: "panic", scope: !16)
!47 = !{!48, !58, !60, !61}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !44, file: !14, baseType: !49, size: 128, align: 64, flags: DIFlagPrivate)
!49 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !50, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !52, identifier: "613f956491235032922093b1fe555d4c")
!50 = !DINamespace(name: "non_null", scope: !51)
!51 = !DINamespace(name: "ptr", scope: !16)
!52 = !{!53}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !49, file: !14, baseType: !54, size: 128, align: 64, flags: DIFlagPrivate)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !14, size: 128, align: 64, elements: !55, identifier: "238a44609877474087c05adf26cd41fa")
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !54, file: !14, baseType: !38, size: 64, align: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !54, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !44, file: !14, baseType: !59, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!59 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !44, file: !14, baseType: !59, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !44, file: !14, baseType: !62, align: 8, offset: 192, flags: DIFlagPrivate)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "afc06b112710e7ead839860a2412149")
!63 = !DINamespace(name: "marker", scope: !16)
!64 = !{}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "detail", scope: !29, file: !14, baseType: !66, size: 192, align: 64, flags: DIFlagProtected)
!66 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::string::String>", scope: !67, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !68, identifier: "674dbd96ff1b2f4fcbedcc5cb3004f41")
!67 = !DINamespace(name: "option", scope: !16)
!68 = !{!69}
!69 = !DICompositeType(tag: DW_TAG_variant_part, scope: !66, file: !14, size: 192, align: 64, elements: !70, identifier: "5e6078ea6b3bd8d8f5df84f31029d233", discriminator: !114)
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !69, file: !14, baseType: !72, size: 192, align: 64, extraData: i64 -9223372036854775808)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !66, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !64, identifier: "48d5b4b0830776abbc057940df1f76cc")
!73 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !69, file: !14, baseType: !74, size: 192, align: 64)
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !66, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !75, identifier: "72953449ead168c4555be20d40bfd9c")
!75 = !{!76}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !74, file: !14, baseType: !77, size: 192, align: 64, flags: DIFlagPublic)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !78, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !80, identifier: "ace5bf4baee850351fa1e30abe8d9a77")
!78 = !DINamespace(name: "string", scope: !79)
!79 = !DINamespace(name: "alloc", scope: null)
!80 = !{!81}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !77, file: !14, baseType: !82, size: 192, align: 64, flags: DIFlagPrivate)
!82 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !83, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !84, identifier: "722bed72ff0a5e036e015d6741204921")
!83 = !DINamespace(name: "vec", scope: !79)
!84 = !{!85, !113}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !82, file: !14, baseType: !86, size: 128, align: 64, flags: DIFlagPrivate)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !87, file: !14, size: 128, align: 64, flags: DIFlagProtected, elements: !88, identifier: "9740a60e693a7643a0e23fd996c4fcbf")
!87 = !DINamespace(name: "raw_vec", scope: !79)
!88 = !{!89, !112}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !86, file: !14, baseType: !90, size: 128, align: 64, flags: DIFlagPrivate)
!90 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !87, file: !14, size: 128, align: 64, flags: DIFlagPrivate, elements: !91, identifier: "490cb1bbd58b2a28439ff69b3ac412fa")
!91 = !{!92, !103, !109}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !90, file: !14, baseType: !93, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!93 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !94, file: !14, size: 64, align: 64, flags: DIFlagPublic, elements: !95, identifier: "40f77f147aa7c625fcecfe13cf79edf1")
!94 = !DINamespace(name: "unique", scope: !51)
!95 = !{!96, !101}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !93, file: !14, baseType: !97, size: 64, align: 64, flags: DIFlagPrivate)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !50, file: !14, size: 64, align: 64, flags: DIFlagPublic, elements: !98, identifier: "f7275a39109d6dce9c24177b18a68f9")
!98 = !{!99}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !97, file: !14, baseType: !100, size: 64, align: 64, flags: DIFlagPrivate)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !93, file: !14, baseType: !102, align: 8, offset: 64, flags: DIFlagPrivate)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "ee69d3c56262cb92c5de5428449aab81")
!103 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !90, file: !14, baseType: !104, size: 64, align: 64, flags: DIFlagPrivate)
!104 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !105, file: !14, size: 64, align: 64, flags: DIFlagPublic, elements: !107, identifier: "14b21043975db9ada6123d2c54cc1cf7")
!105 = !DINamespace(name: "niche_types", scope: !106)
!106 = !DINamespace(name: "num", scope: !16)
!107 = !{!108}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !104, file: !14, baseType: !41, size: 64, align: 64, flags: DIFlagPrivate)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !90, file: !14, baseType: !110, align: 8, offset: 128, flags: DIFlagPrivate)
!110 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !111, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "ab79963e18d90bf778eeecdfc2c2ff55")
!111 = !DINamespace(name: "alloc", scope: !79)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !86, file: !14, baseType: !102, align: 8, offset: 128, flags: DIFlagPrivate)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !82, file: !14, baseType: !41, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!114 = !DIDerivedType(tag: DW_TAG_member, scope: !66, file: !14, baseType: !115, size: 64, align: 64, flags: DIFlagArtificial)
!115 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!116 = !DIDerivedType(tag: DW_TAG_member, scope: !13, file: !14, baseType: !115, size: 64, align: 64, flags: DIFlagArtificial)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>)", baseType: !118, align: 8, dwarfAddressSpace: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !126}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&generics_kernels::shapes::Square", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "Square", scope: !122, file: !14, size: 32, align: 32, flags: DIFlagPublic, elements: !124, identifier: "264b1e416e0312e35fb4999525508077")
!122 = !DINamespace(name: "shapes", scope: !123)
!123 = !DINamespace(name: "generics_kernels", scope: null)
!124 = !{!125}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "side", scope: !121, file: !14, baseType: !59, size: 32, align: 32, flags: DIFlagPublic)
!126 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<generics_kernels::shapes::Square, 1>", scope: !127, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !128, identifier: "d6156b6a19a683bce00e570896156303")
!127 = !DINamespace(name: "region", scope: !10)
!128 = !{!129, !131, !132}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !126, file: !14, baseType: !130, size: 64, align: 64, flags: DIFlagProtected)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut generics_kernels::shapes::Square", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !126, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !126, file: !14, baseType: !133, align: 8, offset: 128, flags: DIFlagProtected)
!133 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [generics_kernels::shapes::Square]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "be8eb1fc696fcb4638ffe8b77d8d18b0")
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::config::LaunchConfig", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !136, file: !14, size: 256, align: 32, flags: DIFlagPublic, elements: !137, identifier: "812d133507d95a578711e7c5e332a2bb")
!136 = !DINamespace(name: "config", scope: !10)
!137 = !{!138, !142, !143, !144}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !135, file: !14, baseType: !139, size: 96, align: 32, flags: DIFlagPublic)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 96, align: 32, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 3, lowerBound: 0)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !135, file: !14, baseType: !139, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !135, file: !14, baseType: !59, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "stack_bytes", scope: !135, file: !14, baseType: !59, size: 32, align: 32, offset: 224, flags: DIFlagPublic)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>)", baseType: !146, size: 64, align: 64, dwarfAddressSpace: 0)
!146 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>)", file: !14, size: 192, align: 64, elements: !147, identifier: "c620ac0d928c830a883d0475d88b7aa0")
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !146, file: !14, baseType: !120, size: 64, align: 64)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !146, file: !14, baseType: !126, size: 128, align: 64, offset: 64)
!150 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!151 = distinct !DISubprogram(name: "__launch_instance<fn(offload::region::Region<u32, 1>), fn(offload::region::Region<u32, 1>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceINvCsiRFyfCcQWmv_16generics_kernels4sizecEFINtNtB4_6region6RegionmEEuECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 277, type: !152, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!152 = !DISubroutineType(types: !153)
!153 = !{!13, !154, !134, !164, !150, !115, !43}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(offload::region::Region<u32, 1>)", baseType: !155, align: 8, dwarfAddressSpace: 0)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !157}
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<u32, 1>", scope: !127, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !158, identifier: "ce9718d1d48033be2a1bd27dc7981c3")
!158 = !{!159, !161, !162}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !157, file: !14, baseType: !160, size: 64, align: 64, flags: DIFlagProtected)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u32", baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !157, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !157, file: !14, baseType: !163, align: 8, offset: 128, flags: DIFlagProtected)
!163 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [u32]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "d11d5d0c105376ea94d10f8da7cff28f")
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (offload::region::Region<u32, 1>)", baseType: !165, size: 64, align: 64, dwarfAddressSpace: 0)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "(offload::region::Region<u32, 1>)", file: !14, size: 128, align: 64, elements: !166, identifier: "eb9d5f00f8150cf3838dc4649e3a3a9")
!166 = !{!167}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !165, file: !14, baseType: !157, size: 128, align: 64)
!168 = distinct !DISubprogram(name: "__launch_instance<fn(&u64, offload::region::Region<u64, 1>), fn(&u64, offload::region::Region<u64, 1>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsiRFyfCcQWmv_16generics_kernels8copy_u64FRyINtNtB4_6region6RegionyEEuECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 277, type: !169, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!169 = !DISubroutineType(types: !170)
!170 = !{!13, !171, !134, !182, !150, !115, !43}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&u64, offload::region::Region<u64, 1>)", baseType: !172, align: 8, dwarfAddressSpace: 0)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174, !175}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!175 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<u64, 1>", scope: !127, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !176, identifier: "93dcadee2edb57b2e58e09bb7508c49")
!176 = !{!177, !179, !180}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !175, file: !14, baseType: !178, size: 64, align: 64, flags: DIFlagProtected)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u64", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !175, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !175, file: !14, baseType: !181, align: 8, offset: 128, flags: DIFlagProtected)
!181 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [u64]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "f73468af3541adc566d258743f2a35e8")
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&u64, offload::region::Region<u64, 1>)", baseType: !183, size: 64, align: 64, dwarfAddressSpace: 0)
!183 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&u64, offload::region::Region<u64, 1>)", file: !14, size: 192, align: 64, elements: !184, identifier: "62b54e355d015f99a7a7a68063e87247")
!184 = !{!185, !186}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !183, file: !14, baseType: !174, size: 64, align: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !183, file: !14, baseType: !175, size: 128, align: 64, offset: 64)
!187 = distinct !DISubprogram(name: "main", linkageName: "_RNvCs9G6dxMD0sSE_4host4main", scope: !189, file: !188, line: 26, type: !190, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!188 = !DIFile(filename: "test/e2e/generics/host.rs", directory: "", checksumkind: CSK_MD5, checksum: "48d0099c2e3ca19afd93aa86dae1f001")
!189 = !DINamespace(name: "host", scope: null)
!190 = !DISubroutineType(types: !64)
!191 = !DILocation(line: 257, column: 13, scope: !192, inlinedAt: !196)
!192 = distinct !DILexicalBlock(scope: !193, file: !8, line: 256, column: 9)
!193 = distinct !DILexicalBlock(scope: !194, file: !8, line: 254, column: 5)
!194 = distinct !DILexicalBlock(scope: !195, file: !8, line: 251, column: 5)
!195 = distinct !DISubprogram(name: "start<fn(offload::region::Region<u32, 1>), fn(offload::region::Region<u32, 1>), (&mut u32)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startINvCsiRFyfCcQWmv_16generics_kernels4sizecEFINtNtB4_6region6RegionmEEuTQmEECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 243, type: !190, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!196 = distinct !DILocation(line: 208, column: 5, scope: !197, inlinedAt: !198)
!197 = distinct !DISubprogram(name: "launch<fn(offload::region::Region<u32, 1>), fn(offload::region::Region<u32, 1>), (&mut u32)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchINvCsiRFyfCcQWmv_16generics_kernels4sizecEFINtNtB4_6region6RegionmEEuTQmEECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 200, type: !190, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!198 = distinct !DILocation(line: 22, column: 24, scope: !199, inlinedAt: !201)
!199 = distinct !DISubprogram(name: "{closure#24}", linkageName: "_RNCNvCs9G6dxMD0sSE_4host4mainsm_0B3_", scope: !200, file: !188, line: 22, type: !190, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!200 = !DINamespace(name: "main", scope: !189)
!201 = distinct !DILocation(line: 250, column: 5, scope: !202, inlinedAt: !207)
!202 = distinct !DISubprogram(name: "call_once<host::main::{closure_env#24}, (&mut u32)>", linkageName: "_RNvYNCNvCs9G6dxMD0sSE_4host4mainsm_0INtNtNtCscoScM8QT1vH_4core3ops8function6FnOnceTQmEE9call_onceB6_", scope: !204, file: !203, line: 250, type: !190, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!203 = !DIFile(filename: "library/core/src/ops/function.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "7165aec212fc528edf645f7f5c1c91bb")
!204 = !DINamespace(name: "FnOnce", scope: !205)
!205 = !DINamespace(name: "function", scope: !206)
!206 = !DINamespace(name: "ops", scope: !16)
!207 = distinct !DILocation(line: 15, column: 5, scope: !208, inlinedAt: !210)
!208 = distinct !DILexicalBlock(scope: !209, file: !188, line: 14, column: 5)
!209 = distinct !DISubprogram(name: "size<char>", linkageName: "_RINvCs9G6dxMD0sSE_4host4sizecEB2_", scope: !189, file: !188, line: 13, type: !190, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!210 = distinct !DILocation(line: 21, column: 9, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !188, line: 28, column: 5)
!212 = distinct !DILexicalBlock(scope: !187, file: !188, line: 27, column: 5)
!213 = !DILocation(line: 257, column: 13, scope: !214, inlinedAt: !218)
!214 = distinct !DILexicalBlock(scope: !215, file: !8, line: 256, column: 9)
!215 = distinct !DILexicalBlock(scope: !216, file: !8, line: 254, column: 5)
!216 = distinct !DILexicalBlock(scope: !217, file: !8, line: 251, column: 5)
!217 = distinct !DISubprogram(name: "start<fn(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>), fn(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>), (&generics_kernels::shapes::Square, &mut alloc::vec::Vec<generics_kernels::shapes::Square, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startINvCsiRFyfCcQWmv_16generics_kernels4fillNtNtBG_6shapes6SquareEFRB1h_INtNtB4_6region6RegionB1h_EEuTB1E_QINtNtCs9jvVb34GBdE_5alloc3vec3VecB1h_EEECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 243, type: !190, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!218 = distinct !DILocation(line: 208, column: 5, scope: !219, inlinedAt: !220)
!219 = distinct !DISubprogram(name: "launch<fn(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>), fn(&generics_kernels::shapes::Square, offload::region::Region<generics_kernels::shapes::Square, 1>), (&generics_kernels::shapes::Square, &mut alloc::vec::Vec<generics_kernels::shapes::Square, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchINvCsiRFyfCcQWmv_16generics_kernels4fillNtNtBH_6shapes6SquareEFRB1i_INtNtB4_6region6RegionB1i_EEuTB1F_QINtNtCs9jvVb34GBdE_5alloc3vec3VecB1i_EEECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 200, type: !190, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!220 = !DILocation(line: 47, column: 5, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !188, line: 46, column: 5)
!222 = distinct !DILexicalBlock(scope: !223, file: !188, line: 45, column: 5)
!223 = distinct !DILexicalBlock(scope: !224, file: !188, line: 41, column: 5)
!224 = distinct !DILexicalBlock(scope: !225, file: !188, line: 38, column: 5)
!225 = distinct !DILexicalBlock(scope: !211, file: !188, line: 37, column: 5)
!226 = !DILocation(line: 257, column: 13, scope: !227, inlinedAt: !231)
!227 = distinct !DILexicalBlock(scope: !228, file: !8, line: 256, column: 9)
!228 = distinct !DILexicalBlock(scope: !229, file: !8, line: 254, column: 5)
!229 = distinct !DILexicalBlock(scope: !230, file: !8, line: 251, column: 5)
!230 = distinct !DISubprogram(name: "start<fn(&u64, offload::region::Region<u64, 1>), fn(&u64, offload::region::Region<u64, 1>), (&u64, &mut u64)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCsiRFyfCcQWmv_16generics_kernels8copy_u64FRyINtNtB4_6region6RegionyEEuTB1l_QyEECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 243, type: !190, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!231 = distinct !DILocation(line: 208, column: 5, scope: !232, inlinedAt: !233)
!232 = distinct !DISubprogram(name: "launch<fn(&u64, offload::region::Region<u64, 1>), fn(&u64, offload::region::Region<u64, 1>), (&u64, &mut u64)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchNvCsiRFyfCcQWmv_16generics_kernels8copy_u64FRyINtNtB4_6region6RegionyEEuTB1m_QyEECs9G6dxMD0sSE_4host", scope: !9, file: !8, line: 200, type: !190, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!233 = !DILocation(line: 89, column: 5, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !188, line: 88, column: 5)
!235 = distinct !DILexicalBlock(scope: !236, file: !188, line: 81, column: 5)
!236 = distinct !DILexicalBlock(scope: !237, file: !188, line: 76, column: 5)
!237 = distinct !DILexicalBlock(scope: !238, file: !188, line: 75, column: 5)
!238 = distinct !DILexicalBlock(scope: !239, file: !188, line: 72, column: 5)
!239 = distinct !DILexicalBlock(scope: !240, file: !188, line: 71, column: 5)
!240 = distinct !DILexicalBlock(scope: !241, file: !188, line: 63, column: 5)
!241 = distinct !DILexicalBlock(scope: !242, file: !188, line: 54, column: 5)
!242 = distinct !DILexicalBlock(scope: !243, file: !188, line: 53, column: 5)
!243 = distinct !DILexicalBlock(scope: !244, file: !188, line: 50, column: 5)
!244 = distinct !DILexicalBlock(scope: !221, file: !188, line: 49, column: 5)
