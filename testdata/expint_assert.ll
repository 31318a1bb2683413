; ModuleID = '<stdin>'
source_filename = "expint_assert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"cf\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"ser\00", align 1
@result = dso_local global i64 0, align 8, !dbg !0
@.str.2 = private unnamed_addr constant [22 x i8] c"cf <= 20 && ser <= 30\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i64 @expint(i32 noundef %0, i64 noundef %1) #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %1, metadata !21, metadata !DIExpression()), !dbg !33
  %3 = sub nsw i32 %0, 1, !dbg !34
  call void @llvm.dbg.value(metadata i32 %3, metadata !24, metadata !DIExpression()), !dbg !33
  call void @__wcet_cost(i64 noundef 2), !dbg !35
  %4 = icmp sgt i64 %1, 1, !dbg !36
  br i1 %4, label %5, label %31, !dbg !38

5:                                                ; preds = %2
  %6 = sext i32 %0 to i64, !dbg !39
  %7 = add nsw i64 %1, %6, !dbg !41
  call void @llvm.dbg.value(metadata i64 %7, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 1000000, metadata !26, metadata !DIExpression()), !dbg !33
  %8 = sdiv i64 1000000, %7, !dbg !42
  call void @llvm.dbg.value(metadata i64 %8, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %8, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !33
  br label %9, !dbg !43

9:                                                ; preds = %28, %5
  %.09 = phi i64 [ %8, %5 ], [ %23, %28 ], !dbg !45
  %.08 = phi i64 [ %8, %5 ], [ %15, %28 ], !dbg !45
  %.07 = phi i64 [ 1000000, %5 ], [ %18, %28 ], !dbg !45
  %.06 = phi i64 [ %7, %5 ], [ %12, %28 ], !dbg !45
  %.02 = phi i32 [ 1, %5 ], [ %29, %28 ], !dbg !46
  call void @llvm.dbg.value(metadata i32 %.02, metadata !22, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %.06, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %.07, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %.08, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %.09, metadata !28, metadata !DIExpression()), !dbg !33
  %10 = icmp sle i32 %.02, 100, !dbg !47
  br i1 %10, label %11, label %.loopexit, !dbg !49

11:                                               ; preds = %9
  call void @__wcet_count(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)), !dbg !50
  call void @__wcet_cost(i64 noundef 5), !dbg !52
  %12 = add nsw i64 %.06, 2, !dbg !53
  call void @llvm.dbg.value(metadata i64 %12, metadata !25, metadata !DIExpression()), !dbg !33
  %13 = srem i64 %.08, 7, !dbg !54
  %14 = add nsw i64 %12, %13, !dbg !55
  %15 = sdiv i64 1000000, %14, !dbg !56
  call void @llvm.dbg.value(metadata i64 %15, metadata !27, metadata !DIExpression()), !dbg !33
  %16 = add nsw i64 %.07, 1, !dbg !57
  %17 = sdiv i64 1000000, %16, !dbg !58
  %18 = add nsw i64 %12, %17, !dbg !59
  call void @llvm.dbg.value(metadata i64 %18, metadata !26, metadata !DIExpression()), !dbg !33
  %19 = srem i64 %18, 1000, !dbg !60
  %20 = srem i64 %15, 1000, !dbg !61
  %21 = mul nsw i64 %19, %20, !dbg !62
  call void @llvm.dbg.value(metadata i64 %21, metadata !29, metadata !DIExpression()), !dbg !33
  %22 = srem i64 %21, 101, !dbg !63
  %23 = add nsw i64 %.09, %22, !dbg !64
  call void @llvm.dbg.value(metadata i64 %23, metadata !28, metadata !DIExpression()), !dbg !33
  %24 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !65
  %25 = icmp ne i32 %24, 0, !dbg !65
  br i1 %25, label %26, label %27, !dbg !67

26:                                               ; preds = %11
  %.lcssa = phi i64 [ %23, %11 ], !dbg !64
  br label %30, !dbg !68

27:                                               ; preds = %11
  br label %28, !dbg !69

28:                                               ; preds = %27
  %29 = add nsw i32 %.02, 1, !dbg !70
  call void @llvm.dbg.value(metadata i32 %29, metadata !22, metadata !DIExpression()), !dbg !33
  br label %9, !dbg !71, !llvm.loop !72

.loopexit:                                        ; preds = %9
  %.09.lcssa = phi i64 [ %.09, %9 ], !dbg !45
  br label %30, !dbg !76

30:                                               ; preds = %.loopexit, %26
  %.110 = phi i64 [ %.lcssa, %26 ], [ %.09.lcssa, %.loopexit ], !dbg !45
  call void @llvm.dbg.value(metadata i64 %.110, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %.110, metadata !32, metadata !DIExpression()), !dbg !33
  br label %74, !dbg !76

31:                                               ; preds = %2
  %32 = icmp ne i32 %3, 0, !dbg !77
  br i1 %32, label %33, label %35, !dbg !79

33:                                               ; preds = %31
  %34 = sdiv i32 1000, %3, !dbg !80
  br label %36, !dbg !79

35:                                               ; preds = %31
  br label %36, !dbg !79

36:                                               ; preds = %35, %33
  %37 = phi i32 [ %34, %33 ], [ 7, %35 ], !dbg !79
  %38 = sext i32 %37 to i64, !dbg !79
  call void @llvm.dbg.value(metadata i64 %38, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 1, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !33
  br label %39, !dbg !81

39:                                               ; preds = %71, %36
  %.05 = phi i64 [ 1, %36 ], [ %45, %71 ], !dbg !83
  %.13 = phi i32 [ 1, %36 ], [ %72, %71 ], !dbg !84
  %.0 = phi i64 [ %38, %36 ], [ %66, %71 ], !dbg !83
  call void @llvm.dbg.value(metadata i64 %.0, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %.13, metadata !22, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %.05, metadata !30, metadata !DIExpression()), !dbg !33
  %40 = icmp sle i32 %.13, 100, !dbg !85
  br i1 %40, label %41, label %.loopexit12, !dbg !87

41:                                               ; preds = %39
  call void @__wcet_count(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)), !dbg !88
  call void @__wcet_cost(i64 noundef 3), !dbg !90
  %42 = sext i32 %.13 to i64, !dbg !91
  %43 = sub nsw i64 %1, %42, !dbg !92
  %44 = mul nsw i64 %.05, %43, !dbg !93
  %45 = srem i64 %44, 100003, !dbg !94
  call void @llvm.dbg.value(metadata i64 %45, metadata !30, metadata !DIExpression()), !dbg !33
  %46 = icmp ne i32 %.13, %3, !dbg !95
  br i1 %46, label %47, label %52, !dbg !97

47:                                               ; preds = %41
  call void @__wcet_cost(i64 noundef 2), !dbg !98
  %48 = sub nsw i64 0, %45, !dbg !100
  %49 = sub nsw i32 %.13, %3, !dbg !101
  %50 = sext i32 %49 to i64, !dbg !102
  %51 = sdiv i64 %48, %50, !dbg !103
  call void @llvm.dbg.value(metadata i64 %51, metadata !29, metadata !DIExpression()), !dbg !33
  br label %64, !dbg !104

52:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i64 -577, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !23, metadata !DIExpression()), !dbg !33
  br label %53, !dbg !105

53:                                               ; preds = %59, %52
  %.04 = phi i32 [ 1, %52 ], [ %60, %59 ], !dbg !108
  %.01 = phi i64 [ -577, %52 ], [ %58, %59 ], !dbg !109
  call void @llvm.dbg.value(metadata i64 %.01, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %.04, metadata !23, metadata !DIExpression()), !dbg !33
  %54 = icmp sle i32 %.04, %3, !dbg !110
  br i1 %54, label %55, label %61, !dbg !112

55:                                               ; preds = %53
  call void @__wcet_cost(i64 noundef 2), !dbg !113
  %56 = sdiv i32 1000, %.04, !dbg !115
  %57 = sext i32 %56 to i64, !dbg !116
  %58 = add nsw i64 %.01, %57, !dbg !117
  call void @llvm.dbg.value(metadata i64 %58, metadata !31, metadata !DIExpression()), !dbg !33
  br label %59, !dbg !118

59:                                               ; preds = %55
  %60 = add nsw i32 %.04, 1, !dbg !119
  call void @llvm.dbg.value(metadata i32 %60, metadata !23, metadata !DIExpression()), !dbg !33
  br label %53, !dbg !120, !llvm.loop !121

61:                                               ; preds = %53
  %.01.lcssa = phi i64 [ %.01, %53 ], !dbg !109
  call void @__wcet_cost(i64 noundef 4), !dbg !123
  %62 = sub nsw i64 %.01.lcssa, %1, !dbg !124
  %63 = mul nsw i64 %45, %62, !dbg !125
  call void @llvm.dbg.value(metadata i64 %63, metadata !29, metadata !DIExpression()), !dbg !33
  br label %64

64:                                               ; preds = %61, %47
  %.011 = phi i64 [ %51, %47 ], [ %63, %61 ], !dbg !126
  call void @llvm.dbg.value(metadata i64 %.011, metadata !29, metadata !DIExpression()), !dbg !33
  %65 = srem i64 %.011, 1009, !dbg !127
  %66 = add nsw i64 %.0, %65, !dbg !128
  call void @llvm.dbg.value(metadata i64 %66, metadata !32, metadata !DIExpression()), !dbg !33
  %67 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !129
  %68 = icmp ne i32 %67, 0, !dbg !129
  br i1 %68, label %69, label %70, !dbg !131

69:                                               ; preds = %64
  %.lcssa15 = phi i64 [ %66, %64 ], !dbg !128
  br label %73, !dbg !132

70:                                               ; preds = %64
  br label %71, !dbg !133

71:                                               ; preds = %70
  %72 = add nsw i32 %.13, 1, !dbg !134
  call void @llvm.dbg.value(metadata i32 %72, metadata !22, metadata !DIExpression()), !dbg !33
  br label %39, !dbg !135, !llvm.loop !136

.loopexit12:                                      ; preds = %39
  %.0.lcssa = phi i64 [ %.0, %39 ], !dbg !83
  br label %73

73:                                               ; preds = %.loopexit12, %69
  %.1 = phi i64 [ %.lcssa15, %69 ], [ %.0.lcssa, %.loopexit12 ], !dbg !83
  call void @llvm.dbg.value(metadata i64 %.1, metadata !32, metadata !DIExpression()), !dbg !33
  br label %74

74:                                               ; preds = %73, %30
  %.2 = phi i64 [ %.110, %30 ], [ %.1, %73 ], !dbg !138
  call void @llvm.dbg.value(metadata i64 %.2, metadata !32, metadata !DIExpression()), !dbg !33
  ret i64 %.2, !dbg !139
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_count(i8* noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !140 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !144
  %2 = sext i32 %1 to i64, !dbg !144
  %3 = call i64 @expint(i32 noundef 5, i64 noundef %2), !dbg !145
  store i64 %3, i64* @result, align 8, !dbg !146, !tbaa !147
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0)), !dbg !151
  ret i32 0, !dbg !152
}

declare void @__wcet_assert(i8* noundef) #3

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
!1 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 77, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "expint_assert.c", directory: ".", checksumkind: CSK_MD5, checksum: "057479f25e557dcb554511ee2c0b16f1")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "expint", scope: !3, file: !3, line: 29, type: !16, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!7, !18, !7}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !3, line: 29, type: !18)
!21 = !DILocalVariable(name: "x", arg: 2, scope: !15, file: !3, line: 29, type: !7)
!22 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 30, type: !18)
!23 = !DILocalVariable(name: "ii", scope: !15, file: !3, line: 30, type: !18)
!24 = !DILocalVariable(name: "nm1", scope: !15, file: !3, line: 30, type: !18)
!25 = !DILocalVariable(name: "b", scope: !15, file: !3, line: 31, type: !7)
!26 = !DILocalVariable(name: "c", scope: !15, file: !3, line: 31, type: !7)
!27 = !DILocalVariable(name: "d", scope: !15, file: !3, line: 31, type: !7)
!28 = !DILocalVariable(name: "h", scope: !15, file: !3, line: 31, type: !7)
!29 = !DILocalVariable(name: "del", scope: !15, file: !3, line: 31, type: !7)
!30 = !DILocalVariable(name: "fact", scope: !15, file: !3, line: 31, type: !7)
!31 = !DILocalVariable(name: "psi", scope: !15, file: !3, line: 31, type: !7)
!32 = !DILocalVariable(name: "ans", scope: !15, file: !3, line: 31, type: !7)
!33 = !DILocation(line: 0, scope: !15)
!34 = !DILocation(line: 30, column: 22, scope: !15)
!35 = !DILocation(line: 32, column: 3, scope: !15)
!36 = !DILocation(line: 33, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !15, file: !3, line: 33, column: 7)
!38 = !DILocation(line: 33, column: 7, scope: !15)
!39 = !DILocation(line: 34, column: 13, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 33, column: 14)
!41 = !DILocation(line: 34, column: 11, scope: !40)
!42 = !DILocation(line: 36, column: 17, scope: !40)
!43 = !DILocation(line: 38, column: 10, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 38, column: 5)
!45 = !DILocation(line: 0, scope: !40)
!46 = !DILocation(line: 0, scope: !44)
!47 = !DILocation(line: 38, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 38, column: 5)
!49 = !DILocation(line: 38, column: 5, scope: !44)
!50 = !DILocation(line: 39, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 38, column: 34)
!52 = !DILocation(line: 40, column: 7, scope: !51)
!53 = !DILocation(line: 41, column: 9, scope: !51)
!54 = !DILocation(line: 42, column: 29, scope: !51)
!55 = !DILocation(line: 42, column: 24, scope: !51)
!56 = !DILocation(line: 42, column: 19, scope: !51)
!57 = !DILocation(line: 43, column: 28, scope: !51)
!58 = !DILocation(line: 43, column: 23, scope: !51)
!59 = !DILocation(line: 43, column: 13, scope: !51)
!60 = !DILocation(line: 44, column: 16, scope: !51)
!61 = !DILocation(line: 44, column: 29, scope: !51)
!62 = !DILocation(line: 44, column: 24, scope: !51)
!63 = !DILocation(line: 45, column: 16, scope: !51)
!64 = !DILocation(line: 45, column: 9, scope: !51)
!65 = !DILocation(line: 46, column: 11, scope: !66)
!66 = distinct !DILexicalBlock(scope: !51, file: !3, line: 46, column: 11)
!67 = !DILocation(line: 46, column: 11, scope: !51)
!68 = !DILocation(line: 47, column: 9, scope: !66)
!69 = !DILocation(line: 48, column: 5, scope: !51)
!70 = !DILocation(line: 38, column: 30, scope: !48)
!71 = !DILocation(line: 38, column: 5, scope: !48)
!72 = distinct !{!72, !49, !73, !74, !75}
!73 = !DILocation(line: 48, column: 5, scope: !44)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !{!"llvm.loop.unroll.disable"}
!76 = !DILocation(line: 50, column: 3, scope: !40)
!77 = !DILocation(line: 51, column: 15, scope: !78)
!78 = distinct !DILexicalBlock(scope: !37, file: !3, line: 50, column: 10)
!79 = !DILocation(line: 51, column: 11, scope: !78)
!80 = !DILocation(line: 51, column: 27, scope: !78)
!81 = !DILocation(line: 53, column: 10, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 53, column: 5)
!83 = !DILocation(line: 0, scope: !78)
!84 = !DILocation(line: 0, scope: !82)
!85 = !DILocation(line: 53, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 53, column: 5)
!87 = !DILocation(line: 53, column: 5, scope: !82)
!88 = !DILocation(line: 54, column: 7, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 53, column: 34)
!90 = !DILocation(line: 55, column: 7, scope: !89)
!91 = !DILocation(line: 56, column: 27, scope: !89)
!92 = !DILocation(line: 56, column: 25, scope: !89)
!93 = !DILocation(line: 56, column: 20, scope: !89)
!94 = !DILocation(line: 56, column: 31, scope: !89)
!95 = !DILocation(line: 57, column: 13, scope: !96)
!96 = distinct !DILexicalBlock(scope: !89, file: !3, line: 57, column: 11)
!97 = !DILocation(line: 57, column: 11, scope: !89)
!98 = !DILocation(line: 58, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !3, line: 57, column: 21)
!100 = !DILocation(line: 59, column: 15, scope: !99)
!101 = !DILocation(line: 59, column: 26, scope: !99)
!102 = !DILocation(line: 59, column: 23, scope: !99)
!103 = !DILocation(line: 59, column: 21, scope: !99)
!104 = !DILocation(line: 60, column: 7, scope: !99)
!105 = !DILocation(line: 62, column: 14, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 62, column: 9)
!107 = distinct !DILexicalBlock(scope: !96, file: !3, line: 60, column: 14)
!108 = !DILocation(line: 0, scope: !106)
!109 = !DILocation(line: 0, scope: !107)
!110 = !DILocation(line: 62, column: 25, scope: !111)
!111 = distinct !DILexicalBlock(scope: !106, file: !3, line: 62, column: 9)
!112 = !DILocation(line: 62, column: 9, scope: !106)
!113 = !DILocation(line: 63, column: 11, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 62, column: 39)
!115 = !DILocation(line: 64, column: 23, scope: !114)
!116 = !DILocation(line: 64, column: 18, scope: !114)
!117 = !DILocation(line: 64, column: 15, scope: !114)
!118 = !DILocation(line: 65, column: 9, scope: !114)
!119 = !DILocation(line: 62, column: 35, scope: !111)
!120 = !DILocation(line: 62, column: 9, scope: !111)
!121 = distinct !{!121, !112, !122, !74, !75}
!122 = !DILocation(line: 65, column: 9, scope: !106)
!123 = !DILocation(line: 66, column: 9, scope: !107)
!124 = !DILocation(line: 67, column: 27, scope: !107)
!125 = !DILocation(line: 67, column: 20, scope: !107)
!126 = !DILocation(line: 0, scope: !96)
!127 = !DILocation(line: 69, column: 18, scope: !89)
!128 = !DILocation(line: 69, column: 11, scope: !89)
!129 = !DILocation(line: 70, column: 11, scope: !130)
!130 = distinct !DILexicalBlock(scope: !89, file: !3, line: 70, column: 11)
!131 = !DILocation(line: 70, column: 11, scope: !89)
!132 = !DILocation(line: 71, column: 9, scope: !130)
!133 = !DILocation(line: 72, column: 5, scope: !89)
!134 = !DILocation(line: 53, column: 30, scope: !86)
!135 = !DILocation(line: 53, column: 5, scope: !86)
!136 = distinct !{!136, !87, !137, !74, !75}
!137 = !DILocation(line: 72, column: 5, scope: !82)
!138 = !DILocation(line: 0, scope: !37)
!139 = !DILocation(line: 74, column: 3, scope: !15)
!140 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 79, type: !141, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!18}
!143 = !{}
!144 = !DILocation(line: 80, column: 22, scope: !140)
!145 = !DILocation(line: 80, column: 12, scope: !140)
!146 = !DILocation(line: 80, column: 10, scope: !140)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 81, column: 3, scope: !140)
!152 = !DILocation(line: 82, column: 3, scope: !140)
