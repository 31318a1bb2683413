; ModuleID = '<stdin>'
source_filename = "ns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@keys = dso_local global [5 x [5 x [5 x [5 x i32]]]] zeroinitializer, align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @ns(i32 noundef %0) #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 1, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !28
  br label %2, !dbg !29

2:                                                ; preds = %32, %1
  %.01 = phi i32 [ 0, %1 ], [ %33, %32 ], !dbg !31
  %.0 = phi i32 [ 1, %1 ], [ %.1.lcssa, %32 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.0, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.01, metadata !23, metadata !DIExpression()), !dbg !28
  %3 = icmp slt i32 %.01, 5, !dbg !33
  br i1 %3, label %4, label %34, !dbg !35

4:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !28
  br label %5, !dbg !36

5:                                                ; preds = %29, %4
  %.02 = phi i32 [ 0, %4 ], [ %30, %29 ], !dbg !38
  %.1 = phi i32 [ %.0, %4 ], [ %.2.lcssa, %29 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.1, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.02, metadata !24, metadata !DIExpression()), !dbg !28
  %6 = icmp slt i32 %.02, 5, !dbg !39
  br i1 %6, label %7, label %31, !dbg !41

7:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !28
  br label %8, !dbg !42

8:                                                ; preds = %26, %7
  %.03 = phi i32 [ 0, %7 ], [ %27, %26 ], !dbg !44
  %.2 = phi i32 [ %.1, %7 ], [ %.3.lcssa, %26 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.2, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.03, metadata !25, metadata !DIExpression()), !dbg !28
  %9 = icmp slt i32 %.03, 5, !dbg !45
  br i1 %9, label %10, label %28, !dbg !47

10:                                               ; preds = %8
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !28
  br label %11, !dbg !48

11:                                               ; preds = %23, %10
  %.04 = phi i32 [ 0, %10 ], [ %24, %23 ], !dbg !50
  %.3 = phi i32 [ %.2, %10 ], [ %22, %23 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.3, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.04, metadata !26, metadata !DIExpression()), !dbg !28
  %12 = icmp slt i32 %.04, 5, !dbg !51
  br i1 %12, label %13, label %25, !dbg !53

13:                                               ; preds = %11
  %14 = sext i32 %.01 to i64, !dbg !54
  %15 = getelementptr inbounds [5 x [5 x [5 x [5 x i32]]]], [5 x [5 x [5 x [5 x i32]]]]* @keys, i64 0, i64 %14, !dbg !54
  %16 = sext i32 %.02 to i64, !dbg !54
  %17 = getelementptr inbounds [5 x [5 x [5 x i32]]], [5 x [5 x [5 x i32]]]* %15, i64 0, i64 %16, !dbg !54
  %18 = sext i32 %.03 to i64, !dbg !54
  %19 = getelementptr inbounds [5 x [5 x i32]], [5 x [5 x i32]]* %17, i64 0, i64 %18, !dbg !54
  %20 = sext i32 %.04 to i64, !dbg !54
  %21 = getelementptr inbounds [5 x i32], [5 x i32]* %19, i64 0, i64 %20, !dbg !54
  store i32 %.3, i32* %21, align 4, !dbg !56, !tbaa !57
  %22 = add nsw i32 %.3, 2, !dbg !61
  call void @llvm.dbg.value(metadata i32 %22, metadata !27, metadata !DIExpression()), !dbg !28
  br label %23, !dbg !62

23:                                               ; preds = %13
  %24 = add nsw i32 %.04, 1, !dbg !63
  call void @llvm.dbg.value(metadata i32 %24, metadata !26, metadata !DIExpression()), !dbg !28
  br label %11, !dbg !64, !llvm.loop !65

25:                                               ; preds = %11
  %.3.lcssa = phi i32 [ %.3, %11 ], !dbg !28
  br label %26, !dbg !66

26:                                               ; preds = %25
  %27 = add nsw i32 %.03, 1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %27, metadata !25, metadata !DIExpression()), !dbg !28
  br label %8, !dbg !70, !llvm.loop !71

28:                                               ; preds = %8
  %.2.lcssa = phi i32 [ %.2, %8 ], !dbg !32
  br label %29, !dbg !72

29:                                               ; preds = %28
  %30 = add nsw i32 %.02, 1, !dbg !73
  call void @llvm.dbg.value(metadata i32 %30, metadata !24, metadata !DIExpression()), !dbg !28
  br label %5, !dbg !74, !llvm.loop !75

31:                                               ; preds = %5
  %.1.lcssa = phi i32 [ %.1, %5 ], !dbg !32
  br label %32, !dbg !76

32:                                               ; preds = %31
  %33 = add nsw i32 %.01, 1, !dbg !77
  call void @llvm.dbg.value(metadata i32 %33, metadata !23, metadata !DIExpression()), !dbg !28
  br label %2, !dbg !78, !llvm.loop !79

34:                                               ; preds = %2
  %35 = call i32 @search(i32 noundef %0), !dbg !81
  ret i32 %35, !dbg !82
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define internal i32 @search(i32 noundef %0) #0 !dbg !83 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !85, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !90
  br label %2, !dbg !91

2:                                                ; preds = %41, %1
  %.01 = phi i32 [ 0, %1 ], [ %42, %41 ], !dbg !93
  call void @llvm.dbg.value(metadata i32 %.01, metadata !86, metadata !DIExpression()), !dbg !90
  %3 = icmp slt i32 %.01, 5, !dbg !94
  br i1 %3, label %4, label %43, !dbg !96

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !90
  br label %5, !dbg !99

5:                                                ; preds = %38, %4
  %.02 = phi i32 [ 0, %4 ], [ %39, %38 ], !dbg !101
  call void @llvm.dbg.value(metadata i32 %.02, metadata !87, metadata !DIExpression()), !dbg !90
  %6 = icmp slt i32 %.02, 5, !dbg !102
  br i1 %6, label %7, label %40, !dbg !104

7:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 1), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !90
  br label %8, !dbg !107

8:                                                ; preds = %35, %7
  %.03 = phi i32 [ 0, %7 ], [ %36, %35 ], !dbg !109
  call void @llvm.dbg.value(metadata i32 %.03, metadata !88, metadata !DIExpression()), !dbg !90
  %9 = icmp slt i32 %.03, 5, !dbg !110
  br i1 %9, label %10, label %37, !dbg !112

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 1), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !90
  br label %11, !dbg !115

11:                                               ; preds = %32, %10
  %.04 = phi i32 [ 0, %10 ], [ %33, %32 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %.04, metadata !89, metadata !DIExpression()), !dbg !90
  %12 = icmp slt i32 %.04, 5, !dbg !118
  br i1 %12, label %13, label %34, !dbg !120

13:                                               ; preds = %11
  call void @__wcet_cost(i64 noundef 1), !dbg !121
  %14 = sext i32 %.01 to i64, !dbg !123
  %15 = getelementptr inbounds [5 x [5 x [5 x [5 x i32]]]], [5 x [5 x [5 x [5 x i32]]]]* @keys, i64 0, i64 %14, !dbg !123
  %16 = sext i32 %.02 to i64, !dbg !123
  %17 = getelementptr inbounds [5 x [5 x [5 x i32]]], [5 x [5 x [5 x i32]]]* %15, i64 0, i64 %16, !dbg !123
  %18 = sext i32 %.03 to i64, !dbg !123
  %19 = getelementptr inbounds [5 x [5 x i32]], [5 x [5 x i32]]* %17, i64 0, i64 %18, !dbg !123
  %20 = sext i32 %.04 to i64, !dbg !123
  %21 = getelementptr inbounds [5 x i32], [5 x i32]* %19, i64 0, i64 %20, !dbg !123
  %22 = load i32, i32* %21, align 4, !dbg !123, !tbaa !57
  %23 = icmp eq i32 %22, %0, !dbg !125
  br i1 %23, label %24, label %31, !dbg !126

24:                                               ; preds = %13
  %.01.lcssa8 = phi i32 [ %.01, %13 ], !dbg !93
  %.02.lcssa7 = phi i32 [ %.02, %13 ], !dbg !101
  %.03.lcssa6 = phi i32 [ %.03, %13 ], !dbg !109
  %.04.lcssa5 = phi i32 [ %.04, %13 ], !dbg !117
  %25 = mul nsw i32 %.01.lcssa8, 5, !dbg !127
  %26 = add nsw i32 %25, %.02.lcssa7, !dbg !128
  %27 = mul nsw i32 %26, 5, !dbg !129
  %28 = add nsw i32 %27, %.03.lcssa6, !dbg !130
  %29 = mul nsw i32 %28, 5, !dbg !131
  %30 = add nsw i32 %29, %.04.lcssa5, !dbg !132
  br label %44, !dbg !133

31:                                               ; preds = %13
  br label %32, !dbg !134

32:                                               ; preds = %31
  %33 = add nsw i32 %.04, 1, !dbg !135
  call void @llvm.dbg.value(metadata i32 %33, metadata !89, metadata !DIExpression()), !dbg !90
  br label %11, !dbg !136, !llvm.loop !137

34:                                               ; preds = %11
  br label %35, !dbg !139

35:                                               ; preds = %34
  %36 = add nsw i32 %.03, 1, !dbg !140
  call void @llvm.dbg.value(metadata i32 %36, metadata !88, metadata !DIExpression()), !dbg !90
  br label %8, !dbg !141, !llvm.loop !142

37:                                               ; preds = %8
  br label %38, !dbg !144

38:                                               ; preds = %37
  %39 = add nsw i32 %.02, 1, !dbg !145
  call void @llvm.dbg.value(metadata i32 %39, metadata !87, metadata !DIExpression()), !dbg !90
  br label %5, !dbg !146, !llvm.loop !147

40:                                               ; preds = %5
  br label %41, !dbg !149

41:                                               ; preds = %40
  %42 = add nsw i32 %.01, 1, !dbg !150
  call void @llvm.dbg.value(metadata i32 %42, metadata !86, metadata !DIExpression()), !dbg !90
  br label %2, !dbg !151, !llvm.loop !152

43:                                               ; preds = %2
  br label %44, !dbg !154

44:                                               ; preds = %43, %24
  %.0 = phi i32 [ %30, %24 ], [ -1, %43 ], !dbg !90
  ret i32 %.0, !dbg !155
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "keys", scope: !2, file: !3, line: 23, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ns.c", directory: ".", checksumkind: CSK_MD5, checksum: "61f74d416215d964bae198f6e8c76d10")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 20000, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !10, !10, !10}
!10 = !DISubrange(count: 5)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "ns", scope: !3, file: !3, line: 44, type: !19, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8, !8}
!21 = !{!22, !23, !24, !25, !26, !27}
!22 = !DILocalVariable(name: "key", arg: 1, scope: !18, file: !3, line: 44, type: !8)
!23 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 45, type: !8)
!24 = !DILocalVariable(name: "j", scope: !18, file: !3, line: 45, type: !8)
!25 = !DILocalVariable(name: "k", scope: !18, file: !3, line: 45, type: !8)
!26 = !DILocalVariable(name: "l", scope: !18, file: !3, line: 45, type: !8)
!27 = !DILocalVariable(name: "v", scope: !18, file: !3, line: 45, type: !8)
!28 = !DILocation(line: 0, scope: !18)
!29 = !DILocation(line: 46, column: 8, scope: !30)
!30 = distinct !DILexicalBlock(scope: !18, file: !3, line: 46, column: 3)
!31 = !DILocation(line: 0, scope: !30)
!32 = !DILocation(line: 45, column: 19, scope: !18)
!33 = !DILocation(line: 46, column: 17, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !3, line: 46, column: 3)
!35 = !DILocation(line: 46, column: 3, scope: !30)
!36 = !DILocation(line: 47, column: 10, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 47, column: 5)
!38 = !DILocation(line: 0, scope: !37)
!39 = !DILocation(line: 47, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 47, column: 5)
!41 = !DILocation(line: 47, column: 5, scope: !37)
!42 = !DILocation(line: 48, column: 12, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 48, column: 7)
!44 = !DILocation(line: 0, scope: !43)
!45 = !DILocation(line: 48, column: 21, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !3, line: 48, column: 7)
!47 = !DILocation(line: 48, column: 7, scope: !43)
!48 = !DILocation(line: 49, column: 14, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 49, column: 9)
!50 = !DILocation(line: 0, scope: !49)
!51 = !DILocation(line: 49, column: 23, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 49, column: 9)
!53 = !DILocation(line: 49, column: 9, scope: !49)
!54 = !DILocation(line: 50, column: 11, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 49, column: 33)
!56 = !DILocation(line: 50, column: 28, scope: !55)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 51, column: 13, scope: !55)
!62 = !DILocation(line: 52, column: 9, scope: !55)
!63 = !DILocation(line: 49, column: 29, scope: !52)
!64 = !DILocation(line: 49, column: 9, scope: !52)
!65 = distinct !{!65, !53, !66, !67, !68}
!66 = !DILocation(line: 52, column: 9, scope: !49)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !{!"llvm.loop.unroll.disable"}
!69 = !DILocation(line: 48, column: 27, scope: !46)
!70 = !DILocation(line: 48, column: 7, scope: !46)
!71 = distinct !{!71, !47, !72, !67, !68}
!72 = !DILocation(line: 52, column: 9, scope: !43)
!73 = !DILocation(line: 47, column: 25, scope: !40)
!74 = !DILocation(line: 47, column: 5, scope: !40)
!75 = distinct !{!75, !41, !76, !67, !68}
!76 = !DILocation(line: 52, column: 9, scope: !37)
!77 = !DILocation(line: 46, column: 23, scope: !34)
!78 = !DILocation(line: 46, column: 3, scope: !34)
!79 = distinct !{!79, !35, !80, !67, !68}
!80 = !DILocation(line: 52, column: 9, scope: !30)
!81 = !DILocation(line: 53, column: 10, scope: !18)
!82 = !DILocation(line: 53, column: 3, scope: !18)
!83 = distinct !DISubprogram(name: "search", scope: !3, file: !3, line: 25, type: !19, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!84 = !{!85, !86, !87, !88, !89}
!85 = !DILocalVariable(name: "key", arg: 1, scope: !83, file: !3, line: 25, type: !8)
!86 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 26, type: !8)
!87 = !DILocalVariable(name: "j", scope: !83, file: !3, line: 26, type: !8)
!88 = !DILocalVariable(name: "k", scope: !83, file: !3, line: 26, type: !8)
!89 = !DILocalVariable(name: "l", scope: !83, file: !3, line: 26, type: !8)
!90 = !DILocation(line: 0, scope: !83)
!91 = !DILocation(line: 27, column: 8, scope: !92)
!92 = distinct !DILexicalBlock(scope: !83, file: !3, line: 27, column: 3)
!93 = !DILocation(line: 0, scope: !92)
!94 = !DILocation(line: 27, column: 17, scope: !95)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 27, column: 3)
!96 = !DILocation(line: 27, column: 3, scope: !92)
!97 = !DILocation(line: 28, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !95, file: !3, line: 27, column: 27)
!99 = !DILocation(line: 29, column: 10, scope: !100)
!100 = distinct !DILexicalBlock(scope: !98, file: !3, line: 29, column: 5)
!101 = !DILocation(line: 0, scope: !100)
!102 = !DILocation(line: 29, column: 19, scope: !103)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 29, column: 5)
!104 = !DILocation(line: 29, column: 5, scope: !100)
!105 = !DILocation(line: 30, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 29, column: 29)
!107 = !DILocation(line: 31, column: 12, scope: !108)
!108 = distinct !DILexicalBlock(scope: !106, file: !3, line: 31, column: 7)
!109 = !DILocation(line: 0, scope: !108)
!110 = !DILocation(line: 31, column: 21, scope: !111)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 31, column: 7)
!112 = !DILocation(line: 31, column: 7, scope: !108)
!113 = !DILocation(line: 32, column: 9, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 31, column: 31)
!115 = !DILocation(line: 33, column: 14, scope: !116)
!116 = distinct !DILexicalBlock(scope: !114, file: !3, line: 33, column: 9)
!117 = !DILocation(line: 0, scope: !116)
!118 = !DILocation(line: 33, column: 23, scope: !119)
!119 = distinct !DILexicalBlock(scope: !116, file: !3, line: 33, column: 9)
!120 = !DILocation(line: 33, column: 9, scope: !116)
!121 = !DILocation(line: 34, column: 11, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 33, column: 33)
!123 = !DILocation(line: 35, column: 15, scope: !124)
!124 = distinct !DILexicalBlock(scope: !122, file: !3, line: 35, column: 15)
!125 = !DILocation(line: 35, column: 32, scope: !124)
!126 = !DILocation(line: 35, column: 15, scope: !122)
!127 = !DILocation(line: 36, column: 24, scope: !124)
!128 = !DILocation(line: 36, column: 28, scope: !124)
!129 = !DILocation(line: 36, column: 33, scope: !124)
!130 = !DILocation(line: 36, column: 37, scope: !124)
!131 = !DILocation(line: 36, column: 42, scope: !124)
!132 = !DILocation(line: 36, column: 46, scope: !124)
!133 = !DILocation(line: 36, column: 13, scope: !124)
!134 = !DILocation(line: 37, column: 9, scope: !122)
!135 = !DILocation(line: 33, column: 29, scope: !119)
!136 = !DILocation(line: 33, column: 9, scope: !119)
!137 = distinct !{!137, !120, !138, !67, !68}
!138 = !DILocation(line: 37, column: 9, scope: !116)
!139 = !DILocation(line: 38, column: 7, scope: !114)
!140 = !DILocation(line: 31, column: 27, scope: !111)
!141 = !DILocation(line: 31, column: 7, scope: !111)
!142 = distinct !{!142, !112, !143, !67, !68}
!143 = !DILocation(line: 38, column: 7, scope: !108)
!144 = !DILocation(line: 39, column: 5, scope: !106)
!145 = !DILocation(line: 29, column: 25, scope: !103)
!146 = !DILocation(line: 29, column: 5, scope: !103)
!147 = distinct !{!147, !104, !148, !67, !68}
!148 = !DILocation(line: 39, column: 5, scope: !100)
!149 = !DILocation(line: 40, column: 3, scope: !98)
!150 = !DILocation(line: 27, column: 23, scope: !95)
!151 = !DILocation(line: 27, column: 3, scope: !95)
!152 = distinct !{!152, !96, !153, !67, !68}
!153 = !DILocation(line: 40, column: 3, scope: !92)
!154 = !DILocation(line: 41, column: 3, scope: !83)
!155 = !DILocation(line: 42, column: 1, scope: !83)
