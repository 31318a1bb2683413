; ModuleID = '<stdin>'
source_filename = "mutex_paths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @mutex_paths(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 %1, metadata !17, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 %2, metadata !18, metadata !DIExpression()), !dbg !21
  %4 = icmp slt i32 %0, 0, !dbg !22
  br i1 %4, label %5, label %6, !dbg !24

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 10), !dbg !25
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !21
  br label %7, !dbg !27

6:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 2), !dbg !28
  call void @llvm.dbg.value(metadata i32 1, metadata !19, metadata !DIExpression()), !dbg !21
  br label %7

7:                                                ; preds = %6, %5
  %.01 = phi i32 [ 0, %5 ], [ 1, %6 ], !dbg !30
  call void @llvm.dbg.value(metadata i32 %.01, metadata !19, metadata !DIExpression()), !dbg !21
  %8 = icmp ne i32 %.01, 0, !dbg !31
  br i1 %8, label %9, label %11, !dbg !33

9:                                                ; preds = %7
  call void @__wcet_cost(i64 noundef 8), !dbg !34
  %10 = sdiv i32 %1, %2, !dbg !36
  call void @llvm.dbg.value(metadata i32 %10, metadata !20, metadata !DIExpression()), !dbg !21
  br label %12, !dbg !37

11:                                               ; preds = %7
  call void @__wcet_cost(i64 noundef 1), !dbg !38
  call void @llvm.dbg.value(metadata i32 %2, metadata !20, metadata !DIExpression()), !dbg !21
  br label %12

12:                                               ; preds = %11, %9
  %.0 = phi i32 [ %10, %9 ], [ %2, %11 ], !dbg !40
  call void @llvm.dbg.value(metadata i32 %.0, metadata !20, metadata !DIExpression()), !dbg !21
  ret i32 %.0, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mutex_paths.c", directory: ".", checksumkind: CSK_MD5, checksum: "a960e9f7df3e986c4ea2215b8c8f0c4f")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "mutex_paths", scope: !1, file: !1, line: 16, type: !12, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18, !19, !20}
!16 = !DILocalVariable(name: "e", arg: 1, scope: !11, file: !1, line: 16, type: !14)
!17 = !DILocalVariable(name: "x", arg: 2, scope: !11, file: !1, line: 16, type: !14)
!18 = !DILocalVariable(name: "y", arg: 3, scope: !11, file: !1, line: 16, type: !14)
!19 = !DILocalVariable(name: "cond", scope: !11, file: !1, line: 17, type: !14)
!20 = !DILocalVariable(name: "result", scope: !11, file: !1, line: 17, type: !14)
!21 = !DILocation(line: 0, scope: !11)
!22 = !DILocation(line: 18, column: 9, scope: !23)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 18, column: 7)
!24 = !DILocation(line: 18, column: 7, scope: !11)
!25 = !DILocation(line: 19, column: 5, scope: !26)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 18, column: 14)
!27 = !DILocation(line: 21, column: 3, scope: !26)
!28 = !DILocation(line: 22, column: 5, scope: !29)
!29 = distinct !DILexicalBlock(scope: !23, file: !1, line: 21, column: 10)
!30 = !DILocation(line: 0, scope: !23)
!31 = !DILocation(line: 25, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !11, file: !1, line: 25, column: 7)
!33 = !DILocation(line: 25, column: 7, scope: !11)
!34 = !DILocation(line: 26, column: 5, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 25, column: 13)
!36 = !DILocation(line: 27, column: 16, scope: !35)
!37 = !DILocation(line: 28, column: 3, scope: !35)
!38 = !DILocation(line: 29, column: 5, scope: !39)
!39 = distinct !DILexicalBlock(scope: !32, file: !1, line: 28, column: 10)
!40 = !DILocation(line: 0, scope: !32)
!41 = !DILocation(line: 32, column: 3, scope: !11)
