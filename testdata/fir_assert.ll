; ModuleID = '<stdin>'
source_filename = "fir_assert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@in = dso_local global [32 x i32] zeroinitializer, align 16, !dbg !0
@coef = internal constant [8 x i32] [i32 3, i32 -7, i32 12, i32 40, i32 40, i32 12, i32 -7, i32 3], align 16, !dbg !13
@.str = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@out = dso_local global [32 x i32] zeroinitializer, align 16, !dbg !7
@.str.1 = private unnamed_addr constant [9 x i8] c"sat <= 3\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !26 {
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !37

1:                                                ; preds = %9, %0
  %.01 = phi i32 [ 0, %0 ], [ %10, %9 ], !dbg !39
  call void @llvm.dbg.value(metadata i32 %.01, metadata !30, metadata !DIExpression()), !dbg !36
  %2 = icmp slt i32 %.01, 32, !dbg !40
  br i1 %2, label %3, label %11, !dbg !42

3:                                                ; preds = %1
  %4 = mul nsw i32 %.01, 37, !dbg !43
  %5 = srem i32 %4, 101, !dbg !44
  %6 = sub nsw i32 %5, 50, !dbg !45
  %7 = sext i32 %.01 to i64, !dbg !46
  %8 = getelementptr inbounds [32 x i32], [32 x i32]* @in, i64 0, i64 %7, !dbg !46
  store i32 %6, i32* %8, align 4, !dbg !47, !tbaa !48
  br label %9, !dbg !46

9:                                                ; preds = %3
  %10 = add nsw i32 %.01, 1, !dbg !52
  call void @llvm.dbg.value(metadata i32 %10, metadata !30, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !53, !llvm.loop !54

11:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !36
  br label %12, !dbg !58

12:                                               ; preds = %44, %11
  %.12 = phi i32 [ 0, %11 ], [ %45, %44 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %.12, metadata !30, metadata !DIExpression()), !dbg !36
  %13 = icmp slt i32 %.12, 32, !dbg !60
  br i1 %13, label %14, label %46, !dbg !61

14:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !36
  br label %15, !dbg !63

15:                                               ; preds = %31, %14
  %.03 = phi i32 [ 0, %14 ], [ %32, %31 ], !dbg !65
  %.0 = phi i32 [ 0, %14 ], [ %30, %31 ], !dbg !62
  call void @llvm.dbg.value(metadata i32 %.0, metadata !32, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %.03, metadata !31, metadata !DIExpression()), !dbg !36
  %16 = icmp slt i32 %.03, 8, !dbg !66
  br i1 %16, label %17, label %19, !dbg !68

17:                                               ; preds = %15
  %18 = icmp sle i32 %.03, %.12, !dbg !69
  br label %19

19:                                               ; preds = %17, %15
  %20 = phi i1 [ false, %15 ], [ %18, %17 ], !dbg !70
  br i1 %20, label %21, label %33, !dbg !71

21:                                               ; preds = %19
  %22 = sext i32 %.03 to i64, !dbg !72
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* @coef, i64 0, i64 %22, !dbg !72
  %24 = load i32, i32* %23, align 4, !dbg !72, !tbaa !48
  %25 = sub nsw i32 %.12, %.03, !dbg !74
  %26 = sext i32 %25 to i64, !dbg !75
  %27 = getelementptr inbounds [32 x i32], [32 x i32]* @in, i64 0, i64 %26, !dbg !75
  %28 = load i32, i32* %27, align 4, !dbg !75, !tbaa !48
  %29 = mul nsw i32 %24, %28, !dbg !76
  %30 = add nsw i32 %.0, %29, !dbg !77
  call void @llvm.dbg.value(metadata i32 %30, metadata !32, metadata !DIExpression()), !dbg !62
  call void @__wcet_cost(i64 noundef 1), !dbg !78
  br label %31, !dbg !79

31:                                               ; preds = %21
  %32 = add nsw i32 %.03, 1, !dbg !80
  call void @llvm.dbg.value(metadata i32 %32, metadata !31, metadata !DIExpression()), !dbg !36
  br label %15, !dbg !81, !llvm.loop !82

33:                                               ; preds = %19
  %.0.lcssa = phi i32 [ %.0, %19 ], !dbg !62
  %34 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !84
  %35 = icmp ne i32 %34, 0, !dbg !84
  br i1 %35, label %36, label %40, !dbg !86

36:                                               ; preds = %33
  call void @__wcet_count(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !87
  %37 = icmp sgt i32 %.0.lcssa, 0, !dbg !89
  %38 = zext i1 %37 to i64, !dbg !90
  %39 = select i1 %37, i32 32767, i32 -32768, !dbg !90
  call void @llvm.dbg.value(metadata i32 %39, metadata !32, metadata !DIExpression()), !dbg !62
  call void @__wcet_cost(i64 noundef 20), !dbg !91
  br label %41, !dbg !92

40:                                               ; preds = %33
  call void @__wcet_cost(i64 noundef 1), !dbg !93
  br label %41

41:                                               ; preds = %40, %36
  %.1 = phi i32 [ %39, %36 ], [ %.0.lcssa, %40 ], !dbg !62
  call void @llvm.dbg.value(metadata i32 %.1, metadata !32, metadata !DIExpression()), !dbg !62
  %42 = sext i32 %.12 to i64, !dbg !95
  %43 = getelementptr inbounds [32 x i32], [32 x i32]* @out, i64 0, i64 %42, !dbg !95
  store i32 %.1, i32* %43, align 4, !dbg !96, !tbaa !48
  br label %44, !dbg !97

44:                                               ; preds = %41
  %45 = add nsw i32 %.12, 1, !dbg !98
  call void @llvm.dbg.value(metadata i32 %45, metadata !30, metadata !DIExpression()), !dbg !36
  br label %12, !dbg !99, !llvm.loop !100

46:                                               ; preds = %12
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0)), !dbg !102
  %47 = load i32, i32* getelementptr inbounds ([32 x i32], [32 x i32]* @out, i64 0, i64 31), align 4, !dbg !103, !tbaa !48
  %48 = and i32 %47, 1, !dbg !104
  ret i32 %48, !dbg !105
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_count(i8* noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @__wcet_assert(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "in", scope: !2, file: !3, line: 35, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fir_assert.c", directory: ".", checksumkind: CSK_MD5, checksum: "afbbb4ed37e3e383a05aef869c07d886")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 35, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 1024, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 32)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "coef", scope: !2, file: !3, line: 34, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !27, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!10}
!29 = !{!30, !31, !32}
!30 = !DILocalVariable(name: "n", scope: !26, file: !3, line: 38, type: !10)
!31 = !DILocalVariable(name: "k", scope: !26, file: !3, line: 38, type: !10)
!32 = !DILocalVariable(name: "acc", scope: !33, file: !3, line: 42, type: !10)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 41, column: 28)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 41, column: 3)
!35 = distinct !DILexicalBlock(scope: !26, file: !3, line: 41, column: 3)
!36 = !DILocation(line: 0, scope: !26)
!37 = !DILocation(line: 39, column: 8, scope: !38)
!38 = distinct !DILexicalBlock(scope: !26, file: !3, line: 39, column: 3)
!39 = !DILocation(line: 0, scope: !38)
!40 = !DILocation(line: 39, column: 17, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 39, column: 3)
!42 = !DILocation(line: 39, column: 3, scope: !38)
!43 = !DILocation(line: 40, column: 16, scope: !41)
!44 = !DILocation(line: 40, column: 22, scope: !41)
!45 = !DILocation(line: 40, column: 28, scope: !41)
!46 = !DILocation(line: 40, column: 5, scope: !41)
!47 = !DILocation(line: 40, column: 11, scope: !41)
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 39, column: 24, scope: !41)
!53 = !DILocation(line: 39, column: 3, scope: !41)
!54 = distinct !{!54, !42, !55, !56, !57}
!55 = !DILocation(line: 40, column: 30, scope: !38)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = !DILocation(line: 41, column: 8, scope: !35)
!59 = !DILocation(line: 0, scope: !35)
!60 = !DILocation(line: 41, column: 17, scope: !34)
!61 = !DILocation(line: 41, column: 3, scope: !35)
!62 = !DILocation(line: 0, scope: !33)
!63 = !DILocation(line: 43, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !33, file: !3, line: 43, column: 5)
!65 = !DILocation(line: 0, scope: !64)
!66 = !DILocation(line: 43, column: 19, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !3, line: 43, column: 5)
!68 = !DILocation(line: 43, column: 27, scope: !67)
!69 = !DILocation(line: 43, column: 32, scope: !67)
!70 = !DILocation(line: 0, scope: !67)
!71 = !DILocation(line: 43, column: 5, scope: !64)
!72 = !DILocation(line: 44, column: 14, scope: !73)
!73 = distinct !DILexicalBlock(scope: !67, file: !3, line: 43, column: 43)
!74 = !DILocation(line: 44, column: 29, scope: !73)
!75 = !DILocation(line: 44, column: 24, scope: !73)
!76 = !DILocation(line: 44, column: 22, scope: !73)
!77 = !DILocation(line: 44, column: 11, scope: !73)
!78 = !DILocation(line: 45, column: 7, scope: !73)
!79 = !DILocation(line: 46, column: 5, scope: !73)
!80 = !DILocation(line: 43, column: 39, scope: !67)
!81 = !DILocation(line: 43, column: 5, scope: !67)
!82 = distinct !{!82, !71, !83, !56, !57}
!83 = !DILocation(line: 46, column: 5, scope: !64)
!84 = !DILocation(line: 47, column: 9, scope: !85)
!85 = distinct !DILexicalBlock(scope: !33, file: !3, line: 47, column: 9)
!86 = !DILocation(line: 47, column: 9, scope: !33)
!87 = !DILocation(line: 48, column: 7, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 47, column: 34)
!89 = !DILocation(line: 49, column: 17, scope: !88)
!90 = !DILocation(line: 49, column: 13, scope: !88)
!91 = !DILocation(line: 50, column: 7, scope: !88)
!92 = !DILocation(line: 51, column: 5, scope: !88)
!93 = !DILocation(line: 52, column: 7, scope: !94)
!94 = distinct !DILexicalBlock(scope: !85, file: !3, line: 51, column: 12)
!95 = !DILocation(line: 54, column: 5, scope: !33)
!96 = !DILocation(line: 54, column: 12, scope: !33)
!97 = !DILocation(line: 55, column: 3, scope: !33)
!98 = !DILocation(line: 41, column: 24, scope: !34)
!99 = !DILocation(line: 41, column: 3, scope: !34)
!100 = distinct !{!100, !61, !101, !56, !57}
!101 = !DILocation(line: 55, column: 3, scope: !35)
!102 = !DILocation(line: 56, column: 3, scope: !26)
!103 = !DILocation(line: 57, column: 10, scope: !26)
!104 = !DILocation(line: 57, column: 22, scope: !26)
!105 = !DILocation(line: 57, column: 3, scope: !26)
