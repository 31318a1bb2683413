; ModuleID = '<stdin>'
source_filename = "lb_break.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19

1:                                                ; preds = %6, %0
  %.0 = phi i32 [ 0, %0 ], [ %7, %6 ], !dbg !18
  call void @llvm.dbg.value(metadata i32 %.0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %2, !dbg !19

2:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !20
  %3 = call i32 @needed(i32 noundef %.0), !dbg !22
  %4 = icmp eq i32 %3, 0, !dbg !24
  br i1 %4, label %5, label %6, !dbg !25

5:                                                ; preds = %2
  br label %8, !dbg !26

6:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 10), !dbg !27
  %7 = add i32 %.0, 1, !dbg !28
  call void @llvm.dbg.value(metadata i32 %7, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19, !llvm.loop !29

8:                                                ; preds = %5
  ret i32 0, !dbg !32
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind uwtable
define internal i32 @needed(i32 noundef %0) #0 !dbg !33 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !37, metadata !DIExpression()), !dbg !38
  %2 = sub i32 4, %0, !dbg !39
  ret i32 %2, !dbg !40
}

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
!1 = !DIFile(filename: "lb_break.c", directory: ".", checksumkind: CSK_MD5, checksum: "8ab8a300d9c0c9f4ecff877c7ae6efc0")
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
!15 = !{!16}
!16 = !DILocalVariable(name: "have", scope: !11, file: !1, line: 17, type: !17)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 19, column: 3, scope: !11)
!20 = !DILocation(line: 20, column: 5, scope: !21)
!21 = distinct !DILexicalBlock(scope: !11, file: !1, line: 19, column: 13)
!22 = !DILocation(line: 21, column: 9, scope: !23)
!23 = distinct !DILexicalBlock(scope: !21, file: !1, line: 21, column: 9)
!24 = !DILocation(line: 21, column: 22, scope: !23)
!25 = !DILocation(line: 21, column: 9, scope: !21)
!26 = !DILocation(line: 22, column: 7, scope: !23)
!27 = !DILocation(line: 23, column: 5, scope: !21)
!28 = !DILocation(line: 24, column: 9, scope: !21)
!29 = distinct !{!29, !19, !30, !31}
!30 = !DILocation(line: 25, column: 3, scope: !11)
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !DILocation(line: 26, column: 3, scope: !11)
!33 = distinct !DISubprogram(name: "needed", scope: !1, file: !1, line: 14, type: !34, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!17, !17}
!36 = !{!37}
!37 = !DILocalVariable(name: "have", arg: 1, scope: !33, file: !1, line: 14, type: !17)
!38 = !DILocation(line: 0, scope: !33)
!39 = !DILocation(line: 14, column: 50, scope: !33)
!40 = !DILocation(line: 14, column: 41, scope: !33)
