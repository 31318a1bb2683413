; ModuleID = '<stdin>'
source_filename = "j_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @jcomplex(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %1, metadata !17, metadata !DIExpression()), !dbg !18
  call void @__wcet_cost(i64 noundef 1), !dbg !19
  br label %3, !dbg !20

3:                                                ; preds = %24, %2
  %.01 = phi i32 [ %1, %2 ], [ %26, %24 ]
  %.0 = phi i32 [ %0, %2 ], [ %25, %24 ]
  call void @llvm.dbg.value(metadata i32 %.0, metadata !16, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %.01, metadata !17, metadata !DIExpression()), !dbg !18
  %4 = icmp slt i32 %.0, 30, !dbg !21
  br i1 %4, label %5, label %27, !dbg !20

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 2), !dbg !22
  br label %6, !dbg !24

6:                                                ; preds = %23, %5
  %.12 = phi i32 [ %.01, %5 ], [ %.23, %23 ]
  %.1 = phi i32 [ %.0, %5 ], [ %.2, %23 ]
  call void @llvm.dbg.value(metadata i32 %.1, metadata !16, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %.12, metadata !17, metadata !DIExpression()), !dbg !18
  %7 = icmp slt i32 %.12, %.1, !dbg !25
  br i1 %7, label %8, label %24, !dbg !24

8:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 3), !dbg !26
  %9 = icmp sgt i32 %.12, 5, !dbg !28
  br i1 %9, label %10, label %13, !dbg !30

10:                                               ; preds = %8
  %11 = mul nsw i32 %.12, 2, !dbg !31
  %12 = sub nsw i32 %11, 3, !dbg !32
  call void @llvm.dbg.value(metadata i32 %12, metadata !17, metadata !DIExpression()), !dbg !18
  br label %15, !dbg !33

13:                                               ; preds = %8
  %14 = add nsw i32 %.12, 3, !dbg !34
  call void @llvm.dbg.value(metadata i32 %14, metadata !17, metadata !DIExpression()), !dbg !18
  br label %15

15:                                               ; preds = %13, %10
  %.23 = phi i32 [ %12, %10 ], [ %14, %13 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %.23, metadata !17, metadata !DIExpression()), !dbg !18
  %16 = icmp sge i32 %.23, 10, !dbg !36
  br i1 %16, label %17, label %21, !dbg !38

17:                                               ; preds = %15
  %18 = icmp sle i32 %.23, 12, !dbg !39
  br i1 %18, label %19, label %21, !dbg !40

19:                                               ; preds = %17
  %20 = add nsw i32 %.1, 6, !dbg !41
  call void @llvm.dbg.value(metadata i32 %20, metadata !16, metadata !DIExpression()), !dbg !18
  br label %23, !dbg !42

21:                                               ; preds = %17, %15
  %22 = add nsw i32 %.1, 1, !dbg !43
  call void @llvm.dbg.value(metadata i32 %22, metadata !16, metadata !DIExpression()), !dbg !18
  br label %23

23:                                               ; preds = %21, %19
  %.2 = phi i32 [ %20, %19 ], [ %22, %21 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %.2, metadata !16, metadata !DIExpression()), !dbg !18
  br label %6, !dbg !24, !llvm.loop !45

24:                                               ; preds = %6
  %.12.lcssa = phi i32 [ %.12, %6 ]
  %.1.lcssa = phi i32 [ %.1, %6 ]
  call void @__wcet_cost(i64 noundef 1), !dbg !49
  %25 = add nsw i32 %.1.lcssa, 2, !dbg !50
  call void @llvm.dbg.value(metadata i32 %25, metadata !16, metadata !DIExpression()), !dbg !18
  %26 = sub nsw i32 %.12.lcssa, 9, !dbg !51
  call void @llvm.dbg.value(metadata i32 %26, metadata !17, metadata !DIExpression()), !dbg !18
  br label %3, !dbg !20, !llvm.loop !52

27:                                               ; preds = %3
  %.01.lcssa = phi i32 [ %.01, %3 ]
  %.0.lcssa = phi i32 [ %.0, %3 ]
  %28 = add nsw i32 %.0.lcssa, %.01.lcssa, !dbg !54
  ret i32 %28, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @__wcet_cost(i64 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "j_complex.c", directory: ".", checksumkind: CSK_MD5, checksum: "a49aa3f7ca8374677dbd5a601f5a42d3")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "jcomplex", scope: !1, file: !1, line: 34, type: !12, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 34, type: !14)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 34, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 35, column: 3, scope: !11)
!20 = !DILocation(line: 36, column: 3, scope: !11)
!21 = !DILocation(line: 36, column: 12, scope: !11)
!22 = !DILocation(line: 37, column: 5, scope: !23)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 36, column: 18)
!24 = !DILocation(line: 38, column: 5, scope: !23)
!25 = !DILocation(line: 38, column: 14, scope: !23)
!26 = !DILocation(line: 39, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 38, column: 19)
!28 = !DILocation(line: 40, column: 13, scope: !29)
!29 = distinct !DILexicalBlock(scope: !27, file: !1, line: 40, column: 11)
!30 = !DILocation(line: 40, column: 11, scope: !27)
!31 = !DILocation(line: 41, column: 15, scope: !29)
!32 = !DILocation(line: 41, column: 19, scope: !29)
!33 = !DILocation(line: 41, column: 9, scope: !29)
!34 = !DILocation(line: 43, column: 15, scope: !29)
!35 = !DILocation(line: 0, scope: !29)
!36 = !DILocation(line: 44, column: 13, scope: !37)
!37 = distinct !DILexicalBlock(scope: !27, file: !1, line: 44, column: 11)
!38 = !DILocation(line: 44, column: 19, scope: !37)
!39 = !DILocation(line: 44, column: 24, scope: !37)
!40 = !DILocation(line: 44, column: 11, scope: !27)
!41 = !DILocation(line: 45, column: 15, scope: !37)
!42 = !DILocation(line: 45, column: 9, scope: !37)
!43 = !DILocation(line: 47, column: 15, scope: !37)
!44 = !DILocation(line: 0, scope: !37)
!45 = distinct !{!45, !24, !46, !47, !48}
!46 = !DILocation(line: 48, column: 5, scope: !23)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 49, column: 5, scope: !23)
!50 = !DILocation(line: 50, column: 11, scope: !23)
!51 = !DILocation(line: 51, column: 11, scope: !23)
!52 = distinct !{!52, !20, !53, !47, !48}
!53 = !DILocation(line: 52, column: 3, scope: !11)
!54 = !DILocation(line: 53, column: 12, scope: !11)
!55 = !DILocation(line: 53, column: 3, scope: !11)
