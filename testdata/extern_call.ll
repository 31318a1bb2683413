; ModuleID = '<stdin>'
source_filename = "extern_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@total = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 0, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !22
  br label %1, !dbg !23

1:                                                ; preds = %12, %0
  %.01 = phi i32 [ 0, %0 ], [ %13, %12 ], !dbg !25
  %.0 = phi i32 [ 0, %0 ], [ %11, %12 ], !dbg !22
  call void @llvm.dbg.value(metadata i32 %.0, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %.01, metadata !19, metadata !DIExpression()), !dbg !22
  %2 = icmp slt i32 %.01, 8, !dbg !26
  br i1 %2, label %3, label %14, !dbg !28

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 3), !dbg !29
  %4 = call i32 @read_sensor(), !dbg !31
  call void @llvm.dbg.value(metadata i32 %4, metadata !20, metadata !DIExpression()), !dbg !22
  %5 = icmp sgt i32 %4, 100, !dbg !32
  br i1 %5, label %6, label %7, !dbg !34

6:                                                ; preds = %3
  call void @llvm.dbg.value(metadata i32 100, metadata !20, metadata !DIExpression()), !dbg !22
  br label %7, !dbg !35

7:                                                ; preds = %6, %3
  %.02 = phi i32 [ 100, %6 ], [ %4, %3 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %.02, metadata !20, metadata !DIExpression()), !dbg !22
  %8 = icmp slt i32 %.02, 0, !dbg !37
  br i1 %8, label %9, label %10, !dbg !39

9:                                                ; preds = %7
  call void @llvm.dbg.value(metadata i32 0, metadata !20, metadata !DIExpression()), !dbg !22
  br label %10, !dbg !40

10:                                               ; preds = %9, %7
  %.1 = phi i32 [ 0, %9 ], [ %.02, %7 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %.1, metadata !20, metadata !DIExpression()), !dbg !22
  %11 = add nsw i32 %.0, %.1, !dbg !41
  call void @llvm.dbg.value(metadata i32 %11, metadata !21, metadata !DIExpression()), !dbg !22
  br label %12, !dbg !42

12:                                               ; preds = %10
  %13 = add nsw i32 %.01, 1, !dbg !43
  call void @llvm.dbg.value(metadata i32 %13, metadata !19, metadata !DIExpression()), !dbg !22
  br label %1, !dbg !44, !llvm.loop !45

14:                                               ; preds = %1
  %.0.lcssa = phi i32 [ %.0, %1 ], !dbg !22
  call void @__wcet_cost(i64 noundef 2), !dbg !49
  store i32 %.0.lcssa, i32* @total, align 4, !dbg !50, !tbaa !51
  ret i32 0, !dbg !55
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

declare !dbg !56 i32 @read_sensor() #3

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
!1 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "extern_call.c", directory: ".", checksumkind: CSK_MD5, checksum: "8ffe4107a3d1d977c482d73eb42278fa")
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
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !16, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !{!19, !20, !21}
!19 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 19, type: !7)
!20 = !DILocalVariable(name: "v", scope: !15, file: !3, line: 19, type: !7)
!21 = !DILocalVariable(name: "sum", scope: !15, file: !3, line: 19, type: !7)
!22 = !DILocation(line: 0, scope: !15)
!23 = !DILocation(line: 20, column: 8, scope: !24)
!24 = distinct !DILexicalBlock(scope: !15, file: !3, line: 20, column: 3)
!25 = !DILocation(line: 0, scope: !24)
!26 = !DILocation(line: 20, column: 17, scope: !27)
!27 = distinct !DILexicalBlock(scope: !24, file: !3, line: 20, column: 3)
!28 = !DILocation(line: 20, column: 3, scope: !24)
!29 = !DILocation(line: 21, column: 5, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !3, line: 20, column: 27)
!31 = !DILocation(line: 22, column: 9, scope: !30)
!32 = !DILocation(line: 23, column: 11, scope: !33)
!33 = distinct !DILexicalBlock(scope: !30, file: !3, line: 23, column: 9)
!34 = !DILocation(line: 23, column: 9, scope: !30)
!35 = !DILocation(line: 24, column: 7, scope: !33)
!36 = !DILocation(line: 0, scope: !30)
!37 = !DILocation(line: 25, column: 11, scope: !38)
!38 = distinct !DILexicalBlock(scope: !30, file: !3, line: 25, column: 9)
!39 = !DILocation(line: 25, column: 9, scope: !30)
!40 = !DILocation(line: 26, column: 7, scope: !38)
!41 = !DILocation(line: 27, column: 9, scope: !30)
!42 = !DILocation(line: 28, column: 3, scope: !30)
!43 = !DILocation(line: 20, column: 23, scope: !27)
!44 = !DILocation(line: 20, column: 3, scope: !27)
!45 = distinct !{!45, !28, !46, !47, !48}
!46 = !DILocation(line: 28, column: 3, scope: !24)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 29, column: 3, scope: !15)
!50 = !DILocation(line: 30, column: 9, scope: !15)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 31, column: 3, scope: !15)
!56 = !DISubprogram(name: "read_sensor", scope: !3, file: !3, line: 14, type: !16, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !57)
!57 = !{}
