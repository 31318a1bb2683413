; ModuleID = '<stdin>'
source_filename = "fig33.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @fig33(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 %1, metadata !17, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !19
  %3 = icmp sgt i32 %0, 0, !dbg !20
  br i1 %3, label %4, label %5, !dbg !22

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 1), !dbg !23
  br label %5, !dbg !23

5:                                                ; preds = %4, %2
  %6 = icmp sgt i32 %1, 0, !dbg !24
  br i1 %6, label %7, label %8, !dbg !26

7:                                                ; preds = %5
  call void @__wcet_cost(i64 noundef 2), !dbg !27
  br label %8, !dbg !27

8:                                                ; preds = %7, %5
  %9 = icmp sgt i32 0, 0, !dbg !28
  br i1 %9, label %10, label %11, !dbg !30

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 3), !dbg !31
  br label %11, !dbg !31

11:                                               ; preds = %10, %8
  ret i32 0, !dbg !32
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
!1 = !DIFile(filename: "fig33.c", directory: ".", checksumkind: CSK_MD5, checksum: "90d401caa94f1597f4f44e399b59b130")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "fig33", scope: !1, file: !1, line: 16, type: !12, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 16, type: !14)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 16, type: !14)
!18 = !DILocalVariable(name: "c", scope: !11, file: !1, line: 17, type: !14)
!19 = !DILocation(line: 0, scope: !11)
!20 = !DILocation(line: 18, column: 9, scope: !21)
!21 = distinct !DILexicalBlock(scope: !11, file: !1, line: 18, column: 7)
!22 = !DILocation(line: 18, column: 7, scope: !11)
!23 = !DILocation(line: 19, column: 5, scope: !21)
!24 = !DILocation(line: 20, column: 9, scope: !25)
!25 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 7)
!26 = !DILocation(line: 20, column: 7, scope: !11)
!27 = !DILocation(line: 21, column: 5, scope: !25)
!28 = !DILocation(line: 22, column: 9, scope: !29)
!29 = distinct !DILexicalBlock(scope: !11, file: !1, line: 22, column: 7)
!30 = !DILocation(line: 22, column: 7, scope: !11)
!31 = !DILocation(line: 23, column: 5, scope: !29)
!32 = !DILocation(line: 24, column: 3, scope: !11)
