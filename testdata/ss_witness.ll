; ModuleID = '<stdin>'
source_filename = "ss_witness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @ss_witness(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %1, metadata !17, metadata !DIExpression()), !dbg !18
  %3 = icmp sgt i32 %0, 0, !dbg !19
  br i1 %3, label %4, label %5, !dbg !21

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !22
  br label %6, !dbg !24

5:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 2), !dbg !25
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !18
  br label %6

6:                                                ; preds = %5, %4
  %.0 = phi i32 [ %1, %4 ], [ %0, %5 ]
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !18
  %7 = icmp sgt i32 %.0, 0, !dbg !27
  br i1 %7, label %8, label %9, !dbg !29

8:                                                ; preds = %6
  call void @__wcet_cost(i64 noundef 3), !dbg !30
  br label %9, !dbg !30

9:                                                ; preds = %8, %6
  ret i32 %.0, !dbg !31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @__wcet_cost(i64 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ss_witness.c", directory: ".", checksumkind: CSK_MD5, checksum: "38739c46c758572d8852254ea4da0226")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "ss_witness", scope: !1, file: !1, line: 26, type: !12, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 26, type: !14)
!17 = !DILocalVariable(name: "x", arg: 2, scope: !11, file: !1, line: 26, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 27, column: 9, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 27, column: 7)
!21 = !DILocation(line: 27, column: 7, scope: !11)
!22 = !DILocation(line: 28, column: 5, scope: !23)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 27, column: 14)
!24 = !DILocation(line: 29, column: 3, scope: !23)
!25 = !DILocation(line: 30, column: 5, scope: !26)
!26 = distinct !DILexicalBlock(scope: !20, file: !1, line: 29, column: 10)
!27 = !DILocation(line: 33, column: 9, scope: !28)
!28 = distinct !DILexicalBlock(scope: !11, file: !1, line: 33, column: 7)
!29 = !DILocation(line: 33, column: 7, scope: !11)
!30 = !DILocation(line: 34, column: 5, scope: !28)
!31 = !DILocation(line: 35, column: 3, scope: !11)
