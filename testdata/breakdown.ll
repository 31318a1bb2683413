; ModuleID = '<stdin>'
source_filename = "breakdown.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !17
  call void @llvm.dbg.value(metadata i32 %1, metadata !16, metadata !DIExpression()), !dbg !18
  call void @__wcet_cost(i64 noundef 1), !dbg !19
  call void @scale(i32 noundef %1), !dbg !20
  %2 = add nsw i32 %1, 1, !dbg !21
  %3 = call i32 @filter(i32 noundef %2), !dbg !22
  call void @scale(i32 noundef 2), !dbg !23
  ret i32 0, !dbg !24
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

; Function Attrs: nounwind uwtable
define internal void @scale(i32 noundef %0) #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !29, metadata !DIExpression()), !dbg !31
  call void @__wcet_cost(i64 noundef 2), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !31
  br label %2, !dbg !33

2:                                                ; preds = %5, %1
  %.0 = phi i32 [ 0, %1 ], [ %6, %5 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %.0, metadata !30, metadata !DIExpression()), !dbg !31
  %3 = icmp slt i32 %.0, %0, !dbg !36
  br i1 %3, label %4, label %7, !dbg !38

4:                                                ; preds = %2
  call void @__wcet_cost(i64 noundef 3), !dbg !39
  br label %5, !dbg !39

5:                                                ; preds = %4
  %6 = add nsw i32 %.0, 1, !dbg !40
  call void @llvm.dbg.value(metadata i32 %6, metadata !30, metadata !DIExpression()), !dbg !31
  br label %2, !dbg !41, !llvm.loop !42

7:                                                ; preds = %2
  ret void, !dbg !46
}

; Function Attrs: nounwind uwtable
define internal i32 @filter(i32 noundef %0) #0 !dbg !47 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !51, metadata !DIExpression()), !dbg !52
  call void @__wcet_cost(i64 noundef 4), !dbg !53
  call void @scale(i32 noundef %0), !dbg !54
  ret i32 %0, !dbg !55
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
!1 = !DIFile(filename: "breakdown.c", directory: ".", checksumkind: CSK_MD5, checksum: "9e7dfb2a9ef57e6cc885c54be42dc56a")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !12, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 38, type: !14)
!17 = !DILocation(line: 38, column: 11, scope: !11)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 39, column: 3, scope: !11)
!20 = !DILocation(line: 40, column: 3, scope: !11)
!21 = !DILocation(line: 41, column: 12, scope: !11)
!22 = !DILocation(line: 41, column: 3, scope: !11)
!23 = !DILocation(line: 42, column: 3, scope: !11)
!24 = !DILocation(line: 43, column: 3, scope: !11)
!25 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 24, type: !26, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !14}
!28 = !{!29, !30}
!29 = !DILocalVariable(name: "k", arg: 1, scope: !25, file: !1, line: 24, type: !14)
!30 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 25, type: !14)
!31 = !DILocation(line: 0, scope: !25)
!32 = !DILocation(line: 26, column: 3, scope: !25)
!33 = !DILocation(line: 27, column: 8, scope: !34)
!34 = distinct !DILexicalBlock(scope: !25, file: !1, line: 27, column: 3)
!35 = !DILocation(line: 0, scope: !34)
!36 = !DILocation(line: 27, column: 17, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 27, column: 3)
!38 = !DILocation(line: 27, column: 3, scope: !34)
!39 = !DILocation(line: 28, column: 5, scope: !37)
!40 = !DILocation(line: 27, column: 23, scope: !37)
!41 = !DILocation(line: 27, column: 3, scope: !37)
!42 = distinct !{!42, !38, !43, !44, !45}
!43 = !DILocation(line: 28, column: 5, scope: !34)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 29, column: 1, scope: !25)
!47 = distinct !DISubprogram(name: "filter", scope: !1, file: !1, line: 31, type: !48, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!14, !14}
!50 = !{!51}
!51 = !DILocalVariable(name: "k", arg: 1, scope: !47, file: !1, line: 31, type: !14)
!52 = !DILocation(line: 0, scope: !47)
!53 = !DILocation(line: 32, column: 3, scope: !47)
!54 = !DILocation(line: 33, column: 3, scope: !47)
!55 = !DILocation(line: 34, column: 3, scope: !47)
