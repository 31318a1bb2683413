; ModuleID = '<stdin>'
source_filename = "concrete_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [100 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !26

1:                                                ; preds = %8, %0
  %.01 = phi i32 [ 0, %0 ], [ %9, %8 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.01, metadata !22, metadata !DIExpression()), !dbg !25
  %2 = icmp slt i32 %.01, 100, !dbg !29
  br i1 %2, label %3, label %10, !dbg !31

3:                                                ; preds = %1
  %4 = mul nsw i32 %.01, 37, !dbg !32
  %5 = srem i32 %4, 100, !dbg !33
  %6 = sext i32 %.01 to i64, !dbg !34
  %7 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %6, !dbg !34
  store i32 %5, i32* %7, align 4, !dbg !35, !tbaa !36
  br label %8, !dbg !34

8:                                                ; preds = %3
  %9 = add nsw i32 %.01, 1, !dbg !40
  call void @llvm.dbg.value(metadata i32 %9, metadata !22, metadata !DIExpression()), !dbg !25
  br label %1, !dbg !41, !llvm.loop !42

10:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  br label %11, !dbg !46

11:                                               ; preds = %43, %10
  %.1 = phi i32 [ 0, %10 ], [ %44, %43 ], !dbg !48
  call void @llvm.dbg.value(metadata i32 %.1, metadata !22, metadata !DIExpression()), !dbg !25
  %12 = icmp slt i32 %.1, 99, !dbg !49
  br i1 %12, label %13, label %45, !dbg !51

13:                                               ; preds = %11
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !25
  br label %14, !dbg !52

14:                                               ; preds = %40, %13
  %.0 = phi i32 [ 0, %13 ], [ %41, %40 ], !dbg !55
  call void @llvm.dbg.value(metadata i32 %.0, metadata !23, metadata !DIExpression()), !dbg !25
  %15 = sub nsw i32 99, %.1, !dbg !56
  %16 = icmp slt i32 %.0, %15, !dbg !58
  br i1 %16, label %17, label %42, !dbg !59

17:                                               ; preds = %14
  call void @__wcet_cost(i64 noundef 1), !dbg !60
  %18 = sext i32 %.0 to i64, !dbg !62
  %19 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %18, !dbg !62
  %20 = load i32, i32* %19, align 4, !dbg !62, !tbaa !36
  %21 = add nsw i32 %.0, 1, !dbg !64
  %22 = sext i32 %21 to i64, !dbg !65
  %23 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %22, !dbg !65
  %24 = load i32, i32* %23, align 4, !dbg !65, !tbaa !36
  %25 = icmp sgt i32 %20, %24, !dbg !66
  br i1 %25, label %26, label %39, !dbg !67

26:                                               ; preds = %17
  %27 = sext i32 %.0 to i64, !dbg !68
  %28 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %27, !dbg !68
  %29 = load i32, i32* %28, align 4, !dbg !68, !tbaa !36
  call void @llvm.dbg.value(metadata i32 %29, metadata !24, metadata !DIExpression()), !dbg !25
  %30 = add nsw i32 %.0, 1, !dbg !70
  %31 = sext i32 %30 to i64, !dbg !71
  %32 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %31, !dbg !71
  %33 = load i32, i32* %32, align 4, !dbg !71, !tbaa !36
  %34 = sext i32 %.0 to i64, !dbg !72
  %35 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %34, !dbg !72
  store i32 %33, i32* %35, align 4, !dbg !73, !tbaa !36
  %36 = add nsw i32 %.0, 1, !dbg !74
  %37 = sext i32 %36 to i64, !dbg !75
  %38 = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %37, !dbg !75
  store i32 %29, i32* %38, align 4, !dbg !76, !tbaa !36
  call void @__wcet_cost(i64 noundef 3), !dbg !77
  br label %39, !dbg !78

39:                                               ; preds = %26, %17
  br label %40, !dbg !79

40:                                               ; preds = %39
  %41 = add nsw i32 %.0, 1, !dbg !80
  call void @llvm.dbg.value(metadata i32 %41, metadata !23, metadata !DIExpression()), !dbg !25
  br label %14, !dbg !81, !llvm.loop !82

42:                                               ; preds = %14
  br label %43, !dbg !84

43:                                               ; preds = %42
  %44 = add nsw i32 %.1, 1, !dbg !85
  call void @llvm.dbg.value(metadata i32 %44, metadata !22, metadata !DIExpression()), !dbg !25
  br label %11, !dbg !86, !llvm.loop !87

45:                                               ; preds = %11
  %46 = load i32, i32* getelementptr inbounds ([100 x i32], [100 x i32]* @a, i64 0, i64 0), align 16, !dbg !89, !tbaa !36
  ret i32 %46, !dbg !90
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
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 28, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "concrete_sort.c", directory: ".", checksumkind: CSK_MD5, checksum: "f73c94eb6311e582bf4663fdeb7829c8")
!4 = !{!5}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 3200, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 100)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !19, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22, !23, !24}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 31, type: !8)
!23 = !DILocalVariable(name: "j", scope: !18, file: !3, line: 31, type: !8)
!24 = !DILocalVariable(name: "t", scope: !18, file: !3, line: 31, type: !8)
!25 = !DILocation(line: 0, scope: !18)
!26 = !DILocation(line: 32, column: 8, scope: !27)
!27 = distinct !DILexicalBlock(scope: !18, file: !3, line: 32, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 32, column: 17, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !3, line: 32, column: 3)
!31 = !DILocation(line: 32, column: 3, scope: !27)
!32 = !DILocation(line: 33, column: 15, scope: !30)
!33 = !DILocation(line: 33, column: 21, scope: !30)
!34 = !DILocation(line: 33, column: 5, scope: !30)
!35 = !DILocation(line: 33, column: 10, scope: !30)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 32, column: 23, scope: !30)
!41 = !DILocation(line: 32, column: 3, scope: !30)
!42 = distinct !{!42, !31, !43, !44, !45}
!43 = !DILocation(line: 33, column: 23, scope: !27)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 34, column: 8, scope: !47)
!47 = distinct !DILexicalBlock(scope: !18, file: !3, line: 34, column: 3)
!48 = !DILocation(line: 0, scope: !47)
!49 = !DILocation(line: 34, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 34, column: 3)
!51 = !DILocation(line: 34, column: 3, scope: !47)
!52 = !DILocation(line: 35, column: 10, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 35, column: 5)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 34, column: 31)
!55 = !DILocation(line: 0, scope: !53)
!56 = !DILocation(line: 35, column: 27, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 35, column: 5)
!58 = !DILocation(line: 35, column: 19, scope: !57)
!59 = !DILocation(line: 35, column: 5, scope: !53)
!60 = !DILocation(line: 36, column: 7, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 35, column: 37)
!62 = !DILocation(line: 37, column: 11, scope: !63)
!63 = distinct !DILexicalBlock(scope: !61, file: !3, line: 37, column: 11)
!64 = !DILocation(line: 37, column: 22, scope: !63)
!65 = !DILocation(line: 37, column: 18, scope: !63)
!66 = !DILocation(line: 37, column: 16, scope: !63)
!67 = !DILocation(line: 37, column: 11, scope: !61)
!68 = !DILocation(line: 38, column: 13, scope: !69)
!69 = distinct !DILexicalBlock(scope: !63, file: !3, line: 37, column: 28)
!70 = !DILocation(line: 39, column: 20, scope: !69)
!71 = !DILocation(line: 39, column: 16, scope: !69)
!72 = !DILocation(line: 39, column: 9, scope: !69)
!73 = !DILocation(line: 39, column: 14, scope: !69)
!74 = !DILocation(line: 40, column: 13, scope: !69)
!75 = !DILocation(line: 40, column: 9, scope: !69)
!76 = !DILocation(line: 40, column: 18, scope: !69)
!77 = !DILocation(line: 41, column: 9, scope: !69)
!78 = !DILocation(line: 42, column: 7, scope: !69)
!79 = !DILocation(line: 43, column: 5, scope: !61)
!80 = !DILocation(line: 35, column: 33, scope: !57)
!81 = !DILocation(line: 35, column: 5, scope: !57)
!82 = distinct !{!82, !59, !83, !44, !45}
!83 = !DILocation(line: 43, column: 5, scope: !53)
!84 = !DILocation(line: 44, column: 3, scope: !54)
!85 = !DILocation(line: 34, column: 27, scope: !50)
!86 = !DILocation(line: 34, column: 3, scope: !50)
!87 = distinct !{!87, !51, !88, !44, !45}
!88 = !DILocation(line: 44, column: 3, scope: !47)
!89 = !DILocation(line: 45, column: 10, scope: !18)
!90 = !DILocation(line: 45, column: 3, scope: !18)
