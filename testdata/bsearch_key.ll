; ModuleID = '<stdin>'
source_filename = "bsearch_key.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@key = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@result = dso_local global i32 0, align 4, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local i32 @search(i32 noundef %0) #0 !dbg !20 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 -1, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 2, metadata !27, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !29
  br label %2, !dbg !30

2:                                                ; preds = %26, %1
  %.03 = phi i32 [ 2, %1 ], [ %.25, %26 ], !dbg !29
  %.01 = phi i32 [ -1, %1 ], [ %.12, %26 ], !dbg !29
  %.0 = phi i32 [ 0, %1 ], [ %.2, %26 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.0, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %.01, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %.03, metadata !27, metadata !DIExpression()), !dbg !29
  %3 = icmp sle i32 %.0, %.03, !dbg !32
  br i1 %3, label %4, label %27, !dbg !30

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !33
  %5 = add nsw i32 %.0, %.03, !dbg !35
  %6 = ashr i32 %5, 1, !dbg !36
  call void @llvm.dbg.value(metadata i32 %6, metadata !26, metadata !DIExpression()), !dbg !29
  %7 = sext i32 %6 to i64, !dbg !37
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* @key, i64 0, i64 %7, !dbg !37
  %9 = load i32, i32* %8, align 4, !dbg !37, !tbaa !39
  %10 = icmp eq i32 %9, %0, !dbg !43
  br i1 %10, label %11, label %16, !dbg !44

11:                                               ; preds = %4
  call void @__wcet_cost(i64 noundef 5), !dbg !45
  %12 = sub nsw i32 %.0, 1, !dbg !47
  call void @llvm.dbg.value(metadata i32 %12, metadata !27, metadata !DIExpression()), !dbg !29
  %13 = sext i32 %6 to i64, !dbg !48
  %14 = getelementptr inbounds [3 x i32], [3 x i32]* @key, i64 0, i64 %13, !dbg !48
  %15 = load i32, i32* %14, align 4, !dbg !48, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %15, metadata !25, metadata !DIExpression()), !dbg !29
  br label %26, !dbg !49

16:                                               ; preds = %4
  %17 = sext i32 %6 to i64, !dbg !50
  %18 = getelementptr inbounds [3 x i32], [3 x i32]* @key, i64 0, i64 %17, !dbg !50
  %19 = load i32, i32* %18, align 4, !dbg !50, !tbaa !39
  %20 = icmp sgt i32 %19, %0, !dbg !52
  br i1 %20, label %21, label %23, !dbg !53

21:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 2), !dbg !54
  %22 = sub nsw i32 %6, 1, !dbg !56
  call void @llvm.dbg.value(metadata i32 %22, metadata !27, metadata !DIExpression()), !dbg !29
  br label %25, !dbg !57

23:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 3), !dbg !58
  %24 = add nsw i32 %6, 1, !dbg !60
  call void @llvm.dbg.value(metadata i32 %24, metadata !28, metadata !DIExpression()), !dbg !29
  br label %25

25:                                               ; preds = %23, %21
  %.14 = phi i32 [ %22, %21 ], [ %.03, %23 ], !dbg !29
  %.1 = phi i32 [ %.0, %21 ], [ %24, %23 ], !dbg !29
  call void @llvm.dbg.value(metadata i32 %.1, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %.14, metadata !27, metadata !DIExpression()), !dbg !29
  br label %26

26:                                               ; preds = %25, %11
  %.25 = phi i32 [ %12, %11 ], [ %.14, %25 ], !dbg !61
  %.12 = phi i32 [ %15, %11 ], [ %.01, %25 ], !dbg !29
  %.2 = phi i32 [ %.0, %11 ], [ %.1, %25 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.2, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %.12, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %.25, metadata !27, metadata !DIExpression()), !dbg !29
  br label %2, !dbg !30, !llvm.loop !62

27:                                               ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ], !dbg !29
  ret i32 %.01.lcssa, !dbg !66
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef -1000, i32 noundef 1000), !dbg !74
  call void @llvm.dbg.value(metadata i32 %1, metadata !71, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !76
  br label %2, !dbg !77

2:                                                ; preds = %8, %0
  %.0 = phi i32 [ 0, %0 ], [ %9, %8 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 %.0, metadata !72, metadata !DIExpression()), !dbg !76
  %3 = icmp slt i32 %.0, 3, !dbg !78
  br i1 %3, label %5, label %4, !dbg !80

4:                                                ; preds = %2
  br label %10

5:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !81
  %6 = sext i32 %.0 to i64, !dbg !83
  %7 = getelementptr inbounds [3 x i32], [3 x i32]* @key, i64 0, i64 %6, !dbg !83
  store i32 %1, i32* %7, align 4, !dbg !84, !tbaa !39
  br label %8, !dbg !85

8:                                                ; preds = %5
  %9 = add nsw i32 %.0, 1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %9, metadata !72, metadata !DIExpression()), !dbg !76
  br label %2, !dbg !87, !llvm.loop !88

10:                                               ; preds = %4
  %11 = call i32 @search(i32 noundef 8), !dbg !90
  store i32 %11, i32* @result, align 4, !dbg !91, !tbaa !39
  %12 = load i32, i32* @result, align 4, !dbg !92, !tbaa !39
  ret i32 %12, !dbg !93
}

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 23, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bsearch_key.c", directory: ".", checksumkind: CSK_MD5, checksum: "8675613cc7d8a8aae399940a2bf9231b")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 24, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 3)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "search", scope: !3, file: !3, line: 26, type: !21, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!9, !9}
!23 = !{!24, !25, !26, !27, !28}
!24 = !DILocalVariable(name: "x", arg: 1, scope: !20, file: !3, line: 26, type: !9)
!25 = !DILocalVariable(name: "found", scope: !20, file: !3, line: 27, type: !9)
!26 = !DILocalVariable(name: "mid", scope: !20, file: !3, line: 27, type: !9)
!27 = !DILocalVariable(name: "up", scope: !20, file: !3, line: 27, type: !9)
!28 = !DILocalVariable(name: "low", scope: !20, file: !3, line: 27, type: !9)
!29 = !DILocation(line: 0, scope: !20)
!30 = !DILocation(line: 29, column: 3, scope: !20)
!31 = !DILocation(line: 27, column: 32, scope: !20)
!32 = !DILocation(line: 29, column: 14, scope: !20)
!33 = !DILocation(line: 30, column: 5, scope: !34)
!34 = distinct !DILexicalBlock(scope: !20, file: !3, line: 29, column: 21)
!35 = !DILocation(line: 31, column: 16, scope: !34)
!36 = !DILocation(line: 31, column: 22, scope: !34)
!37 = !DILocation(line: 32, column: 9, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !3, line: 32, column: 9)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 32, column: 18, scope: !38)
!44 = !DILocation(line: 32, column: 9, scope: !34)
!45 = !DILocation(line: 33, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !38, file: !3, line: 32, column: 24)
!47 = !DILocation(line: 34, column: 16, scope: !46)
!48 = !DILocation(line: 35, column: 15, scope: !46)
!49 = !DILocation(line: 36, column: 5, scope: !46)
!50 = !DILocation(line: 36, column: 16, scope: !51)
!51 = distinct !DILexicalBlock(scope: !38, file: !3, line: 36, column: 16)
!52 = !DILocation(line: 36, column: 25, scope: !51)
!53 = !DILocation(line: 36, column: 16, scope: !38)
!54 = !DILocation(line: 37, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 36, column: 30)
!56 = !DILocation(line: 38, column: 16, scope: !55)
!57 = !DILocation(line: 39, column: 5, scope: !55)
!58 = !DILocation(line: 40, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !51, file: !3, line: 39, column: 12)
!60 = !DILocation(line: 41, column: 17, scope: !59)
!61 = !DILocation(line: 0, scope: !38)
!62 = distinct !{!62, !30, !63, !64, !65}
!63 = !DILocation(line: 43, column: 3, scope: !20)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 44, column: 3, scope: !20)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!9}
!70 = !{!71, !72}
!71 = !DILocalVariable(name: "n", scope: !67, file: !3, line: 48, type: !9)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 49, type: !9)
!73 = distinct !DILexicalBlock(scope: !67, file: !3, line: 49, column: 3)
!74 = !DILocation(line: 48, column: 11, scope: !67)
!75 = !DILocation(line: 0, scope: !67)
!76 = !DILocation(line: 0, scope: !73)
!77 = !DILocation(line: 49, column: 8, scope: !73)
!78 = !DILocation(line: 49, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !73, file: !3, line: 49, column: 3)
!80 = !DILocation(line: 49, column: 3, scope: !73)
!81 = !DILocation(line: 50, column: 5, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !3, line: 49, column: 31)
!83 = !DILocation(line: 51, column: 5, scope: !82)
!84 = !DILocation(line: 51, column: 12, scope: !82)
!85 = !DILocation(line: 52, column: 3, scope: !82)
!86 = !DILocation(line: 49, column: 26, scope: !79)
!87 = !DILocation(line: 49, column: 3, scope: !79)
!88 = distinct !{!88, !80, !89, !64, !65}
!89 = !DILocation(line: 52, column: 3, scope: !73)
!90 = !DILocation(line: 53, column: 12, scope: !67)
!91 = !DILocation(line: 53, column: 10, scope: !67)
!92 = !DILocation(line: 54, column: 10, scope: !67)
!93 = !DILocation(line: 54, column: 3, scope: !67)
