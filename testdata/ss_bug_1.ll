; ModuleID = '<stdin>'
source_filename = "ss_bug_1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 1, i32 noundef 3), !dbg !17
  call void @llvm.dbg.value(metadata i32 %1, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %1, 2, !dbg !19
  br i1 %2, label %3, label %4, !dbg !21

3:                                                ; preds = %0
  call void @__wcet_cost(i64 noundef 1), !dbg !22
  br label %4, !dbg !22

4:                                                ; preds = %3, %0
  %5 = mul nsw i32 %1, %1, !dbg !23
  %6 = icmp sgt i32 %5, 3, !dbg !25
  br i1 %6, label %7, label %8, !dbg !26

7:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 3), !dbg !27
  br label %8, !dbg !27

8:                                                ; preds = %7, %4
  ret i32 %1, !dbg !28
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

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
!1 = !DIFile(filename: "ss_bug_1.c", directory: ".", checksumkind: CSK_MD5, checksum: "47299f4e7b32cfec5ef0441b9f380c40")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DILocalVariable(name: "c", scope: !11, file: !1, line: 19, type: !14)
!17 = !DILocation(line: 19, column: 11, scope: !11)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 20, column: 9, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 7)
!21 = !DILocation(line: 20, column: 7, scope: !11)
!22 = !DILocation(line: 21, column: 5, scope: !20)
!23 = !DILocation(line: 22, column: 9, scope: !24)
!24 = distinct !DILexicalBlock(scope: !11, file: !1, line: 22, column: 7)
!25 = !DILocation(line: 22, column: 13, scope: !24)
!26 = !DILocation(line: 22, column: 7, scope: !11)
!27 = !DILocation(line: 23, column: 5, scope: !24)
!28 = !DILocation(line: 24, column: 3, scope: !11)
