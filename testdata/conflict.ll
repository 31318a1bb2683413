; ModuleID = '<stdin>'
source_filename = "conflict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"c <= 4\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !17
  br label %1, !dbg !18

1:                                                ; preds = %17, %0
  %.0 = phi i32 [ 0, %0 ], [ %18, %17 ], !dbg !17
  call void @llvm.dbg.value(metadata i32 %.0, metadata !16, metadata !DIExpression()), !dbg !17
  %2 = icmp slt i32 %.0, 100, !dbg !19
  br i1 %2, label %3, label %19, !dbg !18

3:                                                ; preds = %1
  %4 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !20
  %5 = icmp ne i32 %4, 0, !dbg !20
  br i1 %5, label %6, label %12, !dbg !23

6:                                                ; preds = %3
  %7 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !24
  %8 = icmp ne i32 %7, 0, !dbg !24
  br i1 %8, label %9, label %10, !dbg !27

9:                                                ; preds = %6
  call void @__wcet_count(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !28
  call void @__wcet_cost(i64 noundef 10), !dbg !30
  br label %11, !dbg !31

10:                                               ; preds = %6
  call void @__wcet_cost(i64 noundef 1), !dbg !32
  br label %11

11:                                               ; preds = %10, %9
  br label %17, !dbg !34

12:                                               ; preds = %3
  %13 = icmp eq i32 %.0, 1, !dbg !35
  br i1 %13, label %14, label %15, !dbg !37

14:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 5), !dbg !38
  br label %16, !dbg !40

15:                                               ; preds = %12
  call void @__wcet_cost(i64 noundef 1), !dbg !41
  br label %16

16:                                               ; preds = %15, %14
  br label %17

17:                                               ; preds = %16, %11
  %18 = add nsw i32 %.0, 1, !dbg !43
  call void @llvm.dbg.value(metadata i32 %18, metadata !16, metadata !DIExpression()), !dbg !17
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)), !dbg !44
  br label %1, !dbg !18, !llvm.loop !45

19:                                               ; preds = %1
  ret i32 0, !dbg !49
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
!1 = !DIFile(filename: "conflict.c", directory: ".", checksumkind: CSK_MD5, checksum: "4c9129ae319b87df190af8e792e29e5b")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 35, type: !12, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 36, type: !14)
!17 = !DILocation(line: 0, scope: !11)
!18 = !DILocation(line: 37, column: 3, scope: !11)
!19 = !DILocation(line: 37, column: 12, scope: !11)
!20 = !DILocation(line: 38, column: 9, scope: !21)
!21 = distinct !DILexicalBlock(scope: !22, file: !1, line: 38, column: 9)
!22 = distinct !DILexicalBlock(scope: !11, file: !1, line: 37, column: 17)
!23 = !DILocation(line: 38, column: 9, scope: !22)
!24 = !DILocation(line: 39, column: 11, scope: !25)
!25 = distinct !DILexicalBlock(scope: !26, file: !1, line: 39, column: 11)
!26 = distinct !DILexicalBlock(scope: !21, file: !1, line: 38, column: 34)
!27 = !DILocation(line: 39, column: 11, scope: !26)
!28 = !DILocation(line: 40, column: 9, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 39, column: 36)
!30 = !DILocation(line: 41, column: 9, scope: !29)
!31 = !DILocation(line: 42, column: 7, scope: !29)
!32 = !DILocation(line: 43, column: 9, scope: !33)
!33 = distinct !DILexicalBlock(scope: !25, file: !1, line: 42, column: 14)
!34 = !DILocation(line: 45, column: 5, scope: !26)
!35 = !DILocation(line: 45, column: 18, scope: !36)
!36 = distinct !DILexicalBlock(scope: !21, file: !1, line: 45, column: 16)
!37 = !DILocation(line: 45, column: 16, scope: !21)
!38 = !DILocation(line: 46, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 45, column: 24)
!40 = !DILocation(line: 47, column: 5, scope: !39)
!41 = !DILocation(line: 48, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !36, file: !1, line: 47, column: 12)
!43 = !DILocation(line: 50, column: 6, scope: !22)
!44 = !DILocation(line: 51, column: 5, scope: !22)
!45 = distinct !{!45, !18, !46, !47, !48}
!46 = !DILocation(line: 52, column: 3, scope: !11)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 53, column: 3, scope: !11)
