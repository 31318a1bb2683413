; ModuleID = '<stdin>'
source_filename = "fig43.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"c <= 4\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !17
  br label %1, !dbg !18

1:                                                ; preds = %12, %0
  %.0 = phi i32 [ 0, %0 ], [ %13, %12 ], !dbg !17
  call void @llvm.dbg.value(metadata i32 %.0, metadata !16, metadata !DIExpression()), !dbg !17
  %2 = icmp slt i32 %.0, 9, !dbg !19
  br i1 %2, label %3, label %14, !dbg !18

3:                                                ; preds = %1
  %4 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !20
  %5 = icmp ne i32 %4, 0, !dbg !20
  br i1 %5, label %6, label %7, !dbg !23

6:                                                ; preds = %3
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !24
  call void @__wcet_cost(i64 noundef 10), !dbg !26
  br label %12, !dbg !27

7:                                                ; preds = %3
  %8 = icmp eq i32 %.0, 1, !dbg !28
  br i1 %8, label %9, label %10, !dbg !30

9:                                                ; preds = %7
  call void @__wcet_cost(i64 noundef 5), !dbg !31
  br label %11, !dbg !33

10:                                               ; preds = %7
  call void @__wcet_cost(i64 noundef 1), !dbg !34
  br label %11

11:                                               ; preds = %10, %9
  br label %12

12:                                               ; preds = %11, %6
  %13 = add nsw i32 %.0, 1, !dbg !36
  call void @llvm.dbg.value(metadata i32 %13, metadata !16, metadata !DIExpression()), !dbg !17
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)), !dbg !37
  br label %1, !dbg !18, !llvm.loop !38

14:                                               ; preds = %1
  ret i32 0, !dbg !42
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "fig43.c", directory: ".", checksumkind: CSK_MD5, checksum: "0e1451b30b68d70c9ccf8f9f071968a1")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 24, type: !12, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 25, type: !14)
!17 = !DILocation(line: 0, scope: !11)
!18 = !DILocation(line: 26, column: 3, scope: !11)
!19 = !DILocation(line: 26, column: 12, scope: !11)
!20 = !DILocation(line: 27, column: 9, scope: !21)
!21 = distinct !DILexicalBlock(scope: !22, file: !1, line: 27, column: 9)
!22 = distinct !DILexicalBlock(scope: !11, file: !1, line: 26, column: 17)
!23 = !DILocation(line: 27, column: 9, scope: !22)
!24 = !DILocation(line: 28, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !21, file: !1, line: 27, column: 34)
!26 = !DILocation(line: 29, column: 7, scope: !25)
!27 = !DILocation(line: 30, column: 5, scope: !25)
!28 = !DILocation(line: 30, column: 18, scope: !29)
!29 = distinct !DILexicalBlock(scope: !21, file: !1, line: 30, column: 16)
!30 = !DILocation(line: 30, column: 16, scope: !21)
!31 = !DILocation(line: 31, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 30, column: 24)
!33 = !DILocation(line: 32, column: 5, scope: !32)
!34 = !DILocation(line: 33, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !29, file: !1, line: 32, column: 12)
!36 = !DILocation(line: 35, column: 6, scope: !22)
!37 = !DILocation(line: 36, column: 5, scope: !22)
!38 = distinct !{!38, !18, !39, !40, !41}
!39 = !DILocation(line: 37, column: 3, scope: !11)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = !DILocation(line: 38, column: 3, scope: !11)
