; What the device code of saxpy-x86.ll calls from the support crate, core
; and compiler_builtins for x86-64 (--lib).
; Made by test/lit/make-inputs.py from {offload,core,compiler_builtins}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_a434a7e153ac922489f2ed192aeda5a5 = hidden unnamed_addr constant [55 x i8] c" index out of bounds: the len is \C0\12 but the index is \C0\00", align 1

; Function Attrs: noreturn nounwind nonlazybind uwtable
define void @_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %info) unnamed_addr #0 !dbg !7 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %info, i64 8, !dbg !13
  %at = load ptr, ptr %0, align 8, !dbg !13, !nonnull !12, !align !131, !noundef !12
  %_9.0 = load ptr, ptr %at, align 8, !dbg !132, !nonnull !12, !noundef !12
  %1 = getelementptr inbounds nuw i8, ptr %at, i64 8, !dbg !132
  %_9.1 = load i64, ptr %1, align 8, !dbg !132, !noundef !12
  %2 = getelementptr inbounds nuw i8, ptr %at, i64 16, !dbg !142
  %line = load i32, ptr %2, align 8, !dbg !142, !noundef !12
  %3 = getelementptr inbounds nuw i8, ptr %at, i64 20, !dbg !146
  %column = load i32, ptr %3, align 4, !dbg !146, !noundef !12
  tail call void @__offload_panic(ptr noundef nonnull %_9.0, i64 noundef %_9.1, i32 noundef %line, i32 noundef %column, ptr noundef null, i64 noundef 0) #5, !dbg !150
  unreachable, !dbg !150
}

; Function Attrs: noreturn nounwind nonlazybind uwtable
declare void @__offload_panic(ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) unnamed_addr #0

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
!2 = !DIFile(filename: "frontends/rust/offload/src/lib.rs/@/offload.1368a7768970d44f-cgu.0", directory: "frontends/rust/offload")
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 2, !"RtLibUseGOT", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 4}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "panic", linkageName: "_RNvCsfgHYwM92fyn_7___rustc17rust_begin_unwind", scope: !9, file: !8, line: 24, type: !11, scopeLine: 24, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!8 = !DIFile(filename: "src/panic.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "1a1270f36675b717ff4f8fd307e53f76")
!9 = !DINamespace(name: "panic", scope: !10)
!10 = !DINamespace(name: "offload", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 94, column: 14, scope: !14, inlinedAt: !130)
!14 = distinct !DISubprogram(name: "location", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core5panic10panic_infoNtB2_9PanicInfo8location", scope: !16, file: !15, line: 91, type: !11, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !129)
!15 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/panic/panic_info.rs", directory: "", checksumkind: CSK_MD5, checksum: "159d79a4d32fbd5db8734e5d368978b4")
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PanicInfo", scope: !18, file: !17, size: 192, align: 64, flags: DIFlagPublic, elements: !21, identifier: "fa4ff6c56ebaf87cbee428d90ad8f6c3")
!17 = !DIFile(filename: "<unknown>", directory: "")
!18 = !DINamespace(name: "panic_info", scope: !19)
!19 = !DINamespace(name: "panic", scope: !20)
!20 = !DINamespace(name: "core", scope: null)
!21 = !{!22, !108, !126, !128}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "message", scope: !16, file: !17, baseType: !23, size: 64, align: 64, flags: DIFlagPrivate)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Arguments", baseType: !24, size: 64, align: 64, dwarfAddressSpace: 0)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !25, file: !17, size: 128, align: 64, flags: DIFlagPublic, elements: !26, identifier: "ca9dd5e8f6621f3a69b96d6532732e37")
!25 = !DINamespace(name: "fmt", scope: !20)
!26 = !{!27, !35}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !24, file: !17, baseType: !28, size: 64, align: 64, flags: DIFlagPrivate)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !29, file: !17, size: 64, align: 64, flags: DIFlagPublic, elements: !31, identifier: "33894b185f34997d262f883fecc574da")
!29 = !DINamespace(name: "non_null", scope: !30)
!30 = !DINamespace(name: "ptr", scope: !20)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !28, file: !17, baseType: !33, size: 64, align: 64, flags: DIFlagPrivate)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !34, size: 64, align: 64, dwarfAddressSpace: 0)
!34 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !24, file: !17, baseType: !36, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !29, file: !17, size: 64, align: 64, flags: DIFlagPublic, elements: !37, identifier: "29ae3275ea08bca76b271f315922cb64")
!37 = !{!38}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !36, file: !17, baseType: !39, size: 64, align: 64, flags: DIFlagPrivate)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !40, size: 64, align: 64, dwarfAddressSpace: 0)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !41, file: !17, size: 128, align: 64, flags: DIFlagPublic, elements: !42, identifier: "70692ae2c0510faf4c0b62317f04352c")
!41 = !DINamespace(name: "rt", scope: !25)
!42 = !{!43}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !40, file: !17, baseType: !44, size: 128, align: 64, flags: DIFlagPrivate)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !41, file: !17, size: 128, align: 64, flags: DIFlagPrivate, elements: !45, identifier: "6956753db3a0b85cd3fa104ad0cdee61")
!45 = !{!46}
!46 = distinct !DICompositeType(tag: DW_TAG_variant_part, scope: !44, file: !17, size: 128, align: 64, elements: !47, identifier: "df30023015f114013cb809e5e7cf9992", discriminator: !106)
!47 = !{!48, !102}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !46, file: !17, baseType: !49, size: 128, align: 64)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !44, file: !17, size: 128, align: 64, flags: DIFlagPrivate, elements: !50, identifier: "349d3c6cc7a2958aac24bc5a359cd8f6")
!50 = !{!51, !57, !99}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !49, file: !17, baseType: !52, size: 64, align: 64, flags: DIFlagPrivate)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !29, file: !17, size: 64, align: 64, flags: DIFlagPublic, elements: !53, identifier: "383e43e3cc8f903c9b74ef6299365df9")
!53 = !{!54}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !52, file: !17, baseType: !55, size: 64, align: 64, flags: DIFlagPrivate)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !56, size: 64, align: 64, dwarfAddressSpace: 0)
!56 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !49, file: !17, baseType: !58, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !52, !76}
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !62, file: !17, size: 8, align: 8, flags: DIFlagPublic, elements: !63, identifier: "429704a39030688066c141460d12f008")
!62 = !DINamespace(name: "result", scope: !20)
!63 = !{!64}
!64 = distinct !DICompositeType(tag: DW_TAG_variant_part, scope: !61, file: !17, size: 8, align: 8, elements: !65, identifier: "6ae48afc6866bd9435e0d89ff4ec717e", discriminator: !75)
!65 = !{!66, !70}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !64, file: !17, baseType: !67, size: 8, align: 8, extraData: i8 0)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !61, file: !17, size: 8, align: 8, flags: DIFlagPublic, elements: !68, identifier: "ebeb0d4f9098b5dd229002b01c3d2d89")
!68 = !{!69}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !67, file: !17, baseType: !56, align: 8, offset: 8, flags: DIFlagPublic)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !64, file: !17, baseType: !71, size: 8, align: 8, extraData: i8 1)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !61, file: !17, size: 8, align: 8, flags: DIFlagPublic, elements: !72, identifier: "f9a9e63a63b11983ed820c9c14477f1f")
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !71, file: !17, baseType: !74, align: 8, offset: 8, flags: DIFlagPublic)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !25, file: !17, align: 8, flags: DIFlagPublic, elements: !12, identifier: "37ac6c2c3da4fbe1ac8e7802ae726b04")
!75 = !DIDerivedType(tag: DW_TAG_member, scope: !61, file: !17, baseType: !34, size: 8, align: 8, flags: DIFlagArtificial)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !25, file: !17, size: 192, align: 64, flags: DIFlagPublic, elements: !78, identifier: "91b67d4d2b2ffeabb5b1bf1437d2557")
!78 = !{!79, !87}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !77, file: !17, baseType: !80, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !25, file: !17, size: 64, align: 32, flags: DIFlagPublic, elements: !81, identifier: "a86d51cc9487bf05c5bc0d2889557338")
!81 = !{!82, !84, !86}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !80, file: !17, baseType: !83, size: 32, align: 32, flags: DIFlagPrivate)
!83 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !80, file: !17, baseType: !85, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!85 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !80, file: !17, baseType: !85, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !77, file: !17, baseType: !88, size: 128, align: 64, flags: DIFlagPrivate)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !17, size: 128, align: 64, elements: !89, identifier: "9b14c76fc88f3672db422adc390e166")
!89 = !{!90, !93}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !88, file: !17, baseType: !91, size: 64, align: 64)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !17, align: 8, elements: !12, identifier: "ab10810fd58dc63e511f1a219ba47b98")
!93 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !88, file: !17, baseType: !94, size: 64, align: 64, offset: 64)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !95, size: 64, align: 64, dwarfAddressSpace: 0)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 384, align: 64, elements: !97)
!96 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!97 = !{!98}
!98 = !DISubrange(count: 6, lowerBound: 0)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !49, file: !17, baseType: !100, align: 8, offset: 128, flags: DIFlagPrivate)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !101, file: !17, align: 8, flags: DIFlagPublic, elements: !12, identifier: "2065967e5f230b1a14864b254d2a0bd9")
!101 = !DINamespace(name: "marker", scope: !20)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !46, file: !17, baseType: !103, size: 128, align: 64, extraData: i64 0)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !44, file: !17, size: 128, align: 64, flags: DIFlagPrivate, elements: !104, identifier: "d74aa0d679309dd84cc08c5055056f6d")
!104 = !{!105}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !103, file: !17, baseType: !85, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!106 = !DIDerivedType(tag: DW_TAG_member, scope: !44, file: !17, baseType: !107, size: 64, align: 64, flags: DIFlagArtificial)
!107 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "location", scope: !16, file: !17, baseType: !109, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !110, size: 64, align: 64, dwarfAddressSpace: 0)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !111, file: !17, size: 192, align: 64, flags: DIFlagPublic, elements: !112, identifier: "729167647f84b35cbde319036a34fd7e")
!111 = !DINamespace(name: "location", scope: !19)
!112 = !{!113, !122, !123, !124}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !110, file: !17, baseType: !114, size: 128, align: 64, flags: DIFlagPrivate)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !29, file: !17, size: 128, align: 64, flags: DIFlagPublic, elements: !115, identifier: "5699c090c2cfd0ea5f1aa0920448cd75")
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !114, file: !17, baseType: !117, size: 128, align: 64, flags: DIFlagPrivate)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !17, size: 128, align: 64, elements: !118, identifier: "238a44609877474087c05adf26cd41fa")
!118 = !{!119, !121}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !117, file: !17, baseType: !120, size: 64, align: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, align: 64, dwarfAddressSpace: 0)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !117, file: !17, baseType: !96, size: 64, align: 64, offset: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !110, file: !17, baseType: !83, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !110, file: !17, baseType: !83, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !110, file: !17, baseType: !125, align: 8, offset: 192, flags: DIFlagPrivate)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !101, file: !17, align: 8, flags: DIFlagPublic, elements: !12, identifier: "54ecaf0376f43046f110e2ada7a8f3b0")
!126 = !DIDerivedType(tag: DW_TAG_member, name: "can_unwind", scope: !16, file: !17, baseType: !127, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!127 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "force_no_backtrace", scope: !16, file: !17, baseType: !127, size: 8, align: 8, offset: 136, flags: DIFlagPrivate)
!129 = !DISubprogram(name: "location", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core5panic10panic_infoNtB2_9PanicInfo8location", scope: !16, file: !15, line: 91, type: !11, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!130 = !DILocation(line: 25, column: 43, scope: !7)
!131 = !{i64 8}
!132 = !DILocation(line: 444, column: 20, scope: !133, inlinedAt: !136)
!133 = distinct !DISubprogram(name: "as_ref<str>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulleE6as_refCs1FjnGVFFvUp_7offload", scope: !114, file: !134, line: 440, type: !11, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !135)
!134 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!135 = !DISubprogram(name: "as_ref<str>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulleE6as_refCs1FjnGVFFvUp_7offload", scope: !114, file: !134, line: 440, type: !11, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!136 = !DILocation(line: 222, column: 32, scope: !137, inlinedAt: !140)
!137 = distinct !DISubprogram(name: "file", linkageName: "_RNvMs4_NtNtCskZSGfCsmI4P_4core5panic8locationNtB5_8Location4file", scope: !110, file: !138, line: 220, type: !11, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !139)
!138 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/panic/location.rs", directory: "", checksumkind: CSK_MD5, checksum: "bfd79aaf5fcb3673f7c8370e2924ddd5")
!139 = !DISubprogram(name: "file", linkageName: "_RNvMs4_NtNtCskZSGfCsmI4P_4core5panic8locationNtB5_8Location4file", scope: !110, file: !138, line: 220, type: !11, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!140 = !DILocation(line: 26, column: 25, scope: !141)
!141 = distinct !DILexicalBlock(scope: !7, file: !8, line: 26, column: 9)
!142 = !DILocation(line: 269, column: 9, scope: !143, inlinedAt: !145)
!143 = distinct !DISubprogram(name: "line", linkageName: "_RNvMs4_NtNtCskZSGfCsmI4P_4core5panic8locationNtB5_8Location4line", scope: !110, file: !138, line: 268, type: !11, scopeLine: 268, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !144)
!144 = !DISubprogram(name: "line", linkageName: "_RNvMs4_NtNtCskZSGfCsmI4P_4core5panic8locationNtB5_8Location4line", scope: !110, file: !138, line: 268, type: !11, scopeLine: 268, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!145 = !DILocation(line: 26, column: 36, scope: !141)
!146 = !DILocation(line: 294, column: 9, scope: !147, inlinedAt: !149)
!147 = distinct !DISubprogram(name: "column", linkageName: "_RNvMs4_NtNtCskZSGfCsmI4P_4core5panic8locationNtB5_8Location6column", scope: !110, file: !138, line: 293, type: !11, scopeLine: 293, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !148)
!148 = !DISubprogram(name: "column", linkageName: "_RNvMs4_NtNtCskZSGfCsmI4P_4core5panic8locationNtB5_8Location6column", scope: !110, file: !138, line: 293, type: !11, scopeLine: 293, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!149 = !DILocation(line: 26, column: 47, scope: !141)
!150 = !DILocation(line: 29, column: 14, scope: !151)
!151 = distinct !DILexicalBlock(scope: !7, file: !8, line: 25, column: 5)
