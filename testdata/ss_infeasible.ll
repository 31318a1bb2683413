; ModuleID = '<stdin>'
source_filename = "ss_infeasible.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @ss_infeasible(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %1, metadata !17, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %2, metadata !18, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !20
  %4 = icmp sgt i32 %0, 0, !dbg !21
  br i1 %4, label %5, label %6, !dbg !23

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 1), !dbg !24
  br label %12, !dbg !26

6:                                                ; preds = %3
  %7 = icmp slt i32 %0, 0, !dbg !27
  br i1 %7, label %8, label %10, !dbg !29

8:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 1), !dbg !30
  %9 = add nsw i32 %0, 1, !dbg !32
  call void @llvm.dbg.value(metadata i32 %9, metadata !19, metadata !DIExpression()), !dbg !20
  br label %11, !dbg !33

10:                                               ; preds = %6
  call void @llvm.dbg.value(metadata i32 %2, metadata !19, metadata !DIExpression()), !dbg !20
  br label %11

11:                                               ; preds = %10, %8
  %.0 = phi i32 [ %9, %8 ], [ %2, %10 ], !dbg !34
  call void @llvm.dbg.value(metadata i32 %.0, metadata !19, metadata !DIExpression()), !dbg !20
  br label %12

12:                                               ; preds = %11, %5
  %.1 = phi i32 [ 0, %5 ], [ %.0, %11 ], !dbg !20
  call void @llvm.dbg.value(metadata i32 %.1, metadata !19, metadata !DIExpression()), !dbg !20
  %13 = icmp sgt i32 %1, 0, !dbg !35
  br i1 %13, label %14, label %15, !dbg !37

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 2), !dbg !38
  br label %15, !dbg !38

15:                                               ; preds = %14, %12
  %16 = icmp sgt i32 %.1, 0, !dbg !39
  br i1 %16, label %17, label %18, !dbg !41

17:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 4), !dbg !42
  br label %18, !dbg !42

18:                                               ; preds = %17, %15
  ret i32 %.1, !dbg !43
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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ss_infeasible.c", directory: ".", checksumkind: CSK_MD5, checksum: "65bc06f3029b105df7da692d6cdf9a9a")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "ss_infeasible", scope: !1, file: !1, line: 28, type: !12, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18, !19}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 28, type: !14)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 28, type: !14)
!18 = !DILocalVariable(name: "d", arg: 3, scope: !11, file: !1, line: 28, type: !14)
!19 = !DILocalVariable(name: "c", scope: !11, file: !1, line: 29, type: !14)
!20 = !DILocation(line: 0, scope: !11)
!21 = !DILocation(line: 30, column: 9, scope: !22)
!22 = distinct !DILexicalBlock(scope: !11, file: !1, line: 30, column: 7)
!23 = !DILocation(line: 30, column: 7, scope: !11)
!24 = !DILocation(line: 31, column: 5, scope: !25)
!25 = distinct !DILexicalBlock(scope: !22, file: !1, line: 30, column: 14)
!26 = !DILocation(line: 32, column: 3, scope: !25)
!27 = !DILocation(line: 32, column: 16, scope: !28)
!28 = distinct !DILexicalBlock(scope: !22, file: !1, line: 32, column: 14)
!29 = !DILocation(line: 32, column: 14, scope: !22)
!30 = !DILocation(line: 33, column: 5, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 32, column: 21)
!32 = !DILocation(line: 34, column: 11, scope: !31)
!33 = !DILocation(line: 35, column: 3, scope: !31)
!34 = !DILocation(line: 0, scope: !28)
!35 = !DILocation(line: 38, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !11, file: !1, line: 38, column: 7)
!37 = !DILocation(line: 38, column: 7, scope: !11)
!38 = !DILocation(line: 39, column: 5, scope: !36)
!39 = !DILocation(line: 40, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !11, file: !1, line: 40, column: 7)
!41 = !DILocation(line: 40, column: 7, scope: !11)
!42 = !DILocation(line: 41, column: 5, scope: !40)
!43 = !DILocation(line: 42, column: 3, scope: !11)
