; ModuleID = '<stdin>'
source_filename = "ss_join_bounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19

1:                                                ; preds = %15, %0
  %.01 = phi i32 [ 0, %0 ], [ %16, %15 ], !dbg !21
  %.0 = phi i32 [ 0, %0 ], [ %.2, %15 ], !dbg !18
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %.01, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %.01, 3, !dbg !22
  br i1 %2, label %3, label %17, !dbg !24

3:                                                ; preds = %1
  %4 = icmp slt i32 %.0, 0, !dbg !25
  br i1 %4, label %5, label %6, !dbg !28

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 100), !dbg !29
  br label %6, !dbg !29

6:                                                ; preds = %5, %3
  %7 = icmp eq i32 %.0, 0, !dbg !30
  br i1 %7, label %8, label %13, !dbg !32

8:                                                ; preds = %6
  %9 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !33
  %10 = icmp ne i32 %9, 0, !dbg !33
  br i1 %10, label %11, label %12, !dbg !36

11:                                               ; preds = %8
  call void @llvm.dbg.value(metadata i32 1, metadata !17, metadata !DIExpression()), !dbg !18
  br label %12, !dbg !37

12:                                               ; preds = %11, %8
  %.1 = phi i32 [ 1, %11 ], [ %.0, %8 ], !dbg !18
  call void @llvm.dbg.value(metadata i32 %.1, metadata !17, metadata !DIExpression()), !dbg !18
  br label %14, !dbg !38

13:                                               ; preds = %6
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !18
  br label %14

14:                                               ; preds = %13, %12
  %.2 = phi i32 [ %.1, %12 ], [ 0, %13 ], !dbg !39
  call void @llvm.dbg.value(metadata i32 %.2, metadata !17, metadata !DIExpression()), !dbg !18
  call void @__wcet_cost(i64 noundef 1), !dbg !40
  br label %15, !dbg !41

15:                                               ; preds = %14
  %16 = add nsw i32 %.01, 1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %16, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !43, !llvm.loop !44

17:                                               ; preds = %1
  %.0.lcssa = phi i32 [ %.0, %1 ], !dbg !18
  ret i32 %.0.lcssa, !dbg !48
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
!1 = !DIFile(filename: "ss_join_bounds.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffa7a9cf9cd84224edd5c3f69bcf2b38")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !12, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 17, type: !14)
!17 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 17, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 18, column: 8, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 18, column: 3)
!21 = !DILocation(line: 0, scope: !20)
!22 = !DILocation(line: 18, column: 17, scope: !23)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 18, column: 3)
!24 = !DILocation(line: 18, column: 3, scope: !20)
!25 = !DILocation(line: 19, column: 11, scope: !26)
!26 = distinct !DILexicalBlock(scope: !27, file: !1, line: 19, column: 9)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 18, column: 27)
!28 = !DILocation(line: 19, column: 9, scope: !27)
!29 = !DILocation(line: 20, column: 7, scope: !26)
!30 = !DILocation(line: 21, column: 11, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 21, column: 9)
!32 = !DILocation(line: 21, column: 9, scope: !27)
!33 = !DILocation(line: 22, column: 11, scope: !34)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 22, column: 11)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 21, column: 17)
!36 = !DILocation(line: 22, column: 11, scope: !35)
!37 = !DILocation(line: 23, column: 9, scope: !34)
!38 = !DILocation(line: 24, column: 5, scope: !35)
!39 = !DILocation(line: 0, scope: !31)
!40 = !DILocation(line: 27, column: 5, scope: !27)
!41 = !DILocation(line: 28, column: 3, scope: !27)
!42 = !DILocation(line: 18, column: 23, scope: !23)
!43 = !DILocation(line: 18, column: 3, scope: !23)
!44 = distinct !{!44, !24, !45, !46, !47}
!45 = !DILocation(line: 28, column: 3, scope: !20)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 29, column: 3, scope: !11)
