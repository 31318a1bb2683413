; ModuleID = '<stdin>'
source_filename = "long64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@out64 = dso_local global i64 0, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @long64(i32 noundef %0) #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !27
  %2 = sext i32 %0 to i64, !dbg !28
  %3 = add nsw i64 5000000000, %2, !dbg !29
  call void @llvm.dbg.value(metadata i64 %3, metadata !22, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 5000000000, metadata !21, metadata !DIExpression()), !dbg !27
  br label %4, !dbg !30

4:                                                ; preds = %8, %1
  %.01 = phi i64 [ 5000000000, %1 ], [ %9, %8 ], !dbg !32
  %.0 = phi i32 [ 0, %1 ], [ %7, %8 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.0, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %.01, metadata !21, metadata !DIExpression()), !dbg !27
  %5 = icmp slt i64 %.01, %3, !dbg !33
  br i1 %5, label %6, label %10, !dbg !35

6:                                                ; preds = %4
  call void @__wcet_cost(i64 noundef 1), !dbg !36
  %7 = add nsw i32 %.0, 1, !dbg !38
  call void @llvm.dbg.value(metadata i32 %7, metadata !26, metadata !DIExpression()), !dbg !27
  br label %8, !dbg !39

8:                                                ; preds = %6
  %9 = add nsw i64 %.01, 1, !dbg !40
  call void @llvm.dbg.value(metadata i64 %9, metadata !21, metadata !DIExpression()), !dbg !27
  br label %4, !dbg !41, !llvm.loop !42

10:                                               ; preds = %4
  %.0.lcssa = phi i32 [ %.0, %4 ], !dbg !27
  %11 = sext i32 %0 to i64, !dbg !46
  %12 = mul nsw i64 %11, 1000000007, !dbg !47
  call void @llvm.dbg.value(metadata i64 %12, metadata !23, metadata !DIExpression()), !dbg !27
  %13 = icmp sgt i64 %12, 10000000000, !dbg !48
  br i1 %13, label %14, label %15, !dbg !50

14:                                               ; preds = %10
  call void @__wcet_cost(i64 noundef 5), !dbg !51
  br label %15, !dbg !51

15:                                               ; preds = %14, %10
  %16 = lshr i64 %12, 33, !dbg !52
  %17 = icmp ne i64 %16, 0, !dbg !52
  br i1 %17, label %18, label %19, !dbg !54

18:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 2), !dbg !55
  br label %19, !dbg !55

19:                                               ; preds = %18, %15
  %20 = sdiv i64 %12, 7, !dbg !56
  call void @llvm.dbg.value(metadata i64 %20, metadata !24, metadata !DIExpression()), !dbg !27
  %21 = srem i64 %12, 7, !dbg !57
  call void @llvm.dbg.value(metadata i64 %21, metadata !25, metadata !DIExpression()), !dbg !27
  %22 = icmp eq i64 %21, 3, !dbg !58
  br i1 %22, label %23, label %24, !dbg !60

23:                                               ; preds = %19
  call void @__wcet_cost(i64 noundef 3), !dbg !61
  br label %24, !dbg !61

24:                                               ; preds = %23, %19
  %25 = mul nsw i64 %20, 3, !dbg !62
  %26 = shl i64 %12, 2, !dbg !63
  %27 = add nsw i64 %25, %26, !dbg !64
  store i64 %27, i64* @out64, align 8, !dbg !65, !tbaa !66
  ret i32 %.0.lcssa, !dbg !70
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out64", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "long64.c", directory: ".", checksumkind: CSK_MD5, checksum: "1a535827db73fd846c3433847f5609aa")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !{!0}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "long64", scope: !3, file: !3, line: 24, type: !16, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21, !22, !23, !24, !25, !26}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !3, line: 24, type: !18)
!21 = !DILocalVariable(name: "i", scope: !15, file: !3, line: 25, type: !5)
!22 = !DILocalVariable(name: "big", scope: !15, file: !3, line: 25, type: !5)
!23 = !DILocalVariable(name: "p", scope: !15, file: !3, line: 26, type: !5)
!24 = !DILocalVariable(name: "q", scope: !15, file: !3, line: 26, type: !5)
!25 = !DILocalVariable(name: "r", scope: !15, file: !3, line: 26, type: !5)
!26 = !DILocalVariable(name: "c", scope: !15, file: !3, line: 27, type: !18)
!27 = !DILocation(line: 0, scope: !15)
!28 = !DILocation(line: 25, column: 37, scope: !15)
!29 = !DILocation(line: 25, column: 35, scope: !15)
!30 = !DILocation(line: 28, column: 8, scope: !31)
!31 = distinct !DILexicalBlock(scope: !15, file: !3, line: 28, column: 3)
!32 = !DILocation(line: 0, scope: !31)
!33 = !DILocation(line: 28, column: 28, scope: !34)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 28, column: 3)
!35 = !DILocation(line: 28, column: 3, scope: !31)
!36 = !DILocation(line: 29, column: 5, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 28, column: 40)
!38 = !DILocation(line: 30, column: 6, scope: !37)
!39 = !DILocation(line: 31, column: 3, scope: !37)
!40 = !DILocation(line: 28, column: 36, scope: !34)
!41 = !DILocation(line: 28, column: 3, scope: !34)
!42 = distinct !{!42, !35, !43, !44, !45}
!43 = !DILocation(line: 31, column: 3, scope: !31)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 32, column: 7, scope: !15)
!47 = !DILocation(line: 32, column: 20, scope: !15)
!48 = !DILocation(line: 33, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !15, file: !3, line: 33, column: 7)
!50 = !DILocation(line: 33, column: 7, scope: !15)
!51 = !DILocation(line: 34, column: 5, scope: !49)
!52 = !DILocation(line: 35, column: 29, scope: !53)
!53 = distinct !DILexicalBlock(scope: !15, file: !3, line: 35, column: 7)
!54 = !DILocation(line: 35, column: 7, scope: !15)
!55 = !DILocation(line: 36, column: 5, scope: !53)
!56 = !DILocation(line: 37, column: 9, scope: !15)
!57 = !DILocation(line: 38, column: 9, scope: !15)
!58 = !DILocation(line: 39, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !15, file: !3, line: 39, column: 7)
!60 = !DILocation(line: 39, column: 7, scope: !15)
!61 = !DILocation(line: 40, column: 5, scope: !59)
!62 = !DILocation(line: 41, column: 13, scope: !15)
!63 = !DILocation(line: 41, column: 22, scope: !15)
!64 = !DILocation(line: 41, column: 17, scope: !15)
!65 = !DILocation(line: 41, column: 9, scope: !15)
!66 = !{!67, !67, i64 0}
!67 = !{!"long long", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 42, column: 3, scope: !15)
