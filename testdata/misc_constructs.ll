; ModuleID = '<stdin>'
source_filename = "misc_constructs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !20 {
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 bitcast (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 1) to i8*), i8* align 16 bitcast ([8 x i32]* @buf to i8*), i64 16, i1 false), !dbg !36
  call void @llvm.dbg.value(metadata i64 sdiv exact (i64 sub (i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 6) to i64), i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 1) to i64)), i64 4), metadata !24, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 ptrtoint ([8 x i32]* @buf to i64), metadata !26, metadata !DIExpression()), !dbg !37
  %1 = add i64 ptrtoint ([8 x i32]* @buf to i64), 8, !dbg !38
  call void @llvm.dbg.value(metadata i64 %1, metadata !26, metadata !DIExpression()), !dbg !37
  %2 = inttoptr i64 %1 to i32*, !dbg !39
  call void @llvm.dbg.value(metadata i32* %2, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 7.900000e+00, metadata !28, metadata !DIExpression()), !dbg !37
  %3 = fptosi double 7.900000e+00 to i32, !dbg !40
  call void @llvm.dbg.value(metadata i32 %3, metadata !30, metadata !DIExpression()), !dbg !37
  %4 = call i64 @labs(i64 noundef -3) #6, !dbg !41
  call void @llvm.dbg.value(metadata i64 %4, metadata !31, metadata !DIExpression()), !dbg !37
  %5 = call i64 @llabs(i64 noundef -4) #6, !dbg !42
  call void @llvm.dbg.value(metadata i64 %5, metadata !32, metadata !DIExpression()), !dbg !37
  %6 = call i32 @__wcet_nondet(), !dbg !43
  call void @llvm.dbg.value(metadata i32 %6, metadata !33, metadata !DIExpression()), !dbg !37
  %7 = icmp sgt i32 %6, 100, !dbg !44
  br i1 %7, label %8, label %9, !dbg !46

8:                                                ; preds = %0
  call void @__wcet_cost(i64 noundef 10), !dbg !47
  br label %14, !dbg !47

9:                                                ; preds = %0
  %10 = icmp slt i32 %6, -100, !dbg !48
  br i1 %10, label %11, label %12, !dbg !50

11:                                               ; preds = %9
  call void @__wcet_cost(i64 noundef 6), !dbg !51
  br label %13, !dbg !51

12:                                               ; preds = %9
  call void @__wcet_cost(i64 noundef 1), !dbg !52
  br label %13

13:                                               ; preds = %12, %11
  br label %14

14:                                               ; preds = %13, %8
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !53
  br label %15, !dbg !54

15:                                               ; preds = %19, %14
  %.0 = phi i64 [ 0, %14 ], [ %20, %19 ], !dbg !53
  call void @llvm.dbg.value(metadata i64 %.0, metadata !34, metadata !DIExpression()), !dbg !53
  %16 = icmp slt i64 %.0, sdiv exact (i64 sub (i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 6) to i64), i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 1) to i64)), i64 4), !dbg !55
  br i1 %16, label %18, label %17, !dbg !57

17:                                               ; preds = %15
  br label %21

18:                                               ; preds = %15
  call void @__wcet_cost(i64 noundef 1), !dbg !58
  br label %19, !dbg !58

19:                                               ; preds = %18
  %20 = add nsw i64 %.0, 1, !dbg !59
  call void @llvm.dbg.value(metadata i64 %20, metadata !34, metadata !DIExpression()), !dbg !53
  br label %15, !dbg !60, !llvm.loop !61

21:                                               ; preds = %17
  %22 = load i32, i32* %2, align 4, !dbg !65, !tbaa !67
  %23 = icmp eq i32 %22, 2, !dbg !71
  br i1 %23, label %24, label %25, !dbg !72

24:                                               ; preds = %21
  call void @__wcet_cost(i64 noundef 2), !dbg !73
  br label %25, !dbg !73

25:                                               ; preds = %24, %21
  %26 = sext i32 %3 to i64, !dbg !74
  call void @__wcet_cost(i64 noundef %26), !dbg !74
  %27 = add nsw i64 %4, %5, !dbg !75
  call void @__wcet_cost(i64 noundef %27), !dbg !75
  ret i32 0, !dbg !76
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i64 @llabs(i64 noundef) #4

declare i32 @__wcet_nondet() #5

declare void @__wcet_cost(i64 noundef) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 15, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc_constructs.c", directory: ".", checksumkind: CSK_MD5, checksum: "69ec751cbaa33ab96bffe1530dc19891")
!4 = !{!5, !6, !7, !8}
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !{!0}
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 8)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !21, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!7}
!23 = !{!24, !26, !27, !28, !30, !31, !32, !33, !34}
!24 = !DILocalVariable(name: "d", scope: !20, file: !3, line: 19, type: !25)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "addr", scope: !20, file: !3, line: 20, type: !5)
!27 = !DILocalVariable(name: "p", scope: !20, file: !3, line: 22, type: !6)
!28 = !DILocalVariable(name: "x", scope: !20, file: !3, line: 23, type: !29)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DILocalVariable(name: "xi", scope: !20, file: !3, line: 24, type: !7)
!31 = !DILocalVariable(name: "a", scope: !20, file: !3, line: 25, type: !25)
!32 = !DILocalVariable(name: "b", scope: !20, file: !3, line: 26, type: !8)
!33 = !DILocalVariable(name: "v", scope: !20, file: !3, line: 27, type: !7)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 34, type: !25)
!35 = distinct !DILexicalBlock(scope: !20, file: !3, line: 34, column: 3)
!36 = !DILocation(line: 18, column: 3, scope: !20)
!37 = !DILocation(line: 0, scope: !20)
!38 = !DILocation(line: 21, column: 8, scope: !20)
!39 = !DILocation(line: 22, column: 12, scope: !20)
!40 = !DILocation(line: 24, column: 12, scope: !20)
!41 = !DILocation(line: 25, column: 12, scope: !20)
!42 = !DILocation(line: 26, column: 17, scope: !20)
!43 = !DILocation(line: 27, column: 11, scope: !20)
!44 = !DILocation(line: 28, column: 9, scope: !45)
!45 = distinct !DILexicalBlock(scope: !20, file: !3, line: 28, column: 7)
!46 = !DILocation(line: 28, column: 7, scope: !20)
!47 = !DILocation(line: 29, column: 5, scope: !45)
!48 = !DILocation(line: 30, column: 14, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 30, column: 12)
!50 = !DILocation(line: 30, column: 12, scope: !45)
!51 = !DILocation(line: 31, column: 5, scope: !49)
!52 = !DILocation(line: 33, column: 5, scope: !49)
!53 = !DILocation(line: 0, scope: !35)
!54 = !DILocation(line: 34, column: 8, scope: !35)
!55 = !DILocation(line: 34, column: 22, scope: !56)
!56 = distinct !DILexicalBlock(scope: !35, file: !3, line: 34, column: 3)
!57 = !DILocation(line: 34, column: 3, scope: !35)
!58 = !DILocation(line: 35, column: 5, scope: !56)
!59 = !DILocation(line: 34, column: 28, scope: !56)
!60 = !DILocation(line: 34, column: 3, scope: !56)
!61 = distinct !{!61, !57, !62, !63, !64}
!62 = !DILocation(line: 35, column: 5, scope: !35)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = !DILocation(line: 36, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !20, file: !3, line: 36, column: 7)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 36, column: 10, scope: !66)
!72 = !DILocation(line: 36, column: 7, scope: !20)
!73 = !DILocation(line: 37, column: 5, scope: !66)
!74 = !DILocation(line: 38, column: 3, scope: !20)
!75 = !DILocation(line: 39, column: 3, scope: !20)
!76 = !DILocation(line: 40, column: 3, scope: !20)
