; ModuleID = '<stdin>'
source_filename = "statemate.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"pinch\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"pinch <= 1\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !28

1:                                                ; preds = %47, %0
  %.02 = phi i32 [ 0, %0 ], [ %.9, %47 ], !dbg !27
  %.01 = phi i32 [ 0, %0 ], [ %48, %47 ], !dbg !30
  %.0 = phi i32 [ 0, %0 ], [ %.7, %47 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.0, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.01, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.02, metadata !25, metadata !DIExpression()), !dbg !27
  %2 = icmp slt i32 %.01, 5, !dbg !32
  br i1 %2, label %3, label %49, !dbg !34

3:                                                ; preds = %1
  %4 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !35
  call void @llvm.dbg.value(metadata i32 %4, metadata !24, metadata !DIExpression()), !dbg !27
  call void @__wcet_cost(i64 noundef 1), !dbg !37
  %5 = icmp eq i32 %.02, 0, !dbg !38
  br i1 %5, label %6, label %19, !dbg !40

6:                                                ; preds = %3
  %7 = icmp eq i32 %4, 1, !dbg !41
  br i1 %7, label %8, label %11, !dbg !44

8:                                                ; preds = %6
  %9 = icmp slt i32 %.0, 3, !dbg !45
  br i1 %9, label %10, label %11, !dbg !46

10:                                               ; preds = %8
  call void @__wcet_cost(i64 noundef 2), !dbg !47
  call void @llvm.dbg.value(metadata i32 1, metadata !25, metadata !DIExpression()), !dbg !27
  br label %18, !dbg !49

11:                                               ; preds = %8, %6
  %12 = icmp eq i32 %4, 2, !dbg !50
  br i1 %12, label %13, label %16, !dbg !52

13:                                               ; preds = %11
  %14 = icmp sgt i32 %.0, 0, !dbg !53
  br i1 %14, label %15, label %16, !dbg !54

15:                                               ; preds = %13
  call void @__wcet_cost(i64 noundef 2), !dbg !55
  call void @llvm.dbg.value(metadata i32 2, metadata !25, metadata !DIExpression()), !dbg !27
  br label %17, !dbg !57

16:                                               ; preds = %13, %11
  call void @__wcet_cost(i64 noundef 1), !dbg !58
  br label %17

17:                                               ; preds = %16, %15
  %.13 = phi i32 [ 2, %15 ], [ %.02, %16 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.13, metadata !25, metadata !DIExpression()), !dbg !27
  br label %18

18:                                               ; preds = %17, %10
  %.24 = phi i32 [ 1, %10 ], [ %.13, %17 ], !dbg !60
  call void @llvm.dbg.value(metadata i32 %.24, metadata !25, metadata !DIExpression()), !dbg !27
  br label %46, !dbg !61

19:                                               ; preds = %3
  %20 = icmp eq i32 %.02, 1, !dbg !62
  br i1 %20, label %21, label %35, !dbg !64

21:                                               ; preds = %19
  %22 = icmp eq i32 %4, 3, !dbg !65
  br i1 %22, label %23, label %24, !dbg !68

23:                                               ; preds = %21
  call void @__wcet_count(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)), !dbg !69
  call void @__wcet_cost(i64 noundef 8), !dbg !71
  call void @llvm.dbg.value(metadata i32 2, metadata !25, metadata !DIExpression()), !dbg !27
  br label %34, !dbg !72

24:                                               ; preds = %21
  %25 = icmp eq i32 %4, 2, !dbg !73
  br i1 %25, label %26, label %27, !dbg !75

26:                                               ; preds = %24
  call void @__wcet_cost(i64 noundef 2), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !27
  br label %33, !dbg !78

27:                                               ; preds = %24
  %28 = icmp eq i32 %.0, 3, !dbg !79
  br i1 %28, label %29, label %30, !dbg !81

29:                                               ; preds = %27
  call void @__wcet_cost(i64 noundef 1), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !27
  br label %32, !dbg !84

30:                                               ; preds = %27
  call void @__wcet_cost(i64 noundef 3), !dbg !85
  %31 = add nsw i32 %.0, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %31, metadata !26, metadata !DIExpression()), !dbg !27
  br label %32

32:                                               ; preds = %30, %29
  %.35 = phi i32 [ 0, %29 ], [ %.02, %30 ], !dbg !27
  %.1 = phi i32 [ %.0, %29 ], [ %31, %30 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.1, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.35, metadata !25, metadata !DIExpression()), !dbg !27
  br label %33

33:                                               ; preds = %32, %26
  %.46 = phi i32 [ 0, %26 ], [ %.35, %32 ], !dbg !88
  %.2 = phi i32 [ %.0, %26 ], [ %.1, %32 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.2, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.46, metadata !25, metadata !DIExpression()), !dbg !27
  br label %34

34:                                               ; preds = %33, %23
  %.57 = phi i32 [ 2, %23 ], [ %.46, %33 ], !dbg !89
  %.3 = phi i32 [ %.0, %23 ], [ %.2, %33 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.3, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.57, metadata !25, metadata !DIExpression()), !dbg !27
  br label %45, !dbg !90

35:                                               ; preds = %19
  %36 = icmp eq i32 %4, 1, !dbg !91
  br i1 %36, label %37, label %38, !dbg !94

37:                                               ; preds = %35
  call void @__wcet_cost(i64 noundef 2), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !27
  br label %44, !dbg !97

38:                                               ; preds = %35
  %39 = icmp eq i32 %.0, 0, !dbg !98
  br i1 %39, label %40, label %41, !dbg !100

40:                                               ; preds = %38
  call void @__wcet_cost(i64 noundef 1), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !27
  br label %43, !dbg !103

41:                                               ; preds = %38
  call void @__wcet_cost(i64 noundef 3), !dbg !104
  %42 = add nsw i32 %.0, -1, !dbg !106
  call void @llvm.dbg.value(metadata i32 %42, metadata !26, metadata !DIExpression()), !dbg !27
  br label %43

43:                                               ; preds = %41, %40
  %.68 = phi i32 [ 0, %40 ], [ %.02, %41 ], !dbg !27
  %.4 = phi i32 [ %.0, %40 ], [ %42, %41 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.4, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.68, metadata !25, metadata !DIExpression()), !dbg !27
  br label %44

44:                                               ; preds = %43, %37
  %.79 = phi i32 [ 0, %37 ], [ %.68, %43 ], !dbg !107
  %.5 = phi i32 [ %.0, %37 ], [ %.4, %43 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.5, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.79, metadata !25, metadata !DIExpression()), !dbg !27
  br label %45

45:                                               ; preds = %44, %34
  %.8 = phi i32 [ %.57, %34 ], [ %.79, %44 ], !dbg !108
  %.6 = phi i32 [ %.3, %34 ], [ %.5, %44 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.6, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.8, metadata !25, metadata !DIExpression()), !dbg !27
  br label %46

46:                                               ; preds = %45, %18
  %.9 = phi i32 [ %.24, %18 ], [ %.8, %45 ], !dbg !109
  %.7 = phi i32 [ %.0, %18 ], [ %.6, %45 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.7, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %.9, metadata !25, metadata !DIExpression()), !dbg !27
  br label %47, !dbg !110

47:                                               ; preds = %46
  %48 = add nsw i32 %.01, 1, !dbg !111
  call void @llvm.dbg.value(metadata i32 %48, metadata !23, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !112, !llvm.loop !113

49:                                               ; preds = %1
  %.02.lcssa = phi i32 [ %.02, %1 ], !dbg !27
  %.0.lcssa = phi i32 [ %.0, %1 ], !dbg !31
  call void @__wcet_assert(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0)), !dbg !117
  %50 = add nsw i32 %.02.lcssa, %.0.lcssa, !dbg !118
  ret i32 %50, !dbg !119
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

declare void @__wcet_cost(i64 noundef) #3

declare void @__wcet_count(i8* noundef) #3

declare void @__wcet_assert(i8* noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "statemate.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4ec568b4157492df1df5bf8f73e9226")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 50, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "IDLE", value: 0)
!7 = !DIEnumerator(name: "UP", value: 1)
!8 = !DIEnumerator(name: "DOWN", value: 2)
!9 = !{!10}
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !19, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!23, !24, !25, !26}
!23 = !DILocalVariable(name: "step", scope: !18, file: !1, line: 53, type: !21)
!24 = !DILocalVariable(name: "ev", scope: !18, file: !1, line: 53, type: !21)
!25 = !DILocalVariable(name: "state", scope: !18, file: !1, line: 53, type: !21)
!26 = !DILocalVariable(name: "pos", scope: !18, file: !1, line: 53, type: !21)
!27 = !DILocation(line: 0, scope: !18)
!28 = !DILocation(line: 54, column: 8, scope: !29)
!29 = distinct !DILexicalBlock(scope: !18, file: !1, line: 54, column: 3)
!30 = !DILocation(line: 0, scope: !29)
!31 = !DILocation(line: 53, column: 31, scope: !18)
!32 = !DILocation(line: 54, column: 23, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 54, column: 3)
!34 = !DILocation(line: 54, column: 3, scope: !29)
!35 = !DILocation(line: 55, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 54, column: 36)
!37 = !DILocation(line: 56, column: 5, scope: !36)
!38 = !DILocation(line: 57, column: 15, scope: !39)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 57, column: 9)
!40 = !DILocation(line: 57, column: 9, scope: !36)
!41 = !DILocation(line: 58, column: 14, scope: !42)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 58, column: 11)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 57, column: 24)
!44 = !DILocation(line: 58, column: 19, scope: !42)
!45 = !DILocation(line: 58, column: 26, scope: !42)
!46 = !DILocation(line: 58, column: 11, scope: !43)
!47 = !DILocation(line: 59, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !42, file: !1, line: 58, column: 33)
!49 = !DILocation(line: 61, column: 7, scope: !48)
!50 = !DILocation(line: 61, column: 21, scope: !51)
!51 = distinct !DILexicalBlock(scope: !42, file: !1, line: 61, column: 18)
!52 = !DILocation(line: 61, column: 26, scope: !51)
!53 = !DILocation(line: 61, column: 33, scope: !51)
!54 = !DILocation(line: 61, column: 18, scope: !42)
!55 = !DILocation(line: 62, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 61, column: 38)
!57 = !DILocation(line: 64, column: 7, scope: !56)
!58 = !DILocation(line: 65, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !51, file: !1, line: 64, column: 14)
!60 = !DILocation(line: 0, scope: !42)
!61 = !DILocation(line: 67, column: 5, scope: !43)
!62 = !DILocation(line: 67, column: 22, scope: !63)
!63 = distinct !DILexicalBlock(scope: !39, file: !1, line: 67, column: 16)
!64 = !DILocation(line: 67, column: 16, scope: !39)
!65 = !DILocation(line: 68, column: 14, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !1, line: 68, column: 11)
!67 = distinct !DILexicalBlock(scope: !63, file: !1, line: 67, column: 29)
!68 = !DILocation(line: 68, column: 11, scope: !67)
!69 = !DILocation(line: 69, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !1, line: 68, column: 20)
!71 = !DILocation(line: 70, column: 9, scope: !70)
!72 = !DILocation(line: 72, column: 7, scope: !70)
!73 = !DILocation(line: 72, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !66, file: !1, line: 72, column: 18)
!75 = !DILocation(line: 72, column: 18, scope: !66)
!76 = !DILocation(line: 73, column: 9, scope: !77)
!77 = distinct !DILexicalBlock(scope: !74, file: !1, line: 72, column: 27)
!78 = !DILocation(line: 75, column: 7, scope: !77)
!79 = !DILocation(line: 75, column: 22, scope: !80)
!80 = distinct !DILexicalBlock(scope: !74, file: !1, line: 75, column: 18)
!81 = !DILocation(line: 75, column: 18, scope: !74)
!82 = !DILocation(line: 76, column: 9, scope: !83)
!83 = distinct !DILexicalBlock(scope: !80, file: !1, line: 75, column: 30)
!84 = !DILocation(line: 78, column: 7, scope: !83)
!85 = !DILocation(line: 79, column: 9, scope: !86)
!86 = distinct !DILexicalBlock(scope: !80, file: !1, line: 78, column: 14)
!87 = !DILocation(line: 80, column: 12, scope: !86)
!88 = !DILocation(line: 0, scope: !74)
!89 = !DILocation(line: 0, scope: !66)
!90 = !DILocation(line: 82, column: 5, scope: !67)
!91 = !DILocation(line: 83, column: 14, scope: !92)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 83, column: 11)
!93 = distinct !DILexicalBlock(scope: !63, file: !1, line: 82, column: 12)
!94 = !DILocation(line: 83, column: 11, scope: !93)
!95 = !DILocation(line: 84, column: 9, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 83, column: 20)
!97 = !DILocation(line: 86, column: 7, scope: !96)
!98 = !DILocation(line: 86, column: 22, scope: !99)
!99 = distinct !DILexicalBlock(scope: !92, file: !1, line: 86, column: 18)
!100 = !DILocation(line: 86, column: 18, scope: !92)
!101 = !DILocation(line: 87, column: 9, scope: !102)
!102 = distinct !DILexicalBlock(scope: !99, file: !1, line: 86, column: 28)
!103 = !DILocation(line: 89, column: 7, scope: !102)
!104 = !DILocation(line: 90, column: 9, scope: !105)
!105 = distinct !DILexicalBlock(scope: !99, file: !1, line: 89, column: 14)
!106 = !DILocation(line: 91, column: 12, scope: !105)
!107 = !DILocation(line: 0, scope: !92)
!108 = !DILocation(line: 0, scope: !63)
!109 = !DILocation(line: 0, scope: !39)
!110 = !DILocation(line: 94, column: 3, scope: !36)
!111 = !DILocation(line: 54, column: 32, scope: !33)
!112 = !DILocation(line: 54, column: 3, scope: !33)
!113 = distinct !{!113, !34, !114, !115, !116}
!114 = !DILocation(line: 94, column: 3, scope: !29)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !{!"llvm.loop.unroll.disable"}
!117 = !DILocation(line: 95, column: 3, scope: !18)
!118 = !DILocation(line: 96, column: 16, scope: !18)
!119 = !DILocation(line: 96, column: 3, scope: !18)
