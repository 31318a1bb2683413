; ModuleID = '<stdin>'
source_filename = "bubblesort100.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [100 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"c <= 100 - (100 - 10)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !26

1:                                                ; preds = %8, %0
  %.01 = phi i32 [ 0, %0 ], [ %9, %8 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.01, metadata !22, metadata !DIExpression()), !dbg !25
  %2 = icmp slt i32 %.01, 100, !dbg !29
  br i1 %2, label %3, label %10, !dbg !31

3:                                                ; preds = %1
  %4 = mul nsw i32 %.01, 7, !dbg !32
  %5 = srem i32 %4, 100, !dbg !33
  %6 = sext i32 %.01 to i64, !dbg !34
  %7 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %6, !dbg !34
  store i32 %5, i32* %7, align 4, !dbg !35, !tbaa !36
  br label %8, !dbg !34

8:                                                ; preds = %3
  %9 = add nsw i32 %.01, 1, !dbg !40
  call void @llvm.dbg.value(metadata i32 %9, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !41, !llvm.loop !42

10:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 99, metadata !22, metadata !DIExpression()), !dbg !25
  br label %11, !dbg !46

11:                                               ; preds = %38, %10
  %.1 = phi i32 [ 99, %10 ], [ %39, %38 ], !dbg !48
  call void @llvm.dbg.value(metadata i32 %.1, metadata !22, metadata !DIExpression()), !dbg !25
  %12 = icmp sge i32 %.1, 1, !dbg !49
  br i1 %12, label %13, label %40, !dbg !51

13:                                               ; preds = %11
  call void @__wcet_reset(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !52
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !25
  br label %14, !dbg !54

14:                                               ; preds = %35, %13
  %.0 = phi i32 [ 0, %13 ], [ %36, %35 ], !dbg !56
  call void @llvm.dbg.value(metadata i32 %.0, metadata !23, metadata !DIExpression()), !dbg !25
  %15 = sub nsw i32 %.1, 1, !dbg !57
  %16 = icmp sle i32 %.0, %15, !dbg !59
  br i1 %16, label %17, label %37, !dbg !60

17:                                               ; preds = %14
  %18 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !61
  %19 = icmp ne i32 %18, 0, !dbg !61
  br i1 %19, label %20, label %33, !dbg !64

20:                                               ; preds = %17
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !65
  %21 = sext i32 %.0 to i64, !dbg !67
  %22 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %21, !dbg !67
  %23 = load i32, i32* %22, align 4, !dbg !67, !tbaa !36
  call void @llvm.dbg.value(metadata i32 %23, metadata !24, metadata !DIExpression()), !dbg !25
  %24 = add nsw i32 %.0, 1, !dbg !68
  %25 = sext i32 %24 to i64, !dbg !69
  %26 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %25, !dbg !69
  %27 = load i32, i32* %26, align 4, !dbg !69, !tbaa !36
  %28 = sext i32 %.0 to i64, !dbg !70
  %29 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %28, !dbg !70
  store i32 %27, i32* %29, align 4, !dbg !71, !tbaa !36
  %30 = add nsw i32 %.0, 1, !dbg !72
  %31 = sext i32 %30 to i64, !dbg !73
  %32 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %31, !dbg !73
  store i32 %23, i32* %32, align 4, !dbg !74, !tbaa !36
  call void @__wcet_cost(i64 noundef 100), !dbg !75
  br label %34, !dbg !76

33:                                               ; preds = %17
  call void @__wcet_cost(i64 noundef 1), !dbg !77
  br label %34

34:                                               ; preds = %33, %20
  br label %35, !dbg !79

35:                                               ; preds = %34
  %36 = add nsw i32 %.0, 1, !dbg !80
  call void @llvm.dbg.value(metadata i32 %36, metadata !23, metadata !DIExpression()), !dbg !25
  br label %14, !dbg !81, !llvm.loop !82

37:                                               ; preds = %14
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0)), !dbg !84
  br label %38, !dbg !85

38:                                               ; preds = %37
  %39 = add nsw i32 %.1, -1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %39, metadata !22, metadata !DIExpression()), !dbg !25
  br label %11, !dbg !87, !llvm.loop !88

40:                                               ; preds = %11
  %41 = load i32, i32* getelementptr inbounds ([100 x i32], [100 x i32]* @a, i64 0, i64 0), align 16, !dbg !90, !tbaa !36
  %42 = and i32 %41, 1, !dbg !91
  ret i32 %42, !dbg !92
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_reset(i8* noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_count(i8* noundef) #3

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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 43, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bubblesort100.c", directory: ".", checksumkind: CSK_MD5, checksum: "fe731dbd7386b4c9d513404ee3f525dc")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 3200, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 100)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !19, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22, !23, !24}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 46, type: !8)
!23 = !DILocalVariable(name: "j", scope: !18, file: !3, line: 46, type: !8)
!24 = !DILocalVariable(name: "tp", scope: !18, file: !3, line: 46, type: !8)
!25 = !DILocation(line: 0, scope: !18)
!26 = !DILocation(line: 47, column: 8, scope: !27)
!27 = distinct !DILexicalBlock(scope: !18, file: !3, line: 47, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 47, column: 17, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !3, line: 47, column: 3)
!31 = !DILocation(line: 47, column: 3, scope: !27)
!32 = !DILocation(line: 48, column: 15, scope: !30)
!33 = !DILocation(line: 48, column: 20, scope: !30)
!34 = !DILocation(line: 48, column: 5, scope: !30)
!35 = !DILocation(line: 48, column: 10, scope: !30)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 47, column: 23, scope: !30)
!41 = !DILocation(line: 47, column: 3, scope: !30)
!42 = distinct !{!42, !31, !43, !44, !45}
!43 = !DILocation(line: 48, column: 22, scope: !27)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 49, column: 8, scope: !47)
!47 = distinct !DILexicalBlock(scope: !18, file: !3, line: 49, column: 3)
!48 = !DILocation(line: 0, scope: !47)
!49 = !DILocation(line: 49, column: 21, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 49, column: 3)
!51 = !DILocation(line: 49, column: 3, scope: !47)
!52 = !DILocation(line: 50, column: 5, scope: !53)
!53 = distinct !DILexicalBlock(scope: !50, file: !3, line: 49, column: 32)
!54 = !DILocation(line: 51, column: 10, scope: !55)
!55 = distinct !DILexicalBlock(scope: !53, file: !3, line: 51, column: 5)
!56 = !DILocation(line: 0, scope: !55)
!57 = !DILocation(line: 51, column: 24, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 51, column: 5)
!59 = !DILocation(line: 51, column: 19, scope: !58)
!60 = !DILocation(line: 51, column: 5, scope: !55)
!61 = !DILocation(line: 52, column: 11, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 52, column: 11)
!63 = distinct !DILexicalBlock(scope: !58, file: !3, line: 51, column: 34)
!64 = !DILocation(line: 52, column: 11, scope: !63)
!65 = !DILocation(line: 53, column: 9, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 52, column: 36)
!67 = !DILocation(line: 54, column: 14, scope: !66)
!68 = !DILocation(line: 55, column: 20, scope: !66)
!69 = !DILocation(line: 55, column: 16, scope: !66)
!70 = !DILocation(line: 55, column: 9, scope: !66)
!71 = !DILocation(line: 55, column: 14, scope: !66)
!72 = !DILocation(line: 56, column: 13, scope: !66)
!73 = !DILocation(line: 56, column: 9, scope: !66)
!74 = !DILocation(line: 56, column: 18, scope: !66)
!75 = !DILocation(line: 57, column: 9, scope: !66)
!76 = !DILocation(line: 58, column: 7, scope: !66)
!77 = !DILocation(line: 59, column: 9, scope: !78)
!78 = distinct !DILexicalBlock(scope: !62, file: !3, line: 58, column: 14)
!79 = !DILocation(line: 61, column: 5, scope: !63)
!80 = !DILocation(line: 51, column: 30, scope: !58)
!81 = !DILocation(line: 51, column: 5, scope: !58)
!82 = distinct !{!82, !60, !83, !44, !45}
!83 = !DILocation(line: 61, column: 5, scope: !55)
!84 = !DILocation(line: 62, column: 5, scope: !53)
!85 = !DILocation(line: 63, column: 3, scope: !53)
!86 = !DILocation(line: 49, column: 28, scope: !50)
!87 = !DILocation(line: 49, column: 3, scope: !50)
!88 = distinct !{!88, !51, !89, !44, !45}
!89 = !DILocation(line: 63, column: 3, scope: !47)
!90 = !DILocation(line: 64, column: 10, scope: !18)
!91 = !DILocation(line: 64, column: 15, scope: !18)
!92 = !DILocation(line: 64, column: 3, scope: !18)
