; ModuleID = '<stdin>'
source_filename = "assert_count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"c <= 2\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19

1:                                                ; preds = %9, %0
  %.0 = phi i32 [ 0, %0 ], [ %10, %9 ], !dbg !18
  call void @llvm.dbg.value(metadata i32 %.0, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %.0, 4, !dbg !20
  br i1 %2, label %4, label %3, !dbg !22

3:                                                ; preds = %1
  br label %11

4:                                                ; preds = %1
  %5 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !23
  %6 = icmp ne i32 %5, 0, !dbg !23
  br i1 %6, label %7, label %8, !dbg !26

7:                                                ; preds = %4
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !27
  call void @__wcet_cost(i64 noundef 5), !dbg !29
  br label %8, !dbg !30

8:                                                ; preds = %7, %4
  call void @__wcet_cost(i64 noundef 1), !dbg !31
  br label %9, !dbg !32

9:                                                ; preds = %8
  %10 = add nsw i32 %.0, 1, !dbg !33
  call void @llvm.dbg.value(metadata i32 %10, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !34, !llvm.loop !35

11:                                               ; preds = %3
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)), !dbg !39
  ret i32 0, !dbg !40
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_count(i8* noundef) #3

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @__wcet_assert(i8* noundef) #3

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
!1 = !DIFile(filename: "assert_count.c", directory: ".", checksumkind: CSK_MD5, checksum: "337873dc0d4d7f299946d13f4efbd86d")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DILocalVariable(name: "i", scope: !17, file: !1, line: 12, type: !14)
!17 = distinct !DILexicalBlock(scope: !11, file: !1, line: 12, column: 3)
!18 = !DILocation(line: 0, scope: !17)
!19 = !DILocation(line: 12, column: 8, scope: !17)
!20 = !DILocation(line: 12, column: 21, scope: !21)
!21 = distinct !DILexicalBlock(scope: !17, file: !1, line: 12, column: 3)
!22 = !DILocation(line: 12, column: 3, scope: !17)
!23 = !DILocation(line: 13, column: 9, scope: !24)
!24 = distinct !DILexicalBlock(scope: !25, file: !1, line: 13, column: 9)
!25 = distinct !DILexicalBlock(scope: !21, file: !1, line: 12, column: 31)
!26 = !DILocation(line: 13, column: 9, scope: !25)
!27 = !DILocation(line: 14, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 13, column: 34)
!29 = !DILocation(line: 15, column: 7, scope: !28)
!30 = !DILocation(line: 16, column: 5, scope: !28)
!31 = !DILocation(line: 17, column: 5, scope: !25)
!32 = !DILocation(line: 18, column: 3, scope: !25)
!33 = !DILocation(line: 12, column: 27, scope: !21)
!34 = !DILocation(line: 12, column: 3, scope: !21)
!35 = distinct !{!35, !22, !36, !37, !38}
!36 = !DILocation(line: 18, column: 3, scope: !17)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = !DILocation(line: 19, column: 3, scope: !11)
!40 = !DILocation(line: 20, column: 3, scope: !11)
