; ModuleID = '<stdin>'
source_filename = "expint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@result = dso_local global i64 0, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i64 @expint(i32 noundef %0, i64 noundef %1) #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %1, metadata !21, metadata !DIExpression()), !dbg !34
  %3 = sub nsw i32 %0, 1, !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !24, metadata !DIExpression()), !dbg !34
  call void @__wcet_cost(i64 noundef 2), !dbg !36
  %4 = icmp sgt i64 %1, 1, !dbg !37
  br i1 %4, label %5, label %34, !dbg !39

5:                                                ; preds = %2
  %6 = sext i32 %0 to i64, !dbg !40
  %7 = add nsw i64 %1, %6, !dbg !42
  call void @llvm.dbg.value(metadata i64 %7, metadata !26, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 2000000, metadata !27, metadata !DIExpression()), !dbg !34
  %8 = sdiv i64 30000000, %7, !dbg !43
  call void @llvm.dbg.value(metadata i64 %8, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %8, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !34
  br label %9, !dbg !44

9:                                                ; preds = %31, %5
  %.08 = phi i64 [ %8, %5 ], [ %21, %31 ], !dbg !46
  %.07 = phi i64 [ %7, %5 ], [ %17, %31 ], !dbg !46
  %.05 = phi i64 [ %8, %5 ], [ %30, %31 ], !dbg !46
  %.02 = phi i32 [ 1, %5 ], [ %32, %31 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %.02, metadata !22, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %.05, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %.07, metadata !26, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %.08, metadata !28, metadata !DIExpression()), !dbg !34
  %10 = icmp sle i32 %.02, 100, !dbg !48
  br i1 %10, label %11, label %33, !dbg !50

11:                                               ; preds = %9
  call void @__wcet_cost(i64 noundef 5), !dbg !51
  %12 = sext i32 %.02 to i64, !dbg !53
  %13 = sub nsw i64 0, %12, !dbg !54
  %14 = add nsw i32 %3, %.02, !dbg !55
  %15 = sext i32 %14 to i64, !dbg !56
  %16 = mul nsw i64 %13, %15, !dbg !57
  call void @llvm.dbg.value(metadata i64 %16, metadata !25, metadata !DIExpression()), !dbg !34
  %17 = add nsw i64 %.07, 2, !dbg !58
  call void @llvm.dbg.value(metadata i64 %17, metadata !26, metadata !DIExpression()), !dbg !34
  %18 = srem i64 %16, 97, !dbg !59
  %19 = srem i64 %.08, 1009, !dbg !60
  %20 = mul nsw i64 %18, %19, !dbg !61
  %21 = add nsw i64 %20, %17, !dbg !62
  call void @llvm.dbg.value(metadata i64 %21, metadata !28, metadata !DIExpression()), !dbg !34
  %22 = and i64 %21, 1023, !dbg !63
  %23 = add nsw i64 1, %22, !dbg !64
  %24 = sdiv i64 1000, %23, !dbg !65
  %25 = add nsw i64 %17, %24, !dbg !66
  call void @llvm.dbg.value(metadata i64 %25, metadata !27, metadata !DIExpression()), !dbg !34
  %26 = mul nsw i64 %.05, 7, !dbg !67
  %27 = srem i64 %21, 13, !dbg !68
  %28 = mul nsw i64 %25, %27, !dbg !69
  %29 = add nsw i64 %26, %28, !dbg !70
  %30 = srem i64 %29, 1000003, !dbg !71
  call void @llvm.dbg.value(metadata i64 %30, metadata !31, metadata !DIExpression()), !dbg !34
  br label %31, !dbg !72

31:                                               ; preds = %11
  %32 = add nsw i32 %.02, 1, !dbg !73
  call void @llvm.dbg.value(metadata i32 %32, metadata !22, metadata !DIExpression()), !dbg !34
  br label %9, !dbg !74, !llvm.loop !75

33:                                               ; preds = %9
  %.05.lcssa = phi i64 [ %.05, %9 ], !dbg !46
  call void @llvm.dbg.value(metadata i64 %.05.lcssa, metadata !33, metadata !DIExpression()), !dbg !34
  br label %72, !dbg !79

34:                                               ; preds = %2
  %35 = icmp ne i32 %3, 0, !dbg !80
  br i1 %35, label %36, label %38, !dbg !82

36:                                               ; preds = %34
  %37 = sdiv i32 1000000, %3, !dbg !83
  br label %39, !dbg !82

38:                                               ; preds = %34
  br label %39, !dbg !82

39:                                               ; preds = %38, %36
  %40 = phi i32 [ %37, %36 ], [ -5772, %38 ], !dbg !82
  %41 = sext i32 %40 to i64, !dbg !82
  call void @llvm.dbg.value(metadata i64 %41, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 1, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !34
  br label %42, !dbg !84

42:                                               ; preds = %69, %39
  %.06 = phi i64 [ 1, %39 ], [ %46, %69 ], !dbg !86
  %.13 = phi i32 [ 1, %39 ], [ %70, %69 ], !dbg !87
  %.0 = phi i64 [ %41, %39 ], [ %68, %69 ], !dbg !86
  call void @llvm.dbg.value(metadata i64 %.0, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %.13, metadata !22, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %.06, metadata !30, metadata !DIExpression()), !dbg !34
  %43 = icmp sle i32 %.13, 100, !dbg !88
  br i1 %43, label %44, label %71, !dbg !90

44:                                               ; preds = %42
  call void @__wcet_cost(i64 noundef 3), !dbg !91
  %45 = mul nsw i64 %.06, %1, !dbg !93
  %46 = sub nsw i64 0, %45, !dbg !94
  call void @llvm.dbg.value(metadata i64 %46, metadata !30, metadata !DIExpression()), !dbg !34
  %47 = icmp ne i32 %.13, %3, !dbg !95
  br i1 %47, label %48, label %54, !dbg !97

48:                                               ; preds = %44
  call void @__wcet_cost(i64 noundef 2), !dbg !98
  %49 = sub nsw i64 0, %46, !dbg !100
  %50 = mul nsw i64 %49, 1000, !dbg !101
  %51 = sub nsw i32 %.13, %3, !dbg !102
  %52 = sext i32 %51 to i64, !dbg !103
  %53 = sdiv i64 %50, %52, !dbg !104
  call void @llvm.dbg.value(metadata i64 %53, metadata !29, metadata !DIExpression()), !dbg !34
  br label %67, !dbg !105

54:                                               ; preds = %44
  call void @llvm.dbg.value(metadata i64 -5772, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !23, metadata !DIExpression()), !dbg !34
  br label %55, !dbg !106

55:                                               ; preds = %61, %54
  %.04 = phi i32 [ 1, %54 ], [ %62, %61 ], !dbg !109
  %.01 = phi i64 [ -5772, %54 ], [ %60, %61 ], !dbg !110
  call void @llvm.dbg.value(metadata i64 %.01, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %.04, metadata !23, metadata !DIExpression()), !dbg !34
  %56 = icmp sle i32 %.04, %3, !dbg !111
  br i1 %56, label %57, label %63, !dbg !113

57:                                               ; preds = %55
  call void @__wcet_cost(i64 noundef 2), !dbg !114
  %58 = sdiv i32 10000, %.04, !dbg !116
  %59 = sext i32 %58 to i64, !dbg !117
  %60 = add nsw i64 %.01, %59, !dbg !118
  call void @llvm.dbg.value(metadata i64 %60, metadata !32, metadata !DIExpression()), !dbg !34
  br label %61, !dbg !119

61:                                               ; preds = %57
  %62 = add nsw i32 %.04, 1, !dbg !120
  call void @llvm.dbg.value(metadata i32 %62, metadata !23, metadata !DIExpression()), !dbg !34
  br label %55, !dbg !121, !llvm.loop !122

63:                                               ; preds = %55
  %.01.lcssa = phi i64 [ %.01, %55 ], !dbg !110
  call void @__wcet_cost(i64 noundef 4), !dbg !124
  %64 = mul nsw i64 %1, 1000, !dbg !125
  %65 = sub nsw i64 %.01.lcssa, %64, !dbg !126
  %66 = mul nsw i64 %46, %65, !dbg !127
  call void @llvm.dbg.value(metadata i64 %66, metadata !29, metadata !DIExpression()), !dbg !34
  br label %67

67:                                               ; preds = %63, %48
  %.09 = phi i64 [ %53, %48 ], [ %66, %63 ], !dbg !128
  call void @llvm.dbg.value(metadata i64 %.09, metadata !29, metadata !DIExpression()), !dbg !34
  %68 = add nsw i64 %.0, %.09, !dbg !129
  call void @llvm.dbg.value(metadata i64 %68, metadata !33, metadata !DIExpression()), !dbg !34
  br label %69, !dbg !130

69:                                               ; preds = %67
  %70 = add nsw i32 %.13, 1, !dbg !131
  call void @llvm.dbg.value(metadata i32 %70, metadata !22, metadata !DIExpression()), !dbg !34
  br label %42, !dbg !132, !llvm.loop !133

71:                                               ; preds = %42
  %.0.lcssa = phi i64 [ %.0, %42 ], !dbg !86
  br label %72

72:                                               ; preds = %71, %33
  %.1 = phi i64 [ %.05.lcssa, %33 ], [ %.0.lcssa, %71 ], !dbg !135
  call void @llvm.dbg.value(metadata i64 %.1, metadata !33, metadata !DIExpression()), !dbg !34
  ret i64 %.1, !dbg !136
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !137 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !142
  %2 = sext i32 %1 to i64, !dbg !142
  call void @llvm.dbg.value(metadata i64 %2, metadata !141, metadata !DIExpression()), !dbg !143
  %3 = call i64 @expint(i32 noundef 50, i64 noundef %2), !dbg !144
  store i64 %3, i64* @result, align 8, !dbg !145, !tbaa !146
  ret i32 0, !dbg !150
}

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 23, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "expint.c", directory: ".", checksumkind: CSK_MD5, checksum: "a76ffc9a2d883d1989b73420932665a1")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "expint", scope: !3, file: !3, line: 25, type: !16, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!6, !18, !6}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !3, line: 25, type: !18)
!21 = !DILocalVariable(name: "x", arg: 2, scope: !15, file: !3, line: 25, type: !6)
!22 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 26, type: !18)
!23 = !DILocalVariable(name: "ii", scope: !15, file: !3, line: 26, type: !18)
!24 = !DILocalVariable(name: "nm1", scope: !15, file: !3, line: 26, type: !18)
!25 = !DILocalVariable(name: "a", scope: !15, file: !3, line: 27, type: !6)
!26 = !DILocalVariable(name: "b", scope: !15, file: !3, line: 27, type: !6)
!27 = !DILocalVariable(name: "c", scope: !15, file: !3, line: 27, type: !6)
!28 = !DILocalVariable(name: "d", scope: !15, file: !3, line: 27, type: !6)
!29 = !DILocalVariable(name: "del", scope: !15, file: !3, line: 27, type: !6)
!30 = !DILocalVariable(name: "fact", scope: !15, file: !3, line: 27, type: !6)
!31 = !DILocalVariable(name: "h", scope: !15, file: !3, line: 27, type: !6)
!32 = !DILocalVariable(name: "psi", scope: !15, file: !3, line: 27, type: !6)
!33 = !DILocalVariable(name: "ans", scope: !15, file: !3, line: 27, type: !6)
!34 = !DILocation(line: 0, scope: !15)
!35 = !DILocation(line: 26, column: 22, scope: !15)
!36 = !DILocation(line: 28, column: 3, scope: !15)
!37 = !DILocation(line: 29, column: 9, scope: !38)
!38 = distinct !DILexicalBlock(scope: !15, file: !3, line: 29, column: 7)
!39 = !DILocation(line: 29, column: 7, scope: !15)
!40 = !DILocation(line: 31, column: 13, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 29, column: 14)
!42 = !DILocation(line: 31, column: 11, scope: !41)
!43 = !DILocation(line: 33, column: 18, scope: !41)
!44 = !DILocation(line: 35, column: 10, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 35, column: 5)
!46 = !DILocation(line: 0, scope: !41)
!47 = !DILocation(line: 0, scope: !45)
!48 = !DILocation(line: 35, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 35, column: 5)
!50 = !DILocation(line: 35, column: 5, scope: !45)
!51 = !DILocation(line: 36, column: 7, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 35, column: 34)
!53 = !DILocation(line: 37, column: 12, scope: !52)
!54 = !DILocation(line: 37, column: 11, scope: !52)
!55 = !DILocation(line: 37, column: 27, scope: !52)
!56 = !DILocation(line: 37, column: 22, scope: !52)
!57 = !DILocation(line: 37, column: 20, scope: !52)
!58 = !DILocation(line: 38, column: 9, scope: !52)
!59 = !DILocation(line: 39, column: 14, scope: !52)
!60 = !DILocation(line: 39, column: 25, scope: !52)
!61 = !DILocation(line: 39, column: 20, scope: !52)
!62 = !DILocation(line: 39, column: 33, scope: !52)
!63 = !DILocation(line: 40, column: 30, scope: !52)
!64 = !DILocation(line: 40, column: 25, scope: !52)
!65 = !DILocation(line: 40, column: 20, scope: !52)
!66 = !DILocation(line: 40, column: 13, scope: !52)
!67 = !DILocation(line: 41, column: 14, scope: !52)
!68 = !DILocation(line: 41, column: 27, scope: !52)
!69 = !DILocation(line: 41, column: 22, scope: !52)
!70 = !DILocation(line: 41, column: 18, scope: !52)
!71 = !DILocation(line: 41, column: 34, scope: !52)
!72 = !DILocation(line: 42, column: 5, scope: !52)
!73 = !DILocation(line: 35, column: 30, scope: !49)
!74 = !DILocation(line: 35, column: 5, scope: !49)
!75 = distinct !{!75, !50, !76, !77, !78}
!76 = !DILocation(line: 42, column: 5, scope: !45)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !{!"llvm.loop.unroll.disable"}
!79 = !DILocation(line: 44, column: 3, scope: !41)
!80 = !DILocation(line: 46, column: 15, scope: !81)
!81 = distinct !DILexicalBlock(scope: !38, file: !3, line: 44, column: 10)
!82 = !DILocation(line: 46, column: 11, scope: !81)
!83 = !DILocation(line: 46, column: 30, scope: !81)
!84 = !DILocation(line: 48, column: 10, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 48, column: 5)
!86 = !DILocation(line: 0, scope: !81)
!87 = !DILocation(line: 0, scope: !85)
!88 = !DILocation(line: 48, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 48, column: 5)
!90 = !DILocation(line: 48, column: 5, scope: !85)
!91 = !DILocation(line: 49, column: 7, scope: !92)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 48, column: 34)
!93 = !DILocation(line: 50, column: 21, scope: !92)
!94 = !DILocation(line: 50, column: 14, scope: !92)
!95 = !DILocation(line: 51, column: 13, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 51, column: 11)
!97 = !DILocation(line: 51, column: 11, scope: !92)
!98 = !DILocation(line: 52, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !3, line: 51, column: 21)
!100 = !DILocation(line: 53, column: 15, scope: !99)
!101 = !DILocation(line: 53, column: 21, scope: !99)
!102 = !DILocation(line: 53, column: 33, scope: !99)
!103 = !DILocation(line: 53, column: 30, scope: !99)
!104 = !DILocation(line: 53, column: 28, scope: !99)
!105 = !DILocation(line: 54, column: 7, scope: !99)
!106 = !DILocation(line: 56, column: 14, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 56, column: 9)
!108 = distinct !DILexicalBlock(scope: !96, file: !3, line: 54, column: 14)
!109 = !DILocation(line: 0, scope: !107)
!110 = !DILocation(line: 0, scope: !108)
!111 = !DILocation(line: 56, column: 25, scope: !112)
!112 = distinct !DILexicalBlock(scope: !107, file: !3, line: 56, column: 9)
!113 = !DILocation(line: 56, column: 9, scope: !107)
!114 = !DILocation(line: 57, column: 11, scope: !115)
!115 = distinct !DILexicalBlock(scope: !112, file: !3, line: 56, column: 39)
!116 = !DILocation(line: 58, column: 24, scope: !115)
!117 = !DILocation(line: 58, column: 18, scope: !115)
!118 = !DILocation(line: 58, column: 15, scope: !115)
!119 = !DILocation(line: 59, column: 9, scope: !115)
!120 = !DILocation(line: 56, column: 35, scope: !112)
!121 = !DILocation(line: 56, column: 9, scope: !112)
!122 = distinct !{!122, !113, !123, !77, !78}
!123 = !DILocation(line: 59, column: 9, scope: !107)
!124 = !DILocation(line: 60, column: 9, scope: !108)
!125 = !DILocation(line: 61, column: 31, scope: !108)
!126 = !DILocation(line: 61, column: 27, scope: !108)
!127 = !DILocation(line: 61, column: 20, scope: !108)
!128 = !DILocation(line: 0, scope: !96)
!129 = !DILocation(line: 63, column: 11, scope: !92)
!130 = !DILocation(line: 64, column: 5, scope: !92)
!131 = !DILocation(line: 48, column: 30, scope: !89)
!132 = !DILocation(line: 48, column: 5, scope: !89)
!133 = distinct !{!133, !90, !134, !77, !78}
!134 = !DILocation(line: 64, column: 5, scope: !85)
!135 = !DILocation(line: 0, scope: !38)
!136 = !DILocation(line: 66, column: 3, scope: !15)
!137 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !138, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!18}
!140 = !{!141}
!141 = !DILocalVariable(name: "x", scope: !137, file: !3, line: 70, type: !6)
!142 = !DILocation(line: 70, column: 12, scope: !137)
!143 = !DILocation(line: 0, scope: !137)
!144 = !DILocation(line: 71, column: 12, scope: !137)
!145 = !DILocation(line: 71, column: 10, scope: !137)
!146 = !{!147, !147, i64 0}
!147 = !{!"long", !148, i64 0}
!148 = !{!"omnipotent char", !149, i64 0}
!149 = !{!"Simple C/C++ TBAA"}
!150 = !DILocation(line: 72, column: 3, scope: !137)
