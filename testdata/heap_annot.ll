; ModuleID = '<stdin>'
source_filename = "heap_annot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pool_used = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 0, metadata !20, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !26

1:                                                ; preds = %15, %0
  %.01 = phi i32 [ 0, %0 ], [ %16, %15 ], !dbg !27
  %.0 = phi i32 [ 0, %0 ], [ %.1, %15 ], !dbg !25
  call void @llvm.dbg.value(metadata i32 %.0, metadata !20, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32 %.01, metadata !19, metadata !DIExpression()), !dbg !25
  %2 = icmp slt i32 %.01, 6, !dbg !28
  br i1 %2, label %3, label %17, !dbg !29

3:                                                ; preds = %1
  %4 = call i32 @__wcet_nondet_range(i32 noundef 1, i32 noundef 3), !dbg !30
  %5 = mul nsw i32 %4, 8, !dbg !31
  call void @llvm.dbg.value(metadata i32 %5, metadata !21, metadata !DIExpression()), !dbg !32
  %6 = sext i32 %5 to i64, !dbg !33
  call void @__wcet_alloc(i64 noundef %6), !dbg !33
  %7 = add nsw i32 %.0, %5, !dbg !34
  call void @llvm.dbg.value(metadata i32 %7, metadata !20, metadata !DIExpression()), !dbg !25
  call void @__wcet_cost(i64 noundef 1), !dbg !35
  %8 = srem i32 %.01, 2, !dbg !36
  %9 = icmp eq i32 %8, 1, !dbg !38
  br i1 %9, label %10, label %14, !dbg !39

10:                                               ; preds = %3
  %11 = sext i32 %7 to i64, !dbg !40
  call void @__wcet_free(i64 noundef %11), !dbg !40
  %12 = load i32, i32* @pool_used, align 4, !dbg !42, !tbaa !43
  %13 = add nsw i32 %12, %7, !dbg !42
  store i32 %13, i32* @pool_used, align 4, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !20, metadata !DIExpression()), !dbg !25
  call void @__wcet_cost(i64 noundef 2), !dbg !47
  br label %14, !dbg !48

14:                                               ; preds = %10, %3
  %.1 = phi i32 [ 0, %10 ], [ %7, %3 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %.1, metadata !20, metadata !DIExpression()), !dbg !25
  br label %15, !dbg !49

15:                                               ; preds = %14
  %16 = add nsw i32 %.01, 1, !dbg !50
  call void @llvm.dbg.value(metadata i32 %16, metadata !19, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !51, !llvm.loop !52

17:                                               ; preds = %1
  ret i32 0, !dbg !56
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_alloc(i64 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_free(i64 noundef) #3

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
!1 = distinct !DIGlobalVariable(name: "pool_used", scope: !2, file: !3, line: 18, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "heap_annot.c", directory: ".", checksumkind: CSK_MD5, checksum: "5ef601ad3efaebcd97d34fd8f8244cd5")
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
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !16, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !{!19, !20, !21}
!19 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 21, type: !7)
!20 = !DILocalVariable(name: "live", scope: !15, file: !3, line: 21, type: !7)
!21 = !DILocalVariable(name: "size", scope: !22, file: !3, line: 23, type: !7)
!22 = distinct !DILexicalBlock(scope: !23, file: !3, line: 22, column: 27)
!23 = distinct !DILexicalBlock(scope: !24, file: !3, line: 22, column: 3)
!24 = distinct !DILexicalBlock(scope: !15, file: !3, line: 22, column: 3)
!25 = !DILocation(line: 0, scope: !15)
!26 = !DILocation(line: 22, column: 8, scope: !24)
!27 = !DILocation(line: 0, scope: !24)
!28 = !DILocation(line: 22, column: 17, scope: !23)
!29 = !DILocation(line: 22, column: 3, scope: !24)
!30 = !DILocation(line: 23, column: 16, scope: !22)
!31 = !DILocation(line: 23, column: 40, scope: !22)
!32 = !DILocation(line: 0, scope: !22)
!33 = !DILocation(line: 24, column: 5, scope: !22)
!34 = !DILocation(line: 25, column: 10, scope: !22)
!35 = !DILocation(line: 26, column: 5, scope: !22)
!36 = !DILocation(line: 27, column: 11, scope: !37)
!37 = distinct !DILexicalBlock(scope: !22, file: !3, line: 27, column: 9)
!38 = !DILocation(line: 27, column: 15, scope: !37)
!39 = !DILocation(line: 27, column: 9, scope: !22)
!40 = !DILocation(line: 28, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 27, column: 21)
!42 = !DILocation(line: 29, column: 17, scope: !41)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 31, column: 7, scope: !41)
!48 = !DILocation(line: 32, column: 5, scope: !41)
!49 = !DILocation(line: 33, column: 3, scope: !22)
!50 = !DILocation(line: 22, column: 23, scope: !23)
!51 = !DILocation(line: 22, column: 3, scope: !23)
!52 = distinct !{!52, !29, !53, !54, !55}
!53 = !DILocation(line: 33, column: 3, scope: !24)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 34, column: 3, scope: !15)
