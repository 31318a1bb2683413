; ModuleID = '<stdin>'
source_filename = "downsample.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@samples = dso_local global [10 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !23
  br label %1, !dbg !24

1:                                                ; preds = %14, %0
  %.0 = phi i32 [ 0, %0 ], [ %15, %14 ], !dbg !26
  call void @llvm.dbg.value(metadata i32 %.0, metadata !22, metadata !DIExpression()), !dbg !23
  %2 = icmp slt i32 %.0, 10, !dbg !27
  br i1 %2, label %3, label %16, !dbg !29

3:                                                ; preds = %1
  %4 = icmp eq i32 %.0, 4, !dbg !30
  br i1 %4, label %5, label %9, !dbg !33

5:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 10), !dbg !34
  %6 = mul nsw i32 %.0, 3, !dbg !36
  %7 = sext i32 %.0 to i64, !dbg !37
  %8 = getelementptr inbounds [10 x i32], [10 x i32]* @samples, i64 0, i64 %7, !dbg !37
  store i32 %6, i32* %8, align 4, !dbg !38, !tbaa !39
  br label %9, !dbg !43

9:                                                ; preds = %5, %3
  call void @__wcet_cost(i64 noundef 1), !dbg !44
  %10 = sext i32 %.0 to i64, !dbg !45
  %11 = getelementptr inbounds [10 x i32], [10 x i32]* @samples, i64 0, i64 %10, !dbg !45
  %12 = load i32, i32* %11, align 4, !dbg !46, !tbaa !39
  %13 = add nsw i32 %12, 1, !dbg !46
  store i32 %13, i32* %11, align 4, !dbg !46, !tbaa !39
  br label %14, !dbg !47

14:                                               ; preds = %9
  %15 = add nsw i32 %.0, 1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %15, metadata !22, metadata !DIExpression()), !dbg !23
  br label %1, !dbg !49, !llvm.loop !50

16:                                               ; preds = %1
  %17 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @samples, i64 0, i64 4), align 16, !dbg !54, !tbaa !39
  ret i32 %17, !dbg !55
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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "samples", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "downsample.c", directory: ".", checksumkind: CSK_MD5, checksum: "e22b84cc024e5a016f815c68b84ec9f8")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !19, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 14, type: !8)
!23 = !DILocation(line: 0, scope: !18)
!24 = !DILocation(line: 15, column: 8, scope: !25)
!25 = distinct !DILexicalBlock(scope: !18, file: !3, line: 15, column: 3)
!26 = !DILocation(line: 0, scope: !25)
!27 = !DILocation(line: 15, column: 17, scope: !28)
!28 = distinct !DILexicalBlock(scope: !25, file: !3, line: 15, column: 3)
!29 = !DILocation(line: 15, column: 3, scope: !25)
!30 = !DILocation(line: 16, column: 11, scope: !31)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 16, column: 9)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 15, column: 28)
!33 = !DILocation(line: 16, column: 9, scope: !32)
!34 = !DILocation(line: 17, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 16, column: 17)
!36 = !DILocation(line: 18, column: 22, scope: !35)
!37 = !DILocation(line: 18, column: 7, scope: !35)
!38 = !DILocation(line: 18, column: 18, scope: !35)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 19, column: 5, scope: !35)
!44 = !DILocation(line: 20, column: 5, scope: !32)
!45 = !DILocation(line: 21, column: 5, scope: !32)
!46 = !DILocation(line: 21, column: 16, scope: !32)
!47 = !DILocation(line: 22, column: 3, scope: !32)
!48 = !DILocation(line: 15, column: 24, scope: !28)
!49 = !DILocation(line: 15, column: 3, scope: !28)
!50 = distinct !{!50, !29, !51, !52, !53}
!51 = !DILocation(line: 22, column: 3, scope: !25)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = !DILocation(line: 23, column: 10, scope: !18)
!55 = !DILocation(line: 23, column: 3, scope: !18)
