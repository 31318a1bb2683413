; ModuleID = '<stdin>'
source_filename = "collatz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@steps = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 27, metadata !19, metadata !DIExpression()), !dbg !20
  br label %1, !dbg !21

1:                                                ; preds = %11, %0
  %.0 = phi i32 [ 27, %0 ], [ %.1, %11 ], !dbg !20
  call void @llvm.dbg.value(metadata i32 %.0, metadata !19, metadata !DIExpression()), !dbg !20
  %2 = icmp sgt i32 %.0, 1, !dbg !22
  br i1 %2, label %3, label %14, !dbg !21

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !23
  %4 = srem i32 %.0, 2, !dbg !25
  %5 = icmp eq i32 %4, 0, !dbg !27
  br i1 %5, label %6, label %8, !dbg !28

6:                                                ; preds = %3
  %7 = sdiv i32 %.0, 2, !dbg !29
  call void @llvm.dbg.value(metadata i32 %7, metadata !19, metadata !DIExpression()), !dbg !20
  br label %11, !dbg !31

8:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 2), !dbg !32
  %9 = mul nsw i32 3, %.0, !dbg !34
  %10 = add nsw i32 %9, 1, !dbg !35
  call void @llvm.dbg.value(metadata i32 %10, metadata !19, metadata !DIExpression()), !dbg !20
  br label %11

11:                                               ; preds = %8, %6
  %.1 = phi i32 [ %7, %6 ], [ %10, %8 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %.1, metadata !19, metadata !DIExpression()), !dbg !20
  %12 = load i32, i32* @steps, align 4, !dbg !37, !tbaa !38
  %13 = add nsw i32 %12, 1, !dbg !37
  store i32 %13, i32* @steps, align 4, !dbg !37, !tbaa !38
  br label %1, !dbg !21, !llvm.loop !42

14:                                               ; preds = %1
  %15 = load i32, i32* @steps, align 4, !dbg !46, !tbaa !38
  %16 = and i32 %15, 1, !dbg !47
  ret i32 %16, !dbg !48
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "steps", scope: !2, file: !3, line: 17, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "collatz.c", directory: ".", checksumkind: CSK_MD5, checksum: "711504c06edf09c6edd39cff90f724d0")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !16, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !{!19}
!19 = !DILocalVariable(name: "n", scope: !15, file: !3, line: 20, type: !7)
!20 = !DILocation(line: 0, scope: !15)
!21 = !DILocation(line: 21, column: 3, scope: !15)
!22 = !DILocation(line: 21, column: 12, scope: !15)
!23 = !DILocation(line: 22, column: 5, scope: !24)
!24 = distinct !DILexicalBlock(scope: !15, file: !3, line: 21, column: 17)
!25 = !DILocation(line: 23, column: 11, scope: !26)
!26 = distinct !DILexicalBlock(scope: !24, file: !3, line: 23, column: 9)
!27 = !DILocation(line: 23, column: 15, scope: !26)
!28 = !DILocation(line: 23, column: 9, scope: !24)
!29 = !DILocation(line: 24, column: 13, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !3, line: 23, column: 21)
!31 = !DILocation(line: 25, column: 5, scope: !30)
!32 = !DILocation(line: 26, column: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !26, file: !3, line: 25, column: 12)
!34 = !DILocation(line: 27, column: 13, scope: !33)
!35 = !DILocation(line: 27, column: 17, scope: !33)
!36 = !DILocation(line: 0, scope: !26)
!37 = !DILocation(line: 29, column: 10, scope: !24)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = distinct !{!42, !21, !43, !44, !45}
!43 = !DILocation(line: 30, column: 3, scope: !15)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 31, column: 10, scope: !15)
!47 = !DILocation(line: 31, column: 16, scope: !15)
!48 = !DILocation(line: 31, column: 3, scope: !15)
