; ModuleID = '<stdin>'
source_filename = "matmult100.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"nz\00", align 1
@A = dso_local global [40 x [40 x i32]] zeroinitializer, align 16, !dbg !0
@B = dso_local global [40 x [40 x i32]] zeroinitializer, align 16, !dbg !7
@C = dso_local global [40 x [40 x i32]] zeroinitializer, align 16, !dbg !13
@.str.2 = private unnamed_addr constant [13 x i8] c"nz <= e / 20\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !29
  br label %1, !dbg !30

1:                                                ; preds = %38, %0
  %.01 = phi i32 [ 0, %0 ], [ %39, %38 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.01, metadata !26, metadata !DIExpression()), !dbg !29
  %2 = icmp slt i32 %.01, 40, !dbg !33
  br i1 %2, label %3, label %40, !dbg !35

3:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !29
  br label %4, !dbg !36

4:                                                ; preds = %35, %3
  %.0 = phi i32 [ 0, %3 ], [ %36, %35 ], !dbg !39
  call void @llvm.dbg.value(metadata i32 %.0, metadata !28, metadata !DIExpression()), !dbg !29
  %5 = icmp slt i32 %.0, 40, !dbg !40
  br i1 %5, label %6, label %37, !dbg !42

6:                                                ; preds = %4
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !43
  %7 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !45
  %8 = icmp ne i32 %7, 0, !dbg !45
  br i1 %8, label %9, label %33, !dbg !47

9:                                                ; preds = %6
  call void @__wcet_count(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !29
  br label %10, !dbg !50

10:                                               ; preds = %30, %9
  %.02 = phi i32 [ 0, %9 ], [ %31, %30 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.02, metadata !27, metadata !DIExpression()), !dbg !29
  %11 = icmp slt i32 %.02, 40, !dbg !53
  br i1 %11, label %12, label %32, !dbg !55

12:                                               ; preds = %10
  %13 = sext i32 %.01 to i64, !dbg !56
  %14 = getelementptr inbounds [40 x [40 x i32]], [40 x [40 x i32]]* @A, i64 0, i64 %13, !dbg !56
  %15 = sext i32 %.0 to i64, !dbg !56
  %16 = getelementptr inbounds [40 x i32], [40 x i32]* %14, i64 0, i64 %15, !dbg !56
  %17 = load i32, i32* %16, align 4, !dbg !56, !tbaa !58
  %18 = sext i32 %.0 to i64, !dbg !62
  %19 = getelementptr inbounds [40 x [40 x i32]], [40 x [40 x i32]]* @B, i64 0, i64 %18, !dbg !62
  %20 = sext i32 %.02 to i64, !dbg !62
  %21 = getelementptr inbounds [40 x i32], [40 x i32]* %19, i64 0, i64 %20, !dbg !62
  %22 = load i32, i32* %21, align 4, !dbg !62, !tbaa !58
  %23 = mul nsw i32 %17, %22, !dbg !63
  %24 = sext i32 %.01 to i64, !dbg !64
  %25 = getelementptr inbounds [40 x [40 x i32]], [40 x [40 x i32]]* @C, i64 0, i64 %24, !dbg !64
  %26 = sext i32 %.02 to i64, !dbg !64
  %27 = getelementptr inbounds [40 x i32], [40 x i32]* %25, i64 0, i64 %26, !dbg !64
  %28 = load i32, i32* %27, align 4, !dbg !65, !tbaa !58
  %29 = add nsw i32 %28, %23, !dbg !65
  store i32 %29, i32* %27, align 4, !dbg !65, !tbaa !58
  call void @__wcet_cost(i64 noundef 1), !dbg !66
  br label %30, !dbg !67

30:                                               ; preds = %12
  %31 = add nsw i32 %.02, 1, !dbg !68
  call void @llvm.dbg.value(metadata i32 %31, metadata !27, metadata !DIExpression()), !dbg !29
  br label %10, !dbg !69, !llvm.loop !70

32:                                               ; preds = %10
  call void @__wcet_cost(i64 noundef 2), !dbg !74
  br label %34, !dbg !75

33:                                               ; preds = %6
  call void @__wcet_cost(i64 noundef 1), !dbg !76
  br label %34

34:                                               ; preds = %33, %32
  br label %35, !dbg !78

35:                                               ; preds = %34
  %36 = add nsw i32 %.0, 1, !dbg !79
  call void @llvm.dbg.value(metadata i32 %36, metadata !28, metadata !DIExpression()), !dbg !29
  br label %4, !dbg !80, !llvm.loop !81

37:                                               ; preds = %4
  br label %38, !dbg !83

38:                                               ; preds = %37
  %39 = add nsw i32 %.01, 1, !dbg !84
  call void @llvm.dbg.value(metadata i32 %39, metadata !26, metadata !DIExpression()), !dbg !29
  br label %1, !dbg !85, !llvm.loop !86

40:                                               ; preds = %1
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0)), !dbg !88
  %41 = load i32, i32* getelementptr inbounds ([40 x [40 x i32]], [40 x [40 x i32]]* @C, i64 0, i64 0, i64 0), align 16, !dbg !89, !tbaa !58
  %42 = and i32 %41, 1, !dbg !90
  ret i32 %42, !dbg !91
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_count(i8* noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_assert(i8* noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 39, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "matmult100.c", directory: ".", checksumkind: CSK_MD5, checksum: "ca268435e623b9527c385c375acfd02a")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 39, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 51200, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12, !12}
!12 = !DISubrange(count: 40)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 39, type: !9, isLocal: false, isDefinition: true)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !23, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!10}
!25 = !{!26, !27, !28}
!26 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 42, type: !10)
!27 = !DILocalVariable(name: "j", scope: !22, file: !3, line: 42, type: !10)
!28 = !DILocalVariable(name: "k", scope: !22, file: !3, line: 42, type: !10)
!29 = !DILocation(line: 0, scope: !22)
!30 = !DILocation(line: 43, column: 8, scope: !31)
!31 = distinct !DILexicalBlock(scope: !22, file: !3, line: 43, column: 3)
!32 = !DILocation(line: 0, scope: !31)
!33 = !DILocation(line: 43, column: 17, scope: !34)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 43, column: 3)
!35 = !DILocation(line: 43, column: 3, scope: !31)
!36 = !DILocation(line: 44, column: 10, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 44, column: 5)
!38 = distinct !DILexicalBlock(scope: !34, file: !3, line: 43, column: 27)
!39 = !DILocation(line: 0, scope: !37)
!40 = !DILocation(line: 44, column: 19, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 44, column: 5)
!42 = !DILocation(line: 44, column: 5, scope: !37)
!43 = !DILocation(line: 45, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 44, column: 29)
!45 = !DILocation(line: 46, column: 11, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 46, column: 11)
!47 = !DILocation(line: 46, column: 11, scope: !44)
!48 = !DILocation(line: 47, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 46, column: 36)
!50 = !DILocation(line: 48, column: 14, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !3, line: 48, column: 9)
!52 = !DILocation(line: 0, scope: !51)
!53 = !DILocation(line: 48, column: 23, scope: !54)
!54 = distinct !DILexicalBlock(scope: !51, file: !3, line: 48, column: 9)
!55 = !DILocation(line: 48, column: 9, scope: !51)
!56 = !DILocation(line: 49, column: 22, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 48, column: 33)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 49, column: 32, scope: !57)
!63 = !DILocation(line: 49, column: 30, scope: !57)
!64 = !DILocation(line: 49, column: 11, scope: !57)
!65 = !DILocation(line: 49, column: 19, scope: !57)
!66 = !DILocation(line: 50, column: 11, scope: !57)
!67 = !DILocation(line: 51, column: 9, scope: !57)
!68 = !DILocation(line: 48, column: 29, scope: !54)
!69 = !DILocation(line: 48, column: 9, scope: !54)
!70 = distinct !{!70, !55, !71, !72, !73}
!71 = !DILocation(line: 51, column: 9, scope: !51)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !{!"llvm.loop.unroll.disable"}
!74 = !DILocation(line: 52, column: 9, scope: !49)
!75 = !DILocation(line: 53, column: 7, scope: !49)
!76 = !DILocation(line: 54, column: 9, scope: !77)
!77 = distinct !DILexicalBlock(scope: !46, file: !3, line: 53, column: 14)
!78 = !DILocation(line: 56, column: 5, scope: !44)
!79 = !DILocation(line: 44, column: 25, scope: !41)
!80 = !DILocation(line: 44, column: 5, scope: !41)
!81 = distinct !{!81, !42, !82, !72, !73}
!82 = !DILocation(line: 56, column: 5, scope: !37)
!83 = !DILocation(line: 57, column: 3, scope: !38)
!84 = !DILocation(line: 43, column: 23, scope: !34)
!85 = !DILocation(line: 43, column: 3, scope: !34)
!86 = distinct !{!86, !35, !87, !72, !73}
!87 = !DILocation(line: 57, column: 3, scope: !31)
!88 = !DILocation(line: 58, column: 3, scope: !22)
!89 = !DILocation(line: 59, column: 10, scope: !22)
!90 = !DILocation(line: 59, column: 18, scope: !22)
!91 = !DILocation(line: 59, column: 3, scope: !22)
