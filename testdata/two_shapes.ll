; ModuleID = '<stdin>'
source_filename = "two_shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19

1:                                                ; preds = %15, %0
  %.01 = phi i32 [ 0, %0 ], [ %16, %15 ], !dbg !21
  call void @llvm.dbg.value(metadata i32 %.01, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %.01, 50, !dbg !22
  br i1 %2, label %3, label %17, !dbg !24

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !25
  %4 = srem i32 %.01, 2, !dbg !27
  %5 = icmp eq i32 %4, 0, !dbg !29
  br i1 %5, label %6, label %13, !dbg !30

6:                                                ; preds = %3
  call void @llvm.dbg.value(metadata i32 %.01, metadata !17, metadata !DIExpression()), !dbg !18
  br label %7, !dbg !31

7:                                                ; preds = %10, %6
  %.0 = phi i32 [ %.01, %6 ], [ %11, %10 ], !dbg !34
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !18
  %8 = icmp slt i32 %.0, 50, !dbg !35
  br i1 %8, label %9, label %12, !dbg !37

9:                                                ; preds = %7
  call void @__wcet_cost(i64 noundef 2), !dbg !38
  br label %10, !dbg !38

10:                                               ; preds = %9
  %11 = add nsw i32 %.0, 1, !dbg !39
  call void @llvm.dbg.value(metadata i32 %11, metadata !17, metadata !DIExpression()), !dbg !18
  br label %7, !dbg !40, !llvm.loop !41

12:                                               ; preds = %7
  br label %14, !dbg !45

13:                                               ; preds = %3
  call void @__wcet_cost(i64 noundef 5), !dbg !46
  br label %14

14:                                               ; preds = %13, %12
  br label %15, !dbg !48

15:                                               ; preds = %14
  %16 = add nsw i32 %.01, 1, !dbg !49
  call void @llvm.dbg.value(metadata i32 %16, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !50, !llvm.loop !51

17:                                               ; preds = %1
  ret i32 0, !dbg !53
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "two_shapes.c", directory: ".", checksumkind: CSK_MD5, checksum: "84c3a3fa2c281a960b563950032f389d")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 20, type: !14)
!17 = !DILocalVariable(name: "j", scope: !11, file: !1, line: 20, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 21, column: 8, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 21, column: 3)
!21 = !DILocation(line: 0, scope: !20)
!22 = !DILocation(line: 21, column: 17, scope: !23)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 21, column: 3)
!24 = !DILocation(line: 21, column: 3, scope: !20)
!25 = !DILocation(line: 22, column: 5, scope: !26)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 21, column: 27)
!27 = !DILocation(line: 23, column: 11, scope: !28)
!28 = distinct !DILexicalBlock(scope: !26, file: !1, line: 23, column: 9)
!29 = !DILocation(line: 23, column: 15, scope: !28)
!30 = !DILocation(line: 23, column: 9, scope: !26)
!31 = !DILocation(line: 24, column: 12, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 24, column: 7)
!33 = distinct !DILexicalBlock(scope: !28, file: !1, line: 23, column: 21)
!34 = !DILocation(line: 0, scope: !32)
!35 = !DILocation(line: 24, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 24, column: 7)
!37 = !DILocation(line: 24, column: 7, scope: !32)
!38 = !DILocation(line: 25, column: 9, scope: !36)
!39 = !DILocation(line: 24, column: 27, scope: !36)
!40 = !DILocation(line: 24, column: 7, scope: !36)
!41 = distinct !{!41, !37, !42, !43, !44}
!42 = !DILocation(line: 25, column: 9, scope: !32)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 26, column: 5, scope: !33)
!46 = !DILocation(line: 27, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !28, file: !1, line: 26, column: 12)
!48 = !DILocation(line: 29, column: 3, scope: !26)
!49 = !DILocation(line: 21, column: 23, scope: !23)
!50 = !DILocation(line: 21, column: 3, scope: !23)
!51 = distinct !{!51, !24, !52, !43, !44}
!52 = !DILocation(line: 29, column: 3, scope: !20)
!53 = !DILocation(line: 30, column: 3, scope: !11)
