; ModuleID = '<stdin>'
source_filename = "minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@mm_out = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @minmax(i32 noundef %0, i32 noundef %1) #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %1, metadata !21, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !27
  %3 = call i32 @imin(i32 noundef %0, i32 noundef %1), !dbg !28
  call void @llvm.dbg.value(metadata i32 %3, metadata !24, metadata !DIExpression()), !dbg !27
  %4 = call i32 @imax(i32 noundef %0, i32 noundef %1), !dbg !29
  call void @llvm.dbg.value(metadata i32 %4, metadata !25, metadata !DIExpression()), !dbg !27
  %5 = add nsw i32 %0, %1, !dbg !30
  %6 = call i32 @imin(i32 noundef %5, i32 noundef 3), !dbg !31
  %7 = call i32 @imax(i32 noundef -2, i32 noundef %6), !dbg !32
  call void @llvm.dbg.value(metadata i32 %7, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !27
  br label %8, !dbg !33

8:                                                ; preds = %13, %2
  %.01 = phi i32 [ 0, %2 ], [ %14, %13 ], !dbg !35
  %.0 = phi i32 [ 0, %2 ], [ %12, %13 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.0, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.01, metadata !22, metadata !DIExpression()), !dbg !27
  %9 = call i32 @abs(i32 noundef %0) #5, !dbg !36
  %10 = icmp slt i32 %.01, %9, !dbg !38
  br i1 %10, label %11, label %15, !dbg !39

11:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 1), !dbg !40
  %12 = add nsw i32 %.0, %.01, !dbg !42
  call void @llvm.dbg.value(metadata i32 %12, metadata !23, metadata !DIExpression()), !dbg !27
  br label %13, !dbg !43

13:                                               ; preds = %11
  %14 = add nsw i32 %.01, 1, !dbg !44
  call void @llvm.dbg.value(metadata i32 %14, metadata !22, metadata !DIExpression()), !dbg !27
  br label %8, !dbg !45, !llvm.loop !46

15:                                               ; preds = %8
  %.0.lcssa = phi i32 [ %.0, %8 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %3, metadata !22, metadata !DIExpression()), !dbg !27
  br label %16, !dbg !50

16:                                               ; preds = %20, %15
  %.12 = phi i32 [ %3, %15 ], [ %21, %20 ], !dbg !52
  %.1 = phi i32 [ %.0.lcssa, %15 ], [ %19, %20 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.1, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.12, metadata !22, metadata !DIExpression()), !dbg !27
  %17 = icmp slt i32 %.12, %4, !dbg !53
  br i1 %17, label %18, label %22, !dbg !55

18:                                               ; preds = %16
  call void @__wcet_cost(i64 noundef 2), !dbg !56
  %19 = add nsw i32 %.1, %.12, !dbg !58
  call void @llvm.dbg.value(metadata i32 %19, metadata !23, metadata !DIExpression()), !dbg !27
  br label %20, !dbg !59

20:                                               ; preds = %18
  %21 = add nsw i32 %.12, 1, !dbg !60
  call void @llvm.dbg.value(metadata i32 %21, metadata !22, metadata !DIExpression()), !dbg !27
  br label %16, !dbg !61, !llvm.loop !62

22:                                               ; preds = %16
  %.1.lcssa = phi i32 [ %.1, %16 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !27
  br label %23, !dbg !64

23:                                               ; preds = %28, %22
  %.23 = phi i32 [ 0, %22 ], [ %29, %28 ], !dbg !66
  %.2 = phi i32 [ %.1.lcssa, %22 ], [ %27, %28 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.2, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.23, metadata !22, metadata !DIExpression()), !dbg !27
  %24 = call i32 @umin(i32 noundef %1, i32 noundef 4), !dbg !67
  %25 = icmp slt i32 %.23, %24, !dbg !69
  br i1 %25, label %26, label %30, !dbg !70

26:                                               ; preds = %23
  call void @__wcet_cost(i64 noundef 3), !dbg !71
  %27 = xor i32 %.2, %.23, !dbg !73
  call void @llvm.dbg.value(metadata i32 %27, metadata !23, metadata !DIExpression()), !dbg !27
  br label %28, !dbg !74

28:                                               ; preds = %26
  %29 = add nsw i32 %.23, 1, !dbg !75
  call void @llvm.dbg.value(metadata i32 %29, metadata !22, metadata !DIExpression()), !dbg !27
  br label %23, !dbg !76, !llvm.loop !77

30:                                               ; preds = %23
  %.2.lcssa = phi i32 [ %.2, %23 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 -2, metadata !22, metadata !DIExpression()), !dbg !27
  br label %31, !dbg !79

31:                                               ; preds = %35, %30
  %.34 = phi i32 [ -2, %30 ], [ %36, %35 ], !dbg !81
  %.3 = phi i32 [ %.2.lcssa, %30 ], [ %34, %35 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.3, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.34, metadata !22, metadata !DIExpression()), !dbg !27
  %32 = icmp slt i32 %.34, %7, !dbg !82
  br i1 %32, label %33, label %37, !dbg !84

33:                                               ; preds = %31
  call void @__wcet_cost(i64 noundef 1), !dbg !85
  %34 = sub nsw i32 %.3, %.34, !dbg !87
  call void @llvm.dbg.value(metadata i32 %34, metadata !23, metadata !DIExpression()), !dbg !27
  br label %35, !dbg !88

35:                                               ; preds = %33
  %36 = add nsw i32 %.34, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %36, metadata !22, metadata !DIExpression()), !dbg !27
  br label %31, !dbg !90, !llvm.loop !91

37:                                               ; preds = %31
  %.3.lcssa = phi i32 [ %.3, %31 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !27
  br label %38, !dbg !93

38:                                               ; preds = %43, %37
  %.45 = phi i32 [ 0, %37 ], [ %44, %43 ], !dbg !95
  %.4 = phi i32 [ %.3.lcssa, %37 ], [ %42, %43 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.4, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.45, metadata !22, metadata !DIExpression()), !dbg !27
  %39 = call i32 @iabs(i32 noundef %1), !dbg !96
  %40 = icmp slt i32 %.45, %39, !dbg !98
  br i1 %40, label %41, label %45, !dbg !99

41:                                               ; preds = %38
  %42 = add nsw i32 %.4, 2, !dbg !100
  call void @llvm.dbg.value(metadata i32 %42, metadata !23, metadata !DIExpression()), !dbg !27
  br label %43, !dbg !101

43:                                               ; preds = %41
  %44 = add nsw i32 %.45, 1, !dbg !102
  call void @llvm.dbg.value(metadata i32 %44, metadata !22, metadata !DIExpression()), !dbg !27
  br label %38, !dbg !103, !llvm.loop !104

45:                                               ; preds = %38
  %.4.lcssa = phi i32 [ %.4, %38 ], !dbg !27
  store i32 %.4.lcssa, i32* @mm_out, align 4, !dbg !106, !tbaa !107
  ret i32 %.4.lcssa, !dbg !111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define internal i32 @imin(i32 noundef %0, i32 noundef %1) #0 !dbg !112 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %1, metadata !115, metadata !DIExpression()), !dbg !116
  %3 = icmp slt i32 %0, %1, !dbg !117
  br i1 %3, label %4, label %5, !dbg !118

4:                                                ; preds = %2
  br label %6, !dbg !118

5:                                                ; preds = %2
  br label %6, !dbg !118

6:                                                ; preds = %5, %4
  %7 = phi i32 [ %0, %4 ], [ %1, %5 ], !dbg !118
  ret i32 %7, !dbg !119
}

; Function Attrs: nounwind uwtable
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #0 !dbg !120 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 %1, metadata !123, metadata !DIExpression()), !dbg !124
  %3 = icmp sgt i32 %0, %1, !dbg !125
  br i1 %3, label %4, label %5, !dbg !126

4:                                                ; preds = %2
  br label %6, !dbg !126

5:                                                ; preds = %2
  br label %6, !dbg !126

6:                                                ; preds = %5, %4
  %7 = phi i32 [ %0, %4 ], [ %1, %5 ], !dbg !126
  ret i32 %7, !dbg !127
}

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #4

; Function Attrs: nounwind uwtable
define internal i32 @umin(i32 noundef %0, i32 noundef %1) #0 !dbg !128 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !132, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %1, metadata !133, metadata !DIExpression()), !dbg !134
  %3 = icmp ult i32 %0, %1, !dbg !135
  br i1 %3, label %4, label %5, !dbg !136

4:                                                ; preds = %2
  br label %6, !dbg !136

5:                                                ; preds = %2
  br label %6, !dbg !136

6:                                                ; preds = %5, %4
  %7 = phi i32 [ %0, %4 ], [ %1, %5 ], !dbg !136
  ret i32 %7, !dbg !137
}

; Function Attrs: nounwind uwtable
define internal i32 @iabs(i32 noundef %0) #0 !dbg !138 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !142, metadata !DIExpression()), !dbg !143
  %2 = icmp slt i32 %0, 0, !dbg !144
  br i1 %2, label %3, label %5, !dbg !145

3:                                                ; preds = %1
  %4 = sub nsw i32 0, %0, !dbg !146
  br label %6, !dbg !145

5:                                                ; preds = %1
  br label %6, !dbg !145

6:                                                ; preds = %5, %3
  %7 = phi i32 [ %4, %3 ], [ %0, %5 ], !dbg !145
  ret i32 %7, !dbg !147
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "mm_out", scope: !2, file: !3, line: 28, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "minmax.c", directory: ".", checksumkind: CSK_MD5, checksum: "ad4b7b8d9d0bf10557105bc568d4f463")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "minmax", scope: !3, file: !3, line: 35, type: !17, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!6, !6, !6}
!19 = !{!20, !21, !22, !23, !24, !25, !26}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !3, line: 35, type: !6)
!21 = !DILocalVariable(name: "b", arg: 2, scope: !16, file: !3, line: 35, type: !6)
!22 = !DILocalVariable(name: "i", scope: !16, file: !3, line: 36, type: !6)
!23 = !DILocalVariable(name: "s", scope: !16, file: !3, line: 36, type: !6)
!24 = !DILocalVariable(name: "lo", scope: !16, file: !3, line: 37, type: !6)
!25 = !DILocalVariable(name: "hi", scope: !16, file: !3, line: 37, type: !6)
!26 = !DILocalVariable(name: "c", scope: !16, file: !3, line: 38, type: !6)
!27 = !DILocation(line: 0, scope: !16)
!28 = !DILocation(line: 37, column: 12, scope: !16)
!29 = !DILocation(line: 37, column: 29, scope: !16)
!30 = !DILocation(line: 38, column: 27, scope: !16)
!31 = !DILocation(line: 38, column: 20, scope: !16)
!32 = !DILocation(line: 38, column: 11, scope: !16)
!33 = !DILocation(line: 39, column: 8, scope: !34)
!34 = distinct !DILexicalBlock(scope: !16, file: !3, line: 39, column: 3)
!35 = !DILocation(line: 0, scope: !34)
!36 = !DILocation(line: 39, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 3)
!38 = !DILocation(line: 39, column: 17, scope: !37)
!39 = !DILocation(line: 39, column: 3, scope: !34)
!40 = !DILocation(line: 40, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 39, column: 32)
!42 = !DILocation(line: 41, column: 7, scope: !41)
!43 = !DILocation(line: 42, column: 3, scope: !41)
!44 = !DILocation(line: 39, column: 28, scope: !37)
!45 = !DILocation(line: 39, column: 3, scope: !37)
!46 = distinct !{!46, !39, !47, !48, !49}
!47 = !DILocation(line: 42, column: 3, scope: !34)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = !DILocation(line: 43, column: 8, scope: !51)
!51 = distinct !DILexicalBlock(scope: !16, file: !3, line: 43, column: 3)
!52 = !DILocation(line: 0, scope: !51)
!53 = !DILocation(line: 43, column: 18, scope: !54)
!54 = distinct !DILexicalBlock(scope: !51, file: !3, line: 43, column: 3)
!55 = !DILocation(line: 43, column: 3, scope: !51)
!56 = !DILocation(line: 44, column: 5, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 43, column: 29)
!58 = !DILocation(line: 45, column: 7, scope: !57)
!59 = !DILocation(line: 46, column: 3, scope: !57)
!60 = !DILocation(line: 43, column: 25, scope: !54)
!61 = !DILocation(line: 43, column: 3, scope: !54)
!62 = distinct !{!62, !55, !63, !48, !49}
!63 = !DILocation(line: 46, column: 3, scope: !51)
!64 = !DILocation(line: 47, column: 8, scope: !65)
!65 = distinct !DILexicalBlock(scope: !16, file: !3, line: 47, column: 3)
!66 = !DILocation(line: 0, scope: !65)
!67 = !DILocation(line: 47, column: 24, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 47, column: 3)
!69 = !DILocation(line: 47, column: 17, scope: !68)
!70 = !DILocation(line: 47, column: 3, scope: !65)
!71 = !DILocation(line: 48, column: 5, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 47, column: 52)
!73 = !DILocation(line: 49, column: 7, scope: !72)
!74 = !DILocation(line: 50, column: 3, scope: !72)
!75 = !DILocation(line: 47, column: 48, scope: !68)
!76 = !DILocation(line: 47, column: 3, scope: !68)
!77 = distinct !{!77, !70, !78, !48, !49}
!78 = !DILocation(line: 50, column: 3, scope: !65)
!79 = !DILocation(line: 51, column: 8, scope: !80)
!80 = distinct !DILexicalBlock(scope: !16, file: !3, line: 51, column: 3)
!81 = !DILocation(line: 0, scope: !80)
!82 = !DILocation(line: 51, column: 18, scope: !83)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 51, column: 3)
!84 = !DILocation(line: 51, column: 3, scope: !80)
!85 = !DILocation(line: 52, column: 5, scope: !86)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 51, column: 28)
!87 = !DILocation(line: 53, column: 7, scope: !86)
!88 = !DILocation(line: 54, column: 3, scope: !86)
!89 = !DILocation(line: 51, column: 24, scope: !83)
!90 = !DILocation(line: 51, column: 3, scope: !83)
!91 = distinct !{!91, !84, !92, !48, !49}
!92 = !DILocation(line: 54, column: 3, scope: !80)
!93 = !DILocation(line: 55, column: 8, scope: !94)
!94 = distinct !DILexicalBlock(scope: !16, file: !3, line: 55, column: 3)
!95 = !DILocation(line: 0, scope: !94)
!96 = !DILocation(line: 55, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !94, file: !3, line: 55, column: 3)
!98 = !DILocation(line: 55, column: 17, scope: !97)
!99 = !DILocation(line: 55, column: 3, scope: !94)
!100 = !DILocation(line: 56, column: 7, scope: !97)
!101 = !DILocation(line: 56, column: 5, scope: !97)
!102 = !DILocation(line: 55, column: 29, scope: !97)
!103 = !DILocation(line: 55, column: 3, scope: !97)
!104 = distinct !{!104, !99, !105, !48, !49}
!105 = !DILocation(line: 56, column: 10, scope: !94)
!106 = !DILocation(line: 57, column: 10, scope: !16)
!107 = !{!108, !108, i64 0}
!108 = !{!"int", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = !DILocation(line: 58, column: 3, scope: !16)
!112 = distinct !DISubprogram(name: "imin", scope: !3, file: !3, line: 30, type: !17, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "x", arg: 1, scope: !112, file: !3, line: 30, type: !6)
!115 = !DILocalVariable(name: "y", arg: 2, scope: !112, file: !3, line: 30, type: !6)
!116 = !DILocation(line: 0, scope: !112)
!117 = !DILocation(line: 30, column: 42, scope: !112)
!118 = !DILocation(line: 30, column: 40, scope: !112)
!119 = !DILocation(line: 30, column: 33, scope: !112)
!120 = distinct !DISubprogram(name: "imax", scope: !3, file: !3, line: 31, type: !17, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "x", arg: 1, scope: !120, file: !3, line: 31, type: !6)
!123 = !DILocalVariable(name: "y", arg: 2, scope: !120, file: !3, line: 31, type: !6)
!124 = !DILocation(line: 0, scope: !120)
!125 = !DILocation(line: 31, column: 42, scope: !120)
!126 = !DILocation(line: 31, column: 40, scope: !120)
!127 = !DILocation(line: 31, column: 33, scope: !120)
!128 = distinct !DISubprogram(name: "umin", scope: !3, file: !3, line: 32, type: !129, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!7, !7, !7}
!131 = !{!132, !133}
!132 = !DILocalVariable(name: "x", arg: 1, scope: !128, file: !3, line: 32, type: !7)
!133 = !DILocalVariable(name: "y", arg: 2, scope: !128, file: !3, line: 32, type: !7)
!134 = !DILocation(line: 0, scope: !128)
!135 = !DILocation(line: 32, column: 57, scope: !128)
!136 = !DILocation(line: 32, column: 55, scope: !128)
!137 = !DILocation(line: 32, column: 48, scope: !128)
!138 = distinct !DISubprogram(name: "iabs", scope: !3, file: !3, line: 33, type: !139, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!6, !6}
!141 = !{!142}
!142 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !3, line: 33, type: !6)
!143 = !DILocation(line: 0, scope: !138)
!144 = !DILocation(line: 33, column: 35, scope: !138)
!145 = !DILocation(line: 33, column: 33, scope: !138)
!146 = !DILocation(line: 33, column: 41, scope: !138)
!147 = !DILocation(line: 33, column: 26, scope: !138)
