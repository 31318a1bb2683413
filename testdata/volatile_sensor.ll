; ModuleID = '<stdin>'
source_filename = "volatile_sensor.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@sensor = dso_local global i32 5, align 4, !dbg !0
@filtered = dso_local global i32 0, align 4, !dbg !11
@actuator = dso_local global i32 0, align 4, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !20 {
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !26
  br label %1, !dbg !27

1:                                                ; preds = %7, %0
  %.01 = phi i32 [ 0, %0 ], [ %8, %7 ], !dbg !29
  %.0 = phi i32 [ 0, %0 ], [ %6, %7 ], !dbg !26
  call void @llvm.dbg.value(metadata i32 %.0, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 %.01, metadata !24, metadata !DIExpression()), !dbg !26
  %2 = icmp slt i32 %.01, 16, !dbg !30
  br i1 %2, label %3, label %9, !dbg !32

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 2), !dbg !33
  %4 = load volatile i32, i32* @sensor, align 4, !dbg !35, !tbaa !36
  %5 = and i32 %4, 255, !dbg !40
  %6 = add nsw i32 %.0, %5, !dbg !41
  call void @llvm.dbg.value(metadata i32 %6, metadata !25, metadata !DIExpression()), !dbg !26
  br label %7, !dbg !42

7:                                                ; preds = %3
  %8 = add nsw i32 %.01, 1, !dbg !43
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !26
  br label %1, !dbg !44, !llvm.loop !45

9:                                                ; preds = %1
  %.0.lcssa = phi i32 [ %.0, %1 ], !dbg !26
  call void @__wcet_cost(i64 noundef 2), !dbg !49
  %10 = sdiv i32 %.0.lcssa, 16, !dbg !50
  store i32 %10, i32* @filtered, align 4, !dbg !51, !tbaa !36
  %11 = load i32, i32* @filtered, align 4, !dbg !52, !tbaa !36
  store volatile i32 %11, i32* @actuator, align 4, !dbg !53, !tbaa !36
  ret i32 0, !dbg !54
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
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sensor", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "volatile_sensor.c", directory: ".", checksumkind: CSK_MD5, checksum: "1c385079391cf3cd108ea1dbc1cdbaa6")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !11}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "actuator", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "filtered", scope: !2, file: !3, line: 14, type: !10, isLocal: false, isDefinition: true)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !21, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!10}
!23 = !{!24, !25}
!24 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 17, type: !10)
!25 = !DILocalVariable(name: "acc", scope: !20, file: !3, line: 17, type: !10)
!26 = !DILocation(line: 0, scope: !20)
!27 = !DILocation(line: 18, column: 8, scope: !28)
!28 = distinct !DILexicalBlock(scope: !20, file: !3, line: 18, column: 3)
!29 = !DILocation(line: 0, scope: !28)
!30 = !DILocation(line: 18, column: 17, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !3, line: 18, column: 3)
!32 = !DILocation(line: 18, column: 3, scope: !28)
!33 = !DILocation(line: 19, column: 5, scope: !34)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 18, column: 28)
!35 = !DILocation(line: 20, column: 12, scope: !34)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 20, column: 19, scope: !34)
!41 = !DILocation(line: 20, column: 9, scope: !34)
!42 = !DILocation(line: 21, column: 3, scope: !34)
!43 = !DILocation(line: 18, column: 24, scope: !31)
!44 = !DILocation(line: 18, column: 3, scope: !31)
!45 = distinct !{!45, !32, !46, !47, !48}
!46 = !DILocation(line: 21, column: 3, scope: !28)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 22, column: 3, scope: !20)
!50 = !DILocation(line: 23, column: 18, scope: !20)
!51 = !DILocation(line: 23, column: 12, scope: !20)
!52 = !DILocation(line: 24, column: 14, scope: !20)
!53 = !DILocation(line: 24, column: 12, scope: !20)
!54 = !DILocation(line: 25, column: 3, scope: !20)
