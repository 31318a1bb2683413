; ModuleID = '<stdin>'
source_filename = "sparse_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"c1\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"c1 <= c / 10\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !22
  br label %1, !dbg !23

1:                                                ; preds = %10, %0
  %.01 = phi i32 [ 0, %0 ], [ %11, %10 ], !dbg !24
  %.0 = phi i32 [ 0, %0 ], [ %.1, %10 ], !dbg !22
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %.01, metadata !16, metadata !DIExpression()), !dbg !22
  %2 = icmp slt i32 %.01, 100, !dbg !25
  br i1 %2, label %3, label %12, !dbg !26

3:                                                ; preds = %1
  %4 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !27
  call void @llvm.dbg.value(metadata i32 %4, metadata !18, metadata !DIExpression()), !dbg !28
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !29
  %5 = icmp ne i32 %4, 0, !dbg !30
  br i1 %5, label %6, label %8, !dbg !32

6:                                                ; preds = %3
  call void @__wcet_count(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)), !dbg !33
  %7 = add nsw i32 %.0, %4, !dbg !35
  call void @llvm.dbg.value(metadata i32 %7, metadata !17, metadata !DIExpression()), !dbg !22
  call void @__wcet_cost(i64 noundef 1000), !dbg !36
  br label %9, !dbg !37

8:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 1), !dbg !38
  br label %9

9:                                                ; preds = %8, %6
  %.1 = phi i32 [ %7, %6 ], [ %.0, %8 ], !dbg !22
  call void @llvm.dbg.value(metadata i32 %.1, metadata !17, metadata !DIExpression()), !dbg !22
  br label %10, !dbg !40

10:                                               ; preds = %9
  %11 = add nsw i32 %.01, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 %11, metadata !16, metadata !DIExpression()), !dbg !22
  br label %1, !dbg !42, !llvm.loop !43

12:                                               ; preds = %1
  %.0.lcssa = phi i32 [ %.0, %1 ], !dbg !22
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0)), !dbg !47
  %13 = and i32 %.0.lcssa, 1, !dbg !48
  ret i32 %13, !dbg !49
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
!1 = !DIFile(filename: "sparse_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "7385ab6f8aae1d9434f759b728199932")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !12, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 31, type: !14)
!17 = !DILocalVariable(name: "sum", scope: !11, file: !1, line: 31, type: !14)
!18 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 33, type: !14)
!19 = distinct !DILexicalBlock(scope: !20, file: !1, line: 32, column: 27)
!20 = distinct !DILexicalBlock(scope: !21, file: !1, line: 32, column: 3)
!21 = distinct !DILexicalBlock(scope: !11, file: !1, line: 32, column: 3)
!22 = !DILocation(line: 0, scope: !11)
!23 = !DILocation(line: 32, column: 8, scope: !21)
!24 = !DILocation(line: 0, scope: !21)
!25 = !DILocation(line: 32, column: 17, scope: !20)
!26 = !DILocation(line: 32, column: 3, scope: !21)
!27 = !DILocation(line: 33, column: 13, scope: !19)
!28 = !DILocation(line: 0, scope: !19)
!29 = !DILocation(line: 34, column: 5, scope: !19)
!30 = !DILocation(line: 35, column: 11, scope: !31)
!31 = distinct !DILexicalBlock(scope: !19, file: !1, line: 35, column: 9)
!32 = !DILocation(line: 35, column: 9, scope: !19)
!33 = !DILocation(line: 36, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 35, column: 17)
!35 = !DILocation(line: 37, column: 11, scope: !34)
!36 = !DILocation(line: 38, column: 7, scope: !34)
!37 = !DILocation(line: 39, column: 5, scope: !34)
!38 = !DILocation(line: 40, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !31, file: !1, line: 39, column: 12)
!40 = !DILocation(line: 42, column: 3, scope: !19)
!41 = !DILocation(line: 32, column: 23, scope: !20)
!42 = !DILocation(line: 32, column: 3, scope: !20)
!43 = distinct !{!43, !26, !44, !45, !46}
!44 = !DILocation(line: 42, column: 3, scope: !21)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 43, column: 3, scope: !11)
!48 = !DILocation(line: 44, column: 14, scope: !11)
!49 = !DILocation(line: 44, column: 3, scope: !11)
