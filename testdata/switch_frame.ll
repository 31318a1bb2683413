; ModuleID = '<stdin>'
source_filename = "switch_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = dso_local global [3 x i8] zeroinitializer, align 1, !dbg !0
@sum = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !21 {
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !37

1:                                                ; preds = %9, %0
  %.0 = phi i32 [ 0, %0 ], [ %10, %9 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %.0, metadata !25, metadata !DIExpression()), !dbg !36
  %2 = icmp slt i32 %.0, 3, !dbg !38
  br i1 %2, label %4, label %3, !dbg !40

3:                                                ; preds = %1
  br label %11

4:                                                ; preds = %1
  %5 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !41
  %6 = trunc i32 %5 to i8, !dbg !42
  %7 = sext i32 %.0 to i64, !dbg !43
  %8 = getelementptr inbounds [3 x i8], [3 x i8]* @buf, i64 0, i64 %7, !dbg !43
  store i8 %6, i8* %8, align 1, !dbg !44, !tbaa !45
  br label %9, !dbg !43

9:                                                ; preds = %4
  %10 = add nsw i32 %.0, 1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %10, metadata !25, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !49, !llvm.loop !50

11:                                               ; preds = %3
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !55
  br label %12, !dbg !56

12:                                               ; preds = %51, %11
  %.02 = phi i32 [ 0, %11 ], [ %52, %51 ], !dbg !55
  %.01 = phi i32 [ 0, %11 ], [ %.2, %51 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %.01, metadata !27, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 %.02, metadata !28, metadata !DIExpression()), !dbg !55
  %13 = icmp slt i32 %.02, 3, !dbg !57
  br i1 %13, label %15, label %14, !dbg !58

14:                                               ; preds = %12
  br label %53

15:                                               ; preds = %12
  %16 = sext i32 %.02 to i64, !dbg !59
  %17 = getelementptr inbounds [3 x i8], [3 x i8]* @buf, i64 0, i64 %16, !dbg !59
  %18 = load i8, i8* %17, align 1, !dbg !59, !tbaa !45
  call void @llvm.dbg.value(metadata i8 %18, metadata !30, metadata !DIExpression()), !dbg !60
  call void @__wcet_cost(i64 noundef 1), !dbg !61
  switch i32 %.01, label %45 [
    i32 0, label %19
    i32 1, label %24
  ], !dbg !62

19:                                               ; preds = %15
  %20 = zext i8 %18 to i32, !dbg !63
  %21 = icmp eq i32 %20, 0, !dbg !65
  br i1 %21, label %22, label %23, !dbg !66

22:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 3), !dbg !67
  call void @llvm.dbg.value(metadata i32 1, metadata !27, metadata !DIExpression()), !dbg !54
  br label %23, !dbg !69

23:                                               ; preds = %22, %19
  %.1 = phi i32 [ 1, %22 ], [ %.01, %19 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %.1, metadata !27, metadata !DIExpression()), !dbg !54
  br label %50, !dbg !70

24:                                               ; preds = %15
  %25 = zext i8 %18 to i32, !dbg !71
  %26 = and i32 %25, 1, !dbg !72
  %27 = icmp ne i32 %26, 0, !dbg !72
  br i1 %27, label %28, label %30, !dbg !71

28:                                               ; preds = %24
  %29 = zext i8 %18 to i32, !dbg !73
  br label %33, !dbg !71

30:                                               ; preds = %24
  %31 = zext i8 %18 to i32, !dbg !74
  %32 = sdiv i32 %31, 2, !dbg !75
  br label %33, !dbg !71

33:                                               ; preds = %30, %28
  %34 = phi i32 [ %29, %28 ], [ %32, %30 ], !dbg !71
  call void @llvm.dbg.value(metadata i32 %34, metadata !33, metadata !DIExpression()), !dbg !76
  %35 = sub nsw i32 2, %.02, !dbg !77
  %36 = icmp sgt i32 %34, %35, !dbg !79
  br i1 %36, label %37, label %39, !dbg !80

37:                                               ; preds = %33
  %38 = sub nsw i32 2, %.02, !dbg !81
  call void @llvm.dbg.value(metadata i32 %38, metadata !33, metadata !DIExpression()), !dbg !76
  br label %39, !dbg !82

39:                                               ; preds = %37, %33
  %.04 = phi i32 [ %38, %37 ], [ %34, %33 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 %.04, metadata !33, metadata !DIExpression()), !dbg !76
  call void @__wcet_cost(i64 noundef 3), !dbg !83
  %40 = add nsw i32 %.02, 1, !dbg !84
  %41 = call i32 @payload(i32 noundef %40, i32 noundef %.04), !dbg !85
  %42 = load i32, i32* @sum, align 4, !dbg !86, !tbaa !87
  %43 = add nsw i32 %42, %41, !dbg !86
  store i32 %43, i32* @sum, align 4, !dbg !86, !tbaa !87
  %44 = add nsw i32 %.02, %.04, !dbg !89
  call void @llvm.dbg.value(metadata i32 %44, metadata !28, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !54
  br label %50

45:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 2), !dbg !90
  %46 = zext i8 %18 to i32, !dbg !91
  %47 = icmp eq i32 %46, 0, !dbg !92
  %48 = zext i1 %47 to i64, !dbg !91
  %49 = select i1 %47, i32 0, i32 2, !dbg !91
  call void @llvm.dbg.value(metadata i32 %49, metadata !27, metadata !DIExpression()), !dbg !54
  br label %50, !dbg !93

50:                                               ; preds = %45, %39, %23
  %.13 = phi i32 [ %.02, %45 ], [ %44, %39 ], [ %.02, %23 ], !dbg !55
  %.2 = phi i32 [ %49, %45 ], [ 0, %39 ], [ %.1, %23 ], !dbg !94
  call void @llvm.dbg.value(metadata i32 %.2, metadata !27, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 %.13, metadata !28, metadata !DIExpression()), !dbg !55
  br label %51, !dbg !95

51:                                               ; preds = %50
  %52 = add nsw i32 %.13, 1, !dbg !96
  call void @llvm.dbg.value(metadata i32 %52, metadata !28, metadata !DIExpression()), !dbg !55
  br label %12, !dbg !97, !llvm.loop !98

53:                                               ; preds = %14
  ret i32 0, !dbg !100
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind uwtable
define internal i32 @payload(i32 noundef %0, i32 noundef %1) #0 !dbg !101 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !105, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %1, metadata !106, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !111
  br label %3, !dbg !112

3:                                                ; preds = %13, %2
  %.01 = phi i32 [ 0, %2 ], [ %12, %13 ], !dbg !110
  %.0 = phi i32 [ 0, %2 ], [ %14, %13 ], !dbg !111
  call void @llvm.dbg.value(metadata i32 %.0, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %.01, metadata !107, metadata !DIExpression()), !dbg !110
  %4 = icmp slt i32 %.0, %1, !dbg !113
  br i1 %4, label %6, label %5, !dbg !115

5:                                                ; preds = %3
  %.01.lcssa = phi i32 [ %.01, %3 ], !dbg !110
  br label %15

6:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 1), !dbg !116
  %7 = add nsw i32 %0, %.0, !dbg !118
  %8 = sext i32 %7 to i64, !dbg !119
  %9 = getelementptr inbounds [3 x i8], [3 x i8]* @buf, i64 0, i64 %8, !dbg !119
  %10 = load i8, i8* %9, align 1, !dbg !119, !tbaa !45
  %11 = zext i8 %10 to i32, !dbg !119
  %12 = add nsw i32 %.01, %11, !dbg !120
  call void @llvm.dbg.value(metadata i32 %12, metadata !107, metadata !DIExpression()), !dbg !110
  br label %13, !dbg !121

13:                                               ; preds = %6
  %14 = add nsw i32 %.0, 1, !dbg !122
  call void @llvm.dbg.value(metadata i32 %14, metadata !108, metadata !DIExpression()), !dbg !111
  br label %3, !dbg !123, !llvm.loop !124

15:                                               ; preds = %5
  ret i32 %.01.lcssa, !dbg !126
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 25, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "switch_frame.c", directory: ".", checksumkind: CSK_MD5, checksum: "856f7d25d2cc43b36110b3b3c5f5d2e3")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 26, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 24, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 3)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !22, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!10}
!24 = !{!25, !27, !28, !30, !33}
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 38, type: !10)
!26 = distinct !DILexicalBlock(scope: !21, file: !3, line: 38, column: 3)
!27 = !DILocalVariable(name: "state", scope: !21, file: !3, line: 40, type: !10)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 41, type: !10)
!29 = distinct !DILexicalBlock(scope: !21, file: !3, line: 41, column: 3)
!30 = !DILocalVariable(name: "c", scope: !31, file: !3, line: 42, type: !5)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 41, column: 31)
!32 = distinct !DILexicalBlock(scope: !29, file: !3, line: 41, column: 3)
!33 = !DILocalVariable(name: "len", scope: !34, file: !3, line: 52, type: !10)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 51, column: 13)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 44, column: 20)
!36 = !DILocation(line: 0, scope: !26)
!37 = !DILocation(line: 38, column: 8, scope: !26)
!38 = !DILocation(line: 38, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !26, file: !3, line: 38, column: 3)
!40 = !DILocation(line: 38, column: 3, scope: !26)
!41 = !DILocation(line: 39, column: 29, scope: !39)
!42 = !DILocation(line: 39, column: 14, scope: !39)
!43 = !DILocation(line: 39, column: 5, scope: !39)
!44 = !DILocation(line: 39, column: 12, scope: !39)
!45 = !{!46, !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 38, column: 27, scope: !39)
!49 = !DILocation(line: 38, column: 3, scope: !39)
!50 = distinct !{!50, !40, !51, !52, !53}
!51 = !DILocation(line: 39, column: 29, scope: !26)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = !DILocation(line: 0, scope: !21)
!55 = !DILocation(line: 0, scope: !29)
!56 = !DILocation(line: 41, column: 8, scope: !29)
!57 = !DILocation(line: 41, column: 21, scope: !32)
!58 = !DILocation(line: 41, column: 3, scope: !29)
!59 = !DILocation(line: 42, column: 23, scope: !31)
!60 = !DILocation(line: 0, scope: !31)
!61 = !DILocation(line: 43, column: 5, scope: !31)
!62 = !DILocation(line: 44, column: 5, scope: !31)
!63 = !DILocation(line: 46, column: 11, scope: !64)
!64 = distinct !DILexicalBlock(scope: !35, file: !3, line: 46, column: 11)
!65 = !DILocation(line: 46, column: 13, scope: !64)
!66 = !DILocation(line: 46, column: 11, scope: !35)
!67 = !DILocation(line: 47, column: 9, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 46, column: 19)
!69 = !DILocation(line: 49, column: 7, scope: !68)
!70 = !DILocation(line: 50, column: 7, scope: !35)
!71 = !DILocation(line: 52, column: 17, scope: !34)
!72 = !DILocation(line: 52, column: 19, scope: !34)
!73 = !DILocation(line: 52, column: 25, scope: !34)
!74 = !DILocation(line: 52, column: 29, scope: !34)
!75 = !DILocation(line: 52, column: 31, scope: !34)
!76 = !DILocation(line: 0, scope: !34)
!77 = !DILocation(line: 53, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !34, file: !3, line: 53, column: 11)
!79 = !DILocation(line: 53, column: 15, scope: !78)
!80 = !DILocation(line: 53, column: 11, scope: !34)
!81 = !DILocation(line: 54, column: 17, scope: !78)
!82 = !DILocation(line: 54, column: 9, scope: !78)
!83 = !DILocation(line: 55, column: 7, scope: !34)
!84 = !DILocation(line: 56, column: 24, scope: !34)
!85 = !DILocation(line: 56, column: 14, scope: !34)
!86 = !DILocation(line: 56, column: 11, scope: !34)
!87 = !{!88, !88, i64 0}
!88 = !{!"int", !46, i64 0}
!89 = !DILocation(line: 57, column: 9, scope: !34)
!90 = !DILocation(line: 62, column: 7, scope: !35)
!91 = !DILocation(line: 63, column: 15, scope: !35)
!92 = !DILocation(line: 63, column: 17, scope: !35)
!93 = !DILocation(line: 64, column: 7, scope: !35)
!94 = !DILocation(line: 0, scope: !35)
!95 = !DILocation(line: 66, column: 3, scope: !31)
!96 = !DILocation(line: 41, column: 27, scope: !32)
!97 = !DILocation(line: 41, column: 3, scope: !32)
!98 = distinct !{!98, !58, !99, !52, !53}
!99 = !DILocation(line: 66, column: 3, scope: !29)
!100 = !DILocation(line: 68, column: 1, scope: !21)
!101 = distinct !DISubprogram(name: "payload", scope: !3, file: !3, line: 28, type: !102, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!10, !10, !10}
!104 = !{!105, !106, !107, !108}
!105 = !DILocalVariable(name: "at", arg: 1, scope: !101, file: !3, line: 28, type: !10)
!106 = !DILocalVariable(name: "len", arg: 2, scope: !101, file: !3, line: 28, type: !10)
!107 = !DILocalVariable(name: "s", scope: !101, file: !3, line: 29, type: !10)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 30, type: !10)
!109 = distinct !DILexicalBlock(scope: !101, file: !3, line: 30, column: 3)
!110 = !DILocation(line: 0, scope: !101)
!111 = !DILocation(line: 0, scope: !109)
!112 = !DILocation(line: 30, column: 8, scope: !109)
!113 = !DILocation(line: 30, column: 21, scope: !114)
!114 = distinct !DILexicalBlock(scope: !109, file: !3, line: 30, column: 3)
!115 = !DILocation(line: 30, column: 3, scope: !109)
!116 = !DILocation(line: 31, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 30, column: 33)
!118 = !DILocation(line: 32, column: 17, scope: !117)
!119 = !DILocation(line: 32, column: 10, scope: !117)
!120 = !DILocation(line: 32, column: 7, scope: !117)
!121 = !DILocation(line: 33, column: 3, scope: !117)
!122 = !DILocation(line: 30, column: 29, scope: !114)
!123 = !DILocation(line: 30, column: 3, scope: !114)
!124 = distinct !{!124, !115, !125, !52, !53}
!125 = !DILocation(line: 33, column: 3, scope: !109)
!126 = !DILocation(line: 34, column: 3, scope: !101)
