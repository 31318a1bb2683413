; ModuleID = '<stdin>'
source_filename = "watermark.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"c1\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"c2\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"|c1 - c2| <= 1\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !18
  call void @__wcet_alloc(i64 noundef 10), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !20

1:                                                ; preds = %10, %0
  %.01 = phi i32 [ 0, %0 ], [ %11, %10 ], !dbg !22
  %.0 = phi i32 [ 0, %0 ], [ %9, %10 ], !dbg !18
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %.01, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %.01, 100, !dbg !23
  br i1 %2, label %3, label %12, !dbg !25

3:                                                ; preds = %1
  %4 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !26
  %5 = icmp ne i32 %4, 0, !dbg !26
  br i1 %5, label %6, label %7, !dbg !29

6:                                                ; preds = %3
  call void @__wcet_count(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)), !dbg !30
  call void @__wcet_alloc(i64 noundef 10), !dbg !32
  br label %8, !dbg !33

7:                                                ; preds = %3
  call void @__wcet_count(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)), !dbg !34
  call void @__wcet_free(i64 noundef 10), !dbg !36
  br label %8

8:                                                ; preds = %7, %6
  %9 = add nsw i32 %.0, 1, !dbg !37
  call void @llvm.dbg.value(metadata i32 %9, metadata !17, metadata !DIExpression()), !dbg !18
  call void @__wcet_cost(i64 noundef 1), !dbg !38
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0)), !dbg !39
  br label %10, !dbg !40

10:                                               ; preds = %8
  %11 = add nsw i32 %.01, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 %11, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !42, !llvm.loop !43

12:                                               ; preds = %1
  %.0.lcssa = phi i32 [ %.0, %1 ], !dbg !18
  %13 = and i32 %.0.lcssa, 1, !dbg !47
  ret i32 %13, !dbg !48
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_alloc(i64 noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_count(i8* noundef) #3

declare void @__wcet_free(i64 noundef) #3

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
!1 = !DIFile(filename: "watermark.c", directory: ".", checksumkind: CSK_MD5, checksum: "c49c92215f86a9e68c85bc99dabaf666")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 33, type: !12, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 34, type: !14)
!17 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 34, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 35, column: 3, scope: !11)
!20 = !DILocation(line: 36, column: 8, scope: !21)
!21 = distinct !DILexicalBlock(scope: !11, file: !1, line: 36, column: 3)
!22 = !DILocation(line: 0, scope: !21)
!23 = !DILocation(line: 36, column: 17, scope: !24)
!24 = distinct !DILexicalBlock(scope: !21, file: !1, line: 36, column: 3)
!25 = !DILocation(line: 36, column: 3, scope: !21)
!26 = !DILocation(line: 37, column: 9, scope: !27)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 37, column: 9)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 36, column: 27)
!29 = !DILocation(line: 37, column: 9, scope: !28)
!30 = !DILocation(line: 38, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 37, column: 34)
!32 = !DILocation(line: 39, column: 7, scope: !31)
!33 = !DILocation(line: 40, column: 5, scope: !31)
!34 = !DILocation(line: 41, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !27, file: !1, line: 40, column: 12)
!36 = !DILocation(line: 42, column: 7, scope: !35)
!37 = !DILocation(line: 44, column: 6, scope: !28)
!38 = !DILocation(line: 45, column: 5, scope: !28)
!39 = !DILocation(line: 46, column: 5, scope: !28)
!40 = !DILocation(line: 47, column: 3, scope: !28)
!41 = !DILocation(line: 36, column: 23, scope: !24)
!42 = !DILocation(line: 36, column: 3, scope: !24)
!43 = distinct !{!43, !25, !44, !45, !46}
!44 = !DILocation(line: 47, column: 3, scope: !21)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 48, column: 12, scope: !11)
!48 = !DILocation(line: 48, column: 3, scope: !11)
