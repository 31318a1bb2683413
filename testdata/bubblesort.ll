; ModuleID = '<stdin>'
source_filename = "bubblesort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [25 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local void @swap(i32* noundef %0, i32* noundef %1) #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !23, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32* %1, metadata !24, metadata !DIExpression()), !dbg !26
  %3 = load i32, i32* %0, align 4, !dbg !27, !tbaa !28
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression()), !dbg !26
  %4 = load i32, i32* %1, align 4, !dbg !32, !tbaa !28
  store i32 %4, i32* %0, align 4, !dbg !33, !tbaa !28
  store i32 %3, i32* %1, align 4, !dbg !34, !tbaa !28
  ret void, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !36 {
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !42
  br label %1, !dbg !43

1:                                                ; preds = %8, %0
  %.01 = phi i32 [ 0, %0 ], [ %9, %8 ], !dbg !45
  call void @llvm.dbg.value(metadata i32 %.01, metadata !40, metadata !DIExpression()), !dbg !42
  %2 = icmp slt i32 %.01, 25, !dbg !46
  br i1 %2, label %3, label %10, !dbg !48

3:                                                ; preds = %1
  %4 = mul nsw i32 %.01, 7, !dbg !49
  %5 = srem i32 %4, 25, !dbg !50
  %6 = sext i32 %.01 to i64, !dbg !51
  %7 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %6, !dbg !51
  store i32 %5, i32* %7, align 4, !dbg !52, !tbaa !28
  br label %8, !dbg !51

8:                                                ; preds = %3
  %9 = add nsw i32 %.01, 1, !dbg !53
  call void @llvm.dbg.value(metadata i32 %9, metadata !40, metadata !DIExpression()), !dbg !42
  br label %1, !dbg !54, !llvm.loop !55

10:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !42
  br label %11, !dbg !59

11:                                               ; preds = %30, %10
  %.1 = phi i32 [ 0, %10 ], [ %31, %30 ], !dbg !61
  call void @llvm.dbg.value(metadata i32 %.1, metadata !40, metadata !DIExpression()), !dbg !42
  %12 = icmp slt i32 %.1, 24, !dbg !62
  br i1 %12, label %13, label %32, !dbg !64

13:                                               ; preds = %11
  call void @__wcet_cost(i64 noundef 1), !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !42
  br label %14, !dbg !67

14:                                               ; preds = %27, %13
  %.0 = phi i32 [ 0, %13 ], [ %28, %27 ], !dbg !69
  call void @llvm.dbg.value(metadata i32 %.0, metadata !41, metadata !DIExpression()), !dbg !42
  %15 = sub nsw i32 24, %.1, !dbg !70
  %16 = icmp slt i32 %.0, %15, !dbg !72
  br i1 %16, label %17, label %29, !dbg !73

17:                                               ; preds = %14
  call void @__wcet_cost(i64 noundef 2), !dbg !74
  %18 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 1), !dbg !76
  %19 = icmp ne i32 %18, 0, !dbg !76
  br i1 %19, label %20, label %26, !dbg !78

20:                                               ; preds = %17
  %21 = sext i32 %.0 to i64, !dbg !79
  %22 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %21, !dbg !79
  %23 = add nsw i32 %.0, 1, !dbg !81
  %24 = sext i32 %23 to i64, !dbg !82
  %25 = getelementptr inbounds [25 x i32], [25 x i32]* @a, i64 0, i64 %24, !dbg !82
  call void @swap(i32* noundef %22, i32* noundef %25), !dbg !83
  call void @__wcet_cost(i64 noundef 3), !dbg !84
  br label %26, !dbg !85

26:                                               ; preds = %20, %17
  br label %27, !dbg !86

27:                                               ; preds = %26
  %28 = add nsw i32 %.0, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %28, metadata !41, metadata !DIExpression()), !dbg !42
  br label %14, !dbg !88, !llvm.loop !89

29:                                               ; preds = %14
  br label %30, !dbg !91

30:                                               ; preds = %29
  %31 = add nsw i32 %.1, 1, !dbg !92
  call void @llvm.dbg.value(metadata i32 %31, metadata !40, metadata !DIExpression()), !dbg !42
  br label %11, !dbg !93, !llvm.loop !94

32:                                               ; preds = %11
  %33 = load i32, i32* getelementptr inbounds ([25 x i32], [25 x i32]* @a, i64 0, i64 0), align 16, !dbg !96, !tbaa !28
  %34 = and i32 %33, 1, !dbg !97
  ret i32 %34, !dbg !98
}

declare void @__wcet_cost(i64 noundef) #3

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 24, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bubblesort.c", directory: ".", checksumkind: CSK_MD5, checksum: "546f52c6ff7b4cd0804f26128f62bc0b")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 800, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 25)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 26, type: !19, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !21, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!22 = !{!23, !24, !25}
!23 = !DILocalVariable(name: "x", arg: 1, scope: !18, file: !3, line: 26, type: !21)
!24 = !DILocalVariable(name: "y", arg: 2, scope: !18, file: !3, line: 26, type: !21)
!25 = !DILocalVariable(name: "t", scope: !18, file: !3, line: 27, type: !8)
!26 = !DILocation(line: 0, scope: !18)
!27 = !DILocation(line: 27, column: 11, scope: !18)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 28, column: 8, scope: !18)
!33 = !DILocation(line: 28, column: 6, scope: !18)
!34 = !DILocation(line: 29, column: 6, scope: !18)
!35 = !DILocation(line: 30, column: 1, scope: !18)
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !37, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!8}
!39 = !{!40, !41}
!40 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 33, type: !8)
!41 = !DILocalVariable(name: "j", scope: !36, file: !3, line: 33, type: !8)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocation(line: 34, column: 8, scope: !44)
!44 = distinct !DILexicalBlock(scope: !36, file: !3, line: 34, column: 3)
!45 = !DILocation(line: 0, scope: !44)
!46 = !DILocation(line: 34, column: 17, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 34, column: 3)
!48 = !DILocation(line: 34, column: 3, scope: !44)
!49 = !DILocation(line: 35, column: 15, scope: !47)
!50 = !DILocation(line: 35, column: 20, scope: !47)
!51 = !DILocation(line: 35, column: 5, scope: !47)
!52 = !DILocation(line: 35, column: 10, scope: !47)
!53 = !DILocation(line: 34, column: 23, scope: !47)
!54 = !DILocation(line: 34, column: 3, scope: !47)
!55 = distinct !{!55, !48, !56, !57, !58}
!56 = !DILocation(line: 35, column: 22, scope: !44)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 36, column: 8, scope: !60)
!60 = distinct !DILexicalBlock(scope: !36, file: !3, line: 36, column: 3)
!61 = !DILocation(line: 0, scope: !60)
!62 = !DILocation(line: 36, column: 17, scope: !63)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 36, column: 3)
!64 = !DILocation(line: 36, column: 3, scope: !60)
!65 = !DILocation(line: 37, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 36, column: 31)
!67 = !DILocation(line: 38, column: 10, scope: !68)
!68 = distinct !DILexicalBlock(scope: !66, file: !3, line: 38, column: 5)
!69 = !DILocation(line: 0, scope: !68)
!70 = !DILocation(line: 38, column: 27, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 38, column: 5)
!72 = !DILocation(line: 38, column: 19, scope: !71)
!73 = !DILocation(line: 38, column: 5, scope: !68)
!74 = !DILocation(line: 39, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 38, column: 37)
!76 = !DILocation(line: 40, column: 11, scope: !77)
!77 = distinct !DILexicalBlock(scope: !75, file: !3, line: 40, column: 11)
!78 = !DILocation(line: 40, column: 11, scope: !75)
!79 = !DILocation(line: 41, column: 15, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 40, column: 36)
!81 = !DILocation(line: 41, column: 26, scope: !80)
!82 = !DILocation(line: 41, column: 22, scope: !80)
!83 = !DILocation(line: 41, column: 9, scope: !80)
!84 = !DILocation(line: 42, column: 9, scope: !80)
!85 = !DILocation(line: 43, column: 7, scope: !80)
!86 = !DILocation(line: 44, column: 5, scope: !75)
!87 = !DILocation(line: 38, column: 33, scope: !71)
!88 = !DILocation(line: 38, column: 5, scope: !71)
!89 = distinct !{!89, !73, !90, !57, !58}
!90 = !DILocation(line: 44, column: 5, scope: !68)
!91 = !DILocation(line: 45, column: 3, scope: !66)
!92 = !DILocation(line: 36, column: 27, scope: !63)
!93 = !DILocation(line: 36, column: 3, scope: !63)
!94 = distinct !{!94, !64, !95, !57, !58}
!95 = !DILocation(line: 45, column: 3, scope: !60)
!96 = !DILocation(line: 46, column: 10, scope: !36)
!97 = !DILocation(line: 46, column: 15, scope: !36)
!98 = !DILocation(line: 46, column: 3, scope: !36)
