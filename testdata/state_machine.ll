; ModuleID = '<stdin>'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@transitions = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !30
  br label %1, !dbg !31

1:                                                ; preds = %20, %0
  %.01 = phi i32 [ 0, %0 ], [ %.1, %20 ], !dbg !30
  %.0 = phi i32 [ 0, %0 ], [ %21, %20 ], !dbg !33
  call void @llvm.dbg.value(metadata i32 %.0, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %.01, metadata !28, metadata !DIExpression()), !dbg !30
  %2 = icmp slt i32 %.0, 10, !dbg !34
  br i1 %2, label %3, label %22, !dbg !36

3:                                                ; preds = %1
  switch i32 %.01, label %16 [
    i32 0, label %4
    i32 1, label %9
    i32 2, label %10
    i32 3, label %15
  ], !dbg !37

4:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 1), !dbg !39
  %5 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !41
  %6 = icmp ne i32 %5, 0, !dbg !41
  %7 = zext i1 %6 to i64, !dbg !41
  %8 = select i1 %6, i32 1, i32 0, !dbg !41
  call void @llvm.dbg.value(metadata i32 %8, metadata !28, metadata !DIExpression()), !dbg !30
  br label %17, !dbg !42

9:                                                ; preds = %3
  call void @__wcet_cost(i64 noundef 2), !dbg !43
  call void @llvm.dbg.value(metadata i32 2, metadata !28, metadata !DIExpression()), !dbg !30
  br label %17, !dbg !44

10:                                               ; preds = %3
  call void @__wcet_cost(i64 noundef 5), !dbg !45
  %11 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !46
  %12 = icmp ne i32 %11, 0, !dbg !46
  %13 = zext i1 %12 to i64, !dbg !46
  %14 = select i1 %12, i32 3, i32 4, !dbg !46
  call void @llvm.dbg.value(metadata i32 %14, metadata !28, metadata !DIExpression()), !dbg !30
  br label %17, !dbg !47

15:                                               ; preds = %3
  call void @__wcet_cost(i64 noundef 3), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !30
  br label %17, !dbg !49

16:                                               ; preds = %3
  call void @__wcet_cost(i64 noundef 4), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !30
  br label %17, !dbg !51

17:                                               ; preds = %16, %15, %10, %9, %4
  %.1 = phi i32 [ 0, %16 ], [ 0, %15 ], [ %14, %10 ], [ 2, %9 ], [ %8, %4 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %.1, metadata !28, metadata !DIExpression()), !dbg !30
  %18 = load i32, i32* @transitions, align 4, !dbg !53, !tbaa !54
  %19 = add nsw i32 %18, 1, !dbg !53
  store i32 %19, i32* @transitions, align 4, !dbg !53, !tbaa !54
  br label %20, !dbg !58

20:                                               ; preds = %17
  %21 = add nsw i32 %.0, 1, !dbg !59
  call void @llvm.dbg.value(metadata i32 %21, metadata !29, metadata !DIExpression()), !dbg !30
  br label %1, !dbg !60, !llvm.loop !61

22:                                               ; preds = %1
  %.01.lcssa = phi i32 [ %.01, %1 ], !dbg !30
  %23 = icmp eq i32 %.01.lcssa, 0, !dbg !65
  %24 = zext i1 %23 to i64, !dbg !66
  %25 = select i1 %23, i32 0, i32 1, !dbg !66
  ret i32 %25, !dbg !67
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare void @__wcet_cost(i64 noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "transitions", scope: !2, file: !3, line: 24, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !13, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "state_machine.c", directory: ".", checksumkind: CSK_MD5, checksum: "64fc99bea01a1dc452d2d4829b3917ac")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "state", file: !3, line: 22, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11, !12}
!8 = !DIEnumerator(name: "IDLE", value: 0)
!9 = !DIEnumerator(name: "READ", value: 1)
!10 = !DIEnumerator(name: "PROC", value: 2)
!11 = !DIEnumerator(name: "WRITE", value: 3)
!12 = !DIEnumerator(name: "ERR", value: 4)
!13 = !{!14}
!14 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!15 = !{!0}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !25, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!16}
!27 = !{!28, !29}
!28 = !DILocalVariable(name: "st", scope: !24, file: !3, line: 27, type: !5)
!29 = !DILocalVariable(name: "step", scope: !24, file: !3, line: 28, type: !16)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 29, column: 8, scope: !32)
!32 = distinct !DILexicalBlock(scope: !24, file: !3, line: 29, column: 3)
!33 = !DILocation(line: 0, scope: !32)
!34 = !DILocation(line: 29, column: 23, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 29, column: 3)
!36 = !DILocation(line: 29, column: 3, scope: !32)
!37 = !DILocation(line: 30, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 29, column: 37)
!39 = !DILocation(line: 32, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !38, file: !3, line: 30, column: 17)
!41 = !DILocation(line: 33, column: 12, scope: !40)
!42 = !DILocation(line: 34, column: 7, scope: !40)
!43 = !DILocation(line: 36, column: 7, scope: !40)
!44 = !DILocation(line: 38, column: 7, scope: !40)
!45 = !DILocation(line: 40, column: 7, scope: !40)
!46 = !DILocation(line: 41, column: 12, scope: !40)
!47 = !DILocation(line: 42, column: 7, scope: !40)
!48 = !DILocation(line: 44, column: 7, scope: !40)
!49 = !DILocation(line: 46, column: 7, scope: !40)
!50 = !DILocation(line: 48, column: 7, scope: !40)
!51 = !DILocation(line: 50, column: 7, scope: !40)
!52 = !DILocation(line: 0, scope: !40)
!53 = !DILocation(line: 52, column: 16, scope: !38)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 53, column: 3, scope: !38)
!59 = !DILocation(line: 29, column: 33, scope: !35)
!60 = !DILocation(line: 29, column: 3, scope: !35)
!61 = distinct !{!61, !36, !62, !63, !64}
!62 = !DILocation(line: 53, column: 3, scope: !32)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = !DILocation(line: 54, column: 13, scope: !24)
!66 = !DILocation(line: 54, column: 10, scope: !24)
!67 = !DILocation(line: 54, column: 3, scope: !24)
