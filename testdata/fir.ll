; ModuleID = '<stdin>'
source_filename = "fir.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@coeff = internal constant [12 x i32] [i32 3, i32 -5, i32 12, i32 40, i32 85, i32 120, i32 120, i32 85, i32 40, i32 12, i32 -5, i32 3], align 16, !dbg !0
@signal = internal constant [40 x i32] [i32 300, i32 483, i32 650, i32 1027, i32 377, i32 -615, i32 -666, i32 -661, i32 -830, i32 -38, i32 888, i32 751, i32 562, i32 560, i32 -299, i32 -1084, i32 -723, i32 -366, i32 -251, i32 594, i32 1178, i32 584, i32 101, i32 -56, i32 -813, i32 -1157, i32 -350, i32 199, i32 320, i32 930, i32 1023, i32 47, i32 -491, i32 -508, i32 -933, i32 -792, i32 287, i32 738, i32 596, i32 825], align 16, !dbg !14
@out = dso_local global [40 x i32] zeroinitializer, align 16, !dbg !9

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !35
  br label %1, !dbg !36

1:                                                ; preds = %36, %0
  %.01 = phi i32 [ 0, %0 ], [ %37, %36 ], !dbg !38
  call void @llvm.dbg.value(metadata i32 %.01, metadata !32, metadata !DIExpression()), !dbg !35
  %2 = icmp slt i32 %.01, 40, !dbg !39
  br i1 %2, label %3, label %38, !dbg !41

3:                                                ; preds = %1
  call void @__wcet_cost(i64 noundef 1), !dbg !42
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !35
  br label %4, !dbg !44

4:                                                ; preds = %22, %3
  %.02 = phi i32 [ 0, %3 ], [ %23, %22 ], !dbg !46
  %.0 = phi i64 [ 0, %3 ], [ %21, %22 ], !dbg !47
  call void @llvm.dbg.value(metadata i64 %.0, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %.02, metadata !33, metadata !DIExpression()), !dbg !35
  %5 = icmp slt i32 %.02, 12, !dbg !48
  br i1 %5, label %6, label %8, !dbg !50

6:                                                ; preds = %4
  %7 = icmp sle i32 %.02, %.01, !dbg !51
  br label %8

8:                                                ; preds = %6, %4
  %9 = phi i1 [ false, %4 ], [ %7, %6 ], !dbg !52
  br i1 %9, label %10, label %24, !dbg !53

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 2), !dbg !54
  %11 = sext i32 %.02 to i64, !dbg !56
  %12 = getelementptr inbounds [12 x i32], [12 x i32]* @coeff, i64 0, i64 %11, !dbg !56
  %13 = load i32, i32* %12, align 4, !dbg !56, !tbaa !57
  %14 = sext i32 %13 to i64, !dbg !61
  %15 = sub nsw i32 %.01, %.02, !dbg !62
  %16 = sext i32 %15 to i64, !dbg !63
  %17 = getelementptr inbounds [40 x i32], [40 x i32]* @signal, i64 0, i64 %16, !dbg !63
  %18 = load i32, i32* %17, align 4, !dbg !63, !tbaa !57
  %19 = sext i32 %18 to i64, !dbg !63
  %20 = mul nsw i64 %14, %19, !dbg !64
  %21 = add nsw i64 %.0, %20, !dbg !65
  call void @llvm.dbg.value(metadata i64 %21, metadata !34, metadata !DIExpression()), !dbg !35
  br label %22, !dbg !66

22:                                               ; preds = %10
  %23 = add nsw i32 %.02, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %23, metadata !33, metadata !DIExpression()), !dbg !35
  br label %4, !dbg !68, !llvm.loop !69

24:                                               ; preds = %8
  %.0.lcssa = phi i64 [ %.0, %8 ], !dbg !47
  %25 = sext i32 %.01 to i64, !dbg !73
  %26 = getelementptr inbounds [40 x i32], [40 x i32]* @signal, i64 0, i64 %25, !dbg !73
  %27 = load i32, i32* %26, align 4, !dbg !73, !tbaa !57
  %28 = icmp slt i32 %27, 0, !dbg !75
  br i1 %28, label %29, label %31, !dbg !76

29:                                               ; preds = %24
  call void @__wcet_cost(i64 noundef 3), !dbg !77
  %30 = sub nsw i64 0, %.0.lcssa, !dbg !79
  call void @llvm.dbg.value(metadata i64 %30, metadata !34, metadata !DIExpression()), !dbg !35
  br label %31, !dbg !80

31:                                               ; preds = %29, %24
  %.1 = phi i64 [ %30, %29 ], [ %.0.lcssa, %24 ], !dbg !47
  call void @llvm.dbg.value(metadata i64 %.1, metadata !34, metadata !DIExpression()), !dbg !35
  %32 = ashr i64 %.1, 9, !dbg !81
  %33 = trunc i64 %32 to i32, !dbg !82
  %34 = sext i32 %.01 to i64, !dbg !83
  %35 = getelementptr inbounds [40 x i32], [40 x i32]* @out, i64 0, i64 %34, !dbg !83
  store i32 %33, i32* %35, align 4, !dbg !84, !tbaa !57
  br label %36, !dbg !85

36:                                               ; preds = %31
  %37 = add nsw i32 %.01, 1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %37, metadata !32, metadata !DIExpression()), !dbg !35
  br label %1, !dbg !87, !llvm.loop !88

38:                                               ; preds = %1
  %39 = load i32, i32* getelementptr inbounds ([40 x i32], [40 x i32]* @out, i64 0, i64 39), align 4, !dbg !90, !tbaa !57
  %40 = and i32 %39, 1, !dbg !91
  ret i32 %40, !dbg !92
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
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "coeff", scope: !2, file: !3, line: 18, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fir.c", directory: ".", checksumkind: CSK_MD5, checksum: "3e380546efa689a1dc6ad113ec23d198")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !0, !14}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 26, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 1280, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 40)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "signal", scope: !2, file: !3, line: 20, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 1280, elements: !12)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 384, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 12)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !29, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!7}
!31 = !{!32, !33, !34}
!32 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 29, type: !7)
!33 = !DILocalVariable(name: "k", scope: !28, file: !3, line: 29, type: !7)
!34 = !DILocalVariable(name: "acc", scope: !28, file: !3, line: 30, type: !6)
!35 = !DILocation(line: 0, scope: !28)
!36 = !DILocation(line: 31, column: 8, scope: !37)
!37 = distinct !DILexicalBlock(scope: !28, file: !3, line: 31, column: 3)
!38 = !DILocation(line: 0, scope: !37)
!39 = !DILocation(line: 31, column: 17, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 31, column: 3)
!41 = !DILocation(line: 31, column: 3, scope: !37)
!42 = !DILocation(line: 32, column: 5, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 31, column: 29)
!44 = !DILocation(line: 34, column: 10, scope: !45)
!45 = distinct !DILexicalBlock(scope: !43, file: !3, line: 34, column: 5)
!46 = !DILocation(line: 0, scope: !45)
!47 = !DILocation(line: 0, scope: !43)
!48 = !DILocation(line: 34, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 34, column: 5)
!50 = !DILocation(line: 34, column: 26, scope: !49)
!51 = !DILocation(line: 34, column: 31, scope: !49)
!52 = !DILocation(line: 0, scope: !49)
!53 = !DILocation(line: 34, column: 5, scope: !45)
!54 = !DILocation(line: 35, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !49, file: !3, line: 34, column: 42)
!56 = !DILocation(line: 36, column: 20, scope: !55)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 36, column: 14, scope: !55)
!62 = !DILocation(line: 36, column: 40, scope: !55)
!63 = !DILocation(line: 36, column: 31, scope: !55)
!64 = !DILocation(line: 36, column: 29, scope: !55)
!65 = !DILocation(line: 36, column: 11, scope: !55)
!66 = !DILocation(line: 37, column: 5, scope: !55)
!67 = !DILocation(line: 34, column: 38, scope: !49)
!68 = !DILocation(line: 34, column: 5, scope: !49)
!69 = distinct !{!69, !53, !70, !71, !72}
!70 = !DILocation(line: 37, column: 5, scope: !45)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !{!"llvm.loop.unroll.disable"}
!73 = !DILocation(line: 38, column: 9, scope: !74)
!74 = distinct !DILexicalBlock(scope: !43, file: !3, line: 38, column: 9)
!75 = !DILocation(line: 38, column: 19, scope: !74)
!76 = !DILocation(line: 38, column: 9, scope: !43)
!77 = !DILocation(line: 39, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !3, line: 38, column: 24)
!79 = !DILocation(line: 40, column: 13, scope: !78)
!80 = !DILocation(line: 41, column: 5, scope: !78)
!81 = !DILocation(line: 42, column: 24, scope: !43)
!82 = !DILocation(line: 42, column: 14, scope: !43)
!83 = !DILocation(line: 42, column: 5, scope: !43)
!84 = !DILocation(line: 42, column: 12, scope: !43)
!85 = !DILocation(line: 43, column: 3, scope: !43)
!86 = !DILocation(line: 31, column: 25, scope: !40)
!87 = !DILocation(line: 31, column: 3, scope: !40)
!88 = distinct !{!88, !41, !89, !71, !72}
!89 = !DILocation(line: 43, column: 3, scope: !37)
!90 = !DILocation(line: 44, column: 10, scope: !28)
!91 = !DILocation(line: 44, column: 23, scope: !28)
!92 = !DILocation(line: 44, column: 3, scope: !28)
