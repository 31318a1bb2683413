; ModuleID = '<stdin>'
source_filename = "ss_empty_disjunct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@gc = dso_local global i8 -41, align 1, !dbg !0
@garr = dso_local global [8 x i32] [i32 61, i32 128, i32 149, i32 77, i32 124, i32 151, i32 186, i32 234], align 16, !dbg !9

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !22 {
  %1 = call i32 @__wcet_nondet_range(i32 noundef 0, i32 noundef 3), !dbg !32
  call void @llvm.dbg.value(metadata i32 %1, metadata !26, metadata !DIExpression()), !dbg !33
  %2 = call i32 @__wcet_nondet_range(i32 noundef 1, i32 noundef 4), !dbg !34
  call void @llvm.dbg.value(metadata i32 %2, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8 -8, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 -158652084, metadata !31, metadata !DIExpression()), !dbg !33
  br label %3, !dbg !35

3:                                                ; preds = %33, %0
  %.03 = phi i8 [ -8, %0 ], [ %.1.lcssa, %33 ], !dbg !36
  %.02 = phi i32 [ 0, %0 ], [ %4, %33 ], !dbg !33
  %.0 = phi i32 [ -158652084, %0 ], [ %8, %33 ], !dbg !33
  call void @llvm.dbg.value(metadata i32 %.0, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %.02, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8 %.03, metadata !29, metadata !DIExpression()), !dbg !33
  %4 = add nsw i32 %.02, 1, !dbg !37
  call void @llvm.dbg.value(metadata i32 %4, metadata !28, metadata !DIExpression()), !dbg !33
  %5 = mul i32 %.0, -1640531535, !dbg !39
  %6 = zext i8 %.03 to i32, !dbg !40
  %7 = xor i32 %6, 3, !dbg !41
  %8 = add i32 %5, %7, !dbg !42
  call void @llvm.dbg.value(metadata i32 %8, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8 -2, metadata !30, metadata !DIExpression()), !dbg !33
  br label %9, !dbg !43

9:                                                ; preds = %30, %3
  %.1 = phi i8 [ %.03, %3 ], [ %.2, %30 ], !dbg !33
  %.01 = phi i8 [ -2, %3 ], [ %31, %30 ], !dbg !45
  call void @llvm.dbg.value(metadata i8 %.01, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8 %.1, metadata !29, metadata !DIExpression()), !dbg !33
  %10 = zext i8 %.01 to i32, !dbg !46
  %11 = icmp ne i32 %10, 0, !dbg !48
  br i1 %11, label %12, label %32, !dbg !49

12:                                               ; preds = %9
  %13 = add nsw i32 %2, 8, !dbg !50
  %14 = and i32 %13, 4, !dbg !53
  %15 = icmp ne i32 %14, 0, !dbg !53
  br i1 %15, label %16, label %29, !dbg !54

16:                                               ; preds = %12
  %17 = zext i8 %.1 to i32, !dbg !55
  %18 = lshr i32 %8, 24, !dbg !57
  %19 = load i8, i8* @gc, align 1, !dbg !58, !tbaa !59
  %20 = zext i8 %19 to i32, !dbg !58
  %21 = xor i32 %18, %20, !dbg !62
  %22 = add nsw i32 %17, %21, !dbg !63
  %23 = trunc i32 %22 to i8, !dbg !55
  call void @llvm.dbg.value(metadata i8 %23, metadata !29, metadata !DIExpression()), !dbg !33
  call void @__wcet_cost(i64 noundef 4), !dbg !64
  %24 = lshr i32 %8, 24, !dbg !65
  %25 = or i32 %24, 0, !dbg !66
  %26 = and i32 %25, 7, !dbg !67
  %27 = sext i32 %26 to i64, !dbg !68
  %28 = getelementptr inbounds [8 x i32], [8 x i32]* @garr, i64 0, i64 %27, !dbg !68
  store i32 5, i32* %28, align 4, !dbg !69, !tbaa !70
  br label %29, !dbg !72

29:                                               ; preds = %16, %12
  %.2 = phi i8 [ %23, %16 ], [ %.1, %12 ], !dbg !33
  call void @llvm.dbg.value(metadata i8 %.2, metadata !29, metadata !DIExpression()), !dbg !33
  br label %30, !dbg !73

30:                                               ; preds = %29
  %31 = add i8 %.01, 1, !dbg !74
  call void @llvm.dbg.value(metadata i8 %31, metadata !30, metadata !DIExpression()), !dbg !33
  br label %9, !dbg !75, !llvm.loop !76

32:                                               ; preds = %9
  %.1.lcssa = phi i8 [ %.1, %9 ], !dbg !33
  br label %33, !dbg !80

33:                                               ; preds = %32
  %34 = icmp slt i32 %4, %1, !dbg !81
  br i1 %34, label %3, label %35, !dbg !80, !llvm.loop !82

35:                                               ; preds = %33
  %.1.lcssa.lcssa = phi i8 [ %.1.lcssa, %33 ], !dbg !33
  %36 = zext i8 %.1.lcssa.lcssa to i32, !dbg !84
  ret i32 %36, !dbg !85
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare i32 @__wcet_nondet_range(i32 noundef, i32 noundef) #3

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
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gc", scope: !2, file: !3, line: 23, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ss_empty_disjunct.c", directory: ".", checksumkind: CSK_MD5, checksum: "beb710f4b8d03f23e11ee58bca2be164")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "garr", scope: !2, file: !3, line: 24, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 8)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !23, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!6}
!25 = !{!26, !27, !28, !29, !30, !31}
!26 = !DILocalVariable(name: "a", scope: !22, file: !3, line: 26, type: !6)
!27 = !DILocalVariable(name: "b", scope: !22, file: !3, line: 27, type: !6)
!28 = !DILocalVariable(name: "i1", scope: !22, file: !3, line: 28, type: !6)
!29 = !DILocalVariable(name: "c0", scope: !22, file: !3, line: 29, type: !14)
!30 = !DILocalVariable(name: "w2", scope: !22, file: !3, line: 29, type: !14)
!31 = !DILocalVariable(name: "u0", scope: !22, file: !3, line: 30, type: !5)
!32 = !DILocation(line: 26, column: 11, scope: !22)
!33 = !DILocation(line: 0, scope: !22)
!34 = !DILocation(line: 27, column: 11, scope: !22)
!35 = !DILocation(line: 31, column: 3, scope: !22)
!36 = !DILocation(line: 29, column: 17, scope: !22)
!37 = !DILocation(line: 32, column: 7, scope: !38)
!38 = distinct !DILexicalBlock(scope: !22, file: !3, line: 31, column: 6)
!39 = !DILocation(line: 33, column: 13, scope: !38)
!40 = !DILocation(line: 33, column: 40, scope: !38)
!41 = !DILocation(line: 33, column: 43, scope: !38)
!42 = !DILocation(line: 33, column: 27, scope: !38)
!43 = !DILocation(line: 34, column: 10, scope: !44)
!44 = distinct !DILexicalBlock(scope: !38, file: !3, line: 34, column: 5)
!45 = !DILocation(line: 0, scope: !44)
!46 = !DILocation(line: 34, column: 20, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 34, column: 5)
!48 = !DILocation(line: 34, column: 23, scope: !47)
!49 = !DILocation(line: 34, column: 5, scope: !44)
!50 = !DILocation(line: 35, column: 14, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 35, column: 11)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 34, column: 35)
!53 = !DILocation(line: 35, column: 19, scope: !51)
!54 = !DILocation(line: 35, column: 11, scope: !52)
!55 = !DILocation(line: 36, column: 14, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 35, column: 24)
!57 = !DILocation(line: 36, column: 30, scope: !56)
!58 = !DILocation(line: 36, column: 40, scope: !56)
!59 = !{!60, !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 36, column: 38, scope: !56)
!63 = !DILocation(line: 36, column: 17, scope: !56)
!64 = !DILocation(line: 37, column: 9, scope: !56)
!65 = !DILocation(line: 38, column: 25, scope: !56)
!66 = !DILocation(line: 38, column: 33, scope: !56)
!67 = !DILocation(line: 38, column: 38, scope: !56)
!68 = !DILocation(line: 38, column: 9, scope: !56)
!69 = !DILocation(line: 38, column: 43, scope: !56)
!70 = !{!71, !71, i64 0}
!71 = !{!"int", !60, i64 0}
!72 = !DILocation(line: 39, column: 7, scope: !56)
!73 = !DILocation(line: 40, column: 5, scope: !52)
!74 = !DILocation(line: 34, column: 31, scope: !47)
!75 = !DILocation(line: 34, column: 5, scope: !47)
!76 = distinct !{!76, !49, !77, !78, !79}
!77 = !DILocation(line: 40, column: 5, scope: !44)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = !DILocation(line: 41, column: 3, scope: !38)
!81 = !DILocation(line: 41, column: 15, scope: !22)
!82 = distinct !{!82, !35, !83, !78, !79}
!83 = !DILocation(line: 41, column: 18, scope: !22)
!84 = !DILocation(line: 42, column: 10, scope: !22)
!85 = !DILocation(line: 43, column: 1, scope: !22)
