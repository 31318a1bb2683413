; ModuleID = '<stdin>'
source_filename = "fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @fib(i32 noundef %0) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !17
  call void @__wcet_cost(i64 noundef 1), !dbg !18
  %2 = icmp slt i32 %0, 2, !dbg !19
  br i1 %2, label %3, label %4, !dbg !21

3:                                                ; preds = %1
  br label %10, !dbg !22

4:                                                ; preds = %1
  %5 = sub nsw i32 %0, 1, !dbg !23
  %6 = call i32 @fib(i32 noundef %5), !dbg !24
  %7 = sub nsw i32 %0, 2, !dbg !25
  %8 = call i32 @fib(i32 noundef %7), !dbg !26
  %9 = add nsw i32 %6, %8, !dbg !27
  br label %10, !dbg !28

10:                                               ; preds = %4, %3
  %.0 = phi i32 [ %0, %3 ], [ %9, %4 ], !dbg !17
  ret i32 %.0, !dbg !29
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
!1 = !DIFile(filename: "fib.c", directory: ".", checksumkind: CSK_MD5, checksum: "681beb49f5dc8980ba04418039f2832f")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 14, type: !14)
!17 = !DILocation(line: 0, scope: !11)
!18 = !DILocation(line: 15, column: 3, scope: !11)
!19 = !DILocation(line: 16, column: 9, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 16, column: 7)
!21 = !DILocation(line: 16, column: 7, scope: !11)
!22 = !DILocation(line: 17, column: 5, scope: !20)
!23 = !DILocation(line: 18, column: 16, scope: !11)
!24 = !DILocation(line: 18, column: 10, scope: !11)
!25 = !DILocation(line: 18, column: 29, scope: !11)
!26 = !DILocation(line: 18, column: 23, scope: !11)
!27 = !DILocation(line: 18, column: 21, scope: !11)
!28 = !DILocation(line: 18, column: 3, scope: !11)
!29 = !DILocation(line: 19, column: 1, scope: !11)
