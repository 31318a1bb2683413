; ModuleID = '<stdin>'
source_filename = "amortized.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !19

1:                                                ; preds = %12, %0
  %.01 = phi i32 [ 0, %0 ], [ %13, %12 ], !dbg !21
  call void @llvm.dbg.value(metadata i32 %.01, metadata !16, metadata !DIExpression()), !dbg !18
  %2 = icmp slt i32 %.01, 50, !dbg !22
  br i1 %2, label %3, label %14, !dbg !24

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !25
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !18
  br label %4, !dbg !27

4:                                                ; preds = %9, %3
  %.1 = phi i32 [ %.01, %3 ], [ %8, %9 ], !dbg !21
  %.0 = phi i32 [ 0, %3 ], [ %10, %9 ], !dbg !29
  call void @llvm.dbg.value(metadata i32 %.0, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %.1, metadata !16, metadata !DIExpression()), !dbg !18
  %5 = sub nsw i32 50, %.1, !dbg !30
  %6 = icmp slt i32 %.0, %5, !dbg !32
  br i1 %6, label %7, label %11, !dbg !33

7:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 2), !dbg !34
  %8 = add nsw i32 %.1, 1, !dbg !36
  call void @llvm.dbg.value(metadata i32 %8, metadata !16, metadata !DIExpression()), !dbg !18
  br label %9, !dbg !37

9:                                                ; preds = %7
  %10 = add nsw i32 %.0, 1, !dbg !38
  call void @llvm.dbg.value(metadata i32 %10, metadata !17, metadata !DIExpression()), !dbg !18
  br label %4, !dbg !39, !llvm.loop !40

11:                                               ; preds = %4
  %.1.lcssa = phi i32 [ %.1, %4 ], !dbg !21
  br label %12, !dbg !44

12:                                               ; preds = %11
  %13 = add nsw i32 %.1.lcssa, 1, !dbg !45
  call void @llvm.dbg.value(metadata i32 %13, metadata !16, metadata !DIExpression()), !dbg !18
  br label %1, !dbg !46, !llvm.loop !47

14:                                               ; preds = %1
  ret i32 0, !dbg !49
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

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
!1 = !DIFile(filename: "amortized.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ac246f34a7f554c8e99358a69ee89c5")
!2 = !{!3}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !12, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 26, type: !14)
!17 = !DILocalVariable(name: "j", scope: !11, file: !1, line: 26, type: !14)
!18 = !DILocation(line: 0, scope: !11)
!19 = !DILocation(line: 27, column: 8, scope: !20)
!20 = distinct !DILexicalBlock(scope: !11, file: !1, line: 27, column: 3)
!21 = !DILocation(line: 0, scope: !20)
!22 = !DILocation(line: 27, column: 17, scope: !23)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 27, column: 3)
!24 = !DILocation(line: 27, column: 3, scope: !20)
!25 = !DILocation(line: 28, column: 5, scope: !26)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 27, column: 27)
!27 = !DILocation(line: 29, column: 10, scope: !28)
!28 = distinct !DILexicalBlock(scope: !26, file: !1, line: 29, column: 5)
!29 = !DILocation(line: 0, scope: !28)
!30 = !DILocation(line: 29, column: 23, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 29, column: 5)
!32 = !DILocation(line: 29, column: 19, scope: !31)
!33 = !DILocation(line: 29, column: 5, scope: !28)
!34 = !DILocation(line: 30, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 29, column: 33)
!36 = !DILocation(line: 31, column: 8, scope: !35)
!37 = !DILocation(line: 32, column: 5, scope: !35)
!38 = !DILocation(line: 29, column: 29, scope: !31)
!39 = !DILocation(line: 29, column: 5, scope: !31)
!40 = distinct !{!40, !33, !41, !42, !43}
!41 = !DILocation(line: 32, column: 5, scope: !28)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = !DILocation(line: 33, column: 3, scope: !26)
!45 = !DILocation(line: 27, column: 23, scope: !23)
!46 = !DILocation(line: 27, column: 3, scope: !23)
!47 = distinct !{!47, !24, !48, !42, !43}
!48 = !DILocation(line: 33, column: 3, scope: !20)
!49 = !DILocation(line: 34, column: 3, scope: !11)
