; ModuleID = '<stdin>'
source_filename = "non_deter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19

1:                                                ; preds = %15, %0
  %.01 = phi i32 [ 0, %0 ], [ %16, %15 ], !dbg !21
  call void @llvm.dbg.value(metadata i32 %.01, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %.01, 25, !dbg !22
  br i1 %2, label %3, label %17, !dbg !24

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !25
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !18
  br label %4, !dbg !27

4:                                                ; preds = %13, %3
  %.0 = phi i32 [ 0, %3 ], [ %.1, %13 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !18
  %5 = icmp slt i32 %.0, 25, !dbg !29
  br i1 %5, label %6, label %14, !dbg !27

6:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 2), !dbg !30
  %7 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !32
  %8 = icmp ne i32 %7, 0, !dbg !32
  br i1 %8, label %9, label %11, !dbg !34

9:                                                ; preds = %6
  %10 = add nsw i32 %.0, 1, !dbg !35
  call void @llvm.dbg.value(metadata i32 %10, metadata !17, metadata !DIExpression()), !dbg !18
  br label %13, !dbg !36

11:                                               ; preds = %6
  %12 = add nsw i32 %.0, 2, !dbg !37
  call void @llvm.dbg.value(metadata i32 %12, metadata !17, metadata !DIExpression()), !dbg !18
  br label %13

13:                                               ; preds = %11, %9
  %.1 = phi i32 [ %10, %9 ], [ %12, %11 ], !dbg !38
  call void @llvm.dbg.value(metadata i32 %.1, metadata !17, metadata !DIExpression()), !dbg !18
  br label %4, !dbg !27, !llvm.loop !39

14:                                               ; preds = %4
  br label %15, !dbg !43

15:                                               ; preds = %14
  %16 = add nsw i32 %.01, 1, !dbg !44
  call void @llvm.dbg.value(metadata i32 %16, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !45, !llvm.loop !46

17:                                               ; preds = %1
  ret i32 0, !dbg !48
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "non_deter.c", directory: ".", checksumkind: CSK_MD5, checksum: "5eb1b4e259ad78bb9e29a489477a33a6")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !12, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 23, type: !14)
!17 = !DILocalVariable(name: "j", scope: !11, file: !1, line: 23, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 24, column: 8, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 24, column: 3)
!21 = !DILocation(line: 0, scope: !20)
!22 = !DILocation(line: 24, column: 17, scope: !23)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 24, column: 3)
!24 = !DILocation(line: 24, column: 3, scope: !20)
!25 = !DILocation(line: 25, column: 5, scope: !26)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 24, column: 27)
!27 = !DILocation(line: 27, column: 5, scope: !26)
!28 = !DILocation(line: 0, scope: !26)
!29 = !DILocation(line: 27, column: 14, scope: !26)
!30 = !DILocation(line: 28, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !26, file: !1, line: 27, column: 19)
!32 = !DILocation(line: 29, column: 11, scope: !33)
!33 = distinct !DILexicalBlock(scope: !31, file: !1, line: 29, column: 11)
!34 = !DILocation(line: 29, column: 11, scope: !31)
!35 = !DILocation(line: 30, column: 11, scope: !33)
!36 = !DILocation(line: 30, column: 9, scope: !33)
!37 = !DILocation(line: 32, column: 11, scope: !33)
!38 = !DILocation(line: 0, scope: !33)
!39 = distinct !{!39, !27, !40, !41, !42}
!40 = !DILocation(line: 33, column: 5, scope: !26)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.disable"}
!43 = !DILocation(line: 34, column: 3, scope: !26)
!44 = !DILocation(line: 24, column: 23, scope: !23)
!45 = !DILocation(line: 24, column: 3, scope: !23)
!46 = distinct !{!46, !24, !47, !41, !42}
!47 = !DILocation(line: 34, column: 3, scope: !20)
!48 = !DILocation(line: 35, column: 3, scope: !11)
