; A C launch and kernel with debug info, for the C API's layout queries:
; clang-22 -g -O1 -S -emit-llvm of the C source in layouts.test's comments.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"k\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"k.c\00", align 1, !dbg !7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @k(i32 %p.coerce0, double %p.coerce1, ptr noundef readonly captures(none) %scale, ptr writeonly captures(none) %out.coerce0, i64 %out.coerce1) local_unnamed_addr #0 !dbg !26 {
entry:
    #dbg_value(i32 %p.coerce0, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !54)
    #dbg_value(double %p.coerce1, !51, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !54)
    #dbg_value(ptr %out.coerce0, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !54)
    #dbg_value(i64 %out.coerce1, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !54)
    #dbg_value(ptr %scale, !52, !DIExpression(), !54)
  %tobool.not = icmp eq i64 %out.coerce1, 0, !dbg !55
  br i1 %tobool.not, label %if.end, label %if.then, !dbg !57

if.then:                                          ; preds = %entry
  %conv = sitofp i32 %p.coerce0 to double, !dbg !58
  %0 = load double, ptr %scale, align 8, !dbg !59, !tbaa !60
  %1 = tail call double @llvm.fmuladd.f64(double %conv, double %0, double %p.coerce1), !dbg !62
  store double %1, ptr %out.coerce0, align 8, !dbg !63, !tbaa !60
  br label %if.end, !dbg !64

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !65
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @bad(ptr noundef readnone captures(none) %f, ptr noundef readnone captures(none) %q) local_unnamed_addr #2 !dbg !66 {
entry:
    #dbg_value(ptr %f, !73, !DIExpression(), !75)
    #dbg_value(ptr %q, !74, !DIExpression(), !75)
  ret void, !dbg !76
}

; Function Attrs: nounwind uwtable
define dso_local i32 @launch_k(ptr noundef %cfg, ptr noundef %args) local_unnamed_addr #3 !dbg !77 {
entry:
    #dbg_value(ptr %cfg, !91, !DIExpression(), !93)
    #dbg_value(ptr %args, !92, !DIExpression(), !93)
  %call = tail call i32 @__offload_launch(ptr noundef nonnull @.str, i64 noundef 1, ptr noundef %cfg, ptr noundef %args, ptr noundef nonnull @.str.1, i64 noundef 3, i32 noundef 1, i32 noundef 1, i64 noundef -1, i64 noundef 0) #5, !dbg !94
  ret i32 %call, !dbg !95
}

declare !dbg !96 i32 @__offload_launch(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}
!llvm.errno.tbaa = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "k.c", directory: ".", checksumkind: CSK_MD5, checksum: "b9930784b9bcbc0cb80ac1bb153e2ac9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 6, type: !27, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !50, keyInstructions: true)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !39, !41}
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 4, size: 128, elements: !30)
!30 = !{!31, !37}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !29, file: !2, line: 4, baseType: !32, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !33, line: 26, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !35, line: 41, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !29, file: !2, line: 4, baseType: !38, size: 64, offset: 64)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "f64_slice", file: !2, line: 3, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 3, size: 128, elements: !43)
!43 = !{!44, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !42, file: !2, line: 3, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !42, file: !2, line: 3, baseType: !47, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !48, line: 18, baseType: !49)
!48 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !{!51, !52, !53}
!51 = !DILocalVariable(name: "p", arg: 1, scope: !26, file: !2, line: 6, type: !29)
!52 = !DILocalVariable(name: "scale", arg: 2, scope: !26, file: !2, line: 6, type: !39)
!53 = !DILocalVariable(name: "out", arg: 3, scope: !26, file: !2, line: 6, type: !41)
!54 = !DILocation(line: 0, scope: !26)
!55 = !DILocation(line: 7, column: 7, scope: !56, atomGroup: 1, atomRank: 2)
!56 = distinct !DILexicalBlock(scope: !26, file: !2, line: 7, column: 7)
!57 = !DILocation(line: 7, column: 7, scope: !56, atomGroup: 1, atomRank: 1)
!58 = !DILocation(line: 7, column: 33, scope: !56)
!59 = !DILocation(line: 7, column: 39, scope: !56)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !24, i64 0}
!62 = !DILocation(line: 7, column: 46, scope: !56, atomGroup: 2, atomRank: 2)
!63 = !DILocation(line: 7, column: 31, scope: !56, atomGroup: 2, atomRank: 1)
!64 = !DILocation(line: 7, column: 19, scope: !56)
!65 = !DILocation(line: 8, column: 1, scope: !26, atomGroup: 3, atomRank: 1)
!66 = distinct !DISubprogram(name: "bad", scope: !2, file: !2, line: 9, type: !67, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !72, keyInstructions: true)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !69, !45}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DISubroutineType(types: !71)
!71 = !{null}
!72 = !{!73, !74}
!73 = !DILocalVariable(name: "f", arg: 1, scope: !66, file: !2, line: 9, type: !69)
!74 = !DILocalVariable(name: "q", arg: 2, scope: !66, file: !2, line: 9, type: !45)
!75 = !DILocation(line: 0, scope: !66)
!76 = !DILocation(line: 9, column: 58, scope: !66, atomGroup: 1, atomRank: 1)
!77 = distinct !DISubprogram(name: "launch_k", scope: !2, file: !2, line: 11, type: !78, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !90, keyInstructions: true)
!78 = !DISubroutineType(types: !79)
!79 = !{!32, !80, !82}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "k_args", file: !2, line: 5, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "k_args", file: !2, line: 5, size: 320, elements: !86)
!86 = !{!87, !88, !89}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !85, file: !2, line: 5, baseType: !29, size: 128)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !85, file: !2, line: 5, baseType: !39, size: 64, offset: 128)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !85, file: !2, line: 5, baseType: !41, size: 128, offset: 192)
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "cfg", arg: 1, scope: !77, file: !2, line: 11, type: !80)
!92 = !DILocalVariable(name: "args", arg: 2, scope: !77, file: !2, line: 11, type: !82)
!93 = !DILocation(line: 0, scope: !77)
!94 = !DILocation(line: 12, column: 10, scope: !77, atomGroup: 1, atomRank: 2)
!95 = !DILocation(line: 12, column: 3, scope: !77, atomGroup: 1, atomRank: 1)
!96 = !DISubprogram(name: "__offload_launch", scope: !2, file: !2, line: 10, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!32, !99, !47, !80, !80, !99, !47, !101, !101, !105, !108}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !102, line: 26, baseType: !103)
!102 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !35, line: 42, baseType: !104)
!104 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !33, line: 27, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !35, line: 44, baseType: !107)
!107 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !102, line: 27, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !35, line: 45, baseType: !49)
