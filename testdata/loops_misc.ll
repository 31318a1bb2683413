; ModuleID = '<stdin>'
source_filename = "loops_misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @loops_misc(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %1, metadata !17, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !20
  br label %3, !dbg !21

3:                                                ; preds = %5, %2
  %.01 = phi i32 [ 0, %2 ], [ %4, %5 ], !dbg !20
  call void @llvm.dbg.value(metadata i32 %.01, metadata !18, metadata !DIExpression()), !dbg !20
  call void @__wcet_cost(i64 noundef 2), !dbg !22
  %4 = add nsw i32 %.01, 1, !dbg !24
  call void @llvm.dbg.value(metadata i32 %4, metadata !18, metadata !DIExpression()), !dbg !20
  br label %5, !dbg !25

5:                                                ; preds = %3
  %6 = icmp slt i32 %4, %0, !dbg !26
  br i1 %6, label %3, label %7, !dbg !25, !llvm.loop !27

7:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !20
  br label %8, !dbg !31

8:                                                ; preds = %16, %7
  %.12 = phi i32 [ 0, %7 ], [ %17, %16 ], !dbg !33
  %.0 = phi i32 [ 0, %7 ], [ %.1, %16 ], !dbg !34
  call void @llvm.dbg.value(metadata i32 %.0, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %.12, metadata !18, metadata !DIExpression()), !dbg !20
  %9 = icmp slt i32 %.12, %0, !dbg !35
  br i1 %9, label %10, label %18, !dbg !37

10:                                               ; preds = %8
  %11 = srem i32 %.12, 3, !dbg !38
  %12 = icmp eq i32 %11, 0, !dbg !41
  br i1 %12, label %13, label %14, !dbg !42

13:                                               ; preds = %10
  br label %16, !dbg !43

14:                                               ; preds = %10
  call void @__wcet_cost(i64 noundef 3), !dbg !44
  %15 = add nsw i32 %.0, %.12, !dbg !45
  call void @llvm.dbg.value(metadata i32 %15, metadata !19, metadata !DIExpression()), !dbg !20
  br label %16, !dbg !46

16:                                               ; preds = %14, %13
  %.1 = phi i32 [ %.0, %13 ], [ %15, %14 ], !dbg !20
  call void @llvm.dbg.value(metadata i32 %.1, metadata !19, metadata !DIExpression()), !dbg !20
  %17 = add nsw i32 %.12, 1, !dbg !47
  call void @llvm.dbg.value(metadata i32 %17, metadata !18, metadata !DIExpression()), !dbg !20
  br label %8, !dbg !48, !llvm.loop !49

18:                                               ; preds = %8
  %.0.lcssa = phi i32 [ %.0, %8 ], !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !20
  br label %19, !dbg !51

19:                                               ; preds = %27, %18
  %.23 = phi i32 [ 0, %18 ], [ %28, %27 ], !dbg !53
  %.2 = phi i32 [ %.0.lcssa, %18 ], [ %26, %27 ], !dbg !20
  call void @llvm.dbg.value(metadata i32 %.2, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %.23, metadata !18, metadata !DIExpression()), !dbg !20
  %20 = icmp slt i32 %.23, 20, !dbg !54
  br i1 %20, label %21, label %.loopexit, !dbg !56

21:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 1), !dbg !57
  %22 = mul nsw i32 %.23, %1, !dbg !59
  %23 = icmp sge i32 %22, 10, !dbg !61
  br i1 %23, label %24, label %25, !dbg !62

24:                                               ; preds = %21
  %.2.lcssa4 = phi i32 [ %.2, %21 ], !dbg !20
  br label %29, !dbg !63

25:                                               ; preds = %21
  %26 = add nsw i32 %.2, %1, !dbg !64
  call void @llvm.dbg.value(metadata i32 %26, metadata !19, metadata !DIExpression()), !dbg !20
  br label %27, !dbg !65

27:                                               ; preds = %25
  %28 = add nsw i32 %.23, 1, !dbg !66
  call void @llvm.dbg.value(metadata i32 %28, metadata !18, metadata !DIExpression()), !dbg !20
  br label %19, !dbg !67, !llvm.loop !68

.loopexit:                                        ; preds = %19
  %.2.lcssa = phi i32 [ %.2, %19 ], !dbg !20
  br label %29, !dbg !70

29:                                               ; preds = %.loopexit, %24
  %.25 = phi i32 [ %.2.lcssa, %.loopexit ], [ %.2.lcssa4, %24 ]
  %30 = add nsw i32 %1, 2, !dbg !70
  %31 = call i32 @first_multiple(i32 noundef %0, i32 noundef %30), !dbg !71
  %32 = add nsw i32 %.25, %31, !dbg !72
  call void @llvm.dbg.value(metadata i32 %32, metadata !19, metadata !DIExpression()), !dbg !20
  ret i32 %32, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind uwtable
define internal i32 @first_multiple(i32 noundef %0, i32 noundef %1) #0 !dbg !74 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %1, metadata !77, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 1, metadata !78, metadata !DIExpression()), !dbg !79
  br label %3, !dbg !80

3:                                                ; preds = %10, %2
  %.01 = phi i32 [ 1, %2 ], [ %11, %10 ], !dbg !82
  call void @llvm.dbg.value(metadata i32 %.01, metadata !78, metadata !DIExpression()), !dbg !79
  %4 = icmp sle i32 %.01, %0, !dbg !83
  br i1 %4, label %5, label %12, !dbg !85

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 1), !dbg !86
  %6 = srem i32 %.01, %1, !dbg !88
  %7 = icmp eq i32 %6, 0, !dbg !90
  br i1 %7, label %8, label %9, !dbg !91

8:                                                ; preds = %5
  %.01.lcssa2 = phi i32 [ %.01, %5 ], !dbg !82
  br label %13, !dbg !92

9:                                                ; preds = %5
  br label %10, !dbg !93

10:                                               ; preds = %9
  %11 = add nsw i32 %.01, 1, !dbg !94
  call void @llvm.dbg.value(metadata i32 %11, metadata !78, metadata !DIExpression()), !dbg !79
  br label %3, !dbg !95, !llvm.loop !96

12:                                               ; preds = %3
  br label %13, !dbg !98

13:                                               ; preds = %12, %8
  %.0 = phi i32 [ %.01.lcssa2, %8 ], [ 0, %12 ], !dbg !79
  ret i32 %.0, !dbg !99
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops_misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "0e390be620f6b2cfb9955671a5dafee7")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "loops_misc", scope: !1, file: !1, line: 34, type: !12, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18, !19}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 34, type: !14)
!17 = !DILocalVariable(name: "m", arg: 2, scope: !11, file: !1, line: 34, type: !14)
!18 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 35, type: !14)
!19 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 35, type: !14)
!20 = !DILocation(line: 0, scope: !11)
!21 = !DILocation(line: 36, column: 3, scope: !11)
!22 = !DILocation(line: 37, column: 5, scope: !23)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 36, column: 6)
!24 = !DILocation(line: 38, column: 6, scope: !23)
!25 = !DILocation(line: 39, column: 3, scope: !23)
!26 = !DILocation(line: 39, column: 14, scope: !11)
!27 = distinct !{!27, !21, !28, !29, !30}
!28 = !DILocation(line: 39, column: 17, scope: !11)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = !DILocation(line: 40, column: 8, scope: !32)
!32 = distinct !DILexicalBlock(scope: !11, file: !1, line: 40, column: 3)
!33 = !DILocation(line: 0, scope: !32)
!34 = !DILocation(line: 35, column: 14, scope: !11)
!35 = !DILocation(line: 40, column: 17, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 40, column: 3)
!37 = !DILocation(line: 40, column: 3, scope: !32)
!38 = !DILocation(line: 41, column: 11, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 41, column: 9)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 40, column: 27)
!41 = !DILocation(line: 41, column: 15, scope: !39)
!42 = !DILocation(line: 41, column: 9, scope: !40)
!43 = !DILocation(line: 42, column: 7, scope: !39)
!44 = !DILocation(line: 43, column: 5, scope: !40)
!45 = !DILocation(line: 44, column: 7, scope: !40)
!46 = !DILocation(line: 45, column: 3, scope: !40)
!47 = !DILocation(line: 40, column: 23, scope: !36)
!48 = !DILocation(line: 40, column: 3, scope: !36)
!49 = distinct !{!49, !37, !50, !29, !30}
!50 = !DILocation(line: 45, column: 3, scope: !32)
!51 = !DILocation(line: 46, column: 8, scope: !52)
!52 = distinct !DILexicalBlock(scope: !11, file: !1, line: 46, column: 3)
!53 = !DILocation(line: 0, scope: !52)
!54 = !DILocation(line: 46, column: 17, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !1, line: 46, column: 3)
!56 = !DILocation(line: 46, column: 3, scope: !52)
!57 = !DILocation(line: 47, column: 5, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 46, column: 28)
!59 = !DILocation(line: 48, column: 11, scope: !60)
!60 = distinct !DILexicalBlock(scope: !58, file: !1, line: 48, column: 9)
!61 = !DILocation(line: 48, column: 15, scope: !60)
!62 = !DILocation(line: 48, column: 9, scope: !58)
!63 = !DILocation(line: 49, column: 7, scope: !60)
!64 = !DILocation(line: 50, column: 7, scope: !58)
!65 = !DILocation(line: 51, column: 3, scope: !58)
!66 = !DILocation(line: 46, column: 24, scope: !55)
!67 = !DILocation(line: 46, column: 3, scope: !55)
!68 = distinct !{!68, !56, !69, !29, !30}
!69 = !DILocation(line: 51, column: 3, scope: !52)
!70 = !DILocation(line: 52, column: 28, scope: !11)
!71 = !DILocation(line: 52, column: 8, scope: !11)
!72 = !DILocation(line: 52, column: 5, scope: !11)
!73 = !DILocation(line: 53, column: 3, scope: !11)
!74 = distinct !DISubprogram(name: "first_multiple", scope: !1, file: !1, line: 24, type: !12, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "limit", arg: 1, scope: !74, file: !1, line: 24, type: !14)
!77 = !DILocalVariable(name: "d", arg: 2, scope: !74, file: !1, line: 24, type: !14)
!78 = !DILocalVariable(name: "i", scope: !74, file: !1, line: 25, type: !14)
!79 = !DILocation(line: 0, scope: !74)
!80 = !DILocation(line: 26, column: 8, scope: !81)
!81 = distinct !DILexicalBlock(scope: !74, file: !1, line: 26, column: 3)
!82 = !DILocation(line: 0, scope: !81)
!83 = !DILocation(line: 26, column: 17, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !1, line: 26, column: 3)
!85 = !DILocation(line: 26, column: 3, scope: !81)
!86 = !DILocation(line: 27, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !1, line: 26, column: 32)
!88 = !DILocation(line: 28, column: 11, scope: !89)
!89 = distinct !DILexicalBlock(scope: !87, file: !1, line: 28, column: 9)
!90 = !DILocation(line: 28, column: 15, scope: !89)
!91 = !DILocation(line: 28, column: 9, scope: !87)
!92 = !DILocation(line: 29, column: 7, scope: !89)
!93 = !DILocation(line: 30, column: 3, scope: !87)
!94 = !DILocation(line: 26, column: 28, scope: !84)
!95 = !DILocation(line: 26, column: 3, scope: !84)
!96 = distinct !{!96, !85, !97, !29, !30}
!97 = !DILocation(line: 30, column: 3, scope: !81)
!98 = !DILocation(line: 31, column: 3, scope: !74)
!99 = !DILocation(line: 32, column: 1, scope: !74)
