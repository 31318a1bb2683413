; ModuleID = '<stdin>'
source_filename = "fig41.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"c1\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"c2\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"c <= 10 && c1 <= 4\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 2, metadata !17, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19

1:                                                ; preds = %10, %0
  %.01 = phi i32 [ 0, %0 ], [ %11, %10 ], !dbg !18
  %.0 = phi i32 [ 2, %0 ], [ %.1, %10 ], !dbg !18
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %.01, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %.01, 10, !dbg !20
  br i1 %2, label %3, label %12, !dbg !19

3:                                                ; preds = %1
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !21
  %4 = srem i32 %.01, 3, !dbg !23
  %5 = icmp eq i32 %4, 0, !dbg !25
  br i1 %5, label %6, label %8, !dbg !26

6:                                                ; preds = %3
  call void @__wcet_count(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)), !dbg !27
  %7 = mul nsw i32 %.0, %.0, !dbg !29
  call void @llvm.dbg.value(metadata i32 %7, metadata !17, metadata !DIExpression()), !dbg !18
  call void @__wcet_cost(i64 noundef 30), !dbg !30
  br label %10, !dbg !31

8:                                                ; preds = %3
  call void @__wcet_count(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)), !dbg !32
  %9 = add nsw i32 %.0, 1, !dbg !34
  call void @llvm.dbg.value(metadata i32 %9, metadata !17, metadata !DIExpression()), !dbg !18
  call void @__wcet_cost(i64 noundef 1), !dbg !35
  br label %10

10:                                               ; preds = %8, %6
  %.1 = phi i32 [ %7, %6 ], [ %9, %8 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %.1, metadata !17, metadata !DIExpression()), !dbg !18
  %11 = add nsw i32 %.01, 1, !dbg !37
  call void @llvm.dbg.value(metadata i32 %11, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19, !llvm.loop !38

12:                                               ; preds = %1
  %.0.lcssa = phi i32 [ %.0, %1 ], !dbg !18
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0)), !dbg !42
  %13 = and i32 %.0.lcssa, 1, !dbg !43
  ret i32 %13, !dbg !44
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_count(i8* noundef) #3

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_assert(i8* noundef) #3

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
!1 = !DIFile(filename: "fig41.c", directory: ".", checksumkind: CSK_MD5, checksum: "0cb1dc889d517eda1a51f59711c6a016")
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
!17 = !DILocalVariable(name: "j", scope: !11, file: !1, line: 17, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 18, column: 3, scope: !11)
!20 = !DILocation(line: 18, column: 12, scope: !11)
!21 = !DILocation(line: 19, column: 5, scope: !22)
!22 = distinct !DILexicalBlock(scope: !11, file: !1, line: 18, column: 18)
!23 = !DILocation(line: 20, column: 11, scope: !24)
!24 = distinct !DILexicalBlock(scope: !22, file: !1, line: 20, column: 9)
!25 = !DILocation(line: 20, column: 15, scope: !24)
!26 = !DILocation(line: 20, column: 9, scope: !22)
!27 = !DILocation(line: 21, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 20, column: 21)
!29 = !DILocation(line: 22, column: 9, scope: !28)
!30 = !DILocation(line: 23, column: 7, scope: !28)
!31 = !DILocation(line: 24, column: 5, scope: !28)
!32 = !DILocation(line: 25, column: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !24, file: !1, line: 24, column: 12)
!34 = !DILocation(line: 26, column: 8, scope: !33)
!35 = !DILocation(line: 27, column: 7, scope: !33)
!36 = !DILocation(line: 0, scope: !24)
!37 = !DILocation(line: 29, column: 6, scope: !22)
!38 = distinct !{!38, !19, !39, !40, !41}
!39 = !DILocation(line: 30, column: 3, scope: !11)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = !DILocation(line: 31, column: 3, scope: !11)
!43 = !DILocation(line: 32, column: 12, scope: !11)
!44 = !DILocation(line: 32, column: 3, scope: !11)
