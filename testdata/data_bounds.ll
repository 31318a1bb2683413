; ModuleID = '<stdin>'
source_filename = "data_bounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@len = internal constant [8 x i32] [i32 3, i32 0, i32 5, i32 2, i32 7, i32 1, i32 4, i32 6], align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @data_bounds(i32 noundef %0, i32 noundef %1) #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !28
  br label %3, !dbg !29

3:                                                ; preds = %16, %2
  %.03 = phi i32 [ 0, %2 ], [ %17, %16 ], !dbg !31
  %.0 = phi i32 [ 0, %2 ], [ %.1.lcssa, %16 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.0, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.03, metadata !25, metadata !DIExpression()), !dbg !28
  %4 = icmp slt i32 %.03, %0, !dbg !33
  br i1 %4, label %5, label %18, !dbg !35

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 1), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !28
  br label %6, !dbg !38

6:                                                ; preds = %13, %5
  %.01 = phi i32 [ 0, %5 ], [ %14, %13 ], !dbg !40
  %.1 = phi i32 [ %.0, %5 ], [ %12, %13 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.1, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.01, metadata !26, metadata !DIExpression()), !dbg !28
  %7 = sext i32 %.03 to i64, !dbg !41
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* @len, i64 0, i64 %7, !dbg !41
  %9 = load i32, i32* %8, align 4, !dbg !41, !tbaa !43
  %10 = icmp slt i32 %.01, %9, !dbg !47
  br i1 %10, label %11, label %15, !dbg !48

11:                                               ; preds = %6
  call void @__wcet_cost(i64 noundef 2), !dbg !49
  %12 = add nsw i32 %.1, %.01, !dbg !51
  call void @llvm.dbg.value(metadata i32 %12, metadata !27, metadata !DIExpression()), !dbg !28
  br label %13, !dbg !52

13:                                               ; preds = %11
  %14 = add nsw i32 %.01, 1, !dbg !53
  call void @llvm.dbg.value(metadata i32 %14, metadata !26, metadata !DIExpression()), !dbg !28
  br label %6, !dbg !54, !llvm.loop !55

15:                                               ; preds = %6
  %.1.lcssa = phi i32 [ %.1, %6 ], !dbg !28
  br label %16, !dbg !59

16:                                               ; preds = %15
  %17 = add nsw i32 %.03, 1, !dbg !60
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !28
  br label %3, !dbg !61, !llvm.loop !62

18:                                               ; preds = %3
  %.0.lcssa = phi i32 [ %.0, %3 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !28
  br label %19, !dbg !64

19:                                               ; preds = %30, %18
  %.14 = phi i32 [ 0, %18 ], [ %31, %30 ], !dbg !66
  %.2 = phi i32 [ %.0.lcssa, %18 ], [ %.3.lcssa, %30 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.2, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.14, metadata !25, metadata !DIExpression()), !dbg !28
  %20 = icmp slt i32 %.14, %0, !dbg !67
  br i1 %20, label %21, label %32, !dbg !69

21:                                               ; preds = %19
  call void @llvm.dbg.value(metadata i32 %.14, metadata !26, metadata !DIExpression()), !dbg !28
  br label %22, !dbg !70

22:                                               ; preds = %27, %21
  %.12 = phi i32 [ %.14, %21 ], [ %28, %27 ], !dbg !72
  %.3 = phi i32 [ %.2, %21 ], [ %26, %27 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.3, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %.12, metadata !26, metadata !DIExpression()), !dbg !28
  %23 = icmp slt i32 %.12, %0, !dbg !73
  br i1 %23, label %24, label %29, !dbg !75

24:                                               ; preds = %22
  call void @__wcet_cost(i64 noundef 1), !dbg !76
  %25 = xor i32 %.14, %.12, !dbg !78
  %26 = add nsw i32 %.3, %25, !dbg !79
  call void @llvm.dbg.value(metadata i32 %26, metadata !27, metadata !DIExpression()), !dbg !28
  br label %27, !dbg !80

27:                                               ; preds = %24
  %28 = add nsw i32 %.12, %1, !dbg !81
  call void @llvm.dbg.value(metadata i32 %28, metadata !26, metadata !DIExpression()), !dbg !28
  br label %22, !dbg !82, !llvm.loop !83

29:                                               ; preds = %22
  %.3.lcssa = phi i32 [ %.3, %22 ], !dbg !28
  br label %30, !dbg !84

30:                                               ; preds = %29
  %31 = add nsw i32 %.14, 1, !dbg !85
  call void @llvm.dbg.value(metadata i32 %31, metadata !25, metadata !DIExpression()), !dbg !28
  br label %19, !dbg !86, !llvm.loop !87

32:                                               ; preds = %19
  %.2.lcssa = phi i32 [ %.2, %19 ], !dbg !32
  ret i32 %.2.lcssa, !dbg !89
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "len", scope: !2, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "data_bounds.c", directory: ".", checksumkind: CSK_MD5, checksum: "ec33493b3b923b6c409ad535ccca91c9")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "data_bounds", scope: !3, file: !3, line: 21, type: !20, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!9, !9, !9}
!22 = !{!23, !24, !25, !26, !27}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 21, type: !9)
!24 = !DILocalVariable(name: "k", arg: 2, scope: !19, file: !3, line: 21, type: !9)
!25 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 22, type: !9)
!26 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 22, type: !9)
!27 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 22, type: !9)
!28 = !DILocation(line: 0, scope: !19)
!29 = !DILocation(line: 23, column: 8, scope: !30)
!30 = distinct !DILexicalBlock(scope: !19, file: !3, line: 23, column: 3)
!31 = !DILocation(line: 0, scope: !30)
!32 = !DILocation(line: 22, column: 13, scope: !19)
!33 = !DILocation(line: 23, column: 17, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !3, line: 23, column: 3)
!35 = !DILocation(line: 23, column: 3, scope: !30)
!36 = !DILocation(line: 24, column: 5, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 23, column: 27)
!38 = !DILocation(line: 25, column: 10, scope: !39)
!39 = distinct !DILexicalBlock(scope: !37, file: !3, line: 25, column: 5)
!40 = !DILocation(line: 0, scope: !39)
!41 = !DILocation(line: 25, column: 21, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 25, column: 5)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 25, column: 19, scope: !42)
!48 = !DILocation(line: 25, column: 5, scope: !39)
!49 = !DILocation(line: 26, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !42, file: !3, line: 25, column: 34)
!51 = !DILocation(line: 27, column: 9, scope: !50)
!52 = !DILocation(line: 28, column: 5, scope: !50)
!53 = !DILocation(line: 25, column: 30, scope: !42)
!54 = !DILocation(line: 25, column: 5, scope: !42)
!55 = distinct !{!55, !48, !56, !57, !58}
!56 = !DILocation(line: 28, column: 5, scope: !39)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 29, column: 3, scope: !37)
!60 = !DILocation(line: 23, column: 23, scope: !34)
!61 = !DILocation(line: 23, column: 3, scope: !34)
!62 = distinct !{!62, !35, !63, !57, !58}
!63 = !DILocation(line: 29, column: 3, scope: !30)
!64 = !DILocation(line: 30, column: 8, scope: !65)
!65 = distinct !DILexicalBlock(scope: !19, file: !3, line: 30, column: 3)
!66 = !DILocation(line: 0, scope: !65)
!67 = !DILocation(line: 30, column: 17, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 30, column: 3)
!69 = !DILocation(line: 30, column: 3, scope: !65)
!70 = !DILocation(line: 31, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 31, column: 5)
!72 = !DILocation(line: 0, scope: !71)
!73 = !DILocation(line: 31, column: 19, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 31, column: 5)
!75 = !DILocation(line: 31, column: 5, scope: !71)
!76 = !DILocation(line: 32, column: 7, scope: !77)
!77 = distinct !DILexicalBlock(scope: !74, file: !3, line: 31, column: 32)
!78 = !DILocation(line: 33, column: 14, scope: !77)
!79 = !DILocation(line: 33, column: 9, scope: !77)
!80 = !DILocation(line: 34, column: 5, scope: !77)
!81 = !DILocation(line: 31, column: 26, scope: !74)
!82 = !DILocation(line: 31, column: 5, scope: !74)
!83 = distinct !{!83, !75, !84, !57, !58}
!84 = !DILocation(line: 34, column: 5, scope: !71)
!85 = !DILocation(line: 30, column: 23, scope: !68)
!86 = !DILocation(line: 30, column: 3, scope: !68)
!87 = distinct !{!87, !69, !88, !57, !58}
!88 = !DILocation(line: 34, column: 5, scope: !65)
!89 = !DILocation(line: 35, column: 3, scope: !19)
