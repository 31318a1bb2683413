; ModuleID = '<stdin>'
source_filename = "ss_nonaffine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 7), !dbg !19
  call void @llvm.dbg.value(metadata i32 %1, metadata !16, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !20
  br label %2, !dbg !21

2:                                                ; preds = %15, %0
  %.01 = phi i32 [ 0, %0 ], [ %14, %15 ], !dbg !20
  %.0 = phi i32 [ 0, %0 ], [ %16, %15 ], !dbg !23
  call void @llvm.dbg.value(metadata i32 %.0, metadata !18, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %.01, metadata !17, metadata !DIExpression()), !dbg !20
  %3 = icmp slt i32 %.0, 4, !dbg !24
  br i1 %3, label %4, label %17, !dbg !26

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !27
  %5 = mul nsw i32 %.01, %1, !dbg !29
  %6 = srem i32 %5, 3, !dbg !31
  %7 = icmp eq i32 %6, 1, !dbg !32
  br i1 %7, label %8, label %9, !dbg !33

8:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 5), !dbg !34
  br label %9, !dbg !34

9:                                                ; preds = %8, %4
  %10 = and i32 %.01, %1, !dbg !35
  %11 = icmp eq i32 %10, 1, !dbg !37
  br i1 %11, label %12, label %13, !dbg !38

12:                                               ; preds = %9
  call void @__wcet_cost(i64 noundef 2), !dbg !39
  br label %13, !dbg !39

13:                                               ; preds = %12, %9
  %14 = sub nsw i32 1, %.01, !dbg !40
  call void @llvm.dbg.value(metadata i32 %14, metadata !17, metadata !DIExpression()), !dbg !20
  br label %15, !dbg !41

15:                                               ; preds = %13
  %16 = add nsw i32 %.0, 1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %16, metadata !18, metadata !DIExpression()), !dbg !20
  br label %2, !dbg !43, !llvm.loop !44

17:                                               ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ], !dbg !20
  ret i32 %.01.lcssa, !dbg !48
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "ss_nonaffine.c", directory: ".", checksumkind: CSK_MD5, checksum: "0c5c6688dd9aabd3a527eaf34efb4361")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !12, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18}
!16 = !DILocalVariable(name: "y", scope: !11, file: !1, line: 26, type: !14)
!17 = !DILocalVariable(name: "x", scope: !11, file: !1, line: 27, type: !14)
!18 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 27, type: !14)
!19 = !DILocation(line: 26, column: 11, scope: !11)
!20 = !DILocation(line: 0, scope: !11)
!21 = !DILocation(line: 28, column: 8, scope: !22)
!22 = distinct !DILexicalBlock(scope: !11, file: !1, line: 28, column: 3)
!23 = !DILocation(line: 0, scope: !22)
!24 = !DILocation(line: 28, column: 17, scope: !25)
!25 = distinct !DILexicalBlock(scope: !22, file: !1, line: 28, column: 3)
!26 = !DILocation(line: 28, column: 3, scope: !22)
!27 = !DILocation(line: 29, column: 5, scope: !28)
!28 = distinct !DILexicalBlock(scope: !25, file: !1, line: 28, column: 27)
!29 = !DILocation(line: 30, column: 12, scope: !30)
!30 = distinct !DILexicalBlock(scope: !28, file: !1, line: 30, column: 9)
!31 = !DILocation(line: 30, column: 17, scope: !30)
!32 = !DILocation(line: 30, column: 21, scope: !30)
!33 = !DILocation(line: 30, column: 9, scope: !28)
!34 = !DILocation(line: 31, column: 7, scope: !30)
!35 = !DILocation(line: 32, column: 12, scope: !36)
!36 = distinct !DILexicalBlock(scope: !28, file: !1, line: 32, column: 9)
!37 = !DILocation(line: 32, column: 17, scope: !36)
!38 = !DILocation(line: 32, column: 9, scope: !28)
!39 = !DILocation(line: 33, column: 7, scope: !36)
!40 = !DILocation(line: 34, column: 11, scope: !28)
!41 = !DILocation(line: 35, column: 3, scope: !28)
!42 = !DILocation(line: 28, column: 23, scope: !25)
!43 = !DILocation(line: 28, column: 3, scope: !25)
!44 = distinct !{!44, !26, !45, !46, !47}
!45 = !DILocation(line: 35, column: 3, scope: !22)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 36, column: 3, scope: !11)
