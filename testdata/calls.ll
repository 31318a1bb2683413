; ModuleID = '<stdin>'
source_filename = "calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @calls(i32 noundef %0) #0 !dbg !11 {
  %2 = alloca [8 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !25
  %5 = bitcast [8 x i32]* %2 to i8*, !dbg !26
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %5) #4, !dbg !26
  call void @llvm.dbg.declare(metadata [8 x i32]* %2, metadata !17, metadata !DIExpression()), !dbg !27
  %6 = bitcast i32* %3 to i8*, !dbg !28
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %6) #4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %3, metadata !22, metadata !DIExpression()), !dbg !29
  %7 = bitcast i32* %4 to i8*, !dbg !28
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %7) #4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !30
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0, !dbg !31
  call void @fill(i32* noundef %8, i32 noundef %0, i32 noundef 2), !dbg !32
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0, !dbg !33
  %10 = call i32 @sum(i32* noundef %9, i32 noundef %0), !dbg !34
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !25
  %11 = call i32 @clampi(i32 noundef %10, i32 noundef 0, i32 noundef 100), !dbg !35
  %12 = icmp eq i32 %11, 100, !dbg !37
  br i1 %12, label %13, label %14, !dbg !38

13:                                               ; preds = %1
  call void @__wcet_cost(i64 noundef 5), !dbg !39
  br label %14, !dbg !39

14:                                               ; preds = %13, %1
  call void @divmod(i32 noundef %10, i32 noundef 7, i32* noundef %3, i32* noundef %4), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !25
  br label %15, !dbg !41

15:                                               ; preds = %19, %14
  %.0 = phi i32 [ 0, %14 ], [ %20, %19 ], !dbg !43
  call void @llvm.dbg.value(metadata i32 %.0, metadata !24, metadata !DIExpression()), !dbg !25
  %16 = load i32, i32* %4, align 4, !dbg !44, !tbaa !46
  %17 = icmp slt i32 %.0, %16, !dbg !50
  br i1 %17, label %18, label %21, !dbg !51

18:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 1), !dbg !52
  br label %19, !dbg !52

19:                                               ; preds = %18
  %20 = add nsw i32 %.0, 1, !dbg !53
  call void @llvm.dbg.value(metadata i32 %20, metadata !24, metadata !DIExpression()), !dbg !25
  br label %15, !dbg !54, !llvm.loop !55

21:                                               ; preds = %15
  %22 = load i32, i32* %3, align 4, !dbg !59, !tbaa !46
  %23 = bitcast i32* %4 to i8*, !dbg !60
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %23) #4, !dbg !60
  %24 = bitcast i32* %3 to i8*, !dbg !60
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %24) #4, !dbg !60
  %25 = bitcast [8 x i32]* %2 to i8*, !dbg !60
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %25) #4, !dbg !60
  ret i32 %22, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define internal void @fill(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !62 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !67, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %1, metadata !68, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %2, metadata !69, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !71
  br label %4, !dbg !72

4:                                                ; preds = %11, %3
  %.0 = phi i32 [ 0, %3 ], [ %12, %11 ], !dbg !74
  call void @llvm.dbg.value(metadata i32 %.0, metadata !70, metadata !DIExpression()), !dbg !71
  %5 = icmp slt i32 %.0, %1, !dbg !75
  br i1 %5, label %6, label %13, !dbg !77

6:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 1), !dbg !78
  %7 = add nsw i32 %2, %.0, !dbg !80
  %8 = call i32 @square(i32 noundef %7), !dbg !81
  %9 = sext i32 %.0 to i64, !dbg !82
  %10 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !82
  store i32 %8, i32* %10, align 4, !dbg !83, !tbaa !46
  br label %11, !dbg !84

11:                                               ; preds = %6
  %12 = add nsw i32 %.0, 1, !dbg !85
  call void @llvm.dbg.value(metadata i32 %12, metadata !70, metadata !DIExpression()), !dbg !71
  br label %4, !dbg !86, !llvm.loop !87

13:                                               ; preds = %4
  ret void, !dbg !89
}

; Function Attrs: nounwind uwtable
define internal i32 @sum(i32* noundef %0, i32 noundef %1) #0 !dbg !90 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !96, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %1, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !100
  br label %3, !dbg !101

3:                                                ; preds = %10, %2
  %.01 = phi i32 [ 0, %2 ], [ %11, %10 ], !dbg !103
  %.0 = phi i32 [ 0, %2 ], [ %9, %10 ], !dbg !100
  call void @llvm.dbg.value(metadata i32 %.0, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %.01, metadata !98, metadata !DIExpression()), !dbg !100
  %4 = icmp slt i32 %.01, %1, !dbg !104
  br i1 %4, label %5, label %12, !dbg !106

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 2), !dbg !107
  %6 = sext i32 %.01 to i64, !dbg !109
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !109
  %8 = load i32, i32* %7, align 4, !dbg !109, !tbaa !46
  %9 = add nsw i32 %.0, %8, !dbg !110
  call void @llvm.dbg.value(metadata i32 %9, metadata !99, metadata !DIExpression()), !dbg !100
  br label %10, !dbg !111

10:                                               ; preds = %5
  %11 = add nsw i32 %.01, 1, !dbg !112
  call void @llvm.dbg.value(metadata i32 %11, metadata !98, metadata !DIExpression()), !dbg !100
  br label %3, !dbg !113, !llvm.loop !114

12:                                               ; preds = %3
  %.0.lcssa = phi i32 [ %.0, %3 ], !dbg !100
  ret i32 %.0.lcssa, !dbg !116
}

; Function Attrs: nounwind uwtable
define internal i32 @clampi(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !117 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !121, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 %1, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 %2, metadata !123, metadata !DIExpression()), !dbg !124
  call void @__wcet_cost(i64 noundef 1), !dbg !125
  %4 = icmp slt i32 %0, %1, !dbg !126
  br i1 %4, label %5, label %6, !dbg !128

5:                                                ; preds = %3
  br label %10, !dbg !129

6:                                                ; preds = %3
  %7 = icmp sgt i32 %0, %2, !dbg !130
  br i1 %7, label %8, label %9, !dbg !132

8:                                                ; preds = %6
  br label %10, !dbg !133

9:                                                ; preds = %6
  br label %10, !dbg !134

10:                                               ; preds = %9, %8, %5
  %.0 = phi i32 [ %1, %5 ], [ %2, %8 ], [ %0, %9 ], !dbg !124
  ret i32 %.0, !dbg !135
}

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind uwtable
define internal void @divmod(i32 noundef %0, i32 noundef %1, i32* noundef %2, i32* noundef %3) #0 !dbg !136 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !140, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %1, metadata !141, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32* %2, metadata !142, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32* %3, metadata !143, metadata !DIExpression()), !dbg !144
  %5 = sdiv i32 %0, %1, !dbg !145
  store i32 %5, i32* %2, align 4, !dbg !146, !tbaa !46
  %6 = srem i32 %0, %1, !dbg !147
  store i32 %6, i32* %3, align 4, !dbg !148, !tbaa !46
  ret void, !dbg !149
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define internal i32 @square(i32 noundef %0) #0 !dbg !150 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !152, metadata !DIExpression()), !dbg !153
  call void @__wcet_cost(i64 noundef 1), !dbg !154
  %2 = mul nsw i32 %0, %0, !dbg !155
  ret i32 %2, !dbg !156
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "437f1b452c4d7ea2bf6324415fd2bdcf")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "calls", scope: !1, file: !1, line: 58, type: !12, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !21, !22, !23, !24}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 58, type: !14)
!17 = !DILocalVariable(name: "buf", scope: !11, file: !1, line: 59, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 8)
!21 = !DILocalVariable(name: "total", scope: !11, file: !1, line: 60, type: !14)
!22 = !DILocalVariable(name: "q", scope: !11, file: !1, line: 60, type: !14)
!23 = !DILocalVariable(name: "r", scope: !11, file: !1, line: 60, type: !14)
!24 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 60, type: !14)
!25 = !DILocation(line: 0, scope: !11)
!26 = !DILocation(line: 59, column: 3, scope: !11)
!27 = !DILocation(line: 59, column: 7, scope: !11)
!28 = !DILocation(line: 60, column: 3, scope: !11)
!29 = !DILocation(line: 60, column: 14, scope: !11)
!30 = !DILocation(line: 60, column: 17, scope: !11)
!31 = !DILocation(line: 61, column: 8, scope: !11)
!32 = !DILocation(line: 61, column: 3, scope: !11)
!33 = !DILocation(line: 62, column: 15, scope: !11)
!34 = !DILocation(line: 62, column: 11, scope: !11)
!35 = !DILocation(line: 63, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !11, file: !1, line: 63, column: 7)
!37 = !DILocation(line: 63, column: 29, scope: !36)
!38 = !DILocation(line: 63, column: 7, scope: !11)
!39 = !DILocation(line: 64, column: 5, scope: !36)
!40 = !DILocation(line: 65, column: 3, scope: !11)
!41 = !DILocation(line: 66, column: 8, scope: !42)
!42 = distinct !DILexicalBlock(scope: !11, file: !1, line: 66, column: 3)
!43 = !DILocation(line: 0, scope: !42)
!44 = !DILocation(line: 66, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !42, file: !1, line: 66, column: 3)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 66, column: 17, scope: !45)
!51 = !DILocation(line: 66, column: 3, scope: !42)
!52 = !DILocation(line: 67, column: 5, scope: !45)
!53 = !DILocation(line: 66, column: 23, scope: !45)
!54 = !DILocation(line: 66, column: 3, scope: !45)
!55 = distinct !{!55, !51, !56, !57, !58}
!56 = !DILocation(line: 67, column: 5, scope: !42)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 68, column: 10, scope: !11)
!60 = !DILocation(line: 69, column: 1, scope: !11)
!61 = !DILocation(line: 68, column: 3, scope: !11)
!62 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 27, type: !63, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65, !14, !14}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!66 = !{!67, !68, !69, !70}
!67 = !DILocalVariable(name: "a", arg: 1, scope: !62, file: !1, line: 27, type: !65)
!68 = !DILocalVariable(name: "len", arg: 2, scope: !62, file: !1, line: 27, type: !14)
!69 = !DILocalVariable(name: "base", arg: 3, scope: !62, file: !1, line: 27, type: !14)
!70 = !DILocalVariable(name: "i", scope: !62, file: !1, line: 28, type: !14)
!71 = !DILocation(line: 0, scope: !62)
!72 = !DILocation(line: 29, column: 8, scope: !73)
!73 = distinct !DILexicalBlock(scope: !62, file: !1, line: 29, column: 3)
!74 = !DILocation(line: 0, scope: !73)
!75 = !DILocation(line: 29, column: 17, scope: !76)
!76 = distinct !DILexicalBlock(scope: !73, file: !1, line: 29, column: 3)
!77 = !DILocation(line: 29, column: 3, scope: !73)
!78 = !DILocation(line: 30, column: 5, scope: !79)
!79 = distinct !DILexicalBlock(scope: !76, file: !1, line: 29, column: 29)
!80 = !DILocation(line: 31, column: 24, scope: !79)
!81 = !DILocation(line: 31, column: 12, scope: !79)
!82 = !DILocation(line: 31, column: 5, scope: !79)
!83 = !DILocation(line: 31, column: 10, scope: !79)
!84 = !DILocation(line: 32, column: 3, scope: !79)
!85 = !DILocation(line: 29, column: 25, scope: !76)
!86 = !DILocation(line: 29, column: 3, scope: !76)
!87 = distinct !{!87, !77, !88, !57, !58}
!88 = !DILocation(line: 32, column: 3, scope: !73)
!89 = !DILocation(line: 33, column: 1, scope: !62)
!90 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 35, type: !91, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!91 = !DISubroutineType(types: !92)
!92 = !{!14, !93, !14}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!95 = !{!96, !97, !98, !99}
!96 = !DILocalVariable(name: "a", arg: 1, scope: !90, file: !1, line: 35, type: !93)
!97 = !DILocalVariable(name: "len", arg: 2, scope: !90, file: !1, line: 35, type: !14)
!98 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 36, type: !14)
!99 = !DILocalVariable(name: "s", scope: !90, file: !1, line: 36, type: !14)
!100 = !DILocation(line: 0, scope: !90)
!101 = !DILocation(line: 37, column: 8, scope: !102)
!102 = distinct !DILexicalBlock(scope: !90, file: !1, line: 37, column: 3)
!103 = !DILocation(line: 0, scope: !102)
!104 = !DILocation(line: 37, column: 17, scope: !105)
!105 = distinct !DILexicalBlock(scope: !102, file: !1, line: 37, column: 3)
!106 = !DILocation(line: 37, column: 3, scope: !102)
!107 = !DILocation(line: 38, column: 5, scope: !108)
!108 = distinct !DILexicalBlock(scope: !105, file: !1, line: 37, column: 29)
!109 = !DILocation(line: 39, column: 10, scope: !108)
!110 = !DILocation(line: 39, column: 7, scope: !108)
!111 = !DILocation(line: 40, column: 3, scope: !108)
!112 = !DILocation(line: 37, column: 25, scope: !105)
!113 = !DILocation(line: 37, column: 3, scope: !105)
!114 = distinct !{!114, !106, !115, !57, !58}
!115 = !DILocation(line: 40, column: 3, scope: !102)
!116 = !DILocation(line: 41, column: 3, scope: !90)
!117 = distinct !DISubprogram(name: "clampi", scope: !1, file: !1, line: 44, type: !118, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!14, !14, !14, !14}
!120 = !{!121, !122, !123}
!121 = !DILocalVariable(name: "v", arg: 1, scope: !117, file: !1, line: 44, type: !14)
!122 = !DILocalVariable(name: "lo", arg: 2, scope: !117, file: !1, line: 44, type: !14)
!123 = !DILocalVariable(name: "hi", arg: 3, scope: !117, file: !1, line: 44, type: !14)
!124 = !DILocation(line: 0, scope: !117)
!125 = !DILocation(line: 45, column: 3, scope: !117)
!126 = !DILocation(line: 46, column: 9, scope: !127)
!127 = distinct !DILexicalBlock(scope: !117, file: !1, line: 46, column: 7)
!128 = !DILocation(line: 46, column: 7, scope: !117)
!129 = !DILocation(line: 47, column: 5, scope: !127)
!130 = !DILocation(line: 48, column: 9, scope: !131)
!131 = distinct !DILexicalBlock(scope: !117, file: !1, line: 48, column: 7)
!132 = !DILocation(line: 48, column: 7, scope: !117)
!133 = !DILocation(line: 49, column: 5, scope: !131)
!134 = !DILocation(line: 50, column: 3, scope: !117)
!135 = !DILocation(line: 51, column: 1, scope: !117)
!136 = distinct !DISubprogram(name: "divmod", scope: !1, file: !1, line: 53, type: !137, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !14, !14, !65, !65}
!139 = !{!140, !141, !142, !143}
!140 = !DILocalVariable(name: "a", arg: 1, scope: !136, file: !1, line: 53, type: !14)
!141 = !DILocalVariable(name: "b", arg: 2, scope: !136, file: !1, line: 53, type: !14)
!142 = !DILocalVariable(name: "q", arg: 3, scope: !136, file: !1, line: 53, type: !65)
!143 = !DILocalVariable(name: "r", arg: 4, scope: !136, file: !1, line: 53, type: !65)
!144 = !DILocation(line: 0, scope: !136)
!145 = !DILocation(line: 54, column: 10, scope: !136)
!146 = !DILocation(line: 54, column: 6, scope: !136)
!147 = !DILocation(line: 55, column: 10, scope: !136)
!148 = !DILocation(line: 55, column: 6, scope: !136)
!149 = !DILocation(line: 56, column: 1, scope: !136)
!150 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 22, type: !12, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !151)
!151 = !{!152}
!152 = !DILocalVariable(name: "x", arg: 1, scope: !150, file: !1, line: 22, type: !14)
!153 = !DILocation(line: 0, scope: !150)
!154 = !DILocation(line: 23, column: 3, scope: !150)
!155 = !DILocation(line: 24, column: 12, scope: !150)
!156 = !DILocation(line: 24, column: 3, scope: !150)
